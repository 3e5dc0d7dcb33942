"""The PostgreSQL schema of keepmind (the archive, the prompt-memory stores, the fact
store), as named, ordered migrations.

The backend applies the migrations not yet recorded in ``_migrations`` at opening, in
one transaction together with their records, under a transaction-level advisory lock
(``MIGRATION_LOCK``), so a database is always at a recorded step and two processes
opening a blank database at once apply each migration exactly once. Never edit
an applied migration: add the next one.

Design: ``messages.id`` comes from ``messages_id_seq`` (a writer takes its ids in one
call, in order). ``message_words.words`` (m007; ``messages.words`` before) is the
tsvector of the project's own stems of the indexed text
(``backends.postgres_query.document_vector``) and ``messages.grams`` the 3-character
grams of its unspaced runs; ``unspaced`` marks messages in scripts written without
spaces, whose indexed text (``keepmind_indexed``: tool output cut to its first 8,192
characters) is also in ``message_text`` and is searched by substring. A search reads
the index entries of its own scope's matching rows alone (``m007_match_search``: why
the match is a policy). ``word_df`` and
``gram_df`` hold the document frequency of every stem and gram, and ``archive_stats`` the
number of messages: statement-level triggers over the transition tables add and subtract
them in the transaction that inserts or deletes messages (whoever writes). The triggers
take the ``archive_stats`` row first, so writers of messages queue there, one at a time
from that point to their commit, and never deadlock on the frequency rows after it (the
price: message writes are serialised; sharding that counter is the next step for large
fleets). BM25 reads its statistics from there, never from ``ts_stat``.

Scopes (``m003_scopes``; design in docs/design.md, "Scopes"): every row of every table
but ``_migrations`` carries ``scope_org`` and ``scope_user`` (sessions also
``scope_agent``), defaulting to the connection's settings ``keepmind.org_id`` and
``keepmind.user_id`` (``keepmind_org()``, ``keepmind_user()``), and one row-level
security policy per table (forced, so it binds the table owner too) lets a connection
see and write only rows of its own (org, user). A connection that set no user sees
nothing and can write nothing. A session id is unique per scope (the key is
(scope_org, scope_user, id)), so one user's ids tell nothing about another's. The
document frequencies and message count are kept per scope too: BM25 ranks a user's
archive by that user's statistics alone, and frequency writers queue per scope, not
across the fleet. Message ids come from one sequence (what an id reveals: roughly how
many messages the whole database holds).
"""

from __future__ import annotations

from keepmind.archive.backends.base import TOOL_INDEX_PREFIX
from keepmind.types import DEFAULT_USER

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

_M003_TABLES = ("sessions", "messages", "message_sources", "import_cursors", "archive_stats",
                 "word_df", "gram_df")
_OWN = "scope_org = keepmind_org() AND scope_user = keepmind_user()"


def _scope_columns(table: str) -> str:
    """Scope columns on ``table``: existing rows go to the default scope, new rows take
    the connection's."""
    return (f"ALTER TABLE {table} ADD COLUMN scope_org text NOT NULL DEFAULT '', "
            f"ADD COLUMN scope_user text NOT NULL DEFAULT '{DEFAULT_USER}';\n"
            f"ALTER TABLE {table} ALTER COLUMN scope_org SET DEFAULT keepmind_org(), "
            "ALTER COLUMN scope_user SET DEFAULT keepmind_user();\n")


def _policy(table: str) -> str:
    return (f"ALTER TABLE {table} ENABLE ROW LEVEL SECURITY;\n"
            f"ALTER TABLE {table} FORCE ROW LEVEL SECURITY;\n"
            f"CREATE POLICY {table}_own_scope ON {table} USING ({_OWN});\n")


_SETTING_FUNCTIONS = "".join(
    f"CREATE FUNCTION keepmind_{name}() RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS "
    f"$$ SELECT current_setting('keepmind.{setting}', true) $$;\n"
    for name, setting in (("org", "org_id"), ("user", "user_id"), ("agent", "agent")))

# The statements of the frequency triggers (``keepmind_df_add``/``remove``), per kept
# statistic, over the transition tables ``added`` and ``removed``.
_STATS_ADD = """    INSERT INTO archive_stats (scope_org, scope_user, docs)
        SELECT scope_org, scope_user, count(*) FROM added GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (scope_org, scope_user) DO UPDATE SET docs = archive_stats.docs + excluded.docs;
"""
_WORDS_ADD = """    INSERT INTO word_df (scope_org, scope_user, term, df)
        SELECT a.scope_org, a.scope_user, w.lexeme, count(*) FROM added a, unnest(a.words) w
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (scope_org, scope_user, term) DO UPDATE SET df = word_df.df + excluded.df;
"""
_GRAMS_ADD = """    INSERT INTO gram_df (scope_org, scope_user, gram, df)
        SELECT a.scope_org, a.scope_user, g, count(*) FROM added a, unnest(a.grams) g
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (scope_org, scope_user, gram) DO UPDATE SET df = gram_df.df + excluded.df;
"""
_STATS_REMOVE = """    UPDATE archive_stats SET docs = archive_stats.docs - r.n FROM (
        SELECT scope_org, scope_user, count(*) AS n FROM removed GROUP BY 1, 2) r
        WHERE archive_stats.scope_org = r.scope_org AND archive_stats.scope_user = r.scope_user;
"""
_WORDS_REMOVE = """    UPDATE word_df SET df = word_df.df - r.n FROM (
        SELECT o.scope_org, o.scope_user, w.lexeme AS term, count(*) AS n
        FROM removed o, unnest(o.words) w GROUP BY 1, 2, 3) r
        WHERE word_df.scope_org = r.scope_org AND word_df.scope_user = r.scope_user
        AND word_df.term = r.term;
"""
_GRAMS_REMOVE = """    UPDATE gram_df SET df = gram_df.df - r.n FROM (
        SELECT o.scope_org, o.scope_user, g AS gram, count(*) AS n
        FROM removed o, unnest(o.grams) g GROUP BY 1, 2, 3) r
        WHERE gram_df.scope_org = r.scope_org AND gram_df.scope_user = r.scope_user
        AND gram_df.gram = r.gram;
"""


def _lexemes_only(statement: str) -> str:
    """A frequency statement over ``words`` counting its lexemes alone (m009)."""
    return (statement.replace("w.lexeme", "w")
            .replace("unnest(a.words) w", "unnest(tsvector_to_array(a.words)) w")
            .replace("unnest(o.words) w", "unnest(tsvector_to_array(o.words)) w"))


def _trigger_function(name: str, *statements: str, replace: bool = True) -> str:
    create = "CREATE OR REPLACE FUNCTION" if replace else "CREATE FUNCTION"
    return (f"{create} {name}() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n"
            + "".join(statements) + "    RETURN NULL;\nEND $$;\n")


M003_SCOPES = _SETTING_FUNCTIONS + "".join(
    _scope_columns(t) for t in ("sessions", "messages", "message_sources", "import_cursors")
) + """
ALTER TABLE sessions ADD COLUMN scope_agent text NOT NULL DEFAULT '';
ALTER TABLE sessions ALTER COLUMN scope_agent SET DEFAULT coalesce(keepmind_agent(), '');
ALTER TABLE messages DROP CONSTRAINT messages_session_id_fkey;
ALTER TABLE message_sources DROP CONSTRAINT message_sources_session_id_fkey;
ALTER TABLE sessions DROP CONSTRAINT sessions_pkey;
ALTER TABLE sessions ADD PRIMARY KEY (scope_org, scope_user, id);
ALTER TABLE messages ADD FOREIGN KEY (scope_org, scope_user, session_id)
    REFERENCES sessions (scope_org, scope_user, id) ON DELETE CASCADE;
ALTER TABLE message_sources ADD FOREIGN KEY (scope_org, scope_user, session_id)
    REFERENCES sessions (scope_org, scope_user, id) ON DELETE CASCADE;
DROP INDEX message_sources_key;
CREATE UNIQUE INDEX message_sources_key
    ON message_sources (scope_org, scope_user, session_id, source_key);
ALTER TABLE import_cursors DROP CONSTRAINT import_cursors_pkey;
ALTER TABLE import_cursors ADD PRIMARY KEY (scope_org, scope_user, path);
CREATE INDEX sessions_scope_started ON sessions (scope_org, scope_user, started_at);

DROP TABLE archive_stats, word_df, gram_df;
CREATE TABLE archive_stats (
    scope_org text NOT NULL DEFAULT keepmind_org(),
    scope_user text NOT NULL DEFAULT keepmind_user(),
    docs bigint NOT NULL,
    PRIMARY KEY (scope_org, scope_user));
CREATE TABLE word_df (
    scope_org text NOT NULL DEFAULT keepmind_org(),
    scope_user text NOT NULL DEFAULT keepmind_user(),
    term text COLLATE "C", df bigint NOT NULL,
    PRIMARY KEY (scope_org, scope_user, term));
CREATE TABLE gram_df (
    scope_org text NOT NULL DEFAULT keepmind_org(),
    scope_user text NOT NULL DEFAULT keepmind_user(),
    gram text COLLATE "C", df bigint NOT NULL,
    PRIMARY KEY (scope_org, scope_user, gram));
INSERT INTO archive_stats (scope_org, scope_user, docs)
    SELECT scope_org, scope_user, count(*) FROM messages GROUP BY 1, 2;
INSERT INTO word_df (scope_org, scope_user, term, df)
    SELECT m.scope_org, m.scope_user, w.lexeme, count(*) FROM messages m, unnest(m.words) w
    GROUP BY 1, 2, 3;
INSERT INTO gram_df (scope_org, scope_user, gram, df)
    SELECT m.scope_org, m.scope_user, g, count(*) FROM messages m, unnest(m.grams) g
    GROUP BY 1, 2, 3;

""" + _trigger_function("keepmind_df_add", _STATS_ADD, _WORDS_ADD, _GRAMS_ADD) + _trigger_function(
    "keepmind_df_remove", _STATS_REMOVE, _WORDS_REMOVE, _GRAMS_REMOVE) + "".join(
    _policy(t) for t in _M003_TABLES)

# The prompt-memory stores (``keepmind.memory.postgres``): one row per store holding its
# text (entries joined as in a file), one journal row per committed write. A store is
# keyed by (scope_org, scope_user, scope_agent, target): USER is (org, user, '', 'user'),
# MEMORY (org, user, agent, 'memory'), the organisation-wide store (org, '', '', 'org').
# A connection reads its own user's stores and its organisation's store; it writes its
# own user's stores, and the organisation's only inside a transaction that set
# ``keepmind.org_writer`` (``keepmind_org_writer()``): what the library does for the
# store opened as writable, never for the memory tool.
_MEMORY_READ = ("scope_org = keepmind_org() AND (scope_user = keepmind_user() "
                "OR (scope_user = '' AND target = 'org'))")
_MEMORY_WRITE = ("scope_org = keepmind_org() AND ((scope_user = keepmind_user() "
                 "AND target <> 'org') OR (scope_user = '' AND target = 'org' "
                 "AND keepmind_org_writer()))")


def _memory_policies(table: str) -> str:
    return (f"ALTER TABLE {table} ENABLE ROW LEVEL SECURITY;\n"
            f"ALTER TABLE {table} FORCE ROW LEVEL SECURITY;\n"
            f"CREATE POLICY {table}_read ON {table} FOR SELECT USING ({_MEMORY_READ});\n"
            f"CREATE POLICY {table}_insert ON {table} FOR INSERT WITH CHECK ({_MEMORY_WRITE});\n"
            f"CREATE POLICY {table}_update ON {table} FOR UPDATE USING ({_MEMORY_WRITE}) "
            f"WITH CHECK ({_MEMORY_WRITE});\n"
            f"CREATE POLICY {table}_delete ON {table} FOR DELETE USING ({_MEMORY_WRITE});\n")


MEMORY_TABLES = ("prompt_memory", "prompt_memory_journal")
M004_PROMPT_MEMORY = """
CREATE FUNCTION keepmind_org_writer() RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE AS
    $$ SELECT coalesce(current_setting('keepmind.org_writer', true), '') = 'on' $$;
CREATE TABLE prompt_memory (
    scope_org text NOT NULL,
    scope_user text NOT NULL,
    scope_agent text NOT NULL,
    target text NOT NULL CHECK (target IN ('memory', 'user', 'org')),
    text text NOT NULL DEFAULT '',
    updated_at double precision NOT NULL,
    PRIMARY KEY (scope_org, scope_user, scope_agent, target));
CREATE TABLE prompt_memory_journal (
    seq bigserial PRIMARY KEY,
    scope_org text NOT NULL,
    scope_user text NOT NULL,
    scope_agent text NOT NULL,
    target text NOT NULL,
    id text NOT NULL,
    ts text NOT NULL,
    action text NOT NULL,
    added text[] NOT NULL,
    removed text[] NOT NULL,
    undoes text,
    text text NOT NULL);
CREATE INDEX prompt_memory_journal_store
    ON prompt_memory_journal (scope_org, scope_user, scope_agent, target, seq);
""" + "".join(_memory_policies(t) for t in MEMORY_TABLES)

# The fact store (``keepmind.providers.facts``) per (org, user), as the SQLite schema of
# ``providers.facts.schema`` with the FTS5 index replaced by ``words``: a tsvector of the
# project's stems of content, tags and category, set by the store on every write.
_SCOPE_COLUMNS = ("scope_org text NOT NULL DEFAULT keepmind_org(), "
                  "scope_user text NOT NULL DEFAULT keepmind_user(),")
FACT_TABLES = ("facts", "entities", "fact_entities")
M005_FACTS = f"""
CREATE TABLE facts (
    {_SCOPE_COLUMNS}
    id bigserial PRIMARY KEY,
    content text NOT NULL,
    norm text NOT NULL,
    claim_key text NOT NULL DEFAULT '',
    category text NOT NULL DEFAULT 'general',
    tags text NOT NULL DEFAULT '',
    trust double precision NOT NULL DEFAULT 0.5,
    helpful bigint NOT NULL DEFAULT 0,
    unhelpful bigint NOT NULL DEFAULT 0,
    source text NOT NULL DEFAULT 'tool',
    session_id text,
    created_at text NOT NULL,
    updated_at text NOT NULL,
    superseded_by bigint REFERENCES facts (id) ON DELETE SET NULL,
    superseded_at text,
    words tsvector NOT NULL DEFAULT ''::tsvector);
CREATE INDEX facts_norm ON facts (scope_org, scope_user, norm);
CREATE INDEX facts_claim ON facts (scope_org, scope_user, claim_key) WHERE claim_key <> '';
CREATE INDEX facts_superseded_by ON facts (superseded_by) WHERE superseded_by IS NOT NULL;
CREATE INDEX facts_category ON facts (scope_org, scope_user, category, id);
CREATE INDEX facts_words ON facts USING gin (words);
CREATE TABLE entities (
    {_SCOPE_COLUMNS}
    id bigserial PRIMARY KEY,
    key text NOT NULL,
    display text NOT NULL,
    kind text NOT NULL,
    UNIQUE (scope_org, scope_user, key));
CREATE TABLE fact_entities (
    {_SCOPE_COLUMNS}
    fact_id bigint NOT NULL REFERENCES facts (id) ON DELETE CASCADE,
    entity_id bigint NOT NULL REFERENCES entities (id),
    PRIMARY KEY (fact_id, entity_id));
CREATE INDEX fact_entities_entity ON fact_entities (entity_id, fact_id);
""" + "".join(_policy(t) for t in FACT_TABLES)
# Search under row-level security (``m006_scope_search``). The planner may use a
# condition as an index condition only if it runs no earlier than the policies' or is
# leakproof; ``@@`` (ts_match_vq) and ``ILIKE`` are not leakproof, so under the forced
# policies the GIN indexes of m001 were never used: every search scanned the whole
# table, all scopes' rows, and filtered (docs/postgresql.md). The policies' own
# conditions compare text with ``=``, which is leakproof, so an index led by the scope
# serves them: a search reads its scope's rows alone, in id order, and tests ``@@`` on
# those. Its cost follows the size of one archive, not of the database. The GIN indexes
# go, since they cost every insert and half the index space for nothing.
M006_SCOPE_SEARCH = """
CREATE INDEX messages_scope ON messages (scope_org, scope_user, id);
DROP INDEX messages_words;
DROP INDEX messages_trigram;
"""

# Entry metadata of the prompt-memory stores (``keepmind.memory.postgres_meta``): one row
# per entry (text) a store holds or held, keyed by its store and the SHA-256 of its text
# (an entry can be longer than a btree key may be), written by the transaction that
# writes the store; the journal keeps each write's origin and session. The policies are
# the stores': a user reads and writes the rows of their own stores alone, and the rows
# of the organisation's store are written only by its writer.
MEMORY_META_TABLES = ("prompt_memory_entries",)
M008_PROMPT_MEMORY_META = """
CREATE TABLE prompt_memory_entries (
    scope_org text NOT NULL,
    scope_user text NOT NULL,
    scope_agent text NOT NULL,
    target text NOT NULL CHECK (target IN ('memory', 'user', 'org')),
    digest text NOT NULL,
    content text NOT NULL,
    created_at text NOT NULL,
    updated_at text NOT NULL,
    origin text NOT NULL,
    session_id text,
    journal_id text,
    last_used_at text,
    removed_at text,
    PRIMARY KEY (scope_org, scope_user, scope_agent, target, digest));
ALTER TABLE prompt_memory_journal ADD COLUMN origin text NOT NULL DEFAULT 'unknown';
ALTER TABLE prompt_memory_journal ADD COLUMN session_id text;
""" + "".join(_memory_policies(t) for t in MEMORY_META_TABLES)

# Search by index under row-level security (``m007_match_search``). m006 made a search
# read its scope's rows, but it still tested ``@@`` on every one of them: ~100 ms of
# server CPU for an archive of 10,000 messages. The planner refuses a condition that is
# not leakproof as an index condition only because it would run before the policies';
# a condition *of* the policies may run in any order with them. So the words move to
# ``message_words`` and the unspaced rows' indexed text is copied to ``message_text``,
# whose policies hold the match itself: a row is visible only in its scope *and* when it
# matches the query the transaction set (``keepmind.match``, a tsquery literal, and
# ``keepmind.like``, an array of ILIKE patterns; ``keepmind_match()``,
# ``keepmind_like()``). Policy and search are then served together by GIN indexes led by
# the scope (``btree_gin``, a trusted extension of the server's contrib), and a search
# reads the index entries of its own scope's matching rows and nothing else, plus the
# index's pending list of recent inserts (every scope's), which every search scans: its
# limit is 256 kB instead of 4 MB (measured: 8.5 ms of a search with 1,000 recent rows
# pending, 1.8 ms once merged). A
# transaction that writes or deletes these rows, or reads them whole (check, repair),
# sets the match to ``ALL_WORDS`` and ``ALL_TEXT``, which every row satisfies; without a
# setting a connection sees no row of either table. The document frequencies of words
# are kept by triggers on ``message_words`` (the message count and grams' stay on
# ``messages``); a writer inserts ``messages`` first, so the ``archive_stats`` row is
# still the first lock every writer takes. Existing rows of every scope are moved with
# ``messages``' policy lifted for the migrating owner inside the migration's
# transaction (the tables are locked for it, so no other statement sees the gap).
ALL_WORDS = "!' '"
"""A tsquery every document satisfies: no stem holds a space (``archive.text.words``)."""
ALL_TEXT = "{%}"
"""An array of ILIKE patterns every text matches."""
SEARCH_TABLES = ("message_words", "message_text")
M007_MATCH_SEARCH = """
CREATE EXTENSION IF NOT EXISTS btree_gin;
CREATE FUNCTION keepmind_match() RETURNS tsquery LANGUAGE sql STABLE PARALLEL SAFE AS
    $$ SELECT nullif(current_setting('keepmind.match', true), '')::tsquery $$;
CREATE FUNCTION keepmind_like() RETURNS text[] LANGUAGE sql STABLE PARALLEL SAFE AS
    $$ SELECT nullif(current_setting('keepmind.like', true), '')::text[] $$;
CREATE TABLE message_words (
    scope_org text NOT NULL DEFAULT keepmind_org(),
    scope_user text NOT NULL DEFAULT keepmind_user(),
    id bigint PRIMARY KEY,
    words tsvector NOT NULL);
CREATE TABLE message_text (
    scope_org text NOT NULL DEFAULT keepmind_org(),
    scope_user text NOT NULL DEFAULT keepmind_user(),
    id bigint PRIMARY KEY,
    text text NOT NULL);
ALTER TABLE messages NO FORCE ROW LEVEL SECURITY;
INSERT INTO message_words (scope_org, scope_user, id, words)
    SELECT scope_org, scope_user, id, words FROM messages;
INSERT INTO message_text (scope_org, scope_user, id, text)
    SELECT scope_org, scope_user, id, keepmind_indexed(role, content) FROM messages
    WHERE unspaced;
ALTER TABLE messages FORCE ROW LEVEL SECURITY;
CREATE INDEX message_words_match ON message_words USING gin (scope_org, scope_user, words)
    WITH (gin_pending_list_limit = 256);
CREATE INDEX message_text_match ON message_text
    USING gin (scope_org, scope_user, text gin_trgm_ops) WITH (gin_pending_list_limit = 256);
CREATE INDEX messages_unspaced ON messages (scope_org, scope_user, id) WHERE unspaced;

""" + _trigger_function("keepmind_df_add", _STATS_ADD, _GRAMS_ADD) + _trigger_function(
    "keepmind_df_remove", _STATS_REMOVE, _GRAMS_REMOVE) + _trigger_function(
    "keepmind_word_df_add", _WORDS_ADD, replace=False) + _trigger_function(
    "keepmind_word_df_remove", _WORDS_REMOVE, replace=False) + f"""
CREATE TRIGGER message_words_df_add AFTER INSERT ON message_words
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION keepmind_word_df_add();
CREATE TRIGGER message_words_df_remove AFTER DELETE ON message_words
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT
    EXECUTE FUNCTION keepmind_word_df_remove();
ALTER TABLE messages DROP COLUMN words;

ALTER TABLE message_words ENABLE ROW LEVEL SECURITY;
ALTER TABLE message_words FORCE ROW LEVEL SECURITY;
CREATE POLICY message_words_own_match ON message_words
    USING ({_OWN} AND words @@ keepmind_match());
ALTER TABLE message_text ENABLE ROW LEVEL SECURITY;
ALTER TABLE message_text FORCE ROW LEVEL SECURITY;
CREATE POLICY message_text_own_match ON message_text
    USING ({_OWN} AND text ILIKE ANY (keepmind_like()));
"""
# Storage for search and ingest at scale (``m009_search_storage``).
# Search vectors stored uncompressed: a message's tsvector averages ~2 kB, so a third of
# them passed the 2 kB at which the server compresses a row, and a search decompressed
# them once per ``ts_rank`` call, per query term: 8 of the 10 ms a search's candidates
# cost at 10,000 messages (measured: 19.6 ms for the three terms' ranks of a user's 1,460
# matching rows compressed, 5.4 ms stored whole). Rows up to ``toast_tuple_target`` now
# stay whole in the heap (and inserting them skips the compression); longer ones are
# compressed as before. Rows written before keep their storage until rewritten.
# The words' GIN index takes pending entries up to 2 MB instead of 256 kB (m007): each
# flush of the pending list inserts every key's new items into its posting list, and a
# common stem's list is touched by every flush, so fewer, larger flushes write much less
# (measured per 1,000 messages: 17.7 MB of WAL at 256 kB, 9.2 MB at 1 MB, 2.4-6.9 MB at
# 4 MB; the insert 335-534 ms, 225-330 ms, 157-224 ms) while a search scans at most 2 MB
# of pending entries (measured: 1.8 ms for 3.5 MB). ``word_df`` leaves 30% of each page
# free, so the frequency triggers' updates stay on their page (HOT: no new index entry
# per update), and the word triggers count lexemes from ``tsvector_to_array`` instead of
# ``unnest(tsvector)``, which built each lexeme's positions and weights arrays for nothing.
M009_SEARCH_STORAGE = _trigger_function("keepmind_word_df_add", _lexemes_only(_WORDS_ADD)) + \
    _trigger_function("keepmind_word_df_remove", _lexemes_only(_WORDS_REMOVE)) + """
ALTER TABLE message_words SET (toast_tuple_target = 8160);
ALTER TABLE message_text SET (toast_tuple_target = 8160);
ALTER INDEX message_words_match SET (gin_pending_list_limit = 2048);
ALTER TABLE word_df SET (fillfactor = 70);
ALTER TABLE gram_df SET (fillfactor = 70);
"""
# Message vectors of the semantic stage (``archive.vectors``), as on SQLite: one per
# message at most, named by the model that made it, float16 bytes; ``seq`` is taken anew
# at every write, so a process that loaded the vectors reads the rows written since
# (``message_vectors_since``). Keyed by scope like every archive table, under the same
# forced policy, so one user's vectors never reach another's search; the key holds the
# scope, so a row another scope wrote for a message id can never block this scope's
# write. A message's vector goes with it (the cascade, which runs below the policies).
VECTOR_TABLES = ("message_vectors",)
M010_MESSAGE_VECTORS = """
CREATE SEQUENCE message_vectors_seq;
CREATE TABLE message_vectors (
    scope_org text NOT NULL DEFAULT keepmind_org(),
    scope_user text NOT NULL DEFAULT keepmind_user(),
    message_id bigint NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
    seq bigint NOT NULL DEFAULT nextval('message_vectors_seq'),
    model text NOT NULL,
    vector bytea NOT NULL,
    PRIMARY KEY (scope_org, scope_user, message_id));
ALTER SEQUENCE message_vectors_seq OWNED BY message_vectors.seq;
CREATE INDEX message_vectors_since ON message_vectors (scope_org, scope_user, seq);
""" + _policy("message_vectors")
SCOPED_TABLES = (*_M003_TABLES, *SEARCH_TABLES, *VECTOR_TABLES)
"""The archive's tables: each has one forced policy binding it to the connection's scope."""

MIGRATIONS: list[tuple[str, str]] = [
    ("m001_initial", M001_INITIAL),
    ("m002_imports", M002_IMPORTS),
    ("m003_scopes", M003_SCOPES),
    ("m004_prompt_memory", M004_PROMPT_MEMORY),
    ("m005_facts", M005_FACTS),
    ("m006_scope_search", M006_SCOPE_SEARCH),
    ("m007_match_search", M007_MATCH_SEARCH),
    ("m008_prompt_memory_meta", M008_PROMPT_MEMORY_META),
    ("m009_search_storage", M009_SEARCH_STORAGE),
    ("m010_message_vectors", M010_MESSAGE_VECTORS),
]

MIGRATION_LOCK = 0x6B65_6570  # "keep": the advisory lock key migrations run under
