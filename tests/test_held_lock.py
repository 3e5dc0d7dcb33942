"""``_fs.HeldLock``: a lock file whose descriptor stays open between holds must exclude
exactly as a lock opened per hold does: other threads, other processes, a forked child,
and a holder of a lock file recreated after someone deleted it."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

import keepmind
from keepmind._fs import HeldLock, LockUnavailable, file_lock
from keepmind.memory import Journal

HOLD_IN_OTHER_PROCESS = """
import sys, time
from pathlib import Path
from keepmind._fs import file_lock
with file_lock(Path(sys.argv[1])):
    print("held", flush=True)
    sys.stdin.readline()
"""


def _other_process_holding(path: Path) -> subprocess.Popen[str]:
    proc = subprocess.Popen([sys.executable, "-c", HOLD_IN_OTHER_PROCESS, str(path)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "held"
    return proc


def _release(proc: subprocess.Popen[str]) -> None:
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.close()
    proc.wait(timeout=30)
    proc.stdout.close()


def test_holds_are_reentrant_in_a_thread_and_keep_one_descriptor(tmp_path: Path) -> None:
    lock = HeldLock(tmp_path / "x.lock")
    with lock.hold():
        first = lock._fd
        with lock.hold(timeout=0.01):  # the same thread again: no wait, no new descriptor
            assert lock._fd == first
    with lock.hold():
        assert lock._fd == first, "the descriptor is kept between holds"
    lock.close()
    assert lock._fd is None


def test_another_thread_waits_while_it_is_held(tmp_path: Path) -> None:
    lock = HeldLock(tmp_path / "x.lock")
    outcome: list[str] = []

    def other() -> None:
        try:
            with lock.hold(timeout=0.2):
                outcome.append("acquired")
        except LockUnavailable:
            outcome.append("refused")

    with lock.hold():
        thread = threading.Thread(target=other)
        thread.start()
        thread.join()
    assert outcome == ["refused"]
    thread = threading.Thread(target=other)
    thread.start()
    thread.join()
    assert outcome == ["refused", "acquired"]
    lock.close()


def test_another_process_excludes_it_and_is_excluded(tmp_path: Path) -> None:
    path = tmp_path / "x.lock"
    lock = HeldLock(path)
    with lock.hold():
        pass  # the descriptor is open, the lock released
    proc = _other_process_holding(path)
    try:
        with pytest.raises(LockUnavailable), lock.hold(timeout=0.2):
            pass
    finally:
        _release(proc)
    with lock.hold(timeout=5), pytest.raises(LockUnavailable), file_lock(path, timeout=0.2):
        pass
    lock.close()


def test_a_lock_file_deleted_and_recreated_by_another_holder_is_not_shared(
    tmp_path: Path,
) -> None:
    path = tmp_path / "x.lock"
    lock = HeldLock(path)
    with lock.hold():
        pass
    path.unlink()  # someone cleans up; another writer makes a new lock file and holds it
    proc = _other_process_holding(path)
    try:
        with pytest.raises(LockUnavailable), lock.hold(timeout=0.3):
            pass  # locking the deleted file's descriptor alone would have "succeeded"
    finally:
        _release(proc)
    with lock.hold(timeout=5):
        assert (os.fstat(lock._fd or -1).st_ino) == path.stat().st_ino
    lock.close()


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork on this system")
def test_a_forked_child_does_not_share_the_parents_lock(tmp_path: Path) -> None:
    lock = HeldLock(tmp_path / "x.lock")
    with lock.hold():
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: the parent holds the lock, so the child must not get it
            code = 0
            try:
                with lock.hold(timeout=0.3):
                    code = 1
            except LockUnavailable:
                code = 0
            os.write(write, bytes([code]))
            os._exit(0)
        os.close(write)
        answer = os.read(read, 1)
        os.close(read)
        os.waitpid(pid, 0)
    assert answer == b"\x00", "the child took a lock its parent held"
    lock.close()


def test_the_descriptor_is_closed_when_the_lock_is_collected(tmp_path: Path) -> None:
    lock = HeldLock(tmp_path / "x.lock")
    with lock.hold():
        fd = lock._fd
    assert fd is not None
    os.fstat(fd)
    del lock
    gc.collect()
    with pytest.raises(OSError):
        os.fstat(fd)


def test_a_symlinked_lock_path_is_refused(tmp_path: Path) -> None:
    victim = tmp_path / "victim"
    victim.write_text("keep")
    (tmp_path / "x.lock").symlink_to(victim)
    with pytest.raises(LockUnavailable, match="symbolic link"), \
            HeldLock(tmp_path / "x.lock").hold():
        pass
    assert victim.read_text() == "keep"


def test_closing_a_memory_closes_the_lock_its_writes_kept_open(tmp_path: Path) -> None:
    mem = keepmind.open(tmp_path / "home")
    mem.memory.add("a fact")
    journal = mem.journal
    assert isinstance(journal, Journal)
    fd = journal._lock._fd
    assert fd is not None
    os.fstat(fd)
    mem.close()
    assert journal._lock._fd is None
    with pytest.raises(OSError):
        os.fstat(fd)
