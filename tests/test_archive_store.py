"""The session archive's storage: sessions, messages, counters, lineage, windows,
migrations, tool-output prefix indexing, CJK through trigrams, pruning, errors."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest

import keepmind
from keepmind import _sqlite as sqlite_layer
from keepmind.archive import SessionArchive
from keepmind.archive.backends.sqlite import SQLiteBackend
from keepmind.archive.backends.sqlite_schema import MIGRATIONS
from keepmind.errors import ArchiveError


@pytest.fixture
def archive(tmp_path: Path) -> Iterator[SessionArchive]:
    a = SessionArchive.open(tmp_path / "state.db")
    yield a
    a.close()


def test_messages_come_back_in_order_with_every_field(archive: SessionArchive) -> None:
    sid = archive.create_session(source="telegram", user_id="u1", model="m", title="T")
    calls = [{"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}]
    first = archive.append(sid, "user", "hello", timestamp=100.0, token_count=3)
    second = archive.append(sid, "assistant", "", tool_calls=calls, token_count=7)
    third = archive.append(sid, "tool", "result", tool_name="f", tool_call_id="c1")
    got = archive.messages(sid)
    assert [m.id for m in got] == [first, second, third]
    assert got[0].timestamp == 100.0 and got[0].content == "hello"
    assert got[1].tool_calls == '[{"id":"c1","type":"function","function":{"name":"f",' \
                                '"arguments":"{}"}}]'
    assert (got[2].tool_name, got[2].tool_call_id) == ("f", "c1")
    info = archive.get(sid)
    assert info is not None
    assert (info.source, info.user_id, info.model, info.title) == ("telegram", "u1", "m", "T")
    assert (info.message_count, info.tool_call_count) == (3, 1)
    assert (info.input_tokens, info.output_tokens) == (3, 7)


def test_append_many_is_one_transaction_with_consecutive_ids(archive: SessionArchive) -> None:
    sid = archive.create_session()
    ids = archive.append_many(sid, [{"role": "user", "content": f"m{i}"} for i in range(50)])
    assert ids == list(range(ids[0], ids[0] + 50))
    with pytest.raises(ValueError):
        archive.append_many(sid, [{"role": "user", "content": "ok"},
                                  {"role": "wizard", "content": "bad"}])
    assert len(archive.messages(sid)) == 50


def test_unknown_session_and_bad_role_are_refused(archive: SessionArchive) -> None:
    with pytest.raises(ArchiveError, match="unknown session"):
        archive.append("nope", "user", "x")
    sid = archive.create_session()
    with pytest.raises(ValueError, match="unknown role"):
        archive.append(sid, "robot", "x")
    with pytest.raises(ArchiveError, match="already exists"):
        archive.create_session(sid)
    with pytest.raises(ArchiveError, match="unknown session"):
        archive.end_session("nope", "exit")


def test_end_session_records_reason_and_time(archive: SessionArchive) -> None:
    sid = archive.create_session()
    archive.end_session(sid, "compression", ended_at=123.0)
    info = archive.get(sid)
    assert info is not None and (info.end_reason, info.ended_at) == ("compression", 123.0)


def test_lineage_chains_from_root_and_members_cover_the_tree(archive: SessionArchive) -> None:
    root = archive.create_session(started_at=1.0)
    child = archive.create_session(parent_session_id=root, started_at=2.0)
    grandchild = archive.create_session(parent_session_id=child, started_at=3.0)
    branch = archive.create_session(parent_session_id=root, started_at=4.0)
    other = archive.create_session(started_at=5.0)
    assert [s.id for s in archive.lineage(grandchild)] == [root, child, grandchild]
    assert archive.root_of(grandchild) == root
    assert archive.root_of(other) == other
    assert archive.roots_of([grandchild, branch, other]) == {
        grandchild: root, branch: root, other: other}
    assert set(archive.lineage_members(child)) == {root, child, grandchild, branch}
    with pytest.raises(ArchiveError):
        archive.lineage("missing")


def test_a_pruned_parent_ends_the_chain(archive: SessionArchive) -> None:
    root = archive.create_session(started_at=1.0)
    child = archive.create_session(parent_session_id=root, started_at=2.0)
    archive.delete_sessions([root])
    assert [s.id for s in archive.lineage(child)] == [child]
    assert archive.root_of(child) == child


def test_a_parent_cycle_does_not_hang(archive: SessionArchive) -> None:
    a = archive.create_session("a", parent_session_id="b")
    b = archive.create_session("b", parent_session_id="a")
    assert {s.id for s in archive.lineage(a)} == {a, b}
    assert archive.root_of(a) in {a, b}


def test_window_bookends_and_pages(archive: SessionArchive) -> None:
    sid = archive.create_session()
    other = archive.create_session()
    ids = []
    for i in range(20):
        ids.append(archive.append(sid, "user" if i % 2 == 0 else "assistant", f"m{i}"))
        archive.append(other, "user", f"noise{i}")
    window = archive.window(ids[10], before=2, after=3)
    assert [m.content for m in window] == ["m8", "m9", "m10", "m11", "m12", "m13"]
    edge = archive.window(ids[0], before=5, after=1)
    assert [m.content for m in edge] == ["m0", "m1"]
    head, tail = archive.bookends(sid, 2)
    assert [m.content for m in head] == ["m0", "m1"]
    assert [m.content for m in tail] == ["m18", "m19"]
    page = archive.messages(sid, after_id=ids[4], limit=3)
    assert [m.content for m in page] == ["m5", "m6", "m7"]
    with pytest.raises(ArchiveError):
        archive.window(10**9)


def test_bookends_of_a_short_session_do_not_repeat(archive: SessionArchive) -> None:
    sid = archive.create_session()
    archive.append(sid, "user", "only")
    head, tail = archive.bookends(sid, 2)
    assert [m.content for m in head] == ["only"] and tail == []


def test_list_is_newest_first_with_preview_and_source_filter(archive: SessionArchive) -> None:
    a = archive.create_session(source="cli", started_at=1.0)
    archive.append(a, "system", "you are helpful")
    archive.append(a, "user", "first question " + "x" * 300)
    b = archive.create_session(source="discord", started_at=2.0)
    listed = archive.list(limit=10)
    assert [s.id for s in listed] == [b, a]
    assert listed[1].preview.startswith("first question") and len(listed[1].preview) == 160
    assert [s.id for s in archive.list(source="cli")] == [a]
    assert [s.id for s in archive.list(limit=1, offset=1)] == [a]


def test_migrating_a_blank_database_records_every_migration(tmp_path: Path) -> None:
    path = tmp_path / "blank.db"
    sqlite3.connect(path).close()
    archive = SessionArchive.open(path)
    assert archive.backend.applied_migrations() == [name for name, _ in MIGRATIONS]
    archive.close()
    conn = sqlite3.connect(path)
    names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    assert {"sessions", "messages", "messages_fts", "messages_trigram", "messages_unspaced",
            "messages_indexed", "_migrations", "messages_ai", "messages_ad",
            "messages_au"} <= names
    cols = {r[1] for r in conn.execute("PRAGMA table_info(messages)")}
    assert cols == {"id", "session_id", "role", "content", "tool_calls", "tool_name",
                    "tool_call_id", "timestamp", "token_count", "unspaced"}
    scols = {r[1] for r in conn.execute("PRAGMA table_info(sessions)")}
    assert {"parent_session_id", "end_reason", "message_count", "tool_call_count",
            "input_tokens", "output_tokens"} <= scols
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()
    again = SessionArchive.open(path)  # reopening applies nothing twice
    assert again.backend.applied_migrations() == [name for name, _ in MIGRATIONS]
    again.close()


def test_tool_output_is_indexed_only_up_to_its_prefix(archive: SessionArchive) -> None:
    sid = archive.create_session()
    archive.append(sid, "tool", "early " + "x" * 8200 + " latecomer", tool_name="sh")
    archive.append(sid, "assistant", "y" * 8200 + " latecomer too")
    assert archive.search("early")
    hits = archive.search("latecomer")
    assert [h.role for h in hits if h.matched] == ["assistant"]


def test_cjk_text_is_found_through_trigrams_and_short_runs(archive: SessionArchive) -> None:
    sid = archive.create_session()
    target = archive.append(sid, "user", "我们昨天讨论了数据库迁移的问题")
    archive.append(sid, "user", "今天天气很好")
    japanese = archive.append(sid, "assistant", "データベースの移行が完了しました")
    archive.append(sid, "user", "the database migration is done")
    assert [h.message_id for h in archive.search("数据库迁移")][:1] == [target]
    assert archive.search("我上周说的数据库迁移问题")[0].message_id == target
    assert [h.message_id for h in archive.search("迁移") if h.matched] == [target]
    assert archive.search("データベース")[0].message_id == japanese
    assert archive.search("\"数据库迁移\"")[0].message_id == target


def test_only_unspaced_scripts_enter_the_trigram_index(archive: SessionArchive) -> None:
    sid = archive.create_session()
    archive.append(sid, "user", "plain english text")
    archive.append(sid, "user", "mixed 数据库 text")
    conn = sqlite3.connect(archive.backend.path)  # type: ignore[attr-defined]
    assert conn.execute("SELECT count(*) FROM messages_unspaced").fetchone()[0] == 1
    conn.close()


def test_a_raw_sql_writer_still_feeds_every_index(archive: SessionArchive) -> None:
    sid = archive.create_session()
    conn = sqlite3.connect(archive.backend.path)  # type: ignore[attr-defined]
    with conn:
        conn.execute("INSERT INTO messages (session_id, role, content, timestamp) "
                     "VALUES (?, 'user', '外部写入的消息 wombat', 1.0)", (sid,))
    conn.close()
    assert [h.session_id for h in archive.search("wombat")] == [sid]
    assert [h.session_id for h in archive.search("外部写入")] == [sid]
    info = archive.get(sid)
    assert info is not None and info.message_count == 1


def test_deleting_a_session_removes_its_messages_from_every_index(
        archive: SessionArchive) -> None:
    keep = archive.create_session()
    drop = archive.create_session()
    archive.append(keep, "user", "zebra crossing")
    archive.append(drop, "user", "zebra stripes 斑马线")
    assert len(archive.search("zebra")) == 2
    assert archive.delete_sessions([drop]) == 1
    assert [h.session_id for h in archive.search("zebra")] == [keep]
    assert archive.search("斑马线") == []
    assert archive.count_messages() == 1


def test_prune_deletes_only_old_sessions_and_dry_run_deletes_nothing(
        archive: SessionArchive) -> None:
    old = archive.create_session(started_at=1000.0)
    archive.end_session(old, "exit", ended_at=2000.0)
    fresh = archive.create_session(started_at=9000.0)
    assert archive.prune(5000.0, dry_run=True, now=10_000.0) == [old]
    assert archive.get(old) is not None
    assert archive.prune(5000.0, now=10_000.0) == [old]
    assert archive.get(old) is None and archive.get(fresh) is not None


def test_a_file_that_is_not_a_database_raises_archive_error(tmp_path: Path) -> None:
    bad = tmp_path / "state.db"
    bad.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(ArchiveError, match="cannot open"):
        SessionArchive.open(bad)


def test_memory_archive_lives_in_the_home_state_db(mem: keepmind.Memory) -> None:
    sid = mem.archive.create_session()
    mem.archive.append(sid, "user", "remember the quokka")
    assert mem.home.state_db.exists()
    assert mem.archive.search("quokka")[0].session_id == sid
    mem.archive.close()


def test_a_locked_database_is_retried_with_jitter_until_free(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "state.db"
    archive = SessionArchive(SQLiteBackend(path, busy_timeout_ms=1, retry_seconds=30))
    sid = archive.create_session()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    waits: list[float] = []

    def fake_sleep(seconds: float) -> None:
        waits.append(seconds)
        if len(waits) == 3:
            holder.execute("COMMIT")

    monkeypatch.setattr(sqlite_layer, "time", SimpleNamespace(
        sleep=fake_sleep, monotonic=time.monotonic))
    mid = archive.append(sid, "user", "written once the lock was released")
    assert len(waits) == 3 and len(set(waits)) == 3 and all(0 < w < 0.5 for w in waits)
    message = archive.message(mid)
    assert message is not None and message.content.startswith("written once")
    holder.close()
    archive.close()


def test_a_lock_that_never_clears_becomes_an_archive_error(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    archive = SessionArchive(SQLiteBackend(path, busy_timeout_ms=1, retry_seconds=0))
    sid = archive.create_session()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    with pytest.raises(ArchiveError, match="locked"):
        archive.append(sid, "user", "never written")
    holder.execute("ROLLBACK")
    holder.close()
    assert archive.messages(sid) == []
    archive.close()
