"""How an automated memory write lands (``memory.write_approval``, ``memory.eviction``):
made at once, held for the user's approval, flagged as a contradiction, or made room for.

Only automated writes pass here (the agent's memory tool, the background review); the CLI,
where the user writes, applies directly. Invariants:
- Contradiction (approval "auto" or "manual"): an add or replace whose new text conflicts
  with an entry it does not itself replace, or with a live fact of the ``facts``
  provider's store (``providers.facts.extract.compare``: same subject, another value, or
  the opposite polarity), is not made. It is queued (kind "contradiction") with both
  sides; a single add contradicting an entry is queued as the replace of that entry by
  the new text, so approving resolves it one way and rejecting the other. The facts it
  contradicts are listed in ``detail["facts"]``: approving the write mirrors it to the
  providers as an applied write is, which supersedes them; rejecting keeps them. A fact
  that restates the entry a replace replaces is no contradiction (the write corrects
  it). Never resolved silently; a fact store that cannot be read is logged and skipped
  (it never blocks a memory write).
- The other way round (``flag_fact``): a new fact the fact store stores (its tool, what a
  session's end extracts) that contradicts an entry queues the replace of the entry by
  the fact's text, with both sides.
- Held (``hold``): every write is queued for approval instead of made.
- Eviction ("archive"): a write refused as MemoryFull is retried once, all or nothing,
  with the fewest of the least recently updated entries removed that let it fit. Only
  entries an automated path wrote are candidates (never ``cli``, ``ui`` or ``hand``
  entries, never one the write names). They are archived before the retry and dropped
  from the archive if it is refused; when no choice fits, the original MemoryFull stands.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from keepmind.errors import KeepmindError, MemoryFull
from keepmind.memory.base import PromptStore, WriteResult
from keepmind.memory.edits import Edit, apply_all, locate
from keepmind.memory.evicted import MemoryArchive
from keepmind.memory.meta import MetaView, writing
from keepmind.memory.pending import PendingQueue, Proposal
from keepmind.providers.facts.extract import compare
from keepmind.providers.facts.store import Fact, FactStore

log = logging.getLogger(__name__)

PROTECTED_ORIGINS = frozenset({"cli", "ui", "hand"})
"""Entries the user wrote: never evicted."""


def _new_texts(store: PromptStore, edits: Sequence[Edit]) -> Iterator[tuple[str, str | None]]:
    """``(new text, the entry it replaces or None)`` for each add and replace of ``edits``
    (a replace that does not apply is left for the write itself to refuse)."""
    entries = store.entries
    for edit in (e.normalized() for e in edits):
        if edit.action == "remove" or not edit.content:
            continue
        replaced = None
        if edit.action == "replace":
            try:
                replaced = entries[locate(entries, edit.old_text, store.limit)]
            except KeepmindError:
                continue
        yield edit.content, replaced


def contradictions(store: PromptStore, edits: Sequence[Edit]) -> list[tuple[str, str]]:
    """``(existing entry, new text)`` for each entry of ``store`` a new text of ``edits``
    conflicts with (the entry a replace replaces excepted)."""
    entries = store.entries
    return [(entry, new) for new, replaced in _new_texts(store, edits) for entry in entries
            if entry != replaced and entry != new and compare(new, entry) == "conflict"]


def fact_contradictions(facts: FactStore, store: PromptStore,
                        edits: Sequence[Edit]) -> list[tuple[Fact, str]]:
    """``(fact, new text)`` for each live fact of ``facts`` a new text of ``edits``
    contradicts, the facts restating the entry a replace replaces excepted. Raises
    ProviderError."""
    found: list[tuple[Fact, str]] = []
    for new, replaced in _new_texts(store, edits):
        found += [(fact, new) for fact in facts.conflicts(new)
                  if replaced is None or compare(fact.content, replaced) != "duplicate"]
    return found


def flag_fact(queue: PendingQueue, stores: Mapping[str, PromptStore], fact: Fact) -> None:
    """Queue, for each entry of ``stores`` the new ``fact`` contradicts, the replace of
    that entry by the fact's text (kind "contradiction": approving takes the fact's side,
    rejecting keeps the entry; the fact stays in its store either way). A proposal that
    cannot be queued (the store would be full, the database fails) is logged: the fact
    store's own write never fails for it."""
    for store in stores.values():
        for entry in store.entries:
            if entry == fact.content or compare(fact.content, entry) != "conflict":
                continue
            try:
                with writing("tool" if fact.source == "tool" else "api", fact.session_id):
                    queue.propose(store, [Edit("replace", fact.content, entry)],
                                  kind="contradiction",
                                  reason=f"fact #{fact.id} of the fact store contradicts it",
                                  detail={"existing": entry, "new": fact.content,
                                          "fact_id": fact.id, "pairs": [[entry, fact.content]]})
            except KeepmindError as exc:
                log.warning("fact #%d contradicts a %s entry, not queued: %s", fact.id,
                            store.target, exc)


@dataclass
class WritePolicy:
    """The ``MemoryTool`` writer of ``keepmind.memory.tool`` for these settings.

    ``queue``, ``meta`` and ``archive`` are opened when first needed (the home's
    database); ``meta`` returns the metadata brought in step."""

    queue: Callable[[], PendingQueue]
    meta: Callable[[], MetaView]
    archive: Callable[[], MemoryArchive]
    hold: bool = False
    flag_contradictions: bool = False
    evict: bool = False
    facts: Callable[[], FactStore | None] | None = None
    """The ``facts`` provider's store when one is configured (contradictions are looked
    for among its facts too); may raise ProviderError."""

    def __call__(self, store: PromptStore, edits: Sequence[Edit],
                 action: str | None) -> WriteResult | Proposal:
        """Make, queue or make room for the write. Raises what ``apply`` and
        ``PendingQueue.propose`` raise."""
        if self.flag_contradictions and (flagged := self._flag(store, edits)):
            return flagged
        if self.hold:
            return self.queue().propose(store, edits)
        try:
            return store.apply(edits, action=action)
        except MemoryFull as full:
            if not self.evict:
                raise
            return self._make_room(store, edits, action, full)

    def _flag(self, store: PromptStore, edits: Sequence[Edit]) -> Proposal | None:
        """The contradiction proposal for ``edits``, or None when they contradict nothing."""
        found = contradictions(store, edits)
        facts = self._fact_contradictions(store, edits)
        if not found and not facts:
            return None
        detail: dict[str, Any] = {
            "pairs": [list(pair) for pair in found],
            "facts": [{"id": fact.id, "content": fact.content, "new": new}
                      for fact, new in facts]}
        if found:
            existing, new = found[0]
            single = len(edits) == 1 and edits[0].action == "add"
            proposal = [Edit("replace", new, existing)] if single else list(edits)
            reason = f"contradicts an existing {store.target} entry"
        else:
            fact, new = facts[0]
            existing, proposal = fact.content, list(edits)
            reason = f"contradicts fact #{fact.id} of the fact store"
        return self.queue().propose(store, proposal, kind="contradiction", reason=reason,
                                    detail={"existing": existing, "new": new, **detail})

    def _fact_contradictions(self, store: PromptStore,
                             edits: Sequence[Edit]) -> list[tuple[Fact, str]]:
        try:
            facts = self.facts() if self.facts is not None else None
            return fact_contradictions(facts, store, edits) if facts is not None else []
        except KeepmindError as exc:
            log.warning("facts not checked for contradictions: %s", exc)
            return []

    def _make_room(self, store: PromptStore, edits: Sequence[Edit], action: str | None,
                   full: MemoryFull) -> WriteResult:
        infos = self.meta().entries(store.target)
        entries = store.entries
        named = {e.old_text.strip() for e in edits if e.old_text.strip()}
        candidates = sorted(
            (e for e in entries if e in infos and infos[e].origin not in PROTECTED_ORIGINS
             and not any(n in e for n in named)),
            key=lambda e: (infos[e].updated_at, infos[e].created_at))
        victims: list[str] = []
        for entry in candidates:
            victims.append(entry)
            removals = [Edit("remove", old_text=v) for v in victims]
            try:
                apply_all(entries, [*removals, *edits], store.limit)
            except MemoryFull:
                continue
            ids = self.archive().put(store.target, victims, infos,
                                     reason=f"evicted to make room ({store.target} full)")
            try:
                return store.apply([*removals, *edits],
                                   action=f"{action or edits[0].action}+evict")
            except BaseException:
                self.archive().drop(ids)
                raise
        raise full
