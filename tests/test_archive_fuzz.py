"""Search, window, messages, bookends, list and the session_search shapes and tool take
any text and any integers (FTS syntax, quotes, NUL, lone surrogates, huge or negative
offsets and limits) and either answer or raise ``ArchiveError`` with a message, never a
sqlite3 error or anything else (property tests)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from dataclasses import asdict
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from keepmind.archive import SessionArchive
from keepmind.errors import ArchiveError, KeepmindError
from keepmind.recall import discover, reading
from keepmind.recall.tool import SessionSearchTool

# --- any text, any integer: answers or ArchiveError -------------------------------------

FTS_BITS = ['"', "'", "*", "(", ")", ":", "^", "+", "-", "NEAR", "NEAR(", "AND", "OR", "NOT",
            "\x00", "\ud800", "\udfff", "\\", "{", "}", "col:", "messages_fts", ";", "--",
            "%", "_", "漢字", "🦓", " ", "\n"]
any_text = st.lists(st.one_of(st.text(st.characters(exclude_categories=()), max_size=4),
                              st.sampled_from(FTS_BITS)), max_size=8).map("".join)
queries = st.one_of(any_text, st.lists(st.sampled_from(FTS_BITS + ["walrus", "deploy",
                                                                   "docker", "日本"]),
                                       max_size=8).map(" ".join))
any_int = st.one_of(st.integers(-10, 60), st.integers(), st.sampled_from(
    [0, -1, 2**31, 2**63 - 1, 2**63, -(2**63), 2**64, 10**30]))


@pytest.fixture(scope="module")
def archive(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SessionArchive]:
    """A small archive with a lineage, tool calls, unspaced scripts, and damaged rows
    written with raw sqlite3."""
    path = tmp_path_factory.mktemp("props") / "state.db"
    with SessionArchive.open(path) as built:
        built.create_session("root", started_at=1700000000.0, title="deploy walrus")
        built.create_session("child", parent_session_id="root", started_at=1700000100.0)
        built.create_session("other", started_at=1700000200.0)
        for i in range(30):
            built.append("root", "user" if i % 2 else "assistant",
                         f"deploy the walrus docker service {i} " + "x" * (i * 50),
                         timestamp=1700000000.0 + i)
        built.append("child", "user", "日本語のテキスト walrus", timestamp=1700000100.0)
        built.append("child", "assistant", "done", timestamp=1700000101.0,
                     tool_calls=[{"function": {"name": "run", "arguments": "{}"}}])
        built.append("other", "tool", "docker ps " * 2000, tool_name="shell",
                     timestamp=1700000200.0)
    conn = sqlite3.connect(path)
    conn.execute("INSERT INTO messages (session_id, role, content, timestamp) VALUES "
                 "('other', 'user', CAST(X'77616c727573ff' AS TEXT), 'later'), "
                 "('other', 'wizard', 'walrus docker', 1e300)")
    conn.commit()
    conn.close()
    with SessionArchive.open(path) as opened:
        yield opened


def _answers_or_archive_error(call: Any) -> Any:
    try:
        return call()
    except ArchiveError as exc:
        assert str(exc).strip(), "an ArchiveError must say what went wrong"
        return None


@settings(max_examples=2000, deadline=None)
@given(query=queries, limit=any_int,
       roles=st.none() | st.lists(any_text, max_size=2),
       exclude=st.lists(any_text, max_size=2))
def test_search_answers_any_text_or_raises_archive_error(
        archive: SessionArchive, query: str, limit: int, roles: list[str] | None,
        exclude: list[str]) -> None:
    hits = _answers_or_archive_error(lambda: archive.search(
        query, limit=limit, roles=roles, exclude_sessions=exclude))
    if hits is not None:
        assert len(hits) <= max(0, limit)
        assert all(isinstance(h.snippet, str) for h in hits)
        json.dumps([asdict(h) for h in hits])


@settings(max_examples=800, deadline=None)
@given(session_id=st.one_of(st.sampled_from(["root", "child", "other", ""]), any_text),
       message_id=any_int, before=any_int, after=any_int, limit=st.none() | any_int,
       offset=any_int)
def test_reading_calls_take_any_id_and_integers(
        archive: SessionArchive, session_id: str, message_id: int, before: int,
        after: int, limit: int | None, offset: int) -> None:
    window = _answers_or_archive_error(
        lambda: archive.window(message_id, before=before, after=after))
    if window is not None:
        assert any(m.id == message_id for m in window)
    _answers_or_archive_error(lambda: archive.messages(session_id, after_id=message_id,
                                                       limit=limit))
    _answers_or_archive_error(lambda: archive.bookends(session_id, before))
    _answers_or_archive_error(lambda: archive.list(limit=before, offset=offset))
    _answers_or_archive_error(lambda: archive.get(session_id))
    _answers_or_archive_error(lambda: archive.message(message_id))
    _answers_or_archive_error(lambda: archive.lineage_members(session_id))


@settings(max_examples=800, deadline=None)
@given(session_id=st.one_of(st.sampled_from(["root", "child", "other"]), any_text),
       message_id=any_int, radius=any_int, limit=any_int, query=queries)
def test_session_search_shapes_take_any_text_and_integers(
        archive: SessionArchive, session_id: str, message_id: int, radius: int,
        limit: int, query: str) -> None:
    for call in (lambda: reading.read(archive, session_id),
                 lambda: reading.scroll(archive, session_id, message_id, radius, query),
                 lambda: reading.browse(archive, limit % 50, exclude=[session_id]),
                 lambda: discover.discover(archive, query, limit=limit % 12,
                                           exclude=[session_id])):
        answer = _answers_or_archive_error(call)
        if answer is not None:
            assert answer["success"] is True
            json.dumps(answer, ensure_ascii=False)


arg_values = st.one_of(st.none(), st.booleans(), any_int, any_text, queries,
                       st.floats(), st.lists(st.integers(), max_size=2),
                       st.sampled_from(["root", "child", "other", "1", "30"]))


@settings(max_examples=2000, deadline=None)
@given(args=st.dictionaries(st.sampled_from(["query", "session_id", "around_message_id",
                                             "window", "limit", "summarize", "other"]),
                            arg_values, max_size=5))
def test_the_session_search_tool_answers_every_call(archive: SessionArchive,
                                                    args: dict[str, Any]) -> None:
    answer = SessionSearchTool(archive, current_session_id="other")(args)
    assert isinstance(answer["success"], bool)
    if not answer["success"]:
        assert answer["error"].strip()
    json.dumps(answer, ensure_ascii=False)


def test_archive_error_is_a_keepmind_error() -> None:
    assert issubclass(ArchiveError, KeepmindError)
    with SessionArchive.open(":memory:") as empty, pytest.raises(ArchiveError,
                                                                 match="unknown message"):
        empty.window(2**80)
