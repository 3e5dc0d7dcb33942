"""The secrets file of a home: provider secrets (API keys, tokens) kept out of config.yaml.

``<home>/secrets.yaml`` maps a provider name to its secret options:

    http_memory:
      api_key: "..."

Invariants: the file is written atomically with mode 0600; a file others can read is
refused (``keepmind.home.read_private_text``, the check every secret file goes through);
a write merges into what is there and never drops another provider's secrets; values are
strings.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml

from keepmind._fs import atomic_write_text, file_lock
from keepmind.errors import ConfigError
from keepmind.home import read_private_text

SECRETS_FILE = "secrets.yaml"
SECRETS_MODE = 0o600
_HEADER = ("# Secrets of memory providers, written by `keepmind memory setup`.\n"
           "# Keep this file private (mode 0600); it is never copied into config.yaml.\n")

Secrets = dict[str, dict[str, str]]


def secrets_path(home: Path) -> Path:
    return home / SECRETS_FILE


def load_secrets(path: Path) -> Secrets:
    """Read the secrets file; a missing file means none. Raises ConfigError for a file
    that is readable by other users, unreadable, or not a mapping of provider names to
    mappings of strings."""
    text = read_private_text(path)
    if text is None:
        return {}
    try:
        data: Any = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise ConfigError(f"{path}: invalid YAML") from exc
    if data is None:
        return {}
    if not isinstance(data, dict) or not all(isinstance(v, dict) for v in data.values()):
        raise ConfigError(f"{path}: expected a mapping of provider names to their secrets")
    return {str(name): {str(k): "" if v is None else str(v) for k, v in values.items()}
            for name, values in data.items()}


def save_secrets(path: Path, provider: str, values: Mapping[str, str]) -> None:
    """Merge ``values`` into the secrets of ``provider`` (0600, atomic, under a lock).
    Raises ConfigError for an unreadable existing file, OSError when it cannot be written."""
    with file_lock(path.with_name(f".{path.name}.lock")):
        current = load_secrets(path)
        current.setdefault(provider, {}).update({k: str(v) for k, v in values.items()})
        text = _HEADER + yaml.safe_dump(current, sort_keys=True, allow_unicode=True)
        atomic_write_text(path, text, mode=SECRETS_MODE)
