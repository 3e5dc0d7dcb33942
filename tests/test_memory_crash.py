"""Prompt-memory writes under crashes: a process killed at each step of a commit, and a
power cut simulated on disk, then the store reopened.

The journal line is the commit point: a write killed before it is not committed (the file
and journal are as before), a write killed after it is, and reopening rolls the file
forward. Everything is real: subprocesses that end with ``os._exit`` at a named step,
real files, the real journal.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

import keepmind
from keepmind import _fs
from keepmind.errors import NothingToUndo
from keepmind.memory import BoundedMemory, Journal
from keepmind.memory import store as store_module
from keepmind.memory.entries import dedupe, join, parse

CRASHING_WRITER = """
import os, sys
from pathlib import Path
from keepmind.memory import BoundedMemory
from keepmind.memory import store as store_module

path, step, action, arg = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
store = BoundedMemory(Path(path), 10_000, target="memory")

def crash(name):
    if name == step:
        os._exit(9)

store_module._on_step = crash
getattr(store, action)(arg)
os._exit(0)
"""


def _run_crashing(path: Path, step: str, action: str, arg: str) -> int:
    done = subprocess.run([sys.executable, "-c", CRASHING_WRITER, str(path), step, action, arg],
                          timeout=60, capture_output=True)
    return done.returncode


def _journal(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in Journal(path).lines()]


@pytest.fixture
def seeded(tmp_path: Path) -> BoundedMemory:
    store = BoundedMemory(tmp_path / "MEMORY.md", 10_000, target="memory")
    store.add("first fact")
    store.add("second fact")
    return store


def test_a_write_killed_before_its_journal_line_is_not_committed_and_leaves_nothing(
    seeded: BoundedMemory,
) -> None:
    before = seeded.read_bytes()
    assert _run_crashing(seeded.path, "temp-written", "add", "lost fact") == 9
    spare = Path(_fs.spare_name(seeded.path))
    assert b"lost fact" in spare.read_bytes(), "the kill left the spare filled, unused"
    reopened = BoundedMemory(seeded.path, 10_000, target="memory")
    assert reopened.recover() is False
    assert reopened.read_bytes() == before
    assert len(_journal(reopened.journal.path)) == 2
    reopened.add("third fact")
    assert reopened.entries == ["first fact", "second fact", "third fact"]
    assert not [p for p in seeded.path.parent.iterdir() if p.name.endswith(".tmp")]


def test_a_write_killed_after_its_journal_line_is_rolled_forward_on_reopen(
    seeded: BoundedMemory,
) -> None:
    before = seeded.read_bytes()
    assert _run_crashing(seeded.path, "journaled", "add", "committed fact") == 9
    assert seeded.path.read_bytes() == before, "the kill came before the rename"
    reopened = BoundedMemory(seeded.path, 10_000, target="memory")
    assert reopened.recover() is True
    assert reopened.entries == ["first fact", "second fact", "committed fact"]
    assert _journal(reopened.journal.path)[-1]["text"] == reopened.read_text()
    assert not [p for p in seeded.path.parent.iterdir() if p.name.endswith(".tmp")]
    assert not (seeded.path.parent / "backups").exists(), "the old bytes were journaled"
    reopened.undo()
    assert reopened.entries == ["first fact", "second fact"]


def test_a_write_killed_after_its_rename_needs_no_repair(seeded: BoundedMemory) -> None:
    assert _run_crashing(seeded.path, "renamed", "remove", "first") == 9
    reopened = BoundedMemory(seeded.path, 10_000, target="memory")
    assert reopened.recover() is False
    assert reopened.entries == ["second fact"]
    assert _journal(reopened.journal.path)[-1]["action"] == "remove"


SWAP_THEN_DIE = """
import os, sys
from pathlib import Path
from keepmind import _fs
from keepmind.memory import BoundedMemory

swap = _fs._swap_names
def swap_then_die(a, b):
    if swap(a, b):
        os._exit(9)
    return False
_fs._swap_names = swap_then_die
BoundedMemory(Path(sys.argv[1]), 10_000, target="memory").add(sys.argv[2])
os._exit(0)
"""


@pytest.mark.skipif(_fs._renameat2 is None, reason="no renameat2 on this system")
def test_a_write_killed_right_after_the_name_swap_is_whole_and_the_old_file_is_the_spare(
    seeded: BoundedMemory,
) -> None:
    before = seeded.read_bytes()
    done = subprocess.run([sys.executable, "-c", SWAP_THEN_DIE, str(seeded.path), "swapped"],
                          timeout=60, capture_output=True)
    assert done.returncode == 9, done.stderr
    spare = Path(_fs.spare_name(seeded.path))
    assert spare.read_bytes() == before, "the replaced file, kept as the next spare"
    reopened = BoundedMemory(seeded.path, 10_000, target="memory")
    assert reopened.recover() is False
    assert reopened.entries == ["first fact", "second fact", "swapped"]
    reopened.add("next")
    assert reopened.entries == ["first fact", "second fact", "swapped", "next"]
    assert b"next" not in spare.read_bytes(), "the spare again holds the replaced text"
    assert not [p for p in seeded.path.parent.iterdir() if p.name.endswith(".tmp")]
    assert not (seeded.path.parent / "backups").exists()


@pytest.mark.parametrize("swap", [True, False], ids=["name-swap", "plain-rename"])
def test_the_file_in_place_is_the_journaled_temp_file_whichever_rename_is_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, swap: bool,
) -> None:
    if not swap:
        monkeypatch.setattr(_fs, "_renameat2", None)
    elif _fs._renameat2 is None:
        pytest.skip("no renameat2 on this system")
    store = BoundedMemory(tmp_path / "MEMORY.md", 10_000, target="memory")
    for i in range(3):
        record = store.add(f"fact {i}").record
        st = store.path.stat()
        assert record.stat is not None and record.stat.matches(st)
    spare = [".MEMORY.md.spare"] if swap else []  # a rename uses the spare up
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        *spare, "MEMORY.md", "journal.jsonl", "journal.jsonl.lock"]
    assert BoundedMemory(store.path, 10_000, target="memory").recover() is False


def test_the_name_swap_declines_a_missing_target_and_the_rename_creates_it(
    tmp_path: Path,
) -> None:
    tmp_name, _ = _fs.write_spare(tmp_path / "NEW.md", b"new", mode=0o600)
    assert _fs._swap_names(tmp_name, str(tmp_path / "NEW.md")) is False
    _fs.swap_in(tmp_name, tmp_path / "NEW.md")
    assert [p.name for p in tmp_path.iterdir()] == ["NEW.md"]
    assert (tmp_path / "NEW.md").read_bytes() == b"new"


def test_the_next_write_rolls_a_crashed_write_forward_before_applying_itself(
    seeded: BoundedMemory,
) -> None:
    assert _run_crashing(seeded.path, "journaled", "remove", "second") == 9
    later = BoundedMemory(seeded.path, 10_000, target="memory")
    later.add("after the crash")
    assert later.entries == ["first fact", "after the crash"]


def test_keepmind_open_recovers_a_memory_file_left_behind_by_a_crash(
    isolated_home: Path,
) -> None:
    with keepmind.open(isolated_home) as mem:
        mem.memory.add("kept fact")
        path = mem.memory.path
    assert _run_crashing(path, "journaled", "add", "acknowledged in the journal") == 9
    assert b"acknowledged" not in path.read_bytes()
    with keepmind.open(isolated_home) as mem:
        assert mem.memory.entries == ["kept fact", "acknowledged in the journal"]


def _keep_inode_and_mtime(path: Path, data: bytes) -> None:
    """Overwrite ``path`` in place and put its mtime back: what a power cut can leave,
    the rename durable but the file's data lost."""
    st = path.stat()
    with path.open("r+b") as handle:
        handle.truncate(0)
        handle.write(data)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))


def test_a_file_emptied_by_a_power_cut_is_rolled_forward(seeded: BoundedMemory) -> None:
    committed = seeded.read_bytes()
    _keep_inode_and_mtime(seeded.path, b"")
    reopened = BoundedMemory(seeded.path, 10_000, target="memory")
    assert reopened.recover() is True
    assert reopened.read_bytes() == committed


def test_a_file_zero_filled_by_a_power_cut_is_rolled_forward_and_the_bytes_kept(
    seeded: BoundedMemory,
) -> None:
    committed = seeded.read_bytes()
    _keep_inode_and_mtime(seeded.path, b"\0" * len(committed))
    reopened = BoundedMemory(seeded.path, 10_000, target="memory")
    result = reopened.add("third fact")
    assert reopened.entries == ["first fact", "second fact", "third fact"]
    assert result.backup is not None and result.backup.read_bytes() == b"\0" * len(committed)


def test_a_hand_edit_is_never_mistaken_for_a_crash(seeded: BoundedMemory) -> None:
    hand = b"first fact\n\xa7\nmy own note"  # Latin-1 '§': not the delimiter in UTF-8
    seeded.path.write_bytes(hand)
    st = seeded.path.stat()
    os.utime(seeded.path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))
    assert seeded.recover() is False
    assert seeded.read_bytes() == hand
    result = seeded.add("new fact")
    assert result.backup is not None and result.backup.read_bytes() == hand
    assert seeded.entries == ["first fact\n\ufffd\nmy own note", "new fact"]


def test_one_fsync_per_write_not_three(seeded: BoundedMemory, tmp_path: Path) -> None:
    """Count fsyncs with strace when it is installed; the design's promise, measured."""
    import shutil

    strace = shutil.which("strace")
    if strace is None:
        pytest.skip("strace is not installed")
    script = ("import sys; from pathlib import Path; from keepmind.memory import BoundedMemory;"
              "s = BoundedMemory(Path(sys.argv[1]), 10_000, target='memory');"
              "[s.add(f'fact {i}') for i in range(10)]")
    log = tmp_path / "strace.log"
    subprocess.run([strace, "-f", "-e", "trace=fsync,fdatasync", "-o", str(log),
                    sys.executable, "-c", script, str(seeded.path)], check=True, timeout=120)
    syncs = [line for line in log.read_text("utf-8").splitlines()
             if "fsync(" in line or "fdatasync(" in line]
    assert len(syncs) == 10


class _Crash(BaseException):
    """Raised by the step hook: the commit stops there, as if the process had died."""


class CrashingWrites(RuleBasedStateMachine):
    """Random adds, removes and undos, some cut off at a random step; after each, a fresh
    store on the same files (a reopened process) must agree with a model of what was
    committed, and the file must be the journal's newest text."""

    def __init__(self) -> None:
        super().__init__()
        self.tmp = tempfile.TemporaryDirectory()
        self.path = Path(self.tmp.name) / "MEMORY.md"
        self.model: list[str] = []
        self.history: list[tuple[str, list[str], list[str]]] = []  # (kind, added, removed)
        self.undone: set[int] = set()

    def teardown(self) -> None:
        store_module._on_step = None
        self.tmp.cleanup()

    def _store(self) -> BoundedMemory:
        return BoundedMemory(self.path, 100_000, target="memory")

    def _commit(self, new: list[str], kind: str, undoes: int | None = None) -> None:
        added = [e for e in new if e not in self.model]
        removed = [e for e in self.model if e not in new]
        self.history.append((kind, added, removed))
        if undoes is not None:
            self.undone.add(undoes)
        self.model = new

    def _run(self, step: str | None, write: object) -> bool:
        """Run ``write`` with a crash at ``step``; True when the write counts as committed."""
        def hook(name: str) -> None:
            if name == step:
                raise _Crash(name)

        store_module._on_step = hook
        try:
            assert callable(write)
            write()
        except _Crash:
            return step != "temp-written"
        finally:
            store_module._on_step = None
        return True

    @initialize()
    def start(self) -> None:
        self._store().add("seed")
        self._commit(["seed"], "add")

    @rule(word=st.sampled_from(["alpha", "beta", "gamma", "delta", "eps"]),
          step=st.sampled_from([None, None, "temp-written", "journaled", "renamed"]))
    def add(self, word: str, step: str | None) -> None:
        if word in self.model:
            return
        store = self._store()
        if self._run(step, lambda: store.add(word)):
            self._commit([*self.model, word], "add")

    @precondition(lambda self: len(self.model) > 0)
    @rule(index=st.integers(0, 10),
          step=st.sampled_from([None, "temp-written", "journaled", "renamed"]))
    def remove(self, index: int, step: str | None) -> None:
        victim = self.model[index % len(self.model)]
        store = self._store()
        if self._run(step, lambda: store.remove(victim)):
            self._commit([e for e in self.model if e != victim], "remove")

    @rule(step=st.sampled_from([None, "temp-written", "journaled"]))
    def undo(self, step: str | None) -> None:
        target = next((i for i in reversed(range(len(self.history)))
                       if self.history[i][0] != "undo" and i not in self.undone), None)
        store = self._store()
        if target is None:
            try:
                store.undo()
            except NothingToUndo:
                return
            raise AssertionError("undo succeeded with nothing left to undo")
        _, added, removed = self.history[target]
        expected = dedupe([e for e in self.model if e not in set(added)] + removed)
        if self._run(step, store.undo):
            self._commit(expected, "undo", undoes=target)

    @invariant()
    def reopened_store_matches_what_was_committed(self) -> None:
        store = self._store()
        store.recover()
        assert store.entries == self.model
        latest = Journal(store.journal.path).latest("memory")
        assert latest is not None and latest.text == store.read_text() == join(self.model)
        assert parse(store.read_text()) == self.model


CrashingWrites.TestCase.settings = settings(
    max_examples=25, stateful_step_count=12, deadline=None,
    suppress_health_check=[HealthCheck.too_slow])
test_random_writes_undos_and_crashes_never_lose_a_committed_write = CrashingWrites.TestCase


def test_restoring_the_previous_text_by_hand_is_an_edit_not_a_crash(
    seeded: BoundedMemory,
) -> None:
    before_last = b"first fact"
    seeded.path.write_bytes(before_last)  # e.g. git checkout of the earlier file
    st = seeded.path.stat()
    os.utime(seeded.path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))
    assert seeded.recover() is False
    seeded.add("third fact")
    assert seeded.entries == ["first fact", "third fact"]
