"""The home directory: resolved once, then the single owner of every path keepmind uses.

A ``Home`` is bound to its directory when constructed and never looks at the environment
again; callers (the CLI, ``keepmind.open``) resolve ``$KEEPMIND_HOME``, ``--home`` and
``--profile`` through ``resolve_home`` and pass the result in.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from keepmind.errors import HomeError

HOME_ENV = "KEEPMIND_HOME"
DEFAULT_HOME = "~/.keepmind"
_PROFILE_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


def resolve_home(
    home: str | Path | None = None,
    profile: str | None = None,
    environ: Mapping[str, str] | None = None,
) -> Path:
    """Return the home directory: ``home``, else ``$KEEPMIND_HOME``, else ``~/.keepmind``;
    with ``profile``, its ``profiles/<name>`` subdirectory.

    Raises HomeError for an invalid profile name.
    """
    env = environ if environ is not None else {}
    raw = str(home) if home else env.get(HOME_ENV) or DEFAULT_HOME
    root = Path(raw).expanduser().absolute()
    if profile:
        if not _PROFILE_NAME.match(profile):
            raise HomeError(
                f"invalid profile name {profile!r}: use letters, digits, '.', '_' or '-'"
            )
        root = root / "profiles" / profile
    return root


@dataclass(frozen=True)
class Home:
    """Paths of one keepmind home (see design §2)."""

    root: Path

    @property
    def config_file(self) -> Path:
        return self.root / "config.yaml"

    @property
    def soul_file(self) -> Path:
        return self.root / "SOUL.md"

    @property
    def memories_dir(self) -> Path:
        return self.root / "memories"

    @property
    def memory_file(self) -> Path:
        return self.memories_dir / "MEMORY.md"

    @property
    def user_file(self) -> Path:
        return self.memories_dir / "USER.md"

    @property
    def journal_file(self) -> Path:
        return self.memories_dir / "journal.jsonl"

    @property
    def skills_dir(self) -> Path:
        return self.root / "skills"

    @property
    def state_db(self) -> Path:
        return self.root / "state.db"

    @property
    def plugins_dir(self) -> Path:
        return self.root / "plugins"

    @property
    def profiles_dir(self) -> Path:
        return self.root / "profiles"

    def ensure(self) -> Home:
        """Create the home and its memories directory (0700) if missing.

        Raises HomeError when the directory cannot be created.
        """
        try:
            self.root.mkdir(parents=True, exist_ok=True, mode=0o700)
            self.memories_dir.mkdir(exist_ok=True, mode=0o700)
        except OSError as exc:
            raise HomeError(f"cannot create home {self.root}: {exc.strerror or exc}") from exc
        if not self.root.is_dir():
            raise HomeError(f"home {self.root} is not a directory")
        return self
