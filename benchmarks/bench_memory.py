"""Prompt-memory write latency and threat-scanner throughput.

Writes: add, replace and remove on a store kept near its limit (about 90% of 2,200 chars),
each a full durable commit (scan, lock, re-read, temp file, journal line + fsync as the
commit point, the temp file swapped into place). Side by side, in the same run: the bare
syscalls of the reference design (temp file + fsync + rename), which is the target's
floor, and with ``--old REV``
the same writes on the code of git revision REV (run from a ``git archive`` copy in a
subprocess). Scanner: MB/s over a realistic mix of memory entries and AGENTS.md lines, in
the strict and context scopes.

    python benchmarks/bench_memory.py [--writes 2000] [--scan-mb 20] [--old 4b923ce]
"""

from __future__ import annotations

import argparse
import io
import json
import os
import platform
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from keepmind import _fs
from keepmind.memory import BoundedMemory, Journal, JournalRecord
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


class WriteBench:
    """add, replace and remove rounds on one store near its limit, in a temp directory."""

    def __init__(self, where: str | None = None) -> None:
        self._tmp = tempfile.TemporaryDirectory(dir=where)
        self.store = BoundedMemory(Path(self._tmp.name) / "MEMORY.md", 2200, target="memory")
        fill_near_limit(self.store)
        self.done = 0

    def run(self, rounds: int) -> dict[str, list[float]]:
        store = self.store
        timings: dict[str, list[float]] = {"add": [], "replace": [], "remove": []}
        for i in range(self.done, self.done + rounds):
            entry = f"Benchmark fact {i}: deploys need a green canary"
            timings["add"].append(time_op(lambda e=entry: store.add(e)))
            timings["replace"].append(time_op(
                lambda e=entry, i=i: store.replace(e, f"Benchmark fact {i}: canary first")))
            timings["remove"].append(time_op(lambda i=i: store.remove(f"Benchmark fact {i}:")))
        self.done += rounds
        assert store.usage.chars <= store.limit
        return timings

    def close(self) -> None:
        self._tmp.cleanup()


class FloorBench:
    """The durable steps without keepmind: what the disk alone costs, side by side.

    ``reference``: temp file + fsync + rename (the reference design; the target's floor).
    ``padded``: the spare file overwritten in place (``_fs.write_spare``), journal line
    written into the journal's zero padding + fdatasync (``_fs.write_line_preallocated``),
    then the names swapped (``_fs.swap_in``; the replaced file is the next spare): what a
    keepmind write does now.
    ``appended``: the same with the line appended + fsync (before the padding).
    ``three_fsyncs``: temp file + fsync + rename + directory fsync + journal line + fsync
    (what a keepmind write did before the journal became the commit point).
    """

    def __init__(self, where: str | None = None) -> None:
        self._tmp = tempfile.TemporaryDirectory(dir=where)
        self.dir = self._tmp.name
        self.path = Path(self.dir) / "MEMORY.md"
        self.journal = Path(self.dir) / "journal.jsonl"
        self.padded_journal = Path(self.dir) / "padded.jsonl"
        self._end: _fs.LineEnd | None = None
        self.temp = self.path.with_suffix(".tmp")
        self.text = (("x" * 60 + "\n§\n") * 30).encode()
        self.line = ('{"id":"x","action":"add","added":["a fact"],"text":"' + "x" * 2000
                     + '"}\n').encode()

    def _write_temp(self) -> None:
        fd = os.open(self.temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.write(fd, self.text)
        os.fsync(fd)
        os.close(fd)

    def _journal_line(self) -> None:
        fd = os.open(self.journal, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        os.write(fd, self.line)
        os.fsync(fd)
        os.close(fd)

    def reference(self) -> None:
        self._write_temp()
        os.replace(self.temp, self.path)

    def padded(self) -> None:
        spare, _ = _fs.write_spare(self.path, self.text, mode=0o600)
        self._end = _fs.write_line_preallocated(self.padded_journal, self.line.decode(),
                                                hint=self._end)
        _fs.swap_in(spare, self.path)

    def appended(self) -> None:
        spare, _ = _fs.write_spare(self.path, self.text, mode=0o600)
        self._journal_line()
        _fs.swap_in(spare, self.path)

    def three_fsyncs(self) -> None:
        self.reference()
        dir_fd = os.open(self.dir, os.O_RDONLY)
        os.fsync(dir_fd)
        os.close(dir_fd)
        self._journal_line()

    def run(self, rounds: int) -> dict[str, list[float]]:
        steps = {"reference": self.reference, "padded": self.padded,
                 "appended": self.appended, "three_fsyncs": self.three_fsyncs}
        timings: dict[str, list[float]] = {name: [] for name in steps}
        order = list(steps.items())
        for r in range(rounds):
            # rotated each round: a step run just after a rename pays that rename's
            # metadata commit (~0.2 ms here), so each step follows each other equally often
            for name, step in order[r % len(order):] + order[:r % len(order)]:
                timings[name].append(time_op(step))
        return timings

    def close(self) -> None:
        self._tmp.cleanup()


class OldWriteBench:
    """``WriteBench`` on the code of git revision ``rev``: a ``git archive`` copy driven in
    a subprocess (``--serve-writes``), one chunk of rounds per request, so its rounds
    interleave with this run's under the same machine load."""

    def __init__(self, rev: str, where: str | None = None) -> None:
        root = Path(__file__).resolve().parent.parent
        archive = subprocess.run(["git", "-C", str(root), "archive", rev, "src/keepmind"],
                                 check=True, capture_output=True).stdout
        self._tmp = tempfile.TemporaryDirectory()
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(self._tmp.name, filter="data")
        env = {**os.environ, "PYTHONPATH": str(Path(self._tmp.name) / "src")}
        where_args = ["--dir", where] if where else []
        self.proc = subprocess.Popen([sys.executable, __file__, "--serve-writes", *where_args],
                                     env=env,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def run(self, rounds: int) -> dict[str, list[float]]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(f"{rounds}\n")
        self.proc.stdin.flush()
        timings: dict[str, list[float]] = json.loads(self.proc.stdout.readline())
        return timings

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=60)
        self._tmp.cleanup()


def serve_writes(where: str | None) -> None:
    bench = WriteBench(where)
    for line in sys.stdin:
        print(json.dumps(bench.run(int(line))), flush=True)
    bench.close()


def interleaved(benches: dict[str, WriteBench | OldWriteBench | FloorBench], rounds: int,
                chunk: int = 20) -> dict[str, dict[str, list[float]]]:
    """Run every bench for ``rounds`` rounds, ``chunk`` rounds at a time in turn."""
    results: dict[str, dict[str, list[float]]] = {name: {} for name in benches}
    done = 0
    while done < rounds:
        step = min(chunk, rounds - done)
        for name, bench in benches.items():
            for op, values in bench.run(step).items():
                results[name].setdefault(op, []).extend(values)
        done += step
    return results


class _AppendedJournal(Journal):
    """The journal as it was before its padding: each line appended with ``O_APPEND`` and
    fsynced (``_fs.append_line_durable``); the rest of ``Journal`` unchanged."""

    def append(self, record: JournalRecord) -> None:
        line = record.to_json()
        with self.locked():
            end = _fs.append_line_durable(self.path, line)
        self._remember(record, line, end)


def bench_journal(rounds: int, where: str | None) -> dict[str, float]:
    """Median write (add, replace, remove) through the padded journal and through the
    appended one, on two stores, in alternating chunks of 20 rounds (rotation off in both,
    so both measure the commit alone)."""
    stores, tmps = {}, []
    for name, kind in (("padded", Journal), ("appended", _AppendedJournal)):
        tmp = tempfile.TemporaryDirectory(dir=where)
        tmps.append(tmp)
        directory = Path(tmp.name)
        store = BoundedMemory(directory / "MEMORY.md", 2200, target="memory",
                              journal=kind(directory / "journal.jsonl", rotate_bytes=1 << 40))
        fill_near_limit(store)
        stores[name] = store
    timings: dict[str, list[float]] = {name: [] for name in stores}
    for chunk in range(max(1, rounds // 20)):
        order = list(stores.items())
        for name, store in order if chunk % 2 else order[::-1]:
            for i in range(chunk * 20, chunk * 20 + 20):
                entry = f"Benchmark fact {i}: deploys need a green canary"
                timings[name].append(time_op(lambda s=store, e=entry: s.add(e)))
                timings[name].append(time_op(
                    lambda s=store, e=entry, i=i: s.replace(e, f"Benchmark fact {i}: canary")))
                timings[name].append(time_op(
                    lambda s=store, i=i: s.remove(f"Benchmark fact {i}:")))
    for tmp in tmps:
        tmp.cleanup()
    return {name: statistics.median(values) for name, values in timings.items()}


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


def report(label: str, timings: dict[str, list[float]]) -> float:
    print(label)
    for op, values in timings.items():
        print(f"  {op:8} median {statistics.median(values):.3f} ms   "
              f"p95 {percentile(values, 0.95):.3f} ms")
    every = [v for values in timings.values() for v in values]
    print(f"  all      median {statistics.median(every):.3f} ms   "
          f"p95 {percentile(every, 0.95):.3f} ms")
    return statistics.median(every)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--writes", type=int, default=2000, help="rounds of add/replace/remove")
    parser.add_argument("--scan-mb", type=float, default=20.0, help="MB of text to scan per scope")
    parser.add_argument("--old", metavar="REV", help="also time the writes of git revision REV")
    parser.add_argument("--dir", help="folder for the stores and the bare sequences (default: "
                        "the system temp folder; /dev/shm, where fsync is free, leaves "
                        "keepmind's own CPU work)")
    parser.add_argument("--serve-writes", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve_writes:  # the --old subprocess
        serve_writes(args.dir)
        return
    print(f"machine: {platform.machine()} {platform.processor() or ''} "
          f"python {platform.python_version()} {platform.system()} {platform.release()}")
    benches: dict[str, WriteBench | OldWriteBench | FloorBench] = {"new": WriteBench(args.dir)}
    if args.old:
        benches["old"] = OldWriteBench(args.old, args.dir)
    benches["floor"] = FloorBench(args.dir)
    try:
        results = interleaved(benches, args.writes)
    finally:
        for bench in benches.values():
            bench.close()
    print(f"(each measured {args.writes} rounds, interleaved 20 rounds at a time)")
    new = report("writes on a store near its limit (2,200 chars, ~90% full):", results["new"])
    if args.old:
        old = report(f"the same writes on revision {args.old}:", results["old"])
        print(f"  old/new: {old / new:.2f}x")
    floor = results["floor"]
    reference = statistics.median(floor["reference"])
    print("the same disk steps without keepmind:")
    print(f"  temp+fsync+rename (the reference design, the floor)  median {reference:.3f} ms")
    print(f"  spare, padded journal line+fdatasync, swap (now)     median "
          f"{statistics.median(floor['padded']):.3f} ms")
    print(f"  spare, appended journal line+fsync, swap (unpadded)  median "
          f"{statistics.median(floor['appended']):.3f} ms")
    print(f"  temp+fsync+rename+dir fsync+journal fsync (before)   median "
          f"{statistics.median(floor['three_fsyncs']):.3f} ms")
    verdict = "met" if new <= reference + 0.1 else "NOT met"
    print(f"target: median write <= floor + 0.1 ms = {reference + 0.1:.3f} ms: {verdict} "
          f"({new:.3f} ms)")
    journal = bench_journal(args.writes, args.dir)
    print(f"the same writes through the padded journal and the appended one (before the "
          f"padding): {journal['padded']:.3f} vs {journal['appended']:.3f} ms "
          f"({journal['appended'] / journal['padded']:.2f}x)")
    for scope, rate in bench_scan(args.scan_mb).items():
        print(f"scanner ({scope}): {rate:.1f} MB/s   (target: > 10 MB/s)")


if __name__ == "__main__":
    main()
