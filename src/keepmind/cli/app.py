"""The ``keepmind`` command tree: the root app, ``init``, ``status`` and the noun groups.

``main()`` runs it (``keepmind.cli.main`` calls it for every command but the fast ones).
Library errors (KeepmindError), and foreign errors that escaped their edge, become one
line on stderr and exit code 1; bad usage is click's message and exit code 2. Never a
traceback.
"""

from __future__ import annotations

import functools
import os
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from keepmind import __version__
from keepmind._fs import atomic_write_text
from keepmind.cli import chat as chat_cli
from keepmind.cli import connect as connect_cli
from keepmind.cli import mcp as mcp_cli
from keepmind.cli import memory as memory_cli
from keepmind.cli import migrate as migrate_cli
from keepmind.cli import prompt as prompt_cli
from keepmind.cli import review as review_cli
from keepmind.cli import scan as scan_cli
from keepmind.cli import sessions as sessions_cli
from keepmind.cli import skills as skills_cli
from keepmind.cli import ui as ui_cli
from keepmind.cli._common import (
    AGENT_ENV,
    ORG_ENV,
    USER_ENV,
    HomeOption,
    JsonOption,
    ProfileOption,
    home_of,
    open_home,
    print_json,
)
from keepmind.cli._errors import DEBUG_ENV, describe
from keepmind.cli._migrate import copy_home
from keepmind.config import CONFIG_TEMPLATE
from keepmind.errors import ConfigError
from keepmind.home import private_umask

if TYPE_CHECKING:
    from keepmind.api import Memory

app = typer.Typer(
    name="keepmind",
    help="A layered memory for AI agents: prompt memory, session archive, skills.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
)
app.add_typer(memory_cli.app, name="memory")
app.add_typer(sessions_cli.app, name="sessions")
app.command(name="chat")(chat_cli.chat)
app.command(name="prompt")(prompt_cli.prompt)
app.command(name="migrate")(migrate_cli.migrate)
app.command(name="review")(review_cli.review)
app.command(name="scan")(scan_cli.scan_command)
app.add_typer(skills_cli.app, name="skills")
app.add_typer(mcp_cli.app, name="mcp")
app.command(name="ui")(ui_cli.ui)
connect_cli.register(app)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"keepmind {__version__}")
        raise typer.Exit()


@app.callback()
def root(
    ctx: typer.Context,
    home: HomeOption = None,
    profile: ProfileOption = None,
    user: Annotated[str | None, typer.Option(
        "--user", help=f"The user whose archive this is (default: ${USER_ENV}, else "
        "the home's single user).", show_default=False)] = None,
    agent: Annotated[str | None, typer.Option(
        "--agent", help=f"The agent acting for the user, recorded on each session "
        f"(default: ${AGENT_ENV}).", show_default=False)] = None,
    org: Annotated[str | None, typer.Option(
        "--org", help=f"The organisation the user belongs to (default: ${ORG_ENV}).",
        show_default=False)] = None,
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True,
                           help="Print the version and exit.")
    ] = False,
) -> None:
    """keepmind keeps an agent's memory in one home directory
    ($KEEPMIND_HOME, default ~/.keepmind)."""
    ctx.obj = {"home": home, "profile": profile, "user": user, "agent": agent, "org": org}


@app.command()
def init(
    ctx: typer.Context,
    home: HomeOption = None,
    profile: ProfileOption = None,
    force: Annotated[bool, typer.Option("--force", help="Overwrite an existing config.yaml.")]
    = False,
    source: Annotated[
        Path | None,
        typer.Option("--from", help="Copy an existing home (e.g. one left by an earlier "
                     "version) into the new one; the source is left untouched.",
                     show_default=False),
    ] = None,
) -> None:
    """Create the home directory and a commented config.yaml with the defaults; with --from,
    first copy an existing home into it (one left by an earlier version, say)."""
    if source is not None:
        target = home_of(ctx, home, profile, notice=False)
        copied = copy_home(source, target.root)
        typer.echo(f"copied {copied} files from {source.expanduser().absolute()} "
                   f"to {target.root}")
    resolved = home_of(ctx, home, profile, notice=source is None).ensure()
    resolved.skills_dir.mkdir(exist_ok=True, mode=0o700)
    config = resolved.config_file
    if config.exists() and not force:
        typer.echo(f"{config} already exists (use --force to overwrite)")
        return
    atomic_write_text(config, CONFIG_TEMPLATE, mode=0o600)
    typer.echo(f"initialised {resolved.root}\nwrote {config}")


@app.command()
def status(
    ctx: typer.Context,
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Show where the home is, the settings in force, how full each memory store is and
    how many archived messages have vectors of the semantic stage (archive.semantic)
    (a home that does not exist yet is reported, not created)."""
    mem = open_home(ctx, home, profile, create=False)
    stores = {}
    for target in ("memory", "user"):
        store = mem.store(target)
        usage = store.usage
        stores[target] = {
            "enabled": target in mem.enabled_stores(),
            "path": store.location,
            "entries": usage.entries,
            "chars": usage.chars,
            "limit": usage.limit,
            "percent": usage.percent,
        }
    archive = _archive_status(mem)
    skills = {"path": str(mem.home.skills_dir), "count": len(mem.skills.list())}
    report = {
        "version": __version__,
        "home": str(mem.home.root),
        "home_exists": mem.home.exists(),
        "config": str(mem.home.config_file),
        "config_exists": mem.home.config_file.exists(),
        "provider": ", ".join(mem.settings.memory.provider_names()) or "(built-in only)",
        "stores": stores,
        "archive": archive,
        "skills": skills,
    }
    if as_json:
        print_json(report)
        return
    typer.echo(f"keepmind {__version__}")
    typer.echo(f"home:     {report['home']}"
               + ("" if report["home_exists"] else " (not created: run keepmind init)"))
    suffix = "" if report["config_exists"] else " (not created: run keepmind init)"
    typer.echo(f"config:   {report['config']}{suffix}")
    typer.echo(f"provider: {report['provider']}")
    for target, info in stores.items():
        state = "" if info["enabled"] else " [disabled]"
        typer.echo(f"{target:8}  {info['entries']} entries, {info['chars']:,}/{info['limit']:,} "
                   f"chars ({info['percent']}%){state}")
    typer.echo(f"archive:  {archive['sessions']:,} sessions, {archive['messages']:,} messages "
               f"({archive['path']})")
    typer.echo(f"semantic: {_semantic_line(archive['semantic'])}")
    typer.echo(f"skills:   {skills['count']} ({skills['path']})")


def _archive_status(mem: Memory) -> dict[str, Any]:
    """The archive's counts and the semantic stage's coverage (``archive.semantic``): how
    many messages have a vector of the configured model, or why that cannot be said."""
    kind = mem.settings.archive.semantic
    semantic: dict[str, Any] = {"model": kind}
    report = {"path": mem.archive_location.shown, "sessions": 0, "messages": 0,
              "semantic": semantic}
    if not mem.archive_exists():
        return report
    try:
        archive = mem.archive
    except ConfigError as exc:  # the model is not installed: count without the stage
        semantic["error"] = str(exc)
        from keepmind.archive import SessionArchive

        with SessionArchive.open(mem.archive_location.target, scope=mem.scope) as plain:
            report.update(sessions=plain.count_sessions(), messages=plain.count_messages())
        return report
    report.update(sessions=archive.count_sessions(), messages=archive.count_messages())
    index = archive.semantic
    if kind == "off":
        return report
    from keepmind.archive.vectors import StoredIndex

    if isinstance(index, StoredIndex):
        counts = index.table.counts(index.model)
        semantic.update(with_vectors=counts.current, embeddable=counts.messages,
                        other_model=counts.other, stored_bytes=counts.stored_bytes)
    return report


def _semantic_line(semantic: dict[str, Any]) -> str:
    """One line of ``keepmind status`` on the semantic stage."""
    if semantic["model"] == "off":
        return "off (archive.semantic in config.yaml)"
    if "error" in semantic:
        return f"{semantic['model']}, unavailable: {semantic['error']}"
    if "with_vectors" not in semantic:
        return f"{semantic['model']} (no archive yet)"
    todo = semantic["embeddable"] - semantic["with_vectors"]
    line = (f"{semantic['model']}, {semantic['with_vectors']:,} of {semantic['embeddable']:,} "
            f"messages have vectors ({semantic['stored_bytes'] // 1024:,} KB)")
    return line + (f"; {todo:,} to embed: keepmind sessions embed" if todo else "")


@app.command()
def hook(
    ctx: typer.Context,
    agent: Annotated[str, typer.Argument(help="The agent running the hook: claude-code.")],
    event: Annotated[str, typer.Argument(
        help="The hook event: SessionStart, UserPromptSubmit, PreCompact or SessionEnd.")],
    home: HomeOption = None,
    profile: ProfileOption = None,
) -> None:
    """Run an agent's lifecycle hook: read the hook's JSON from stdin and print what the
    agent adds to the model's context (written into the agent's settings by `keepmind
    connect`; see docs/claude-code.md). Always exits 0: an error is logged to
    <home>/logs/hooks.log and never blocks the agent."""
    from keepmind.cli.hook import run_hook

    chosen = home_of(ctx, home, profile, notice=False)
    raise typer.Exit(run_hook([agent, event, "--home", str(chosen.root)]))


@functools.cache
def _command() -> Any:
    """The click command tree, built once: typer rebuilds it on every ``app()`` call, which
    costs as much as a whole short command."""
    command = typer.main.get_command(app)
    _join_summaries(command)
    return command


def _join_summaries(command: Any) -> None:
    """Each subcommand's line in a ``--help`` listing is the first paragraph of its help with
    the docstring's line breaks joined (rich keeps them, breaking lines mid-sentence)."""
    for sub in getattr(command, "commands", {}).values():
        if sub.short_help is None and sub.help:
            sub.short_help = " ".join(sub.help.split("\n\n")[0].split())
        _join_summaries(sub)


def main(argv: list[str] | None = None) -> int:
    """Console entry point; returns the exit code. Files are created private (umask 077)
    while a command runs; every error ends as one line (``keepmind.cli._errors``)."""
    try:
        with private_umask():
            result = _command().main(args=argv, prog_name="keepmind", standalone_mode=False)
    except SystemExit as exc:
        code = exc.code
        return code if isinstance(code, int) else (0 if code is None else 1)
    except typer.Abort:
        typer.echo("error: aborted", err=True)
        return 1
    except typer.TyperException as exc:  # click's usage errors, in click's own format
        show = getattr(exc, "show", None)
        if callable(show) and getattr(exc, "ctx", None) is not None:
            show()
        else:  # no command to show the usage of: one line
            message = exc.format_message() if hasattr(exc, "format_message") else str(exc)
            typer.echo(f"error: {message}", err=True)
        return int(getattr(exc, "exit_code", 2))
    except KeyboardInterrupt:
        typer.echo("interrupted", err=True)
        return 130
    except Exception as exc:
        message, expected = describe(exc)
        if not expected and os.environ.get(DEBUG_ENV):
            raise
        typer.echo(f"error: {message}", err=True)
        return 1
    return result if isinstance(result, int) else 0


__all__ = ["app", "main"]
