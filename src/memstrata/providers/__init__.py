"""Memory providers (SPEC 10): the provider interface and the MemoryManager."""

from memstrata.providers.base import RECALL_MODES, ConfigField, MemoryProvider, RecallMode
from memstrata.providers.manager import MemoryManager, is_trivial

__all__ = [
    "RECALL_MODES",
    "ConfigField",
    "MemoryManager",
    "MemoryProvider",
    "RecallMode",
    "is_trivial",
]
