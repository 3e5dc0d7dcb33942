"""keepmind as an MCP server (design §11): the memory, session_search, skills and session_log
tools, the frozen snapshot as instructions, and live resources, for any MCP client.

A composition root: it may read settings and the environment; nothing imports it but
its entry point (``keepmind mcp``).

    from keepmind.mcp import build_server, serve_stdio
    server = build_server(settings, home)          # a factory of thin adapters
    anyio.run(serve_stdio, server)                 # or serve_http(server, host=..., ...)

Modules: ``server`` (build_server, lifespan state, handlers, the connection middleware),
``link`` (one client connection: archive session, frozen instructions, dispatch),
``tools`` (schemas as MCP tools with annotations, answers as tool results),
``session_log`` (the tool that archives a client's conversation), ``snapshot``
(instructions and resource texts), ``auth`` (bearer token policy and guard),
``run`` (stdio and streamable-HTTP transports), ``defaults`` (port, path, token variable).

The SDK takes most of a second to import, so this package imports it only when one of
the names below is first used: every other ``keepmind`` command stays fast.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from keepmind.mcp.defaults import DEFAULT_PATH, DEFAULT_PORT, DEFAULT_TOKEN_ENV

if TYPE_CHECKING:
    from keepmind.mcp.auth import BearerGuard, ensure_token, http_token, is_loopback, token_path
    from keepmind.mcp.run import http_app, serve_http, serve_stdio
    from keepmind.mcp.server import PROMPT_NAME, RESOURCES, AppState, build_server, check_home

_LAZY = {
    "BearerGuard": "auth", "ensure_token": "auth", "http_token": "auth",
    "is_loopback": "auth", "token_path": "auth",
    "http_app": "run", "serve_http": "run", "serve_stdio": "run",
    "PROMPT_NAME": "server", "RESOURCES": "server", "AppState": "server",
    "build_server": "server", "check_home": "server",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{module}"), name)


__all__ = [
    "DEFAULT_PATH",
    "DEFAULT_PORT",
    "DEFAULT_TOKEN_ENV",
    "PROMPT_NAME",
    "RESOURCES",
    "AppState",
    "BearerGuard",
    "build_server",
    "check_home",
    "ensure_token",
    "http_app",
    "http_token",
    "is_loopback",
    "serve_http",
    "serve_stdio",
    "token_path",
]
