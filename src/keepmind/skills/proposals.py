"""Skill changes proposed instead of made (``memory.write_approval: manual``): a
``skill_manage`` call rehearsed on a scratch copy of its skill, so that it meets exactly
the checks of the real call (names, front matter, sizes, the threat scan, the patch's
match), and shown as the change of the one file it touches.

Invariants: rehearsing never changes the library (the copy lives in a temporary folder,
removed after); a call the rehearsal refuses raises SkillError with the tool's own
answer; ``apply`` makes the call through the same ``run_skill_tool`` the agent uses, so
an approved change is scanned and checked again against the skill as it is then.
"""

from __future__ import annotations

import difflib
import shutil
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from keepmind._validate import call_arguments
from keepmind.errors import SkillError
from keepmind.skills.library import SkillLibrary
from keepmind.skills.skill import SKILL_FILE
from keepmind.skills.tools import MANAGE_TOOL, run_skill_tool

_FILE_ACTIONS = ("patch", "write_file", "remove_file")


@dataclass(frozen=True)
class SkillChange:
    """What one ``skill_manage`` call would do to the file it touches (``""``: absent)."""

    action: str
    name: str
    file: str
    before: str
    after: str

    def diff(self, label: str) -> list[str]:
        """The change as a unified diff, the new side named ``label``."""
        return list(difflib.unified_diff(
            self.before.splitlines(), self.after.splitlines(),
            fromfile=f"{self.name}/{self.file} now", tofile=f"{self.name}/{self.file} {label}",
            lineterm="", n=2))


def apply(library: SkillLibrary, call: Mapping[str, Any]) -> dict[str, Any]:
    """Make the ``skill_manage`` ``call``; returns the tool's answer. Raises SkillError
    with the tool's error when it refuses."""
    answer = run_skill_tool(library, MANAGE_TOOL, dict(call))
    if not answer.get("success"):
        raise SkillError(str(answer.get("error", "skill_manage refused the change")))
    return answer


def rehearse(library: SkillLibrary, args: object) -> tuple[dict[str, Any], SkillChange]:
    """The call's arguments as an object and what the call would change, found by making
    it on a copy of its skill. Raises InvalidArgument (arguments that are not an object)
    and SkillError (what the tool would refuse, or a skill that cannot be copied)."""
    call = call_arguments(args)
    with tempfile.TemporaryDirectory(prefix="keepmind-skill-") as scratch_dir:
        scratch = SkillLibrary(Path(scratch_dir), guard=library.guard)
        name = call.get("name")
        category = library.locate(name) if isinstance(name, str) and name else None
        if isinstance(name, str) and category is not None:
            try:
                shutil.copytree(library.resolve_read(category, name),
                                Path(scratch_dir, category, name), symlinks=True)
            except OSError as exc:
                raise SkillError(f"skill {name!r} cannot be read: "
                                 f"{exc.strerror or exc}") from exc
        answer = apply(scratch, call)
        action, name = str(answer["action"]), str(answer["name"])
        given = call.get("file_path")
        file = given if action in _FILE_ACTIONS and isinstance(given, str) and given \
            else SKILL_FILE
        after = _text_of(scratch, name, file)
    return call, SkillChange(action, name, file, _text_of(library, name, file), after)


def _text_of(library: SkillLibrary, name: str, file: str) -> str:
    """The file's text, ``""`` when the skill or the file is missing (or not text)."""
    try:
        return library.read_file(name, file)
    except SkillError:
        return ""
