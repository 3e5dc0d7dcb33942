"""A pluggable second opinion for text the scanner's rules find borderline.

Pure (a classifier may do anything, but this module only holds and calls it). Off by
default: with no classifier, ``scan`` is the rules alone. A :class:`Classifier` is any
object with ``classify(text) -> Verdict``; keepmind consults it only for a text the rules
let through although one of their anchor words is in it (some hundreds of words and
stems: override and send verbs, "prompt", "instructions", "outside", "include" ...), never
for a text no rule could apply to, nor for one the rules already block. A verdict at or
above the threshold adds the finding ``classifier.flagged`` with the classifier's reason.
A classifier that raises is treated as having no opinion (the rules' answer stands) and
never breaks a write.

A classifier judges language, not encodings: it is given ``reading(text)``, the text with
its opaque tokens (runs of 16 or more characters of base64 or hex, or URL escapes, that
mix letters and digits: encoded text, hashes, keys, ids; and hex dumps) each
replaced by the text it decodes to when that is readable (``decoders``; one level, and
what it gives is read the same way without decoding) and dropped when not. A text whose
opaque tokens leave fewer than ``MIN_LETTERS`` letters (a note whose body is a key, a hash
or binary) is not consulted (``judged_reading``): the rules have already scanned what an
encoded text decodes to. A short text with no opaque token is consulted as before (six
characters of Chinese can be an attack). Nor is a text that is one URL and nothing else
(``bare_url``: an image link or a page someone shared, the only texts of real
conversations the n-gram head still flagged once it had been fitted on such
conversations): it holds no sentence to judge, and the rules have read its query.

Any model a classifier loads must come from an installed package that ships its weights:
keepmind never downloads one at run time.

A classifier belongs to whoever scans with it: a ``guard.Guard`` holds it with its
threshold, and each home's ``Memory`` builds its own from ``security.classifier`` in its
config.yaml (``"package.module:factory"``, called with no arguments), so two homes in one
process never share one (``guard``).
"""

from __future__ import annotations

import importlib
import math
import re
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from keepmind.errors import ConfigError
from keepmind.security import decoders

FINDING_ID = "classifier.flagged"
DEFAULT_THRESHOLD = 0.5
MIN_LETTERS = 8

# A run of base64, hex or URL escapes standing on its own (see ``_is_opaque``).
_RUN_RE = re.compile(r"(?<![A-Za-z0-9+/=_%-])(?:[A-Za-z0-9+/=_-]|%[0-9A-Fa-f]{2}){16,}"
                     r"(?![A-Za-z0-9+/=_%-])")
_PIECE_SEPARATORS_RE = re.compile(r"[-_/=+]+")
_BARE_URL_RE = re.compile(r"\s*[A-Za-z][A-Za-z0-9+.-]*://\S+\s*")
# Eight or more bytes written as pairs of hex digits ("45 78 c3 a9 ...").
_HEX_DUMP_RE = re.compile(r"(?<![0-9A-Za-z])[0-9A-Fa-f]{2}(?: [0-9A-Fa-f]{2}){7,}"
                          r"(?![0-9A-Za-z])")


@dataclass(frozen=True)
class Verdict:
    """A classifier's opinion: ``score`` from 0 (benign) to 1 (an attack), with a short
    English ``reason`` and optionally the design §4 ``category`` it thinks fits."""

    score: float
    reason: str = ""
    category: str = "injection"


@runtime_checkable
class Classifier(Protocol):
    """What the scanner consults for borderline text."""

    def classify(self, text: str) -> Verdict:
        """Judge ``text`` (``reading`` of the text as written: not normalised, its opaque
        tokens decoded or dropped)."""
        ...


def load_classifier(spec: str) -> Classifier:
    """Build the classifier named by ``spec`` (``"package.module:factory"``).

    Raises ConfigError when the module cannot be imported, has no such factory, or the
    factory does not return a classifier.
    """
    module_name, _, attr = spec.partition(":")
    if not module_name or not attr:
        raise ConfigError(f"security.classifier: expected 'package.module:factory', "
                          f"got {spec!r}")
    try:
        factory = getattr(importlib.import_module(module_name), attr)
    except ImportError as exc:
        raise ConfigError(f"security.classifier: cannot import {module_name!r}: {exc}") \
            from exc
    except AttributeError as exc:
        raise ConfigError(f"security.classifier: {module_name!r} has no {attr!r}") from exc
    try:
        built = factory()
    except Exception as exc:
        raise ConfigError(f"security.classifier: {spec} failed: {exc}") from exc
    if not isinstance(built, Classifier):
        raise ConfigError(f"security.classifier: {spec} returned {type(built).__name__}, "
                          "which has no classify(text) method")
    return built


def reading(text: str, *, decode: bool = True) -> str:
    """What a classifier is given of ``text`` (see the module docstring): its opaque tokens
    replaced by what they decode to (with ``decode``) or dropped."""
    if len(text) < 16:
        return text
    text = _HEX_DUMP_RE.sub(
        lambda m: _replaced(decoders.decoded_hex_bytes(m.group().lower()) if decode else ""),
        text)
    return _RUN_RE.sub(lambda m: _read_run(m.group(), decode), text)


def _is_opaque(run: str) -> bool:
    """A run with a URL escape, or a piece (between ``-_/=+``) that mixes letters with
    digits: encoded text, a key, a hash or an id; not ``DATABASE_URL``,
    ``Prompt-Injection``, ``2026-12-06`` or ``IgnoreAllPreviousInstructions`` (words run
    together are language; base64 of text without a digit in 16 characters is rare)."""
    if "%" in run:
        return True
    for piece in _PIECE_SEPARATORS_RE.split(run):
        if not piece.isalpha() and not piece.isdigit() and piece:
            return True
    return False


def _read_run(run: str, decode: bool) -> str:
    if not _is_opaque(run):
        return run
    if not decode:
        return " "
    if "%" in run:
        text = decoders.decoded_percent(run)
        printable = sum(ch.isprintable() for ch in text)
        return _replaced(text if printable >= 0.95 * len(text) else "")
    return _replaced(decoders.decoded_runs(run, [0]))


def _replaced(decoded: str) -> str:
    """What an opaque token becomes: `` decoded `` read once more without decoding, or a
    space when it hid no readable text."""
    return f" {reading(decoded, decode=False)} " if decoded else " "


def bare_url(text: str) -> bool:
    """Whether ``text`` is one URL (a scheme, ``://`` and no space) and nothing else but
    the space around it."""
    return _BARE_URL_RE.fullmatch(text) is not None


def judged_reading(text: str) -> str | None:
    """``reading(text)``, or None when the classifier is not to be asked about ``text``:
    it is a bare URL (``bare_url``) or its opaque tokens leave too little language
    (``has_language``)."""
    if bare_url(text):
        return None
    read = reading(text)
    return None if read != text and not has_language(read) else read


def has_language(read: str) -> bool:
    """Whether a reading holds enough letters to be judged (``MIN_LETTERS``)."""
    letters = 0
    for ch in read:
        if ch.isalpha():
            letters += 1
            if letters >= MIN_LETTERS:
                return True
    return False


def second_opinion(text: str, judge: Classifier, threshold: float) -> Verdict | None:
    """``judge``'s verdict on ``reading(text)`` when it reaches ``threshold``; None when
    the text's opaque tokens leave too little language (``judged_reading``), the verdict
    is below the threshold, or the classifier failed."""
    read = judged_reading(text)
    if read is None:
        return None
    try:
        verdict = judge.classify(read)
        score = float(verdict.score)
    except Exception:  # a broken classifier has no opinion; the rules' answer stands
        return None
    if math.isnan(score) or score < threshold:
        return None
    return verdict
