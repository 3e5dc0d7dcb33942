"""Finding the project's context files on disk (the I/O half of design §8 part [7]).

Order: the ``AGENTS.md`` chain from the git root down to the working directory (outermost
first, so the most specific file comes last and wins on conflicts), then the working
directory's ``SOUL.md``, ``.cursorrules`` and ``.cursor/rules/*.mdc`` (sorted). Without a
git root only the working directory is looked at. Files are read as UTF-8 with replacement
of undecodable bytes; symlinks that leave the project root are skipped. Capping and
scanning are done by ``prompt.context_files`` on what this returns.
"""

from __future__ import annotations

from pathlib import Path

from keepmind.prompt.context_files import ContextFile

AGENTS_FILE = "AGENTS.md"
CWD_FILES = ("SOUL.md", ".cursorrules")
MAX_READ_BYTES = 2_000_000


def git_root(start: Path) -> Path | None:
    """The nearest directory at or above ``start`` that holds ``.git``, or None."""
    for directory in (start, *start.parents):
        if (directory / ".git").exists():
            return directory
    return None


def discover(cwd: Path) -> list[ContextFile]:
    """The context files for a session started in ``cwd``, in prompt order."""
    cwd = cwd.resolve()
    root = git_root(cwd) or cwd
    chain = [cwd, *cwd.parents]
    directories = list(reversed(chain[: chain.index(root) + 1]))
    found: list[Path] = [d / AGENTS_FILE for d in directories]
    found += [cwd / name for name in CWD_FILES]
    rules = cwd / ".cursor" / "rules"
    if rules.is_dir():
        found += sorted(rules.glob("*.mdc"))
    files = []
    for path in found:
        text = _read(path, root)
        if text is not None:
            name = path.relative_to(root).as_posix() if path.is_relative_to(root) else path.name
            files.append(ContextFile(name, text))
    return files


def _read(path: Path, root: Path) -> str | None:
    if not path.is_file():
        return None
    if not path.resolve().is_relative_to(root):
        return None
    with path.open("rb") as handle:
        data = handle.read(MAX_READ_BYTES)
    return data.decode("utf-8", errors="replace")
