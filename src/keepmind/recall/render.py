"""Archive rows → the JSON-able pieces of ``session_search`` answers (pure: no I/O).

Owns the answer budget and the cutting of message text. Invariants:

- Every answer of ``session_search`` is meant to fit ``MAX_ANSWER_CHARS`` characters of
  JSON (``answer_chars``: ``json.dumps`` with ``ensure_ascii=False``), about 5,000 tokens,
  so one call never floods the model's context. ``fit`` meets it by rendering an answer at
  squeeze levels ``0 .. SQUEEZE_LEVELS - 1`` (each poorer than the last: shorter messages,
  fewer of them) and keeping the first that fits; the poorest level keeps a handful of
  ids and ``MIN_CHARS``-character excerpts per result, which fits unless session ids
  themselves are absurdly long.
- Text is cut, never rewritten: a cut message keeps its head (or, with a query, the part
  around the query's matches, via ``recall.windows``) and says how much was omitted, and
  its dict carries ``"truncated": true``.
- Dates are ISO 8601 in UTC, to the second; a time no calendar can show is None.
- A message or session read with damage (``Message.damaged``, see
  ``archive.records``) is still rendered from its stand-in values and carries
  ``"unreadable": [<field (why)>, ...]``, so the model knows what it sees is not the
  stored value; a damaged time is given as None rather than as 1970.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Any

from keepmind.recall.windows import MIN_MAX_CHARS, cut_window
from keepmind.types import Message, SessionInfo

MAX_ANSWER_CHARS = 20_000
SQUEEZE_LEVELS = 7
MIN_CHARS = 60
TITLE_CHARS = 200
PREVIEW_CHARS = 160

_FACTORS = (1.0, 0.6, 0.36, 0.22, 0.13, 0.08, 0.0)


def squeeze_chars(chars: int, level: int) -> int:
    """The per-message character cap ``chars`` at squeeze ``level`` (never below
    ``MIN_CHARS``)."""
    factor = _FACTORS[min(max(level, 0), len(_FACTORS) - 1)]
    return max(MIN_CHARS, int(chars * factor))


def iso(timestamp: float | None) -> str | None:
    """Unix seconds as ISO 8601 UTC to the second (``2025-03-02T10:00:00+00:00``)."""
    if timestamp is None:
        return None
    try:
        return datetime.fromtimestamp(timestamp, UTC).isoformat(timespec="seconds")
    except (ValueError, OverflowError, OSError, TypeError):
        return None


def session_fields(session_id: str, info: SessionInfo | None,
                   title: str | None = None) -> dict[str, Any]:
    """The fields every result carries: ``session_id``, ``date``, ``source``, ``title``
    (``title`` overrides the session's own; cut at ``TITLE_CHARS``)."""
    chosen = title if title is not None else (info.title if info else None)
    damaged = info.damaged if info else ()
    fields: dict[str, Any] = {
        "session_id": session_id,
        "date": iso(info.started_at) if info and not _hit(damaged, "started_at") else None,
        "source": info.source if info else None,
        "title": clip(chosen, TITLE_CHARS)[0] if chosen else None,
    }
    if damaged:
        fields["unreadable"] = list(damaged)
    return fields


def _hit(damaged: Sequence[str], name: str) -> bool:
    return any(d == name or d.startswith(name + " ") for d in damaged)


def clip(text: str, cap: int, query: str = "") -> tuple[str, bool]:
    """``text`` cut to at most ``cap`` characters (marker included) and whether it was cut.

    With a ``query`` and room for it, the kept part is the one around the query's matches
    (``recall.windows``); otherwise the head is kept.
    """
    if len(text) <= cap:
        return text, False
    if query and cap >= MIN_MAX_CHARS:
        return cut_window(text, query, max_chars=cap), True
    keep = max(0, cap - len(_omitted(len(text))))
    return (text[:keep] + _omitted(len(text) - keep))[:max(cap, 0)], True


def _omitted(count: int) -> str:
    return f"\n[… {count:,} characters omitted …]"


def message_dict(message: Message, cap: int, query: str = "",
                 match: bool = False) -> dict[str, Any]:
    """One message for an answer: id, role, time, content (cut at ``cap``), and the
    tool name or the names of the tools it called when there are any."""
    content, cut = clip(message.content, cap, query)
    stamp = None if _hit(message.damaged, "timestamp") else iso(message.timestamp)
    out: dict[str, Any] = {"id": message.id, "role": message.role, "time": stamp,
                           "content": content}
    if message.damaged:
        out["unreadable"] = list(message.damaged)
    if cut:
        out["truncated"] = True
    if match:
        out["match"] = True
    if message.tool_name:
        out["tool_name"] = message.tool_name
    called = tool_names(message.tool_calls)
    if called:
        out["tool_calls"] = called
    return out


def tool_names(tool_calls: str | None) -> list[str]:
    """The function names in a tool-call list's JSON text ([] when none or unreadable)."""
    if not tool_calls:
        return []
    try:
        calls = json.loads(tool_calls)
    except (ValueError, RecursionError):
        return []
    names: list[str] = []
    for call in calls if isinstance(calls, list) else []:
        function = call.get("function") if isinstance(call, dict) else None
        name = function.get("name") if isinstance(function, dict) else None
        if isinstance(name, str):
            names.append(name)
    return names


def messages_dicts(messages: Sequence[Message], cap: int, query: str = "",
                   match_id: int | None = None, skip: frozenset[int] = frozenset()
                   ) -> list[dict[str, Any]]:
    """``message_dict`` of each message not in ``skip``."""
    return [message_dict(m, cap, query, m.id == match_id) for m in messages if m.id not in skip]


def answer_chars(answer: dict[str, Any]) -> int:
    """The size of an answer as the model receives it: its JSON text in characters."""
    return len(json.dumps(answer, ensure_ascii=False))


def fit(render: Callable[[int], dict[str, Any]],
        budget: int = MAX_ANSWER_CHARS) -> dict[str, Any]:
    """The richest ``render(level)`` whose JSON fits ``budget`` (else the poorest)."""
    answer: dict[str, Any] = {}
    for level in range(SQUEEZE_LEVELS):
        answer = render(level)
        if answer_chars(answer) <= budget:
            return answer
    return answer
