"""Bearer-token protection of the HTTP transport.

Policy (``http_token``): the HTTP server needs a token, from the environment variable the
caller names or from the home's token file (``mcp_token``, mode 0600, created by
``keepmind mcp token``). Only a loopback bind (127.0.0.1, ::1, localhost) may run
without one, and only when asked explicitly (``--no-auth``). A token file readable by
others is refused rather than trusted (``keepmind.home.read_private_text``), and so is a
token shorter than 32 characters, from the file or the environment.

``BearerGuard`` wraps the ASGI app: a request without ``Authorization: Bearer <token>``
gets 401 with ``WWW-Authenticate: Bearer``; tokens are compared in constant time
(``keepmind.bearer``, whose rules the inspector's guard shares).
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Mapping
from pathlib import Path

from starlette.types import ASGIApp, Receive, Scope, Send

from keepmind._fs import atomic_write_text
from keepmind.bearer import bearer_of, check_token, is_loopback, same_token
from keepmind.errors import ConfigError
from keepmind.home import Home, read_private_text
from keepmind.mcp.defaults import DEFAULT_TOKEN_ENV

TOKEN_FILE = "mcp_token"


def token_path(home: Home) -> Path:
    return home.root / TOKEN_FILE


def read_token_file(path: Path) -> str | None:
    """The token in ``path``, or None when there is no file.

    Raises ConfigError when the file is readable by group or others, unreadable, empty, or
    holds a token shorter than MIN_TOKEN_LENGTH.
    """
    text = read_private_text(path)
    if text is None:
        return None
    token = text.strip()
    if not token:
        raise ConfigError(f"{path} is empty; create a token with: keepmind mcp token --rotate")
    return check_token(token, str(path))


def ensure_token(home: Home, *, rotate: bool = False) -> str:
    """The home's token, creating the 0600 file (or replacing it with ``rotate``).

    Raises ConfigError for an unsafe existing file, HomeError, OSError.
    """
    path = token_path(home.ensure())
    if not rotate:
        existing = read_token_file(path)
        if existing:
            return existing
    token = secrets.token_urlsafe(32)
    atomic_write_text(path, token + "\n", mode=0o600)
    return token


def http_token(home: Home, environ: Mapping[str, str], *, token_env: str, host: str,
               no_auth: bool) -> str | None:
    """The bearer token the HTTP server must require, or None for an explicit
    ``no_auth`` on a loopback host.

    Raises ConfigError when no token is available, or ``no_auth`` is asked for a host
    other machines can reach.
    """
    if no_auth:
        if not is_loopback(host):
            raise ConfigError(f"--no-auth is only allowed on a loopback host (127.0.0.1); "
                              f"{host} can be reached from other machines, so a bearer "
                              "token is required")
        return None
    token = environ.get(token_env, "").strip() if token_env else ""
    if token:
        return check_token(token, f"${token_env}")
    token = read_token_file(token_path(home)) or ""
    if token:
        return token
    raise ConfigError(
        f"the HTTP server needs a bearer token: set ${token_env or DEFAULT_TOKEN_ENV}, or run "
        f"`keepmind mcp token` to create {token_path(home)} (mode 0600)"
        + ("" if not is_loopback(host) else ", or pass --no-auth to serve 127.0.0.1 "
           "without one"))


class BearerGuard:
    """ASGI middleware: only requests carrying the bearer token reach ``app``."""

    def __init__(self, app: ASGIApp, token: str) -> None:
        if not token:
            raise ValueError("a bearer token is required")
        self.app = app
        self._token = token.encode("utf-8")

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or self._authorised(scope):
            await self.app(scope, receive, send)
            return
        body = json.dumps({"error": "invalid_token",
                           "error_description": "send Authorization: Bearer <token>"})
        await send({"type": "http.response.start", "status": 401, "headers": [
            (b"content-type", b"application/json"),
            (b"www-authenticate", b'Bearer realm="keepmind"'),
            (b"content-length", str(len(body)).encode("ascii")),
        ]})
        await send({"type": "http.response.body", "body": body.encode("utf-8")})

    def _authorised(self, scope: Scope) -> bool:
        presented = bearer_of(scope.get("headers", ()))
        return presented is not None and same_token(presented, self._token)


__all__ = ["TOKEN_FILE", "BearerGuard", "check_token", "ensure_token", "http_token",
           "is_loopback", "read_token_file", "token_path"]
