"""Import and export of archived sessions: JSONL (ours, round-trip exact) and the
OpenAI chat-messages JSON.

JSONL: one message per line, an object with ``session_id``, ``role``, ``content`` and
``timestamp`` (Unix seconds, or an ISO-8601 string on import), and optionally
``tool_calls`` (a JSON list), ``tool_name``, ``tool_call_id``, ``token_count``. The
first line of a session may carry the session's fields: ``source``, ``title``,
``user_id``, ``model``, ``parent_session_id``, ``started_at``, ``ended_at``,
``end_reason``. ``export_jsonl`` writes exactly this format (sessions oldest first,
messages in order, session fields on each session's first line, absent values left
out), so export → import → export gives the same bytes. Sessions without messages are
not exported. Message ids are not part of the format: the importing archive assigns its
own.

Nothing is lost silently: every bad line is reported with its line number. By default
bad lines are skipped and counted in ``ImportReport.errors``; with ``strict`` the whole
import is refused (``ArchiveError``) and nothing is written. A session that already
exists in the archive is not imported again (``ImportReport.existing``), so importing
the same file twice adds nothing.
"""

from __future__ import annotations

import builtins
import json
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol, TextIO

from keepmind.archive.records import ROLES, new_session_id, tool_calls_text
from keepmind.errors import ArchiveError
from keepmind.types import Message, SessionInfo

SESSION_FIELDS = ("source", "title", "user_id", "model", "parent_session_id", "started_at",
                  "ended_at", "end_reason")
MESSAGE_FIELDS = ("tool_calls", "tool_name", "tool_call_id", "token_count")
_BATCH = 2000
Progress = Callable[[int, int], None]


class ArchiveAccess(Protocol):
    """What import and export use of ``keepmind.archive.SessionArchive``, which calls
    them: named here so this module sits below the store instead of importing it."""

    def get(self, session_id: str) -> SessionInfo | None: ...

    def list(self, limit: int = 20) -> Sequence[SessionInfo]: ...

    def messages(self, session_id: str, *, after_id: int | None = None,
                 limit: int | None = None) -> Sequence[Message]: ...

    def create_session(self, session_id: str | None = None, *, source: str = "cli",
                       user_id: str | None = None, model: str | None = None,
                       title: str | None = None, parent_session_id: str | None = None,
                       started_at: float | None = None) -> str: ...

    def end_session(self, session_id: str, reason: str, *,
                    ended_at: float | None = None) -> None: ...

    def append_bulk(self, batches: builtins.list[tuple[str, builtins.list[dict[str, Any]]]]
                    ) -> Sequence[Sequence[int]]: ...


@dataclass
class ImportReport:
    """What an import did: messages and sessions written, sessions skipped because they
    existed, and ``errors`` as (line number, reason) for every line not imported."""

    messages: int = 0
    sessions: int = 0
    existing: list[str] = field(default_factory=list)
    errors: list[tuple[int, str]] = field(default_factory=list)


@dataclass
class _Line:
    number: int
    session_id: str
    message: dict[str, Any]
    session: dict[str, Any]


def _timestamp(value: object, name: str) -> float:
    if isinstance(value, bool):
        raise ValueError(f"{name} must be a number or an ISO-8601 time")
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, str):
        try:
            stamp = datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            raise ValueError(f"{name} {value!r} is not an ISO-8601 time") from None
        return stamp.timestamp()
    raise ValueError(f"{name} must be a number or an ISO-8601 time")


def _optional_str(obj: dict[str, Any], key: str) -> str | None:
    value = obj.get(key)
    if value is not None and not isinstance(value, str):
        raise ValueError(f"{key} must be a string")
    return value


def parse_line(number: int, text: str) -> _Line:
    """One JSONL line. Raises ValueError with the reason when it is unusable."""
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not JSON ({exc.msg})") from None
    if not isinstance(obj, dict):
        raise ValueError("not a JSON object")
    sid = obj.get("session_id")
    if not isinstance(sid, str) or not sid:
        raise ValueError("session_id missing or not a string")
    role = obj.get("role")
    if role not in ROLES:
        raise ValueError(f"role {role!r} is not one of {sorted(ROLES)}")
    content = obj.get("content")
    if not isinstance(content, str):
        raise ValueError("content missing or not a string")
    if "timestamp" not in obj:
        raise ValueError("timestamp missing")
    token_count = obj.get("token_count")
    if token_count is not None and (isinstance(token_count, bool)
                                    or not isinstance(token_count, int)):
        raise ValueError("token_count must be an integer")
    message: dict[str, Any] = {
        "role": role, "content": content,
        "timestamp": _timestamp(obj["timestamp"], "timestamp"),
        "tool_calls": tool_calls_text(obj.get("tool_calls")),
        "tool_name": _optional_str(obj, "tool_name"),
        "tool_call_id": _optional_str(obj, "tool_call_id"),
        "token_count": token_count,
    }
    session: dict[str, Any] = {}
    for key in ("source", "title", "user_id", "model", "parent_session_id", "end_reason"):
        if obj.get(key) is not None:
            session[key] = _optional_str(obj, key)
    for key in ("started_at", "ended_at"):
        if obj.get(key) is not None:
            session[key] = _timestamp(obj[key], key)
    return _Line(number, sid, message, session)


def read_jsonl(stream: TextIO) -> tuple[list[_Line], list[tuple[int, str]]]:
    """Every line of ``stream`` parsed, and the (line number, reason) of the bad ones
    (blank lines are ignored)."""
    good: list[_Line] = []
    bad: list[tuple[int, str]] = []
    for number, text in enumerate(stream, start=1):
        if not text.strip():
            continue
        try:
            good.append(parse_line(number, text))
        except ValueError as exc:
            bad.append((number, str(exc)))
    return good, bad


def _refuse(errors: list[tuple[int, str]], where: str) -> ArchiveError:
    shown = "; ".join(f"line {n}: {why}" for n, why in errors[:5])
    more = f" (and {len(errors) - 5} more)" if len(errors) > 5 else ""
    return ArchiveError(f"import refused, nothing written: {len(errors)} bad line(s) in "
                        f"{where}: {shown}{more}")


def write_lines(archive: ArchiveAccess, lines: list[_Line], report: ImportReport,
                progress: Progress | None = None, default_source: str = "import") -> None:
    """Write parsed lines: sessions created at their first line, messages in batches."""
    created: set[str] = set()
    skipped: set[str] = set()
    done, total = 0, len(lines)
    pending: list[tuple[str, list[dict[str, Any]]]] = []
    size = 0

    def flush() -> None:
        nonlocal pending, size
        if pending:
            report.messages += sum(len(ids) for ids in archive.append_bulk(pending))
        pending, size = [], 0

    for line in lines:
        sid = line.session_id
        done += 1
        if sid in skipped:
            continue
        if sid not in created:
            if archive.get(sid) is not None:
                skipped.add(sid)
                report.existing.append(sid)
                continue
            _create(archive, sid, line, default_source)
            created.add(sid)
            report.sessions += 1
        if not pending or pending[-1][0] != sid:
            pending.append((sid, []))
        pending[-1][1].append(line.message)
        size += 1
        if size >= _BATCH:
            flush()
            if progress is not None:
                progress(done, total)
    flush()
    if progress is not None:
        progress(total, total)


def _create(archive: ArchiveAccess, sid: str, line: _Line, default_source: str) -> None:
    meta = line.session
    archive.create_session(sid, source=meta.get("source", default_source),
                           user_id=meta.get("user_id"), model=meta.get("model"),
                           title=meta.get("title"),
                           parent_session_id=meta.get("parent_session_id"),
                           started_at=meta.get("started_at", line.message["timestamp"]))
    if meta.get("end_reason") is not None or meta.get("ended_at") is not None:
        archive.end_session(sid, meta.get("end_reason") or "exit",
                            ended_at=meta.get("ended_at", line.message["timestamp"]))


def import_jsonl(archive: ArchiveAccess, path: str | Path, *, strict: bool = False,
                 progress: Progress | None = None) -> ImportReport:
    """Import a JSONL file (format above). Raises ArchiveError when ``strict`` and a line
    is bad (nothing written), OSError when the file cannot be read."""
    with open(path, encoding="utf-8") as stream:
        lines, errors = read_jsonl(stream)
    if strict and errors:
        raise _refuse(errors, str(path))
    report = ImportReport(errors=errors)
    write_lines(archive, lines, report, progress)
    return report


def _content_text(content: object) -> str:
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [p.get("text", "") if isinstance(p, dict) else str(p) for p in content]
        return "\n".join(p for p in parts if isinstance(p, str) and p)
    raise ValueError("content must be a string or a list of parts")


def _conversations(doc: object) -> list[object]:
    if isinstance(doc, dict):
        return [doc.get("messages")]
    if isinstance(doc, list) and doc and all(isinstance(d, dict) and "messages" in d
                                             for d in doc):
        return [d["messages"] for d in doc]
    return [doc]


def import_openai_json(archive: ArchiveAccess, path: str | Path, *, strict: bool = False,
                       source: str = "import", now: float,
                       progress: Progress | None = None) -> ImportReport:
    """Import OpenAI chat messages: a list of ``{"role", "content", ...}``, an object
    with ``messages``, or a list of such objects (one session each, all stamped ``now``).
    A bad message is reported by its index in its conversation and its reason names
    both. Raises ArchiveError for a file that is not such JSON, or when ``strict`` and a
    message is bad (nothing written)."""
    try:
        with open(path, encoding="utf-8") as stream:
            doc = json.load(stream)
    except json.JSONDecodeError as exc:
        raise ArchiveError(f"{path}: not JSON (line {exc.lineno}: {exc.msg})") from None
    lines: list[_Line] = []
    errors: list[tuple[int, str]] = []
    for c_index, messages in enumerate(_conversations(doc), start=1):
        if not isinstance(messages, list):
            raise ArchiveError(f"{path}: conversation {c_index} has no list of messages")
        sid = new_session_id(now)
        for m_index, item in enumerate(messages, start=1):
            try:
                if not isinstance(item, dict) or item.get("role") not in ROLES:
                    raise ValueError("not a message with a known role")
                message = {"role": item["role"], "content": _content_text(item.get("content")),
                           "timestamp": now, "tool_calls": item.get("tool_calls"),
                           "tool_name": item.get("name"),
                           "tool_call_id": item.get("tool_call_id"), "token_count": None}
                lines.append(_Line(m_index, sid, message, {"source": source}))
            except ValueError as exc:
                errors.append((m_index, f"conversation {c_index}, message {m_index}: {exc}"))
    if strict and errors:
        raise _refuse(errors, str(path))
    report = ImportReport(errors=errors)
    write_lines(archive, lines, report, progress, source)
    return report


def export_records(archive: ArchiveAccess,
                   session_ids: list[str] | None = None) -> Iterator[dict[str, Any]]:
    """The export lines as dicts, sessions oldest first."""
    if session_ids is None:
        sessions = archive.list(limit=-1)[::-1]
    else:
        found = [archive.get(s) for s in session_ids]
        sessions = [s for s in found if s is not None]
    for info in sessions:
        first = True
        after: int | None = None
        while True:
            page = archive.messages(info.id, after_id=after, limit=_BATCH)
            if not page:
                break
            for m in page:
                record: dict[str, Any] = {"session_id": info.id, "role": m.role,
                                          "content": m.content, "timestamp": m.timestamp}
                if m.tool_calls is not None:
                    record["tool_calls"] = json.loads(m.tool_calls)
                for key in ("tool_name", "tool_call_id", "token_count"):
                    if getattr(m, key) is not None:
                        record[key] = getattr(m, key)
                if first:
                    for key in SESSION_FIELDS:
                        if getattr(info, key) is not None:
                            record[key] = getattr(info, key)
                    first = False
                yield record
            after = page[-1].id


def export_jsonl(archive: ArchiveAccess, out: TextIO,
                 session_ids: list[str] | None = None) -> int:
    """Write the archive (or ``session_ids``) as JSONL to ``out``; returns the number of
    lines written."""
    count = 0
    for record in export_records(archive, session_ids):
        out.write(json.dumps(record, ensure_ascii=False) + "\n")
        count += 1
    return count
