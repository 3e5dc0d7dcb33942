"""The background review worker: one daemon thread that reviews the sessions handed to
it, off the agent's hot path.

Invariants: ``submit`` never blocks and never raises (a session already waiting is not
queued twice); a review that fails is logged, never propagated; ``close`` stops taking
work and waits at most ``timeout`` seconds for what is queued, returning the session ids
it abandoned (their review waits for the next run or ``keepmind review``).
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable

log = logging.getLogger(__name__)

_STOP = ""


class ReviewWorker:
    """Runs ``review(session_id)`` for each submitted session, one at a time."""

    def __init__(self, review: Callable[[str], object]) -> None:
        self._review = review
        self._queue: queue.Queue[str] = queue.Queue()
        self._waiting: set[str] = set()
        self._lock = threading.Lock()
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="keepmind-review",
                                        daemon=True)
        self._thread.start()

    def submit(self, session_id: str) -> None:
        with self._lock:
            if self._closed or session_id in self._waiting:
                return
            self._waiting.add(session_id)
        self._queue.put(session_id)

    def _run(self) -> None:
        while (session_id := self._queue.get()) != _STOP:
            with self._lock:
                self._waiting.discard(session_id)
            try:
                self._review(session_id)
            except Exception:
                log.exception("background review of %s failed", session_id)

    def close(self, timeout: float = 30.0) -> list[str]:
        """Stop after the queued reviews, waiting at most ``timeout`` seconds; returns
        the sessions still waiting."""
        with self._lock:
            self._closed = True
        self._queue.put(_STOP)
        deadline = time.monotonic() + timeout
        self._thread.join(max(0.0, deadline - time.monotonic()))
        with self._lock:
            return sorted(self._waiting)
