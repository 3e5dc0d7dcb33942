"""Memory providers (design §10): the provider interface, the MemoryManager, the registry and
plugin discovery, and the built-in ``facts`` provider (``keepmind.providers.facts``)."""

from keepmind.providers.base import RECALL_MODES, ConfigField, MemoryProvider, RecallMode
from keepmind.providers.compose import manager_for_home
from keepmind.providers.manager import MemoryManager, is_trivial
from keepmind.providers.plugins import (
    ENTRY_POINT_GROUP,
    PluginPolicy,
    load_registry,
    plugin_policy,
)
from keepmind.providers.registry import (
    ProviderContext,
    ProviderRegistry,
    ProviderSpec,
    Register,
    build_manager,
    create_providers,
)

__all__ = [
    "ENTRY_POINT_GROUP",
    "RECALL_MODES",
    "ConfigField",
    "MemoryManager",
    "MemoryProvider",
    "PluginPolicy",
    "ProviderContext",
    "ProviderRegistry",
    "ProviderSpec",
    "RecallMode",
    "Register",
    "build_manager",
    "create_providers",
    "is_trivial",
    "load_registry",
    "manager_for_home",
    "plugin_policy",
]
