"""journal.jsonl rotation on real files: the journal stays small, the segments keep every
write, crash recovery and undo keep working, and concurrent writers lose nothing."""

from __future__ import annotations

import gzip
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from keepmind._fs import file_lock
from keepmind.memory import BoundedMemory, Journal
from keepmind.memory.entries import parse
from processes import run_in_processes


def _stores(root: Path, rotate_bytes: int = 4096, keep: int = 5
            ) -> tuple[Journal, BoundedMemory, BoundedMemory]:
    journal = Journal(root / "journal.jsonl", rotate_bytes=rotate_bytes, keep_records=keep)
    memory = BoundedMemory(root / "MEMORY.md", 100_000, target="memory", journal=journal)
    user = BoundedMemory(root / "USER.md", 100_000, target="user", journal=journal)
    return journal, memory, user


def test_the_journal_rotates_into_private_segments_and_history_keeps_every_write(
    tmp_path: Path,
) -> None:
    journal, memory, user = _stores(tmp_path)
    ids = [user.add("prefers short answers").record.id]
    ids += [memory.add(f"fact number {i} " + "x" * 80).record.id for i in range(60)]
    segments = journal.segments()
    assert segments, "60 writes of ~3 KB text each must have rotated a 4 KB journal"
    assert all(s.stat().st_mode & 0o777 == 0o600 for s in segments)
    # The journal holds at most what one rotation keeps plus the lines since: never all.
    assert len(list(journal.records())) < 20
    assert [r.id for r in journal.history()] == ids
    for segment in segments:
        assert gzip.decompress(segment.read_bytes()).count(b"\n") > 0


def test_each_stores_newest_line_survives_rotation_so_recovery_still_works(
    tmp_path: Path,
) -> None:
    journal, memory, user = _stores(tmp_path, keep=3)
    user.add("the only user write")
    for i in range(60):
        memory.add(f"fact {i} " + "y" * 90)
    assert journal.segments()
    fresh = Journal(journal.path)
    assert (last_user := fresh.latest("user")) is not None
    assert last_user.text == user.path.read_text("utf-8")
    # A power cut that emptied the renamed file (inode and mtime kept): rolled forward.
    st_before = os.stat(user.path)
    user.path.write_bytes(b"")
    os.utime(user.path, ns=(st_before.st_atime_ns, st_before.st_mtime_ns))
    reopened = BoundedMemory(user.path, 100_000, target="user", journal=fresh)
    assert reopened.recover()
    assert reopened.entries == ["the only user write"]


def test_undo_reaches_back_at_least_keep_records_writes_after_a_rotation(
    tmp_path: Path,
) -> None:
    journal, memory, _ = _stores(tmp_path, keep=5)
    for i in range(40):
        memory.add(f"entry {i} " + "z" * 90)
    assert journal.segments()
    for i in reversed(range(35, 40)):
        memory.undo()
        assert f"entry {i} " + "z" * 90 not in memory.entries
    assert len(memory.entries) == 35


def test_a_crash_between_writing_the_segment_and_replacing_the_journal_loses_nothing(
    tmp_path: Path,
) -> None:
    journal, memory, _ = _stores(tmp_path, rotate_bytes=10**9)
    ids = [memory.add(f"entry {i}").record.id for i in range(10)]
    # What the rotation's first step leaves: a segment of every line, the journal as it was.
    (tmp_path / "journal.20260101T000000000000Z.jsonl.gz").write_bytes(
        gzip.compress(journal.path.read_bytes()))
    ids.append(memory.add("after the crash").record.id)
    assert [r.id for r in journal.history()] == ids


def test_a_torn_segment_does_not_hide_the_journal(tmp_path: Path) -> None:
    journal, memory, _ = _stores(tmp_path, rotate_bytes=10**9)
    ids = [memory.add(f"entry {i}").record.id for i in range(3)]
    whole = gzip.compress(b"".join(b'{"id":"old-%d","ts":"t","target":"memory","action":"add"}\n'
                                   % i for i in range(50)))
    (tmp_path / "journal.20250101T000000000000Z.jsonl.gz").write_bytes(whole[: len(whole) // 2])
    assert [r.id for r in journal.history()][-3:] == ids


def test_a_rotation_that_cannot_take_the_lock_leaves_the_write_committed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    journal, memory, _ = _stores(tmp_path, rotate_bytes=2048, keep=1)
    memory.add("first " + "w" * 3000)
    # Over 2 KB, but all of it is what a rotation keeps: declined.
    assert journal.segments() == []
    rotate = journal.rotate

    def rotate_while_another_writer_holds_the_journal() -> bool:
        with file_lock(journal.lock_path):  # another descriptor: a writer elsewhere
            return rotate()

    monkeypatch.setattr(journal, "rotate", rotate_while_another_writer_holds_the_journal)
    result = memory.add("second " + "w" * 3000)
    assert journal.segments() == []  # rotation gave up waiting for the lock
    monkeypatch.undo()
    assert "second " + "w" * 3000 in memory.entries
    assert journal.latest("memory") == result.record
    memory.add("third")
    assert len(journal.segments()) == 1
    assert len(list(journal.records())) == 1


def _add_many(root: str, worker: int, count: int) -> None:
    _, memory, _ = _stores(Path(root), rotate_bytes=3000, keep=4)
    for i in range(count):
        memory.add(f"worker {worker} entry {i}")


def test_four_processes_writing_across_rotations_lose_no_write(tmp_path: Path) -> None:
    run_in_processes(_add_many, [(str(tmp_path), w, 40) for w in range(4)])
    journal, memory, _ = _stores(tmp_path)
    expected = {f"worker {w} entry {i}" for w in range(4) for i in range(40)}
    assert set(parse(memory.path.read_text("utf-8"))) == expected
    history = list(journal.history())
    assert len(journal.segments()) > 1
    assert sorted(added for r in history for added in r.added) == sorted(expected)
    assert len({r.id for r in history}) == len(history) == 160
    assert journal.latest("memory") is not None
    assert journal.latest("memory").text == memory.path.read_text("utf-8")  # type: ignore[union-attr]


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["memory", "user"]), st.integers(0, 400)),
                min_size=1, max_size=40),
       st.integers(1, 6), st.integers(600, 5000))
def test_any_sequence_of_writes_keeps_history_and_each_stores_latest(
    writes: list[tuple[str, int]], keep: int, rotate_bytes: int,
) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        journal, memory, user = _stores(Path(tmp), rotate_bytes=rotate_bytes, keep=keep)
        stores = {"memory": memory, "user": user}
        ids = []
        for n, (target, size) in enumerate(writes):
            ids.append(stores[target].add(f"write {n} " + "v" * size).record.id)
        assert [r.id for r in journal.history()] == ids
        fresh = Journal(journal.path)
        for target, store in stores.items():
            latest = fresh.latest(target)
            if any(t == target for t, _ in writes):
                assert latest is not None and latest.text == store.path.read_text("utf-8")
            else:
                assert latest is None
