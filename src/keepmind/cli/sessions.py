"""``keepmind sessions``: list, show, search, import, export, prune, delete, check, embed
and path for the session archive (``<home>/state.db``)."""

from __future__ import annotations

import math
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated

import typer

from keepmind.archive import SessionArchive
from keepmind.archive.records import unreadable_marker
from keepmind.cli import sessions_embed, sessions_import
from keepmind.cli._common import HomeOption, JsonOption, ProfileOption, open_home, print_json
from keepmind.errors import ArchiveError
from keepmind.types import Message, SessionInfo

# Bounds of numeric options: SQLite integers are 64-bit, and no listing needs more rows.
_MAX_ID = 2**63 - 1
_MAX_ROWS = 1_000_000

app = typer.Typer(help="The session archive: every message of every session, searchable.",
                  no_args_is_help=True)


def _archive(ctx: typer.Context, home: Path | None, profile: str | None,
             *, create: bool = True) -> SessionArchive:
    """The home's archive; for a command that only reads (``create=False``) a home or
    state.db that does not exist yet is not created: an empty archive in memory stands in."""
    mem = open_home(ctx, home, profile, create=create)
    archive = mem.archive if create or mem.archive_exists() \
        else SessionArchive.open(":memory:")
    ctx.call_on_close(archive.close)
    return archive


def _when(stamp: float | None, damaged: Sequence[str] = ()) -> str:
    if any(d.startswith(("timestamp", "started_at")) for d in damaged):
        return "[unreadable time]"
    if stamp is None:
        return "-"
    try:
        return datetime.fromtimestamp(stamp, UTC).strftime("%Y-%m-%d %H:%M")
    except (ValueError, OverflowError, OSError, TypeError):
        return "[unreadable time]"


def _one_line(text: str, width: int) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


def _print_message(m: Message) -> None:
    extra = f" [{m.tool_name}]" if m.tool_name else ""
    calls = " (tool calls)" if m.tool_calls else ""
    flag = f" {unreadable_marker(m.damaged)}" if m.damaged else ""
    typer.echo(f"#{m.id} {_when(m.timestamp, m.damaged)} {m.role}{extra}{calls}:{flag}")
    typer.echo(f"  {m.content}" if m.content else "  (empty)")


@app.command("list")
def list_sessions(
    ctx: typer.Context,
    limit: Annotated[int, typer.Option("--limit", "-n", min=1, max=_MAX_ROWS,
                                       help="How many sessions.")] = 20,
    offset: Annotated[int, typer.Option("--offset", min=0, max=_MAX_ID,
                                        help="Skip this many first.")] = 0,
    source: Annotated[str | None, typer.Option("--source", help="Only this source.")] = None,
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """List sessions, newest first, with a preview of each one's first user message."""
    archive = _archive(ctx, home, profile, create=False)
    sessions = archive.list(limit=limit, offset=offset, source=source)
    if as_json:
        print_json([asdict(s) for s in sessions])
        return
    if not sessions:
        typer.echo("(no sessions)")
    for s in sessions:
        title = s.title or _one_line(s.preview, 50) or "(untitled)"
        ended = f", ended: {s.end_reason}" if s.end_reason else ""
        parent = f", continues {s.parent_session_id}" if s.parent_session_id else ""
        flag = f"  {unreadable_marker(s.damaged)}" if s.damaged else ""
        typer.echo(f"{s.id}  {_when(s.started_at, s.damaged)}  {s.source or '-':10} "
                   f"{s.message_count:5} msgs  {title}{ended}{parent}{flag}")


@app.command()
def show(
    ctx: typer.Context,
    session_id: Annotated[str, typer.Argument(help="The session to show.")],
    around: Annotated[int | None, typer.Option(
        "--around", min=1, max=_MAX_ID,
        help="Show only a window around this message id.")] = None,
    window: Annotated[int, typer.Option("--window", min=0, max=_MAX_ROWS,
                                        help="Messages before and after --around.")] = 5,
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Show a session: its details, lineage and messages (or a window of them)."""
    archive = _archive(ctx, home, profile, create=False)
    info: SessionInfo | None = archive.get(session_id)
    if info is None:
        raise ArchiveError(f"unknown session {session_id}")
    if around is not None:
        messages = archive.window(around, before=window, after=window)
        if messages and messages[0].session_id != session_id:
            raise ArchiveError(f"message {around} is not in session {session_id}")
    else:
        messages = archive.messages(session_id)
    lineage = [s.id for s in archive.lineage(session_id)]
    if as_json:
        print_json({"session": asdict(info), "lineage": lineage,
                    "messages": [asdict(m) for m in messages]})
        return
    typer.echo(f"session {info.id}  source={info.source or '-'}  model={info.model or '-'}")
    typer.echo(f"title:   {info.title or '-'}")
    if info.project:
        typer.echo(f"project: {info.project}")
    if info.damaged:
        typer.echo(f"damaged: {unreadable_marker(info.damaged)}")
    typer.echo(f"started: {_when(info.started_at, info.damaged)}  "
               f"ended: {_when(info.ended_at)}"
               f"{f' ({info.end_reason})' if info.end_reason else ''}")
    typer.echo(f"messages: {info.message_count}  tool calls: {info.tool_call_count}  "
               f"tokens in/out: {info.input_tokens}/{info.output_tokens}")
    if len(lineage) > 1:
        typer.echo(f"lineage: {' -> '.join(lineage)}")
    typer.echo("")
    for m in messages:
        _print_message(m)


@app.command()
def search(
    ctx: typer.Context,
    query: Annotated[str, typer.Argument(
        help='What to look for, as you would ask it. "exact phrase", prefix*, NOT word.')],
    limit: Annotated[int, typer.Option("--limit", "-n", min=1, max=100,
                                       help="How many hits.")] = 10,
    role: Annotated[list[str] | None, typer.Option(
        "--role", help="Only messages of this role (repeatable).")] = None,
    source: Annotated[list[str] | None, typer.Option(
        "--source", help="Only sessions of this source (repeatable).")] = None,
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Search every archived message; best matches first."""
    archive = _archive(ctx, home, profile, create=False)
    hits = archive.search(query, limit=limit, roles=role, sources=source)
    if as_json:
        print_json([asdict(h) for h in hits])
        return
    if not hits:
        typer.echo("(no matches)")
    for h in hits:
        typer.echo(f"{h.session_id} #{h.message_id}  {_when(h.timestamp)}  {h.role}:  "
                   f"{h.snippet}")


app.command("import")(sessions_import.import_)
app.command("embed")(sessions_embed.embed)


@app.command()
def export(
    ctx: typer.Context,
    output: Annotated[str, typer.Argument(help="File to write, or - for stdout.")] = "-",
    session: Annotated[list[str] | None, typer.Option(
        "--session", help="Only this session (repeatable).")] = None,
    home: HomeOption = None,
    profile: ProfileOption = None,
) -> None:
    """Export sessions as JSONL (the format `import` reads; re-importing gives the same
    export)."""
    archive = _archive(ctx, home, profile, create=False)
    if output == "-":
        archive.export_jsonl(sys.stdout, session)
        return
    count = archive.export_jsonl(Path(output), session)
    typer.echo(f"wrote {count} messages to {output}", err=True)


@app.command()
def prune(
    ctx: typer.Context,
    older_than: Annotated[float, typer.Option(
        "--older-than", min=0, help="Days since the session ended (or started).")],
    yes: Annotated[bool, typer.Option("--yes", help="Delete without asking.")] = False,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Only list them.")] = False,
    home: HomeOption = None,
    profile: ProfileOption = None,
) -> None:
    """Delete sessions (and their messages) older than --older-than days."""
    if not math.isfinite(older_than):
        raise typer.BadParameter("expected a number of days", param_hint="--older-than")
    archive = _archive(ctx, home, profile)
    seconds = older_than * 86400
    now = time.time()
    doomed = archive.prune(seconds, dry_run=True, now=now)
    if not doomed:
        typer.echo("nothing to prune")
        return
    if dry_run:
        typer.echo(f"would delete {len(doomed)} sessions:")
        for sid in doomed:
            typer.echo(f"  {sid}")
        return
    if not yes and not typer.confirm(f"delete {len(doomed)} sessions?", default=False):
        typer.echo("nothing deleted")
        raise typer.Exit(1)
    deleted = archive.delete_sessions(doomed)
    typer.echo(f"deleted {deleted} sessions")


@app.command()
def delete(
    ctx: typer.Context,
    session_id: Annotated[str, typer.Argument(help="The session to delete.")],
    with_children: Annotated[bool, typer.Option(
        "--with-children", help="Also delete its continuations and branches, all the way "
                                "down (else they are re-linked to its parent).")] = False,
    yes: Annotated[bool, typer.Option("--yes", help="Delete without asking.")] = False,
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Delete one session with its messages and their search-index entries. Its
    continuations and branches are kept and re-linked to its parent, unless
    --with-children."""
    archive = _archive(ctx, home, profile)
    info = archive.get(session_id)
    if info is None:
        raise ArchiveError(f"unknown session {session_id}")
    if not yes and not as_json and not typer.confirm(
            f"delete session {session_id} ({info.message_count} messages)?", default=False):
        typer.echo("nothing deleted")
        raise typer.Exit(1)
    if not yes and as_json:
        raise typer.BadParameter("--json deletes only with --yes", param_hint="--yes")
    report = archive.delete_session(session_id, with_descendants=with_children)
    if as_json:
        print_json(asdict(report))
        return
    typer.echo(f"deleted {len(report.deleted)} session(s) with {report.messages} messages: "
               f"{', '.join(report.deleted)}")
    if report.reparented:
        typer.echo(f"re-linked {len(report.reparented)} child session(s) to "
                   f"{report.new_parent or '(no parent)'}: {', '.join(report.reparented)}")


@app.command()
def check(
    ctx: typer.Context,
    repair: Annotated[bool, typer.Option(
        "--repair", help="Fix what is found: rebuild the search indexes, fix or "
                         "quarantine unreadable rows, recompute counters.")] = False,
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Check the archive: SQLite integrity, search indexes against the messages, session
    counters, and rows that cannot be read as stored. Exits 1 when problems are found
    (with --repair: when some remain after repairing). Originals of repaired rows are
    kept in the quarantine table of state.db."""
    archive = _archive(ctx, home, profile, create=repair)
    report = archive.check(repair=repair)
    remaining = archive.check().problems if repair and report.problems else report.problems
    if as_json:
        print_json({"ok": not remaining, "problems": [asdict(p) for p in report.problems],
                    "repairs": report.repairs,
                    "remaining": [asdict(p) for p in remaining]})
    else:
        for p in report.problems:
            where = f"{p.table} {p.row_id}" if p.row_id is not None else p.table
            typer.echo(f"{p.kind}: {where}: {p.detail}")
        for line in report.repairs:
            typer.echo(f"repaired: {line}")
        if not report.problems:
            typer.echo("ok: no problems found")
        elif repair:
            typer.echo(f"{len(remaining)} problem(s) remain" if remaining
                       else "ok: every problem was repaired")
        else:
            typer.echo(f"{len(report.problems)} problem(s); run with --repair to fix them")
    if remaining:
        raise typer.Exit(1)


@app.command()
def path(
    ctx: typer.Context,
    home: HomeOption = None,
    profile: ProfileOption = None,
) -> None:
    """Print where the session archive lives."""
    mem = open_home(ctx, home, profile, create=False)
    typer.echo(f"archive: {mem.archive_location.shown}")
