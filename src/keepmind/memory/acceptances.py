"""``accepted.json``: the acceptances of one home's prompt-memory stores, beside their
journal (``security.acceptance`` says what one is and what it unblocks).

Invariants:
- The file is private (0600, written atomically) and is trusted only when it is: a
  symlink, a file another user owns or one that others can write is read as holding no
  acceptance, so everything it would unblock stays blocked (fail closed). A file that
  cannot be parsed reads the same way for the scan and is an error for ``all()``.
- Writes hold the lock of the journal the stores share (``journal.jsonl.lock``,
  re-entrant), so a grant in a store's write and a revocation never interleave.
- One record per granting write, keyed by its journal id: ``undo`` of that write revokes
  exactly its acceptance; ``revoke`` removes every acceptance of a text.
- Stores on PostgreSQL have no book yet: they serve many users and an acceptance must
  never cross from one to another (``PromptStore.acceptances`` is None there).
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path

from keepmind._fs import atomic_write_bytes
from keepmind.errors import MemoryStoreError
from keepmind.security.acceptance import Acceptance, accepted_ids, text_digest

_VERSION = 1
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)

Locker = Callable[[], contextlib.AbstractContextManager[None]]


def os_user() -> str:
    """The name of the OS user running this process (its uid when it has none): who an
    acceptance is by. Read from the account database, not from the environment (which
    the process could be handed by anyone)."""
    try:
        import pwd
    except ImportError:  # pragma: no cover - Windows
        return os.getlogin()
    uid = os.getuid()
    try:
        return pwd.getpwuid(uid).pw_name
    except KeyError:
        return str(uid)


def _private(st: os.stat_result) -> bool:
    """Whether ``st`` is a regular file of this user that no one else can write."""
    owner = getattr(os, "getuid", None)
    mine = owner is None or st.st_uid == owner()
    return stat.S_ISREG(st.st_mode) and mine and not st.st_mode & 0o022


class AcceptanceBook:
    """The acceptances in the file at ``path``; writes are made under ``locked()``."""

    def __init__(self, path: Path, locked: Locker) -> None:
        self.path = path
        self._locked = locked

    # reading -----------------------------------------------------------------------------
    def _read(self) -> list[Acceptance]:
        """The acceptances; [] when there is no file. Raises MemoryStoreError for a file
        that is not private to this user or cannot be parsed."""
        try:
            fd = os.open(self.path, os.O_RDONLY | _NOFOLLOW)
        except FileNotFoundError:
            return []
        except OSError as exc:
            raise MemoryStoreError(f"cannot read {self.path}: {exc.strerror or exc}") from exc
        with os.fdopen(fd, "rb") as handle:
            st = os.fstat(handle.fileno())
            if not _private(st):
                raise MemoryStoreError(
                    f"{self.path} is not a private file of this user (mode "
                    f"{stat.S_IMODE(st.st_mode):04o}); its acceptances are ignored until "
                    f"it is: chmod 600 {self.path}")
            data = handle.read()
        try:
            loaded = json.loads(data.decode("utf-8"))
            return [Acceptance.from_dict(item) for item in loaded["accepted"]]
        except (ValueError, KeyError, TypeError, RecursionError) as exc:
            raise MemoryStoreError(f"{self.path} cannot be read as acceptances ({exc}); "
                                   "its acceptances are ignored") from exc

    def all(self, target: str | None = None) -> list[Acceptance]:
        """Every acceptance (of ``target``), oldest first. Raises MemoryStoreError when
        the file cannot be trusted or read."""
        return [a for a in self._read() if target is None or a.target == target]

    def ids_by_text(self, target: str, texts: Sequence[str]) -> dict[str, frozenset[str]]:
        """The accepted finding ids of each of ``texts`` that has any in ``target``;
        nothing when the file cannot be trusted or read (so every finding blocks)."""
        try:
            found = self.all(target)
        except MemoryStoreError:
            return {}
        if not found:
            return {}
        return {text: ids for text in texts if (ids := accepted_ids(found, target, text))}

    # writing -----------------------------------------------------------------------------
    def _save(self, acceptances: Sequence[Acceptance]) -> None:
        data = {"version": _VERSION, "accepted": [a.to_dict() for a in acceptances]}
        text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
        try:
            atomic_write_bytes(self.path, text.encode("utf-8", "surrogatepass"), mode=0o600)
        except OSError as exc:
            raise MemoryStoreError(f"cannot write {self.path}: {exc.strerror or exc}") from exc

    def grant(self, target: str, text: str, ids: Sequence[str], *, by: str,
              journal_id: str) -> Acceptance:
        """Record that ``by`` accepted ``ids`` for ``text`` in ``target`` in the write
        ``journal_id``. Raises MemoryStoreError, LockUnavailable."""
        acceptance = Acceptance(target, text_digest(text), text, tuple(ids), by,
                                datetime.now(UTC).isoformat(timespec="seconds"), journal_id)
        with self._locked():
            self._save([*self._read(), acceptance])
        return acceptance

    def restore(self, acceptances: Sequence[Acceptance]) -> None:
        """Put back ``acceptances`` a revocation took (its write failed). Raises
        MemoryStoreError, LockUnavailable."""
        if not acceptances:
            return
        with self._locked():
            current = self._read()
            known = {a.journal_id for a in current}
            self._save([*current, *(a for a in acceptances if a.journal_id not in known)])

    def revoke_where(self, doomed: Callable[[Acceptance], bool]) -> list[Acceptance]:
        """Remove the acceptances ``doomed`` selects; returns them. Raises
        MemoryStoreError, LockUnavailable."""
        with self._locked():
            current = self._read()
            gone = [a for a in current if doomed(a)]
            if gone:
                self._save([a for a in current if not doomed(a)])
        return gone
