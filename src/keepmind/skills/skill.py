"""One skill's text: the SKILL.md front matter, its validation and the prompt index. Pure.

A SKILL.md is YAML front matter between two ``---`` lines followed by a Markdown body
(When to use, Procedure, Pitfalls, Verification). The front matter needs ``description``
and may carry ``name``, ``version``, ``platforms``, ``metadata`` and any key other agents
(Claude Code, Hermes Agent) put there; unknown keys are kept as they are.

Invariants:
- ``parse_skill(render_skill(fm, body))`` gives back ``fm`` and ``body``.
- Names match ``NAME_PATTERN`` and are at most ``MAX_NAME_CHARS`` long; descriptions are
  non-empty strings of at most ``MAX_DESCRIPTION_CHARS``; a SKILL.md holds at most
  ``MAX_SKILL_CHARS`` characters. Every violation raises SkillError with a sentence that
  says what to fix.
- ``render_index`` is a function of the listed skills alone: same skills, same bytes.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import yaml

from keepmind._validate import shown
from keepmind.errors import SkillError
from keepmind.security.guard import RULES_ALONE, Guard

NAME_PATTERN = re.compile(r"^[a-z0-9][a-z0-9._-]*$")
MAX_NAME_CHARS = 64
MAX_DESCRIPTION_CHARS = 1024
MAX_SKILL_CHARS = 100_000
MAX_SUPPORT_FILE_BYTES = 1_000_000
MAX_PATH_CHARS = 1024
MAX_PART_BYTES = 255  # NAME_MAX of common file systems: longer names fail in the OS
INDEX_DESCRIPTION_CHARS = 160
SUPPORT_DIRS = ("references", "templates", "scripts", "assets")
SKILL_FILE = "SKILL.md"
CATEGORY_FILE = "DESCRIPTION.md"
DEFAULT_CATEGORY = "general"
_PLATFORM_ALIASES = {"darwin": "macos", "osx": "macos", "mac": "macos", "win32": "windows",
                     "win": "windows", "cygwin": "windows"}
# libyaml's safe loader when PyYAML was built with it (~10x faster), else the Python one.
_SAFE_LOADER: type[yaml.SafeLoader] | type[yaml.CSafeLoader] = getattr(
    yaml, "CSafeLoader", yaml.SafeLoader)
# PyYAML writes these raw with allow_unicode=True and reads them back as line breaks.
_UNICODE_LINE_BREAKS = ("\x85", "\u2028", "\u2029")

_FRONT_MATTER = re.compile(
    r"\A---[ \t]*\r?\n(?P<fm>.*?)^---[ \t]*(?:\r?\n|\Z)(?P<body>.*)\Z", re.S | re.M
)

INDEX_GUIDANCE = """\
## Skills
Skills are your procedural memory: workflows that worked before, saved as SKILL.md files. \
Before a task, scan the list below; when a skill matches, load it with skill_view(name) and \
follow it. Save a new skill with skill_manage(action="create") after a complex task (5+ tool \
calls), after overcoming errors, when an approach the user corrected worked, or when asked. \
When a skill proves wrong or incomplete, fix it at once with skill_manage(action="patch")."""


@dataclass(frozen=True)
class SkillDoc:
    """A parsed SKILL.md: its front matter (every key kept) and its Markdown body."""

    front_matter: dict[str, Any]
    body: str

    @property
    def name(self) -> str | None:
        value = self.front_matter.get("name")
        return value if isinstance(value, str) else None

    @property
    def description(self) -> str:
        value = self.front_matter.get("description")
        return value if isinstance(value, str) else ""


@dataclass(frozen=True)
class IndexEntry:
    """One skill as the prompt index shows it."""

    category: str
    name: str
    description: str


@dataclass(frozen=True)
class CategoryEntry:
    """One category line of the index; ``description`` may be empty."""

    name: str
    description: str = ""
    skills: tuple[IndexEntry, ...] = field(default_factory=tuple)


def validate_name(name: object, *, kind: str = "skill name") -> str:
    """Return ``name`` when it is a valid skill or category name. Raises SkillError."""
    if not isinstance(name, str) or not name:
        raise SkillError(f"{kind} is required: lowercase letters, digits, '.', '_' or '-'")
    if len(name) > MAX_NAME_CHARS:
        raise SkillError(f"{kind} {name[:80]!r} is {len(name)} characters; "
                         f"the limit is {MAX_NAME_CHARS}")
    if not NAME_PATTERN.fullmatch(name):
        raise SkillError(f"invalid {kind} {name!r}: use lowercase letters, digits, '.', '_' "
                         "or '-', starting with a letter or digit")
    return name


def validate_description(description: object) -> str:
    """Return a valid description (non-empty string, at most 1,024 chars). Raises
    SkillError."""
    if description is None or (isinstance(description, str) and not description.strip()):
        raise SkillError("the front matter has no description: add 'description: <one "
                         "sentence saying when to use this skill>'")
    if not isinstance(description, str):
        raise SkillError(f"description must be text, not {type(description).__name__}")
    if len(description) > MAX_DESCRIPTION_CHARS:
        raise SkillError(f"description is {len(description):,} characters; the limit is "
                         f"{MAX_DESCRIPTION_CHARS:,}")
    return description


def parse_front_matter(text: str, *, where: str = SKILL_FILE) -> SkillDoc:
    """Split ``text`` into front matter and body without judging the keys.

    Raises SkillError when the front matter is missing, is malformed YAML or is not a
    mapping.
    """
    match = _FRONT_MATTER.match(text)
    if not match:
        raise SkillError(f"{where} must start with YAML front matter between two '---' lines "
                         "(name, description), followed by the Markdown body")
    try:
        loaded = yaml.load(match.group("fm"), Loader=_SAFE_LOADER)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = f" at line {mark.line + 2}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise SkillError(f"{where}: malformed YAML front matter{line}: {problem}") from exc
    if loaded is None:
        loaded = {}
    if not isinstance(loaded, dict) or not all(isinstance(k, str) for k in loaded):
        raise SkillError(f"{where}: the front matter must be a mapping of keys to values, "
                         f"not {type(loaded).__name__}")
    return SkillDoc(dict(loaded), match.group("body"))


def parse_skill(text: str, *, expected_name: str | None = None,
                where: str = SKILL_FILE) -> SkillDoc:
    """Parse and validate a whole SKILL.md.

    ``expected_name`` is the skill's directory name: a front matter ``name``, when present,
    must equal it. Raises SkillError (size, front matter, name, description).
    """
    if len(text) > MAX_SKILL_CHARS:
        raise SkillError(f"{where} is {len(text):,} characters; the limit is "
                         f"{MAX_SKILL_CHARS:,}: move detail into references/ files")
    doc = parse_front_matter(text, where=where)
    if "name" in doc.front_matter:
        name = validate_name(doc.front_matter["name"])
        if expected_name is not None and name != expected_name:
            raise SkillError(f"{where}: front matter name {shown(name)} differs from the "
                             f"skill {shown(expected_name)}; renaming a skill is not "
                             "supported")
    validate_description(doc.front_matter.get("description"))
    return doc


def render_skill(front_matter: Mapping[str, Any], body: str) -> str:
    """The SKILL.md text for ``front_matter`` and ``body`` (keys keep their order)."""
    dumped = _dump(front_matter, allow_unicode=True)
    if any(mark in dumped for mark in _UNICODE_LINE_BREAKS):
        dumped = _dump(front_matter, allow_unicode=False)
    return f"---\n{dumped}---\n{body}"


def _dump(front_matter: Mapping[str, Any], *, allow_unicode: bool) -> str:
    return yaml.safe_dump(dict(front_matter), sort_keys=False, allow_unicode=allow_unicode,
                          default_flow_style=False)


def compose_skill(name: str, description: str, body: str = "",
                  extra: Mapping[str, Any] | None = None) -> str:
    """A new SKILL.md from its parts; ``body`` defaults to the section skeleton.

    Raises SkillError for an invalid name, description or size.
    """
    validate_name(name)
    validate_description(description)
    front_matter: dict[str, Any] = {"name": name, "description": description}
    front_matter.update({k: v for k, v in (extra or {}).items() if k not in front_matter})
    text_body = body if body.strip() else skeleton_body(name)
    text = render_skill(front_matter, "\n" + text_body.strip("\n") + "\n")
    parse_skill(text, expected_name=name)
    return text


def skeleton_body(name: str) -> str:
    """The body sections a new skill should fill in."""
    title = name.replace("-", " ").replace("_", " ").capitalize()
    return (f"# {title}\n\n## When to use\n\n## Procedure\n1.\n\n## Pitfalls\n\n"
            "## Verification\n")


def category_description(text: str) -> str:
    """The one-line description of a category's DESCRIPTION.md: its front matter
    ``description``, else its first non-empty line without heading marks."""
    try:
        doc = parse_front_matter(text, where=CATEGORY_FILE)
        if doc.description.strip():
            return one_line(doc.description)
        text = doc.body
    except SkillError:
        pass
    for line in text.splitlines():
        stripped = line.strip().lstrip("#").strip()
        if stripped and stripped != "---":
            return one_line(stripped)
    return ""


def one_line(text: str, limit: int = INDEX_DESCRIPTION_CHARS) -> str:
    """``text`` on one line with runs of whitespace collapsed, cut to ``limit`` chars."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"


def relative_parts(file_path: object, *, support_only: bool) -> tuple[str, ...]:
    """The components of a path inside a skill folder, checked as text.

    With ``support_only`` the path must lie under one of ``SUPPORT_DIRS``. Raises SkillError
    for a missing, absolute, too long or ``..`` path, empty or hidden components, and
    backslashes.
    """
    if not isinstance(file_path, str) or not file_path.strip():
        raise SkillError("file_path is required, e.g. 'references/api.md'")
    if file_path.startswith("/") or "\\" in file_path or re.match(r"^[A-Za-z]:", file_path):
        raise SkillError(f"file_path {shown(file_path)} must be relative to the skill folder, "
                         "with '/' separators")
    if len(file_path) > MAX_PATH_CHARS or any(len(part.encode("utf-8", "surrogatepass"))
                                               > MAX_PART_BYTES for part in file_path.split("/")):
        raise SkillError(f"file_path {shown(file_path)} is too long: at most "
                         f"{MAX_PATH_CHARS} characters, {MAX_PART_BYTES} bytes per name")
    parts = tuple(file_path.split("/"))
    if ".." in parts:
        raise SkillError(f"file_path {shown(file_path)} may not contain '..'")
    if any(not part or part.startswith(".") or "\0" in part for part in parts):
        raise SkillError(f"file_path {shown(file_path)} has an empty or hidden component")
    if support_only and (parts[0] not in SUPPORT_DIRS or len(parts) < 2):
        raise SkillError(f"file_path {shown(file_path)} must lie under one of "
                         f"{', '.join(d + '/' for d in SUPPORT_DIRS)}")
    return parts


def runs_on(front_matter: Mapping[str, Any], platform: str) -> bool:
    """Whether a skill whose front matter may list ``platforms`` (``linux``, ``macos``,
    ``windows``) applies on ``platform`` (those names or ``sys.platform`` values). A
    missing or malformed list means every platform."""
    wanted = front_matter.get("platforms")
    if isinstance(wanted, str):
        wanted = [wanted]
    if not isinstance(wanted, list) or not wanted:
        return True
    names = {_PLATFORM_ALIASES.get(str(p).lower(), str(p).lower()) for p in wanted}
    current = platform.lower()
    return _PLATFORM_ALIASES.get(current, current) in names


def count_matches(text: str, old: str) -> int:
    """Non-overlapping occurrences of ``old`` in ``text``."""
    return text.count(old) if old else 0


def patch_text(text: str, old: str, new: str, *, replace_all: bool = False,
               where: str = SKILL_FILE) -> str:
    """``text`` with ``old`` replaced by ``new``.

    Raises SkillError when ``old`` is empty or not found, or found several times without
    ``replace_all``.
    """
    if not old:
        raise SkillError("old_string is empty: give the exact text to replace")
    found = count_matches(text, old)
    if found == 0:
        raise SkillError(f"old_string was not found in {where}; view the skill and copy "
                         "the exact text, whitespace included")
    if found > 1 and not replace_all:
        raise SkillError(f"old_string occurs {found} times in {where}; include more "
                         "surrounding text to make it unique, or set replace_all")
    return text.replace(old, new)


def render_index(categories: Iterable[CategoryEntry], guard: Guard = RULES_ALONE) -> str:
    """The ``## Skills`` block for the system prompt: guidance, then one line per category
    and one per skill, sorted by name. A description ``guard`` flags is replaced by a
    ``[BLOCKED: …]`` placeholder."""
    lines = [INDEX_GUIDANCE, "", "<available_skills>"]
    any_skill = False
    for category in sorted(categories, key=lambda c: c.name):
        if not category.skills:
            continue
        any_skill = True
        lines.append(_index_line(category.name, category.description, guard, indent=""))
        for skill in sorted(category.skills, key=lambda s: s.name):
            lines.append(_index_line(skill.name, skill.description, guard, indent="  - "))
    if not any_skill:
        lines.append("(no skills yet)")
    lines.append("</available_skills>")
    return "\n".join(lines)


def description_findings(description: str, guard: Guard = RULES_ALONE) -> tuple[str, ...]:
    """The sorted finding ids (``guard``'s) that keep a description out of the skills
    index."""
    text = one_line(description)
    return tuple(sorted({f.id for f in guard.scan(text, "strict")})) if text else ()


def _index_line(name: str, description: str, guard: Guard, *, indent: str) -> str:
    text = one_line(description)
    ids = description_findings(description, guard)
    if ids:
        text = f"[BLOCKED: {', '.join(ids)}]"
    return f"{indent}{name}: {text}" if text else f"{indent}{name}"
