"""``keepmind sessions import``: today's JSONL / OpenAI files, and other agents' histories
with ``--from`` (claude-code, codex, hermes, chatgpt), each from where that agent keeps
them unless a path is given; with ``--watch`` (claude-code, codex) the import re-runs
every few seconds, capturing sessions as they happen.

This module is the composition root of the importers: it alone knows the default
locations (the home directory and the agents' own environment variables), opens the
home's stores and draws the progress bar; ``keepmind.importers`` does the reading.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated

import typer

from keepmind.archive import ImportReport, SessionArchive, jsonl
from keepmind.cli._common import HomeOption, JsonOption, ProfileOption, open_home, print_json

FORMATS = ("claude-code", "codex", "hermes", "chatgpt", "jsonl", "openai")
WATCHABLE = ("claude-code", "codex")
_DEFAULTS = {  # format: (environment variable naming the agent's home, its default, inside)
    "claude-code": ("CLAUDE_CONFIG_DIR", ".claude", "projects"),
    "codex": ("CODEX_HOME", ".codex", "sessions"),
    "hermes": ("HERMES_HOME", ".hermes", ""),
}


def default_path(fmt: str) -> Path | None:
    """Where the agent of ``fmt`` keeps its history (None when it has no fixed place)."""
    if fmt not in _DEFAULTS:
        return None
    variable, folder, inside = _DEFAULTS[fmt]
    base = os.environ.get(variable) or str(Path.home() / folder)
    return Path(base).expanduser() / inside if inside else Path(base).expanduser()


@contextmanager
def progress_bar(unit_bytes: bool, label: str = "importing"
                 ) -> Iterator[tuple[Callable[[int], None], Callable[[int, int], None],
                                     Callable[[int], None]]]:
    """A progress bar on a terminal's stderr: (advance, done-of-total, set total)."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

    columns = (TextColumn(label), BarColumn(),
               TextColumn("{task.percentage:>3.0f}%") if unit_bytes else MofNCompleteColumn())
    with Progress(*columns, transient=True, disable=not sys.stderr.isatty()) as bar:
        task = bar.add_task("import", total=None)
        yield (lambda n: bar.advance(task, n),
               lambda done, total: bar.update(task, completed=done, total=total),
               lambda total: bar.update(task, total=total))


def report_lines(report: ImportReport, as_json: bool, shown: int = 20) -> None:
    """Print what an import did (bad records on stderr)."""
    if report.errors:
        typer.echo(f"skipped {len(report.errors)} bad lines:", err=True)
        for number, why in report.errors[:shown]:
            typer.echo(f"  line {number}: {why}" if number else f"  {why}", err=True)
        if len(report.errors) > shown:
            typer.echo(f"  … and {len(report.errors) - shown} more", err=True)
    if as_json:
        print_json({"messages": report.messages, "sessions": report.sessions,
                    "existing": report.existing, "duplicates": report.duplicates,
                    "ignored": report.ignored, "files": report.files,
                    "unchanged": report.unchanged, "notes": report.notes,
                    "rejected": [{"line": n, "reason": why} for n, why in report.errors]})
        return
    typer.echo(f"imported {report.messages} messages in {report.sessions} sessions")
    if report.duplicates:
        typer.echo(f"{report.duplicates} messages were imported before (not added again)")
    if report.files > 1 or report.unchanged:
        typer.echo(f"read {report.files} files, {report.unchanged} unchanged since the "
                   "last import")
    if report.existing:
        typer.echo(f"skipped {len(report.existing)} sessions that already exist: "
                   f"{', '.join(report.existing[:5])}{' …' if len(report.existing) > 5 else ''}")
    for note in report.notes:
        typer.echo(note)


def import_(
    ctx: typer.Context,
    path: Annotated[Path | None, typer.Argument(
        help="The file or folder to import. Without --from: a JSONL file or OpenAI "
             "chat-messages JSON. With --from: defaults to where that agent keeps its "
             "history (claude-code ~/.claude/projects, codex ~/.codex/sessions, hermes "
             "~/.hermes; chatgpt needs the export's conversations.json, folder or zip).",
        show_default=False)] = None,
    source_format: Annotated[str | None, typer.Option(
        "--from", help="claude-code, codex, hermes, chatgpt, jsonl or openai.",
        show_default=False)] = None,
    fmt: Annotated[str, typer.Option("--format", help="auto, jsonl or openai.")] = "auto",
    strict: Annotated[bool, typer.Option(
        "--strict", help="Refuse the whole import if any line is bad (jsonl, openai).")
    ] = False,
    source: Annotated[str, typer.Option(
        "--source", help="Source for sessions that do not name one.")] = "import",
    watch: Annotated[bool, typer.Option(
        "--watch", help="With --from claude-code or codex: keep running, importing what "
                        "is new every --interval seconds, until interrupted (Ctrl-C or "
                        "SIGTERM).")]
    = False,
    interval: Annotated[float, typer.Option(
        "--interval", min=0.1, max=86400, help="With --watch: seconds between imports.")]
    = 5.0,
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Import sessions. JSONL: one message per line with session_id, role, content,
    timestamp (seconds or ISO-8601) and optional source, title, tool_calls, tool_name,
    tool_call_id, token_count. OpenAI: a list of {role, content} messages, an object
    with "messages", or a list of such objects (one session each). --from reads another
    agent's history: Claude Code transcripts, Codex rollouts, a Hermes home (sessions,
    MEMORY.md/USER.md into the memory stores, skills) or a ChatGPT export.

    Every field is checked. A bad record is reported on stderr with its line number and
    skipped (and listed under "rejected" with --json); with --strict a bad JSONL or
    OpenAI line refuses the import and nothing is written. Imports are incremental:
    importing the same source again adds only what is new, never anything twice.
    """
    chosen = source_format or fmt
    if source_format is not None and source_format not in FORMATS:
        raise typer.BadParameter(f"expected one of {', '.join(FORMATS)}", param_hint="--from")
    if source_format is None and fmt not in ("auto", "jsonl", "openai"):
        raise typer.BadParameter("expected auto, jsonl or openai", param_hint="--format")
    if watch and chosen not in WATCHABLE:
        raise typer.BadParameter(f"--watch works with --from {' or '.join(WATCHABLE)}",
                                 param_hint="--watch")
    where = path.expanduser() if path is not None else default_path(chosen)
    if where is None:
        what = "the export's conversations.json, folder or zip" if chosen == "chatgpt" \
            else "a file"
        raise typer.BadParameter(f"give {what} to import", param_hint="PATH")
    if not where.exists():
        raise typer.BadParameter(f"{where} does not exist", param_hint="PATH")
    mem = open_home(ctx, home, profile)
    archive = mem.archive
    if chosen in ("auto", "jsonl", "openai"):
        if not where.is_file():
            raise typer.BadParameter(f"{where} is not a file", param_hint="PATH")
        report = _import_file(archive, where, chosen, strict=strict, source=source)
    elif chosen in ("claude-code", "codex"):
        report = _import_jsonl_files(archive, where, chosen)
    elif chosen == "chatgpt":
        from keepmind.importers.chatgpt import import_export

        with progress_bar(False) as (_, step, _total):
            report = import_export(archive, where, progress=step)
    else:
        from keepmind.importers.hermes import import_home
        from keepmind.memory.meta import writing

        with progress_bar(False) as (_, step, _total), writing("import"):
            report = import_home(archive, where, memory=mem.memory, user=mem.user,
                                 skills=mem.skills, progress=step)
    report_lines(report, as_json)
    if watch:
        _watch(archive, where, chosen, interval, as_json)


def _watch(archive: SessionArchive, where: Path, fmt: str, interval: float,
           as_json: bool) -> None:
    """Import what is new every ``interval`` seconds until interrupted, reporting each
    import that added messages (the importers are incremental: an unchanged file costs
    one hash; a file that cannot be read was reported by the first import and is not
    reported again every few seconds). SIGTERM, what a service manager or ``kill`` sends,
    stops it as Ctrl-C does: a watcher started as a script's background job inherits SIGINT
    ignored (and keeps ignoring it), so SIGTERM is how such a job is stopped cleanly.

    A stop asked for during an import lets that import finish and report what it added
    (it is committed either way; stopped halfway, its report was lost); a second Ctrl-C
    stops at once."""
    typer.echo(f"watching {where} every {interval:g}s (Ctrl-C stops)", err=True)
    stop = threading.Event()

    def request_stop(signum: int, frame: object) -> None:
        if stop.is_set():
            raise KeyboardInterrupt
        stop.set()

    watched = [signal.SIGTERM]
    if signal.getsignal(signal.SIGINT) is not signal.SIG_IGN:
        watched.append(signal.SIGINT)
    previous = {sig: signal.signal(sig, request_stop) for sig in watched}
    try:
        while not stop.wait(interval):
            report = _import_jsonl_files(archive, where, fmt)
            if report.messages:
                report_lines(report, as_json)
                sys.stdout.flush()
    except KeyboardInterrupt:
        pass
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    typer.echo("stopped watching", err=True)


def _import_file(archive: SessionArchive, path: Path, fmt: str, *, strict: bool,
                 source: str) -> ImportReport:
    openai = fmt == "openai" or (fmt == "auto" and jsonl.detect_format(path) == "openai")
    with progress_bar(False) as (_, step, _total):
        if openai:
            return archive.import_openai_json(path, strict=strict, source=source,
                                              progress=step)
        return archive.import_jsonl(path, strict=strict, progress=step)


def _import_jsonl_files(archive: SessionArchive, where: Path, fmt: str) -> ImportReport:
    from keepmind.importers import claude_code, codex
    from keepmind.importers.files import import_files

    if fmt == "claude-code":
        files, one = claude_code.transcripts(where), claude_code.import_transcript
    else:
        files, one = codex.rollouts(where), codex.import_rollout
    with progress_bar(True) as (advance, _, total):
        total(sum(f.stat().st_size for f in files))
        return import_files(archive, files, one, advance)
