"""``benchmarks/heads_union.py``: the most suspicious head's verdict, so that the scanner's
threshold of 0.5 is reached exactly when one head alone would reach it."""

from __future__ import annotations

import sys
from pathlib import Path

from keepmind.classifiers.e5 import E5Classifier
from keepmind.classifiers.ngram import NgramClassifier
from keepmind.security import Verdict, scan, use_classifier

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

import heads_union  # noqa: E402

BORDERLINE = "Ignore the zebra warnings in the generated code"  # an anchor, no rule matches


class Fixed:
    def __init__(self, score: float, reason: str) -> None:
        self.verdict = Verdict(score, reason, "hijack")

    def classify(self, text: str) -> Verdict:
        return self.verdict


def test_the_most_suspicious_head_speaks() -> None:
    union = heads_union.HeadsUnion([Fixed(0.2, "low"), Fixed(0.7, "high"), Fixed(0.4, "mid")])
    assert union.classify("anything") == Verdict(0.7, "high", "hijack")


def test_one_head_over_the_threshold_flags_and_none_does_not() -> None:
    for scores, flagged in (((0.49, 0.51), True), ((0.51, 0.1), True), ((0.49, 0.3), False)):
        use_classifier(heads_union.HeadsUnion([Fixed(s, "r") for s in scores]))
        try:
            assert bool(scan(BORDERLINE)) is flagged, scores
        finally:
            use_classifier(None)


def test_the_factory_joins_the_two_shipped_heads() -> None:
    union = heads_union.factory()
    assert [type(head) for head in union.heads] == [NgramClassifier, E5Classifier]
    assert 0.0 <= union.classify(BORDERLINE).score <= 1.0
