"""The e5 classifier with a head other than the shipped one, for side checks: the head
file named by the environment variable ``E5_HEAD`` (written by
``train_scanner_classifier.py --write --out PATH``).

    E5_HEAD=/tmp/head.json python benchmarks/bench_scanner.py --no-fresh --detection-only \\
        --classifier e5_head_file:factory
"""

from __future__ import annotations

import os
from pathlib import Path

from keepmind.classifiers import e5


def factory() -> e5.E5Classifier:
    return e5.build(e5.load_head(Path(os.environ["E5_HEAD"])))
