"""What the archive keeps for importers (migration ``m005_imports`` on SQLite,
``m002_imports`` on PostgreSQL): message source keys that make a re-import write nothing
twice, per-file cursors, ``sessions.project``, and sessions created once however many
imports race. Each test runs on both backends (``archive_url``)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from keepmind._sqlite import statements
from keepmind.archive import ImportCursor, SessionArchive
from keepmind.archive.backends import sqlite_schema
from keepmind.errors import ArchiveError


@pytest.fixture
def archive(archive_url: str) -> Iterator[SessionArchive]:
    with SessionArchive.open(archive_url) as opened:
        yield opened


def _keyed(content: str, key: str) -> dict[str, object]:
    return {"role": "user", "content": content, "timestamp": 1.0, "source_key": key}


def test_a_message_whose_key_its_session_holds_is_not_written_again(
        archive: SessionArchive) -> None:
    sid = archive.create_session("s", source="import")
    first = archive.append_many(sid, [_keyed("one", "k1"), _keyed("two", "k2")])
    again = archive.append_many(sid, [_keyed("one", "k1"), _keyed("three", "k3")])
    assert len(first) == 2 and len(again) == 1
    assert [m.content for m in archive.messages(sid)] == ["one", "two", "three"]
    assert archive.source_keys(sid) == {"k1", "k2", "k3"}


def test_keys_are_per_session_and_repeats_within_one_write_count_once(
        archive: SessionArchive) -> None:
    for sid in ("a", "b"):
        archive.create_session(sid)
    ids = archive.append_bulk([("a", [_keyed("x", "k"), _keyed("x again", "k")]),
                               ("b", [_keyed("x", "k")]), ("a", [_keyed("y", "k")])])
    assert [len(batch) for batch in ids] == [1, 1, 0]
    assert archive.count_messages() == 2


def test_messages_without_keys_are_always_written(archive: SessionArchive) -> None:
    sid = archive.create_session()
    archive.append_many(sid, [{"role": "user", "content": "same"}] * 2)
    assert archive.count_messages() == 2 and archive.source_keys(sid) == set()


def test_deleting_a_session_deletes_its_keys(archive: SessionArchive) -> None:
    archive.create_session("s")
    archive.append_many("s", [_keyed("one", "k1")])
    archive.delete_session("s")
    archive.create_session("s")
    assert archive.source_keys("s") == set()
    assert len(archive.append_many("s", [_keyed("one", "k1")])) == 1


def test_a_bad_source_key_is_refused(archive: SessionArchive) -> None:
    archive.create_session("s")
    with pytest.raises(ValueError, match="source_key"):
        archive.append_many("s", [_keyed("one", "bad\nkey")])


def test_create_with_exist_ok_leaves_the_session_as_it_is(archive: SessionArchive) -> None:
    archive.create_session("s", title="first", project="/srv/a")
    archive.create_session("s", title="second", exist_ok=True)
    info = archive.get("s")
    assert info is not None and (info.title, info.project) == ("first", "/srv/a")
    with pytest.raises(ArchiveError, match="already exists"):
        archive.create_session("s")


def test_update_session_sets_only_what_is_given(archive: SessionArchive) -> None:
    archive.create_session("s", title="t", model="m")
    archive.update_session("s", project="/home/dev/p")
    info = archive.get("s")
    assert info is not None and (info.title, info.model, info.project) == (
        "t", "m", "/home/dev/p")
    with pytest.raises(ArchiveError, match="unknown session"):
        archive.update_session("nope", title="x")


def test_a_cursor_is_saved_and_replaced(archive: SessionArchive) -> None:
    assert archive.import_cursor("/x.jsonl") is None
    archive.save_import_cursor("/x.jsonl", ImportCursor(10, "d1", '{"a": 1}'))
    archive.save_import_cursor("/x.jsonl", ImportCursor(20, "d2"))
    assert archive.import_cursor("/x.jsonl") == ImportCursor(20, "d2", "{}")


def test_an_archive_from_before_imports_is_migrated_with_its_sessions(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("CREATE TABLE _migrations (name TEXT PRIMARY KEY, applied_at REAL NOT NULL)")
    for name, script in sqlite_schema.MIGRATIONS[:4]:
        for statement in statements(script):
            conn.execute(statement)
        conn.execute("INSERT INTO _migrations VALUES (?, 0)", (name,))
    conn.execute("INSERT INTO sessions (id, started_at, title) VALUES ('old', 0, 'kept')")
    conn.close()
    with SessionArchive.open(path) as archive:
        assert "m005_imports" in archive.backend.applied_migrations()
        info = archive.get("old")
        assert info is not None and info.title == "kept" and info.project is None
        assert len(archive.append_many("old", [_keyed("new", "k")])) == 1
