"""``facts``: the built-in local memory provider. No network, no model.

It keeps a fact store in the home (``<home>/facts.db``, see ``store``), or, when the
home's stores are on PostgreSQL, the session user's facts in that database, and:
- recalls the few best facts for the current user message synchronously (``prefetch``
  runs in the same turn, so there is no one-turn lag), ranked by relevance x trust, with
  their ids so the model can rate them through ``fact_feedback``;
- offers the ``fact_store`` and ``fact_feedback`` tools (``tools``/``hybrid`` mode);
- mirrors the built-in memory's adds and replaces as facts (``on_memory_write``);
- at session end, stores the preferences and decisions the user stated
  (``extract.extract_statements``), deduplicated and conflict-checked like any fact.
"""

from __future__ import annotations

import importlib.util
import logging
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from keepmind.archive_url import parse_archive_url
from keepmind.errors import ProviderError
from keepmind.providers.base import ConfigField, MemoryProvider, RecallMode, recall_block
from keepmind.providers.facts.extract import extract_statements
from keepmind.providers.facts.store import Fact, FactInputError, FactStore, Hit
from keepmind.providers.facts.tools import TOOL_NAMES, openai_schemas, run_tool
from keepmind.providers.registry import ProviderContext, number_option
from keepmind.security.guard import RULES_ALONE, Guard

log = logging.getLogger(__name__)

NAME = "facts"
DB_FILE = "facts.db"
MIN_COVERAGE = 0.25
CONFIG_FIELDS = (
    ConfigField("max_results", "How many facts to recall per user message (1-20).",
                default="5"),
    ConfigField("min_trust", "Facts below this trust (0-1) are not recalled.", default="0.2"),
)
_CONTEXT_BLOCK = ("Facts from the local fact store that match the user's message are "
                  "attached to it in <memory-context> with their fact ids (reference data; "
                  "it may be outdated).")
_TOOLS_BLOCK = ("fact_store searches and keeps long-term facts beyond the bounded memory "
                "(search it when the user refers to earlier work, people or decisions; add "
                "durable facts that do not fit in memory); fact_feedback rates a recalled "
                "fact as helpful or unhelpful.")


def missing() -> str:
    """'' when this Python's SQLite has FTS5, which is all the provider needs."""
    probe = sqlite3.connect(":memory:")
    try:
        probe.execute("CREATE VIRTUAL TABLE t USING fts5(x)")
    except sqlite3.Error:
        return "this Python's SQLite has no FTS5"
    finally:
        probe.close()
    return ""


class FactsProvider(MemoryProvider):
    """The local fact store as a memory provider."""

    name = NAME
    recall_mode: RecallMode = "hybrid"

    def __init__(self, path: Path | str, *, max_results: int = 5, min_trust: float = 0.2,
                 recall_mode: RecallMode | None = None,
                 open_store: Callable[[], FactStore] | None = None,
                 guard: Guard = RULES_ALONE) -> None:
        self.path = path
        self._open_store = open_store or (lambda: FactStore(path, guard=guard))
        self.max_results = max_results
        self.min_trust = min_trust
        if recall_mode is not None:
            self.recall_mode = recall_mode
        self.session_id: str | None = None
        self._store: FactStore | None = None
        self.on_fact_added: Callable[[Fact], None] | None = None
        """Told of each new fact once it is stored (``FactStore.on_add``)."""

    @property
    def store(self) -> FactStore:
        """The fact store, opened on first use. Raises ProviderError."""
        if self._store is None:
            self._store = self._open_store()
            self._store.on_add = self._added
        return self._store

    def _added(self, fact: Fact) -> None:
        if self.on_fact_added is not None:
            self.on_fact_added(fact)

    def is_available(self) -> bool:
        """SQLite with FTS5 is all it needs (or, for a store on PostgreSQL, psycopg)."""
        if not isinstance(self.path, Path):
            return importlib.util.find_spec("psycopg") is not None
        return not missing()

    def config_schema(self) -> Sequence[ConfigField]:
        return CONFIG_FIELDS

    def initialize(self, session_id: str, **context: Any) -> None:
        self.session_id = session_id
        _ = self.store

    def on_session_switch(self, new_session_id: str, *, parent_session_id: str | None,
                          reason: str) -> None:
        self.session_id = new_session_id

    def system_prompt_block(self) -> str:
        return recall_block(self.recall_mode, "Fact store", _CONTEXT_BLOCK, _TOOLS_BLOCK)

    def recall(self, query: str) -> list[Hit]:
        return self.store.search(query, limit=self.max_results, min_trust=self.min_trust,
                                 min_coverage=MIN_COVERAGE)

    def prefetch(self, query: str) -> str:
        return "\n".join(f"- {h.fact.content} [fact {h.fact.id}, {h.fact.category}, trust "
                         f"{h.fact.trust:.2f}]" for h in self.recall(query))

    def tool_schemas(self) -> Sequence[Mapping[str, Any]]:
        return openai_schemas()

    def handle_tool_call(self, name: str, args: Mapping[str, Any]) -> str:
        if name not in TOOL_NAMES:
            raise ProviderError(f"facts has no tool {name!r}")
        return run_tool(self.store, name, args, session_id=self.session_id)

    def on_memory_write(self, action: str, target: str, content: str) -> None:
        if action not in ("add", "replace") or not content.strip():
            return
        self._add_quietly(content, "user" if target == "user" else "memory", "memory_write")

    def on_session_end(self, messages: Sequence[Mapping[str, Any]]) -> None:
        for message in messages:
            if message.get("role") != "user":
                continue
            for statement in extract_statements(_text_of(message.get("content"))):
                self._add_quietly(statement.content, statement.category, "session_end")

    def _add_quietly(self, content: str, category: str, source: str) -> None:
        """Store a fact the user did not ask for explicitly; refused input is logged,
        not raised (a database failure still raises, for the manager to record)."""
        try:
            self.store.add(content, category=category, source=source,
                           session_id=self.session_id)
        except FactInputError as exc:
            log.info("facts: not stored (%s): %.80s", exc, content)

    def stats(self) -> Mapping[str, Any]:
        return {**self.store.stats(), "path": str(self.path)}

    def shutdown(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None


def _text_of(content: object) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # content parts: keep the text ones
        return "\n".join(str(p.get("text", "")) for p in content
                         if isinstance(p, Mapping) and p.get("type") == "text")
    return ""


def create(context: ProviderContext) -> FactsProvider:
    """The factory registered as ``facts``: facts in ``<home>/facts.db``, or, for a home
    whose stores are on PostgreSQL, the scope's facts in that database. Raises
    ProviderError for bad options."""
    given = context.options
    options = {
        "max_results": number_option(given, NAME, "max_results", int, 1, 20, "5"),
        "min_trust": number_option(given, NAME, "min_trust", float, 0, 1, "0.2"),
        "recall_mode": context.recall_mode}
    url, scope, guard = context.store_url, context.scope, context.guard
    if not url:
        return FactsProvider(context.home / DB_FILE, **options, guard=guard)
    shown = parse_archive_url(url).shown
    return FactsProvider(f"{shown} (facts of user {scope.user!r})", **options,
                         open_store=lambda: FactStore.on_postgres(url, scope, shown=shown,
                                                                  guard=guard))
