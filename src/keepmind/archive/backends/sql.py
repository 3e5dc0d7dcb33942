"""SQL text shared by the SQL backends (pure: no I/O): the column lists ``records`` reads
rows in, the session listing, and conditions built from optional arguments, with each
backend's parameter mark (``?`` for SQLite, ``%s`` for psycopg)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


def conditions(pairs: Iterable[tuple[str, object]], mark: str) -> tuple[str, list[Any]]:
    """``" AND "``-joined conditions (``"id > {}"``, ``{}`` standing for the mark) of the
    pairs whose value is not None, and their parameters in order; "" when none apply."""
    where: list[str] = []
    params: list[Any] = []
    for template, value in pairs:
        if value is not None:
            where.append(template.format(mark))
            params.append(value)
    return " AND ".join(where), params


SESSION_COLS = ("id, source, started_at, user_id, model, title, parent_session_id, ended_at, "
                "end_reason, message_count, tool_call_count, input_tokens, output_tokens, "
                "project")
"""The columns of ``records.session_from_row``, in its order."""
MESSAGE_COLS = ("id, session_id, role, content, timestamp, tool_calls, tool_name, "
                "tool_call_id, token_count")
"""The columns of ``records.message_from_row``, in its order."""
PREVIEW_CHARS = 160


def sessions_listing(where: str, mark: str) -> str:
    """Sessions matching ``where`` (may be ""), newest first, each with a preview of its
    first user message as the last column; limit and offset are the last parameters."""
    clause = f"WHERE {where}" if where else ""
    preview = (f"(SELECT substr(content, 1, {PREVIEW_CHARS}) FROM messages "
               "WHERE session_id = sessions.id AND role = 'user' ORDER BY id LIMIT 1)")
    return (f"SELECT {SESSION_COLS}, coalesce({preview}, '') FROM sessions {clause} "
            f"ORDER BY started_at DESC, id DESC LIMIT {mark} OFFSET {mark}")
