"""Minimal edits of config.yaml that keep the user's comments, order and other settings.

``set_values(text, edits)`` changes only the lines of the keys it sets (appending the
missing keys to their section, and missing sections at the end), then checks its work:
the edited text must load to exactly the old document with the new values. When the
file uses a layout the line editor does not handle (flow mappings, anchors, odd
indentation), the document is re-dumped through PyYAML instead and the caller is told
that comments were lost.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Sequence
from typing import Any

import yaml

from keepmind.errors import ConfigError

Scalar = str | int | float | bool
Edit = tuple[tuple[str, ...], Scalar]
_PLAIN = re.compile(r"^[A-Za-z0-9_./@+-]+(?: [A-Za-z0-9_./@+-]+)*$")


class _Unsupported(Exception):
    """The line editor cannot make this edit safely."""


def set_values(text: str, edits: Sequence[Edit]) -> tuple[str, bool]:
    """Return ``text`` with every ``(key path, value)`` of ``edits`` set, and whether the
    rest of the file (comments included) was kept as it was. Raises ConfigError when
    ``text`` is not a YAML mapping."""
    try:
        data: Any = yaml.safe_load(text) if text.strip() else {}
    except yaml.YAMLError as exc:
        raise ConfigError(f"config.yaml is not valid YAML ({exc.__class__.__name__}); "
                          "fix it before changing settings") from exc
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise ConfigError("config.yaml must be a mapping of sections")
    expected = copy.deepcopy(data)
    for path, value in edits:
        _assign(expected, path, value)
    try:
        edited = text
        for path, value in edits:
            edited = _set_line(edited, path, value)
        if yaml.safe_load(edited) == expected:
            return edited, True
    except (_Unsupported, yaml.YAMLError):
        pass
    return yaml.safe_dump(expected, sort_keys=False, allow_unicode=True), False


def _assign(data: dict[str, Any], path: tuple[str, ...], value: Scalar) -> None:
    node = data
    for key in path[:-1]:
        if not isinstance(node.get(key), dict):
            node[key] = {}
        node = node[key]
    node[path[-1]] = _as_loaded(value)


def _as_loaded(value: Scalar) -> Scalar:
    return value if isinstance(value, (bool, int, float)) else str(value)


def dump_scalar(value: Scalar) -> str:
    """``value`` as a YAML scalar that loads back to exactly ``value``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if _PLAIN.match(value):
        try:
            if yaml.safe_load(value) == value:
                return value
        except yaml.YAMLError:
            pass
    return json.dumps(value, ensure_ascii=False)


def _is_content(line: str) -> bool:
    stripped = line.strip()
    return bool(stripped) and not stripped.startswith("#")


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _key_match(line: str, key: str) -> re.Match[str] | None:
    return re.match(rf"^(\s*)(['\"]?){re.escape(key)}\2\s*:(?:\s+|$)(.*?)(\s+#.*)?$",
                    line.rstrip("\n"))


def _set_line(text: str, path: tuple[str, ...], value: Scalar) -> str:
    lines = text.splitlines(keepends=True)
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    if any("\t" in line[:_indent(line) + 1] for line in lines if _is_content(line)):
        raise _Unsupported("tabs in indentation")
    start, end, parent = 0, len(lines), -1
    for depth, key in enumerate(path):
        child = next((_indent(lines[i]) for i in range(start, end) if _is_content(lines[i])
                      and _indent(lines[i]) > parent), parent + 2 if parent >= 0 else 0)
        index = next((i for i in range(start, end) if _is_content(lines[i])
                      and _indent(lines[i]) == child and _key_match(lines[i], key)), None)
        if index is None:
            _insert(lines, start, end, parent, child, path[depth:], value)
            return "".join(lines)
        match = _key_match(lines[index], key)
        assert match is not None
        rest = match.group(3).strip()
        block_end = next((i for i in range(index + 1, len(lines)) if _is_content(lines[i])
                          and _indent(lines[i]) <= child), len(lines))
        has_children = any(_is_content(lines[i]) for i in range(index + 1, block_end))
        if depth == len(path) - 1:
            if has_children or rest.startswith(("&", "*", "|", ">", "{", "[")):
                raise _Unsupported(f"{key} is not a plain scalar")
            comment = match.group(4) or ""
            lines[index] = f"{match.group(1)}{match.group(2)}{key}{match.group(2)}: " \
                           f"{dump_scalar(value)}{comment}\n"
            return "".join(lines)
        if rest in ("{}", "null", "~"):
            lines[index] = f"{match.group(1)}{key}:\n"
        elif rest:
            raise _Unsupported(f"{key} is not a block mapping")
        start, end, parent = index + 1, block_end, child
    raise _Unsupported("empty path")


def _insert(lines: list[str], start: int, end: int, parent: int, child: int,
            keys: tuple[str, ...], value: Scalar) -> None:
    new = []
    for depth, key in enumerate(keys):
        pad = " " * (child + 2 * depth)
        last = depth == len(keys) - 1
        new.append(f"{pad}{key}: {dump_scalar(value)}\n" if last else f"{pad}{key}:\n")
    if parent < 0:
        if lines and lines[-1].strip():
            new.insert(0, "\n")
        lines.extend(new)
        return
    last_content = max((i for i in range(start, end) if _is_content(lines[i])), default=None)
    at = start if last_content is None else last_content + 1
    lines[at:at] = new
