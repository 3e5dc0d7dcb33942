"""The SQLite schema of the archive, as named, ordered migrations.

Each migration is a name (``m001_initial``, ...) and a script; ``keepmind._sqlite``
applies the ones not yet recorded in ``_migrations``, each inside one transaction together
with its record, so a database is always at a recorded step. Never edit an applied
migration: add the next one.

Design: ``messages`` has an explicit INTEGER PRIMARY KEY that the FTS5 tables use as
rowid (external content through the ``messages_indexed`` view, which cuts tool output to
its first 8,192 characters, so the index never stores text twice and ``rebuild`` indexes
exactly what the triggers index). ``messages_fts`` (porter stemming, diacritics folded)
indexes every message; ``messages_trigram`` and the id list ``messages_unspaced`` hold
only messages containing an unspaced script (CJK, kana, Hangul, Thai...), since the
trigram index costs about three times the text and is needed only there. Triggers keep
the indexes and the session counters in step with every insert, update and delete, from
any process. ``messages.unspaced`` is the writer's verdict on that (1/0, computed in
Python, which is 60 times cheaper than SQL GLOB); a writer that leaves it NULL gets the
GLOB test in the trigger instead.

Performance note: FTS5 flushes its pending terms at every statement savepoint, and a
statement that fires triggers opens one, so writers insert batches as multi-row
``INSERT ... VALUES`` statements (one flush per statement, not per row).

Batched writes (``m002_batch_index``): the insert triggers skip a row while the table
``messages_batch`` holds a row. A batch writer, inside its one ``BEGIN IMMEDIATE``
transaction, inserts that row, inserts the messages, indexes them with one
``INSERT ... SELECT`` per index (``BATCH_INDEX``: one FTS5 flush for the whole batch),
adds the session counters per session, and deletes the row before ``COMMIT``. The flag
row is therefore never committed and no other connection ever sees it (the write lock
is held throughout): every committed state has the indexes and counters in step with
``messages``, whoever wrote it. Writers use it from 10 rows on (below that the
triggers cost no more); the gain is measured in docs/benchmarks.md (Session archive).
"""

from __future__ import annotations

from keepmind.archive.backends.base import TOOL_INDEX_PREFIX
from keepmind.archive.text import UNSPACED_CHARS
from keepmind.types import DEFAULT_USER

UNSPACED_GLOB = f"'*[{UNSPACED_CHARS}]*'"
_IDX_NEW = f"CASE WHEN new.role = 'tool' THEN substr(new.content, 1, {TOOL_INDEX_PREFIX}) " \
           "ELSE new.content END"
_IDX_OLD = _IDX_NEW.replace("new.", "old.")
_GLOB_NEW = f"({_IDX_NEW}) GLOB {UNSPACED_GLOB}"
_TOOL_CALLS_NEW = ("CASE WHEN new.tool_calls IS NOT NULL AND json_valid(new.tool_calls) "
                   "THEN json_array_length(new.tool_calls) ELSE 0 END")
_AI_BODY = f"""    INSERT INTO messages_fts(rowid, content) VALUES (new.id, {_IDX_NEW});
    UPDATE sessions SET
        message_count = message_count + 1,
        tool_call_count = tool_call_count + {_TOOL_CALLS_NEW},
        input_tokens = input_tokens
            + CASE WHEN new.role = 'assistant' THEN 0 ELSE coalesce(new.token_count, 0) END,
        output_tokens = output_tokens
            + CASE WHEN new.role = 'assistant' THEN coalesce(new.token_count, 0) ELSE 0 END
    WHERE id = new.session_id;
"""
_AI_UNSPACED_BODY = ("    INSERT INTO messages_trigram(rowid, content) VALUES "
                     f"(new.id, {_IDX_NEW});\n"
                     "    INSERT INTO messages_unspaced(id) VALUES (new.id);\n")

M001_INITIAL = f"""
CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    source TEXT NOT NULL DEFAULT '',
    user_id TEXT,
    model TEXT,
    title TEXT,
    parent_session_id TEXT,
    started_at REAL NOT NULL,
    ended_at REAL,
    end_reason TEXT,
    message_count INTEGER NOT NULL DEFAULT 0,
    tool_call_count INTEGER NOT NULL DEFAULT 0,
    input_tokens INTEGER NOT NULL DEFAULT 0,
    output_tokens INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sessions_parent ON sessions(parent_session_id);
CREATE INDEX sessions_started ON sessions(started_at);

CREATE TABLE messages (
    id INTEGER PRIMARY KEY,
    session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    role TEXT NOT NULL,
    content TEXT NOT NULL DEFAULT '',
    tool_calls TEXT,
    tool_name TEXT,
    tool_call_id TEXT,
    timestamp REAL NOT NULL,
    token_count INTEGER,
    unspaced INTEGER
);
CREATE INDEX messages_session ON messages(session_id, id);

CREATE VIEW messages_indexed AS
    SELECT id, CASE WHEN role = 'tool' THEN substr(content, 1, {TOOL_INDEX_PREFIX})
                    ELSE content END AS content
    FROM messages;

CREATE VIRTUAL TABLE messages_fts USING fts5(
    content, content='messages_indexed', content_rowid='id',
    tokenize='porter unicode61 remove_diacritics 2');

INSERT INTO messages_fts(messages_fts, rank) VALUES ('automerge', 8);
INSERT INTO messages_fts(messages_fts, rank) VALUES ('pgsz', 4000);

CREATE VIRTUAL TABLE messages_trigram USING fts5(
    content, content='messages_indexed', content_rowid='id', tokenize='trigram');

CREATE TABLE messages_unspaced (id INTEGER PRIMARY KEY);

CREATE TRIGGER messages_ai AFTER INSERT ON messages BEGIN
{_AI_BODY}END;

CREATE TRIGGER messages_ai_unspaced AFTER INSERT ON messages
WHEN coalesce(new.unspaced, {_GLOB_NEW}) BEGIN
{_AI_UNSPACED_BODY}END;

CREATE TRIGGER messages_ad AFTER DELETE ON messages BEGIN
    INSERT INTO messages_fts(messages_fts, rowid, content) VALUES ('delete', old.id, {_IDX_OLD});
    UPDATE sessions SET message_count = message_count - 1 WHERE id = old.session_id;
END;

CREATE TRIGGER messages_ad_unspaced AFTER DELETE ON messages
WHEN old.id IN (SELECT id FROM messages_unspaced) BEGIN
    INSERT INTO messages_trigram(messages_trigram, rowid, content)
        VALUES ('delete', old.id, {_IDX_OLD});
    DELETE FROM messages_unspaced WHERE id = old.id;
END;

CREATE TRIGGER messages_au AFTER UPDATE OF content, role ON messages BEGIN
    INSERT INTO messages_fts(messages_fts, rowid, content) VALUES ('delete', old.id, {_IDX_OLD});
    INSERT INTO messages_fts(rowid, content) VALUES (new.id, {_IDX_NEW});
END;

CREATE TRIGGER messages_au_unspaced_old AFTER UPDATE OF content, role, unspaced ON messages
WHEN old.id IN (SELECT id FROM messages_unspaced) BEGIN
    INSERT INTO messages_trigram(messages_trigram, rowid, content)
        VALUES ('delete', old.id, {_IDX_OLD});
    DELETE FROM messages_unspaced WHERE id = old.id;
END;

CREATE TRIGGER messages_au_unspaced_new AFTER UPDATE OF content, role, unspaced ON messages
WHEN coalesce(new.unspaced, {_GLOB_NEW}) BEGIN
{_AI_UNSPACED_BODY}END;

CREATE VIRTUAL TABLE messages_fts_vocab USING fts5vocab(messages_fts, 'row');
CREATE VIRTUAL TABLE messages_trigram_vocab USING fts5vocab(messages_trigram, 'row');
"""

_SKIP_IN_BATCH = "NOT EXISTS (SELECT 1 FROM messages_batch)"

M002_BATCH_INDEX = f"""
CREATE TABLE messages_batch (flag INTEGER PRIMARY KEY);

DROP TRIGGER messages_ai;
CREATE TRIGGER messages_ai AFTER INSERT ON messages WHEN {_SKIP_IN_BATCH} BEGIN
{_AI_BODY}END;

DROP TRIGGER messages_ai_unspaced;
CREATE TRIGGER messages_ai_unspaced AFTER INSERT ON messages
WHEN {_SKIP_IN_BATCH} AND coalesce(new.unspaced, {_GLOB_NEW}) BEGIN
{_AI_UNSPACED_BODY}END;
"""

# Merge 16 segments of a level at a time instead of 8: fewer passes over the data as the
# index grows (1M messages: +12% ingest, most for small transactions), with search p95
# and size unchanged within noise (docs/benchmarks.md, Session archive).
M003_AUTOMERGE_16 = "INSERT INTO messages_fts(messages_fts, rank) VALUES ('automerge', 16);"

# Rows that ``sessions check --repair`` moved out of, or fixed in, the live tables: the
# original as JSON (with the exact stored bytes of its text columns as hex), so a repair
# never loses data (``backends.sqlite_check``).
M004_QUARANTINE = """
CREATE TABLE quarantine (
    id INTEGER PRIMARY KEY,
    source_table TEXT NOT NULL,
    row_id TEXT NOT NULL,
    reason TEXT NOT NULL,
    original TEXT NOT NULL,
    quarantined_at REAL NOT NULL
);
"""

# What importers remember (``keepmind.importers``): ``message_sources`` names each imported
# message by its key in the source (a Claude Code entry's uuid, a ChatGPT node id, a hash
# of a line), unique per session, so a re-import writes only messages whose key is new
# even when the source file was rewritten; ``import_cursors`` is a fast path per source
# file (the byte offset read up to, a digest of the bytes before it, and the importer's
# state at that point), trusted only while the file still starts with those bytes.
# ``sessions.project`` is the working directory or project a session ran in.
M005_IMPORTS = """
CREATE TABLE message_sources (
    message_id INTEGER PRIMARY KEY REFERENCES messages(id) ON DELETE CASCADE,
    session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    source_key TEXT NOT NULL
);
CREATE UNIQUE INDEX message_sources_key ON message_sources(session_id, source_key);

CREATE TABLE import_cursors (
    path TEXT PRIMARY KEY,
    byte_offset INTEGER NOT NULL,
    digest TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT '{}',
    updated_at REAL NOT NULL
);

ALTER TABLE sessions ADD COLUMN project TEXT;
"""

# Scopes (docs/design.md, "Scopes"): each session records the organisation, user and
# agent it was written for (the sessions of a home from before are the default user's);
# import cursors are kept per (org, user), since two users importing one file each need
# their own. The cursors are only a fast path, so the old ones are dropped, not moved: a
# re-import reads the file again and writes nothing twice (``message_sources``). No index
# on the scope columns: a home is one user's, so it would select nothing, and without
# ANALYZE the planner drove searches from it (scanning every session: 2.5x slower).
M006_SCOPES = f"""
ALTER TABLE sessions ADD COLUMN scope_org TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN scope_user TEXT NOT NULL DEFAULT '{DEFAULT_USER}';
ALTER TABLE sessions ADD COLUMN scope_agent TEXT NOT NULL DEFAULT '';

DROP TABLE import_cursors;
CREATE TABLE import_cursors (
    scope_org TEXT NOT NULL,
    scope_user TEXT NOT NULL,
    path TEXT NOT NULL,
    byte_offset INTEGER NOT NULL,
    digest TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT '{{}}',
    updated_at REAL NOT NULL,
    PRIMARY KEY (scope_org, scope_user, path)
);
"""

# Prompt-memory entry metadata (``keepmind.memory.meta``): the home's database keeps, per
# entry of MEMORY.md / USER.md (matched by target and exact text), when it was created,
# updated and last in a prompt, and who wrote it; ``memory_writes`` holds the write path
# and session of each journal line (by its id), ``memory_meta_state`` the id of the last
# journal line the sidecar has taken in. The files and the journal stay the truth.
M007_MEMORY_META = """
CREATE TABLE memory_entries (
    target TEXT NOT NULL,
    content TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    last_used_at TEXT,
    origin TEXT NOT NULL,
    session_id TEXT,
    journal_id TEXT,
    removed_at TEXT,
    PRIMARY KEY (target, content)
);
CREATE TABLE memory_writes (
    journal_id TEXT PRIMARY KEY,
    origin TEXT NOT NULL,
    session_id TEXT
);
CREATE TABLE memory_meta_state (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
"""

# The approval queue of prompt-memory writes (``keepmind.memory.pending``): a proposed
# write (its edits as JSON, all or nothing, for one target) waits here until the user
# approves or rejects it; ``kind`` is 'write' (a proposal held for approval) or
# 'contradiction' (a write that disagrees with an entry; ``detail`` holds both sides).
# Decided rows are kept, with what happened (``outcome``: the journal id or the refusal).
M008_MEMORY_PENDING = """
CREATE TABLE memory_pending (
    id INTEGER PRIMARY KEY,
    created_at TEXT NOT NULL,
    target TEXT NOT NULL,
    edits TEXT NOT NULL,
    kind TEXT NOT NULL DEFAULT 'write',
    origin TEXT NOT NULL,
    session_id TEXT,
    reason TEXT NOT NULL DEFAULT '',
    detail TEXT NOT NULL DEFAULT '{}',
    status TEXT NOT NULL DEFAULT 'pending',
    decided_at TEXT,
    outcome TEXT
);
CREATE INDEX memory_pending_open ON memory_pending(status, id);
"""

# Background reviews of sessions (``keepmind.review``): per session, the newest message a
# review has read, so a session is reviewed once and a later review reads only what came
# after; with the counts and token usage of its runs.
M009_MEMORY_REVIEWS = """
CREATE TABLE memory_reviews (
    session_id TEXT PRIMARY KEY,
    last_message_id INTEGER NOT NULL,
    reviewed_at TEXT NOT NULL,
    runs INTEGER NOT NULL DEFAULT 1,
    applied INTEGER NOT NULL DEFAULT 0,
    queued INTEGER NOT NULL DEFAULT 0,
    refused INTEGER NOT NULL DEFAULT 0,
    prompt_tokens INTEGER NOT NULL DEFAULT 0,
    completion_tokens INTEGER NOT NULL DEFAULT 0
);
"""

# Entries evicted from a full store (``keepmind.curation``, ``memory.eviction: archive``):
# kept with the metadata they had, searchable, restorable (``restored_at`` once restored).
M010_MEMORY_ARCHIVE = """
CREATE TABLE memory_archive (
    id INTEGER PRIMARY KEY,
    target TEXT NOT NULL,
    content TEXT NOT NULL,
    archived_at TEXT NOT NULL,
    reason TEXT NOT NULL DEFAULT '',
    created_at TEXT,
    updated_at TEXT,
    origin TEXT,
    session_id TEXT,
    restored_at TEXT
);
CREATE INDEX memory_archive_target ON memory_archive(target, id);
"""

# Whose queued writes and evicted entries these are, when the home's stores are rows of a
# PostgreSQL database shared by many users (``keepmind.Memory.owner``): each of those
# users sees only their own rows. '' for a home whose stores are its files (one user's,
# and every row from before this migration).
M011_MEMORY_OWNER = """
ALTER TABLE memory_pending ADD COLUMN owner TEXT NOT NULL DEFAULT '';
ALTER TABLE memory_archive ADD COLUMN owner TEXT NOT NULL DEFAULT '';
CREATE INDEX memory_pending_owner ON memory_pending(owner, status, id);
CREATE INDEX memory_archive_owner ON memory_archive(owner, id);
"""

# Message vectors of the semantic stage (``archive.vectors``): one per message at most,
# named by the model that made it (a vector of another model is never read as this
# one's), as float16 bytes. ``seq`` grows with every write (AUTOINCREMENT: never reused),
# so a process that loaded the vectors reads only the rows written since. A message's
# vector goes with it (the cascade from sessions through messages).
M012_MESSAGE_VECTORS = """
CREATE TABLE message_vectors (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    message_id INTEGER NOT NULL UNIQUE REFERENCES messages(id) ON DELETE CASCADE,
    model TEXT NOT NULL,
    vector BLOB NOT NULL
);
"""

MIGRATIONS: list[tuple[str, str]] = [
    ("m001_initial", M001_INITIAL),
    ("m002_batch_index", M002_BATCH_INDEX),
    ("m003_automerge_16", M003_AUTOMERGE_16),
    ("m004_quarantine", M004_QUARANTINE),
    ("m005_imports", M005_IMPORTS),
    ("m006_scopes", M006_SCOPES),
    ("m007_memory_meta", M007_MEMORY_META),
    ("m008_memory_pending", M008_MEMORY_PENDING),
    ("m009_memory_reviews", M009_MEMORY_REVIEWS),
    ("m010_memory_archive", M010_MEMORY_ARCHIVE),
    ("m011_memory_owner", M011_MEMORY_OWNER),
    ("m012_message_vectors", M012_MESSAGE_VECTORS),
]

_IDX_M = _IDX_NEW.replace("new.", "m.")
INDEXED_CONTENT_M = _IDX_M
"""The indexed text of a message row aliased ``m`` (tool output cut to its prefix)."""
_BATCH_ROWS = "FROM messages m WHERE m.id BETWEEN :first AND :last"
BATCH_INDEX: tuple[str, ...] = (
    f"INSERT INTO messages_fts(rowid, content) SELECT m.id, {_IDX_M} {_BATCH_ROWS}",
    f"INSERT INTO messages_trigram(rowid, content) SELECT m.id, {_IDX_M} {_BATCH_ROWS} "
    f"AND coalesce(m.unspaced, ({_IDX_M}) GLOB {UNSPACED_GLOB})",
    f"INSERT INTO messages_unspaced(id) SELECT m.id {_BATCH_ROWS} "
    f"AND coalesce(m.unspaced, ({_IDX_M}) GLOB {UNSPACED_GLOB})",
    "UPDATE sessions SET message_count = message_count + b.n, "
    "tool_call_count = tool_call_count + b.calls, input_tokens = input_tokens + b.tin, "
    "output_tokens = output_tokens + b.tout FROM (SELECT m.session_id AS sid, count(*) AS n, "
    f"sum({_TOOL_CALLS_NEW.replace('new.', 'm.')}) AS calls, "
    "sum(CASE WHEN m.role = 'assistant' THEN 0 ELSE coalesce(m.token_count, 0) END) AS tin, "
    "sum(CASE WHEN m.role = 'assistant' THEN coalesce(m.token_count, 0) ELSE 0 END) AS tout "
    f"{_BATCH_ROWS} GROUP BY m.session_id) AS b WHERE sessions.id = b.sid",
)
"""What the insert triggers do, for the rows ``:first``..``:last`` at once: run by a batch
writer while ``messages_batch`` holds its flag row (see the module docstring)."""
