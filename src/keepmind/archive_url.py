"""Where a session archive lives, as ``archive.url`` names it (pure: no I/O).

Accepted: a SQLite file path (absolute, or relative to the home), ``sqlite:///<path>``
(the same path after the scheme), ``:memory:``, and ``postgresql://…`` or
``postgres://…`` (a libpq connection URL, passed to the server unchanged). Invariants:
``parse_archive_url`` never echoes the URL in its errors and ``ArchiveURL.shown`` never
shows a password, since a URL may carry one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

POSTGRES_SCHEMES = ("postgresql://", "postgres://")
_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*)://")
_PASSWORD = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*://[^:/@]*):[^@/]*@")


@dataclass(frozen=True)
class ArchiveURL:
    """``kind`` is ``sqlite`` (``target`` a path or ``:memory:``) or ``postgresql``
    (``target`` the connection URL)."""

    kind: Literal["sqlite", "postgresql"]
    target: str

    @property
    def shown(self) -> str:
        """``target`` with any password replaced by ``***``."""
        return _PASSWORD.sub(r"\1:***@", self.target)


def parse_archive_url(url: str) -> ArchiveURL:
    """Classify ``url``. Raises ValueError (without repeating the URL) for an empty one
    or a scheme no backend serves."""
    text = url.strip()
    if not text:
        raise ValueError("an archive URL cannot be empty")
    if text.startswith(POSTGRES_SCHEMES):
        return ArchiveURL("postgresql", text)
    if text.startswith("sqlite://"):
        path = text[len("sqlite://"):]
        if not path:
            raise ValueError("a sqlite:// URL needs a path: sqlite:///path/to/state.db")
        return ArchiveURL("sqlite", path)
    scheme = _SCHEME.match(text)
    if scheme:
        raise ValueError(f"archives are SQLite paths or postgresql:// URLs; "
                         f"{scheme.group(1)}:// is not served")
    return ArchiveURL("sqlite", text)
