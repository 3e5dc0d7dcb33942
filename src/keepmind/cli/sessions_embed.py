"""``keepmind sessions embed``: store the vectors of archived messages for the semantic
stage of search (``archive.semantic``; ``keepmind.archive.vectors`` does the work), with
a progress bar, a ``--dry-run`` that says how many messages have vectors, and a
``--json`` summary."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, get_args

import typer

from keepmind.cli._common import HomeOption, JsonOption, ProfileOption, open_home, print_json
from keepmind.cli.sessions_import import progress_bar
from keepmind.config import ArchiveSettings
from keepmind.errors import ConfigError

if TYPE_CHECKING:  # numpy and the model: imported when the command runs, not by the CLI
    from keepmind.archive.vectors import BackfillReport, StoredIndex

MODELS = tuple(m for m in get_args(ArchiveSettings.model_fields["semantic"].annotation)
               if m != "off")


def _index(ctx: typer.Context, home: HomeOption, profile: ProfileOption,
           model: str | None) -> StoredIndex | None:
    """The archive's stored index for ``model`` (else the configured one); None when
    the home has no archive yet. Raises ConfigError when no model is chosen or it is not
    installed."""
    mem = open_home(ctx, home, profile, create=False)
    kind = model or mem.settings.archive.semantic
    if kind == "off":
        raise ConfigError("archive.semantic is off: set `semantic: e5` in the archive "
                          "section of config.yaml (or pass --model e5 to embed first and "
                          "turn it on later)")
    if not mem.archive_exists():
        return None
    mem.settings = mem.settings.model_copy(update={
        "archive": mem.settings.archive.model_copy(update={"semantic": kind})})
    from keepmind.archive.vectors import StoredIndex

    index = mem.archive.semantic
    assert isinstance(index, StoredIndex)
    return index


def _kb(count: int) -> str:
    return f"{count / 1024:,.0f} kB"


def embed(
    ctx: typer.Context,
    model: Annotated[str | None, typer.Option(
        "--model", help=f"The model ({', '.join(MODELS)}); default: archive.semantic in "
                        "config.yaml.", show_default=False)] = None,
    batch: Annotated[int, typer.Option(
        "--batch", min=1, max=4096,
        help="Messages embedded and stored together (a crash loses at most one batch).")
    ] = 64,
    limit: Annotated[int | None, typer.Option(
        "--limit", min=0, help="Embed at most this many messages, then stop.",
        show_default=False)] = None,
    threads: Annotated[int | None, typer.Option(
        "--threads", min=1, max=256,
        help="Threads of the model's engine (default 1, the steadiest on a busy "
             "machine; more can pay on an idle one).", show_default=False)] = None,
    dry_run: Annotated[bool, typer.Option(
        "--dry-run", help="Only say how many messages have vectors and how many would be "
                          "embedded.")] = False,
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Embed archived messages for the semantic stage of search, so that every process
    (CLI, MCP server, agent) finds them by meaning without embedding them again.

    Embeds the user and assistant messages that have no vector of the model yet (or one
    of another model, which is replaced), --batch at a time, each batch stored at once:
    an interrupted run loses at most one batch, and running it again continues where it
    stopped. A search also embeds up to 16 new messages itself; this command is for the
    rest (an import, or turning the stage on for an existing archive). The model runs
    locally; it comes with the semantic-e5 extra of keepmind."""
    if model is not None and model not in MODELS:
        raise typer.BadParameter(f"expected one of {', '.join(MODELS)}",
                                 param_hint="--model")
    index = _index(ctx, home, profile, model)
    if index is None:
        if as_json:
            print_json({"messages": 0, "with_vectors": 0, "embedded": 0})
        else:
            typer.echo("(no archive yet)")
        return
    counts = index.table.counts(index.model)
    todo = counts.messages - counts.current
    if limit is not None:
        todo = min(todo, limit)
    if dry_run:
        if as_json:
            print_json({"model": index.model, "messages": counts.messages,
                        "with_vectors": counts.current, "other_model": counts.other,
                        "to_embed": todo, "stored_bytes": counts.stored_bytes})
            return
        typer.echo(f"{counts.current} of {counts.messages} messages have vectors of "
                   f"{index.model} ({_kb(counts.stored_bytes)} stored)")
        if counts.other:
            typer.echo(f"{counts.other} have a vector of another model (embedded again)")
        typer.echo(f"would embed {todo} messages")
        return
    from keepmind.archive.semantic import e5_embedder
    from keepmind.archive.vectors import backfill

    with progress_bar(unit_bytes=False, label="embedding") as (_, update, _total):
        embedder = index.embedder if threads is None else e5_embedder(threads)
        report = backfill(index.table, index.model, embedder, batch=batch,
                          limit=limit, progress=update)
    _report(report, index.dim, as_json)


def _report(report: BackfillReport, dim: int, as_json: bool) -> None:
    after = report.after
    if as_json:
        print_json({"model": report.model, "embedded": report.embedded,
                    "skipped": report.skipped, "seconds": round(report.seconds, 3),
                    "messages": after.messages, "with_vectors": after.current,
                    "stored_bytes": after.stored_bytes,
                    "index_bytes": after.current * dim * 4})
        return
    rate = report.embedded / report.seconds if report.seconds > 0 else 0.0
    typer.echo(f"embedded {report.embedded} messages in {report.seconds:.1f} s "
               f"({rate:.1f}/s); {report.skipped} had a vector already")
    typer.echo(f"{after.current} of {after.messages} messages have vectors "
               f"({_kb(after.stored_bytes)} stored, {_kb(after.current * dim * 4)} in memory "
               "when loaded)")
