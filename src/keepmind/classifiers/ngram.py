"""The model-free second opinion: hashed character n-grams and a logistic-regression head.

``factory()`` (``security.classifier: keepmind.classifiers.ngram:factory``) needs nothing
beyond keepmind itself (no model, no numpy): a text is read as the scanner reads it
(``normalize.prepare(text).low``: hidden characters removed, NFKC, look-alike letters read
as Latin, lower case), its character n-grams (``SIZES``) are hashed (CRC-32) into
``BUCKETS`` buckets, counted once each and scaled to unit length, and the head shipped
beside this module (``ngram_head.json``: the weights as little-endian float32 in base64,
the bias and the threshold) gives the logit. Written by
``benchmarks/train_scanner_classifier.py --arm ngram`` from the scanner corpus's tune
split only, with the threshold chosen by cross-validation on tune as for the e5 head. A
verdict's score is 0.5 at that threshold; the category is always "injection" (the head has
none of its own).
"""

from __future__ import annotations

import base64
import math
import sys
import zlib
from array import array
from importlib.resources import files
from typing import Any

from keepmind.classifiers.head import centred_score, read_head
from keepmind.errors import ConfigError
from keepmind.security.classifier import Verdict
from keepmind.security.normalize import prepare

HEAD_FILE = files("keepmind.classifiers") / "ngram_head.json"
BUCKETS = 1 << 14
SIZES = (1, 2, 3, 4)
MAX_CHARS = 8_000


def features(text: str) -> tuple[list[int], float]:
    """The distinct buckets of ``text``'s n-grams, in order, and the value each holds (one
    over the square root of their number, so the vector has unit length)."""
    low = " " + " ".join(prepare(text[:MAX_CHARS]).low.split()) + " "
    grams = {low[i:i + n] for n in SIZES for i in range(len(low) - n + 1)}
    buckets = sorted({zlib.crc32(g.encode("utf-8")) % BUCKETS for g in grams})
    return buckets, 1 / math.sqrt(max(len(buckets), 1))


def decode_weights(text: str) -> array[float]:
    """The head file's weights (little-endian float32 in base64) as a float array."""
    weights = array("f", base64.b64decode(text))
    if sys.byteorder == "big":
        weights.byteswap()
    return weights


class NgramClassifier:
    """A :class:`keepmind.security.Classifier` over hashed character n-grams."""

    def __init__(self, head: dict[str, Any]) -> None:
        weights = decode_weights(head["weights"])
        if len(weights) != BUCKETS or list(head["sizes"]) != list(SIZES):
            raise ConfigError("the n-gram classifier's head file does not match this "
                              "version of keepmind")
        self._weights = weights
        self._bias = float(head["bias"])
        self._cut = float(head["threshold_logit"])

    def classify(self, text: str) -> Verdict:
        buckets, value = features(text)
        weights = self._weights
        logit = math.fsum(weights[b] for b in buckets) * value + self._bias
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
