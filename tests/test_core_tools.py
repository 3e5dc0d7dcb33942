"""The core tool list is defined once (``keepmind.core_tools``) and every face uses it:
the session (and so the reference agent), the MCP server and the provider guard."""

from __future__ import annotations

from pathlib import Path

import pytest

import keepmind
from keepmind.config import MemorySettings, Settings
from keepmind.core_tools import CORE_SPECS, CORE_TOOL_NAMES, core_specs
from keepmind.mcp import session_log
from keepmind.mcp.tools import ANNOTATIONS, core_schemas
from keepmind.mcp.tools import CORE_TOOL_NAMES as MCP_CORE_TOOL_NAMES

CORE = ["memory", "session_search", "skills_list", "skill_view", "skill_manage"]


def test_the_core_tools_are_memory_search_and_the_skills_tools_in_that_order() -> None:
    assert [spec.name for spec in CORE_SPECS] == CORE
    assert frozenset(CORE) == CORE_TOOL_NAMES
    assert [s.name for s in core_specs(memory_enabled=False)] == CORE[1:]


def test_a_session_offers_the_core_tools_first_in_both_shapes(mem: keepmind.Memory) -> None:
    session = mem.session()
    assert session.tool_names()[:len(CORE)] == CORE
    assert [t["name"] for t in session.tools("anthropic")][:len(CORE)] == CORE
    assert session.tools("openai")[:len(CORE)] == [spec.openai() for spec in CORE_SPECS]
    session.end("exit")


def test_a_session_without_memory_stores_offers_no_memory_tool(isolated_home: Path) -> None:
    settings = Settings(memory=MemorySettings(memory_enabled=False, user_profile_enabled=False))
    mem = keepmind.open(settings=settings)
    try:
        session = mem.session()
        assert session.tool_names()[:len(CORE) - 1] == CORE[1:]
        session.end("exit")
    finally:
        mem.close()


@pytest.mark.parametrize("memory_enabled", [True, False])
def test_the_mcp_server_serves_the_core_tools_then_session_log(memory_enabled: bool) -> None:
    names = [s["function"]["name"] for s in core_schemas(memory_enabled=memory_enabled)]
    expected = [s.name for s in core_specs(memory_enabled=memory_enabled)]
    assert names == [*expected, session_log.TOOL_NAME]


def test_every_mcp_core_tool_has_annotations_and_no_other_does() -> None:
    assert CORE_TOOL_NAMES | {session_log.TOOL_NAME} == MCP_CORE_TOOL_NAMES
    assert set(ANNOTATIONS) == MCP_CORE_TOOL_NAMES


def test_the_provider_manager_of_a_home_guards_the_core_tool_names(
        mem: keepmind.Memory) -> None:
    assert mem.providers.core_tool_names == CORE_TOOL_NAMES
