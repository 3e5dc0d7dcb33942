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
- With ``text_tool_calls`` (the default), a reply without ``tool_calls`` whose text makes
  calls to the tools the request offered, in a format local servers pass through
  (``keepmind.llm.text_calls``), is returned with those calls as real tool calls.
- The client reads nothing from the environment (httpx's proxy variables included, unless
  ``trust_env=True``); the key is given by the caller.
"""

from __future__ import annotations

import json
import logging
import random
import time
from collections.abc import Callable, Mapping, Sequence
from email.utils import parsedate_to_datetime
from typing import Any

import httpx

from keepmind.errors import LLMError
from keepmind.llm import text_calls
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


class LLMClient:
    """Chat completions against one OpenAI-compatible endpoint.

    ``base_url`` is the API root (``https://api.openai.com/v1``,
    ``http://127.0.0.1:8080/v1``); requests go to ``{base_url}/chat/completions``. An
    empty ``api_key`` sends no Authorization header (local servers). ``transport`` is the
    seam for tests (any ``httpx.BaseTransport``); ``sleep`` is used for the waits between
    attempts. ``text_tool_calls=False`` takes reply texts as they are, never as calls.
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
        body = json.dumps(encode_request(self.model, messages, tools, params),
                          ensure_ascii=False).encode("utf-8")
        attempts = self.max_retries + 1
        failure = ""
        for attempt in range(attempts):
            wait: float | None = None
            try:
                response = self._http.post("/chat/completions", content=body)
            except httpx.TimeoutException as exc:
                failure = f"timed out after {self.timeout:g}s ({type(exc).__name__})"
            except _TRANSIENT as exc:
                failure = f"connection failed: {exc or type(exc).__name__}"
            except httpx.HTTPError as exc:
                raise LLMError(f"{self._where()}: request failed: {exc}") from exc
            else:
                status = response.status_code
                if 200 <= status < 300:
                    reply = self._decode(response)
                    return text_calls.recover(reply, tools) if self.text_tool_calls else reply
                failure = f"HTTP {status}: {describe_error(response.content)}"
                if status not in RETRY_STATUSES and status < 500:  # 3xx, other 4xx
                    raise LLMError(f"{self._where()}: {failure}")
                wait = self._retry_after(response.headers.get("Retry-After"))
            if attempt + 1 < attempts:
                delay = self._backoff(attempt) if wait is None else wait
                log.debug("%s: %s; retrying in %.2fs", self._where(), failure, delay)
                self._sleep(delay)
        raise LLMError(f"{self._where()}: gave up after {attempts} attempts; last: {failure}")

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
