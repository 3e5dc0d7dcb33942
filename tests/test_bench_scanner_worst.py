"""``bench_scanner.py --worst NAME``: one adversarial megabyte timed alone in both scopes, and
against a git revision in one process, so that a worst-case figure is a command."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "benchmarks" / "bench_scanner.py"


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(BENCH), *args],
                          capture_output=True, text=True, timeout=600)


def test_one_megabyte_alone_in_both_scopes() -> None:
    result = _run("--worst", "one letter", "--worst", "brackets", "--rounds", "1")
    assert result.returncode == 0, result.stderr
    lines = [line.split() for line in result.stdout.splitlines() if " now " in line]
    assert [" ".join(line[:line.index("now")]) for line in lines] == [
        "one letter strict", "one letter context", "brackets strict", "brackets context"]
    assert all(float(line[-2]) > 0 for line in lines)
    assert "corpus tune" not in result.stdout and "before" not in result.stdout


def test_against_a_revision_both_trees_are_timed() -> None:
    result = _run("--worst", "one letter", "--old", "HEAD", "--rounds", "1")
    assert result.returncode == 0, result.stderr
    rows = [line for line in result.stdout.splitlines() if "now/before" in line]
    assert len(rows) == 2
    for row in rows:
        match = re.search(r"now +(\d+\.\d+) s +before +(\d+\.\d+) s +now/before "
                          r"(\d+\.\d+)x$", row)
        assert match, row
        assert all(float(value) >= 0 for value in match.groups())
        assert float(match[3]) > 0


def test_an_unknown_name_lists_the_known_ones() -> None:
    result = _run("--worst", "no such text")
    assert result.returncode == 1
    assert "unknown adversarial megabyte 'no such text'" in result.stderr
    assert "'one letter'" in result.stderr and "Traceback" not in result.stderr
