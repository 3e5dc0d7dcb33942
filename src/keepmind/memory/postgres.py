"""The prompt-memory stores on PostgreSQL: MEMORY, USER and the organisation's store as
rows of ``prompt_memory``, their journal in ``prompt_memory_journal`` (migration
``m004_prompt_memory``), on the shared PostgreSQL layer (``keepmind._postgres``).

Invariants:
- The edits, the scan, the budget and ``undo`` are ``PromptStore``'s, as for the files.
- A write is one transaction: it creates the store's row if missing, locks it (``SELECT …
  FOR UPDATE``: concurrent writers of one store queue there, writers of different stores
  never meet), applies the change to the text it read under the lock, updates the row and
  appends the journal row. The transaction is the commit point; there is nothing to roll
  forward after a crash and no drift to back up (``backup`` is always None).
- Each write keeps the entry metadata of its store in step in the same transaction
  (``memory.postgres_meta``), and its journal row records its origin and session.
- Whose store it is comes from the connection's settings and the row-level security of
  the schema, not from this code's word alone: USER is (org, user), MEMORY (org, user,
  agent), the organisation's store (org). A store opened for another scope than its
  connection's finds no row and cannot write one. The organisation's store is written only
  by a store opened ``writable`` (its write transactions set ``keepmind.org_writer``);
  the memory tool never gets one.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

from keepmind._postgres import Conn, PostgresDatabase
from keepmind.errors import InvalidArgument, MemoryStoreError
from keepmind.memory.base import NO_ACCEPTANCES, Change, PromptStore, WriteResult
from keepmind.memory.entries import Usage, join, parse
from keepmind.memory.journal import JournalRecord, new_record
from keepmind.memory.meta import EntryInfo, WriteContext, current_context, now_iso
from keepmind.memory.postgres_meta import STORE_KEY as _KEY
from keepmind.memory.postgres_meta import digest, entry_rows, keep_in_step
from keepmind.security.guard import RULES_ALONE, Guard
from keepmind.types import Scope

T = TypeVar("T")
ORG_TARGET = "org"
_RECORD_COLS = "id, ts, target, action, added, removed, undoes, text"


class Database(Protocol):
    """What the stores use of ``keepmind._postgres.PostgresDatabase``."""

    @property
    def scope(self) -> Scope: ...
    def run(self, fn: Callable[[Conn], T], what: str = "write") -> T: ...
    def read(self, fn: Callable[[Conn], T]) -> T: ...
    def close(self) -> None: ...


class _OnFirstUse:
    """A database opened at its first statement, so that opening a ``Memory`` (and every
    command that never touches the stores) does not connect. Raises, at that statement,
    what opening raises."""

    def __init__(self, opener: Callable[[], PostgresDatabase], scope: Scope) -> None:
        self._opener = opener
        self._scope = scope
        self._db: PostgresDatabase | None = None
        self._lock = threading.Lock()

    @property
    def scope(self) -> Scope:
        return self._scope

    def _opened(self) -> PostgresDatabase:
        with self._lock:
            if self._db is None:
                self._db = self._opener()
            return self._db

    def run(self, fn: Callable[[Conn], T], what: str = "write") -> T:
        return self._opened().run(fn, what)

    def read(self, fn: Callable[[Conn], T]) -> T:
        return self._opened().read(fn)

    def close(self) -> None:
        with self._lock:
            if self._db is not None:
                self._db.close()
                self._db = None


@dataclass(frozen=True)
class StoreKey:
    """The row of one store: (org, user, agent, target)."""

    org: str
    user: str
    agent: str
    target: str

    @classmethod
    def of(cls, scope: Scope, target: str) -> StoreKey:
        """USER per (org, user), MEMORY per (org, user, agent), ``org`` per org. Raises
        InvalidArgument for another target."""
        if target == "user":
            return cls(scope.org, scope.user, "", "user")
        if target == "memory":
            return cls(scope.org, scope.user, scope.agent, "memory")
        if target == ORG_TARGET:
            return cls(scope.org, "", "", ORG_TARGET)
        raise InvalidArgument(f"unknown memory target {target!r}")

    def params(self) -> tuple[str, str, str, str]:
        return (self.org, self.user, self.agent, self.target)


def _record(row: tuple[object, ...]) -> JournalRecord:
    rid, ts, target, action, added, removed, undoes, text = row
    return JournalRecord(id=str(rid), ts=str(ts), target=str(target), action=str(action),
                         added=[str(x) for x in added or []],  # type: ignore[attr-defined]
                         removed=[str(x) for x in removed or []],  # type: ignore[attr-defined]
                         undoes=None if undoes is None else str(undoes),
                         text=None if text is None else str(text))


class PostgresJournal:
    """The journal rows of a set of stores (those of one ``Memory``), oldest first."""

    def __init__(self, db: Database, keys: dict[str, StoreKey], location: str) -> None:
        self._db = db
        self._keys = keys
        self._location = location

    @property
    def location(self) -> str:
        return self._location

    def _rows(self, targets: list[str]) -> list[JournalRecord]:
        keys = [self._keys[t] for t in targets if t in self._keys]
        if not keys:
            return []
        where = " OR ".join([f"({_KEY})"] * len(keys))
        params = [v for key in keys for v in key.params()]
        return self._db.read(lambda conn: [_record(r) for r in conn.execute(
            f"SELECT {_RECORD_COLS} FROM prompt_memory_journal WHERE {where} ORDER BY seq",
            params)])

    def history(self) -> Iterator[JournalRecord]:
        """Every committed write of these stores, oldest first."""
        yield from self._rows(list(self._keys))

    def last_undoable(self, target: str | None = None) -> JournalRecord | None:
        """The newest write (not an undo) not undone yet, optionally of ``target``."""
        records = self._rows(list(self._keys) if target is None else [target])
        undone = {r.undoes for r in records if r.undoes}
        for record in reversed(records):
            if not record.undoes and record.id not in undone:
                return record
        return None


class PostgresMemory(PromptStore):
    """One store (``target`` memory, user or org) of ``db``'s scope under ``limit``
    characters. ``writable`` lets the organisation's store be written (set it only for an
    administrator's handle, never for a model's)."""

    def __init__(self, db: Database, limit: int, *, target: str,
                 journal: PostgresJournal, location: str, writable: bool = True,
                 guard: Guard = RULES_ALONE) -> None:
        self._db = db
        self.guard = guard
        self.limit = limit
        self.target = target
        self.key = StoreKey.of(db.scope, target)
        self._journal = journal
        self._location = location
        self.writable = writable

    @property
    def location(self) -> str:
        return self._location

    @property
    def journal(self) -> PostgresJournal:
        return self._journal

    def read_text(self) -> str:
        row = self._db.read(lambda conn: conn.execute(
            f"SELECT text FROM prompt_memory WHERE {_KEY}", self.key.params()).fetchone())
        return str(row[0]) if row else ""

    def _commit(self, change: Change, action: str, *, undoes: str | None = None,
                accepted: Sequence[str] = (), accepted_for: str | None = None) -> WriteResult:
        if accepted:  # PromptStore refuses first: these stores keep no acceptances
            raise MemoryStoreError(NO_ACCEPTANCES)
        if self.target == ORG_TARGET and not self.writable:
            raise MemoryStoreError("the organisation's memory is read-only here: an "
                                   "administrator edits it (keepmind memory add --target org)",
                                   entries=self.entries, usage=str(self.usage))

        context = current_context()

        def run(conn: Conn) -> WriteResult:
            if self.target == ORG_TARGET:
                conn.execute("SELECT set_config('keepmind.org_writer', 'on', true)")
            conn.execute("INSERT INTO prompt_memory (scope_org, scope_user, scope_agent, "
                         "target, text, updated_at) VALUES (%s, %s, %s, %s, '', %s) "
                         "ON CONFLICT DO NOTHING", (*self.key.params(), time.time()))
            row = conn.execute(f"SELECT text FROM prompt_memory WHERE {_KEY} FOR UPDATE",
                               self.key.params()).fetchone()
            current = parse(str(row[0]) if row else "")
            result = change(current)
            text = join(result)
            record = new_record(self.target, action, current, result, undoes=undoes,
                                text=text)
            conn.execute(f"UPDATE prompt_memory SET text = %s, updated_at = %s WHERE {_KEY}",
                         (text, time.time(), *self.key.params()))
            keep_in_step(conn, self.key.params(), current, record.ts, (record, context))
            session = None if self.target == ORG_TARGET else context.session_id
            conn.execute("INSERT INTO prompt_memory_journal (scope_org, scope_user, "
                         "scope_agent, target, id, ts, action, added, removed, undoes, text, "
                         "origin, session_id) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, "
                         "%s, %s, %s, %s)",
                         (*self.key.params(), record.id, record.ts, action, record.added,
                          record.removed, undoes, text, context.origin, session))
            return WriteResult(self.target, action, result, Usage.of(result, self.limit),
                               record)
        return self._db.run(run, f"{self.target} write")


class PostgresMeta:
    """The entry metadata of the stores ``keys`` of ``db`` (``memory.postgres_meta``), with
    the interface of the home's sidecar (``memory.meta.EntryMeta``)."""

    def __init__(self, db: Database, keys: dict[str, StoreKey]) -> None:
        self._db = db
        self._keys = keys

    def sync(self, targets: Iterable[str] = ("memory", "user")) -> None:
        """Match the stores ``targets`` (never the organisation's: only its writer may)
        with their text as it is now, under each store's row lock."""
        for target in targets:
            key = self._keys[target].params()

            def run(conn: Conn, key: tuple[str, str, str, str] = key) -> None:
                row = conn.execute(f"SELECT text FROM prompt_memory WHERE {_KEY} FOR UPDATE",
                                   key).fetchone()
                keep_in_step(conn, key, parse(str(row[0]) if row else ""), now_iso())

            self._db.run(run, f"{target} metadata")

    def entries(self, target: str) -> dict[str, EntryInfo]:
        """The metadata of the live entries of ``target``, by text."""
        rows = self._db.read(lambda conn: entry_rows(conn, self._keys[target].params()))
        return {row[0]: EntryInfo(*row[1:]) for row in rows}

    def writes(self, journal_ids: Iterable[str]) -> dict[str, WriteContext]:
        """The origin and session of the journal rows ``journal_ids`` of these stores."""
        ids = list(journal_ids)
        keys = list(self._keys.values())
        where = " OR ".join([f"({_KEY})"] * len(keys))
        rows = self._db.read(lambda conn: conn.execute(
            "SELECT id, origin, session_id FROM prompt_memory_journal WHERE "
            f"({where}) AND id = ANY(%s)",
            [*(v for key in keys for v in key.params()), ids]).fetchall())
        return {str(rid): WriteContext(origin, session) for rid, origin, session in rows}

    def mark_used(self, target: str, entries: Iterable[str], when: str | None = None) -> None:
        """Record that ``entries`` of ``target`` were in a prompt at ``when`` (now)."""
        stamp = when or now_iso()
        digests = [digest(e) for e in entries]
        key = self._keys[target].params()

        def run(conn: Conn) -> None:  # under the store's lock: a write rewrites its rows
            conn.execute(f"SELECT 1 FROM prompt_memory WHERE {_KEY} FOR UPDATE", key)
            conn.execute(f"UPDATE prompt_memory_entries SET last_used_at = %s WHERE {_KEY} "
                         "AND digest = ANY(%s) AND removed_at IS NULL", (stamp, *key, digests))

        self._db.run(run, f"{target} metadata")


@dataclass
class PostgresStores:
    """The stores of one scope on one database: MEMORY and USER (writable by the memory
    tool), the organisation's (read-only) and their journal; ``close`` ends the pool."""

    db: Database
    memory: PostgresMemory
    user: PostgresMemory
    org: PostgresMemory
    journal: PostgresJournal
    meta: PostgresMeta

    def org_writer(self) -> PostgresMemory:
        """A handle on the organisation's store that may write it."""
        return PostgresMemory(self.db, self.org.limit, target=ORG_TARGET,
                              journal=self.journal, location=self.org.location,
                              guard=self.org.guard)

    def close(self) -> None:
        self.db.close()


def open_stores(url: str, scope: Scope, *, memory_limit: int, user_limit: int,
                org_limit: int, shown: str, guard: Guard = RULES_ALONE) -> PostgresStores:
    """The prompt-memory stores of ``scope`` in the database at ``url``, connected (and
    migrated as needed) at their first statement; ``shown`` is the URL without its
    password, for messages; their writes are scanned by ``guard``. Their reads and writes
    raise MemoryStoreError when the database cannot be opened."""
    from keepmind.archive.backends import postgres_schema

    db = _OnFirstUse(lambda: PostgresDatabase(
        url, scope=scope, name="prompt memory", error=MemoryStoreError,
        migrations=postgres_schema.MIGRATIONS, migration_lock=postgres_schema.MIGRATION_LOCK,
        pool_size=2), scope)
    keys = {t: StoreKey.of(scope, t) for t in ("memory", "user", ORG_TARGET)}
    where = {t: f"{shown} ({_describe(k)})" for t, k in keys.items()}
    journal = PostgresJournal(db, keys, f"{shown} (prompt_memory_journal)")
    return PostgresStores(
        db,
        PostgresMemory(db, memory_limit, target="memory", journal=journal,
                       location=where["memory"], guard=guard),
        PostgresMemory(db, user_limit, target="user", journal=journal, location=where["user"],
                       guard=guard),
        PostgresMemory(db, org_limit, target=ORG_TARGET, journal=journal,
                       location=where[ORG_TARGET], writable=False, guard=guard),
        journal, PostgresMeta(db, keys))


def _describe(key: StoreKey) -> str:
    parts = [f"org {key.org!r}"]
    if key.user:
        parts.append(f"user {key.user!r}")
    if key.target == "memory":
        parts.append(f"agent {key.agent!r}")
    return f"{key.target} store of " + ", ".join(parts)
