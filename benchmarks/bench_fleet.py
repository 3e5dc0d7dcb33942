"""A fleet on one PostgreSQL database: many users' archives, batched ingest, search, size.

    python benchmarks/bench_fleet.py --data $DATA                 # 10,000,000 messages, 1,000 users
    python benchmarks/bench_fleet.py --data $DATA --messages 100000 --users 100

Starts its own throwaway cluster (``tests/postgres_server.py``, durable: fsync and
synchronous commit on) and connects as an ordinary role, so row-level security binds
every statement. Each user's archive is written under that user's scope through the
public batched API (``SessionArchive.open(url, scope=Scope(user=…))``, ``create_session``,
``append_bulk``) in transactions of ``--batch`` messages (sessions of 50), by ``--workers``
processes sharing the users: each user's archive whole, one user after another, or
(``--order rounds``) ``--batch`` more messages for every user per round.
Text: ``bench_archive.Generator`` (lengths of user, assistant and tool messages, 1% with
Chinese text) over the unigram distribution of the real conversations in ``--data``
(``locomo_dev.json`` and ``longmemeval_oracle_dev.json``: every word with its count, so
the vocabulary is Zipf-like because language is); queries are those datasets' real
questions, as written. Without ``--data``: the synthetic vocabulary and queries of
``bench_archive``. Generation happens before the clock starts.

Printed at 1, 2, 4, 6, 8, 10, 20, ... 100% of the messages (so a run stopped early has its
figures):
ingest rate over all processes (wall clock, opening each archive and creating its
sessions included), search p50/p95 over ``--queries`` queries of one user's archive (no
ingest running), database size (``pg_database_size``) and per-table heap and index
sizes against the raw UTF-8 text. First, unless ``--scaling 0``: the same batched ingest
into a fresh database by 1, 2 and 4 processes writing distinct users, then by 4
processes writing one user, whose writers queue on that scope's counter row.
"""

from __future__ import annotations

import argparse
import contextlib
import math
import multiprocessing as mp
import os
import platform
import random
import re
import signal
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass
from multiprocessing.synchronize import Barrier
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import postgres_server  # noqa: E402
from bench_archive import Generator, cumulative, pct  # noqa: E402
from keepmind.archive import NewMessage, SessionArchive  # noqa: E402
from keepmind.types import Scope  # noqa: E402
from retrieval import load_locomo, load_longmemeval  # noqa: E402

PER_SESSION = 50
WAIT = 3600.0  # seconds a step may take
WORD = re.compile(r"[a-z][a-z']*")
# the cluster's settings beyond the defaults: memory for a database of many GB on a
# shared machine, and checkpoints spaced out so bulk ingest is not dominated by them
SERVER = {"shared_buffers": "1GB", "max_wal_size": "8GB", "checkpoint_timeout": "15min",
          "maintenance_work_mem": "256MB", "effective_cache_size": "8GB"}
CHECKPOINTS = (1, 2, 4, 6, 8, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100)  # percent
TABLES = ("messages", "message_words", "message_text", "sessions", "word_df", "gram_df",
          "archive_stats", "message_sources")


@dataclass(frozen=True)
class Task:
    """Write ``count`` messages for each of ``users`` into the archive at ``url``, in
    transactions of ``batch``."""

    url: str
    users: list[str]
    count: int
    batch: int
    seed: int


@dataclass(frozen=True)
class Done:
    messages: int
    raw_bytes: int
    cpu_seconds: float  # the writers' own CPU time (indexing text, psycopg) while writing


def corpus(data: Path) -> tuple[tuple[list[str], list[float]], list[str]]:
    """The unigram vocabulary (words by count, cumulative weights) of the conversations in
    ``data`` and their questions."""
    hay = [*load_locomo(data / "locomo_dev.json", speaker=False, captions=False),
           *load_longmemeval(data / "longmemeval_oracle_dev.json")]
    counts = Counter(w for h in hay for t in h.turns for w in WORD.findall(t.content.lower()))
    ranked = counts.most_common()
    vocab = ([w for w, _ in ranked], cumulative([float(n) for _, n in ranked]))
    return vocab, [q.text for h in hay for q in h.questions]


def sample_queries(queries: list[str], count: int) -> list[str]:
    """``count`` of ``queries`` (the same ones every run), or synthetic ones if none."""
    if not queries:
        synthetic, qrng = Generator(), random.Random(11)
        queries = [synthetic.query(qrng) for _ in range(count)]
    return random.Random(5).sample(queries, min(count, len(queries)))


def _sessions(gen: Generator, count: int) -> list[list[NewMessage]]:
    now = time.time()
    msgs = [gen.message(now) for _ in range(count)]
    return [msgs[i:i + PER_SESSION] for i in range(0, count, PER_SESSION)]


def _worker(vocab: tuple[list[str], list[float]] | None, tasks: Any, results: Any,
            barrier: Barrier) -> None:
    """Per task: generate, wait at the barrier, write every user's messages (the archive
    opened once per user, a transaction per ``batch``), wait at the barrier, report."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent stops the writers
    gen: Generator | None = None
    while (task := tasks.get()) is not None:
        if gen is None:
            gen = Generator(task.seed, vocab)
        work = [(user, _sessions(gen, task.count)) for user in task.users]
        raw = sum(len(m.content.encode("utf-8")) for _, ss in work for s in ss for m in s)
        barrier.wait()
        cpu = time.process_time()
        for user, sessions in work:
            with SessionArchive.open(task.url, scope=Scope(user=user)) as archive:
                sids = [archive.create_session(source="fleet") for _ in sessions]
                pairs = list(zip(sids, sessions, strict=True))
                step = max(1, task.batch // PER_SESSION)
                for i in range(0, len(pairs), step):
                    archive.append_bulk(pairs[i:i + step])
        cpu = time.process_time() - cpu
        barrier.wait()
        results.put(Done(sum(len(s) for _, ss in work for s in ss), raw, cpu))


class Pool:
    """``size`` writer processes that start each task together, at a barrier. Leaving
    its ``with`` block ends them: after their current task, or at once (terminated, their
    open transactions rolled back by the server) when the block raised, as when the
    benchmark is interrupted."""

    def __init__(self, size: int, vocab: tuple[list[str], list[float]] | None) -> None:
        ctx = mp.get_context("spawn")
        self.size = size
        self.barrier = ctx.Barrier(size + 1)
        self.results = ctx.Queue()
        self.queues = [ctx.Queue() for _ in range(size)]
        self.procs = [ctx.Process(target=_worker, args=(vocab, q, self.results, self.barrier))
                      for q in self.queues]
        for proc in self.procs:
            proc.start()

    def run(self, tasks: list[Task]) -> tuple[Done, float]:
        """Run one task per process; returns what they wrote and the wall-clock seconds
        from the common start to the last one's end."""
        for queue, task in zip(self.queues, tasks, strict=True):
            queue.put(task)
        self.barrier.wait(timeout=WAIT)  # a worker that died breaks the barrier
        start = time.perf_counter()
        self.barrier.wait(timeout=WAIT)
        seconds = time.perf_counter() - start
        done = [self.results.get() for _ in tasks]
        return Done(sum(d.messages for d in done), sum(d.raw_bytes for d in done),
                    sum(d.cpu_seconds for d in done)), seconds

    def __enter__(self) -> Pool:
        return self

    def __exit__(self, kind: type[BaseException] | None, *_: object) -> None:
        if kind is None:
            for queue in self.queues:
                queue.put(None)
        else:
            self.barrier.abort()
            for proc in self.procs:
                proc.terminate()
        for proc in self.procs:
            proc.join(timeout=60)
            if proc.is_alive():
                proc.kill()


def shares(users: list[str], parts: int) -> list[list[str]]:
    return [users[i::parts] for i in range(parts)]


def scaling(cluster: postgres_server.Cluster, vocab: tuple[list[str], list[float]] | None,
            total: int, batch: int) -> None:
    print(f"\nparallel ingest, {total:,} messages into a fresh database each time "
          f"(transactions of {batch} messages):", flush=True)
    base = 0.0
    for procs, same in ((1, False), (2, False), (4, False), (4, True)):
        name = f"scaling_{procs}_{int(same)}"
        url = cluster.create_database(name)
        SessionArchive.open(url).close()  # migrated before the clock starts
        per = max(1, total // procs // batch)
        tasks = [Task(url, ["shared"] * per if same else [f"p{p}u{k}" for k in range(per)],
                      batch, batch, 100 + p) for p in range(procs)]
        try:
            with Pool(procs, vocab) as pool:
                done, seconds = pool.run(tasks)
        finally:
            cluster.drop_database(name)
        rate = done.messages / seconds
        base = base or rate
        print(f"  {procs} process{'es' if procs > 1 else ''}, "
              f"{'one user (one scope)' if same else 'distinct users'}: {rate:,.0f} messages/s "
              f"({rate / base:.2f}x one process)", flush=True)


def server_cpu(cluster: postgres_server.Cluster) -> float:
    """CPU seconds used so far by the server's processes (Linux ``/proc``; 0 elsewhere)."""
    try:
        postmaster = (cluster.data / "postmaster.pid").read_text(encoding="utf-8").split()[0]
        total = 0
        for stat in Path("/proc").glob("[0-9]*/stat"):
            with contextlib.suppress(OSError):
                fields = stat.read_text(encoding="utf-8").rsplit(")", 1)[1].split()
                if fields[1] == postmaster:  # a live child: utime, stime
                    total += int(fields[11]) + int(fields[12])
                elif stat.parent.name == postmaster:  # itself and its ended children
                    total += sum(int(f) for f in fields[11:15])
        return total / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


def search(cluster: postgres_server.Cluster, url: str, user: str, queries: list[str]) -> str:
    """p50/p95 wall clock of ``queries`` on ``user``'s archive, and the CPU a search costs
    (this process's and the server's), which a loaded machine inflates far less."""
    with SessionArchive.open(url, scope=Scope(user=user)) as archive:
        for q in queries[:20]:  # warm the caches
            archive.search(q, limit=10)
        lat, found = [], 0
        cpu, server = time.process_time(), server_cpu(cluster)
        for q in queries:
            start = time.perf_counter()
            found += bool(archive.search(q, limit=10))
            lat.append(time.perf_counter() - start)
        cpu, server = time.process_time() - cpu, server_cpu(cluster) - server
        held = archive.count_messages()
    n = len(queries)
    return (f"search of {user}'s archive ({held:,} messages), {n} queries, limit 10 "
            f"({found} found something): p50 {1000 * statistics.median(lat):.1f} ms, "
            f"p95 {1000 * pct(lat, 0.95):.1f} ms, max {1000 * max(lat):.1f} ms wall clock; "
            f"CPU per search {1000 * cpu / n:.1f} ms here + {1000 * server / n:.1f} ms server")


def sizes(cluster: postgres_server.Cluster, db: str, raw: int) -> str:
    import psycopg

    with psycopg.connect(cluster.url(db), autocommit=True) as conn:
        total = conn.execute("SELECT pg_database_size(current_database())").fetchone()
        rows = conn.execute("SELECT c.relname, pg_table_size(c.oid), pg_indexes_size(c.oid) "
                            "FROM pg_class c WHERE c.relname = ANY(%s) ORDER BY 2 DESC",
                            (list(TABLES),)).fetchall()
    db_bytes = int(total[0]) if total else 0
    lines = [f"database {db_bytes / 1e9:,.2f} GB for {raw / 1e9:,.2f} GB of raw text = "
             f"{db_bytes / raw:.2f}x"]
    lines += [f"    {name:<16} table {table / 1e6:>9,.0f} MB, indexes {index / 1e6:>8,.0f} MB"
              for name, table, index in rows]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Fleet benchmark on PostgreSQL")
    parser.add_argument("--messages", type=int, default=10_000_000)
    parser.add_argument("--users", type=int, default=1000)
    parser.add_argument("--batch", type=int, default=1000,
                        help="messages per user per round (one transaction)")
    parser.add_argument("--workers", type=int, default=2, help="writer processes")
    parser.add_argument("--order", choices=("users", "rounds"), default="users",
                        help="users: each user's archive whole, one user after another (as "
                             "imports and migrations fill a fleet); rounds: every user gets "
                             "--batch more messages per round (as live traffic does)")
    parser.add_argument("--step", type=int, default=100_000,
                        help="messages generated and then written per step")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--scaling", type=int, default=20_000,
                        help="messages per parallel-ingest measurement (0: skip)")
    parser.add_argument("--data", type=Path, default=None,
                        help="directory with locomo_dev.json and longmemeval_oracle_dev.json")
    args = parser.parse_args(argv)

    binaries = postgres_server.find_binaries()
    if binaries is None:
        print("no PostgreSQL server binaries (install Debian's postgresql or set "
              "KEEPMIND_PG_BIN)")
        return 1
    vocab, queries = corpus(args.data) if args.data else (None, [])
    queries = sample_queries(queries, args.queries)
    print(f"machine: {platform.machine()} {os.cpu_count()} cpus (load "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}), python "
          f"{platform.python_version()}, PostgreSQL at {binaries}; vocabulary "
          f"{len(vocab[0]) if vocab else 30_000:,} words "
          f"({'from ' + str(args.data) if vocab else 'synthetic'})", flush=True)

    signal.signal(signal.SIGTERM, _interrupted)
    cluster = postgres_server.Cluster(binaries, durable=True, settings=SERVER)
    try:
        if args.scaling:
            scaling(cluster, vocab, args.scaling, args.batch)
        if args.messages:
            fleet(cluster, args, vocab, queries)
    except KeyboardInterrupt:
        print("\ninterrupted: writers stopped, cluster stopped", flush=True)
        return 130
    finally:
        cluster.stop()
    return 0


def _interrupted(signum: int, frame: object) -> None:
    """SIGTERM as Ctrl-C: the writers and the cluster are stopped on the way out."""
    raise KeyboardInterrupt


def fleet(cluster: postgres_server.Cluster, args: argparse.Namespace,
          vocab: tuple[list[str], list[float]] | None, queries: list[str]) -> None:
    url = cluster.create_database("fleet")
    SessionArchive.open(url).close()
    users = [f"user{u:04d}" for u in range(args.users)]
    per_user = args.messages // args.users
    total = per_user * args.users
    marks = sorted({max(1, int(total * f / 100)) for f in CHECKPOINTS})
    print(f"\nfleet: {args.users:,} users x {per_user:,} messages, {args.order} order, "
          f"transactions of {args.batch} messages, {args.workers} writer processes", flush=True)
    per_step = max(1, args.step // (per_user if args.order == "users" else args.batch))
    steps = [(users[s:s + per_step], per_user) for s in range(0, len(users), per_step)]
    if args.order == "rounds":
        steps = [(group, min(args.batch, per_user - r * args.batch))
                 for r in range(math.ceil(per_user / args.batch)) for group, _ in steps]
    sum_ = Done(0, 0, 0.0)
    seconds = server = 0.0
    with Pool(args.workers, vocab) as pool:
        for n, (group, count) in enumerate(steps):
            tasks = [Task(url, share, count, args.batch, n * args.workers + k)
                     for k, share in enumerate(shares(group, args.workers))]
            before = server_cpu(cluster)
            done, spent = pool.run(tasks)
            server += server_cpu(cluster) - before
            sum_ = Done(sum_.messages + done.messages, sum_.raw_bytes + done.raw_bytes,
                        sum_.cpu_seconds + done.cpu_seconds)
            seconds += spent
            if marks and sum_.messages >= marks[0]:
                marks = [m for m in marks if m > sum_.messages]
                checkpoint(cluster, url, users[0], queries, sum_, seconds, server)


def checkpoint(cluster: postgres_server.Cluster, url: str, user: str, queries: list[str],
               done: Done, seconds: float, server: float) -> None:
    """Print the ingest rate so far, then ANALYZE (as autovacuum would have by then on a
    steady fleet) and measure search and sizes."""
    import psycopg

    load = " ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"\nat {done.messages:,} messages ({time.strftime('%H:%M')}, load {load}): "
          f"ingest {done.messages / seconds:,.0f} messages/s, "
          f"{done.raw_bytes / seconds / 1e6:.1f} MB/s of text; writers' CPU "
          f"{1e6 * done.cpu_seconds / done.messages:,.0f} us per message, server's "
          f"{1e6 * server / done.messages:,.0f} us", flush=True)
    start = time.perf_counter()
    with psycopg.connect(cluster.url("fleet"), autocommit=True) as conn:
        conn.execute("ANALYZE")
    print(f"  ANALYZE {time.perf_counter() - start:.1f} s", flush=True)
    print("  " + search(cluster, url, user, queries), flush=True)
    print("  " + sizes(cluster, "fleet", done.raw_bytes), flush=True)


if __name__ == "__main__":
    sys.exit(main())
