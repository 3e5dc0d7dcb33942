"""Connecting agents (Claude Code, Codex, Cursor) to keepmind: their MCP server entry, their
hooks and a note on the tools, merged into their own config files and taken out again
(``keepmind connect`` / ``keepmind disconnect``). Knows files, not memory.

Modules: ``agents`` (what each agent gets, where, and ``plan``), ``changes`` (planned
file edits, backups, ``apply``), ``formats`` (JSON, TOML and Markdown-block editing).
This package imports nothing itself, so the CLI can name the agents without loading the
TOML library.
"""

AGENTS = ("claude-code", "codex", "cursor")

__all__ = ["AGENTS"]
