"""Batched appends index their rows at once (``m002_batch_index``) and leave exactly what
the per-row triggers leave: the same index terms, trigram rows and session counters, an
index in step with the table at every commit, and the triggers active again afterwards."""

from __future__ import annotations

import multiprocessing as mp
import re
import sqlite3
import time
from collections.abc import Iterator
from multiprocessing.synchronize import Event
from pathlib import Path
from typing import Any

import pytest

from keepmind._sqlite import statements
from keepmind.archive import NewMessage, SessionArchive
from keepmind.archive.backends import sqlite_schema
from keepmind.archive.backends.sqlite import _BATCH_INDEX_MIN as BATCH
from keepmind.errors import ArchiveError

CALLS = [{"id": "c1", "type": "function", "function": {"name": "sh", "arguments": "{}"}}]
MESSAGES: list[dict[str, Any]] = [
    {"role": "user", "content": "How do I migrate the database?", "token_count": 7},
    {"role": "assistant", "content": "", "tool_calls": CALLS + CALLS, "token_count": 11},
    {"role": "tool", "content": "head " + "z" * 8200 + " tailword", "tool_name": "sh",
     "tool_call_id": "c1", "token_count": 5},
    {"role": "assistant", "content": "数据库迁移问题已经解决 done", "token_count": 4},
    {"role": "tool", "content": "x" * 8192 + "数据库", "tool_name": "sh"},
    {"role": "user", "content": "Crème brûlée recipes, naïve café"},
    {"role": "system", "content": "you are terse"},
]


@pytest.fixture
def pair(tmp_path: Path) -> Iterator[tuple[SessionArchive, SessionArchive]]:
    one, batched = (SessionArchive.open(tmp_path / f"{n}.db") for n in ("one", "batched"))
    yield one, batched
    one.close()
    batched.close()


def _texts(archive: SessionArchive, query: str) -> list[str]:
    found = [archive.message(h.message_id) for h in archive.search(query, limit=10)
             if h.matched]
    return [m.content for m in found if m is not None]


def _indexes(path: Path) -> dict[str, list[tuple[Any, ...]]]:
    conn = sqlite3.connect(path)
    for table in ("messages_fts", "messages_trigram"):
        conn.execute(f"INSERT INTO {table}({table}) VALUES ('integrity-check')")
        conn.execute(f"CREATE VIRTUAL TABLE temp.{table}_i USING "
                     f"fts5vocab(main, {table}, 'instance')")
    out = {name: conn.execute(sql).fetchall() for name, sql in {
        "words": "SELECT term, doc, offset FROM temp.messages_fts_i ORDER BY 1, 2, 3",
        "grams": "SELECT term, doc, offset FROM temp.messages_trigram_i ORDER BY 1, 2, 3",
        "unspaced": "SELECT id FROM messages_unspaced ORDER BY id",
        "sessions": "SELECT id, message_count, tool_call_count, input_tokens, "
                    "output_tokens FROM sessions ORDER BY id",
        "flag": "SELECT * FROM messages_batch",
    }.items()}
    conn.close()
    return out


def test_batched_appends_index_exactly_what_one_by_one_appends_index(
        pair: tuple[SessionArchive, SessionArchive], tmp_path: Path) -> None:
    assert 2 * len(MESSAGES) >= BATCH  # the batched side takes the batch path
    one, batched = pair
    for archive in pair:
        archive.create_session("a")
        archive.create_session("b")
    for sid in ("a", "b"):
        for m in MESSAGES:
            one.append(sid, **m)
    batched.append_bulk([("a", MESSAGES), ("b", MESSAGES)])

    expected, got = _indexes(tmp_path / "one.db"), _indexes(tmp_path / "batched.db")
    assert got == expected
    assert got["flag"] == []
    assert len(got["unspaced"]) == 2  # the CJK past the tool prefix is not indexed
    assert got["sessions"] == [("a", 7, 2, 12, 15), ("b", 7, 2, 12, 15)]
    assert [h.message_id for h in batched.search("tailword")] == []
    assert _texts(batched, "brulee") == ["Crème brûlée recipes, naïve café"] * 2
    assert {h.session_id for h in batched.search("数据库迁移")} == {"a", "b"}


def test_a_failed_batch_commits_nothing_and_leaves_the_triggers_active(
        tmp_path: Path) -> None:
    archive = SessionArchive.open(tmp_path / "state.db")
    sid = archive.create_session()
    # fails inside the transaction, after the batch flag is set: a value SQLite cannot bind
    broken = NewMessage("user", "broken", time.time(), token_count=object())  # type: ignore[arg-type]
    with pytest.raises(ArchiveError):
        archive.append_many(sid, [NewMessage("user", "lost words", time.time())] * BATCH
                            + [broken])
    assert archive.count_messages() == 0 and not archive.search("lost")
    archive.append(sid, "user", "kept words")
    archive.close()
    conn = sqlite3.connect(tmp_path / "state.db")
    # a writer that knows nothing of batches (another process, an older version)
    conn.execute("INSERT INTO messages (session_id, role, content, timestamp) "
                 "VALUES (?, 'user', 'outside writer', 0)", (sid,))
    conn.commit()
    conn.close()
    reopened = SessionArchive.open(tmp_path / "state.db")
    assert _texts(reopened, "kept") == ["kept words"]
    assert _texts(reopened, "outside") == ["outside writer"]
    info = reopened.get(sid)
    assert info is not None and info.message_count == 2
    reopened.close()
    assert _indexes(tmp_path / "state.db")["flag"] == []


def test_an_archive_made_before_batch_indexing_is_migrated_and_keeps_its_index(
        tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("CREATE TABLE _migrations (name TEXT PRIMARY KEY, applied_at REAL NOT NULL)")
    for statement in statements(sqlite_schema.M001_INITIAL):
        conn.execute(statement)
    conn.execute("INSERT INTO _migrations VALUES ('m001_initial', 0)")
    conn.execute("INSERT INTO sessions (id, started_at) VALUES ('old', 0)")
    conn.execute("INSERT INTO messages (session_id, role, content, timestamp) "
                 "VALUES ('old', 'user', 'ancient history', 0)")
    conn.close()

    archive = SessionArchive.open(path)
    assert archive.backend.applied_migrations() == [name for name, _ in
                                                    sqlite_schema.MIGRATIONS]
    archive.append_many("old", [{"role": "assistant", "content": "modern history"}] * BATCH)
    assert _texts(archive, "ancient") == ["ancient history"]
    assert _texts(archive, "modern") == ["modern history"] * BATCH
    info = archive.get("old")
    assert info is not None and info.message_count == 1 + BATCH
    archive.close()
    conn = sqlite3.connect(path)
    assert dict(conn.execute("SELECT k, v FROM messages_fts_config"))["automerge"] == 16
    conn.close()


WRITERS = 4
BATCHES = 40
PER_BATCH = 50
assert PER_BATCH >= BATCH


def _batch_writer(path: str, worker: int, start: Event) -> None:
    archive = SessionArchive.open(path)
    sid = archive.create_session(f"writer-{worker}", source="test")
    if not start.wait(60):
        raise RuntimeError("start signal never came")
    for b in range(BATCHES):
        archive.append_many(sid, [
            {"role": "user", "content": f"batch {b} row {i} of writer {worker} "
                                        f"tag w{worker}b{b}r{i}"}
            for i in range(PER_BATCH)])
    archive.close()


def _in_step(conn: sqlite3.Connection) -> tuple[int, int, int]:
    conn.execute("BEGIN")  # one snapshot for the three counts
    try:
        return (conn.execute("SELECT count(*) FROM messages").fetchone()[0],
                conn.execute("SELECT count(*) FROM messages_fts_docsize").fetchone()[0],
                conn.execute("SELECT coalesce(sum(message_count), 0) FROM sessions")
                .fetchone()[0])
    finally:
        conn.execute("COMMIT")


def test_four_processes_appending_batches_keep_the_index_in_step_at_every_commit(
        tmp_path: Path) -> None:
    path = str(tmp_path / "state.db")
    SessionArchive.open(path).close()
    ctx = mp.get_context("spawn")
    start = ctx.Event()
    procs = [ctx.Process(target=_batch_writer, args=(path, w, start)) for w in range(WRITERS)]
    for p in procs:
        p.start()
    start.set()
    reader = sqlite3.connect(path, isolation_level=None, timeout=30)
    seen: set[int] = set()
    deadline = time.monotonic() + 300
    while any(p.is_alive() for p in procs) and time.monotonic() < deadline:
        rows, indexed, counted = _in_step(reader)
        assert rows == indexed == counted
        assert rows % PER_BATCH == 0
        seen.add(rows)
    for p in procs:
        p.join(timeout=60)
    assert [p.exitcode for p in procs] == [0] * WRITERS
    total = WRITERS * BATCHES * PER_BATCH
    assert _in_step(reader) == (total, total, total)
    assert len(seen) > 1  # the reader saw the archive grow, not only its ends
    reader.close()

    got = _indexes(Path(path))
    assert got["flag"] == []
    assert [row[1] for row in got["sessions"]] == [BATCHES * PER_BATCH] * WRITERS
    tags = {(term, doc) for term, doc, _ in got["words"]
            if re.fullmatch(r"w\d+b\d+r\d+", term)}
    assert len(tags) == total
    archive = SessionArchive.open(path)
    assert archive.search("w2b17r33")[0].session_id == "writer-2"
    archive.close()
