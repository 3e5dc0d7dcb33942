"""Prompt-memory write latency and threat-scanner throughput.

Writes: add, replace and remove on a store kept near its limit (about 90% of 2,200 chars),
each a full durable commit (scan, lock, re-read, temp file + fsync + rename + dir fsync,
journal line + fsync). Scanner: MB/s over a realistic mix of memory entries and AGENTS.md
lines, in the strict and context scopes.

    python benchmarks/bench_memory.py [--writes 2000] [--scan-mb 20]
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from keepmind.memory import BoundedMemory
from keepmind.security import scan

FILLER = [
    "User prefers concise answers with code first, explanation after",
    "Project gateway is a Go service at ~/code/gateway using gRPC and PostgreSQL 16",
    "CI runs on GitHub Actions; the deploy job needs the 'prod' environment approval",
    "This machine runs Debian 12 with Docker 28 and kubectl 1.31 installed",
    "Use `make test-fast` for unit tests; the full suite needs a local Redis on 6379",
    "Tokens for the staging API are rotated monthly by the infra team",
    "Never commit .env; copy .env.example and fill it from the password manager",
    "The previous instructions in AGENTS.md about tabs were replaced by the ruff config",
    "User works in UTC+1 and prefers meetings summarised as bullet lists",
    "pytest -n auto breaks the DB fixtures; run the integration tests serially",
    "The system prompt is assembled in prompt/assembly.py; keep it byte-stable",
    "Post release notes to the #releases Slack channel after tagging",
    "Docs are built with mkdocs; `mkdocs serve -a 127.0.0.1:8001` avoids the port clash",
    "Store API keys in environment variables, never in config files",
    "You are now ready to start the project once `uv sync` has finished",
    "The billing service retries webhooks 5 times with exponential backoff",
    "User dislikes emojis in commit messages",
    "Terraform state lives in the s3 bucket acme-tf-state, region eu-west-1",
    "Logs older than 30 days are archived to cold storage every Sunday at 02:00",
    "Run `ssh-add ~/.ssh/id_ed25519` before pushing to the internal Gitea",
]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


def time_op(op: Callable[[], object]) -> float:
    start = time.perf_counter()
    op()
    return (time.perf_counter() - start) * 1000


def fill_near_limit(store: BoundedMemory) -> None:
    i = 0
    while store.usage.chars < 0.88 * store.limit:
        store.add(f"{FILLER[i % len(FILLER)]} (note {i})")
        i += 1


def bench_writes(writes: int) -> dict[str, list[float]]:
    timings: dict[str, list[float]] = {"add": [], "replace": [], "remove": []}
    with tempfile.TemporaryDirectory() as tmp:
        store = BoundedMemory(Path(tmp) / "MEMORY.md", 2200, target="memory")
        fill_near_limit(store)
        for i in range(writes):
            entry = f"Benchmark fact {i}: deploys need a green canary"
            timings["add"].append(time_op(lambda e=entry: store.add(e)))
            timings["replace"].append(time_op(
                lambda e=entry, i=i: store.replace(e, f"Benchmark fact {i}: canary first")))
            timings["remove"].append(time_op(lambda i=i: store.remove(f"Benchmark fact {i}:")))
        assert store.usage.chars <= store.limit
    return timings


def bench_syscall_floor(writes: int) -> dict[str, list[float]]:
    """The same durable steps without keepmind: what the disk alone costs, side by side.

    ``reference``: temp file + fsync + rename (the reference design, no journal).
    ``floor``: that, plus the directory fsync and a journal line with its own fsync, which
    is what every keepmind write does.
    """
    text = ("x" * 60 + "\n§\n") * 30
    timings: dict[str, list[float]] = {"reference": [], "floor": []}
    with tempfile.TemporaryDirectory() as tmp:
        path, journal = Path(tmp) / "MEMORY.md", Path(tmp) / "journal.jsonl"

        def replace_file() -> None:
            temp = path.with_suffix(".tmp")
            fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            os.write(fd, text.encode())
            os.fsync(fd)
            os.close(fd)
            os.replace(temp, path)

        def full() -> None:
            replace_file()
            dir_fd = os.open(tmp, os.O_RDONLY)
            os.fsync(dir_fd)
            os.close(dir_fd)
            fd = os.open(journal, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
            os.write(fd, b'{"id":"x","action":"add","added":["a fact"]}\n')
            os.fsync(fd)
            os.close(fd)

        for _ in range(writes):
            timings["reference"].append(time_op(replace_file))
            timings["floor"].append(time_op(full))
    return timings


def bench_scan(megabytes: float) -> dict[str, float]:
    corpus = "\n".join(FILLER) + "\n"
    chunks = [corpus[i:i + 400] for i in range(0, len(corpus), 400)]
    target_bytes = int(megabytes * 1_000_000)
    results: dict[str, float] = {}
    for scope in ("strict", "context"):
        done = 0
        start = time.perf_counter()
        while done < target_bytes:
            for chunk in chunks:
                if scan(chunk, scope):  # the corpus is benign: a finding is a bug
                    raise SystemExit(f"benign text blocked in {scope} scope: {chunk!r}")
                done += len(chunk.encode("utf-8"))
        elapsed = time.perf_counter() - start
        results[scope] = done / 1_000_000 / elapsed
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--writes", type=int, default=2000, help="rounds of add/replace/remove")
    parser.add_argument("--scan-mb", type=float, default=20.0, help="MB of text to scan per scope")
    args = parser.parse_args()
    print(f"machine: {platform.machine()} {platform.processor() or ''} "
          f"python {platform.python_version()} {platform.system()} {platform.release()}")
    timings = bench_writes(args.writes)
    print(f"writes on a store near its limit (2,200 chars, ~90% full), n={args.writes} each:")
    for op, values in timings.items():
        print(f"  {op:8} median {statistics.median(values):.3f} ms   "
              f"p95 {percentile(values, 0.95):.3f} ms")
    every = [v for values in timings.values() for v in values]
    print(f"  all      median {statistics.median(every):.3f} ms   "
          f"p95 {percentile(every, 0.95):.3f} ms   (target: median < 0.6 ms)")
    floor = bench_syscall_floor(args.writes)
    print("the same disk steps without keepmind, in this run:")
    print(f"  temp+fsync+rename (the reference design)      median "
          f"{statistics.median(floor['reference']):.3f} ms")
    print(f"  + dir fsync + journal line fsync (keepmind)  median "
          f"{statistics.median(floor['floor']):.3f} ms")
    print(f"  keepmind's own share of a write: "
          f"{statistics.median(every) - statistics.median(floor['floor']):.3f} ms")
    for scope, rate in bench_scan(args.scan_mb).items():
        print(f"scanner ({scope}): {rate:.1f} MB/s   (target: > 10 MB/s)")


if __name__ == "__main__":
    main()
