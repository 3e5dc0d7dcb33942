"""The skills tools for a model: ``skills_list``, ``skill_view`` and ``skill_manage``.

Schemas come in the OpenAI chat-completions and Anthropic Messages shapes (as
``memory/tool.py``); ``run_skill_tool`` dispatches one call and always answers with a dict a
model can read: ``success: true`` with a short result, or ``success: false`` with an
``error`` that says how to fix the call. It never raises for bad input; library refusals,
threat-scan blocks and I/O failures become errors in the answer.

``skill_view`` scans what it shows (files may be placed by hand) and refuses flagged text.
Writes reach disk at once, but the skills index in the system prompt is frozen for the
session: a new or changed skill shows in the index from the next session, and is
readable with ``skill_view`` right away.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from keepmind._validate import call_arguments, choice, flag, shown, text
from keepmind.errors import InvalidArgument, KeepmindError, ThreatBlocked
from keepmind.skills.library import Skill, SkillLibrary
from keepmind.skills.skill import DEFAULT_CATEGORY, MAX_NAME_CHARS, SKILL_FILE, SUPPORT_DIRS
from keepmind.toolspec import ToolSpec

LIST_TOOL = "skills_list"
VIEW_TOOL = "skill_view"
MANAGE_TOOL = "skill_manage"
TOOL_NAMES = (LIST_TOOL, VIEW_TOOL, MANAGE_TOOL)
MANAGE_ACTIONS = ("create", "patch", "edit", "delete", "write_file", "remove_file")
_SUPPORT = ", ".join(f"{d}/" for d in SUPPORT_DIRS)

LIST_DESCRIPTION = """\
List your skills (saved procedures) with their categories and descriptions. The skills \
index in your system prompt already names them; use this to see a category in full or \
what was added during this session."""

VIEW_DESCRIPTION = f"""\
Load a skill's full SKILL.md (when to use, procedure, pitfalls, verification) and the \
list of its support files. Load a skill before a task it matches and follow it. With \
file_path, read one support file instead (e.g. under {_SUPPORT})."""

MANAGE_DESCRIPTION = f"""\
Create and maintain skills: your procedural memory of how to do a kind of task, kept as \
SKILL.md files (YAML front matter with name and description, then Markdown: When to use, \
Procedure with exact commands, Pitfalls, Verification).

Create a skill (action "create", full SKILL.md in content, optional category) when:
- you finished a complex task that took 5+ tool calls,
- you overcame errors or dead ends to get something working,
- the user corrected your approach and the corrected approach worked,
- the user asks you to remember how to do something.
Skip simple one-offs and facts (facts belong in the memory tool).

When you used a skill and it proved wrong, outdated or incomplete, fix it at once with \
"patch" (old_string must match exactly once unless replace_all is true; include enough \
context). Use "edit" only to rewrite the whole SKILL.md. "write_file" and "remove_file" \
manage support files under {_SUPPORT} "delete" removes a skill with its files.

Changes are saved at once; the skills index in the system prompt shows them from the next \
session."""

_NAME = {
    "type": "string",
    "description": (f"Skill name: lowercase letters, digits, '.', '_' or '-', at most "
                    f"{MAX_NAME_CHARS} characters."),
}

LIST_PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {
        "category": {"type": "string", "description": "Only list skills of this category."},
    },
}

VIEW_PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {
        "name": _NAME,
        "file_path": {
            "type": "string",
            "description": ("A file inside the skill folder to read instead of SKILL.md, "
                            "e.g. 'references/api.md'."),
        },
    },
    "required": ["name"],
}

MANAGE_PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {
        "action": {"type": "string", "enum": list(MANAGE_ACTIONS),
                   "description": "What to do."},
        "name": _NAME,
        "content": {
            "type": "string",
            "description": ("The whole SKILL.md (front matter + body) for create and edit. "
                            "For edit, view the skill first and send the complete text."),
        },
        "category": {
            "type": "string",
            "description": (f"For create: the category folder, e.g. 'devops' (default "
                            f"'{DEFAULT_CATEGORY}')."),
        },
        "old_string": {
            "type": "string",
            "description": "For patch: the exact text to replace; unique unless replace_all.",
        },
        "new_string": {
            "type": "string",
            "description": "For patch: the replacement text (may be empty to delete).",
        },
        "replace_all": {
            "type": "boolean",
            "description": "For patch: replace every occurrence (default false).",
        },
        "file_path": {
            "type": "string",
            "description": (f"For write_file/remove_file: a path under {_SUPPORT} For patch: "
                            f"a support file to patch instead of {SKILL_FILE}."),
        },
        "file_content": {"type": "string", "description": "For write_file: the file's text."},
    },
    "required": ["action", "name"],
}

SPECS = (
    ToolSpec(LIST_TOOL, LIST_DESCRIPTION, LIST_PARAMETERS),
    ToolSpec(VIEW_TOOL, VIEW_DESCRIPTION, VIEW_PARAMETERS),
    ToolSpec(MANAGE_TOOL, MANAGE_DESCRIPTION, MANAGE_PARAMETERS),
)


def openai_schemas() -> list[dict[str, Any]]:
    """The three tools in the OpenAI chat-completions ``tools`` shape."""
    return [spec.openai() for spec in SPECS]


def anthropic_schemas() -> list[dict[str, Any]]:
    """The three tools in the Anthropic Messages ``tools`` shape."""
    return [spec.anthropic() for spec in SPECS]


def run_skill_tool(library: SkillLibrary, tool: object, args: object) -> dict[str, Any]:
    """Run one call of a skills tool (``args``: an object or its JSON text); always returns
    a result dict, never raises for bad input, refusals or I/O failures."""
    handler = _HANDLERS.get(tool) if isinstance(tool, str) else None
    if handler is None:
        return _error(f"unknown skills tool {shown(tool)}; expected one of "
                      f"{', '.join(TOOL_NAMES)}")
    try:
        return handler(library, call_arguments(args))
    except ThreatBlocked as exc:
        answer = _error(f"{str(exc).rstrip('.')}. Remove that text and try again.")
        answer["finding_ids"] = [getattr(f, "id", "") for f in exc.findings]
        return answer
    except KeepmindError as exc:
        return _error(str(exc))
    except OSError as exc:
        return _error(f"the skills folder could not be used: {exc.strerror or exc}")


def _error(message: str) -> dict[str, Any]:
    return {"success": False, "error": message}


def _text(args: Mapping[str, Any], key: str, *, required: bool = False,
          action: str = "") -> str | None:
    return text(args, key, required=required, where=f"for {action}" if action else "")


def _summary(skill: Skill) -> dict[str, str]:
    return {"name": skill.name, "category": skill.category, "description": skill.description}


def _list(library: SkillLibrary, args: Mapping[str, Any]) -> dict[str, Any]:
    category = _text(args, "category")
    categories = library.categories()
    if category and category not in categories:
        known = ", ".join(categories) or "none yet"
        raise InvalidArgument(f"no category {shown(category)}; categories: {known}")
    skills = library.list(category or None)
    answer: dict[str, Any] = {
        "success": True,
        "count": len(skills),
        "skills": [_summary(s) for s in skills],
        "categories": {c: d for c, d in categories.items() if not category or c == category},
    }
    answer["hint"] = ("Load a skill with skill_view(name)." if skills else
                      "No skills yet: save one with skill_manage(action='create').")
    return answer


def _view(library: SkillLibrary, args: Mapping[str, Any]) -> dict[str, Any]:
    name = _text(args, "name", required=True) or ""
    file_path = _text(args, "file_path")
    if file_path and file_path != SKILL_FILE:
        content = library.read_file(name, file_path)
        library.guard.ensure_clean(content, "strict", what=f"skill {name!r} ({file_path})")
        return {"success": True, "name": name, "file_path": file_path, "content": content}
    skill = library.get(name)
    library.guard.ensure_clean(skill.text, "strict", what=f"skill {name!r}")
    files = library.files(name)
    answer: dict[str, Any] = {"success": True, **_summary(skill), "content": skill.text,
                              "files": files}
    if files:
        answer["hint"] = "Read a support file with skill_view(name, file_path=...)."
    return answer


def _manage(library: SkillLibrary, args: Mapping[str, Any]) -> dict[str, Any]:
    action = choice(args, "action", MANAGE_ACTIONS)
    name = _text(args, "name", required=True, action=action) or ""
    message: str
    if action == "create":
        content = _text(args, "content", required=True, action=action) or ""
        category = _text(args, "category") or DEFAULT_CATEGORY
        skill = library.create(name, content, category=category)
        message = (f"Skill {name!r} created in category {skill.category!r}. It joins the "
                   "skills index from the next session.")
    elif action == "edit":
        library.edit(name, _text(args, "content", required=True, action=action) or "")
        message = f"Skill {name!r} rewritten."
    elif action == "patch":
        old = _text(args, "old_string", required=True, action=action) or ""
        new = _text(args, "new_string", required=True, action=action) or ""
        file_path = _text(args, "file_path")
        library.patch(name, old, new, replace_all=flag(args, "replace_all", False),
                      file_path=file_path)
        message = f"Skill {name!r} patched ({file_path or SKILL_FILE})."
    elif action == "delete":
        library.delete(name)
        message = f"Skill {name!r} deleted with its files."
    elif action == "write_file":
        file_path = _text(args, "file_path", required=True, action=action) or ""
        content = _text(args, "file_content", required=True, action=action) or ""
        library.write_file(name, file_path, content)
        message = f"Wrote {file_path} in skill {name!r}."
    else:
        file_path = _text(args, "file_path", required=True, action=action) or ""
        library.remove_file(name, file_path)
        message = f"Removed {file_path} from skill {name!r}."
    return {"success": True, "done": True, "action": action, "name": name,
            "message": f"{message} Do not repeat this call."}


_Handler = Callable[[SkillLibrary, Mapping[str, Any]], dict[str, Any]]
_HANDLERS: dict[str, _Handler] = {LIST_TOOL: _list, VIEW_TOOL: _view, MANAGE_TOOL: _manage}
