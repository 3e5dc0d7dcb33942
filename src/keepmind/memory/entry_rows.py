"""The rules of the entry metadata, over rows held in memory: what one committed write
does to the metadata rows of its store (``replay``) and how the entries a store holds now
are matched against them (``match``). Pure: the home's sidecar (``memory.meta``, SQLite)
and the stores on PostgreSQL (``memory.postgres_meta``) read the rows concerned, apply
these and write back the rows returned.

Rules:
- An entry added takes the write's time as created and updated, the write's origin,
  session and journal id; the new text of a single ``replace`` keeps the created time of
  the text it replaced.
- An entry an ``undo`` brings back gets its row back (created, origin and session as they
  were); a removed entry's row is kept with ``removed_at`` (what an undo revives).
- Matching by content: a live row whose entry is gone was removed (by hand) now; an entry
  no row holds is a ``hand`` entry first seen now. Rows of untouched entries are kept.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from keepmind.memory.journal import JournalRecord

FIELDS = ("content", "created_at", "updated_at", "origin", "session_id", "journal_id",
          "last_used_at", "removed_at")
"""The columns of a row, in ``EntryRow``'s order."""


@dataclass(frozen=True)
class EntryRow:
    """The metadata row of one entry (text) of one store; times in UTC, ISO 8601."""

    content: str
    created_at: str
    updated_at: str
    origin: str
    session_id: str | None
    journal_id: str | None
    last_used_at: str | None = None
    removed_at: str | None = None

    def values(self) -> tuple[str | None, ...]:
        return (self.content, self.created_at, self.updated_at, self.origin,
                self.session_id, self.journal_id, self.last_used_at, self.removed_at)


Rows = dict[str, EntryRow]


def replay(rows: Mapping[str, EntryRow], record: JournalRecord, origin: str,
           session_id: str | None) -> Rows:
    """The rows ``record`` (a write by ``origin`` in ``session_id``) changes, by content.
    ``rows`` holds at least the rows of the entries the record adds and removes."""
    changed: Rows = {}
    created = record.ts
    if record.action == "replace" and len(record.removed) == 1 and len(record.added) == 1:
        old = rows.get(record.removed[0])
        created = old.created_at if old else record.ts
    for entry in record.removed:
        if (row := rows.get(entry)) is not None:
            changed[entry] = replace(row, removed_at=record.ts, journal_id=record.id)
    for entry in record.added:
        row = changed.get(entry) or rows.get(entry)
        if record.undoes and row is not None:
            changed[entry] = replace(row, removed_at=None, updated_at=record.ts,
                                     journal_id=record.id)
        else:
            changed[entry] = EntryRow(entry, created, record.ts, origin, session_id,
                                      record.id)
    return changed


def match(live: Mapping[str, EntryRow], entries: Iterable[str], stamp: str) -> Rows:
    """The rows that make the live rows ``live`` of a store exactly ``entries``: absent
    entries removed at ``stamp``, entries without a row ``hand`` entries first seen at
    ``stamp``."""
    present = list(entries)
    kept = set(present)
    changed: Rows = {content: replace(row, removed_at=stamp)
                     for content, row in live.items() if content not in kept}
    for entry in present:
        if entry not in live:
            changed[entry] = EntryRow(entry, stamp, stamp, "hand", None, None)
    return changed
