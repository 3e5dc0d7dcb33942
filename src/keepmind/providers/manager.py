"""The MemoryManager: the built-in memory's companion that drives the external providers
(design §10): one with ``memory.provider``, several with ``memory.providers``.

Invariants:
- Providers have distinct names, and no two offer a tool of the same name (nor one that
  shadows a core tool); how many there are is the registry's decision, not the manager's.
- ``prefetch_all`` runs before the model answers: every provider's prefetch starts at
  once, all bounded together by ``prefetch_timeout``, so a slow provider costs at most the
  timeout and never delays or loses another's recall; a provider whose earlier prefetch
  has not returned is skipped (never two calls in flight), and trivial prompts skip
  recall entirely. The texts are merged in provider order into one fence, lines another
  provider already recalled dropped, each within its ``recall_chars`` budget.
- ``sync_all``, ``queue_prefetch_all`` and mirrored memory writes run on one background
  worker, strictly in the order they were queued.
- A provider's failure is isolated: logged, kept in its status for ``keepmind memory
  status``, never raised into the turn and never stopping another provider.
- Everything handed to a provider is redacted of secrets first; recalled text is scanned
  and fenced as reference data before it reaches the model.
"""

from __future__ import annotations

import logging
import queue
import re
import threading
import time
from collections import deque
from collections.abc import Callable, Collection, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from keepmind._validate import call_arguments, kind, shown, valid_utf8
from keepmind.errors import ProviderError
from keepmind.prompt.recall import FENCE_NOTE, fence_recall, merge_recall
from keepmind.providers.base import MemoryProvider
from keepmind.security.guard import RULES_ALONE, Guard
from keepmind.security.redact import redact

log = logging.getLogger(__name__)

DEFAULT_PREFETCH_TIMEOUT = 8.0
ERRORS_KEPT = 20
PREFETCH_WORKERS = 16
_TRIVIAL = re.compile(
    r"^\s*(?:ok(?:ay)?|k|kk|thanks?(?:\s+you)?(?:\s+so\s+much)?|thx|ty|yes|yep|yeah|no|nope|"
    r"sure|cool|great|nice|perfect|got\s+it|done|continue|go\s+on|lgtm|[👍🙏✅]+)\s*[.!]*\s*$",
    re.IGNORECASE,
)


FailureListener = Callable[[str, str, str], None]
"""Called with (provider name, hook, error text) for every recorded failure, e.g. to keep
them where ``keepmind memory status`` can read them after the process ends."""


def is_trivial(prompt: str) -> bool:
    """True for prompts that need no recall: empty, acknowledgements, slash commands."""
    text = prompt.strip()
    return not text or text.startswith("/") or bool(_TRIVIAL.match(text))


@dataclass
class ProviderState:
    """What the manager knows of one provider's health."""

    provider: MemoryProvider
    errors: deque[str] = field(default_factory=lambda: deque(maxlen=ERRORS_KEPT))
    calls: int = 0
    failures: int = 0
    inflight: Future[str] | None = None
    listener: FailureListener | None = None
    recall_chars: int | None = None
    """The most characters of this provider's recall per turn (None: no limit)."""

    def record_failure(self, what: str, exc: BaseException | str) -> None:
        self.failures += 1
        message = f"{time.strftime('%Y-%m-%dT%H:%M:%S')} {what}: {exc}"
        self.errors.append(message)
        log.warning("memory provider %s: %s failed: %s", self.provider.name, what, exc)
        if self.listener is not None:
            try:
                self.listener(self.provider.name, what, str(exc))
            except Exception:  # the health record must never break a turn
                log.exception("memory provider %s: recording a failure failed",
                              self.provider.name)


_Task = tuple[str, "ProviderState", Callable[[], object]]


class MemoryManager:
    """Runs the hooks of the external providers (if any) around each turn."""

    def __init__(
        self,
        providers: Sequence[MemoryProvider] = (),
        *,
        prefetch_timeout: float = DEFAULT_PREFETCH_TIMEOUT,
        core_tool_names: Collection[str] = (),
        redactor: Callable[[str], str] = redact,
        on_failure: FailureListener | None = None,
        guard: Guard = RULES_ALONE,
    ) -> None:
        self.prefetch_timeout = prefetch_timeout
        self.guard = guard  # recall is scanned by the home's guard before it is fenced
        self.on_failure = on_failure
        self.core_tool_names = frozenset(core_tool_names)
        self.redact = redactor
        self._states: list[ProviderState] = []
        self._tasks: queue.Queue[_Task | None] = queue.Queue()
        self._worker: threading.Thread | None = None
        self._closed = False
        # threads start only when needed; a provider has at most one prefetch in flight
        self._pool = ThreadPoolExecutor(max_workers=PREFETCH_WORKERS,
                                        thread_name_prefix="keepmind-prefetch")
        for provider in providers:
            self.add(provider)

    # membership ---------------------------------------------------------------------------
    def add(self, provider: MemoryProvider, *, recall_chars: int | None = None) -> None:
        """Register a provider, its recall cut to ``recall_chars`` per turn. Raises
        ProviderError for a name already present or a tool that shadows a core tool or
        another provider's tool."""
        if any(s.provider.name == provider.name for s in self._states):
            raise ProviderError(f"memory provider {provider.name!r} is already active")
        names = self._tool_names(provider)
        shadowing = sorted(names & self.core_tool_names)
        if shadowing:
            raise ProviderError(f"provider {provider.name!r} defines tools that shadow core "
                                f"tools: {', '.join(shadowing)}")
        for state in self._states:
            clash = sorted(names & self._tool_names(state.provider))
            if clash:
                raise ProviderError(f"providers {state.provider.name!r} and {provider.name!r} "
                                    f"both define the tools {', '.join(clash)}")
        self._states.append(ProviderState(provider, listener=self.on_failure,
                                          recall_chars=recall_chars))

    @property
    def providers(self) -> list[MemoryProvider]:
        return [s.provider for s in self._states]

    @staticmethod
    def _tool_names(provider: MemoryProvider) -> set[str]:
        names = set()
        for schema in provider.tool_schemas():
            function = schema.get("function", schema)
            names.add(str(function.get("name", "")))
        return names

    # session hooks ------------------------------------------------------------------------
    def initialize(self, session_id: str, **context: Any) -> None:
        for state in self._states:
            self._guard(state, "initialize",
                        partial(state.provider.initialize, session_id, **context))

    def system_prompt_block(self) -> str:
        blocks = []
        for state in self._states:
            text = self._guard(state, "system_prompt_block", state.provider.system_prompt_block)
            if isinstance(text, str) and text.strip():
                blocks.append(text.strip())
        return "\n\n".join(blocks)

    def tool_schemas(self) -> list[dict[str, Any]]:
        """Tools of providers in ``tools`` or ``hybrid`` recall mode."""
        schemas: list[dict[str, Any]] = []
        for state in self._states:
            if state.provider.recall_mode in ("tools", "hybrid"):
                schemas.extend(dict(s) for s in state.provider.tool_schemas())
        return schemas

    def owns_tool(self, name: str) -> bool:
        if not isinstance(name, str):
            return False
        return any(name in self._tool_names(s.provider) for s in self._states
                   if s.provider.recall_mode in ("tools", "hybrid"))

    def handle_tool_call(self, name: str, args: object) -> str:
        """Dispatch a provider tool; ``args`` is an object or its JSON text, handed to the
        provider as a dict. The answer is the provider's text with invalid Unicode
        replaced. Raises InvalidArgument for arguments that are not an object (the
        provider is not called), ProviderError when no provider owns ``name`` or the
        provider fails or answers something other than text (the failure is also
        recorded)."""
        fields = call_arguments(args)
        for state in self._states:
            if isinstance(name, str) and name in self._tool_names(state.provider):
                try:
                    state.calls += 1
                    answer = state.provider.handle_tool_call(name, fields)
                except Exception as exc:
                    state.record_failure(f"tool {name}", exc)
                    raise ProviderError(f"{state.provider.name}: {name} failed: "
                                        f"{valid_utf8(str(exc))}") from exc
                if not isinstance(answer, str):
                    state.record_failure(f"tool {name}", f"answered {kind(answer)}, not text")
                    raise ProviderError(f"{state.provider.name}: {name} answered "
                                        f"{kind(answer)}, not text")
                return valid_utf8(answer)
        raise ProviderError(f"no memory provider offers the tool {shown(name)}")

    # per turn ------------------------------------------------------------------------------
    def prefetch_all(self, query: str, note: str = FENCE_NOTE, *,
                     guard: Guard | None = None) -> str:
        """Recall for ``query`` from providers in ``context``/``hybrid`` mode, merged,
        scanned (by ``guard``, default the manager's) and fenced under ``note``, or ''
        (trivial prompt, nothing recalled, timeouts, failures)."""
        return fence_recall(self.recall(query), note, guard or self.guard)

    def recall(self, query: str) -> list[tuple[str, str]]:
        """The ``(provider, text)`` pairs ``prefetch_all`` fences: every provider asked at
        once within one ``prefetch_timeout``, repeats dropped, budgets applied."""
        if is_trivial(query):
            return []
        safe_query = self.redact(query)
        states = [s for s in self._states if s.provider.recall_mode in ("context", "hybrid")]
        started = [(state, self._start_prefetch(state, safe_query)) for state in states]
        deadline = time.monotonic() + self.prefetch_timeout
        return merge_recall([(state.provider.name, self._finish_prefetch(state, future, deadline),
                              state.recall_chars) for state, future in started])

    def _start_prefetch(self, state: ProviderState, query: str) -> Future[str] | None:
        if state.inflight is not None and not state.inflight.done():
            state.record_failure("prefetch", "skipped: the previous prefetch has not returned")
            return None
        state.calls += 1
        state.inflight = self._pool.submit(state.provider.prefetch, query)
        return state.inflight

    def _finish_prefetch(self, state: ProviderState, future: Future[str] | None,
                         deadline: float) -> str:
        if future is None:
            return ""
        try:
            result = future.result(timeout=max(0.0, deadline - time.monotonic()))
        except FutureTimeout:
            state.record_failure("prefetch", f"timed out after {self.prefetch_timeout:g}s")
            return ""
        except Exception as exc:
            state.record_failure("prefetch", exc)
            return ""
        return result if isinstance(result, str) else ""

    def sync_all(self, user: str, assistant: str) -> None:
        """Queue ``sync_turn`` for every provider (background, in order)."""
        u, a = self.redact(user), self.redact(assistant)
        for state in self._states:
            self._enqueue("sync_turn", state, partial(state.provider.sync_turn, u, a))

    def queue_prefetch_all(self, query: str) -> None:
        if is_trivial(query):
            return
        q = self.redact(query)
        for state in self._states:
            self._enqueue("queue_prefetch", state, partial(state.provider.queue_prefetch, q))

    def on_memory_write(self, action: str, target: str, content: str) -> None:
        text = self.redact(content)
        for state in self._states:
            self._enqueue("on_memory_write", state,
                          partial(state.provider.on_memory_write, action, target, text))

    def on_pre_compress(self, messages: Sequence[Mapping[str, Any]]) -> str:
        kept = []
        for state in self._states:
            text = self._guard(state, "on_pre_compress",
                               partial(state.provider.on_pre_compress, messages))
            if isinstance(text, str) and text.strip():
                kept.append(text.strip())
        return "\n\n".join(kept)

    def on_session_switch(self, new_session_id: str, *, parent_session_id: str | None,
                          reason: str) -> None:
        for state in self._states:
            self._guard(state, "on_session_switch", partial(
                state.provider.on_session_switch, new_session_id,
                parent_session_id=parent_session_id, reason=reason))

    def on_session_end(self, messages: Sequence[Mapping[str, Any]]) -> None:
        for state in self._states:
            self._guard(state, "on_session_end", partial(state.provider.on_session_end, messages))

    # background worker ---------------------------------------------------------------------
    def _enqueue(self, what: str, state: ProviderState, call: Callable[[], object]) -> None:
        if self._closed:
            state.record_failure(what, "dropped: the manager is shut down")
            return
        if self._worker is None:
            self._worker = threading.Thread(target=self._work, name="keepmind-sync",
                                            daemon=True)
            self._worker.start()
        self._tasks.put((what, state, call))

    def _work(self) -> None:
        while True:
            task = self._tasks.get()
            try:
                if task is None:
                    return
                what, state, call = task
                self._guard(state, what, call)
            finally:
                self._tasks.task_done()

    def flush_pending(self, timeout: float = 10.0) -> bool:
        """Wait until every queued background call has run; False if ``timeout`` passed."""
        done = self._tasks.all_tasks_done  # the queue's own condition, notified by task_done
        with done:
            return done.wait_for(lambda: not self._tasks.unfinished_tasks, timeout)

    def shutdown(self, timeout: float = 5.0) -> list[str]:
        """Drain the queue within ``timeout``, shut providers down, and return what was
        abandoned (one line per call that never ran)."""
        if self._closed:
            return []
        self._closed = True
        drained = self.flush_pending(timeout)
        abandoned: list[str] = []
        if not drained:
            while True:
                try:
                    task = self._tasks.get_nowait()
                except queue.Empty:
                    break
                if task is not None:
                    abandoned.append(f"{task[1].provider.name}.{task[0]}")
                self._tasks.task_done()
        self._tasks.put(None)
        for state in self._states:
            self._guard(state, "shutdown", state.provider.shutdown)
        self._pool.shutdown(wait=False, cancel_futures=True)
        if abandoned:
            log.warning("memory providers: abandoned at shutdown: %s", ", ".join(abandoned))
        return abandoned

    # health --------------------------------------------------------------------------------
    def _guard(self, state: ProviderState, what: str, call: Callable[[], object]) -> object:
        state.calls += 1
        try:
            return call()
        except Exception as exc:
            state.record_failure(what, exc)
            return None

    def status(self) -> list[dict[str, Any]]:
        """Per provider: name, recall mode, availability, call and failure counts, the
        last errors."""
        report = []
        for state in self._states:
            provider = state.provider
            try:
                available = bool(provider.is_available())
            except Exception as exc:
                available = False
                state.record_failure("is_available", exc)
            report.append({"name": provider.name, "recall_mode": provider.recall_mode,
                           "available": available, "calls": state.calls,
                           "failures": state.failures, "last_errors": list(state.errors)})
        return report
