"""The per-conversation runtime that ties the layers together (design §8, 9, 11).

A ``Session`` is what a library user integrates with:

    session = mem.session(platform="cli", cwd=Path.cwd(), model="gpt-x")
    messages = []                                     # the caller's history (OpenAI dicts)
    sent = session.before_turn(user_text)             # the user's words + fenced recall
    messages.append(session.record({"role": "user", "content": sent}))
    ... call the model with session.system_prompt, messages and session.tools() ...
    ... for each tool call: session.call_tool(name, args), record the tool message ...
    session.after_turn(user_text, assistant_text)
    messages = session.compress(messages, llm)        # when session.needs_compression(...)
    session.end("exit")

Invariants:
- ``system_prompt`` is byte-identical for the session's life; it is rebuilt only by
  ``compress`` (memory re-read from disk), which also moves the conversation to a child
  session in the archive. With ``memory.first_turn_in_prompt`` the first
  ``before_turn`` completes it once, before the first request, with that turn's recall
  (its last part, kept across a compression); from then on it is frozen the same way.
  ``prompt_plan`` is what it is made of (sources, sizes, what the threat scan blocked);
  ``preview_prompt`` builds the same plan without a session.
- Token usage handed to ``record`` (and that of the flush and summary calls of
  ``compress``, and of session_search's ``LLMSummarizer``) is added to the session's
  counters in the archive.
- Everything that changes per turn (provider recall, but for the first turn's with
  ``first_turn_in_prompt``) travels in the user message, and the exact text sent is what
  ``record`` archives, so a replayed history sends the same bytes.
- Every recorded message is in the archive; compression never deletes anything.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from keepmind._validate import call_arguments, check_text, shown, valid_utf8
from keepmind.compression import (
    ChatModel,
    compress_messages,
    estimate_tokens,
    memory_flush,
    should_compress,
    split_points,
)
from keepmind.core_tools import core_specs
from keepmind.errors import InvalidArgument, KeepmindError
from keepmind.llm.budget import ContextBudget, Windowed
from keepmind.llm.wire import ChatResponse, TokenUsage
from keepmind.memory.calls import infer_action
from keepmind.memory.meta import writing
from keepmind.memory.tool import TOOL_NAME as MEMORY_TOOL
from keepmind.prompt.plan import PromptPlan, finding_ids
from keepmind.prompt.recall import FIRST_TURN_NOTE, with_recall
from keepmind.providers import MemoryManager
from keepmind.recall.summarizer import LLMSummarizer
from keepmind.recall.tool import SPEC as SEARCH_SPEC
from keepmind.recall.tool import SessionSearchTool
from keepmind.skills import tools as skill_tools
from keepmind.system_prompt import SessionMemory, gather_prompt
from keepmind.toolspec import ToolSpec

if TYPE_CHECKING:
    from keepmind.recall.summarizer import Summarizer

log = logging.getLogger(__name__)

Shape = Literal["openai", "anthropic"]


@dataclass(frozen=True)
class CompressionReport:
    """What ``compress`` did, for logs and the REPL."""

    parent_session_id: str
    child_session_id: str
    flushed: int
    flush_skipped: str
    summarised: int
    used_fallback: bool


class Session:
    """One conversation: a frozen system prompt, the tools, and the archive record."""

    def __init__(
        self,
        memory: SessionMemory,
        *,
        platform: str = "cli",
        cwd: Path | None = None,
        model: str | None = None,
        system_message: str = "",
        manager: MemoryManager | None = None,
        summarizer: Summarizer | None = None,
        today: date | None = None,
        title: str | None = None,
        user_id: str | None = None,
        parent_session_id: str | None = None,
    ) -> None:
        self.memory = memory
        self.platform = platform
        self.cwd = cwd
        self.model = model
        self.system_message = system_message
        self.manager = manager if manager is not None else memory.providers
        self.summarizer = summarizer
        self.today = today or date.today()
        self.last_compression: CompressionReport | None = None
        self._user_text = ""
        self._turns_begun = 0  # before_turn calls: the first one may fold recall into the prompt
        self._first_recall = ""
        self._turns_done = 0  # user turns finished (after_turn), for review.every_n_turns
        for what, value in (("platform", platform), ("model", model), ("title", title),
                            ("user_id", user_id), ("parent_session_id", parent_session_id),
                            ("system_message", system_message)):
            if value is not None and not isinstance(value, str):
                raise InvalidArgument(f"{what} must be a string; got {shown(value)}")
            if value is not None:
                check_text(value, what)
        self.id = memory.archive.create_session(
            source=platform, model=model, title=title, user_id=user_id,
            parent_session_id=parent_session_id)
        self.manager.initialize(self.id, platform=platform, model=model)
        self.prompt_plan: PromptPlan  # what the prompt is made of and what was blocked
        self.system_prompt = self._build_prompt()
        self._search = SessionSearchTool(memory.archive, current_session_id=self.id,
                                         summarizer=self._search_summarizer())

    def _search_summarizer(self) -> Summarizer | None:
        """The summariser of session_search, an ``LLMSummarizer``'s usage counted in this
        session's tokens."""
        if isinstance(self.summarizer, LLMSummarizer):
            return self.summarizer.metered(self._count_usage)
        return self.summarizer

    def _count_usage(self, usage: TokenUsage) -> None:
        """Add the usage of a call made for this session (not archived as a message)."""
        self.memory.archive.add_tokens(self.id, usage.prompt_tokens, usage.completion_tokens)

    # the prompt -------------------------------------------------------------------------
    def _build_prompt(self) -> str:
        self.prompt_plan = gather_prompt(
            self.memory, self.manager, tool_names=self.tool_names(), cwd=self.cwd,
            system_message=self.system_message, today=self.today, platform=self.platform,
            first_recall=self._first_recall)
        self.memory.mark_prompt_use()
        return self.prompt_plan.text

    # tools ------------------------------------------------------------------------------
    def _tool_specs(self) -> list[ToolSpec]:
        return tool_specs(self.memory, self.manager)

    def tool_names(self) -> list[str]:
        return [spec.name for spec in self._tool_specs()]

    def tools(self, shape: Shape = "openai") -> list[dict[str, Any]]:
        """The tool schemas of this session, in a stable order."""
        if shape == "openai":
            return [spec.openai() for spec in self._tool_specs()]
        if shape == "anthropic":
            return [spec.anthropic() for spec in self._tool_specs()]
        raise ValueError(f"unknown tool shape {shape!r}; expected 'openai' or 'anthropic'")

    def call_tool(self, name: str, args: object) -> dict[str, Any]:
        """Run one tool call and return a JSON-able result; never raises for bad input.

        ``args`` is the call's arguments: an object, or its JSON text as the OpenAI wire
        carries it. Arguments that are not an object, malformed JSON, a ``name`` that is
        not a tool, and a provider tool that fails are answered with ``success: false``.
        """
        if not isinstance(name, str):
            return {"success": False, "error": f"the tool name must be a string; got "
                    f"{shown(name)}"}
        try:
            fields = call_arguments(args)
        except InvalidArgument as exc:
            return {"success": False, "error": str(exc)}
        if name == MEMORY_TOOL:
            with writing("tool", self.id):
                result = self.memory.memory_tool(fields)
            if result.get("success") and "queued" not in result:  # a queued write waits
                self._mirror_memory_write(fields)
            return result
        if name == SEARCH_SPEC.name:
            return self._search(fields)
        if name in skill_tools.TOOL_NAMES:
            return self.memory.skill_tool(name, fields)
        if self.manager.owns_tool(name):
            try:
                return {"success": True, "result": self.manager.handle_tool_call(name, fields)}
            except KeepmindError as exc:
                return {"success": False, "error": str(exc)}
        return {"success": False, "error": f"unknown tool {shown(name)}; available: "
                f"{', '.join(self.tool_names())}"}

    def _mirror_memory_write(self, args: Mapping[str, Any]) -> None:
        operations = args.get("operations") or [args]
        for op in operations:
            if isinstance(op, Mapping):
                self.manager.on_memory_write(str(op.get("action") or infer_action(op) or ""),
                                             str(op.get("target", args.get("target", ""))),
                                             str(op.get("content", "")))

    # turns ------------------------------------------------------------------------------
    def before_turn(self, user_text: str) -> str:
        """Start a user turn; returns the text to send as the user message (the user's
        words, plus recalled context in a ``<memory-context>`` fence when a provider
        recalls something). Record exactly this text. With
        ``memory.first_turn_in_prompt``, the first turn's recall goes into
        ``system_prompt`` instead (read it after this call) and the words go alone."""
        self.memory.new_turn()
        self._user_text = user_text
        self._turns_begun += 1
        if self._turns_begun == 1 and self.memory.settings.memory.first_turn_in_prompt:
            self._first_recall = self.manager.prefetch_all(user_text, FIRST_TURN_NOTE,
                                                           guard=self.memory.guard)
            if self._first_recall:
                self.system_prompt = self._build_prompt()
            return user_text
        return with_recall(user_text, self.manager.prefetch_all(user_text,
                                                                guard=self.memory.guard))

    def after_turn(self, user_text: str | None = None, assistant_text: str = "") -> None:
        """Finish a turn: providers learn from it and prepare the next recall (background);
        every ``review.every_n_turns`` turns the session so far is handed to the review."""
        user = self._user_text if user_text is None else user_text
        self.manager.sync_all(user, assistant_text)
        self.manager.queue_prefetch_all(user)
        self._turns_done += 1
        every = self.memory.settings.review.every_n_turns
        if every and self._turns_done % every == 0:
            self.memory.schedule_review(self.id, ended=False)

    def record(self, message: Mapping[str, Any], *,
               usage: TokenUsage | None = None) -> dict[str, Any]:
        """Archive one OpenAI-shaped message of this session; returns it as a plain dict.

        ``usage`` is the endpoint's token usage of the call that produced this (assistant)
        message: its completion tokens are the message's ``token_count`` (the session's
        output tokens), its prompt tokens are added to the session's input tokens.
        Lone surrogates (a model's JSON can carry them) are archived as U+FFFD: a message
        that already happened is kept rather than refused. Raises InvalidArgument when
        ``message`` is not a mapping, ArchiveError (and ValueError for an unknown role).
        """
        if not isinstance(message, Mapping):
            raise InvalidArgument(f"a message must be a mapping; got {shown(message)}")
        plain = dict(message)
        content = plain.get("content")
        text = content if isinstance(content, str) else (
            "" if content is None else json.dumps(content, ensure_ascii=False, default=str))
        name, call_id = plain.get("name"), plain.get("tool_call_id")
        self.memory.archive.append(
            self.id, valid_utf8(str(plain.get("role", "user"))), valid_utf8(text),
            tool_calls=_valid_json(plain.get("tool_calls")) or None,
            tool_name=valid_utf8(name) if isinstance(name, str) else name,
            tool_call_id=valid_utf8(call_id) if isinstance(call_id, str) else call_id,
            token_count=usage.completion_tokens if usage is not None else None,
        )
        if usage is not None and usage.prompt_tokens:
            self.memory.archive.add_tokens(self.id, input_tokens=usage.prompt_tokens)
        return plain

    # compression ------------------------------------------------------------------------
    def needs_compression(self, messages: Sequence[Mapping[str, Any]],
                          model: object = None) -> bool:
        """Whether ``messages`` fill more than ``compression.threshold`` of the room that
        the system prompt and the tools leave in a request to ``model``
        (``ContextBudget.of``, with ``llm.context_window`` when the model does not know its
        own): compression can shrink the conversation, not the prompt or the tools. False
        when the protected head and tail leave no middle to compress."""
        settings = self.memory.settings
        head, tail = split_points(messages, settings.compression.protect_first_n,
                                  settings.compression.protect_last_n)
        if head >= tail:
            return False
        fixed = estimate_tokens(self.system_prompt, [], self.tools("openai"))
        room = ContextBudget.of(model, settings.llm.context_window).prompt_tokens - fixed
        tokens = estimate_tokens(self.system_prompt, messages) - estimate_tokens(
            self.system_prompt, [])
        return should_compress(tokens, max(room, 0), settings.compression.threshold)

    def compress(self, messages: Sequence[Mapping[str, Any]], llm: ChatModel | None,
                 *, summary_model: ChatModel | None = None) -> list[dict[str, Any]]:
        """Flush memory, summarise the middle, continue in a child session (design §9).

        Returns the new message list (head, framed summary, tail). The parent keeps every
        message in the archive and ends with ``compression``; the system prompt is rebuilt
        once with memory re-read from disk. Never raises for a model failure.
        """
        settings = self.memory.settings
        budget = ContextBudget.of(llm, settings.llm.context_window)
        summary_budget = budget if summary_model is None else ContextBudget.of(
            summary_model, settings.auxiliary.context_window or settings.llm.context_window)
        flushed, skipped = 0, "no model"
        # the flush and the summary are calls made for the parent session: their usage
        # is counted in its tokens (their messages are not archived)
        llm = _Metered(llm, self._count_usage) if llm is not None else None
        summary_model = (_Metered(summary_model, self._count_usage)
                         if summary_model is not None else None)
        if llm is not None:
            flush = memory_flush(llm, self.system_prompt, messages, self.tools("openai"),
                                 lambda a: self.call_tool(MEMORY_TOOL, a),
                                 min_turns=settings.memory.flush_min_turns, budget=budget)
            flushed, skipped = len(flush.executed), flush.skipped
        kept = self.manager.on_pre_compress(messages)
        if ids := finding_ids(kept, "context", self.memory.guard):
            # provider text read by the model, like recall: scanned the same way
            kept = f"[BLOCKED: text kept by the memory provider failed the threat scan " \
                   f"({', '.join(ids)})]"
        result = compress_messages(messages, summary_model or llm,
                                   protect_first_n=settings.compression.protect_first_n,
                                   protect_last_n=settings.compression.protect_last_n,
                                   budget=summary_budget)
        new_messages = [dict(m) for m in messages] if result is None else result.messages
        if kept and result is not None:
            summary = new_messages[result.summary_index]
            summary["content"] = f"{summary['content']}\n\n## Kept by memory provider\n{kept}"
        parent = self.id
        self.memory.archive.end_session(parent, "compression")
        self.id = self.memory.archive.create_session(
            source=self.platform, model=self.model, parent_session_id=parent)
        self.manager.on_session_switch(self.id, parent_session_id=parent, reason="compression")
        self.system_prompt = self._build_prompt()
        self._search = SessionSearchTool(self.memory.archive, current_session_id=self.id,
                                         summarizer=self._search_summarizer())
        if result is not None:
            summary_text = str(new_messages[result.summary_index]["content"])
            self.memory.archive.append(self.id, "system", summary_text)
        self.last_compression = CompressionReport(
            parent, self.id, flushed, skipped, result.middle_count if result else 0,
            result.used_fallback if result else False)
        return new_messages

    def end(self, reason: str = "exit",
            messages: Sequence[Mapping[str, Any]] = ()) -> None:
        """End the session in the archive, tell providers (their queue is flushed) and hand
        the session to the background review (``review.after_session``)."""
        self.manager.on_session_end(messages)
        self.manager.flush_pending()
        self.memory.archive.end_session(self.id, reason)
        self.memory.schedule_review(self.id, ended=True)


class _Metered:
    """A ChatModel that passes the usage of each reply to ``on_usage``."""

    def __init__(self, model: ChatModel, on_usage: Callable[[TokenUsage], None]) -> None:
        self._model = model
        self._on_usage = on_usage

    @property
    def context_window(self) -> int | None:
        """The wrapped model's window (``keepmind.llm.budget.Windowed``)."""
        model = self._model
        return model.context_window if isinstance(model, Windowed) else None

    def chat(self, messages: Sequence[Any], tools: Sequence[Mapping[str, Any]] | None = None,
             **params: Any) -> ChatResponse:
        reply = self._model.chat(messages, tools, **params)
        if reply.usage is not None:
            self._on_usage(reply.usage)
        return reply


def _valid_json(value: Any) -> Any:
    """``value`` with every string (keys too) made valid UTF-8 (``valid_utf8``)."""
    if isinstance(value, str):
        return valid_utf8(value)
    if isinstance(value, list | tuple):
        return [_valid_json(item) for item in value]
    if isinstance(value, Mapping):
        return {_valid_json(k): _valid_json(v) for k, v in value.items()}
    return value


def tool_specs(memory: SessionMemory, manager: MemoryManager) -> list[ToolSpec]:
    """Core tools (memory when a store is enabled, session_search, skills), then the
    provider's, in a stable order."""
    specs = core_specs(memory_enabled=bool(memory.enabled_stores()))
    specs += [ToolSpec.from_openai(s) for s in manager.tool_schemas()]
    return specs


def preview_prompt(memory: SessionMemory, manager: MemoryManager, *, platform: str = "cli",
                   cwd: Path | None = None, system_message: str = "",
                   today: date | None = None) -> PromptPlan:
    """The plan of the system prompt a ``Session`` started now with these arguments
    would send, without starting one (nothing is archived). ``manager`` must be
    initialised as a session would initialise it."""
    names = [spec.name for spec in tool_specs(memory, manager)]
    return gather_prompt(memory, manager, tool_names=names, cwd=cwd,
                         system_message=system_message, today=today or date.today(),
                         platform=platform)
