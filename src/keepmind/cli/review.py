"""``keepmind review``: the background review of sessions, run by hand or from cron
(``keepmind.review``); the same review the worker runs after a session ends."""

from __future__ import annotations

from typing import Annotated

import typer

from keepmind.cli._common import HomeOption, JsonOption, ProfileOption, open_home, print_json


def review(
    ctx: typer.Context,
    session_ids: Annotated[list[str] | None, typer.Argument(
        help="Sessions to review (default: the newest ended sessions).",
        show_default=False)] = None,
    limit: Annotated[int | None, typer.Option(
        "--limit", "-n", min=1, help="Review at most N sessions (default: "
                                     "review.max_sessions).", show_default=False)] = None,
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Let the auxiliary model review sessions and keep the memory and skills right: each
    session once (a later run reads only what came after), one model request per session,
    writes through the scanned memory tool and memory.write_approval. Without a model
    configured it does nothing."""
    mem = open_home(ctx, home, profile, create=False)
    count = limit or mem.settings.review.max_sessions
    if not mem.home.exists():
        chosen: list[str] = []
    elif session_ids:
        chosen = session_ids[:count]
    else:
        chosen = [s.id for s in mem.archive.list(limit=count) if s.ended_at is not None]
    reports = [mem.review(sid) for sid in chosen]
    if as_json:
        print_json([r.to_dict() for r in reports])
        return
    if not reports:
        typer.echo("(no ended sessions to review)")
    for r in reports:
        typer.echo(f"{r.session_id}  {r.status}: {r.counts.applied} written, "
                   f"{r.counts.queued} queued for approval, {r.counts.refused} refused")
