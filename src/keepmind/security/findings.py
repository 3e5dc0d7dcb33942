"""What the threat scanner reports: a Finding per rule that matched."""

from __future__ import annotations

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
