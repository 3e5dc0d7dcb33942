"""The three shapes of agent config keepmind edits, as text in and text out (no I/O):
JSON objects, TOML documents, and Markdown files holding one keepmind block.

Invariants:
- Text that does not parse, or parses into an unexpected shape, raises ConnectError
  naming the file; nothing is guessed or rewritten.
- Only keepmind's own keys or block change. JSON is re-serialised (key order and the
  file's indentation kept); TOML goes through tomlkit, which keeps comments and layout;
  Markdown outside the block is kept byte for byte.
- Removing what ``set``/``with_block`` added gives the original text back (TOML and
  Markdown: up to blank lines at the end of the file).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import tomlkit
from tomlkit.exceptions import TOMLKitError
from tomlkit.items import InlineTable, Table

from keepmind.errors import ConnectError

BLOCK_BEGIN = "<!-- keepmind:begin (written by `keepmind connect`; `keepmind disconnect` " \
              "removes it) -->"
BLOCK_END = "<!-- keepmind:end -->"
_BLOCK = re.compile(r"\n?<!-- keepmind:begin[^\n]*-->\n.*?<!-- keepmind:end -->\n?", re.S)


# JSON --------------------------------------------------------------------------------------
def load_json(path: Path, text: str | None) -> dict[str, Any]:
    """The JSON object in ``text`` ({} for an absent or blank file). Raises ConnectError."""
    if text is None or not text.strip():
        return {}
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise ConnectError(f"{path} is not valid JSON ({exc}); fix or move it, then run "
                           "the command again. Nothing was written.") from None
    if not isinstance(data, dict):
        raise ConnectError(f"{path} holds JSON that is not an object; nothing was written")
    return data


def dump_json(data: dict[str, Any], like: str | None) -> str:
    """``data`` as JSON text indented as ``like`` (the file's former text) was."""
    indent: int | str = 2
    found = re.search(r"^[{\[][^\n]*\n([ \t]+)\S", like or "")
    if found:
        indent = found.group(1) if "\t" in found.group(1) else len(found.group(1))
    return json.dumps(data, indent=indent, ensure_ascii=False) + "\n"


def table(data: dict[str, Any], key: str, path: Path) -> dict[str, Any]:
    """``data[key]``, created empty when missing. Raises ConnectError when it is not an
    object."""
    value = data.setdefault(key, {})
    if not isinstance(value, dict):
        raise ConnectError(f"{path}: \"{key}\" is not an object; nothing was written")
    return value


# TOML --------------------------------------------------------------------------------------
def load_toml(path: Path, text: str | None) -> tomlkit.TOMLDocument:
    """The TOML document in ``text``. Raises ConnectError."""
    try:
        return tomlkit.parse(text or "")
    except TOMLKitError as exc:
        raise ConnectError(f"{path} is not valid TOML ({exc}); fix or move it, then run "
                           "the command again. Nothing was written.") from None


def toml_table(doc: tomlkit.TOMLDocument, key: str, path: Path) -> Table | InlineTable:
    """The table ``doc[key]``, created (as ``[key.name]`` sections) when missing. Raises
    ConnectError when it is not a table."""
    if key not in doc:
        doc.append(key, tomlkit.table(is_super_table=True))
    value = doc[key]
    if not isinstance(value, Table | InlineTable):
        raise ConnectError(f"{path}: \"{key}\" is not a table; nothing was written")
    return value


def toml_entry(parent: Table | InlineTable, values: dict[str, Any]) -> Table | InlineTable:
    """A table of ``values`` fit to go in ``parent`` (inline inside an inline table)."""
    entry: Table | InlineTable = (tomlkit.inline_table() if isinstance(parent, InlineTable)
                                  else tomlkit.table())
    entry.update(values)
    return entry


def dump_toml(doc: tomlkit.TOMLDocument) -> str:
    text = tomlkit.dumps(doc)
    return text.rstrip("\n") + "\n" if text.strip() else ""


# Markdown block ------------------------------------------------------------------------------
def with_block(text: str | None, body: str) -> str:
    """``text`` with the keepmind block holding ``body``: replaced where it is, else
    appended after a blank line."""
    block = f"{BLOCK_BEGIN}\n{body.strip()}\n{BLOCK_END}\n"
    current = text or ""
    if _BLOCK.search(current):
        return _BLOCK.sub(lambda m: ("\n" if m.group(0).startswith("\n") else "") + block,
                          current, count=1)
    if not current.strip():
        return block
    return current + ("\n" if current.endswith("\n") else "\n\n") + block


def without_block(text: str | None) -> str | None:
    """``text`` without the keepmind block; None when nothing else is left."""
    if text is None:
        return None
    rest = _BLOCK.sub("", text, count=1)
    return rest if rest.strip() else None


def has_block(text: str | None) -> bool:
    return bool(text and _BLOCK.search(text))
