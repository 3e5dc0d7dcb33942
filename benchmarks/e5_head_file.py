"""The e5 or stacked classifier with a head other than the shipped one, for side checks:
the head file named by the environment variable ``E5_HEAD`` or ``STACKED_HEAD`` (written by
``train_scanner_classifier.py --write --out PATH``, or an earlier one from ``git show``).

    E5_HEAD=/tmp/head.json python benchmarks/bench_scanner.py --no-fresh --detection-only \\
        --classifier e5_head_file:factory
    STACKED_HEAD=/tmp/head.json python benchmarks/bench_scanner.py ... \\
        --classifier e5_head_file:stacked_factory
"""

from __future__ import annotations

import os
from pathlib import Path

from keepmind.classifiers import e5, ngram, stacked


def factory() -> e5.E5Classifier:
    return e5.build(e5.load_head(Path(os.environ["E5_HEAD"])))


def stacked_factory() -> stacked.StackedClassifier:
    return stacked.StackedClassifier(e5.factory(), ngram.factory(),
                                     stacked.load_head(Path(os.environ["STACKED_HEAD"])))
