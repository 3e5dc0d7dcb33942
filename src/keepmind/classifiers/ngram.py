"""The model-free second opinion: hashed character n-grams and a logistic-regression head.

``factory()`` (``security.classifier: keepmind.classifiers.ngram:factory``) needs numpy
only, no model: a text is read as the scanner reads it (``normalize.prepare(text).low``:
hidden characters removed, NFKC, look-alike letters read as Latin, lower case), its
character n-grams (``SIZES``) are hashed (CRC-32) into ``BUCKETS`` buckets, counted once
each and scaled to unit length, and the head shipped beside this module
(``ngram_head.json``: the weights as little-endian float32 in base64, the bias and the
threshold) gives the logit. Written by ``benchmarks/train_scanner_classifier.py --arm
ngram`` from the scanner corpus's tune split only, with the threshold chosen by
cross-validation on tune as for the e5 head. A verdict's score is 0.5 at that threshold;
the category is always "injection" (the head has none of its own).
"""

from __future__ import annotations

import base64
import math
import zlib
from importlib.resources import files
from typing import Any

import numpy as np
import numpy.typing as npt

from keepmind.classifiers.head import centred_score, read_head
from keepmind.errors import ConfigError
from keepmind.security.classifier import Verdict
from keepmind.security.normalize import prepare

HEAD_FILE = files("keepmind.classifiers") / "ngram_head.json"
BUCKETS = 1 << 14
SIZES = (1, 2, 3, 4)
MAX_CHARS = 8_000


def features(text: str) -> tuple[npt.NDArray[np.int64], float]:
    """The distinct buckets of ``text``'s n-grams, and the value each holds (one over the
    square root of their number, so the vector has unit length)."""
    low = " " + " ".join(prepare(text[:MAX_CHARS]).low.split()) + " "
    grams = {low[i:i + n] for n in SIZES for i in range(len(low) - n + 1)}
    buckets = np.unique(np.fromiter((zlib.crc32(g.encode("utf-8")) % BUCKETS for g in grams),
                                    dtype=np.int64, count=len(grams)))
    return buckets, 1 / math.sqrt(max(len(buckets), 1))


def encode_weights(weights: npt.NDArray[np.float64]) -> str:
    """``weights`` as little-endian float32 in base64, as the head file keeps them."""
    return base64.b64encode(weights.astype("<f4").tobytes()).decode("ascii")


class NgramClassifier:
    """A :class:`keepmind.security.Classifier` over hashed character n-grams."""

    def __init__(self, head: dict[str, Any]) -> None:
        weights = np.frombuffer(base64.b64decode(head["weights"]), dtype="<f4")
        if len(weights) != BUCKETS or list(head["sizes"]) != list(SIZES):
            raise ConfigError("the n-gram classifier's head file does not match this "
                              "version of keepmind")
        self._weights = weights.astype(np.float64)
        self._bias = float(head["bias"])
        self._cut = float(head["threshold_logit"])

    def classify(self, text: str) -> Verdict:
        buckets, value = features(text)
        logit = float(self._weights[buckets].sum()) * value + self._bias
        score = centred_score(logit, self._cut)
        return Verdict(score, f"the character n-gram model's judgement (score {score:.2f}; "
                              "0.5 is its trained threshold)")


def factory() -> NgramClassifier:
    """The shipped n-gram classifier. Raises ConfigError when its head file is missing or
    malformed."""
    head = read_head(HEAD_FILE, "n-gram classifier", frozenset({"sizes", "buckets"}))
    try:
        return NgramClassifier(head)
    except (ValueError, TypeError) as exc:
        raise ConfigError(f"the n-gram classifier's head file is malformed: {exc}") from exc
