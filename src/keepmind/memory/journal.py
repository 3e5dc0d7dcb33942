"""``journal.jsonl``: one line per committed prompt-memory write; the commit point of a write.

Each line is a JSON object written with a single synced write while the journal's lock
(``journal.jsonl.lock``, which is also the lock of every store journaled here) is held, so
lines are in commit order and never interleave. The file
is kept zero-padded ahead of its lines (``_fs.write_line_preallocated``): a line is written
into the padding and synced with ``fdatasync``, which needs no filesystem metadata commit,
and about once every 256 KiB a line brings a new padding extent and a full ``fsync``. So
the lines end at the last byte that is not NUL; readers ignore the padding, and a journal
written before padding existed reads and grows the same way.

A write is committed when its line is durable, not when the memory file is renamed: the
line carries the file's whole new ``text``, a digest and the ``(inode, mtime)`` of the file
it replaced (``prev``), and the ``(inode, mtime)`` of the temp file about to be renamed
(``stat``). That one sync is the only one a write pays; the file itself is renamed
into place unsynced, and ``BoundedMemory`` rolls a file that a crash left behind forward
to the newest line (``store.py``). ``added`` and ``removed`` are all ``undo`` and ``log``
need. Unreadable lines (a disk that lost a tail) are skipped on read.

The journal stays small: once it passes ``rotate_bytes`` (1 MiB, about 500 writes), the
writer that crossed it rotates it. Every line goes, gzipped and fsynced, into a segment
``journal.<UTC time>.jsonl.gz`` beside it (0600), and the journal is then replaced,
durably, by what ``undo`` and recovery need (``_kept_lines``): the lines from the
``keep_records``-th newest write on, and each store's newest line. Crash recovery works
as before, ``undo`` reaches back at least ``keep_records`` writes, and ``history()``
(what ``keepmind memory log`` shows) still has every write. Appenders and the rotation
hold ``journal.jsonl.lock`` exclusive, so no line is written to a file being rotated. A
crash between the two steps leaves lines both in a segment and in the journal;
``history()`` (segments oldest first, then the journal) yields each record once, by id.
Rotation is housekeeping: when it fails (a full disk, a lock held too long) the write it
follows is still committed, and the next write tries again.

Lines from before the commit-point format have no ``text``; a store whose newest line is
one of those simply has nothing to roll forward to.
"""

from __future__ import annotations

import contextlib
import gzip
import hashlib
import json
import os
import threading
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from keepmind._fs import (
    HeldLock,
    LineEnd,
    LockUnavailable,
    atomic_write_bytes,
    data_end,
    ends_at,
    open_read,
    pread,
    write_line_preallocated,
)

# Bytes read per step when looking backwards for a store's newest line.
_TAIL_CHUNK = 64 * 1024
_MARK_BYTES = 64
_BLANK = b"\0 \t\r\n"  # what a line of padding or whitespace is made of
ROTATE_BYTES = 1024 * 1024
KEEP_RECORDS = 200
_SEGMENT_GLOB = "journal.*.jsonl.gz"
# An appender waits this long for a rotation to finish; a rotation this long for appenders.
_LOCK_TIMEOUT = 10.0
_ROTATE_LOCK_TIMEOUT = 0.5


def digest(data: bytes) -> str:
    """A short content digest of a memory file's bytes."""
    return hashlib.blake2b(data, digest_size=16).hexdigest()


@dataclass(frozen=True)
class FileState:
    """What a memory file was or became at a write: its content ``sha`` (absent for a
    temp file, whose text is in the record) and the ``(ino, mtime_ns)`` it had on disk."""

    sha: str | None
    ino: int
    mtime_ns: int

    def matches(self, st: os.stat_result) -> bool:
        return self.ino == st.st_ino and self.mtime_ns == st.st_mtime_ns

    def to_list(self) -> list[Any]:
        return [self.sha, self.ino, self.mtime_ns]

    @classmethod
    def from_list(cls, data: Any) -> FileState | None:
        if not isinstance(data, list) or len(data) != 3:
            return None
        sha, ino, mtime_ns = data
        return cls(None if sha is None else str(sha), int(ino), int(mtime_ns))


@dataclass(frozen=True)
class JournalRecord:
    """A committed write: what it ``added`` and ``removed`` in ``target``, the file
    ``text`` it committed (None on lines of the older format), and the finding ids a
    person ``accepted`` for the entry ``accepted_for`` it added or named
    (``memory.acceptances``)."""

    id: str
    ts: str
    target: str
    action: str
    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    undoes: str | None = None
    backup: str | None = None
    text: str | None = None
    prev: FileState | None = None
    stat: FileState | None = None
    accepted: list[str] = field(default_factory=list)
    accepted_for: str | None = None

    def to_json(self) -> str:
        data = {"id": self.id, "ts": self.ts, "target": self.target, "action": self.action,
                "added": self.added, "removed": self.removed, "undoes": self.undoes,
                "backup": self.backup, "text": self.text,
                "prev": self.prev.to_list() if self.prev else None,
                "stat": self.stat.to_list() if self.stat else None,
                "accepted": self.accepted, "accepted_for": self.accepted_for}
        kept = {k: v for k, v in data.items() if v not in (None, [])}
        return json.dumps(kept, ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> JournalRecord:
        text = data.get("text")
        return cls(
            id=str(data["id"]),
            ts=str(data["ts"]),
            target=str(data["target"]),
            action=str(data["action"]),
            added=[str(x) for x in data.get("added", [])],
            removed=[str(x) for x in data.get("removed", [])],
            undoes=data.get("undoes"),
            backup=data.get("backup"),
            text=None if text is None else str(text),
            prev=FileState.from_list(data.get("prev")),
            stat=FileState.from_list(data.get("stat")),
            accepted=[str(x) for x in data.get("accepted", [])],
            accepted_for=None if data.get("accepted_for") is None
            else str(data["accepted_for"]),
        )


def new_record(
    target: str,
    action: str,
    before: Sequence[str],
    after: Sequence[str],
    *,
    undoes: str | None = None,
    backup: str | None = None,
    text: str | None = None,
    prev: FileState | None = None,
    stat: FileState | None = None,
    accepted: Sequence[str] = (),
    accepted_for: str | None = None,
) -> JournalRecord:
    before_set, after_set = set(before), set(after)
    return JournalRecord(
        id=f"{time.time_ns():x}-{os.getpid():x}",
        ts=datetime.now(UTC).isoformat(timespec="microseconds"),
        target=target,
        action=action,
        added=[e for e in after if e not in before_set],
        removed=[e for e in before if e not in after_set],
        undoes=undoes,
        backup=backup,
        text=text,
        prev=prev,
        stat=stat,
        accepted=list(accepted),
        accepted_for=accepted_for,
    )


def _parse_lines(lines: Iterable[bytes]) -> Iterator[JournalRecord]:
    for line in lines:
        record = _parse_line(line) if line.strip(_BLANK) else None
        if record is not None:
            yield record


def _first_sightings(records: Iterable[JournalRecord], seen: set[str]) -> Iterator[JournalRecord]:
    for record in records:
        if record.id not in seen:
            seen.add(record.id)
            yield record


def _kept_lines(lines: list[bytes], keep: int) -> list[bytes]:
    """The lines a rotation keeps, in their order: the tail from the ``keep``-th newest
    write that is not an undo (so ``undo`` reaches back that far, however many undos came
    since) and, before it, the newest line of each store that has none in the tail (crash
    recovery needs it)."""
    records = [_parse_line(line) for line in lines]
    cut, writes = len(lines), 0
    while cut > 0 and writes < keep:
        cut -= 1
        record = records[cut]
        if record is not None and not record.undoes:
            writes += 1
    tail, head = lines[cut:], lines[:cut]
    covered = {record.target for record in records[cut:] if record is not None}
    newest: dict[str, int] = {}
    for index, record in enumerate(records[:cut]):
        if record is not None and record.target not in covered:
            newest[record.target] = index
    return [head[i] for i in sorted(newest.values())] + tail


def _parse_line(line: bytes) -> JournalRecord | None:
    line = line.strip(b"\0")  # padding before a line someone appended by hand
    if not line:
        return None
    try:
        data = json.loads(line)
        return JournalRecord.from_dict(data) if isinstance(data, dict) else None
    except (ValueError, KeyError, TypeError):
        return None


class Journal:
    """The append-only journal file at ``path``.

    ``latest(target)`` is asked on every write, so it is incremental: the object remembers
    the newest record per store seen in the part of the file it has read, ``[_start,
    _offset)``, reads only lines appended since (by any process), and reads backwards
    from ``_start`` only for a store it has not met yet. A journal that shrank, changed
    inode or whose bytes before ``_offset`` changed was replaced, and is read again.
    """

    def __init__(self, path: Path, *, rotate_bytes: int = ROTATE_BYTES,
                 keep_records: int = KEEP_RECORDS) -> None:
        self.path = path
        self.lock_path = path.with_name(path.name + ".lock")
        self._lock = HeldLock(self.lock_path)
        self.rotate_bytes = rotate_bytes
        self.keep_records = keep_records
        self._rotate_at = rotate_bytes
        self._guard = threading.Lock()
        self._ino: int | None = None
        self._start = 0
        self._offset = 0
        self._latest: dict[str, JournalRecord] = {}
        self._mark = b""
        self._written: LineEnd | None = None

    @property
    def location(self) -> str:
        return str(self.path)

    def locked(self, *, timeout: float = _LOCK_TIMEOUT) -> contextlib.AbstractContextManager[None]:
        """Hold the journal's lock for a ``with`` block: the lock of every write of the
        stores journaled here (re-entrant, so ``append`` inside it takes it again at no
        cost). Raises LockUnavailable."""
        return self._lock.hold(timeout=timeout)

    def close(self) -> None:
        """Close the lock's descriptor, kept open between writes (reopened when needed)."""
        self._lock.close()

    def append(self, record: JournalRecord) -> None:
        """Append ``record`` durably (the commit point of its write); then rotate the
        journal if it has grown past ``rotate_bytes``. Raises OSError, LockUnavailable."""
        line = record.to_json()
        with self.locked():
            self._written = write_line_preallocated(self.path, line, hint=self._written)
        end = self._written.end
        self._remember(record, line, end)
        if end > self._rotate_at:
            with contextlib.suppress(OSError, LockUnavailable):
                self.rotate()

    def _remember(self, record: JournalRecord, line: str, end: int) -> None:
        data = line.encode("utf-8") + b"\n"
        with self._guard:
            # Our line directly follows what this object has read: take it in without
            # reading it back. Otherwise another appender came between; latest() reads.
            if self._ino is not None and end - len(data) == self._offset:
                self._offset = end
                self._latest[record.target] = record
                self._mark = (self._mark + data)[-_MARK_BYTES:]

    def lines(self) -> list[bytes]:
        """The journal's lines as written (its padding excluded), for tools that read the
        raw format; [] when there is no journal."""
        try:
            data = self.path.read_bytes().rstrip(b"\0")
        except FileNotFoundError:
            return []
        return [line for line in data.split(b"\n") if line.strip(_BLANK)]

    def records(self) -> Iterator[JournalRecord]:
        """Every readable record of the journal (not of its segments), oldest first."""
        try:
            handle = self.path.open("rb")
        except FileNotFoundError:
            return
        with handle:
            yield from _parse_lines(handle)

    def segments(self) -> list[Path]:
        """The rotated segments, oldest first."""
        return sorted(self.path.parent.glob(_SEGMENT_GLOB))

    def history(self) -> Iterator[JournalRecord]:
        """Every record ever committed that is still readable: the segments, oldest first,
        then the journal; a record found in two places (a crash mid-rotation, or the lines
        a rotation keeps) is yielded once."""
        seen: set[str] = set()
        for segment in self.segments():
            try:
                with gzip.open(segment, "rb") as handle:
                    records = list(_parse_lines(handle))
            except (OSError, EOFError):  # a torn segment: what precedes the tear is kept
                records = []
            yield from _first_sightings(records, seen)
        yield from _first_sightings(self.records(), seen)

    def rotate(self) -> bool:
        """Move every line into a new gzipped segment and keep in the journal only the
        lines ``undo`` and recovery need (``_kept_lines``); returns whether it rotated.

        It declines while the journal is within ``rotate_bytes`` (another writer rotated
        first) or the kept lines would be more than half of it (large stores: rotating
        would gain little, so the journal may grow to twice what it keeps). Raises
        OSError, LockUnavailable."""
        with self.locked(timeout=_ROTATE_LOCK_TIMEOUT):
            lines = self.lines()
            data = b"".join(line + b"\n" for line in lines)
            if len(data) <= self.rotate_bytes:
                return False
            kept = b"".join(line + b"\n" for line in _kept_lines(lines, self.keep_records))
            self._rotate_at = max(self.rotate_bytes, 2 * len(kept))
            if len(data) <= self._rotate_at:
                return False
            stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
            segment = self.path.with_name(f"journal.{stamp}.jsonl.gz")
            atomic_write_bytes(segment, gzip.compress(data, mtime=0), mode=0o600)
            atomic_write_bytes(self.path, kept, mode=0o600)
            return True

    def latest(self, target: str) -> JournalRecord | None:
        """The newest readable record of ``target``, or None."""
        with self._guard:
            try:
                fd = open_read(self.path)
            except FileNotFoundError:
                self._ino, self._start, self._offset, self._latest = None, 0, 0, {}
                self._mark = b""
                return None
            try:
                self._catch_up(fd)
                if target not in self._latest and self._start > 0:
                    self._read_backward(fd, target)
                self._mark = self._mark_at(fd)
            finally:
                os.close(fd)
            return self._latest.get(target)

    def _catch_up(self, fd: int) -> None:
        """Take in the lines written since this object last read ``fd``'s file, or start
        over from its end when it is another file (replaced, rotated)."""
        st = os.fstat(fd)
        same = st.st_ino == self._ino
        # Where the lines end (the padding after them excluded); cheap when nothing was
        # written since this object last read.
        size = self._offset if same and ends_at(fd, self._offset, st.st_size) \
            else data_end(fd, st.st_size)
        if not same or size < self._offset or self._mark_at(fd) != self._mark:
            self._ino, self._latest = st.st_ino, {}
            tail_ok = size == 0 or pread(fd, 1, size - 1) == b"\n"
            # Start from the end of the last whole line.
            self._start = self._offset = size if tail_ok else self._last_newline(fd, size)
        elif size > self._offset:
            self._read_forward(pread(fd, size - self._offset, self._offset))

    def _mark_at(self, fd: int) -> bytes:
        """The bytes just before ``_offset``: if they change, the file was replaced by
        another one (an inode number can be reused) and is read again."""
        start = max(0, self._offset - _MARK_BYTES)
        return pread(fd, self._offset - start, start)

    def _read_forward(self, chunk: bytes) -> None:
        """Take in the complete lines of ``chunk`` (read at ``_offset``)."""
        end = chunk.rfind(b"\n") + 1
        for line in chunk[:end].split(b"\n"):
            record = _parse_line(line)
            if record is not None:
                self._latest[record.target] = record
        self._offset += end

    def _read_backward(self, fd: int, target: str) -> None:
        """Read whole lines backwards from ``_start`` until ``target`` turns up or the file
        begins; records of other stores found on the way are kept if none newer is."""
        position, carry = self._start, b""
        while position > 0 and target not in self._latest:
            step = min(_TAIL_CHUNK, position)
            position -= step
            lines = (pread(fd, step, position) + carry).split(b"\n")
            # The first piece may be the end of a line that starts before ``position``.
            carry = lines.pop(0) if position > 0 else b""
            for line in reversed(lines):
                record = _parse_line(line) if line else None
                if record is not None:
                    self._latest.setdefault(record.target, record)
            if position == 0:
                self._start = 0
            elif lines:  # everything after ``carry`` and its newline has been read
                self._start = position + len(carry) + 1

    @staticmethod
    def _last_newline(fd: int, size: int) -> int:
        position = size
        while position > 0:
            step = min(_TAIL_CHUNK, position)
            position -= step
            cut = pread(fd, step, position).rfind(b"\n")
            if cut >= 0:
                return position + cut + 1
        return 0

    def last_undoable(self, target: str | None = None) -> JournalRecord | None:
        """The newest write (not an undo) that has not been undone, optionally of ``target``."""
        undone: set[str] = set()
        candidates: list[JournalRecord] = []
        for record in self.records():
            if record.undoes:
                undone.add(record.undoes)
            elif target is None or record.target == target:
                candidates.append(record)
        for record in reversed(candidates):
            if record.id not in undone:
                return record
        return None
