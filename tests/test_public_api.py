"""The public façade is a deliberate list: adding or removing a name is a decision."""

from __future__ import annotations

import keepmind

EXPECTED = [
    "SkillLibrary",
    "SessionInfo",
    "Scope",
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
    "InvalidArgument",
    "LLMError",
    "LockError",
    "Memory",
    "MemoryFull",
    "MemoryStoreError",
    "KeepmindError",
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
    assert sorted(keepmind.__all__) == sorted(EXPECTED)


def test_every_public_name_resolves() -> None:
    for name in keepmind.__all__:
        assert getattr(keepmind, name) is not None, name


def test_every_error_is_a_keepmind_error() -> None:
    errors = [getattr(keepmind, n) for n in keepmind.__all__ if n.endswith(("Error", "Full",
              "Match", "Entry", "Blocked", "Undo", "Argument"))]
    assert len(errors) >= 10
    for cls in errors:
        assert issubclass(cls, keepmind.KeepmindError), cls
