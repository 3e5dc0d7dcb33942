"""Archive search and the reading calls (window, messages, bookends, list, get) take any
text and any integers (FTS syntax, quotes, NUL, lone surrogates, huge or negative offsets
and limits) and answer or raise ``ArchiveError`` with a message, never a sqlite3 error or
anything else (property tests)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import asdict

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from archive_fuzzing import answers_or_archive_error, any_int, any_text, build_archive, queries
from keepmind.archive import SessionArchive
from keepmind.errors import ArchiveError, KeepmindError


@pytest.fixture(scope="module")
def archive(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SessionArchive]:
    path = tmp_path_factory.mktemp("fuzz") / "state.db"
    build_archive(path)
    with SessionArchive.open(path) as opened:
        yield opened


@settings(max_examples=2000, deadline=None)
@given(query=queries, limit=any_int,
       roles=st.none() | st.lists(any_text, max_size=2),
       exclude=st.lists(any_text, max_size=2))
def test_search_answers_any_text_or_raises_archive_error(
        archive: SessionArchive, query: str, limit: int, roles: list[str] | None,
        exclude: list[str]) -> None:
    hits = answers_or_archive_error(lambda: archive.search(
        query, limit=limit, roles=roles, exclude_sessions=exclude))
    if hits is not None:
        assert len(hits) <= max(0, limit)
        assert all(isinstance(h.snippet, str) for h in hits)
        json.dumps([asdict(h) for h in hits])


@settings(max_examples=500, deadline=None)
@given(session_id=st.one_of(st.sampled_from(["root", "child", "other", ""]), any_text),
       message_id=any_int, before=any_int, after=any_int, limit=st.none() | any_int,
       offset=any_int)
def test_reading_calls_take_any_id_and_integers(
        archive: SessionArchive, session_id: str, message_id: int, before: int,
        after: int, limit: int | None, offset: int) -> None:
    window = answers_or_archive_error(
        lambda: archive.window(message_id, before=before, after=after))
    if window is not None:
        assert any(m.id == message_id for m in window)
    answers_or_archive_error(lambda: archive.messages(session_id, after_id=message_id,
                                                       limit=limit))
    answers_or_archive_error(lambda: archive.bookends(session_id, before))
    answers_or_archive_error(lambda: archive.list(limit=before, offset=offset))
    answers_or_archive_error(lambda: archive.get(session_id))
    answers_or_archive_error(lambda: archive.message(message_id))
    answers_or_archive_error(lambda: archive.lineage_members(session_id))


def test_archive_error_is_a_keepmind_error() -> None:
    assert issubclass(ArchiveError, KeepmindError)
    with SessionArchive.open(":memory:") as empty, pytest.raises(ArchiveError,
                                                                 match="unknown message"):
        empty.window(2**80)
