"""The ``session_search`` tool: its schema (OpenAI and Anthropic shapes) and its dispatch.

The shape is inferred from the arguments (design §6):

- ``query``: discover (summarise when a Summarizer is set and ``summarize`` is not false);
- nothing, or an empty query: browse;
- ``session_id``: read;
- ``around_message_id`` (with ``session_id``, or alone): scroll;
- ``session_id`` + ``query``: scroll around the best match in that session's lineage
  (read, with a note, when nothing there matches).

A discover question is asked now (the tool's ``clock``), or at ``as_of`` when the call
gives one (an ISO 8601 date or time, UTC unless it says otherwise): relative time in the
query ("last week", "two months ago") counts from there (``archive.timeref``).

Invariants: a call never raises; bad arguments (any JSON value in any field, arguments as
JSON text, malformed or not an object, invalid Unicode, a query over ``MAX_QUERY_CHARS``,
integers out of range, a misnamed argument such as ``q`` for ``query``, answered with
the call to send) and storage failures come back as ``{"success": false, "error":
...}`` the model can act on. discover and browse skip the
current session's whole lineage (root, ancestors, continuations, branches), computed at
each call, so the tool stays right after a compression changes ``current_session_id``.
Every answer fits ``budget`` characters of JSON (``recall.render``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from keepmind._validate import (
    call_arguments,
    flag,
    integer,
    json_text,
    misnamed,
    misnamed_message,
    shown,
    text,
)
from keepmind.archive import SessionArchive
from keepmind.errors import InvalidArgument, KeepmindError
from keepmind.recall import discover as discovering
from keepmind.recall import reading
from keepmind.recall.render import MAX_ANSWER_CHARS
from keepmind.recall.summarizer import Summarizer
from keepmind.toolspec import ToolSpec

TOOL_NAME = "session_search"
MAX_QUERY_CHARS = 2000
MAX_SESSION_ID_CHARS = 200
ARGUMENT_NAMES = {
    **dict.fromkeys(("q", "search", "keywords", "keyword", "text", "term", "terms",
                     "search_query", "topic", "question"), "query"),
    **dict.fromkeys(("id", "session", "sessionid"), "session_id"),
    **dict.fromkeys(("max_results", "n", "count", "top_k", "k", "num_results"), "limit"),
}
"""Argument names small models use, mapped to the parameter they mean: a call naming one
is refused with the call to send, rather than taken as a browse without a query."""

DESCRIPTION = """\
Search the archive of your past conversations with this user: every earlier session, kept \
in full. Use it when the user refers to an earlier conversation ("as we discussed", "last \
week", "what did we decide about X", "the script you wrote before", "like last time"), or \
when earlier work would help and it is not in your memory notes. Memory holds durable \
facts; this tool finds the episodes. Search before asking the user to repeat themselves. \
The current conversation is never searched: it is already in your context.

Shapes, chosen by the arguments:
- query: find the sessions that match best (the user's words or a few keywords; "exact \
phrase", OR, NOT and prefix* also work). For each session: the messages around the best \
match plus its first and last messages, or a focused summary when summaries are available.
- no arguments: browse the most recent sessions (title, date, source, preview), e.g. \
"what did we work on yesterday?" or when you have no keywords.
- session_id: read that session (whole when short; first and last messages when long).
- session_id + around_message_id: scroll around a message; the answer gives the ids to \
continue earlier or later.
- session_id + query: jump to the best match inside that session."""

PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {
        "query": {
            "type": "string",
            "description": "What to look for, as the user said it or as keywords. Omit to "
                           "browse recent sessions.",
        },
        "limit": {
            "type": "integer",
            "minimum": 1,
            "maximum": reading.MAX_BROWSE,
            "description": f"How many sessions: with query default {discovering.DEFAULT_LIMIT}"
                           f", max {discovering.MAX_LIMIT}; browsing default "
                           f"{reading.DEFAULT_BROWSE}, max {reading.MAX_BROWSE}.",
        },
        "session_id": {
            "type": "string",
            "description": "A session id from an earlier result: read it, or scroll in it.",
        },
        "around_message_id": {
            "type": "integer",
            "description": "With session_id: show the messages around this message id.",
        },
        "window": {
            "type": "integer",
            "minimum": 0,
            "maximum": reading.MAX_RADIUS,
            "description": f"Scrolling: messages each side (default {reading.DEFAULT_RADIUS}"
                           "; 0 shows one message in full).",
        },
        "as_of": {
            "type": "string",
            "description": "With query: the date the query's relative time (\"last week\","
                           " \"two months ago\") counts from, e.g. 2024-05-30; default now.",
        },
        "summarize": {
            "type": "boolean",
            "description": "With query: false returns raw excerpts even when summaries are "
                           "available (faster).",
        },
    },
}


SPEC = ToolSpec(TOOL_NAME, DESCRIPTION, PARAMETERS)


def openai_schema() -> dict[str, Any]:
    """The tool in the OpenAI chat-completions ``tools`` shape."""
    return SPEC.openai()


def anthropic_schema() -> dict[str, Any]:
    """The tool in the Anthropic Messages ``tools`` shape."""
    return SPEC.anthropic()


@dataclass
class _Call:
    query: str = ""
    limit: int | None = None
    session_id: str | None = None
    around: int | None = None
    window: int = reading.DEFAULT_RADIUS
    summarize: bool = True
    as_of: float | None = None
    notes: list[str] = field(default_factory=list)


class SessionSearchTool:
    """Dispatches ``session_search`` calls against one archive.

    ``current_session_id`` (settable: a compression moves it to the child) names the
    conversation whose lineage discover and browse skip. ``summarizer`` turns on the
    summarise shape; ``concurrency``, ``timeout`` (whole batch) and ``job_timeout`` (one
    summary) bound it. ``budget`` is the most characters of JSON an answer may take;
    ``clock`` tells when a question without ``as_of`` is asked.
    Raises ValueError for a concurrency below 1 or a timeout that is not positive.
    """

    def __init__(self, archive: SessionArchive, current_session_id: str | None = None,
                 summarizer: Summarizer | None = None, *, concurrency: int = 3,
                 timeout: float = 60.0, job_timeout: float | None = 45.0,
                 budget: int = MAX_ANSWER_CHARS,
                 clock: Callable[[], float] = time.time) -> None:
        if concurrency < 1 or timeout <= 0 or (job_timeout is not None and job_timeout <= 0):
            raise ValueError("concurrency must be at least 1 and timeouts positive")
        self.archive = archive
        self.current_session_id = current_session_id
        self.summarizer = summarizer
        self.concurrency = concurrency
        self.timeout = timeout
        self.job_timeout = job_timeout
        self.budget = budget
        self.clock = clock

    def __call__(self, args: object) -> dict[str, Any]:
        """Run one tool call (``args``: an object or its JSON text); always returns a
        result dict, never raises."""
        try:
            call = _parse(args)
            answer = self._run(call)
        except KeepmindError as exc:
            return {"success": False, "error": str(exc)}
        if call.notes:
            answer["notes"] = call.notes
        return answer

    def _excluded(self) -> list[str]:
        """The current conversation's lineage, minus the ancestors it continues after a
        compression: their middle turns left the context (only a summary is left), so
        what was compressed away stays findable from the child (design §9)."""
        if not self.current_session_id:
            return []
        members = self.archive.lineage_members(self.current_session_id)
        compressed_away: set[str] = set()
        info = self.archive.get(self.current_session_id)
        while info is not None and info.parent_session_id:
            parent = self.archive.get(info.parent_session_id)
            if parent is None or parent.end_reason != "compression":
                break
            compressed_away.add(parent.id)
            info = parent
        return [m for m in members if m not in compressed_away]

    def _run(self, call: _Call) -> dict[str, Any]:
        around = call.around
        if around is None and call.session_id is not None:
            around = self._best_in(call.session_id, call.query) if call.query else None
            if around is None:
                answer = reading.read(self.archive, call.session_id, self.budget)
                if call.query:
                    call.notes.append(f"nothing in this session matches {shown(call.query)}; "
                                      "showing the session instead")
                return answer
        if around is not None:
            return reading.scroll(self.archive, call.session_id, around, call.window,
                                  call.query, self.budget)
        if call.query:
            limit = _at_most(call, discovering.DEFAULT_LIMIT, discovering.MAX_LIMIT)
            return discovering.discover(
                self.archive, call.query, limit=limit, exclude=self._excluded(),
                summarizer=self.summarizer if call.summarize else None,
                concurrency=self.concurrency, timeout=self.timeout,
                job_timeout=self.job_timeout, budget=self.budget,
                as_of=self.clock() if call.as_of is None else call.as_of)
        limit = _at_most(call, reading.DEFAULT_BROWSE, reading.MAX_BROWSE)
        return reading.browse(self.archive, limit, self._excluded(), self.budget)

    def _best_in(self, session_id: str, query: str) -> int | None:
        if self.archive.get(session_id) is None:
            return None
        members = self.archive.lineage_members(session_id)
        hits = self.archive.search(query, limit=1, session_ids=members)
        return hits[0].message_id if hits else None


def _at_most(call: _Call, default: int, maximum: int) -> int:
    if call.limit is None:
        return default
    if call.limit > maximum:
        call.notes.append(f"limit {call.limit} is above the maximum; used {maximum}")
        return maximum
    return call.limit


def _parse(args: object) -> _Call:
    args = call_arguments(args)
    if wrong := misnamed(args, ARGUMENT_NAMES):
        fixed = {ARGUMENT_NAMES.get(k, k): v for k, v in args.items()}
        raise InvalidArgument(f"{misnamed_message(wrong)}. Send: "
                              f"{json_text(fixed)[:300]}")
    call = _Call()
    call.query = (text(args, "query", max_chars=MAX_QUERY_CHARS) or "").strip()
    session_id = text(args, "session_id", max_chars=MAX_SESSION_ID_CHARS)
    call.session_id = (session_id or "").strip() or None
    call.limit = integer(args, "limit", minimum=1)
    call.around = integer(args, "around_message_id", minimum=1)
    window = integer(args, "window", minimum=0)
    if window is not None:
        call.window = min(window, reading.MAX_RADIUS)
        if window > reading.MAX_RADIUS:
            call.notes.append(f"window {window} is above the maximum; used "
                              f"{reading.MAX_RADIUS}")
    call.summarize = flag(args, "summarize", True)
    call.as_of = _moment(text(args, "as_of", max_chars=64))
    return call


def _moment(value: str | None) -> float | None:
    """Epoch seconds of an ISO 8601 date or time (UTC unless it names a zone)."""
    if value is None or not value.strip():
        return None
    try:
        moment = datetime.fromisoformat(value.strip())
    except ValueError:
        raise InvalidArgument(f"as_of must be an ISO 8601 date such as 2024-05-30; got "
                              f"{shown(value)}") from None
    return (moment if moment.tzinfo else moment.replace(tzinfo=UTC)).timestamp()
