"""Homes left by earlier versions of this project, which was called memstrata.

A user upgrading keeps ``~/.memstrata``; nothing moves it without being asked. When the
default home ``~/.keepmind`` does not exist yet, every command says in one line how to copy
the old one, and ``keepmind init --from ~/.memstrata`` does the copy. This module and its
test are the only places that still name the old project.
"""

from __future__ import annotations

import shutil
from collections.abc import Mapping
from pathlib import Path

from keepmind.errors import HomeError
from keepmind.home import DEFAULT_HOME, HOME_ENV, make_private

LEGACY_HOME = "~/.memstrata"


def legacy_notice(home: Path | None, environ: Mapping[str, str]) -> str | None:
    """The one-line hint to print when the default home is missing but a legacy one exists.

    Only the default location is looked at: a home chosen by ``--home`` or ``$KEEPMIND_HOME``
    is what the user asked for.
    """
    if home or environ.get(HOME_ENV):
        return None
    new, old = Path(DEFAULT_HOME).expanduser(), Path(LEGACY_HOME).expanduser()
    if new.exists() or not old.is_dir():
        return None
    return (f"note: found a home of an earlier version at {old}; "
            f"copy it with: keepmind init --from {old}")


def copy_home(source: Path, target: Path) -> int:
    """Copy the home ``source`` into ``target`` (which must be missing or empty); return the
    number of files copied. ``source`` is left as it was. The new home is private whatever
    the old one was: directories 0700, files without group or other permissions.

    Raises HomeError when the source is not a directory or the target already holds files.
    """
    source = source.expanduser().absolute()
    if not source.is_dir():
        raise HomeError(f"--from {source}: not a directory")
    if target.exists() and any(target.iterdir()):
        raise HomeError(f"cannot copy {source} into {target}: it is not empty "
                        "(choose another --home, or move it away first)")
    if target.resolve().is_relative_to(source.resolve()):
        raise HomeError(f"cannot copy {source} into itself ({target})")
    try:
        shutil.copytree(source, target, symlinks=True, dirs_exist_ok=True)
        for path in [target, *target.rglob("*")]:
            if not path.is_symlink():
                make_private(path)
    except OSError as exc:  # shutil.Error is an OSError
        raise HomeError(f"cannot copy {source} to {target}: {exc}") from exc
    return sum(1 for path in target.rglob("*") if path.is_file())


__all__ = ["LEGACY_HOME", "copy_home", "legacy_notice"]
