"""What the shipped heads share: reading a head file, and a score centred on its threshold.

A head file is JSON written by ``benchmarks/train_scanner_classifier.py``; it always holds
the bias, the logit threshold chosen by cross-validation on the corpus's tune split (one
writer's texts held out at a time), and what the head was trained on. A score is the
logistic of the logit minus that threshold, so 0.5 is the trained operating point whatever
the head.
"""

from __future__ import annotations

import json
import math
from importlib.resources.abc import Traversable
from typing import Any

from keepmind.errors import ConfigError

COMMON = frozenset({"bias", "threshold_logit", "trained_on", "weights"})


def read_head(path: Traversable, what: str, required: frozenset[str]) -> dict[str, Any]:
    """The head in ``path``. Raises ConfigError naming ``what`` when it is missing, not
    JSON, or lacks one of ``required`` (besides ``COMMON``)."""
    try:
        head = json.loads(path.read_text("utf-8"))
    except (OSError, ValueError) as exc:
        raise ConfigError(f"the {what}'s head file cannot be read: {exc}") from exc
    missing = (COMMON | required) - (head.keys() if isinstance(head, dict) else set())
    if missing:
        raise ConfigError(f"the {what}'s head file lacks {sorted(missing)}")
    return dict(head)


def centred_score(logit: float, threshold: float) -> float:
    """The logistic of ``logit - threshold`` (0.5 at the threshold), safe for any logit."""
    return 1 / (1 + math.exp(-max(min(logit - threshold, 50.0), -50.0)))
