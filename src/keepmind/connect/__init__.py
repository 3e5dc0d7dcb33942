"""Connecting agents (Claude Code, Codex, Cursor) to keepmind: their MCP server entry, their
hooks and a note on the tools, merged into their own config files and taken out again
(``keepmind connect`` / ``keepmind disconnect``). Knows files, not memory."""

from keepmind.connect.agents import AGENTS, HOOK_EVENTS, SERVER_NAME, Target, plan
from keepmind.connect.changes import Applied, Change, apply, backup_path

__all__ = ["AGENTS", "HOOK_EVENTS", "SERVER_NAME", "Applied", "Change", "Target", "apply",
           "backup_path", "plan"]
