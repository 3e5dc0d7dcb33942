"""Gathering a session's system prompt from its sources (design §8): the one place that
reads them, so that ``Session`` and ``keepmind prompt`` cannot build different prompts.

Reads the home's SOUL.md, the enabled memory stores, the skill library and the project's
context files (``keepmind.context``), asks the provider manager for its block, and hands
the texts to ``prompt.plan``, which scans each one and reports what it blocked. The
result depends only on the files, the settings, the provider, the arguments and the day.
"""

from __future__ import annotations

from collections.abc import Collection
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from keepmind import context
from keepmind.prompt.assembly import date_line, guidance_for
from keepmind.prompt.context_files import file_findings, render_context_files
from keepmind.prompt.plan import (
    Blocked,
    PromptPart,
    PromptPlan,
    caller_part,
    identity_part,
    own_part,
    provider_part,
    scanned_part,
)
from keepmind.prompt.snapshot import entry_findings, render_snapshot
from keepmind.skills.skill import description_findings

if TYPE_CHECKING:
    from keepmind.archive import SessionArchive
    from keepmind.config import Settings
    from keepmind.home import Home
    from keepmind.memory import PromptStore
    from keepmind.providers import MemoryManager
    from keepmind.security.guard import Guard
    from keepmind.skills import SkillLibrary


class SessionMemory(Protocol):
    """What a session uses of ``keepmind.Memory``, which builds sessions: named here so
    the runtime sits below the façade instead of importing it."""

    @property
    def home(self) -> Home: ...
    @property
    def settings(self) -> Settings: ...
    @property
    def archive(self) -> SessionArchive: ...
    @property
    def skills(self) -> SkillLibrary: ...
    @property
    def providers(self) -> MemoryManager: ...
    @property
    def guard(self) -> Guard: ...

    def enabled_stores(self) -> dict[str, PromptStore]: ...
    def prompt_stores(self) -> dict[str, PromptStore]: ...
    def memory_tool(self, args: dict[str, Any]) -> dict[str, Any]: ...
    def new_turn(self) -> None: ...
    def render_snapshot(self) -> str: ...
    def mark_prompt_use(self) -> None: ...
    def schedule_review(self, session_id: str, *, ended: bool) -> None: ...
    def skill_tool(self, name: str, args: dict[str, Any]) -> dict[str, Any]: ...


def gather_prompt(
    memory: SessionMemory,
    manager: MemoryManager,
    *,
    tool_names: Collection[str],
    cwd: Path | None,
    system_message: str,
    today: date,
    platform: str,
    first_recall: str = "",
) -> PromptPlan:
    """The plan of the system prompt a session with these arguments starts with;
    ``first_recall`` is the first turn's fenced recall (``memory.first_turn_in_prompt``),
    already scanned per provider.

    ``manager`` must be initialised (its block may depend on the session). Raises
    OSError only for a SOUL.md that exists and cannot be read.
    """
    soul_path = memory.home.soul_file
    guard = memory.guard
    skills_index = memory.skills.index()
    files = context.discover(cwd) if cwd is not None else []
    stores = memory.enabled_stores()
    shared = memory.prompt_stores().get("org")
    parts = [
        identity_part(_read_optional(soul_path), str(soul_path), guard),
        own_part("guidance", guidance_for(tool_names,
                                          skills_index_present=bool(skills_index))),
        provider_part(manager.system_prompt_block(),
                      "memory providers " + (", ".join(memory.settings.memory.provider_names())
                                             or "(none)"), guard),
        caller_part(system_message),
    ]
    for target in ("memory", "user"):
        # the organisation's store is its own block, in the memory part before MEMORY
        shown = [("org", shared)] if target == "memory" and shared is not None else []
        store = stores.get(target)
        if store is not None:
            shown.append((target, store))
        if not shown:
            parts.append(PromptPart(target, f"{target} store disabled in config.yaml", "",
                                    False))
            continue
        views = [s.view() for _, s in shown]
        blocked = [Blocked(f"{view.target} entry {n}", ids) for view in views
                   for n, entry in enumerate(view.entries, start=1)
                   if (ids := entry_findings(entry, guard, view.accepted.get(entry, ())))]
        parts.append(scanned_part(target, ", ".join(s.location for _, s in shown),
                                  render_snapshot(views, guard), blocked))
    parts.append(scanned_part("skills", str(memory.home.skills_dir), skills_index,
                              _skills_blocked(memory)))
    context_blocked = [Blocked(f.name, ids) for f in files
                       if (ids := file_findings(f, guard))]
    source = ", ".join(f.name for f in files) if files else "no context files"
    parts.append(scanned_part("context_files", f"{cwd} ({source})" if cwd else source,
                              render_context_files(files, memory.settings.context.max_file_chars,
                                                   guard),
                              context_blocked))
    parts.append(own_part("date", date_line(today, platform)))
    parts.append(scanned_part("first_recall", "memory providers, the first turn's recall",
                              first_recall))
    return PromptPlan(tuple(parts))


def _skills_blocked(memory: SessionMemory) -> list[Blocked]:
    blocked = [Blocked(f"skill {s.name}", ids) for s in memory.skills.list()
               if (ids := description_findings(s.description, memory.guard))]
    in_use = {s.category for s in memory.skills.list()}
    blocked += [Blocked(f"category {name}", ids)
                for name, description in sorted(memory.skills.categories().items())
                if name in in_use and (ids := description_findings(description, memory.guard))]
    return blocked


def _read_optional(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (FileNotFoundError, IsADirectoryError):
        return None
