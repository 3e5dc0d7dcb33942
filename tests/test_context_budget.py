"""Every model call fits the model: the window is probed or configured, and the session_search
summaries, the memory flush and the compression summary are cut to the budget it leaves."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import keepmind
from keepmind.agent import Agent
from keepmind.compression import FLUSH_INSTRUCTION, compress_messages, memory_flush
from keepmind.compression.compressor import latest_fitting
from keepmind.compression.summary import SUMMARY_INSTRUCTIONS
from keepmind.config import AuxiliarySettings, CompressionSettings, LLMSettings, Settings
from keepmind.llm import LLMClient, auxiliary_endpoint, main_client
from keepmind.llm.budget import (
    DEFAULT_CONTEXT_WINDOW,
    ContextBudget,
    estimate_request,
    estimate_tokens,
)
from keepmind.llm.window import window_from_models, window_from_props
from keepmind.memory.tool import openai_schema
from keepmind.recall.summarizer import SYSTEM_PROMPT as SEARCH_SUMMARY_PROMPT
from keepmind.recall.summarizer import LLMSummarizer
from keepmind.testing import RecordedRequest, Reply, ScriptedLLMServer

SMALL = 2048
WORDS = "the gateway listens on port 8080 and deploys on fridays; "


def fits(request: RecordedRequest, window: int) -> bool:
    """The request and the reserved reply are within ``window`` tokens."""
    budget = ContextBudget(window)
    return estimate_request(request.messages, request.tools) + budget.reply_tokens <= window


def long_conversation(turns: int) -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = []
    for i in range(turns):
        messages.append({"role": "user", "content": f"question {i}: " + WORDS * 20})
        messages.append({"role": "assistant", "content": f"answer {i}: " + WORDS * 20})
    return messages


# the estimate -----------------------------------------------------------------------------
@given(st.text())
def test_the_estimate_is_never_below_a_token_per_four_bytes(text: str) -> None:
    encoded = text.encode("utf-8", "surrogatepass")
    assert estimate_tokens(text) >= len(encoded) / 4
    assert estimate_tokens(text) >= len(text) / 4


@given(st.text(), st.text())
def test_the_estimate_of_a_concatenation_is_at_most_the_sum(a: str, b: str) -> None:
    assert estimate_tokens(a + b) <= estimate_tokens(a) + estimate_tokens(b)


@pytest.mark.parametrize(("text", "tokens"), [
    ("", 0), ("abc", 1), ("abcd", 2), ("12345", 5), ("日本語", 3), ("😀", 2), ("    ", 1),
])
def test_the_estimate_counts_digits_and_other_scripts_as_tokens(text: str, tokens: int) -> None:
    assert estimate_tokens(text) == tokens


@pytest.mark.parametrize(("window", "reply"), [(1024, 256), (8192, 1024), (200_000, 4096)])
def test_the_reply_reserve_is_an_eighth_of_the_window_within_bounds(window: int,
                                                                    reply: int) -> None:
    assert ContextBudget(window).reply_tokens == reply
    assert ContextBudget(window).prompt_tokens == window - reply


# where the window comes from ----------------------------------------------------------------
@pytest.mark.parametrize(("entry", "expected"), [
    ({"id": "m", "max_model_len": 4096}, (4096, None)),
    ({"id": "m", "context_length": 32768}, (32768, None)),
    ({"id": "m", "meta": {"n_ctx_train": 131072}}, (None, 131072)),
    ({"id": "m", "context_length": True}, (None, None)),
    ({"id": "m", "context_length": "4096"}, (None, None)),
    ({"id": "other", "context_length": 4096}, (4096, None)),
])
def test_the_models_listing_is_read_for_the_window(entry: dict[str, Any],
                                                  expected: tuple[int | None, ...]) -> None:
    assert window_from_models({"object": "list", "data": [entry]}, "m") == expected


def test_an_entry_of_another_model_does_not_count_when_several_are_listed() -> None:
    body = {"data": [{"id": "a", "context_length": 4096}, {"id": "b"}]}
    assert window_from_models(body, "c") == (None, None)
    assert window_from_models(body, "a") == (4096, None)


@pytest.mark.parametrize(("body", "expected"), [
    ({"default_generation_settings": {"n_ctx": 8192}}, 8192), ({"n_ctx": 4096}, 4096),
    ({"default_generation_settings": {}}, None), ([], None), (None, None),
])
def test_props_are_read_for_the_window(body: Any, expected: int | None) -> None:
    assert window_from_props(body) == expected


def test_the_client_takes_the_window_the_server_reports() -> None:
    with ScriptedLLMServer(model_info={"max_model_len": 4096}) as server, \
            server.client() as client:
        assert client.context_window == 4096
        assert client.context_window == 4096
        assert len([r for r in server.requests if r.path.endswith("/models")]) == 1, \
            "the server is asked once"


def test_props_count_over_the_training_context_of_the_listing() -> None:
    with ScriptedLLMServer(model_info={"meta": {"n_ctx_train": 32768}},
                           props={"default_generation_settings": {"n_ctx": 8192}}) as server, \
            server.client() as client:
        assert client.context_window == 8192


def test_a_configured_window_bounds_the_reported_one_and_stands_alone_when_silent() -> None:
    with ScriptedLLMServer(model_info={"context_length": 32768}) as server:
        with server.client(context_window=8192) as client:
            assert client.context_window == 8192
        with server.client(context_window=65536) as client:
            assert client.context_window == 32768
    with ScriptedLLMServer() as server, server.client(context_window=8192) as client:
        assert client.context_window == 8192
    with ScriptedLLMServer() as server, server.client() as client:
        assert client.context_window is None
        assert ContextBudget.of(client).window == DEFAULT_CONTEXT_WINDOW


def test_an_unreachable_server_is_silent_within_the_probe_timeout() -> None:
    with LLMClient("http://127.0.0.1:9/v1", "m", max_retries=0) as client:
        assert client.context_window is None


def test_the_settings_reach_both_clients(isolated_home: Path) -> None:
    settings = Settings(llm=LLMSettings(base_url="http://127.0.0.1:9/v1", model="m",
                                        context_window=8192))
    assert auxiliary_endpoint(settings).context_window == 8192, "same model: same window"
    other = settings.model_copy(update={"auxiliary": AuxiliarySettings(model="small")})
    assert auxiliary_endpoint(other).context_window is None, "another model is probed"
    sized = settings.model_copy(update={"auxiliary": AuxiliarySettings(
        model="small", context_window=4096)})
    assert auxiliary_endpoint(sized).context_window == 4096
    with main_client(settings, {}) as client:
        assert client.configured_window == 8192


# each call site, with a small window --------------------------------------------------------
def test_session_search_summaries_fit_a_small_window(mem: keepmind.Memory) -> None:
    old = mem.archive.create_session(source="cli")
    for i in range(300):
        mem.archive.append(old, "user", f"message {i}: " + WORDS * 6)
    mem.archive.append(old, "assistant", "We settled on poetry for the dependencies.")
    with ScriptedLLMServer(default="Asked: tooling. Done: chose poetry.",
                           model_info={"context_length": SMALL},
                           context_window=SMALL) as server, server.client() as client:
        answer = mem.session_search({"query": "poetry dependencies"},
                                    summarizer=LLMSummarizer(client))
        requests = server.chat_requests
    assert answer["mode"] == "summaries" and "summary_failed" not in answer["results"][0]
    assert requests and all(fits(r, SMALL) for r in requests)
    assert "poetry" in requests[0].messages[-1]["content"], "the window holds the match"
    assert not server.script_errors


def test_a_summary_that_cannot_fit_is_not_sent(mem: keepmind.Memory) -> None:
    with ScriptedLLMServer(default="summary") as server, \
            server.client(context_window=1024) as client:
        summarizer = LLMSummarizer(client)
        with pytest.raises(keepmind.errors.LLMError, match="does not fit"):
            summarizer.summarize(query="q " * 2000, transcript="x" * 5000,
                                 session={"id": "s1"})
        assert server.chat_requests == []


def test_the_memory_flush_keeps_the_latest_turns_that_fit(mem: keepmind.Memory) -> None:
    conversation = long_conversation(30)
    with ScriptedLLMServer(context_window=SMALL) as server, \
            server.client(context_window=SMALL) as client:
        server.queue(Reply.tool_call("memory", {"action": "add", "target": "user",
                                                "content": "User deploys on Fridays"}))
        result = memory_flush(client, "SYSTEM", conversation, [openai_schema()],
                              mem.memory_tool, min_turns=1)
        (request,) = server.chat_requests
    assert result.executed and result.executed[0]["success"]
    assert fits(request, SMALL)
    sent = request.messages[1:-1]
    assert 0 < len(sent) < len(conversation)
    assert sent == conversation[-len(sent):], "the latest messages, in order"


def test_a_flush_that_cannot_fit_is_skipped(mem: keepmind.Memory) -> None:
    with ScriptedLLMServer() as server, server.client(context_window=1024) as client:
        result = memory_flush(client, "SYSTEM " * 2000, long_conversation(3), [],
                              mem.memory_tool, min_turns=1)
        assert server.chat_requests == []
    assert "does not fit" in result.skipped


def test_the_flush_never_opens_with_a_tool_result(mem: keepmind.Memory) -> None:
    call = {"role": "assistant", "content": "", "tool_calls": [{"id": "c1", "type": "function",
            "function": {"name": "memory", "arguments": "{}"}}]}
    result_message = {"role": "tool", "tool_call_id": "c1", "content": WORDS * 3}
    conversation = [*long_conversation(10), call, result_message,
                    {"role": "user", "content": "thanks"}]
    for window in range(1100, SMALL, 40):
        budget = ContextBudget(window)
        kept = latest_fitting(conversation, budget, [], head=[], tail=[])
        assert not kept or kept[0]["role"] != "tool"


def test_the_compression_summary_fits_a_small_window() -> None:
    messages = long_conversation(40)
    with ScriptedLLMServer(default="## Goal\n- ports", context_window=SMALL) as server, \
            server.client(context_window=SMALL) as client:
        result = compress_messages(messages, client, protect_first_n=2, protect_last_n=2)
        requests = server.chat_requests
    assert result is not None and not result.used_fallback
    assert len(requests) == 1 and fits(requests[0], SMALL)
    assert requests[0].messages[0]["content"] == SUMMARY_INSTRUCTIONS


def test_every_call_of_a_compressed_session_fits_the_window(isolated_home: Path) -> None:
    """The agent loop, its memory flush and the compression summary with a window the
    server reports (8,192 tokens, the 1.5B model's), the session_search summary by the
    same model."""
    window = 8192
    mem = keepmind.open(isolated_home, settings=Settings(
        compression=CompressionSettings(protect_first_n=1, protect_last_n=2),
        memory={"flush_min_turns": 1}))  # type: ignore[arg-type]
    try:
        with ScriptedLLMServer(default="ok " + WORDS * 12, context_window=window,
                               model_info={"max_model_len": window}) as server, \
                server.client() as client:
            agent = Agent(mem.session(summarizer=LLMSummarizer(client)), client,
                          summary_model=client)
            for turn in range(12):
                agent.send(f"turn {turn}: " + WORDS * 12)
            agent.session.call_tool("session_search", {"query": "gateway fridays"})
            requests = server.chat_requests
            compressions = mem.archive.list(50)
        assert len(compressions) > 1, "the conversation was compressed"
        firsts = [r.messages[0]["content"] for r in requests]
        assert SUMMARY_INSTRUCTIONS in firsts, "a compression summary was asked for"
        assert SEARCH_SUMMARY_PROMPT in firsts, "a session_search summary was asked for"
        assert any(r.messages[-1]["content"] == FLUSH_INSTRUCTION for r in requests), \
            "a memory flush was asked for"
        assert all(fits(r, window) for r in requests), [
            estimate_request(r.messages, r.tools) for r in requests]
        assert not server.script_errors
    finally:
        mem.close()


def test_the_scripted_server_refuses_an_overflow_like_a_real_one() -> None:
    with ScriptedLLMServer(default="ok", context_window=1024) as server, \
            server.client(max_retries=0) as client, \
            pytest.raises(keepmind.errors.LLMError, match="context window"):
        client.chat([{"role": "user", "content": json.dumps(["x" * 100] * 100)}])
