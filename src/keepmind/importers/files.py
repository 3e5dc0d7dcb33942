"""Importing many source files as one import: one report, one progress count.

``import_files`` runs a per-file importer (``claude_code.import_transcript``,
``codex.import_rollout``) over files, adding their reports up; a file that cannot be
read is one reported error (line 0), not a failed import, so one unreadable transcript
never stops the others.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

from keepmind.archive import ImportReport, SessionArchive


class FileImporter(Protocol):
    def __call__(self, archive: SessionArchive, path: Path, *,
                 progress: Callable[[int], None] | None = None) -> ImportReport: ...


def import_files(archive: SessionArchive, files: Sequence[Path], importer: FileImporter,
                 progress: Callable[[int], None] | None = None) -> ImportReport:
    """Import every file with ``importer``; ``progress`` gets bytes read (the files'
    total size in all). Raises ArchiveError when the archive cannot be written."""
    total = ImportReport()
    for path in files:
        try:
            part = importer(archive, path, progress=progress)
        except OSError as exc:
            total.errors.append((0, f"{path}: cannot be read ({exc.strerror or exc})"))
            continue
        add_report(total, part)
    return total


def add_report(total: ImportReport, part: ImportReport) -> None:
    """Add ``part``'s counts and lists to ``total``."""
    total.messages += part.messages
    total.sessions += part.sessions
    total.existing += part.existing
    total.errors += part.errors
    total.duplicates += part.duplicates
    total.ignored += part.ignored
    total.files += part.files
    total.unchanged += part.unchanged
    total.notes += part.notes
