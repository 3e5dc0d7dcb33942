"""memstrata: a layered memory for AI agents.

    import memstrata
    mem = memstrata.open()                  # $MEMSTRATA_HOME or ~/.memstrata
    mem.user.add("User prefers concise answers")
    print(mem.snapshot())                   # the frozen block for the system prompt
"""

from memstrata.api import Memory
from memstrata.api import open_memory as open
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
from memstrata.security import Finding, scan

__version__ = "0.1.0"

__all__ = [
    "AmbiguousMatch",
    "ArchiveError",
    "BoundedMemory",
    "ConfigError",
    "DuplicateEntry",
    "Finding",
    "HomeError",
    "LLMError",
    "LockError",
    "Memory",
    "MemoryFull",
    "MemoryStoreError",
    "MemstrataError",
    "NoMatch",
    "NothingToUndo",
    "ProviderError",
    "Settings",
    "SkillError",
    "ThreatBlocked",
    "Usage",
    "__version__",
    "open",
    "scan",
]
