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

Scoped tokens (``mcp_scopes.json``, mode 0600, written by ``keepmind --user U [--agent A]
[--org O] mcp token --scoped``) each stand for one ``Scope``: a request carrying one is let
in and marked with its scope (``scope["state"][SCOPE_KEY]``), and its connection works in
that scope whatever its headers say. The home's token is the operator's: a connection
carrying it (or any connection of a ``--no-auth`` server) works in the scope its
``X-Keepmind-User``/``-Agent``/``-Org`` headers name, else in the server's.
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
from keepmind.types import Scope as MemoryScope

TOKEN_FILE = "mcp_token"
SCOPES_FILE = "mcp_scopes.json"
SCOPE_KEY = "keepmind.scope"


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


def scopes_path(home: Home) -> Path:
    return home.root / SCOPES_FILE


def read_scoped_tokens(home: Home) -> dict[str, MemoryScope]:
    """The scoped tokens of the home and the scope of each ({} without the file).

    Raises ConfigError for a file others may read, or one that is not a JSON object of
    tokens (each of MIN_TOKEN_LENGTH characters or more) to ``{"user", "agent", "org"}``.
    """
    path = scopes_path(home)
    text = read_private_text(path)
    if text is None:
        return {}
    try:
        data = json.loads(text)
        if not isinstance(data, dict):
            raise ValueError("not an object")
        return {check_token(str(token), str(path)): MemoryScope(
            user=str(given["user"]), agent=str(given.get("agent", "")),
            org=str(given.get("org", ""))) for token, given in data.items()}
    except (ValueError, TypeError, KeyError) as exc:
        raise ConfigError(f"{path}: expected a JSON object of tokens to "
                          f'{{"user", "agent", "org"}} ({exc})') from exc


def add_scoped_token(home: Home, scope: MemoryScope) -> str:
    """A new token for ``scope``, added to the home's scoped tokens (0600). Raises
    ConfigError, HomeError, OSError."""
    tokens = read_scoped_tokens(home.ensure())
    token = secrets.token_urlsafe(32)
    tokens[token] = scope
    data = {t: {"user": s.user, "agent": s.agent, "org": s.org} for t, s in tokens.items()}
    atomic_write_text(scopes_path(home), json.dumps(data, indent=1) + "\n", mode=0o600)
    return token


def header_scope(headers: Mapping[str, str], default: MemoryScope) -> MemoryScope:
    """The scope ``X-Keepmind-User``/``-Agent``/``-Org`` name, parts missing taken from
    ``default`` (``default`` itself without a user header). Raises ValueError for a name
    that cannot be one."""
    user = headers.get("x-keepmind-user", "").strip()
    if not user:
        return default
    return MemoryScope(user=user, agent=headers.get("x-keepmind-agent", default.agent).strip(),
                       org=headers.get("x-keepmind-org", default.org).strip())


class BearerGuard:
    """ASGI middleware: only requests carrying the bearer token, or one of the
    ``scoped`` tokens (marked with its scope), reach ``app``."""

    def __init__(self, app: ASGIApp, token: str,
                 scoped: Mapping[str, MemoryScope] | None = None) -> None:
        if not token:
            raise ValueError("a bearer token is required")
        self.app = app
        self._token = token.encode("utf-8")
        self._scoped = [(t.encode("utf-8"), s) for t, s in (scoped or {}).items()]

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        allowed, chosen = self._authorised(scope)
        if allowed:
            state = scope.setdefault("state", {})
            state.pop(SCOPE_KEY, None)
            if chosen is not None:
                state[SCOPE_KEY] = chosen
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

    def _authorised(self, scope: Scope) -> tuple[bool, MemoryScope | None]:
        """Whether the request may pass, and the scope its token fixes (None for the
        home's token)."""
        presented = bearer_of(scope.get("headers", ()))
        if presented is None:
            return False, None
        if same_token(presented, self._token):
            return True, None
        # every scoped token is compared, so the time taken tells nothing
        found = [s for t, s in self._scoped if same_token(presented, t)]
        return (True, found[0]) if found else (False, None)


__all__ = ["SCOPES_FILE", "SCOPE_KEY", "TOKEN_FILE", "BearerGuard", "add_scoped_token",
           "check_token", "ensure_token", "header_scope", "http_token", "is_loopback",
           "read_scoped_tokens", "read_token_file", "scopes_path", "token_path"]
