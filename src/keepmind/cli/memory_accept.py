"""``keepmind memory accept | accepted`` and the person's confirmation that ``memory add
--accept`` shares: how a person stores a note the threat scan blocks by mistake
(``keepmind.memory.acceptances``).

Only a person may accept: the command refuses unless stdin is a terminal (an agent running
shell commands has none), shows each finding's id and reason, and goes on only when the
person types ``accept``. There is no flag that skips this. Revoking needs no terminal: it
only makes the scan stricter.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Sequence
from typing import Annotated

import typer

from keepmind.cli._common import HomeOption, JsonOption, ProfileOption, open_home, print_json
from keepmind.errors import AmbiguousMatch, NoMatch
from keepmind.memory import PromptStore, WriteResult
from keepmind.memory.acceptances import os_user
from keepmind.memory.edits import locate
from keepmind.memory.entries import preview
from keepmind.memory.meta import writing
from keepmind.security.acceptance import Acceptance
from keepmind.security.findings import Finding

CONFIRM_WORD = "accept"
NO_TERMINAL = ("accepting a finding needs a person at a terminal: run this command "
               "yourself in an interactive shell (stdin is not a terminal, so nothing was "
               "accepted)")

AcceptOption = Annotated[
    list[str],
    typer.Option("--accept", help="Finding ids to accept for this exact text, as the scan "
                 "reports them (ID[,ID...]; repeatable). Asks you to confirm at a terminal.",
                 show_default=False),
]


def split_ids(values: Sequence[str]) -> list[str]:
    """The finding ids of ``--accept`` options (each may list several, comma separated)."""
    return [part.strip() for value in values for part in value.split(",") if part.strip()]


def require_terminal() -> None:
    """Stop the command (exit code 1) unless stdin is a terminal."""
    if not sys.stdin.isatty():
        typer.echo(f"error: {NO_TERMINAL}", err=True)
        raise typer.Exit(1)


def confirm_by_person(store: PromptStore, text: str, ids: Sequence[str],
                      findings: Sequence[Finding]) -> None:
    """Show ``text``, the findings of its scan and which ``ids`` would be accepted, and go
    on only when the person types the confirmation word (else exit code 1). The dialogue
    is on stderr, so stdout keeps only the result (JSON with --json)."""
    say = functools.partial(typer.echo, err=True)
    say(f"The threat scan blocks this {store.target} entry:\n  {preview(text)}")
    for finding in findings:
        mark = "accept" if finding.id in ids else "keep  "
        say(f"  [{mark}] {finding.id}: {finding.reason}"
            + (f' (matched "{finding.excerpt}")' if finding.excerpt else ""))
    say("Accepting puts it in the system prompt of every session despite these findings, "
        "for this exact text only (a changed text is scanned in full again).")
    say(f'Type "{CONFIRM_WORD}" to accept them as {os_user()}: ', nl=False)
    answer = sys.stdin.readline()
    if answer.strip() != CONFIRM_WORD:
        typer.echo("not confirmed: nothing was accepted or written", err=True)
        raise typer.Exit(1)


def report_accepted(result: WriteResult, as_json: bool) -> None:
    ids = ", ".join(result.record.accepted)
    if as_json:
        print_json({"target": result.target, "action": result.action,
                    "journal_id": result.record.id, "accepted": result.record.accepted,
                    "usage": str(result.usage), "entries": result.usage.entries,
                    "backup": str(result.backup) if result.backup else None})
        return
    typer.echo(f"{result.action}: {result.target} now {result.usage} chars, "
               f"{result.usage.entries} entries; accepted {ids} for this exact text "
               f"(undo: keepmind memory undo; revoke: keepmind memory accepted --revoke)")
    if result.backup:
        typer.echo(f"the file had been edited by hand; previous content saved to {result.backup}")


def add_accepted(store: PromptStore, content: str, accept: Sequence[str],
                 as_json: bool) -> None:
    """``memory add --accept``: check, ask the person, write."""
    require_terminal()
    ids = split_ids(accept)
    findings = store.check_acceptance(content, ids)
    confirm_by_person(store, content.strip(), ids, findings)
    with writing("cli"):
        report_accepted(store.add(content, accept=ids, accepted_by=os_user()), as_json)


def accept(
    ctx: typer.Context,
    old_text: Annotated[str, typer.Argument(help="A short unique part of the entry.")],
    ids: AcceptOption,
    target: Annotated[str, typer.Option("--target", "-t", help="Which store: 'memory' "
                                        "or 'user'.")] = "memory",
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Accept the findings --accept names for the entry OLD_TEXT identifies, as it stands
    in the file (e.g. one written by hand and shown as [BLOCKED]), so the prompt shows it.

    Needs a person at a terminal, who confirms by typing "accept". Every id must be one
    the scan reports for the entry, and together they must cover all its findings.
    Journaled: `keepmind memory undo` revokes it; a changed entry is scanned in full.
    """
    require_terminal()
    store = open_home(ctx, home, profile).store(_file_target(target))
    names = split_ids(ids)
    entries = store.entries
    entry = entries[locate(entries, old_text, store.limit)]
    findings = store.check_acceptance(entry, names)
    confirm_by_person(store, entry, names, findings)
    with writing("cli"):
        report_accepted(store.accept(entry, names, accepted_by=os_user()), as_json)


def accepted(
    ctx: typer.Context,
    revoke: Annotated[str | None, typer.Option(
        "--revoke", help="Revoke the acceptances of the accepted text this short unique "
        "part identifies (no terminal needed).", show_default=False)] = None,
    target: Annotated[str, typer.Option("--target", "-t", help="Which store: 'memory', "
                                        "'user' or 'all'.")] = "all",
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """List the findings a person accepted, per exact entry text (who, when, in which
    write, and whether the text is still in the store), or revoke them with --revoke:
    the entry is then blocked again."""
    if target not in ("memory", "user", "all"):
        raise typer.BadParameter("expected one of memory, user, all", param_hint="--target")
    mem = open_home(ctx, home, profile, create=revoke is not None)
    stores = [mem.store(t) for t in (("memory", "user") if target == "all" else (target,))]
    if revoke is not None:
        gone = _revoke(stores, revoke)
        if as_json:
            print_json([a.to_dict() for a in gone])
            return
        for a in gone:
            typer.echo(f"revoked: {a.target} {', '.join(a.ids)} ({preview(a.text)})")
        return
    rows = [(store, a) for store in stores for a in store.acceptance_list()] \
        if mem.home.exists() else []
    if as_json:
        print_json([{**a.to_dict(), "in_store": a.text in store.entries} for store, a in rows])
        return
    if not rows:
        typer.echo("(no accepted findings)")
    for store, a in rows:
        where = "in the store" if a.text in store.entries else "not in the store"
        typer.echo(f"{a.target:6} {acceptance_line(a)} [{a.journal_id}, {where}]: "
                   f"{preview(a.text)}")


def acceptance_line(acceptance: Acceptance) -> str:
    """'accepted: ID, ID by USER on DAY', as ``memory show`` and ``accepted`` print it."""
    return f"accepted: {', '.join(acceptance.ids)} by {acceptance.by} on {acceptance.at[:10]}"


def _file_target(target: str) -> str:
    if target not in ("memory", "user"):
        raise typer.BadParameter("expected memory or user", param_hint="--target")
    return target


def _revoke(stores: Sequence[PromptStore], old_text: str) -> list[Acceptance]:
    """Revoke in the one store among ``stores`` whose accepted texts ``old_text``
    designates. Raises NoMatch, AmbiguousMatch."""
    found: list[PromptStore] = []
    for store in stores:
        if any(old_text.strip() in a.text for a in store.acceptance_list()):
            found.append(store)
    if not found:
        raise NoMatch(f"no accepted text contains {old_text.strip()!r}")
    if len(found) > 1:
        raise AmbiguousMatch(f"{old_text.strip()!r} is in accepted texts of both stores; "
                             "name one with --target")
    return found[0].revoke(old_text)


def register(app: typer.Typer) -> None:
    app.command()(accept)
    app.command()(accepted)
