"""The PostgreSQL tests skip with a reason where no server binaries exist, and fail instead
when ``KEEPMIND_REQUIRE_POSTGRES=1`` (as in CI), so they can never be skipped silently."""

from __future__ import annotations

import os
import subprocess
import sys
import time
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


ORPHAN = """
import os, sys
sys.path.insert(0, sys.argv[1])
import postgres_server
cluster = postgres_server.Cluster(postgres_server.find_binaries())
print(cluster.root, flush=True)
os.kill(os.getpid(), 9)  # killed before stop(): its server keeps running
"""


def test_a_cluster_whose_test_run_was_killed_is_stopped_and_deleted_by_the_next() -> None:
    import postgres_server

    if postgres_server.find_binaries() is None:
        pytest.skip("no PostgreSQL server binaries")
    done = subprocess.run([sys.executable, "-c", ORPHAN, str(ROOT / "tests")],
                          capture_output=True, text=True, timeout=120, check=False)
    root = Path(done.stdout.strip())
    assert done.returncode == -9 and root.is_dir(), done.stderr
    server = int((root / "data" / "postmaster.pid").read_text().split()[0])
    os.kill(server, 0)  # running, ownerless
    assert root in postgres_server.reap_orphans()
    assert not root.exists()
    for _ in range(100):  # the server exits within moments of its immediate shutdown
        try:
            os.kill(server, 0)
        except ProcessLookupError:
            break
        time.sleep(0.05)
    else:
        pytest.fail(f"postgres {server} still runs")
    assert root not in postgres_server.reap_orphans()


def test_a_cluster_whose_owner_lives_or_is_unknown_is_left_alone(tmp_path: Path) -> None:
    import postgres_server

    mine, unknown = tmp_path / "keepmind-pg-mine", tmp_path / "keepmind-pg-unknown"
    for root in (mine, unknown):
        (root / "data").mkdir(parents=True)
    (mine / "owner.pid").write_text(str(os.getpid()))
    assert postgres_server.reap_orphans(tmp_path) == []
    assert mine.is_dir() and unknown.is_dir()
