"""The provider registry: which memory providers exist, and building the configured one.

Providers are registered, never discovered by name guessing: a plugin's
``register_providers(register)`` hook calls ``register(name, factory, ...)`` once per
provider (``keepmind.providers.plugins`` finds the hooks). A factory takes a
``ProviderContext`` (the home, the options from ``config.yaml`` and the secrets file, the
recall mode) and returns a ``MemoryProvider``.

Invariants:
- Names are unique; the first registration wins (built-ins register first), a later one
  is refused and kept in ``errors`` so ``keepmind memory status`` can show it.
- ``memory.provider`` names at most one provider; ``memory.providers`` lists several, each
  once, and the two are never both set. An unknown name, a second name in
  ``memory.provider`` or a provider that cannot start is a ProviderError whose message
  names the setting (or the ``providers.<name>.<key>`` option at fault).
- Secrets reach the provider only through ``ProviderContext.options``; they are never
  written to ``config.yaml`` (see ``keepmind.providers.secrets``).
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Collection, Mapping, MutableMapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Protocol

from keepmind.archive_url import POSTGRES_SCHEMES
from keepmind.config import Settings
from keepmind.errors import ProviderError
from keepmind.providers.base import ConfigField, MemoryProvider, RecallMode
from keepmind.providers.manager import DEFAULT_PREFETCH_TIMEOUT, FailureListener, MemoryManager
from keepmind.security.guard import RULES_ALONE, Guard
from keepmind.types import Scope

NAME_PATTERN = re.compile(r"^[a-z][a-z0-9_-]{0,63}$")


@dataclass(frozen=True)
class ProviderContext:
    """What a provider factory gets: the home root (keep your data inside it), the options
    (config.yaml ``providers.<name>`` over the schema defaults, then the secrets), all as
    strings, the recall mode the user chose ('' for the provider's default), the scope the
    session works in, ``store_url``: the PostgreSQL URL of a home whose stores live in a
    database (its ``archive.url``), '' for a home on files, and the process environment as
    the composition root hands it in (a provider that must set up a library through
    environment variables writes them here; empty when none is given), and ``guard``: the
    home's threat scanner (``keepmind.security.Guard``), for a provider that scans what it
    stores."""

    home: Path
    options: Mapping[str, str] = field(default_factory=dict)
    recall_mode: RecallMode | None = None
    scope: Scope = field(default_factory=Scope)
    store_url: str = ""
    env: MutableMapping[str, str] = field(default_factory=dict)
    guard: Guard = RULES_ALONE


ProviderFactory = Callable[[ProviderContext], MemoryProvider]
Probe = Callable[[], str]
"""Whether a provider can run here, asked without building it: '' when it can, else
what is missing (``keepmind memory setup`` lists it). No network calls."""


@dataclass(frozen=True)
class ProviderSpec:
    """One registered provider."""

    name: str
    factory: ProviderFactory
    description: str = ""
    config_schema: tuple[ConfigField, ...] = ()
    origin: str = "builtin"
    needs: str = ""
    """What it needs besides its settings (a package, a program), in a few words."""
    probe: Probe | None = None

    def field(self, key: str) -> ConfigField | None:
        return next((f for f in self.config_schema if f.key == key), None)

    def missing(self) -> str:
        """What keeps the provider from running here ('' when nothing, or when it has
        no probe); a failing probe is reported as missing, never raised."""
        if self.probe is None:
            return ""
        try:
            return str(self.probe())
        except Exception as exc:
            return f"its check failed: {exc}"


class Register(Protocol):
    """The callback a plugin's ``register_providers`` hook receives."""

    def __call__(self, name: str, factory: ProviderFactory, *, description: str = "",
                 config_schema: Sequence[ConfigField] = (), needs: str = "",
                 probe: Probe | None = None) -> None: ...


class ProviderRegistry:
    """The providers known to this process, by name."""

    def __init__(self) -> None:
        self._specs: dict[str, ProviderSpec] = {}
        self.errors: list[str] = []
        """Plugins that failed to load or register, one line each."""

    def register(self, name: str, factory: ProviderFactory, *, description: str = "",
                 config_schema: Sequence[ConfigField] = (), origin: str = "builtin",
                 needs: str = "", probe: Probe | None = None) -> None:
        """Add a provider. Raises ProviderError for a malformed or already taken name."""
        if not isinstance(name, str) or not NAME_PATTERN.match(name):
            raise ProviderError(f"{origin}: invalid provider name {name!r}: use lower-case "
                                "letters, digits, '_' or '-', starting with a letter")
        if name in self._specs:
            raise ProviderError(f"{origin}: provider {name!r} is already registered by "
                                f"{self._specs[name].origin}")
        if not callable(factory):
            raise ProviderError(f"{origin}: the factory of provider {name!r} is not callable")
        self._specs[name] = ProviderSpec(name, factory, description.strip(),
                                         tuple(config_schema), origin, needs.strip(), probe)

    def callback(self, origin: str) -> Register:
        """The ``register`` callback handed to one plugin's hook."""
        def register(name: str, factory: ProviderFactory, *, description: str = "",
                     config_schema: Sequence[ConfigField] = (), needs: str = "",
                     probe: Probe | None = None) -> None:
            self.register(name, factory, description=description,
                          config_schema=config_schema, origin=origin, needs=needs,
                          probe=probe)
        return register

    def names(self) -> list[str]:
        return sorted(self._specs)

    def specs(self) -> list[ProviderSpec]:
        return [self._specs[n] for n in self.names()]

    def get(self, name: str) -> ProviderSpec:
        """The provider called ``name``. Raises ProviderError naming ``memory.provider``,
        the known names and any plugin that failed to load."""
        spec = self._specs.get(name)
        if spec is not None:
            return spec
        known = ", ".join(self.names()) or "none"
        failed = f"; plugins that failed to load: {'; '.join(self.errors)}" if self.errors \
            else ""
        raise ProviderError(f"memory.provider: unknown memory provider {name!r} (known: "
                            f"{known}){failed}")


@dataclass(frozen=True)
class Selected:
    """One provider the settings ask for, with its recall budget (None: no limit)."""

    name: str
    recall_chars: int | None = None


def configured(settings: Settings) -> list[Selected]:
    """The providers ``memory.providers`` lists, else the one ``memory.provider`` names
    (with no budget), else none.

    Raises ProviderError when both are set, when ``memory.provider`` names more than one
    provider or ``memory.providers`` lists one twice.
    """
    entries = settings.memory.providers
    names = [n for n in re.split(r"[,\s]+", settings.memory.provider.strip()) if n]
    if entries and names:
        raise ProviderError("memory.provider and memory.providers are both set; keep one in "
                            "config.yaml (memory.providers for several providers)")
    if entries:
        seen: set[str] = set()
        for entry in entries:
            if entry.name in seen:
                raise ProviderError(f"memory.providers lists {entry.name!r} twice")
            seen.add(entry.name)
        return [Selected(e.name, e.recall_chars) for e in entries]
    if len(names) > 1:
        raise ProviderError(
            f"memory.provider names {len(names)} providers ({', '.join(names)}), but it "
            "takes one; list several under memory.providers in config.yaml")
    return [Selected(names[0])] if names else []


def setting_key(settings: Settings) -> str:
    """The setting that selects the providers, for messages."""
    return "memory.providers" if settings.memory.providers else "memory.provider"


def provider_options(spec: ProviderSpec, settings: Settings,
                     secrets: Mapping[str, Mapping[str, str]]) -> dict[str, str]:
    """The options of ``spec``: schema defaults, then ``providers.<name>`` from
    config.yaml, then the secrets file. Raises ProviderError for an option the schema does
    not know or a required one that is missing."""
    configured = {k: _text(v) for k, v in settings.providers.get(spec.name, {}).items()}
    secret = {k: str(v) for k, v in secrets.get(spec.name, {}).items()}
    if spec.config_schema:
        known = {f.key for f in spec.config_schema}
        for key in sorted({*configured, *secret} - known):
            raise ProviderError(f"providers.{spec.name}.{key}: unknown option of provider "
                                f"{spec.name!r} (known: {', '.join(sorted(known))})")
    options = {f.key: f.default for f in spec.config_schema if f.default}
    options.update(configured)
    options.update(secret)
    for field_ in spec.config_schema:
        if field_.required and not options.get(field_.key):
            raise ProviderError(f"providers.{spec.name}.{field_.key} is required by provider "
                                f"{spec.name!r}; run: keepmind memory setup {spec.name}")
    return options


def number_option(options: Mapping[str, str], provider: str, key: str,
                  kind: type[int] | type[float], low: float, high: float,
                  default: str) -> Any:
    """The option ``key`` of ``provider`` as a number in [``low``, ``high``] (``default``
    when unset or empty). Raises ProviderError naming ``providers.<provider>.<key>``."""
    raw = options.get(key) or default
    try:
        value = kind(raw)
    except ValueError:
        raise ProviderError(f"providers.{provider}.{key}: expected a number, got "
                            f"{raw!r}") from None
    if not low <= value <= high:
        raise ProviderError(f"providers.{provider}.{key}: expected {low:g} to {high:g}, "
                            f"got {raw}")
    return value


def _text(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def create_providers(home: Path, settings: Settings, registry: ProviderRegistry,
                     secrets: Mapping[str, Mapping[str, str]] | None = None,
                     env: MutableMapping[str, str] | None = None,
                     scope: Scope | None = None, guard: Guard = RULES_ALONE,
                     ) -> list[tuple[MemoryProvider, int | None]]:
    """Instantiate the providers the settings select (see ``configured``), each with its
    recall budget, for ``scope`` (``Scope()`` when None) and the home's ``guard``, without
    checking that they are available; ``env`` is the process environment
    (``ProviderContext.env``). Raises
    ProviderError (unknown name, bad options, a factory that fails), having shut down
    those already made."""
    made: list[tuple[MemoryProvider, int | None]] = []
    context = ProviderContext(home, {}, settings.memory.recall_mode or None,
                              scope or Scope(), _store_url(settings),
                              {} if env is None else env, guard)
    try:
        for selected in configured(settings):
            made.append((_create(context, settings, registry, selected.name, secrets or {}),
                         selected.recall_chars))
    except ProviderError:
        for provider, _ in made:
            _shut_quietly(provider)
        raise
    return made


def _create(context: ProviderContext, settings: Settings, registry: ProviderRegistry,
            name: str, secrets: Mapping[str, Mapping[str, str]]) -> MemoryProvider:
    key = setting_key(settings)
    try:
        spec = registry.get(name)
    except ProviderError as exc:
        raise ProviderError(str(exc).replace("memory.provider:", f"{key}:", 1)) from None
    options = provider_options(spec, settings, secrets)
    mode = context.recall_mode
    try:
        provider = spec.factory(replace(context, options=options))
    except ProviderError:
        raise
    except Exception as exc:
        raise ProviderError(f"{key} {name!r} could not start: {exc}") from exc
    if not isinstance(provider, MemoryProvider):
        raise ProviderError(f"{key} {name!r}: its factory returned "
                            f"{type(provider).__name__}, not a MemoryProvider")
    provider.name = name  # the registered name is the one config, status and logs use
    if mode is not None:
        provider.recall_mode = mode
    return provider


def _store_url(settings: Settings) -> str:
    url = settings.archive.url.strip()
    return url if url.startswith(POSTGRES_SCHEMES) else ""


def _shut_quietly(provider: MemoryProvider) -> None:
    with contextlib.suppress(Exception):  # already failing: the first error is reported
        provider.shutdown()


def build_manager(home: Path, settings: Settings, registry: ProviderRegistry, *,
                  secrets: Mapping[str, Mapping[str, str]] | None = None,
                  scope: Scope | None = None,
                  core_tool_names: Collection[str] = (),
                  prefetch_timeout: float = DEFAULT_PREFETCH_TIMEOUT,
                  on_failure: FailureListener | None = None,
                  env: MutableMapping[str, str] | None = None,
                  guard: Guard = RULES_ALONE) -> MemoryManager:
    """The MemoryManager for a home: the configured providers, if any, added to it
    (``env``: the process environment, see ``ProviderContext``); recall and the providers'
    stores are scanned by ``guard``, the home's.

    Raises ProviderError (as ``create_providers``; also when a provider reports it is
    not available here, or its tools shadow a core tool or another provider's), having
    shut every provider down.
    """
    manager = MemoryManager(core_tool_names=core_tool_names, prefetch_timeout=prefetch_timeout,
                            on_failure=on_failure, guard=guard)
    made = create_providers(home, settings, registry, secrets, env, scope, guard)
    key = setting_key(settings)
    try:
        for provider, budget in made:
            _check_available(provider, key)
            manager.add(provider, recall_chars=budget)
    except ProviderError:
        for provider, _ in made:
            _shut_quietly(provider)
        raise
    return manager


def _check_available(provider: MemoryProvider, key: str) -> None:
    try:
        available = provider.is_available()
    except Exception as exc:
        raise ProviderError(f"{key} {provider.name!r}: is_available() failed: "
                            f"{exc}") from exc
    if not available:
        raise ProviderError(f"{key} {provider.name!r} is not available here; run "
                            f"keepmind memory setup {provider.name}, or keepmind memory off")
