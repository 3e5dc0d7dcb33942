"""The MemoryManager a home asks for, assembled in one place for every composition root
(``keepmind chat``, ``keepmind memory status``, the MCP server, library callers).

It combines the registry (built-ins, entry points and ``<home>/plugins/`` as the
environment allows), the secrets file, the options in the settings and the error log
that ``keepmind memory status`` reads. The environment is passed in, never read here.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, MutableMapping

from keepmind.config import Settings
from keepmind.home import Home
from keepmind.providers.health import ERROR_LOG_FILE, ErrorLog
from keepmind.providers.manager import DEFAULT_PREFETCH_TIMEOUT, MemoryManager
from keepmind.providers.plugins import load_registry, plugin_policy
from keepmind.providers.registry import ProviderRegistry, build_manager
from keepmind.providers.secrets import load_secrets, secrets_path
from keepmind.security.guard import RULES_ALONE, Guard
from keepmind.types import Scope


def home_registry(home: Home, environ: Mapping[str, str]) -> ProviderRegistry:
    """Built-in providers plus the plugins ``environ`` allows (``KEEPMIND_PROVIDERS``)."""
    return load_registry(home.plugins_dir, plugin_policy(environ))


def home_error_log(home: Home) -> ErrorLog:
    """The log of provider failures kept in the home for ``keepmind memory status``."""
    return ErrorLog(home.root / ERROR_LOG_FILE)


def manager_for_home(home: Home, settings: Settings, environ: MutableMapping[str, str], *,
                     scope: Scope | None = None,
                     core_tool_names: Collection[str] = (),
                     prefetch_timeout: float = DEFAULT_PREFETCH_TIMEOUT,
                     guard: Guard = RULES_ALONE) -> MemoryManager:
    """The MemoryManager for the providers ``settings.memory`` selects (empty for
    built-in memory only) working in ``scope``, scanning by the home's ``guard``, with
    their failures logged in the home;
    ``environ`` is the process environment (plugin policy; handed to the providers).

    Raises ProviderError (unknown or several providers, bad options, a provider that
    cannot start or is not available) and ConfigError (an unreadable secrets file).
    """
    return build_manager(home.root, settings, home_registry(home, environ),
                         secrets=load_secrets(secrets_path(home.root)), scope=scope,
                         core_tool_names=core_tool_names, prefetch_timeout=prefetch_timeout,
                         on_failure=home_error_log(home).record, env=environ, guard=guard)
