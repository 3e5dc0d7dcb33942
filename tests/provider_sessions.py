"""Sessions against a provider configured in a home, for the providers' end-to-end
tests: one chat of a few lines through the reference agent and a scripted model."""

from __future__ import annotations

from pathlib import Path

import keepmind
from keepmind.agent import Agent
from keepmind.testing import RecordedRequest, ScriptedLLMServer


def chat(home: Path, server: ScriptedLLMServer, *lines: str) -> list[RecordedRequest]:
    """One session of ``lines``, ended and closed; the chat requests it made."""
    before = len(server.chat_requests)
    with keepmind.open(home) as mem:
        session = mem.session()
        agent = Agent(session, server.client())
        for line in lines:
            agent.send(line)
        session.end("exit", agent.messages)
    return server.chat_requests[before:]
