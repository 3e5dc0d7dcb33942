"""The session runtime end to end against the scripted OpenAI-compatible server: the frozen
system prompt, prompt-cache stability over a long conversation, compression with the
memory flush, and the archive record."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest

import keepmind
from keepmind.agent import Agent
from keepmind.compression.summary import SUMMARY_INSTRUCTIONS
from keepmind.config import CompressionSettings, LLMSettings, MemorySettings, Settings
from keepmind.providers import MemoryManager
from keepmind.testing import FakeProvider, RecordedRequest, Reply, ScriptedLLMServer

_OPENED: list[keepmind.Memory] = []


@pytest.fixture(autouse=True)
def _close_what_was_opened() -> Iterator[None]:
    yield
    while _OPENED:
        _OPENED.pop().close()


def open_mem(home: Path, **sections: Any) -> keepmind.Memory:
    """The home's memory with these settings, closed after the test."""
    mem = keepmind.open(home, settings=Settings(**sections))
    _OPENED.append(mem)
    return mem


def test_the_system_prompt_has_every_part_in_order(isolated_home: Path, tmp_path: Path) -> None:
    mem = open_mem(isolated_home)
    mem.memory.add("Repo uses uv")
    mem.user.add("User prefers concise answers")
    (isolated_home / "SOUL.md").write_text("You are Ada, a terse Rust mentor.", "utf-8")
    project = tmp_path / "project"
    project.mkdir()
    (project / ".git").mkdir()
    (project / "AGENTS.md").write_text("Run cargo test before committing.", "utf-8")
    manager = MemoryManager([FakeProvider(block="Provider block here.")])
    session = mem.session(platform="cli", cwd=project, system_message="Caller says hi.",
                          manager=manager)
    prompt = session.system_prompt
    order = ["You are Ada", "## Memory", "Provider block here.", "Caller says hi.",
             "MEMORY (your personal notes)", "USER PROFILE (who the user is)", "## Skills",
             "Run cargo test before committing.", f"Today is {date.today().isoformat()}"]
    positions = [prompt.index(marker) for marker in order]
    assert positions == sorted(positions)


def test_the_system_prompt_is_frozen_while_memory_changes(isolated_home: Path) -> None:
    mem = open_mem(isolated_home)
    session = mem.session()
    before = session.system_prompt
    answer = session.call_tool("memory", {"action": "add", "target": "user",
                                          "content": "User likes tea"})
    assert answer["success"]
    assert session.system_prompt == before
    assert "User likes tea" in mem.session().system_prompt


def test_tools_come_in_both_shapes_with_the_same_names(isolated_home: Path) -> None:
    session = open_mem(isolated_home).session(
        manager=MemoryManager([FakeProvider(mode="hybrid")]))
    openai = [t["function"]["name"] for t in session.tools("openai")]
    anthropic = [t["name"] for t in session.tools("anthropic")]
    assert openai == anthropic
    assert openai[:5] == ["memory", "session_search", "skills_list", "skill_view",
                          "skill_manage"]
    assert "fake_recall" in openai
    assert session.call_tool("fake_recall", {"query": "x"})["success"] is True
    assert session.call_tool("nope", {})["success"] is False


def test_memory_writes_are_mirrored_to_the_provider(isolated_home: Path) -> None:
    provider = FakeProvider()
    session = open_mem(isolated_home).session(manager=MemoryManager([provider]))
    session.call_tool("memory", {"action": "add", "target": "user", "content": "User is Bo"})
    session.manager.flush_pending(5)
    assert ("on_memory_write", ("add", "user", "User is Bo")) in provider.calls


def test_before_turn_fences_recall_and_record_archives_the_sent_bytes(
    isolated_home: Path,
) -> None:
    mem = open_mem(isolated_home)
    session = mem.session(manager=MemoryManager([FakeProvider(recall="User drinks tea")]))
    sent = session.before_turn("what do I drink?")
    assert sent.startswith("what do I drink?\n\n<memory-context>")
    assert "User drinks tea" in sent and sent.endswith("</memory-context>")
    session.record({"role": "user", "content": sent})
    stored = mem.archive.messages(session.id)
    assert [m.content for m in stored] == [sent]
    assert session.before_turn("ok") == "ok", "trivial prompts skip recall"


def scripted_turns(request: RecordedRequest) -> Reply:
    """The model of the long conversation: saves a memory on turn 5, answers otherwise."""
    messages = request.messages
    if messages and messages[0].get("content") == SUMMARY_INSTRUCTIONS:
        return Reply.text("## Goal\n- talk about ports\n## Decisions\n- port 8080")
    last = messages[-1]
    if last.get("role") == "tool":
        return Reply.text("saved")
    text = str(last.get("content", ""))
    if "compressed" in text:
        return Reply.tool_call("memory", {"action": "add", "target": "user",
                                          "content": "User deploys on Fridays"})
    if text.startswith("turn 5 "):
        return Reply.tool_call("memory", {"action": "add", "target": "memory",
                                          "content": "Gateway listens on port 8080"})
    return Reply.text(f"answer to {text.split(chr(10))[0]} " + "detail " * 20)


def test_forty_turns_keep_the_prompt_cache_except_across_one_compression(
    isolated_home: Path,
) -> None:
    mem = open_mem(isolated_home,
                   llm=LLMSettings(context_window=17_000),
                   compression=CompressionSettings(threshold=0.5, protect_first_n=3,
                                                   protect_last_n=4),
                   memory=MemorySettings(flush_min_turns=6))
    provider = FakeProvider(recall_each_turn=True)
    with ScriptedLLMServer(responder=scripted_turns) as server:
        session = mem.session(manager=MemoryManager([provider]))
        agent = Agent(session, server.client())
        for turn in range(40):
            agent.send(f"turn {turn} question about the gateway " + "words " * 10)
        requests = server.chat_requests
    turns = [r for r in requests if r.messages[0]["content"] != SUMMARY_INSTRUCTIONS
             and "compressed" not in str(r.messages[-1].get("content", ""))]
    flushes = [r for r in requests if "compressed" in str(r.messages[-1].get("content", ""))]
    assert len(flushes) == 1, "exactly one compression happened"
    systems = [r.system_prompt for r in turns]
    switch = [i for i in range(1, len(systems)) if systems[i] != systems[i - 1]]
    assert len(switch) == 1, "the system prompt changes once, at the compression"
    assert flushes[0].system_prompt == systems[0], "the flush reuses the session's prompt"
    assert flushes[0].tools == turns[0].tools
    breaks = [i for i in range(1, len(turns))
              if turns[i].messages[:len(turns[i - 1].messages)] != turns[i - 1].messages]
    assert breaks == switch, "each request extends the previous one except at compression"
    assert "User deploys on Fridays" in systems[-1], "the flush's save is in the new prompt"
    assert "Gateway listens on port 8080" in systems[-1]
    assert "Gateway listens on port 8080" not in systems[0]


def test_compression_keeps_everything_searchable_and_links_the_child(
    isolated_home: Path,
) -> None:
    mem = open_mem(isolated_home, memory=MemorySettings(flush_min_turns=2),
                   compression=CompressionSettings(protect_first_n=2, protect_last_n=2))
    with ScriptedLLMServer() as server:
        session = mem.session()
        messages: list[dict[str, Any]] = []
        for i in range(8):
            messages.append(session.record({"role": "user",
                                            "content": f"question {i} about zanzibar-{i}"}))
            messages.append(session.record({"role": "assistant", "content": f"answer {i}"}))
        parent = session.id
        server.queue(Reply.tool_call("memory", {"action": "add", "target": "user",
                                                "content": "User studies Zanzibar"}))
        server.queue_malformed()  # the summariser fails: a deterministic summary is used
        new_messages = session.compress(messages, server.client(max_retries=0))
    assert len(new_messages) == 2 + 1 + 2
    assert session.id != parent
    assert session.last_compression is not None and session.last_compression.used_fallback
    assert "User studies Zanzibar" in session.system_prompt
    assert len([m for m in mem.archive.messages(parent) if m.role == "user"]) == 8
    assert mem.archive.get(parent).end_reason == "compression"
    assert [s.id for s in mem.archive.lineage(session.id)] == [parent, session.id]
    found = session.call_tool("session_search", {"query": "zanzibar-4"})
    assert found["success"] is True, "what was compressed away is findable from the child"
    assert [r["session_id"] for r in found["results"]] == [parent]
    assert "zanzibar-4" in json.dumps(found)


def test_session_end_records_the_reason(isolated_home: Path) -> None:
    mem = open_mem(isolated_home)
    session = mem.session()
    session.end("exit")
    info = mem.archive.get(session.id)
    assert info is not None and info.end_reason == "exit"


@pytest.mark.parametrize("shape", ["xml"])
def test_an_unknown_tool_shape_is_refused(isolated_home: Path, shape: str) -> None:
    with pytest.raises(ValueError):
        open_mem(isolated_home).session().tools(shape)  # type: ignore[arg-type]


def test_a_session_uses_the_configured_provider_by_default(isolated_home: Path) -> None:
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.yaml").write_text("memory:\n  provider: facts\n", "utf-8")
    mem = keepmind.open(isolated_home)
    session = mem.session()
    assert session.manager is mem.providers
    assert [p.name for p in mem.providers.providers] == ["facts"]
    assert "fact_store" in [t["function"]["name"] for t in session.tools()]
    session.end("exit")
    assert mem.close() == []


def test_first_turn_recall_in_the_prompt_keeps_it_byte_identical_for_forty_turns(
    isolated_home: Path,
) -> None:
    mem = open_mem(isolated_home, llm=LLMSettings(context_window=200_000),
                   memory=MemorySettings(first_turn_in_prompt=True))
    provider = FakeProvider(recall="User drinks tea", recall_each_turn=True)
    with ScriptedLLMServer(responder=scripted_turns) as server:
        session = mem.session(manager=MemoryManager([provider]))
        before = session.system_prompt
        agent = Agent(session, server.client())
        for turn in range(40):
            agent.send(f"question {turn} about the gateway")
        requests = server.chat_requests
    assert len(requests) == 40
    systems = {r.system_prompt for r in requests}
    assert systems == {session.system_prompt}, "every request sends the same system bytes"
    prompt = session.system_prompt
    assert prompt.startswith(before) and "User drinks tea (recalled for turn 1)" in prompt
    assert prompt.endswith("</memory-context>"), "the first turn's recall is the last part"
    assert "first message of this session" in prompt
    first_user = requests[0].messages[1]["content"]
    assert first_user == "question 0 about the gateway", "the first message goes alone"
    for number, request in enumerate(requests[1:], start=2):
        sent = request.messages[-1]["content"]
        assert f"(recalled for turn {number})" in sent and "<memory-context>" in sent
    breaks = [i for i in range(1, len(requests))
              if requests[i].messages[:len(requests[i - 1].messages)]
              != requests[i - 1].messages]
    assert breaks == [], "each request extends the previous one"


def test_first_turn_in_prompt_with_nothing_recalled_leaves_the_prompt_as_it_started(
    isolated_home: Path,
) -> None:
    mem = open_mem(isolated_home, memory=MemorySettings(first_turn_in_prompt=True))
    session = mem.session(manager=MemoryManager([FakeProvider(recall="")]))
    before = session.system_prompt
    assert session.before_turn("what do I drink?") == "what do I drink?"
    assert session.system_prompt == before
    plan = session.prompt_plan.as_dict()
    assert "first_recall" not in [p["name"] for p in plan["parts"]]
