"""The inspector's door: which requests reach the pages, and the headers every answer carries.

Rules, checked on every HTTP request before any page code runs:
- Host and Origin: the MCP SDK's DNS-rebinding check (the one ``keepmind mcp --http`` runs
  on a loopback bind), narrowed to this server's own port: ``Host`` must be
  ``127.0.0.1:<port>`` or ``localhost:<port>``, and an ``Origin``, when sent, the same
  with ``http://``. Anything else is 421 (Host) or 403 (Origin).
- The token (``keepmind.bearer``: at least 32 characters, compared in constant time). It
  arrives once in the URL ``keepmind ui`` prints (``?token=``): that request is answered
  with a redirect to the same page without it, setting an HttpOnly, SameSite=Strict
  cookie; later requests present the cookie, or ``Authorization: Bearer``. A request
  presenting neither, or a wrong one, gets 401 and no page.
- Writes: a POST must also carry the form field ``csrf`` (``csrf_value``), checked by the
  page code when it reads the form (``pages.Pages.form``); with the Strict cookie and the
  Origin check this keeps other sites' pages from posting.
- Every answer carries a Content-Security-Policy that allows only this server's own
  scripts and styles (no inline script can run, even if an entry's text escaped its
  escaping), no framing, no referrer to other sites (a same-origin one: with none at
  all, Chromium sends `Origin: null` on form posts), no caching.
"""

from __future__ import annotations

import hashlib
import hmac
from http.cookies import CookieError, SimpleCookie
from urllib.parse import urlencode

from mcp.server.transport_security import TransportSecurityMiddleware, TransportSecuritySettings
from starlette.datastructures import MutableHeaders
from starlette.requests import Request
from starlette.responses import PlainTextResponse, RedirectResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from keepmind.bearer import bearer_of, check_token, same_token

COOKIE = "keepmind_ui"
TOKEN_PARAM = "token"
CSRF_FIELD = "csrf"
HOSTS = ("127.0.0.1", "localhost")
SECURITY_HEADERS = {
    "content-security-policy": "default-src 'none'; script-src 'self'; style-src 'self'; "
                               "img-src 'self'; form-action 'self'; frame-ancestors 'none'; "
                               "base-uri 'none'",
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "same-origin",
    "cache-control": "no-store",
}


def csrf_value(token: str) -> str:
    """The form field value that proves a POST came from one of this server's pages:
    derived from the token, so it is as unguessable and needs no storage."""
    return hmac.new(token.encode("utf-8"), b"keepmind-ui-csrf", hashlib.sha256).hexdigest()


def login_url(port: int, token: str) -> str:
    """The URL that opens the inspector: its first request sets the cookie."""
    return f"http://{HOSTS[0]}:{port}/?{urlencode({TOKEN_PARAM: token})}"


class UIGuard:
    """ASGI middleware: only requests to this host and port, carrying the token, reach
    ``app``; every answer gets ``SECURITY_HEADERS``."""

    def __init__(self, app: ASGIApp, *, token: str, port: int) -> None:
        self.app = app
        self._token = check_token(token, "the inspector's token").encode("utf-8")
        self._security = TransportSecurityMiddleware(TransportSecuritySettings(
            enable_dns_rebinding_protection=True,
            allowed_hosts=[f"{host}:{port}" for host in HOSTS],
            allowed_origins=[f"http://{host}:{port}" for host in HOSTS]))

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_secured(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in SECURITY_HEADERS.items():
                    headers[name] = value
            await send(message)

        refusal = await self._refusal(Request(scope))
        if refusal is not None:
            await refusal(scope, receive, send_secured)
            return
        await self.app(scope, receive, send_secured)

    async def _refusal(self, request: Request) -> Response | None:
        """The answer that stops ``request`` here, or None to let it through."""
        refused = await self._security.validate_request(request, is_post=False)
        if refused is not None:
            return refused
        presented = request.query_params.get(TOKEN_PARAM)
        if presented is not None:
            if not same_token(presented.encode("utf-8"), self._token):
                return _unauthorised()
            return _login(request)
        if self._carries_token(request):
            return None
        return _unauthorised()

    def _carries_token(self, request: Request) -> bool:
        bearer = bearer_of(request.scope.get("headers", ()))
        if bearer is not None:
            return same_token(bearer, self._token)
        cookie = SimpleCookie()
        try:
            cookie.load(request.headers.get("cookie", ""))
        except CookieError:
            return False
        morsel = cookie.get(COOKIE)
        return morsel is not None and same_token(morsel.value.encode("utf-8"), self._token)


def _login(request: Request) -> Response:
    """Redirect to the same page without the token, keeping it in the cookie."""
    kept = [(k, v) for k, v in request.query_params.multi_items() if k != TOKEN_PARAM]
    target = request.url.path + (f"?{urlencode(kept)}" if kept else "")
    response = RedirectResponse(target, status_code=303)
    response.set_cookie(COOKIE, request.query_params[TOKEN_PARAM], httponly=True,
                        samesite="strict", path="/")
    return response


def _unauthorised() -> Response:
    return PlainTextResponse("keepmind ui: no valid token. Open the URL `keepmind ui` "
                             "printed (it carries the token).\n", status_code=401)
