"""BoundedMemory: one prompt-memory file (MEMORY.md or USER.md) kept within its budget.

Invariants:
- A write never takes the file over its limit (a hand-overfilled file may only shrink).
- Every write: fields checked first (``edits.check``: text, valid Unicode, no entry
  separator inside an entry; content that could never fit is refused before the scan),
  then the threat scan, then under the store's lock (``<file>.lock``, 0600, a
  symlink refused) re-read the file, apply the edit to what is on disk, back up a file
  that was edited by hand into a form the tool would not reproduce (drift), write a temp
  file, fsync, rename atomically, and append the change to the journal.
- A store is bound to its path when constructed; it never re-resolves the environment.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from keepmind._fs import LockUnavailable, atomic_write_text, file_lock
from keepmind.errors import InvalidArgument, LockError, MemoryFull, NothingToUndo
from keepmind.memory.edits import Edit, apply_all, check
from keepmind.memory.entries import Usage, dedupe, join, parse
from keepmind.memory.journal import Journal, JournalRecord, new_record
from keepmind.security import ensure_clean

BACKUP_DIR = "backups"

_Change = Callable[[list[str]], list[str]]


@dataclass(frozen=True)
class WriteResult:
    """A committed write: the store's entries and usage afterwards."""

    target: str
    action: str
    entries: list[str]
    usage: Usage
    record: JournalRecord
    backup: Path | None = None


class BoundedMemory:
    """The entries of one file at ``path`` under a character ``limit``."""

    def __init__(
        self,
        path: Path,
        limit: int,
        *,
        target: str,
        journal: Journal | None = None,
        lock_timeout: float = 10.0,
    ) -> None:
        self.path = path
        self.limit = limit
        self.target = target
        self.journal = journal or Journal(path.parent / "journal.jsonl")
        self.lock_path = path.with_name(path.name + ".lock")
        self.lock_timeout = lock_timeout

    # reading -----------------------------------------------------------------------------
    def read_text(self) -> str:
        try:
            return self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return ""

    @property
    def entries(self) -> list[str]:
        """The entries as they are on disk now."""
        return parse(self.read_text())

    @property
    def usage(self) -> Usage:
        return Usage.of(self.entries, self.limit)

    # writing -----------------------------------------------------------------------------
    def add(self, text: str) -> WriteResult:
        """Add an entry. Raises InvalidArgument, ThreatBlocked, DuplicateEntry, MemoryFull,
        LockError."""
        return self.apply([Edit("add", content=text)])

    def replace(self, old: str, new: str) -> WriteResult:
        """Replace the entry ``old`` designates (exact, else unique substring) with ``new``.

        Raises InvalidArgument, ThreatBlocked, NoMatch, AmbiguousMatch, DuplicateEntry,
        MemoryFull, LockError.
        """
        return self.apply([Edit("replace", content=new, old_text=old)])

    def remove(self, old: str) -> WriteResult:
        """Remove the entry ``old`` designates. Raises InvalidArgument, NoMatch,
        AmbiguousMatch, LockError."""
        return self.apply([Edit("remove", old_text=old)])

    def apply(self, edits: Sequence[Edit], *, action: str | None = None) -> WriteResult:
        """Apply ``edits`` all-or-nothing and commit them durably.

        Raises InvalidArgument and ThreatBlocked before touching anything, the
        MemoryStoreError of the first refused edit, MemoryFull when the final state is
        over budget, LockError.
        """
        if isinstance(edits, str) or not isinstance(edits, Sequence):
            raise InvalidArgument("edits must be a list of Edit")
        edits = [check(edit) for edit in edits]
        if not edits:
            raise InvalidArgument("no edit to apply")
        self._refuse_unfittable(edits)
        for edit in edits:
            if edit.content:
                ensure_clean(edit.content, "strict", what=f"{self.target} entry")
        label = action or (edits[0].action if len(edits) == 1 else "batch")
        return self._commit(lambda current: apply_all(current, edits, self.limit), label)

    def _refuse_unfittable(self, edits: Sequence[Edit]) -> None:
        """Refuse content longer than both the limit and the whole file before scanning
        it: no state holding it can pass the budget check (which allows an over-full
        store only to shrink), and scanning megabytes would cost seconds."""
        longest = max(len(edit.content.strip()) for edit in edits)
        if longest <= self.limit:
            return
        on_disk = self.read_text()
        if longest > len(on_disk):
            current = parse(on_disk)
            raise MemoryFull(f"an entry of {longest:,} chars cannot fit in the "
                             f"{self.limit:,}-char {self.target} store; write a short fact",
                             entries=current, usage=str(Usage.of(current, self.limit)))

    def undo(self) -> WriteResult:
        """Revert the newest journaled write of this store that is not yet undone.

        Entries it added are removed and entries it removed come back, leaving later
        writes alone. Raises NothingToUndo, MemoryFull, LockError.
        """
        record = self.journal.last_undoable(self.target)
        if record is None:
            raise NothingToUndo(f"no {self.target} write left to undo",
                                entries=self.entries, usage=str(self.usage))

        def revert(current: list[str]) -> list[str]:
            added = set(record.added)
            result = dedupe([e for e in current if e not in added] + record.removed)
            grown = Usage.of(result, self.limit).chars
            if grown > self.limit and grown > Usage.of(current, self.limit).chars:
                raise MemoryFull(
                    f"undo would use {grown:,} of {self.limit:,} chars; remove entries first",
                    entries=current, usage=str(Usage.of(current, self.limit)),
                )
            return result

        return self._commit(revert, "undo", undoes=record.id)

    def _commit(self, change: _Change, action: str, *, undoes: str | None = None) -> WriteResult:
        if not self.path.parent.is_dir():
            self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            with file_lock(self.lock_path, timeout=self.lock_timeout):
                return self._commit_locked(change, action, undoes)
        except LockUnavailable as exc:
            raise LockError(str(exc)) from exc

    def _commit_locked(self, change: _Change, action: str, undoes: str | None) -> WriteResult:
        on_disk = self.read_text()
        current = parse(on_disk)
        result = change(current)
        backup = self._backup_if_drifted(on_disk, current)
        record = new_record(self.target, action, current, result, undoes=undoes,
                            backup=str(backup) if backup else None)
        atomic_write_text(self.path, join(result), mode=0o600)
        self.journal.append(record)
        return WriteResult(self.target, action, result, Usage.of(result, self.limit),
                           record, backup)

    def _backup_if_drifted(self, on_disk: str, current: list[str]) -> Path | None:
        """Save ``on_disk`` when rewriting it would change more than the edit itself."""
        if on_disk == join(current):
            return None
        backup_dir = self.path.parent / BACKUP_DIR
        backup_dir.mkdir(mode=0o700, exist_ok=True)
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
        backup = backup_dir / f"{self.path.name}.{stamp}.bak"
        atomic_write_text(backup, on_disk, mode=0o600)
        return backup
