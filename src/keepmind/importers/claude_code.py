"""Claude Code transcripts into the session archive.

A transcript is a JSONL file per session (``<projects>/<project>/<session id>.jsonl``,
subagents in ``<session id>/subagents/agent-<id>.jsonl`` or, in older versions, inline
with ``isSidechain``). Each line is an entry with a ``type``:

- ``user`` / ``assistant``: ``message`` in the Messages API shape (``content`` a string or
  blocks: ``text``, ``image``, ``thinking``, ``tool_use``, ``tool_result``), with ``uuid``,
  ``parentUuid``, ``sessionId``, ``timestamp`` (ISO-8601), ``cwd``, ``isSidechain``,
  ``agentId``, ``isMeta`` (hidden caveats) and ``isCompactSummary``;
- ``system``: notices, and ``subtype: compact_boundary`` where the context was compacted;
- ``summary`` (``summary``) and ``custom-title`` (``customTitle``): the session's title;
- anything else (file-history snapshots, queue operations, progress): not archived,
  counted in ``ImportReport.ignored``.

Mapping: the main session keeps its id (``sessionId``), source ``claude-code``, project
= ``cwd``, model = the first real assistant model. A compaction ends the current part
(``end_reason`` ``compression``) and continues in ``<id>:compact-<n>`` whose parent is
the part before, so the archive's lineage is the transcript's. A subagent's entries go
to ``<id>:agent-<agentId>`` (``<id>:sidechain`` when it has no agent id), parented to
the session. Roles: user text → ``user``; assistant text → ``assistant`` with its
``tool_use`` blocks as OpenAI-style ``tool_calls``; each ``tool_result`` → a ``tool``
message with ``tool_call_id`` (and ``tool_name`` when its call was read in the same
pass); ``isMeta`` entries, compaction summaries and system notices → ``system``. Images
become ``[image: <type>]``; thinking blocks are not archived.

Incremental: every message's ``source_key`` is its entry's ``uuid`` (with the tool id for
each tool result of an entry), so importing a transcript again writes only entries it has
not seen, whether the file grew or was rewritten; the file's cursor (``_source``) makes an
unchanged file cost one hash, and keeps the compaction count so appended lines continue
in the right part.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from keepmind.archive import ImportReport, SessionArchive, records
from keepmind.archive.backends.base import NewSession
from keepmind.importers._run import import_lines
from keepmind.importers._writer import Parts, SessionWriter, ToolNames

SOURCE = "claude-code"
_IGNORED_MODELS = frozenset({"<synthetic>"})


def transcripts(root: Path) -> list[Path]:
    """The transcripts under ``root``: itself when it is a file; for a folder, its own
    ``*.jsonl`` and subagent files when it is one project's folder, else those of every
    project folder in it (``<root>/<project>/...``)."""
    if root.is_file():
        return [root]
    found = sorted(root.glob("*.jsonl")) + sorted(root.glob("*/subagents/*.jsonl"))
    if found:
        return found
    return sorted(root.glob("*/*.jsonl")) + sorted(root.glob("*/*/subagents/*.jsonl"))


def session_files(transcript: Path) -> list[Path]:
    """A session's transcript and its subagents' (``<id>/subagents/*.jsonl`` beside it):
    what a hook that captures one session imports."""
    return [transcript, *sorted(transcript.with_suffix("").glob("subagents/*.jsonl"))]


def import_transcript(archive: SessionArchive, path: Path, *,
                      progress: Callable[[int], None] | None = None) -> ImportReport:
    """Import the entries of one transcript that are not archived yet (see the module
    docstring). ``progress`` is called with the number of bytes read since its previous
    call (the whole file's size in all). Bad lines are reported in
    ``ImportReport.errors`` as (line number, reason), never raised. Raises OSError when
    the file cannot be read, ArchiveError when the archive cannot be written."""
    return import_lines(archive, path, lambda source, writer: _Transcript(
        path, source.state, writer), progress)


class _Transcript:
    """The reading of one file: which part each session is in, titles, tool names."""

    def __init__(self, path: Path, state: dict[str, Any], writer: SessionWriter) -> None:
        self.path = path
        self.writer = writer
        self.parts = Parts(state.get("parts"))
        self.custom_titled = bool(state.get("custom_titled"))
        self.title: str | None = None
        self.tool_names = ToolNames(state.get("calls"))
        self.seen: set[str] = set()
        main = state.get("main")
        self.main: str | None = main if isinstance(main, str) else None

    def state(self) -> dict[str, Any]:
        return {"parts": self.parts.counts, "custom_titled": self.custom_titled,
                "calls": self.tool_names.pending, "main": self.main}

    def entry(self, obj: dict[str, Any]) -> bool:
        """Archive one entry; False when its kind is not archived. Raises ValueError
        (or TypeError/AttributeError for shapes no writer produces) when it is bad."""
        kind = obj.get("type")
        if kind == "summary":
            return self._title(obj.get("summary"), custom=False)
        if kind == "custom-title":
            return self._title(obj.get("customTitle"), custom=True)
        if kind not in ("user", "assistant", "system"):
            return False
        main = records.check_id(obj.get("sessionId") or self.path.stem, "sessionId")
        stamp = records.check_timestamp(obj.get("timestamp"), "timestamp")
        key = obj.get("uuid") or "sha-" + records.record_hash(obj)
        records.check_id(key, "uuid")
        if kind == "system" and obj.get("subtype") == "compact_boundary":
            if not obj.get("isSidechain"):
                self._session(main, obj, stamp)
                self.parts.compact(self.writer, main, stamp)
            return True
        sid = self._session(main, obj, stamp)
        if kind == "system":
            text = obj.get("content")
            if not isinstance(text, str) or not text:
                return False
            self.writer.add(sid, [_message("system", text, stamp, key)])
            return True
        message = obj.get("message")
        if not isinstance(message, dict):
            raise ValueError(f"{kind} entry without a message object")
        if kind == "assistant":
            model = message.get("model")
            if isinstance(model, str) and model not in _IGNORED_MODELS:
                self.writer.update(sid, model=model)
            return self._assistant(sid, message.get("content"), stamp, key)
        hidden = bool(obj.get("isMeta") or obj.get("isCompactSummary"))
        return self._user(sid, message.get("content"), stamp, key, hidden)

    def _title(self, value: object, *, custom: bool) -> bool:
        if not isinstance(value, str) or not value.strip() or (self.custom_titled
                                                               and not custom):
            return False
        self.custom_titled = self.custom_titled or custom
        self.title = records.check_text(value.strip(), "title")
        for main in self.seen or ({self.main} if self.main else set()):
            self.writer.update(main, title=self.title)
        return True

    def _session(self, main: str, obj: dict[str, Any], stamp: float) -> str:
        cwd = obj.get("cwd")
        project = cwd if isinstance(cwd, str) and cwd else None
        self.main = main
        if main not in self.seen:
            self.seen.add(main)
            self.writer.session(NewSession(main, SOURCE, stamp, title=self.title,
                                           project=project))
        part = self.parts.ensure(self.writer, NewSession(main, SOURCE, stamp,
                                                         project=project))
        if not obj.get("isSidechain"):
            return part
        agent = obj.get("agentId")
        sid = f"{main}:agent-{agent}" if isinstance(agent, str) and agent else f"{main}:sidechain"
        self.writer.session(NewSession(records.check_id(sid, "agentId"), SOURCE, stamp,
                                       project=project, parent_session_id=main))
        return sid

    def _assistant(self, sid: str, content: object, stamp: float, key: str) -> bool:
        texts: list[str] = []
        calls: list[dict[str, Any]] = []
        for block in _blocks(content):
            kind = block.get("type")
            if kind == "tool_use":
                call_id, name = str(block.get("id") or ""), str(block.get("name") or "")
                self.tool_names.call(call_id, name)
                calls.append({"id": call_id, "type": "function", "function": {
                    "name": name, "arguments": json.dumps(block.get("input", {}),
                                                          ensure_ascii=False)}})
            elif kind != "thinking" and kind != "redacted_thinking":
                texts.append(_block_text(block))
        text = "\n".join(t for t in texts if t)
        if not text and not calls:
            return False
        self.writer.add(sid, [_message("assistant", text, stamp, key,
                                       tool_calls=calls or None)])
        return True

    def _user(self, sid: str, content: object, stamp: float, key: str, hidden: bool) -> bool:
        texts: list[str] = []
        out: list[dict[str, Any]] = []
        for index, block in enumerate(_blocks(content)):
            if block.get("type") != "tool_result":
                texts.append(_block_text(block))
                continue
            call_id = str(block.get("tool_use_id") or "")
            result = "\n".join(_block_text(b) for b in _blocks(block.get("content") or ""))
            if block.get("is_error"):
                result = f"[error] {result}"
            out.append(_message("tool", result, stamp, f"{key}:{call_id or index}",
                                tool_call_id=call_id or None,
                                tool_name=self.tool_names.answer(call_id)))
        text = "\n".join(t for t in texts if t)
        if text:
            out.insert(0, _message("system" if hidden else "user", text, stamp, key))
        if not out:
            return False
        self.writer.add(sid, out)
        return True


def _message(role: str, content: str, stamp: float, key: str,
             **extra: Any) -> dict[str, Any]:
    return {"role": role, "content": content, "timestamp": stamp, "source_key": key,
            **{k: v for k, v in extra.items() if v is not None}}


def _blocks(content: object) -> list[dict[str, Any]]:
    if isinstance(content, str):
        return [{"type": "text", "text": content}] if content else []
    if isinstance(content, list):
        return [b if isinstance(b, dict) else {"type": "text", "text": str(b)}
                for b in content]
    if content is None:
        return []
    raise ValueError("content is neither text nor a list of blocks")


def _block_text(block: dict[str, Any]) -> str:
    kind = block.get("type")
    if kind == "text":
        text = block.get("text")
        return text if isinstance(text, str) else ""
    if kind == "image":
        source = block.get("source")
        media = source.get("media_type") if isinstance(source, dict) else None
        return f"[image: {media}]" if isinstance(media, str) else "[image]"
    if kind == "document":
        return "[document]"
    return ""

