"""Finding provider plugins and calling their ``register_providers`` hook.

A plugin is a module with a function ``register_providers(register)`` that calls
``register(name, factory, description=..., config_schema=...)`` for each provider it
offers (the same path keepmind's built-in providers take, listed in
``BUILTIN_PLUGINS``). Plugins come from:

- the entry-point group ``keepmind.providers`` of installed distributions; the entry
  point names a module (its ``register_providers`` is used) or the hook function itself;
- ``<home>/plugins/``: ``NAME.py`` files and ``NAME/__init__.py`` packages, loaded
  explicitly from their path (never by putting the folder on ``sys.path``).

Invariants:
- A home plugin is loaded only from a path that resolves inside the plugins folder (a
  symlink pointing elsewhere is refused) and that is not writable by other users.
- ``PluginPolicy`` decides what loads; it is built from the environment by the
  composition root (``plugin_policy(os.environ)``): ``KEEPMIND_PROVIDERS`` (a comma
  list of plugin names) limits entry points and home plugins to those names (an empty
  value loads none); built-in providers always register. Under pytest, installed entry
  points are not loaded unless ``KEEPMIND_PROVIDERS`` names them, as simonw/llm does.
- A plugin that fails to import or register never stops the others: its error is kept in
  ``ProviderRegistry.errors`` and shown when its provider is asked for.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import logging
import stat
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from importlib.metadata import entry_points
from pathlib import Path
from types import ModuleType

from keepmind._fs import safe_join
from keepmind.providers.registry import NAME_PATTERN, ProviderRegistry

log = logging.getLogger(__name__)

ENTRY_POINT_GROUP = "keepmind.providers"
HOOK = "register_providers"
ENV_VAR = "KEEPMIND_PROVIDERS"
BUILTIN_PLUGINS = ("keepmind.providers.facts", "keepmind.providers.mem0",
                   "keepmind.providers.byterover")


@dataclass(frozen=True)
class PluginPolicy:
    """What to load besides the built-ins: ``allow`` None means every plugin found."""

    allow: frozenset[str] | None = None
    entry_points: bool = True

    def allows(self, name: str) -> bool:
        return self.allow is None or name in self.allow


def plugin_policy(environ: Mapping[str, str]) -> PluginPolicy:
    """The policy the environment asks for (``KEEPMIND_PROVIDERS``; pytest detected by
    ``PYTEST_CURRENT_TEST``). Call it from a composition root with ``os.environ``."""
    raw = environ.get(ENV_VAR)
    if raw is None:
        return PluginPolicy(None, entry_points="PYTEST_CURRENT_TEST" not in environ)
    names = frozenset(n.strip() for n in raw.split(",") if n.strip())
    return PluginPolicy(names, entry_points=True)


def load_registry(plugins_dir: Path | None = None,
                  policy: PluginPolicy = PluginPolicy(entry_points=False)) -> ProviderRegistry:
    """A registry with the built-in providers, then the entry-point plugins (if the
    policy loads them), then the plugins in ``plugins_dir``. Never raises for a broken
    plugin (see ``ProviderRegistry.errors``)."""
    registry = ProviderRegistry()
    for module_name in BUILTIN_PLUGINS:
        _call_hook(registry, importlib.import_module(module_name), "builtin")
    if policy.entry_points:
        _load_entry_points(registry, policy)
    if plugins_dir is not None and plugins_dir.is_dir():
        _load_home_plugins(registry, plugins_dir, policy)
    return registry


def _call_hook(registry: ProviderRegistry, target: object, origin: str) -> None:
    hook = getattr(target, HOOK, None) if isinstance(target, ModuleType) else target
    if not callable(hook):
        registry.errors.append(f"{origin}: has no callable {HOOK}(register)")
        return
    try:
        hook(registry.callback(origin))
    except Exception as exc:
        registry.errors.append(f"{origin}: {HOOK} failed: {exc}")
        log.warning("memory provider plugin %s failed to register: %s", origin, exc)


def _load_entry_points(registry: ProviderRegistry, policy: PluginPolicy) -> None:
    seen: set[str] = set()
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        if ep.name in seen or not policy.allows(ep.name):
            continue
        seen.add(ep.name)
        origin = f"entry point {ep.name} ({ep.value})"
        try:
            target = ep.load()
        except Exception as exc:
            registry.errors.append(f"{origin}: cannot be imported: {exc}")
            log.warning("memory provider plugin %s cannot be imported: %s", origin, exc)
            continue
        _call_hook(registry, target, origin)


def _load_home_plugins(registry: ProviderRegistry, plugins_dir: Path,
                       policy: PluginPolicy) -> None:
    for entry in sorted(plugins_dir.iterdir(), key=lambda p: p.name):
        name = entry.stem if entry.suffix == ".py" else entry.name
        if name.startswith(("_", ".")) or not (entry.suffix == ".py" or entry.is_dir()):
            continue
        if not policy.allows(name):
            continue
        origin = f"plugins/{entry.name}"
        try:
            module = _import_home_plugin(plugins_dir, entry.name, name)
        except Exception as exc:
            registry.errors.append(f"{origin}: cannot be loaded: {exc}")
            log.warning("memory provider plugin %s cannot be loaded: %s", origin, exc)
            continue
        _call_hook(registry, module, origin)


def _import_home_plugin(plugins_dir: Path, entry_name: str, name: str) -> ModuleType:
    """Import one plugin file or package by path. Raises ValueError for a path outside
    the plugins folder or writable by others, ImportError and whatever the module raises."""
    if not NAME_PATTERN.match(name.lower()) or not name.isidentifier():
        raise ValueError(f"{name!r} is not a valid plugin module name")
    target = safe_join(plugins_dir, entry_name)
    package = target.is_dir()
    source = safe_join(plugins_dir, entry_name, "__init__.py") if package else target
    for path in (target, source):
        if path.stat().st_mode & stat.S_IWOTH:
            raise ValueError(f"{path} is writable by other users; refusing to load it")
    digest = hashlib.sha1(str(plugins_dir.resolve()).encode("utf-8")).hexdigest()[:10]
    module_name = f"_keepmind_plugin_{digest}_{name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    spec = importlib.util.spec_from_file_location(
        module_name, source, submodule_search_locations=[str(target)] if package else None)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {source}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[module_name]
        raise
    return module
