"""The MCP face of keepmind's tools: their schemas as MCP ``Tool`` objects with
annotations, and tool answers as MCP tool results.

The schemas are the library's own (the core list of ``keepmind.core_tools``,
``mcp.session_log`` and the provider's), never restated here, so the MCP server, the
session runtime and the reference agent describe every tool in the same words.

Invariants: every answer is returned both as JSON text (for clients that only show
text) and as ``structuredContent``; an answer with ``success: false`` is a tool error
(``isError``), which the model reads and can act on. Nothing here raises for a bad answer.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

import mcp_types as types

from keepmind import core_tools
from keepmind.mcp import session_log
from keepmind.memory import tool as memory_tool
from keepmind.recall import tool as search_tool
from keepmind.skills import tools as skill_tools

OUTPUT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "success": {"type": "boolean", "description": "false when the call was refused"},
        "error": {"type": "string", "description": "why, and how to fix the call"},
    },
    "required": ["success"],
}

ANNOTATIONS: dict[str, types.ToolAnnotations] = {
    memory_tool.TOOL_NAME: types.ToolAnnotations(
        title="Save to persistent memory", read_only_hint=False, destructive_hint=True,
        idempotent_hint=False, open_world_hint=False),
    search_tool.TOOL_NAME: types.ToolAnnotations(
        title="Search past conversations", read_only_hint=True, idempotent_hint=True,
        open_world_hint=False),
    skill_tools.LIST_TOOL: types.ToolAnnotations(
        title="List saved skills", read_only_hint=True, idempotent_hint=True,
        open_world_hint=False),
    skill_tools.VIEW_TOOL: types.ToolAnnotations(
        title="Read a skill", read_only_hint=True, idempotent_hint=True,
        open_world_hint=False),
    skill_tools.MANAGE_TOOL: types.ToolAnnotations(
        title="Create, patch or delete a skill", read_only_hint=False,
        destructive_hint=True, idempotent_hint=False, open_world_hint=False),
    session_log.TOOL_NAME: types.ToolAnnotations(
        title="Archive this conversation", read_only_hint=False, destructive_hint=False,
        idempotent_hint=True, open_world_hint=False),
}
"""Hints for the core tools. ``memory`` and ``skill_manage`` can replace or delete what
exists (destructive); ``session_log`` only appends and skips resends (idempotent)."""

PROVIDER_ANNOTATIONS = types.ToolAnnotations(open_world_hint=True)
"""A provider's tool talks to an external backend; whether it writes is not known, so
the MCP defaults (possibly destructive) stand."""

CORE_TOOL_NAMES = core_tools.CORE_TOOL_NAMES | {session_log.TOOL_NAME}
"""The library's core tools and ``session_log``: no provider tool may shadow these."""


def core_schemas(*, memory_enabled: bool) -> list[dict[str, Any]]:
    """The core tools (``keepmind.core_tools``) then ``session_log``, in the OpenAI
    function shape, in a stable order."""
    schemas = [spec.openai() for spec in core_tools.core_specs(memory_enabled=memory_enabled)]
    schemas.append(session_log.openai_schema())
    return schemas


def mcp_tools(core: Iterable[Mapping[str, Any]],
              provider: Iterable[Mapping[str, Any]] = ()) -> list[types.Tool]:
    """MCP tools for the core schemas and the provider's (a provider tool whose name is
    a core tool's is left out: core tools are never shadowed)."""
    tools = [_tool(schema, annotations=None) for schema in core]
    for schema in provider:
        tool = _tool(schema, annotations=PROVIDER_ANNOTATIONS)
        if tool.name and tool.name not in CORE_TOOL_NAMES:
            tools.append(tool)
    return tools


def _tool(schema: Mapping[str, Any], *, annotations: types.ToolAnnotations | None) -> types.Tool:
    function = schema.get("function", schema)
    name = str(function.get("name", ""))
    parameters = function.get("parameters") or {"type": "object", "properties": {}}
    return types.Tool(
        name=name,
        title=(annotations or ANNOTATIONS.get(name, PROVIDER_ANNOTATIONS)).title,
        description=str(function.get("description", "")),
        input_schema=dict(parameters),
        output_schema=OUTPUT_SCHEMA,
        annotations=annotations or ANNOTATIONS.get(name, PROVIDER_ANNOTATIONS),
    )


def tool_result(answer: Mapping[str, Any]) -> types.CallToolResult:
    """An MCP tool result for a tool's answer dict: ``isError`` when it says
    ``success: false``; the dict itself as structured content and as JSON text."""
    structured = dict(answer)
    structured.setdefault("success", True)
    text = json.dumps(structured, ensure_ascii=False, default=str)
    return types.CallToolResult(
        content=[types.TextContent(text=text)],
        structured_content=json.loads(text),
        is_error=structured["success"] is not True,
    )


def provider_answer(answer: Mapping[str, Any]) -> dict[str, Any]:
    """A provider tool's answer made structured: providers return text, which the session
    runtime wraps as ``{"success": true, "result": text}``; text holding a JSON object is
    that object (its own ``success: false`` then makes a tool error)."""
    result = answer.get("result")
    if isinstance(result, str) and result.lstrip().startswith("{"):
        try:
            decoded = json.loads(result)
        except ValueError:
            decoded = None
        if isinstance(decoded, dict):
            decoded.setdefault("success", answer.get("success", True))
            return decoded
    return dict(answer)


def tool_error(message: str) -> types.CallToolResult:
    """A tool error the model can read."""
    return tool_result({"success": False, "error": message})
