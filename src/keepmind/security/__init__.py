"""Threat scanning for everything that may reach a system prompt (design §4).

Pure: no I/O. ``scan`` returns findings; ``ensure_clean`` raises ThreatBlocked. The finding
ids (``RULE_IDS``) and what each scope allows are documented in ``security.scanner``; an
optional second opinion plugs in through ``use_classifier`` (``security.classifier``).
"""

from typing import Any

from keepmind.security.classifier import Classifier, Verdict, load_classifier, use_classifier
from keepmind.security.findings import SCOPES, Finding, Scope
from keepmind.security.scanner import ensure_clean, rule_ids, scan

__all__ = ["RULE_IDS", "SCOPES", "Classifier", "Finding", "Scope", "Verdict", "ensure_clean",
           "load_classifier", "rule_ids", "scan", "use_classifier"]


def __getattr__(name: str) -> Any:
    """``RULE_IDS``, the tuple of every finding id, is built when first read."""
    if name == "RULE_IDS":
        return rule_ids()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
