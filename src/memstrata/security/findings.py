"""What the threat scanner reports: a Finding per rule that matched."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Scope = Literal["strict", "context"]
SCOPES: tuple[Scope, ...] = ("strict", "context")


@dataclass(frozen=True)
class Finding:
    """One reason to block a text.

    ``id`` is stable across releases (e.g. ``injection.ignore_previous``); ``category`` is
    one of the SPEC 4 categories; ``reason`` is a sentence for humans and models;
    ``excerpt`` is the matched text, shortened.
    """

    id: str
    category: str
    reason: str
    excerpt: str = ""
