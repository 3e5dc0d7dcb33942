"""The PostgreSQL backend of the session archive, on the shared PostgreSQL layer
(``keepmind._postgres``: a psycopg 3 pool bound to the scope, transactions retried on
deadlocks, every psycopg error as ``ArchiveError``, migrations at opening, a role that
bypasses row-level security refused).

Words and grams are indexed under the project's own stems
(``backends.postgres_query``), and their document frequencies are kept in ``word_df`` and
``gram_df`` by triggers, so ``term_stats`` answers the same keys with the same meaning as
the SQLite backend and the shared ranking orders candidates the same way. Session
counters are added by the writer inside the inserting transaction, per session in sorted
order.

Isolation is the database's: the backend is opened for one ``Scope``, its pooled
connections carry that scope's settings, and the row-level security policies of
``m003_scopes`` decide on them what the connection sees and writes. No query here filters
by scope: a statement sees only its scope's rows whatever it says. The search tables
(``message_words``, ``message_text``) show a transaction only the rows matching what it
set with ``_match`` (``m007_match_search``), so a search is served by their GIN indexes;
writes and whole reads set the match that every row satisfies.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from typing import Any

from keepmind._postgres import Conn, PostgresDatabase, scalar
from keepmind.archive import records
from keepmind.archive.backends import postgres_query as pq
from keepmind.archive.backends import postgres_schema
from keepmind.archive.backends.base import (
    TOOL_INDEX_PREFIX,
    Candidate,
    CheckReport,
    Filters,
    ImportCursor,
    NewMessage,
    NewSession,
    Problem,
    TermStats,
    VectorTable,
    WordQuery,
)
from keepmind.archive.backends.postgres_vectors import PostgresVectors
from keepmind.archive.backends.sql import MESSAGE_COLS, SESSION_COLS, conditions, sessions_listing
from keepmind.archive.query import ParsedQuery, stat_keys
from keepmind.archive.ranking import idf
from keepmind.archive.text import has_unspaced
from keepmind.errors import ArchiveError
from keepmind.types import Message, Scope, SessionInfo

_INDEXED = "keepmind_indexed(m.role, m.content)"
_CANDIDATE_COLS = f"m.id, m.session_id, m.role, m.timestamp, s.source, {_INDEXED}"
_INSERT_MESSAGES = (
    "INSERT INTO messages (id, session_id, role, content, tool_calls, tool_name, "
    "tool_call_id, timestamp, token_count, grams, unspaced) "
    "SELECT i, s, r, c, tc, tn, ti, ts, n, string_to_array(g, ' '), u FROM unnest("
    "%s::bigint[], %s::text[], %s::text[], %s::text[], %s::text[], %s::text[], %s::text[], "
    "%s::float8[], %s::bigint[], %s::text[], %s::boolean[]) AS t(i, s, r, c, tc, tn, ti, ts, "
    "n, g, u)")
_INSERT_WORDS = ("INSERT INTO message_words (id, words) "
                 "SELECT i, w::tsvector FROM unnest(%s::bigint[], %s::text[]) AS t(i, w)")
# Everything the ranking needs of the archive, in one statement: the message count,
# the newest id (read backwards on the scope's own index: for ``max(id)`` the planner
# may read the primary key backwards past every row written after the scope's last,
# 22 ms with four later archives of 10,000 messages), the document frequencies of the
# exact keys, the sums of those of the prefixes (their ranges of terms: each prefix and
# its upper bound), and the grams'.
_STATS = (
    "SELECT (SELECT docs FROM archive_stats), "
    "(SELECT id FROM messages ORDER BY scope_org DESC, scope_user DESC, id DESC LIMIT 1), "
    "(SELECT json_object_agg(term, df) FROM word_df WHERE term = ANY(%s)), "
    "ARRAY(SELECT (SELECT sum(df) FROM word_df WHERE term >= p.lo AND term < p.hi) "
    "FROM unnest(%s::text[], %s::text[]) WITH ORDINALITY AS p(lo, hi, n) ORDER BY p.n), "
    "(SELECT json_object_agg(gram, df) FROM gram_df WHERE gram = ANY(%s))")
# The mean length of the scope's newest 2,000 messages, their ids read on the scope's
# index (as SQLite's backend measures it; refreshed when the count moved by 5%).
_AVG_CHARS = ("SELECT avg(length(m.content)) FROM (SELECT id FROM messages "
              "ORDER BY scope_org DESC, scope_user DESC, id DESC LIMIT 2000) t "
              "JOIN messages m ON m.id = t.id")
_INSERT_TEXT = ("INSERT INTO message_text (id, text) "
                "SELECT * FROM unnest(%s::bigint[], %s::text[])")


def _match(conn: Conn, words: str = postgres_schema.ALL_WORDS,
           like: Sequence[str] | None = None) -> None:
    """Set what the search tables show this transaction (``m007_match_search``): the rows
    matching ``words`` (a tsquery literal) and ``like`` (ILIKE patterns); by default
    every row, as writes, deletes and whole reads need."""
    conn.execute("SELECT set_config('keepmind.match', %s, true), "
                 "set_config('keepmind.like', coalesce(%s::text[]::text, %s), true)",
                 (words, None if like is None else list(like), postgres_schema.ALL_TEXT))


def _indexed(message: NewMessage) -> str:
    if message.role == "tool":
        return message.content[:TOOL_INDEX_PREFIX]
    return message.content


def _tool_calls(raw: str | None) -> int:
    """How many tool calls a message holds (a JSON array's length, else 0)."""
    if raw is None:
        return 0
    try:
        value = json.loads(raw)
    except ValueError:
        return 0
    return len(value) if isinstance(value, list) else 0


_Item = tuple[NewMessage, tuple[Any, ...]]


def _row(sid: str, m: NewMessage) -> tuple[Any, ...]:
    """The ``messages`` row of ``m`` after its id, then its words (a tsvector literal)
    and its indexed text when unspaced, else None (computed here, outside the
    transaction). Grams go as one string, split on spaces by the server: no gram holds
    one."""
    text = _indexed(m)
    unspaced = not text.isascii() and has_unspaced(text)
    return (sid, m.role, m.content, m.tool_calls, m.tool_name, m.tool_call_id, m.timestamp,
            m.token_count, " ".join(pq.grams(text)) if unspaced else None, unspaced,
            pq.document_vector(text), text if unspaced else None)


def _new_by_key(conn: Conn, sid: str, items: Sequence[_Item],
                held: dict[str, set[str]]) -> list[_Item]:
    """``items`` without the messages whose ``source_key`` the session holds already (in
    the database or earlier in this write, tracked in ``held``)."""
    keys = [m.source_key for m, _ in items if m.source_key is not None]
    if not keys:
        return list(items)
    seen = held.setdefault(sid, set())
    seen.update(r[0] for r in conn.execute(
        "SELECT source_key FROM message_sources WHERE session_id = %s "
        "AND source_key = ANY(%s)", (sid, keys)))
    kept: list[_Item] = []
    for m, row in items:
        if m.source_key is not None:
            if m.source_key in seen:
                continue
            seen.add(m.source_key)
        kept.append((m, row))
    return kept


def _counters(kept: Sequence[tuple[str, Sequence[_Item]]]) -> dict[str, list[int]]:
    """Per session: messages, tool calls, input and output tokens that ``kept`` adds."""
    counters: dict[str, list[int]] = {}
    for sid, items in kept:
        totals = counters.setdefault(sid, [0, 0, 0, 0])
        for m, _ in items:
            totals[0] += 1
            totals[1] += _tool_calls(m.tool_calls)
            totals[2 if m.role != "assistant" else 3] += m.token_count or 0
    return counters




def _insert(conn: Conn, rows: Sequence[tuple[Any, ...]]) -> None:
    """Insert ``rows`` (``_row`` after the id) into ``messages`` and the search tables, one
    statement each (``messages`` first: its trigger takes the ``archive_stats`` row)."""
    if not rows:
        return
    columns = list(zip(*rows, strict=True))
    _match(conn)
    conn.execute(_INSERT_MESSAGES, [list(c) for c in columns[:11]])
    conn.execute(_INSERT_WORDS, (list(columns[0]), list(columns[11])))
    unspaced = [(r[0], r[12]) for r in rows if r[12] is not None]
    if unspaced:
        conn.execute(_INSERT_TEXT, [list(c) for c in zip(*unspaced, strict=True)])


def _candidate(row: Sequence[Any]) -> Candidate:
    mid, sid, role, stamp, source, text, score = row
    return Candidate(int(mid), str(sid), str(role), float(stamp), str(source or ""),
                     str(text or ""), float(score or 0.0))


def _filter_sql(filters: Filters) -> tuple[str, list[Any]]:
    """WHERE fragments over ``m`` (messages) and ``s`` (sessions)."""
    clauses: list[str] = []
    params: list[Any] = []
    for values, clause in ((filters.roles, "m.role = ANY(%s)"),
                           (filters.sources, "s.source = ANY(%s)"),
                           (filters.exclude_sessions, "m.session_id <> ALL(%s)"),
                           (filters.session_ids, "m.session_id = ANY(%s)")):
        if values:
            clauses.append(clause)
            params.append(list(values))
    return "".join(f" AND {c}" for c in clauses), params


class PostgresBackend:
    """``ArchiveBackend`` on PostgreSQL at ``url`` (a libpq URL), with a pool of up to
    ``pool_size`` connections. Raises ArchiveError when the database cannot be reached
    or migrated."""

    def __init__(self, url: str, *, scope: Scope | None = None, pool_size: int = 4,
                 retry_seconds: float = 30.0, connect_timeout: float = 30.0) -> None:
        self.scope = scope or Scope()
        self._avg_chars: tuple[int, float] = (-10**9, 1.0)
        self._db = PostgresDatabase(url, scope=self.scope, name="session archive",
                                    error=ArchiveError, migrations=postgres_schema.MIGRATIONS,
                                    migration_lock=postgres_schema.MIGRATION_LOCK,
                                    pool_size=pool_size, retry_seconds=retry_seconds,
                                    connect_timeout=connect_timeout)
        self._run = self._db.run
        self._read = self._db.read
        self.vectors: VectorTable = PostgresVectors(self._db)

    def close(self) -> None:
        self._db.close()

    def analyze(self) -> None:
        # the owner's ANALYZE samples every scope's rows (statistics are not rows a
        # policy guards); another role's is skipped with a warning
        self._run(lambda conn: conn.execute(
            "ANALYZE " + ", ".join(postgres_schema.SCOPED_TABLES)), "ANALYZE")

    def applied_migrations(self) -> list[str]:
        return self._read(lambda conn: [r[0] for r in conn.execute(
            "SELECT name FROM _migrations ORDER BY applied_at, name")])

    # --- writes ---------------------------------------------------------------------

    def create_session(self, session: NewSession, *, exist_ok: bool = False) -> bool:
        def run(conn: Conn) -> bool:
            cur = conn.execute(
                "INSERT INTO sessions (id, source, started_at, user_id, model, title, "
                "parent_session_id, project, scope_agent) "
                "VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s) "
                "ON CONFLICT (scope_org, scope_user, id) DO NOTHING",
                (session.id, session.source, session.started_at, session.user_id,
                 session.model, session.title, session.parent_session_id, session.project,
                 self.scope.agent))
            if cur.rowcount == 0 and not exist_ok:
                raise ArchiveError(f"session {session.id} already exists")
            return cur.rowcount > 0
        return self._run(run)

    def append(self, session_id: str, messages: Sequence[NewMessage]) -> list[int]:
        return self.append_batches([(session_id, messages)])[0]

    def append_batches(self, batches: Sequence[tuple[str, Sequence[NewMessage]]]
                       ) -> list[list[int]]:
        prepared = [(sid, [(m, _row(sid, m)) for m in messages]) for sid, messages in batches]

        def run(conn: Conn) -> list[list[int]]:
            sids = sorted({sid for sid, _ in batches})
            known = {r[0] for r in conn.execute(
                "SELECT id FROM sessions WHERE id = ANY(%s)", (sids,))}
            for sid in sids:
                if sid not in known:
                    raise ArchiveError(f"unknown session {sid}")
            held: dict[str, set[str]] = {}
            kept = [(sid, _new_by_key(conn, sid, items, held)) for sid, items in prepared]
            count = sum(len(items) for _, items in kept)
            ids = sorted(r[0] for r in conn.execute(
                "SELECT nextval('messages_id_seq') FROM generate_series(1, %s)", (count,)))
            rows = [(i, *row) for i, (_, row) in zip(
                ids, (item for _, items in kept for item in items), strict=True)]
            _insert(conn, rows)
            sources = [(row[0], row[1], m.source_key) for row, (m, _) in zip(
                rows, (item for _, items in kept for item in items), strict=True)
                if m.source_key is not None]
            if sources:
                conn.cursor().executemany("INSERT INTO message_sources (message_id, "
                                          "session_id, source_key) VALUES (%s, %s, %s)",
                                          sources)
            for sid, totals in sorted(_counters(kept).items()):
                conn.execute("UPDATE sessions SET message_count = message_count + %s, "
                             "tool_call_count = tool_call_count + %s, "
                             "input_tokens = input_tokens + %s, "
                             "output_tokens = output_tokens + %s WHERE id = %s",
                             (*totals, sid))
            out: list[list[int]] = []
            at = 0
            for _, items in kept:
                out.append(ids[at:at + len(items)])
                at += len(items)
            return out
        return self._run(run)

    def source_keys(self, session_id: str) -> set[str]:
        return self._read(lambda conn: {r[0] for r in conn.execute(
            "SELECT source_key FROM message_sources WHERE session_id = %s", (session_id,))})

    def update_session(self, session_id: str, *, title: str | None = None,
                       model: str | None = None, project: str | None = None) -> bool:
        return self._update("UPDATE sessions SET title = coalesce(%s, title), "
                            "model = coalesce(%s, model), project = coalesce(%s, project) "
                            "WHERE id = %s", (title, model, project, session_id))

    def import_cursor(self, path: str) -> ImportCursor | None:
        row = self._read(lambda conn: conn.execute(
            "SELECT byte_offset, digest, state FROM import_cursors WHERE path = %s",
            (path,)).fetchone())
        return None if row is None else ImportCursor(int(row[0]), str(row[1]), str(row[2]))

    def save_import_cursor(self, path: str, cursor: ImportCursor) -> None:
        self._update("INSERT INTO import_cursors (path, byte_offset, digest, state, updated_at) "
                     "VALUES (%s, %s, %s, %s, %s) "
                     "ON CONFLICT (scope_org, scope_user, path) DO UPDATE SET "
                     "byte_offset = excluded.byte_offset, digest = excluded.digest, "
                     "state = excluded.state, updated_at = excluded.updated_at",
                     (path, cursor.offset, cursor.digest, cursor.state, time.time()))

    def _update(self, sql: str, params: Sequence[Any]) -> bool:
        return self._run(lambda conn: conn.execute(sql, params).rowcount > 0)

    def end_session(self, session_id: str, reason: str, ended_at: float) -> bool:
        return self._update("UPDATE sessions SET ended_at = %s, end_reason = %s WHERE id = %s",
                            (ended_at, reason, session_id))

    def add_tokens(self, session_id: str, input_tokens: int, output_tokens: int) -> bool:
        return self._update("UPDATE sessions SET input_tokens = input_tokens + %s, "
                            "output_tokens = output_tokens + %s WHERE id = %s",
                            (input_tokens, output_tokens, session_id))

    def update_title(self, session_id: str, title: str) -> bool:
        return self._update("UPDATE sessions SET title = %s WHERE id = %s", (title, session_id))

    def delete_sessions(self, session_ids: Sequence[str]) -> int:
        def run(conn: Conn) -> int:
            ids = list(session_ids)
            _match(conn)
            # one statement per table, so each frequency trigger runs once; messages
            # first, as writers do
            gone = [r[0] for r in conn.execute(
                "DELETE FROM messages WHERE session_id = ANY(%s) RETURNING id", (ids,))]
            for table in postgres_schema.SEARCH_TABLES:
                conn.execute(f"DELETE FROM {table} WHERE id = ANY(%s)", (gone,))
            return conn.execute("DELETE FROM sessions WHERE id = ANY(%s)", (ids,)).rowcount
        return self._run(run)

    def reparent(self, session_ids: Sequence[str], parent_session_id: str | None) -> None:
        self._update("UPDATE sessions SET parent_session_id = %s WHERE id = ANY(%s)",
                     (parent_session_id, list(session_ids)))

    def check(self) -> CheckReport:
        return CheckReport(self._read(_problems), [])

    def repair(self) -> CheckReport:
        def run(conn: Conn) -> CheckReport:
            problems = _problems(conn)
            repairs: list[str] = []
            if any(p.kind == "counters" for p in problems):
                conn.execute("UPDATE sessions s SET message_count = coalesce(c.n, 0) FROM "
                             "sessions s2 LEFT JOIN (SELECT session_id, count(*) AS n FROM "
                             "messages GROUP BY session_id) c ON c.session_id = s2.id "
                             "WHERE s.id = s2.id AND s.message_count <> coalesce(c.n, 0)")
                repairs.append("recounted the messages of each session")
            if any(p.kind == "index" or p.table == "archive_stats" for p in problems):
                _recount_frequencies(conn)
                repairs.append("recounted the document frequencies of words and grams")
            return CheckReport(problems, repairs)
        report = self._run(run)
        self._avg_chars = (-10**9, 1.0)
        return report

    # --- reads ----------------------------------------------------------------------

    def get_session(self, session_id: str) -> SessionInfo | None:
        row = self._read(lambda conn: conn.execute(
            f"SELECT {SESSION_COLS} FROM sessions WHERE id = %s", (session_id,)).fetchone())
        return records.session_from_row(row) if row else None

    def list_sessions(self, limit: int, offset: int, source: str | None,
                      before: float | None) -> list[SessionInfo]:
        where, params = conditions((("source = {}", source), ("started_at < {}", before)),
                                   "%s")
        rows = self._read(lambda conn: conn.execute(
            sessions_listing(where, "%s"),
            [*params, None if limit < 0 else limit, offset]).fetchall())
        return [records.session_from_row(r[:-1], r[-1]) for r in rows]

    def parents(self, session_ids: Sequence[str]) -> dict[str, str | None]:
        rows = self._read(lambda conn: conn.execute(
            "SELECT id, parent_session_id FROM sessions WHERE id = ANY(%s)",
            (list(session_ids),)).fetchall())
        return {r[0]: r[1] for r in rows}

    def children(self, session_id: str) -> list[str]:
        return self._read(lambda conn: [r[0] for r in conn.execute(
            "SELECT id FROM sessions WHERE parent_session_id = %s ORDER BY started_at, id",
            (session_id,))])

    def messages(self, session_id: str, *, after_id: int | None, before_id: int | None,
                 limit: int | None, newest: bool) -> list[Message]:
        where, params = conditions((("session_id = {}", session_id), ("id > {}", after_id),
                                    ("id < {}", before_id)), "%s")
        order = "DESC" if newest else "ASC"
        params.append(limit)
        rows = self._read(lambda conn: conn.execute(
            f"SELECT {MESSAGE_COLS} FROM messages WHERE {where} "
            f"ORDER BY id {order} LIMIT %s", params).fetchall())
        found = [records.message_from_row(r) for r in rows]
        return found[::-1] if newest else found

    def message(self, message_id: int) -> Message | None:
        row = self._read(lambda conn: conn.execute(
            f"SELECT {MESSAGE_COLS} FROM messages WHERE id = %s", (message_id,)).fetchone())
        return records.message_from_row(row) if row else None

    def _count(self, sql: str) -> int:
        return self._read(lambda conn: scalar(conn, sql))

    def count_messages(self) -> int:
        return self._count("SELECT count(*) FROM messages")

    def count_sessions(self) -> int:
        return self._count("SELECT count(*) FROM sessions")

    def sessions_ended_before(self, cutoff: float) -> list[str]:
        return self._read(lambda conn: [r[0] for r in conn.execute(
            "SELECT id FROM sessions WHERE coalesce(ended_at, started_at) < %s "
            "AND (ended_at IS NOT NULL OR started_at < %s) ORDER BY started_at",
            (cutoff, cutoff))])

    # --- search ---------------------------------------------------------------------

    def word_candidates(self, query: WordQuery, filters: Filters, limit: int,
                        stats: TermStats | None = None) -> list[Candidate]:
        match = pq.tsquery(query)
        if match is None:
            return []
        # the engine's own order for the pool: each term's ts_rank weighted by its IDF
        # from the kept frequencies, so rare terms count as in BM25
        if stats is None:
            stats = self.term_stats(ParsedQuery(terms=query.terms))
        weights = self._term_weights(query, stats)
        score = " + ".join(["%s * ts_rank(x.words, %s::tsquery)"] * len(weights)) or "0"
        score_params: list[Any] = [v for pair in weights for v in pair]
        where, where_params = ("TRUE", []) if query.min_id is None else ("x.id >= %s",
                                                                          [query.min_id])
        return self._scored(lambda conn: _match(conn, match), "message_words x", where,
                            score, score_params, where_params, filters, limit)

    def _term_weights(self, query: WordQuery, stats: TermStats) -> list[tuple[float, str]]:
        out: list[tuple[float, str]] = []
        for term in query.terms:
            rendered = pq.term_query(term)
            if rendered is None:
                continue
            keys = term.key.split() if term.kind == "phrase" else [term.key]
            df = min((stats.word_df.get(k, 0) for k in keys), default=0)
            out.append((idf(stats.docs, df), rendered))
        return out

    def gram_candidates(self, query: ParsedQuery, filters: Filters, limit: int,
                        stats: TermStats | None = None) -> list[Candidate]:
        if not query.grams:
            return []
        if stats is None:
            stats = self.term_stats(ParsedQuery(grams=query.grams))
        patterns = [pq.like_pattern(g) for g in query.grams]
        where = "TRUE"
        params: list[Any] = []
        for run in (r for r in query.excluded_runs if len(r) >= 3):
            where += " AND x.text NOT ILIKE %s"
            params.append(pq.like_pattern(run))
        weights = [idf(stats.docs, min((stats.gram_df.get(g.lower()[i:i + 3], 0)
                                        for i in range(max(1, len(g) - 2))), default=0))
                   for g in query.grams]
        score = " + ".join(["CASE WHEN x.text ILIKE %s THEN %s ELSE 0 END"] * len(patterns))
        score_params: list[Any] = [v for p, w in zip(patterns, weights, strict=True)
                                   for v in (p, w)]
        return self._scored(lambda conn: _match(conn, like=patterns), "message_text x",
                            where, score, score_params, params, filters, limit)

    def _scored(self, match: Callable[[Conn], None] | None, source: str, where: str, score: str,
                score_params: list[Any], where_params: list[Any], filters: Filters,
                limit: int) -> list[Candidate]:
        """The ``limit`` best candidates of ``source`` (a table aliased ``x``, or
        ``messages m``) by ``score``, after ``match`` set what the search tables show.
        The pool is chosen on ``source`` alone (joined to ``messages``/``sessions`` only
        for the filters that need them); only the chosen rows are read whole."""
        fsql, fparams = _filter_sql(filters)
        key = source.rsplit(" ", 1)[1]
        joins = ""
        if key != "m" and (filters.roles or filters.exclude_sessions or filters.session_ids
                           or filters.sources):
            joins += " JOIN messages m ON m.id = x.id"
        if filters.sources:
            joins += " JOIN sessions s ON s.id = m.session_id"
        sql = (f"SELECT {_CANDIDATE_COLS}, t.score FROM (SELECT {key}.id, {score} AS score "
               f"FROM {source}{joins} WHERE {where}{fsql} ORDER BY score DESC, {key}.id DESC "
               "LIMIT %s) t JOIN messages m ON m.id = t.id JOIN sessions s ON s.id = m.session_id "
               "ORDER BY t.score DESC, t.id DESC")

        def run(conn: Conn) -> list[Any]:
            with conn.pipeline():  # the match and the query in one round trip
                if match is not None:
                    match(conn)
                cur = conn.execute(sql, [*score_params, *where_params, *fparams, limit])
            return cur.fetchall()
        return [_candidate(r) for r in self._read(run)]

    def substring_candidates(self, needles: Sequence[str], filters: Filters,
                             limit: int) -> list[Candidate]:
        if not needles:
            return []
        hits = " + ".join([f"(strpos({_INDEXED}, %s) > 0)::int"] * len(needles))
        return self._scored(None, "messages m", f"m.unspaced AND ({hits}) > 0", hits,
                            list(needles), list(needles), filters, limit)

    def id_candidates(self, message_ids: Sequence[int], filters: Filters) -> list[Candidate]:
        ids = list(message_ids)
        return self._scored(None, "messages m", "m.id = ANY(%s)", "0.0", [], [ids], filters,
                            len(ids)) if ids else []

    def neighbours(self, message_ids: Sequence[int]
                   ) -> dict[int, tuple[Candidate | None, Candidate | None]]:
        sql = (f"SELECT c.id, {_CANDIDATE_COLS}, 0.0 FROM messages c "
               "CROSS JOIN LATERAL ("
               "(SELECT id FROM messages WHERE session_id = c.session_id AND id < c.id "
               "ORDER BY id DESC LIMIT 1) UNION ALL "
               "(SELECT id FROM messages WHERE session_id = c.session_id AND id > c.id "
               "ORDER BY id LIMIT 1)) nb "
               "JOIN messages m ON m.id = nb.id JOIN sessions s ON s.id = m.session_id "
               "WHERE c.id = ANY(%s) UNION ALL "
               "SELECT id, NULL, NULL, NULL, NULL, NULL, NULL, NULL FROM messages "
               "WHERE id = ANY(%s)")
        ids = list(message_ids)
        rows = self._read(lambda conn: conn.execute(sql, (ids, ids)).fetchall())
        # the rows without a neighbour name the known ids
        known = {int(r[0]) for r in rows if r[1] is None}
        out: dict[int, tuple[Candidate | None, Candidate | None]] = {
            mid: (None, None) for mid in message_ids if mid in known}
        for row in (r for r in rows if r[1] is not None):
            centre, cand = int(row[0]), _candidate(row[1:])
            prev, nxt = out[centre]
            out[centre] = (cand, nxt) if cand.id < centre else (prev, cand)
        return out

    def term_stats(self, query: ParsedQuery) -> TermStats:
        word_keys, gram_keys = stat_keys(query)
        exact = [k for k in word_keys if not k.endswith("*")]
        prefixes = [k for k in word_keys if k.endswith("*")]

        def run(conn: Conn) -> TermStats:
            row = conn.execute(_STATS, (
                exact, [k[:-1] for k in prefixes],
                [k[:-1] + "\U0010ffff" for k in prefixes], gram_keys)).fetchone()
            docs, top, words, sums, found = row if row else (0, None, None, [], None)
            docs = int(docs or 0)
            cached_docs, avg = self._avg_chars
            if abs(docs - cached_docs) > max(100, cached_docs // 20):
                got = conn.execute(_AVG_CHARS).fetchone()
                avg = float(got[0] or 1.0) if got else 1.0
                self._avg_chars = (docs, avg)
            word_df = {str(k): int(v) for k, v in (words or {}).items()}
            word_df.update((k, int(n or 0)) for k, n in zip(prefixes, sums, strict=True))
            gram_df = {str(k): int(v) for k, v in (found or {}).items()}
            return TermStats(docs, avg, word_df, gram_df, max_id=int(top or 0))
        return self._read(run)




def _problems(conn: Conn) -> list[Problem]:
    problems = [Problem("counters", "sessions", r[0], f"message_count {r[1]}, holds {r[2]}")
                for r in conn.execute(
                    "SELECT s.id, s.message_count, coalesce(c.n, 0) FROM sessions s "
                    "LEFT JOIN (SELECT session_id, count(*) AS n FROM messages "
                    "GROUP BY session_id) c ON c.session_id = s.id "
                    "WHERE s.message_count <> coalesce(c.n, 0) ORDER BY s.id")]
    kept, held = scalar(conn, "SELECT docs FROM archive_stats"), scalar(
        conn, "SELECT count(*) FROM messages")
    if kept != held:
        problems.append(Problem("counters", "archive_stats", "1",
                                f"docs {kept}, messages hold {held}"))
    _match(conn)
    for table, key, counted in (
            ("word_df", "term", "SELECT w.lexeme AS k, count(*) AS n FROM message_words m, "
                                "unnest(m.words) w GROUP BY w.lexeme"),
            ("gram_df", "gram", "SELECT g AS k, count(*) AS n FROM messages m, "
                                "unnest(m.grams) g GROUP BY g")):
        row = conn.execute(
            f"SELECT count(*) FROM ({counted}) c FULL JOIN (SELECT {key} AS k, df FROM "
            f"{table} WHERE df <> 0) t USING (k) WHERE c.n IS DISTINCT FROM t.df").fetchone()
        if row and row[0]:
            problems.append(Problem("index", table, None,
                                    f"{row[0]} document frequencies out of step"))
    return problems


def _recount_frequencies(conn: Conn) -> None:
    conn.execute("INSERT INTO archive_stats (docs) SELECT count(*) FROM messages "
                 "ON CONFLICT (scope_org, scope_user) DO UPDATE SET docs = excluded.docs")
    _match(conn)
    conn.execute("DELETE FROM word_df")
    conn.execute("INSERT INTO word_df (term, df) SELECT w.lexeme, count(*) "
                 "FROM message_words m, unnest(m.words) w GROUP BY w.lexeme")
    conn.execute("DELETE FROM gram_df")
    conn.execute("INSERT INTO gram_df (gram, df) SELECT g, count(*) FROM messages m, "
                 "unnest(m.grams) g GROUP BY g")
