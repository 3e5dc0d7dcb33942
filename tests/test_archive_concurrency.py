"""Several processes append to one archive at once: nothing is lost, ids are unique and
the full-text index agrees with the messages table."""

from __future__ import annotations

import multiprocessing as mp
import sqlite3
from multiprocessing.synchronize import Event
from pathlib import Path

from keepmind.archive import SessionArchive
from keepmind.archive.text import stem

WRITERS = 4
PER_WRITER = 5000


def _writer(path: str, worker: int, start: Event) -> None:
    archive = SessionArchive.open(path)
    sid = archive.create_session(f"writer-{worker}", source="test")
    if not start.wait(60):
        raise RuntimeError("start signal never came")
    for i in range(PER_WRITER):
        archive.append(sid, "user" if i % 2 == 0 else "assistant",
                       f"message {i} from writer {worker} token uniq{worker}x{i}")
    archive.close()


def test_four_processes_appending_at_once_lose_nothing(tmp_path: Path) -> None:
    path = str(tmp_path / "state.db")
    SessionArchive.open(path).close()
    ctx = mp.get_context("spawn")
    start = ctx.Event()
    procs = [ctx.Process(target=_writer, args=(path, w, start)) for w in range(WRITERS)]
    for p in procs:
        p.start()
    start.set()
    for p in procs:
        p.join(timeout=300)
    assert [p.exitcode for p in procs] == [0] * WRITERS

    archive = SessionArchive.open(path)
    assert archive.count_messages() == WRITERS * PER_WRITER
    for w in range(WRITERS):
        info = archive.get(f"writer-{w}")
        assert info is not None and info.message_count == PER_WRITER
        contents = [m.content for m in archive.messages(f"writer-{w}")]
        assert contents == [f"message {i} from writer {w} token uniq{w}x{i}"
                            for i in range(PER_WRITER)]
    assert archive.search("uniq3x4321")[0].session_id == "writer-3"
    archive.close()

    conn = sqlite3.connect(path)
    conn.execute("INSERT INTO messages_fts(messages_fts) VALUES ('integrity-check')")
    conn.execute("CREATE VIRTUAL TABLE temp.inst USING fts5vocab(main, messages_fts, 'row')")
    indexed = dict(conn.execute("SELECT term, doc FROM temp.inst WHERE term GLOB 'uniq*'"))
    expected = {stem(f"uniq{w}x{i}") for w in range(WRITERS) for i in range(PER_WRITER)}
    assert set(indexed) == expected and set(indexed.values()) == {1}
    docs = conn.execute("SELECT doc FROM temp.inst WHERE term = 'messag'").fetchone()[0]
    assert docs == WRITERS * PER_WRITER
    conn.close()
