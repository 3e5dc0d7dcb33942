"""Public test doubles: a scripted OpenAI-compatible chat-completions server and a fake
memory provider (``FakeProvider``).

``ScriptedLLMServer`` is a real HTTP server on 127.0.0.1 (an ephemeral port, a background
thread), so the code under test goes through its real client, sockets and timeouts. It
answers ``POST .../chat/completions`` from, in this order: the queue of scripted replies
(first in, first out), the ``responder`` callable, the ``default`` reply; with none of
these it answers HTTP 400 "no reply scripted", which clients report without retrying.
``GET .../models`` lists the one model (with ``model_info`` in its entry); ``GET /props``
answers ``props`` when given (a llama.cpp-style server), else 404. With
``context_window``, a chat request longer than it (a quarter of its JSON's characters in
tokens) is refused with HTTP 400, as real servers refuse an overflow.
``POST .../embeddings`` answers every input text with a deterministic vector of
``embedding_dims`` floats (``embed_text``: its words hashed into buckets, unit length), so
texts that share words are near and a memory layer's search can be tested for real.
``Reply.text_tool_calls`` answers with tool calls written into the message text, in each
format local servers pass through. A request with ``stream: true`` is answered with
server-sent events (``stream_chunks``: the text a word at a time, tool call arguments in
pieces, the usage last when ``stream_options.include_usage`` asks), ``Reply.stream_pause``
seconds apart. Every request
is recorded (parsed JSON body and headers) for assertions.

Invariants: every method is thread-safe; a reply's ``delay`` is cut short by ``close()``,
so shutting down never waits for a scripted delay; ``close()`` returns once the serving
thread and every request thread have ended. Exceptions raised by a responder are answered
with HTTP 400 naming them and kept in ``script_errors``. See docs/testing.md.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import math
import re
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any, Literal, get_args

from keepmind.llm import LLMClient
from keepmind.providers.base import MemoryProvider, RecallMode

MAX_DELAY = 60.0
ToolCallSpec = tuple[str, Mapping[str, Any]]
TextCallFormat = Literal["tool_call_tags", "bare_json", "json_list", "code_fence",
                         "function_object", "doubled_braces"]
TEXT_CALL_FORMATS: tuple[TextCallFormat, ...] = get_args(TextCallFormat)


@dataclass(frozen=True)
class Reply:
    """One scripted answer. Build it with ``Reply.text``, ``Reply.tool_calls``,
    ``Reply.error``, ``Reply.malformed`` or ``Reply.json``.

    A reply with a ``message`` is sent as a full completion (id, model, choices, usage;
    ``prompt_tokens`` overrides the estimate of one token per 4 characters of the request's
    messages). A reply with a ``body`` sends those bytes as they are.
    """

    status: int = 200
    message: Mapping[str, Any] | None = None
    body: bytes | None = None
    headers: tuple[tuple[str, str], ...] = ()
    delay: float = 0.0
    finish_reason: str = "stop"
    prompt_tokens: int | None = None
    stream_pause: float = 0.0
    """Seconds between the chunks of a streamed answer (cut short by ``close()``)."""

    def __post_init__(self) -> None:
        if not (0 <= self.delay <= MAX_DELAY and 0 <= self.stream_pause <= MAX_DELAY):
            raise ValueError(f"delays must be between 0 and {MAX_DELAY:g} seconds")
        if (self.message is None) == (self.body is None):
            raise ValueError("a reply has either a message or a body")

    @classmethod
    def text(cls, text: str, *, delay: float = 0.0, finish_reason: str = "stop",
             prompt_tokens: int | None = None) -> Reply:
        """An assistant message with ``text``."""
        return cls(message={"role": "assistant", "content": text}, delay=delay,
                   finish_reason=finish_reason, prompt_tokens=prompt_tokens)

    @classmethod
    def tool_call(cls, name: str, arguments: Mapping[str, Any] | str, *,
                  id: str | None = None, delay: float = 0.0) -> Reply:
        """An assistant message calling one tool; ``arguments`` as a mapping or JSON text."""
        return cls._calls([(name, arguments, id)], None, delay, None)

    @classmethod
    def tool_calls(cls, calls: Iterable[ToolCallSpec], *, text: str | None = None,
                   delay: float = 0.0, prompt_tokens: int | None = None) -> Reply:
        """An assistant message calling several tools at once, ids ``call_1``, ``call_2``..."""
        return cls._calls([(name, args, None) for name, args in calls], text, delay,
                          prompt_tokens)

    @classmethod
    def text_tool_calls(cls, calls: Iterable[ToolCallSpec], format: TextCallFormat, *,
                        text: str | None = None, delay: float = 0.0) -> Reply:
        """A text reply (no ``tool_calls``) whose content makes ``calls`` in ``format``, after
        ``text`` when given, as local servers return what the model wrote."""
        rendered = render_text_calls(calls, format)
        content = rendered if text is None else f"{text}\n{rendered}"
        return cls.text(content, delay=delay)

    @classmethod
    def error(cls, status: int, body: str | Mapping[str, Any] | None = None, *,
              headers: Mapping[str, str] | None = None, delay: float = 0.0) -> Reply:
        """An HTTP error. ``body`` as text is wrapped in an OpenAI error object; a mapping is
        sent as JSON; None gives a generic message."""
        if body is None:
            body = f"scripted error {status}"
        payload = body if isinstance(body, Mapping) else {
            "error": {"message": body, "type": "scripted_error", "code": status}}
        return cls(status=status, body=_json_bytes(payload),
                   headers=tuple((headers or {}).items()), delay=delay)

    @classmethod
    def malformed(cls, body: str | bytes = "{this is not json", *, status: int = 200,
                  delay: float = 0.0) -> Reply:
        """A body sent as is, e.g. invalid JSON or JSON that is not a completion."""
        raw = body.encode("utf-8") if isinstance(body, str) else body
        return cls(status=status, body=raw, delay=delay)

    @classmethod
    def json(cls, payload: Any, *, status: int = 200, delay: float = 0.0) -> Reply:
        """Any JSON value sent as the body (for shapes the other builders do not make)."""
        return cls(status=status, body=_json_bytes(payload), delay=delay)

    @classmethod
    def _calls(cls, calls: Sequence[tuple[str, Mapping[str, Any] | str, str | None]],
               text: str | None, delay: float, prompt_tokens: int | None) -> Reply:
        encoded = []
        for number, (name, args, call_id) in enumerate(calls, start=1):
            arguments = args if isinstance(args, str) else json.dumps(dict(args))
            encoded.append({"id": call_id or f"call_{number}", "type": "function",
                            "function": {"name": name, "arguments": arguments}})
        if not encoded:
            raise ValueError("tool_calls needs at least one call")
        return cls(message={"role": "assistant", "content": text, "tool_calls": encoded},
                   delay=delay, finish_reason="tool_calls", prompt_tokens=prompt_tokens)


@dataclass(frozen=True)
class RecordedRequest:
    """One request as the server received it; ``headers`` keys are lower-case."""

    index: int
    method: str
    path: str
    headers: Mapping[str, str]
    raw: bytes
    json: Any = field(default=None)

    @property
    def messages(self) -> list[dict[str, Any]]:
        """The ``messages`` of a chat request ([] for anything else)."""
        found = self.json.get("messages") if isinstance(self.json, dict) else None
        return list(found) if isinstance(found, list) else []

    @property
    def tools(self) -> list[dict[str, Any]]:
        found = self.json.get("tools") if isinstance(self.json, dict) else None
        return list(found) if isinstance(found, list) else []

    @property
    def system_prompt(self) -> str | None:
        """The content of the first message when it is a system message."""
        first = self.messages[0] if self.messages else None
        if isinstance(first, dict) and first.get("role") == "system":
            content = first.get("content")
            return content if isinstance(content, str) else None
        return None


Responder = Callable[[RecordedRequest], "Reply | str"]


class ScriptedLLMServer:
    """A scripted OpenAI-compatible chat-completions server on 127.0.0.1.

        with ScriptedLLMServer() as server:
            server.queue_text("hello")
            client = LLMClient(server.base_url, "any-model")
            assert client.chat([ChatMessage.user("hi")]).content == "hello"
            assert server.requests[0].messages[-1]["content"] == "hi"
    """

    def __init__(self, *, model: str = "scripted-model", default: Reply | str | None = None,
                 responder: Responder | None = None, model_info: Mapping[str, Any] | None = None,
                 props: Mapping[str, Any] | None = None,
                 context_window: int | None = None, embedding_dims: int = 64) -> None:
        self.model = model
        self.embedding_dims = embedding_dims
        self.model_info = dict(model_info or {})
        self.props = dict(props) if props is not None else None
        self.context_window = context_window
        self._default = _as_reply(default)
        self._responder = responder
        self._lock = threading.Lock()
        self._queue: deque[Reply] = deque()
        self._requests: list[RecordedRequest] = []
        self._errors: list[str] = []
        self._arrived = threading.Condition(self._lock)
        self._closing = threading.Event()
        self._ids = itertools.count(1)
        self._httpd: _Server | None = None
        self._thread: threading.Thread | None = None

    # lifecycle -------------------------------------------------------------------
    def start(self) -> ScriptedLLMServer:
        """Bind an ephemeral port on 127.0.0.1 and serve in a background thread."""
        if self._httpd is not None:
            return self
        httpd = _Server(("127.0.0.1", 0), _Handler)
        httpd.script = self
        self._httpd = httpd
        self._thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.05},
                                        name="scripted-llm-server", daemon=True)
        self._thread.start()
        return self

    def close(self) -> None:
        """Stop serving; cuts scripted delays short and joins every server thread."""
        httpd, self._httpd = self._httpd, None
        if httpd is None:
            return
        self._closing.set()
        httpd.shutdown()
        httpd.server_close()
        if self._thread is not None:
            self._thread.join()

    def __enter__(self) -> ScriptedLLMServer:
        return self.start()

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    @property
    def port(self) -> int:
        if self._httpd is None:
            raise RuntimeError("the scripted server is not running; use start() or `with`")
        return int(self._httpd.server_address[1])

    @property
    def base_url(self) -> str:
        """The API root to give a client, ``http://127.0.0.1:<port>/v1``."""
        return f"http://127.0.0.1:{self.port}/v1"

    def client(self, **options: Any) -> LLMClient:
        """An ``LLMClient`` for this server (``options`` as for ``LLMClient``)."""
        return LLMClient(self.base_url, self.model, **options)

    # scripting -------------------------------------------------------------------
    def queue(self, *replies: Reply | str) -> None:
        """Append replies to the script; a str is a text reply."""
        with self._lock:
            self._queue.extend(Reply.text(r) if isinstance(r, str) else r for r in replies)

    def queue_text(self, text: str, *, delay: float = 0.0) -> None:
        self.queue(Reply.text(text, delay=delay))

    def queue_tool_call(self, name: str, arguments: Mapping[str, Any] | str, *,
                        delay: float = 0.0) -> None:
        self.queue(Reply.tool_call(name, arguments, delay=delay))

    def queue_tool_calls(self, calls: Iterable[ToolCallSpec], *, delay: float = 0.0) -> None:
        self.queue(Reply.tool_calls(calls, delay=delay))

    def queue_error(self, status: int, body: str | Mapping[str, Any] | None = None, *,
                    headers: Mapping[str, str] | None = None, delay: float = 0.0) -> None:
        self.queue(Reply.error(status, body, headers=headers, delay=delay))

    def queue_malformed(self, body: str | bytes = "{this is not json", *,
                        delay: float = 0.0) -> None:
        self.queue(Reply.malformed(body, delay=delay))

    @property
    def default(self) -> Reply | None:
        """The reply used when the queue is empty and no responder is set."""
        return self._default

    @default.setter
    def default(self, reply: Reply | str | None) -> None:
        self._default = _as_reply(reply)

    @property
    def responder(self) -> Responder | None:
        """A callable (request -> Reply or text) consulted when the queue is empty."""
        return self._responder

    @responder.setter
    def responder(self, responder: Responder | None) -> None:
        self._responder = responder

    @property
    def pending(self) -> int:
        """How many queued replies have not been served yet."""
        with self._lock:
            return len(self._queue)

    # records ---------------------------------------------------------------------
    @property
    def requests(self) -> list[RecordedRequest]:
        """Every request received so far, in arrival order (a copy)."""
        with self._lock:
            return list(self._requests)

    @property
    def chat_requests(self) -> list[RecordedRequest]:
        """The chat-completions requests among ``requests``."""
        return [r for r in self.requests if r.path.endswith("/chat/completions")]

    @property
    def script_errors(self) -> list[str]:
        """Requests answered "no reply scripted" and responders that raised."""
        with self._lock:
            return list(self._errors)

    def wait_for_requests(self, count: int, timeout: float = 5.0) -> list[RecordedRequest]:
        """Block until ``count`` requests have arrived. Raises TimeoutError after ``timeout``."""
        deadline = time.monotonic() + timeout
        with self._arrived:
            while len(self._requests) < count:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError(f"{len(self._requests)} of {count} requests arrived "
                                       f"within {timeout:g}s")
                self._arrived.wait(left)
            return list(self._requests)

    # serving (called from request threads) ---------------------------------------
    def _record(self, method: str, path: str, headers: Mapping[str, str],
                raw: bytes) -> RecordedRequest:
        try:
            parsed = json.loads(raw) if raw else None
        except (json.JSONDecodeError, UnicodeDecodeError):
            parsed = None
        with self._arrived:
            request = RecordedRequest(len(self._requests), method, path, dict(headers), raw, parsed)
            self._requests.append(request)
            self._arrived.notify_all()
        return request

    def _reply_for(self, request: RecordedRequest) -> Reply:
        if self.context_window is not None:
            size = len(json.dumps([request.messages, request.tools], ensure_ascii=False)) // 4
            if size > self.context_window:
                return self._script_error(f"request #{request.index} is about {size} tokens, "
                                          f"more than the context window of "
                                          f"{self.context_window}")
        with self._lock:
            if self._queue:
                return self._queue.popleft()
        responder = self._responder
        if responder is not None:
            try:
                reply = _as_reply(responder(request))
            except Exception as exc:  # a bug in the test's responder: answer and keep it
                return self._script_error(f"responder raised {type(exc).__name__}: {exc}")
            if reply is not None:
                return reply
        if self._default is not None:
            return self._default
        return self._script_error(f"no reply scripted for request #{request.index}")

    def _script_error(self, message: str) -> Reply:
        self._note_error(message)
        return Reply.error(400, f"scripted server: {message}")

    def _note_error(self, message: str) -> None:
        with self._lock:
            self._errors.append(message)

    def _render(self, reply: Reply, request: RecordedRequest) -> bytes:
        return reply.body if reply.body is not None else _json_bytes(
            self._completion(reply, request))

    def _completion(self, reply: Reply, request: RecordedRequest) -> dict[str, Any]:
        message = dict(reply.message or {})
        prompt = reply.prompt_tokens
        if prompt is None:
            prompt = max(1, len(json.dumps(request.messages)) // 4)
        produced = json.dumps([message.get("content"), message.get("tool_calls")])
        completion = max(1, len(produced) // 4)
        return {
            "id": f"chatcmpl-scripted-{next(self._ids)}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": self.model,
            "choices": [{"index": 0, "message": message, "finish_reason": reply.finish_reason}],
            "usage": {"prompt_tokens": prompt, "completion_tokens": completion,
                      "total_tokens": prompt + completion},
        }

    def _embeddings_body(self, request: RecordedRequest) -> bytes:
        body = request.json if isinstance(request.json, dict) else {}
        texts = body.get("input", [])
        texts = [texts] if isinstance(texts, str) else texts
        data = [{"object": "embedding", "index": i,
                 "embedding": embed_text(str(t), self.embedding_dims)}
                for i, t in enumerate(texts)]
        return _json_bytes({"object": "list", "data": data, "model": body.get("model"),
                            "usage": {"prompt_tokens": len(texts), "total_tokens": len(texts)}})

    def _models_body(self) -> bytes:
        return _json_bytes({"object": "list", "data": [
            {"id": self.model, "object": "model", "owned_by": "keepmind.testing",
             **self.model_info}]})


class _Server(ThreadingHTTPServer):
    daemon_threads = False
    block_on_close = True
    script: ScriptedLLMServer

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A client that hung up (e.g. after its own timeout) is expected; others are kept."""
        error = sys.exc_info()[1]
        if not isinstance(error, ConnectionError | TimeoutError):
            self.script._note_error(f"server error: {type(error).__name__}: {error}")


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    timeout = 10.0
    protocol_version = "HTTP/1.0"

    def log_message(self, format: str, *args: Any) -> None:
        """Silence the default stderr access log."""

    def do_GET(self) -> None:
        script = self.server.script
        script._record("GET", self.path, self._headers(), b"")
        if self.path.rstrip("/").endswith("/models"):
            self._send(200, script._models_body(), ())
        elif self.path.rstrip("/") == "/props" and script.props is not None:
            self._send(200, _json_bytes(script.props), ())
        else:
            self._send(404, Reply.error(404, f"no route {self.path}").body or b"", ())

    def do_POST(self) -> None:
        script = self.server.script
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        request = script._record("POST", self.path, self._headers(), raw)
        if self.path.rstrip("/").endswith("/embeddings"):
            self._send(200, script._embeddings_body(request), ())
            return
        if not self.path.rstrip("/").endswith("/chat/completions"):
            self._send(404, Reply.error(404, f"no route {self.path}").body or b"", ())
            return
        reply = script._reply_for(request)
        if reply.delay and script._closing.wait(reply.delay):
            return
        if reply.body is None and isinstance(request.json, dict) and request.json.get("stream"):
            self._stream(reply, script._completion(reply, request), request.json)
            return
        self._send(reply.status, script._render(reply, request), reply.headers)

    def _stream(self, reply: Reply, completion: dict[str, Any], body: dict[str, Any]) -> None:
        """The completion as server-sent events, one chunk at a time, flushed."""
        self.send_response(reply.status)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        for key, value in reply.headers:
            self.send_header(key, value)
        self.end_headers()
        options = body.get("stream_options")
        with_usage = isinstance(options, dict) and options.get("include_usage") is True
        for number, chunk in enumerate(stream_chunks(completion, with_usage)):
            if number and reply.stream_pause and \
                    self.server.script._closing.wait(reply.stream_pause):
                return
            self.wfile.write(b"data: " + _json_bytes(chunk) + b"\n\n")
            self.wfile.flush()
        self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()

    def _headers(self) -> dict[str, str]:
        return {key.lower(): value for key, value in self.headers.items()}

    def _send(self, status: int, body: bytes, headers: Iterable[tuple[str, str]]) -> None:
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        for key, value in headers:
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(body)


def render_text_calls(calls: Iterable[ToolCallSpec], format: TextCallFormat) -> str:
    """``calls`` written as a model writes them into its text: ``tool_call_tags`` (one
    ``<tool_call>`` block each), ``bare_json`` (one object per line), ``json_list`` (one
    list), ``code_fence`` (the list in a json fence), ``function_object`` (one
    ``{"function": ...}`` per line, the arguments as JSON text), ``doubled_braces`` (one
    object per line inside a second pair of braces, as small models write it)."""
    objects = [{"name": name, "arguments": dict(args)} for name, args in calls]
    if not objects:
        raise ValueError("text_tool_calls needs at least one call")
    if format == "tool_call_tags":
        return "\n".join(f"<tool_call>\n{json.dumps(o)}\n</tool_call>" for o in objects)
    if format == "bare_json":
        return "\n".join(json.dumps(o) for o in objects)
    if format == "json_list":
        return json.dumps(objects)
    if format == "code_fence":
        return f"```json\n{json.dumps(objects, indent=2)}\n```"
    if format == "function_object":
        return "\n".join(json.dumps({"type": "function", "function": {
            "name": o["name"], "arguments": json.dumps(o["arguments"])}}) for o in objects)
    if format == "doubled_braces":
        return "\n".join("{" + json.dumps(o) + "}" for o in objects)
    raise ValueError(f"unknown text call format {format!r}; expected one of {TEXT_CALL_FORMATS}")


def stream_chunks(completion: Mapping[str, Any], with_usage: bool) -> list[dict[str, Any]]:
    """A completion as the chunks of its stream: the role, the content a word at a time,
    each tool call's id and name then its arguments in three pieces, the finish reason,
    and the usage in a chunk of its own when asked for."""
    message = completion["choices"][0]["message"]
    head = {k: completion[k] for k in ("id", "model", "created")}

    def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
        return {**head, "object": "chat.completion.chunk",
                "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}

    chunks = [chunk({"role": "assistant", "content": ""})]
    chunks += [chunk({"content": word})
               for word in re.findall(r"\s*\S+\s*|\s+", message.get("content") or "")]
    for index, call in enumerate(message.get("tool_calls") or []):
        function = call["function"]
        chunks.append(chunk({"tool_calls": [{"index": index, "id": call["id"], "type": "function",
                                             "function": {"name": function["name"],
                                                          "arguments": ""}}]}))
        arguments = function["arguments"]
        third = -(-len(arguments) // 3) or 1
        chunks += [chunk({"tool_calls": [{"index": index, "function": {
            "arguments": arguments[i:i + third]}}]}) for i in range(0, len(arguments), third)]
    chunks.append(chunk({}, completion["choices"][0]["finish_reason"]))
    if with_usage:
        chunks.append({**head, "object": "chat.completion.chunk", "choices": [],
                       "usage": completion["usage"]})
    return chunks


def _as_reply(reply: Reply | str | None) -> Reply | None:
    return Reply.text(reply) if isinstance(reply, str) else reply


def embed_text(text: str, dims: int = 64) -> list[float]:
    """The scripted server's embedding of ``text``: each lower-cased word adds 1 to the
    bucket its SHA-256 picks, and the vector is scaled to unit length (all zeros for a
    text without words). The same text always gives the same vector."""
    vector = [0.0] * dims
    for word in re.findall(r"\w+", text.lower()):
        vector[int.from_bytes(hashlib.sha256(word.encode("utf-8")).digest()[:8], "big")
               % dims] += 1.0
    norm = math.sqrt(sum(x * x for x in vector))
    return [x / norm for x in vector] if norm else vector


def _json_bytes(payload: Any) -> bytes:
    return json.dumps(payload, ensure_ascii=False).encode("utf-8")


class FakeProvider(MemoryProvider):
    """A memory provider for tests: recalls a fixed text (or, with ``recall_each_turn``, a
    different line every turn), offers one tool ``<name>_recall`` in ``tools``/``hybrid``
    mode, and records every hook call in ``calls`` as ``(hook, args)``."""

    def __init__(self, name: str = "fake", *, recall: str = "The user once mentioned tea.",
                 block: str = "", mode: RecallMode = "context",
                 recall_each_turn: bool = False) -> None:
        self.name = name
        self.recall = recall
        self.block = block
        self.recall_mode = mode
        self.recall_each_turn = recall_each_turn
        self.calls: list[tuple[str, tuple[Any, ...]]] = []
        self._turn = 0
        self._lock = threading.Lock()

    def _log(self, hook: str, *args: Any) -> None:
        with self._lock:
            self.calls.append((hook, args))

    def initialize(self, session_id: str, **context: Any) -> None:
        self._log("initialize", session_id)

    def system_prompt_block(self) -> str:
        return self.block

    def prefetch(self, query: str) -> str:
        self._log("prefetch", query)
        self._turn += 1
        if self.recall_each_turn:
            return f"{self.recall} (recalled for turn {self._turn})"
        return self.recall

    def queue_prefetch(self, query: str) -> None:
        self._log("queue_prefetch", query)

    def sync_turn(self, user: str, assistant: str) -> None:
        self._log("sync_turn", user, assistant)

    def tool_schemas(self) -> list[dict[str, Any]]:
        return [{"type": "function", "function": {
            "name": f"{self.name}_recall", "description": "Search the fake memory.",
            "parameters": {"type": "object", "properties": {"query": {"type": "string"}}}}}]

    def handle_tool_call(self, name: str, args: Mapping[str, Any]) -> str:
        self._log("handle_tool_call", name, dict(args))
        return f"{self.recall} (for {args.get('query', '')!r})"

    def on_session_switch(self, new_session_id: str, *, parent_session_id: str | None,
                          reason: str) -> None:
        self._log("on_session_switch", new_session_id, parent_session_id, reason)

    def on_pre_compress(self, messages: Sequence[Mapping[str, Any]]) -> str:
        self._log("on_pre_compress", len(messages))
        return ""

    def on_memory_write(self, action: str, target: str, content: str) -> None:
        self._log("on_memory_write", action, target, content)

    def on_session_end(self, messages: Sequence[Mapping[str, Any]]) -> None:
        self._log("on_session_end", len(messages))
