"""The OpenAI chat-completions wire format (pure: no I/O).

Owns the frozen values exchanged with a model (``ChatMessage``, ``ToolCall``,
``ChatResponse``, ``TokenUsage``) and their translation to and from the JSON of
``POST /chat/completions``. Invariants:

- Encoding never drops a field a caller set, and a ``ChatMessage`` encoded and decoded
  again is equal to itself (tool calls included). In a request, an assistant message's
  null content is sent as "" (local servers refuse null there).
- Decoding a reply is strict: anything that is not a well-formed completion (not JSON, no
  ``choices``, a message of the wrong shape, a tool call without a name or with arguments
  that are neither a string nor an object) raises ``LLMError`` naming what was wrong and
  quoting the start of what came back. Two tolerances, both unambiguous: a tool call
  without an ``id`` gets ``call_<index>``, and arguments sent as a JSON object are kept
  as their JSON text.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from keepmind.errors import LLMError

ROLES = ("system", "user", "assistant", "tool")
EXCERPT_CHARS = 200


@dataclass(frozen=True)
class ToolCall:
    """One function call requested by the model; ``arguments`` is the JSON text it wrote."""

    id: str
    name: str
    arguments: str = "{}"

    @classmethod
    def of(cls, id: str, name: str, arguments: Mapping[str, Any]) -> ToolCall:
        """A tool call whose arguments are given as a mapping (encoded as JSON)."""
        return cls(id=id, name=name, arguments=json.dumps(dict(arguments), ensure_ascii=False))

    def parsed_arguments(self) -> dict[str, Any]:
        """The arguments as a dict. Raises LLMError when they are not a JSON object."""
        try:
            value = json.loads(self.arguments) if self.arguments.strip() else {}
        except json.JSONDecodeError as exc:
            raise LLMError(
                f"tool call {self.name!r} has arguments that are not JSON ({exc.msg}): "
                f"{excerpt(self.arguments)}"
            ) from exc
        if not isinstance(value, dict):
            raise LLMError(f"tool call {self.name!r} has arguments that are not a JSON object: "
                           f"{excerpt(self.arguments)}")
        return value


@dataclass(frozen=True)
class ChatMessage:
    """One chat message. ``content`` is None only for an assistant message with tool calls."""

    role: str
    content: str | None = None
    tool_calls: tuple[ToolCall, ...] = field(default=())
    tool_call_id: str | None = None
    name: str | None = None

    @classmethod
    def system(cls, content: str) -> ChatMessage:
        return cls("system", content)

    @classmethod
    def user(cls, content: str) -> ChatMessage:
        return cls("user", content)

    @classmethod
    def assistant(cls, content: str | None = None,
                  tool_calls: Iterable[ToolCall] = ()) -> ChatMessage:
        return cls("assistant", content, tuple(tool_calls))

    @classmethod
    def tool(cls, tool_call_id: str, content: str) -> ChatMessage:
        """The result of the tool call ``tool_call_id``."""
        return cls("tool", content, tool_call_id=tool_call_id)


@dataclass(frozen=True)
class TokenUsage:
    """Token counts as the endpoint reported them."""

    prompt_tokens: int = 0
    completion_tokens: int = 0
    total_tokens: int = 0


@dataclass(frozen=True)
class ChatResponse:
    """The first choice of a completion, with the endpoint's usage when it sent one."""

    message: ChatMessage
    finish_reason: str | None = None
    usage: TokenUsage | None = None
    model: str = ""
    id: str = ""

    @property
    def content(self) -> str:
        """The reply text ("" when the model only called tools)."""
        return self.message.content or ""

    @property
    def tool_calls(self) -> tuple[ToolCall, ...]:
        return self.message.tool_calls


MessageLike = ChatMessage | Mapping[str, Any]


def encode_tool_call(call: ToolCall) -> dict[str, Any]:
    return {"id": call.id, "type": "function",
            "function": {"name": call.name, "arguments": call.arguments}}


def encode_message(message: MessageLike) -> dict[str, Any]:
    """The JSON object for one message; a mapping is passed through as a plain dict.

    Raises ValueError for a ``ChatMessage`` with an unknown role.
    """
    if not isinstance(message, ChatMessage):
        return dict(message)
    if message.role not in ROLES:
        raise ValueError(f"unknown chat role {message.role!r}; expected one of {ROLES}")
    data: dict[str, Any] = {"role": message.role, "content": message.content}
    if message.tool_calls:
        data["tool_calls"] = [encode_tool_call(c) for c in message.tool_calls]
    if message.tool_call_id is not None:
        data["tool_call_id"] = message.tool_call_id
    if message.name is not None:
        data["name"] = message.name
    return data


def encode_request(
    model: str,
    messages: Sequence[MessageLike],
    tools: Sequence[Mapping[str, Any]] | None = None,
    params: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The body of ``POST /chat/completions``. ``params`` (temperature, max_tokens,
    tool_choice, ...) are copied as given and may not override model, messages or tools.

    Raises ValueError for an empty message list or a reserved key in ``params``.
    """
    if not messages:
        raise ValueError("a chat request needs at least one message")
    body: dict[str, Any] = {"model": model,
                            "messages": [_with_text(encode_message(m)) for m in messages]}
    if tools:
        body["tools"] = [dict(t) for t in tools]
    for key, value in (params or {}).items():
        if key in {"model", "messages", "tools", "stream"}:
            raise ValueError(f"{key!r} cannot be passed as a chat parameter")
        body[key] = value
    return body


def _with_text(message: dict[str, Any]) -> dict[str, Any]:
    """An assistant message without content is sent with "" (some local servers refuse a
    null content even next to tool calls)."""
    if message.get("role") == "assistant" and message.get("content", "") is None:
        return {**message, "content": ""}
    return message


def decode_message(data: Any, *, where: str = "message") -> ChatMessage:
    """A ``ChatMessage`` from its JSON object. Raises LLMError when the shape is wrong."""
    if not isinstance(data, Mapping):
        raise LLMError(f"malformed reply: {where} is not an object: {excerpt(data)}")
    role = data.get("role", "assistant")
    if role not in ROLES:
        raise LLMError(f"malformed reply: {where}.role is {role!r}, expected one of {ROLES}")
    raw_calls = data.get("tool_calls") or []
    if not isinstance(raw_calls, list):
        raise LLMError(f"malformed reply: {where}.tool_calls is not a list: {excerpt(raw_calls)}")
    calls = tuple(_decode_tool_call(c, i, f"{where}.tool_calls[{i}]")
                  for i, c in enumerate(raw_calls))
    tool_call_id = _optional_str(data, "tool_call_id", where)
    name = _optional_str(data, "name", where)
    return ChatMessage(role, _decode_content(data.get("content"), where), calls,
                       tool_call_id, name)


def decode_response(payload: Any) -> ChatResponse:
    """The first choice of a parsed completion. Raises LLMError for an endpoint error
    object or a malformed completion."""
    if not isinstance(payload, Mapping):
        raise LLMError(f"malformed reply: expected a JSON object, got {excerpt(payload)}")
    if "choices" not in payload and "error" in payload:
        raise LLMError(f"endpoint returned an error: {describe_error(payload)}")
    choices = payload.get("choices")
    if not isinstance(choices, list) or not choices:
        raise LLMError(f"malformed reply: no choices in {excerpt(payload)}")
    choice = choices[0]
    if not isinstance(choice, Mapping):
        raise LLMError(f"malformed reply: choices[0] is not an object: {excerpt(choice)}")
    if "message" not in choice:
        raise LLMError(f"malformed reply: choices[0] has no message: {excerpt(choice)}")
    message = decode_message(choice["message"], where="choices[0].message")
    if message.role != "assistant":
        raise LLMError(f"malformed reply: the reply's role is {message.role!r}, not 'assistant'")
    finish = choice.get("finish_reason")
    if finish is not None and not isinstance(finish, str):
        raise LLMError(f"malformed reply: finish_reason is not a string: {excerpt(finish)}")
    return ChatResponse(
        message=message,
        finish_reason=finish,
        usage=decode_usage(payload.get("usage")),
        model=_optional_str(payload, "model", "reply") or "",
        id=_optional_str(payload, "id", "reply") or "",
    )


def decode_response_body(body: bytes | str) -> ChatResponse:
    """Parse a completion's raw body. Raises LLMError when it is not a JSON completion."""
    try:
        payload = json.loads(body)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise LLMError(f"malformed reply: the body is not JSON: {excerpt(body)}") from exc
    return decode_response(payload)


def describe_error(payload: Any) -> str:
    """A one-line description of an error body (OpenAI ``{"error": {...}}`` or text)."""
    if isinstance(payload, bytes | str):
        try:
            payload = json.loads(payload)
        except (json.JSONDecodeError, UnicodeDecodeError):
            return excerpt(payload) or "(empty body)"
    if isinstance(payload, Mapping):
        error = payload.get("error", payload)
        if isinstance(error, Mapping):
            message = error.get("message") or error.get("detail")
            if isinstance(message, str) and message:
                kind = error.get("type") or error.get("code")
                return f"{message} ({kind})" if isinstance(kind, str) and kind else message
        elif isinstance(error, str) and error:
            return error
    return excerpt(payload)


def _decode_tool_call(data: Any, index: int, where: str) -> ToolCall:
    if not isinstance(data, Mapping):
        raise LLMError(f"malformed reply: {where} is not an object: {excerpt(data)}")
    kind = data.get("type", "function")
    if kind != "function":
        raise LLMError(f"malformed reply: {where}.type is {kind!r}, expected 'function'")
    function = data.get("function")
    if not isinstance(function, Mapping):
        raise LLMError(f"malformed reply: {where} has no function object: {excerpt(data)}")
    name = function.get("name")
    if not isinstance(name, str) or not name:
        raise LLMError(f"malformed reply: {where}.function.name is missing: {excerpt(data)}")
    arguments = function.get("arguments", "")
    if isinstance(arguments, Mapping):
        arguments = json.dumps(dict(arguments), ensure_ascii=False)
    if not isinstance(arguments, str):
        raise LLMError(f"malformed reply: {where}.function.arguments is neither a string "
                       f"nor an object: {excerpt(arguments)}")
    call_id = data.get("id") or f"call_{index}"
    if not isinstance(call_id, str):
        raise LLMError(f"malformed reply: {where}.id is not a string: {excerpt(call_id)}")
    return ToolCall(call_id, name, arguments)


def _decode_content(content: Any, where: str) -> str | None:
    if content is None or isinstance(content, str):
        return content
    if isinstance(content, list):
        texts = [part.get("text") for part in content
                 if isinstance(part, Mapping) and part.get("type") == "text"]
        if len(texts) == len(content) and all(isinstance(t, str) for t in texts):
            return "".join(t for t in texts if isinstance(t, str))
    raise LLMError(f"malformed reply: {where}.content is neither text nor text parts: "
                   f"{excerpt(content)}")


def decode_usage(data: Any) -> TokenUsage | None:
    """A reply's ``usage`` object (None when absent). Raises LLMError when malformed."""
    if data is None:
        return None
    if not isinstance(data, Mapping):
        raise LLMError(f"malformed reply: usage is not an object: {excerpt(data)}")
    counts: dict[str, int] = {}
    for key in ("prompt_tokens", "completion_tokens", "total_tokens"):
        value = data.get(key, 0)
        if value is None:
            value = 0
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise LLMError(f"malformed reply: usage.{key} is not a count: {excerpt(value)}")
        counts[key] = value
    return TokenUsage(**counts)


def _optional_str(data: Mapping[str, Any], key: str, where: str) -> str | None:
    value = data.get(key)
    if value is not None and not isinstance(value, str):
        raise LLMError(f"malformed reply: {where}.{key} is not a string: {excerpt(value)}")
    return value


def excerpt(value: Any) -> str:
    """The start of ``value`` on one line, for error messages."""
    if isinstance(value, bytes):
        text = value.decode("utf-8", errors="replace")
    elif isinstance(value, str):
        text = value
    else:
        try:
            text = json.dumps(value, ensure_ascii=False)
        except (TypeError, ValueError):
            text = repr(value)
    text = " ".join(text.split())
    return text if len(text) <= EXCERPT_CHARS else text[:EXCERPT_CHARS] + "…"
