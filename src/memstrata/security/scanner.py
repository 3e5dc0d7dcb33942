"""Placeholder scanner: the real rule set is being written (see tests/test_scanner.py)."""

from __future__ import annotations

import re

from memstrata.errors import ThreatBlocked
from memstrata.security.findings import SCOPES, Finding, Scope

_RULES = [
    ("injection.ignore_previous", "prompt_injection",
     re.compile(r"ignore\s+(all\s+)?previous\s+instructions", re.I),
     "tries to override earlier instructions"),
]


def scan(text: str, scope: Scope = "strict") -> list[Finding]:
    """Return the findings for ``text`` under ``scope`` ("strict" or "context")."""
    if scope not in SCOPES:
        raise ValueError(f"unknown scan scope {scope!r}; expected one of {SCOPES}")
    return [
        Finding(rule_id, category, reason, m.group(0)[:80])
        for rule_id, category, pattern, reason in _RULES
        if (m := pattern.search(text))
    ]


def ensure_clean(text: str, scope: Scope = "strict", *, what: str = "text") -> None:
    """Raise ThreatBlocked naming the finding ids when ``text`` has findings."""
    findings = scan(text, scope)
    if findings:
        first = findings[0]
        ids = ", ".join(f.id for f in findings)
        raise ThreatBlocked(f"{what} blocked by threat scan [{ids}]: {first.reason}", findings)
