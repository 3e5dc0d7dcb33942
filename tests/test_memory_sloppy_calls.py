"""Tool calls as small models write them: a memory call's missing action filled in when the
other fields leave one reading; misnamed arguments, targets and actions (memory,
session_search) refused with the exact call to send."""

from __future__ import annotations

import json
from typing import Any

import pytest

import keepmind
from keepmind.memory.calls import complete

TARGETS = ("memory", "user")


@pytest.mark.parametrize(("args", "action"), [
    ({"target": "user", "content": "Uses poetry"}, "add"),
    ({"target": "user", "old_text": "poetry", "content": "Uses uv"}, "replace"),
    ({"target": "user", "old_text": "poetry"}, "remove"),
    ({"target": "user", "old_text": "  ", "content": "Uses uv"}, "add"),
    ({"target": "user", "action": "", "content": "Uses uv"}, "add"),
])
def test_a_missing_action_is_read_off_the_other_fields(args: dict[str, Any],
                                                       action: str) -> None:
    call, assumed = complete(args, TARGETS)
    assert call["action"] == action
    assert len(assumed) == 1 and repr(action) in assumed[0]


def test_a_well_formed_call_passes_unchanged() -> None:
    args = {"action": "add", "target": "memory", "content": "x", "reason": "extra"}
    assert complete(args, TARGETS) == (args, [])


@pytest.mark.parametrize(("args", "says", "send"), [
    ({"target": "user", "text": "Uses poetry"}, "'text' (the parameter is 'content')",
     {"action": "add", "target": "user", "content": "Uses poetry"}),
    ({"target": "user", "old": "poetry", "new_text": "Uses uv"}, "'old_text'",
     {"action": "replace", "target": "user", "old_text": "poetry", "content": "Uses uv"}),
    ({"target": "USER.md", "content": "Uses poetry"}, "it is 'user'",
     {"action": "add", "target": "user", "content": "Uses poetry"}),
    ({"target": "notes", "action": "add", "content": "CI is slow"}, "it is 'memory'",
     {"action": "add", "target": "memory", "content": "CI is slow"}),
    ({"action": "save", "target": "user", "content": "Uses poetry"}, "use 'add'",
     {"action": "add", "target": "user", "content": "Uses poetry"}),
    ({"action": "delete", "target": "user", "old_text": "poetry"}, "use 'remove'",
     {"action": "remove", "target": "user", "old_text": "poetry"}),
    ({"content": "Uses poetry"}, "target is missing",
     {"action": "add", "target": "<memory or user>", "content": "Uses poetry"}),
    ({"target": "user"}, "neither content nor old_text",
     {"action": "add", "target": "user", "content": "<the fact to remember>"}),
    ({"target": "user", "action": 3, "content": "x"}, "action 3 is not one of",
     {"action": "add", "target": "user", "content": "x"}),
])
def test_a_call_that_cannot_be_read_is_refused_with_the_call_to_send(
        mem: keepmind.Memory, args: dict[str, Any], says: str, send: dict[str, Any]) -> None:
    answer = mem.memory_tool(args)
    assert answer["success"] is False
    assert says in answer["error"]
    sent = answer["error"].split("Send: ", 1)[1]
    assert json.loads(sent) == send
    assert mem.user.entries == [] and mem.memory.entries == []


def test_the_call_to_send_works_as_it_stands(mem: keepmind.Memory) -> None:
    answer = mem.memory_tool({"target": "profile", "fact": "Uses poetry"})
    retry = json.loads(answer["error"].split("Send: ", 1)[1])
    assert mem.memory_tool(retry)["success"] is True
    assert mem.user.entries == ["Uses poetry"]


def test_the_small_models_call_without_action_saves_and_says_so(mem: keepmind.Memory) -> None:
    answer = mem.memory_tool(json.dumps(
        {"target": "user", "content": "I always use poetry for Python projects."}))
    assert answer["success"] is True
    assert "took it as 'add'" in answer["assumed"]
    assert mem.user.entries == ["I always use poetry for Python projects."]


def test_operations_without_actions_are_completed_one_by_one(mem: keepmind.Memory) -> None:
    mem.memory_tool({"action": "add", "target": "memory", "content": "CI takes 10 min"})
    answer = mem.memory_tool({"target": "memory", "operations": [
        {"old_text": "CI takes", "content": "CI takes 12 min"}, {"content": "Uses tox"}]})
    assert answer["success"] is True
    assert "operations[0]: action was missing; took it as 'replace'" in answer["assumed"]
    assert mem.memory.entries == ["CI takes 12 min", "Uses tox"]


def test_an_operation_with_a_misnamed_argument_is_named_by_its_index(
        mem: keepmind.Memory) -> None:
    answer = mem.memory_tool({"target": "memory", "operations": [
        {"action": "add", "content": "a"}, {"action": "add", "entry": "b"}]})
    assert answer["success"] is False
    assert answer["error"].startswith("operations[1]: unknown argument 'entry'")
    assert mem.memory.entries == []


@pytest.mark.parametrize(("args", "send"), [
    ({"q": "poetry"}, {"query": "poetry"}),
    ({"search": "poetry", "max_results": 2}, {"query": "poetry", "limit": 2}),
    ({"id": "abc"}, {"session_id": "abc"}),
])
def test_a_misnamed_session_search_is_refused_with_the_call_to_send(
        mem: keepmind.Memory, args: dict[str, Any], send: dict[str, Any]) -> None:
    answer = mem.session_search(args)
    assert answer["success"] is False
    assert "the parameter is" in answer["error"]
    assert json.loads(answer["error"].split("Send: ", 1)[1]) == send
    assert "the parameter is" not in str(mem.session_search(send).get("error", "")), \
        "the call to send is understood as it stands"
