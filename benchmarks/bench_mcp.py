"""Round-trip latency through the stdio MCP server, as an MCP client sees it.

Starts ``keepmind mcp`` as a subprocess on a temp home and drives it with the official MCP
client (the initialize handshake, as Claude Code, Cursor and Codex connect). The home's
archive is first filled like ``bench_session_search.py`` does (default 2,000 sessions of 50
messages: 100,000 messages). Each sample is one ``call_tool`` from the client's side:
JSON-RPC over the pipes, the SDK on both ends, a worker thread, the library call.

- ``memory`` add: a new entry each time, durable (scan, lock, fsync, rename, journal); the
  entry is removed again after each sample (not timed) so the store stays small;
- ``session_search`` discover: questions of 2-4 content words, limit 3;
- ping: the transport and SDK alone, for comparison;
- connect: from starting the process to the end of the handshake (a fresh process each).

    python benchmarks/bench_mcp.py [--sessions 2000] [--messages 50] [--runs 200]
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import tempfile
import time
import warnings
from collections.abc import Awaitable, Callable
from pathlib import Path

import anyio
from mcp import Client, MCPDeprecationWarning, StdioServerParameters

from bench_session_search import WORDS, build

SERVER = [sys.executable, "-m", "keepmind.cli.main", "mcp"]
warnings.filterwarnings("ignore", "ping is removed", MCPDeprecationWarning)  # legacy on purpose


def params(home: Path) -> StdioServerParameters:
    return StdioServerParameters(command=SERVER[0], args=[*SERVER[1:], "--home", str(home)],
                                 env=dict(os.environ))


async def timed(call: Callable[[int], Awaitable[object]], runs: int) -> list[float]:
    times = []
    for n in range(runs):
        started = time.perf_counter()
        await call(n)
        times.append((time.perf_counter() - started) * 1000)
    return times


def report(name: str, times: list[float]) -> None:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    print(f"| {name} | {len(times)} | {statistics.median(ordered):.1f} ms | {p95:.1f} ms |")


async def measure(home: Path, runs: int) -> None:
    rng = random.Random(7)
    async with Client(params(home), mode="legacy", read_timeout_seconds=60) as client:
        for _ in range(5):
            await client.send_ping()
            await client.call_tool("session_search", {"query": "warm up the index"})

        async def add(n: int) -> None:
            result = await client.call_tool("memory", {
                "action": "add", "target": "memory",
                "content": f"Benchmark note {n}: the staging proxy needs header X-Trace-{n}"})
            if result.is_error:
                raise SystemExit(f"memory add failed: {result.structured_content}")

        async def search(n: int) -> None:
            question = "how did we fix the " + " ".join(rng.sample(WORDS, rng.randint(2, 4)))
            result = await client.call_tool("session_search", {"query": question})
            if result.is_error:
                raise SystemExit(f"session_search failed: {result.structured_content}")

        async def ping(n: int) -> None:
            await client.send_ping()

        adds: list[float] = []
        for n in range(runs):
            adds += await timed(lambda _, n=n: add(n), 1)
            await client.call_tool("memory", {"action": "remove", "target": "memory",
                                              "old_text": f"Benchmark note {n}:"})
        report("`memory` add", adds)
        report("`session_search` discover, limit 3", await timed(search, runs))
        report("ping (transport and SDK only)", await timed(ping, runs))

    async def connect(n: int) -> None:
        async with Client(params(home), mode="legacy", read_timeout_seconds=60):
            pass

    report("connect: start `keepmind mcp` + handshake", await timed(connect, 5))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=2_000)
    parser.add_argument("--messages", type=int, default=50)
    parser.add_argument("--runs", type=int, default=200)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        home.mkdir()
        archive, _, _ = build(home / "state.db", options.sessions, options.messages)
        count = archive.count_messages()
        archive.close()
        print(f"machine: {platform.system()} {platform.release()} {platform.machine()}, "
              f"{os.cpu_count()} CPUs, Python {platform.python_version()}, "
              f"load average {os.getloadavg()[0]:.1f}")
        print(f"archive: {options.sessions:,} sessions, {count:,} messages\n")
        print("| round trip through `keepmind mcp` (stdio) | n | median | p95 |")
        print("|---|---|---|---|")
        anyio.run(measure, home, options.runs)


if __name__ == "__main__":
    main()
