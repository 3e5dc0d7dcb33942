"""Streamed chat completions (``stream: true``): server-sent events into one ``ChatResponse``.
Pure: it reads lines it is given.

A streamed completion is a sequence of ``data: {json}`` events ended by ``data: [DONE]``;
each chunk's ``choices[0].delta`` carries a piece of the content and pieces of tool calls,
keyed by their ``index`` (the id and name usually in the first piece, the arguments spread
over many). With ``stream_options.include_usage`` the last chunk carries ``usage`` and no
choices. Invariants:

- ``StreamAssembler`` yields the content pieces in order as they arrive, and its
  ``response()`` equals what the same completion would decode to unstreamed: the content
  joined, each tool call's arguments joined in index order, the last finish reason and the
  last usage seen. A tool call without an id gets ``call_<index>``, as in ``wire``.
- Comments (``:``), ``event:``/``id:``/``retry:`` fields and blank lines are skipped; an
  ``error`` event, a chunk that is not JSON and a tool call that never got a name raise
  ``LLMError``, quoting what came.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from keepmind.errors import LLMError
from keepmind.llm.wire import (
    ChatMessage,
    ChatResponse,
    ToolCall,
    decode_usage,
    describe_error,
    excerpt,
)

DONE = "[DONE]"


@dataclass
class _PartialCall:
    id: str = ""
    name: str = ""
    arguments: list[str] = field(default_factory=list)


class StreamAssembler:
    """Feed it the lines of a streamed completion; read the reply when it is done."""

    def __init__(self) -> None:
        self.content: list[str] = []
        self.calls: dict[int, _PartialCall] = {}
        self.finish_reason: str | None = None
        self.usage: Any = None
        self.model = ""
        self.id = ""
        self.done = False

    def feed(self, line: str) -> str:
        """The content piece carried by ``line`` ("" for none). Raises LLMError for an
        error event or a chunk that is not a completion chunk."""
        if not line.startswith("data:") or self.done:
            return ""
        data = line[5:].strip()
        if data == DONE:
            self.done = True
            return ""
        if not data:
            return ""
        try:
            chunk = json.loads(data)
        except json.JSONDecodeError as exc:
            raise LLMError(f"malformed stream: a chunk is not JSON: {excerpt(data)}") from exc
        if not isinstance(chunk, Mapping):
            raise LLMError(f"malformed stream: a chunk is not an object: {excerpt(chunk)}")
        if "error" in chunk and not chunk.get("choices"):
            raise LLMError(f"endpoint returned an error: {describe_error(chunk)}")
        model, chunk_id = chunk.get("model"), chunk.get("id")
        self.model = model if isinstance(model, str) else self.model
        self.id = chunk_id if isinstance(chunk_id, str) else self.id
        if chunk.get("usage") is not None:
            self.usage = chunk["usage"]
        choices = chunk.get("choices") or []
        if not isinstance(choices, list) or not choices or not isinstance(choices[0], Mapping):
            return ""
        choice = choices[0]
        if isinstance(choice.get("finish_reason"), str):
            self.finish_reason = choice["finish_reason"]
        delta = choice.get("delta") or {}
        if not isinstance(delta, Mapping):
            raise LLMError(f"malformed stream: a delta is not an object: {excerpt(delta)}")
        self._add_calls(delta.get("tool_calls"))
        piece = delta.get("content")
        if isinstance(piece, str) and piece:
            self.content.append(piece)
            return piece
        return ""

    def _add_calls(self, pieces: Any) -> None:
        if not pieces:
            return
        if not isinstance(pieces, list):
            raise LLMError(f"malformed stream: delta.tool_calls is not a list: "
                           f"{excerpt(pieces)}")
        for position, piece in enumerate(pieces):
            if not isinstance(piece, Mapping):
                raise LLMError(f"malformed stream: a tool call delta is not an object: "
                               f"{excerpt(piece)}")
            index = piece.get("index", position)
            if isinstance(index, bool) or not isinstance(index, int):
                raise LLMError(f"malformed stream: a tool call delta has no index: "
                               f"{excerpt(piece)}")
            call = self.calls.setdefault(index, _PartialCall())
            if isinstance(piece.get("id"), str) and piece["id"]:
                call.id = piece["id"]
            function = piece.get("function") or {}
            if isinstance(function, Mapping):
                if isinstance(function.get("name"), str) and function["name"]:
                    call.name = function["name"]
                arguments = function.get("arguments")
                if isinstance(arguments, str):
                    call.arguments.append(arguments)
                elif isinstance(arguments, Mapping):
                    call.arguments.append(json.dumps(dict(arguments), ensure_ascii=False))

    def response(self) -> ChatResponse:
        """The reply assembled so far. Raises LLMError for a tool call without a name or a
        malformed usage."""
        calls = []
        for index in sorted(self.calls):
            call = self.calls[index]
            if not call.name:
                raise LLMError(f"malformed stream: tool call {index} never got a name")
            calls.append(ToolCall(call.id or f"call_{index}", call.name,
                                  "".join(call.arguments)))
        content = "".join(self.content)
        message = ChatMessage("assistant", content if content or not calls else None,
                              tuple(calls))
        return ChatResponse(message, self.finish_reason, decode_usage(self.usage),
                            self.model, self.id)
