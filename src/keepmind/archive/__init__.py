"""The cold layer: every message of every session, lossless, searchable, with lineage.

    from keepmind.archive import SessionArchive
    archive = SessionArchive.open(home.state_db)   # or ":memory:", or "postgresql://…"
    sid = archive.create_session(source="cli", model="gpt-4o", title="db migration")
    mid = archive.append(sid, "user", "How do I migrate the users table?")
    archive.append_many(sid, [{"role": "assistant", "content": "Use ALTER TABLE ..."}])
    archive.end_session(sid, "compression")              # or new / exit / branched
    child = archive.create_session(parent_session_id=sid)
    archive.lineage(child)        # [SessionInfo(sid), SessionInfo(child)], root first
    archive.root_of(child)        # sid
    archive.lineage_members(sid)  # root and every descendant (for current-lineage exclusion)
    hits = archive.search("how did we migrate users?", limit=5,
                          roles=("user", "assistant"), exclude_sessions=(...))
    hits[0].message_id, hits[0].session_id, hits[0].root_session_id, hits[0].snippet
    archive.window(hits[0].message_id, before=3, after=3)   # messages around a match
    archive.bookends(sid, n=2)    # (first 2, last 2) messages of a session
    archive.messages(sid, after_id=None, limit=50)           # pages in order
    archive.list(limit=10)        # newest sessions first, each with a preview
    archive.import_jsonl(path)    # see keepmind.archive.jsonl for the line format
    archive.export_jsonl(path)
    archive.delete_session(sid)   # children re-linked to its parent (or with_descendants)
    archive.check(repair=False)   # CheckReport: integrity, indexes, unreadable rows

Modules: ``store`` (the ``SessionArchive`` API), ``query`` (user text → parsed queries
that never fail, which each backend renders in its own query language), ``ranking``
(BM25 + coverage + proximity over candidate pools), ``text`` (tokenising, Porter stems,
stopwords), ``jsonl`` (import/export formats), ``records`` (what a valid record is,
roles, session ids; reading damaged rows without failing: what store and jsonl share),
``backends/`` (the storage protocol, ``open_backend`` choosing a backend from a path or
URL, the SQLite and PostgreSQL backends with their migrations).
Errors: ``ArchiveError`` for storage failures, ``ValueError`` for impossible arguments.
"""

from keepmind.archive.backends.base import (
    ArchiveBackend,
    CheckReport,
    Filters,
    ImportCursor,
    NewMessage,
    Problem,
)
from keepmind.archive.jsonl import ImportReport
from keepmind.archive.records import ROLES, new_session_id
from keepmind.archive.store import END_REASONS, DeleteReport, SessionArchive

__all__ = [
    "END_REASONS",
    "ROLES",
    "ArchiveBackend",
    "CheckReport",
    "DeleteReport",
    "Filters",
    "ImportCursor",
    "ImportReport",
    "NewMessage",
    "Problem",
    "SessionArchive",
    "new_session_id",
]
