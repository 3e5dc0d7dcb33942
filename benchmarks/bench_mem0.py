"""Prefetch latency of the ``mem0`` provider beside ``facts``, side by side in one run.

Both providers get the same --memories sentences (mem0 one per synthetic user turn,
through ``sync_turn`` as a session hands them over; facts through its store's ``add``, as
its tool and session end do, since ``facts`` learns nothing per turn), then the same
--queries questions are recalled through ``MemoryManager.prefetch_all`` (what the turn
waits for: the thread hop, the provider's search, redaction, threat scan and fence).
mem0 runs the real library over Qdrant's embedded store on disk; its embeddings come
from the scripted server on 127.0.0.1 (``keepmind.testing``: a local HTTP round trip per
query, no model), so the figure is mem0's own cost plus one local embeddings request,
not a model's. Also timed:
opening mem0 (import and store, what ``initialize`` costs a session's start) and one add.

    python benchmarks/bench_mem0.py [--memories 500] [--queries 200]
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from keepmind.providers import MemoryManager, MemoryProvider
from keepmind.providers.facts import FactsProvider
from keepmind.providers.mem0 import Mem0Provider
from keepmind.testing import ScriptedLLMServer

SUBJECTS = ["the gateway", "the staging database", "the build", "my cat", "the release",
            "the cache", "the worker queue", "our API", "the backup job", "the test suite"]
FACTS = ["runs on port {n}", "is called {name}", "is deployed on {day}s", "needs {n} GB",
         "was moved to {name}", "times out after {n} seconds", "is owned by {name}"]
NAMES = ["Biscuit", "Alice", "Hiro", "Farah", "Acme", "Grafana", "Argo", "Ines", "Redis"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]


def sentences(rng: random.Random, count: int) -> list[str]:
    return [f"{rng.choice(SUBJECTS).capitalize()} {rng.choice(FACTS)}.".format(
        n=rng.randint(2, 9000), name=rng.choice(NAMES), day=rng.choice(DAYS))
        for _ in range(count)]


def questions(rng: random.Random, count: int) -> list[str]:
    asks = ["What do you know about {s}?", "Where does {s} run?", "Who owns {s}?",
            "When is {s} deployed?"]
    return [rng.choice(asks).format(s=rng.choice(SUBJECTS)) for _ in range(count)]


def timed(call: Callable[[], object]) -> float:
    started = time.perf_counter()
    call()
    return (time.perf_counter() - started) * 1000


def measure(name: str, provider: MemoryProvider, add: Callable[[str], object],
            facts: list[str], asks: list[str]) -> None:
    manager = MemoryManager([provider], prefetch_timeout=30)
    opened = timed(lambda: manager.initialize("bench"))
    adds = [timed(lambda f=f: add(f)) for f in facts]
    latencies = [timed(lambda q=q: manager.prefetch_all(q)) for q in asks]
    hits = sum(1 for q in asks if manager.prefetch_all(q))
    manager.shutdown()
    ordered = sorted(latencies)
    print(f"{name:6} open {opened:8.1f} ms | add median {statistics.median(adds):7.2f} ms | "
          f"prefetch median {statistics.median(latencies):7.2f} ms, p95 "
          f"{ordered[int(len(ordered) * 0.95) - 1]:7.2f} ms | recalled for {hits}/{len(asks)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--memories", type=int, default=500)
    parser.add_argument("--queries", type=int, default=200)
    args = parser.parse_args()
    rng = random.Random(7)
    facts, asks = sentences(rng, args.memories), questions(rng, args.queries)
    print(f"python {platform.python_version()} on {platform.machine()}, "
          f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}; "
          f"{args.memories} memories, {args.queries} queries")
    with tempfile.TemporaryDirectory() as tmp, ScriptedLLMServer(embedding_dims=64) as server:
        home = Path(tmp)
        facts_provider = FactsProvider(home / "facts.db")
        measure("facts", facts_provider, lambda f: facts_provider.store.add(f, source="bench"),
                facts, asks)
        mem0 = Mem0Provider(home / "mem0", {"embed_base_url": server.base_url,
                                            "embed_dims": "64", "min_score": "0.3"},
                            env=os.environ)
        measure("mem0", mem0, lambda f: mem0.sync_turn(f, "ok"), facts, asks)
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
