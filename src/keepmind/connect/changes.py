"""Planned edits of an agent's config files, and applying them safely.

A ``Change`` is one file's text before and after (None: absent). Connecting plans every
change first, reading and parsing each file; only when all of them parsed is anything
written, so an unparseable file means nothing is written at all.

Invariants of ``apply``:
- A file whose text is already the planned text is not touched (connecting twice writes
  nothing the second time).
- Before a file is replaced or deleted, its exact bytes are copied to
  ``<name>.keepmind.bak`` beside it (the newest copy; mode kept).
- A file is written atomically (through a symlink to its target), keeping its mode (a new
  one gets ``Change.new_mode``: 0600 for the user's configs, which may hold secrets), and
  only if it still holds the text that was planned from; a file edited in between raises
  ConnectError and is left as it is.
"""

from __future__ import annotations

import difflib
import os
import stat
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from keepmind._fs import atomic_write_bytes
from keepmind.errors import ConnectError

BACKUP_SUFFIX = ".keepmind.bak"


@dataclass(frozen=True)
class Change:
    """One file: its text as read, the text planned (None: absent / delete it) and what
    the change does, in words."""

    path: Path
    before: str | None
    after: str | None
    what: tuple[str, ...] = ()
    new_mode: int = 0o600

    @property
    def changed(self) -> bool:
        return self.before != self.after

    def diff(self) -> str:
        """A unified diff of the change ('' when there is none)."""
        if not self.changed:
            return ""
        old = (self.before or "").splitlines(keepends=True)
        new = (self.after or "").splitlines(keepends=True)
        lines = difflib.unified_diff(old, new, fromfile=str(self.path) if self.before
                                     is not None else "/dev/null",
                                     tofile=str(self.path) if self.after is not None
                                     else "/dev/null")
        return "".join(line if line.endswith("\n") else line + "\n" for line in lines)


@dataclass(frozen=True)
class Applied:
    """What ``apply`` did to one file: ``action`` is created, updated, deleted or
    unchanged."""

    path: Path
    action: str
    what: tuple[str, ...]
    backup: Path | None


def read_text(path: Path) -> str | None:
    """The file's text, or None when it does not exist. Raises ConnectError for a file
    that cannot be read or is not UTF-8."""
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except UnicodeDecodeError:
        raise ConnectError(f"{path} is not UTF-8 text; not changed") from None
    except OSError as exc:
        raise ConnectError(f"cannot read {path}: {exc.strerror or exc}") from exc


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + BACKUP_SUFFIX)


def _apply_one(change: Change) -> Applied:
    path = change.path
    if not change.changed:
        return Applied(path, "unchanged", change.what, None)
    if read_text(path) != change.before:
        raise ConnectError(f"{path} changed while keepmind was editing it; run the "
                           "command again")
    backup = None
    try:
        mode = change.new_mode
        if change.before is not None:
            mode = stat.S_IMODE(path.stat().st_mode)
            backup = backup_path(path)
            atomic_write_bytes(backup, path.read_bytes(), mode=mode)
        if change.after is None:
            os.unlink(path)
            return Applied(path, "deleted", change.what, backup)
        path.parent.mkdir(parents=True, exist_ok=True)
        # a symlinked config (a dotfiles checkout) keeps its link: the target is replaced
        target = path.resolve() if path.is_symlink() else path
        atomic_write_bytes(target, change.after.encode("utf-8"), mode=mode)
    except OSError as exc:
        raise ConnectError(f"cannot write {path}: {exc.strerror or exc}") from exc
    return Applied(path, "created" if change.before is None else "updated", change.what,
                   backup)


def apply(changes: Sequence[Change]) -> list[Applied]:
    """Write every change (in order). Raises ConnectError; files written before the one
    that failed keep their new text (and their backups)."""
    return [_apply_one(change) for change in changes]
