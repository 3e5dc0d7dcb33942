"""The code stays lint-clean and type-clean: ruff over the source, tests and benchmarks, and
mypy (strict, as configured in pyproject.toml) over the package.

Both tools come from the dev extra, pinned to one minor series there, since a new series
may add checks and turn a clean tree red without a change of ours.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run_tool(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=600
    )


def test_ruff_finds_nothing() -> None:
    result = run_tool("ruff", "check", "--no-cache", "src", "tests", "benchmarks")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_finds_nothing(tmp_path: Path) -> None:
    result = run_tool("mypy", "--cache-dir", str(tmp_path / "mypy"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Success" in result.stdout
