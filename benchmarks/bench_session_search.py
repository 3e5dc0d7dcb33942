"""Latency and answer size of the ``session_search`` tool over a large archive.

Builds an SQLite archive in a temp dir: N sessions (default 2,000) of M messages (default
50; user messages ~150 characters, assistant ~600, from a technical vocabulary), one
session in five continued by a compressed child; so 100,000 messages by default. Then it
times each shape through ``SessionSearchTool`` (the current session's lineage excluded)
and prints median and p95 latency and the answer size (characters of JSON):

- discover: questions of 2-4 content words typed as a user would ("how did we ... ?"),
  limit 3 and limit 10;
- summarise: limit 3 against ``ScriptedLLMServer`` on 127.0.0.1 answering at once, so the
  figure is our overhead (transcripts, window cut, HTTP), not a model's;
- browse, read (a long session: head and tail) and scroll.

    python benchmarks/bench_session_search.py [--sessions 2000] [--messages 50] [--runs 100]
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
from typing import Any

from keepmind.archive import SessionArchive
from keepmind.recall.render import answer_chars
from keepmind.recall.summarizer import LLMSummarizer
from keepmind.recall.tool import SessionSearchTool
from keepmind.testing import ScriptedLLMServer

_WORDS = ("deploy service cluster helm chart rollback staging production database migration "
          "backup restore schema index query report spreadsheet image video transcode paper "
          "citation branch rebase conflict release changelog email draft inbox filter scan "
          "vulnerability secret rotation audit scrape crawl browser docker network bridge "
          "subnet nginx proxy certificate kubernetes pod memory leak profiler latency cache "
          "redis postgres vacuum replica failover terraform module bucket lambda queue kafka "
          "consumer offset retry timeout webhook token oauth login session cookie header "
          "python typing mypy pytest fixture coverage lint ruff format")
WORDS = _WORDS.split()
_FILLER = "the a we it is was to of and then so that this for with on in"
FILLER = _FILLER.split()
T0 = 1_700_000_000.0


def sentence(rng: random.Random, chars: int) -> str:
    words: list[str] = []
    while sum(len(w) + 1 for w in words) < chars:
        words.append(rng.choice(WORDS) if rng.random() < 0.35 else rng.choice(FILLER))
    return " ".join(words).capitalize() + "."


def build(path: Path, sessions: int, messages: int, seed: int = 11) -> tuple[SessionArchive,
                                                                              str, str]:
    rng = random.Random(seed)
    archive = SessionArchive.open(path)
    last = long_session = ""
    for n in range(sessions):
        start = T0 + n * 3_600
        parent = last if n % 5 == 1 else None
        sid = archive.create_session(source=rng.choice(["cli", "telegram", "slack"]),
                                     title=sentence(rng, 40), started_at=start,
                                     parent_session_id=parent)
        archive.append_many(sid, [
            {"role": "user" if i % 2 == 0 else "assistant",
             "content": sentence(rng, 150 if i % 2 == 0 else 600), "timestamp": start + i}
            for i in range(messages)])
        if n % 5 == 0:
            archive.end_session(sid, "compression", ended_at=start + messages)
        last, long_session = sid, long_session or sid
    return archive, long_session, last


def timed(call: Callable[[], dict[str, Any]], runs: int) -> tuple[list[float], list[int]]:
    times, sizes = [], []
    for _ in range(runs):
        started = time.perf_counter()
        answer = call()
        times.append((time.perf_counter() - started) * 1000)
        if not answer.get("success"):
            raise SystemExit(f"call failed: {answer}")
        sizes.append(answer_chars(answer))
    return times, sizes


def report(name: str, times: list[float], sizes: list[int]) -> None:
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
    print(f"| {name} | {statistics.median(times):.1f} ms | {p95:.1f} ms | "
          f"{int(statistics.median(sizes)):,} | {max(sizes):,} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=2_000)
    parser.add_argument("--messages", type=int, default=50)
    parser.add_argument("--runs", type=int, default=100)
    options = parser.parse_args()
    rng = random.Random(5)
    with tempfile.TemporaryDirectory() as tmp:
        started = time.perf_counter()
        archive, long_session, current = build(Path(tmp) / "state.db", options.sessions,
                                               options.messages)
        built = time.perf_counter() - started
        print(f"machine: {platform.system()} {platform.release()} {platform.machine()}, "
              f"{os.cpu_count()} CPUs, Python {platform.python_version()}")
        print(f"archive: {options.sessions:,} sessions, {archive.count_messages():,} messages,"
              f" built in {built:.1f} s\n")
        print("| shape | median | p95 | answer chars median | answer chars max |")
        print("|---|---|---|---|---|")
        search = SessionSearchTool(archive, current)

        def question() -> str:
            return "how did we fix the " + " ".join(rng.sample(WORDS, rng.randint(2, 4))) + "?"

        for limit in (3, 10):
            report(f"discover, limit {limit}",
                   *timed(lambda limit=limit: search({"query": question(), "limit": limit}),
                          options.runs))
        with ScriptedLLMServer(default="Asked: x. Done: y.") as server:
            summarizing = SessionSearchTool(archive, current,
                                            LLMSummarizer(server.client(max_retries=0)))
            report("summarise, limit 3 (instant scripted model)",
                   *timed(lambda: summarizing({"query": question()}), options.runs))
        report("browse (10)", *timed(lambda: search({}), options.runs))
        report(f"read ({options.messages} messages: head + tail)",
               *timed(lambda: search({"session_id": long_session}), options.runs))
        ids = [m.id for m in archive.messages(long_session)]
        report("scroll (window 5)",
               *timed(lambda: search({"session_id": long_session,
                                      "around_message_id": rng.choice(ids)}), options.runs))
        archive.close()


if __name__ == "__main__":
    main()
