"""The PostgreSQL schema of the archive, as named, ordered migrations.

The backend applies the migrations not yet recorded in ``_migrations`` at opening, in
one transaction together with their records, under a transaction-level advisory lock
(``MIGRATION_LOCK``), so a database is always at a recorded step and two processes
opening a blank database at once apply each migration exactly once. Never edit
an applied migration: add the next one.

Design: ``messages.id`` comes from ``messages_id_seq`` (a writer takes its ids in one
call, in order). ``words`` is the tsvector of the project's own stems of the indexed
text (``backends.postgres_query.document_vector``; GIN-indexed) and ``grams`` the
3-character grams of its unspaced runs; ``unspaced`` marks messages in scripts written
without spaces, whose indexed text (``keepmind_indexed``: tool output cut to its first
8,192 characters) has a partial pg_trgm GIN index for substring search. ``word_df`` and
``gram_df`` hold the document frequency of every stem and gram, and ``archive_stats`` the
number of messages: statement-level triggers over the transition tables add and subtract
them in the transaction that inserts or deletes messages (whoever writes). The triggers
take the ``archive_stats`` row first, so writers of messages queue there, one at a time
from that point to their commit, and never deadlock on the frequency rows after it (the
price: message writes are serialised; sharding that counter is the next step for large
fleets). BM25 reads its statistics from there, never from ``ts_stat``.
"""

from __future__ import annotations

from keepmind.archive.backends.base import TOOL_INDEX_PREFIX

M001_INITIAL = f"""
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE sessions (
    id text PRIMARY KEY,
    source text NOT NULL DEFAULT '',
    user_id text,
    model text,
    title text,
    parent_session_id text,
    started_at double precision NOT NULL,
    ended_at double precision,
    end_reason text,
    message_count bigint NOT NULL DEFAULT 0,
    tool_call_count bigint NOT NULL DEFAULT 0,
    input_tokens bigint NOT NULL DEFAULT 0,
    output_tokens bigint NOT NULL DEFAULT 0
);
CREATE INDEX sessions_parent ON sessions (parent_session_id);
CREATE INDEX sessions_started ON sessions (started_at);

CREATE SEQUENCE messages_id_seq;
CREATE TABLE messages (
    id bigint PRIMARY KEY,
    session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    role text NOT NULL,
    content text NOT NULL DEFAULT '',
    tool_calls text,
    tool_name text,
    tool_call_id text,
    timestamp double precision NOT NULL,
    token_count bigint,
    words tsvector NOT NULL,
    grams text[],
    unspaced boolean NOT NULL DEFAULT false
);
ALTER SEQUENCE messages_id_seq OWNED BY messages.id;
CREATE INDEX messages_session ON messages (session_id, id);
CREATE INDEX messages_words ON messages USING gin (words);

CREATE FUNCTION keepmind_indexed(role text, content text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE WHEN role = 'tool' THEN left(content, {TOOL_INDEX_PREFIX}) ELSE content END
$$;
CREATE INDEX messages_trigram ON messages
    USING gin (keepmind_indexed(role, content) gin_trgm_ops) WHERE unspaced;

CREATE TABLE archive_stats (id int PRIMARY KEY CHECK (id = 1), docs bigint NOT NULL);
INSERT INTO archive_stats (id, docs) VALUES (1, 0);
CREATE TABLE word_df (term text COLLATE "C" PRIMARY KEY, df bigint NOT NULL);
CREATE TABLE gram_df (gram text COLLATE "C" PRIMARY KEY, df bigint NOT NULL);

CREATE FUNCTION keepmind_df_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE archive_stats SET docs = docs + (SELECT count(*) FROM added) WHERE id = 1;
    INSERT INTO word_df (term, df)
        SELECT w.lexeme, count(*) FROM added a, unnest(a.words) w
        GROUP BY w.lexeme ORDER BY w.lexeme
        ON CONFLICT (term) DO UPDATE SET df = word_df.df + excluded.df;
    INSERT INTO gram_df (gram, df)
        SELECT g, count(*) FROM added a, unnest(a.grams) g
        GROUP BY g ORDER BY g
        ON CONFLICT (gram) DO UPDATE SET df = gram_df.df + excluded.df;
    RETURN NULL;
END $$;
CREATE FUNCTION keepmind_df_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE archive_stats SET docs = docs - (SELECT count(*) FROM removed) WHERE id = 1;
    UPDATE word_df SET df = word_df.df - r.n FROM (
        SELECT w.lexeme AS term, count(*) AS n FROM removed o, unnest(o.words) w
        GROUP BY w.lexeme) r WHERE word_df.term = r.term;
    UPDATE gram_df SET df = gram_df.df - r.n FROM (
        SELECT g AS gram, count(*) AS n FROM removed o, unnest(o.grams) g
        GROUP BY g) r WHERE gram_df.gram = r.gram;
    RETURN NULL;
END $$;
CREATE TRIGGER messages_df_add AFTER INSERT ON messages
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION keepmind_df_add();
CREATE TRIGGER messages_df_remove AFTER DELETE ON messages
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION keepmind_df_remove();
"""

# What importers remember (``keepmind.importers``), as in the SQLite schema: the key of
# each imported message in its source, unique per session; a cursor per source file; the
# project (working directory) a session ran in.
M002_IMPORTS = """
CREATE TABLE message_sources (
    message_id bigint PRIMARY KEY REFERENCES messages (id) ON DELETE CASCADE,
    session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    source_key text NOT NULL
);
CREATE UNIQUE INDEX message_sources_key ON message_sources (session_id, source_key);

CREATE TABLE import_cursors (
    path text PRIMARY KEY,
    byte_offset bigint NOT NULL,
    digest text NOT NULL,
    state text NOT NULL DEFAULT '{}',
    updated_at double precision NOT NULL
);

ALTER TABLE sessions ADD COLUMN project text;
"""

MIGRATIONS: list[tuple[str, str]] = [
    ("m001_initial", M001_INITIAL),
    ("m002_imports", M002_IMPORTS),
]

MIGRATION_LOCK = 0x6B65_6570  # "keep": the advisory lock key migrations run under
