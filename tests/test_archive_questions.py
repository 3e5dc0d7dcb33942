"""The question discount (``ranking.with_questions``): a message that asks about the
question's words points at its answer, it is not one. Searched on every backend
(``archive_url``); the re-ordering itself checked as a property (hypothesis)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from keepmind.archive import SessionArchive, ranking
from keepmind.archive.backends.base import Candidate
from keepmind.archive.query import parse_query
from keepmind.archive.ranking import Scored, Unit, score_text, with_questions

CONCERT = ["Last night we celebrated my daughter's birthday with a concert in the park.",
           "Sounds wonderful! What concert was it?",
           "It was Matt Patterson, he is so talented!",
           "Lovely. Anything else new?"]


@pytest.fixture
def archive(archive_url: str) -> Iterator[SessionArchive]:
    with SessionArchive.open(archive_url) as opened:
        yield opened


def _conversation(archive: SessionArchive, sid: str, texts: list[str],
                  start: float) -> list[int]:
    archive.create_session(sid, started_at=start)
    return archive.append_many(sid, [
        {"role": "user" if i % 2 == 0 else "assistant", "content": text,
         "timestamp": start + i} for i, text in enumerate(texts)])


def test_the_answer_to_a_question_outranks_the_question(
        archive: SessionArchive, monkeypatch: pytest.MonkeyPatch) -> None:
    ids = _conversation(archive, "concert", CONCERT, 1_000.0)
    _conversation(archive, "other", [f"chatter {i} about the weather" for i in range(6)],
                  2_000.0)
    asked, answer = ids[1], ids[2]
    order = [h.message_id for h in archive.search("What concert was it?")]
    assert order.index(answer) < order.index(asked)
    monkeypatch.setattr(ranking, "QUESTION_WEIGHT", 1.0)  # the discount off: as before
    order = [h.message_id for h in archive.search("What concert was it?")]
    assert order.index(asked) < order.index(answer)


def test_the_discount_moves_no_session_unless_the_scope_is_the_whole_ranking(
        archive: SessionArchive, monkeypatch: pytest.MonkeyPatch) -> None:
    _conversation(archive, "asking", ["Which telescope? Which telescope?",
                                      "A small refractor is a good start."], 1_000.0)
    _conversation(archive, "telling", ["My new telescope arrived today, so I set it up "
                                       "in the garden after dinner.", "Enjoy!"], 2_000.0)

    def sessions() -> list[str]:
        return list(dict.fromkeys(h.session_id for h in archive.search("telescope")))

    kept = sessions()
    monkeypatch.setattr(ranking, "QUESTION_WEIGHT", 1.0)
    assert sessions() == kept == ["asking", "telling"]
    monkeypatch.setattr(ranking, "QUESTION_WEIGHT", 0.25)
    monkeypatch.setattr(ranking, "QUESTION_SCOPE", "all")
    monkeypatch.setattr(ranking, "QUESTION_SHARE", "own")  # the answer gets no more
    assert sessions() == ["telling", "asking"]


def test_a_question_hands_on_the_context_it_inherits_when_switched_on(
        archive: SessionArchive, monkeypatch: pytest.MonkeyPatch) -> None:
    ids = _conversation(archive, "concert", ["We celebrated her birthday with a concert.",
                                             "Wow! Who was playing?",
                                             "Matt Patterson. Best concert ever.",
                                             "Lovely."], 1_000.0)
    asked, answer = ids[1], ids[2]
    order = [h.message_id for h in archive.search("birthday concert")]
    assert order.index(asked) < order.index(answer)  # the default: context is its own
    monkeypatch.setattr(ranking, "QUESTION_CONTEXT", "end")
    order = [h.message_id for h in archive.search("birthday concert")]
    assert order.index(answer) < order.index(asked)


def test_a_chinese_question_is_a_question_too() -> None:
    query = parse_query("音乐会")
    units = [Unit("gram", "音乐会", 2.0)]
    told, _ = score_text(query, units, "我们去了音乐会。", 8.0)
    asked, _ = score_text(query, units, "你去了音乐会吗？", 8.0)
    assert asked < told


def test_matches_inside_a_question_count_less() -> None:
    query = parse_query("concert")
    units = [Unit("word", "concert", 2.0)]
    told, _ = score_text(query, units, "We went to a concert.", 20.0)
    asked, _ = score_text(query, units, "Did you go to a concert?", 20.0)
    both, _ = score_text(query, units, "A concert! Which concert?", 20.0)
    assert asked < told
    assert asked < both


def _scored(rows: list[tuple[int, str, float, float]]) -> list[Scored]:
    return [Scored(Candidate(mid, sid, "user", float(mid), "cli", "text", 0.0), score, -1,
                   score, 0.0, min(asked, score)) for mid, sid, score, asked in rows]


ROWS = st.lists(st.tuples(st.sampled_from("abcd"), st.floats(0.01, 100.0),
                          st.floats(0.0, 100.0)), min_size=1, max_size=30)


@given(ROWS)
def test_session_scope_keeps_each_session_place_and_scores(
        rows: list[tuple[str, float, float]]) -> None:
    scored = sorted(_scored([(i + 1, sid, s, a) for i, (sid, s, a) in enumerate(rows)]),
                    key=lambda s: (-s.score, -s.candidate.id))
    out = with_questions(scored)
    assert sorted(s.candidate.id for s in out) == sorted(s.candidate.id for s in scored)
    for sid in "abcd":
        before = sorted((s.score for s in scored if s.candidate.session_id == sid),
                        reverse=True)
        after = [s.score for s in out if s.candidate.session_id == sid]
        assert after == before  # the same scores, still in order
        inside = [s.asked for s in out if s.candidate.session_id == sid]
        assert inside == sorted(inside, reverse=True)  # ordered by the discounted score
    assert [s.score for s in out] == sorted((s.score for s in out), reverse=True)


@given(st.text(alphabet="ab ?.!\n。！？", max_size=60))
def test_a_match_counts_less_exactly_inside_a_sentence_ending_in_a_question_mark(
        text: str) -> None:
    asked: set[int] = set()
    for end, char in enumerate(text):
        if char in "?？":
            start = max(text.rfind(c, 0, end) for c in ".!?\n。！？") + 1
            asked.update(range(start, end + 1))
    doc = ranking._Doc(text, ranking.Finder(parse_query("a")))
    for at, char in enumerate(text):
        if char in "ab":
            expected = ranking.QUESTION_WEIGHT if at in asked else 1.0
            assert doc.weight(at) == expected
