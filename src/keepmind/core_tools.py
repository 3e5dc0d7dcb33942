"""The core tools, listed once: ``memory``, ``session_search`` and the skills tools.

Every face of keepmind builds its tool list from here: the session runtime (and so the
reference agent, which uses the session's tools), the library façade and the CLI (the
names no provider tool may shadow), and the MCP server (which adds its own
``session_log``). Each tool's schema lives with its implementation (``memory.tool``,
``recall.tool``, ``skills.tools``); this module only fixes which tools are core and in
what order. Invariant: ``CORE_TOOL_NAMES`` is exactly the names of ``core_specs(...)``
with memory enabled.
"""

from __future__ import annotations

from keepmind.memory.tool import SPEC as MEMORY_SPEC
from keepmind.recall.tool import SPEC as SEARCH_SPEC
from keepmind.skills.tools import SPECS as SKILL_SPECS
from keepmind.toolspec import ToolSpec

CORE_SPECS: tuple[ToolSpec, ...] = (MEMORY_SPEC, SEARCH_SPEC, *SKILL_SPECS)
CORE_TOOL_NAMES = frozenset(spec.name for spec in CORE_SPECS)


def core_specs(*, memory_enabled: bool) -> list[ToolSpec]:
    """The core tools in their stable order; ``memory`` only when a store is enabled."""
    return [spec for spec in CORE_SPECS if memory_enabled or spec is not MEMORY_SPEC]
