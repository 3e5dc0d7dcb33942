"""Writing imported sessions: each session created once (or found), its fields kept up
to date, its messages written in batches keyed by their source ids; and what importers
of agent transcripts share: ``Parts`` (a session split at its compactions) and
``ToolNames`` (tool calls waiting for their results across imports).

Invariants: a session that exists already is never created twice, even when two
imports of the same source run at once (``create_session(exist_ok=True)``); a message
is written only if its session does not hold its ``source_key`` yet, which the archive
checks inside the writing transaction; a re-import follows a renamed title, fills a
model or project the session lacks (the first one seen stays), and never blanks one.
"""

from __future__ import annotations

from typing import Any

from keepmind.archive import ImportReport, SessionArchive
from keepmind.archive.backends.base import NewSession
from keepmind.archive.store import make_message
from keepmind.types import SessionInfo

_BATCH = 2000


class SessionWriter:
    """Buffers messages per session and writes them through one archive."""

    def __init__(self, archive: SessionArchive, report: ImportReport) -> None:
        self.archive = archive
        self.report = report
        self._known: dict[str, SessionInfo | None] = {}
        self._pending: list[tuple[str, list[Any]]] = []
        self._size = 0
        self._given = 0

    def session(self, fields: NewSession) -> None:
        """Make sure the session exists, with these fields where they are set."""
        if self._known.get(fields.id) is None:
            info = self.archive.get(fields.id)
            if info is None:
                self.archive.create_session(
                    fields.id, source=fields.source, user_id=fields.user_id,
                    model=fields.model, title=fields.title, project=fields.project,
                    parent_session_id=fields.parent_session_id,
                    started_at=fields.started_at, exist_ok=True)
                info = self.archive.get(fields.id)
                self.report.sessions += 1
            self._known[fields.id] = info
        self.update(fields.id, title=fields.title, model=fields.model, project=fields.project)

    def update(self, session_id: str, *, title: str | None = None, model: str | None = None,
               project: str | None = None) -> None:
        """Set a new title, and a model or project the session has none of (nothing
        when the session does not exist)."""
        if session_id not in self._known:
            self._known[session_id] = self.archive.get(session_id)
        info = self._known[session_id]
        if info is None:
            return
        changes = {name: value for name, value in
                   (("title", title), ("model", model), ("project", project))
                   if value and value != getattr(info, name)
                   and (name == "title" or getattr(info, name) is None)}
        if changes:
            self.archive.update_session(session_id, **changes)
            self._known[session_id] = self.archive.get(session_id)

    def end(self, session_id: str, reason: str, ended_at: float) -> None:
        """Mark the session ended, unless it already is."""
        self.flush()
        info = self.archive.get(session_id)
        if info is not None and info.end_reason is None:
            self.archive.end_session(session_id, reason, ended_at=ended_at)
            self._known[session_id] = self.archive.get(session_id)

    def add(self, session_id: str, messages: list[dict[str, Any]]) -> None:
        """Queue messages (dicts of ``make_message``'s arguments, ``source_key``
        included). Raises ValueError when a field of one is invalid; then none of them
        is queued."""
        checked = [make_message(**m) for m in messages]
        if not checked:
            return
        if not self._pending or self._pending[-1][0] != session_id:
            self._pending.append((session_id, []))
        self._pending[-1][1].extend(checked)
        self._size += len(checked)
        self._given += len(checked)
        if self._size >= _BATCH:
            self.flush()

    def flush(self) -> None:
        if not self._pending:
            return
        written = sum(len(ids) for ids in self.archive.append_bulk(self._pending))
        self.report.messages += written
        self.report.duplicates += self._given - written
        self._pending, self._size, self._given = [], 0, 0



class Parts:
    """A session split where its context was compacted: part 0 is the session's own id,
    part n is ``<id>:compact-<n>``, a continuation of part n - 1 (its parent). ``counts``
    (compactions per session) is what a resumed import continues from."""

    def __init__(self, counts: object) -> None:
        self.counts: dict[str, int] = dict(counts) if isinstance(counts, dict) else {}

    def current(self, session_id: str) -> str:
        n = self.counts.get(session_id, 0)
        return session_id if n == 0 else f"{session_id}:compact-{n}"

    def parent(self, session_id: str) -> str | None:
        """The part the current one continues (None for part 0)."""
        n = self.counts.get(session_id, 0)
        if n == 0:
            return None
        return session_id if n == 1 else f"{session_id}:compact-{n - 1}"

    def ensure(self, writer: SessionWriter, fields: NewSession) -> str:
        """The current part of ``fields.id``, created (with ``fields``) when new."""
        part = self.current(fields.id)
        if part != fields.id:
            writer.session(NewSession(part, fields.source, fields.started_at,
                                      project=fields.project, model=fields.model,
                                      parent_session_id=self.parent(fields.id)))
        return part

    def compact(self, writer: SessionWriter, session_id: str, stamp: float) -> None:
        """End the current part (``compression``) and start counting the next."""
        writer.end(self.current(session_id), "compression", stamp)
        self.counts[session_id] = self.counts.get(session_id, 0) + 1


class ToolNames:
    """The names of tool calls still waiting for their result, by call id: a result
    names its tool even when the call was read by an earlier import (the unanswered
    calls are saved with the file's cursor; at most ``limit``, the newest)."""

    def __init__(self, saved: object, limit: int = 200) -> None:
        self.limit = limit
        self.pending: dict[str, str] = {
            str(k): str(v) for k, v in saved.items()} if isinstance(saved, dict) else {}

    def call(self, call_id: str, name: str) -> None:
        if call_id:
            self.pending[call_id] = name
            while len(self.pending) > self.limit:
                del self.pending[next(iter(self.pending))]

    def answer(self, call_id: str) -> str | None:
        """The tool's name for a result (None when its call is unknown)."""
        return self.pending.pop(call_id, None) or None
