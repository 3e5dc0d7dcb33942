"""The ``facts`` provider configured as a user would (memory.provider, memory.recall_mode),
driven through a real Session and, for the cache test, the reference agent against the
scripted OpenAI-compatible server."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import keepmind
from keepmind.agent import Agent
from keepmind.compression.summary import SUMMARY_INSTRUCTIONS
from keepmind.config import CompressionSettings, LLMSettings, MemorySettings, Settings
from keepmind.core_tools import CORE_TOOL_NAMES
from keepmind.providers import MemoryManager, build_manager, load_registry
from keepmind.providers.facts import FactStore
from keepmind.session import Session
from keepmind.testing import ScriptedLLMServer
from test_session import scripted_turns

QUESTION = "which port does the gateway listen on?"
_OPENED: list[keepmind.Memory | FactStore] = []


@pytest.fixture(autouse=True)
def _close_what_was_opened() -> Iterator[None]:
    yield
    while _OPENED:
        _OPENED.pop().close()


def facts_db(home: Path) -> FactStore:
    """The home's fact store, closed after the test."""
    store = FactStore(home / "facts.db")
    _OPENED.append(store)
    return store


def open_with_facts(home: Path, mode: str = "", **sections: Any) -> tuple[keepmind.Memory,
                                                                          MemoryManager]:
    settings = Settings(memory=MemorySettings(provider="facts", recall_mode=mode,  # type: ignore[arg-type]
                                              **sections.pop("memory", {})), **sections)
    mem = keepmind.open(home, settings=settings)
    _OPENED.append(mem)
    manager = build_manager(home, settings, load_registry(), core_tool_names=CORE_TOOL_NAMES)
    return mem, manager


def names(session: Session, shape: str = "openai") -> list[str]:
    tools = session.tools(shape)  # type: ignore[arg-type]
    return [t["function"]["name"] if shape == "openai" else t["name"] for t in tools]


@pytest.mark.parametrize(("mode", "recalls", "has_tools"), [
    ("context", True, False), ("tools", False, True), ("hybrid", True, True)])
def test_each_recall_mode_shapes_the_message_the_prompt_and_the_tools(
    isolated_home: Path, mode: str, recalls: bool, has_tools: bool,
) -> None:
    mem, manager = open_with_facts(isolated_home, mode)
    facts_db(isolated_home).add("The gateway listens on port 8080")
    session = mem.session(manager=manager)
    sent = session.before_turn(QUESTION)
    if recalls:
        assert sent.startswith(QUESTION + "\n\n<memory-context>")
        assert "- The gateway listens on port 8080 [fact 1, general, trust 0.50]" in sent
    else:
        assert sent == QUESTION
    for shape in ("openai", "anthropic"):
        assert ("fact_store" in names(session, shape)) is has_tools
        assert ("fact_feedback" in names(session, shape)) is has_tools
    prompt = session.system_prompt
    assert "## Fact store" in prompt
    assert ("attached to it in <memory-context>" in prompt) is recalls
    assert ("fact_store searches" in prompt) is has_tools
    answer = session.call_tool("fact_store", {"action": "search", "query": "gateway port"})
    assert answer["success"] is has_tools
    if has_tools:
        assert json.loads(answer["result"])["facts"][0]["content"] == \
            "The gateway listens on port 8080"
    manager.shutdown()


def test_the_default_recall_mode_of_facts_is_hybrid(isolated_home: Path) -> None:
    mem, manager = open_with_facts(isolated_home)
    assert manager.providers[0].recall_mode == "hybrid"
    manager.shutdown()


def test_the_model_adds_rates_and_finds_facts_through_the_tools(isolated_home: Path) -> None:
    mem, manager = open_with_facts(isolated_home, "tools")
    session = mem.session(manager=manager)

    def call(name: str, **args: Any) -> dict[str, Any]:
        answer = session.call_tool(name, args)
        assert answer["success"], answer
        return dict(json.loads(answer["result"]))

    added = call("fact_store", action="add", content="Staging runs Postgres 15",
                 category="environment", tags=["db"])
    fact_id = added["fact"]["fact_id"]
    again = call("fact_store", action="add", content="Staging runs Postgres 15.")
    assert again["fact"]["fact_id"] == fact_id and "confirmed" in again["note"]
    newer = call("fact_store", action="add", content="Staging runs Postgres 16")
    assert [f["fact_id"] for f in newer["superseded"]] == [fact_id]
    rated = call("fact_feedback", fact_id=newer["fact"]["fact_id"], feedback="helpful")
    assert rated["fact"]["trust"] == 0.6
    found = call("fact_store", action="search", query="postgres staging")
    assert [f["content"] for f in found["facts"]] == ["Staging runs Postgres 16"]
    listed = call("fact_store", action="list", include_superseded=True)
    assert len(listed["facts"]) == 2
    refused = json.loads(session.call_tool("fact_store", {"action": "remove"})["result"])
    assert refused == {"success": False, "error": "fact_id is required (an integer)"}
    assert manager.status()[0]["failures"] == 0, "bad input is not a provider failure"
    manager.shutdown()


def test_built_in_memory_writes_are_mirrored_as_facts(isolated_home: Path) -> None:
    mem, manager = open_with_facts(isolated_home)
    session = mem.session(manager=manager)
    session.call_tool("memory", {"action": "add", "target": "user",
                                 "content": "User prefers metric units"})
    session.call_tool("memory", {"action": "add", "target": "memory",
                                 "content": "The repo uses uv for packaging"})
    assert manager.flush_pending(5)
    facts = {f.content: f for f in facts_db(isolated_home).list_facts()}
    assert facts["User prefers metric units"].category == "user"
    assert facts["The repo uses uv for packaging"].source == "memory_write"
    manager.shutdown()


def test_stated_preferences_and_decisions_are_kept_at_session_end_and_recalled_next_time(
    isolated_home: Path,
) -> None:
    mem, manager = open_with_facts(isolated_home, "context")
    first = mem.session(manager=manager)
    messages = [
        {"role": "user", "content": "I prefer metric units. We decided to deploy on Fridays."},
        {"role": "assistant", "content": "I prefer imperial units myself."},
        {"role": "user", "content": "thanks\n\n<memory-context>\nI prefer cats\n"
                                    "</memory-context>"},
    ]
    for message in messages:
        first.record(message)
    first.end("exit", messages)
    store = facts_db(isolated_home)
    assert sorted((f.category, f.content) for f in store.list_facts()) == [
        ("decision", "Decided: deploy on Fridays"),
        ("preference", "User prefers metric units")]
    second = mem.session(manager=manager)
    sent = second.before_turn("what units do I prefer for distances?")
    assert "User prefers metric units" in sent
    later = [{"role": "user", "content": "Actually, I prefer imperial units."}]
    second.end("exit", later)
    live = [f.content for f in store.list_facts()]
    assert "User prefers imperial units" in live and "User prefers metric units" not in live
    assert len(store.list_facts(include_superseded=True)) == 3, "the old preference is kept"
    manager.shutdown()


def test_forty_turns_keep_the_prompt_cache_with_the_facts_provider_active(
    isolated_home: Path,
) -> None:
    """tests/test_session.py's cache-stability test, with ``facts`` (hybrid) recalling
    a different set of facts as the conversation goes."""
    mem, manager = open_with_facts(
        isolated_home, "hybrid", llm=LLMSettings(context_window=17_000),
        compression=CompressionSettings(threshold=0.5, protect_first_n=3, protect_last_n=4),
        memory={"flush_min_turns": 6})
    store = facts_db(isolated_home)
    for n in range(40):
        store.add(f"Question {n} about the gateway was answered with detail {n}",
                  category="project")
    with ScriptedLLMServer(responder=scripted_turns) as server:
        agent = Agent(mem.session(manager=manager), server.client())
        for turn in range(40):
            agent.send(f"turn {turn} question about the gateway " + "words " * 10)
        requests = server.chat_requests
    manager.shutdown()
    chat = [r for r in requests if r.messages[0]["content"] != SUMMARY_INSTRUCTIONS]
    flushes = [r for r in chat if "compressed" in str(r.messages[-1].get("content", ""))]
    turns = [r for r in chat if r not in flushes]
    assert flushes, "the conversation was compressed"
    recalled = [r for r in turns if "<memory-context>" in str(r.messages[-1].get("content"))]
    assert len(recalled) >= 30, "facts were recalled into most turns"
    compressed_at = [i for i in range(1, len(turns))
                     if any(turns[i - 1].index < f.index < turns[i].index for f in flushes)]
    prompts = [r.system_prompt for r in turns]
    changes = [i for i in range(1, len(prompts)) if prompts[i] != prompts[i - 1]]
    assert changes and set(changes) <= set(compressed_at), \
        "the system prompt changes only where the conversation was compressed"
    extends = [turns[i].messages[:len(turns[i - 1].messages)] == turns[i - 1].messages
               for i in range(1, len(turns))]
    assert [i + 1 for i, ok in enumerate(extends) if not ok] == compressed_at, \
        "each request extends the previous one except after a compression"
    assert {f.system_prompt for f in flushes} <= set(prompts), "flushes reuse the prompt"
    assert all(r.tools == turns[0].tools for r in [*turns, *flushes])
    assert "fact_store" in json.dumps(turns[0].tools)
