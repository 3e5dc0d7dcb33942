"""Codex CLI rollouts (``<codex home>/sessions/YYYY/MM/DD/rollout-<time>-<id>.jsonl``)
into the session archive.

Each line is ``{"timestamp", "type", "payload"}``:

- ``session_meta``: ``id``, ``cwd``, ``originator``, ``cli_version``, ``instructions``
  and, for a fork, ``forked_from_id``;
- ``turn_context``: per turn ``cwd``, ``model``, approval and sandbox policy;
- ``response_item``: what the model saw and said: ``message`` (``role`` user, assistant,
  developer or system; ``content`` parts ``input_text``/``output_text``/
  ``input_image``), ``function_call`` (``name``, ``arguments`` JSON text, ``call_id``),
  ``function_call_output`` (``call_id``, ``output``), ``custom_tool_call`` /
  ``custom_tool_call_output``, ``local_shell_call`` (``action``), ``reasoning``,
  ``web_search_call``;
- ``compacted``: the summary that replaced the history (``message``);
- ``event_msg``: UI events that repeat the response items (not archived).

Older rollouts have no wrapper: a first line holding the session's ``id`` and
``timestamp``, then bare response items and ``{"record_type": "state"}`` lines; both
shapes are read.

Mapping: the session keeps its id, source ``codex``, project = ``cwd``, model = the first turn
context's, parent = ``forked_from_id``. Messages keep their role (developer → system;
user messages that are the agent's own context blocks, ``<environment_context>`` and
``<user_instructions>``, → system); function, custom and shell calls become an
assistant message with OpenAI-style ``tool_calls``, their outputs ``tool`` messages with
``tool_call_id`` and the call's name. A ``compacted`` line ends the current part and the
summary opens the next (``<id>:compact-<n>``, as Claude Code's compactions). Images
become ``[image]``; reasoning (mostly encrypted) is not archived.

Incremental: rollout lines have no ids, so each message's ``source_key`` is a hash of
its line and how many equal lines came before (``records.occurrence_key``); the file
cursor resumes after the last line read.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from keepmind.archive import ImportReport, SessionArchive, records
from keepmind.archive.backends.base import NewSession
from keepmind.importers._run import import_lines
from keepmind.importers._source import JsonlSource, key_counts
from keepmind.importers._writer import Parts, SessionWriter, ToolNames

SOURCE = "codex"
_CONTEXT_BLOCKS = ("<environment_context>", "<user_instructions>", "# AGENTS.md")
_ID_IN_NAME = re.compile(r"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$")
_CALLS = {"function_call", "custom_tool_call", "local_shell_call"}
_OUTPUTS = {"function_call_output", "custom_tool_call_output"}


def rollouts(root: Path) -> list[Path]:
    """The rollout files under ``root`` (itself when it is a file), oldest name first."""
    if root.is_file():
        return [root]
    return sorted(root.rglob("rollout-*.jsonl"))


def import_rollout(archive: SessionArchive, path: Path, *,
                   progress: Callable[[int], None] | None = None) -> ImportReport:
    """Import the lines of one rollout not archived yet (see the module docstring).
    ``progress`` gets the bytes read since its previous call. Bad lines are reported,
    never raised. Raises OSError (file), ArchiveError (archive)."""
    return import_lines(archive, path, lambda source, writer: _Rollout(
        path, source, writer), progress)


class _Rollout:
    def __init__(self, path: Path, source: JsonlSource, writer: SessionWriter) -> None:
        self.writer = writer
        state = source.state
        found = _ID_IN_NAME.search(path.stem)
        self.session: str | None = state.get("session") if isinstance(
            state.get("session"), str) else (found.group(1) if found else None)
        self.parts = Parts(state.get("parts"))
        self.fresh = source.start == 0
        self.counts: dict[str, dict[str, int]] = {}
        self.tool_names = ToolNames(state.get("calls"))
        self.started = False
        stamp = state.get("stamp")
        self.stamp = float(stamp) if isinstance(stamp, int | float) and records.valid_timestamp(
            stamp) else 0.0
        self.meta: dict[str, Any] = {}

    def state(self) -> dict[str, Any]:
        return {"session": self.session, "parts": self.parts.counts, "stamp": self.stamp,
                "calls": self.tool_names.pending}

    def entry(self, obj: dict[str, Any]) -> bool:
        kind, payload = obj.get("type"), obj.get("payload")
        if "payload" not in obj:  # an older rollout: bare records
            if "record_type" in obj:
                return False
            if kind is None and "id" in obj and "timestamp" in obj:
                kind, payload = "session_meta", obj
            else:
                kind, payload = "response_item", obj
        if not isinstance(payload, dict):
            raise ValueError(f"{kind} line without a payload object")
        if obj.get("timestamp") is not None:
            self.stamp = records.check_timestamp(obj["timestamp"], "timestamp")
        if kind == "session_meta":
            return self._meta(payload)
        if kind == "turn_context":
            model = payload.get("model")
            if isinstance(model, str) and model:
                self.meta["model"] = model
                if self.started:
                    self.writer.update(self._part(), model=model)
            return True
        if kind == "compacted":
            return self._compacted(obj, payload)
        if kind != "response_item":
            return False
        return self._item(obj, payload)

    def _meta(self, payload: dict[str, Any]) -> bool:
        self.session = records.check_id(payload.get("id"), "session id")
        cwd, parent = payload.get("cwd"), payload.get("forked_from_id")
        self.meta["project"] = cwd if isinstance(cwd, str) and cwd else None
        self.meta["parent"] = parent if isinstance(parent, str) and parent else None
        if payload.get("timestamp") is not None:
            self.stamp = records.check_timestamp(payload["timestamp"], "timestamp")
        self.meta["started"] = self.stamp
        return True

    def _part(self) -> str:
        if self.session is None:
            raise ValueError("no session_meta line names the session yet")
        fields = NewSession(self.session, SOURCE, self.meta.get("started", self.stamp),
                            model=self.meta.get("model"),
                            project=self.meta.get("project"),
                            parent_session_id=self.meta.get("parent"))
        if not self.started:
            self.started = True
            self.writer.session(fields)
        return self.parts.ensure(self.writer, fields)

    def _key(self, sid: str, obj: dict[str, Any]) -> str:
        if sid not in self.counts:
            self.counts[sid] = {} if self.fresh else key_counts(
                self.writer.archive.source_keys(sid))
        return records.occurrence_key(records.record_hash(obj), self.counts[sid])

    def _compacted(self, obj: dict[str, Any], payload: dict[str, Any]) -> bool:
        self._part()
        assert self.session is not None
        self.parts.compact(self.writer, self.session, self.stamp)
        sid = self._part()
        summary = payload.get("message")
        if isinstance(summary, str) and summary:
            self.writer.add(sid, [self._message(sid, obj, "system", summary)])
        return True

    def _message(self, sid: str, obj: dict[str, Any], role: str, content: str,
                 **extra: Any) -> dict[str, Any]:
        return {"role": role, "content": content, "timestamp": self.stamp,
                "source_key": self._key(sid, obj),
                **{k: v for k, v in extra.items() if v is not None}}

    def _item(self, obj: dict[str, Any], item: dict[str, Any]) -> bool:
        kind = item.get("type")
        if kind == "message":
            text = _text(item.get("content"))
            role = item.get("role")
            if role == "developer" or (role == "user" and text.lstrip().startswith(
                    _CONTEXT_BLOCKS)):
                role = "system"
            records.check_role(role)
            if not text:
                return False
            sid = self._part()
            self.writer.add(sid, [self._message(sid, obj, str(role), text)])
            return True
        if kind in _CALLS:
            call_id = str(item.get("call_id") or item.get("id") or "")
            name = str(item.get("name") or ("local_shell" if kind == "local_shell_call"
                                             else ""))
            arguments = item.get("arguments", item.get("input", item.get("action", {})))
            if not isinstance(arguments, str):
                arguments = json.dumps(arguments, ensure_ascii=False)
            self.tool_names.call(call_id, name)
            call = {"id": call_id, "type": "function",
                    "function": {"name": name, "arguments": arguments}}
            sid = self._part()
            self.writer.add(sid, [self._message(sid, obj, "assistant", "", tool_calls=[call])])
            return True
        if kind in _OUTPUTS:
            call_id = str(item.get("call_id") or "")
            sid = self._part()
            self.writer.add(sid, [self._message(
                sid, obj, "tool", _output(item.get("output")), tool_call_id=call_id or None,
                tool_name=self.tool_names.answer(call_id))])
            return True
        return False


def _text(content: object) -> str:
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        return ""
    parts: list[str] = []
    for part in content:
        if not isinstance(part, dict):
            continue
        if part.get("type") in ("input_image", "image"):
            parts.append("[image]")
        elif isinstance(part.get("text"), str):
            parts.append(part["text"])
    return "\n".join(p for p in parts if p)


def _output(output: object) -> str:
    """A tool output: text (older versions wrap it as JSON ``{"output", "metadata"}``),
    ``{"content", "success"}``, or content parts."""
    if isinstance(output, str):
        if output.startswith("{"):
            try:
                wrapped = json.loads(output)
            except (ValueError, RecursionError):
                return output
            if isinstance(wrapped, dict) and isinstance(wrapped.get("output"), str):
                return str(wrapped["output"])
        return output
    if isinstance(output, dict):
        content = output.get("content")
        text = content if isinstance(content, str) else _text(content)
        return f"[error] {text}" if output.get("success") is False else text
    if isinstance(output, list):
        return _text(output)
    return "" if output is None else json.dumps(output, ensure_ascii=False)
