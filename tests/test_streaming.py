"""Streamed replies: server-sent events over loopback HTTP from the scripted server, text
passed on as it arrives, tool calls assembled from their pieces (also when written in the
text), usage from the last chunk, the agent's tool loop and the REPL unchanged."""

from __future__ import annotations

import dataclasses
import time
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import keepmind
from keepmind.agent import Agent
from keepmind.agent.repl import run_repl
from keepmind.errors import LLMError
from keepmind.llm import ChatMessage
from keepmind.llm.sse import StreamAssembler
from keepmind.llm.stream_view import StreamView
from keepmind.testing import Reply, ScriptedLLMServer

TOOLS = [{"type": "function", "function": {"name": "memory", "description": "save",
                                           "parameters": {"type": "object"}}}]
ANSWER = "You use poetry for your Python projects, as you told me."


def stream(server: ScriptedLLMServer, reply: Reply) -> tuple[str, keepmind.llm.ChatResponse]:
    server.queue(reply)
    pieces: list[str] = []
    with server.client(max_retries=0) as client:
        response = client.stream([ChatMessage.user("hi")], TOOLS, on_text=pieces.append)
    return "".join(pieces), response


def test_text_arrives_in_pieces_as_the_server_sends_them() -> None:
    arrivals: list[float] = []
    with ScriptedLLMServer() as server, server.client() as client:
        server.queue(dataclasses.replace(Reply.text(ANSWER), stream_pause=0.05))
        reply = client.stream([ChatMessage.user("hi")],
                              on_text=lambda piece: arrivals.append(time.monotonic()))
        (request,) = server.chat_requests
    assert reply.content == ANSWER
    assert len(arrivals) == len(ANSWER.split())
    assert arrivals[-1] - arrivals[0] >= 0.05 * (len(arrivals) - 2), \
        "pieces were passed on as they came, not all at the end"
    assert request.json["stream"] is True
    assert request.json["stream_options"] == {"include_usage": True}


def test_a_streamed_reply_equals_the_same_reply_unstreamed() -> None:
    reply = Reply.tool_calls([("memory", {"action": "add", "target": "user",
                                          "content": "Uses poetry"}),
                              ("memory", {"action": "remove", "target": "memory",
                                          "old_text": "pip"})], text="Saving both.")
    with ScriptedLLMServer() as server:
        shown, streamed = stream(server, reply)
        server.queue(reply)
        with server.client() as client:
            whole = client.chat([ChatMessage.user("hi")], TOOLS)
    assert shown == "Saving both."
    assert streamed.message == whole.message
    assert streamed.finish_reason == whole.finish_reason == "tool_calls"
    assert streamed.usage == whole.usage and streamed.usage is not None
    assert [c.parsed_arguments()["action"] for c in streamed.tool_calls] == ["add", "remove"]


@pytest.mark.parametrize("format", ["tool_call_tags", "bare_json", "code_fence"])
def test_tool_calls_written_in_streamed_text_are_recovered(format: str) -> None:
    reply = Reply.text_tool_calls([("memory", {"target": "user", "content": "Uses poetry"})],
                                  format, text="I will remember that.")  # type: ignore[arg-type]
    with ScriptedLLMServer() as server:
        _, streamed = stream(server, reply)
    assert [c.name for c in streamed.tool_calls] == ["memory"]
    assert streamed.content == "I will remember that."


def test_without_usage_in_the_stream_the_reply_has_none() -> None:
    assembler = StreamAssembler()
    for line in ['data: {"choices": [{"delta": {"content": "hi"}}]}', "", ": keep-alive",
                 "event: message", 'data: {"choices": [{"delta": {}, "finish_reason": "stop"}]}',
                 "data: [DONE]", 'data: {"choices": [{"delta": {"content": "late"}}]}']:
        assembler.feed(line)
    reply = assembler.response()
    assert reply.content == "hi" and reply.usage is None and reply.finish_reason == "stop"


@pytest.mark.parametrize(("line", "message"), [
    ("data: {not json", "not JSON"),
    ('data: {"error": {"message": "model overloaded"}}', "model overloaded"),
    ('data: {"choices": [{"delta": "text"}]}', "delta is not an object"),
    ('data: {"choices": [{"delta": {"tool_calls": [{"index": "a"}]}}]}', "no index"),
])
def test_a_malformed_stream_is_an_llm_error(line: str, message: str) -> None:
    with pytest.raises(LLMError, match=message):
        StreamAssembler().feed(line)


def test_a_tool_call_that_never_got_a_name_is_an_llm_error() -> None:
    assembler = StreamAssembler()
    assembler.feed('data: {"choices": [{"delta": {"tool_calls": [{"index": 0, '
                   '"function": {"arguments": "{}"}}]}}]}')
    with pytest.raises(LLMError, match="never got a name"):
        assembler.response()


def test_an_error_status_is_retried_before_the_stream_starts() -> None:
    with ScriptedLLMServer() as server:
        server.queue(Reply.error(503), Reply.text("ok now"))
        pieces: list[str] = []
        with server.client(max_retries=1, backoff=0) as client:
            reply = client.stream([ChatMessage.user("hi")], on_text=pieces.append)
    assert reply.content == "ok now" and "".join(pieces) == "ok now"


def test_a_server_that_ignores_stream_is_read_whole() -> None:
    with ScriptedLLMServer() as server:
        server.queue(Reply.json({"choices": [{"message": {"role": "assistant",
                                                          "content": "whole"}}]}))
        shown, reply = stream(server, Reply.text("unused"))
    assert shown == "whole" and reply.content == "whole"


# what is shown while the text arrives ------------------------------------------------------
@pytest.mark.parametrize(("text", "content", "expected"), [
    ("Sure, saved.", "Sure, saved.", "Sure, saved."),
    ('I will save it.\n<tool_call>\n{"name": "memory"}\n</tool_call>', "I will save it.",
     "I will save it."),
    ('Saving.\n{"name": "memory", "arguments": {}}', "Saving.", "Saving."),
    ("Here:\n```json\n[1, 2]\n```\nDone.", "Here:\n```json\n[1, 2]\n```\nDone.",
     "Here:\n```json\n[1, 2]\n```\nDone."),
    ("Use <tool_call> tags", "Use <tool_call> tags", "Use <tool_call> tags"),
])
def test_what_may_be_a_call_is_held_back_until_the_reply_is_complete(
        text: str, content: str, expected: str) -> None:
    view = StreamView()
    shown = "".join(view.feed(c) for c in text)
    assert "{" not in shown and "<tool_call" not in shown
    assert shown + view.finish(content) == expected


@given(st.lists(st.text(alphabet="ab {[<`\n_tool_cal>", max_size=8), max_size=12))
def test_the_view_never_shows_text_twice_or_out_of_order(pieces: list[str]) -> None:
    view = StreamView()
    shown = "".join(view.feed(p) for p in pieces)
    text = "".join(pieces)
    assert text.startswith(shown)
    assert shown + view.finish(text) == text


# the agent and the REPL -----------------------------------------------------------------------
def test_the_agent_streams_every_round_and_keeps_the_tool_loop(mem: keepmind.Memory) -> None:
    shown: list[str] = []
    with ScriptedLLMServer() as server, server.client() as client:
        server.queue(Reply.text_tool_calls(
            [("memory", {"target": "user", "content": "Uses poetry"})], "tool_call_tags",
            text="Noted."), Reply.text(ANSWER))
        agent = Agent(mem.session(), client, on_text=shown.append)
        result = agent.send("Remember: I always use poetry.")
        requests = server.chat_requests
    assert result.streamed and result.text == ANSWER
    assert result.tool_calls == ["memory"]
    assert mem.user.entries == ["Uses poetry"]
    assert "".join(shown) == "Noted." + ANSWER
    assert all(r.json["stream"] for r in requests)
    usage = mem.archive.list(1)[0]
    assert usage.input_tokens > 0 and usage.output_tokens > 0, "usage came from the stream"


def test_the_repl_prints_a_streamed_answer_once(mem: keepmind.Memory, tmp_path: Path) -> None:
    out: list[str] = []
    lines = iter(["what do I use?", "/exit"])
    with ScriptedLLMServer(default=ANSWER) as server, server.client() as client:
        agent = Agent(mem.session(), client, on_text=out.append)
        run_repl(agent, mem.session, history_file=tmp_path / "history", echo=out.append,
                 read=lambda _: next(lines))
    assert "".join(out).count(ANSWER) == 1


def test_without_on_text_the_agent_does_not_stream(mem: keepmind.Memory) -> None:
    with ScriptedLLMServer(default=ANSWER) as server, server.client() as client:
        result = Agent(mem.session(), client).send("hi")
        (request,) = server.chat_requests
    assert not result.streamed and "stream" not in request.json


def test_a_refused_stream_names_the_endpoint_once() -> None:
    with ScriptedLLMServer() as server, server.client(max_retries=0) as client:
        server.queue(Reply.error(400, "bad request"))
        with pytest.raises(LLMError) as raised:
            client.stream([ChatMessage.user("hi")], on_text=lambda _: None)
    assert str(raised.value).count("scripted-model") == 1
    assert "HTTP 400: bad request" in str(raised.value)


def test_a_broken_stream_after_text_is_not_retried() -> None:
    with ScriptedLLMServer() as server, server.client(max_retries=2, backoff=0) as client:
        server.queue(Reply(body=b'data: {"choices": [{"delta": {"content": "hal"}}]}\n\n'
                                b"data: {broken\n\n",
                           headers=(("Content-Type", "text/event-stream"),)))
        pieces: list[str] = []
        with pytest.raises(LLMError, match="not JSON"):
            client.stream([ChatMessage.user("hi")], on_text=pieces.append)
        assert pieces == ["hal"], "the stream was read as events"
        assert len(server.chat_requests) == 1
