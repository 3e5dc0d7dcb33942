"""Storage engines of the session archive and the one factory that picks them.

``open_backend(location)`` opens a SQLite file (``backends.sqlite``) or a PostgreSQL
database (``backends.postgres``, which needs the ``postgres`` extra: psycopg 3 and its
pool) from what ``archive.url`` says (``keepmind.archive_url``). Everything that opens an
archive goes through here, so a configured location is honoured everywhere. A backend
is bound to its location and to one ``Scope`` at opening: it sees and writes only that
scope's records (on PostgreSQL enforced by the database's row-level security; on SQLite
a filter in every query, which is not a security boundary).
"""

from __future__ import annotations

from pathlib import Path

from keepmind.archive.backends.base import ArchiveBackend
from keepmind.archive_url import parse_archive_url
from keepmind.errors import ArchiveError
from keepmind.types import Scope


def open_backend(location: str | Path, *, scope: Scope | None = None,
                 synchronous: str = "NORMAL", busy_timeout_ms: int = 5000) -> ArchiveBackend:
    """The backend for ``location``: a SQLite path, ``:memory:``, ``sqlite:///path`` or
    ``postgresql://…`` (created and migrated as needed). ``synchronous`` and
    ``busy_timeout_ms`` apply to SQLite; ``scope`` is whose records it holds (the default
``Scope()`` when None). Raises ArchiveError when it cannot be opened or
    the location names no backend."""
    try:
        url = parse_archive_url(str(location))
    except ValueError as exc:
        raise ArchiveError(f"archive location: {exc}") from exc
    if url.kind == "postgresql":
        try:
            from keepmind.archive.backends.postgres import PostgresBackend
        except ImportError as exc:
            raise ArchiveError("a PostgreSQL archive needs the 'postgres' extra "
                               "(pip install 'keepmind[postgres]')") from exc
        return PostgresBackend(url.target, scope=scope)
    from keepmind.archive.backends.sqlite import SQLiteBackend

    if url.target != ":memory:":
        Path(url.target).parent.mkdir(parents=True, exist_ok=True)
    return SQLiteBackend(url.target, scope=scope, synchronous=synchronous,
                         busy_timeout_ms=busy_timeout_ms)
