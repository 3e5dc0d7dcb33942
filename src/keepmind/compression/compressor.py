"""Compression with the memory flush (design §9), on OpenAI-shaped message dicts.

1. ``should_compress``: the prompt passes ``threshold`` of the context window.
2. ``memory_flush``: one extra model call with the session's own system prompt and tool
   list (so the provider's prompt cache still holds) plus a flush instruction; only its
   ``memory`` tool calls are executed, everything else it says is discarded. Skipped below
   ``flush_min_turns`` user turns. The conversation sent is the latest part that fits the
   context budget (``keepmind.llm.budget``), as is the summary's transcript.
3. ``compress_messages``: the middle (all but the first ``protect_first_n`` and the last
   ``protect_last_n`` conversation messages) becomes one summary message; a tool result
   is never separated from the assistant message that called it.

The session runtime does the rest: provider hooks, the archive lineage, the new prompt.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from keepmind.compression.summary import (
    ChatModel,
    deterministic_summary,
    framed,
    model_summary,
)
from keepmind.errors import LLMError
from keepmind.llm.budget import REQUEST_TOKENS, ContextBudget, estimate_request

log = logging.getLogger(__name__)

FLUSH_INSTRUCTION = (
    "[The session is being compressed: older turns will leave your context.] Save what is "
    "worth remembering across sessions with the memory tool now: user preferences, "
    "corrections and recurring patterns before task details. Save nothing that is already in "
    "your memory. If nothing is worth saving, answer 'nothing to save'."
)

Message = Mapping[str, Any]
MemoryExecutor = Callable[[dict[str, Any]], dict[str, Any]]


def estimate_tokens(system_prompt: str, messages: Sequence[Message],
                    tools: Sequence[Mapping[str, Any]] | None = None) -> int:
    """The conservative estimate of ``keepmind.llm.budget`` for the whole request."""
    return estimate_request([{"role": "system", "content": system_prompt}, *messages], tools)


def should_compress(tokens: int, context_window: int, threshold: float) -> bool:
    return tokens > context_window * threshold


def user_turns(messages: Sequence[Message]) -> int:
    return sum(1 for m in messages if m.get("role") == "user")


@dataclass(frozen=True)
class FlushResult:
    """What the flush did: memory calls executed (with their answers) or why it skipped."""

    executed: tuple[dict[str, Any], ...] = ()
    skipped: str = ""


def memory_flush(
    model: ChatModel,
    system_prompt: str,
    messages: Sequence[Message],
    tools: Sequence[Mapping[str, Any]],
    execute_memory: MemoryExecutor,
    *,
    min_turns: int,
    budget: ContextBudget | None = None,
) -> FlushResult:
    """Ask the model to save what matters before compression; run only its memory calls.

    The request holds as many of the latest ``messages`` as ``budget`` (by default the
    model's, ``ContextBudget.of``) allows, a tool result never without its call; when none
    fit, the flush is skipped. Never raises for a model failure: a failed flush is logged
    and reported as skipped.
    """
    if user_turns(messages) < min_turns:
        return FlushResult(skipped=f"fewer than {min_turns} user turns")
    budget = budget or ContextBudget.of(model)
    recent = latest_fitting(messages, budget, list(tools), head=[
        {"role": "system", "content": system_prompt}],
        tail=[{"role": "user", "content": FLUSH_INSTRUCTION}])
    if not recent:
        return FlushResult(skipped=f"the conversation does not fit the context window of "
                                   f"{budget.window} tokens next to the prompt and tools")
    request = [{"role": "system", "content": system_prompt}, *recent,
               {"role": "user", "content": FLUSH_INSTRUCTION}]
    try:
        reply = model.chat(request, tools=list(tools))
    except LLMError as exc:
        log.warning("memory flush failed: %s", exc)
        return FlushResult(skipped=f"model failed: {exc}")
    executed = []
    for call in reply.tool_calls:
        if call.name != "memory":
            continue
        try:
            args = call.parsed_arguments()
        except LLMError as exc:
            executed.append({"success": False, "error": str(exc)})
            continue
        executed.append(execute_memory(args))
    return FlushResult(executed=tuple(executed))


def latest_fitting(messages: Sequence[Message], budget: ContextBudget,
                   tools: Sequence[Mapping[str, Any]], *, head: Sequence[Message],
                   tail: Sequence[Message]) -> list[Message]:
    """The longest suffix of ``messages`` that fits ``budget`` between ``head`` and
    ``tail`` with ``tools``, never opening with a tool result ([] when none fits)."""
    room = budget.room([*head, *tail], tools)
    sizes = [estimate_request([m]) - REQUEST_TOKENS for m in messages]
    start, used = len(messages), 0
    while start > 0 and used + sizes[start - 1] <= room:
        start -= 1
        used += sizes[start]
    while start < len(messages) and messages[start].get("role") == "tool":
        start += 1
    return list(messages[start:])


@dataclass(frozen=True)
class Compressed:
    """The new conversation and how it was made."""

    messages: list[dict[str, Any]]
    summary: str
    middle_count: int
    used_fallback: bool
    summary_index: int


def split_points(messages: Sequence[Message], first_n: int, last_n: int) -> tuple[int, int]:
    """Indexes ``(a, b)`` so that ``messages[:a]`` is the head and ``messages[b:]`` the tail,
    moved so that neither boundary falls between a tool call and its results."""
    total = len(messages)
    a = min(first_n, total)
    while a < total and messages[a].get("role") == "tool":
        a += 1
    b = max(a, total - last_n)
    while a < b < total and messages[b].get("role") == "tool":
        b -= 1
    return a, b


def compress_messages(
    messages: Sequence[Message],
    model: ChatModel | None,
    *,
    protect_first_n: int,
    protect_last_n: int,
    budget: ContextBudget | None = None,
) -> Compressed | None:
    """Replace the middle of ``messages`` with a framed summary; None if there is no middle.
    The summary request is cut to ``budget`` (by default the model's).

    A model failure (or no model) gives the deterministic summary; nothing raises.
    """
    a, b = split_points(messages, protect_first_n, protect_last_n)
    middle = list(messages[a:b])
    if not middle:
        return None
    used_fallback = False
    try:
        if model is None:
            raise LLMError("no model configured for summaries")
        summary = model_summary(model, middle, budget or ContextBudget.of(model))
    except LLMError as exc:
        log.warning("compression summary failed, using the deterministic one: %s", exc)
        summary = deterministic_summary(middle)
        used_fallback = True
    new = [dict(m) for m in messages[:a]]
    new.append({"role": "user", "content": framed(summary)})
    new.extend(dict(m) for m in messages[b:])
    return Compressed(new, summary, len(middle), used_fallback, summary_index=a)
