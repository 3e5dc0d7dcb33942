"""The LLM client against a real HTTP server on 127.0.0.1 (keepmind.testing).

Waits between attempts go through the client's ``sleep`` seam and are recorded, not slept;
the only real waiting is the scripted server's short delays that provoke timeouts.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from keepmind.config import Settings
from keepmind.errors import ConfigError, LLMError
from keepmind.llm import (
    ChatMessage,
    LLMClient,
    ToolCall,
    auxiliary_client,
    auxiliary_endpoint,
    main_client,
)
from keepmind.testing import Reply, ScriptedLLMServer

HELLO = [ChatMessage.user("hello")]


@pytest.fixture
def server() -> Iterator[ScriptedLLMServer]:
    with ScriptedLLMServer() as running:
        yield running


class Waits(list[float]):
    """Records the client's waits instead of sleeping them."""

    def __call__(self, seconds: float) -> None:
        self.append(seconds)


def client_for(server: ScriptedLLMServer, waits: Waits, **options: Any) -> LLMClient:
    options.setdefault("max_retries", 3)
    return server.client(sleep=waits, backoff=0.5, max_backoff=4.0, **options)


def test_a_text_reply_comes_back_with_usage(server: ScriptedLLMServer) -> None:
    server.queue_text("hi there")
    with server.client() as client:
        response = client.chat(HELLO)
    assert response.content == "hi there"
    assert response.finish_reason == "stop"
    assert response.usage is not None and response.usage.total_tokens > 0


@pytest.mark.parametrize("status", [429, 500, 503])
def test_transient_statuses_are_retried_until_success(server: ScriptedLLMServer,
                                                      status: int) -> None:
    server.queue_error(status)
    server.queue_error(status)
    server.queue_text("finally")
    waits = Waits()
    assert client_for(server, waits).chat(HELLO).content == "finally"
    assert len(server.chat_requests) == 3
    assert len(waits) == 2
    assert 0.25 <= waits[0] <= 0.5 and 0.5 <= waits[1] <= 1.0  # doubling, with jitter


def test_backoff_is_capped(server: ScriptedLLMServer) -> None:
    for _ in range(5):
        server.queue_error(503)
    waits = Waits()
    with pytest.raises(LLMError):
        client_for(server, waits, max_retries=4).chat(HELLO)
    assert len(waits) == 4 and max(waits) <= 4.0


def test_retry_after_is_honoured(server: ScriptedLLMServer) -> None:
    server.queue_error(429, "slow down", headers={"Retry-After": "7"})
    server.queue_text("ok")
    waits = Waits()
    assert client_for(server, waits).chat(HELLO).content == "ok"
    assert waits == [7.0]


def test_retry_after_is_bounded(server: ScriptedLLMServer) -> None:
    server.queue_error(503, headers={"Retry-After": "86400"})
    server.queue_error(503, headers={"Retry-After": "Wed, 21 Oct 2099 07:28:00 GMT"})
    server.queue_text("ok")
    waits = Waits()
    assert client_for(server, waits, max_retry_after=2.5).chat(HELLO).content == "ok"
    assert waits == [2.5, 2.5]


def test_an_unreadable_retry_after_falls_back_to_backoff(server: ScriptedLLMServer) -> None:
    server.queue_error(429, headers={"Retry-After": "soon"})
    server.queue_text("ok")
    waits = Waits()
    client_for(server, waits).chat(HELLO)
    assert len(waits) == 1 and 0.25 <= waits[0] <= 0.5


def test_a_client_error_fails_at_once_with_the_endpoint_message(
        server: ScriptedLLMServer) -> None:
    server.queue_error(400, "context length exceeded")
    server.queue_text("never sent")
    waits = Waits()
    with pytest.raises(LLMError, match="HTTP 400: context length exceeded") as caught:
        client_for(server, waits).chat(HELLO)
    assert server.base_url in str(caught.value)
    assert len(server.chat_requests) == 1 and waits == []


def test_retries_run_out_with_the_last_failure_named(server: ScriptedLLMServer) -> None:
    for _ in range(3):
        server.queue_error(502, "bad gateway")
    with pytest.raises(LLMError, match="gave up after 3 attempts; last: HTTP 502: bad gateway"):
        client_for(server, Waits(), max_retries=2).chat(HELLO)


def test_a_timeout_is_retried_then_succeeds(server: ScriptedLLMServer) -> None:
    server.queue_text("too late", delay=0.5)
    server.queue_text("in time")
    client = client_for(server, Waits(), timeout=0.1)
    assert client.chat(HELLO).content == "in time"
    assert len(server.chat_requests) == 2


def test_timeouts_on_every_attempt_raise_llm_error(server: ScriptedLLMServer) -> None:
    server.queue_text("late", delay=0.5)
    server.queue_text("late", delay=0.5)
    with pytest.raises(LLMError, match="gave up after 2 attempts; last: timed out after 0.1s"):
        client_for(server, Waits(), timeout=0.1, max_retries=1).chat(HELLO)
    assert len(server.chat_requests) == 2


def test_a_refused_connection_is_retried_then_reported() -> None:
    with ScriptedLLMServer() as gone:
        base_url = gone.base_url
    waits = Waits()
    client = LLMClient(base_url, "m", sleep=waits, max_retries=2)
    with pytest.raises(LLMError, match="gave up after 3 attempts; last: connection failed"):
        client.chat(HELLO)
    assert len(waits) == 2


@pytest.mark.parametrize(("reply", "complaint"), [
    (Reply.malformed("{not json"), "the body is not JSON: {not json"),
    (Reply.json({"id": "x", "object": "chat.completion"}), "no choices"),
    (Reply.json({"choices": [{"index": 0}]}), "has no message"),
    (Reply.malformed("<html>proxy login</html>", status=200), "proxy login"),
])
def test_malformed_replies_raise_llm_error_without_retry(server: ScriptedLLMServer,
                                                         reply: Reply, complaint: str) -> None:
    server.queue(reply)
    with pytest.raises(LLMError, match=complaint):
        client_for(server, Waits()).chat(HELLO)
    assert len(server.chat_requests) == 1


def test_tool_calls_round_trip_through_the_conversation(server: ScriptedLLMServer) -> None:
    tools = [{"type": "function", "function": {
        "name": "memory", "description": "save", "parameters": {"type": "object"}}}]
    server.queue_tool_calls([("memory", {"action": "add", "content": "User likes tea"}),
                             ("skills_list", {})])
    server.queue_text("saved")
    client = server.client()
    first = client.chat(HELLO, tools=tools, tool_choice="auto")
    assert [c.name for c in first.tool_calls] == ["memory", "skills_list"]
    assert first.tool_calls[0].parsed_arguments() == {"action": "add", "content": "User likes tea"}
    assert first.finish_reason == "tool_calls"
    conversation = [*HELLO, first.message,
                    *(ChatMessage.tool(c.id, '{"done": true}') for c in first.tool_calls)]
    assert client.chat(conversation, tools=tools).content == "saved"

    sent = server.chat_requests[1].json
    assert sent["tools"] == tools
    assert sent["messages"][1]["tool_calls"][0] == {
        "id": "call_1", "type": "function",
        "function": {"name": "memory",
                     "arguments": '{"action": "add", "content": "User likes tea"}'}}
    assert [m.get("tool_call_id") for m in sent["messages"][2:]] == ["call_1", "call_2"]
    assert server.chat_requests[0].json["tool_choice"] == "auto"


def test_requests_carry_model_key_and_json(server: ScriptedLLMServer) -> None:
    server.queue_text("a")
    server.queue_text("b")
    LLMClient(server.base_url, "gpt-test", "sk-secret").chat(HELLO, temperature=0)
    LLMClient(server.base_url + "/", "local").chat([{"role": "user", "content": "x"}])
    keyed, keyless = server.chat_requests
    assert keyed.path == "/v1/chat/completions"
    assert keyed.headers["authorization"] == "Bearer sk-secret"
    assert keyed.headers["content-type"] == "application/json"
    assert keyed.json == {"model": "gpt-test", "temperature": 0,
                          "messages": [{"role": "user", "content": "hello"}]}
    assert "authorization" not in keyless.headers and keyless.json["model"] == "local"


def test_a_custom_transport_is_used() -> None:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json={"choices": [
            {"message": {"role": "assistant", "content": "via transport"}}]})

    client = LLMClient("http://model.invalid/v1", "m", transport=httpx.MockTransport(handler))
    assert client.chat(HELLO).content == "via transport"
    assert str(seen[0].url) == "http://model.invalid/v1/chat/completions"


def test_the_client_refuses_to_be_built_without_url_or_model() -> None:
    with pytest.raises(ValueError, match="base_url"):
        LLMClient("", "m")
    with pytest.raises(ValueError, match="model"):
        LLMClient("http://x/v1", " ")


def settings(**sections: dict[str, Any]) -> Settings:
    return Settings.model_validate(sections)


def test_the_main_client_is_built_from_settings_with_the_named_key(
        server: ScriptedLLMServer) -> None:
    server.queue_text("ok")
    config = settings(llm={"base_url": server.base_url, "model": "main", "api_key_env": "K",
                           "timeout": 5.0})
    client = main_client(config, {"K": "sk-main"})
    assert (client.model, client.timeout) == ("main", 5.0)
    client.chat(HELLO)
    assert server.chat_requests[0].headers["authorization"] == "Bearer sk-main"


def test_without_an_endpoint_the_main_client_says_what_to_set() -> None:
    with pytest.raises(ConfigError, match="set llm.base_url .* and llm.model"):
        main_client(Settings(), {})
    with pytest.raises(ConfigError, match="llm.model is empty"):
        main_client(settings(llm={"base_url": "http://x/v1"}), {})


def test_a_named_key_missing_from_the_environment_is_a_config_error() -> None:
    config = settings(llm={"base_url": "http://x/v1", "model": "m", "api_key_env": "NOPE"})
    with pytest.raises(ConfigError, match="llm.api_key_env names NOPE, which is not set"):
        main_client(config, {})


def test_the_auxiliary_client_falls_back_to_llm_field_by_field() -> None:
    config = settings(llm={"base_url": "http://main/v1", "model": "big", "api_key_env": "K"},
                      auxiliary={"model": "small"})
    endpoint = auxiliary_endpoint(config)
    assert endpoint is not None
    assert (endpoint.base_url, endpoint.model, endpoint.api_key_env) == (
        "http://main/v1", "small", "K")
    client = auxiliary_client(config, {"K": "sk"})
    assert client is not None and client.model == "small" and client.timeout == 30.0


def test_the_main_key_is_not_sent_to_another_auxiliary_host() -> None:
    config = settings(llm={"base_url": "http://main/v1", "model": "big", "api_key_env": "K"},
                      auxiliary={"base_url": "http://local:8080/v1"})
    endpoint = auxiliary_endpoint(config)
    assert endpoint is not None and endpoint.api_key_env == "" and endpoint.model == "big"


def test_no_model_at_all_means_no_auxiliary_client() -> None:
    assert auxiliary_client(Settings(), {}) is None


def test_tool_call_values_compare_by_content() -> None:
    assert ToolCall.of("c", "f", {"a": 1}) == ToolCall("c", "f", '{"a": 1}')
