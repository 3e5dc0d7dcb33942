"""keepmind: a layered memory for AI agents.

    import keepmind
    mem = keepmind.open()                  # $KEEPMIND_HOME or ~/.keepmind
    mem.user.add("User prefers concise answers")
    print(mem.snapshot())                   # the frozen block for the system prompt
    session = mem.session()                 # frozen system prompt, tools, turn hooks
    hits = mem.archive.search("docker networking")

The names below are the public API; subpackages (``keepmind.llm``, ``keepmind.mcp``,
``keepmind.testing``, ``keepmind.recall``) document their own.
"""

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
from keepmind.types import Message, SearchHit, SessionInfo

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
