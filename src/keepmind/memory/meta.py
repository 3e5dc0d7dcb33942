"""Entry metadata: a sidecar in the home's database (``state.db``) saying, per prompt-memory
entry, when it was created and last updated, when it was last in a session's prompt, and
which write path (``origin``) and session wrote it. The memory files keep their format.

Invariants:
- The memory files and the journal stay the truth: the sidecar is derived from them and
  never changes them. An entry is matched by content (its target and exact text), so it
  keeps its metadata whatever happens to the entries around it, hand edits included.
- A write pays nothing here but ``WriteNotes.note`` (a dict insert, called under the
  store's lock once the write is committed): the origin and session of the write, taken
  from ``writing(...)`` blocks around it. ``EntryMeta.sync`` brings the sidecar in step
  later (any read of it, ``Memory.close``, the end of a session): it stores the notes,
  replays the journal lines written since the line it took in last (``history()`` when
  that line has been rotated out, every line on a first sync), then matches the files as
  they are now: an entry no write added is ``hand`` (first seen now), a row whose entry is
  gone was removed by hand. So every write path is covered, other processes' too, and a
  crash between a write and its sync loses at most that write's origin and session
  (``unknown`` until the note arrives), never its times.
- Replay and matching follow ``memory.entry_rows`` (the rules the stores on PostgreSQL
  keep too, inside their write transactions: ``memory.postgres_meta``).
- One ``BEGIN IMMEDIATE`` transaction per sync, reading the state inside it, so
  concurrent syncs (two processes) apply each journal line once.
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextvars import ContextVar
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

from keepmind._sqlite import SQLiteDatabase
from keepmind.errors import ArchiveError, InvalidArgument
from keepmind.memory.base import WriteResult
from keepmind.memory.entry_rows import FIELDS, EntryRow, Rows, match, replay
from keepmind.memory.journal import Journal, JournalRecord

ORIGINS = ("tool", "cli", "ui", "review", "import", "hand", "api", "unknown")
"""Write paths: the memory tool, the CLI, the inspector (``keepmind ui``), the background
review, an importer, a hand edit of the file, a library call, and a write whose note never
arrived."""

_POINTER = "journal_id"


@dataclass(frozen=True)
class WriteContext:
    """Who is writing: an ``origin`` of ORIGINS and the session, when there is one."""

    origin: str = "api"
    session_id: str | None = None


_LIBRARY = WriteContext()
_context: ContextVar[WriteContext | None] = ContextVar("keepmind_write_context", default=None)


def current_context() -> WriteContext:
    """The origin and session writes are attributed to here and now."""
    return _context.get() or _LIBRARY


@contextlib.contextmanager
def writing(origin: str, session_id: str | None = None) -> Iterator[WriteContext]:
    """Attribute the memory writes of the block (this thread or task) to ``origin`` and
    ``session_id`` (None keeps the session of an enclosing block). Raises
    InvalidArgument for an origin not in ORIGINS."""
    if origin not in ORIGINS:
        raise InvalidArgument(f"unknown write origin {origin!r}; expected one of "
                              f"{', '.join(ORIGINS)}")
    outer = current_context()
    context = WriteContext(origin, session_id if session_id is not None else outer.session_id)
    token = _context.set(context)
    try:
        yield context
    finally:
        _context.reset(token)


class WriteNotes:
    """The origin and session of each committed write, by journal id, until a sync stores
    them. The stores' ``on_commit`` listener; thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._notes: dict[str, WriteContext] = {}

    def note(self, result: WriteResult) -> None:
        with self._lock:
            self._notes[result.record.id] = current_context()

    def take(self) -> dict[str, WriteContext]:
        with self._lock:
            notes, self._notes = self._notes, {}
        return notes

    def give_back(self, notes: Mapping[str, WriteContext]) -> None:
        """Keep ``notes`` for the next sync (this one failed)."""
        with self._lock:
            self._notes = {**notes, **self._notes}

    def __len__(self) -> int:
        return len(self._notes)


@dataclass(frozen=True)
class EntryInfo:
    """The metadata of one live entry (times in UTC, ISO 8601)."""

    created_at: str
    updated_at: str
    last_used_at: str | None
    origin: str
    session_id: str | None
    journal_id: str | None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


class MetaView(Protocol):
    """The entry metadata as its readers use it: the sidecar here (``EntryMeta``) or the
    stores on PostgreSQL (``memory.postgres.PostgresMeta``)."""

    def entries(self, target: str) -> dict[str, EntryInfo]: ...

    def writes(self, journal_ids: Iterable[str]) -> dict[str, WriteContext]: ...

    def mark_used(self, target: str, entries: Iterable[str],
                  when: str | None = None) -> None: ...


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds")


def open_home_db(path: str | Path) -> SQLiteDatabase:
    """The home's database at ``path``, migrated (the archive's SQLite schema holds the
    tables of the entry metadata and of the approval queue). Raises ArchiveError."""
    from keepmind.archive.backends import sqlite_schema

    return SQLiteDatabase(path, name="home database", error=ArchiveError,
                          migrations=sqlite_schema.MIGRATIONS)


class EntryMeta:
    """The sidecar in the home's database ``db`` (``open_home_db``), kept from
    ``journal``."""

    def __init__(self, db: SQLiteDatabase, journal: Journal) -> None:
        self.journal = journal
        self._db = db

    def sync(self, notes: Mapping[str, WriteContext],
             current: Mapping[str, Sequence[str]]) -> int:
        """Store ``notes``, replay the journal lines not taken in yet and match the
        ``current`` entries of each target; returns how many lines were replayed. Raises
        ArchiveError."""
        def run(conn: sqlite3.Connection) -> int:
            conn.executemany(
                "INSERT INTO memory_writes(journal_id, origin, session_id) VALUES (?, ?, ?) "
                "ON CONFLICT(journal_id) DO UPDATE SET origin = excluded.origin, "
                "session_id = excluded.session_id",
                [(jid, c.origin, c.session_id) for jid, c in notes.items()])
            # rows replayed before their note arrived (another process synced first)
            conn.executemany(
                "UPDATE memory_entries SET origin = ?, session_id = ? "
                "WHERE journal_id = ? AND origin = 'unknown'",
                [(c.origin, c.session_id, jid) for jid, c in notes.items()])
            pointer = conn.execute("SELECT value FROM memory_meta_state WHERE key = ?",
                                   (_POINTER,)).fetchone()
            records = self._unseen(pointer[0] if pointer else None)
            for record in records:
                _replay(conn, record)
            if records:
                conn.execute("INSERT INTO memory_meta_state(key, value) VALUES (?, ?) "
                             "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                             (_POINTER, records[-1].id))
            stamp = now_iso()
            for target, entries in current.items():
                _match(conn, target, entries, stamp)
            return len(records)

        return self._db.write(run)

    def _unseen(self, pointer: str | None) -> list[JournalRecord]:
        """The journal lines after ``pointer``, oldest first (all of them without one)."""
        newest = [r.id for t in ("memory", "user") if (r := self.journal.latest(t))]
        if pointer is not None and newest and max(newest, key=_time_part) == pointer:
            return []  # the common case, read off the journal's tail
        if pointer is not None:
            recent = list(self.journal.records())
            for index, record in enumerate(recent):
                if record.id == pointer:
                    return recent[index + 1:]
        everything = list(self.journal.history())
        if pointer is None:
            return everything
        for index, record in enumerate(everything):
            if record.id == pointer:
                return everything[index + 1:]
        return everything  # the journal was replaced: replaying it again is harmless

    def mark_used(self, target: str, entries: Iterable[str], when: str | None = None) -> None:
        """Record that ``entries`` of ``target`` were in a prompt at ``when`` (now)."""
        stamp = when or now_iso()
        self._db.write(lambda conn: conn.executemany(
            "UPDATE memory_entries SET last_used_at = ? WHERE target = ? AND content = ? "
            "AND removed_at IS NULL", [(stamp, target, entry) for entry in entries]))

    def entries(self, target: str) -> dict[str, EntryInfo]:
        """The metadata of the live entries of ``target``, by text."""
        with self._db.read() as conn:
            rows = conn.execute(
                "SELECT content, created_at, updated_at, last_used_at, origin, session_id, "
                "journal_id FROM memory_entries WHERE target = ? AND removed_at IS NULL",
                (target,)).fetchall()
        return {row[0]: EntryInfo(*row[1:]) for row in rows}

    def writes(self, journal_ids: Iterable[str]) -> dict[str, WriteContext]:
        """The origin and session of the journal lines ``journal_ids`` that have a note."""
        ids = list(journal_ids)
        found: dict[str, WriteContext] = {}
        with self._db.read() as conn:
            for start in range(0, len(ids), 500):
                chunk = ids[start:start + 500]
                marks = ",".join("?" * len(chunk))
                for jid, origin, session in conn.execute(
                        "SELECT journal_id, origin, session_id FROM memory_writes "
                        f"WHERE journal_id IN ({marks})", chunk):
                    found[jid] = WriteContext(origin, session)
        return found


def _time_part(journal_id: str) -> int:
    """The commit time of a journal id (``<time_ns hex>-<pid hex>``)."""
    try:
        return int(journal_id.split("-", 1)[0], 16)
    except ValueError:
        return -1


def _replay(conn: sqlite3.Connection, record: JournalRecord) -> None:
    row = conn.execute("SELECT origin, session_id FROM memory_writes WHERE journal_id = ?",
                       (record.id,)).fetchone()
    origin, session = (row[0], row[1]) if row else ("unknown", None)
    rows = _rows(conn, record.target, [*record.added, *record.removed])
    _save(conn, record.target, replay(rows, record, origin, session))


def _rows(conn: sqlite3.Connection, target: str, named: Sequence[str] = ()) -> Rows:
    """The live rows of ``target`` and the rows of the entries ``named``, by content."""
    marks = ",".join("?" * len(named))
    named_rows = f" OR content IN ({marks})" if named else ""
    return {r[0]: EntryRow(*r) for r in conn.execute(
        f"SELECT {', '.join(FIELDS)} FROM memory_entries WHERE target = ? AND "
        f"(removed_at IS NULL{named_rows})", (target, *named))}


def _save(conn: sqlite3.Connection, target: str, rows: Rows) -> None:
    columns = ", ".join(FIELDS)
    updates = ", ".join(f"{c} = excluded.{c}" for c in FIELDS[1:])
    conn.executemany(
        f"INSERT INTO memory_entries(target, {columns}) VALUES (?, {', '.join('?' * len(FIELDS))}) "
        f"ON CONFLICT(target, content) DO UPDATE SET {updates}",
        [(target, *row.values()) for row in rows.values()])


def _match(conn: sqlite3.Connection, target: str, entries: Sequence[str], stamp: str) -> None:
    """Make the live rows of ``target`` exactly ``entries`` (``entry_rows.match``)."""
    _save(conn, target, match(_rows(conn, target), entries, stamp))
