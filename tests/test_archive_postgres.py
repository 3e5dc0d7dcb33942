"""What only the PostgreSQL backend has: the literals it renders (pure), its migrations under
concurrent openers, and its kept statistics found and repaired by ``check``."""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import postgres_server
from keepmind.archive import SessionArchive
from keepmind.archive.backends import postgres_query as pq
from keepmind.archive.backends import postgres_schema
from keepmind.archive.backends.base import TermStats, WordQuery
from keepmind.archive.query import ParsedQuery, parse_query
from keepmind.archive.text import _WORD, fold, stem, words
from keepmind.types import Scope


def test_lexemes_escape_quotes_and_backslashes() -> None:
    assert pq.lexeme("it's") == "'it''s'"
    assert pq.lexeme("a\\b") == "'a\\\\b'"


def test_a_document_vector_holds_stems_with_token_positions() -> None:
    assert pq.document_vector("Running runs; the RUNNER ran") == (
        "'run':1,2 'the':3 'runner':4 'ran':5")
    assert pq.document_vector("") == ""


def test_word_queries_render_or_and_phrase_prefix_and_exclusion() -> None:
    parsed = parse_query('migrating "lock timeout" datab* NOT foo')
    assert pq.tsquery(WordQuery(parsed.terms, parsed.excluded)) == (
        "('migrat' | ('lock' <-> 'timeout') | 'datab':*) & !('foo')")
    assert pq.tsquery(WordQuery(parsed.terms, every=True)) == (
        "'migrat' & ('lock' <-> 'timeout') & 'datab':*")


def test_grams_are_those_of_the_unspaced_runs_only() -> None:
    assert pq.grams("ok 数据库迁移 then 東京") == ["数据库", "据库迁", "库迁移"]
    assert pq.like_pattern("50%_off\\") == "%50\\%\\_off\\\\%"


@pytest.fixture
def archive(postgres_url: str) -> Iterator[SessionArchive]:
    with SessionArchive.open(postgres_url) as opened:
        yield opened


def test_openers_racing_on_a_blank_database_migrate_it_once(postgres_url: str) -> None:
    opened: list[SessionArchive] = []
    errors: list[BaseException] = []

    def open_it() -> None:
        try:
            opened.append(SessionArchive.open(postgres_url))
        except BaseException as exc:  # reported on the test's thread
            errors.append(exc)

    threads = [threading.Thread(target=open_it) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    try:
        assert errors == [] and len(opened) == 4
        names = [name for name, _ in postgres_schema.MIGRATIONS]
        assert all(a.backend.applied_migrations() == names for a in opened)
    finally:
        for archive in opened:
            archive.close()


def test_check_finds_and_repair_fixes_counters_and_frequencies(
        archive: SessionArchive, postgres_url: str) -> None:
    sid = archive.create_session()
    archive.append_many(sid, [{"role": "user", "content": "platypus 数据库迁移"}] * 3)
    hits = [h.message_id for h in archive.search("platypus")]
    with postgres_server.connect_as(postgres_url) as conn:
        conn.execute("UPDATE word_df SET df = 99 WHERE term = 'platypu'")
        conn.execute("UPDATE gram_df SET df = 0")
        conn.execute("UPDATE sessions SET message_count = 7")
        conn.execute("UPDATE archive_stats SET docs = 1")
    kinds = sorted((p.kind, p.table) for p in archive.check().problems)
    assert kinds == [("counters", "archive_stats"), ("counters", "sessions"),
                     ("index", "gram_df"), ("index", "word_df")]
    report = archive.check(repair=True)
    assert len(report.repairs) == 2
    assert archive.check().problems == []
    info = archive.get(sid)
    assert info is not None and info.message_count == 3
    assert [h.message_id for h in archive.search("platypus")] == hits


def _plan(conn: Any, sql: str) -> str:
    return "\n".join(r[0] for r in conn.execute("EXPLAIN " + sql))


def test_a_search_reads_its_own_matching_rows_by_index_under_row_level_security(
        postgres_url: str) -> None:
    # ``@@`` and ``ILIKE`` are not leakproof, so a query's own condition can never be an
    # index condition under the policies (not even with sequential scans disabled); the
    # search tables' policies hold the match (m007), so their GIN indexes led by the
    # scope may serve it, and do once a table is large (here disabled scans stand in)
    for user, count in (("alice", 20), ("bob", 3000)):
        with SessionArchive.open(postgres_url, scope=Scope(user=user)) as opened:
            sid = opened.create_session()
            opened.append_many(sid, [{"role": "user", "content": f"note{i} item{i % 97} "
                                      + ("tomato 数据库迁移" if i % 500 == 0 else "東京")}
                                     for i in range(count)])
    with postgres_server.connect_as(postgres_url, "bob") as conn:
        conn.execute("ANALYZE")
        conn.execute("SET enable_seqscan = off")
        conn.execute("SELECT set_config('keepmind.match', 'tomato', false), "
                     "set_config('keepmind.like', '{%据库迁%}', false)")
        words = _plan(conn, "SELECT id FROM message_words")
        text = _plan(conn, "SELECT id FROM message_text")
        assert conn.execute("SELECT count(*) FROM message_text").fetchone() == (6,)
        assert conn.execute("SELECT count(*) FROM message_words").fetchone() == (6,)
    assert "Bitmap Index Scan on message_words_match" in words, words
    assert "Bitmap Index Scan on message_text_match" in text, text
    assert "Seq Scan" not in words + text
    assert all("Index Cond: ((scope_org = " in plan for plan in (words, text))


def test_the_search_tables_show_nothing_without_a_match_and_no_other_scope_with_one(
        postgres_url: str) -> None:
    with SessionArchive.open(postgres_url, scope=Scope(user="bob")) as bob:
        bob.append_many(bob.create_session(), [{"role": "user", "content": "platypus 東京タワー"}])
    with postgres_server.connect_as(postgres_url, "bob") as conn:
        assert conn.execute("SELECT count(*) FROM message_words").fetchone() == (0,)
        conn.execute("SELECT set_config('keepmind.match', %s, false), "
                      "set_config('keepmind.like', %s, false)",
                      (postgres_schema.ALL_WORDS, postgres_schema.ALL_TEXT))
        assert conn.execute("SELECT count(*) FROM message_words").fetchone() == (1,)
        assert conn.execute("SELECT count(*) FROM message_text").fetchone() == (1,)
    with postgres_server.connect_as(postgres_url, "alice") as conn:
        conn.execute("SELECT set_config('keepmind.match', %s, false), "
                      "set_config('keepmind.like', %s, false)",
                      (postgres_schema.ALL_WORDS, postgres_schema.ALL_TEXT))
        for table in postgres_schema.SEARCH_TABLES:
            assert conn.execute(f"SELECT count(*) FROM {table}").fetchone() == (0,)
            assert conn.execute(f"DELETE FROM {table}").rowcount == 0


_TEXT = st.text(st.sampled_from("ab Zé_-'\\\n1数据库ü\u0301"), max_size=300)


@given(_TEXT)
def test_ascii_text_cuts_into_the_tokens_of_the_general_path(text: str) -> None:
    ascii_text = text.encode("ascii", "ignore").decode("ascii")
    general = [fold(m.group(0)) for m in _WORD.finditer(ascii_text)]
    assert words(ascii_text) == general


@given(_TEXT)
def test_a_document_vector_is_a_valid_literal_of_its_stems(text: str) -> None:
    vector = pq.document_vector(text)
    keys = {stem(w) for w in words(text)}
    rendered = set(re.findall(r"'((?:[^']|'')*)':", vector))
    assert {k.replace("''", "'").replace("\\\\", "\\") for k in rendered} == keys - {""}


def test_a_long_document_vector_caps_positions_and_size() -> None:
    many = pq.document_vector("word " * 20_000)
    assert many.startswith("'word':1,2,") and many.count(",") == pq.MAX_POSITIONS_PER_LEXEME - 1
    late = pq.document_vector("x " * pq.MAX_POSITION + "late later")
    assert late.endswith(f"'late':{pq.MAX_POSITION} 'later':{pq.MAX_POSITION}")
    huge = pq.document_vector(" ".join(f"w{i}" for i in range(200_000)))
    assert len(huge.encode("utf-8")) <= pq.MAX_VECTOR_BYTES


def test_the_statistics_name_the_scopes_own_newest_message_read_on_its_own_index(
        postgres_url: str) -> None:
    # the planner's own ``max(id)`` read the primary key backwards past every row of the
    # scopes written later (m009's note): the statistics read the scope's index instead
    with SessionArchive.open(postgres_url, scope=Scope(user="alice")) as alice:
        sid = alice.create_session()
        mine = alice.append_many(sid, [{"role": "user", "content": f"painting sunset {i}"}
                                       for i in range(5)])
    with SessionArchive.open(postgres_url, scope=Scope(user="bob")) as bob:
        bob.append_many(bob.create_session(), [{"role": "user", "content": f"paint {i}"}
                                               for i in range(3000)])
    with SessionArchive.open(postgres_url, scope=Scope(user="alice")) as alice:
        stats = alice.backend.term_stats(parse_query("painting pain* sunset* nothing"))
        assert (stats.docs, stats.top_id) == (5, mine[-1])
        assert stats.word_df == {"paint": 5, "pain*": 5, "sunset*": 5}
    with postgres_server.connect_as(postgres_url, "alice") as conn:
        conn.execute("ANALYZE")
        plan = _plan(conn, "SELECT id FROM messages "
                           "ORDER BY scope_org DESC, scope_user DESC, id DESC LIMIT 1")
    assert "Index Only Scan Backward using messages_scope" in plan, plan


def test_search_vectors_up_to_8_kb_are_stored_whole(postgres_url: str) -> None:
    # a search ranks every matching row once per query term: a compressed vector was
    # decompressed each time (m009_search_storage); a table with the server's defaults
    # compresses the same vector
    with SessionArchive.open(postgres_url, scope=Scope(user="bob")) as bob:
        ids = bob.append_many(bob.create_session(), [
            {"role": "user", "content": " ".join(f"supercalifragilistic{i}" for i in range(150))}])
    with postgres_server.connect_as(postgres_url, "bob") as conn:
        conn.execute("SELECT set_config('keepmind.match', %s, false)",
                     (postgres_schema.ALL_WORDS,))
        row = conn.execute("SELECT id, pg_column_size(words), pg_column_compression(words) "
                           "FROM message_words").fetchone()
        conn.execute("CREATE TEMP TABLE defaults (words tsvector)")
        conn.execute("INSERT INTO defaults SELECT words FROM message_words")
        compressed = conn.execute("SELECT pg_column_compression(words) FROM defaults").fetchone()
    assert row is not None and row[0] == ids[0]
    assert 2_500 < row[1] < 8_000 and row[2] is None
    assert compressed is not None and compressed[0] == "pglz"


def test_kept_frequencies_follow_inserts_and_deletes_of_repeated_words(
        archive: SessionArchive) -> None:
    texts = ["paint the sunset, paint it twice", "sunset temple Kyoto 東京タワー", "twice", ""]
    sids = [archive.create_session() for _ in range(3)]
    for n, sid in enumerate(sids):
        archive.append_many(sid, [{"role": "user", "content": t} for t in texts[n:]])
    archive.delete_session(sids[1])
    kept = [t for n in (0, 2) for t in texts[n:]]
    stats = archive.backend.term_stats(parse_query("paint sunset twice kyoto temple"))
    expected = {k: sum(k in {stem(w) for w in words(t)} for t in kept)
                for k in ("paint", "sunset", "twice", "kyoto", "templ")}
    assert stats.docs == len(kept)
    assert stats.word_df == {k: n for k, n in expected.items() if n}
    assert archive.check().problems == []


def test_a_search_reads_its_statistics_once_and_a_later_search_anew(
        archive: SessionArchive, monkeypatch: pytest.MonkeyPatch) -> None:
    # the candidate gatherings weigh terms by the search's own statistics, handed to them,
    # so a search reads them once; the next search reads them again and sees new rows
    sid = archive.create_session()
    texts = [f"sunset over the harbour {i}" for i in range(5)] + ["東京タワーの夕日"]
    archive.append_many(sid, [{"role": "user", "content": t} for t in texts])
    reads: list[int] = []
    real = archive.backend.term_stats

    def counted(query: ParsedQuery) -> TermStats:
        stats = real(query)
        reads.append(stats.docs)
        return stats

    monkeypatch.setattr(archive.backend, "term_stats", counted)
    assert archive.search("sunset harbour 東京タワー", limit=5)
    assert reads == [6]
    archive.append_many(sid, [{"role": "user", "content": "another sunset"}])
    assert archive.search("sunset harbour 東京タワー", limit=5)
    assert reads == [6, 7]
