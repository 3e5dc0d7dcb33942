"""Choosing a scope at the composition roots: ``keepmind.open(url=…, user=…, agent=…)``,
the CLI's root ``--user``/``--agent``/``--org`` and ``$KEEPMIND_USER``, and the MCP server
started with ``$KEEPMIND_USER``: each sees the chosen user's archive alone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import keepmind
from keepmind.archive import SessionArchive
from keepmind.cli.main import main
from mcp_harness import answer, run, stdio_client


def test_open_with_a_url_and_user_sees_that_users_archive_from_any_agent(
        tmp_path: Path, archive_url: str) -> None:
    with keepmind.open(tmp_path / "h1", url=archive_url, user="alice", agent="a1") as mem:
        sid = mem.archive.create_session(title="alice's")
        mem.archive.append(sid, "user", "the platypus migration plan")
    with keepmind.open(tmp_path / "h2", url=archive_url, user="alice", agent="a2") as mem:
        assert [h.session_id for h in mem.archive.search("platypus")] == [sid]
    with keepmind.open(tmp_path / "h3", url=archive_url, user="bob", agent="a1") as mem:
        assert mem.archive.search("platypus") == [] and mem.archive.list() == []
        assert mem.session_search({"query": "platypus"})["count"] == 0
    with keepmind.open(tmp_path / "h4", url=archive_url, user="alice", org="acme") as mem:
        assert mem.archive.list() == [], "the same user name in another organisation"


@pytest.mark.parametrize("bad", ["a\x00b", "x" * 201, "\ud800"])
def test_a_scope_name_that_cannot_be_one_is_refused(tmp_path: Path, bad: str) -> None:
    with pytest.raises(keepmind.InvalidArgument):
        keepmind.open(tmp_path, user=bad)


def _cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    code = main(list(args))
    return code, capsys.readouterr().out


def test_the_cli_works_in_the_scope_of_its_root_flags_or_environment(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    home = str(tmp_path / "home")
    dump = tmp_path / "in.jsonl"
    dump.write_text(json.dumps({"session_id": "s1", "role": "user", "timestamp": 1.0,
                                "content": "rotate the nginx logs"}) + "\n", encoding="utf-8")
    assert _cli(capsys, "--home", home, "--user", "alice", "--agent", "ops",
                "sessions", "import", str(dump))[0] == 0
    code, out = _cli(capsys, "--home", home, "--user", "bob", "sessions", "list", "--json")
    assert code == 0 and json.loads(out) == []
    code, out = _cli(capsys, "--home", home, "--user", "bob", "sessions", "search", "nginx",
                     "--json")
    assert code == 0 and json.loads(out) == []
    monkeypatch.setenv("KEEPMIND_USER", "alice")
    code, out = _cli(capsys, "--home", home, "sessions", "list", "--json")
    assert [s["id"] for s in json.loads(out)] == ["s1"]
    code, out = _cli(capsys, "--home", home, "--user", "bob", "sessions", "list", "--json")
    assert json.loads(out) == [], "the flag wins over the environment"


def test_the_mcp_server_searches_the_archive_of_its_user(tmp_path: Path) -> None:
    home = tmp_path / "home"
    with keepmind.open(home, user="bob") as mem:
        sid = mem.archive.create_session()
        mem.archive.append(sid, "user", "bob's platypus launch codes")

    async def body() -> None:
        async with stdio_client(home, env={"KEEPMIND_USER": "alice"}) as alice:
            found = answer(await alice.call_tool("session_search", {"query": "platypus"}))
            read = answer(await alice.call_tool("session_search", {"session_id": sid}))
        assert found["count"] == 0 and "launch codes" not in json.dumps(read)
        async with stdio_client(home, env={"KEEPMIND_USER": "bob"}) as bob:
            found = answer(await bob.call_tool("session_search", {"query": "platypus"}))
        assert [r["session_id"] for r in found["results"]] == [sid]
    run(body)
    with SessionArchive.open(home / "state.db") as default_user:
        assert default_user.list() == []
