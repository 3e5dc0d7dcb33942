"""The active memory provider through the MCP server (in process, official client): its
tools are offered and dispatched, its block is in the instructions, and it learns from
memory writes, logged turns and the end of the connection."""

from __future__ import annotations

from pathlib import Path

from mcp import Client

from keepmind.config import Settings
from keepmind.home import Home
from keepmind.mcp import build_server
from keepmind.providers import MemoryManager
from keepmind.testing import FakeProvider
from mcp_harness import READ_TIMEOUT, answer, run


def test_the_providers_tools_block_and_hooks_are_served_over_mcp(tmp_path: Path) -> None:
    provider = FakeProvider("notes", recall="The user once mentioned tea.", mode="tools",
                            block="## Notes provider\nAsk notes_recall for older facts.")
    manager = MemoryManager([provider])
    server = build_server(Settings(), Home(tmp_path / "home"), manager=manager)

    async def body() -> None:
        async with Client(server, mode="legacy", read_timeout_seconds=READ_TIMEOUT) as client:
            tools = {t.name: t for t in (await client.list_tools()).tools}
            recalled = answer(await client.call_tool("notes_recall", {"query": "drinks"}))
            await client.call_tool("memory", {"action": "add", "target": "user",
                                              "content": "User drinks green tea"})
            await client.call_tool("session_log", {"messages": [
                {"role": "user", "content": "What do I like to drink?"},
                {"role": "assistant", "content": "Green tea."}]})
            instructions = client.instructions or ""
        notes = tools["notes_recall"]
        assert notes.annotations is not None and notes.annotations.open_world_hint is True
        assert recalled == {"success": True,
                            "result": "The user once mentioned tea. (for 'drinks')"}
        assert "## Notes provider" in instructions

    try:
        run(body)
        assert manager.flush_pending(10)
        hooks = [hook for hook, _ in provider.calls]
        assert hooks[0] == "initialize"
        assert ("on_memory_write", ("add", "user", "User drinks green tea")) in provider.calls
        assert ("sync_turn", ("What do I like to drink?", "Green tea.")) in provider.calls
        assert "on_session_end" in hooks
    finally:
        manager.shutdown()
