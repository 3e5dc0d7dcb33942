"""Redaction of secret-shaped strings from text that leaves the process. Pure.

Used on everything handed to an external memory provider (queries, synced turns, mirrored
memory writes). Each secret is replaced by ``[REDACTED:<kind>]`` so the text stays
readable. Provider keys share the scanner's pattern (``rules_secrets.PROVIDER_KEY``);
the other patterns are anchored on an assignment to a secret-sounding name or a key
block, and every quantifier is bounded.
"""

from __future__ import annotations

import re

from keepmind.security.rules_secrets import PROVIDER_KEY

_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("private_key", re.compile(
        r"-----BEGIN [A-Z ]{0,40}PRIVATE KEY-----.{0,10000}?-----END [A-Z ]{0,40}PRIVATE KEY-----",
        re.S)),
    ("api_key", re.compile(PROVIDER_KEY)),
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
