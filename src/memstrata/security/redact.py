"""Redaction of secret-shaped strings from text that leaves the process. Pure.

Used on everything handed to an external memory provider (queries, synced turns, mirrored
memory writes). Each secret is replaced by ``[REDACTED:<kind>]`` so the text stays
readable. Patterns are anchored on distinctive prefixes or on an assignment to a
secret-sounding name, and every quantifier is bounded.
"""

from __future__ import annotations

import re

_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("private_key", re.compile(
        r"-----BEGIN [A-Z ]{0,40}PRIVATE KEY-----.{0,10000}?-----END [A-Z ]{0,40}PRIVATE KEY-----",
        re.S)),
    ("openai_key", re.compile(r"\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,200}")),
    ("github_token", re.compile(
        r"\b(?:gh[pousr]_[A-Za-z0-9]{30,100}|github_pat_[A-Za-z0-9_]{30,200})")),
    ("aws_access_key", re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("slack_token", re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,200}")),
    ("google_api_key", re.compile(r"\bAIza[0-9A-Za-z_-]{35}")),
    ("bearer_token", re.compile(r"(?i)\bbearer\s+[A-Za-z0-9._~+/-]{20,500}=*")),
    ("assigned_secret", re.compile(
        r"(?i)\b([A-Za-z0-9_]{0,40}(?:api[_-]?key|secret|token|passw(?:or)?d|pwd)[A-Za-z0-9_]{0,20})"
        r"(\s{0,3}[:=]\s{0,3}[\"']?)([^\s\"']{8,300})")),
)


def redact(text: str) -> str:
    """``text`` with every secret-shaped substring replaced by ``[REDACTED:<kind>]``."""
    for kind, pattern in _PATTERNS:
        if kind == "assigned_secret":
            text = pattern.sub(lambda m: f"{m.group(1)}{m.group(2)}[REDACTED:secret]", text)
        else:
            text = pattern.sub(f"[REDACTED:{kind}]", text)
    return text
