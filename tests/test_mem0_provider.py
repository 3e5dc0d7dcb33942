"""The ``mem0`` provider: the real mem0 library in-process over a real local Qdrant store
in the home, embeddings from the scripted server's ``/v1/embeddings`` (deterministic word
vectors), configured as a user would (config.yaml, ``keepmind.open``)."""

from __future__ import annotations

import json
import sqlite3
import traceback
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import keepmind
from keepmind.testing import Reply, ScriptedLLMServer
from provider_sessions import chat

pytest.importorskip("mem0", reason="the mem0 extra is not installed (pip install "
                    "'keepmind[mem0]')")


@pytest.fixture(autouse=True)
def close_qdrants_version_probe(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """qdrant-client's embedded mode opens an in-memory SQLite connection to read SQLite's
    version and never closes it (``qdrant_client/local/persistence.py``). Close those
    for it at teardown, before the conftest's leak check, which so still covers every
    other connection, mem0's and keepmind's included."""
    probes: list[sqlite3.Connection] = []
    tracked_connect = sqlite3.connect

    def connect(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        conn = tracked_connect(*args, **kwargs)
        caller = traceback.extract_stack(limit=2)[0].filename
        if args[:1] == (":memory:",) and caller.endswith("qdrant_client/local/persistence.py"):
            probes.append(conn)
        return conn

    monkeypatch.setattr(sqlite3, "connect", connect)
    yield
    for conn in probes:
        conn.close()


@pytest.fixture
def server() -> Iterator[ScriptedLLMServer]:
    with ScriptedLLMServer(responder=lambda request: Reply.text("Noted."),
                           embedding_dims=64) as scripted:
        yield scripted


def configure(home: Path, server: ScriptedLLMServer, *, first_turn_in_prompt: bool = False,
              mode: str = "hybrid") -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.yaml").write_text(
        f"memory:\n  provider: mem0\n  recall_mode: {mode}\n"
        f"  first_turn_in_prompt: {str(first_turn_in_prompt).lower()}\n"
        f"llm:\n  base_url: {server.base_url}\n  model: m\n"
        f"providers:\n  mem0:\n    embed_base_url: {server.base_url}\n    embed_dims: 64\n",
        "utf-8")


def test_a_fact_said_in_one_session_is_recalled_on_the_next_sessions_first_turn(
    isolated_home: Path, server: ScriptedLLMServer,
) -> None:
    configure(isolated_home, server)
    chat(isolated_home, server, "My cat is called Biscuit and she hates the vacuum cleaner.")
    assert (isolated_home / "mem0" / "qdrant").is_dir(), "the store is on disk in the home"
    first = chat(isolated_home, server, "What is my cat called?")[0]
    sent = first.messages[-1]["content"]
    assert sent.startswith("What is my cat called?\n\n<memory-context>")
    assert "My cat is called Biscuit" in sent and "[mem0 " in sent
    assert "Noted." not in sent, "assistant replies are not kept as facts without a model"
    assert any(r.path.endswith("/embeddings") for r in server.requests)


def test_with_first_turn_in_prompt_the_recall_is_in_the_next_sessions_system_prompt(
    isolated_home: Path, server: ScriptedLLMServer,
) -> None:
    configure(isolated_home, server, first_turn_in_prompt=True, mode="context")
    chat(isolated_home, server, "I always deploy the gateway on Fridays.")
    requests = chat(isolated_home, server, "When do I deploy the gateway?", "And why is that?")
    assert requests[0].messages[-1]["content"] == "When do I deploy the gateway?"
    assert "I always deploy the gateway on Fridays." in str(requests[0].system_prompt)
    assert requests[0].system_prompt == requests[1].system_prompt


def test_the_tools_add_search_and_forget_scoped_to_the_user(
    isolated_home: Path, server: ScriptedLLMServer,
) -> None:
    configure(isolated_home, server)
    with keepmind.open(isolated_home) as mem:
        session = mem.session()
        added = session.call_tool("mem0_add",
                                  {"content": "The staging database runs on port 5433"})
        assert added["success"] is True, added
        memory_id = json.loads(added["result"])["added"][0]["id"]
        found = json.loads(session.call_tool(
            "mem0_search", {"query": "which port does the staging database use"})["result"])
        assert [m["id"] for m in found["memories"]] == [memory_id]
        for bad in ({"content": 5}, "not json {", {}, {"content": "  "}):
            answer = session.call_tool("mem0_add", bad)  # the session answers malformed JSON
            answer = json.loads(answer["result"]) if "result" in answer else answer
            assert answer["success"] is False and answer["error"], bad
        gone = json.loads(session.call_tool("mem0_forget", {"memory_id": memory_id})["result"])
        assert gone["success"] is True
        again = json.loads(session.call_tool("mem0_forget", {"memory_id": memory_id})["result"])
        assert again == {"success": False, "error": f"no memory {memory_id!r} of this user"}
        assert json.loads(session.call_tool("mem0_search", {"query": "staging port"})[
            "result"])["memories"] == []
        session.end("exit")


def test_telemetry_is_off_and_status_counts_the_memories(
    isolated_home: Path, server: ScriptedLLMServer, capsys: pytest.CaptureFixture[str],
) -> None:
    configure(isolated_home, server)
    chat(isolated_home, server, "My favourite editor is Helix.")
    from mem0.memory import main, telemetry

    assert telemetry.MEM0_TELEMETRY is False and main.MEM0_TELEMETRY is False
    from keepmind.cli.main import main as cli

    assert cli(["memory", "status", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["provider"] == "mem0" and report["health"] == "available"
    assert report["stats"]["memories"] == 1
