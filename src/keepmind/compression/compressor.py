"""Compression with the memory flush (design §9), on OpenAI-shaped message dicts.

1. ``should_compress``: the prompt passes ``threshold`` of the context window.
2. ``memory_flush``: one extra model call with the session's own system prompt and tool
   list (so the provider's prompt cache still holds) plus a flush instruction; only its
   ``memory`` tool calls are executed, everything else it says is discarded. Skipped below
   ``flush_min_turns`` user turns.
3. ``compress_messages``: the middle (all but the first ``protect_first_n`` and the last
   ``protect_last_n`` conversation messages) becomes one summary message; a tool result
   is never separated from the assistant message that called it.

The session runtime does the rest: provider hooks, the archive lineage, the new prompt.
"""

from __future__ import annotations

import json
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

log = logging.getLogger(__name__)

FLUSH_INSTRUCTION = (
    "[The session is being compressed: older turns will leave your context.] Save what is "
    "worth remembering across sessions with the memory tool now: user preferences, "
    "corrections and recurring patterns before task details. Save nothing that is already in "
    "your memory. If nothing is worth saving, answer 'nothing to save'."
)

Message = Mapping[str, Any]
MemoryExecutor = Callable[[dict[str, Any]], dict[str, Any]]


def estimate_tokens(system_prompt: str, messages: Sequence[Message]) -> int:
    """A model-agnostic estimate: about four characters per token."""
    chars = len(system_prompt) + sum(len(json.dumps(m, ensure_ascii=False)) for m in messages)
    return chars // 4 + 1


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
) -> FlushResult:
    """Ask the model to save what matters before compression; run only its memory calls.

    Never raises for a model failure: a failed flush is logged and reported as skipped.
    """
    if user_turns(messages) < min_turns:
        return FlushResult(skipped=f"fewer than {min_turns} user turns")
    request = [{"role": "system", "content": system_prompt}, *messages,
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
) -> Compressed | None:
    """Replace the middle of ``messages`` with a framed summary; None if there is no middle.

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
        summary = model_summary(model, middle)
    except LLMError as exc:
        log.warning("compression summary failed, using the deterministic one: %s", exc)
        summary = deterministic_summary(middle)
        used_fallback = True
    new = [dict(m) for m in messages[:a]]
    new.append({"role": "user", "content": framed(summary)})
    new.extend(dict(m) for m in messages[b:])
    return Compressed(new, summary, len(middle), used_fallback, summary_index=a)
