"""keepmind.Memory as a context manager: leaving the ``with`` block closes the archive's
database connection; ``close`` is safe to call twice."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import keepmind


def _open_fds_on(path: Path) -> list[str]:
    fd_dir = Path("/proc/self/fd")
    if not fd_dir.is_dir():
        pytest.skip("needs /proc to see open descriptors")
    found = []
    for fd in fd_dir.iterdir():
        try:
            target = os.readlink(fd)
        except OSError:
            continue
        if target.startswith(str(path)):
            found.append(target)
    return found


def test_leaving_the_with_block_closes_the_archive_connection(isolated_home: Path) -> None:
    with keepmind.open(isolated_home) as mem:
        assert isinstance(mem, keepmind.Memory)
        mem.archive.create_session("s1")
        db = mem.home.state_db
        assert _open_fds_on(db), "the archive holds the database open inside the block"
    assert _open_fds_on(db) == []


def test_the_with_block_closes_even_when_it_raises(isolated_home: Path) -> None:
    with pytest.raises(RuntimeError, match="boom"), keepmind.open(isolated_home) as mem:
        mem.archive.create_session("s1")
        db = mem.home.state_db
        raise RuntimeError("boom")
    assert _open_fds_on(db) == []


def test_close_twice_is_harmless_and_a_memory_never_opened_has_nothing_to_close(
    isolated_home: Path,
) -> None:
    mem = keepmind.open(isolated_home)
    assert mem.close() == [] and mem.close() == []
    assert not mem.home.state_db.exists(), "closing does not open the archive to close it"


def test_memory_writes_made_inside_the_block_are_on_disk_after_it(isolated_home: Path) -> None:
    with keepmind.open(isolated_home) as mem:
        mem.memory.add("Project uses uv")
    with keepmind.open(isolated_home) as again:
        assert again.memory.entries == ["Project uses uv"]
