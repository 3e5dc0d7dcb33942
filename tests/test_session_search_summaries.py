"""session_search's summarise shape against a scripted OpenAI-compatible server on 127.0.0.1."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from typing import Any

import pytest

import keepmind
from keepmind.archive import SessionArchive
from keepmind.recall.render import MAX_ANSWER_CHARS, answer_chars
from keepmind.recall.summarizer import LLMSummarizer
from keepmind.recall.tool import SessionSearchTool
from keepmind.testing import RecordedRequest, Reply, ScriptedLLMServer
from session_archives import DAY, T0, chatter, conversation

SLOW = 2.0  # seconds a scripted reply waits: far longer than the job timeout below


@pytest.fixture
def server() -> Iterator[ScriptedLLMServer]:
    with ScriptedLLMServer() as running:
        yield running


@pytest.fixture
def archive(mem: keepmind.Memory) -> SessionArchive:
    return mem.archive


def session_of(request: RecordedRequest) -> str:
    found = re.search(r"Session \(id · title · date · source\): (\S+)",
                      request.messages[-1]["content"])
    assert found, request.messages
    return found.group(1)


def tool(archive: SessionArchive, server: ScriptedLLMServer, **options: Any) -> SessionSearchTool:
    summarizer = LLMSummarizer(server.client(max_retries=0, timeout=5.0))
    return SessionSearchTool(archive, summarizer=summarizer, **options)


def three_sessions(archive: SessionArchive) -> list[str]:
    return [conversation(archive, chatter(12, at=6, match=f"the nginx proxy on port 80{n}"),
                         title=f"Proxy {n}", start=T0 + n * DAY)[0] for n in range(3)]


def test_each_found_session_is_summarised_with_the_query_as_focus(
        archive: SessionArchive, server: ScriptedLLMServer) -> None:
    sessions = three_sessions(archive)
    server.responder = lambda request: f"Asked: proxy. Session {session_of(request)}."
    answer = tool(archive, server)({"query": "nginx proxy"})
    assert answer["success"] and answer["mode"] == "summaries" and answer["count"] == 3
    for result in answer["results"]:
        assert result["summary"] == f"Asked: proxy. Session {result['session_id']}."
        assert "window" not in result and "summary_failed" not in result
        assert {"session_id", "date", "source", "title", "matched_message_id"} <= result.keys()
    requests = server.chat_requests
    assert sorted(session_of(r) for r in requests) == sorted(sessions)
    prompt = requests[0].messages[-1]["content"]
    assert prompt.startswith("Search query: nginx proxy\n") and "the nginx proxy on port" in prompt


def test_a_long_lineage_is_cut_to_100k_characters_around_its_match(
        archive: SessionArchive, server: ScriptedLLMServer) -> None:
    root, _ = conversation(archive, ["z" * 2_000] * 80, end_reason="compression")
    conversation(archive, ["filler " * 300] * 40 + ["the nginx proxy lives on port 8080"]
                 + ["filler " * 300] * 40, start=T0 + 60, parent=root)
    server.default = "summary"
    answer = tool(archive, server)({"query": "nginx proxy"})
    assert answer["results"][0]["summary"] == "summary"
    (request,) = server.chat_requests
    transcript = request.messages[-1]["content"].split("<transcript>\n", 1)[1]
    assert len(transcript) <= 100_000 + len("\n</transcript>")
    assert "the nginx proxy lives on port 8080" in transcript
    assert "characters omitted" in transcript


def test_a_timed_out_summary_falls_back_to_the_marked_raw_excerpt(
        archive: SessionArchive, server: ScriptedLLMServer) -> None:
    slow, fast, other = three_sessions(archive)

    def reply(request: RecordedRequest) -> Reply:
        if session_of(request) == slow:
            return Reply.text("too late", delay=SLOW)
        return Reply.text(f"summary of {session_of(request)}")

    server.responder = reply
    started = time.monotonic()
    answer = tool(archive, server, job_timeout=0.5)({"query": "nginx proxy"})
    assert time.monotonic() - started < SLOW
    by_id = {r["session_id"]: r for r in answer["results"]}
    assert by_id[fast]["summary"] == f"summary of {fast}"
    assert by_id[other]["summary"] == f"summary of {other}"
    late = by_id[slow]
    assert late["summary_failed"] is True and "summary" not in late
    assert "raw excerpt" in late["note"]
    assert [m["id"] for m in late["window"] if m.get("match")] == [late["matched_message_id"]]
    assert "nginx proxy on port 80" in str(late["window"])


def test_a_malformed_reply_falls_back_to_the_marked_raw_excerpt(
        archive: SessionArchive, server: ScriptedLLMServer) -> None:
    broken, *fine = three_sessions(archive)

    def reply(request: RecordedRequest) -> Reply:
        if session_of(request) == broken:
            return Reply.malformed('{"choices": "not a list"')
        return Reply.text("ok summary")

    server.responder = reply
    answer = tool(archive, server)({"query": "nginx proxy"})
    by_id = {r["session_id"]: r for r in answer["results"]}
    assert by_id[broken]["summary_failed"] is True and by_id[broken]["window"]
    assert [by_id[s]["summary"] for s in fine] == ["ok summary", "ok summary"]


def test_when_every_summary_fails_every_result_is_a_marked_excerpt(
        archive: SessionArchive, server: ScriptedLLMServer) -> None:
    three_sessions(archive)
    server.default = Reply.error(500, "overloaded")
    answer = tool(archive, server)({"query": "nginx proxy"})
    assert answer["success"] and answer["mode"] == "summaries"
    assert all(r["summary_failed"] and r["window"] for r in answer["results"])
    assert len(server.chat_requests) == 3


def test_summaries_in_parallel_respect_the_concurrency_limit(
        archive: SessionArchive, server: ScriptedLLMServer) -> None:
    for n in range(4):
        conversation(archive, chatter(6, at=2, match=f"nginx proxy {n}"), start=T0 + n * DAY)
    server.default = Reply.text("s", delay=0.5)
    started = time.monotonic()
    answer = tool(archive, server, concurrency=2)({"query": "nginx proxy", "limit": 4})
    elapsed = time.monotonic() - started
    assert [r["summary"] for r in answer["results"]] == ["s"] * 4
    # two waves of two take 1.0 s; all at once 0.5 s; one by one 2.0 s
    assert 1.0 <= elapsed < 1.9


def test_summarize_false_and_no_summarizer_give_excerpts_without_a_request(
        archive: SessionArchive, server: ScriptedLLMServer) -> None:
    three_sessions(archive)
    server.default = "unused"
    raw = tool(archive, server)({"query": "nginx proxy", "summarize": False})
    plain = SessionSearchTool(archive)({"query": "nginx proxy"})
    for answer in (raw, plain):
        assert answer["mode"] == "excerpts"
        assert all("window" in r and "summary_failed" not in r for r in answer["results"])
    assert server.chat_requests == []


def test_long_summaries_are_kept_within_the_budget(
        archive: SessionArchive, server: ScriptedLLMServer) -> None:
    for n in range(10):
        conversation(archive, chatter(6, at=2, match=f"nginx proxy {n}"), start=T0 + n * DAY)
    server.default = "word " * 5_000
    answer = tool(archive, server)({"query": "nginx proxy", "limit": 10})
    assert len(answer["results"]) == 10 and answer_chars(answer) <= MAX_ANSWER_CHARS
    assert all(r["summary"].startswith("word word") for r in answer["results"])


def test_the_facade_passes_a_summarizer_through(mem: keepmind.Memory,
                                                server: ScriptedLLMServer) -> None:
    conversation(mem.archive, chatter(6, at=2, match="nginx proxy"))
    server.default = "from the model"
    summarizer = LLMSummarizer(server.client(max_retries=0))
    answer = mem.session_search({"query": "nginx"}, summarizer=summarizer)
    assert answer["results"][0]["summary"] == "from the model"
