"""What the threat scanner reports: a Finding per rule that matched."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

Scope = Literal["strict", "context"]
SCOPES: tuple[Scope, ...] = ("strict", "context")


@dataclass(frozen=True)
class Finding:
    """One reason to block a text.

    ``id`` is stable across releases (``RULE_IDS``, e.g. ``injection.ignore_previous``);
    ``category`` is one of the design §4 categories (unicode, injection, hijack, exfiltration,
    persistence, secret); ``reason`` is a sentence for humans and models; ``excerpt`` is the
    matched text, shortened (secrets are redacted).
    """

    id: str
    category: str
    reason: str
    excerpt: str = ""


def blocked_message(what: str, findings: Sequence[Finding]) -> str:
    """The message of the ThreatBlocked raised for ``what`` (``findings`` not empty):
    the finding ids and the first one's reason."""
    ids = ", ".join(f.id for f in findings)
    return f"{what} blocked by threat scan [{ids}]: {findings[0].reason}"
