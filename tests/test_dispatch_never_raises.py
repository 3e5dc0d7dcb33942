"""Every tool dispatch answers any call, whatever a model sends (issue 11, point 1).

Each property drives one real dispatch (real files, real SQLite) with 2,000 calls from
``untrusted``: any JSON value in any field, valid calls with fields replaced, dropped or
added, arguments as JSON text (also malformed) or not an object. Each call must return
the tool's own answer shape, strict JSON that encodes as UTF-8, an error a model can
read; afterwards the stores still parse and a valid call still works. One home per test,
not per example, so state built up by earlier calls (a full store, a deleted skill) is
part of what later calls meet.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import keepmind
from keepmind.archive import SessionArchive
from keepmind.config import MemorySettings, Settings
from keepmind.core_tools import CORE_TOOL_NAMES
from keepmind.mcp.link import Link
from keepmind.mcp.session_log import SessionLog
from keepmind.mcp.tools import provider_answer, tool_result
from keepmind.memory.entries import SEPARATOR
from keepmind.providers import MemoryManager, build_manager, load_registry
from keepmind.providers.facts import FactStore
from keepmind.providers.facts.tools import FEEDBACK_TOOL, STORE_TOOL, run_tool
from keepmind.skills.tools import TOOL_NAMES as SKILL_TOOLS
from keepmind.testing import FakeProvider
from untrusted import as_sent, assert_answer, calls, json_values

# A failing example holding megabytes makes hypothesis warn about its repr; the warning
# (an error under filterwarnings) would hide the failure itself.
pytestmark = pytest.mark.filterwarnings("ignore:Generating overly large repr")
EXAMPLES = settings(max_examples=2000, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

SKILL_MD = "---\nname: deploy\ndescription: How to deploy the app\n---\n# Deploy\nRun make.\n"
MEMORY_CALLS = [
    {"action": "add", "target": "memory", "content": "The CI runs on Fridays"},
    {"action": "add", "target": "user", "content": "User prefers short answers"},
    {"action": "replace", "target": "memory", "old_text": "CI", "content": "CI runs daily"},
    {"action": "remove", "target": "user", "old_text": "short"},
    {"target": "memory", "operations": [
        {"action": "add", "content": "Staging is on port 5433"},
        {"action": "remove", "old_text": "Staging"}]},
]
MEMORY_WORDS = ["add", "replace", "remove", "memory", "user", "CI", "x\n§\ny"]
SKILL_CALLS: dict[str, list[dict[str, Any]]] = {
    "skills_list": [{}, {"category": "general"}],
    "skill_view": [{"name": "deploy"}, {"name": "deploy", "file_path": "references/a.md"}],
    "skill_manage": [
        {"action": "create", "name": "deploy", "content": SKILL_MD, "category": "ops"},
        {"action": "edit", "name": "deploy", "content": SKILL_MD},
        {"action": "patch", "name": "deploy", "old_string": "Run make.",
         "new_string": "Run make deploy.", "replace_all": False},
        {"action": "write_file", "name": "deploy", "file_path": "references/a.md",
         "file_content": "Notes"},
        {"action": "remove_file", "name": "deploy", "file_path": "references/a.md"},
        {"action": "delete", "name": "deploy"},
    ],
}
SKILL_WORDS = ["deploy", "general", "ops", "create", "patch", "references/a.md", SKILL_MD]
FACT_CALLS = [
    {"action": "add", "content": "The gateway listens on port 8080", "category": "project",
     "tags": ["net"]},
    {"action": "search", "query": "gateway port", "limit": 5, "include_superseded": True},
    {"action": "update", "fact_id": 1, "content": "The gateway listens on 8081"},
    {"action": "remove", "fact_id": 2},
    {"action": "list", "category": "project", "limit": 3},
    {"fact_id": 1, "feedback": "helpful"},
]
FACT_WORDS = ["add", "search", "update", "remove", "list", "helpful", "unhelpful", "project"]


def small_memory(home: Path) -> keepmind.Memory:
    """A home whose stores fill after a few entries, so full-store paths are reached."""
    limits = MemorySettings(memory_char_limit=300, user_char_limit=200)
    return keepmind.open(home, settings=Settings(memory=limits))


def assert_memory_intact(mem: keepmind.Memory) -> None:
    for store in (mem.memory, mem.user):
        entries = store.entries
        assert store.usage.chars <= store.limit
        for entry in entries:
            entry.encode("utf-8")
            assert SEPARATOR not in entry.split("\n")
    for line in mem.journal.lines():
        json.loads(line)


def test_the_memory_tool_answers_any_call_and_keeps_its_files_valid(tmp_path: Path) -> None:
    mem = small_memory(tmp_path / "home")

    @EXAMPLES
    @given(as_sent(calls(MEMORY_CALLS, MEMORY_WORDS)))
    def check(args: Any) -> None:
        mem.new_turn()
        answer = mem.memory_tool(args)
        assert_answer(answer)
        assert_memory_intact(mem)

    check()
    mem.new_turn()
    answer = mem.memory_tool({"operations": [{"action": "remove", "old_text": e}
                                             for e in mem.memory.entries]
                              + [{"action": "add", "content": "still works"}],
                              "target": "memory"})
    assert answer["success"] is True, answer
    assert mem.memory.entries == ["still works"]


def test_a_wrong_type_in_a_memory_field_is_refused_naming_that_field(tmp_path: Path) -> None:
    mem = small_memory(tmp_path / "home")
    wrong = st.one_of(st.integers(), st.floats(), st.booleans(), st.lists(st.integers()),
                      st.dictionaries(st.text(max_size=3), st.integers(), max_size=2))

    @settings(max_examples=300, deadline=None, database=None)
    @given(st.sampled_from(["action", "target", "content", "old_text"]), wrong)
    def check(field: str, value: Any) -> None:
        mem.new_turn()
        args = {"action": "replace", "target": "memory", "old_text": "x", "content": "y",
                field: value}
        answer = mem.memory_tool(args)
        assert answer["success"] is False
        assert field in answer["error"], answer

    check()


def test_session_search_answers_any_call(
    open_memory: Callable[..., keepmind.Memory], tmp_path: Path) -> None:
    mem = open_memory(tmp_path / "home")
    archive = mem.archive
    first = archive.create_session(source="cli", title="docker networking")
    ids = [archive.append(first, role, text) for role, text in [
        ("user", "How do I connect two docker networks?"),
        ("assistant", "Use docker network connect with the container name."),
        ("user", "And the bridge driver?")]]
    archive.end_session(first, "exit")
    current = archive.create_session(source="cli")
    bases = [{"query": "docker network", "limit": 3}, {}, {"session_id": first},
             {"session_id": first, "around_message_id": ids[1], "window": 1},
             {"around_message_id": ids[0]}, {"session_id": first, "query": "bridge"},
             {"query": "docker", "summarize": False}]

    words = [first, current, "docker", "true", str(ids[1]), 2**80, "docker \ud800"]

    @EXAMPLES
    @given(as_sent(calls(bases, words)))
    def check(args: Any) -> None:
        assert_answer(mem.session_search(args, current_session_id=current))

    check()
    found = mem.session_search({"query": "docker network"}, current_session_id=current)
    assert found["success"] is True and found["count"] == 1, found


def test_the_skills_tools_answer_any_call_and_leave_readable_skills(tmp_path: Path) -> None:
    mem = keepmind.open(tmp_path / "home")
    mem.skills.create("deploy", SKILL_MD)
    strategy = st.one_of(*[
        st.tuples(st.just(tool), as_sent(calls(bases, SKILL_WORDS)))
        for tool, bases in SKILL_CALLS.items()
    ], st.tuples(json_values, json_values))

    @EXAMPLES
    @given(strategy)
    def check(call: tuple[Any, Any]) -> None:
        tool, args = call
        assert_answer(mem.skill_tool(tool, args))

    check()
    assert mem.skills.problems() == []
    for skill in mem.skills.list():
        for file_path in mem.skills.files(skill.name):
            mem.skills.read_file(skill.name, file_path)
    mem.skill_tool("skill_manage", {"action": "delete", "name": "deploy"})
    created = mem.skill_tool("skill_manage", {"action": "create", "name": "deploy",
                                              "content": SKILL_MD})
    assert created["success"] is True, created
    assert mem.skill_tool("skill_view", {"name": "deploy"})["content"] == SKILL_MD


def test_the_fact_tools_answer_any_call_as_json_text(tmp_path: Path) -> None:
    store = FactStore(tmp_path / "facts.db")
    strategy = st.tuples(st.sampled_from([STORE_TOOL, FEEDBACK_TOOL]),
                         as_sent(calls(FACT_CALLS, FACT_WORDS)))

    @EXAMPLES
    @given(strategy)
    def check(call: tuple[str, Any]) -> None:
        tool, args = call
        assert_answer(json.loads(run_tool(store, tool, args)))

    check()
    added = json.loads(run_tool(store, STORE_TOOL, {"action": "add",
                                                    "content": "Deploys happen on Tuesdays"}))
    assert added["success"] is True, added
    store.close()


def test_session_call_tool_routes_any_call_to_an_answer(
    open_memory: Callable[..., keepmind.Memory], tmp_path: Path) -> None:
    home = tmp_path / "home"
    settings_ = Settings(memory=MemorySettings(provider="facts", recall_mode="tools",
                                               memory_char_limit=300, user_char_limit=200))
    mem = open_memory(home, settings=settings_)
    manager = build_manager(home, settings_, load_registry(), core_tool_names=CORE_TOOL_NAMES)
    session = mem.session(manager=manager)
    names = session.tool_names()
    assert {"fact_store", "memory", "session_search", *SKILL_TOOLS} <= set(names)
    bases = [*MEMORY_CALLS, *FACT_CALLS, {"query": "docker"}, *SKILL_CALLS["skill_manage"]]
    strategy = st.tuples(st.one_of(st.sampled_from(names), json_values),
                         as_sent(calls(bases, [*MEMORY_WORDS, *FACT_WORDS, *SKILL_WORDS])))

    @EXAMPLES
    @given(strategy)
    def check(call: tuple[Any, Any]) -> None:
        name, args = call
        mem.new_turn()
        answer = session.call_tool(name, args)
        assert_answer(answer)
        assert_answer(provider_answer(answer))

    check()
    assert all(state["failures"] == 0 for state in manager.status()), manager.status()
    answer = session.call_tool("fact_store", '{"action": "add", "content": "Port 8080"}')
    assert json.loads(answer["result"])["success"] is True, answer
    session.end()
    manager.shutdown()


def test_an_mcp_connection_answers_any_tool_call_as_a_tool_result(tmp_path: Path) -> None:
    mem = small_memory(tmp_path / "home")
    link = Link(mem, client="pytest", tool_names=["memory", "session_search", "session_log"])
    message = {"role": "user", "content": "hello"}
    bases = [*MEMORY_CALLS, {"messages": [message], "start": 0, "title": "t"},
             {"messages": [message, {"role": "assistant", "content": [{"type": "text"}]}]}]
    names = ["memory", "session_search", "session_log", *SKILL_TOOLS]
    strategy = st.tuples(st.sampled_from(names), calls(bases, ["user", "assistant"]))

    @EXAMPLES
    @given(strategy)
    def check(call: tuple[str, Any]) -> None:
        name, args = call
        answer = link.call(name, args)
        assert_answer(answer)
        result = tool_result(answer)
        assert result.is_error is (answer["success"] is False)

    try:
        check()
        logged = link.call("session_log", {"messages": [{"role": "user", "content": "bye"}]})
        assert logged["success"] is True, logged
    finally:
        link.close()
        mem.close()


def test_session_log_answers_any_call_and_logs_only_valid_text(tmp_path: Path) -> None:
    archive = SessionArchive.open(tmp_path / "state.db")
    log = SessionLog(archive, archive.create_session(source="mcp"))
    message = {"role": "user", "content": "hello"}
    bases = [{"messages": [message]}, {"messages": [message], "start": 0, "title": "chat"}]
    item = st.one_of(st.just(message), st.dictionaries(
        st.sampled_from(["role", "content", "x"]),
        st.one_of(json_values, st.sampled_from(["user", "assistant", "tool"]))))
    strategy = st.one_of(as_sent(calls(bases)), st.builds(
        lambda items, start: {"messages": items, "start": start}, st.lists(item, max_size=4),
        st.one_of(st.none(), json_values)))

    @EXAMPLES
    @given(strategy)
    def check(args: Any) -> None:
        assert_answer(log(args))

    check()
    for stored in archive.messages(log.session_id):
        stored.content.encode("utf-8")
    assert log({"messages": [{"role": "user", "content": "after"}],
                "start": log.count})["success"] is True
    archive.close()


class _OddProvider(FakeProvider):
    """A provider whose tool answers badly on request: a dict, raw surrogates, a raise."""

    def handle_tool_call(self, name: str, args: Mapping[str, Any]) -> str:
        super().handle_tool_call(name, args)
        query = args.get("query")
        if query == "raise":
            raise RuntimeError("backend down")
        if query == "dict":
            return {"not": "text"}  # type: ignore[return-value]
        return "half \ud83d an emoji"


def test_a_provider_tool_gets_only_objects_and_its_bad_answers_become_errors(
    open_memory: Callable[..., keepmind.Memory],
    tmp_path: Path,
) -> None:
    provider = _OddProvider(mode="tools")
    manager = MemoryManager([provider])
    session = open_memory(tmp_path / "home").session(manager=manager)
    malformed = session.call_tool("fake_recall", '{"query": ')
    assert malformed["success"] is False and "not valid JSON" in malformed["error"]
    assert not any(hook == "handle_tool_call" for hook, _ in provider.calls)
    assert manager.status()[0]["failures"] == 0
    as_text = session.call_tool("fake_recall", '{"query": "text"}')
    assert as_text == {"success": True, "result": "half \ufffd an emoji"}
    for query, said in (("dict", "answered an object, not text"), ("raise", "backend down")):
        answer = session.call_tool("fake_recall", {"query": query})
        assert answer["success"] is False and said in answer["error"], answer
    assert manager.status()[0]["failures"] == 2
    manager.shutdown()


def test_the_call_to_send_escapes_a_lone_surrogate_instead_of_breaking_the_answer(
    tmp_path: Path,
) -> None:
    mem = small_memory(tmp_path / "home")
    answer = mem.memory_tool({"action": [], "target": "memory", "content": "caf\u00e9 \ud800"})
    assert_answer(answer)
    assert answer["success"] is False
    assert "caf\u00e9 \\ud800" in answer["error"]
    found = mem.session_search({"q": "x\ud800"})
    mem.close()
    assert_answer(found)
    assert found["success"] is False and "\\ud800" in found["error"]
