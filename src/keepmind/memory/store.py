"""BoundedMemory: one prompt-memory file (MEMORY.md or USER.md) kept within its budget.

Invariants:
- A write never takes the file over its limit (a hand-overfilled file may only shrink).
- Every write: fields checked first (``edits.check``: text, valid Unicode; content that
  could never fit is refused before the scan), then the threat scan, then under the
  journal's lock (``journal.jsonl.lock``, 0600, a symlink refused: one lock for the
  stores that share a journal, its descriptor kept open) re-read the file, roll it
  forward if a crash left it behind the journal, apply the edit to what is on disk, back
  up (exact bytes, 0600) a file edited by hand into a form the tool would not reproduce
  (drift), write the new text into the store's spare file (``.<file>.spare``, the file
  the previous write replaced, overwritten in place), append the journal line (the commit
  point, the write's one sync) and swap the spare into place without syncing it. Temp
  files a crashed writer (or an older version) left are deleted by a store's first
  write, by a write that rolls a crash forward, and by ``recover()``: never by listing
  the directory on every write.
- After a crash at any instant, the file is either what the newest journal line of this
  store committed or the file that line replaced, untouched (after a power cut either may
  have lost its content but keeps its inode and mtime); the next write or ``recover()``
  (``keepmind.open`` calls it) rolls those forward to the committed text. Anything else
  on disk is a hand edit, kept and handled as drift, never overwritten unsaved. So an
  acknowledged write is never lost and the journal, the file and ``undo`` agree.
- A store is bound to its path when constructed; it never re-resolves the environment.
- ``on_commit`` (optional) is told of each committed write while the lock is still held,
  so in commit order: how the entry metadata (``meta``) learns who wrote what.
- With ``accepted_file``, the store keeps the acceptances of findings there
  (``memory.acceptances``, written under the same journal lock; ``PromptStore`` says how
  they are used); without it, granting one is refused.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from keepmind._fs import (
    LockUnavailable,
    atomic_write_bytes,
    fsync_dir,
    read_with_stat,
    remove_stale_temps,
    stale_temps,
    swap_in,
    write_spare,
)
from keepmind.errors import LockError, MemoryStoreError
from keepmind.memory.acceptances import AcceptanceBook
from keepmind.memory.base import Change, PromptStore, WriteResult
from keepmind.memory.entries import Usage, join, parse
from keepmind.memory.journal import FileState, Journal, JournalRecord, digest, new_record
from keepmind.security.guard import RULES_ALONE, Guard

BACKUP_DIR = "backups"
FILE_MODE = 0o600

# Called with the name of each step of a commit ("temp-written", "journaled", "renamed");
# the crash tests set it to end the process at that step. None in normal use.
_on_step: Callable[[str], None] | None = None


@dataclass(frozen=True)
class _OnDisk:
    data: bytes
    stat: os.stat_result | None


class BoundedMemory(PromptStore):
    """The entries of one file at ``path`` under a character ``limit`` (the edits, the
    scan and ``undo`` are ``PromptStore``'s)."""

    def __init__(
        self,
        path: Path,
        limit: int,
        *,
        target: str,
        journal: Journal | None = None,
        lock_timeout: float = 10.0,
        on_commit: Callable[[WriteResult], None] | None = None,
        guard: Guard = RULES_ALONE,
        accepted_file: Path | None = None,
    ) -> None:
        self.path = path
        self.guard = guard
        self.limit = limit
        self.target = target
        self._journal = journal or Journal(path.parent / "journal.jsonl")
        self.lock_path = self._journal.lock_path  # one lock for the stores of a journal
        self.lock_timeout = lock_timeout
        self._swept = False  # temp files a crashed writer left, deleted by our first write
        # told of each committed write while the lock is still held, so in commit order;
        # it must not raise (the write is committed whatever it does)
        self.on_commit = on_commit
        # the acceptances of findings (``memory.acceptances``), written under the journal's
        # lock; none without ``accepted_file``
        if accepted_file is not None:
            self.acceptances = AcceptanceBook(accepted_file, self._journal.locked)

    @property
    def location(self) -> str:
        return str(self.path)

    @property
    def journal(self) -> Journal:
        return self._journal

    # reading -----------------------------------------------------------------------------
    def read_bytes(self) -> bytes:
        """The file's bytes as they are ('' when it does not exist)."""
        return self._load().data

    def read_text(self) -> str:
        """The file as text; bytes that are not UTF-8 read as U+FFFD."""
        return self.read_bytes().decode("utf-8", errors="replace")

    def _load(self) -> _OnDisk:
        # fstat before reading, on the same descriptor: a hand edit landing in between
        # then shows as a changed mtime, never as our own file with foreign bytes.
        found = read_with_stat(self.path)
        return _OnDisk(b"", None) if found is None else _OnDisk(*found)

    def recover(self) -> bool:
        """Roll the file forward to the newest journaled write if a crash left it behind;
        returns whether it did. A hand-edited file is left alone (the next write backs it
        up), and temp files a crashed writer left are deleted. Takes the lock only when
        there is something to repair or delete. Raises LockError."""
        if not stale_temps(self.path) and self._rollback_target(self._load()) is None:
            return False
        try:
            with self.journal.locked(timeout=self.lock_timeout):
                remove_stale_temps(self.path)
                before = self._load()
                return self._reconcile(before)[0] is not before
        except LockUnavailable as exc:
            raise LockError(str(exc)) from exc

    def _commit(self, change: Change, action: str, *, undoes: str | None = None,
                accepted: Sequence[str] = (), accepted_for: str | None = None) -> WriteResult:
        try:
            if not self.path.parent.is_dir():
                self.path.parent.mkdir(parents=True, exist_ok=True)
            with self.journal.locked(timeout=self.lock_timeout):
                result = self._commit_locked(change, action, undoes,
                                             (accepted, accepted_for))
                if self.on_commit is not None:
                    self.on_commit(result)
                return result
        except LockUnavailable as exc:
            raise LockError(str(exc)) from exc
        except OSError as exc:  # disk full, read-only, permissions (a rename failing after
            # the journal line is the only committed case, and recovery rolls it forward)
            raise MemoryStoreError(
                f"cannot write {self.path}: {exc.strerror or exc}") from exc

    def _commit_locked(self, change: Change, action: str, undoes: str | None,
                       grant: tuple[Sequence[str], str | None]) -> WriteResult:
        if not self._swept:
            remove_stale_temps(self.path)
            self._swept = True
        disk, rescued = self._reconcile(self._load())
        current = parse(disk.data.decode("utf-8", errors="replace"))
        result = change(current)
        backup = self._backup_if_drifted(disk.data, current) or rescued
        text = join(result)
        prev = FileState(digest(disk.data), disk.stat.st_ino if disk.stat else 0,
                         disk.stat.st_mtime_ns if disk.stat else 0)
        spare, spare_stat = write_spare(self.path, text.encode("utf-8"), mode=FILE_MODE)
        _step("temp-written")
        record = new_record(self.target, action, current, result, undoes=undoes,
                            backup=str(backup) if backup else None, text=text, prev=prev,
                            stat=FileState(None, spare_stat.st_ino, spare_stat.st_mtime_ns),
                            accepted=grant[0], accepted_for=grant[1])
        self.journal.append(record)  # a write that fails here leaves only the spare filled
        _step("journaled")
        swap_in(spare, self.path)
        _step("renamed")
        return WriteResult(self.target, action, result, Usage.of(result, self.limit),
                           record, backup)

    # crash recovery ------------------------------------------------------------------------
    def _rollback_target(self, disk: _OnDisk) -> JournalRecord | None:
        """The newest journal record when ``disk`` is a crash's leftover of it (to be rolled
        forward); None when the file is what the journal says, or was edited by hand."""
        last = self.journal.latest(self.target)
        if last is None or last.text is None:
            return None  # no write of the commit-point format yet: nothing to redo
        committed = last.text.encode("utf-8")
        if disk.data == committed:
            return None
        st, prev = disk.stat, last.prev
        # Ours by identity, not by content: the renamed temp file (inode and mtime as
        # journaled), or the very file the write replaced, never touched since (also when
        # it did not exist). A user who restores the previous text by hand gives it a new
        # mtime, so that counts as their edit, not as a crash.
        renamed = st is not None and last.stat is not None and last.stat.matches(st)
        untouched = prev is not None and (
            prev.matches(st) if st is not None else prev.ino == 0 and not disk.data)
        return last if renamed or untouched else None

    def _reconcile(self, disk: _OnDisk) -> tuple[_OnDisk, Path | None]:
        """``disk`` itself, or the committed text rolled forward (durably) when a crash left
        the file behind; with a backup of bytes the journal does not account for."""
        last = self._rollback_target(disk)
        if last is None or last.text is None:
            return disk, None
        remove_stale_temps(self.path)  # a crash left the file behind: maybe a temp too
        rescued = None
        known = last.prev.sha if last.prev else None
        if disk.data and digest(disk.data) != known:
            rescued = self._save_backup(disk.data)  # lost content, or a hand edit misjudged
        atomic_write_bytes(self.path, last.text.encode("utf-8"), mode=FILE_MODE)
        return self._load(), rescued

    # drift ---------------------------------------------------------------------------------
    def _backup_if_drifted(self, on_disk: bytes, current: list[str]) -> Path | None:
        """Save ``on_disk`` when rewriting it would change more than the edit itself."""
        if on_disk == join(current).encode("utf-8"):
            return None
        return self._save_backup(on_disk)

    def _save_backup(self, data: bytes) -> Path:
        """Keep ``data`` byte for byte under ``backups/`` (0600, fsynced: the file it copies
        is about to be replaced)."""
        backup_dir = self.path.parent / BACKUP_DIR
        if not backup_dir.is_dir():
            backup_dir.mkdir(mode=0o700, exist_ok=True)
            fsync_dir(self.path.parent)  # the new directory's name must survive too
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
        backup = backup_dir / f"{self.path.name}.{stamp}.bak"
        atomic_write_bytes(backup, data, mode=FILE_MODE)
        return backup


def _step(name: str) -> None:
    if _on_step is not None:
        _on_step(name)
