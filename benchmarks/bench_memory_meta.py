"""What the entry metadata (``keepmind.memory.meta``) costs a prompt-memory write, and
what bringing it in step costs.

Writes: ``bench_memory.WriteBench``'s add/replace/remove rounds on two stores near their
limit, side by side in the same run (interleaved 20 rounds at a time): one bare, one with
the metadata's listener (``WriteNotes.note``, what every write through ``keepmind.open``
pays). Sync: ``Memory.meta()`` on a home after N writes (the journal replayed into
state.db), then again with nothing new (the steady case at a session start).

With ``--postgres``: add+remove rounds on a store on PostgreSQL (a throwaway durable
cluster, ``tests/postgres_server.py``), in the same run with and without the metadata
step of the write transaction (``postgres_meta.keep_in_step`` replaced by a no-op for the
bare rounds), interleaved 20 rounds at a time, and ``Memory.meta()`` there (the match of
both stores under their row locks).

    python benchmarks/bench_memory_meta.py [--writes 1000] [--dir /dev/shm] [--postgres]
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path
from unittest import mock

import keepmind
from bench_memory import WriteBench, interleaved, report
from keepmind.memory import postgres
from keepmind.memory.meta import WriteNotes, writing

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))


def bench_sync(where: str | None, writes: int) -> tuple[float, float]:
    """Seconds of the first sync after ``writes`` writes, and of a sync with nothing new."""
    with tempfile.TemporaryDirectory(dir=where) as tmp, keepmind.open(Path(tmp)) as mem:
        with writing("tool", "bench"):
            for i in range(writes):
                mem.memory.add(f"Benchmark fact {i}: deploys need a green canary")
                mem.memory.remove(f"Benchmark fact {i}:")
        assert mem.home_db.applied()  # opened and migrated apart: not the sync's cost
        start = time.perf_counter()
        mem.meta()
        first = time.perf_counter() - start
        steady = []
        for _ in range(20):
            start = time.perf_counter()
            mem.meta()
            steady.append(time.perf_counter() - start)
        return first, statistics.median(steady)


def bench_postgres(rounds: int, chunk: int = 20) -> None:
    """Print the median add and remove on PostgreSQL with and without the metadata step,
    and the median ``Memory.meta()``."""
    import postgres_server

    binaries = postgres_server.find_binaries()
    if binaries is None:
        print("postgres: no PostgreSQL server binaries (set KEEPMIND_PG_BIN)")
        return
    cluster = postgres_server.Cluster(binaries, durable=True)
    try:
        url = cluster.create_database("bench_memory_meta")
        with tempfile.TemporaryDirectory() as tmp, \
                keepmind.open(Path(tmp), url=url, user="bench") as mem, \
                writing("tool", "bench"):
            mem.memory.add("warm-up")  # connects and migrates
            times: dict[str, list[float]] = {"bare": [], "with metadata": []}
            for start in range(0, rounds, chunk):
                for name in times:
                    with mock.patch.object(postgres, "keep_in_step",
                                           postgres.keep_in_step if name != "bare"
                                           else lambda *args: None):
                        for i in range(start, min(rounds, start + chunk)):
                            began = time.perf_counter()
                            mem.memory.add(f"Benchmark fact {i}: deploys need a canary")
                            mem.memory.remove(f"Benchmark fact {i}:")
                            times[name].append((time.perf_counter() - began) / 2)
            syncs = []
            for _ in range(20):
                began = time.perf_counter()
                mem.meta()
                syncs.append(time.perf_counter() - began)
        for name, values in times.items():
            print(f"postgres write {name}: median {statistics.median(values) * 1000:.3f} ms "
                  f"over {len(values)} add+remove rounds")
        print(f"postgres Memory.meta(): median {statistics.median(syncs) * 1000:.2f} ms")
    finally:
        cluster.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--writes", type=int, default=1000, help="rounds of add/replace/remove")
    parser.add_argument("--sync-writes", type=int, default=200,
                        help="add+remove pairs before the timed sync")
    parser.add_argument("--dir", help="folder for the stores (default: the system temp "
                        "folder; /dev/shm, where fsync is free, leaves the CPU work)")
    parser.add_argument("--postgres", action="store_true",
                        help="also measure the writes of a store on PostgreSQL")
    args = parser.parse_args()
    print(f"machine: {platform.machine()} {platform.processor() or ''} "
          f"python {platform.python_version()} {platform.system()} {platform.release()}")
    bare, noted = WriteBench(args.dir), WriteBench(args.dir)
    noted.store.on_commit = WriteNotes().note
    try:
        results = interleaved({"bare": bare, "noted": noted}, args.writes)
    finally:
        bare.close()
        noted.close()
    print(f"(each measured {args.writes} rounds, interleaved 20 rounds at a time)")
    plain = report("writes without the metadata listener:", results["bare"])
    with_notes = report("writes with it (as through keepmind.open):", results["noted"])
    print(f"  difference of medians: {(with_notes - plain) * 1000:+.1f} us per write")
    first, steady = bench_sync(args.dir, args.sync_writes)
    print(f"sync after {2 * args.sync_writes} writes: {first * 1000:.1f} ms; "
          f"with nothing new: {steady * 1000:.2f} ms (median of 20)")
    if args.postgres:
        bench_postgres(args.writes)


if __name__ == "__main__":
    main()
