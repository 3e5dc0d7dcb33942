"""``build_app``: the inspector as one ASGI app, its pages behind ``UIGuard``.

The pages (``pages``) and the static files (``static/``: one stylesheet, one small
script; no build step, no fonts fetched) are served by Starlette, the HTTP stack the MCP
server runs on, and the guard wraps all of them, static files included.
"""

from __future__ import annotations

from pathlib import Path

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response
from starlette.routing import Mount
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp

from keepmind.errors import KeepmindError
from keepmind.ui.guard import UIGuard, csrf_value
from keepmind.ui.pages import Inspected, Pages

STATIC = Path(__file__).parent / "static"


def build_app(inspected: Inspected, *, token: str, port: int) -> ASGIApp:
    """The inspector for ``inspected``, answering only on ``127.0.0.1:port`` or
    ``localhost:port`` to requests that carry ``token``. Raises ConfigError for a token
    shorter than the bearer rules allow."""
    pages = Pages(inspected, csrf_value(token))
    app = Starlette(routes=[*pages.routes(), Mount("/static", StaticFiles(directory=STATIC))],
                    exception_handlers={HTTPException: _plain_error,
                                        KeepmindError: pages.failed, OSError: pages.failed})
    return UIGuard(app, token=token, port=port)


async def _plain_error(request: Request, exc: Exception) -> Response:
    status = exc.status_code if isinstance(exc, HTTPException) else 500
    detail = exc.detail if isinstance(exc, HTTPException) else "internal error"
    return PlainTextResponse(f"{status}: {detail}\n", status_code=status)
