"""``PromptStore``: what every prompt-memory store is (MEMORY, USER, the organisation's),
whatever holds it: the files of a home (``memory.store.BoundedMemory``) or PostgreSQL
(``memory.postgres.PostgresMemory``).

The edit logic lives here once and the implementations only commit: a write checks its
fields (``edits.check``), refuses content that could never fit before scanning it, scans
every content (``ensure_clean``, strict), and hands ``_commit`` a pure change of the entry
list (``edits.apply_all``, or the revert of ``undo``), which the implementation applies to
the entries as they stand under its lock and records in its journal, atomically. So both
implementations share the budget, the exact-else-unique substring match, the refusals and
the meaning of ``undo``: entries the reverted write added are removed and the ones it
removed come back, later writes are kept.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from keepmind.errors import InvalidArgument, MemoryFull, NothingToUndo
from keepmind.memory.edits import Edit, apply_all, check
from keepmind.memory.entries import Usage, dedupe, parse
from keepmind.memory.journal import JournalRecord
from keepmind.security.guard import RULES_ALONE, Guard

Change = Callable[[list[str]], list[str]]


@dataclass(frozen=True)
class WriteResult:
    """A committed write: the store's entries and usage afterwards."""

    target: str
    action: str
    entries: list[str]
    usage: Usage
    record: JournalRecord
    backup: Path | None = None


class JournalView(Protocol):
    """What ``memory log`` and ``undo`` read of a journal."""

    @property
    def location(self) -> str: ...
    def history(self) -> Iterator[JournalRecord]: ...
    def last_undoable(self, target: str | None = None) -> JournalRecord | None: ...


class PromptStore(ABC):
    """The entries of one store under a character ``limit``, named ``target``; what is
    written is scanned by its ``guard`` (a home's stores have the home's)."""

    target: str
    limit: int
    guard: Guard = RULES_ALONE

    @property
    @abstractmethod
    def location(self) -> str:
        """Where the store lives, for people (a path, or the database and scope)."""

    @property
    @abstractmethod
    def journal(self) -> JournalView: ...

    @abstractmethod
    def read_text(self) -> str:
        """The store's text as it is now ('' when it holds nothing)."""

    @abstractmethod
    def _commit(self, change: Change, action: str, *, undoes: str | None = None) -> WriteResult:
        """Apply ``change`` to the entries as they stand, under the store's lock, and
        record it in the journal; the write is committed when this returns."""

    def recover(self) -> bool:
        """Repair what a crash left behind; returns whether there was anything."""
        return False

    # reading -----------------------------------------------------------------------------
    @property
    def entries(self) -> list[str]:
        """The entries as they are stored now."""
        return parse(self.read_text())

    @property
    def usage(self) -> Usage:
        return Usage.of(self.entries, self.limit)

    # writing -----------------------------------------------------------------------------
    def add(self, text: str) -> WriteResult:
        """Add an entry. Raises InvalidArgument (a field that cannot be stored),
        ThreatBlocked, MemoryStoreError (content with a delimiter line; the storage refused
        the write), DuplicateEntry, MemoryFull, LockError."""
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
                self.guard.ensure_clean(edit.content, "strict", what=f"{self.target} entry")
        label = action or (edits[0].action if len(edits) == 1 else "batch")
        return self._commit(lambda current: apply_all(current, edits, self.limit), label)

    def _refuse_unfittable(self, edits: Sequence[Edit]) -> None:
        """Refuse content longer than both the limit and the whole store before scanning
        it: no state holding it can pass the budget check (which allows an over-full
        store only to shrink), and scanning megabytes would cost seconds."""
        longest = max(len(edit.content.strip()) for edit in edits)
        if longest <= self.limit:
            return
        stored = self.read_text()
        if longest > len(stored):
            current = parse(stored)
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
