"""``sessions check`` for the SQLite archive: find what would make the archive lie or fail,
and (``repair``) put it right, saying what was done.

What is checked: SQLite's own ``integrity_check`` (a damaged file: not repairable here,
restore a backup or use ``sqlite3 .recover``); the word index ``messages_fts`` against
the messages (FTS5 ``integrity-check`` with rank 1 compares the index with its content),
the trigram index internally and ``messages_unspaced`` against the messages; the session
counters against the messages; and every row that cannot be read as stored (the rules of
``archive.records``, applied to every row, so check flags exactly what readers flag).

How it repairs (one transaction): a damaged row is fixed in place with the stand-in
values the readers show (text decoded with U+FFFD, a bad time replaced by the previous
good time in the session or the session's start, broken tool calls and counts cleared);
a message whose role is not one of the archive's roles, or whose session is gone, is
moved out of ``messages``, because no role can be guessed for it; a row whose id (or
session id) is not UTF-8 is left as it is and stays reported, since it cannot be named
reliably (delete it with the sqlite3 shell). Either way the
original row is kept in ``quarantine`` (as JSON; text that is not UTF-8 as hex), so
nothing is lost. Then the indexes are rebuilt (``rebuild`` for the word index; the
trigram index and ``messages_unspaced`` recomputed from the messages) and the session
counters recomputed.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterator, Sequence
from typing import Any

from keepmind.archive import records
from keepmind.archive.backends.base import CheckReport, Problem
from keepmind.archive.backends.sql import MESSAGE_COLS, SESSION_COLS
from keepmind.archive.backends.sqlite_schema import INDEXED_CONTENT_M, UNSPACED_GLOB

_COUNTERS = """UPDATE sessions SET
    message_count = (SELECT count(*) FROM messages m WHERE m.session_id = sessions.id),
    tool_call_count = (SELECT coalesce(sum(CASE WHEN m.tool_calls IS NOT NULL
        AND json_valid(m.tool_calls) THEN json_array_length(m.tool_calls) ELSE 0 END), 0)
        FROM messages m WHERE m.session_id = sessions.id),
    input_tokens = (SELECT coalesce(sum(CASE WHEN m.role = 'assistant' THEN 0
        ELSE coalesce(m.token_count, 0) END), 0) FROM messages m
        WHERE m.session_id = sessions.id),
    output_tokens = (SELECT coalesce(sum(CASE WHEN m.role = 'assistant'
        THEN coalesce(m.token_count, 0) ELSE 0 END), 0) FROM messages m
        WHERE m.session_id = sessions.id)"""
_TOOL_CALLS = ("CASE WHEN m.tool_calls IS NOT NULL AND json_valid(m.tool_calls) "
               "THEN json_array_length(m.tool_calls) ELSE 0 END")
_COUNTERS_OFF = ("SELECT count(*) FROM sessions s WHERE s.message_count != "
                 "(SELECT count(*) FROM messages m WHERE m.session_id = s.id) "
                 f"OR s.tool_call_count != (SELECT coalesce(sum({_TOOL_CALLS}), 0) "
                 "FROM messages m WHERE m.session_id = s.id)")


def _fts_problems(conn: sqlite3.Connection) -> list[Problem]:
    problems: list[Problem] = []
    checks = (("messages_fts", "INSERT INTO messages_fts(messages_fts, rank) "
                               "VALUES ('integrity-check', 1)"),
              ("messages_trigram", "INSERT INTO messages_trigram(messages_trigram) "
                                   "VALUES ('integrity-check')"))
    for table, sql in checks:
        try:
            conn.execute(sql)
        except sqlite3.DatabaseError as exc:
            problems.append(Problem("index", table, None,
                                    f"the full-text index is out of step with the "
                                    f"messages ({exc})"))
    stray = conn.execute("SELECT count(*) FROM messages_unspaced u WHERE NOT EXISTS "
                         "(SELECT 1 FROM messages m WHERE m.id = u.id)").fetchone()[0]
    if stray:
        problems.append(Problem("index", "messages_unspaced", None,
                                f"{stray} entries name messages that do not exist"))
    return problems


def _rows(conn: sqlite3.Connection, sql: str) -> Iterator[Sequence[Any]]:
    cursor = conn.execute(sql)
    while page := cursor.fetchmany(500):
        yield from page


def _row_problems(conn: sqlite3.Connection) -> list[tuple[Problem, Sequence[Any]]]:
    found: list[tuple[Problem, Sequence[Any]]] = []
    for row in _rows(conn, f"SELECT {SESSION_COLS} FROM sessions"):
        info = records.session_from_row(row)
        if info.damaged:
            found.append((Problem("row", "sessions", info.id,
                                  records.unreadable_marker(info.damaged)), row))
    for row in _rows(conn, f"SELECT {MESSAGE_COLS} FROM messages"):
        message = records.message_from_row(row)
        if message.damaged:
            found.append((Problem("row", "messages", str(message.id),
                                  records.unreadable_marker(message.damaged)), row))
    for (mid, sid) in conn.execute("SELECT id, session_id FROM messages m WHERE NOT EXISTS "
                                   "(SELECT 1 FROM sessions s WHERE s.id = m.session_id)"):
        found.append((Problem("orphan", "messages", str(mid),
                              f"its session {str(sid)!r} does not exist"), ()))
    return found


def check(conn: sqlite3.Connection) -> CheckReport:
    """Every problem found; ``conn`` is not written to."""
    verdict = [str(r[0]) for r in conn.execute("PRAGMA integrity_check")]
    if verdict != ["ok"]:
        return CheckReport([Problem("integrity", "database", None,
                                    "; ".join(verdict[:5]))], [])
    problems = _fts_problems(conn)
    problems += [p for p, _ in _row_problems(conn)]
    if conn.execute(_COUNTERS_OFF).fetchone()[0]:
        problems.append(Problem("counters", "sessions", None,
                                "session message or tool-call counts differ from the "
                                "messages"))
    return CheckReport(problems, [])


def _original(row: Sequence[Any], columns: str) -> dict[str, Any]:
    """The row as read (bytes as hex; the exact stored bytes go in ``stored_hex``)."""
    out: dict[str, Any] = {}
    for name, value in zip([c.strip() for c in columns.split(",")], row, strict=False):
        out[name] = value.hex() if isinstance(value, bytes) else value
    return out


def _raw_text_hex(conn: sqlite3.Connection, table: str, key: str, row_id: str) -> dict[str, str]:
    """The stored bytes of every text column of one row, hex (the exact original)."""
    cols = MESSAGE_COLS if table == "messages" else SESSION_COLS
    names = [c.strip() for c in cols.split(",")]
    select = ", ".join(f"hex(CAST({n} AS BLOB))" for n in names)
    row = conn.execute(f"SELECT {select} FROM {table} WHERE {key} = ?", (row_id,)).fetchone()
    return dict(zip(names, row, strict=True)) if row else {}


def _quarantine(conn: sqlite3.Connection, table: str, row_id: str, reason: str,
                row: Sequence[Any], key: str) -> None:
    cols = MESSAGE_COLS if table == "messages" else SESSION_COLS
    original = _original(row, cols)
    original["stored_hex"] = _raw_text_hex(conn, table, key, row_id)
    conn.execute("INSERT INTO quarantine (source_table, row_id, reason, original, "
                 "quarantined_at) VALUES (?, ?, ?, ?, ?)",
                 (table, row_id, reason,
                  json.dumps(original, ensure_ascii=False, default=str), time.time()))


def _fix_message(conn: sqlite3.Connection, problem: Problem, row: Sequence[Any]) -> str:
    message = records.message_from_row(row)
    mid = int(message.id)
    if problem.kind == "orphan" or message.role == records.UNKNOWN_ROLE:
        conn.execute("DELETE FROM messages WHERE id = ?", (mid,))
        return "moved to quarantine"
    stamp = message.timestamp
    if any(d.startswith("timestamp") for d in message.damaged):
        previous = conn.execute(
            "SELECT timestamp FROM messages WHERE session_id = ? AND id < ? AND "
            "typeof(timestamp) IN ('real', 'integer') AND timestamp BETWEEN ? AND ? "
            "ORDER BY id DESC LIMIT 1",
            (message.session_id, mid, records.MIN_TIMESTAMP, records.MAX_TIMESTAMP)).fetchone()
        start = conn.execute("SELECT started_at FROM sessions WHERE id = ?",
                             (message.session_id,)).fetchone()
        candidates = [v[0] for v in (previous, start) if v is not None]
        stamp = next((float(v) for v in candidates if records.valid_timestamp(v)), 0.0)
    conn.execute("UPDATE messages SET content = ?, timestamp = ?, tool_calls = ?, "
                 "tool_name = ?, tool_call_id = ?, token_count = ?, unspaced = NULL "
                 "WHERE id = ?",
                 (message.content, stamp, message.tool_calls, message.tool_name,
                  message.tool_call_id, message.token_count, mid))
    return "fixed in place (original in quarantine)"


def _fix_session(conn: sqlite3.Connection, row: Sequence[Any]) -> str:
    info = records.session_from_row(row)
    started = info.started_at
    if any(d.startswith("started_at") for d in info.damaged):
        first = conn.execute(
            "SELECT min(timestamp) FROM messages WHERE session_id = ? AND "
            "typeof(timestamp) IN ('real', 'integer') AND timestamp BETWEEN ? AND ?",
            (row[0], records.MIN_TIMESTAMP, records.MAX_TIMESTAMP)).fetchone()[0]
        started = float(first) if records.valid_timestamp(first) else 0.0
    conn.execute("UPDATE sessions SET source = ?, started_at = ?, user_id = ?, "
                 "model = ?, title = ?, parent_session_id = ?, ended_at = ?, end_reason = ?, "
                 "project = ? WHERE id = ?",
                 (info.source, started, info.user_id, info.model, info.title,
                  info.parent_session_id, info.ended_at if info.ended_at else None,
                  info.end_reason, info.project, row[0]))
    return "fixed in place (original in quarantine)"


def rebuild_indexes(conn: sqlite3.Connection) -> None:
    """Rebuild the word index from the messages and recompute the trigram index and
    ``messages_unspaced`` (only messages in unspaced scripts belong there)."""
    conn.execute("INSERT INTO messages_fts(messages_fts) VALUES ('rebuild')")
    conn.execute("INSERT INTO messages_trigram(messages_trigram) VALUES ('delete-all')")
    conn.execute("DELETE FROM messages_unspaced")
    conn.execute("INSERT INTO messages_unspaced(id) SELECT m.id FROM messages m WHERE "
                 f"coalesce(m.unspaced, ({INDEXED_CONTENT_M}) GLOB {UNSPACED_GLOB})")
    conn.execute(f"INSERT INTO messages_trigram(rowid, content) SELECT m.id, "
                 f"{INDEXED_CONTENT_M} FROM messages m JOIN messages_unspaced u ON u.id = m.id")


def repair(conn: sqlite3.Connection) -> CheckReport:
    """Fix what ``check`` finds (inside the caller's transaction); returns the problems
    found before and the repairs done. A damaged database file is left alone."""
    before = check(conn)
    if any(p.kind == "integrity" for p in before.problems):
        return before
    repairs: list[str] = []
    damaged = _row_problems(conn)
    # The index triggers are dropped while rows are fixed and recreated after: their
    # FTS 'delete' of a row's old text could hit an index already out of step, and
    # the indexes are rebuilt from scratch below anyway.
    triggers = conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' "
                            "AND tbl_name = 'messages'").fetchall() if damaged else []
    for name, _ in triggers:
        conn.execute(f'DROP TRIGGER "{name}"')
    for problem, row in damaged:
        if "id (not UTF-8)" in problem.detail:
            # the row cannot even be named reliably (its id, or its session's, is not
            # text): nothing is changed, and the problem stays reported
            repairs.append(f"{problem.table} {problem.row_id}: {problem.detail}: left as is "
                           "(an id that is not UTF-8 cannot be repaired here)")
            continue
        _quarantine(conn, problem.table, str(problem.row_id), problem.detail, row, "id")
        if problem.table == "messages":
            done = _fix_message(conn, problem, row)
        else:
            done = _fix_session(conn, row)
        repairs.append(f"{problem.table} {problem.row_id}: {problem.detail}: {done}")
    for _, sql in triggers:
        conn.execute(sql)
    if before.problems:
        rebuild_indexes(conn)
        repairs.append("rebuilt the full-text indexes")
        conn.execute(_COUNTERS)
        repairs.append("recomputed the session counters")
    return CheckReport(before.problems, repairs)
