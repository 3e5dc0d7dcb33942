"""The SQLite schema of the fact store, as named, ordered migrations.

``keepmind._sqlite`` applies the migrations not yet recorded in ``_migrations``, each in
one transaction with its record. Never edit an applied migration: add the next one.

Design: ``facts`` has an explicit INTEGER PRIMARY KEY used as the rowid of the
external-content FTS5 table ``facts_fts`` (porter stemming, diacritics folded), kept in
step by triggers, so the text is stored once. A superseded fact keeps its row and points
at the fact that replaced it (``superseded_by``; cleared if that fact is removed, so the
older one comes back rather than vanishing). ``norm`` (normalised text) and ``claim_key``
(subject|predicate) are indexed for the duplicate and conflict checks; entities are
shared rows linked through ``fact_entities``. ``facts_vocab`` exposes the index's document
frequencies, so recall can leave out terms that would match a large part of the store.
"""

from __future__ import annotations

from keepmind._sqlite import Migration

M001_INITIAL = """
CREATE TABLE facts (
    id INTEGER PRIMARY KEY,
    content TEXT NOT NULL,
    norm TEXT NOT NULL,
    claim_key TEXT NOT NULL DEFAULT '',
    category TEXT NOT NULL DEFAULT 'general',
    tags TEXT NOT NULL DEFAULT '',
    trust REAL NOT NULL DEFAULT 0.5,
    helpful INTEGER NOT NULL DEFAULT 0,
    unhelpful INTEGER NOT NULL DEFAULT 0,
    source TEXT NOT NULL DEFAULT 'tool',
    session_id TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    superseded_by INTEGER REFERENCES facts(id) ON DELETE SET NULL,
    superseded_at TEXT
);
CREATE INDEX facts_norm ON facts(norm);
CREATE INDEX facts_claim ON facts(claim_key) WHERE claim_key != '';
CREATE INDEX facts_superseded_by ON facts(superseded_by) WHERE superseded_by IS NOT NULL;
CREATE INDEX facts_category ON facts(category, id);

CREATE TABLE entities (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,
    display TEXT NOT NULL,
    kind TEXT NOT NULL
);
CREATE TABLE fact_entities (
    fact_id INTEGER NOT NULL REFERENCES facts(id) ON DELETE CASCADE,
    entity_id INTEGER NOT NULL REFERENCES entities(id),
    PRIMARY KEY (fact_id, entity_id)
) WITHOUT ROWID;
CREATE INDEX fact_entities_entity ON fact_entities(entity_id, fact_id);

CREATE VIRTUAL TABLE facts_fts USING fts5(
    content, tags, category,
    content='facts', content_rowid='id',
    tokenize='porter unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE facts_vocab USING fts5vocab('facts_fts', 'row');
CREATE TRIGGER facts_ai AFTER INSERT ON facts BEGIN
    INSERT INTO facts_fts(rowid, content, tags, category)
    VALUES (new.id, new.content, new.tags, new.category);
END;
CREATE TRIGGER facts_ad AFTER DELETE ON facts BEGIN
    INSERT INTO facts_fts(facts_fts, rowid, content, tags, category)
    VALUES ('delete', old.id, old.content, old.tags, old.category);
END;
CREATE TRIGGER facts_au AFTER UPDATE OF content, tags, category ON facts BEGIN
    INSERT INTO facts_fts(facts_fts, rowid, content, tags, category)
    VALUES ('delete', old.id, old.content, old.tags, old.category);
    INSERT INTO facts_fts(rowid, content, tags, category)
    VALUES (new.id, new.content, new.tags, new.category);
END;
"""

MIGRATIONS: tuple[Migration, ...] = (("m001_initial", M001_INITIAL),)
