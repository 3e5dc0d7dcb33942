"""What a system prompt is made of, part by part, with where each part came from and what
the threat scanner did to it (design §4, §8). Pure: every input is text handed in.

A ``PromptPlan`` is the ten parts of ``prompt.assembly`` in design order; its ``text`` is
exactly what ``assemble`` makes of the same parts, so the report and the prompt cannot
disagree. Invariants:

- Every part whose text comes from outside keepmind's own code is scanned before it is
  placed: SOUL.md (``context`` scope), the provider block (``context``), memory entries
  (``strict``, in ``prompt.snapshot``), skill and category descriptions (``strict``, in
  ``skills.skill``) and context files with their names (``context``, in
  ``prompt.context_files``), the first turn's recall (``context``, per provider, in
  ``prompt.recall``). A flagged text is replaced whole by a ``[BLOCKED: …]``
  placeholder that names the finding ids; ``blocked`` lists what was replaced and why.
- Only two parts are not scanned, and the report says so: keepmind's own text (guidance,
  date line) and the caller's own system message, which is the caller's instruction to
  its model and so cannot be an injection into it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from keepmind.prompt.assembly import DEFAULT_IDENTITY, PromptParts, assemble
from keepmind.security import Scope
from keepmind.security.guard import RULES_ALONE, Guard

CHARS_PER_TOKEN = 4


@dataclass(frozen=True)
class Blocked:
    """One text kept out of the prompt: what it was and the finding ids that blocked it."""

    item: str
    finding_ids: tuple[str, ...]


@dataclass(frozen=True)
class PromptPart:
    """One part of the system prompt as it is sent (``text`` may be empty)."""

    name: str
    source: str
    text: str
    scanned: bool
    blocked: tuple[Blocked, ...] = ()

    @property
    def status(self) -> str:
        if not self.scanned:
            return "not scanned"
        return "blocked" if self.blocked else "clean"

    def as_dict(self) -> dict[str, Any]:
        return {"name": self.name, "source": self.source, "chars": len(self.text),
                "approx_tokens": approx_tokens(self.text), "scanned": self.scanned,
                "status": self.status,
                "blocked": [{"item": b.item, "finding_ids": list(b.finding_ids)}
                            for b in self.blocked]}


PART_NAMES = ("identity", "guidance", "provider", "system_message", "memory", "user",
              "skills", "context_files", "date", "first_recall")


@dataclass(frozen=True)
class PromptPlan:
    """The parts in design order (``PART_NAMES``) and the prompt they make."""

    parts: tuple[PromptPart, ...]

    def __post_init__(self) -> None:
        if tuple(p.name for p in self.parts) != PART_NAMES:
            raise ValueError(f"a prompt plan has the parts {PART_NAMES}, in that order")

    @property
    def text(self) -> str:
        return assemble(PromptParts(*(p.text for p in self.parts)))

    def as_dict(self) -> dict[str, Any]:
        text = self.text
        return {"chars": len(text), "approx_tokens": approx_tokens(text),
                "parts": [p.as_dict() for p in self.parts if p.text.strip()],
                "prompt": text}


def approx_tokens(text: str) -> int:
    """About four characters per token, the estimate compression uses."""
    return -(-len(text) // CHARS_PER_TOKEN)


def finding_ids(text: str, scope: Scope, guard: Guard = RULES_ALONE) -> tuple[str, ...]:
    """The sorted distinct ids of ``guard``'s findings in ``text`` ('' has none)."""
    return tuple(sorted({f.id for f in guard.scan(text, scope)})) if text else ()


def identity_part(soul: str | None, source: str, guard: Guard = RULES_ALONE) -> PromptPart:
    """SOUL.md when it has text and passes the scan; the default identity otherwise, with
    a placeholder saying SOUL.md was not loaded when the scan blocked it."""
    if not soul or not soul.strip():
        return PromptPart("identity", "keepmind (no SOUL.md)", DEFAULT_IDENTITY, False)
    ids = finding_ids(soul, "context", guard)
    if not ids:
        return PromptPart("identity", source, soul.strip(), True)
    placeholder = (f"[BLOCKED: SOUL.md failed the threat scan ({', '.join(ids)}) and was "
                   "not loaded. Tell the user if its instructions seem to be missing.]")
    return PromptPart("identity", source, f"{DEFAULT_IDENTITY}\n\n{placeholder}", True,
                      (Blocked("SOUL.md", ids),))


def provider_part(block: str, source: str, guard: Guard = RULES_ALONE) -> PromptPart:
    """The memory provider's block, or a placeholder when ``guard`` flags it."""
    ids = finding_ids(block, "context", guard)
    if not ids:
        return PromptPart("provider", source, block, bool(block.strip()))
    return PromptPart("provider", source, _provider_placeholder(ids), True,
                      (Blocked("provider block", ids),))


def safe_provider_block(block: str, guard: Guard = RULES_ALONE) -> str:
    """``block`` itself, or its placeholder when ``guard`` flags it (for the consumers of
    a provider block that need no report: the MCP server's instructions)."""
    ids = finding_ids(block, "context", guard)
    return _provider_placeholder(ids) if ids else block


def _provider_placeholder(ids: Sequence[str]) -> str:
    return (f"[BLOCKED: the memory provider's instructions failed the threat scan "
            f"({', '.join(ids)}) and were not loaded]")


def own_part(name: str, text: str) -> PromptPart:
    """keepmind's own text (guidance, date line): nothing in it comes from outside."""
    return PromptPart(name, "keepmind", text, False)


def caller_part(text: str) -> PromptPart:
    return PromptPart("system_message", "caller (--system / Session(system_message=))",
                      text, False)


def scanned_part(name: str, source: str, text: str,
                 blocked: Sequence[Blocked] = ()) -> PromptPart:
    """A part whose pieces were scanned by its own renderer (memory, skills, context)."""
    return PromptPart(name, source, text, True, tuple(blocked))
