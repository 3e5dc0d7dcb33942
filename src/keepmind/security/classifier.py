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

Any model a classifier loads must come from an installed package that ships its weights:
keepmind never downloads one at run time.

One classifier serves the whole process (``use_classifier``); ``keepmind.open`` and the
CLI set it from ``security.classifier`` in config.yaml (``"package.module:factory"``,
called with no arguments) when that is set.
"""

from __future__ import annotations

import importlib
import math
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from keepmind.errors import ConfigError

FINDING_ID = "classifier.flagged"
DEFAULT_THRESHOLD = 0.5


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
        """Judge ``text`` (the text as written, not normalised)."""
        ...


@dataclass(frozen=True)
class _Installed:
    classifier: Classifier
    threshold: float


_installed: _Installed | None = None


def use_classifier(classifier: Classifier | None, *,
                   threshold: float = DEFAULT_THRESHOLD) -> None:
    """Make ``classifier`` the second opinion of every later ``scan`` in this process
    (None turns it off). Raises ValueError for a threshold outside (0, 1]."""
    global _installed
    if not 0 < threshold <= 1:
        raise ValueError(f"classifier threshold must be in (0, 1], not {threshold!r}")
    if classifier is not None and not isinstance(classifier, Classifier):
        raise TypeError(f"{classifier!r} has no classify(text) method")
    _installed = _Installed(classifier, threshold) if classifier is not None else None


def current() -> Classifier | None:
    """The classifier in use, or None."""
    return _installed.classifier if _installed else None


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


def second_opinion(text: str) -> Verdict | None:
    """The installed classifier's verdict on ``text`` when it reaches the threshold; None
    when there is no classifier, it is below the threshold, or it failed."""
    installed = _installed
    if installed is None:
        return None
    try:
        verdict = installed.classifier.classify(text)
        score = float(verdict.score)
    except Exception:  # a broken classifier has no opinion; the rules' answer stands
        return None
    if math.isnan(score) or score < installed.threshold:
        return None
    return verdict
