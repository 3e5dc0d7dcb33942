"""The provider error log: failures kept where ``keepmind memory status`` can read them
after the process that saw them has ended.

``<home>/provider_errors.jsonl`` holds one JSON object per failure (``ts``, ``provider``,
``hook``, ``error``). Invariants: every error text is redacted of secrets before it is
written; each line is appended with one durable write (concurrent processes never
interleave inside a line); the file is cut back to its newest ``keep`` lines once it
grows past ``max_bytes``; recording never raises (a log that cannot be written is
reported through ``logging``).
"""

from __future__ import annotations

import json
import logging
import time
from pathlib import Path
from typing import Any

from keepmind._fs import append_line_durable, atomic_write_text, file_lock
from keepmind.security.redact import redact

log = logging.getLogger(__name__)

ERROR_LOG_FILE = "provider_errors.jsonl"
MAX_ERROR_CHARS = 500


class ErrorLog:
    """Append-only, bounded log of provider failures."""

    def __init__(self, path: Path, *, keep: int = 200, max_bytes: int = 256_000) -> None:
        self.path = path
        self.keep = keep
        self.max_bytes = max_bytes

    def record(self, provider: str, hook: str, error: str) -> None:
        """Append one failure (a ``FailureListener`` for the MemoryManager)."""
        entry = {"ts": time.strftime("%Y-%m-%dT%H:%M:%S%z"), "provider": provider,
                 "hook": hook, "error": redact(error)[:MAX_ERROR_CHARS]}
        try:
            append_line_durable(self.path, json.dumps(entry, ensure_ascii=False))
            if self.path.stat().st_size > self.max_bytes:
                self._trim()
        except OSError as exc:
            log.warning("cannot write the provider error log %s: %s", self.path, exc)

    def _trim(self) -> None:
        with file_lock(self.path.with_name(f".{self.path.name}.lock")):
            lines = self.path.read_text(encoding="utf-8").splitlines()
            atomic_write_text(self.path, "\n".join(lines[-self.keep:]) + "\n", mode=0o600)

    def last(self, provider: str | None = None, limit: int = 5) -> list[dict[str, Any]]:
        """The newest ``limit`` failures (of ``provider`` if given), oldest first."""
        try:
            lines = self.path.read_text(encoding="utf-8").splitlines()
        except FileNotFoundError:
            return []
        found: list[dict[str, Any]] = []
        for line in reversed(lines):
            try:
                entry = json.loads(line)
            except json.JSONDecodeError:
                continue
            if isinstance(entry, dict) and (provider is None or entry.get("provider") == provider):
                found.append(entry)
                if len(found) >= limit:
                    break
        return found[::-1]
