"""The memory archive: entries evicted from a full store, in the home's database
(``memory_archive``), with the metadata they had, searchable and restorable.

Invariants: an entry is archived before the write that evicts it commits (and the row is
dropped again if that write is refused), so evicted text is never lost; restoring adds the
entry back through the store (scanned, within budget) and marks the row restored; search
is a case-insensitive substring match over the text (user text is never SQL); an archive
sees only the rows of its ``owner`` (as ``memory.pending``'s queue).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from keepmind._sqlite import SQLiteDatabase
from keepmind.errors import DuplicateEntry, InvalidArgument
from keepmind.memory.base import PromptStore, WriteResult
from keepmind.memory.meta import EntryInfo, now_iso

_COLUMNS = ("id, target, content, archived_at, reason, created_at, updated_at, origin, "
            "session_id, restored_at")


@dataclass(frozen=True)
class ArchivedEntry:
    """One evicted entry and the metadata it had."""

    id: int
    target: str
    content: str
    archived_at: str
    reason: str
    created_at: str | None
    updated_at: str | None
    origin: str | None
    session_id: str | None
    restored_at: str | None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


class MemoryArchive:
    """The archive in the home's database ``db`` (``meta.open_home_db``)."""

    def __init__(self, db: SQLiteDatabase, owner: str = "") -> None:
        self._db = db
        self._owner = owner

    def put(self, target: str, entries: Sequence[str], infos: Mapping[str, EntryInfo],
            reason: str) -> list[int]:
        """Archive ``entries`` of ``target`` with their metadata; their ids."""
        stamp = now_iso()

        def run(conn: sqlite3.Connection) -> list[int]:
            ids = []
            for entry in entries:
                info = infos.get(entry)
                cursor = conn.execute(
                    "INSERT INTO memory_archive(target, content, archived_at, reason, "
                    "created_at, updated_at, origin, session_id, owner) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (target, entry, stamp, reason, info.created_at if info else None,
                     info.updated_at if info else None, info.origin if info else None,
                     info.session_id if info else None, self._owner))
                ids.append(int(cursor.lastrowid or 0))
            return ids

        return self._db.write(run)

    def drop(self, ids: Sequence[int]) -> None:
        """Forget archive rows (of a write that was refused after all)."""
        self._db.write(lambda conn: conn.executemany(
            "DELETE FROM memory_archive WHERE id = ?", [(i,) for i in ids]))

    def search(self, query: str = "", *, target: str | None = None,
               limit: int = 50) -> list[ArchivedEntry]:
        """Archived entries whose text contains ``query`` (all for ""), newest first."""
        clauses, args = ["owner = ?", "instr(lower(content), lower(?)) > 0"], [self._owner,
                                                                              query]
        if target is not None:
            clauses.append("target = ?")
            args.append(target)
        with self._db.read() as conn:
            rows = conn.execute(f"SELECT {_COLUMNS} FROM memory_archive WHERE "
                                f"{' AND '.join(clauses)} ORDER BY id DESC LIMIT ?",
                                (*args, limit)).fetchall()
        return [ArchivedEntry(*row) for row in rows]

    def get(self, entry_id: int) -> ArchivedEntry:
        """The archived entry ``entry_id``. Raises InvalidArgument when there is none."""
        with self._db.read() as conn:
            row = conn.execute(f"SELECT {_COLUMNS} FROM memory_archive WHERE id = ? AND "
                               "owner = ?", (entry_id, self._owner)).fetchone()
        if row is None:
            raise InvalidArgument(f"no archived entry #{entry_id}; see keepmind memory archived")
        return ArchivedEntry(*row)

    def restore(self, entry_id: int, store: PromptStore) -> WriteResult | None:
        """Add archived entry ``entry_id`` back to ``store`` and mark it restored; None
        when the store holds it already. Raises InvalidArgument (unknown id, another
        store), ThreatBlocked, MemoryFull, LockError."""
        entry = self.get(entry_id)
        if entry.target != store.target:
            raise InvalidArgument(f"#{entry_id} was evicted from {entry.target}, "
                                  f"not {store.target}")
        try:
            result: WriteResult | None = store.add(entry.content)
        except DuplicateEntry:
            result = None
        self._db.write(lambda conn: conn.execute(
            "UPDATE memory_archive SET restored_at = ? WHERE id = ?", (now_iso(), entry_id)))
        return result
