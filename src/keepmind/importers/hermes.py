"""A Hermes Agent home (``state.db``, ``memories/``, ``skills/``) into keepmind.

``state.db`` is Hermes's SQLite session store: ``sessions`` (``id``, ``source`` such as
cli or telegram, ``user_id``, ``model``, ``title``, ``parent_session_id`` for the
continuation a compression started, ``started_at``/``ended_at`` in Unix seconds,
``end_reason``, ``cwd`` in newer versions) and ``messages`` (``id`` INTEGER,
``session_id``, ``role``, ``content``, ``tool_call_id``, ``tool_calls`` as JSON text,
``tool_name``, ``timestamp``, ``token_count``). The file is opened read-only and only
the columns it has are read (older versions lack some), so any schema version imports.

Mapping: sessions keep their ids, titles, models, lineage, times and end reasons, with
source ``hermes`` and project = ``cwd``; messages keep role, content, tool calls and
results. Incremental: each message's ``source_key`` is ``hermes:<message id>``, so a
second import writes only the messages added since (a rewound message that Hermes
replaced is kept, as every archived message is).

``memories/MEMORY.md`` and ``USER.md`` hold entries separated by ``§`` lines, the same
format as keepmind's stores: each entry is added to the ``memory`` or ``user`` store
through the store's normal write path (the threat scan, the budget, the journal); an
entry already there is skipped, and one that did not fit or was blocked is named in
``ImportReport.notes``. ``skills/`` is imported with ``skills.importer`` (whole skills,
scanned, never overwriting); a skill whose SKILL.md is already in the library as it is
counts as imported before, not as a conflict.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from keepmind.archive import ImportReport, SessionArchive, records
from keepmind.archive.backends.base import NewSession
from keepmind.errors import (
    ArchiveError,
    DuplicateEntry,
    KeepmindError,
    MemoryFull,
    SkillError,
    ThreatBlocked,
)
from keepmind.importers._writer import SessionWriter
from keepmind.memory import PromptStore
from keepmind.memory.entries import parse
from keepmind.skills import SkillLibrary
from keepmind.skills.importer import import_skills
from keepmind.skills.skill import SKILL_FILE

SOURCE = "hermes"
_SESSION_COLUMNS = ("id", "user_id", "model", "title", "parent_session_id", "started_at",
                    "ended_at", "end_reason", "cwd")
_MESSAGE_COLUMNS = ("id", "session_id", "role", "content", "tool_call_id", "tool_calls",
                    "tool_name", "timestamp", "token_count")
_PAGE = 2000


def import_home(archive: SessionArchive, root: Path, *, memory: PromptStore | None = None,
                user: PromptStore | None = None, skills: SkillLibrary | None = None,
                progress: Callable[[int, int], None] | None = None) -> ImportReport:
    """Import what ``root`` holds of sessions, memories and skills (each part only when
    it is there, and the stores only when given). ``progress`` gets (messages done,
    total). Raises ArchiveError when state.db cannot be read or the archive written."""
    report = ImportReport()
    database = root / "state.db"
    if database.is_file():
        import_state_db(archive, database, report, progress)
    for name, store in (("MEMORY.md", memory), ("USER.md", user)):
        source = root / "memories" / name
        if store is not None and source.is_file():
            import_memory_file(store, source, report)
    if skills is not None and (root / "skills").is_dir():
        import_skill_folder(skills, root / "skills", report)
    if not report.files and not report.notes:
        report.notes.append(f"nothing to import in {root}: no state.db, memories/ or skills/")
    return report


def import_state_db(archive: SessionArchive, path: Path, report: ImportReport,
                    progress: Callable[[int, int], None] | None = None) -> None:
    """The sessions and messages of a Hermes ``state.db`` (see the module docstring)."""
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as exc:
        raise ArchiveError(f"cannot open {path}: {exc}") from exc
    conn.text_factory = records.decode_text
    try:
        _copy(conn, SessionWriter(archive, report), report, progress)
    except sqlite3.Error as exc:
        raise ArchiveError(f"cannot read {path}: {exc}") from exc
    finally:
        conn.close()
    report.files += 1


def _columns(conn: sqlite3.Connection, table: str, wanted: tuple[str, ...]) -> list[str]:
    have = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
    if "id" not in have:
        raise sqlite3.DatabaseError(f"no {table} table")
    return [c for c in wanted if c in have]


def _copy(conn: sqlite3.Connection, writer: SessionWriter, report: ImportReport,
          progress: Callable[[int, int], None] | None) -> None:
    session_cols = _columns(conn, "sessions", _SESSION_COLUMNS)
    message_cols = _columns(conn, "messages", _MESSAGE_COLUMNS)
    known: dict[str, dict[str, Any]] = {}
    for row in conn.execute(f"SELECT {', '.join(session_cols)} FROM sessions "
                            "ORDER BY started_at, id"):
        fields = dict(zip(session_cols, row, strict=True))
        try:
            known[records.check_id(fields["id"], "session id")] = fields
        except ValueError as exc:
            report.errors.append((0, f"a session of state.db: {exc}"))
    total = conn.execute("SELECT count(*) FROM messages").fetchone()[0]
    done = 0
    started: set[str] = set()
    cursor = conn.execute(f"SELECT {', '.join(message_cols)} FROM messages "
                          "ORDER BY session_id, id")
    while page := cursor.fetchmany(_PAGE):
        for row in page:
            fields = dict(zip(message_cols, row, strict=True))
            try:
                _message(writer, known, started, fields)
            except (ValueError, TypeError) as exc:
                report.errors.append((int(fields["id"]) if isinstance(fields["id"], int)
                                      else 0, f"state.db message {fields['id']}: {exc}"))
        done += len(page)
        if progress is not None:
            progress(done, total)
    writer.flush()
    for sid in started:
        fields = known[sid]
        if fields.get("ended_at") is not None and records.valid_timestamp(fields["ended_at"]):
            writer.end(sid, str(fields.get("end_reason") or "exit"), float(fields["ended_at"]))


def _message(writer: SessionWriter, known: dict[str, dict[str, Any]], started: set[str],
             fields: dict[str, Any]) -> None:
    sid = fields["session_id"]
    if sid not in known:
        raise ValueError(f"its session {sid!r} is not in the sessions table")
    if sid not in started:
        meta = known[sid]
        stamp = meta.get("started_at")
        writer.session(NewSession(
            sid, SOURCE, records.check_timestamp(stamp if stamp is not None
                                                 else fields.get("timestamp"), "started_at"),
            user_id=_text(meta.get("user_id")), model=_text(meta.get("model")),
            title=_text(meta.get("title")), project=_text(meta.get("cwd")),
            parent_session_id=_text(meta.get("parent_session_id"))))
        started.add(sid)
    writer.add(sid, [{
        "role": fields.get("role"), "content": fields.get("content") or "",
        "timestamp": fields.get("timestamp"), "tool_calls": fields.get("tool_calls") or None,
        "tool_name": fields.get("tool_name"), "tool_call_id": fields.get("tool_call_id"),
        "token_count": fields.get("token_count"), "source_key": f"hermes:{fields['id']}"}])


def _text(value: object) -> str | None:
    return value if isinstance(value, str) and value else None


def import_memory_file(store: PromptStore, path: Path, report: ImportReport) -> None:
    """Add the entries of a ``§``-separated memory file to ``store`` through its normal
    write path; what was not added, and why, goes to ``report.notes``."""
    try:
        entries = parse(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        report.notes.append(f"{path}: cannot be read ({exc})")
        return
    added = present = 0
    for entry in entries:
        try:
            store.add(entry)
            added += 1
        except DuplicateEntry:
            present += 1
        except MemoryFull:
            report.notes.append(f"{store.target}: did not fit ({len(entry)} chars, "
                                f"{store.usage}): {_preview(entry)}")
        except ThreatBlocked as exc:
            report.notes.append(f"{store.target}: blocked by the threat scan ({exc}): "
                                f"{_preview(entry)}")
        except KeepmindError as exc:
            report.notes.append(f"{store.target}: not added ({exc}): {_preview(entry)}")
    report.notes.append(f"{store.target}: {added} entries added from {path.name}"
                        f"{f', {present} already there' if present else ''}")


def _preview(text: str, width: int = 60) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


def import_skill_folder(library: SkillLibrary, folder: Path, report: ImportReport) -> None:
    """Import Hermes skills; a skill already in the library as it is counts as done."""
    try:
        result = import_skills(library, folder)
    except SkillError as exc:
        report.notes.append(f"skills: {exc}")
        return
    same = 0
    for issue in result.conflicts:
        if _same_skill(library, issue.name, issue.source):
            same += 1
        else:
            report.notes.append(f"skill {issue.name}: not imported ({issue.reason})")
    for issue in result.skipped:
        report.notes.append(f"skill {issue.name or issue.source.name}: skipped ({issue.reason})")
    report.notes.append(f"skills: {len(result.imported)} imported"
                        f"{f', {same} already in the library' if same else ''}")


def _same_skill(library: SkillLibrary, name: str, source: Path) -> bool:
    try:
        ours = library.get(name).skill_file.read_bytes()
        theirs = (source / SKILL_FILE).read_bytes()
    except (KeepmindError, OSError):
        return False
    return ours == theirs
