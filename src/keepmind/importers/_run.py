"""The loop every JSONL importer shares: open the file at its cursor, hand each new
line to the format's reader, report bad lines, write, save the cursor.

A reader raises ValueError (or TypeError/AttributeError: the input is untrusted JSON,
and a record of a shape no writer produces is a bad record, not a crash) for a bad
record; that line is reported with its number and the import goes on. The cursor is
saved only after every message read was written.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from keepmind.archive import ImportReport, SessionArchive
from keepmind.importers._source import JsonlSource
from keepmind.importers._writer import SessionWriter


class Reader(Protocol):
    """One format's reading of one file."""

    writer: SessionWriter

    def entry(self, obj: dict[str, Any]) -> bool:
        """Archive one record; False when its kind is not archived."""
        ...

    def state(self) -> dict[str, Any]:
        """What the next import of this file resumes from (saved with the cursor)."""
        ...


def import_lines(archive: SessionArchive, path: Path,
                 reader: Callable[[JsonlSource, SessionWriter], Reader],
                 progress: Callable[[int], None] | None = None) -> ImportReport:
    """Import the new lines of ``path`` with the reader ``reader(source, writer)``
    makes. Raises OSError when the file cannot be read, ArchiveError when the archive
    cannot be written."""
    report = ImportReport(files=1)
    source = JsonlSource(archive, path)
    if source.unchanged:
        report.unchanged = 1
        if progress is not None:
            progress(len(source.data))
        return report
    if progress is not None and source.start:
        progress(source.start)
    current = reader(source, SessionWriter(archive, report))
    for line in source.lines(progress):
        if line.obj is None:
            report.errors.append((line.number, f"{path}: {line.error}"))
            continue
        try:
            if not current.entry(line.obj):
                report.ignored += 1
        except (ValueError, TypeError, AttributeError) as exc:
            report.errors.append((line.number, f"{path}: {exc}"))
    current.writer.flush()
    source.commit(current.state())
    return report
