"""``keepmind mcp``: serve a home's memory to MCP clients, and ``keepmind mcp token``.

A composition root: reads the settings and the environment (the token variable, the
auxiliary model's key, which provider plugins may load), builds the memory provider's
manager (one for the process, shut down at exit) and the server
(``keepmind.mcp.build_server``), and runs a transport. In stdio mode nothing but the
protocol is written to stdout. The MCP SDK is imported only when a command here runs, so
the rest of the CLI does not pay for it.
"""

from __future__ import annotations

import os
import sys
from functools import partial
from typing import Annotated

import typer

from keepmind.cli._common import (
    HomeOption,
    ProfileOption,
    check_provider_settings,
    home_of,
    scope_from,
)
from keepmind.config import load_settings
from keepmind.mcp.defaults import DEFAULT_PATH, DEFAULT_PORT, DEFAULT_TOKEN_ENV
from keepmind.types import DEFAULT_USER

app = typer.Typer(
    name="mcp",
    invoke_without_command=True,
    no_args_is_help=False,
)


@app.callback()
def serve(
    ctx: typer.Context,
    http: Annotated[bool, typer.Option(
        "--http", help="Serve streamable HTTP instead of stdio (needs a bearer token).")]
    = False,
    host: Annotated[str | None, typer.Option(
        "--host", help="With --http: the address to bind (default 127.0.0.1). Any other "
                       "than loopback always requires a token.", show_default=False)] = None,
    port: Annotated[int | None, typer.Option(
        "--port", help=f"With --http: the TCP port (default {DEFAULT_PORT}).",
        show_default=False, min=1, max=65535)] = None,
    path: Annotated[str, typer.Option(
        "--path", help="With --http: the endpoint path.")] = DEFAULT_PATH,
    no_auth: Annotated[bool, typer.Option(
        "--no-auth", help="With --http on 127.0.0.1 only: serve without a bearer token.")]
    = False,
    token_env: Annotated[str, typer.Option(
        "--token-env", help="With --http: the environment variable holding the bearer "
                            "token; when unset, <home>/mcp_token is used.")]
    = DEFAULT_TOKEN_ENV,
    home: HomeOption = None,
    profile: ProfileOption = None,
) -> None:
    """Serve this home's memory to MCP clients (Claude Code, Claude Desktop,
    Cursor, Codex, any MCP client). See docs/mcp.md.

    Tools: memory, session_search, skills_list, skill_view, skill_manage and
    session_log. The memory snapshot is the server's instructions, frozen per
    connection. Resources keepmind://memory, keepmind://user and
    keepmind://skills are read live; the prompt keepmind_context returns the
    snapshot.

    Without options it speaks stdio: put `keepmind mcp` (with --home or
    KEEPMIND_HOME) in the client's MCP configuration; the client starts it.
    With --http it serves streamable HTTP at http://127.0.0.1:8765/mcp and
    clients send `Authorization: Bearer <token>` (the token comes from
    $KEEPMIND_MCP_TOKEN, or from `keepmind mcp token`).
    """
    if ctx.invoked_subcommand is not None:
        return
    import anyio

    from keepmind.mcp import build_server, check_home, http_token, serve_http, serve_stdio
    from keepmind.mcp.auth import read_scoped_tokens
    from keepmind.mcp.tools import CORE_TOOL_NAMES
    from keepmind.providers import manager_for_home
    from keepmind.security import Guard

    if not http and (host is not None or port is not None or no_auth
                     or path != DEFAULT_PATH or token_env != DEFAULT_TOKEN_ENV):
        raise typer.BadParameter("--host, --port, --path, --token-env and --no-auth apply "
                                 "to --http only", param_hint="--http")
    if http and not path.startswith("/"):
        raise typer.BadParameter("the endpoint path must start with /", param_hint="--path")
    resolved = home_of(ctx, home, profile).ensure()
    settings = load_settings(resolved.config_file)
    check_provider_settings(resolved, settings)
    bind = host or "127.0.0.1"
    token = http_token(resolved, os.environ, token_env=token_env, host=bind,
                       no_auth=no_auth) if http else None
    scope = scope_from(ctx)
    # the home's classifier, loaded once for every scope this server serves
    guard = Guard.load(settings.security.classifier, settings.security.classifier_threshold)
    check_home(settings, resolved, scope, guard=guard)
    manager = manager_for_home(resolved, settings, os.environ, scope=scope,
                               core_tool_names=CORE_TOOL_NAMES, guard=guard)
    try:
        server = build_server(settings, resolved, manager=manager, scope=scope, guard=guard)
        if not http:
            if sys.stdin.isatty():
                typer.echo("keepmind mcp: speaking MCP on stdin/stdout (an MCP client "
                           "starts this command; see docs/mcp.md). Ctrl-D stops.", err=True)
            anyio.run(serve_stdio, server)
            return

        def ready(url: str) -> None:
            guard = "bearer token required" if token else "NO authentication (--no-auth)"
            typer.echo(f"keepmind mcp: serving {resolved.root} at {url} ({guard})", err=True)

        anyio.run(partial(serve_http, server, host=bind, port=port or DEFAULT_PORT,
                          token=token, path=path, scoped=read_scoped_tokens(resolved),
                          ready=ready))
    finally:
        abandoned = manager.shutdown()
        if abandoned:
            typer.echo("keepmind mcp: memory provider calls abandoned at exit: "
                       f"{', '.join(abandoned)}", err=True)


@app.command("token")
def token(
    ctx: typer.Context,
    rotate: Annotated[bool, typer.Option(
        "--rotate", help="Replace the token with a new one (clients need the new one).")]
    = False,
    path_only: Annotated[bool, typer.Option(
        "--path", help="Print where the token file is instead of the token.")] = False,
    scoped: Annotated[bool, typer.Option(
        "--scoped", help="Make a new token for the scope of the root options (keepmind "
        "--user U [--agent A] [--org O] mcp token --scoped): a connection carrying it works "
        "as that user only.")] = False,
    home: HomeOption = None,
    profile: ProfileOption = None,
) -> None:
    """Print the bearer token for `keepmind mcp --http`.

    Creates <home>/mcp_token (mode 0600) when it does not exist yet. When
    $KEEPMIND_MCP_TOKEN is set, the server uses it instead of the file. That
    token is the operator's: its connections may choose a user with the
    X-Keepmind-User, -Agent and -Org headers. With --scoped, a new token bound
    to one scope is added to <home>/mcp_scopes.json (mode 0600) and printed;
    a running server reads the file at start.
    """
    from keepmind.mcp import ensure_token, token_path
    from keepmind.mcp.auth import add_scoped_token, scopes_path

    resolved = home_of(ctx, home, profile)
    if path_only:  # only says where: the home is not created
        typer.echo(str(scopes_path(resolved) if scoped else token_path(resolved)))
        return
    if scoped:
        chosen = scope_from(ctx)
        if chosen.user == DEFAULT_USER:
            raise typer.BadParameter("a scoped token is for one user: give it with "
                                     "keepmind --user U mcp token --scoped",
                                     param_hint="--scoped")
        typer.echo(add_scoped_token(resolved, chosen))
        return
    typer.echo(ensure_token(resolved, rotate=rotate))
