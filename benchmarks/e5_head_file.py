"""The e5, n-gram or stacked classifier with a head other than the shipped one, for side
checks: the head file named by the environment variable ``E5_HEAD``, ``NGRAM_HEAD`` or
``STACKED_HEAD`` (written by ``train_scanner_classifier.py --write --out PATH``, or an
earlier one from ``git show``); the stacked classifier reads the e5 and n-gram heads named
by ``E5_HEAD`` and ``NGRAM_HEAD`` too, where set, else the shipped ones.

    E5_HEAD=/tmp/head.json python benchmarks/bench_scanner.py --no-fresh --detection-only \\
        --classifier e5_head_file:factory
    STACKED_HEAD=/tmp/head.json python benchmarks/bench_scanner.py ... \\
        --classifier e5_head_file:stacked_factory
    NGRAM_HEAD=/tmp/ngram.json python benchmarks/bench_scanner.py ... \\
        --classifier e5_head_file:ngram_factory
"""

from __future__ import annotations

import os
from pathlib import Path

from keepmind.classifiers import e5, ngram, stacked
from keepmind.classifiers.head import read_head


def factory() -> e5.E5Classifier:
    return e5.build(e5.load_head(Path(os.environ["E5_HEAD"])))


def ngram_factory() -> ngram.NgramClassifier:
    return ngram.NgramClassifier(read_head(Path(os.environ["NGRAM_HEAD"]), "n-gram classifier",
                                           frozenset({"sizes", "buckets"})))


def stacked_factory() -> stacked.StackedClassifier:
    return stacked.StackedClassifier(
        factory() if "E5_HEAD" in os.environ else e5.factory(),
        ngram_factory() if "NGRAM_HEAD" in os.environ else ngram.factory(),
        stacked.load_head(Path(os.environ["STACKED_HEAD"])))
