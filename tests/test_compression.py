"""Compression and the memory flush against the scripted OpenAI-compatible server."""

from __future__ import annotations

from typing import Any

import keepmind
from keepmind.compression import (
    FLUSH_INSTRUCTION,
    compress_messages,
    estimate_tokens,
    memory_flush,
    should_compress,
    split_points,
)
from keepmind.memory.tool import openai_schema
from keepmind.testing import Reply, ScriptedLLMServer


def conversation(turns: int) -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = []
    for i in range(turns):
        messages.append({"role": "user", "content": f"question {i} about the gateway"})
        messages.append({"role": "assistant", "content": f"answer {i}: use port 80{i:02d}"})
    return messages


def test_threshold_is_a_share_of_the_context_window() -> None:
    assert should_compress(6000, 10_000, 0.5)
    assert not should_compress(5000, 10_000, 0.5)
    # 400 letters at 3 a token, with the scaffolding of a request and of one message
    assert estimate_tokens("x" * 400, []) == 134 + 16 + 8


def test_flush_runs_only_memory_calls_with_the_sessions_prompt_and_tools(
    mem: keepmind.Memory,
) -> None:
    tools = [openai_schema(), {"type": "function", "function": {
        "name": "shell", "description": "run", "parameters": {"type": "object"}}}]
    with ScriptedLLMServer() as server:
        server.queue(Reply.tool_calls([
            ("memory", {"action": "add", "target": "user", "content": "User deploys on Fridays"}),
            ("shell", {"cmd": "rm -rf /"}),
        ], text="saving"))
        result = memory_flush(server.client(), "SYSTEM PROMPT", conversation(6), tools,
                              mem.memory_tool, min_turns=6)
        request = server.chat_requests[0]
    assert [r["success"] for r in result.executed] == [True]
    assert mem.user.entries == ["User deploys on Fridays"]
    assert request.system_prompt == "SYSTEM PROMPT"
    assert request.tools == tools
    assert request.messages[-1]["content"] == FLUSH_INSTRUCTION
    assert request.messages[1:-1] == conversation(6)


def test_flush_runs_a_memory_call_the_model_wrote_in_its_text(mem: keepmind.Memory) -> None:
    save = ("memory", {"action": "add", "target": "user", "content": "User deploys on Fridays"})
    with ScriptedLLMServer() as server:
        server.queue(Reply.text_tool_calls([save], "tool_call_tags", text="saving"))
        result = memory_flush(server.client(), "S", conversation(6), [openai_schema()],
                              mem.memory_tool, min_turns=6)
    assert [r["success"] for r in result.executed] == [True]
    assert mem.user.entries == ["User deploys on Fridays"]


def test_flush_is_skipped_below_min_turns(mem: keepmind.Memory) -> None:
    with ScriptedLLMServer() as server:
        result = memory_flush(server.client(), "S", conversation(3), [], mem.memory_tool,
                              min_turns=6)
        assert server.chat_requests == []
    assert "fewer than 6" in result.skipped


def test_a_failing_flush_is_reported_not_raised(mem: keepmind.Memory) -> None:
    with ScriptedLLMServer() as server:
        server.queue_error(400, "bad request")
        result = memory_flush(server.client(max_retries=0), "S", conversation(8), [],
                              mem.memory_tool, min_turns=6)
    assert result.skipped.startswith("model failed")


def test_the_middle_is_summarised_and_head_and_tail_kept() -> None:
    messages = conversation(10)
    with ScriptedLLMServer() as server:
        server.queue_text("## Goal\n- ship the gateway")
        result = compress_messages(messages, server.client(), protect_first_n=3,
                                   protect_last_n=4)
    assert result is not None and not result.used_fallback
    assert result.messages[:3] == messages[:3]
    assert result.messages[-4:] == messages[-4:]
    assert len(result.messages) == 3 + 1 + 4
    summary = result.messages[3]["content"]
    assert "reference only" in summary and "authoritative" in summary
    assert "ship the gateway" in summary
    assert result.middle_count == 13


def test_a_failing_summariser_gives_the_deterministic_summary() -> None:
    messages = conversation(10)
    with ScriptedLLMServer() as server:
        server.queue_malformed()
        result = compress_messages(messages, server.client(max_retries=0), protect_first_n=2,
                                   protect_last_n=2)
    assert result is not None and result.used_fallback
    assert "question 5 about the gateway" in result.summary
    assert "answer 5: use port 8005" in result.summary


def test_no_model_gives_the_deterministic_summary() -> None:
    result = compress_messages(conversation(10), None, protect_first_n=2, protect_last_n=2)
    assert result is not None and result.used_fallback


def test_nothing_to_compress_returns_none() -> None:
    assert compress_messages(conversation(2), None, protect_first_n=3, protect_last_n=20) is None


def test_tool_results_stay_with_their_call() -> None:
    call = {"role": "assistant", "content": None, "tool_calls": [
        {"id": "c1", "type": "function", "function": {"name": "memory", "arguments": "{}"}}]}
    result = {"role": "tool", "tool_call_id": "c1", "content": "{}"}
    messages = [{"role": "user", "content": "a"}, call, result,
                {"role": "assistant", "content": "b"}, {"role": "user", "content": "c"},
                call, result, {"role": "assistant", "content": "d"}]
    a, b = split_points(messages, 2, 2)
    assert messages[a]["role"] != "tool" and messages[b]["role"] != "tool"
    assert (a, b) == (3, 5)
