"""A synchronous client for OpenAI-compatible chat completions, over httpx.

Owns one endpoint (base URL, model, key) and the retry policy. Invariants:

- Transient failures are retried at most ``max_retries`` times: HTTP 408, 429 and 5xx,
  connection errors, protocol errors and timeouts. The wait doubles from ``backoff`` up
  to ``max_backoff`` with jitter; a ``Retry-After`` header (seconds or an HTTP date) is
  honoured instead, clamped to ``max_retry_after`` so a peer can never stall us longer.
- Anything else fails at once: another 4xx, a body that is not a completion, a reply
  missing its choices. Every failure leaves as ``LLMError`` with a one-line message that
  names the endpoint and what went wrong; httpx errors never escape.
- The worst case of one ``chat`` call is bounded: (max_retries + 1) attempts of at most
  ``timeout`` seconds per network phase each, plus the clamped waits between them.
- ``stream`` is ``chat`` over server-sent events, with the same retry policy until the
  first piece of text was passed on, and the same reply at the end (``keepmind.llm.sse``).
- With ``text_tool_calls`` (the default), a reply without ``tool_calls`` whose text makes
  calls to the tools the request offered, in a format local servers pass through
  (``keepmind.llm.text_calls``), is returned with those calls as real tool calls.
- ``context_window`` is the smaller of the configured window and the one the server
  reports (``keepmind.llm.window.probe``, asked once, on first use, with a short timeout),
  either alone when only one is known, None when neither is; never below 1,024 tokens.
- The client reads nothing from the environment (httpx's proxy variables included, unless
  ``trust_env=True``); the key is given by the caller.
"""

from __future__ import annotations

import json
import logging
import random
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from email.utils import parsedate_to_datetime
from typing import Any

import httpx

from keepmind.errors import LLMError
from keepmind.llm import text_calls, window
from keepmind.llm.budget import MIN_CONTEXT_WINDOW
from keepmind.llm.sse import StreamAssembler
from keepmind.llm.wire import (
    ChatResponse,
    MessageLike,
    decode_response_body,
    describe_error,
    encode_request,
)

log = logging.getLogger("keepmind.llm")

RETRY_STATUSES = frozenset({408, 429})  # and every 5xx
_TRANSIENT = (httpx.TimeoutException, httpx.NetworkError, httpx.RemoteProtocolError)


class _Transient(Exception):
    """A failed attempt worth another: what went wrong, and the wait the peer asked for."""

    def __init__(self, failure: str, wait: float | None = None) -> None:
        super().__init__(failure)
        self.failure = failure
        self.wait = wait


class LLMClient:
    """Chat completions against one OpenAI-compatible endpoint.

    ``base_url`` is the API root (``https://api.openai.com/v1``,
    ``http://127.0.0.1:8080/v1``); requests go to ``{base_url}/chat/completions``. An
    empty ``api_key`` sends no Authorization header (local servers). ``transport`` is the
    seam for tests (any ``httpx.BaseTransport``); ``sleep`` is used for the waits between
    attempts. ``text_tool_calls=False`` takes reply texts as they are, never as calls.
    ``context_window`` is the configured window in tokens (None: unknown);
    ``probe_window=False`` never asks the server for its own.
    The client is thread-safe; ``close()`` (or ``with``) releases connections.
    """

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str = "",
        *,
        timeout: float = 60.0,
        max_retries: int = 3,
        backoff: float = 0.5,
        max_backoff: float = 8.0,
        max_retry_after: float = 30.0,
        transport: httpx.BaseTransport | None = None,
        trust_env: bool = False,
        text_tool_calls: bool = True,
        context_window: int | None = None,
        probe_window: bool = True,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        if not base_url.strip():
            raise ValueError("base_url is empty; expected an URL such as http://127.0.0.1:8080/v1")
        if not model.strip():
            raise ValueError("model is empty")
        if timeout <= 0 or max_retries < 0 or backoff < 0 or max_backoff < 0 \
                or max_retry_after < 0:
            raise ValueError("timeout must be positive; retries and waits must not be negative")
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.timeout = timeout
        self.max_retries = max_retries
        self.backoff = backoff
        self.max_backoff = max_backoff
        self.max_retry_after = max_retry_after
        self.text_tool_calls = text_tool_calls
        self.configured_window = context_window
        self.probe_window = probe_window
        self._window: tuple[int | None] | None = None
        self._window_lock = threading.Lock()
        self._sleep = sleep
        headers = {"Content-Type": "application/json", "Accept": "application/json",
                   "User-Agent": "keepmind"}
        if api_key:
            headers["Authorization"] = f"Bearer {api_key}"
        self._http = httpx.Client(base_url=self.base_url, headers=headers,
                                  timeout=httpx.Timeout(timeout), transport=transport,
                                  trust_env=trust_env)

    def __repr__(self) -> str:
        return f"LLMClient(base_url={self.base_url!r}, model={self.model!r})"

    def __enter__(self) -> LLMClient:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        """Release the connection pool; the client cannot be used afterwards."""
        self._http.close()

    @property
    def context_window(self) -> int | None:
        """The model's context window in tokens, None when neither the configuration nor
        the server tells it. The server is asked once (a failed probe counts as silence)."""
        with self._window_lock:
            if self._window is None:
                probed = window.probe(self._http, self.model) if self.probe_window else None
                known = [w for w in (probed, self.configured_window) if w is not None]
                self._window = (max(MIN_CONTEXT_WINDOW, min(known)) if known else None,)
                log.debug("%s: context window %s (probed %s, configured %s)", self._where(),
                          self._window[0], probed, self.configured_window)
            return self._window[0]

    def chat(
        self,
        messages: Sequence[MessageLike],
        tools: Sequence[Mapping[str, Any]] | None = None,
        **params: Any,
    ) -> ChatResponse:
        """One completion of ``messages`` (``ChatMessage`` values or OpenAI message
        dicts), offering ``tools`` (OpenAI ``{"type": "function", ...}`` schemas).
        ``params`` go into the request body as given (temperature, max_tokens, ...).

        Raises LLMError when the endpoint fails after the retries, refuses the request
        or answers with something that is not a completion; ValueError for a request that
        cannot be built (no messages, a reserved parameter).
        """
        body = self._body(encode_request(self.model, messages, tools, params))
        reply = self._retrying(lambda: self._post_once(body))
        return text_calls.recover(reply, tools) if self.text_tool_calls else reply

    def stream(
        self,
        messages: Sequence[MessageLike],
        tools: Sequence[Mapping[str, Any]] | None = None,
        *,
        on_text: Callable[[str], None],
        **params: Any,
    ) -> ChatResponse:
        """As ``chat``, streamed (``stream: true``, server-sent events, usage asked for in
        the last chunk): ``on_text`` gets each piece of the reply's text as it arrives; the
        reply returned is the whole of it, tool calls assembled from their pieces (and, as
        ``chat`` does, taken from the text for servers that write them there). A server
        that answers with one JSON body instead is read as ``chat`` reads it, its text
        passed to ``on_text`` once.

        Raises as ``chat``; a failure once text was passed on is not retried (the text
        would be shown twice).
        """
        request = encode_request(self.model, messages, tools, params)
        request["stream"] = True
        request["stream_options"] = {"include_usage": True}
        body = self._body(request)
        reply = self._retrying(lambda: self._stream_once(body, on_text))
        return text_calls.recover(reply, tools) if self.text_tool_calls else reply

    def _body(self, request: Mapping[str, Any]) -> bytes:
        return json.dumps(request, ensure_ascii=False).encode("utf-8")

    def _retrying(self, once: Callable[[], ChatResponse]) -> ChatResponse:
        """``once()`` tried up to ``max_retries + 1`` times while it fails transiently."""
        attempts = self.max_retries + 1
        failure = ""
        for attempt in range(attempts):
            try:
                return once()
            except _Transient as exc:
                failure, wait = exc.failure, exc.wait
            if attempt + 1 < attempts:
                delay = self._backoff(attempt) if wait is None else wait
                log.debug("%s: %s; retrying in %.2fs", self._where(), failure, delay)
                self._sleep(delay)
        raise LLMError(f"{self._where()}: gave up after {attempts} attempts; last: {failure}")

    def _post_once(self, body: bytes) -> ChatResponse:
        try:
            response = self._http.post("/chat/completions", content=body)
        except httpx.HTTPError as exc:
            raise self._network_failure(exc) from exc
        self._check_status(response)
        return self._decode(response)

    def _stream_once(self, body: bytes, on_text: Callable[[str], None]) -> ChatResponse:
        shown = False
        try:
            with self._http.stream("POST", "/chat/completions", content=body,
                                   headers={"Accept": "text/event-stream"}) as response:
                if not 200 <= response.status_code < 300 or \
                        "text/event-stream" not in response.headers.get("Content-Type", ""):
                    response.read()
                    self._check_status(response)
                    reply = self._decode(response)
                    if reply.content:
                        on_text(reply.content)
                    return reply
                assembler = StreamAssembler()
                try:
                    for line in response.iter_lines():
                        piece = assembler.feed(line)
                        if piece:
                            shown = True
                            on_text(piece)
                        if assembler.done:
                            break
                    return assembler.response()
                except LLMError as exc:
                    raise LLMError(f"{self._where()}: {exc}") from exc
        except httpx.HTTPError as exc:
            failure = self._network_failure(exc)
            if shown and isinstance(failure, _Transient):
                raise LLMError(f"{self._where()}: the stream broke off: "
                               f"{failure.failure}") from exc
            raise failure from exc

    def _network_failure(self, exc: httpx.HTTPError) -> Exception:
        """The transient failure (retried) or the LLMError that ``exc`` stands for."""
        if isinstance(exc, httpx.TimeoutException):
            return _Transient(f"timed out after {self.timeout:g}s ({type(exc).__name__})")
        if isinstance(exc, _TRANSIENT):
            return _Transient(f"connection failed: {exc or type(exc).__name__}")
        return LLMError(f"{self._where()}: request failed: {exc}")

    def _check_status(self, response: httpx.Response) -> None:
        """Raises _Transient for a status worth retrying, LLMError for another failure."""
        status = response.status_code
        if 200 <= status < 300:
            return
        failure = f"HTTP {status}: {describe_error(response.content)}"
        if status not in RETRY_STATUSES and status < 500:  # 3xx, other 4xx
            raise LLMError(f"{self._where()}: {failure}")
        raise _Transient(failure, self._retry_after(response.headers.get("Retry-After")))

    def _decode(self, response: httpx.Response) -> ChatResponse:
        try:
            return decode_response_body(response.content)
        except LLMError as exc:
            raise LLMError(f"{self._where()}: {exc}") from exc

    def _where(self) -> str:
        return f"model {self.model!r} at {self.base_url}"

    def _backoff(self, attempt: int) -> float:
        ceiling = min(self.max_backoff, self.backoff * 2.0**attempt)
        return ceiling * (0.5 + random.random() / 2)

    def _retry_after(self, header: str | None) -> float | None:
        """Seconds the peer asked us to wait, clamped to ``max_retry_after``; None when
        absent or unreadable (the normal backoff applies then)."""
        if not header:
            return None
        header = header.strip()
        try:
            seconds = float(header)
        except ValueError:
            try:
                seconds = parsedate_to_datetime(header).timestamp() - time.time()
            except (TypeError, ValueError, IndexError, OverflowError):
                return None
        if seconds != seconds:  # NaN
            return None
        return min(max(seconds, 0.0), self.max_retry_after)
