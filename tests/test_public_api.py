"""The public façade is a deliberate list: adding or removing a name is a decision."""

from __future__ import annotations

import memstrata

EXPECTED = [
    "SkillLibrary",
    "SessionInfo",
    "SessionArchive",
    "Session",
    "SearchHit",
    "Message",
    "MemoryProvider",
    "MemoryManager",
    "ConfigField",
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
    "ensure_clean",
    "open",
    "scan",
]


def test_all_is_pinned() -> None:
    assert sorted(memstrata.__all__) == sorted(EXPECTED)


def test_every_public_name_resolves() -> None:
    for name in memstrata.__all__:
        assert getattr(memstrata, name) is not None, name


def test_every_error_is_a_memstrata_error() -> None:
    errors = [getattr(memstrata, n) for n in memstrata.__all__ if n.endswith(("Error", "Full",
              "Match", "Entry", "Blocked", "Undo"))]
    assert len(errors) >= 10
    for cls in errors:
        assert issubclass(cls, memstrata.MemstrataError), cls
