"""keepmind: a layered memory for AI agents.

    import keepmind
    mem = keepmind.open()                  # $KEEPMIND_HOME or ~/.keepmind
    mem.user.add("User prefers concise answers")
    print(mem.snapshot())                   # the frozen block for the system prompt
    session = mem.session()                 # frozen system prompt, tools, turn hooks
    hits = mem.archive.search("docker networking")
    fleet = keepmind.open(url="postgresql://…", user="ana", agent="support")  # one scope

The names below are the public API; subpackages (``keepmind.llm``, ``keepmind.mcp``,
``keepmind.testing``, ``keepmind.recall``) document their own.

Importing ``keepmind`` costs nothing beyond this file: each name is imported from its module
on first use (PEP 562), so that entry points such as ``keepmind hook`` and ``keepmind
--version`` start without loading the layers they do not need. Type checkers see the
imports below as usual.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from keepmind.api import Memory
    from keepmind.api import open_memory as open
    from keepmind.archive import SessionArchive
    from keepmind.config import Settings
    from keepmind.errors import (
        AmbiguousMatch,
        ArchiveError,
        ConfigError,
        DuplicateEntry,
        HomeError,
        InvalidArgument,
        KeepmindError,
        LLMError,
        LockError,
        MemoryFull,
        MemoryStoreError,
        NoMatch,
        NothingToUndo,
        ProviderError,
        SkillError,
        ThreatBlocked,
    )
    from keepmind.memory import BoundedMemory, Usage
    from keepmind.providers import ConfigField, MemoryManager, MemoryProvider
    from keepmind.security import Finding, ensure_clean, scan
    from keepmind.session import Session
    from keepmind.skills import SkillLibrary
    from keepmind.types import Message, Scope, SearchHit, SessionInfo

_LAZY: dict[str, tuple[str, str]] = {
    "AmbiguousMatch": ("keepmind.errors", "AmbiguousMatch"),
    "ArchiveError": ("keepmind.errors", "ArchiveError"),
    "BoundedMemory": ("keepmind.memory", "BoundedMemory"),
    "ConfigError": ("keepmind.errors", "ConfigError"),
    "ConfigField": ("keepmind.providers", "ConfigField"),
    "DuplicateEntry": ("keepmind.errors", "DuplicateEntry"),
    "Finding": ("keepmind.security", "Finding"),
    "HomeError": ("keepmind.errors", "HomeError"),
    "InvalidArgument": ("keepmind.errors", "InvalidArgument"),
    "KeepmindError": ("keepmind.errors", "KeepmindError"),
    "LLMError": ("keepmind.errors", "LLMError"),
    "LockError": ("keepmind.errors", "LockError"),
    "Memory": ("keepmind.api", "Memory"),
    "MemoryFull": ("keepmind.errors", "MemoryFull"),
    "MemoryManager": ("keepmind.providers", "MemoryManager"),
    "MemoryProvider": ("keepmind.providers", "MemoryProvider"),
    "MemoryStoreError": ("keepmind.errors", "MemoryStoreError"),
    "Message": ("keepmind.types", "Message"),
    "NoMatch": ("keepmind.errors", "NoMatch"),
    "NothingToUndo": ("keepmind.errors", "NothingToUndo"),
    "ProviderError": ("keepmind.errors", "ProviderError"),
    "Scope": ("keepmind.types", "Scope"),
    "SearchHit": ("keepmind.types", "SearchHit"),
    "Session": ("keepmind.session", "Session"),
    "SessionArchive": ("keepmind.archive", "SessionArchive"),
    "SessionInfo": ("keepmind.types", "SessionInfo"),
    "Settings": ("keepmind.config", "Settings"),
    "SkillError": ("keepmind.errors", "SkillError"),
    "SkillLibrary": ("keepmind.skills", "SkillLibrary"),
    "ThreatBlocked": ("keepmind.errors", "ThreatBlocked"),
    "Usage": ("keepmind.memory", "Usage"),
    "ensure_clean": ("keepmind.security", "ensure_clean"),
    "open": ("keepmind.api", "open_memory"),
    "scan": ("keepmind.security", "scan"),
}
"""Public name -> (module, attribute) it is imported from on first use."""


def __getattr__(name: str) -> Any:
    try:
        module, attribute = _LAZY[name]
    except KeyError:
        raise AttributeError(f"module 'keepmind' has no attribute {name!r}") from None
    value = getattr(importlib.import_module(module), attribute)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))


__version__ = "0.1.0"

__all__ = [
    "AmbiguousMatch",
    "ArchiveError",
    "BoundedMemory",
    "ConfigError",
    "ConfigField",
    "DuplicateEntry",
    "Finding",
    "HomeError",
    "InvalidArgument",
    "LLMError",
    "LockError",
    "Memory",
    "MemoryFull",
    "MemoryManager",
    "MemoryProvider",
    "MemoryStoreError",
    "KeepmindError",
    "Message",
    "NoMatch",
    "NothingToUndo",
    "ProviderError",
    "Scope",
    "SearchHit",
    "Session",
    "SessionArchive",
    "SessionInfo",
    "Settings",
    "SkillError",
    "SkillLibrary",
    "ThreatBlocked",
    "Usage",
    "__version__",
    "ensure_clean",
    "open",
    "scan",
]
