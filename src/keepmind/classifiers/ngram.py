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

How much of a text the head knows (``KnownGrams``): the share of the text's distinct units
(in its padded ``low`` line, the character 4-gram starting at each character of an alphabet
that is not a space, and each character of Chinese, Japanese or Korean on its own,
``WIDE``: a word there is one or two characters) that at least ``KNOWN_MIN_TEXTS`` of the
texts the heads were fitted on hold, looked up in a set of ``KNOWN_BITS`` hashed bits
(CRC-32 again). The buckets cannot say it: every one of the 16,384 is hit by some training
text. On the corpus's twelve languages a new writer's text mostly shares 0.7 or more (out
of group, the 5th percentile); on a language the corpus does not hold it may fall (Arabic,
Hindi and Vietnamese 0.1-0.3, Polish 0.4-0.6) or not (Swedish, Dutch 0.7-0.9: their
4-grams are much like German's and English's). Where it is low the head's logit says
nothing, so the stacked head reads the share (``keepmind.classifiers.stacked``).
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
KNOWN_SIZE = 4
KNOWN_BITS = 1 << 19
KNOWN_MIN_TEXTS = 2
WIDE = "\u2e80"  # from here on, CJK, kana and Hangul: a unit is one character
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


def known_keys(text: str) -> set[int]:
    """The hashed keys (below ``KNOWN_BITS``) of the distinct units of ``text``'s padded
    ``low`` line, as ``KnownGrams`` looks them up."""
    line = " " + " ".join(prepare(text[:MAX_CHARS]).low.split()) + " "
    crc32, last = zlib.crc32, len(line) - KNOWN_SIZE
    return {crc32((ch if ch >= WIDE else line[i:i + KNOWN_SIZE]).encode("utf-8")) % KNOWN_BITS
            for i, ch in enumerate(line) if ch >= WIDE or (ch != " " and i <= last)}


def encode_known(keys: set[int]) -> str:
    """``keys`` (each below ``KNOWN_BITS``) as the bit set ``KnownGrams`` reads: bit ``k``
    of byte ``k // 8`` (least significant first), the bytes deflated (zlib) in base64."""
    bits = bytearray(KNOWN_BITS // 8)
    for key in keys:
        bits[key >> 3] |= 1 << (key & 7)
    return base64.b64encode(zlib.compress(bytes(bits), 9)).decode("ascii")


class KnownGrams:
    """The units the heads were fitted on, as a bit set (``encode_known``'s). Raises
    ConfigError when ``encoded`` is not one."""

    def __init__(self, encoded: str) -> None:
        try:
            bits = zlib.decompress(base64.b64decode(encoded))
        except (ValueError, zlib.error) as exc:
            raise ConfigError(f"the known units are malformed: {exc}") from exc
        if len(bits) != KNOWN_BITS // 8:
            raise ConfigError("the known units do not match this version of keepmind")
        self._bits = bits

    def share(self, text: str) -> float:
        """The share of ``text``'s distinct units that are known (1.0 for a text with
        none)."""
        keys = known_keys(text)
        bits = self._bits
        known = sum(1 for key in keys if bits[key >> 3] >> (key & 7) & 1)
        return known / len(keys) if keys else 1.0


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
