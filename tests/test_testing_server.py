"""keepmind.testing.ScriptedLLMServer: the public scripted chat-completions server."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from keepmind.errors import LLMError
from keepmind.llm import ChatMessage
from keepmind.testing import RecordedRequest, Reply, ScriptedLLMServer, embed_text


def ask(server: ScriptedLLMServer, text: str) -> str:
    return server.client(max_retries=0).chat([ChatMessage.user(text)]).content


def test_queued_replies_are_served_in_order_then_the_default() -> None:
    with ScriptedLLMServer(default="fallback") as server:
        server.queue("one", Reply.text("two"))
        assert [ask(server, "q") for _ in range(3)] == ["one", "two", "fallback"]
        assert server.pending == 0


def test_an_empty_script_answers_a_clear_error_without_retry() -> None:
    with ScriptedLLMServer() as server:
        with pytest.raises(LLMError, match="HTTP 400: scripted server: no reply scripted"):
            server.client(max_retries=3).chat([ChatMessage.user("q")])
        assert len(server.requests) == 1
        assert server.script_errors == ["no reply scripted for request #0"]


def test_every_request_is_recorded_with_its_body_and_headers() -> None:
    with ScriptedLLMServer(default="ok") as server:
        server.client(api_key="sk-1").chat(
            [ChatMessage.system("be brief"), ChatMessage.user("hi")],
            tools=[{"type": "function", "function": {"name": "f"}}])
        (request,) = server.requests
        assert (request.method, request.path) == ("POST", "/v1/chat/completions")
        assert request.headers["authorization"] == "Bearer sk-1"
        assert request.system_prompt == "be brief"
        assert request.messages[-1] == {"role": "user", "content": "hi"}
        assert request.tools == [{"type": "function", "function": {"name": "f"}}]
        assert request.json["model"] == server.model


def test_a_responder_answers_from_the_request() -> None:
    def echo(request: RecordedRequest) -> str:
        return f"you said {request.messages[-1]['content']}"

    with ScriptedLLMServer(responder=echo) as server:
        server.queue("scripted first")
        assert ask(server, "a") == "scripted first"
        assert ask(server, "b") == "you said b"


def test_a_failing_responder_is_reported_not_hidden() -> None:
    def broken(request: RecordedRequest) -> str:
        raise KeyError("missing")

    with ScriptedLLMServer(responder=broken) as server:
        with pytest.raises(LLMError, match="responder raised KeyError"):
            ask(server, "q")
        assert server.script_errors == ["responder raised KeyError: 'missing'"]


def test_prompt_tokens_can_be_scripted_to_drive_context_accounting() -> None:
    with ScriptedLLMServer() as server:
        server.queue(Reply.text("long", prompt_tokens=90_000))
        usage = server.client().chat([ChatMessage.user("q")]).usage
        assert usage is not None and usage.prompt_tokens == 90_000


def test_concurrent_requests_each_get_one_reply_and_are_all_recorded() -> None:
    with ScriptedLLMServer() as server:
        server.queue(*(f"reply {n}" for n in range(20)))
        client = server.client(max_retries=0)
        with ThreadPoolExecutor(max_workers=8) as pool:
            answers = list(pool.map(lambda n: client.chat([ChatMessage.user(str(n))]).content,
                                    range(20)))
        assert sorted(answers) == sorted(f"reply {n}" for n in range(20))
        assert len(server.requests) == 20 and server.pending == 0


def test_close_cuts_a_scripted_delay_short() -> None:
    server = ScriptedLLMServer().start()
    server.queue_text("slow", delay=30)
    outcome: list[BaseException] = []

    def call() -> None:
        try:
            server.client(max_retries=0, timeout=60).chat([ChatMessage.user("q")])
        except LLMError as exc:
            outcome.append(exc)

    caller = threading.Thread(target=call)
    caller.start()
    server.wait_for_requests(1, timeout=5)
    began = time.monotonic()
    server.close()
    caller.join(timeout=5)
    assert time.monotonic() - began < 2
    assert not caller.is_alive()
    assert len(outcome) == 1  # the caller saw the hang-up as an LLMError


def test_models_are_listed_and_unknown_paths_are_404() -> None:
    with ScriptedLLMServer(model="tiny") as server:
        models = httpx.get(f"{server.base_url}/models").json()
        assert [m["id"] for m in models["data"]] == ["tiny"]
        assert httpx.post(f"{server.base_url}/completions", json={}).status_code == 404


def test_waiting_for_requests_that_never_come_is_bounded() -> None:
    with ScriptedLLMServer() as server, pytest.raises(TimeoutError, match="0 of 1"):
        server.wait_for_requests(1, timeout=0.05)


def test_a_server_that_is_not_started_has_no_url() -> None:
    with pytest.raises(RuntimeError, match="not running"):
        _ = ScriptedLLMServer().base_url


@pytest.mark.parametrize("delay", [-1, 61])
def test_reply_delays_are_bounded(delay: float) -> None:
    with pytest.raises(ValueError, match="delay"):
        Reply.text("x", delay=delay)


def test_embeddings_are_deterministic_unit_vectors_near_for_shared_words() -> None:
    with ScriptedLLMServer(embedding_dims=32) as server:
        answer = httpx.post(f"{server.base_url}/embeddings", json={
            "model": "e", "input": ["my cat Biscuit", "what is my cat called", "tax forms"]})
    vectors = [item["embedding"] for item in answer.json()["data"]]
    assert vectors[0] == embed_text("my cat Biscuit", 32) and len(vectors[0]) == 32
    assert abs(sum(x * x for x in vectors[1]) - 1) < 1e-9

    def cosine(a: list[float], b: list[float]) -> float:
        return sum(x * y for x, y in zip(a, b, strict=True))

    assert cosine(vectors[0], vectors[1]) > cosine(vectors[0], vectors[2])
    assert server.requests[0].path.endswith("/embeddings")
    assert embed_text("", 8) == [0.0] * 8
