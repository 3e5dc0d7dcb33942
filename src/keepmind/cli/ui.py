"""``keepmind ui``: the local web inspector (``keepmind.ui``) of this home.

A composition root: it opens the home with its settings, hands the inspector the memory,
the prompt plan ``keepmind prompt`` prints and the report ``keepmind memory status``
prints, makes a fresh token for this run (never the MCP server's, so the URL a browser
keeps in its history opens nothing once this process ends), and serves on 127.0.0.1.
"""

from __future__ import annotations

import secrets
import webbrowser
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from keepmind.api import Memory
from keepmind.cli._common import HomeOption, ProfileOption, open_home
from keepmind.cli.prompt import preview_plan
from keepmind.cli.providers import status_report

if TYPE_CHECKING:
    from keepmind.ui import Inspected

DEFAULT_UI_PORT = 8766
STATUS_ERRORS = 5


def inspected_home(mem: Memory, workdir: Path) -> Inspected:
    """What the inspector shows of ``mem``: the prompt a session started in ``workdir``
    would get, and the provider report of ``keepmind memory status``."""
    from keepmind.ui import Inspected

    return Inspected(mem, prompt_plan=lambda: preview_plan(mem, workdir),
                     provider_status=lambda: status_report(mem, STATUS_ERRORS))


def ui(
    ctx: typer.Context,
    port: Annotated[int, typer.Option("--port", min=1, max=65535,
                                      help="Port on 127.0.0.1.")]
    = DEFAULT_UI_PORT,
    no_browser: Annotated[bool, typer.Option("--no-browser",
                                             help="Print the URL only; open no browser.")]
    = False,
    home: HomeOption = None,
    profile: ProfileOption = None,
) -> None:
    """Open a local web page to read and fix this home's memory: the system prompt part by
    part, MEMORY and USER entries with their metadata (edited through the same scanned
    write path), the review queue (approve or reject), the evicted entries (restore),
    skills, sessions, the memory provider and memory usage over time.

    Serves on 127.0.0.1 only and prints a URL carrying a token made for this run; a
    request without it (or with another Host or Origin) is refused. Ctrl-C stops it.
    """
    from keepmind.ui import bind, login_url, serve

    # created if missing, as `keepmind memory add` does: the pages write to it
    mem = open_home(ctx, home, profile, check_provider=False)
    inspected = inspected_home(mem, Path.cwd().resolve())
    token = secrets.token_urlsafe(32)
    try:
        sock = bind(port)
    except OSError as exc:
        raise typer.BadParameter(f"cannot listen on 127.0.0.1:{port}: "
                                 f"{exc.strerror or exc}", param_hint="--port") from exc
    url = login_url(sock.getsockname()[1], token)

    def ready() -> None:
        typer.echo(f"keepmind ui: {url}\n(Ctrl-C stops it)")
        if not no_browser:
            webbrowser.open(url)

    with sock:
        serve(inspected, sock, token, ready)
