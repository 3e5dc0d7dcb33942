"""One tool definition, two wire shapes. Pure; imports nothing from keepmind.

Every keepmind tool (memory, session_search, skills, provider tools) is a ``ToolSpec``:
the OpenAI chat-completions shape (``{"type": "function", "function": {...}}``) and the
Anthropic Messages shape (``{"name", "description", "input_schema"}``) are renderings of
the same name, description and JSON-Schema parameters, so the two can never drift apart.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ToolSpec:
    """A tool's name, description and JSON-Schema ``parameters``."""

    name: str
    description: str
    parameters: Mapping[str, Any]

    def openai(self) -> dict[str, Any]:
        """The tool in the OpenAI chat-completions ``tools`` shape."""
        return {"type": "function", "function": {
            "name": self.name, "description": self.description,
            "parameters": dict(self.parameters)}}

    def anthropic(self) -> dict[str, Any]:
        """The tool in the Anthropic Messages ``tools`` shape."""
        return {"name": self.name, "description": self.description,
                "input_schema": dict(self.parameters)}

    @classmethod
    def from_openai(cls, schema: Mapping[str, Any]) -> ToolSpec:
        """The spec of a tool given in the OpenAI shape (or a bare function object)."""
        function = schema.get("function", schema)
        return cls(str(function.get("name", "")), str(function.get("description", "")),
                   function.get("parameters") or {"type": "object", "properties": {}})
