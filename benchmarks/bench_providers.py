"""What the provider layer costs per turn.

1. ``facts`` recall latency with a large store: --facts synthetic facts (a Zipf-like
   vocabulary of 5,000 words plus common project words, entities in a third of them) are
   bulk-loaded into a fact store on disk, then --queries user-like questions are recalled
   through ``FactsProvider.prefetch`` (the synchronous search the turn waits for) and
   through ``MemoryManager.prefetch_all`` (the same plus the thread hop, redaction,
   threat scan and fence).
2. ``facts`` add latency at that size (scan, duplicate and conflict checks, insert).
3. The manager's own overhead per turn: ``prefetch_all`` + ``sync_all`` +
   ``queue_prefetch_all`` around a provider that does nothing, i.e. what the manager adds
   on the caller's thread to every turn; and with no provider at all.

    python benchmarks/bench_providers.py [--facts 100000] [--queries 300] [--rounds 2000]
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from keepmind.providers import MemoryManager, MemoryProvider
from keepmind.providers.facts import FactsProvider, FactStore

COMMON = ["deploy", "gateway", "port", "config", "retry", "cache", "token", "build", "docker",
          "cluster", "postgres", "index", "latency", "release", "branch", "review", "queue",
          "worker", "metric", "alert", "staging", "production", "backup", "migration", "schema",
          "api", "endpoint", "timeout", "service", "script", "test", "lint", "format", "user",
          "team", "prefers", "uses", "runs", "listens", "owns", "decided"]
NAMES = ["Alice", "Bob", "Carol", "Dmitri", "Eve", "Farah", "Grace", "Hiro", "Ines", "Jon",
         "Acme", "Buildkite", "Kubernetes", "PostgreSQL", "Grafana", "Argo", "Redis"]
TEMPLATES = (
    "The {a} {b} {verb} {c} {d} on port {n}",
    "{Name} {verb} the {a} {b} for {c} {d}",
    "User prefers {a} {b} when {c} the {d}",
    "Decided: {a} the {b} {c} before {d} {n}",
    "The {a} of {Name} {verb} `{b}-{c}` in {d}/{b}.py",
    "{a} {b} {c} {d} {e} version {n}.{m}",
)
VERBS = ["uses", "runs", "owns", "reviews", "deploys", "watches", "builds", "tests"]


def vocabulary(rng: random.Random, size: int) -> list[str]:
    letters = "abcdefghijklmnopqrstuvwxyz"
    words = {"".join(rng.choice(letters) for _ in range(rng.randint(4, 9))) for _ in range(size)}
    return sorted(words)


def zipf_picker(rng: random.Random, words: list[str]) -> Callable[[], str]:
    weights = [1 / (rank + 1) ** 1.05 for rank in range(len(words))]
    pool = rng.choices(words, weights, k=200_000)
    index = iter(range(10**9))
    return lambda: pool[next(index) % len(pool)] if rng.random() < 0.8 else rng.choice(COMMON)


def facts(count: int, seed: int = 7) -> Iterator[tuple[str, str]]:
    rng = random.Random(seed)
    pick = zipf_picker(rng, vocabulary(rng, 5000))
    categories = ["project", "environment", "preference", "decision", "person", "general"]
    for i in range(count):
        template = TEMPLATES[i % len(TEMPLATES)]
        text = template.format(a=pick(), b=pick(), c=pick(), d=pick(), e=pick(),
                               Name=rng.choice(NAMES), verb=rng.choice(VERBS),
                               n=rng.randint(1, 65000), m=rng.randint(0, 20))
        yield text, categories[i % len(categories)]


def queries(count: int, seed: int = 11) -> list[str]:
    rng = random.Random(seed)
    pick = zipf_picker(rng, vocabulary(random.Random(7), 5000))
    shapes = ("how do we {a} the {b} {c}?", "what did {Name} decide about the {a} {b}?",
              "which port does the {a} {b} listen on?", "remind me why we {a} {b} before {c}",
              "can you check the {a} and {b} {c} config for {d}")
    return [rng.choice(shapes).format(a=pick(), b=pick(), c=pick(), d=pick(),
                                      Name=rng.choice(NAMES)) for _ in range(count)]


Timings = tuple[list[float], list[float]]


def timed(call: Callable[[], object], rounds: int) -> Timings:
    """Wall-clock and CPU milliseconds (every thread of this process) per call. On a
    shared machine the wall clock also counts waiting for a CPU; the CPU time does not."""
    wall, cpu = [], []
    for _ in range(rounds):
        start, start_cpu = time.perf_counter(), time.process_time()
        call()
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    return wall, cpu


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def report(label: str, timings: Timings) -> None:
    wall, cpu = timings
    print(f"{label:58} median {statistics.median(wall):7.3f} ms   p95 {p95(wall):7.3f} ms   "
          f"cpu median {statistics.median(cpu):7.3f} ms   (n={len(wall)})")


class Quiet(MemoryProvider):
    """A provider that does nothing, so what is measured is the manager."""

    name = "quiet"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--facts", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--adds", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=2000)
    args = parser.parse_args()
    print(f"machine: {platform.platform()}, {os.cpu_count()} cpus, Python "
          f"{platform.python_version()}, SQLite {sqlite3.sqlite_version}, load average "
          f"{os.getloadavg()[0]:.1f}")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "facts.db"
        start = time.perf_counter()
        loaded = FactStore(path).import_facts(facts(args.facts))
        size = path.stat().st_size + Path(f"{path}-wal").stat().st_size \
            if Path(f"{path}-wal").exists() else path.stat().st_size
        print(f"loaded {loaded:,} facts in {time.perf_counter() - start:.1f} s "
              f"({size / 1e6:.1f} MB on disk)")
        provider = FactsProvider(path)
        provider.initialize("bench")
        asked = queries(args.queries)
        for q in asked[:20]:
            provider.prefetch(q)  # warm the page cache as a running session would be
        it = iter(asked * 2)
        recalled = [provider.prefetch(q) for q in asked]
        hit_rate = sum(1 for r in recalled if r) / len(recalled)
        report(f"facts prefetch, {loaded:,} facts", timed(lambda: provider.prefetch(next(it)),
                                                           len(asked)))
        print(f"  queries with at least one fact recalled: {hit_rate:.0%}; facts per "
              f"recall: {statistics.mean(r.count(chr(10)) + 1 for r in recalled if r):.1f}")
        manager = MemoryManager([provider])
        it = iter(asked * 2)
        report("MemoryManager.prefetch_all with facts (fenced, scanned)",
               timed(lambda: manager.prefetch_all(next(it)), len(asked)))
        manager.shutdown()
        store = FactStore(path)
        new = iter(f"The {w} service {v} on port {p}" for w, v, p in zip(
            queries(args.adds, seed=5), VERBS * args.adds, range(40000, 40000 + args.adds),
            strict=False))
        report(f"facts add (dedupe + conflict checks), {loaded:,} facts",
               timed(lambda: store.add(next(new)), args.adds))
        store.close()
    for label, manager in (("manager overhead per turn, no provider", MemoryManager()),
                           ("manager overhead per turn, one no-op provider",
                            MemoryManager([Quiet()]))):
        report(label, manager_turns(manager, args.rounds))
        manager.flush_pending(30)
        manager.shutdown()


def manager_turns(manager: MemoryManager, rounds: int) -> Timings:
    """What the manager does on the caller's thread in one turn."""
    turn = iter(range(rounds))

    def one_turn() -> None:
        question = f"how do we deploy the gateway number {next(turn)}?"
        manager.prefetch_all(question)
        manager.sync_all(question, "run the pipeline")
        manager.queue_prefetch_all(question)

    return timed(one_turn, rounds)


if __name__ == "__main__":
    main()
