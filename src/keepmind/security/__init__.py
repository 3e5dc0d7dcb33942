"""Threat scanning for everything that may reach a system prompt (design §4).

Pure: no I/O. ``scan`` returns findings; ``ensure_clean`` raises ThreatBlocked. The finding
ids (``RULE_IDS``) and what each scope allows are documented in ``security.scanner``; an
optional second opinion plugs in through ``use_classifier`` (``security.classifier``).

Importing this package costs almost nothing: the scanner (its rules, lexicons and
normalisation views take most of a second to import) loads at the first ``scan`` or
``ensure_clean`` call, so commands that scan nothing never pay for it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from keepmind.security.findings import SCOPES, Finding, Scope

if TYPE_CHECKING:
    from keepmind.security.classifier import (
        Classifier,
        Verdict,
        load_classifier,
        use_classifier,
    )
    from keepmind.security.scanner import rule_ids

__all__ = ["RULE_IDS", "SCOPES", "Classifier", "Finding", "Scope", "Verdict", "ensure_clean",
           "load_classifier", "rule_ids", "scan", "use_classifier"]

_LAZY = {"Classifier": "classifier", "Verdict": "classifier", "load_classifier": "classifier",
         "use_classifier": "classifier", "rule_ids": "scanner", "RULE_IDS": "scanner"}


def scan(text: str, scope: Scope = "strict") -> list[Finding]:
    """Return the findings for ``text`` under ``scope`` ("strict" or "context"); an empty
    list means the text is clean (``keepmind.security.scanner.scan``). Raises ValueError
    for an unknown scope."""
    from keepmind.security import scanner

    return scanner.scan(text, scope)


def ensure_clean(text: str, scope: Scope = "strict", *, what: str = "text") -> None:
    """Raise ThreatBlocked naming the finding ids (and why) when ``text`` has findings
    (``keepmind.security.scanner.ensure_clean``). Raises ValueError for an unknown scope."""
    from keepmind.security import scanner

    scanner.ensure_clean(text, scope, what=what)


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{module}"), name)
