"""``keepmind memory pending | approve | reject | diff``: the approval queue of memory
writes and skill changes (``keepmind.memory.pending``, decided by ``keepmind.approval``),
registered on the ``memory`` command group."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from keepmind import approval
from keepmind.api import Memory
from keepmind.cli._common import HomeOption, JsonOption, ProfileOption, open_home, print_json
from keepmind.errors import InvalidArgument
from keepmind.memory.entries import preview
from keepmind.memory.pending import Proposal

IdArgument = Annotated[int, typer.Argument(help="The number of the queued write "
                                                "(keepmind memory pending).", min=1)]


def _queued(ctx: typer.Context, home: Path | None, profile: str | None,
            proposal_id: int) -> tuple[Memory, Proposal]:
    """The home and its queued write ``proposal_id`` (a missing home is not created: it
    has none). Raises InvalidArgument when there is no such write."""
    mem = open_home(ctx, home, profile, create=False)
    if not mem.home.exists():
        raise InvalidArgument(f"no queued write #{proposal_id}; see keepmind memory pending")
    return mem, mem.pending.get(proposal_id)


def _line(proposal: Proposal) -> str:
    edits = "; ".join(f"{e.action} " + " -> ".join(
        preview(t) for t in (e.old_text, e.content) if t) for e in proposal.edits)
    why = f" ({proposal.reason})" if proposal.reason else ""
    if proposal.kind == "skill":  # the reason says what the change is
        edits, why = proposal.reason, ""
    return (f"#{proposal.id}  {proposal.created_at}  {proposal.target:6} {proposal.kind} "
            f"[{proposal.origin}] {proposal.status}{why}: {edits}")


def pending(
    ctx: typer.Context,
    every: Annotated[bool, typer.Option("--all", help="Decided writes too.")] = False,
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """List the writes waiting for approval (oldest first): memory writes and skill
    changes the background review proposed, the agent's writes when they need approval,
    and writes flagged as contradicting an entry or a fact (both sides shown)."""
    mem = open_home(ctx, home, profile, create=False)
    found = mem.pending.list(None if every else "pending") if mem.home.exists() else []
    if as_json:
        print_json([p.to_dict() for p in found])
        return
    if not found:
        typer.echo("(no writes waiting)" if not every else "(no queued writes)")
    for proposal in found:
        typer.echo(_line(proposal))
        if proposal.kind == "contradiction":
            typer.echo(f"    existing: {preview(str(proposal.detail.get('existing', '')))}")


def approve(
    ctx: typer.Context,
    proposal_id: IdArgument,
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Make queued write ID (scanned and checked against the entries, or the skill, as
    they are now); a write that no longer applies is marked failed and nothing changes."""
    mem, _ = _queued(ctx, home, profile, proposal_id)
    done = approval.approve(mem, proposal_id)
    result = done.write
    if result is None:
        if as_json:
            print_json({**done.proposal.to_dict(), "answer": done.answer})
            return
        typer.echo(f"approved #{proposal_id}: {done.proposal.outcome}")
        return
    if as_json:
        print_json({"id": proposal_id, "status": "approved", "target": result.target,
                    "journal_id": result.record.id, "usage": str(result.usage)})
        return
    typer.echo(f"approved #{proposal_id}: {result.target} now {result.usage} chars "
               f"({result.usage.percent}%), {result.usage.entries} entries")


def reject(
    ctx: typer.Context,
    proposal_id: IdArgument,
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Drop queued write ID: nothing is written (the queue keeps it as rejected)."""
    mem, _ = _queued(ctx, home, profile, proposal_id)
    proposal = mem.pending.reject(proposal_id)
    if as_json:
        print_json(proposal.to_dict())
        return
    typer.echo(f"rejected #{proposal_id}")


def show_diff(
    ctx: typer.Context,
    proposal_id: IdArgument,
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Show what approving queued write ID would change, as a diff of the store's entries
    (one line each) against the entries now, or of the skill's file against it now."""
    mem, proposal = _queued(ctx, home, profile, proposal_id)
    lines = approval.diff(mem, proposal)
    if as_json:
        print_json({**proposal.to_dict(), "diff": lines})
        return
    typer.echo("\n".join(lines) or "(approving it would change nothing)")


def register(app: typer.Typer) -> None:
    app.command()(pending)
    app.command()(approve)
    app.command()(reject)
    app.command("diff")(show_diff)
