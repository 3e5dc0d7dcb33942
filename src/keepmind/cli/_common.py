"""What every CLI command shares: the --home/--profile/--json options, opening the home
in the scope the root options or ``$KEEPMIND_USER``/``$KEEPMIND_AGENT``/``$KEEPMIND_ORG``
choose, printing JSON, and the one-line error contract.

Commands that only read open the home with ``create=False``: a home that does not exist
is not created by looking at it; they see the empty state (``Home.exists`` tells them).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from keepmind.api import Memory, scope_of
from keepmind.cli._migrate import legacy_notice
from keepmind.config import Settings, load_settings
from keepmind.errors import ConfigError, ProviderError
from keepmind.home import Home, resolve_home
from keepmind.types import Scope

if TYPE_CHECKING:
    from keepmind.providers.secrets import Secrets

USER_ENV = "KEEPMIND_USER"
AGENT_ENV = "KEEPMIND_AGENT"
ORG_ENV = "KEEPMIND_ORG"


def _home_path(value: str) -> Path:
    """--home as given; an empty value is refused (Path("") would be the current dir)."""
    if not value.strip():
        raise typer.BadParameter("the home directory is empty; give a path")
    return Path(value)


HomeOption = Annotated[
    Path | None,
    typer.Option("--home", help="Home directory (default: $KEEPMIND_HOME or ~/.keepmind).",
                 show_default=False, parser=_home_path),
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


def scope_from(ctx: typer.Context | None) -> Scope:
    """The scope of the root options ``--user``/``--agent``/``--org``, each part else from
    its environment variable. Raises InvalidArgument for a name that cannot be one."""
    given: dict[str, Any] = {}
    current: Any = ctx
    while current is not None and not given:
        if isinstance(current.obj, dict) and "user" in current.obj:
            given = current.obj
        current = current.parent
    return scope_of(given.get("user") or os.environ.get(USER_ENV),
                    given.get("agent") or os.environ.get(AGENT_ENV),
                    given.get("org") or os.environ.get(ORG_ENV))


def home_of(ctx: typer.Context | None, home: Path | None, profile: str | None,
            *, notice: bool = True) -> Home:
    """The Home chosen by the command's options, else the root options, else the env.

    With ``notice``, a home left by an earlier version is pointed out on stderr."""
    root_home, root_profile = _root_options(ctx)
    chosen = home or root_home
    hint = legacy_notice(chosen, os.environ) if notice else None
    if hint:
        typer.echo(hint, err=True)
    return Home(resolve_home(chosen, profile if profile is not None else root_profile,
                             os.environ))


def open_home(ctx: typer.Context | None, home: Path | None, profile: str | None,
              *, create: bool = True, check_provider: bool = True) -> Memory:
    """Open the home and its settings for a command: created if needed, unless ``create``
    is False (a command that only reads), which leaves a missing home missing. With
    ``check_provider``, the configured memory provider and its options are checked too.
    With a context, the memory is closed (archive connection, providers) when the command
    ends.

    Raises HomeError, ConfigError (naming config.yaml and the key at fault)."""
    resolved = home_of(ctx, home, profile)
    if create or resolved.root.exists():
        resolved.ensure()
    settings = load_settings(resolved.config_file)
    if check_provider:
        check_provider_settings(resolved, settings)
    memory = Memory(resolved, settings, scope=scope_from(ctx))
    if ctx is not None:
        ctx.call_on_close(memory.close)
    return memory


def check_provider_settings(home: Home, settings: Settings,
                            secrets: Secrets | None = None) -> None:
    """Refuse a ``memory.provider`` (or ``memory.providers`` entry) that is unknown, or
    options a provider rejects (unknown key, wrong type, missing value), as a mistake in
    config.yaml: the providers are built (factories do no I/O until used) and shut down
    again.

    Raises ConfigError naming the file and the key."""
    if not settings.memory.provider.strip() and not settings.memory.providers:
        return
    from keepmind.providers.compose import home_registry
    from keepmind.providers.registry import create_providers
    from keepmind.providers.secrets import load_secrets, secrets_path

    registry = home_registry(home, os.environ)
    stored = load_secrets(secrets_path(home.root)) if secrets is None else secrets
    try:
        made = create_providers(home.root, settings, registry, stored, os.environ)
    except ProviderError as exc:
        raise ConfigError(f"{home.config_file}: {exc}") from exc
    for provider, _ in made:
        provider.shutdown()


def print_json(data: Any) -> None:
    typer.echo(json.dumps(data, ensure_ascii=False, indent=2, default=str))
