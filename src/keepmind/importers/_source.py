"""Reading the part of a JSONL source file that no earlier import read.

A ``JsonlSource`` opens a file with the cursor its archive saved for it (``import_cursors``:
a byte offset, the SHA-256 of the bytes before it and the importer's state there). The
cursor is trusted only while the file still starts with exactly those bytes; a file that
was rewritten, truncated or replaced is read again from its first byte with a fresh
state, and the per-message source keys (``message_sources``) keep that re-read from
writing anything twice. So the cursor only makes re-imports cheap; correctness never
depends on it.

Lines: only whole lines (ending in a newline) move the cursor. A last line without its
newline is parsed all the same (a writer may be halfway through it, or the file was cut):
when it is whole JSON it is imported and read again next time (its key makes that a
no-op), otherwise it is reported as truncated. A line that is not UTF-8 or not a JSON
object is one reported bad line, never a failed import.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from keepmind.archive import ImportCursor, SessionArchive


@dataclass(frozen=True)
class Line:
    """One line: its number in the file, and its object or the reason it has none."""

    number: int
    obj: dict[str, Any] | None
    error: str | None = None


class JsonlSource:
    """The unread lines of one JSONL file. ``state`` is the importer's state where the
    cursor stopped ({} when reading from the start); ``commit`` saves the new cursor."""

    def __init__(self, archive: SessionArchive, path: Path) -> None:
        self.archive = archive
        self.path = path
        self.key = str(path.resolve())
        self.data = path.read_bytes()
        self.start = 0
        self.first_line = 1
        self.state: dict[str, Any] = {}
        cursor = archive.import_cursor(self.key)
        self.resumed = cursor is not None and cursor.offset <= len(self.data) and (
            _digest(self.data[:cursor.offset]) == cursor.digest)
        if cursor is not None and self.resumed:
            saved = _loads(cursor.state)
            self.start = cursor.offset
            self.first_line = int(saved.get("lines", 0)) + 1
            self.state = saved.get("importer", {}) if isinstance(saved.get("importer"),
                                                                 dict) else {}
        self.end = self.start
        self._lines_done = self.first_line - 1

    @property
    def unchanged(self) -> bool:
        """True when nothing was appended since the cursor was saved."""
        return self.resumed and self.start == len(self.data)

    def lines(self, progress: Callable[[int], None] | None = None) -> Iterator[Line]:
        """The lines after the cursor, in order; ``end`` follows the last whole one."""
        number = self.first_line - 1
        position = self.start
        while position < len(self.data):
            newline = self.data.find(b"\n", position)
            whole = newline >= 0
            stop = newline + 1 if whole else len(self.data)
            raw = self.data[position:stop]
            number += 1
            if progress is not None:
                progress(stop - position)
            position = stop
            if whole:
                self.end = stop
                self._lines_done = number
            if raw.strip():
                yield parse_line(number, raw, whole)

    def commit(self, state: dict[str, Any]) -> None:
        """Save the cursor at the end of the last whole line read, with ``state``."""
        saved = json.dumps({"lines": self._lines_done, "importer": state},
                           ensure_ascii=True, sort_keys=True)
        self.archive.save_import_cursor(self.key, ImportCursor(
            self.end, _digest(self.data[:self.end]), saved))


def parse_line(number: int, raw: bytes, whole: bool = True) -> Line:
    """A line of bytes as a JSON object, or the reason it is not one."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        return Line(number, None, f"not UTF-8 text (byte {exc.start})")
    try:
        obj = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        why = "truncated last line (read again next time)" if not whole else "not JSON"
        return Line(number, None, why)
    if not isinstance(obj, dict):
        return Line(number, None, "not a JSON object")
    return Line(number, obj)


def key_counts(keys: set[str]) -> dict[str, int]:
    """The ``seen`` counts ``records.occurrence_key`` had reached when it made ``keys``
    (a session's stored keys): what a read that resumes after a cursor starts from, so
    a line equal to one before the cursor still gets a key of its own."""
    counts: dict[str, int] = {}
    for key in keys:
        digest, _, n = key.rpartition("#")
        if digest and n.isdigit():
            counts[digest] = max(counts.get(digest, 0), int(n))
    return counts


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _loads(text: str) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return {}
    return value if isinstance(value, dict) else {}
