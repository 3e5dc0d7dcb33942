"""The reference agent's tool loop: one user message in, one answer out.

Each turn: ``session.before_turn`` (recall fenced into the user message), then model calls
with the session's frozen system prompt and tools until the model answers without tool
calls (bounded by ``max_tool_rounds``), every message recorded in the archive, then
``session.after_turn``. With ``on_text`` and a model that streams (``StreamingModel``:
``LLMClient.stream``), each reply's text is passed on as it arrives, except what may be a
tool call written in the text (``keepmind.llm.stream_view``); the loop is the same. The
history only ever grows by appending, so every request's message list starts with the
previous request's, except across a compression.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from keepmind.compression import ChatModel
from keepmind.llm.stream_view import StreamView
from keepmind.llm.wire import ChatResponse, encode_message
from keepmind.session import Session

MAX_TOOL_ROUNDS = 20


@runtime_checkable
class StreamingModel(Protocol):
    """A model that can pass its reply text on as it arrives."""

    def stream(self, messages: Sequence[Any], tools: Sequence[Mapping[str, Any]] | None = None,
               *, on_text: Callable[[str], None], **params: Any) -> ChatResponse: ...


@dataclass
class TurnResult:
    """The answer of one turn and the tool calls it took. ``cut_off`` is true when the
    model was still calling tools after ``max_tool_rounds`` rounds (``text`` is then a
    marker, not an answer). ``streamed`` is true when ``text`` was already passed to
    ``on_text`` as it arrived."""

    text: str
    tool_calls: list[str] = field(default_factory=list)
    compressed: bool = False
    cut_off: bool = False
    rounds: int = 0
    streamed: bool = False


class Agent:
    """A conversation with one model over one session (replaced on ``/new``)."""

    def __init__(
        self,
        session: Session,
        llm: ChatModel,
        *,
        summary_model: ChatModel | None = None,
        max_tool_rounds: int = MAX_TOOL_ROUNDS,
        on_tool: Callable[[str, dict[str, Any]], None] | None = None,
        on_text: Callable[[str], None] | None = None,
    ) -> None:
        self.session = session
        self.llm = llm
        self.summary_model = summary_model
        self.max_tool_rounds = max_tool_rounds
        self.on_tool = on_tool
        self.on_text = on_text
        self.messages: list[dict[str, Any]] = []

    def send(self, user_text: str) -> TurnResult:
        """Run one turn. Raises LLMError when the model fails (the user message stays
        archived, so nothing is lost)."""
        session = self.session
        sent = session.before_turn(user_text)
        self.messages.append(session.record({"role": "user", "content": sent}))
        result = TurnResult("")
        for _ in range(self.max_tool_rounds):
            result.rounds += 1
            if session.needs_compression(self.messages, self.llm):
                self.compress()
                result.compressed = True
            reply = self._ask()
            self.messages.append(session.record(encode_message(reply.message),
                                                usage=reply.usage))
            if not reply.tool_calls:
                result.text = reply.content
                result.streamed = self._streams()
                break
            for call in reply.tool_calls:
                answer = self._run_tool(call.name, call.arguments)
                result.tool_calls.append(call.name)
                self.messages.append(session.record({
                    "role": "tool", "tool_call_id": call.id, "name": call.name,
                    "content": json.dumps(answer, ensure_ascii=False)}))
        else:
            result.cut_off = True
            result.text = (f"[stopped after {self.max_tool_rounds} rounds of tool calls without "
                           "an answer]")
        session.after_turn(user_text, result.text)
        return result

    def _streams(self) -> bool:
        return self.on_text is not None and isinstance(self.llm, StreamingModel)

    def _ask(self) -> ChatResponse:
        request = [{"role": "system", "content": self.session.system_prompt}, *self.messages]
        tools = self.session.tools("openai")
        show = self.on_text
        if show is None or not isinstance(self.llm, StreamingModel):
            return self.llm.chat(request, tools=tools)
        view = StreamView()

        def arrived(piece: str) -> None:
            if text := view.feed(piece):
                show(text)

        reply = self.llm.stream(request, tools=tools, on_text=arrived)
        if rest := view.finish(reply.content):
            show(rest)
        return reply

    def _run_tool(self, name: str, arguments: str) -> dict[str, Any]:
        try:
            args = json.loads(arguments) if arguments.strip() else {}
        except json.JSONDecodeError as exc:
            return {"success": False, "error": f"arguments are not valid JSON: {exc.msg}"}
        if not isinstance(args, dict):
            return {"success": False, "error": "arguments must be a JSON object"}
        if self.on_tool is not None:
            self.on_tool(name, args)
        return self.session.call_tool(name, args)

    def compress(self) -> None:
        """Compress now (``/compress``): flush memory, summarise, continue in a child."""
        self.messages = self.session.compress(self.messages, self.llm,
                                              summary_model=self.summary_model)

    def new_session(self, make_session: Callable[[], Session]) -> None:
        """End this session with ``new`` and start a fresh one (``/new``)."""
        self.session.end("new", self.messages)
        self.session = make_session()
        self.messages = []


__all__ = ["Agent", "TurnResult"]
