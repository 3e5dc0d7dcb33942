"""``keepmind memory``: show, add, replace, remove, log, undo and path for the two
prompt-memory stores; accept and accepted for the findings a person accepts
(``cli/memory_accept.py``); pending, approve, reject and diff for the approval queue
(``cli/memory_queue.py``); archived and restore for evicted entries
(``cli/memory_archive.py``); setup, status and off for the memory provider
(``cli/providers.py``)."""

from __future__ import annotations

from dataclasses import asdict
from typing import Annotated, Any

import typer

from keepmind.api import Memory
from keepmind.cli import memory_accept, memory_archive, memory_queue
from keepmind.cli import providers as providers_cli
from keepmind.cli._common import HomeOption, JsonOption, ProfileOption, open_home, print_json
from keepmind.cli._snapshot import rendered
from keepmind.errors import KeepmindError
from keepmind.memory import PromptStore, WriteResult
from keepmind.memory.entries import TITLES, Usage
from keepmind.memory.meta import EntryInfo, writing
from keepmind.prompt.snapshot import entry_findings, render_snapshot
from keepmind.security.acceptance import Acceptance

app = typer.Typer(help="The prompt memory: MEMORY.md (agent notes) and USER.md (user profile), "
                       "and the memory provider (setup, status, off).",
                  no_args_is_help=True)

TargetOption = Annotated[
    str,
    typer.Option("--target", "-t", help="Which store: 'memory' (agent notes), 'user', or "
                 "'org' (the organisation's store, PostgreSQL only)."),
]
AnyTargetOption = Annotated[
    str,
    typer.Option("--target", "-t", help="Which store: 'memory', 'user', 'org' or 'all'."),
]


def _check_target(target: str, allow_all: bool = False) -> str:
    allowed = ("memory", "user", "org", "all") if allow_all else ("memory", "user", "org")
    if target not in allowed:
        raise typer.BadParameter(f"expected one of {', '.join(allowed)}", param_hint="--target")
    return target


def _report(result: WriteResult, as_json: bool) -> None:
    if as_json:
        print_json({"target": result.target, "action": result.action,
                    "usage": str(result.usage), "percent": result.usage.percent,
                    "entries": result.usage.entries, "journal_id": result.record.id,
                    "backup": str(result.backup) if result.backup else None})
        return
    typer.echo(f"{result.action}: {result.target} now {result.usage} chars "
               f"({result.usage.percent}%), {result.usage.entries} entries")
    if result.backup:
        typer.echo(f"the file had been edited by hand; previous content saved to {result.backup}")


SWITCHES = {"memory": "memory.memory_enabled", "user": "memory.user_profile_enabled"}


@app.command()
def show(
    ctx: typer.Context,
    target: AnyTargetOption = "all",
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Print the MEMORY and USER blocks exactly as the next session's system prompt holds
    them: an entry the threat scan flags appears as its [BLOCKED] placeholder, and a store
    disabled in config.yaml is marked disabled instead (it is not in the prompt).

    With --json, per store: enabled, the block as sent, the stored entries and, per entry,
    whether the scan blocks it and the finding ids, and its metadata (created, updated,
    last used in a prompt, origin, session).
    """
    _check_target(target, allow_all=True)
    mem = open_home(ctx, home, profile, create=False)
    targets = [*(["org"] if mem.org else []), "memory", "user"] if target == "all" \
        else [target]
    enabled = mem.prompt_stores()
    if not as_json and targets == list(enabled):  # the very snapshot a session gets
        snapshot = mem.render_snapshot() if mem.in_database else rendered(mem.home).snapshot
        typer.echo(snapshot or "(memory is empty)")
        _echo_accepted(mem, targets)
        return
    if as_json:
        infos = _entry_infos(mem, targets)
        print_json({name: _store_report(mem.store(name), name in enabled, infos.get(name, {}))
                    for name in targets})
        return
    lines = []
    for name in targets:
        store = mem.store(name)
        if name not in enabled:
            count = len(store.entries)
            lines.append(f"{TITLES[name]}: disabled ({SWITCHES[name]}: false in config.yaml), "
                         f"not in the prompt; {count} entr{'y' if count == 1 else 'ies'} kept "
                         f"in {store.location}")
            continue
        block = render_snapshot([store.view()], store.guard)
        if block:
            lines.append(block)
    typer.echo("\n\n".join(lines) or "(memory is empty)")
    _echo_accepted(mem, targets)


def _acceptances(store: PromptStore) -> dict[str, list[Acceptance]]:
    """The acceptances of ``store``'s current entries, by entry text (none for a store
    that keeps none, or whose book cannot be trusted: the scan then ignores it too)."""
    if store.acceptances is None:
        return {}
    try:
        found = store.acceptance_list()
    except KeepmindError:
        return {}
    entries = set(store.entries)
    by_text: dict[str, list[Acceptance]] = {}
    for acceptance in found:
        if acceptance.text in entries:
            by_text.setdefault(acceptance.text, []).append(acceptance)
    return by_text


def _echo_accepted(mem: Memory, targets: list[str]) -> None:
    """After the blocks (not part of them): which entries show because a person accepted
    findings of their scan."""
    if not mem.home.exists() or mem.in_database:
        return
    for name in targets:
        store = mem.store(name)
        marks = _acceptances(store)
        for number, entry in enumerate(store.entries, start=1):
            for acceptance in marks.get(entry, []):
                typer.echo(f"({name} entry {number} {memory_accept.acceptance_line(acceptance)}"
                           ")")


def _entry_infos(mem: Memory, targets: list[str]) -> dict[str, dict[str, EntryInfo]]:
    """The metadata of each target's entries (none for a home that does not exist)."""
    if not mem.home.exists() and not mem.in_database:
        return {}
    meta = mem.meta()
    return {name: meta.entries(name) for name in targets}


def _store_report(store: PromptStore, enabled: bool,
                  infos: dict[str, EntryInfo]) -> dict[str, Any]:
    view = store.view()
    entries = list(view.entries)
    usage = Usage.of(entries, store.limit)
    block = render_snapshot([view], store.guard) if enabled else ""
    marks = _acceptances(store)
    scans = []
    for number, entry in enumerate(entries, start=1):
        ids = entry_findings(entry, store.guard, view.accepted.get(entry, ()))
        scans.append({"entry": number, "blocked": bool(ids), "finding_ids": list(ids),
                      "accepted": [{"ids": list(a.ids), "by": a.by, "at": a.at,
                                    "journal_id": a.journal_id}
                                   for a in marks.get(entry, [])]})
    meta = [{"entry": number, **info.to_dict()} if (info := infos.get(entry)) else
            {"entry": number} for number, entry in enumerate(entries, start=1)]
    return {"enabled": enabled, "in_prompt": bool(block), "block": block,
            "entries": entries, "scan": scans, "meta": meta, "chars": usage.chars,
            "limit": usage.limit, "percent": usage.percent, "path": store.location}


@app.command()
def add(
    ctx: typer.Context,
    content: Annotated[str, typer.Argument(help="The entry to add.")],
    target: TargetOption = "memory",
    accept: memory_accept.AcceptOption = [],  # noqa: B006 - typer reads, never mutates it
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Add an entry (scanned for threats; refused if it would exceed the limit).

    With --accept ID[,ID...], store an entry the scan blocks by mistake: you are shown
    each finding's id and reason and confirm by typing "accept" (a person at a terminal
    only; refused when stdin is not one). The ids must be ones the scan reports and cover
    all of them; the acceptance holds for this exact text only and is journaled with the
    write (`keepmind memory undo` removes both).
    """
    if accept:
        memory_accept.require_terminal()
    store = open_home(ctx, home, profile).store(_check_target(target))
    if accept:
        memory_accept.add_accepted(store, content, accept, as_json)
        return
    with writing("cli"):
        _report(store.add(content), as_json)


@app.command()
def replace(
    ctx: typer.Context,
    old_text: Annotated[str, typer.Argument(help="A short unique part of the entry.")],
    content: Annotated[str, typer.Argument(help="The new text of the entry.")],
    target: TargetOption = "memory",
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Replace the one entry that OLD_TEXT identifies with CONTENT."""
    store = open_home(ctx, home, profile).store(_check_target(target))
    with writing("cli"):
        _report(store.replace(old_text, content), as_json)


@app.command()
def remove(
    ctx: typer.Context,
    old_text: Annotated[str, typer.Argument(help="A short unique part of the entry.")],
    target: TargetOption = "memory",
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Remove the one entry that OLD_TEXT identifies."""
    store = open_home(ctx, home, profile).store(_check_target(target))
    with writing("cli"):
        _report(store.remove(old_text), as_json)


@app.command()
def log(
    ctx: typer.Context,
    limit: Annotated[int, typer.Option("--limit", "-n", min=1, help="Newest N writes.")] = 20,
    target: AnyTargetOption = "all",
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """List the journal of committed writes, newest last, each with its write path (tool,
    cli, review, import, api; unknown when it was not recorded) and session."""
    _check_target(target, allow_all=True)
    mem = open_home(ctx, home, profile, create=False)
    records = [r for r in mem.journal.history() if target == "all" or r.target == target]
    records = records[-limit:]
    notes = mem.meta().writes(r.id for r in records) \
        if mem.home.exists() or mem.in_database else {}
    if as_json:
        print_json([{**asdict(r), "origin": notes[r.id].origin if r.id in notes else "unknown",
                     "session_id": notes[r.id].session_id if r.id in notes else None}
                    for r in records])
        return
    if not records:
        typer.echo("(no writes yet)")
    for r in records:
        what = "; ".join([*(f"+ {e}" for e in r.added), *(f"- {e}" for e in r.removed)])
        if r.accepted_for is not None and not what:
            what = f"= {r.accepted_for}"
        extra = f" (undoes {r.undoes})" if r.undoes else ""
        extra += f" (accepted {', '.join(r.accepted)})" if r.accepted else ""
        note = notes.get(r.id)
        who = (note.origin if note else "unknown") + (
            f" {note.session_id}" if note and note.session_id else "")
        typer.echo(f"{r.ts}  {r.id}  {r.target:6} {r.action}{extra} [{who}]: {what}")


@app.command()
def undo(
    ctx: typer.Context,
    target: AnyTargetOption = "all",
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Revert the newest write that is not undone yet (later writes are kept)."""
    _check_target(target, allow_all=True)
    mem = open_home(ctx, home, profile)
    if target == "all":
        record = mem.journal.last_undoable()
        target = record.target if record else "memory"
    with writing("cli"):
        _report(mem.store(target).undo(), as_json)


@app.command()
def path(
    ctx: typer.Context,
    home: HomeOption = None,
    profile: ProfileOption = None,
) -> None:
    """Print where the memory stores and the journal live (files, or the PostgreSQL
    database and the scope)."""
    mem = open_home(ctx, home, profile, create=False)
    if mem.org is not None:
        typer.echo(f"org:     {mem.org.location}")
    typer.echo(f"memory:  {mem.memory.location}")
    typer.echo(f"user:    {mem.user.location}")
    typer.echo(f"journal: {mem.journal.location}")


memory_accept.register(app)
memory_queue.register(app)
memory_archive.register(app)
providers_cli.register(app)
