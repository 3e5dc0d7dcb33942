"""Acceptances: a person's word that named findings of the threat scan are false
positives for one exact text of one prompt-memory store (design §4).

Pure. An acceptance binds the SHA-256 of the entry's exact text, the store (target) and
the finding ids the person named; ``unaccepted`` drops those ids and nothing else, and
only for a text whose digest matches. So a text changed by one character, a finding not
named (a rule's or the classifier's ``classifier.flagged``) and an acceptance of another
store all still block. Who may accept is decided at the edges: a person at a terminal
(``keepmind memory add --accept``, ``keepmind memory accept``), or a developer's own code
through the library; never the model (no tool, MCP or hook schema carries an id).
"""

from __future__ import annotations

import hashlib
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from keepmind.security.findings import Finding


def text_digest(text: str) -> str:
    """The SHA-256 (hex) of ``text`` as UTF-8 (a lone surrogate encoded as is: never
    raises)."""
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


@dataclass(frozen=True)
class Acceptance:
    """``ids`` accepted for the entry ``text`` of store ``target`` (bound by ``sha256``)
    by the OS user ``by`` at ``at`` (UTC, ISO 8601), in the journaled write
    ``journal_id``."""

    target: str
    sha256: str
    text: str
    ids: tuple[str, ...]
    by: str
    at: str
    journal_id: str

    def to_dict(self) -> dict[str, Any]:
        return {"target": self.target, "sha256": self.sha256, "text": self.text,
                "ids": list(self.ids), "by": self.by, "at": self.at,
                "journal_id": self.journal_id}

    @classmethod
    def from_dict(cls, data: Any) -> Acceptance:
        """Raises ValueError (a KeyError, a TypeError too) for a malformed record."""
        if not isinstance(data, dict) or not isinstance(data.get("ids"), list):
            raise ValueError("an acceptance must be an object with a list of ids")
        fields = ("target", "sha256", "text", "by", "at", "journal_id")
        if not all(isinstance(data.get(name), str) for name in fields):
            raise ValueError("an acceptance's fields must be text")
        return cls(data["target"], data["sha256"], data["text"],
                   tuple(str(i) for i in data["ids"]), data["by"], data["at"],
                   data["journal_id"])


def accepted_ids(acceptances: Iterable[Acceptance], target: str, text: str) -> frozenset[str]:
    """The finding ids accepted for ``text`` (exactly) in ``target``."""
    digest = text_digest(text)
    return frozenset(i for a in acceptances
                     if a.target == target and a.sha256 == digest for i in a.ids)


def unaccepted(findings: Sequence[Finding], accepted: Collection[str]) -> list[Finding]:
    """``findings`` but those whose id is in ``accepted``."""
    return [f for f in findings if f.id not in accepted]
