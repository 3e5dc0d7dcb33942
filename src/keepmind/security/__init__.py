"""Threat scanning for everything that may reach a system prompt (design §4).

Pure: no I/O. ``scan`` returns findings; ``ensure_clean`` raises ThreatBlocked. The finding
ids (``RULE_IDS``) and what each scope allows are documented in ``security.scanner``. An
optional second opinion (``security.classifier``) belongs to a ``Guard`` (``security.
guard``): each home scans with its own; these two functions scan with the process default,
the rules alone unless ``use_classifier`` names a classifier.

Importing this package costs almost nothing: the scanner (its rules, lexicons and
normalisation views take most of a second to import) loads at the first ``scan`` or
``ensure_clean`` call, so commands that scan nothing never pay for it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from keepmind.security.findings import SCOPES, Finding, Scope

if TYPE_CHECKING:
    from keepmind.security.classifier import Classifier, Verdict, load_classifier
    from keepmind.security.guard import RULES_ALONE, Guard, default_guard, use_classifier
    from keepmind.security.scanner import rule_ids

__all__ = ["RULES_ALONE", "RULE_IDS", "SCOPES", "Classifier", "Finding", "Guard", "Scope",
           "Verdict", "default_guard", "ensure_clean", "load_classifier", "rule_ids", "scan",
           "use_classifier"]

_LAZY = {"Classifier": "classifier", "Verdict": "classifier", "load_classifier": "classifier",
         "Guard": "guard", "RULES_ALONE": "guard", "default_guard": "guard",
         "use_classifier": "guard", "rule_ids": "scanner", "RULE_IDS": "scanner"}


def scan(text: str, scope: Scope = "strict") -> list[Finding]:
    """Return the findings for ``text`` under ``scope`` ("strict" or "context") by the
    process default guard (``default_guard``: the rules alone unless ``use_classifier``
    set one); an empty list means the text is clean. Raises ValueError for an unknown
    scope."""
    from keepmind.security.guard import default_guard

    return default_guard().scan(text, scope)


def ensure_clean(text: str, scope: Scope = "strict", *, what: str = "text") -> None:
    """Raise ThreatBlocked naming the finding ids (and why) when ``text`` has findings by
    the process default guard (``default_guard``). Raises ValueError for an unknown
    scope."""
    from keepmind.security.guard import default_guard

    default_guard().ensure_clean(text, scope, what=what)


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{module}"), name)
