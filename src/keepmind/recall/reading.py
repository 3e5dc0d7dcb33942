"""The browse, read and scroll shapes of ``session_search`` (design §6).

browse: the most recent conversations, newest activity first, one entry per lineage
(a compressed conversation's continuations are folded into their root, which names the
newest one as ``latest_session_id``). The excluded lineage (the current conversation)
is skipped: the model already has it in context, and listing it would waste a slot.

read: a whole session when it is short (at most ``READ_WHOLE_MESSAGES`` messages and
``READ_WHOLE_CHARS`` characters), else its first and last ``READ_ENDS`` messages with a
hint naming the ``around_message_id`` that continues right after the head.

scroll: a window of messages around one message, with ``earlier_around_message_id`` and
``later_around_message_id``: passing either back gives the adjacent window, without
overlap while the session has enough messages on that side. A message in any session of
``session_id``'s lineage may be scrolled around (discover reports the root's id with a
match that may sit in a continuation).

Every answer goes through ``render.fit``, so it stays within the budget.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from keepmind.archive import SessionArchive
from keepmind.errors import ArchiveError
from keepmind.recall.render import (
    MAX_ANSWER_CHARS,
    clip,
    fit,
    iso,
    messages_dicts,
    session_fields,
    squeeze_chars,
)
from keepmind.types import Message, SessionInfo

DEFAULT_BROWSE = 10
MAX_BROWSE = 20
READ_WHOLE_MESSAGES = 40
READ_WHOLE_CHARS = 15_000
READ_ENDS = 8
READ_CHARS = 4_000
DEFAULT_RADIUS = 5
MAX_RADIUS = 20
SCROLL_CHARS = 3_000
PREVIEW_CHARS = 200
_PAGE = 50
_MAX_PAGES = 40


def browse(archive: SessionArchive, limit: int = DEFAULT_BROWSE, exclude: Sequence[str] = (),
           budget: int = MAX_ANSWER_CHARS) -> dict[str, Any]:
    """The browse answer: up to ``limit`` lineages, newest activity first, none in
    ``exclude``. Raises ArchiveError."""
    excluded = set(exclude)
    newest: dict[str, SessionInfo] = {}  # root -> newest listed member
    listed: dict[str, SessionInfo] = {}
    for page in range(_MAX_PAGES):
        rows = archive.list(limit=_PAGE, offset=page * _PAGE)
        roots = archive.roots_of([r.id for r in rows])
        for row in rows:
            listed[row.id] = row
            root = roots.get(row.id, row.id)
            if row.id not in excluded and root not in excluded and len(newest) < limit:
                newest.setdefault(root, row)
        if len(rows) < _PAGE or len(newest) >= limit:
            break
    entries = [_browse_entry(archive, root, row, listed) for root, row in newest.items()]

    def render(level: int) -> dict[str, Any]:
        cap = squeeze_chars(PREVIEW_CHARS, level)
        results = [{**fields, "preview": clip(preview, cap)[0]} for fields, preview in entries]
        return {"success": True, "shape": "browse", "count": len(results), "results": results,
                "hint": ("Read one with session_id; search all sessions with query."
                         if results else "The archive holds no earlier session yet.")}

    return fit(render, budget)


def _browse_entry(archive: SessionArchive, root: str, row: SessionInfo,
                  listed: dict[str, SessionInfo]) -> tuple[dict[str, Any], str]:
    info = listed.get(root) or archive.get(root)
    preview = info.preview if info and info.preview else _first_user_text(archive, root)
    fields: dict[str, Any] = {**session_fields(root, info, _title(info, row)),
                              "matched_message_id": None,
                              "message_count": info.message_count if info else 0}
    if row.id != root:
        fields["latest_session_id"] = row.id
        fields["last_active"] = iso(row.ended_at or row.started_at)
    return fields, preview


def _title(root: SessionInfo | None, newest: SessionInfo) -> str | None:
    return (root.title if root else None) or newest.title


def _first_user_text(archive: SessionArchive, session_id: str) -> str:
    for message in archive.messages(session_id, limit=20):
        if message.role == "user":
            return message.content[:PREVIEW_CHARS]
    return ""


def read(archive: SessionArchive, session_id: str,
         budget: int = MAX_ANSWER_CHARS) -> dict[str, Any]:
    """The read answer for ``session_id``. Raises ArchiveError (unknown session too)."""
    info = _session(archive, session_id)
    first = archive.messages(session_id, limit=READ_WHOLE_MESSAGES + 1)
    short = sum(len(m.content) for m in first) <= READ_WHOLE_CHARS
    whole = len(first) <= READ_WHOLE_MESSAGES and (short or len(first) <= 2 * READ_ENDS)
    base = _base(archive, "read", info, None)
    if whole:
        def render_whole(level: int) -> dict[str, Any]:
            cap = squeeze_chars(READ_CHARS, level)
            answer = {**base, "whole_session": True, "message_count": len(first),
                      "messages": messages_dicts(first, cap)}
            if any(m.get("truncated") for m in answer["messages"]):
                answer["hint"] = ("Long messages were cut; to read one in full, call "
                                  "session_search with session_id, around_message_id=<its "
                                  "id> and window=0.")
            return answer
        return fit(render_whole, budget)
    head, tail = archive.bookends(session_id, READ_ENDS)
    after = archive.messages(session_id, after_id=head[-1].id, limit=DEFAULT_RADIUS + 1)
    resume = after[-1].id if after else None
    total = max(info.message_count, len(head) + len(tail))
    hint = (f"Long session: {total} messages, showing the first {len(head)} and the last "
            f"{len(tail)}. To read the middle, call session_search with session_id="
            f"{session_id!r} and around_message_id={resume}, then follow "
            "later_around_message_id.")

    def render_ends(level: int) -> dict[str, Any]:
        cap = squeeze_chars(READ_CHARS, level)
        return {**base, "whole_session": False, "message_count": total,
                "first_messages": messages_dicts(head, cap),
                "omitted_messages": max(0, total - len(head) - len(tail)),
                "last_messages": messages_dicts(tail, cap),
                "continue_around_message_id": resume, "hint": hint}

    return fit(render_ends, budget)


def scroll(archive: SessionArchive, session_id: str | None, around_message_id: int,
           radius: int = DEFAULT_RADIUS, query: str = "",
           budget: int = MAX_ANSWER_CHARS) -> dict[str, Any]:
    """The scroll answer: ``radius`` messages each side of ``around_message_id``.

    Raises ArchiveError for an unknown message, or one outside ``session_id``'s lineage.
    """
    centre = archive.message(around_message_id)
    if centre is None:
        raise ArchiveError(f"unknown message {around_message_id}")
    if session_id is not None and centre.session_id != session_id:
        _session(archive, session_id)
        if centre.session_id not in archive.lineage_members(session_id):
            raise ArchiveError(f"message {around_message_id} belongs to session "
                               f"{centre.session_id}, not to the lineage of {session_id}")
    info = _session(archive, centre.session_id)
    shown = archive.window(around_message_id, before=radius, after=radius)
    earlier = _earlier_centre(archive, shown[0], radius)
    later_page = archive.messages(centre.session_id, after_id=shown[-1].id, limit=radius + 1)
    later = later_page[-1].id if later_page else None
    base = _base(archive, "scroll", info, around_message_id)
    moves = [f"around_message_id={earlier} (earlier)" if earlier is not None else "",
             f"around_message_id={later} (later)" if later is not None else ""]
    hint = "This window is the whole session."
    if any(moves):
        hint = (f"Continue with session_id={centre.session_id!r} and "
                + " or ".join(m for m in moves if m) + ".")
    per_message = max(SCROLL_CHARS, int(budget * 0.8) // len(shown))

    def render(level: int) -> dict[str, Any]:
        cap = squeeze_chars(per_message, level)
        return {**base, "messages": messages_dicts(shown, cap, query, around_message_id),
                "earlier_around_message_id": earlier, "later_around_message_id": later,
                "at_start": earlier is None, "at_end": later is None, "hint": hint}

    return fit(render, budget)


def _earlier_centre(archive: SessionArchive, first: Message, radius: int) -> int | None:
    before = archive.window(first.id, before=radius + 1, after=0)[:-1]
    return before[0].id if before else None


def _session(archive: SessionArchive, session_id: str) -> SessionInfo:
    info = archive.get(session_id)
    if info is None:
        raise ArchiveError(f"unknown session {session_id!r}; browse (no arguments) or "
                           "search (query) to find session ids")
    return info


def _base(archive: SessionArchive, shape: str, info: SessionInfo,
          matched: int | None) -> dict[str, Any]:
    base: dict[str, Any] = {"success": True, "shape": shape,
                            **session_fields(info.id, info), "matched_message_id": matched}
    lineage = archive.lineage_members(info.id)
    if len(lineage) > 1:
        base["root_session_id"] = lineage[0]
        base["lineage"] = lineage
    return base
