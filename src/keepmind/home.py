"""The home directory: resolved once, then the single owner of every path keepmind uses.

A ``Home`` is bound to its directory when constructed and never looks at the environment
again; callers (the CLI, ``keepmind.open``) resolve ``$KEEPMIND_HOME``, ``--home`` and
``--profile`` through ``resolve_home`` and pass the result in.

Privacy (design §2): the home holds every message the user ever wrote, so it is 0700 and
every file keepmind creates in it is 0600. ``Home.ensure`` creates the directories 0700 and
tightens an existing looser home (or warns, in one line, when it cannot);
``private_umask`` makes files created meanwhile (SQLite's -wal/-shm included) 0600
whatever code creates them; ``create_private`` makes a file 0600 before a library (SQLite)
opens it.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import NamedTuple

from keepmind.errors import ConfigError, HomeError

HOME_ENV = "KEEPMIND_HOME"
DEFAULT_HOME = "~/.keepmind"
_PROFILE_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")
PRIVATE_DIR = 0o700
PRIVATE_FILE = 0o600
PRIVATE_UMASK = 0o077
# Files holding secrets (providers' secrets.yaml, the MCP token): a loose one is refused by
# read_private_text, never silently tightened, since what it holds may have been read.
SECRET_FILE_NAMES = frozenset({"secrets.yaml", "mcp_token"})
ACCEPTED_FILE_NAME = "accepted.json"
# Files whose mode is a reason to distrust them: refused (or ignored) when others can
# read or write them, never silently made private (that would launder what someone else
# wrote into them).
UNTIGHTENED = SECRET_FILE_NAMES | {ACCEPTED_FILE_NAME}


def resolve_home(
    home: str | Path | None = None,
    profile: str | None = None,
    environ: Mapping[str, str] | None = None,
) -> Path:
    """Return the home directory: ``home``, else ``$KEEPMIND_HOME``, else ``~/.keepmind``;
    with ``profile``, its ``profiles/<name>`` subdirectory.

    Raises HomeError for an empty home or an invalid (or empty) profile name.
    """
    env = environ if environ is not None else {}
    if home is not None and not str(home).strip():
        raise HomeError("the home directory is empty: give a path, e.g. --home ~/.keepmind")
    raw = str(home) if home is not None else env.get(HOME_ENV) or DEFAULT_HOME
    root = Path(raw).expanduser().absolute()
    if profile is not None:
        if not _PROFILE_NAME.match(profile):
            raise HomeError(
                f"invalid profile name {profile!r}: use letters, digits, '.', '_' or '-'"
            )
        root = root / "profiles" / profile
    return root


class Home(NamedTuple):
    """Paths of one keepmind home (see design §2). A NamedTuple rather than a dataclass:
    a hook imports this on every prompt, and dataclasses costs it ~18 ms (inspect)."""

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
    def accepted_file(self) -> Path:
        """The acceptances of the stores' findings (``keepmind.memory.acceptances``)."""
        return self.memories_dir / ACCEPTED_FILE_NAME

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

    def exists(self) -> bool:
        return self.root.is_dir()

    def ensure(self) -> Home:
        """Create the home and its memories directory (0700) if missing; tighten an
        existing home that others can read (the directories to 0700, the files in them to
        0600, secret files and the acceptances excepted: those are refused when read; a
        one-line warning on stderr when that is not possible).

        Raises HomeError when the directory cannot be created.
        """
        if self.root.exists() and not self.root.is_dir():
            raise HomeError(f"home {self.root} is not a directory")
        try:
            self.root.mkdir(parents=True, exist_ok=True, mode=PRIVATE_DIR)
            make_private(self.root)
            if self.memories_dir.exists() and not self.memories_dir.is_dir():
                raise HomeError(f"{self.memories_dir} is not a directory")
            self.memories_dir.mkdir(exist_ok=True, mode=PRIVATE_DIR)
            for directory in (self.root, self.memories_dir):
                for entry in directory.iterdir():  # files of a home made before 0600
                    if entry.is_file() and not entry.is_symlink() \
                            and entry.name not in UNTIGHTENED:
                        make_private(entry)
            make_private(self.memories_dir)
        except OSError as exc:
            raise HomeError(f"cannot create home {self.root}: {exc.strerror or exc}") from exc
        return self


def make_private(path: Path) -> None:
    """Take group and other permissions off ``path`` (a directory becomes 0700, a file
    0600 or less). A path we cannot change is pointed out on stderr in one line."""
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
        if mode & 0o077:
            path.chmod(mode & ~0o077 & 0o700)
    except OSError as exc:
        print(f"warning: {path} is readable by other users and cannot be made private "
              f"({exc.strerror or exc}); run chmod go-rwx {path}", file=sys.stderr)


def create_private(path: Path) -> None:
    """Create ``path`` empty with mode 0600 if it does not exist, so that a library
    opening it (SQLite, which gives its -wal and -shm files the main file's mode) keeps it
    private. Raises OSError."""
    with contextlib.suppress(FileExistsError):
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW,
                         PRIVATE_FILE))


@contextlib.contextmanager
def private_umask() -> Iterator[None]:
    """Create every file and directory 0600/0700 at most while the block runs (the umask
    is per process: the CLI holds it around a whole command)."""
    previous = os.umask(PRIVATE_UMASK)
    try:
        yield
    finally:
        os.umask(previous)


def read_private_text(path: Path) -> str | None:
    """The text of a secrets or token file, or None when there is none.

    The one check of every file that holds a secret: a file group or others may read (or
    write) is refused, not trusted, with the command that fixes it. Raises ConfigError for
    such a file, one that cannot be read, or one that is not UTF-8.
    """
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read: {exc.strerror or exc}") from exc
    if mode & 0o077:
        raise ConfigError(f"{path} is accessible to other users (mode {mode:04o}); "
                          f"run chmod 600 {path}")
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise ConfigError(f"{path}: not valid UTF-8 text") from exc
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read: {exc.strerror or exc}") from exc
