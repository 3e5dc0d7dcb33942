"""``build_server``: keepmind as an MCP server, a factory of thin adapters over the library.

Built on the official SDK's low-level ``Server`` so the tools keep the library's own
JSON schemas (``mcp.tools``). The typed lifespan state (``AppState``) holds the home's
``Memory``, the tool list, the provider manager and the summariser; each connection gets a
``Link`` (``mcp.link``): an archive session and instructions frozen at connect time.

Connections. In the handshake era (every client today: protocol versions up to
2025-11-25) the ``initialize`` request opens a link: a middleware creates it, puts its
instructions into the ``InitializeResult`` and registers its close on the SDK connection's
exit stack, so the archive session ends when the client disconnects. A request on a
connection without a handshake (the 2026-07-28 era, where ``server/discover`` replaces
``initialize``) uses the process's shared link, created at its first request: over stdio
one process serves one client, so that link is exactly the connection; over stateless
HTTP every such client of one scope shares it. The shared links are closed with the
server.

Scopes: a connection works in the scope its scoped bearer token fixes, else in the one its
``X-Keepmind-User``/``-Agent``/``-Org`` headers name (for the operator's token or a
``--no-auth`` loopback server; ``mcp.auth``), else in the server's. A scope other than the
server's gets its own ``Memory`` (stores, archive, provider manager), opened at its first
connection and closed with the server, so each connection's tools, instructions and
resources see its own user's data only (on PostgreSQL enforced by the database).

Errors: every tool answer with ``success: false`` is a tool error (``isError``); a tool
call with arguments that are not an object, and a library failure (``KeepmindError``,
``OSError``, anything unexpected) become tool errors as well, never a protocol crash.
An unknown resource or prompt is a protocol error (``INVALID_PARAMS``) naming the valid
ones.
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import AsyncIterator, Callable, Mapping
from contextlib import asynccontextmanager
from functools import partial
from typing import Any

import anyio
import anyio.to_thread
import mcp_types as types
from mcp.server import Server
from mcp.server.connection import Connection
from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.shared.exceptions import MCPError
from mcp_types.version import MODERN_PROTOCOL_VERSIONS
from pydantic import BaseModel

from keepmind import __version__
from keepmind.api import Memory
from keepmind.config import Settings
from keepmind.errors import ConfigError, KeepmindError
from keepmind.home import Home
from keepmind.llm.client import LLMClient
from keepmind.llm.factory import auxiliary_client
from keepmind.mcp import snapshot
from keepmind.mcp.auth import SCOPE_KEY, header_scope
from keepmind.mcp.link import Link, client_label
from keepmind.mcp.tools import core_schemas, mcp_tools, tool_error, tool_result
from keepmind.providers import MemoryManager
from keepmind.recall.summarizer import LLMSummarizer, Summarizer
from keepmind.security.guard import Guard
from keepmind.types import Scope

log = logging.getLogger(__name__)

SERVER_NAME = "keepmind"
PROMPT_NAME = "keepmind_context"
_LINK_KEY = "keepmind.link"

RESOURCES = (
    types.Resource(
        uri="keepmind://memory", name="memory", title="MEMORY (agent notes)",
        mime_type="text/plain",
        description="The agent's notes (MEMORY.md) as they are now, read at each request."),
    types.Resource(
        uri="keepmind://user", name="user", title="USER PROFILE",
        mime_type="text/plain",
        description="Who the user is (USER.md) as it is now, read at each request."),
    types.Resource(
        uri="keepmind://skills", name="skills", title="Skills index",
        mime_type="text/plain",
        description="The index of saved skills as it is now; read one with skill_view."),
    types.Resource(
        uri="keepmind://memory/pending", name="pending", title="Memory writes awaiting approval",
        mime_type="application/json",
        description=("The memory writes waiting for the user's approval (read-only: the "
                     "user decides with keepmind memory approve/reject), as JSON.")),
)

PROMPT = types.Prompt(
    name=PROMPT_NAME,
    title="keepmind memory snapshot",
    description=("The memory guidance, the MEMORY and USER blocks and the skills index as "
                 "they stood when this connection started (the same text as the server's "
                 "instructions), for clients that do not pass instructions to the model."),
)


class AppState:
    """The server's lifespan state: the home's memory (in the server's scope) and the
    memories of the other scopes connections asked for, the tools, and the open links."""

    def __init__(self, memory: Memory, *, manager: MemoryManager | None,
                 summarizer: Summarizer | None,
                 open_scope: Callable[[Scope], Memory] | None = None) -> None:
        self.memory = memory
        self.manager = manager
        self.summarizer = summarizer
        provider = manager.tool_schemas() if manager is not None else []
        self.tools = mcp_tools(core_schemas(memory_enabled=bool(memory.enabled_stores())),
                               provider)
        self.tool_names = tuple(tool.name for tool in self.tools)
        self.links: list[Link] = []
        self.shared_links: dict[Scope, Link] = {}
        self.shared_lock = anyio.Lock()
        self._links_lock = threading.Lock()
        self._open_scope = open_scope
        self._scoped: dict[Scope, Memory] = {}

    def memory_for(self, scope: Scope) -> Memory:
        """The memory of ``scope``: the server's own, or one opened at the first
        connection of that scope and kept for the server's life. Raises ConfigError for
        another scope of a home on files (its MEMORY and USER files are one user's),
        KeepmindError."""
        if scope == self.memory.scope or self._open_scope is None:
            return self.memory
        if not self.memory.in_database:
            raise ConfigError("a connection of another user needs the stores on PostgreSQL "
                              "(archive.url): the memory files of a home are one user's")
        with self._links_lock:
            found = self._scoped.get(scope)
            if found is None:
                found = self._scoped[scope] = self._open_scope(scope)
            return found

    def open_link(self, client: str, scope: Scope | None = None) -> Link:
        """A new connection's link in ``scope`` (the server's when None; its archive
        session starts now). A scope other than the server's gets its own memory and its
        own provider manager, so nothing of one user reaches another's connection.
        Raises ArchiveError."""
        memory = self.memory_for(scope or self.memory.scope)
        link = Link(memory, client=client, tool_names=self.tool_names,
                    manager=self.manager if memory is self.memory else None,
                    summarizer=self.summarizer)
        with self._links_lock:
            self.links.append(link)
        return link

    def close_link(self, link: Link) -> None:
        """End a link's archive session; failures are logged (a closing client cannot be
        told)."""
        try:
            link.close()
        except KeepmindError as exc:
            log.warning("keepmind mcp: could not end session %s: %s", link.session_id, exc)
        with self._links_lock:
            if link in self.links:
                self.links.remove(link)

    def close_all(self) -> None:
        with self._links_lock:
            links = list(self.links)
        for link in links:
            self.close_link(link)
        with self._links_lock:
            scoped, self._scoped = list(self._scoped.values()), {}
        for memory in scoped:
            memory.close()


def build_server(
    settings: Settings,
    home: Home,
    *,
    manager: MemoryManager | None = None,
    summarizer: Summarizer | None = None,
    environ: Mapping[str, str] | None = None,
    scope: Scope | None = None,
    guard: Guard | None = None,
) -> Server[AppState]:
    """The keepmind MCP server for ``home`` (serve it with ``mcp.run``), working in
    ``scope`` (``Scope()`` when None): its tools see that user's archive alone. Every
    scope it serves scans with ``guard`` (default: the one ``settings`` configure, loaded
    once per run); two servers in one process never share one unless given it.

    ``manager`` is the active provider's ``MemoryManager``: its tools are offered and its
    hooks run per connection; the caller builds it (``keepmind.providers.
    manager_for_home(home, settings, environ, core_tool_names=mcp.tools.CORE_TOOL_NAMES,
    guard=guard)``, as ``keepmind mcp`` does) and shuts it down. Without one, no provider is used.

    Without ``summarizer``, an auxiliary model configured in ``settings`` turns on
    session_search summaries (its key is looked up in ``environ``, default
    ``os.environ``); a missing key only turns them off.
    Nothing is opened until a transport runs the server; the archive errors then.
    """

    @asynccontextmanager
    async def lifespan(_: Server[AppState]) -> AsyncIterator[AppState]:
        memory = Memory(home.ensure(), settings, scope=scope, guard=guard)
        client = None if summarizer is not None else _auxiliary(settings, environ)
        state = AppState(memory, manager=manager,
                         summarizer=summarizer or (LLMSummarizer(client) if client else None),
                         open_scope=lambda other: Memory(home, settings, scope=other,
                                                         guard=memory.guard))
        try:
            await anyio.to_thread.run_sync(lambda: memory.archive)
            yield state
        finally:
            with anyio.CancelScope(shield=True):
                await anyio.to_thread.run_sync(state.close_all)
            if client is not None:
                client.close()
            await anyio.to_thread.run_sync(memory.close_reviews)
            await anyio.to_thread.run_sync(memory.close_meta)
            if "archive" in vars(memory):
                memory.archive.close()

    server: Server[AppState] = Server(
        SERVER_NAME,
        version=__version__,
        title="keepmind memory",
        description="Layered memory for agents: prompt memory, session archive, skills.",
        lifespan=lifespan,
        on_list_tools=_list_tools,
        on_call_tool=_call_tool,
        on_list_resources=_list_resources,
        on_read_resource=_read_resource,
        on_list_prompts=_list_prompts,
        on_get_prompt=_get_prompt,
    )
    server.add_request_handler("server/discover", types.RequestParams,
                               partial(_discover, server))
    server.middleware.append(_connection_middleware)
    return server


def check_home(settings: Settings, home: Home, scope: Scope | None = None, *,
               guard: Guard | None = None) -> None:
    """Open (creating and migrating) the home's archive once, so that a home that cannot
    be served fails with a plain error before a transport starts. Raises HomeError,
    ArchiveError, ConfigError (a classifier that cannot be loaded, when no ``guard`` is
    given)."""
    Memory(home.ensure(), settings, scope=scope, guard=guard).archive.close()


def _auxiliary(settings: Settings, environ: Mapping[str, str] | None) -> LLMClient | None:
    try:
        return auxiliary_client(settings, os.environ if environ is None else environ)
    except ConfigError as exc:
        log.warning("keepmind mcp: session_search summaries are off: %s", exc)
        return None


# connections ------------------------------------------------------------------------------

def _sdk_connection(ctx: ServerRequestContext[AppState, Any]) -> Connection | None:
    """The SDK's per-connection object (state dict, exit stack).

    The SDK documents ``Connection.state`` and ``Connection.exit_stack`` for handlers
    and middleware, but its request context does not expose the connection yet (its
    ``Context`` rework is pending); ``ServerSession`` holds it.
    """
    found = getattr(ctx, "connection", None) or getattr(ctx.session, "_connection", None)
    return found if isinstance(found, Connection) else None


def _requested_scope(ctx: ServerRequestContext[AppState, Any]) -> Scope:
    """The scope of the request's connection: the one its scoped token fixes, else the
    one its ``X-Keepmind-*`` headers name, else the server's (always over stdio). Raises
    MCPError for headers naming no valid scope."""
    default = ctx.lifespan_context.memory.scope
    request = ctx.request
    if request is None:
        return default
    fixed = (getattr(request, "scope", None) or {}).get("state", {}).get(SCOPE_KEY)
    if isinstance(fixed, Scope):
        return fixed
    try:
        return header_scope(getattr(request, "headers", None) or {}, default)
    except ValueError as exc:
        raise MCPError(code=types.INVALID_PARAMS,
                       message=f"the X-Keepmind-User/-Agent/-Org headers: {exc}") from exc


async def _link_of(ctx: ServerRequestContext[AppState, Any]) -> Link:
    connection = _sdk_connection(ctx)
    link = connection.state.get(_LINK_KEY) if connection is not None else None
    if isinstance(link, Link):
        return link
    state = ctx.lifespan_context
    scope = _requested_scope(ctx)
    async with state.shared_lock:
        shared = state.shared_links.get(scope)
        if shared is None or shared.closed:
            params = ctx.session.client_params
            info = params.client_info.model_dump() if params is not None else None
            shared = state.shared_links[scope] = await anyio.to_thread.run_sync(
                state.open_link, client_label(info), scope)
        return shared


async def _open_handshake_link(ctx: ServerRequestContext[AppState, Any]) -> Link:
    connection = _sdk_connection(ctx)
    existing = connection.state.get(_LINK_KEY) if connection is not None else None
    if isinstance(existing, Link):
        return existing
    if connection is None:
        return await _link_of(ctx)
    state = ctx.lifespan_context
    info = (ctx.params or {}).get("clientInfo")
    scope = _requested_scope(ctx)
    try:
        link = await anyio.to_thread.run_sync(state.open_link, client_label(info), scope)
    except KeepmindError as exc:
        raise MCPError(code=types.INTERNAL_ERROR,
                       message=f"keepmind could not start a session: {exc}") from exc
    connection.state[_LINK_KEY] = link
    connection.exit_stack.push_async_callback(anyio.to_thread.run_sync, state.close_link, link)
    return link


async def _connection_middleware(ctx: ServerRequestContext[AppState, Any],
                                 call_next: CallNext) -> HandlerResult:
    """Opens a link at ``initialize`` and freezes its instructions into the result;
    turns a ``tools/call`` whose arguments are not an object into a tool error."""
    if ctx.method == "tools/call" and isinstance(ctx.params, Mapping):
        arguments = ctx.params.get("arguments")
        if arguments is not None and not isinstance(arguments, Mapping):
            return tool_error("arguments must be a JSON object of the tool's parameters; "
                              f"got {type(arguments).__name__}")
    if ctx.method != "initialize":
        return await call_next(ctx)
    result = await call_next(ctx)
    link = await _open_handshake_link(ctx)
    wire = dict(result) if isinstance(result, Mapping) else (
        result.model_dump(by_alias=True, mode="json", exclude_none=True)
        if isinstance(result, BaseModel) else {})
    wire["instructions"] = link.instructions
    return wire


# handlers ---------------------------------------------------------------------------------

async def _discover(server: Server[AppState], ctx: ServerRequestContext[AppState, Any],
                    params: types.RequestParams) -> types.DiscoverResult:
    link = await _link_of(ctx)
    return types.DiscoverResult(
        supported_versions=list(MODERN_PROTOCOL_VERSIONS),
        capabilities=server.get_capabilities(protocol_version=ctx.protocol_version),
        instructions=link.instructions,
    )


async def _list_tools(ctx: ServerRequestContext[AppState, Any],
                      params: types.PaginatedRequestParams | None) -> types.ListToolsResult:
    return types.ListToolsResult(tools=ctx.lifespan_context.tools)


async def _call_tool(ctx: ServerRequestContext[AppState, Any],
                     params: types.CallToolRequestParams) -> types.CallToolResult:
    if params.name not in ctx.lifespan_context.tool_names:
        return tool_error(f"unknown tool {params.name!r}; available: "
                          f"{', '.join(ctx.lifespan_context.tool_names)}")
    link = await _link_of(ctx)
    try:
        answer = await anyio.to_thread.run_sync(link.call, params.name,
                                                dict(params.arguments or {}))
    except KeepmindError as exc:
        return tool_error(str(exc))
    except OSError as exc:
        return tool_error(f"keepmind could not use its files: {exc.strerror or exc}")
    except Exception as exc:
        log.exception("keepmind mcp: tool %s failed", params.name)
        return tool_error(f"internal error in {params.name}: {type(exc).__name__}: {exc}")
    return tool_result(answer)


async def _list_resources(ctx: ServerRequestContext[AppState, Any],
                          params: types.PaginatedRequestParams | None
                          ) -> types.ListResourcesResult:
    return types.ListResourcesResult(resources=list(RESOURCES))


async def _read_resource(ctx: ServerRequestContext[AppState, Any],
                         params: types.ReadResourceRequestParams) -> types.ReadResourceResult:
    memory = (await _link_of(ctx)).memory
    uri = str(params.uri)
    mime = "text/plain"
    if uri == "keepmind://skills":
        text = await anyio.to_thread.run_sync(snapshot.skills_text, memory)
    elif uri == "keepmind://memory/pending":
        text = await anyio.to_thread.run_sync(snapshot.pending_text, memory)
        mime = "application/json"
    elif uri in ("keepmind://memory", "keepmind://user"):
        target = uri.removeprefix("keepmind://")
        text = await anyio.to_thread.run_sync(snapshot.store_text, memory, target)
    else:
        known = ", ".join(r.uri for r in RESOURCES)
        raise MCPError(code=types.INVALID_PARAMS,
                       message=f"unknown resource {uri!r}; keepmind serves {known}")
    return types.ReadResourceResult(
        contents=[types.TextResourceContents(uri=uri, mime_type=mime, text=text)])


async def _list_prompts(ctx: ServerRequestContext[AppState, Any],
                        params: types.PaginatedRequestParams | None) -> types.ListPromptsResult:
    return types.ListPromptsResult(prompts=[PROMPT])


async def _get_prompt(ctx: ServerRequestContext[AppState, Any],
                      params: types.GetPromptRequestParams) -> types.GetPromptResult:
    if params.name != PROMPT_NAME:
        raise MCPError(code=types.INVALID_PARAMS,
                       message=f"unknown prompt {params.name!r}; keepmind offers {PROMPT_NAME}")
    link = await _link_of(ctx)
    return types.GetPromptResult(
        description=PROMPT.description,
        messages=[types.PromptMessage(role="user",
                                      content=types.TextContent(text=link.instructions))],
    )
