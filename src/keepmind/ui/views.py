"""What each page shows, as plain values the templates lay out: built from the library's
own objects (the prompt plan, the stores, the journal, search hits), never from HTML.

Invariants: nothing here marks text as safe; every string a view carries is escaped by
the templates (autoescape), entries and messages included. A search hit's highlighting
is a list of (text, is_hit) pieces, so the marks are added by the template around
escaped text, never spliced into it.

An entry is an ``EntryView`` built in one place (``_panel``), with what the entry metadata
(``keepmind.memory.meta``) knows of it: created, updated, last in a prompt, write origin,
source session. The metadata is brought in step with the stores when the page is built (an
entry edited into the file by hand is then ``hand``, first seen now), on files and in a
database alike; when it cannot be read the entries are shown without it and the page says
why, never fails.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from keepmind.errors import KeepmindError
from keepmind.memory import JournalRecord
from keepmind.memory.base import JournalView, PromptStore
from keepmind.memory.entries import TITLES, Usage, parse
from keepmind.memory.meta import EntryInfo, MetaView
from keepmind.prompt.plan import PromptPart, PromptPlan, approx_tokens
from keepmind.prompt.snapshot import entry_findings

if TYPE_CHECKING:
    from keepmind.archive import SessionArchive
    from keepmind.config import Settings
    from keepmind.memory.evicted import MemoryArchive
    from keepmind.memory.pending import PendingQueue
    from keepmind.security.guard import Guard
    from keepmind.skills import SkillLibrary

STORES = ("memory", "user")
ORIGIN_LABELS = {
    "tool": "the agent's memory tool", "cli": "the keepmind memory command",
    "ui": "this inspector", "review": "the background review", "import": "an import",
    "hand": "a hand edit of the file", "api": "a library call",
    "unknown": "not recorded (the writing process stopped first)",
}
"""How each write origin of ``keepmind.memory.meta.ORIGINS`` reads on a page."""


def origin_label(origin: str | None) -> str:
    return ORIGIN_LABELS.get(origin or "unknown", origin or "unknown")


class InspectedMemory(Protocol):
    """What the inspector uses of ``keepmind.Memory``: named here so the inspector sits
    below the façade (a composition root) instead of importing it."""

    @property
    def settings(self) -> Settings: ...
    @property
    def guard(self) -> Guard: ...
    @property
    def journal(self) -> JournalView: ...
    @property
    def skills(self) -> SkillLibrary: ...
    @property
    def archive(self) -> SessionArchive: ...
    @property
    def pending(self) -> PendingQueue: ...
    @property
    def memory_archive(self) -> MemoryArchive: ...
    @property
    def in_database(self) -> bool: ...

    def meta(self) -> MetaView: ...
    def archive_exists(self) -> bool: ...
    def enabled_stores(self) -> dict[str, PromptStore]: ...
    def store(self, target: str) -> PromptStore: ...


@dataclass(frozen=True)
class PartRow:
    """One part of the system prompt: its size, its budget when it has one, its scan."""

    part: PromptPart
    budget: str

    @property
    def chars(self) -> int:
        return len(self.part.text)

    @property
    def tokens(self) -> int:
        return approx_tokens(self.part.text)


def prompt_rows(plan: PromptPlan, memory: InspectedMemory) -> list[PartRow]:
    """The plan's parts that have text, in prompt order, each with its budget: the
    store's limit for MEMORY and USER, the per-file cap for context files."""
    stores = memory.enabled_stores()
    rows = []
    for part in plan.parts:
        if not part.text.strip():
            continue
        store = stores.get(part.name)
        if store is not None:
            budget = _usage_label(store.usage)
        elif part.name == "context_files":
            budget = f"≤ {memory.settings.context.max_file_chars:,} chars per file"
        else:
            budget = ""
        rows.append(PartRow(part, budget))
    return rows


def _usage_label(usage: Usage) -> str:
    return f"{usage} chars of entries ({usage.percent}%)"


@dataclass(frozen=True)
class EntryView:
    """One stored entry, what the threat scan finds in it now (a blocked entry is in the
    file but reaches the prompt only as its placeholder), the findings a person accepted
    for its exact text (they no longer block it), and its metadata (None when there is
    none to read)."""

    number: int
    text: str
    finding_ids: tuple[str, ...]
    info: EntryInfo | None = None
    accepted_ids: tuple[str, ...] = ()

    @property
    def blocked(self) -> bool:
        return bool(self.finding_ids)


@dataclass(frozen=True)
class StorePanel:
    """One prompt-memory store as the memory page shows it."""

    target: str
    title: str
    enabled: bool
    path: str
    usage: Usage
    entries: list[EntryView]
    undoable: bool


@dataclass(frozen=True)
class Metadata:
    """The entry metadata of every store, by target and text, or why there is none."""

    infos: dict[str, dict[str, EntryInfo]]
    missing: str = ""


def entry_metadata(memory: InspectedMemory) -> Metadata:
    """The metadata brought in step with the files now; never raises."""
    try:
        meta = memory.meta()
        return Metadata({target: meta.entries(target) for target in STORES})
    except KeepmindError as exc:
        return Metadata({}, f"The entry metadata could not be read: {exc}")


def store_panels(memory: InspectedMemory, metadata: Metadata | None = None) -> list[StorePanel]:
    enabled = memory.enabled_stores()
    infos = (metadata or Metadata({})).infos
    return [_panel(memory.store(target), target in enabled,
                   memory.journal.last_undoable(target) is not None, infos.get(target, {}))
            for target in STORES]


def _panel(store: PromptStore, enabled: bool, undoable: bool,
           infos: dict[str, EntryInfo]) -> StorePanel:
    view = store.view()
    entries = list(view.entries)
    views = []
    for n, text in enumerate(entries, 1):
        found = entry_findings(text, store.guard)
        accepted = view.accepted.get(text, frozenset())
        views.append(EntryView(n, text, tuple(i for i in found if i not in accepted),
                               infos.get(text), tuple(i for i in found if i in accepted)))
    return StorePanel(store.target, TITLES[store.target], enabled, store.location,
                      Usage.of(entries, store.limit), views, undoable)


@dataclass(frozen=True)
class UsagePoint:
    """A store's size right after one committed write."""

    ts: str
    target: str
    chars: int
    entries: int
    action: str


def usage_points(records: Iterable[JournalRecord], limits: dict[str, int]) -> list[UsagePoint]:
    """The size of each store after each journaled write that carries its file text
    (lines of the older journal format carry none and are left out)."""
    points = []
    for record in records:
        if record.text is None or record.target not in limits:
            continue
        usage = Usage.of(parse(record.text), limits[record.target])
        points.append(UsagePoint(record.ts, record.target, usage.chars, usage.entries,
                                 record.action))
    return points


def highlight(text: str, query: str) -> list[tuple[str, bool]]:
    """``text`` cut into pieces, each marked whether it is one of the query's words
    (case-insensitive), for the template to wrap in <mark>."""
    words = sorted({w for w in re.findall(r"\w+", query.casefold()) if w}, key=len,
                   reverse=True)
    if not words:
        return [(text, False)] if text else []
    pattern = re.compile("|".join(re.escape(w) for w in words), re.IGNORECASE)
    pieces: list[tuple[str, bool]] = []
    at = 0
    for match in pattern.finditer(text):
        if match.start() > at:
            pieces.append((text[at:match.start()], False))
        pieces.append((match.group(), True))
        at = match.end()
    if at < len(text):
        pieces.append((text[at:], False))
    return pieces

