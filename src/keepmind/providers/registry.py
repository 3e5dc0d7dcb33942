"""The provider registry: which memory providers exist, and building the configured one.

Providers are registered, never discovered by name guessing: a plugin's
``register_providers(register)`` hook calls ``register(name, factory, ...)`` once per
provider (``keepmind.providers.plugins`` finds the hooks). A factory takes a
``ProviderContext`` (the home, the options from ``config.yaml`` and the secrets file, the
recall mode) and returns a ``MemoryProvider``.

Invariants:
- Names are unique; the first registration wins (built-ins register first), a later one
  is refused and kept in ``errors`` so ``keepmind memory status`` can show it.
- ``memory.provider`` names at most one provider. An unknown name, a second provider or a
  provider that cannot start is a ProviderError whose message names ``memory.provider``
  (or the ``providers.<name>.<key>`` option at fault).
- Secrets reach the provider only through ``ProviderContext.options``; they are never
  written to ``config.yaml`` (see ``keepmind.providers.secrets``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from keepmind.archive_url import POSTGRES_SCHEMES
from keepmind.config import Settings
from keepmind.errors import ProviderError
from keepmind.providers.base import ConfigField, MemoryProvider, RecallMode
from keepmind.providers.manager import DEFAULT_PREFETCH_TIMEOUT, FailureListener, MemoryManager
from keepmind.types import Scope

NAME_PATTERN = re.compile(r"^[a-z][a-z0-9_-]{0,63}$")


@dataclass(frozen=True)
class ProviderContext:
    """What a provider factory gets: the home root (keep your data inside it), the options
    (config.yaml ``providers.<name>`` over the schema defaults, then the secrets), all as
    strings, the recall mode the user chose ('' for the provider's default), the scope the
    session works in, and ``store_url``: the PostgreSQL URL of a home whose stores live in
    a database (its ``archive.url``), '' for a home on files."""

    home: Path
    options: Mapping[str, str] = field(default_factory=dict)
    recall_mode: RecallMode | None = None
    scope: Scope = field(default_factory=Scope)
    store_url: str = ""


ProviderFactory = Callable[[ProviderContext], MemoryProvider]


@dataclass(frozen=True)
class ProviderSpec:
    """One registered provider."""

    name: str
    factory: ProviderFactory
    description: str = ""
    config_schema: tuple[ConfigField, ...] = ()
    origin: str = "builtin"

    def field(self, key: str) -> ConfigField | None:
        return next((f for f in self.config_schema if f.key == key), None)


class Register(Protocol):
    """The callback a plugin's ``register_providers`` hook receives."""

    def __call__(self, name: str, factory: ProviderFactory, *, description: str = "",
                 config_schema: Sequence[ConfigField] = ()) -> None: ...


class ProviderRegistry:
    """The providers known to this process, by name."""

    def __init__(self) -> None:
        self._specs: dict[str, ProviderSpec] = {}
        self.errors: list[str] = []
        """Plugins that failed to load or register, one line each."""

    def register(self, name: str, factory: ProviderFactory, *, description: str = "",
                 config_schema: Sequence[ConfigField] = (), origin: str = "builtin") -> None:
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
                                         tuple(config_schema), origin)

    def callback(self, origin: str) -> Register:
        """The ``register`` callback handed to one plugin's hook."""
        def register(name: str, factory: ProviderFactory, *, description: str = "",
                     config_schema: Sequence[ConfigField] = ()) -> None:
            self.register(name, factory, description=description,
                          config_schema=config_schema, origin=origin)
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


def configured_name(settings: Settings) -> str:
    """The one provider name ``memory.provider`` selects, or '' for built-in memory only.

    Raises ProviderError when it names more than one provider.
    """
    names = [n for n in re.split(r"[,\s]+", settings.memory.provider.strip()) if n]
    if len(names) > 1:
        raise ProviderError(
            f"memory.provider names {len(names)} providers ({', '.join(names)}), but only "
            "one external memory provider can be active; keep one in config.yaml")
    return names[0] if names else ""


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


def _text(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def create_provider(home: Path, settings: Settings, registry: ProviderRegistry,
                    secrets: Mapping[str, Mapping[str, str]] | None = None,
                    scope: Scope | None = None) -> MemoryProvider | None:
    """Instantiate the provider ``memory.provider`` selects (None for built-in only), for
    ``scope`` (``Scope()`` when None), without checking that it is available. Raises
    ProviderError (unknown name, several names, bad options, a factory that fails)."""
    name = configured_name(settings)
    if not name:
        return None
    spec = registry.get(name)
    options = provider_options(spec, settings, secrets or {})
    mode = settings.memory.recall_mode or None
    try:
        provider = spec.factory(ProviderContext(home, options, mode, scope or Scope(),
                                                _store_url(settings)))
    except ProviderError:
        raise
    except Exception as exc:
        raise ProviderError(f"memory.provider {name!r} could not start: {exc}") from exc
    if not isinstance(provider, MemoryProvider):
        raise ProviderError(f"memory.provider {name!r}: its factory returned "
                            f"{type(provider).__name__}, not a MemoryProvider")
    provider.name = name  # the registered name is the one config, status and logs use
    if mode is not None:
        provider.recall_mode = mode
    return provider


def _store_url(settings: Settings) -> str:
    url = settings.archive.url.strip()
    return url if url.startswith(POSTGRES_SCHEMES) else ""


def build_manager(home: Path, settings: Settings, registry: ProviderRegistry, *,
                  secrets: Mapping[str, Mapping[str, str]] | None = None,
                  scope: Scope | None = None,
                  core_tool_names: Collection[str] = (),
                  prefetch_timeout: float = DEFAULT_PREFETCH_TIMEOUT,
                  on_failure: FailureListener | None = None) -> MemoryManager:
    """The MemoryManager for a home: the configured provider, if any, added to it.

    Raises ProviderError (as ``create_provider``; also when the provider reports it is
    not available here, or its tools shadow a core tool).
    """
    manager = MemoryManager(core_tool_names=core_tool_names, prefetch_timeout=prefetch_timeout,
                            on_failure=on_failure)
    provider = create_provider(home, settings, registry, secrets, scope)
    if provider is None:
        return manager
    try:
        available = provider.is_available()
    except Exception as exc:
        raise ProviderError(f"memory.provider {provider.name!r}: is_available() failed: "
                            f"{exc}") from exc
    if not available:
        provider.shutdown()
        raise ProviderError(f"memory.provider {provider.name!r} is not available here; run "
                            f"keepmind memory setup {provider.name}, or keepmind memory off")
    try:
        manager.add(provider)
    except ProviderError:
        provider.shutdown()
        raise
    return manager
