"""The ChatGPT data export (``conversations.json``) into the session archive.

The export is a zip (or its unpacked folder) holding ``conversations.json``: a list of
conversations, each with ``id`` (or ``conversation_id``), ``title``, ``create_time``,
``update_time``, ``default_model_slug``, ``current_node`` and ``mapping``: the message
tree, node id → ``{"id", "message", "parent", "children"}``. A message has ``id``,
``author`` (``role`` user, assistant, system or tool; ``name`` for tools such as
``python`` or ``browser``), ``create_time``, ``recipient`` (``all``, or the tool an
assistant message calls), ``content`` (``content_type`` ``text``/``multimodal_text`` with
``parts``, ``code``/``execution_output``/``system_error`` with ``text``,
``tether_quote``, ``tether_browsing_display``, ``thoughts``, ``reasoning_recap``,
``user_editable_context``) and ``metadata`` (``model_slug``,
``is_visually_hidden_from_conversation``).

Flattening: the conversation is the branch that ends at ``current_node`` (what the user
last saw), read from the root down; edited-away branches are not imported. Mapping:
session id = the conversation id, source ``chatgpt``, title and model (the first
assistant ``model_slug``, else ``default_model_slug``) kept; an assistant message to a
tool becomes an assistant message with a ``tool_calls`` entry named after the
recipient; tool messages keep the tool's name and answer the call before them; hidden
messages and the user's custom instructions become ``system``; image parts become
``[image]``; thoughts are not archived; a message without text is skipped.

Incremental: each message's ``source_key`` is its node id, so a later export adds only
the new messages of each conversation (and updates renamed titles).
"""

from __future__ import annotations

import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from keepmind.archive import ImportReport, SessionArchive, records
from keepmind.archive.backends.base import NewSession
from keepmind.archive.jsonl import parse_json
from keepmind.errors import ArchiveError
from keepmind.importers._writer import SessionWriter

SOURCE = "chatgpt"
_FILE = "conversations.json"
_MAX_DEPTH = 100_000


def load_export(path: Path) -> object:
    """The parsed ``conversations.json`` of an export: the file itself, a folder holding
    it, or the export's zip. Raises ArchiveError when none is found or it is not JSON,
    OSError when it cannot be read."""
    if path.is_dir():
        path = path / _FILE
    if zipfile.is_zipfile(path):
        with zipfile.ZipFile(path) as archive:
            names = [n for n in archive.namelist() if n.rsplit("/", 1)[-1] == _FILE]
            if not names:
                raise ArchiveError(f"{path}: no {_FILE} in this zip")
            raw = archive.read(min(names, key=len))
    else:
        raw = path.read_bytes()
    return parse_json(raw, path)


def import_export(archive: SessionArchive, path: Path, *,
                  progress: Callable[[int, int], None] | None = None) -> ImportReport:
    """Import the conversations of an export not archived yet (see the module
    docstring). A bad conversation is reported as (its number, reason) in
    ``ImportReport.errors`` and skipped. ``progress`` gets (conversations done, total).
    Raises ArchiveError (no export, or the archive cannot be written), OSError."""
    doc = load_export(path)
    if not isinstance(doc, list):
        raise ArchiveError(f"{path}: {_FILE} is not a list of conversations")
    report = ImportReport(files=1)
    writer = SessionWriter(archive, report)
    for number, conversation in enumerate(doc, start=1):
        try:
            _conversation(writer, conversation)
        except (ValueError, TypeError, AttributeError) as exc:
            report.errors.append((number, f"conversation {number}: {exc}"))
        if progress is not None:
            progress(number, len(doc))
    writer.flush()
    return report


def _conversation(writer: SessionWriter, conversation: object) -> None:
    if not isinstance(conversation, dict):
        raise ValueError("not a conversation object")
    sid = records.check_id(conversation.get("conversation_id") or conversation.get("id"),
                           "id")
    nodes = _branch(conversation)
    started = _time(conversation.get("create_time"))
    title = conversation.get("title") if isinstance(conversation.get("title"), str) else None
    messages: list[dict[str, Any]] = []
    model = conversation.get("default_model_slug")
    first_model: str | None = None
    call: str | None = None
    for node in nodes:
        message = node.get("message")
        if not isinstance(message, dict):
            continue
        converted = _message(message, started)
        if converted is None:
            continue
        slug = _dict(message.get("metadata")).get("model_slug")
        if first_model is None and converted["role"] == "assistant" and isinstance(slug, str):
            first_model = slug
        if converted["role"] == "tool" and call is not None:
            converted["tool_call_id"] = call
        call = converted["source_key"] if "tool_calls" in converted else None
        messages.append(converted)
    if not messages:
        return
    model = first_model or (model if isinstance(model, str) else None)
    writer.session(NewSession(sid, SOURCE, started if started is not None
                              else messages[0]["timestamp"], title=title or None,
                              model=model))
    writer.add(sid, messages)


def _branch(conversation: dict[str, Any]) -> list[dict[str, Any]]:
    """The nodes from the root to ``current_node`` (the longest chain when it is
    missing), in order."""
    mapping = conversation.get("mapping")
    if not isinstance(mapping, dict):
        raise ValueError("no mapping of messages")
    current = conversation.get("current_node")
    if current not in mapping:
        leaves = [k for k, v in mapping.items() if isinstance(v, dict) and not v.get("children")]
        current = max(leaves, key=lambda leaf: len(_up(mapping, leaf)), default=None)
    return [mapping[k] for k in reversed(_up(mapping, current))] if current else []


def _up(mapping: dict[str, Any], node_id: object) -> list[str]:
    chain: list[str] = []
    seen: set[str] = set()
    while isinstance(node_id, str) and node_id in mapping and node_id not in seen:
        if len(chain) >= _MAX_DEPTH:
            raise ValueError("the message tree is deeper than any conversation")
        seen.add(node_id)
        chain.append(node_id)
        node = mapping[node_id]
        node_id = node.get("parent") if isinstance(node, dict) else None
    return chain


def _message(message: dict[str, Any], fallback: float | None) -> dict[str, Any] | None:
    author = _dict(message.get("author"))
    role = author.get("role")
    content = _dict(message.get("content"))
    kind = content.get("content_type")
    text = _text(content)
    if not text.strip():
        return None
    metadata = _dict(message.get("metadata"))
    if kind == "user_editable_context" or metadata.get("is_visually_hidden_from_conversation"):
        role = "system"
    records.check_role(role)
    stamp = _time(message.get("create_time"))
    key = records.check_id(message.get("id"), "message id")
    out: dict[str, Any] = {"role": role, "content": text, "source_key": key,
                           "timestamp": stamp if stamp is not None else (fallback or 0.0)}
    recipient = message.get("recipient")
    if role == "assistant" and isinstance(recipient, str) and recipient not in ("all", ""):
        out["tool_calls"] = [{"id": key, "type": "function",
                              "function": {"name": recipient, "arguments": text}}]
    if role == "tool" and isinstance(author.get("name"), str):
        out["tool_name"] = author["name"]
    return out


def _text(content: dict[str, Any]) -> str:
    kind = content.get("content_type")
    if kind in ("text", "multimodal_text"):
        parts = content.get("parts")
        if not isinstance(parts, list):
            return ""
        return "\n".join(_part(p) for p in parts if _part(p))
    if kind in ("code", "execution_output", "system_error"):
        return str(content.get("text") or "")
    if kind == "tether_quote":
        return "\n".join(str(content.get(k)) for k in ("title", "text", "url")
                         if content.get(k))
    if kind == "tether_browsing_display":
        return str(content.get("result") or "")
    if kind == "user_editable_context":
        return "\n".join(str(content.get(k)) for k in ("user_profile", "user_instructions")
                         if content.get(k))
    return ""


def _part(part: object) -> str:
    if isinstance(part, str):
        return part
    if isinstance(part, dict):
        if "image" in str(part.get("content_type", "")):
            return "[image]"
        if isinstance(part.get("text"), str):
            return str(part["text"])
    return ""


def _dict(value: object) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _time(value: object) -> float | None:
    if value is None:
        return None
    return records.check_timestamp(value, "create_time")
