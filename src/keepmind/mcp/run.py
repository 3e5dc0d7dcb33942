"""Running the server: over stdio (one client, the default) or streamable HTTP.

stdio: stdout carries the protocol only; the SDK points stray writes at stderr while
serving. The process ends when the client closes stdin, after every connection's
archive session has ended.

HTTP: the SDK's streamable-HTTP app (stateful sessions at ``path``; DNS-rebinding
protection on loopback binds) behind ``BearerGuard`` when a token is given, served by
uvicorn. ``ready`` is called with the URL once the socket listens.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager

import anyio
import uvicorn
from mcp.server import Server
from mcp.server.stdio import stdio_server
from starlette.types import ASGIApp

from keepmind.errors import KeepmindError
from keepmind.mcp.auth import BearerGuard
from keepmind.mcp.defaults import DEFAULT_PATH
from keepmind.mcp.server import AppState
from keepmind.types import Scope


async def serve_stdio(server: Server[AppState]) -> None:
    """Serve one client over this process's stdin and stdout until stdin closes.

    Raises KeepmindError (e.g. ArchiveError) when the server cannot start.
    """
    with _plain_errors():
        async with stdio_server() as (read_stream, write_stream):
            await server.run(read_stream, write_stream,
                             server.create_initialization_options())


@contextmanager
def _plain_errors() -> Iterator[None]:
    """A library error (or uvicorn's exit) raised inside a task group comes out as
    itself, not wrapped in an exception group, so the CLI reports it as one line."""
    try:
        yield
    except BaseExceptionGroup as group:
        error = _first(group, (KeepmindError, OSError, SystemExit))
        if error is None:
            raise
        raise error from None


def _first(group: BaseExceptionGroup[BaseException],
           kinds: tuple[type[BaseException], ...]) -> BaseException | None:
    for inner in group.exceptions:
        if isinstance(inner, kinds):
            return inner
        if isinstance(inner, BaseExceptionGroup):
            found = _first(inner, kinds)
            if found is not None:
                return found
    return None


def http_app(server: Server[AppState], *, host: str, token: str | None,
             path: str = DEFAULT_PATH, scoped: Mapping[str, Scope] | None = None) -> ASGIApp:
    """The ASGI app of the streamable-HTTP transport, guarded by ``token`` (and the
    ``scoped`` tokens, each fixing its connection's scope) when given."""
    app: ASGIApp = server.streamable_http_app(streamable_http_path=path, host=host)
    return BearerGuard(app, token, scoped) if token else app


async def serve_http(server: Server[AppState], *, host: str, port: int, token: str | None,
                     path: str = DEFAULT_PATH, scoped: Mapping[str, Scope] | None = None,
                     ready: Callable[[str], None] | None = None) -> None:
    """Serve streamable HTTP on ``host:port`` until interrupted. Raises SystemExit when
    the port cannot be bound or the server cannot start (uvicorn logs why)."""
    config = uvicorn.Config(http_app(server, host=host, token=token, path=path,
                                     scoped=scoped), host=host,
                            port=port, log_level="warning", access_log=False, lifespan="on")
    web = uvicorn.Server(config)
    shown = f"[{host}]" if ":" in host else host
    url = f"http://{shown}:{port}{path}"

    async def announce() -> None:
        while not web.started:
            await anyio.sleep(0.02)
        if ready is not None:
            ready(url)

    with _plain_errors():
        async with anyio.create_task_group() as group:
            group.start_soon(announce)
            try:
                await web.serve()
            finally:
                group.cancel_scope.cancel()
