"""The memory-provider interface (design §10).

A provider is one external memory backend. Subclass ``MemoryProvider`` and override what
your backend supports; every hook has a harmless default, so a recall-only provider
implements ``name``, ``is_available`` and ``prefetch``. Calls come from the
``MemoryManager``: ``prefetch`` on the caller's thread with a timeout, ``sync_turn`` and
``queue_prefetch`` on one background worker in strict order. A provider never needs to be
thread-safe against itself beyond that: the manager never runs two background calls at
once, and skips ``prefetch`` while an earlier one is still running.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

RecallMode = Literal["context", "tools", "hybrid"]
RECALL_MODES: tuple[RecallMode, ...] = ("context", "tools", "hybrid")


@dataclass(frozen=True)
class ConfigField:
    """One setting ``keepmind memory setup`` asks for. ``secret`` values go to the 0600
    secrets file, never into config.yaml."""

    key: str
    description: str
    default: str = ""
    secret: bool = False
    required: bool = False


class MemoryProvider:
    """Base class of memory providers; the defaults do nothing."""

    name: str = ""
    recall_mode: RecallMode = "context"
    builtin: bool = False
    """True only for keepmind's own providers that do not count as the one external."""

    def is_available(self) -> bool:
        """Whether the provider can run here (installed, configured). No network calls."""
        return True

    def config_schema(self) -> Sequence[ConfigField]:
        return ()

    def initialize(self, session_id: str, **context: Any) -> None:
        """Called once per session before any other hook."""

    def system_prompt_block(self) -> str:
        """Static text for the system prompt (built once per session)."""
        return ""

    def prefetch(self, query: str) -> str:
        """Recall for the current user message; fast. '' when nothing is relevant."""
        return ""

    def queue_prefetch(self, query: str) -> None:
        """Prepare recall for the next turn in the background."""

    def sync_turn(self, user: str, assistant: str) -> None:
        """Learn from a finished turn."""

    def tool_schemas(self) -> Sequence[Mapping[str, Any]]:
        """Extra tools, in the OpenAI function shape."""
        return ()

    def handle_tool_call(self, name: str, args: Mapping[str, Any]) -> str:
        raise NotImplementedError(f"{self.name} has no tool {name!r}")

    def on_session_end(self, messages: Sequence[Mapping[str, Any]]) -> None:
        """The session ended; ``messages`` is its conversation."""

    def on_session_switch(self, new_session_id: str, *, parent_session_id: str | None,
                          reason: str) -> None:
        """The conversation continues in another session (compression, /new)."""

    def on_pre_compress(self, messages: Sequence[Mapping[str, Any]]) -> str:
        """Last look at turns about to be compressed; may return text to keep."""
        return ""

    def on_memory_write(self, action: str, target: str, content: str) -> None:
        """A built-in memory write happened (mirror it if useful)."""

    def stats(self) -> Mapping[str, Any]:
        """Counts for ``keepmind memory status`` (e.g. facts stored). Local reads only."""
        return {}

    def shutdown(self) -> None:
        """Release resources; called once."""


def recall_block(mode: RecallMode, heading: str, context: str, tools: str) -> str:
    """A provider's system-prompt block: ``heading``, then what it says of the recall it
    attaches to messages (``context``, in context and hybrid mode) and of its tools
    (``tools``, in tools and hybrid mode)."""
    parts = [context] if mode in ("context", "hybrid") else []
    if mode in ("tools", "hybrid"):
        parts.append(tools)
    return f"## {heading}\n" + " ".join(parts)
