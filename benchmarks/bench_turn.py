"""keepmind's own cost per conversation turn, and how much of each prompt a provider's
prompt cache can reuse.

1. Overhead: before_turn + recording the user and assistant messages + after_turn, without
   any model, in a home whose archive already holds --archived messages; once with no
   provider and once with a recall-every-turn FakeProvider (prefetch on the caller's thread,
   sync on the background worker).
2. Cacheable prefix: a --turns long conversation through the reference agent against the
   scripted server (recall every turn, one memory write, compression allowed). For each
   request: the share of its prompt bytes (system prompt + messages, as JSON) that equals
   the start of the previous request, i.e. what a prefix cache can serve.

    python benchmarks/bench_turn.py [--archived 100000] [--turns 40] [--rounds 400]
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import tempfile
import time
from pathlib import Path

import keepmind
from keepmind.agent import Agent
from keepmind.compression.summary import SUMMARY_INSTRUCTIONS
from keepmind.config import CompressionSettings, LLMSettings, Settings
from keepmind.providers import MemoryManager
from keepmind.testing import FakeProvider, RecordedRequest, Reply, ScriptedLLMServer

WORDS = ["deploy", "gateway", "port", "config", "retry", "cache", "token", "build", "docker",
         "kube", "postgres", "index", "latency", "memory", "session", "skill", "release",
         "branch", "review", "queue", "worker", "metric", "alert"]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def fill_archive(mem: keepmind.Memory, count: int) -> None:
    per_session = 100
    for start in range(0, count, per_session):
        sid = mem.archive.create_session(source="bench")
        batch = [{"role": "user" if i % 2 == 0 else "assistant",
                  "content": " ".join(WORDS[(start + i * 7 + k) % len(WORDS)] for k in range(24))}
                 for i in range(min(per_session, count - start))]
        mem.archive.append_many(sid, batch)


def overhead(mem: keepmind.Memory, manager: MemoryManager, rounds: int) -> list[float]:
    session = mem.session(platform="bench", manager=manager)
    timings = []
    for i in range(rounds):
        user = f"turn {i}: how do we {WORDS[i % len(WORDS)]} the {WORDS[(i * 3) % len(WORDS)]}?"
        answer = f"To {WORDS[i % len(WORDS)]} it, run the usual pipeline. " * 4
        start = time.perf_counter()
        sent = session.before_turn(user)
        session.record({"role": "user", "content": sent})
        session.record({"role": "assistant", "content": answer})
        session.after_turn(user, answer)
        timings.append((time.perf_counter() - start) * 1000)
    manager.flush_pending(30)
    session.end("exit")
    return timings


def common_prefix(a: bytes, b: bytes) -> int:
    n = min(len(a), len(b))
    lo, hi = 0, n
    while lo < hi:  # binary search on equal prefixes
        mid = (lo + hi + 1) // 2
        if a[:mid] == b[:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def responder(request: RecordedRequest) -> Reply:
    messages = request.messages
    if messages and messages[0].get("content") == SUMMARY_INSTRUCTIONS:
        return Reply.text("## Goal\n- benchmark\n## Decisions\n- none")
    last = messages[-1]
    if last.get("role") == "tool":
        return Reply.text("saved")
    text = str(last.get("content", ""))
    if text.startswith("turn 3 "):
        return Reply.tool_call("memory", {"action": "add", "target": "user",
                                          "content": "User benchmarks on Mondays"})
    return Reply.text("answer " + "detail " * 30)


def cache_prefix(turns: int) -> list[tuple[int, float, bool]]:
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(llm=LLMSettings(context_window=12_000),
                            compression=CompressionSettings(protect_last_n=6))
        mem = keepmind.open(Path(tmp), settings=settings)
        with ScriptedLLMServer(responder=responder) as server:
            agent = Agent(mem.session(manager=MemoryManager([FakeProvider(
                recall_each_turn=True)])), server.client())
            for turn in range(turns):
                agent.send(f"turn {turn} question about the gateway " + "words " * 10)
            requests = [r for r in server.chat_requests
                        if r.messages[0].get("content") != SUMMARY_INSTRUCTIONS]
    shares = []
    previous = b""
    for index, request in enumerate(requests):
        body = b"".join(json.dumps(m, ensure_ascii=False).encode("utf-8") + b"\n"
                        for m in request.messages)
        prefix = common_prefix(previous, body)
        shares.append((index, prefix / len(body), prefix < len(previous)))
        previous = body
    return shares


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--archived", type=int, default=100_000)
    parser.add_argument("--turns", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=400)
    args = parser.parse_args()
    print(f"machine: {platform.machine()} python {platform.python_version()} "
          f"{platform.system()} {platform.release()}")
    with tempfile.TemporaryDirectory() as tmp:
        mem = keepmind.open(Path(tmp))
        start = time.perf_counter()
        fill_archive(mem, args.archived)
        print(f"archive filled with {args.archived:,} messages in "
              f"{time.perf_counter() - start:.1f}s")
        results: dict[str, list[float]] = {}
        for label, providers in (("no provider", []), ("FakeProvider", [FakeProvider(
                recall_each_turn=True)])):
            manager = MemoryManager(providers)
            results[label] = overhead(mem, manager, args.rounds)
            manager.shutdown(10)
    print(f"overhead per turn (before_turn + 2 archived messages + after_turn), "
          f"n={args.rounds}, target: median < 5 ms")
    for label, values in results.items():
        print(f"  {label:13} median {statistics.median(values):.3f} ms   "
              f"p95 {percentile(values, 0.95):.3f} ms")
    shares = cache_prefix(args.turns)
    print(f"cacheable prefix of each request's prompt bytes ({len(shares)} requests, "
          f"{args.turns} turns):")
    for index, share, broke in shares:
        mark = "  <- not an extension of the previous request" if broke and index else ""
        print(f"  request {index:3}: {share * 100:5.1f}%{mark}")
    values = [share for index, share, _ in shares if index > 0]
    print(f"  mean {statistics.mean(values) * 100:.1f}%   median "
          f"{statistics.median(values) * 100:.1f}%   (first request excluded: nothing cached)")


if __name__ == "__main__":
    main()
