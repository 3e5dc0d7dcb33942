"""The endpoint's token usage reaches the archive: each model call's prompt tokens are the
session's input tokens, its completion tokens the output tokens (and the assistant
message's token_count)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import keepmind
from keepmind.cli.main import main
from keepmind.errors import ArchiveError
from keepmind.recall.summarizer import LLMSummarizer
from keepmind.testing import Reply, ScriptedLLMServer


def completion(message: dict[str, Any], prompt: int, completion: int) -> Reply:
    return Reply.json({
        "id": "chatcmpl-1", "object": "chat.completion", "model": "scripted-model",
        "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": prompt, "completion_tokens": completion,
                  "total_tokens": prompt + completion},
    })


def test_chat_records_the_usage_the_server_returned(
    isolated_home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    call = {"role": "assistant", "content": None, "tool_calls": [
        {"id": "c1", "type": "function", "function": {"name": "skills_list",
                                                      "arguments": "{}"}}]}
    with ScriptedLLMServer() as server:
        isolated_home.mkdir()
        (isolated_home / "config.yaml").write_text(
            f"llm:\n  base_url: {server.base_url}\n  model: scripted-model\n", "utf-8")
        server.queue(completion(call, 1200, 17),
                     completion({"role": "assistant", "content": "none yet"}, 1350, 5))
        assert main(["chat", "--cwd", str(tmp_path), "--once", "which skills?"]) == 0
    with keepmind.open(isolated_home) as mem:
        (session,) = mem.archive.list(5)
    capsys.readouterr()
    assert main(["sessions", "show", session.id, "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert (shown["session"]["input_tokens"], shown["session"]["output_tokens"]) == (2550, 22)
    assistant = [m["token_count"] for m in shown["messages"] if m["role"] == "assistant"]
    assert assistant == [17, 5]
    assert main(["sessions", "show", session.id]) == 0
    assert "tokens in/out: 2550/22" in capsys.readouterr().out


def test_a_reply_without_usage_leaves_the_counters_alone(mem: keepmind.Memory) -> None:
    session = mem.session()
    session.record({"role": "user", "content": "hi"})
    session.record({"role": "assistant", "content": "hello"}, usage=None)
    info = mem.archive.get(session.id)
    assert info is not None and (info.input_tokens, info.output_tokens) == (0, 0)


def test_compression_calls_count_in_the_parent_session(mem: keepmind.Memory) -> None:
    with ScriptedLLMServer() as server:
        server.default = completion({"role": "assistant", "content": "a summary"}, 300, 40)
        client = server.client()
        session = mem.session()
        messages = [session.record({"role": "user" if i % 2 == 0 else "assistant",
                                    "content": f"message {i}"}) for i in range(30)]
        parent = session.id
        session.compress(messages, client)
        calls = len(server.chat_requests)
        client.close()
    info = mem.archive.get(parent)
    assert calls >= 1
    assert info is not None and (info.input_tokens, info.output_tokens) == (300 * calls,
                                                                            40 * calls)


def test_session_search_summaries_count_in_the_searching_session(
        mem: keepmind.Memory) -> None:
    old = mem.archive.create_session(source="cli")
    mem.archive.append(old, "user", "We chose poetry for the dependencies.")
    with ScriptedLLMServer() as server, server.client() as client:
        server.default = completion({"role": "assistant", "content": "Chose poetry."}, 700, 9)
        session = mem.session(summarizer=LLMSummarizer(client))
        answer = session.call_tool("session_search", {"query": "poetry"})
    assert answer["mode"] == "summaries"
    info = mem.archive.get(session.id)
    assert info is not None and (info.input_tokens, info.output_tokens) == (700, 9)
    earlier = mem.archive.get(old)
    assert earlier is not None and (earlier.input_tokens, earlier.output_tokens) == (0, 0)


@settings(max_examples=30, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(0, 10**9), st.integers(0, 10**9)), max_size=8))
def test_token_counters_are_the_sum_of_what_was_added(
    mem: keepmind.Memory, counts: list[tuple[int, int]]
) -> None:
    sid = mem.archive.create_session()
    for tin, tout in counts:
        mem.archive.add_tokens(sid, tin, tout)
    info = mem.archive.get(sid)
    assert info is not None
    assert (info.input_tokens, info.output_tokens) == (sum(c[0] for c in counts),
                                                       sum(c[1] for c in counts))


@pytest.mark.parametrize("bad", [-1, True, 1.5, "3"])
def test_bad_token_counts_are_refused(mem: keepmind.Memory, bad: Any) -> None:
    sid = mem.archive.create_session()
    with pytest.raises(ValueError):
        mem.archive.add_tokens(sid, bad)


def test_tokens_for_an_unknown_session_are_refused(mem: keepmind.Memory) -> None:
    with pytest.raises(ArchiveError, match="unknown session"):
        mem.archive.add_tokens("nope", 1, 1)
