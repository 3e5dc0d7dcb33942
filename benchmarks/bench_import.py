"""Cost of importing a Claude Code transcript, first time and again: what a hook that
re-imports the transcript at every session end or compaction pays.

Writes a synthetic transcript of N turns (a user line, an assistant line with a tool call
and a tool result line each; default 2,000 turns, 6,000 lines) in a temp dir, then times
against a fresh archive file each run: the first import, a re-import of the unchanged
file (the cursor's hash only), and a re-import after appending 10 turns (read from the
cursor). Prints medians and the machine.

    python benchmarks/bench_import.py [--turns 2000] [--runs 7]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import tempfile
import time
from pathlib import Path

from keepmind.archive import SessionArchive
from keepmind.importers.claude_code import import_transcript

SESSION = "9a9a9a9a-0000-4000-8000-000000000001"


def turn(n: int) -> list[dict[str, object]]:
    base = {"sessionId": SESSION, "cwd": "/home/dev/bench", "isSidechain": False,
            "timestamp": f"2026-03-02T09:{n // 60 % 60:02d}:{n % 60:02d}.000Z"}
    text = f"Step {n}: check the build log and fix the failing test number {n} " * 3
    return [
        {**base, "type": "user", "uuid": f"u{n}", "message": {"role": "user", "content": text}},
        {**base, "type": "assistant", "uuid": f"a{n}", "message": {
            "role": "assistant", "model": "claude-sonnet-4-5", "content": [
                {"type": "text", "text": "Running the tests."},
                {"type": "tool_use", "id": f"t{n}", "name": "Bash",
                 "input": {"command": f"pytest -k test_{n}"}}]}},
        {**base, "type": "user", "uuid": f"r{n}", "message": {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": f"t{n}",
             "content": f"1 passed in 0.{n % 90 + 10}s\n" * 20}]}},
    ]


def write(path: Path, turns: range) -> None:
    with path.open("a", encoding="utf-8") as out:
        for n in turns:
            for entry in turn(n):
                out.write(json.dumps(entry) + "\n")


def seconds(archive: SessionArchive, transcript: Path) -> float:
    start = time.perf_counter()
    import_transcript(archive, transcript)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--turns", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    first, unchanged, appended = [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        for run in range(args.runs):
            transcript = Path(tmp) / f"t{run}.jsonl"
            write(transcript, range(args.turns))
            with SessionArchive.open(Path(tmp) / f"state{run}.db") as archive:
                first.append(seconds(archive, transcript))
                unchanged.append(seconds(archive, transcript))
                write(transcript, range(args.turns, args.turns + 10))
                appended.append(seconds(archive, transcript))
        size = transcript.stat().st_size
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} CPUs, "
          f"Python {platform.python_version()}")
    print(f"transcript: {args.turns} turns, {args.turns * 3} lines, {size / 1e6:.1f} MB; "
          f"medians of {args.runs} runs")
    print(f"first import:          {statistics.median(first) * 1000:8.1f} ms")
    print(f"re-import, unchanged:  {statistics.median(unchanged) * 1000:8.1f} ms")
    print(f"re-import, +10 turns:  {statistics.median(appended) * 1000:8.1f} ms")


if __name__ == "__main__":
    main()
