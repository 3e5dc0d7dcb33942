"""``Link``: what the server keeps for one client connection.

A connection is one session of the runtime (``keepmind.session.Session``, platform
``mcp``): its own archive session (source ``mcp``, titled with the client's name), its
instructions frozen when it connected, and the tool dispatch of the session runtime, to
which ``session_log`` is added. ``session_search`` from a connection skips that
connection's own session, as it does inside any session.

Turns: an MCP server never sees the client's turns, yet the memory tool stops a model
that keeps failing within one turn (three failed writes). A link starts a new turn when
the client logs messages (``session_log``) and when no memory call came for
``TURN_GAP_SECONDS``: a model retrying a refused write does so within seconds, a new
user turn rarely comes that fast.

Every method is synchronous (storage is); the server calls them from worker threads.
``close`` is idempotent.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Collection, Mapping
from typing import Any

from keepmind.api import Memory
from keepmind.mcp import snapshot
from keepmind.mcp.session_log import TOOL_NAME as SESSION_LOG_TOOL
from keepmind.mcp.session_log import SessionLog
from keepmind.mcp.tools import CORE_TOOL_NAMES, provider_answer
from keepmind.memory.tool import TOOL_NAME as MEMORY_TOOL
from keepmind.providers import MemoryManager
from keepmind.recall.summarizer import Summarizer

TURN_GAP_SECONDS = 30.0
PLATFORM = "mcp"


class Link:
    """One client connection: archive session, frozen instructions, tool dispatch.

    Raises ArchiveError when the session cannot be created.
    """

    def __init__(self, memory: Memory, *, client: str, tool_names: Collection[str],
                 manager: MemoryManager | None = None, summarizer: Summarizer | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.client = client
        self.memory = memory
        self.session = memory.session(platform=PLATFORM, manager=manager,
                                      summarizer=summarizer, title=client)
        self.instructions = snapshot.instructions(
            memory, tool_names, self.session.manager.system_prompt_block())
        self.log = SessionLog(memory.archive, self.session.id,
                              on_turn=self.session.manager.sync_all, label=client)
        self._clock = clock
        self._last_memory_call: float | None = None
        self._closed = False
        self._lock = threading.Lock()

    @property
    def session_id(self) -> str:
        return self.session.id

    @property
    def closed(self) -> bool:
        return self._closed

    def call(self, name: str, args: Mapping[str, Any]) -> dict[str, Any]:
        """Run one tool call of this connection; returns the tool's answer dict. Library
        refusals are answers (``success: false``); raises only for storage failures the
        tools do not translate themselves."""
        if name == SESSION_LOG_TOOL:
            self.memory.new_turn()
            return self.log(args)
        if name == MEMORY_TOOL:
            self._turn_boundary()
        answer = self.session.call_tool(name, args)
        return answer if name in CORE_TOOL_NAMES else provider_answer(answer)

    def _turn_boundary(self) -> None:
        now = self._clock()
        with self._lock:
            if self._last_memory_call is None or now - self._last_memory_call > TURN_GAP_SECONDS:
                self.memory.new_turn()
            self._last_memory_call = now

    def close(self, reason: str = "exit") -> None:
        """End the connection's archive session (once). Raises ArchiveError."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
        self.session.end(reason)


def client_label(client_info: Mapping[str, Any] | None) -> str:
    """A readable name for the client from its ``clientInfo`` (``name``, ``version``,
    ``title``), e.g. ``claude-code 1.0.3``; ``unknown client`` when it sent none."""
    if not isinstance(client_info, Mapping):
        return "unknown client"
    name = str(client_info.get("title") or client_info.get("name") or "").strip()
    version = str(client_info.get("version") or "").strip()
    label = " ".join(part for part in (name, version) if part)
    return " ".join(label.split())[:120] or "unknown client"
