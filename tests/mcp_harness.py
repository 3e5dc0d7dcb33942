"""Driving ``keepmind mcp`` as a subprocess with the official MCP client.

Every wait is bounded: client reads time out (``READ_TIMEOUT``), each test body runs
under ``anyio.fail_after`` (``run``), and the HTTP server's start is awaited by reading
its ready line with a deadline (``start_http``).
"""

from __future__ import annotations

import os
import selectors
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import asynccontextmanager
from pathlib import Path
from typing import IO, Any

import anyio
import httpx2
from mcp import Client, StdioServerParameters
from mcp.client import stdio as mcp_stdio
from mcp.client.streamable_http import streamable_http_client
from mcp_types import CallToolResult, Implementation

READ_TIMEOUT = 30.0
TEST_TIMEOUT = 90.0
START_TIMEOUT = 30.0
SERVER_COMMAND = [sys.executable, "-m", "keepmind.cli.main", "mcp"]
"""``keepmind mcp`` with the test's interpreter (the console script runs the same
``keepmind.cli.main``)."""


def run(body: Callable[[], Awaitable[None]], timeout: float = TEST_TIMEOUT) -> None:
    """Run an async test body with a hard deadline."""
    async def bounded() -> None:
        with anyio.fail_after(timeout):
            await body()
    anyio.run(bounded)


def _env(extra: Mapping[str, str] | None = None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "KEEPMIND_MCP_TOKEN"}
    env.update(extra or {})
    return env


@asynccontextmanager
async def stdio_client(home: Path, *, name: str = "pytest-client", mode: str = "legacy",
                       env: Mapping[str, str] | None = None) -> AsyncIterator[Client]:
    """A client connected to a fresh ``keepmind mcp --home HOME`` subprocess (legacy
    mode: the initialize handshake that Claude Code, Cursor and Codex speak), with
    ``env`` added to its environment."""
    params = StdioServerParameters(command=SERVER_COMMAND[0],
                                   args=[*SERVER_COMMAND[1:], "--home", str(home)],
                                   env=_env(env))
    # the server's stderr to file descriptor 2 (which pytest captures): the SDK's default
    # is the sys.stderr of the moment it was first imported, which is a capsys buffer
    # without a descriptor when a test that captures is the first to import it
    transport = mcp_stdio.stdio_client(params, errlog=sys.__stderr__)
    async with Client(transport, mode=mode, read_timeout_seconds=READ_TIMEOUT,
                      client_info=Implementation(name=name, version="1.2")) as client:
        yield client


@asynccontextmanager
async def http_client(url: str, token: str | None, *, name: str = "pytest-http",
                      mode: str = "legacy",
                      extra_headers: Mapping[str, str] | None = None) -> AsyncIterator[Client]:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    headers.update(extra_headers or {})
    async with httpx2.AsyncClient(headers=headers, timeout=READ_TIMEOUT) as http, Client(
            streamable_http_client(url, http_client=http), mode=mode,
            read_timeout_seconds=READ_TIMEOUT,
            client_info=Implementation(name=name, version="1.2")) as client:
        yield client


def answer(result: CallToolResult) -> dict[str, Any]:
    """The structured answer of a tool call."""
    assert isinstance(result.structured_content, dict), result
    return result.structured_content


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_http(home: Path, *args: str, env: Mapping[str, str] | None = None
               ) -> tuple[subprocess.Popen[bytes], str]:
    """Start ``keepmind mcp --http ...`` and wait (bounded) for its ready line; returns
    the process and the URL it serves. Raises AssertionError when it exits or is silent."""
    proc = subprocess.Popen([*SERVER_COMMAND, "--home", str(home), "--http", *args],
                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, env=_env(env))
    line = read_line(proc, "serving", START_TIMEOUT)
    url = line.split(" at ", 1)[1].split(" ", 1)[0]
    return proc, url


def read_line(proc: subprocess.Popen[bytes], needle: str, timeout: float, *,
              stream: IO[bytes] | None = None) -> str:
    """The first line containing ``needle`` on ``stream`` (the process's stderr unless
    told), read within ``timeout`` seconds."""
    stream = stream or proc.stderr
    assert stream is not None
    deadline = time.monotonic() + timeout
    buffer = b""
    with selectors.DefaultSelector() as selector:
        selector.register(stream, selectors.EVENT_READ)
        while time.monotonic() < deadline:
            if not selector.select(timeout=max(0.0, deadline - time.monotonic())):
                continue
            chunk = os.read(stream.fileno(), 4096)
            if not chunk:
                break
            buffer += chunk
            for line in buffer.decode("utf-8", "replace").splitlines():
                if needle in line:
                    return line
    raise AssertionError(f"no {needle!r} line from the server within {timeout}s "
                         f"(exit code {proc.poll()}): {buffer.decode('utf-8', 'replace')}")


def stop(proc: subprocess.Popen[bytes], timeout: float = 15.0) -> int:
    """Stop a server started by ``start_http`` (SIGTERM, bounded wait, then SIGKILL)."""
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout)
    if proc.stderr is not None:
        proc.stderr.close()
    return proc.returncode
