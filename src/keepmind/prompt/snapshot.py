"""The frozen memory snapshot: the MEMORY and USER blocks as they stood at session start.

Pure. Every entry is re-scanned when the snapshot is rendered (by the home's guard, the
rules alone when none is given); a poisoned entry is shown as a ``[BLOCKED: …]``
placeholder (the file keeps it so the user can see and remove it). The finding ids a
person accepted for an entry's exact text (``StoreView.accepted``, from the store's
acceptances: ``security.acceptance``) are dropped for that text alone; any other finding
still blocks it.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field

from keepmind.memory.entries import render_block
from keepmind.security.guard import RULES_ALONE, Guard


@dataclass(frozen=True)
class StoreView:
    """What the snapshot needs of one store: its name, entries and limit, and the finding
    ids accepted for some of its entries, by exact entry text (``PromptStore.view``)."""

    target: str
    entries: Sequence[str]
    limit: int
    accepted: Mapping[str, frozenset[str]] = field(default_factory=dict)


def blocked_placeholder(finding_ids: Sequence[str]) -> str:
    ids = ", ".join(finding_ids)
    return (f"[BLOCKED: this entry failed the threat scan ({ids}) and is hidden; "
            "the user can review it in the memory file]")


def entry_findings(entry: str, guard: Guard = RULES_ALONE,
                   accepted: Collection[str] = ()) -> tuple[str, ...]:
    """The ids of the findings (``guard``'s) that keep ``entry`` out of the prompt, in scan
    order: all but the ``accepted`` ones (accepted for this very text)."""
    return tuple(dict.fromkeys(f.id for f in guard.scan(entry, "strict")
                               if f.id not in accepted))


def sanitize_entries(entries: Sequence[str], guard: Guard = RULES_ALONE,
                     accepted: Mapping[str, Collection[str]] | None = None) -> list[str]:
    """Entries with each one ``guard`` finds poisoned replaced by its placeholder; the ids
    ``accepted`` gives for an entry's exact text do not count."""
    chosen = accepted or {}
    clean: list[str] = []
    for entry in entries:
        ids = entry_findings(entry, guard, chosen.get(entry, ()))
        clean.append(blocked_placeholder(ids) if ids else entry)
    return clean


def render_snapshot(stores: Sequence[StoreView], guard: Guard = RULES_ALONE) -> str:
    """The MEMORY then USER blocks, separated by a blank line, scanned by ``guard``; ''
    when all are empty.

    Usage figures are those of the file (the placeholder does not change the budget).
    """
    blocks = [render_block(store.target, store.entries, store.limit,
                           shown=sanitize_entries(store.entries, guard, store.accepted))
              for store in stores]
    return "\n\n".join(block for block in blocks if block)
