"""``keepmind memory archived | restore``: the entries evicted from full stores
(``keepmind.memory.evicted``), registered on the ``memory`` command group."""

from __future__ import annotations

from typing import Annotated

import typer

from keepmind.cli._common import HomeOption, JsonOption, ProfileOption, open_home, print_json
from keepmind.errors import InvalidArgument
from keepmind.memory.entries import preview
from keepmind.memory.meta import writing


def archived(
    ctx: typer.Context,
    query: Annotated[str, typer.Argument(help="Text the entry contains (default: all).")] = "",
    limit: Annotated[int, typer.Option("--limit", "-n", min=1, help="Newest N.")] = 50,
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """List (or search) the entries evicted from full stores (memory.eviction: archive),
    newest first, with the metadata they had."""
    mem = open_home(ctx, home, profile, create=False)
    found = mem.memory_archive.search(query, limit=limit) if mem.home.exists() else []
    if as_json:
        print_json([e.to_dict() for e in found])
        return
    if not found:
        typer.echo("(no archived entries)")
    for e in found:
        state = f" restored {e.restored_at}" if e.restored_at else ""
        typer.echo(f"#{e.id}  {e.archived_at}  {e.target:6} [{e.origin or 'unknown'}]{state}: "
                   f"{preview(e.content)}")


def restore(
    ctx: typer.Context,
    entry_id: Annotated[int, typer.Argument(help="The number of the archived entry "
                                                 "(keepmind memory archived).", min=1)],
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Put archived entry ID back into its store (scanned; refused if it does not fit)."""
    mem = open_home(ctx, home, profile, create=False)
    if not mem.home.exists():
        raise InvalidArgument(f"no archived entry #{entry_id}; see keepmind memory archived")
    entry = mem.memory_archive.get(entry_id)
    with writing("cli"):
        result = mem.memory_archive.restore(entry_id, mem.store(entry.target))
    if as_json:
        print_json({"id": entry_id, "target": entry.target, "restored": True,
                    "journal_id": result.record.id if result else None})
        return
    typer.echo(f"restored #{entry_id} to {entry.target}" +
               ("" if result else " (it was there already)"))


def register(app: typer.Typer) -> None:
    app.command()(archived)
    app.command()(restore)
