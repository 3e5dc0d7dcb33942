"""Tool calls written in the reply text, turned into real tool calls (pure: no I/O).

Many local OpenAI-compatible servers hand the model's tool calls back inside
``message.content``, in the model's own format, instead of in ``tool_calls``. This module
recognises the common forms:

- Qwen/Hermes blocks ``<tool_call>{"name": ..., "arguments": ...}</tool_call>``, one or
  several, anywhere in the text (a last block may lack its closing tag);
- a bare JSON object on lines of its own, or a JSON list of them, or several in a row;
- the same inside a code fence (no language, ``json`` or ``tool_call``);
- a ``[TOOL_CALLS]`` marker followed by such a list;

each call as ``{"name", "arguments" | "parameters"}`` or ``{"function": {"name",
"arguments"}}`` (optionally with ``"type": "function"`` and an ``"id"``), the arguments an
object or the JSON text of one; and any of these objects with its braces doubled
(``{{"name": ...}}``), as small models write it when they take a template's escaped
braces for the format.

Invariants (what keeps JSON that merely appears in prose from being run):

- A call names a tool the request offered; an object with any other key, a name that was
  not offered, or arguments that are not an object is not a call. A list is calls only
  when every item is one.
- A ``<tool_call>`` block is explicit and counts wherever it stands, except inside a code
  fence (where it is being shown, not made). Without such blocks, calls count only as the
  tail of the message (block-level: whole lines, never inside a paragraph; followed by
  nothing but other calls and white space; text before them is a preamble and stays the
  content), or as its head, followed by a paragraph of its own after a blank line (a
  closing remark, which stays the content). A call-shaped block with prose before it and
  after it, or with prose right below it, is an example, not a call.
- The text that is not a call is kept as the message's content (None when nothing is left).
- ``extract`` never raises, whatever the text, and its work is bounded: JSON is decoded
  at no more than ``MAX_DECODES`` line starts (twice where the braces are doubled), each
  over at most ``MAX_CALL_CHARS``.
"""

from __future__ import annotations

import bisect
import json
import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from keepmind.llm.wire import ChatResponse, ToolCall

CALL_ID_PREFIX = "text_call_"
MAX_CALL_CHARS = 65_536
"""The longest JSON value read as a call."""
MAX_DECODES = 256
"""Line starts at which JSON is decoded, at most, per text: bounds the work on any text."""
FENCE_LANGUAGES = frozenset({"", "json", "tool_call", "tool_calls"})
CALLS_MARKER = "[TOOL_CALLS]"
_TAG = re.compile(r"<tool_call>(.*?)(?:</tool_call>|\Z)", re.DOTALL)
_FENCE_OPEN = re.compile(r"[ \t]*```[ \t]*([A-Za-z_-]*)[ \t]*\n")
_FENCE_CLOSE = re.compile(r"\n[ \t]*```[ \t]*(?=\n|\Z)")
_PARAGRAPH_BREAK = re.compile(r"[ \t]*\n[ \t]*\n")
_CALL_START = re.compile(r'\{\{?\s*"|\[\s*\{')
_CALL_KEYS = frozenset({"name", "arguments", "parameters", "type", "id"})
_WRAPPER_KEYS = frozenset({"function", "type", "id"})
_FUNCTION_KEYS = frozenset({"name", "arguments", "parameters"})
_DECODER = json.JSONDecoder()


@dataclass(frozen=True)
class TextCalls:
    """The calls found in a reply text and the text left around them."""

    content: str | None
    calls: tuple[ToolCall, ...]


@dataclass(frozen=True)
class _Block:
    """A block-level piece of the text: a fence (``value`` its parsed body, or None when
    the body is not JSON) or a bare JSON value; ``start``/``end`` span whole lines."""

    start: int
    end: int
    value: Any
    fenced: bool


def offered_tool_names(tools: Sequence[Mapping[str, Any]] | None) -> frozenset[str]:
    """The function names of OpenAI tool schemas (schemas of another shape are skipped)."""
    names: set[str] = set()
    for tool in tools or ():
        function = tool.get("function") if isinstance(tool, Mapping) else None
        name = function.get("name") if isinstance(function, Mapping) else None
        if isinstance(name, str) and name:
            names.add(name)
    return frozenset(names)


def extract(text: str, names: Collection[str]) -> TextCalls | None:
    """The tool calls ``text`` makes to the tools ``names``, or None when it makes none."""
    if not names or not any(f'"{name}"' in text for name in names):
        return None
    blocks = _blocks(text)
    return _tagged(text, names, blocks) or _trailing(text, names, blocks) or \
        _leading(text, names, blocks)


def recover(response: ChatResponse, tools: Sequence[Mapping[str, Any]] | None) -> ChatResponse:
    """``response`` with the calls written in its text made real tool calls, when it has no
    tool calls of its own and its text makes calls to the offered ``tools``."""
    if response.tool_calls or not response.message.content:
        return response
    found = extract(response.message.content, offered_tool_names(tools))
    if found is None:
        return response
    message = replace(response.message, content=found.content, tool_calls=found.calls)
    return replace(response, message=message, finish_reason="tool_calls")


def _tagged(text: str, names: Collection[str], blocks: list[_Block]) -> TextCalls | None:
    fences = [(b.start, b.end) for b in blocks if b.fenced]
    calls: list[ToolCall] = []
    kept: list[str] = []
    last = 0
    for match in _TAG.finditer(text):
        inside = bisect.bisect_right(fences, (match.start(), len(text))) - 1
        if inside >= 0 and match.start() < fences[inside][1]:
            continue
        body = _unfenced(match.group(1))
        found = _calls_in(_call_json(body), names, len(calls)) \
            if _CALL_START.match(body) else []
        if found:
            kept.append(text[last:match.start()])
            last = match.end()
            calls.extend(found)
    if not calls:
        return None
    kept.append(text[last:])
    return TextCalls(_content("".join(kept)), tuple(calls))


def _trailing(text: str, names: Collection[str], blocks: list[_Block]) -> TextCalls | None:
    tail_start = len(text.rstrip())
    chosen: list[_Block] = []
    for block in reversed(blocks):
        if text[block.end:tail_start].strip() or not _calls_in(block.value, names, 0):
            break
        chosen.insert(0, block)
        tail_start = block.start
    calls: list[ToolCall] = []
    for block in chosen:
        calls.extend(_calls_in(block.value, names, len(calls)))
    if not calls:
        return None
    return TextCalls(_content(text[:tail_start]), tuple(calls))


def _leading(text: str, names: Collection[str], blocks: list[_Block]) -> TextCalls | None:
    """Calls that open the message, then a paragraph of their own (a remark to the user:
    "Let me know if you need anything else"): the calls, and that paragraph as the
    content. Prose that goes on right below a call, with no blank line, explains it: an
    example, not a call."""
    chosen: list[_Block] = []
    pos = 0
    for block in blocks:
        if text[pos:block.start].strip() or not _calls_in(block.value, names, 0):
            break
        chosen.append(block)
        pos = block.end
    if not chosen or not _PARAGRAPH_BREAK.match(text, pos):
        return None
    calls: list[ToolCall] = []
    for block in chosen:
        calls.extend(_calls_in(block.value, names, len(calls)))
    return TextCalls(_content(text[pos:]), tuple(calls))


def _blocks(text: str) -> list[_Block]:
    """The fences and block-level JSON values of ``text``, in order; JSON is looked for at
    no more than ``MAX_DECODES`` line starts (a text with more is read as prose past them)."""
    blocks: list[_Block] = []
    pos = decodes = 0
    while pos < len(text):
        line_end = _line_end(text, pos)
        block = _fence_at(text, pos)
        start = None if block else _json_start(text, pos, line_end)
        if start is not None and decodes < MAX_DECODES:
            decodes += 1
            block = _json_at(text, pos, start)
        if block is not None:
            blocks.append(block)
            pos = block.end
        else:
            pos = line_end + 1
    return blocks


def _fence_at(text: str, pos: int) -> _Block | None:
    opening = _FENCE_OPEN.match(text, pos)
    if opening is None:
        return None
    closing = _FENCE_CLOSE.search(text, opening.end() - 1)
    body_end = closing.start() if closing else len(text)
    end = _line_end(text, closing.end()) if closing else len(text)
    body = text[opening.end():body_end]
    callable_body = opening.group(1).lower() in FENCE_LANGUAGES and \
        _CALL_START.match(body.lstrip()) is not None
    value = _call_json(body) if callable_body else None
    return _Block(pos, end, value, fenced=True)


def _json_start(text: str, pos: int, line_end: int) -> int | None:
    """Where a JSON call may start on the line at ``pos`` (after blanks and a
    ``[TOOL_CALLS]`` marker), or None when the line does not open an object or a list of
    objects."""
    start = pos + len(text[pos:line_end]) - len(text[pos:line_end].lstrip())
    if text.startswith(CALLS_MARKER, start):
        start += len(CALLS_MARKER)
        start += len(text[start:line_end]) - len(text[start:line_end].lstrip())
    return start if _CALL_START.match(text, start) else None


def _json_at(text: str, pos: int, start: int) -> _Block | None:
    found = _decoded(text, start)
    if found is None and text.startswith("{{", start):  # doubled braces: "{" value "}"
        inner = _decoded(text, start + 1)
        closing = inner[1] + len(text[inner[1]:]) - len(text[inner[1]:].lstrip(" \t")) \
            if inner is not None else -1
        if inner is not None and text.startswith("}", closing):
            found = inner[0], closing + 1
    if found is None:
        return None
    value, end = found
    rest_end = _line_end(text, end)
    if text[end:rest_end].strip():
        return None
    return _Block(pos, rest_end, value, fenced=False)


def _decoded(text: str, start: int) -> tuple[Any, int] | None:
    """The JSON value at ``start`` and where it ends, or None."""
    try:
        value, length = _DECODER.raw_decode(text[start:start + MAX_CALL_CHARS])
    except (ValueError, RecursionError):
        return None
    return value, start + length


def _calls_in(value: Any, names: Collection[str], first: int) -> list[ToolCall]:
    """The calls ``value`` makes (one object, or a list of them all calls); [] otherwise."""
    items = value if isinstance(value, list) else [value]
    calls = [_call(item, names, first + i) for i, item in enumerate(items)]
    if not calls or any(c is None for c in calls):
        return []
    return [c for c in calls if c is not None]


def _call(item: Any, names: Collection[str], index: int) -> ToolCall | None:
    if not isinstance(item, dict) or item.get("type", "function") != "function":
        return None
    if "function" in item:
        if not item.keys() <= _WRAPPER_KEYS:
            return None
        item = item["function"]
        if not isinstance(item, dict) or not item.keys() <= _FUNCTION_KEYS:
            return None
    elif not item.keys() <= _CALL_KEYS:
        return None
    name = item.get("name")
    if not isinstance(name, str) or name not in names or \
            ("arguments" in item and "parameters" in item):
        return None
    arguments = _arguments(item.get("arguments", item.get("parameters", {})))
    if arguments is None:
        return None
    return ToolCall(f"{CALL_ID_PREFIX}{index}", name, json.dumps(arguments, ensure_ascii=False))


def _arguments(value: Any) -> dict[str, Any] | None:
    if isinstance(value, str):
        value = _json_or_none(value) if value.strip() else {}
    return value if isinstance(value, dict) else None


def _call_json(body: str) -> Any:
    """The JSON value of a whole block's ``body``, also with its braces doubled."""
    value = _json_or_none(body)
    if value is None and body.startswith("{{") and body.endswith("}}"):
        value = _json_or_none(body[1:-1])
    return value


def _json_or_none(text: str) -> Any:
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return None


def _unfenced(body: str) -> str:
    """The body of a ``<tool_call>`` block without a code fence around it."""
    stripped = body.strip()
    opening = _FENCE_OPEN.match(stripped)
    if opening is None or not stripped.endswith("```"):
        return stripped
    return stripped[opening.end():-3]


def _line_end(text: str, pos: int) -> int:
    end = text.find("\n", pos)
    return len(text) if end < 0 else end


def _content(text: str) -> str | None:
    text = re.sub(r"\n{3,}", "\n\n", text).strip()
    return text or None
