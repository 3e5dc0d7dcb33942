"""``keepmind migrate``: copy a home's memory (archive, MEMORY and USER, facts) into a
PostgreSQL scope, or a PostgreSQL scope into a home on files; the copy is verified
(``keepmind.transfer``) before it says done, and re-running it adds nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from keepmind.api import Memory, open_memory
from keepmind.archive_url import parse_archive_url
from keepmind.cli._common import HomeOption, JsonOption, ProfileOption, home_of, print_json
from keepmind.cli._common import scope_from as root_scope
from keepmind.cli.sessions_import import progress_bar
from keepmind.config import Settings, load_settings
from keepmind.errors import HomeError
from keepmind.providers.facts import FactStore
from keepmind.providers.facts.provider import DB_FILE
from keepmind.transfer import Report
from keepmind.transfer import migrate as copy_scope
from keepmind.types import Scope


def _postgres(url: str, option: str) -> str:
    try:
        kind = parse_archive_url(url).kind
    except ValueError as exc:
        raise typer.BadParameter(str(exc), param_hint=option) from None
    if kind != "postgresql":
        raise typer.BadParameter("expected a postgresql:// URL", param_hint=option)
    return url


def _facts(mem: Memory, *, create: bool) -> FactStore | None:
    """The facts beside ``mem``'s stores: the scope's in the database, or the home's
    facts.db (None when a home on files has none and ``create`` is False)."""
    location = mem.archive_location
    if mem.in_database:
        return FactStore.on_postgres(location.target, mem.scope, shown=location.shown,
                                     guard=mem.guard)
    path = mem.home.root / DB_FILE
    return FactStore(path, guard=mem.guard) if create or path.exists() else None


def _open(root: Path, settings: Settings, url: str, scope: Scope) -> Memory:
    return open_memory(root, settings=settings, url=url, user=scope.user,
                       agent=scope.agent or None, org=scope.org or None)


def migrate(
    ctx: typer.Context,
    to: Annotated[str | None, typer.Option(
        "--to", help="A postgresql:// URL: copy this home into the scope of the root "
        "options (keepmind --user U --agent A --org O migrate --to URL).",
        show_default=False)] = None,
    source: Annotated[str | None, typer.Option(
        "--from", help="A postgresql:// URL: copy the scope of the root options from it "
        "into the home given with --to-home.", show_default=False)] = None,
    to_home: Annotated[Path | None, typer.Option(
        "--to-home", help="With --from: the home (on files) to copy into; created if "
        "needed.", show_default=False)] = None,
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Copy one scope's memory between a home on files and PostgreSQL: the session
    archive (with its stored vectors), MEMORY and USER, and the facts. The source is
    only read.

    --to URL copies this home (its state.db, memory files and facts.db, as its
    single user) into the scope the root options name. --from URL --to-home DIR
    copies that scope back into the home DIR. Before saying done it checks that
    every session, entry and live fact arrived and that a sample of searches
    finds the same sessions in both; it exits 1 when anything is missing.
    Running it again copies only what is new.
    """
    if (to is None) == (source is None):
        raise typer.BadParameter("give --to URL, or --from URL with --to-home DIR",
                                 param_hint="--to/--from")
    if source is not None and to_home is None:
        raise typer.BadParameter("--from needs --to-home DIR", param_hint="--to-home")
    scope = root_scope(ctx)
    if to is not None:
        resolved = home_of(ctx, home, profile)
        if not resolved.root.is_dir():
            raise HomeError(f"no home at {resolved.root} to migrate")
        settings = load_settings(resolved.config_file)
        src = _open(resolved.root, settings, "", Scope())
        dst = _open(resolved.root, settings, _postgres(to, "--to"), scope)
    else:
        assert to_home is not None and source is not None
        root = to_home.expanduser()
        settings = load_settings(root / "config.yaml") if (root / "config.yaml").exists() \
            else Settings()
        src = _open(root, settings, _postgres(source, "--from"), scope)
        dst = _open(root, settings, "", Scope())
    ctx.call_on_close(src.close)
    ctx.call_on_close(dst.close)
    src_facts = _facts(src, create=False)
    dst_facts = _facts(dst, create=True) if src_facts is not None else None
    facts = (src_facts, dst_facts) if src_facts is not None and dst_facts is not None \
        else None
    for store in facts or ():
        ctx.call_on_close(store.close)
    with progress_bar(False, "migrating") as (_, step, _total):
        report = copy_scope(src.archive, dst.archive,
                            {"memory": (src.memory, dst.memory), "user": (src.user, dst.user)},
                            facts, step=lambda what, done, total: step(done, total))
    _print(report, as_json, dst)
    if not report.ok:
        raise typer.Exit(1)


def _print(report: Report, as_json: bool, dst: Memory) -> None:
    if as_json:
        print_json({**report.as_dict(), "destination": dst.archive_location.shown})
        return
    typer.echo(f"archive: {report.messages_copied} of {report.messages} messages copied "
               f"({report.sessions} sessions; the rest were there already)")
    if report.vectors:
        typer.echo(f"vectors: {report.vectors_copied} of {report.vectors} stored vectors "
                   "copied (messages left without one: keepmind sessions embed)")
    for name, total in report.entries.items():
        typer.echo(f"{name}: {report.entries_copied.get(name, 0)} of {total} entries copied")
    typer.echo(f"facts: {report.facts_copied} of {report.facts} live facts copied")
    typer.echo(f"searches: {report.searches_found} of {report.searches} sampled searches "
               "find the same session")
    for problem in report.problems:
        typer.echo(f"problem: {problem}", err=True)
    typer.echo(f"done: verified in {dst.archive_location.shown}" if report.ok
               else "NOT done: see the problems above")
