"""``keepmind mcp --http`` as a subprocess on 127.0.0.1: the bearer token guards every
request (401 without it), the tools work with it, and the server refuses to start where
it would be reachable without one."""

from __future__ import annotations

import os
import stat
import subprocess
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from keepmind.archive import SessionArchive
from keepmind.cli.main import main
from keepmind.errors import ConfigError
from keepmind.home import Home
from keepmind.mcp.auth import http_token, is_loopback, token_path
from mcp_harness import SERVER_COMMAND, answer, free_port, http_client, run, start_http, stop

TOKEN = "test-token-5b0d6f1c2a-0123456789abcdef"
INITIALIZE = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
    "protocolVersion": "2025-06-18", "capabilities": {},
    "clientInfo": {"name": "curl", "version": "1"}}}
MCP_HEADERS = {"Accept": "application/json, text/event-stream"}


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    home = tmp_path_factory.mktemp("http") / "home"
    proc, url = start_http(home, "--port", str(free_port()),
                           env={"KEEPMIND_MCP_TOKEN": TOKEN})
    try:
        yield url, home
    finally:
        code = stop(proc)
    assert code in (0, -15), "uvicorn re-raises SIGTERM after its graceful shutdown"
    with SessionArchive.open(home / "state.db") as archive:
        sessions = archive.list(limit=-1)
    assert sessions and all(s.end_reason == "exit" for s in sessions), sessions


def test_a_request_without_the_right_token_is_refused_with_401(
        served: tuple[str, Path]) -> None:
    url, _ = served
    with httpx.Client(timeout=10) as http:
        missing = http.post(url, json=INITIALIZE, headers=MCP_HEADERS)
        wrong = http.post(url, json=INITIALIZE,
                          headers={**MCP_HEADERS, "Authorization": "Bearer not-the-token"})
        basic = http.post(url, json=INITIALIZE,
                          headers={**MCP_HEADERS, "Authorization": f"Basic {TOKEN}"})
        right = http.post(url, json=INITIALIZE,
                          headers={**MCP_HEADERS, "Authorization": f"Bearer {TOKEN}"})
    assert [r.status_code for r in (missing, wrong, basic)] == [401, 401, 401]
    assert missing.headers["www-authenticate"].startswith("Bearer")
    assert right.status_code == 200


def test_with_the_token_the_tool_calls_work_across_connections(
        served: tuple[str, Path]) -> None:
    url, _ = served
    fact = "Staging database is read-only on Fridays"

    async def body() -> None:
        async with http_client(url, TOKEN, name="http-one") as first:
            tools = [t.name for t in (await first.list_tools()).tools]
            added = answer(await first.call_tool("memory", {
                "action": "add", "target": "memory", "content": fact}))
            logged = answer(await first.call_tool("session_log", {"messages": [
                {"role": "user", "content": "Why did the staging migration fail?"},
                {"role": "assistant", "content": "Staging is read-only on Fridays."}]}))
            bad = await first.call_tool("memory", {"action": "add", "target": "nowhere",
                                                   "content": "x"})
            assert fact not in (first.instructions or "")
        async with http_client(url, TOKEN, name="http-two") as second:
            found = answer(await second.call_tool("session_search",
                                                  {"query": "staging migration"}))
            memory = (await second.read_resource("keepmind://memory")).contents[0]
            assert fact in (second.instructions or "")
        assert "session_log" in tools and added["success"] is True
        assert bad.is_error
        assert [r["session_id"] for r in found["results"]] == [logged["session_id"]]
        assert fact in getattr(memory, "text", "")
    run(body)


def test_no_auth_serves_loopback_without_a_token(tmp_path: Path) -> None:
    proc, url = start_http(tmp_path / "home", "--port", str(free_port()), "--no-auth")
    try:
        async def body() -> None:
            async with http_client(url, None) as client:
                listed = answer(await client.call_tool("skills_list", {}))
            assert listed["count"] == 0
        run(body)
    finally:
        stop(proc)


@pytest.mark.parametrize("extra", [[], ["--no-auth"]])
def test_the_server_refuses_to_start_on_a_reachable_host_without_a_token(
        tmp_path: Path, extra: list[str]) -> None:
    env = {k: v for k, v in os.environ.items() if k != "KEEPMIND_MCP_TOKEN"}
    done = subprocess.run([*SERVER_COMMAND, "--home", str(tmp_path / "home"), "--http",
                           "--host", "0.0.0.0", "--port", str(free_port()), *extra],
                          capture_output=True, text=True, timeout=60, env=env,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 1
    assert done.stderr.startswith("error: ") and "token" in done.stderr
    assert "Traceback" not in done.stderr


def test_the_token_command_creates_a_private_token_the_server_then_requires(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    home = tmp_path / "home"
    assert main(["mcp", "token", "--home", str(home)]) == 0
    printed = capsys.readouterr().out.strip()
    assert main(["mcp", "token", "--home", str(home)]) == 0
    assert capsys.readouterr().out.strip() == printed
    path = token_path(Home(home))
    assert stat.S_IMODE(path.stat().st_mode) == 0o600 and len(printed) >= 32
    assert http_token(Home(home), {}, token_env="KEEPMIND_MCP_TOKEN", host="0.0.0.0",
                      no_auth=False) == printed
    from_env = "from-the-environment-0123456789abcdef"
    assert http_token(Home(home), {"KEEPMIND_MCP_TOKEN": from_env},
                      token_env="KEEPMIND_MCP_TOKEN", host="127.0.0.1",
                      no_auth=False) == from_env
    assert main(["mcp", "token", "--rotate", "--home", str(home)]) == 0
    assert capsys.readouterr().out.strip() != printed


def test_a_token_file_other_users_can_read_is_refused(tmp_path: Path) -> None:
    home = Home(tmp_path / "home").ensure()
    token_path(home).write_text("shared-secret\n", "utf-8")
    os.chmod(token_path(home), 0o644)
    with pytest.raises(ConfigError, match="chmod 600"):
        http_token(home, {}, token_env="KEEPMIND_MCP_TOKEN", host="127.0.0.1",
                   no_auth=False)


@pytest.mark.parametrize(("host", "loopback"), [
    ("127.0.0.1", True), ("127.8.0.1", True), ("::1", True), ("[::1]", True),
    ("localhost", True), ("0.0.0.0", False), ("192.168.1.20", False), ("::", False),
    ("example.com", False),
])
def test_only_loopback_hosts_count_as_local(host: str, loopback: bool) -> None:
    assert is_loopback(host) is loopback
