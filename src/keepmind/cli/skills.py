"""``keepmind skills``: list, show, create, edit, delete, import, index and path for the
skill library under ``<home>/skills``."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Annotated, Any

import click
import typer

from keepmind.cli._common import HomeOption, JsonOption, ProfileOption, open_home, print_json
from keepmind.errors import KeepmindError, SkillError
from keepmind.skills import Skill, SkillLibrary
from keepmind.skills.importer import ImportReport, import_skills
from keepmind.skills.skill import DEFAULT_CATEGORY

app = typer.Typer(help="Skills: reusable procedures kept as <category>/<name>/SKILL.md.",
                  no_args_is_help=True)

NameArgument = Annotated[str, typer.Argument(help="The skill's name, e.g. deploy-k8s.")]
CategoryOption = Annotated[
    str, typer.Option("--category", "-c", help="Category folder for the skill.")
]
FileOption = Annotated[
    Path | None,
    typer.Option("--file", "-f", help="Read the whole SKILL.md from this file ('-' for stdin).",
                  show_default=False),
]


def _library(ctx: typer.Context, home: Path | None, profile: str | None,
             *, create: bool = True) -> SkillLibrary:
    return open_home(ctx, home, profile, create=create).skills


def _read_source(path: Path) -> str:
    if str(path) == "-":
        return typer.get_text_stream("stdin").read()
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise SkillError(f"cannot read {path}: not valid UTF-8 text") from exc
    except OSError as exc:
        raise SkillError(f"cannot read {path}: {exc.strerror or exc}") from exc


def _as_dict(skill: Skill) -> dict[str, Any]:
    return {"name": skill.name, "category": skill.category, "description": skill.description,
            "path": str(skill.path), "front_matter": skill.doc.front_matter}


def _warn_problems(library: SkillLibrary) -> None:
    for problem in library.problems():
        typer.echo(f"warning: {problem.path}: {problem.reason}", err=True)


@app.command("list")
def list_skills(
    ctx: typer.Context,
    category: Annotated[str | None, typer.Option("--category", "-c",
                                                 help="Only this category.")] = None,
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """List the skills by category, with their descriptions.

    Skill folders that cannot be read are reported on stderr."""
    library = _library(ctx, home, profile, create=False)
    skills = library.list(category)
    _warn_problems(library)
    if as_json:
        print_json([_as_dict(s) for s in skills])
        return
    if not skills:
        typer.echo("(no skills yet)")
    current = None
    for skill in skills:
        if skill.category != current:
            current = skill.category
            typer.echo(current)
        typer.echo(f"  {skill.name}: {' '.join(skill.description.split())}")


@app.command()
def show(
    ctx: typer.Context,
    name: NameArgument,
    file: Annotated[str | None, typer.Option(
        "--file", "-f", help="A support file to print instead of SKILL.md.")] = None,
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Print a skill's SKILL.md (or one of its files) and list its support files."""
    library = _library(ctx, home, profile, create=False)
    if file:
        text = library.read_file(name, file)
        if as_json:
            print_json({"name": name, "file_path": file, "content": text})
        else:
            typer.echo(text, nl=not text.endswith("\n"))
        return
    skill = library.get(name)
    files = library.files(name)
    if as_json:
        print_json({**_as_dict(skill), "content": skill.text, "files": files})
        return
    typer.echo(skill.text, nl=not skill.text.endswith("\n"))
    if files:
        typer.echo(f"\nfiles: {', '.join(files)}", err=True)


@app.command()
def create(
    ctx: typer.Context,
    name: NameArgument,
    description: Annotated[str | None, typer.Option(
        "--description", "-d", help="One sentence: when to use this skill.")] = None,
    body: Annotated[str, typer.Option(
        "--body", "-b", help="Markdown body (default: a section skeleton to fill in).")] = "",
    file: FileOption = None,
    category: CategoryOption = DEFAULT_CATEGORY,
    home: HomeOption = None,
    profile: ProfileOption = None,
) -> None:
    """Create a skill from --description (and --body), or from a SKILL.md (--file).

    The text is validated and scanned for threats before anything is written."""
    library = _library(ctx, home, profile)
    if file is not None:
        if description is not None or body:
            raise typer.BadParameter("give --file, or --description/--body, not both")
        skill = library.create(name, _read_source(file), category=category)
    elif description is None:
        raise typer.BadParameter("give --description (and --body), or --file",
                                 param_hint="--description")
    else:
        skill = library.create(name, description=description, body=body, category=category)
    typer.echo(f"created {skill.category}/{skill.name}: {skill.skill_file}")


@app.command()
def edit(
    ctx: typer.Context,
    name: NameArgument,
    file: FileOption = None,
    home: HomeOption = None,
    profile: ProfileOption = None,
) -> None:
    """Replace a skill's SKILL.md with --file, or edit it in $EDITOR.

    An edit that fails validation or the threat scan is refused and kept in a temp file."""
    library = _library(ctx, home, profile)
    if file is not None:
        library.edit(name, _read_source(file))
        typer.echo(f"updated {name}")
        return
    current = library.get(name).text
    try:
        edited = click.edit(current, extension=".md", require_save=True)
    except click.ClickException as exc:  # the editor is missing or exited non-zero
        raise SkillError(f"$EDITOR failed, nothing changed: {exc.format_message()}") from exc
    if edited is None or edited == current:
        typer.echo("no changes")
        return
    try:
        library.edit(name, edited)
    except KeepmindError as exc:
        kept = _keep(name, edited)
        raise SkillError(f"{exc} (your edit is kept in {kept})") from exc
    typer.echo(f"updated {name}")


def _keep(name: str, text: str) -> Path:
    handle = tempfile.NamedTemporaryFile(  # noqa: SIM115 - kept on purpose for the user
        "w", encoding="utf-8", prefix=f"keepmind-skill-{name}-", suffix=".md", delete=False)
    with handle:
        handle.write(text)
    return Path(handle.name)


@app.command()
def delete(
    ctx: typer.Context,
    name: NameArgument,
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask for confirmation.")]
    = False,
    home: HomeOption = None,
    profile: ProfileOption = None,
) -> None:
    """Delete a skill folder with all its support files."""
    library = _library(ctx, home, profile)
    skill = library.get(name)
    if not yes:
        typer.confirm(f"delete {skill.path} and its files?", abort=True)
    library.delete(name)
    typer.echo(f"deleted {skill.category}/{name}")


@app.command("import")
def import_(
    ctx: typer.Context,
    source: Annotated[Path, typer.Argument(
        help="A skill folder, a folder of skills (*/SKILL.md) or of categories "
             "(*/*/SKILL.md), e.g. ~/.claude/skills or ~/.hermes/skills.")],
    category: Annotated[str | None, typer.Option(
        "--category", "-c", help="Put every imported skill in this category.")] = None,
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Import skill folders written for other agents (Claude Code, Hermes Agent).

    Each skill is copied with its files. Name clashes are reported and never overwritten;
    the exit code is 1 when any skill was not imported."""
    library = _library(ctx, home, profile)
    report = import_skills(library, source.expanduser(), category=category)
    _print_report(report, as_json)
    if not report.complete:
        missed = len(report.conflicts) + len(report.skipped)
        raise SkillError(f"{missed} skill{'s' if missed != 1 else ''} not imported "
                         "(see the warnings above)")


def _print_report(report: ImportReport, as_json: bool) -> None:
    if as_json:
        print_json({
            "imported": [{"name": s.name, "category": s.category, "path": str(s.path),
                          "files": list(s.files)} for s in report.imported],
            "conflicts": [{"name": c.name, "source": str(c.source), "reason": c.reason}
                          for c in report.conflicts],
            "skipped": [{"name": c.name, "source": str(c.source), "reason": c.reason}
                        for c in report.skipped],
            "notes": report.notes,
        })
        return
    for skill in report.imported:
        extra = f" (+{len(skill.files)} files)" if skill.files else ""
        typer.echo(f"imported {skill.category}/{skill.name}{extra}")
    for issue in report.conflicts:
        typer.echo(f"warning: conflict {issue.name}: {issue.source}: {issue.reason}", err=True)
    for issue in report.skipped:
        typer.echo(f"warning: skipped {issue.name}: {issue.source}: {issue.reason}", err=True)
    for note in report.notes:
        typer.echo(f"note: {note}", err=True)
    typer.echo(f"{len(report.imported)} imported, {len(report.conflicts)} conflicts, "
               f"{len(report.skipped)} skipped")


@app.command()
def index(
    ctx: typer.Context,
    home: HomeOption = None,
    profile: ProfileOption = None,
) -> None:
    """Print the skills index exactly as it goes into the system prompt."""
    typer.echo(_library(ctx, home, profile, create=False).index())


@app.command()
def path(
    ctx: typer.Context,
    name: Annotated[str | None, typer.Argument(
        help="A skill whose folder to print (default: the skills root).")] = None,
    home: HomeOption = None,
    profile: ProfileOption = None,
) -> None:
    """Print where the skills live, or where one skill's folder is."""
    library = _library(ctx, home, profile, create=False)
    typer.echo(str(library.get(name).path if name else library.root))
