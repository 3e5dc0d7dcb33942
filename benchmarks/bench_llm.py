"""Costs around the model, not of the model: the window cut, the client, the batch.

1. ``cut_window`` (design §6) on synthetic session transcripts of 100k, 1M and 10M characters,
   for each rule that can place the window (phrase, all terms, any term, no match), cut to
   the default 100,000 characters.
2. One ``LLMClient.chat`` round trip against ``keepmind.testing.ScriptedLLMServer`` on
   loopback: what the client and HTTP add to every model call (the server answers at once).
3. ``summarize_many`` scheduling overhead: a batch of 10 instant summaries, concurrency 3.

    python benchmarks/bench_llm.py [--calls 300] [--repeat 7]
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import time
from collections.abc import Callable, Mapping
from functools import partial

from keepmind.llm import ChatMessage
from keepmind.recall.summarizer import SummaryJob, summarize_many
from keepmind.recall.windows import locate_window
from keepmind.testing import ScriptedLLMServer

SENTENCE = ("the build failed again because the cache key changed after we bumped the "
            "lockfile so I reran it with a clean workspace and it passed on the second try "
            "while the staging deploy waited for approval from the infra team")
WORDS = SENTENCE.split()
QUERIES = {
    "phrase": "postgres replica lag",
    "all_terms": "replica postgres lag",
    "any_term": "replica kubernetes",
    "none": "quaternion",
}


def transcript(chars: int, seed: int = 7) -> str:
    rng = random.Random(seed)
    lines: list[str] = []
    size = 0
    while size < chars:
        role = "user" if len(lines) % 2 == 0 else "assistant"
        line = f"{role}: " + " ".join(rng.choice(WORDS) for _ in range(rng.randint(8, 60)))
        lines.append(line)
        size += len(line) + 1
    middle = len(lines) // 2
    lines[middle] = "assistant: the postgres replica lag came from a long vacuum"
    lines[middle // 2] = "user: is the replica healthy? " + lines[middle // 2]
    lines[middle + middle // 2] = "assistant: lag alerts and the postgres upgrade"
    return "\n".join(lines)[:chars]


def timed(action: Callable[[], object], repeat: int) -> list[float]:
    samples = []
    for _ in range(repeat):
        began = time.perf_counter()
        action()
        samples.append((time.perf_counter() - began) * 1000)
    return samples


def report(label: str, samples: list[float]) -> None:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    print(f"{label:<44} median {statistics.median(ordered):8.2f} ms   p95 {p95:8.2f} ms"
          f"   (n={len(ordered)})")


def bench_windows(repeat: int) -> None:
    print("cut_window to 100,000 chars")
    for size in (100_000, 1_000_000, 10_000_000):
        text = transcript(size)
        cases = list(QUERIES.items()) if size > 100_000 else [("whole", "postgres")]
        for rule, query in cases:
            window = locate_window(text, query)
            assert window.rule == rule, (size, window.rule)
            report(f"  {size:>10,} chars, rule {window.rule}",
                   timed(partial(locate_window, text, query), repeat))


def bench_client(calls: int) -> None:
    with ScriptedLLMServer(default="a short reply") as server:
        client = server.client(max_retries=0)
        messages = [ChatMessage.system("s" * 4_000), ChatMessage.user("hello")]
        client.chat(messages)
        report("LLMClient.chat round trip, loopback", timed(lambda: client.chat(messages), calls))
        client.close()


class Instant:
    def summarize(self, *, query: str, transcript: str, session: Mapping[str, str]) -> str:
        return "summary"


def bench_batch(repeat: int) -> None:
    jobs = [SummaryJob("q", "t", {"id": str(n)}) for n in range(10)]
    report("summarize_many, 10 instant jobs, concurrency 3",
           timed(lambda: summarize_many(Instant(), jobs, concurrency=3), repeat * 20))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--calls", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cpus, "
          f"Python {platform.python_version()}, {platform.system()} {platform.release()}")
    bench_windows(args.repeat)
    bench_client(args.calls)
    bench_batch(args.repeat)


if __name__ == "__main__":
    main()
