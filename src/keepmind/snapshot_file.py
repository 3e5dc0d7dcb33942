"""The rendered snapshot file: the frozen MEMORY and USER blocks as last rendered (every
entry scanned), kept in ``<home>/memories/snapshot.json`` so that an agent's hook can hand
them to the model without loading the threat scanner or the settings.

Invariants:
- ``store`` keeps only what its caller rendered through ``prompt.snapshot`` (each entry
  scanned, a poisoned one as its placeholder), with the fingerprint of every input taken
  *before* rendering: the memory files and their journal, config.yaml (limits, enabled
  stores, provider, classifier), and the scanner's source files.
- ``load`` returns it only while every input is byte for byte what its fingerprint says
  (the scanner's sources by name, size and mtime). A hand edit, a config change, a file
  written during the render or a keepmind upgrade makes it stale: ``load`` returns None
  and the caller renders anew. So nothing unscanned reaches a prompt through this file.
- Loading imports nothing beyond the standard library (json, os, the builtin BLAKE2b; not
  hashlib, whose OpenSSL would cost a hook more than the rest of its work).
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import NamedTuple

try:  # the builtin implementation: importing hashlib loads OpenSSL, a hook's slowest import
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - a Python built without it
    from hashlib import blake2b

FORMAT = 2
FILE_NAME = "snapshot.json"
SCANNER_DIR = Path(__file__).parent / "security"
SCANNER_KEY = "<scanner>"

Fingerprint = dict[str, str | None]
"""Input path (or ``SCANNER_KEY``) -> BLAKE2b digest of its bytes (None: the file was
absent)."""


class Rendered(NamedTuple):  # not a dataclass: a hook loads this (see keepmind.home)
    """The snapshot text as sent to the model, and the configured provider ('' for none)."""

    snapshot: str
    provider: str


def scanner_stamp(root: Path = SCANNER_DIR) -> str:
    """A digest of the scanner's source files' names, sizes and mtimes: it changes when
    keepmind (so maybe a rule) changes."""
    digest = blake2b()
    for directory, dirs, files in sorted(os.walk(root)):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(".py"):
                st = os.stat(os.path.join(directory, name))
                digest.update(f"{directory}/{name}:{st.st_size}:{st.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def _file_digest(path: Path) -> str | None:
    try:
        return blake2b(path.read_bytes()).hexdigest()
    except FileNotFoundError:
        return None


def fingerprint(inputs: Sequence[Path]) -> Fingerprint:
    """The fingerprint of ``inputs`` and of the scanner, as they are now. Raises OSError
    for an input that exists but cannot be read."""
    found: Fingerprint = {str(path): _file_digest(path) for path in inputs}
    found[SCANNER_KEY] = scanner_stamp()
    return found


def _is_current(recorded: Mapping[str, object]) -> bool:
    for key, digest in recorded.items():
        now = scanner_stamp() if key == SCANNER_KEY else _file_digest(Path(key))
        if now != digest:
            return False
    return SCANNER_KEY in recorded


def load(path: Path) -> Rendered | None:
    """The rendered snapshot kept at ``path``, or None when there is none, it cannot be
    read, or any input changed since it was rendered. Never raises OSError."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return None
        inputs, snapshot, provider = data["inputs"], data["snapshot"], data["provider"]
        if not (isinstance(inputs, dict) and isinstance(snapshot, str)
                and isinstance(provider, str)) or not _is_current(inputs):
            return None
    except (OSError, ValueError, KeyError):
        return None
    return Rendered(snapshot, provider)


def store(path: Path, rendered: Rendered, inputs: Fingerprint) -> None:
    """Keep ``rendered`` at ``path`` (atomically, 0600) under the fingerprint ``inputs``
    taken before it was rendered. Raises OSError."""
    from keepmind._fs import atomic_write_text  # its lock support is not needed to load

    data = {"format": FORMAT, "inputs": inputs, "snapshot": rendered.snapshot,
            "provider": rendered.provider}
    atomic_write_text(path, json.dumps(data, ensure_ascii=False, indent=1) + "\n", mode=0o600)
