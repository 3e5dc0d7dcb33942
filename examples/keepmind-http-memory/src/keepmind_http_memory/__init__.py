"""An example third-party keepmind memory provider: a memory service reached over HTTP.

The service speaks a tiny JSON protocol (see README.md): ``POST /recall`` returns the
memories relevant to a query, ``POST /remember`` stores a finished turn. Requests carry
``Authorization: Bearer <api_key>``; the key is a secret setting, so ``keepmind memory
setup http_memory`` stores it in the home's secrets.yaml (0600), never in config.yaml.

Everything a provider needs from keepmind is imported from ``keepmind.providers``:
the ``MemoryProvider`` base class, ``ConfigField`` for the setup prompts, and the
``ProviderContext`` handed to the factory.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import httpx

from keepmind.providers import (
    ConfigField,
    MemoryProvider,
    ProviderContext,
    RecallMode,
    Register,
)

NAME = "http_memory"
TOOL = "http_memory_search"
CONFIG = (
    ConfigField("base_url", "URL of the memory service, e.g. https://memory.example.com/v1",
                required=True),
    ConfigField("api_key", "API key of the memory service", secret=True, required=True),
    ConfigField("timeout", "Seconds to wait for the service", default="5"),
    ConfigField("limit", "How many memories to recall per message", default="5"),
)


class HttpMemoryProvider(MemoryProvider):
    """Recall before each answer (``prefetch``), sync after it (``sync_turn``, run by
    keepmind on its background worker), and a search tool in tools/hybrid mode."""

    name = NAME
    recall_mode: RecallMode = "context"

    def __init__(self, base_url: str, api_key: str, *, timeout: float = 5.0, limit: int = 5,
                 transport: httpx.BaseTransport | None = None) -> None:
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key
        self.limit = limit
        self.session_id = ""
        self._client = httpx.Client(timeout=timeout, transport=transport,
                                    headers={"Authorization": f"Bearer {api_key}"})

    def is_available(self) -> bool:
        # Configured is all we can check without the network (keepmind's rule).
        return bool(self.base_url and self.api_key)

    def config_schema(self) -> Sequence[ConfigField]:
        return CONFIG

    def initialize(self, session_id: str, **context: Any) -> None:
        self.session_id = session_id

    def system_prompt_block(self) -> str:
        return ("Memories recalled from the team memory service are attached to user "
                "messages when relevant.")

    def _recall(self, query: str) -> list[str]:
        response = self._client.post(f"{self.base_url}/recall", json={
            "query": query, "limit": self.limit, "session_id": self.session_id})
        response.raise_for_status()  # keepmind records the failure for `memory status`
        memories = response.json().get("memories", [])
        return [str(m) for m in memories if str(m).strip()]

    def prefetch(self, query: str) -> str:
        return "\n".join(f"- {m}" for m in self._recall(query))

    def sync_turn(self, user: str, assistant: str) -> None:
        self._client.post(f"{self.base_url}/remember", json={
            "user": user, "assistant": assistant, "session_id": self.session_id,
        }).raise_for_status()

    def tool_schemas(self) -> Sequence[Mapping[str, Any]]:
        return [{"type": "function", "function": {
            "name": TOOL,
            "description": "Search the team memory service for earlier knowledge.",
            "parameters": {"type": "object", "properties": {"query": {"type": "string"}},
                           "required": ["query"]}}}]

    def handle_tool_call(self, name: str, args: Mapping[str, Any]) -> str:
        if name != TOOL:
            raise ValueError(f"unknown tool {name!r}")
        return "\n".join(self._recall(str(args.get("query", "")))) or "(nothing found)"

    def shutdown(self) -> None:
        self._client.close()


def create(context: ProviderContext) -> HttpMemoryProvider:
    """The factory keepmind calls with the options from config.yaml and secrets.yaml."""
    options = context.options
    provider = HttpMemoryProvider(options["base_url"], options["api_key"],
                                  timeout=float(options.get("timeout", "5")),
                                  limit=int(options.get("limit", "5")))
    if context.recall_mode:
        provider.recall_mode = context.recall_mode
    return provider


def register_providers(register: Register) -> None:
    """The plugin hook keepmind calls (entry point group ``keepmind.providers``)."""
    register(NAME, create, description="Recall from and sync to a memory service over HTTP "
             "(example plugin).", config_schema=CONFIG)
