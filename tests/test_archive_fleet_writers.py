"""32 writer processes on one PostgreSQL archive (one scope) at once, as a fleet of agent
workers serving one user: nothing is lost, ids are unique, every message is searchable,
the counters and document frequencies agree with the rows, and the server saw no
deadlock (writers of one scope queue on its counter row; they must never cycle)."""

from __future__ import annotations

import multiprocessing
import random
from multiprocessing.synchronize import Event

import psycopg

from keepmind.archive import SessionArchive
from keepmind.types import Scope
from processes import run_in_processes

WRITERS = 32
ROUNDS = 6
BATCH = 4
SCOPE = Scope(user="fleet-user", agent="worker")
PER_WRITER = ROUNDS * (BATCH + 1)


def _token(writer: int, round_: int, k: int) -> str:
    return f"tok{writer}x{round_}x{k}"


def _write(url: str, writer: int, start: Event) -> None:
    """Rounds of a batch into the writer's own session and one message into the session
    every writer shares, in a jittered order."""
    with SessionArchive.open(url, scope=SCOPE) as archive:
        own = archive.create_session(f"own-{writer}", source="fleet")
        if not start.wait(60):
            raise RuntimeError("the start signal never came")
        rng = random.Random(writer)
        for r in range(ROUNDS):
            batch = [{"role": "user", "content": f"fleet note {_token(writer, r, k)}"}
                     for k in range(BATCH)]
            single = ("shared", "assistant", f"fleet reply {_token(writer, r, BATCH)}")
            if rng.random() < 0.5:
                archive.append_many(own, batch)
                archive.append(*single)
            else:
                archive.append(*single)
                archive.append_many(own, batch)


def test_32_writer_processes_on_one_scope_lose_nothing_and_never_deadlock(
        postgres_url: str) -> None:
    with SessionArchive.open(postgres_url, scope=SCOPE) as setup:
        setup.create_session("shared", source="fleet")
    start = multiprocessing.get_context("forkserver").Event()
    start.set()  # the writers' sessions exist before any writes: all start at once
    run_in_processes(_write, [(postgres_url, w, start) for w in range(WRITERS)],
                     timeout=120, method="forkserver",
                     preload=["keepmind.archive", "psycopg", "psycopg_pool"])
    with psycopg.connect(postgres_url, autocommit=True) as conn:
        # what autovacuum does within a minute: until a table is first analysed the
        # planner guesses, and its guesses make searches of a fresh table slow
        conn.execute("ANALYZE")

    with SessionArchive.open(postgres_url, scope=SCOPE) as archive:
        assert archive.count_messages() == WRITERS * PER_WRITER
        ids: list[int] = []
        shared = archive.messages("shared", limit=None)
        assert archive.get("shared").message_count == WRITERS * ROUNDS  # type: ignore[union-attr]
        for w in range(WRITERS):
            own = archive.messages(f"own-{w}", limit=None)
            assert [m.content.split()[-1] for m in own] == [
                _token(w, r, k) for r in range(ROUNDS) for k in range(BATCH)]
            assert archive.get(f"own-{w}").message_count == ROUNDS * BATCH  # type: ignore[union-attr]
            ids += [m.id for m in own]
        ids += [m.id for m in shared]
        assert len(set(ids)) == len(ids) == WRITERS * PER_WRITER
        assert len(archive.search("fleet", limit=10_000)) == WRITERS * PER_WRITER
        for w, r, k in random.Random(1).sample(
                [(w, r, k) for w in range(WRITERS) for r in range(ROUNDS)
                 for k in range(BATCH + 1)], 40):
            found = [h for h in archive.search(_token(w, r, k)) if h.matched]
            assert [(h.session_id, _token(w, r, k) in h.snippet) for h in found] == [
                ("shared" if k == BATCH else f"own-{w}", True)]
        assert archive.check().problems == []
    with psycopg.connect(postgres_url) as conn:
        row = conn.execute("SELECT deadlocks FROM pg_stat_database "
                           "WHERE datname = current_database()").fetchone()
    assert row == (0,)
