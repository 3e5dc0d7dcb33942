"""The context budget: how much a request to a model of a given window may carry (pure).

A model's context window ``W`` (tokens) holds the prompt and the reply. The budget of
one request is

    prompt room = W - reply reserve - scaffolding
    reply reserve = W // 8, at least 256 and at most 4,096 tokens
    scaffolding = 16 tokens per request + 8 per message (chat-template tokens)

and a request fits when ``estimate_request`` of its messages and tools is within the prompt
room. Tokens are estimated from characters, conservatively (more than any common
tokenizer counts for the same text): a run of ASCII letters costs one token per 3
letters, every digit, ASCII punctuation mark and non-ASCII character one token (two
beyond the Basic Multilingual Plane: emoji), whitespace one per 4 characters. It is never
below one token per 4 UTF-8 bytes; on a chat's first request (prompt, tool schemas, one
message) it said 4,017 where Qwen2.5's tokenizer counted 2,370.

``fit_text`` cuts a text (through the caller's own cutting function, which knows where to
cut) until its estimate fits a number of tokens. Nothing here sends anything; the callers
(session_search summaries, the memory flush, the compression summary) apply the budget to
what they send.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

DEFAULT_CONTEXT_WINDOW = 32_768
MIN_CONTEXT_WINDOW = 1_024
REPLY_SHARE = 8
MIN_REPLY_TOKENS = 256
MAX_REPLY_TOKENS = 4_096
REQUEST_TOKENS = 16
MESSAGE_TOKENS = 8
LETTERS_PER_TOKEN = 3
SPACES_PER_TOKEN = 4
MIN_TEXT_CHARS = 200

_NOT_LETTERS = re.compile(r"[^A-Za-z]+")
_NOT_SPACE = re.compile(r"\S+")
_ASTRAL = re.compile("[\U00010000-\U0010ffff]")


@runtime_checkable
class Windowed(Protocol):
    """A model that may know its context window in tokens (``LLMClient``); None when it
    does not."""

    @property
    def context_window(self) -> int | None: ...


def estimate_tokens(text: str) -> int:
    """A conservative token count of ``text`` (see the module docstring)."""
    if not text:
        return 0
    letters = len(_NOT_LETTERS.sub("", text))
    spaces = len(_NOT_SPACE.sub("", text))
    astral = len(_ASTRAL.findall(text)) if not text.isascii() else 0
    others = len(text) - letters - spaces
    return -(-letters // LETTERS_PER_TOKEN) + -(-spaces // SPACES_PER_TOKEN) + others + astral


def estimate_request(messages: Sequence[Mapping[str, Any]],
                     tools: Sequence[Mapping[str, Any]] | None = None) -> int:
    """The estimated prompt tokens of a chat request: every message's content and tool
    calls, the tool schemas, and the scaffolding of the chat template."""
    total = REQUEST_TOKENS
    for message in messages:
        content = message.get("content")
        text = content if isinstance(content, str) else json.dumps(content, ensure_ascii=False)
        total += MESSAGE_TOKENS + estimate_tokens(text)
        for key in ("tool_calls", "name", "tool_call_id"):
            if message.get(key):
                total += estimate_tokens(json.dumps(message[key], ensure_ascii=False))
    if tools:
        total += estimate_tokens(json.dumps(list(tools), ensure_ascii=False))
    return total


@dataclass(frozen=True)
class ContextBudget:
    """The budget of requests to a model whose context window is ``window`` tokens."""

    window: int

    def __post_init__(self) -> None:
        if self.window < MIN_CONTEXT_WINDOW:
            raise ValueError(f"a context window must be at least {MIN_CONTEXT_WINDOW} tokens; "
                             f"got {self.window}")

    @classmethod
    def of(cls, model: object, configured: int | None = None) -> ContextBudget:
        """The budget of ``model``: its own window when it knows it, else ``configured``,
        else ``DEFAULT_CONTEXT_WINDOW``."""
        known = model.context_window if isinstance(model, Windowed) else None
        return cls(max(MIN_CONTEXT_WINDOW, known or configured or DEFAULT_CONTEXT_WINDOW))

    @property
    def reply_tokens(self) -> int:
        """Tokens kept free for the model's reply."""
        return max(MIN_REPLY_TOKENS, min(MAX_REPLY_TOKENS, self.window // REPLY_SHARE))

    @property
    def prompt_tokens(self) -> int:
        """The most a request (messages, tools, scaffolding) may be estimated at."""
        return self.window - self.reply_tokens

    def room(self, messages: Sequence[Mapping[str, Any]],
             tools: Sequence[Mapping[str, Any]] | None = None) -> int:
        """Tokens still free in a request of ``messages`` and ``tools`` (negative when it
        does not fit)."""
        return self.prompt_tokens - estimate_request(messages, tools)

    def fits(self, messages: Sequence[Mapping[str, Any]],
             tools: Sequence[Mapping[str, Any]] | None = None) -> bool:
        return self.room(messages, tools) >= 0


def fit_text(cut: Callable[[int], str], text: str, tokens: int) -> str:
    """``text``, or ``cut(max_chars)`` of it for the largest ``max_chars`` tried whose
    estimate is within ``tokens``; ``cut`` must return at most ``max_chars`` characters.
    The last resort is ``cut(MIN_TEXT_CHARS)``, which may still be over when ``tokens`` is
    below what 200 characters cost: the caller checks the whole request."""
    if estimate_tokens(text) <= tokens:
        return text
    max_chars = min(len(text), max(MIN_TEXT_CHARS, tokens * LETTERS_PER_TOKEN))
    while True:
        candidate = cut(max_chars)
        estimate = estimate_tokens(candidate)
        if estimate <= tokens or max_chars <= MIN_TEXT_CHARS:
            return candidate
        max_chars = max(MIN_TEXT_CHARS, min(max_chars - 1, max_chars * tokens // estimate))
