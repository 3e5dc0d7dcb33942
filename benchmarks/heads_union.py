"""A second opinion that flags what either shipped head flags: for measuring whether the
n-gram and e5 heads miss the same attacks (``bench_scanner.py --classifier
heads_union:factory`` with ``benchmarks`` on ``PYTHONPATH``). Not shipped: it needs the
``semantic-e5`` extra, and its thresholds are the two heads' own, not chosen for the pair.

Both heads' scores are 0.5 exactly at their trained thresholds (``classifiers.head``), so
the larger of the two reaches the scanner's default threshold of 0.5 exactly when one of
them would have flagged the text alone; the verdict is that head's.
"""

from __future__ import annotations

from keepmind.classifiers import e5, ngram
from keepmind.security import Classifier, Verdict


class HeadsUnion:
    """The verdict of the most suspicious of ``heads``."""

    def __init__(self, heads: list[Classifier]) -> None:
        self.heads = heads

    def classify(self, text: str) -> Verdict:
        return max((head.classify(text) for head in self.heads), key=lambda v: v.score)


def factory() -> HeadsUnion:
    return HeadsUnion([ngram.factory(), e5.factory()])
