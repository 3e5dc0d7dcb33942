"""Start-up cost of the commands an agent or a user runs most: the Claude Code hook, which
runs on every prompt, ``keepmind --version`` and ``keepmind memory show``.

Each command runs as a new process, as the console script runs it (``from
keepmind.cli.main import run; run()``), on this tree and, side by side, on the code of git
revision ``--old`` (a ``git archive`` copy, put first on PYTHONPATH), interleaved run by
run so both see the same load. The home holds a dozen memory entries. Reported: the
median and the 90th percentile of wall time over ``--runs`` runs, and the interpreter's
floor (``python -c pass``: this machine's site-packages have a start-up .pth of their own)
and that floor without ``site`` (``python -S -c pass``).

- ``hook SessionStart`` (warm): the hook's stdin JSON on stdin; the rendered snapshot file
  is current, which is the case at every start but the first after memory changed.
- ``hook SessionStart (warm, as connected)``: the same through the command ``keepmind
  connect`` writes, ``python -P -S .../keepmind/cli/hook_main.py``, which starts without
  ``site`` (the old revision runs its console-script form, as it would be connected).
- ``hook SessionStart`` (cold): the snapshot file removed before each run, so the
  snapshot is rendered and every entry scanned.
- The old revision has no ``hook`` command: it rejects it after importing its whole
  command tree, which is what any of its commands cost before doing anything.

    python benchmarks/bench_startup.py [--runs 30] [--old 43b0887]
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
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RUN = "import sys; sys.argv[0] = 'keepmind'; from keepmind.cli.main import run; run()"
ENTRIES = [
    "User prefers concise answers with code first, explanation after",
    "Project gateway is a Go service at ~/code/gateway using gRPC and PostgreSQL 16",
    "CI runs on GitHub Actions; the deploy job needs the 'prod' environment approval",
    "Use `make test-fast` for unit tests; the full suite needs a local Redis on 6379",
    "Never commit .env; copy .env.example and fill it from the password manager",
    "pytest -n auto breaks the DB fixtures; run the integration tests serially",
    "Docs are built with mkdocs; `mkdocs serve -a 127.0.0.1:8001` avoids the port clash",
    "The billing service retries webhooks 5 times with exponential backoff",
    "Terraform state lives in the s3 bucket acme-tf-state, region eu-west-1",
]
USER_ENTRIES = ["User works in UTC+1", "User dislikes emojis in commit messages",
                "User is called Ada"]
HOOK_INPUT = json.dumps({"session_id": "bench", "transcript_path": "/nonexistent.jsonl",
                         "cwd": "/tmp", "hook_event_name": "SessionStart",
                         "source": "startup"})


def old_tree(revision: str, into: Path) -> Path:
    """The source of ``revision`` unpacked under ``into``; returns its src directory."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", revision, "src"],
                             capture_output=True, check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into / "src"


def timed(argv: list[str], env: dict[str, str], stdin: str | None = None) -> float:
    start = time.perf_counter()
    subprocess.run(argv, input=stdin, env=env, capture_output=True, text=True, check=False)
    return time.perf_counter() - start


def prepare_home(home: Path, env: dict[str, str]) -> None:
    for target, entries in (("memory", ENTRIES), ("user", USER_ENTRIES)):
        for entry in entries:
            subprocess.run([sys.executable, "-c", RUN, "memory", "add", "-t", target, entry],
                           env=env, capture_output=True, check=True)


def summary(values: list[float]) -> str:
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]
    return f"{statistics.median(values) * 1000:7.1f} ms (p90 {p90 * 1000:6.1f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--old", default="43b0887", help="git revision to compare with")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        home = base / "home"
        trees = {"new": ROOT / "src", "old": old_tree(args.old, base / "old")}
        envs = {name: {**os.environ, "PYTHONPATH": str(src), "KEEPMIND_HOME": str(home),
                       "HOME": str(base)} for name, src in trees.items()}
        prepare_home(home, envs["new"])
        snapshot_file = home / "memories" / "snapshot.json"
        python = [sys.executable, "-c", RUN]
        hook = ["hook", "claude-code", "SessionStart"]
        connected = {"new": [sys.executable, "-P", "-S",
                             str(trees["new"] / "keepmind" / "cli" / "hook_main.py"),
                             *hook[1:]],
                     "old": python + hook}
        cases: list[tuple[str, dict[str, list[str]], str | None, bool]] = [
            ("hook claude-code SessionStart (warm)", {t: python + hook for t in trees},
             HOOK_INPUT, False),
            ("  the same, as connected (python -S)", connected, HOOK_INPUT, False),
            ("hook claude-code SessionStart (cold)", {t: python + hook for t in trees},
             HOOK_INPUT, True),
            ("--version", {t: python + ["--version"] for t in trees}, None, False),
            ("memory show", {t: python + ["memory", "show"] for t in trees}, None, False),
        ]
        times: dict[tuple[str, str], list[float]] = {}
        floors: dict[str, list[float]] = {"python -c pass": [], "python -S -c pass": []}
        for _name, argvs, stdin, _cold in cases:  # warm-up: caches, the snapshot file
            for tree in trees:
                timed(argvs[tree], envs[tree], stdin)
        for _ in range(args.runs):
            floors["python -c pass"].append(timed([sys.executable, "-c", "pass"], envs["new"]))
            floors["python -S -c pass"].append(
                timed([sys.executable, "-S", "-c", "pass"], envs["new"]))
            for name, argvs, stdin, cold in cases:
                for tree in trees:
                    if cold and tree == "new":
                        snapshot_file.unlink(missing_ok=True)
                    times.setdefault((name, tree), []).append(
                        timed(argvs[tree], envs[tree], stdin))
        for argv in (python + hook, connected["new"]):
            warm = subprocess.run(argv, input=HOOK_INPUT, env=envs["new"],
                                  capture_output=True, text=True, check=True).stdout
            assert "additionalContext" in warm and ENTRIES[0] in warm, warm

    load = os.getloadavg() if hasattr(os, "getloadavg") else (0.0, 0.0, 0.0)
    print(f"machine: {platform.platform()}, {os.cpu_count()} CPUs, Python "
          f"{platform.python_version()}, load average {load[0]:.1f} {load[1]:.1f} "
          f"{load[2]:.1f} at the end; {args.runs} runs each, interleaved")
    for label, floor in floors.items():
        print(f"interpreter floor ({label}): {summary(floor)}")
    print(f"{'command':40} {'old ' + args.old:>26} {'new':>26}  new/old")
    for name, *_ in cases:
        old, new = times[(name, "old")], times[(name, "new")]
        ratio = statistics.median(new) / statistics.median(old)
        print(f"{name:40} {summary(old):>26} {summary(new):>26}  {ratio:5.2f}x")


if __name__ == "__main__":
    main()
