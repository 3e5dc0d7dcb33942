"""The frozen memory snapshot: the MEMORY and USER blocks as they stood at session start.

Pure. Every entry is re-scanned when the snapshot is rendered (by the home's guard, the
rules alone when none is given); a poisoned entry is shown as a ``[BLOCKED: …]``
placeholder (the file keeps it so the user can see and remove it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from keepmind.memory.entries import render_block
from keepmind.security.guard import RULES_ALONE, Guard


@dataclass(frozen=True)
class StoreView:
    """What the snapshot needs of one store: its name, entries and limit."""

    target: str
    entries: Sequence[str]
    limit: int


def blocked_placeholder(finding_ids: Sequence[str]) -> str:
    ids = ", ".join(finding_ids)
    return (f"[BLOCKED: this entry failed the threat scan ({ids}) and is hidden; "
            "the user can review it in the memory file]")


def entry_findings(entry: str, guard: Guard = RULES_ALONE) -> tuple[str, ...]:
    """The ids of the findings (``guard``'s) that keep ``entry`` out of the prompt, in scan
    order."""
    return tuple(dict.fromkeys(f.id for f in guard.scan(entry, "strict")))


def sanitize_entries(entries: Sequence[str], guard: Guard = RULES_ALONE) -> list[str]:
    """Entries with each one ``guard`` finds poisoned replaced by its placeholder."""
    clean: list[str] = []
    for entry in entries:
        ids = entry_findings(entry, guard)
        clean.append(blocked_placeholder(ids) if ids else entry)
    return clean


def render_snapshot(stores: Sequence[StoreView], guard: Guard = RULES_ALONE) -> str:
    """The MEMORY then USER blocks, separated by a blank line, scanned by ``guard``; ''
    when all are empty.

    Usage figures are those of the file (the placeholder does not change the budget).
    """
    blocks = [render_block(store.target, store.entries, store.limit,
                           shown=sanitize_entries(store.entries, guard)) for store in stores]
    return "\n\n".join(block for block in blocks if block)
