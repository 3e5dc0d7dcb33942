"""Where the fact store keeps its rows: a SQLite file with FTS5 (a home's ``facts.db``) or
PostgreSQL (a fleet's database, per user under row-level security). ``FactStore`` holds
all the logic (scan, duplicates, conflicts, trust, ranking by coverage) and speaks one SQL
through ``FactConn`` (``?`` marks; the PostgreSQL connection turns them into psycopg's);
a backend only opens transactions, keeps the word index and answers the two questions
the index is for: how many facts hold a term, and which facts match a query, with their
relevance.

Invariants: relevance is positive and larger is better on both; a query without a
positive term matches nothing; user text reaches neither engine as syntax (FTS5 strings
are quoted, tsquery lexemes are quoted literals of the project's own stems).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any, Protocol

from keepmind._sqlite import SQLiteDatabase
from keepmind.archive.backends.fts5 import match_expression
from keepmind.archive.query import ParsedQuery
from keepmind.archive.ranking import idf
from keepmind.errors import ProviderError
from keepmind.home import create_private
from keepmind.providers.facts.schema import MIGRATIONS
from keepmind.types import Scope

COLUMNS = ("id, content, category, tags, trust, helpful, unhelpful, source, session_id, "
           "created_at, updated_at, superseded_by")
Row = Sequence[Any]


class FactConn(Protocol):
    """A connection in a transaction: ``execute`` with ``?`` marks, returning a cursor
    (``fetchone``, ``fetchall``, iteration, ``rowcount``)."""

    def execute(self, sql: str, params: Sequence[Any] = ...) -> Any: ...


class FactBackend(Protocol):
    location: str
    lock: threading.RLock
    least: str
    """The SQL function of the smaller of two numbers (``min`` or ``LEAST``)."""
    greatest: str

    def read(self) -> Any: ...
    def transaction(self) -> Any: ...
    def index(self, conn: FactConn, fact_id: int) -> None: ...
    def document_frequency(self, conn: FactConn, key: str) -> int: ...
    def match(self, conn: FactConn, selective: ParsedQuery, parsed: ParsedQuery, *,
              ranked: int, where: Sequence[str], params: Sequence[Any],
              limit: int) -> list[tuple[Row, float]]: ...
    def close(self) -> None: ...


def columns(alias: str) -> str:
    return ", ".join(f"{alias}.{c.strip()}" for c in COLUMNS.split(","))


class SQLiteFacts:
    """``facts.db`` at ``path`` (``":memory:"`` for tests): FTS5 kept by triggers, BM25
    inside FTS5. Raises ProviderError when it cannot be opened."""

    least, greatest = "min", "max"

    def __init__(self, path: Path | str, *, busy_timeout_ms: int = 5000) -> None:
        self.location = str(path)
        try:
            if str(path) != ":memory:":
                create_private(Path(path))  # SQLite gives -wal/-shm the main file's mode
        except OSError as exc:
            raise ProviderError(f"fact store {path}: cannot open: "
                                f"{exc.strerror or exc}") from exc
        self._db = SQLiteDatabase(path, name="fact store", error=ProviderError,
                                  migrations=MIGRATIONS, busy_timeout_ms=busy_timeout_ms)
        self.lock = self._db.lock

    def read(self) -> Any:
        return self._db.read()

    def transaction(self) -> Any:
        return self._db.transaction()

    def index(self, conn: FactConn, fact_id: int) -> None:
        """Nothing to do: the FTS5 triggers follow the row."""

    def document_frequency(self, conn: FactConn, key: str) -> int:
        row = conn.execute("SELECT doc FROM facts_vocab WHERE term = ?", (key,)).fetchone()
        return int(row[0]) if row else 0

    def match(self, conn: FactConn, selective: ParsedQuery, parsed: ParsedQuery, *,
              ranked: int, where: Sequence[str], params: Sequence[Any],
              limit: int) -> list[tuple[Row, float]]:
        """BM25 inside FTS5 over every term of ``parsed`` (the AND with the full OR group
        adds the common terms' weight without adding rows), for the facts holding a term
        of ``selective``."""
        chosen = match_expression(selective)
        if chosen is None:
            return []
        every_term = match_expression(replace(parsed, excluded=()))
        expression = chosen if every_term == chosen else f"({chosen}) AND ({every_term})"
        sql = (f"SELECT {columns('f')}, c.relevance FROM (SELECT rowid AS id, rank AS "
               "relevance FROM facts_fts WHERE facts_fts MATCH ? ORDER BY rank LIMIT ?) c "
               f"JOIN facts f ON f.id = c.id WHERE {' AND '.join(where)} "
               "ORDER BY c.relevance * (0.05 + f.trust) LIMIT ?")
        return [(row[:-1], -float(row[-1]))
                for row in conn.execute(sql, (expression, ranked, *params, limit))]

    def close(self) -> None:
        self._db.close()


class _Marks:
    """A psycopg connection spoken to with ``?`` marks (the fact store's SQL has no
    ``%`` and no literal ``?``)."""

    def __init__(self, conn: Any) -> None:
        self._conn = conn

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Any:
        return self._conn.execute(sql.replace("?", "%s"), params)


class PostgresFacts:
    """The facts of one ``scope`` in the PostgreSQL database at ``url`` (tables of
    ``m005_facts``; every row carries the scope and the policies keep a connection to its
    own). The word index is a tsvector of the project's stems of content, tags and
    category; relevance sums each query term's IDF (document frequencies counted in the
    user's own facts) times its ``ts_rank``. Raises ProviderError when it cannot be
    opened."""

    least, greatest = "LEAST", "GREATEST"

    def __init__(self, url: str, scope: Scope, *, shown: str) -> None:
        from keepmind._postgres import PostgresDatabase
        from keepmind.archive.backends import postgres_schema

        self.location = f"{shown} (facts of org {scope.org!r}, user {scope.user!r})"
        self.lock = threading.RLock()
        self._db = PostgresDatabase(url, scope=scope, name="fact store", error=ProviderError,
                                    migrations=postgres_schema.MIGRATIONS,
                                    migration_lock=postgres_schema.MIGRATION_LOCK,
                                    pool_size=2)

    @contextmanager
    def read(self) -> Iterator[FactConn]:
        with self._db.transaction() as conn:
            yield _Marks(conn)

    def transaction(self) -> Any:
        return self.read()

    def index(self, conn: FactConn, fact_id: int) -> None:
        from keepmind.archive.backends.postgres_query import document_vector

        row = conn.execute("SELECT content, tags, category FROM facts WHERE id = ?",
                           (fact_id,)).fetchone()
        if row is not None:
            conn.execute("UPDATE facts SET words = ?::tsvector WHERE id = ?",
                         (document_vector(" ".join(row)), fact_id))

    def document_frequency(self, conn: FactConn, key: str) -> int:
        from keepmind.archive.backends.postgres_query import lexeme

        row = conn.execute("SELECT count(*) FROM facts WHERE words @@ ?::tsquery",
                           (lexeme(key),)).fetchone()
        return int(row[0]) if row else 0

    def match(self, conn: FactConn, selective: ParsedQuery, parsed: ParsedQuery, *,
              ranked: int, where: Sequence[str], params: Sequence[Any],
              limit: int) -> list[tuple[Row, float]]:
        from keepmind.archive.backends.base import WordQuery
        from keepmind.archive.backends.postgres_query import term_query, tsquery

        chosen = tsquery(WordQuery(selective.terms, selective.excluded))
        if chosen is None:
            return []
        row = conn.execute("SELECT count(*) FROM facts").fetchone()
        docs = int(row[0]) if row else 0
        weights: list[Any] = []
        for term in parsed.terms:
            rendered = term_query(term)
            if rendered is not None:
                df = min(self.document_frequency(conn, k) for k in term.key.split())
                weights += [idf(docs, df), rendered]
        score = " + ".join(["? * ts_rank(words, ?::tsquery)"] * (len(weights) // 2)) or "0"
        sql = (f"SELECT {columns('f')}, c.relevance FROM (SELECT id, {score} AS relevance "
               "FROM facts WHERE words @@ ?::tsquery ORDER BY relevance DESC, id DESC "
               f"LIMIT ?) c JOIN facts f ON f.id = c.id WHERE {' AND '.join(where)} "
               "ORDER BY c.relevance * (0.05 + f.trust) DESC, f.id DESC LIMIT ?")
        return [(r[:-1], 10.0 * float(r[-1]))
                for r in conn.execute(sql, (*weights, chosen, ranked, *params, limit))]

    def close(self) -> None:
        self._db.close()
