"""The one SQLite layer of keepmind: a connection, write transactions with retry and named
migrations, shared by the session archive and the fact store.

Invariants: the connection is in autocommit mode and shared across threads behind one
lock; every write runs in ``BEGIN IMMEDIATE``, so concurrent writers queue on the busy
timeout instead of failing on lock upgrade, and a ``BEGIN`` that still meets "database is
locked" is retried with jittered exponential back-off for up to ``retry_seconds``; the
file is in WAL mode (``:memory:`` has no WAL). Migrations are named and ordered; each is
applied in one transaction together with its record in ``_migrations``, so a database is
always at a recorded step, and a migration another process applied meanwhile is not
applied twice. Every error SQLite or its driver raises leaves as the ``error`` class the
owner chose (text with a lone surrogate and integers beyond 64 bits included), named after
the store.
"""

from __future__ import annotations

import random
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar

from keepmind.errors import KeepmindError

T = TypeVar("T")

Migration = tuple[str, str]
"""A migration: its name (``m001_initial``) and its SQL script."""

FOREIGN = (sqlite3.Error, UnicodeEncodeError, OverflowError)
"""What SQLite and its driver raise: a storage failure, text with a lone surrogate, an
integer beyond 64 bits."""


def why(exc: BaseException) -> str:
    """A one-line reason for a ``FOREIGN`` error."""
    if isinstance(exc, UnicodeEncodeError):
        return "text with a lone surrogate (not valid Unicode) cannot be stored or looked up"
    if isinstance(exc, OverflowError):
        return "a number is too large for the store (64-bit integers)"
    return str(exc)


def is_locked(exc: sqlite3.Error) -> bool:
    text = str(exc).lower()
    return "locked" in text or "busy" in text


def statements(script: str) -> list[str]:
    """Split a script into statements (a trigger body's inner ';' stays with it)."""
    out: list[str] = []
    buf = ""
    for line in script.splitlines(keepends=True):
        buf += line
        if sqlite3.complete_statement(buf):
            if buf.strip():
                out.append(buf.strip())
            buf = ""
    if buf.strip():
        out.append(buf.strip())
    return out


class SQLiteDatabase:
    """One SQLite file (or ``":memory:"``) opened for a store called ``name``.

    ``error`` is the store's exception class; ``text_factory`` decodes text columns.
    Raises ``error`` when the file cannot be opened or migrated.
    """

    def __init__(self, path: str | Path, *, name: str, error: type[KeepmindError],
                 migrations: Sequence[Migration], synchronous: str = "NORMAL",
                 busy_timeout_ms: int = 5000, retry_seconds: float = 30.0,
                 text_factory: Callable[[bytes], object] | None = None,
                 pragmas: Sequence[str] = ()) -> None:
        if synchronous.upper() not in ("NORMAL", "FULL", "OFF"):
            raise ValueError("synchronous must be NORMAL, FULL or OFF")
        self.path = str(path)
        self.name = name
        self.error = error
        self.retry_seconds = retry_seconds
        self.lock = threading.RLock()
        try:
            self.conn = sqlite3.connect(self.path, isolation_level=None,
                                        check_same_thread=False, timeout=busy_timeout_ms / 1000)
            if text_factory is not None:
                self.conn.text_factory = text_factory
            self.conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            if self.path != ":memory:":
                self._retry(lambda: self.conn.execute("PRAGMA journal_mode = WAL"))
            self.conn.execute(f"PRAGMA synchronous = {synchronous.upper()}")
            self.conn.execute("PRAGMA foreign_keys = ON")
            for pragma in pragmas:
                self.conn.execute(f"PRAGMA {pragma}")
            self.migrate(migrations)
        except BaseException as exc:
            # a connection that opened but could not be set up is closed, not leaked
            if hasattr(self, "conn"):
                self.conn.close()
            if isinstance(exc, FOREIGN):
                raise error(f"cannot open the {name} {self.path}: {why(exc)}") from exc
            if isinstance(exc, KeepmindError) and not isinstance(exc, error):
                raise error(f"cannot open the {name} {self.path}: {exc}") from exc
            raise

    def close(self) -> None:
        with self.lock:
            try:
                self.conn.close()
            except sqlite3.Error as exc:  # pragma: no cover - close rarely fails
                raise self.error(f"cannot close the {self.name}: {exc}") from exc

    def _retry(self, fn: Callable[[], T]) -> T:
        deadline = time.monotonic() + self.retry_seconds
        delay = 0.005
        while True:
            try:
                return fn()
            except sqlite3.OperationalError as exc:
                if not is_locked(exc) or time.monotonic() >= deadline:
                    raise
            time.sleep(delay * (0.5 + random.random()))
            delay = min(delay * 2, 0.25)

    @contextmanager
    def read(self) -> Iterator[sqlite3.Connection]:
        """The connection, held for the block; SQLite errors become ``error``."""
        with self.lock:
            try:
                yield self.conn
            except FOREIGN as exc:
                raise self.error(f"{self.name} read failed: {why(exc)}") from exc

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """A write transaction (``BEGIN IMMEDIATE``, retried while locked), committed when
        the block ends and rolled back when it raises."""
        with self.lock:
            try:
                self._retry(lambda: self.conn.execute("BEGIN IMMEDIATE"))
                try:
                    yield self.conn
                    self.conn.execute("COMMIT")
                except BaseException:
                    if self.conn.in_transaction:
                        self.conn.execute("ROLLBACK")
                    raise
            except FOREIGN as exc:
                raise self.error(f"{self.name} write failed: {why(exc)}") from exc

    def write(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """``fn(conn)`` inside one write transaction; its result."""
        with self.transaction() as conn:
            return fn(conn)

    def applied(self) -> list[str]:
        """Names of the migrations recorded, in the order applied."""
        with self.read() as conn:
            return _applied(conn)

    def migrate(self, migrations: Sequence[Migration]) -> list[str]:
        """Apply the migrations not yet recorded, each in its own transaction; returns
        the names applied now."""
        done_now: list[str] = []
        for name, script in migrations:
            with self.transaction() as conn:
                if name in _applied(conn):
                    continue  # applied before, or by another process meanwhile
                for statement in statements(script):
                    conn.execute(statement)
                conn.execute("INSERT INTO _migrations(name, applied_at) VALUES (?, ?)",
                             (name, time.time()))
                done_now.append(name)
        return done_now


def _applied(conn: sqlite3.Connection) -> list[str]:
    conn.execute("CREATE TABLE IF NOT EXISTS _migrations "
                 "(name TEXT PRIMARY KEY, applied_at REAL NOT NULL)")
    return [r[0] for r in conn.execute("SELECT name FROM _migrations ORDER BY rowid")]
