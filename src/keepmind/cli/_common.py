"""What every CLI command shares: the --home/--profile/--json options, opening the home,
printing JSON, and the one-line error contract."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Annotated, Any

import typer

from keepmind.api import Memory
from keepmind.cli._migrate import legacy_notice
from keepmind.config import load_settings
from keepmind.home import Home, resolve_home

HomeOption = Annotated[
    Path | None,
    typer.Option("--home", help="Home directory (default: $KEEPMIND_HOME or ~/.keepmind).",
                 show_default=False),
]
ProfileOption = Annotated[
    str | None,
    typer.Option("--profile", help="Named profile: <home>/profiles/NAME.", show_default=False),
]
JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")]


def _root_options(ctx: typer.Context | None) -> tuple[Path | None, str | None]:
    """The --home/--profile given before the subcommand (keepmind --home X memory ...)."""
    current: Any = ctx
    while current is not None:
        obj = current.obj
        if isinstance(obj, dict) and ("home" in obj or "profile" in obj):
            return obj.get("home"), obj.get("profile")
        current = current.parent
    return None, None


def home_of(ctx: typer.Context | None, home: Path | None, profile: str | None,
            *, notice: bool = True) -> Home:
    """The Home chosen by the command's options, else the root options, else the env.

    With ``notice``, a home left by an earlier version is pointed out on stderr."""
    root_home, root_profile = _root_options(ctx)
    chosen = home or root_home
    hint = legacy_notice(chosen, os.environ) if notice else None
    if hint:
        typer.echo(hint, err=True)
    return Home(resolve_home(chosen, profile or root_profile, os.environ))


def open_home(ctx: typer.Context | None, home: Path | None, profile: str | None) -> Memory:
    """Open (creating if needed) the home and its settings for a command; with a context,
    the memory is closed (archive connection, providers) when the command ends."""
    resolved = home_of(ctx, home, profile).ensure()
    memory = Memory(resolved, load_settings(resolved.config_file))
    if ctx is not None:
        ctx.call_on_close(memory.close)
    return memory


def print_json(data: Any) -> None:
    typer.echo(json.dumps(data, ensure_ascii=False, indent=2, default=str))
