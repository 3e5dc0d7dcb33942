"""Two versions of keepmind on one PostgreSQL server, side by side: ingest and search.

    git archive <commit> src | tar -x -C /tmp/old     # the version to compare with
    python benchmarks/bench_fleet_ab.py --old /tmp/old/src --new src --data $DATA

On a shared, loaded machine two runs made one after the other measure the load as much
as the code; this runs both versions in turns instead. One throwaway cluster (as
``bench_fleet``: ``tests/postgres_server.py``, durable, the same settings) holds one
database per version; a worker process per version imports keepmind from its own source
tree. Every user's archive is written by both, in turns (which goes first alternates),
with the same messages (``bench_fleet``'s generator, same seed, generated before the
clock starts); then both search the same users' archives with the same real questions
in turns, ``--chunk`` queries at a time. The server's CPU is read around each turn, so
it is each version's own. Printed: ingest rate, writer and server CPU per message,
search p50/p95 and CPU per search (client and server), database sizes, and how many
searches returned the same hits (ids and scores) on both.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))
sys.path.insert(0, str(HERE))

import postgres_server  # noqa: E402
from bench_archive import pct  # noqa: E402
from bench_fleet import SERVER, corpus, sample_queries, server_cpu  # noqa: E402

PER_SESSION = 50


def serve(data: str | None) -> None:
    """The worker: one JSON command per line on stdin, one JSON answer per line."""
    from bench_archive import Generator
    from keepmind.archive import SessionArchive
    from keepmind.types import Scope

    vocab = corpus(Path(data))[0] if data else None
    opened: dict[tuple[str, str], SessionArchive] = {}
    for line in sys.stdin:
        cmd = json.loads(line)
        scope = Scope(user=cmd["user"])
        if cmd["op"] == "ingest":
            gen = Generator(cmd["seed"], vocab)
            messages = [gen.message(cmd["now"]) for _ in range(cmd["count"])]
            sessions = [messages[i:i + PER_SESSION]
                        for i in range(0, len(messages), PER_SESSION)]
            cpu, start = time.process_time(), time.perf_counter()
            with SessionArchive.open(cmd["url"], scope=scope) as archive:
                pairs = [(archive.create_session(source="fleet"), s) for s in sessions]
                step = max(1, cmd["batch"] // PER_SESSION)
                for i in range(0, len(pairs), step):
                    archive.append_bulk(pairs[i:i + step])
            answer: dict[str, Any] = {"seconds": time.perf_counter() - start,
                                      "cpu": time.process_time() - cpu}
        else:
            archive = opened.get((cmd["url"], cmd["user"]))
            if archive is None:  # opened once, its caches warmed by 5 searches
                archive = opened[cmd["url"], cmd["user"]] = SessionArchive.open(
                    cmd["url"], scope=scope)
                for q in cmd["queries"][:5]:
                    archive.search(q, limit=10)
            lat, hits = [], []
            cpu = time.process_time()
            for q in cmd["queries"]:
                start = time.perf_counter()
                found = archive.search(q, limit=10)
                lat.append(time.perf_counter() - start)
                hits.append([[h.message_id, h.rank] for h in found])
            answer = {"lat": lat, "hits": hits, "cpu": time.process_time() - cpu}
        print(json.dumps(answer), flush=True)
    for archive in opened.values():
        archive.close()


class Worker:
    def __init__(self, src: Path, data: Path | None) -> None:
        env = dict(os.environ, PYTHONPATH=str(src.resolve()))
        self.proc = subprocess.Popen(
            [sys.executable, __file__, "--serve", *(["--data", str(data)] if data else [])],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env)

    def ask(self, cmd: dict[str, Any]) -> dict[str, Any]:
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(json.dumps(cmd) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("a worker died")
        return dict(json.loads(line))

    def close(self) -> None:
        if self.proc.stdin:
            self.proc.stdin.close()
        self.proc.wait(timeout=60)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Two keepmind versions on PostgreSQL")
    parser.add_argument("--old", type=Path, required=False, help="source tree (its src/)")
    parser.add_argument("--new", type=Path, required=False, help="source tree (its src/)")
    parser.add_argument("--users", type=int, default=20)
    parser.add_argument("--per-user", type=int, default=10_000, help="messages per user")
    parser.add_argument("--batch", type=int, default=1000, help="messages per transaction")
    parser.add_argument("--search-users", type=int, default=2,
                        help="users searched: the first written, and evenly after it")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--chunk", type=int, default=20, help="queries per turn")
    parser.add_argument("--data", type=Path, default=None)
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.serve:
        serve(str(args.data) if args.data else None)
        return 0
    if args.old is None or args.new is None:
        parser.error("--old and --new are required")
    binaries = postgres_server.find_binaries()
    if binaries is None:
        print("no PostgreSQL server binaries")
        return 1
    queries = sample_queries(corpus(args.data)[1] if args.data else [], args.queries)
    print(f"machine: {platform.machine()} {os.cpu_count()} cpus (load "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}), python "
          f"{platform.python_version()}; old {args.old}, new {args.new}", flush=True)
    cluster = postgres_server.Cluster(binaries, durable=True, settings=SERVER)
    sides = {"old": Worker(args.old, args.data), "new": Worker(args.new, args.data)}
    try:
        run(cluster, sides, args, queries)
    finally:
        for worker in sides.values():
            worker.close()
        cluster.stop()
    return 0


def run(cluster: postgres_server.Cluster, sides: dict[str, Worker],
        args: argparse.Namespace, queries: list[str]) -> None:
    urls = {name: cluster.create_database(name) for name in sides}
    users = [f"user{u:04d}" for u in range(args.users)]
    ingest: dict[str, list[tuple[float, float, float]]] = {n: [] for n in sides}
    now = time.time()  # both versions' messages carry the same times
    for k, user in enumerate(users):
        for name in (("old", "new") if k % 2 == 0 else ("new", "old")):
            before = server_cpu(cluster)
            got = sides[name].ask({"op": "ingest", "url": urls[name], "user": user,
                                   "count": args.per_user, "seed": k, "batch": args.batch,
                                   "now": now})
            ingest[name].append((got["seconds"], got["cpu"], server_cpu(cluster) - before))
        if (k + 1) % max(1, args.users // 10) == 0 or k + 1 == args.users:
            print(f"  written {k + 1} users ({time.strftime('%H:%M')})", flush=True)
    count = args.users * args.per_user
    print(f"\ningest of {args.users} users x {args.per_user:,} messages per version "
          f"(transactions of {args.batch}, one writer, turns alternating):")
    rates = {}
    for name, turns in ingest.items():
        seconds = sum(t[0] for t in turns)
        rates[name] = count / seconds
        per_turn = [args.per_user / t[0] for t in turns]
        print(f"  {name}: {rates[name]:,.0f} messages/s (median turn "
              f"{statistics.median(per_turn):,.0f}); writer CPU "
              f"{1e6 * sum(t[1] for t in turns) / count:,.0f} us per message, server CPU "
              f"{1e6 * sum(t[2] for t in turns) / count:,.0f} us", flush=True)
    print(f"  new/old rate: {rates['new'] / rates['old']:.2f}x")
    import psycopg
    for name in sides:
        with psycopg.connect(cluster.url(name), autocommit=True) as conn:
            conn.execute("ANALYZE")
            size = conn.execute("SELECT pg_database_size(current_database())").fetchone()
        print(f"  {name} database: {int(size[0] if size else 0) / 1e6:,.0f} MB")
    searched = [users[i * len(users) // args.search_users] for i in range(args.search_users)]
    lat: dict[str, list[float]] = {n: [] for n in sides}
    cpu = {n: 0.0 for n in sides}
    server = {n: 0.0 for n in sides}
    hits: dict[str, list[Any]] = {n: [] for n in sides}
    turn = 0
    for user in searched:
        for at in range(0, len(queries), args.chunk):
            chunk = queries[at:at + args.chunk]
            for name in (("old", "new") if turn % 2 == 0 else ("new", "old")):
                before = server_cpu(cluster)
                got = sides[name].ask({"op": "search", "url": urls[name], "user": user,
                                       "queries": chunk})
                server[name] += server_cpu(cluster) - before
                lat[name] += got["lat"]
                cpu[name] += got["cpu"]
                hits[name] += got["hits"]
            turn += 1
    n = len(lat["old"])
    print(f"\nsearch, {n} queries per version over {', '.join(searched)} "
          f"({args.per_user:,} messages each), limit 10, turns of {args.chunk}:")
    for name in sides:
        print(f"  {name}: p50 {1000 * statistics.median(lat[name]):.1f} ms, p95 "
              f"{1000 * pct(lat[name], 0.95):.1f} ms wall clock; CPU per search "
              f"{1000 * cpu[name] / n:.1f} ms client + {1000 * server[name] / n:.1f} ms "
              f"server")
    print(f"  new/old p50 {statistics.median(lat['new']) / statistics.median(lat['old']):.2f}x, "
          f"p95 {pct(lat['new'], 0.95) / pct(lat['old'], 0.95):.2f}x")
    same = sum(a == b for a, b in zip(hits["old"], hits["new"], strict=True))
    print(f"  same hits (ids and scores) on both: {same} of {n} searches", flush=True)


if __name__ == "__main__":
    sys.exit(main())
