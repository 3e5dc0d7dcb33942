"""``journal.jsonl``: one line per committed prompt-memory write, for ``log`` and ``undo``.

Each line is a JSON object written with a single fsynced ``O_APPEND`` write while the
store's lock is held, so lines of one store are in commit order and never interleave.
A line records the entries a write added and removed, which is all ``undo`` needs, and
keeps lines small. Unreadable lines (a disk that lost a tail) are skipped on read.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from keepmind._fs import append_line_durable


@dataclass(frozen=True)
class JournalRecord:
    """A committed write: what it ``added`` and ``removed`` in ``target``."""

    id: str
    ts: str
    target: str
    action: str
    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    undoes: str | None = None
    backup: str | None = None

    def to_json(self) -> str:
        data = {"id": self.id, "ts": self.ts, "target": self.target, "action": self.action,
                "added": self.added, "removed": self.removed, "undoes": self.undoes,
                "backup": self.backup}
        kept = {k: v for k, v in data.items() if v not in (None, [])}
        return json.dumps(kept, ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> JournalRecord:
        return cls(
            id=str(data["id"]),
            ts=str(data["ts"]),
            target=str(data["target"]),
            action=str(data["action"]),
            added=[str(x) for x in data.get("added", [])],
            removed=[str(x) for x in data.get("removed", [])],
            undoes=data.get("undoes"),
            backup=data.get("backup"),
        )


def new_record(
    target: str,
    action: str,
    before: Sequence[str],
    after: Sequence[str],
    *,
    undoes: str | None = None,
    backup: str | None = None,
) -> JournalRecord:
    before_set, after_set = set(before), set(after)
    return JournalRecord(
        id=f"{time.time_ns():x}-{os.getpid():x}",
        ts=datetime.now(UTC).isoformat(timespec="milliseconds"),
        target=target,
        action=action,
        added=[e for e in after if e not in before_set],
        removed=[e for e in before if e not in after_set],
        undoes=undoes,
        backup=backup,
    )


class Journal:
    """The append-only journal file at ``path``."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def append(self, record: JournalRecord) -> None:
        append_line_durable(self.path, record.to_json())

    def records(self) -> Iterator[JournalRecord]:
        """Every readable record, oldest first."""
        try:
            # a damaged byte spoils its record only, like any other unreadable line
            handle = self.path.open(encoding="utf-8", errors="replace")
        except FileNotFoundError:
            return
        with handle:
            for line in handle:
                try:
                    yield JournalRecord.from_dict(json.loads(line))
                except (ValueError, KeyError, TypeError):
                    continue

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
