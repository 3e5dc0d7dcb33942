"""Stored message vectors (``archive.vectors``): what they cost on disk, to fill, to load
and per search.

    OMP_NUM_THREADS=1 python benchmarks/bench_vectors.py
    OMP_NUM_THREADS=1 python benchmarks/bench_vectors.py --postgres   # a throwaway cluster
    OMP_NUM_THREADS=1 python benchmarks/bench_vectors.py --texts $DATA/locomo_dev.json

Per archive size (``--sizes``, default 10,000 and 100,000 messages of
``bench_archive.Generator``: 40% user, 45% assistant, 15% tool), on SQLite (a file) or
PostgreSQL:

- bytes per stored vector on disk: the growth of the database file (SQLite, after a WAL
  checkpoint) or the size of ``message_vectors`` with its indexes (PostgreSQL), over the
  vectors stored; the vectors are synthetic (random unit vectors: storage and timing do
  not depend on what they mean);
- the first load of a process: a new archive object's first ``StoredIndex.sync`` (every
  stored vector read and decoded, and the scan for messages without one), median of 3;
- the refresh every later search pays (nothing new): median of the searches;
- search latency, the stage off and on, side by side (each query both ways in turn): the
  "on" search embeds the question with the real e5 model and ranks against the loaded
  index; and the similarities alone (dot products, centring, the 50 best);
- a search right after 2 new messages: it embeds them (real e5) and stores them first.

Then, with the real e5 model: the backfill's throughput (``vectors.backfill``, batches of
64) over ``--embed`` messages (generated user and assistant text, or with ``--texts`` the
turns of a LoCoMo file, real conversation), and what embedding a message at ingest would
add to its ``append`` (both medians). ``--sizes`` with no size measures that part alone
(to compare engine threads: ``OMP_NUM_THREADS=2 ... --sizes``).
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from bench_archive import Generator, pct
from keepmind.archive import NewMessage, SessionArchive
from keepmind.archive import vectors as v
from keepmind.archive.semantic import E5_WEIGHT, e5_embedder

ROOT = Path(__file__).resolve().parent.parent


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def _fill(archive: SessionArchive, gen: Generator, total: int) -> None:
    done = 0
    while done < total:
        bulk = []
        for _ in range(20):
            sid = archive.create_session(source="bench")
            bulk.append((sid, [gen.message(time.time()) for _ in range(min(50, total - done))]))
            done += len(bulk[-1][1])
            if done >= total:
                break
        archive.append_bulk(bulk)


def _store_random(archive: SessionArchive, model: str, rng: np.random.Generator) -> int:
    table = archive.backend.vectors
    stored, cursor = 0, 0
    while True:
        pending = table.pending(model, cursor, 2000)
        if not pending.rows:
            return stored
        rows = rng.standard_normal((len(pending.rows), v.E5_DIM)).astype(np.float32)
        stored += table.put(model, list(zip([m for m, _ in pending.rows], v.encode(rows),
                                            strict=True)))
        cursor = pending.rows[-1][0]


def _disk_bytes(archive: SessionArchive, url: str) -> int:
    if url.startswith("postgresql"):
        import psycopg

        with psycopg.connect(url) as conn:
            row = conn.execute("SELECT pg_total_relation_size('message_vectors')").fetchone()
        return int(row[0]) if row else 0
    with sqlite3.connect(url) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return Path(url).stat().st_size


def _index(archive: SessionArchive, model: str, embedder: Any) -> v.StoredIndex:
    return v.StoredIndex(archive.backend.vectors, model, embedder, v.E5_DIM, centred=True,
                         weight=E5_WEIGHT)


def _timed(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def at_size(url: str, size: int, embedder: Any, searches: int) -> None:
    gen = Generator(seed=size)
    model = v.model_name("e5")
    with SessionArchive.open(url) as archive:
        _fill(archive, gen, size)
        before = _disk_bytes(archive, url) if not url.startswith("postgresql") else 0
        start = time.perf_counter()
        stored = _store_random(archive, model, np.random.default_rng(size))
        spent = time.perf_counter() - start
        grown = _disk_bytes(archive, url) - before
    print(f"\n{size:,} messages, {stored:,} with a vector (user and assistant)")
    print(f"  stored {stored:,} vectors in {spent:.1f} s ({stored / spent:,.0f}/s, no "
          f"embedding); on disk {grown / stored:,.0f} bytes a vector "
          f"({grown / 1e6:.1f} MB; payload {v.E5_DIM * 2} bytes)")
    loads, rows = [], 0
    for _ in range(3):
        with SessionArchive.open(url) as fresh:
            index = _index(fresh, model, embedder)
            loads.append(_timed(index.sync))
            rows = len(index)
    print(f"  first load of a process: median {_ms(statistics.median(loads))} "
          f"(runs {', '.join(_ms(t) for t in loads)}), {rows:,} vectors, "
          f"{rows * v.E5_DIM * 4 / 1e6:.0f} MB in memory")
    rng = random.Random(size)
    queries = [gen.query(rng) for _ in range(searches)]
    with SessionArchive.open(url) as archive:
        index = _index(archive, model, embedder)
        index.sync()
        off, on, refresh, dots = [], [], [], []
        for q in queries:
            archive.semantic = None
            off.append(_timed(lambda q=q: archive.search(q)))
            archive.semantic = index
            on.append(_timed(lambda q=q: archive.search(q)))
            refresh.append(_timed(index.sync))
            vector = np.asarray(embedder.encode_query([q]), dtype=np.float32)[0]
            dots.append(_timed(lambda vector=vector: index.similarities_of(vector).top(50)))
        print(f"  search, stage off: median {_ms(statistics.median(off))}, p95 "
              f"{_ms(pct(off, 0.95))}")
        added = statistics.median(on) - statistics.median(off)
        print(f"  search, stage on:  median {_ms(statistics.median(on))}, p95 "
              f"{_ms(pct(on, 0.95))} (added: median {_ms(added)}; the question embedded "
              "by e5 in each)")
        print(f"  of which the refresh (nothing new): median {_ms(statistics.median(refresh))}; "
              f"similarities and the 50 best (with its own refresh): median "
              f"{_ms(statistics.median(dots))}")
        sid = archive.list(limit=1)[0].id
        after_new = []
        for q in queries[:5]:
            archive.append_many(sid, [{"role": "user", "content": gen.text(90)},
                                      {"role": "assistant", "content": gen.text(420)}])
            after_new.append(_timed(lambda q=q: archive.search(q)))
        print(f"  search right after 2 new messages (embeds and stores them): median "
              f"{_ms(statistics.median(after_new))}")


def throughput(url: str, embedder: Any, count: int, texts: list[str]) -> None:
    gen = Generator(seed=1)
    pool = texts or [gen.text(90) if random.Random(i).random() < 0.47 else gen.text(420)
                     for i in range(count)]
    pool = (pool * (count // max(1, len(pool)) + 1))[:count]
    model = v.model_name("e5")
    with SessionArchive.open(url) as archive:
        sid = archive.create_session(source="bench")
        archive.append_many(sid, [NewMessage("user", t, time.time()) for t in pool])
        report = v.backfill(archive.backend.vectors, model, embedder)
        chars = statistics.median(len(t) for t in pool)
        print(f"\nbackfill with e5: {report.embedded} messages (median {chars:.0f} characters, "
              f"{'LoCoMo turns' if texts else 'generated text'}) in {report.seconds:.1f} s = "
              f"{report.embedded / report.seconds:.1f} messages/s")
        appends, embeds = [], []
        for t in pool[:40]:
            appends.append(_timed(lambda t=t: archive.append(sid, "user", t)))
            embeds.append(_timed(lambda t=t: embedder.encode([t])))
        print(f"  per message: append median {_ms(statistics.median(appends))}, e5 embedding "
              f"median {_ms(statistics.median(embeds))} (what embedding at ingest would add)")


def _locomo_texts(path: Path) -> list[str]:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from retrieval import load_locomo

    return [t.content for stack in load_locomo(path, True, True) for t in stack.turns]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Stored message vectors")
    parser.add_argument("--sizes", type=int, nargs="*", default=[10_000, 100_000],
                        help="archive sizes to measure (none: the backfill alone)")
    parser.add_argument("--searches", type=int, default=30)
    parser.add_argument("--embed", type=int, default=300,  # 0: no backfill measured
                        help="messages the backfill embeds with the real model")
    parser.add_argument("--texts", type=Path, help="a LoCoMo JSON file: embed its turns")
    parser.add_argument("--postgres", action="store_true",
                        help="on a throwaway PostgreSQL cluster (tests/postgres_server.py)")
    args = parser.parse_args(argv)
    print(f"machine: {platform.machine()} {os.cpu_count()} cpus (load "
          f"{os.getloadavg()[0]:.1f}), python {platform.python_version()}, sqlite "
          f"{sqlite3.sqlite_version}, OMP_NUM_THREADS={os.environ.get('OMP_NUM_THREADS', '-')}")
    embedder = e5_embedder(None if os.environ.get("OMP_NUM_THREADS") else 1)
    texts = _locomo_texts(args.texts) if args.texts else []
    if not args.postgres:
        with tempfile.TemporaryDirectory(prefix="bench-vectors-") as work:
            for n, size in enumerate(args.sizes):
                at_size(str(Path(work) / f"s{n}.db"), size, embedder, args.searches)
            if args.embed:  # --embed 0: storage, load and search only
                throughput(str(Path(work) / "embed.db"), embedder, args.embed, texts)
        return 0
    sys.path.insert(0, str(ROOT / "tests"))
    import postgres_server

    binaries = postgres_server.find_binaries()
    if binaries is None:
        raise SystemExit("--postgres: no PostgreSQL server binaries (initdb) found")
    cluster = postgres_server.Cluster(binaries)
    try:
        print(f"archive: PostgreSQL at {binaries}")
        for n, size in enumerate(args.sizes):
            at_size(cluster.create_database(f"vectors{n}"), size, embedder, args.searches)
        if args.embed:
            throughput(cluster.create_database("embed"), embedder, args.embed, texts)
    finally:
        cluster.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
