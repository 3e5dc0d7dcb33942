"""The SQLite backend: one connection to ``state.db`` (or ``:memory:``).

Connection, write transactions with retry and migrations are ``keepmind._sqlite``'s
(shared with the fact store): every write runs in ``BEGIN IMMEDIATE`` so concurrent
writers queue instead of failing on lock upgrade; the database is in WAL mode with
``synchronous`` NORMAL by default (a commit survives a crash of the process; a power cut
may lose the last commits but never corrupts the file) or FULL (every commit is fsynced).
Every ``sqlite3.Error`` leaves this module as ``ArchiveError``, and so does an argument
SQLite cannot take (text with a lone surrogate, an integer beyond 64 bits). Parsed
queries are rendered as FTS5 MATCH strings by ``backends.fts5``. Rows are read through
``archive.records``, so a row holding what no writer of ours writes (invalid UTF-8, a
text timestamp, an unknown role) is read with its damage flagged instead of failing the
read.

Scopes: every session records the ``Scope`` (org, user, agent) it was written in, and
every query of this backend keeps to the scope it was opened for (sessions by their
scope columns, messages, source keys and search candidates by their session's). This is
a filter, not a security boundary: whoever can open the file reads it all, and the word
statistics ranking uses (FTS5's vocabulary) and ``check``/``repair`` span the file. A
home is one person's; a shared store belongs on PostgreSQL, whose policies enforce it.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any, TypeVar

from keepmind._sqlite import SQLiteDatabase
from keepmind.archive import records
from keepmind.archive.backends import fts5, sqlite_check, sqlite_schema
from keepmind.archive.backends.base import (
    TOOL_INDEX_PREFIX,
    Candidate,
    CheckReport,
    Filters,
    ImportCursor,
    NewMessage,
    NewSession,
    TermStats,
    VectorTable,
    WordQuery,
)
from keepmind.archive.backends.sql import MESSAGE_COLS, SESSION_COLS, conditions, sessions_listing
from keepmind.archive.backends.sqlite_vectors import SQLiteVectors
from keepmind.archive.query import ParsedQuery, stat_keys
from keepmind.archive.text import has_unspaced
from keepmind.errors import ArchiveError
from keepmind.types import Message, Scope, SessionInfo

T = TypeVar("T")

_INDEXED = (f"CASE WHEN m.role = 'tool' THEN substr(m.content, 1, {TOOL_INDEX_PREFIX}) "
            "ELSE m.content END")
_INSERT_HEAD = ("INSERT INTO messages (id, session_id, role, content, tool_calls, tool_name, "
                "tool_call_id, timestamp, token_count, unspaced) VALUES ")
_ROW_MARKS = "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
_ROWS_PER_INSERT = 200  # one statement per 200 rows: FTS5 flushes once per statement
_BATCH_INDEX_MIN = 10  # from this many rows index them at once (sqlite_schema.BATCH_INDEX);
# below it the per-row triggers cost the same or less (measured even at 10 rows)


def _unspaced(message: NewMessage) -> int:
    text = message.content
    if text.isascii():  # most messages: no regex scan needed
        return 0
    if message.role == "tool":
        text = text[:TOOL_INDEX_PREFIX]
    return 1 if has_unspaced(text) else 0


def _new_by_key(conn: sqlite3.Connection, session_id: str, messages: Sequence[NewMessage],
                held: dict[str, set[str]]) -> list[NewMessage]:
    """``messages`` without those whose ``source_key`` the session holds already (in the
    database or earlier in this write, tracked in ``held``)."""
    keys = [m.source_key for m in messages if m.source_key is not None]
    if not keys:
        return list(messages)
    seen = held.setdefault(session_id, set())
    for i in range(0, len(keys), 500):
        chunk = keys[i:i + 500]
        seen.update(r[0] for r in conn.execute(
            f"SELECT source_key FROM message_sources WHERE session_id = ? AND source_key IN "
            f"({_marks(chunk)})", [session_id, *chunk]))
    kept: list[NewMessage] = []
    for m in messages:
        if m.source_key is not None:
            if m.source_key in seen:
                continue
            seen.add(m.source_key)
        kept.append(m)
    return kept


def _session(row: Sequence[Any], preview: object = "") -> SessionInfo:
    return records.session_from_row(row, preview)


def _message(row: Sequence[Any]) -> Message:
    return records.message_from_row(row)


def _candidate(row: Sequence[Any], scores: dict[int, float] | None = None) -> Candidate:
    """A candidate row with its fields made safe for ranking (see ``records``); its
    score is the row's last column, or its id's in ``scores`` when given."""
    mid, sid, role, stamp, source, text, score = row
    if scores is not None:
        score = scores[mid]
    return Candidate(int(mid), str(sid), role if isinstance(role, str) else records.UNKNOWN_ROLE,
                     float(stamp) if records.valid_timestamp(stamp) else 0.0,
                     source if isinstance(source, str) else "",
                     text if isinstance(text, str) else "" if text is None else str(text),
                     float(score) if isinstance(score, int | float) else 0.0)


def _marks(values: Sequence[object]) -> str:
    return ",".join("?" * len(values))


_OWN = "scope_org = ? AND scope_user = ?"


def _own_session(table: str) -> str:
    """``table``'s row belongs to a session of the scope (a key lookup per row, not a
    list of all the scope's sessions)."""
    return (f"EXISTS (SELECT 1 FROM sessions o WHERE o.id = {table}.session_id "
            "AND o.scope_org = ? AND o.scope_user = ?)")


def _filter_sql(filters: Filters, scope: Scope) -> tuple[str, list[Any]]:
    """WHERE fragments over ``m`` (messages) and ``s`` (sessions), the scope's first."""
    clauses: list[str] = [f"s.{_OWN.replace(' AND ', ' AND s.')}"]
    params: list[Any] = [scope.org, scope.user]
    if filters.roles:
        clauses.append(f"m.role IN ({_marks(filters.roles)})")
        params += filters.roles
    if filters.sources:
        clauses.append(f"s.source IN ({_marks(filters.sources)})")
        params += filters.sources
    if filters.exclude_sessions:
        clauses.append(f"m.session_id NOT IN ({_marks(filters.exclude_sessions)})")
        params += filters.exclude_sessions
    if filters.session_ids:
        clauses.append(f"m.session_id IN ({_marks(filters.session_ids)})")
        params += filters.session_ids
    return "".join(f" AND {c}" for c in clauses), params


def _has_filters(filters: Filters) -> bool:
    return bool(filters.roles or filters.sources or filters.exclude_sessions
                or filters.session_ids)


class SQLiteBackend:
    """``ArchiveBackend`` on SQLite. ``path`` is a file or ``":memory:"``.

    Raises ArchiveError when the file cannot be opened or migrated.
    """

    def __init__(self, path: str | Path, *, scope: Scope | None = None,
                 synchronous: str = "NORMAL", busy_timeout_ms: int = 5000,
                 retry_seconds: float = 30.0) -> None:
        self.path = str(path)
        self.scope = scope or Scope()
        self._own = (self.scope.org, self.scope.user)
        self._avg_chars: tuple[int, float] = (-10**9, 1.0)  # (docs when measured, mean)
        # checkpoint every ~40 MB of WAL instead of 4 MB: FTS5 rewrites segment pages
        # while merging, and fewer checkpoints copy them back fewer times (+20% ingest)
        self._db = SQLiteDatabase(
            path, name="session archive", error=ArchiveError,
            migrations=sqlite_schema.MIGRATIONS, synchronous=synchronous,
            busy_timeout_ms=busy_timeout_ms, retry_seconds=retry_seconds,
            text_factory=records.decode_text,
            pragmas=("cache_size = -32000", "wal_autocheckpoint = 10000"))
        self.vectors: VectorTable = SQLiteVectors(self._db, self.scope)

    def _write(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        return self._db.write(fn)

    def _read(self) -> AbstractContextManager[sqlite3.Connection]:
        return self._db.read()

    def close(self) -> None:
        self._db.close()

    def applied_migrations(self) -> list[str]:
        return self._db.applied()

    def analyze(self) -> None:
        self._write(lambda conn: conn.execute("ANALYZE"))

    # --- writes ---------------------------------------------------------------------

    def create_session(self, session: NewSession, *, exist_ok: bool = False) -> bool:
        def run(conn: sqlite3.Connection) -> bool:
            if conn.execute("SELECT 1 FROM sessions WHERE id = ?", (session.id,)).fetchone():
                if exist_ok:
                    return False
                raise ArchiveError(f"session {session.id} already exists")
            conn.execute(
                "INSERT INTO sessions (id, source, started_at, user_id, model, title, "
                "parent_session_id, project, scope_org, scope_user, scope_agent) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (session.id, session.source, session.started_at, session.user_id,
                 session.model, session.title, session.parent_session_id, session.project,
                 *self._own, self.scope.agent))
            return True
        return self._write(run)

    def append(self, session_id: str, messages: Sequence[NewMessage]) -> list[int]:
        return self.append_batches([(session_id, messages)])[0]

    def append_batches(self, batches: Sequence[tuple[str, Sequence[NewMessage]]]
                       ) -> list[list[int]]:
        def run(conn: sqlite3.Connection) -> list[list[int]]:
            for sid in {sid for sid, _ in batches}:
                if not conn.execute(f"SELECT 1 FROM sessions WHERE id = ? AND {_OWN}",
                                    (sid, *self._own)).fetchone():
                    raise ArchiveError(f"unknown session {sid}")
            next_id = conn.execute("SELECT coalesce(max(id), 0) FROM messages").fetchone()[0] + 1
            all_ids: list[list[int]] = []
            rows: list[tuple[Any, ...]] = []
            sources: list[tuple[int, str, str]] = []
            held: dict[str, set[str]] = {}
            for sid, given in batches:
                messages = _new_by_key(conn, sid, given, held)
                ids = list(range(next_id, next_id + len(messages)))
                next_id += len(messages)
                all_ids.append(ids)
                rows.extend((i, sid, m.role, m.content, m.tool_calls, m.tool_name,
                             m.tool_call_id, m.timestamp, m.token_count, _unspaced(m))
                            for i, m in zip(ids, messages, strict=True))
                sources.extend((i, sid, m.source_key) for i, m in zip(ids, messages, strict=True)
                               if m.source_key is not None)
            if not rows:
                return all_ids
            batch = len(rows) >= _BATCH_INDEX_MIN
            if batch:
                conn.execute("INSERT INTO messages_batch(flag) VALUES (1)")
            for k in range(0, len(rows), _ROWS_PER_INSERT):
                chunk = rows[k:k + _ROWS_PER_INSERT]
                conn.execute(_INSERT_HEAD + ",".join([_ROW_MARKS] * len(chunk)),
                             [value for row in chunk for value in row])
            if batch:
                span = {"first": rows[0][0], "last": rows[-1][0]}
                for statement in sqlite_schema.BATCH_INDEX:
                    conn.execute(statement, span)
                conn.execute("DELETE FROM messages_batch")
            conn.executemany("INSERT INTO message_sources (message_id, session_id, source_key) "
                             "VALUES (?, ?, ?)", sources)
            return all_ids
        return self._write(run)

    def source_keys(self, session_id: str) -> set[str]:
        with self._read() as conn:
            return {r[0] for r in conn.execute(
                "SELECT source_key FROM message_sources WHERE session_id = ? AND "
                f"{_own_session('message_sources')}", (session_id, *self._own))}

    def update_session(self, session_id: str, *, title: str | None = None,
                       model: str | None = None, project: str | None = None) -> bool:
        def run(conn: sqlite3.Connection) -> bool:
            cur = conn.execute("UPDATE sessions SET title = coalesce(?, title), "
                               "model = coalesce(?, model), project = coalesce(?, project) "
                               f"WHERE id = ? AND {_OWN}",
                               (title, model, project, session_id, *self._own))
            return cur.rowcount > 0
        return self._write(run)

    def import_cursor(self, path: str) -> ImportCursor | None:
        with self._read() as conn:
            row = conn.execute("SELECT byte_offset, digest, state FROM import_cursors "
                               f"WHERE path = ? AND {_OWN}", (path, *self._own)).fetchone()
        if row is None or not isinstance(row[0], int) or not isinstance(row[1], str):
            return None
        return ImportCursor(row[0], str(row[1]), str(row[2]))

    def save_import_cursor(self, path: str, cursor: ImportCursor) -> None:
        def run(conn: sqlite3.Connection) -> None:
            conn.execute("INSERT INTO import_cursors (path, byte_offset, digest, state, "
                         "updated_at, scope_org, scope_user) VALUES (?, ?, ?, ?, ?, ?, ?) "
                         "ON CONFLICT(scope_org, scope_user, path) DO UPDATE SET "
                         "byte_offset = excluded.byte_offset, digest = excluded.digest, "
                         "state = excluded.state, updated_at = excluded.updated_at",
                         (path, cursor.offset, cursor.digest, cursor.state, time.time(),
                          *self._own))
        self._write(run)

    def end_session(self, session_id: str, reason: str, ended_at: float) -> bool:
        def run(conn: sqlite3.Connection) -> bool:
            cur = conn.execute("UPDATE sessions SET ended_at = ?, end_reason = ? "
                               f"WHERE id = ? AND {_OWN}",
                               (ended_at, reason, session_id, *self._own))
            return cur.rowcount > 0
        return self._write(run)

    def add_tokens(self, session_id: str, input_tokens: int, output_tokens: int) -> bool:
        def run(conn: sqlite3.Connection) -> bool:
            cur = conn.execute("UPDATE sessions SET input_tokens = input_tokens + ?, "
                               f"output_tokens = output_tokens + ? WHERE id = ? AND {_OWN}",
                               (input_tokens, output_tokens, session_id, *self._own))
            return cur.rowcount > 0
        return self._write(run)

    def update_title(self, session_id: str, title: str) -> bool:
        def run(conn: sqlite3.Connection) -> bool:
            cur = conn.execute(f"UPDATE sessions SET title = ? WHERE id = ? AND {_OWN}",
                               (title, session_id, *self._own))
            return cur.rowcount > 0
        return self._write(run)

    def delete_sessions(self, session_ids: Sequence[str]) -> int:
        def run(conn: sqlite3.Connection) -> int:
            total = 0
            for i in range(0, len(session_ids), 500):
                chunk = list(session_ids[i:i + 500])
                total += conn.execute(f"DELETE FROM sessions WHERE id IN ({_marks(chunk)}) "
                                      f"AND {_OWN}", [*chunk, *self._own]).rowcount
            return total
        return self._write(run)

    def reparent(self, session_ids: Sequence[str], parent_session_id: str | None) -> None:
        def run(conn: sqlite3.Connection) -> None:
            for i in range(0, len(session_ids), 500):
                chunk = list(session_ids[i:i + 500])
                conn.execute(f"UPDATE sessions SET parent_session_id = ? "
                             f"WHERE id IN ({_marks(chunk)}) AND {_OWN}",
                             [parent_session_id, *chunk, *self._own])
        self._write(run)

    def check(self) -> CheckReport:
        with self._read() as conn:
            return sqlite_check.check(conn)

    def repair(self) -> CheckReport:
        report = self._write(sqlite_check.repair)
        self._avg_chars = (-10**9, 1.0)
        return report

    # --- reads ----------------------------------------------------------------------

    def get_session(self, session_id: str) -> SessionInfo | None:
        with self._read() as conn:
            row = conn.execute(f"SELECT {SESSION_COLS} FROM sessions WHERE id = ? AND {_OWN}",
                               (session_id, *self._own)).fetchone()
            return _session(row) if row else None

    def list_sessions(self, limit: int, offset: int, source: str | None,
                      before: float | None) -> list[SessionInfo]:
        where, params = conditions((("source = {}", source), ("started_at < {}", before),
                                    ("scope_org = {}", self.scope.org),
                                    ("scope_user = {}", self.scope.user)), "?")
        with self._read() as conn:
            rows = conn.execute(sessions_listing(where, "?"),
                                [*params, limit, offset]).fetchall()
        return [_session(r[:-1], r[-1]) for r in rows]

    def parents(self, session_ids: Sequence[str]) -> dict[str, str | None]:
        out: dict[str, str | None] = {}
        with self._read() as conn:
            for i in range(0, len(session_ids), 500):
                chunk = list(session_ids[i:i + 500])
                out.update(conn.execute(
                    f"SELECT id, parent_session_id FROM sessions WHERE id IN ({_marks(chunk)}) "
                    f"AND {_OWN}", [*chunk, *self._own]).fetchall())
        return out

    def children(self, session_id: str) -> list[str]:
        with self._read() as conn:
            return [r[0] for r in conn.execute(
                f"SELECT id FROM sessions WHERE parent_session_id = ? AND {_OWN} "
                "ORDER BY started_at, id", (session_id, *self._own))]

    def messages(self, session_id: str, *, after_id: int | None, before_id: int | None,
                 limit: int | None, newest: bool) -> list[Message]:
        where, params = conditions((("session_id = {}", session_id), ("id > {}", after_id),
                                    ("id < {}", before_id)), "?")
        order = "DESC" if newest else "ASC"
        params += [*self._own, -1 if limit is None else limit]
        with self._read() as conn:
            rows = conn.execute(f"SELECT {MESSAGE_COLS} FROM messages WHERE {where} AND "
                                f"{_own_session('messages')} ORDER BY id {order} LIMIT ?",
                                params).fetchall()
        found = [_message(r) for r in rows]
        return found[::-1] if newest else found

    def message(self, message_id: int) -> Message | None:
        with self._read() as conn:
            row = conn.execute(f"SELECT {MESSAGE_COLS} FROM messages WHERE id = ? AND "
                               f"{_own_session('messages')}",
                               (message_id, *self._own)).fetchone()
            return _message(row) if row else None

    def count_messages(self) -> int:
        with self._read() as conn:
            return int(conn.execute("SELECT count(*) FROM messages WHERE "
                                    f"{_own_session('messages')}",
                                    self._own).fetchone()[0])

    def count_sessions(self) -> int:
        with self._read() as conn:
            return int(conn.execute(f"SELECT count(*) FROM sessions WHERE {_OWN}",
                                    self._own).fetchone()[0])

    def sessions_ended_before(self, cutoff: float) -> list[str]:
        with self._read() as conn:
            return [r[0] for r in conn.execute(
                "SELECT id FROM sessions WHERE coalesce(ended_at, started_at) < ? "
                f"AND (ended_at IS NOT NULL OR started_at < ?) AND {_OWN} ORDER BY started_at",
                (cutoff, cutoff, *self._own))]

    # --- search ---------------------------------------------------------------------

    def _candidates(self, sql: str, params: list[Any],
                    scores: dict[int, float] | None = None) -> list[Candidate]:
        with self._read() as conn:
            try:
                rows = conn.execute(sql, params).fetchall()
            except sqlite3.OperationalError as exc:
                if "fts5" in str(exc).lower() or "syntax" in str(exc).lower():
                    raise ArchiveError(f"invalid full-text query: {exc}") from exc
                raise
        return [_candidate(r, scores) for r in rows]

    def word_candidates(self, query: WordQuery, filters: Filters, limit: int,
                        stats: TermStats | None = None) -> list[Candidate]:
        # FTS5 ranks by its own BM25: the search's statistics are not needed
        return self._ranked("messages_fts", fts5.word_match(query), filters, limit,
                            query.min_id)

    def gram_candidates(self, query: ParsedQuery, filters: Filters, limit: int,
                        stats: TermStats | None = None) -> list[Candidate]:
        match = fts5.trigram_expression(query)
        if match is None:
            return []
        return self._ranked("messages_trigram", match, filters, limit, None)

    def _ranked(self, table: str, match: str, filters: Filters, limit: int,
                min_rowid: int | None) -> list[Candidate]:
        # Rank inside FTS5 first (no join: reading message rows for every match costs
        # more than BM25 itself), then fetch and filter only the best rowids; when the
        # filters leave too few, rank the filtered join instead.
        # A match of at most ``limit`` rows is taken whole, unranked: BM25 would keep all
        # of them, and the statement that ranks pays a full pass over every term's
        # document list for its IDF (most of the cost of an AND at 1M messages).
        # Larger matches are ranked by SQLite's own bounded sort (it keeps the best
        # ``fetch`` rows) rather than FTS5's ``ORDER BY rank``, which sorts every match:
        # the same rows in the same order (FTS5 breaks ties by ascending rowid too), a
        # quarter faster at 1M messages.
        fetch = limit * 4 if _has_filters(filters) else limit
        window = "" if min_rowid is None else " AND rowid >= ?"
        params: list[Any] = [match] + ([] if min_rowid is None else [min_rowid])
        with self._read() as conn:
            try:
                ranked = conn.execute(f"SELECT rowid, 0.0 FROM {table} WHERE {table} "
                                      f"MATCH ?{window} LIMIT ?", [*params, limit + 1]
                                      ).fetchall()
                if len(ranked) > limit:
                    ranked = conn.execute(
                        f"SELECT rowid, -bm25({table}) AS score FROM {table} WHERE {table} "
                        f"MATCH ?{window} ORDER BY score DESC, rowid LIMIT ?",
                        [*params, fetch]).fetchall()
            except sqlite3.OperationalError as exc:
                raise ArchiveError(f"invalid full-text query: {exc}") from exc
        if not ranked:
            return []
        scores = dict(ranked)
        found = self._fetch(list(scores), filters, scores)
        if len(found) < limit and len(ranked) == fetch:  # the scope filters always
            where, fparams = _filter_sql(filters, self.scope)
            sql = (f"SELECT m.id, m.session_id, m.role, m.timestamp, s.source, {_INDEXED}, "
                   f"-bm25({table}) AS score FROM {table} f "
                   "JOIN messages m ON m.id = f.rowid JOIN sessions s ON s.id = m.session_id "
                   f"WHERE {table} MATCH ?{window.replace('rowid', 'f.rowid')}{where} "
                   "ORDER BY score DESC LIMIT ?")
            return self._candidates(sql, [*params, *fparams, limit])
        found.sort(key=lambda c: -c.score)
        return found[:limit]

    def _fetch(self, ids: list[int], filters: Filters,
               scores: dict[int, float]) -> list[Candidate]:
        where, params = _filter_sql(filters, self.scope)
        sql = (f"SELECT m.id, m.session_id, m.role, m.timestamp, s.source, {_INDEXED}, 0.0 "
               "FROM messages m JOIN sessions s ON s.id = m.session_id "
               f"WHERE m.id IN ({_marks(ids)}){where}")
        return self._candidates(sql, [*ids, *params], scores)

    def substring_candidates(self, needles: Sequence[str], filters: Filters,
                             limit: int) -> list[Candidate]:
        if not needles:
            return []
        where, params = _filter_sql(filters, self.scope)
        hits = " + ".join(f"(instr({_INDEXED}, ?) > 0)" for _ in needles)
        sql = (f"SELECT * FROM (SELECT m.id, m.session_id, m.role, m.timestamp, s.source, "
               f"{_INDEXED}, {hits} AS score FROM messages_unspaced u "
               "CROSS JOIN messages m ON m.id = u.id CROSS JOIN sessions s "
               "ON s.id = m.session_id "
               f"WHERE 1{where}) WHERE score > 0 ORDER BY score DESC, id DESC LIMIT ?")
        return self._candidates(sql, [*needles, *params, limit])

    def id_candidates(self, message_ids: Sequence[int], filters: Filters) -> list[Candidate]:
        ids = list(message_ids)
        return self._fetch(ids, filters, dict.fromkeys(ids, 0.0)) if ids else []

    def neighbours(self, message_ids: Sequence[int]
                   ) -> dict[int, tuple[Candidate | None, Candidate | None]]:
        # one statement for all ids: each id's previous and next id in its session (a
        # seek each in ``messages_session``), then those rows
        out: dict[int, tuple[Candidate | None, Candidate | None]] = {
            mid: (None, None) for mid in message_ids}
        if not out:
            return out
        ids = list(out)
        row_of = ("SELECT c.id, '{side}', m.id, m.session_id, m.role, m.timestamp, s.source, "
                  f"{_INDEXED}, 0.0 FROM c JOIN messages m ON m.id = c.{{side}} "
                  "JOIN sessions s ON s.id = m.session_id")
        rows: list[Any] = []
        with self._read() as conn:
            for i in range(0, len(ids), 500):
                chunk = ids[i:i + 500]
                rows += conn.execute(
                    "WITH c(id, prev, next) AS (SELECT x.id, (SELECT max(id) FROM messages "
                    "WHERE session_id = x.session_id AND id < x.id), (SELECT min(id) FROM "
                    "messages WHERE session_id = x.session_id AND id > x.id) FROM messages x "
                    f"WHERE x.id IN ({_marks(chunk)})) {row_of.format(side='prev')} "
                    f"UNION ALL {row_of.format(side='next')}", chunk).fetchall()
        for mid, side, *fields in rows:
            prev, nxt = out[mid]
            found = _candidate(fields)
            out[mid] = (found, nxt) if side == "prev" else (prev, found)
        return out

    def term_stats(self, query: ParsedQuery) -> TermStats:
        word_keys, gram_keys = stat_keys(query)
        with self._read() as conn:
            docs = int(conn.execute("SELECT coalesce(max(id), 0) FROM messages").fetchone()[0])
            cached_docs, avg = self._avg_chars
            if abs(docs - cached_docs) > max(100, cached_docs // 20):
                avg = conn.execute("SELECT avg(length(content)) FROM (SELECT content FROM "
                                   "messages ORDER BY id DESC LIMIT 2000)").fetchone()[0]
                avg = float(avg or 1.0)
                self._avg_chars = (docs, avg)
            word_df = {k: self._df(conn, "messages_fts_vocab", k) for k in word_keys}
            gram_df = {k: self._df(conn, "messages_trigram_vocab", k) for k in gram_keys}
        return TermStats(docs, avg, word_df, gram_df)

    @staticmethod
    def _df(conn: sqlite3.Connection, vocab: str, key: str) -> int:
        if key.endswith("*"):
            prefix = key[:-1]
            row = conn.execute(f"SELECT coalesce(sum(doc), 0) FROM {vocab} "
                               "WHERE term >= ? AND term < ?",
                               (prefix, prefix + "\U0010ffff")).fetchone()
        else:
            row = conn.execute(f"SELECT doc FROM {vocab} WHERE term = ?", (key,)).fetchone()
        return int(row[0]) if row else 0
