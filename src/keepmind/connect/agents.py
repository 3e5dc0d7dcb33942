"""What ``keepmind connect`` adds to each agent's config, and how ``disconnect`` takes
exactly that away again.

Per agent and scope (``Target``), a list of ``Part``: one file, a function that adds
keepmind's entries to its text and one that removes them. ``plan`` reads every file and
runs the edits, so nothing is written unless every file parsed (``changes.apply``).

- claude-code: the MCP server ``keepmind`` (``~/.claude.json`` for the user,
  ``.mcp.json`` in a project, under ``mcpServers``) and four hooks (``.claude/settings.json``
  under the user's home or the project, under ``hooks``) running ``python -P -S
  .../keepmind/cli/hook_main.py claude-code EVENT``, the start-up-light form of ``keepmind
  hook claude-code EVENT`` (``keepmind.cli.hook_main``); with an explicit executable,
  ``<executable> hook claude-code EVENT``.
- codex: ``[mcp_servers.keepmind]`` in ``config.toml`` (``$CODEX_HOME``, default
  ``~/.codex``, or the project's ``.codex/``) and a keepmind block in ``AGENTS.md``
  (beside that ``config.toml`` for the user; the project's root otherwise).
- cursor: the MCP server in ``.cursor/mcp.json`` (the user's or the project's) and, in a
  project, the rule file ``.cursor/rules/keepmind.mdc`` (Cursor keeps user rules in its
  settings, not in files).

Our hook entries are recognised by their command (either form above), the
MCP entry by its name, the Markdown block by its markers and the rule file by holding the
block. Connecting twice changes nothing; connecting again with another executable
replaces keepmind's entries and leaves everything else alone.
"""

from __future__ import annotations

import copy
import shlex
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path, PurePath
from typing import Any

from tomlkit.items import InlineTable, Table

from keepmind.connect import AGENTS
from keepmind.connect.changes import Change, read_text
from keepmind.connect.formats import (
    dump_json,
    dump_toml,
    has_block,
    load_json,
    load_toml,
    table,
    toml_entry,
    toml_table,
    with_block,
    without_block,
)
from keepmind.errors import ConnectError

SERVER_NAME = "keepmind"
HOOK_EVENTS: dict[str, int] = {"SessionStart": 30, "UserPromptSubmit": 30,
                               "PreCompact": 120, "SessionEnd": 120}
"""Claude Code events keepmind hooks, with the timeout (seconds) each may take."""

TOOLS_NOTE = """\
## Memory (keepmind)

You have a persistent memory through the `keepmind` MCP server.
- Its instructions (or the `keepmind_context` prompt) hold the memory snapshot: MEMORY is
  your own notes, USER what you know about the user. Read it before you start.
- Save what should outlive this conversation with the `memory` tool (action add, replace
  or remove; target `memory` or `user`): preferences, corrections, project conventions,
  decisions, facts that took effort to find. Keep entries short: the stores are bounded,
  and a full one refuses writes until you replace or remove an entry.
- Before asking the user to repeat something, search past sessions with
  `session_search`.
- `skills_list`, `skill_view` and `skill_manage` keep reusable procedures.
- Never save secrets: every write is scanned, and secrets or instruction-like text are
  refused.
"""

CURSOR_RULE_HEAD = """\
---
description: keepmind memory tools (persistent memory over MCP)
alwaysApply: true
---
"""

Edit = Callable[[Path, "str | None"], "str | None"]


@dataclass(frozen=True)
class Target:
    """Where to connect: ``agent``, ``scope`` ("user" or "project"), ``root`` (the user's
    home directory or the project directory), ``codex_home``, and the command that starts
    keepmind (the executable, then options such as ``--home`` put after each
    subcommand). ``hook_runner``, when set, is the command hooks run instead of
    ``<executable> hook`` (``hook_main_command``)."""

    agent: str
    scope: str
    root: Path
    executable: str
    home_args: tuple[str, ...] = ()
    codex_home: Path | None = None
    hook_runner: tuple[str, ...] = ()

    def mcp_args(self) -> list[str]:
        return ["mcp", *self.home_args]

    def hook_command(self, event: str) -> str:
        runner = list(self.hook_runner) or [self.executable, "hook"]
        return shlex.join([*runner, "claude-code", event, *self.home_args])


HOOK_MAIN = "hook_main.py"


def hook_main_command(python: str, package_dir: Path) -> tuple[str, ...]:
    """The hook runner that starts ``python`` without ``site`` on the package's
    ``cli/hook_main.py`` (see that module)."""
    return (python, "-P", "-S", str(package_dir / "cli" / HOOK_MAIN))


@dataclass(frozen=True)
class Part:
    """One file keepmind edits: what it holds for keepmind, and the two edits."""

    path: Path
    what: str
    add: Edit
    remove: Edit


# MCP entries in JSON ----------------------------------------------------------------------------
def _json_edit(change: Callable[[Path, dict[str, Any]], None]) -> Edit:
    """An edit of a JSON object file; a file left as ``{}`` is deleted."""
    def edit(path: Path, text: str | None) -> str | None:
        data = load_json(path, text)
        before = copy.deepcopy(data)
        change(path, data)
        if data == before:
            return text
        return dump_json(data, text) if data else None
    return edit


def _set_server(entry: dict[str, Any]) -> Edit:
    def change(path: Path, data: dict[str, Any]) -> None:
        table(data, "mcpServers", path)[SERVER_NAME] = entry
    return _json_edit(change)


def _drop_server(path: Path, data: dict[str, Any]) -> None:
    servers = data.get("mcpServers")
    if isinstance(servers, dict) and SERVER_NAME in servers:
        del servers[SERVER_NAME]
        if not servers:
            del data["mcpServers"]


# Claude Code hooks --------------------------------------------------------------------------
def is_our_hook(hook: object) -> bool:
    """Whether a hook entry runs ``keepmind hook claude-code ...`` or
    ``python ... keepmind/cli/hook_main.py claude-code ...``."""
    if not isinstance(hook, dict) or not isinstance(hook.get("command"), str):
        return False
    try:
        words = shlex.split(hook["command"])
    except ValueError:
        return False
    if (len(words) >= 3 and PurePath(words[0]).name.startswith("keepmind")
            and words[1:3] == ["hook", "claude-code"]):
        return True
    for index, word in enumerate(words[1:-1], start=1):
        path = PurePath(word)
        if path.name == HOOK_MAIN and path.parent.parts[-2:] == ("keepmind", "cli"):
            return words[index + 1] == "claude-code"
    return False


def _groups(path: Path, hooks: dict[str, Any], event: str) -> list[Any]:
    groups = hooks.get(event, [])
    if not isinstance(groups, list) or not all(
            isinstance(g, dict) and isinstance(g.get("hooks", []), list) for g in groups):
        raise ConnectError(f"{path}: hooks.{event} is not a list of hook groups; nothing "
                           "was written")
    return groups


def _without_ours(groups: list[Any]) -> list[Any]:
    kept = []
    for group in groups:
        hooks = group.get("hooks", [])
        mine = [h for h in hooks if is_our_hook(h)]
        if not mine:
            kept.append(group)
        elif len(mine) < len(hooks):
            kept.append({**group, "hooks": [h for h in hooks if not is_our_hook(h)]})
    return kept


def _hook_group(target: Target, event: str) -> dict[str, Any]:
    return {"hooks": [{"type": "command", "command": target.hook_command(event),
                       "timeout": HOOK_EVENTS[event]}]}


def _set_hooks(target: Target) -> Edit:
    def change(path: Path, data: dict[str, Any]) -> None:
        hooks = table(data, "hooks", path)
        for event in HOOK_EVENTS:
            groups = _groups(path, hooks, event)
            ours = _hook_group(target, event)
            others = _without_ours(groups)
            if len(others) == len(groups) - 1 and ours in groups:
                continue  # already there, exactly once: leave its place alone
            hooks[event] = [*others, ours]
    return _json_edit(change)


def _drop_hooks(path: Path, data: dict[str, Any]) -> None:
    hooks = data.get("hooks")
    if not isinstance(hooks, dict):
        return
    for event in list(hooks):
        groups = _groups(path, hooks, event)
        others = _without_ours(groups)
        if others != groups:
            if others:
                hooks[event] = others
            else:
                del hooks[event]
    if not hooks:
        del data["hooks"]


# Codex config.toml ------------------------------------------------------------------------------
CODEX_STARTUP_TIMEOUT = 30
"""Seconds Codex waits for ``keepmind mcp`` to start (its default, 10, is tight on a loaded
machine: docs/mcp.md)."""


def _toml_set_server(target: Target) -> Edit:
    values = {"command": target.executable, "args": target.mcp_args(),
              "startup_timeout_sec": CODEX_STARTUP_TIMEOUT}

    def edit(path: Path, text: str | None) -> str | None:
        doc = load_toml(path, text)
        servers = toml_table(doc, "mcp_servers", path)
        if servers.get(SERVER_NAME) == values:
            return text
        servers[SERVER_NAME] = toml_entry(servers, values)
        return dump_toml(doc)
    return edit


def _toml_drop_server(path: Path, text: str | None) -> str | None:
    doc = load_toml(path, text)
    servers = doc.get("mcp_servers")
    if not isinstance(servers, Table | InlineTable) or SERVER_NAME not in servers:
        return text
    del servers[SERVER_NAME]
    if not servers:
        del doc["mcp_servers"]
    return dump_toml(doc) or None


# Markdown notes -----------------------------------------------------------------------------------
def _add_note(path: Path, text: str | None) -> str | None:
    return with_block(text, TOOLS_NOTE)


def _drop_note(path: Path, text: str | None) -> str | None:
    return without_block(text) if has_block(text) else text


def _add_rule(path: Path, text: str | None) -> str | None:
    return CURSOR_RULE_HEAD + with_block(None, TOOLS_NOTE)


def _drop_rule(path: Path, text: str | None) -> str | None:
    return None if has_block(text) else text


# the agents ------------------------------------------------------------------------------------
def _claude_code(target: Target) -> list[Part]:
    entry = {"type": "stdio", "command": target.executable, "args": target.mcp_args(),
             "env": {}}
    mcp_file = target.root / (".claude.json" if target.scope == "user" else ".mcp.json")
    return [
        Part(mcp_file, f"MCP server {SERVER_NAME!r}", _set_server(entry),
             _json_edit(_drop_server)),
        Part(target.root / ".claude" / "settings.json",
             f"hooks {', '.join(HOOK_EVENTS)} (keepmind hook claude-code)",
             _set_hooks(target), _json_edit(_drop_hooks)),
    ]


def _codex(target: Target) -> list[Part]:
    if target.scope == "user":
        folder = target.codex_home or target.root / ".codex"
        notes = folder / "AGENTS.md"
    else:
        folder = target.root / ".codex"
        notes = target.root / "AGENTS.md"
    return [
        Part(folder / "config.toml", f"[mcp_servers.{SERVER_NAME}]",
             _toml_set_server(target), _toml_drop_server),
        Part(notes, "the keepmind tools note", _add_note, _drop_note),
    ]


def _cursor(target: Target) -> list[Part]:
    entry = {"command": target.executable, "args": target.mcp_args()}
    parts = [Part(target.root / ".cursor" / "mcp.json", f"MCP server {SERVER_NAME!r}",
                  _set_server(entry), _json_edit(_drop_server))]
    if target.scope == "project":
        parts.append(Part(target.root / ".cursor" / "rules" / "keepmind.mdc",
                          "the keepmind tools rule", _add_rule, _drop_rule))
    return parts


PARTS: dict[str, Callable[[Target], list[Part]]] = {
    "claude-code": _claude_code, "codex": _codex, "cursor": _cursor}


def parts(target: Target) -> list[Part]:
    """The files keepmind edits for ``target``. Raises ConnectError for an unknown agent."""
    if target.agent not in PARTS:
        raise ConnectError(f"unknown agent {target.agent!r}; expected one of "
                           f"{', '.join(AGENTS)}")
    return PARTS[target.agent](target)


def plan(target: Target, *, connect: bool) -> list[Change]:
    """Every file's change for connecting (or disconnecting) ``target``, computed from
    the files as they are. Reads only; raises ConnectError when a file cannot be read or
    parsed, or has an unexpected shape."""
    changes = []
    for part in parts(target):
        before = read_text(part.path)
        after = (part.add if connect else part.remove)(part.path, before)
        changes.append(Change(part.path, before, after,
                              (part.what,) if after != before else (),
                              0o600 if target.scope == "user" else 0o644))
    return changes
