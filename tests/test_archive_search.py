"""Search over the archive: query sanitising, stemming agreement with SQLite, ranking
effects, filters, and (hypothesis) any text as a query never fails nor leaks."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from keepmind.archive import SessionArchive, query, ranking
from keepmind.archive.backends.base import TermStats, WordQuery
from keepmind.archive.backends.fts5 import match_expression, trigram_expression, word_match
from keepmind.archive.query import parse_query
from keepmind.archive.ranking import candidate_plan
from keepmind.archive.text import stem, words
from keepmind.errors import ArchiveError

QUERY_ROWS = [
    ("When did Caroline go to the LGBTQ support group?",
     '"caroline" OR "go" OR "lgbtq" OR "support" OR "group"'),
    ('"exact phrase" datab* NOT foo', '("exact phrase" OR "datab"*) NOT ("foo")'),
    ('unbalanced "quote here', '"unbalanced" OR "quote"'),
    ("(paren) AND OR NOT", '"paren"'),
    ('say "he said ""hi"""', '"say" OR "he said" OR "hi"'),
    ("the who", '"the" OR "who"'),
    ("café résumé", '"cafe" OR "resume"'),
    ("🎉🎉 party", '"party"'),
    ("", None),
    ("NOT", None),
    ("*** ::: ^^^", None),
]


@pytest.mark.parametrize(("text", "expected"), QUERY_ROWS)
def test_user_text_becomes_a_safe_or_query(text: str, expected: str | None) -> None:
    assert match_expression(parse_query(text)) == expected


def test_unspaced_runs_become_overlapping_trigrams_or_substrings() -> None:
    parsed = parse_query("数据库迁移 数据")
    assert trigram_expression(parsed) == '"数据库" OR "据库迁" OR "库迁移"'
    assert parsed.short_runs == ("数据",)
    assert match_expression(parsed) is None


def test_stems_agree_with_the_sqlite_porter_tokenizer() -> None:
    text = ("running runs ran happily happiness relational conditional generously "
            "agreed agreement skies ponies hopping hoping 1900s Café naïve connection "
            "electricity hopefulness formalize sensitivity")
    with contextlib.closing(sqlite3.connect(":memory:")) as conn:
        conn.execute("CREATE VIRTUAL TABLE t USING fts5(x, "
                     "tokenize='porter unicode61 remove_diacritics 2')")
        conn.execute("CREATE VIRTUAL TABLE v USING fts5vocab(t, 'instance')")
        for i, word in enumerate(words(text)):
            conn.execute("INSERT INTO t(rowid, x) VALUES (?, ?)", (i, word))
        sqlite_stems = dict(conn.execute("SELECT doc, term FROM v").fetchall())
    assert [sqlite_stems[i] for i in range(len(words(text)))] == [stem(w) for w in words(text)]


@pytest.fixture
def archive() -> Iterator[SessionArchive]:
    a = SessionArchive.open(":memory:")
    yield a
    a.close()


def test_a_question_finds_partial_matches(archive: SessionArchive) -> None:
    sid = archive.create_session()
    archive.append(sid, "user", "I painted a sunset over the lake last weekend")
    archive.append(sid, "user", "the weather was nice")
    hits = archive.search("What did Melanie paint recently?")
    assert hits and hits[0].snippet.startswith("I painted")


def test_messages_matching_more_terms_outrank_repetition(archive: SessionArchive) -> None:
    sid = archive.create_session()
    repeat = archive.append(sid, "user", "sunset sunset sunset sunset, what a sunset")
    for i in range(30):
        archive.append(sid, "user", f"filler message number {i}")
    both = archive.append(sid, "user", "I painted the sunset yesterday")
    archive.append(sid, "user", "painting walls is dull")
    order = [h.message_id for h in archive.search("painted sunset")]
    assert order.index(both) < order.index(repeat)


def test_not_excludes_and_phrases_require_order(archive: SessionArchive) -> None:
    sid = archive.create_session()
    a = archive.append(sid, "user", "red apple pie")
    b = archive.append(sid, "user", "apple red sauce")
    assert {h.message_id for h in archive.search("apple NOT sauce") if h.matched} == {a}
    assert [h.message_id for h in archive.search('"red apple"') if h.matched] == [a]
    assert {h.message_id for h in archive.search("appl*") if h.matched} == {a, b}


def test_the_reply_after_a_topic_message_is_found_through_context(
        archive: SessionArchive) -> None:
    sid = archive.create_session()
    archive.append(sid, "user", "Got any favourite dance styles?")
    reply = archive.append(sid, "assistant", "Contemporary! It is so expressive.")
    for i in range(10):
        archive.append(sid, "user", f"unrelated chatter {i}")
    hits = archive.search("favourite dance style")
    assert reply in [h.message_id for h in hits[:2]]
    assert not next(h for h in hits if h.message_id == reply).matched


def test_a_session_that_keeps_to_the_topic_outranks_a_passing_mention(
        archive: SessionArchive) -> None:
    topical = archive.create_session("topical", started_at=1.0)
    archive.append(topical, "user", "Our puppy chewed the sofa again.", timestamp=2.0)
    archive.append(topical, "user", "The trainer says puppy classes help.", timestamp=3.0)
    answer = archive.append(topical, "user", "Maybe we adopt a puppy in June.", timestamp=4.0)
    passing = archive.create_session("passing", started_at=5.0)
    mention = archive.append(passing, "user", "Maybe we adopt a puppy one day.", timestamp=6.0)
    archive.context = False
    order = [h.message_id for h in archive.search("adopt puppy")]
    assert order.index(answer) < order.index(mention)
    archive.sessions = False
    order = [h.message_id for h in archive.search("adopt puppy")]
    assert order.index(mention) < order.index(answer)


def test_chinese_two_character_words_are_found_when_no_trigram_is_shared(
        archive: SessionArchive) -> None:
    sid = archive.create_session()
    archive.append(sid, "user", "今天天气很好")
    answer = archive.append(sid, "assistant", "可以每天录音练习口语")
    assert parse_query("怎么练习雅思口语").short_runs == ()
    assert [h.message_id for h in archive.search("怎么练习雅思口语") if h.matched] == [answer]


def test_filters_and_exclusions_hold(archive: SessionArchive) -> None:
    cli = archive.create_session(source="cli")
    bot = archive.create_session(source="discord")
    child = archive.create_session(source="cli", parent_session_id=cli)
    archive.append(cli, "user", "kangaroo facts")
    archive.append(cli, "tool", "kangaroo tool output")
    archive.append(bot, "assistant", "kangaroo jokes")
    archive.append(child, "user", "more kangaroo")
    assert {h.session_id for h in archive.search("kangaroo", sources=["discord"])} == {bot}
    assert {h.role for h in archive.search("kangaroo", roles=["user"])} == {"user"}
    excluded = archive.search("kangaroo", exclude_sessions=archive.lineage_members(child))
    assert {h.session_id for h in excluded} == {bot}
    inside = archive.search("kangaroo", session_ids=[child])
    assert {h.session_id for h in inside} == {child}
    assert all(h.root_session_id == cli for h in archive.search("kangaroo", sources=["cli"]))


def test_snippets_are_short_and_centred_on_the_match(archive: SessionArchive) -> None:
    sid = archive.create_session()
    archive.append(sid, "user", "lorem ipsum " * 100 + "the platypus lives here " + "dolor " * 100)
    hit = archive.search("platypus")[0]
    assert "platypus" in hit.snippet and len(hit.snippet) <= 210
    assert hit.snippet.startswith("…") and hit.snippet.endswith("…")


# --- any text, any filters -------------------------------------------------------------

TOKENS = ['"', "'", "(", ")", "*", ":", "^", "-", "+", "{", "}", "NOT", "OR", "AND", "NEAR",
          "near/2", "数据", "数据库迁移", "库", "😀", "café", "paint", "sunset", "kangaroo",
          "\x00", "\\", "%", "_", "ᄀ", "ไทย", "the", " ", "\n", "x" * 60]
SOURCES = ["cli", "discord", "telegram"]
ROLES = ["user", "assistant", "tool", "system"]
queries = st.one_of(
    st.text(max_size=80),
    st.lists(st.sampled_from(TOKENS), max_size=12).map(" ".join),
    st.lists(st.sampled_from(TOKENS), max_size=12).map("".join),
)


@pytest.fixture(scope="module")
def populated(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SessionArchive]:
    archive = SessionArchive.open(Path(tmp_path_factory.mktemp("arch")) / "state.db")
    texts = ["I painted a sunset", "kangaroo café 😀", "数据库迁移完成了", "the and or not",
             'quotes " and (parens) * stars', "ไทย ภาษา", "near/2 NEAR(a b)", "x" * 60]
    for n in range(9):
        sid = archive.create_session(source=SOURCES[n % 3])
        for i, text in enumerate(texts):
            archive.append(sid, ROLES[(n + i) % 4], f"{text} {n}")
    yield archive
    archive.close()


@settings(max_examples=300, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(query=queries, roles=st.lists(st.sampled_from(ROLES), max_size=2, unique=True),
       sources=st.lists(st.sampled_from(SOURCES), max_size=2, unique=True),
       exclude=st.integers(min_value=0, max_value=8))
def test_any_query_never_raises_nor_returns_rows_outside_filters(
        populated: SessionArchive, query: str, roles: list[str], sources: list[str],
        exclude: int) -> None:
    sessions = {s.id: s for s in populated.list(limit=100)}
    excluded = sorted(sessions)[exclude]
    hits = populated.search(query, limit=10, roles=roles, sources=sources,
                            exclude_sessions=[excluded])
    for hit in hits:
        assert not roles or hit.role in roles
        assert not sources or sessions[hit.session_id].source in sources
        assert hit.session_id != excluded
        message = populated.message(hit.message_id)
        assert message is not None and message.session_id == hit.session_id


# --- candidate gathering on large archives ----------------------------------------------

def _rendered(plan: list[WordQuery]) -> list[tuple[str, int | None]]:
    return [(word_match(q), q.min_id) for q in plan]


def test_candidate_plan_keeps_the_rarest_terms_within_budget() -> None:
    parsed = parse_query("alpha beta gamma")
    small = TermStats(1000, 400.0, {"alpha": 5, "beta": 90, "gamma": 400}, {})
    assert _rendered(candidate_plan(parsed, small, budget=10_000)) == [
        ('"alpha" OR "beta" OR "gamma"', None)]
    large = TermStats(1_000_000, 400.0, {"alpha": 50, "beta": 9000, "gamma": 400_000}, {})
    assert _rendered(candidate_plan(parsed, large, budget=10_000)) == [
        ('"alpha" OR "beta"', None), ('"alpha" AND "beta" AND "gamma"', None)]
    common = TermStats(1_000_000, 400.0, {"alpha": 500_000, "beta": 600_000}, {})
    plan = candidate_plan(parse_query("alpha beta NOT zeta"), common, budget=10_000)
    assert _rendered(plan) == [
        ('("alpha") NOT ("zeta")', 980_000),
        ('("alpha" AND "beta") NOT ("zeta")', 980_000)]


def test_over_budget_searches_still_find_rare_and_recent_matches(
        archive: SessionArchive, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ranking, "CANDIDATE_BUDGET", 20)
    sid = archive.create_session()
    archive.append_bulk([(sid, [{"role": "user", "content": f"common chatter {i}"}
                                for i in range(200)])])
    rare = archive.append(sid, "user", "common words around a narwhal")
    newest = archive.append(sid, "user", "common again")
    assert archive.search("common narwhal")[0].message_id == rare
    recent = [h.message_id for h in archive.search("common", limit=50)]
    assert newest in recent and min(recent) > 150


def test_append_bulk_writes_several_sessions_at_once(archive: SessionArchive) -> None:
    a = archive.create_session()
    b = archive.create_session()
    ids = archive.append_bulk([(a, [{"role": "user", "content": "one"}]),
                               (b, [{"role": "user", "content": "two"},
                                    {"role": "assistant", "content": "three"}])])
    assert [len(x) for x in ids] == [1, 2]
    assert [m.content for m in archive.messages(b)] == ["two", "three"]
    with pytest.raises(ArchiveError):
        archive.append_bulk([(a, [{"role": "user", "content": "x"}]),
                             ("missing", [{"role": "user", "content": "y"}])])
    assert len(archive.messages(a)) == 1


def test_frame_words_before_of_are_function_words_when_switched_on(
        monkeypatch: pytest.MonkeyPatch) -> None:
    assert [t.text for t in parse_query("What kind of art does she make?").terms] == [
        "kind", "art", "make"]
    monkeypatch.setattr(query, "FRAME_WORDS", True)
    assert [t.text for t in parse_query("What kind of art does she make?").terms] == [
        "art", "make"]
    assert [t.text for t in parse_query("a kind person").terms] == ["kind", "person"]
    assert [t.text for t in parse_query("kind of").terms] == ["kind", "of"]
