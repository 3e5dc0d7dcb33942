"""The one PostgreSQL layer of keepmind: a psycopg 3 pool bound to a scope, transactions
with retry and the named migrations, shared by the archive, the prompt-memory stores and
the fact store (as ``_sqlite`` is on SQLite).

Invariants: every call runs in one transaction on a pooled connection (committed when it
returns, rolled back when it raises); a transaction that meets a deadlock or a
serialization failure is retried whole with jittered back-off for up to
``retry_seconds``; every psycopg error leaves as the ``error`` class the owner chose,
named after the store. Each pooled connection is configured once, when the pool makes it,
with the settings ``keepmind.org_id``, ``keepmind.user_id`` and ``keepmind.agent`` of the
``Scope`` it was opened for: the row-level security policies of the schema
(``archive.backends.postgres_schema``) decide on them what a statement sees and writes.
Opening refuses a role that bypasses row-level security (a superuser or BYPASSRLS role)
and migrates the database under a transaction-level advisory lock.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar

import psycopg
from psycopg import errors as pg_errors
from psycopg_pool import ConnectionPool

from keepmind.errors import KeepmindError
from keepmind.types import Scope

T = TypeVar("T")
Conn = psycopg.Connection[tuple[Any, ...]]
Migration = tuple[str, str]

_RETRIED = (pg_errors.DeadlockDetected, pg_errors.SerializationFailure)


def why(exc: BaseException) -> str:
    """A one-line reason for an error psycopg or the encoder raised."""
    if isinstance(exc, UnicodeEncodeError):
        return "text with a lone surrogate (not valid Unicode) cannot be stored or looked up"
    if isinstance(exc, pg_errors.UntranslatableCharacter | pg_errors.CharacterNotInRepertoire):
        return "PostgreSQL text cannot hold this character (NUL)"
    if isinstance(exc, pg_errors.NumericValueOutOfRange | OverflowError):
        return "a number is too large for the store (64-bit integers)"
    if isinstance(exc, psycopg.DataError) and "0x00" in str(exc):
        return "PostgreSQL text cannot hold NUL characters"
    return str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__


def scalar(conn: Conn, sql: str, params: Sequence[Any] = ()) -> int:
    """The first column of the first row as an int (0 for none or NULL)."""
    row = conn.execute(sql, params).fetchone()
    return int(row[0]) if row and row[0] is not None else 0


class PostgresDatabase:
    """A pool of up to ``pool_size`` connections to ``url`` in ``scope``, for the store
    called ``name`` (its errors are ``error``). Raises ``error`` when the database cannot
    be reached or migrated, or the role bypasses row-level security."""

    def __init__(self, url: str, *, scope: Scope, name: str, error: type[KeepmindError],
                 migrations: Sequence[Migration], migration_lock: int, pool_size: int = 4,
                 retry_seconds: float = 30.0, connect_timeout: float = 30.0) -> None:
        self.scope = scope
        self.name = name
        self.error = error
        self.retry_seconds = retry_seconds
        try:
            # one direct connection first: a wrong URL or a role the policies would not
            # bind fails now, with the reason
            with psycopg.connect(url, connect_timeout=int(connect_timeout)) as conn:
                bypass = scalar(conn, "SELECT (rolsuper OR rolbypassrls)::int FROM pg_roles "
                                "WHERE rolname = current_user")
            if bypass:
                raise error(f"cannot open the {name} on PostgreSQL: the role bypasses "
                            "row-level security (a superuser or BYPASSRLS), so scopes would "
                            "not be isolated; connect as an ordinary role")
            self._pool: ConnectionPool[Conn] = ConnectionPool(
                url, min_size=1, max_size=max(1, pool_size), open=False,
                timeout=connect_timeout, name=f"keepmind-{name.replace(' ', '-')}",
                configure=self._configure)
            self._pool.open(wait=True, timeout=connect_timeout)
        except KeepmindError:
            raise
        except Exception as exc:
            if hasattr(self, "_pool"):
                self._pool.close()
            raise error(f"cannot open the {name} on PostgreSQL: {why(exc)}") from exc
        try:
            self.run(lambda conn: _migrate(conn, migrations, migration_lock), "open")
        except BaseException:
            self._pool.close()
            raise

    def run(self, fn: Callable[[Conn], T], what: str = "write") -> T:
        """``fn(conn)`` in one transaction, retried whole on a deadlock; its result."""
        deadline = time.monotonic() + self.retry_seconds
        delay = 0.005
        while True:
            try:
                with self._pool.connection() as conn:
                    return fn(conn)
            except _RETRIED:
                if time.monotonic() >= deadline:
                    raise self.error(f"{self.name} {what} failed: the database kept "
                                     "aborting it (deadlocks)") from None
            except (psycopg.Error, UnicodeEncodeError, OverflowError) as exc:
                raise self.error(f"{self.name} {what} failed: {why(exc)}") from exc
            time.sleep(delay * (0.5 + random.random()))
            delay = min(delay * 2, 0.25)

    def read(self, fn: Callable[[Conn], T]) -> T:
        return self.run(fn, "read")

    @contextmanager
    def transaction(self) -> Iterator[Conn]:
        """One transaction for the block (committed at its end, rolled back when it
        raises), not retried: for callers whose writes cannot deadlock (one row at a
        time). psycopg errors become ``error``."""
        try:
            with self._pool.connection() as conn:
                yield conn
        except (psycopg.Error, UnicodeEncodeError, OverflowError) as exc:
            raise self.error(f"{self.name} failed: {why(exc)}") from exc

    def _configure(self, conn: Conn) -> None:
        """Bind a new pooled connection to the scope (session-level settings, kept for
        the connection's life: nothing here ever resets them)."""
        conn.execute("SELECT set_config('keepmind.org_id', %s, false), "
                     "set_config('keepmind.user_id', %s, false), "
                     "set_config('keepmind.agent', %s, false)",
                     (self.scope.org, self.scope.user, self.scope.agent))
        conn.commit()

    def close(self) -> None:
        self._pool.close()


def _migrate(conn: Conn, migrations: Sequence[Migration], lock: int) -> None:
    conn.execute("SELECT pg_advisory_xact_lock(%s)", (lock,))
    # checked first: a role that may not create tables can open a migrated database
    if scalar(conn, "SELECT (to_regclass('_migrations') IS NULL)::int"):
        conn.execute("CREATE TABLE _migrations "
                     "(name text PRIMARY KEY, applied_at double precision NOT NULL)")
    done = {r[0] for r in conn.execute("SELECT name FROM _migrations")}
    for name, script in migrations:
        if name in done:
            continue
        with conn.transaction():
            conn.execute(script.encode("utf-8"))
            conn.execute("INSERT INTO _migrations (name, applied_at) VALUES (%s, %s)",
                         (name, time.time()))
