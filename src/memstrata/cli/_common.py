"""What every CLI command shares: the --home/--profile/--json options, opening the home,
printing JSON, and the one-line error contract."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Annotated, Any

import typer

from memstrata.api import Memory
from memstrata.config import load_settings
from memstrata.home import Home, resolve_home

HomeOption = Annotated[
    Path | None,
    typer.Option("--home", help="Home directory (default: $MEMSTRATA_HOME or ~/.memstrata).",
                 show_default=False),
]
ProfileOption = Annotated[
    str | None,
    typer.Option("--profile", help="Named profile: <home>/profiles/NAME.", show_default=False),
]
JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")]


def _root_options(ctx: typer.Context | None) -> tuple[Path | None, str | None]:
    """The --home/--profile given before the subcommand (memstrata --home X memory ...)."""
    current: Any = ctx
    while current is not None:
        obj = current.obj
        if isinstance(obj, dict) and ("home" in obj or "profile" in obj):
            return obj.get("home"), obj.get("profile")
        current = current.parent
    return None, None


def home_of(ctx: typer.Context | None, home: Path | None, profile: str | None) -> Home:
    """The Home chosen by the command's options, else the root options, else the env."""
    root_home, root_profile = _root_options(ctx)
    return Home(resolve_home(home or root_home, profile or root_profile, os.environ))


def open_home(ctx: typer.Context | None, home: Path | None, profile: str | None) -> Memory:
    """Open (creating if needed) the home and its settings for a command."""
    resolved = home_of(ctx, home, profile).ensure()
    return Memory(resolved, load_settings(resolved.config_file))


def print_json(data: Any) -> None:
    typer.echo(json.dumps(data, ensure_ascii=False, indent=2, default=str))
