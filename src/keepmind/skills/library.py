"""SkillLibrary: the skill folders under ``<home>/skills`` and every write to them.

Layout: ``<root>/<category>/<name>/SKILL.md`` plus optional ``references/``, ``templates/``,
``scripts/`` and ``assets/``; a category may hold a ``DESCRIPTION.md``. Skill names are
unique across categories. Entries whose names start with ``.`` (the lock file, staging
folders of an import) are not skills.

Invariants:
- Every path is built with ``_fs.safe_join``: no ``..``, no absolute parts, nothing that
  resolves outside the root. Category and skill folders that are symbolic links are not
  skills (``problems()`` reports them). A write additionally refuses any symbolic link on
  its way (the resolved path must equal the lexical one), checked after resolving.
- Every text argument must be a string of valid Unicode (``_checked``), so no write fails
  half-way on a lone surrogate and no file gets a name that is not UTF-8.
- Every write is validated (names, description, sizes) and scanned by the library's
  ``guard`` (``security.guard``, "strict") before anything on disk changes; a refusal
  raises SkillError (ThreatBlocked for the scanner) and changes nothing.
- Files are replaced atomically (temp file, fsync, rename); writes run under one lock file
  (``<root>/.lock``) so read-modify-write patches do not interleave.
- A library is bound to its root when constructed; it never looks at the environment.
"""

from __future__ import annotations

import builtins
import contextlib
import os
import shutil
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from keepmind._fs import LockUnavailable, atomic_write_text, file_lock, safe_join
from keepmind._validate import check_text, kind
from keepmind.errors import LockError, SkillError
from keepmind.security.guard import RULES_ALONE, Guard
from keepmind.skills.skill import (
    CATEGORY_FILE,
    DEFAULT_CATEGORY,
    MAX_SUPPORT_FILE_BYTES,
    SKILL_FILE,
    CategoryEntry,
    IndexEntry,
    SkillDoc,
    category_description,
    compose_skill,
    parse_skill,
    patch_text,
    relative_parts,
    render_index,
    runs_on,
    validate_name,
)

LOCK_FILE = ".lock"
# Skills live in the private home: files we write are 0600, folders 0700.
FILE_MODE = 0o600
DIR_MODE = 0o700
MAX_LISTED_FILES = 200


@dataclass(frozen=True)
class Skill:
    """One skill on disk: where it lives and its parsed SKILL.md."""

    name: str
    category: str
    path: Path
    text: str
    doc: SkillDoc

    @property
    def description(self) -> str:
        return self.doc.description

    @property
    def skill_file(self) -> Path:
        return self.path / SKILL_FILE


@dataclass(frozen=True)
class Problem:
    """A folder that looks like a skill but cannot be used, and why."""

    path: Path
    reason: str


class SkillLibrary:
    """The skills of one home, rooted at ``root`` (normally ``<home>/skills``); what is
    written, imported, viewed or indexed is scanned by ``guard`` (the home's)."""

    def __init__(self, root: Path, *, lock_timeout: float = 10.0,
                 guard: Guard = RULES_ALONE) -> None:
        self.root = root
        self.lock_timeout = lock_timeout
        self.guard = guard

    # reading -----------------------------------------------------------------------------
    def list(self, category: str | None = None) -> builtins.list[Skill]:
        """The valid skills, sorted by category then name (broken ones: ``problems()``)."""
        skills, _ = self.scan()
        return [s for s in skills if category is None or s.category == category]

    def problems(self) -> builtins.list[Problem]:
        """Skill folders that cannot be read: bad names, bad front matter, escaping links."""
        return self.scan()[1]

    def categories(self) -> dict[str, str]:
        """Every category folder with its one-line description ("" without DESCRIPTION.md)."""
        return {name: self._category_description(name) for name in self._category_names()}

    def get(self, name: str) -> Skill:
        """The skill called ``name``. Raises SkillError when it is missing or unreadable."""
        validate_name(name)
        category = self._locate(name)
        if category is None:
            raise SkillError(f"no skill named {name!r}; skills_list shows the skills there are")
        return self._load(category, name)

    def locate(self, name: str) -> str | None:
        """The category holding a skill called ``name``, or None.

        Raises SkillError for an invalid name or a name found in several categories.
        """
        return self._locate(validate_name(name))

    def read_file(self, name: str, file_path: str) -> str:
        """The text of ``file_path`` inside the skill's folder (``SKILL.md`` or a support
        file). Raises SkillError for a missing, binary or out-of-root file."""
        skill = self.get(name)
        parts = relative_parts(_checked(file_path, "file_path"), support_only=False)
        path = self.resolve_read(skill.category, name, *parts)
        if not path.is_file():
            listed = ", ".join(self.files(name)) or "none"
            raise SkillError(f"skill {name!r} has no file {file_path!r}; its files: {listed}")
        data = path.read_bytes()
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            raise SkillError(f"{file_path!r} is a binary file ({len(data):,} bytes); "
                             "it cannot be shown as text") from None

    def files(self, name: str) -> builtins.list[str]:
        """The skill's files other than SKILL.md, as sorted relative paths (links skipped)."""
        skill_dir = self.resolve_read(self._require_category(name), name)
        found: builtins.list[str] = []
        for directory, dirnames, filenames in os.walk(skill_dir):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
            base = Path(directory)
            for filename in sorted(filenames):
                path = base / filename
                if filename.startswith(".") or path.is_symlink() or not _is_utf8(filename):
                    continue
                relative = path.relative_to(skill_dir).as_posix()
                if relative != SKILL_FILE:
                    found.append(relative)
        return sorted(found)[:MAX_LISTED_FILES]

    def index(self, platform: str | None = None) -> str:
        """The ``## Skills`` prompt block: guidance and one line per category and skill,
        sorted. The same library gives the same bytes; only valid skills are listed.

        With ``platform`` (e.g. ``sys.platform``), skills whose front matter ``platforms``
        names other platforms only are left out.
        """
        by_category: dict[str, builtins.list[IndexEntry]] = {}
        for skill in self.list():
            if platform is not None and not runs_on(skill.doc.front_matter, platform):
                continue
            by_category.setdefault(skill.category, []).append(
                IndexEntry(skill.category, skill.name, skill.description))
        entries = [CategoryEntry(name, self._category_description(name), tuple(skills))
                   for name, skills in by_category.items()]
        return render_index(entries, self.guard)

    def scan(self) -> tuple[builtins.list[Skill], builtins.list[Problem]]:
        """Read every skill folder: the valid skills (sorted) and the problems found."""
        skills: builtins.list[Skill] = []
        problems: builtins.list[Problem] = []
        for category in self._category_names(problems):
            category_dir = self.root / category
            for entry in sorted(category_dir.iterdir()):
                if entry.name.startswith(".") or not (entry / SKILL_FILE).is_file():
                    continue
                try:
                    validate_name(entry.name)
                    _refuse_link(entry)
                    skills.append(self._load(category, entry.name))
                except SkillError as exc:
                    problems.append(Problem(entry, str(exc)))
        return skills, problems

    # writing -----------------------------------------------------------------------------
    def create(
        self,
        name: str,
        content: str | None = None,
        *,
        description: str | None = None,
        body: str = "",
        category: str = DEFAULT_CATEGORY,
    ) -> Skill:
        """Create a skill from its whole SKILL.md ``content``, or from ``description`` and
        ``body`` (the front matter is written for you).

        Raises SkillError (invalid name, category, front matter or size; the skill exists),
        ThreatBlocked, LockError.
        """
        validate_name(name)
        validate_name(category, kind="category")
        for value, what in ((content, "content"), (description, "description")):
            if value is not None:
                _checked(value, what)
        _checked(body, "body")
        if content is None:
            if description is None:
                raise SkillError("create needs the SKILL.md content, or a description")
            content = compose_skill(name, description, body)
        elif description is not None or body:
            raise SkillError("give either the whole SKILL.md content or description/body, "
                             "not both")
        parse_skill(content, expected_name=name)
        self.guard.ensure_clean(content, "strict", what=f"skill {name!r}")
        with self.lock():
            existing = self._locate(name)
            if existing is not None:
                raise SkillError(f"skill {name!r} already exists in category {existing!r}; "
                                 "use patch or edit to change it")
            created = self.ensure_dirs(category, name)
            try:
                atomic_write_text(self.resolve_write(category, name, SKILL_FILE), content,
                                  mode=FILE_MODE)
            except OSError as exc:
                _remove_empty(created)
                raise SkillError(f"cannot write skill {name!r}: {exc.strerror or exc}") from exc
        return self.get(name)

    def edit(self, name: str, content: str) -> Skill:
        """Replace the whole SKILL.md of ``name``. Raises SkillError, ThreatBlocked,
        LockError."""
        validate_name(name)
        parse_skill(_checked(content, "content"), expected_name=name)
        self.guard.ensure_clean(content, "strict", what=f"skill {name!r}")
        with self.lock():
            category = self._require_category(name)
            self._write(self.resolve_write(category, name, SKILL_FILE), content)
        return self.get(name)

    def patch(
        self,
        name: str,
        old_string: str,
        new_string: str,
        *,
        replace_all: bool = False,
        file_path: str | None = None,
    ) -> Skill:
        """Replace the one occurrence of ``old_string`` (all of them with ``replace_all``) in
        SKILL.md or in the support file ``file_path``.

        Raises SkillError (no match, several matches, the result is invalid), ThreatBlocked,
        LockError.
        """
        _checked(old_string, "old_string")
        _checked(new_string, "new_string")
        target = _checked(file_path, "file_path") if file_path is not None else ""
        target = target or SKILL_FILE
        parts = relative_parts(target, support_only=target != SKILL_FILE)
        with self.lock():
            category = self._require_category(name)
            path = self.resolve_write(category, name, *parts)
            if not path.is_file():
                raise SkillError(f"skill {name!r} has no file {target!r}")
            text = _read(path, f"{category}/{name}/{target}")
            patched = patch_text(text, old_string, new_string, replace_all=replace_all,
                                 where=target)
            self._check_content(name, parts, patched)
            self.guard.ensure_clean(patched, "strict", what=f"skill {name!r} ({target})")
            self._write(path, patched)
        return self.get(name)

    def delete(self, name: str) -> Path:
        """Delete the skill folder with its support files; returns where it was.

        Raises SkillError (missing skill, a symbolic link on the way), LockError.
        """
        with self.lock():
            category = self._require_category(name)
            skill_dir = self.resolve_write(category, name)
            trash = self.resolve_write(f".trash-{uuid.uuid4().hex}")
            try:
                skill_dir.rename(trash)
            except OSError as exc:
                raise SkillError(f"cannot delete skill {name!r}: {exc.strerror or exc}") from exc
            shutil.rmtree(trash, ignore_errors=True)
        return skill_dir

    def write_file(self, name: str, file_path: str, content: str) -> Path:
        """Create or replace a support file under references/, templates/, scripts/ or
        assets/. Raises SkillError, ThreatBlocked, LockError."""
        parts = relative_parts(_checked(file_path, "file_path"), support_only=True)
        _checked(content, "file content")
        self._check_content(name, parts, content)
        self.guard.ensure_clean(content, "strict", what=f"skill {name!r} ({file_path})")
        with self.lock():
            category = self._require_category(name)
            created = self.ensure_dirs(category, name, *parts[:-1])
            path = self.resolve_write(category, name, *parts)
            if path.is_dir():
                _remove_empty(created)
                raise SkillError(f"{file_path!r} is a folder, not a file")
            try:
                atomic_write_text(path, content, mode=FILE_MODE)
            except OSError as exc:
                _remove_empty(created)
                raise SkillError(f"cannot write {file_path!r}: {exc.strerror or exc}") from exc
        return path

    def remove_file(self, name: str, file_path: str) -> Path:
        """Remove one support file. Raises SkillError (not a support file, missing)."""
        parts = relative_parts(_checked(file_path, "file_path"), support_only=True)
        with self.lock():
            path = self.resolve_write(self._require_category(name), name, *parts)
            if not path.is_file():
                raise SkillError(f"skill {name!r} has no file {file_path!r}")
            try:
                path.unlink()
            except OSError as exc:
                raise SkillError(f"cannot remove {file_path!r}: {exc.strerror or exc}") from exc
        return path

    # paths and locking (shared with the importer) -----------------------------------------
    def resolve_read(self, *parts: str) -> Path:
        """``root/parts`` resolved; symbolic links are followed but may not leave the root.
        Raises SkillError."""
        try:
            return safe_join(self.root, *parts)
        except ValueError as exc:
            raise SkillError(f"refused path {'/'.join(parts)!r}: {exc}") from exc

    def resolve_write(self, *parts: str) -> Path:
        """Like ``resolve_read``, and no symbolic link anywhere below the root. Raises
        SkillError."""
        path = self.resolve_read(*parts)
        if path != self.root.resolve().joinpath(*parts):
            raise SkillError(f"refused path {'/'.join(parts)!r}: it goes through a symbolic "
                             "link; skills are only written to real folders")
        return path

    def ensure_dirs(self, *parts: str) -> builtins.list[Path]:
        """Create the folders ``root/parts[0]/...`` that are missing; returns those created.
        Raises SkillError when a part is a file or a symbolic link."""
        self.root.mkdir(parents=True, exist_ok=True, mode=DIR_MODE)
        created: builtins.list[Path] = []
        for depth in range(1, len(parts) + 1):
            path = self.resolve_write(*parts[:depth])
            if path.is_dir():
                continue
            try:
                path.mkdir(mode=DIR_MODE)
            except OSError as exc:
                _remove_empty(created)
                raise SkillError(f"cannot create folder {'/'.join(parts[:depth])!r}: "
                                 f"{exc.strerror or exc}") from exc
            created.append(path)
        return created

    @contextlib.contextmanager
    def lock(self) -> Iterator[None]:
        """Hold the library's write lock. Raises LockError."""
        self.root.mkdir(parents=True, exist_ok=True, mode=DIR_MODE)
        try:
            with file_lock(self.root / LOCK_FILE, timeout=self.lock_timeout):
                yield
        except LockUnavailable as exc:
            raise LockError(str(exc)) from exc

    # internals ---------------------------------------------------------------------------
    def _category_names(
        self, problems: builtins.list[Problem] | None = None
    ) -> builtins.list[str]:
        if not self.root.is_dir():
            return []
        names: builtins.list[str] = []
        for entry in sorted(self.root.iterdir()):
            if entry.name.startswith(".") or not entry.is_dir():
                continue
            try:
                validate_name(entry.name, kind="category")
                _refuse_link(entry)
            except SkillError as exc:
                if problems is not None:
                    problems.append(Problem(entry, str(exc)))
                continue
            if (entry / SKILL_FILE).is_file():
                if problems is not None:
                    problems.append(Problem(entry, "a skill directly under the skills root; "
                                                   "move it into a category folder"))
                continue
            names.append(entry.name)
        return names

    def _category_description(self, category: str) -> str:
        try:
            path = self.resolve_read(category, CATEGORY_FILE)
            text = path.read_text(encoding="utf-8", errors="replace") if path.is_file() else ""
        except (SkillError, OSError):
            return ""
        return category_description(text)

    def _locate(self, name: str) -> str | None:
        """The category holding skill ``name``; SkillError when several do."""
        found = [c for c in self._category_names()
                 if (self.root / c / name / SKILL_FILE).is_file()]
        if len(found) > 1:
            raise SkillError(f"skill {name!r} exists in several categories ({', '.join(found)}); "
                             "delete or rename the duplicates by hand")
        return found[0] if found else None

    def _require_category(self, name: str) -> str:
        validate_name(name)
        category = self._locate(name)
        if category is None:
            raise SkillError(f"no skill named {name!r}; skills_list shows the skills there are")
        return category

    def _load(self, category: str, name: str) -> Skill:
        path = self.resolve_read(category, name, SKILL_FILE)
        where = f"{category}/{name}/{SKILL_FILE}"
        text = _read(path, where)
        doc = parse_skill(text, expected_name=name, where=where)
        return Skill(name, category, path.parent, text, doc)

    def _check_content(self, name: str, parts: tuple[str, ...], content: str) -> None:
        if parts == (SKILL_FILE,):
            parse_skill(content, expected_name=name)
        elif len(content.encode("utf-8")) > MAX_SUPPORT_FILE_BYTES:
            raise SkillError(f"{'/'.join(parts)!r} would be over the {MAX_SUPPORT_FILE_BYTES:,} "
                             "byte limit for a support file")

    def _write(self, path: Path, content: str) -> None:
        try:
            atomic_write_text(path, content, mode=FILE_MODE)
        except OSError as exc:
            raise SkillError(f"cannot write {path}: {exc.strerror or exc}") from exc


def _checked(value: object, what: str) -> str:
    """``value`` when it is a string of valid Unicode. Raises SkillError."""
    if not isinstance(value, str):
        raise SkillError(f"{what} must be text; got {kind(value)}")
    return check_text(value, what, error=SkillError)


def _is_utf8(name: str) -> bool:
    """False for a file name that is not UTF-8 on disk (Python holds such bytes as lone
    surrogates): it could not be named in a tool call or shown to a model."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _refuse_link(path: Path) -> None:
    if path.is_symlink():
        raise SkillError(f"{path.name!r} is a symbolic link; skills are only read from real "
                         "folders inside the skills root")


def _remove_empty(created: builtins.list[Path]) -> None:
    """Undo ``ensure_dirs``: remove the folders it created, deepest first, if empty."""
    for path in reversed(created):
        with contextlib.suppress(OSError):
            path.rmdir()


def _read(path: Path, where: str) -> str:
    """A skill file's text. Raises SkillError naming ``where`` when it cannot be read or
    is not UTF-8."""
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise SkillError(f"cannot read {where}: not valid UTF-8 text") from exc
    except OSError as exc:
        raise SkillError(f"cannot read {where}: {exc.strerror or exc}") from exc
