"""``keepmind connect AGENT`` and ``keepmind disconnect AGENT``: write (or take out) an
agent's keepmind entries in its own config files (``keepmind.connect`` says which).

A composition root: it finds the user's home directory, ``$CODEX_HOME`` and the keepmind
executable the agent should start, and passes them to ``keepmind.connect``. Every file is
read and parsed before any is written; ``--dry-run`` prints the diffs and writes nothing.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

import keepmind
from keepmind.cli._common import HomeOption, JsonOption, ProfileOption, print_json
from keepmind.connect import AGENTS

if TYPE_CHECKING:
    from keepmind.connect.agents import Target
    from keepmind.connect.changes import Applied, Change

AgentArgument = Annotated[str, typer.Argument(
    help=f"The agent: {', '.join(AGENTS)}.", show_default=False)]
# A string, not a typer Path: an empty value (an unset shell variable in "--project $DIR")
# must be refused, and a Path cannot tell it from "." (the current directory).
ProjectOption = Annotated[str | None, typer.Option(
    "--project", help="Connect this project directory (its own config files) instead of "
                      "the user's.", show_default=False, metavar="DIR")]
UserOption = Annotated[bool, typer.Option(
    "--user", help="Connect for the user, in every project (the default).")]
DryRunOption = Annotated[bool, typer.Option(
    "--dry-run", help="Print what would change (a diff per file) and write nothing.")]
CommandOption = Annotated[str | None, typer.Option(
    "--command", help="The keepmind executable the agent runs (default: the one installed "
                      "beside this Python, else keepmind on PATH).", show_default=False)]

NOTES = {
    "claude-code": ("Start a new Claude Code session: keepmind's memory is added to its "
                    "context at session start, and the session is archived when it is "
                    "compacted or ends. `/mcp` lists the keepmind server."),
    "codex": ("Codex now starts `keepmind mcp` (see `codex mcp list`); AGENTS.md tells it "
              "about the tools. To archive Codex sessions as they happen, run "
              "`keepmind sessions import --from codex --watch`."),
    "cursor": ("Cursor now starts `keepmind mcp` (Settings > MCP lists it); enable the "
               "server there if Cursor asks."),
}
CURSOR_USER_NOTE = ("Cursor keeps user rules in its settings, not in files: for the note on "
                    "keepmind's tools in every project, connect each project with --project "
                    "DIR, or paste it from docs/cursor.md into Settings > Rules.")


def keepmind_executable() -> str:
    """The keepmind console script beside the running Python, else the one on PATH."""
    script = "keepmind.exe" if os.name == "nt" else "keepmind"
    beside = Path(sys.executable).parent / script
    if beside.is_file():
        return str(beside)
    return shutil.which("keepmind") or "keepmind"


def _project_root(project: str) -> Path:
    """The project directory ``--project`` names, made absolute; an empty value or a file
    is a usage error."""
    if not project.strip():
        raise typer.BadParameter("an empty path; give the project's directory (. for the "
                                 "current one)", param_hint="--project")
    root = Path(project).expanduser().absolute()
    if root.exists() and not root.is_dir():
        raise typer.BadParameter(f"{root} is a file, not a directory", param_hint="--project")
    return root


def _target(agent: str, project: str | None, user: bool, command: str | None,
            home: Path | None, profile: str | None) -> Target:
    from keepmind.connect.agents import Target, hook_main_command

    if agent not in AGENTS:
        raise typer.BadParameter(f"expected one of {', '.join(AGENTS)}", param_hint="AGENT")
    if project is not None and user:
        raise typer.BadParameter("give --project DIR or --user, not both",
                                 param_hint="--project")
    home_args: list[str] = []
    if home is not None:
        home_args += ["--home", str(home.expanduser().absolute())]
    if profile is not None:
        home_args += ["--profile", profile]
    codex_home = os.environ.get("CODEX_HOME")
    if project is not None:
        root, scope = _project_root(project), "project"
    else:
        root, scope = Path.home(), "user"
    # Hooks run on every prompt: unless told which executable to use, they start Python
    # without site (keepmind.cli.hook_main), a fraction of the console script's start-up.
    runner = () if command else hook_main_command(sys.executable,
                                                  Path(keepmind.__file__).parent)
    return Target(agent, scope, root, command or keepmind_executable(), tuple(home_args),
                  Path(codex_home).expanduser() if codex_home else None, runner)


def _report(target: Target, changes: list[Change], applied: list[Applied] | None,
            connect: bool, as_json: bool) -> None:
    notes = [NOTES[target.agent]] if connect else []
    if connect and target.agent == "cursor" and target.scope == "user":
        notes.append(CURSOR_USER_NOTE)
    actions = [a.action for a in applied] if applied is not None else [
        "would " + ("create" if c.before is None else "delete" if c.after is None
                    else "update") if c.changed else "unchanged" for c in changes]
    backups = [a.backup for a in applied] if applied is not None else [None] * len(changes)
    if as_json:
        files: list[dict[str, Any]] = [
            {"path": str(c.path), "action": action, "what": list(c.what),
             "backup": str(backup) if backup else None, "diff": c.diff()}
            for c, action, backup in zip(changes, actions, backups, strict=True)]
        print_json({"agent": target.agent, "scope": target.scope,
                    "connect": connect, "dry_run": applied is None, "files": files,
                    "notes": notes})
        return
    for change, action, backup in zip(changes, actions, backups, strict=True):
        what = f": {'; '.join(change.what)}" if change.what else ""
        typer.echo(f"{action} {change.path}{what}")
        if backup:
            typer.echo(f"  backup of the previous file: {backup}")
        if applied is None and change.changed:
            typer.echo(change.diff(), nl=False)
    if applied is not None and not any(c.changed for c in changes):
        typer.echo(f"nothing to do: {target.agent} is "
                   f"{'already' if connect else 'not'} connected ({target.scope})")
    for note in notes:
        typer.echo(note)


def _run(connect: bool, agent: str, project: str | None, user: bool, dry_run: bool,
         command: str | None, home: Path | None, profile: str | None,
         as_json: bool) -> None:
    from keepmind.connect.agents import plan  # tomlkit loads only when connecting
    from keepmind.connect.changes import apply

    target = _target(agent, project, user, command, home, profile)
    changes = plan(target, connect=connect)
    _report(target, changes, None if dry_run else apply(changes), connect, as_json)


def connect(
    agent: AgentArgument,
    project: ProjectOption = None,
    user: UserOption = False,
    dry_run: DryRunOption = False,
    command: CommandOption = None,
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Connect an agent to keepmind: its MCP server entry for `keepmind mcp`, merged into
    the agent's config (a backup of each changed file beside it, as NAME.keepmind.bak);
    for claude-code also the hooks (memory at session start, provider recall per prompt,
    the transcript archived at compaction and session end); for codex and cursor a note
    on the tools (AGENTS.md, .cursor/rules). Running it again changes nothing; a config
    that does not parse is reported and nothing is written. --home/--profile given here
    are written into the commands. See docs/claude-code.md, docs/codex.md, docs/cursor.md.
    """
    _run(True, agent, project, user, dry_run, command, home, profile, as_json)


def disconnect(
    agent: AgentArgument,
    project: ProjectOption = None,
    user: UserOption = False,
    dry_run: DryRunOption = False,
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Take out exactly what `keepmind connect` added for an agent (the keepmind MCP
    entry, keepmind's hooks, the keepmind note), leaving everything else as it is; a file
    left empty is deleted. A backup of each changed file is kept beside it."""
    _run(False, agent, project, user, dry_run, None, home, profile, as_json)


def register(app: typer.Typer) -> None:
    app.command(name="connect")(connect)
    app.command(name="disconnect")(disconnect)
