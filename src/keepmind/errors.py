"""The one exception tree of keepmind.

Every error the library raises on purpose is a ``KeepmindError``; foreign errors
(``sqlite3.Error``, ``OSError``, ``httpx.HTTPError``, ``yaml.YAMLError``) are translated
at the edge where they happen. The CLI prints ``str(error)`` as one line and exits
non-zero; the MCP server turns it into a tool error the model can read.

    KeepmindError
    ├── InvalidArgument        a call's argument has the wrong type or value (also a
    │                          ValueError); tool dispatch answers it to the model
    ├── ConfigError            config.yaml unreadable, unknown key, wrong type
    ├── HomeError              home directory or profile unusable
    ├── LockError              a lock could not be taken (timeout, symlinked lock file)
    ├── ThreatBlocked          a write was refused by the threat scanner
    ├── MemoryStoreError       a prompt-memory write was refused
    │   ├── MemoryFull         the write would exceed the store's character limit
    │   ├── NoMatch            replace/remove found no entry containing old_text
    │   ├── AmbiguousMatch     old_text matches several distinct entries
    │   ├── DuplicateEntry     add of an entry that already exists
    │   └── NothingToUndo      the journal has no write left to undo
    ├── ArchiveError           the session archive failed (wraps sqlite3/psycopg errors)
    ├── SkillError             a skill could not be read or written
    ├── ProviderError          a memory provider failed or is misconfigured
    ├── ConnectError           an agent's config file cannot be read or safely changed
    └── LLMError               an OpenAI-compatible endpoint failed or answered badly
"""

from __future__ import annotations

from collections.abc import Sequence


class KeepmindError(Exception):
    """Root of every error keepmind raises on purpose."""


class InvalidArgument(KeepmindError, ValueError):
    """An argument of a library call or a tool call has the wrong type or value: not an
    object, not text, invalid Unicode, out of range. Also a ``ValueError``, which library
    calls raised for bad values before."""


class ConfigError(KeepmindError):
    """The configuration file is unreadable or holds a bad value."""


class HomeError(KeepmindError):
    """The home directory or profile cannot be used."""


class LockError(KeepmindError):
    """A lock file could not be acquired safely."""


class ThreatBlocked(KeepmindError):
    """The threat scanner refused a text.

    ``findings`` holds the scanner's findings (``keepmind.security.Finding``).
    """

    def __init__(self, message: str, findings: Sequence[object] = ()) -> None:
        super().__init__(message)
        self.findings = tuple(findings)


class MemoryStoreError(KeepmindError):
    """A prompt-memory write was refused; ``entries`` and ``usage`` describe the store."""

    def __init__(
        self, message: str, *, entries: Sequence[str] = (), usage: str = ""
    ) -> None:
        super().__init__(message)
        self.entries = list(entries)
        self.usage = usage


class MemoryFull(MemoryStoreError):
    """The write would take the store over its character limit."""


class NoMatch(MemoryStoreError):
    """No entry contains the given ``old_text``."""


class AmbiguousMatch(MemoryStoreError):
    """``old_text`` matches several distinct entries; ``previews`` lists them."""

    def __init__(
        self,
        message: str,
        *,
        previews: Sequence[str] = (),
        entries: Sequence[str] = (),
        usage: str = "",
    ) -> None:
        super().__init__(message, entries=entries, usage=usage)
        self.previews = list(previews)


class DuplicateEntry(MemoryStoreError):
    """The entry to add already exists."""


class NothingToUndo(MemoryStoreError):
    """The journal holds no write that can still be undone."""


class ArchiveError(KeepmindError):
    """The session archive failed."""


class SkillError(KeepmindError):
    """A skill could not be read, validated or written."""


class ProviderError(KeepmindError):
    """A memory provider failed or is misconfigured."""


class ConnectError(KeepmindError):
    """``keepmind connect``/``disconnect`` cannot change an agent's config file: it does not
    parse, has an unexpected shape, or changed while being written. Nothing is written."""


class LLMError(KeepmindError):
    """An OpenAI-compatible endpoint failed, timed out or answered malformed data."""
