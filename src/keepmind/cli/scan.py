"""``keepmind scan``: the threat scan that guards every memory write and context file, run
on text the user has in hand (files, stdin or ``--text``) before it goes anywhere near an
agent.

It scans exactly as the home would: the same rules, and the second opinion named by the
home's ``security.classifier`` unless ``--classifier`` names another (or ``''``, none),
held by this command's own ``Guard``: the process's scanner is left as it was. Nothing in
the home is read but config.yaml, and nothing is written.

Exit codes, for scripts: 0 every input clean, 1 at least one input blocked, 2 an input
could not be read, a setting is wrong or the usage is bad; an unreadable input never hides
the others' results.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any

import typer

from keepmind.cli._common import HomeOption, JsonOption, ProfileOption, home_of, print_json
from keepmind.cli._errors import describe
from keepmind.config import load_settings
from keepmind.errors import ConfigError
from keepmind.security import Finding
from keepmind.security.guard import Guard

STDIN = "-"
BLOCKED_EXIT = 1
UNREADABLE_EXIT = 2
EXCERPT_CHARS = 80


class ScopeChoice(StrEnum):
    strict = "strict"
    context = "context"


@dataclass
class Result:
    """One input's verdict: where it came from and its findings, or why it was not read."""

    source: str
    chars: int = 0
    findings: list[Finding] = field(default_factory=list)
    error: str = ""

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"source": self.source}
        if self.error:
            return {**data, "error": self.error}
        return {**data, "chars": self.chars, "blocked": bool(self.findings),
                "findings": [{"id": f.id, "category": f.category, "reason": f.reason,
                              "excerpt": f.excerpt} for f in self.findings]}


def _inputs(paths: list[Path], texts: list[str]) -> list[tuple[str, Path | str | None]]:
    """(source name, what to read): a path, a text given inline, or None for stdin."""
    given: list[tuple[str, Path | str | None]] = [
        (STDIN, None) if str(path) == STDIN else (str(path), path) for path in paths]
    given += [(f"--text {number}", text) for number, text in enumerate(texts, 1)]
    if given:
        return given
    if sys.stdin.isatty():
        raise typer.BadParameter("give files to scan, --text TEXT, or pipe text on stdin",
                                 param_hint="PATH")
    return [(STDIN, None)]


def _read(what: Path | str | None) -> str:
    """The text of an input. Raises OSError, UnicodeDecodeError."""
    if what is None:
        return sys.stdin.read()
    if isinstance(what, Path):
        return what.read_text(encoding="utf-8")
    return what


def _scan_one(guard: Guard, source: str, what: Path | str | None, scope: str) -> Result:
    try:
        text = _read(what)
    except (OSError, UnicodeDecodeError) as exc:
        message = describe(exc)[0]  # an OSError's already names its file
        return Result(source, error=message if message.startswith(source)
                      else f"{source}: {message}")
    return Result(source, len(text), guard.scan(text, scope))  # type: ignore[arg-type]


def _chosen_guard(ctx: typer.Context, home: Path | None, profile: str | None,
                  spec: str | None) -> tuple[str, Guard]:
    """The chosen second opinion's spec ("" for none) and the guard that holds it (the
    default threshold when ``spec`` names it). Raises ConfigError (a bad config.yaml or an
    unloadable classifier)."""
    if spec is not None:
        return spec, Guard.load(spec)
    settings = load_settings(home_of(ctx, home, profile, notice=False).config_file)
    spec = settings.security.classifier
    return spec, Guard.load(spec, settings.security.classifier_threshold)


def _excerpt(text: str) -> str:
    line = " ".join(text.split())
    return line if len(line) <= EXCERPT_CHARS else line[:EXCERPT_CHARS - 1] + "…"


def _print(result: Result) -> None:
    if result.error:
        typer.echo(f"{result.source}: unreadable")
        return
    if not result.findings:
        typer.echo(f"{result.source}: clean ({result.chars} chars)")
        return
    typer.echo(f"{result.source}: BLOCKED ({len(result.findings)} finding"
               f"{'s' if len(result.findings) != 1 else ''})")
    for finding in result.findings:
        typer.echo(f"  {finding.id} ({finding.category}): {finding.reason}")
        if finding.excerpt:
            typer.echo(f"    {_excerpt(finding.excerpt)!r}")


def scan_command(
    ctx: typer.Context,
    paths: Annotated[list[Path] | None, typer.Argument(
        metavar="PATH", show_default=False,
        help="Files to scan, each as a whole ('-' reads stdin). With no PATH and no --text, "
             "stdin is read.")] = None,
    texts: Annotated[list[str] | None, typer.Option(
        "--text", show_default=False, help="Scan this text (repeatable).")] = None,
    scope: Annotated[ScopeChoice, typer.Option(
        "--scope", case_sensitive=False,
        help="strict: as a memory entry is scanned (refuses what may not be stored); "
             "context: as a context file (AGENTS.md, SOUL.md) or a recalled passage is "
             "scanned.")] = ScopeChoice.strict,
    classifier: Annotated[str | None, typer.Option(
        "--classifier", show_default=False,
        help="Second opinion 'package.module:factory' for this scan (e.g. "
             "keepmind.classifiers.ngram:factory); '' for none. Default: the home's "
             "security.classifier.")] = None,
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Scan text for prompt injection, role hijack, prompt leaks, exfiltration, persistence,
    secrets and invisible characters, exactly as a memory write or a context file is
    scanned, and say what was found and why.

    Exit codes: 0 every input clean, 1 one blocked, 2 one unreadable or a bad setting.
    Nothing is written.
    """
    chosen = _inputs(list(paths or []), list(texts or []))
    try:
        spec, guard = _chosen_guard(ctx, home, profile, classifier)
    except ConfigError as exc:  # exit 1 means blocked here, so a bad setting is 2
        typer.echo(f"error: {describe(exc)[0]}", err=True)
        raise typer.Exit(UNREADABLE_EXIT) from exc
    results = [_scan_one(guard, source, what, scope.value) for source, what in chosen]
    if as_json:
        print_json({"scope": scope.value, "classifier": spec,
                    "blocked": sum(bool(r.findings) for r in results),
                    "unreadable": sum(bool(r.error) for r in results),
                    "inputs": [r.as_json() for r in results]})
    else:
        for result in results:
            _print(result)
    unreadable = [r.error for r in results if r.error]
    if unreadable:  # one line on stderr, as every command's error
        more = f" (and {len(unreadable) - 1} more unreadable)" if len(unreadable) > 1 else ""
        typer.echo(f"error: {unreadable[0]}{more}", err=True)
        raise typer.Exit(UNREADABLE_EXIT)
    if any(r.findings for r in results):
        raise typer.Exit(BLOCKED_EXIT)
