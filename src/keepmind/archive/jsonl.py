"""Import and export of archived sessions: JSONL (ours, round-trip exact) and the
OpenAI chat-messages JSON.

JSONL: one message per line, an object with ``session_id``, ``role``, ``content`` and
``timestamp`` (Unix seconds, or an ISO-8601 string on import), and optionally
``tool_calls`` (a JSON list), ``tool_name``, ``tool_call_id``, ``token_count``. The
first line of a session may carry the session's fields: ``source``, ``title``,
``user_id``, ``model``, ``parent_session_id``, ``started_at``, ``ended_at``,
``end_reason``, ``project``. ``export_jsonl`` writes exactly this format (sessions
oldest first, messages in order, session fields on each session's first line, absent
values left out), so export → import → export gives the same bytes. Sessions without messages are
not exported. Message ids are not part of the format: the importing archive assigns its
own.

Every field of every record is validated (``archive.records``: times within 1970-9999,
known roles, ids without control characters, text without lone surrogates, counts in
64-bit range, tool calls a JSON list). Nothing is lost silently: every bad line is
reported with its line number (a line that is not UTF-8, or a truncated last line, is
one bad line). By default bad lines are skipped and counted in ``ImportReport.errors``;
with ``strict`` the whole import is refused (``ArchiveError``) and nothing is written; a
file with no valid record at all is refused with one ``ArchiveError`` line. Importing
is incremental: each imported message is keyed by its content and occurrence in its
session (``records.occurrence_key``), so importing the same file twice adds nothing and
a grown file adds only its new lines to the sessions an import created; a session that
exists without keys (written live, or imported before keys existed) is left as it is.
Sessions found in the archive are listed in ``ImportReport.existing``. OpenAI
conversations get ids derived from their place and content (that format has no ids, so
a conversation whose messages changed is imported as a new session). ``detect_format`` tells the two
formats apart from whole records, whatever the length of the first message.
"""

from __future__ import annotations

import builtins
import hashlib
import json
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO, Literal, Protocol, TextIO

from keepmind.archive import records
from keepmind.errors import ArchiveError
from keepmind.types import Message, SessionInfo

SESSION_FIELDS = ("source", "title", "user_id", "model", "parent_session_id", "started_at",
                  "ended_at", "end_reason", "project")
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
                       started_at: float | None = None, project: str | None = None) -> str: ...

    def end_session(self, session_id: str, reason: str, *,
                    ended_at: float | None = None) -> None: ...

    def source_keys(self, session_id: str) -> set[str]: ...

    def append_bulk(self, batches: builtins.list[tuple[str, builtins.list[dict[str, Any]]]]
                    ) -> Sequence[Sequence[int]]: ...


@dataclass
class ImportReport:
    """What an import did: messages and sessions written, sessions skipped because they
    existed, and ``errors`` as (line number, reason) for every line not imported.

    Incremental importers (``keepmind.importers``) also count ``duplicates`` (messages
    an earlier import wrote already), ``ignored`` records (kinds not archived, such as
    file snapshots), ``files`` read and ``unchanged`` files (nothing new since the last
    import), and add ``notes``: one line each for what is not a message (memory entries
    that did not fit or were blocked, skills installed)."""

    messages: int = 0
    sessions: int = 0
    existing: list[str] = field(default_factory=list)
    errors: list[tuple[int, str]] = field(default_factory=list)
    duplicates: int = 0
    ignored: int = 0
    files: int = 0
    unchanged: int = 0
    notes: list[str] = field(default_factory=list)


@dataclass
class _Line:
    number: int
    session_id: str
    message: dict[str, Any]
    session: dict[str, Any]


def parse_line(number: int, text: str) -> _Line:
    """One JSONL line. Raises ValueError with the reason when it is unusable (every
    field is checked as ``archive.records`` says)."""
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not JSON ({exc.msg})") from None
    except RecursionError:
        raise ValueError("not JSON (nested too deeply)") from None
    if not isinstance(obj, dict):
        raise ValueError("not a JSON object")
    sid = records.check_id(obj.get("session_id"), "session_id")
    role = records.check_role(obj.get("role"))
    if "content" not in obj:
        raise ValueError("content missing")
    content = records.check_text(obj["content"], "content")
    if "timestamp" not in obj:
        raise ValueError("timestamp missing")
    message: dict[str, Any] = {
        "role": role, "content": content,
        "timestamp": records.check_timestamp(obj["timestamp"], "timestamp"),
        "tool_calls": records.check_tool_calls(obj.get("tool_calls")),
        "tool_name": records.check_optional_text(obj.get("tool_name"), "tool_name"),
        "tool_call_id": records.check_optional_text(obj.get("tool_call_id"), "tool_call_id"),
        "token_count": records.check_count(obj.get("token_count"), "token_count"),
    }
    session: dict[str, Any] = {}
    for key in ("source", "title", "user_id", "model", "end_reason", "project"):
        if obj.get(key) is not None:
            session[key] = records.check_text(obj[key], key)
    if obj.get("parent_session_id") is not None:
        session["parent_session_id"] = records.check_id(obj["parent_session_id"],
                                                        "parent_session_id")
    for key in ("started_at", "ended_at"):
        if obj.get(key) is not None:
            session[key] = records.check_timestamp(obj[key], key)
    return _Line(number, sid, message, session)


def read_jsonl(stream: BinaryIO | TextIO) -> tuple[list[_Line], list[tuple[int, str]]]:
    """Every line of ``stream`` parsed, and the (line number, reason) of the bad ones
    (blank lines are ignored). A binary stream is decoded line by line, so a line that
    is not UTF-8 is one bad line, not a failed import."""
    good: list[_Line] = []
    bad: list[tuple[int, str]] = []
    for number, raw in enumerate(stream, start=1):
        try:
            text = raw.decode("utf-8") if isinstance(raw, bytes) else str(raw)
        except UnicodeDecodeError:
            bad.append((number, "not UTF-8 text"))
            continue
        if not text.strip():
            continue
        try:
            good.append(parse_line(number, text))
        except ValueError as exc:
            reason = str(exc)
            if not text.endswith("\n") and reason.startswith("not JSON"):
                reason += "; the file may be truncated"
            bad.append((number, reason))
    return good, bad


def _refuse(errors: list[tuple[int, str]], where: str) -> ArchiveError:
    shown = "; ".join(f"line {n}: {why}" for n, why in errors[:5])
    more = f" (and {len(errors) - 5} more)" if len(errors) > 5 else ""
    return ArchiveError(f"import refused, nothing written: {len(errors)} bad line(s) in "
                        f"{where}: {shown}{more}")


def _nothing_valid(errors: list[tuple[int, str]], where: str) -> ArchiveError:
    if not errors:
        return ArchiveError(f"{where}: no records to import (the file is empty)")
    number, why = errors[0]
    return ArchiveError(f"{where}: no valid record found ({len(errors)} bad line(s); "
                        f"line {number}: {why})")


def write_lines(archive: ArchiveAccess, lines: list[_Line], report: ImportReport,
                progress: Progress | None = None, default_source: str = "import") -> None:
    """Write parsed lines: sessions created at their first line, messages in batches,
    each keyed by its content (all but the time, which OpenAI imports stamp "now") and
    occurrence in its session (``records.occurrence_key``), so a session that an import
    created is extended by a later import with only its new lines. A session that exists
    without such keys (written live, or imported before keys existed) is left as it is
    and listed in ``existing``."""
    created: set[str] = set()
    skipped: set[str] = set()
    counts: dict[str, dict[str, int]] = {}
    done, total = 0, len(lines)
    pending: list[tuple[str, list[dict[str, Any]]]] = []
    size = 0

    def flush() -> None:
        nonlocal pending, size
        if pending:
            written = sum(len(ids) for ids in archive.append_bulk(pending))
            report.messages += written
            report.duplicates += sum(len(batch) for _, batch in pending) - written
        pending, size = [], 0

    for line in lines:
        sid = line.session_id
        done += 1
        if sid in skipped:
            continue
        if sid not in created:
            if archive.get(sid) is None:
                _create(archive, sid, line, default_source)
                report.sessions += 1
            elif archive.source_keys(sid):
                report.existing.append(sid)
            else:
                skipped.add(sid)
                report.existing.append(sid)
                continue
            created.add(sid)
        identity = {k: v for k, v in line.message.items() if k != "timestamp"}
        key = records.occurrence_key(records.record_hash(identity), counts.setdefault(sid, {}))
        if not pending or pending[-1][0] != sid:
            pending.append((sid, []))
        pending[-1][1].append({**line.message, "source_key": key})
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
                           started_at=meta.get("started_at", line.message["timestamp"]),
                           project=meta.get("project"))
    if meta.get("end_reason") is not None or meta.get("ended_at") is not None:
        archive.end_session(sid, meta.get("end_reason") or "exit",
                            ended_at=meta.get("ended_at", line.message["timestamp"]))


def import_jsonl(archive: ArchiveAccess, path: str | Path, *, strict: bool = False,
                 progress: Progress | None = None) -> ImportReport:
    """Import a JSONL file (format above). Raises ArchiveError when ``strict`` and a line
    is bad (nothing written), OSError when the file cannot be read."""
    with open(path, "rb") as stream:
        lines, errors = read_jsonl(stream)
    if not lines:
        raise _nothing_valid(errors, str(path))
    if strict and errors:
        raise _refuse(errors, str(path))
    report = ImportReport(errors=errors)
    write_lines(archive, lines, report, progress)
    return report


def _content_text(content: object) -> str:
    if content is None:
        return ""
    if isinstance(content, str):
        return records.check_text(content, "content")
    if isinstance(content, list):
        parts = [p.get("text", "") if isinstance(p, dict) else p for p in content]
        if not all(isinstance(p, str) for p in parts):
            raise ValueError("content parts must be text")
        return records.check_text("\n".join(p for p in parts if p), "content")
    raise ValueError("content must be a string or a list of parts")


def _conversations(doc: object) -> list[object]:
    if isinstance(doc, dict):
        return [doc.get("messages")]
    if isinstance(doc, list) and doc and all(isinstance(d, dict) and "messages" in d
                                             for d in doc):
        return [d["messages"] for d in doc]
    return [doc]


def _conversation_id(index: int, messages: list[object], source: str) -> str:
    """The same conversation at the same place in a file always gets the same id, so
    importing the file again adds nothing."""
    text = json.dumps([index, source, messages], ensure_ascii=True, sort_keys=True,
                      default=repr)
    return "openai_" + hashlib.sha256(text.encode("ascii")).hexdigest()[:16]


def _openai_message(item: object, now: float) -> dict[str, Any]:
    if not isinstance(item, dict):
        raise ValueError("not a message object")
    return {"role": records.check_role(item.get("role")),
            "content": _content_text(item.get("content")), "timestamp": now,
            "tool_calls": records.check_tool_calls(item.get("tool_calls")),
            "tool_name": records.check_optional_text(item.get("name"), "name"),
            "tool_call_id": records.check_optional_text(item.get("tool_call_id"),
                                                        "tool_call_id"),
            "token_count": None}


def load_json(path: str | Path) -> object:
    """The JSON document in ``path``. Raises ArchiveError (one line) for a file that is
    not UTF-8 JSON, OSError when it cannot be read."""
    with open(path, "rb") as stream:
        return parse_json(stream.read(), path)


def parse_json(raw: bytes, where: str | Path) -> object:
    """The JSON document in ``raw`` (read from ``where``, which errors name). Raises
    ArchiveError (one line) for bytes that are not UTF-8 JSON."""
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise ArchiveError(f"{where}: not UTF-8 text (byte {exc.start})") from None
    except json.JSONDecodeError as exc:
        raise ArchiveError(f"{where}: not JSON (line {exc.lineno}: {exc.msg})") from None
    except RecursionError:
        raise ArchiveError(f"{where}: not JSON this program can read (nested too deeply)"
                           ) from None


def import_openai_json(archive: ArchiveAccess, path: str | Path, *, strict: bool = False,
                       source: str = "import", now: float,
                       progress: Progress | None = None) -> ImportReport:
    """Import OpenAI chat messages: a list of ``{"role", "content", ...}``, an object
    with ``messages``, or a list of such objects (one session each, all stamped ``now``;
    each session's id is derived from its place and content, so a second import of the
    same file adds nothing). A bad message is reported by its index in its conversation
    and its reason names both. Raises ArchiveError for a file that is not such JSON or
    holds no valid message, or when ``strict`` and a message is bad (nothing written)."""
    doc = load_json(path)
    lines: list[_Line] = []
    errors: list[tuple[int, str]] = []
    for c_index, messages in enumerate(_conversations(doc), start=1):
        if not isinstance(messages, list):
            raise ArchiveError(f"{path}: conversation {c_index} has no list of messages")
        sid = _conversation_id(c_index, messages, source)
        for m_index, item in enumerate(messages, start=1):
            try:
                message = _openai_message(item, now)
            except ValueError as exc:
                errors.append((m_index, f"conversation {c_index}, message {m_index}: {exc}"))
                continue
            lines.append(_Line(m_index, sid, message, {"source": source}))
    if not lines:
        raise _nothing_valid(errors, str(path))
    if strict and errors:
        raise _refuse(errors, str(path))
    report = ImportReport(errors=errors)
    write_lines(archive, lines, report, progress, source)
    return report


def detect_format(path: str | Path) -> Literal["jsonl", "openai"]:
    """``"openai"`` or ``"jsonl"``, from whole records (never a byte prefix): a file
    opening with ``[`` is OpenAI JSON; one whose first line is a whole JSON object is
    JSONL unless that object is a conversation (``messages`` without ``session_id``);
    a first line that is not JSON on its own is OpenAI JSON when the whole file is one
    JSON document (pretty-printed), else JSONL (whose bad lines are then reported).
    Raises OSError when the file cannot be read."""
    with open(path, "rb") as stream:
        first = next((raw for raw in stream if raw.strip()), b"")
    head = first.lstrip()
    if head.startswith(b"["):
        return "openai"
    if not head.startswith(b"{"):
        return "jsonl"
    try:
        obj = json.loads(first.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        try:
            load_json(path)
        except ArchiveError:
            return "jsonl"
        return "openai"
    conversation = isinstance(obj, dict) and "messages" in obj and "session_id" not in obj
    return "openai" if conversation else "jsonl"


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
