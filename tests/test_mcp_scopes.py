"""A scope per MCP-over-HTTP connection, with the official client over loopback HTTP: a
home on PostgreSQL serves two scoped tokens as two users, and each connection's tools,
instructions and resources see only its own user's memory and archive; the operator's
token chooses a user with the X-Keepmind-User header; a home on files refuses another
user's connection rather than show it the home's files."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from keepmind.cli.main import main
from mcp_harness import READ_TIMEOUT, answer, free_port, http_client, run, start_http, stop

TOKEN = "operator-token-5b0d6f1c2a-0123456789abcdef"
SECRET = "Bob's locker code is platypus 4711"
INITIALIZE = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
    "protocolVersion": "2025-06-18", "capabilities": {},
    "clientInfo": {"name": "curl", "version": "1"}}}


def _scoped_token(capsys: pytest.CaptureFixture[str], home: Path, user: str) -> str:
    assert main(["--user", user, "--agent", "helper", "--org", "acme", "mcp", "token",
                 "--scoped", "--home", str(home)]) == 0
    return capsys.readouterr().out.strip()


@pytest.fixture
def fleet(tmp_path: Path, postgres_url: str,
          capsys: pytest.CaptureFixture[str]) -> Iterator[tuple[str, str, str]]:
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.yaml").write_text(f"archive:\n  url: {postgres_url}\n", "utf-8")
    alice, bob = _scoped_token(capsys, home, "alice"), _scoped_token(capsys, home, "bob")
    proc, url = start_http(home, "--port", str(free_port()),
                           env={"KEEPMIND_MCP_TOKEN": TOKEN})
    try:
        yield url, alice, bob
    finally:
        stop(proc)


def test_two_connections_as_two_users_see_only_their_own_data(
        fleet: tuple[str, str, str]) -> None:
    url, alice_token, bob_token = fleet

    async def body() -> None:
        async with http_client(url, bob_token, name="bob") as bob:
            assert answer(await bob.call_tool("memory", {
                "action": "add", "target": "user", "content": SECRET}))["success"]
            logged = answer(await bob.call_tool("session_log", {"messages": [
                {"role": "user", "content": "remember my platypus locker"},
                {"role": "assistant", "content": "Noted: the platypus locker."}]}))
            assert logged["success"] is True
        async with http_client(url, alice_token, name="alice") as alice:
            assert "platypus" not in (alice.instructions or "")
            found = answer(await alice.call_tool("session_search", {"query": "platypus"}))
            assert found.get("results", []) == []
            removed = await alice.call_tool("memory", {"action": "remove", "target": "user",
                                                       "old_text": "locker"})
            assert removed.is_error
            user = (await alice.read_resource("keepmind://user")).contents[0]
            assert "platypus" not in getattr(user, "text", "")
            assert answer(await alice.call_tool("memory", {
                "action": "add", "target": "user", "content": "Alice likes tea"}))["success"]
        async with http_client(url, bob_token, name="bob-again") as bob:
            assert SECRET in (bob.instructions or "")
            assert "Alice likes tea" not in (bob.instructions or "")
            found = answer(await bob.call_tool("session_search", {"query": "platypus"}))
            assert [r["session_id"] for r in found["results"]] == [logged["session_id"]]
        async with http_client(url, TOKEN, name="gateway", extra_headers={
                "X-Keepmind-User": "bob", "X-Keepmind-Org": "acme",
                "X-Keepmind-Agent": "helper"}) as gateway:
            assert SECRET in (gateway.instructions or "")
        async with http_client(url, TOKEN, name="operator") as operator:
            assert "platypus" not in (operator.instructions or "")  # the server's own user
    run(body)


def test_a_home_on_files_refuses_a_connection_of_another_user(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    home = tmp_path / "home"
    token = _scoped_token(capsys, home, "alice")
    proc, url = start_http(home, "--port", str(free_port()),
                           env={"KEEPMIND_MCP_TOKEN": TOKEN})
    try:
        with httpx.Client(timeout=READ_TIMEOUT) as http:
            reply = http.post(url, json=INITIALIZE, headers={
                "Accept": "application/json, text/event-stream",
                "Authorization": f"Bearer {token}"})
    finally:
        stop(proc)
    assert "PostgreSQL" in reply.text and "one user" in reply.text
    assert '"error"' in reply.text
