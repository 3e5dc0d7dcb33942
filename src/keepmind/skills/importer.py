"""Import skill folders written for other agents (Claude Code, Hermes Agent) into a library.

A source is one skill folder (``SOURCE/SKILL.md``), a folder of skills
(``SOURCE/*/SKILL.md``) or a folder of categories (``SOURCE/*/*/SKILL.md``, the category
taken from the middle folder, whose DESCRIPTION.md is copied when the library's category has
none). Each skill is copied whole: SKILL.md exactly as written
(front matter keys other agents use are kept) and every other file beside it.

Invariants:
- A skill whose name already exists in the library, or appeared earlier in the same
  import, is reported as a conflict and not written: nothing is ever overwritten.
- A skill is imported whole or not at all: its files are validated and scanned (every text
  file, ``strict`` scope), written into a staging folder inside the root, then moved into
  place with one rename. Symbolic links and hidden files in the source are not copied.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import uuid
from dataclasses import dataclass, field
from pathlib import Path

from keepmind._fs import atomic_write_text, fsync_dir
from keepmind.errors import SkillError, ThreatBlocked
from keepmind.security.guard import Guard
from keepmind.skills.library import DIR_MODE, FILE_MODE, SkillLibrary
from keepmind.skills.skill import (
    CATEGORY_FILE,
    DEFAULT_CATEGORY,
    MAX_SKILL_CHARS,
    MAX_SUPPORT_FILE_BYTES,
    SKILL_FILE,
    parse_skill,
    validate_name,
)

MAX_FILES_PER_SKILL = 500


@dataclass(frozen=True)
class ImportedSkill:
    """A skill that was copied into the library."""

    name: str
    category: str
    path: Path
    files: tuple[str, ...]


@dataclass(frozen=True)
class ImportIssue:
    """A source skill that was not imported, and why."""

    source: Path
    name: str
    reason: str


@dataclass
class ImportReport:
    """What an import did: imported skills, name conflicts, and skipped folders."""

    imported: list[ImportedSkill] = field(default_factory=list)
    conflicts: list[ImportIssue] = field(default_factory=list)
    skipped: list[ImportIssue] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        """True when every skill found was imported."""
        return not self.conflicts and not self.skipped


@dataclass(frozen=True)
class _Staged:
    name: str
    category: str
    files: dict[str, bytes]


def import_skills(
    library: SkillLibrary, source: Path, *, category: str | None = None
) -> ImportReport:
    """Copy the skills found in ``source`` into ``library``; conflicts and invalid skills are
    reported in the result, never overwritten.

    ``category`` puts every imported skill in that category (default: the source's category
    folder, else ``general``). Raises SkillError when ``source`` is not a folder or holds no
    SKILL.md, or ``category`` is invalid; LockError.
    """
    if category is not None:
        validate_name(category, kind="category")
    if not source.is_dir():
        raise SkillError(f"import source {source} is not a folder")
    report = ImportReport()
    candidates = _candidates(source, category, report)
    if not candidates and not report.skipped:
        raise SkillError(f"no SKILL.md found in {source}, its subfolders or theirs")
    seen: dict[str, Path] = {}
    category_folders: dict[str, Path] = {}
    for skill_dir, skill_category in candidates:
        if skill_dir.parent != source and category is None:
            category_folders.setdefault(skill_category, skill_dir.parent)
        staged = _stage(library.guard, skill_dir, skill_category, report)
        if staged is None:
            continue
        if staged.name in seen:
            report.conflicts.append(ImportIssue(skill_dir, staged.name,
                                                f"the same name as {seen[staged.name]}"))
            continue
        seen[staged.name] = skill_dir
        _commit(library, skill_dir, staged, report)
    for imported_category in sorted({s.category for s in report.imported}):
        if imported_category in category_folders:
            _import_category_description(library, category_folders[imported_category],
                                         imported_category, report)
    return report


def _candidates(
    source: Path, category: str | None, report: ImportReport
) -> list[tuple[Path, str]]:
    if (source / SKILL_FILE).is_file():
        return [(source, category or DEFAULT_CATEGORY)]
    found: list[tuple[Path, str]] = []
    for child in _subfolders(source, report):
        if (child / SKILL_FILE).is_file():
            found.append((child, category or DEFAULT_CATEGORY))
            continue
        nested = [g for g in _subfolders(child, report) if (g / SKILL_FILE).is_file()]
        if nested and category is None:
            try:
                validate_name(child.name, kind="category")
            except SkillError as exc:
                for grandchild in nested:
                    report.skipped.append(ImportIssue(grandchild, grandchild.name,
                                                      f"{exc}; pass a category"))
                continue
        found.extend((g, category or child.name) for g in nested)
    return found


def _subfolders(folder: Path, report: ImportReport) -> list[Path]:
    subfolders: list[Path] = []
    for child in sorted(folder.iterdir()):
        if child.name.startswith(".") or not child.is_dir():
            continue
        if child.is_symlink():
            report.notes.append(f"skipped symbolic link {child}")
            continue
        subfolders.append(child)
    return subfolders


def _stage(guard: Guard, skill_dir: Path, category: str,
           report: ImportReport) -> _Staged | None:
    """Read, validate and scan (by ``guard``) one source skill; None (with the reason
    reported) if it cannot be imported."""
    name = skill_dir.name
    try:
        if (skill_dir / SKILL_FILE).is_symlink():
            raise SkillError(f"{SKILL_FILE} is a symbolic link")
        text = _text_of((skill_dir / SKILL_FILE).read_bytes())
        if text is None:
            raise SkillError(f"{SKILL_FILE} is not UTF-8 text")
        if len(text) > MAX_SKILL_CHARS:
            raise SkillError(f"{SKILL_FILE} is {len(text):,} characters; the limit is "
                             f"{MAX_SKILL_CHARS:,}")
        doc = parse_skill(text)
        name = validate_name(doc.name or skill_dir.name)
        guard.ensure_clean(text, "strict", what=f"{skill_dir.name}/{SKILL_FILE}")
        files = _read_files(guard, skill_dir, report)
        files[SKILL_FILE] = text.encode("utf-8")
    except (SkillError, ThreatBlocked) as exc:
        report.skipped.append(ImportIssue(skill_dir, name, str(exc)))
        return None
    return _Staged(name, category, files)


def _read_files(guard: Guard, skill_dir: Path, report: ImportReport) -> dict[str, bytes]:
    """Every regular, non-hidden file of the skill (SKILL.md excluded), text files
    scanned by ``guard``. Raises SkillError, ThreatBlocked."""
    files: dict[str, bytes] = {}
    for directory, dirnames, filenames in os.walk(skill_dir):
        base = Path(directory)
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".")
                             and not (base / d).is_symlink())
        for filename in sorted(filenames):
            path = base / filename
            relative = path.relative_to(skill_dir).as_posix()
            if filename.startswith(".") or relative == SKILL_FILE:
                continue
            if path.is_symlink() or not path.is_file():
                report.notes.append(f"skipped {path}: not a regular file")
                continue
            if len(files) >= MAX_FILES_PER_SKILL:
                raise SkillError(f"more than {MAX_FILES_PER_SKILL} files in the skill folder")
            data = path.read_bytes()
            if len(data) > MAX_SUPPORT_FILE_BYTES:
                raise SkillError(f"{relative} is {len(data):,} bytes; the limit is "
                                 f"{MAX_SUPPORT_FILE_BYTES:,}")
            text = _text_of(data)
            if text is not None:
                guard.ensure_clean(text, "strict", what=relative)
                data = text.encode("utf-8")
            files[relative] = data
    return files


def _text_of(data: bytes) -> str | None:
    """The text of ``data`` without a byte-order mark, or None for binary data."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    text = text.removeprefix("\ufeff")
    return None if "\0" in text else text


def _commit(library: SkillLibrary, source: Path, staged: _Staged, report: ImportReport) -> None:
    """Write the staged files under a hidden folder of the root, then rename it into place."""
    with library.lock():
        try:
            existing = library.locate(staged.name)
        except SkillError as exc:
            report.conflicts.append(ImportIssue(source, staged.name, str(exc)))
            return
        if existing is not None:
            report.conflicts.append(ImportIssue(
                source, staged.name, f"a skill named {staged.name!r} already exists in "
                f"category {existing!r}; nothing was overwritten"))
            return
        staging = library.resolve_write(f".import-{uuid.uuid4().hex}")
        try:
            staging.mkdir(parents=True, mode=DIR_MODE)
            for relative, data in staged.files.items():
                _write_new(staging / relative, data)
            library.ensure_dirs(staged.category)
            target = library.resolve_write(staged.category, staged.name)
            staging.rename(target)
            fsync_dir(target.parent)
        except (OSError, SkillError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            report.skipped.append(ImportIssue(source, staged.name, f"cannot write: {reason}"))
            return
        finally:
            with contextlib.suppress(OSError):
                shutil.rmtree(staging)
    files = tuple(sorted(r for r in staged.files if r != SKILL_FILE))
    report.imported.append(ImportedSkill(staged.name, staged.category, target, files))


def _import_category_description(
    library: SkillLibrary, folder: Path, category: str, report: ImportReport
) -> None:
    """Copy a category's DESCRIPTION.md when the library's category has none yet."""
    source = folder / CATEGORY_FILE
    if not source.is_file() or source.is_symlink():
        return
    text = _text_of(source.read_bytes())
    try:
        if text is None or len(text) > MAX_SKILL_CHARS:
            raise SkillError(f"{CATEGORY_FILE} is not short UTF-8 text")
        library.guard.ensure_clean(text, "strict", what=f"{folder.name}/{CATEGORY_FILE}")
        with library.lock():
            library.ensure_dirs(category)
            target = library.resolve_write(category, CATEGORY_FILE)
            if not target.exists():
                atomic_write_text(target, text, mode=FILE_MODE)
    except (SkillError, ThreatBlocked, OSError) as exc:
        report.notes.append(f"did not copy {source}: {exc}")


def _write_new(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True, mode=DIR_MODE)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, FILE_MODE)
    with os.fdopen(fd, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
