"""The PostgreSQL tests skip with a reason where no server binaries exist, and fail instead
when ``KEEPMIND_REQUIRE_POSTGRES=1`` (as in CI), so they can never be skipped silently."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TEST = "tests/test_archive_contract.py::test_a_blank_database_is_migrated_once"


def _run(tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if k != "KEEPMIND_REQUIRE_POSTGRES"}
    environ.update(KEEPMIND_PG_BIN=str(tmp_path / "no-server"), **env)
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-rs", "-p",
                           "no:cacheprovider", TEST], cwd=ROOT, env=environ,
                          capture_output=True, text=True, timeout=300, check=False)


@pytest.mark.parametrize("required", [False, True])
def test_missing_binaries_skip_with_the_reason_unless_required(
        tmp_path: Path, required: bool) -> None:
    env = {"KEEPMIND_REQUIRE_POSTGRES": "1"} if required else {}
    result = _run(tmp_path, **env)
    out = result.stdout
    assert "1 passed" in out, out  # the SQLite side runs either way
    if required:
        assert result.returncode == 1 and "1 error" in out
        assert "KEEPMIND_REQUIRE_POSTGRES=1 but no PostgreSQL server binaries" in out
    else:
        assert result.returncode == 0 and "1 skipped" in out
        assert "no PostgreSQL server binaries (initdb, pg_ctl, postgres)" in out
