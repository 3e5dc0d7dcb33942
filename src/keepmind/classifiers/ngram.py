"""The model-free second opinion: hashed character n-grams and a logistic-regression head.

``factory()`` (``security.classifier: keepmind.classifiers.ngram:factory``) needs nothing
beyond keepmind itself (no model, no numpy): a text is read as the scanner reads it
(``normalize.prepare(text).low``: hidden characters removed, NFKC, look-alike letters read
as Latin, lower case), its character n-grams (``SIZES``) are hashed (CRC-32) into
``BUCKETS`` buckets, counted once each and scaled to unit length, and the head shipped
beside this module (``ngram_head.json``: the weights as little-endian float32 in base64,
the bias and the threshold) gives the logit. Written by
``benchmarks/train_scanner_classifier.py --arm ngram`` from the scanner corpus's tune
split only, with the threshold chosen by cross-validation on tune that holds out one
writer's texts at a time, as for the e5 head. A verdict's score is 0.5 at that threshold;
the category is always "injection" (the head has none of its own).

Cost: a text's n-grams are the n-grams of each word with a space on either side, and the
three that span each space between two words. The buckets of a word's n-grams are
remembered (the first ``MEMO_WORDS`` words of at most ``MEMO_LONGEST`` characters, and as
many spans), so a word seen before costs one look-up; once full, a new word costs what it
did without the memo. The buckets are a set and the sum is ``math.fsum`` (exactly rounded,
whatever the order), so the score is the one the plain formula gives, to the last bit.
"""

from __future__ import annotations

import base64
import math
import sys
import zlib
from array import array
from collections.abc import Callable
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
MEMO_WORDS = 1 << 14  # at most about 12 MB (benchmarks/bench_ngram_cost.py)
MEMO_LONGEST = 16  # a longer run (a sentence of Chinese or Japanese) is not remembered
_BUCKET = tuple(range(BUCKETS))  # one int object per bucket, shared by the remembered words


def _padded_buckets(padded: str) -> set[int]:
    """The distinct buckets of every n-gram of ``padded`` (one comprehension: this is the
    loop every new word and every long run of Chinese or Japanese costs)."""
    crc32, shared = zlib.crc32, _BUCKET
    return {shared[crc32(padded[i:i + n].encode("utf-8")) % BUCKETS]
            for n in SIZES for i in range(len(padded) - n + 1)}


def _spanning_buckets(window: str) -> tuple[int, ...]:
    """The buckets of the n-grams of ``window`` (two characters, a space, two characters)
    that hold the characters on both sides of its space."""
    return tuple({_BUCKET[zlib.crc32(gram.encode("utf-8")) % BUCKETS]
                  for gram in (window[1:4], window[:4], window[1:])})


class _Remembered(dict[str, tuple[int, ...]]):
    """Text -> ``compute(text)``, remembered for the first ``MEMO_WORDS`` texts of at most
    ``MEMO_LONGEST`` characters."""

    def __init__(self, compute: Callable[[str], tuple[int, ...]]) -> None:
        super().__init__()
        self._compute = compute

    def __missing__(self, key: str) -> tuple[int, ...]:
        value = self._compute(key)
        if len(key) <= MEMO_LONGEST and len(self) < MEMO_WORDS:
            self[key] = value
        return value


_WORDS = _Remembered(lambda word: tuple(_padded_buckets(f" {word} ")))
_SPANS = _Remembered(_spanning_buckets)


def bucket_set(low: str) -> set[int]:
    """The distinct buckets of the n-grams of ``" " + " ".join(low.split()) + " "``."""
    words = low.split()
    if not words:
        return _padded_buckets("  ")
    buckets: set[int] = set()
    for word in words:
        buckets.update(_WORDS[word] if len(word) <= MEMO_LONGEST
                       else _padded_buckets(f" {word} "))
    if len(words) > 1:
        line = " " + " ".join(words) + " "
        at = 0
        for word in words[:-1]:  # the n-grams holding the characters on both sides of a space
            at += len(word) + 1
            buckets.update(_SPANS[line[at - 2:at + 3]])
    return buckets


def _buckets_of(text: str) -> set[int]:
    return bucket_set(prepare(text[:MAX_CHARS]).low)


def features(text: str) -> tuple[list[int], float]:
    """The distinct buckets of ``text``'s n-grams, in order, and the value each holds (one
    over the square root of their number, so the vector has unit length)."""
    buckets = sorted(_buckets_of(text))
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

    def logit(self, text: str) -> float:
        """The head's logit of ``text`` (the threshold not subtracted)."""
        buckets = _buckets_of(text)
        value = 1 / math.sqrt(max(len(buckets), 1))
        return math.fsum(map(self._weights.__getitem__, buckets)) * value + self._bias

    def classify(self, text: str) -> Verdict:
        score = centred_score(self.logit(text), self._cut)
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
