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

Acceptances (``security.acceptance``): a store on files has a book of them
(``memory.acceptances``); every scan of a write and of the snapshot (``view``) drops the
finding ids accepted for the exact text scanned, nothing else. Only ``add(...,
accept=...)`` and ``accept`` grant one, each in a journaled write whose record names the
ids (``undo`` of it revokes the acceptance first, so a crash in between leaves the entry
blocked, never accepted without its write); the ids named must be ones the scan reports
and, with any accepted before, cover every finding. ``replace`` grants nothing: the new
text is scanned in full. Stores on PostgreSQL keep none yet and refuse to grant
(``NO_ACCEPTANCES``).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from keepmind._validate import shown
from keepmind.errors import (
    InvalidArgument,
    MemoryFull,
    MemoryStoreError,
    NoMatch,
    NothingToUndo,
    ThreatBlocked,
)
from keepmind.memory.acceptances import AcceptanceBook, os_user
from keepmind.memory.edits import Edit, apply_all, check, locate
from keepmind.memory.entries import Usage, dedupe, parse
from keepmind.memory.journal import JournalRecord
from keepmind.prompt.snapshot import StoreView
from keepmind.security.acceptance import Acceptance, unaccepted
from keepmind.security.findings import Finding, blocked_message
from keepmind.security.guard import RULES_ALONE, Guard

Change = Callable[[list[str]], list[str]]
NO_ACCEPTANCES = ("accepting scan findings is not supported for this store yet: it keeps "
                  "no acceptances (stores on PostgreSQL serve many users and have none); "
                  "nothing was written")


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
    # where a person's acceptances of findings are kept; None: this store keeps none
    acceptances: AcceptanceBook | None = None

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
    def _commit(self, change: Change, action: str, *, undoes: str | None = None,
                accepted: Sequence[str] = (), accepted_for: str | None = None) -> WriteResult:
        """Apply ``change`` to the entries as they stand, under the store's lock, and
        record it in the journal (with the finding ids ``accepted`` for the entry
        ``accepted_for`` in it); the write is committed when this returns."""

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

    def view(self) -> StoreView:
        """The store as the snapshot scans it: its entries and the finding ids accepted
        for each entry's exact text."""
        entries = self.entries
        return StoreView(self.target, entries, self.limit, self.accepted_ids(entries))

    def accepted_ids(self, texts: Sequence[str]) -> dict[str, frozenset[str]]:
        """The finding ids accepted for each of ``texts`` (exactly) in this store, for
        those that have any; nothing for a store that keeps no acceptances or whose book
        cannot be trusted."""
        if self.acceptances is None:
            return {}
        return self.acceptances.ids_by_text(self.target, texts)

    def acceptance_list(self) -> list[Acceptance]:
        """The acceptances of this store, oldest first. Raises MemoryStoreError (a store
        on PostgreSQL; a book that cannot be trusted or read)."""
        return self._book().all(self.target)

    # writing -----------------------------------------------------------------------------
    def add(self, text: str, *, accept: Sequence[str] = (),
            accepted_by: str | None = None) -> WriteResult:
        """Add an entry. Raises InvalidArgument (a field that cannot be stored),
        ThreatBlocked, MemoryStoreError (content with a delimiter line; the storage refused
        the write), DuplicateEntry, MemoryFull, LockError.

        ``accept`` names finding ids of the scan that a PERSON has judged false positives
        for this exact text (``check_acceptance``); the entry is then stored and shown
        despite them, and the acceptance, by ``accepted_by`` (the OS user when None), is
        journaled with the write. For the developer's own code acting on a person's
        decision: never let a model choose these ids (no tool of keepmind offers them).
        Raises MemoryStoreError on PostgreSQL (``NO_ACCEPTANCES``) and InvalidArgument or
        ThreatBlocked when the ids do not match what the scan reports.
        """
        edits = [Edit("add", content=text)]
        if not accept:
            return self.apply(edits)
        book = self._book()
        named = _named_ids(accept)
        self.check_acceptance(text, named)
        result = self._apply(edits, None, named)
        return self._granted(book, text.strip(), named, accepted_by, result)

    def check_acceptance(self, text: str, ids: Sequence[str]) -> list[Finding]:
        """The findings of the scan for ``text`` (as stored: stripped), when accepting
        ``ids`` for it would store it unblocked. Raises MemoryStoreError on PostgreSQL,
        InvalidArgument for an id the scan does not report (or no id, or a text it does
        not block), ThreatBlocked naming the findings neither ``ids`` nor an earlier
        acceptance of the text cover."""
        self._book()
        entry = text.strip() if isinstance(text, str) else text
        check(Edit("add", content=entry))
        named = _named_ids(ids)
        findings = self.guard.scan(entry, "strict")
        reported = list(dict.fromkeys(f.id for f in findings))
        unknown = [i for i in named if i not in reported]
        if unknown:
            found = (f"it reports {', '.join(reported)}" if reported
                     else "it reports nothing: the text is not blocked")
            raise InvalidArgument(f"the scan did not report {', '.join(unknown)} for this "
                                  f"text; {found}")
        before = self.accepted_ids([entry]).get(entry, frozenset())
        left = unaccepted(findings, {*named, *before})
        if left:
            ids_left = ", ".join(dict.fromkeys(f.id for f in left))
            raise ThreatBlocked(f"not accepted: {ids_left} still block the text "
                                f"({left[0].reason}); name every finding to accept it",
                                left)
        return findings

    def accept(self, old_text: str, ids: Sequence[str], *,
               accepted_by: str | None = None) -> WriteResult:
        """Accept ``ids`` for the entry ``old_text`` designates (exact, else unique
        substring), as it stands: a journaled write that changes no entry, so ``undo``
        revokes it. The same caution as ``add(accept=...)``: a person's decision only.
        Raises what ``check_acceptance`` raises, NoMatch, AmbiguousMatch, LockError."""
        book = self._book()
        check(Edit("remove", old_text=old_text))
        named = _named_ids(ids)
        current = self.entries
        entry = current[locate(current, old_text, self.limit)]
        self.check_acceptance(entry, named)

        def unchanged(entries: list[str]) -> list[str]:
            if entry not in entries:
                raise NoMatch("the entry changed while it was being accepted; nothing "
                              "accepted", entries=entries,
                              usage=str(Usage.of(entries, self.limit)))
            return entries

        result = self._commit(unchanged, "accept", accepted=named, accepted_for=entry)
        return self._granted(book, entry, named, accepted_by, result)

    def revoke(self, old_text: str) -> list[Acceptance]:
        """Revoke every acceptance of the accepted text ``old_text`` designates (exact,
        else unique substring); its entry is blocked again. Not journaled, and needs no
        person: it only makes the scan stricter. Raises MemoryStoreError (PostgreSQL),
        NoMatch, AmbiguousMatch, LockError."""
        book = self._book()
        check(Edit("remove", old_text=old_text))
        texts = list(dict.fromkeys(a.text for a in book.all(self.target)))
        if not texts:
            raise NoMatch(f"no acceptance in {self.target} to revoke")
        text = texts[locate(texts, old_text, self.limit)]
        return book.revoke_where(lambda a: a.target == self.target and a.text == text)

    def _book(self) -> AcceptanceBook:
        if self.acceptances is None:
            raise MemoryStoreError(NO_ACCEPTANCES)  # before any read: nothing is touched
        return self.acceptances

    def _granted(self, book: AcceptanceBook, text: str, ids: Sequence[str],
                 by: str | None, result: WriteResult) -> WriteResult:
        """Record the acceptance of the committed write ``result``. Raises
        MemoryStoreError (the write stays committed, its entry blocked)."""
        try:
            book.grant(self.target, text, ids, by=by or os_user(), journal_id=result.record.id)
        except (MemoryStoreError, OSError) as exc:
            raise MemoryStoreError(
                f"{result.action} committed ({result.record.id}) but its acceptance was not "
                f"recorded, so the entry stays blocked: {exc}",
                entries=result.entries, usage=str(result.usage)) from exc
        return result

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
        return self._apply(edits, action, ())

    def _apply(self, edits: Sequence[Edit], action: str | None,
               granted: Sequence[str]) -> WriteResult:
        """``apply``, with the finding ids ``granted`` for its one content accepted (and
        journaled)."""
        if isinstance(edits, str) or not isinstance(edits, Sequence):
            raise InvalidArgument("edits must be a list of Edit")
        edits = [check(edit) for edit in edits]
        if not edits:
            raise InvalidArgument("no edit to apply")
        self._refuse_unfittable(edits)
        for edit in edits:
            if edit.content:
                self._ensure_clean(edit.content, granted)
        label = action or (edits[0].action if len(edits) == 1 else "batch")
        return self._commit(lambda current: apply_all(current, edits, self.limit), label,
                            accepted=granted,
                            accepted_for=edits[0].content.strip() if granted else None)

    def _ensure_clean(self, content: str, granted: Sequence[str]) -> None:
        """Raise ThreatBlocked for the findings of ``content`` but those accepted for its
        exact text as stored (``granted`` now, or before)."""
        findings = self.guard.scan(content, "strict")
        if not findings:  # a clean write never reads the acceptances' file
            return
        entry = content.strip()
        left = unaccepted(findings, {*granted, *self.accepted_ids([entry]).get(entry, ())})
        if left:
            raise ThreatBlocked(blocked_message(f"{self.target} entry", left), left)

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
        # its acceptance goes first: a crash before the undo commits leaves the entry
        # blocked, never accepted without the write that granted it
        book = self.acceptances if record.accepted else None
        taken = [] if book is None else book.revoke_where(lambda a: a.journal_id == record.id)

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

        try:
            return self._commit(revert, "undo", undoes=record.id)
        except BaseException:
            if book is not None:
                book.restore(taken)
            raise


def _named_ids(ids: Sequence[str]) -> tuple[str, ...]:
    """``ids`` without repeats, each stripped. Raises InvalidArgument for none, or one that
    is not a non-empty string."""
    if isinstance(ids, str) or not isinstance(ids, Sequence):
        raise InvalidArgument(f"finding ids must be a list of strings; got {shown(ids)}")
    if not all(isinstance(i, str) and i.strip() for i in ids) or not ids:
        raise InvalidArgument(f"name the finding ids to accept; got {shown(list(ids))}")
    return tuple(dict.fromkeys(i.strip() for i in ids))
