"""``keepmind memory setup|status|off``: choosing and checking the memory provider, and
the composition of the provider layer for the other commands (``provider_manager``).

A composition root: reads ``KEEPMIND_PROVIDERS`` (through ``plugin_policy``), the
settings and the secrets file, and hands the provider layer what it needs. Setup writes
non-secret options to config.yaml (a minimal edit that keeps comments, atomic) and
secrets to ``<home>/secrets.yaml`` (0600), never the other way round.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Annotated, Any

import typer
import yaml

from keepmind._fs import atomic_write_text
from keepmind.api import Memory
from keepmind.cli._common import (
    HomeOption,
    JsonOption,
    ProfileOption,
    check_provider_settings,
    home_of,
    open_home,
    print_json,
)
from keepmind.cli._config_edit import Edit, Scalar, set_values
from keepmind.config import CONFIG_TEMPLATE, Settings, load_settings, load_settings_text
from keepmind.errors import ConfigError, ProviderError
from keepmind.home import Home
from keepmind.providers import RECALL_MODES, MemoryManager
from keepmind.providers.base import MemoryProvider
from keepmind.providers.compose import home_error_log, home_registry, manager_for_home
from keepmind.providers.registry import (
    ProviderRegistry,
    ProviderSpec,
    create_providers,
)
from keepmind.providers.secrets import load_secrets, save_secrets, secrets_path

_SECRET_WORDS = ("key", "token", "secret", "password", "passwd")


def provider_registry(home: Home) -> ProviderRegistry:
    """Built-in providers plus the plugins the environment allows."""
    return home_registry(home, os.environ)


def provider_manager(mem: Memory) -> MemoryManager:
    """The MemoryManager for ``mem``'s configured provider (none: built-in memory only),
    its failures logged for ``memory status``. Raises ProviderError, ConfigError."""
    from keepmind.core_tools import CORE_TOOL_NAMES  # the tool specs: recall, llm, httpx

    return manager_for_home(mem.home, mem.settings, os.environ, scope=mem.scope,
                            core_tool_names=CORE_TOOL_NAMES, guard=mem.guard)


# setup ------------------------------------------------------------------------------------
def _is_secret(spec: ProviderSpec, key: str) -> bool:
    field = spec.field(key)
    if field is not None:
        return field.secret
    return any(word in key.lower() for word in _SECRET_WORDS)


def _parse_sets(sets: list[str], spec: ProviderSpec) -> dict[str, str]:
    values: dict[str, str] = {}
    known = [f.key for f in spec.config_schema]
    for item in sets:
        key, sep, value = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise typer.BadParameter(f"expected KEY=VALUE, got {item!r}", param_hint="--set")
        if known and key not in known:
            raise typer.BadParameter(f"{spec.name} has no setting {key!r} (settings: "
                                     f"{', '.join(known)})", param_hint="--set")
        values[key] = value
    return values


def _ask(spec: ProviderSpec, current: dict[str, str]) -> dict[str, str]:
    values: dict[str, str] = {}
    for field in spec.config_schema:
        label = f"{field.description} [{field.key}]"
        have = current.get(field.key, "")
        if field.secret:
            hint = " (Enter keeps the current value)" if have else ""
            answer = typer.prompt(label + hint, default="" if have or not field.required
                                  else None, hide_input=True, show_default=False)
            if answer:
                values[field.key] = answer
        else:
            default = have or field.default or (None if field.required else "")
            values[field.key] = typer.prompt(label, default=default, show_default=True)
    return values


def listing(registry: ProviderRegistry) -> list[dict[str, Any]]:
    """Each provider: name, origin, description, what it needs (its required settings
    and its ``needs``) and whether it can run here (its probe; no network)."""
    rows = []
    for spec in registry.specs():
        required = [f.key for f in spec.config_schema if f.required]
        needs = [spec.needs] if spec.needs else []
        if required:
            needs.append("settings " + ", ".join(required))
        missing = spec.missing()
        rows.append({"name": spec.name, "origin": spec.origin, "description": spec.description,
                     "needs": "; ".join(needs), "available": not missing,
                     "missing": missing})
    return rows


def _show_listing(registry: ProviderRegistry) -> None:
    for row in listing(registry):
        typer.echo(f"  {row['name']:14} {row['description'] or '(no description)'}")
        if row["needs"]:
            typer.echo(f"  {'':14} needs: {row['needs']}")
        here = "yes" if row["available"] else f"no: {row['missing']}"
        typer.echo(f"  {'':14} available here: {here}")


def _choose(registry: ProviderRegistry) -> str:
    _show_listing(registry)
    while True:
        answer = str(typer.prompt("Provider")).strip()
        if answer in registry.names():
            return answer
        typer.echo(f"choose one of: {', '.join(registry.names())}")


def _typed(value: str) -> Scalar:
    """A value as YAML would type it, if it reads back the same (``5`` not ``"5"``)."""
    try:
        loaded = yaml.safe_load(value)
    except yaml.YAMLError:
        return value
    if isinstance(loaded, bool):
        return loaded if value in ("true", "false") else value
    if isinstance(loaded, (int, float)) and str(loaded) == value:
        return loaded
    return value


def _write_config(home: Home, edits: list[Edit],
                  check: Callable[[Settings], None] | None = None) -> tuple[Settings, bool]:
    """Apply ``edits`` to config.yaml; the new settings are validated (and given to
    ``check``) before anything is written. Raises ConfigError naming the file and key."""
    path = home.config_file
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        text = CONFIG_TEMPLATE
    except UnicodeDecodeError as exc:
        raise ConfigError(f"{path}: not valid UTF-8 text (byte offset {exc.start})") from exc
    new_text, kept = set_values(text, edits)
    settings = load_settings_text(path, new_text)
    if check is not None:
        check(settings)
    atomic_write_text(path, new_text, mode=None if path.exists() else 0o600)
    return settings, kept


def setup(
    ctx: typer.Context,
    provider: Annotated[str | None, typer.Argument(
        help="The provider to use (asked for when omitted).", show_default=False)] = None,
    sets: Annotated[list[str] | None, typer.Option(
        "--set", help="KEY=VALUE for one setting; repeat it. Turns off the prompts.",
        show_default=False)] = None,
    recall_mode: Annotated[str | None, typer.Option(
        "--recall-mode", help="context, tools or hybrid (default: the provider's own).",
        show_default=False)] = None,
    no_input: Annotated[bool, typer.Option(
        "--no-input", help="Never prompt: use --set values and the defaults.")] = False,
    list_only: Annotated[bool, typer.Option(
        "--list", help="List the providers, what each needs and whether it can run here; "
        "change nothing.")] = False,
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Choose the memory provider and set its options: prompts for each setting of the
    provider, or takes --set KEY=VALUE. Secrets go to secrets.yaml (mode 0600) in the
    home, everything else to config.yaml (comments kept). With memory.providers (several
    providers) set, only the provider's options are written; the list is kept."""
    if list_only:
        registry = provider_registry(home_of(ctx, home, profile))
        if as_json:
            print_json(listing(registry))
        else:
            _show_listing(registry)
        return
    resolved = home_of(ctx, home, profile).ensure()
    settings = load_settings(resolved.config_file)
    registry = provider_registry(resolved)
    interactive = not sets and not no_input
    if provider is None:
        if not interactive:
            raise typer.BadParameter("name the provider to set up", param_hint="PROVIDER")
        provider = _choose(registry)
    spec = registry.get(provider)
    secrets_file = secrets_path(resolved.root)
    stored_secrets = load_secrets(secrets_file).get(spec.name, {})
    current = {k: str(v) for k, v in settings.providers.get(spec.name, {}).items()}
    values = _ask(spec, {**current, **stored_secrets}) if interactive \
        else _parse_sets(sets or [], spec)
    if interactive and recall_mode is None:
        recall_mode = typer.prompt("Recall mode (context, tools, hybrid; empty: the "
                                   "provider's default)", default=settings.memory.recall_mode,
                                   show_default=True)
    if recall_mode is not None and recall_mode not in ("", *RECALL_MODES):
        raise typer.BadParameter(f"expected one of {', '.join(RECALL_MODES)}",
                                 param_hint="--recall-mode")
    missing = [f.key for f in spec.config_schema if f.required and not values.get(f.key)
               and not current.get(f.key) and not stored_secrets.get(f.key)]
    if missing:
        raise typer.BadParameter(f"{spec.name} needs {', '.join(missing)}; add --set "
                                 f"{missing[0]}=...", param_hint="--set")
    secret = {k: v for k, v in values.items() if _is_secret(spec, k)}
    public = {k: v for k, v in values.items() if k not in secret}
    several = [e.name for e in settings.memory.providers]
    edits: list[Edit] = [] if several else [(("memory", "provider"), spec.name)]
    if recall_mode is not None:
        edits.append((("memory", "recall_mode"), recall_mode))
    edits += [(("providers", spec.name, k), _typed(v)) for k, v in public.items()]
    all_secrets = load_secrets(secrets_file)
    all_secrets[spec.name] = {**all_secrets.get(spec.name, {}), **secret}

    def check(new: Settings) -> None:  # the provider must accept its options before writing
        check_provider_settings(resolved, new, all_secrets)

    new_settings, kept = _write_config(resolved, edits, check)
    if secret:
        save_secrets(secrets_file, spec.name, secret)
    if not several:
        typer.echo(f"memory.provider = {spec.name} in {resolved.config_file}")
    elif spec.name in several:
        typer.echo(f"{spec.name} set up; memory.providers: {', '.join(several)}")
    else:
        typer.echo(f"{spec.name} set up, but memory.providers ({', '.join(several)}) does not "
                   f"list it: add it there in {resolved.config_file}")
    if not kept:
        typer.echo("note: config.yaml used a layout that cannot be edited in place; it was "
                   "rewritten and its comments were lost")
    if secret:
        typer.echo(f"secrets ({', '.join(sorted(secret))}) saved to {secrets_file} (mode 0600)")
    health = next((h for h in _health(resolved, new_settings, registry)
                   if h["name"] == spec.name), None)
    if health is not None:
        typer.echo(f"{spec.name}: {health['health']}" + (f" ({health['error']})"
                                                          if health["error"] else ""))


# status -----------------------------------------------------------------------------------
def _health(home: Home, settings: Settings, registry: ProviderRegistry
            ) -> list[dict[str, Any]]:
    """Start the configured providers (no session) and ask each how it is; [] for
    built-in memory only, one report per name with the error when they cannot start."""
    mode = settings.memory.recall_mode or None
    try:
        made = create_providers(home.root, settings, registry,
                                load_secrets(secrets_path(home.root)), os.environ)
    except (ProviderError, ConfigError) as exc:
        return [{"name": name, "health": "error", "error": str(exc), "stats": {},
                 "recall_mode": mode, "recall_chars": None}
                for name in settings.memory.provider_names()]
    return [{"name": provider.name, "recall_chars": budget, **_probe(provider)}
            for provider, budget in made]


def _probe(provider: MemoryProvider) -> dict[str, Any]:
    report: dict[str, Any] = {"health": "error", "error": None, "stats": {},
                              "recall_mode": provider.recall_mode}
    try:
        available = provider.is_available()
        report["stats"] = dict(provider.stats()) if available else {}
        report["health"] = "available" if available else "not available"
    except Exception as exc:
        report["error"] = f"{type(exc).__name__}: {exc}"
    finally:
        try:
            provider.shutdown()
        except Exception as exc:
            report["error"] = report["error"] or f"shutdown failed: {exc}"
    return report


def status_report(mem: Memory, errors: int) -> dict[str, Any]:
    """What ``memory status --json`` prints (and the inspector's provider page shows): each
    configured provider (``providers``: origin, recall mode and budget, health and counts,
    its ``errors`` newest logged errors), the same keys at the top level when there is
    exactly one, and the providers that can be chosen."""
    registry = provider_registry(mem.home)
    log = home_error_log(mem.home)
    active = [{**health, "origin": registry.get(health["name"]).origin
               if health["name"] in registry.names() else None,
               "last_errors": log.last(health["name"], errors) if errors else []}
              for health in _health(mem.home, mem.settings, registry)]
    return {
        "provider": ", ".join(a["name"] for a in active) or None,
        **({k: v for k, v in active[0].items() if k != "name"} if len(active) == 1 else {}),
        "providers": active,
        "secrets_file": str(secrets_path(mem.home.root)),
        "available_providers": listing(registry),
        "plugin_errors": registry.errors,
    }


def status(
    ctx: typer.Context,
    errors: Annotated[int, typer.Option("--errors", "-n", min=0,
                                        help="How many recent errors to show.")] = 5,
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Show the active memory provider, its recall mode and health, its counts, its last
    errors (from every process that used it) and the providers that can be chosen."""
    # the diagnostic command: a provider that cannot start is shown, not refused
    mem = open_home(ctx, home, profile, create=False, check_provider=False)
    report = status_report(mem, errors)
    active = report["providers"]
    if as_json:
        print_json(report)
        return
    if not active:
        typer.echo("provider:    (none: built-in memory only)")
    for entry in active:
        _show_status(entry)
    typer.echo("providers:   " + ", ".join(f"{s['name']} ({s['origin']})"
                                           for s in report["available_providers"]))
    for line in report["plugin_errors"]:
        typer.echo(f"plugin error: {line}")


def _show_status(entry: dict[str, Any]) -> None:
    typer.echo(f"provider:    {entry['name']}"
               + (f"  [{entry['origin']}]" if entry["origin"] else ""))
    typer.echo(f"recall mode: {entry['recall_mode']}"
               + (f", up to {entry['recall_chars']} characters a turn"
                  if entry["recall_chars"] is not None else ""))
    typer.echo(f"health:      {entry['health']}"
               + (f": {entry['error']}" if entry["error"] else ""))
    if entry["stats"]:
        typer.echo("counts:      " + ", ".join(f"{k} {v}" for k, v in entry["stats"].items()
                                               if k != "path"))
    typer.echo("last errors: " + ("(none)" if not entry["last_errors"] else ""))
    for error in entry["last_errors"]:
        typer.echo(f"  {error.get('ts', '')}  {error.get('hook', '')}: {error.get('error')}")


def off(
    ctx: typer.Context,
    home: HomeOption = None,
    profile: ProfileOption = None,
) -> None:
    """Stop using the memory provider (memory.provider becomes ""): the built-in memory
    only. Its options and secrets are kept for a later memory setup."""
    resolved = home_of(ctx, home, profile)
    current = load_settings(resolved.config_file).memory
    if current.providers:
        typer.echo(f"memory.providers lists {', '.join(e.name for e in current.providers)}; "
                   f"remove that list from {resolved.config_file} to use built-in memory only")
        return
    before = current.provider
    if not resolved.config_file.exists() or not before:
        typer.echo("no memory provider is configured: built-in memory only")
        return
    _, kept = _write_config(resolved, [(("memory", "provider"), "")])
    typer.echo(f"memory provider {before} turned off: built-in memory only "
               "(its options and secrets are kept)")
    if not kept:
        typer.echo("note: config.yaml was rewritten and its comments were lost")


def register(app: typer.Typer) -> None:
    """Add setup, status and off to the ``memory`` command group."""
    app.command(name="setup")(setup)
    app.command(name="status")(status)
    app.command(name="off")(off)


__all__ = ["provider_manager", "provider_registry", "register", "status_report"]
