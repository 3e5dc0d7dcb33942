"""memstrata: a layered memory for AI agents.

    import memstrata
    mem = memstrata.open()                  # $MEMSTRATA_HOME or ~/.memstrata
    mem.user.add("User prefers concise answers")
    print(mem.snapshot())                   # the frozen block for the system prompt
    session = mem.session()                 # frozen system prompt, tools, turn hooks
    hits = mem.archive.search("docker networking")

The names below are the public API; subpackages (``memstrata.llm``, ``memstrata.mcp``,
``memstrata.testing``, ``memstrata.recall``) document their own.
"""

from memstrata.api import Memory
from memstrata.api import open_memory as open
from memstrata.archive import SessionArchive
from memstrata.config import Settings
from memstrata.errors import (
    AmbiguousMatch,
    ArchiveError,
    ConfigError,
    DuplicateEntry,
    HomeError,
    LLMError,
    LockError,
    MemoryFull,
    MemoryStoreError,
    MemstrataError,
    NoMatch,
    NothingToUndo,
    ProviderError,
    SkillError,
    ThreatBlocked,
)
from memstrata.memory import BoundedMemory, Usage
from memstrata.providers import ConfigField, MemoryManager, MemoryProvider
from memstrata.security import Finding, ensure_clean, scan
from memstrata.session import Session
from memstrata.skills import SkillLibrary
from memstrata.types import Message, SearchHit, SessionInfo

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
    "LLMError",
    "LockError",
    "Memory",
    "MemoryFull",
    "MemoryManager",
    "MemoryProvider",
    "MemoryStoreError",
    "MemstrataError",
    "Message",
    "NoMatch",
    "NothingToUndo",
    "ProviderError",
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
