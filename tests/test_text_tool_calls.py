"""Tool calls written in the reply text become real tool calls, for offered tools only;
JSON that merely appears in prose stays text."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import keepmind
from keepmind.cli.main import main
from keepmind.config import Settings
from keepmind.llm import ChatMessage, LLMClient, ToolCall
from keepmind.llm.factory import auxiliary_client, main_client
from keepmind.llm.text_calls import MAX_DECODES, extract, offered_tool_names
from keepmind.testing import TEXT_CALL_FORMATS, Reply, ScriptedLLMServer, render_text_calls

NAMES = frozenset({"memory", "session_search", "skills_list"})
SAVE = {"action": "add", "target": "user", "content": "User uses poetry"}
SAVE_JSON = json.dumps(SAVE)
SEARCH = {"query": "poetry"}

Call = tuple[str, dict[str, Any]]


def found(text: str) -> tuple[str | None, list[Call]] | None:
    result = extract(text, NAMES)
    if result is None:
        return None
    return result.content, [(c.name, json.loads(c.arguments)) for c in result.calls]


CALLS: list[tuple[str, str, str | None, list[Call]]] = [
    ("tool_call tag", f'<tool_call>\n{{"name": "memory", "arguments": {SAVE_JSON}}}\n'
     "</tool_call>", None, [("memory", SAVE)]),
    ("two tags with text around", f'I will save it.\n<tool_call>{{"name": "memory", '
     f'"arguments": {SAVE_JSON}}}</tool_call>\n<tool_call>{{"name": "session_search", '
     '"arguments": {"query": "poetry"}}</tool_call>\nDone.', "I will save it.\n\nDone.",
     [("memory", SAVE), ("session_search", SEARCH)]),
    ("unclosed last tag", f'<tool_call>\n{{"name": "memory", "arguments": {SAVE_JSON}}}',
     None, [("memory", SAVE)]),
    ("a fence inside a tag", f'<tool_call>\n```json\n{{"name": "memory", "arguments": '
     f"{SAVE_JSON}}}\n```\n</tool_call>", None, [("memory", SAVE)]),
    ("bare object", f'{{"name": "memory", "arguments": {SAVE_JSON}}}', None,
     [("memory", SAVE)]),
    ("bare object with parameters", f'{{"name": "memory", "parameters": {SAVE_JSON}}}',
     None, [("memory", SAVE)]),
    ("bare object spread over lines", json.dumps({"name": "memory", "arguments": SAVE},
                                                 indent=2), None, [("memory", SAVE)]),
    ("arguments as JSON text", json.dumps({"name": "memory", "arguments": SAVE_JSON}),
     None, [("memory", SAVE)]),
    ("no arguments", '{"name": "skills_list"}', None, [("skills_list", {})]),
    ("a list of calls", json.dumps([{"name": "memory", "arguments": SAVE},
                                    {"name": "session_search", "arguments": SEARCH}]),
     None, [("memory", SAVE), ("session_search", SEARCH)]),
    ("one call per line", '{"name": "memory", "arguments": ' + SAVE_JSON + '}\n'
     '{"name": "skills_list", "arguments": {}}', None, [("memory", SAVE), ("skills_list", {})]),
    ("after a preamble", "Sure, I'll remember that.\n\n"
     + json.dumps({"name": "memory", "arguments": SAVE}), "Sure, I'll remember that.",
     [("memory", SAVE)]),
    ("json fence", "```json\n" + json.dumps({"name": "memory", "arguments": SAVE}, indent=2)
     + "\n```", None, [("memory", SAVE)]),
    ("plain fence after a preamble", "Saving:\n```\n"
     + json.dumps({"name": "memory", "arguments": SAVE}) + "\n```\n", "Saving:",
     [("memory", SAVE)]),
    ("function object", json.dumps({"type": "function", "id": "x", "function": {
        "name": "memory", "arguments": SAVE_JSON}}), None, [("memory", SAVE)]),
    ("function object with an object", json.dumps({"function": {
        "name": "memory", "arguments": SAVE}}), None, [("memory", SAVE)]),
    ("marker and list", "[TOOL_CALLS] " + json.dumps([{"name": "memory", "arguments": SAVE}]),
     None, [("memory", SAVE)]),
    ("indented and trailing blanks", "   " + json.dumps({"name": "memory", "arguments": SAVE})
     + "   \n\n", None, [("memory", SAVE)]),
    # what a 1.5B Qwen model served by llama.cpp wrote in the e2e run: the braces doubled
    # around the call (a template's escaped braces taken for the format)
    ("doubled braces, as a small model wrote it", '{{"name": "memory", "arguments": '
     '{"action": "add", "target": "user", "content": "User uses poetry"}}}', None,
     [("memory", SAVE)]),
    ("doubled braces in a tag", f'<tool_call>\n{{{{"name": "memory", "arguments": {SAVE_JSON}}}}}'
     "\n</tool_call>", None, [("memory", SAVE)]),
    # what the same model wrote in the next run: a fenced call, then a closing remark
    ("a fenced call, then a remark of its own", "```json\n" + json.dumps(
        {"name": "memory", "arguments": SAVE}, indent=2) + "\n```\n\nFor more tasks or if "
     "you have any other questions, feel free to ask!", "For more tasks or if you have any "
     "other questions, feel free to ask!", [("memory", SAVE)]),
    ("a bare call, then a remark", json.dumps({"name": "memory", "arguments": SAVE})
     + "\n\nDone: I will remember it.", "Done: I will remember it.", [("memory", SAVE)]),
    ("doubled braces after a preamble", "Saving it.\n{" + json.dumps(
        {"name": "memory", "arguments": SAVE}) + "}", "Saving it.", [("memory", SAVE)]),
]


@pytest.mark.parametrize(("text", "content", "calls"), [c[1:] for c in CALLS],
                         ids=[c[0] for c in CALLS])
def test_calls_in_each_format_are_recognised(text: str, content: str | None,
                                             calls: list[Call]) -> None:
    assert found(text) == (content, calls)


PROSE: list[tuple[str, str]] = [
    ("plain answer", "You use poetry for Python projects."),
    ("an example followed by explanation", "The memory tool takes a call such as\n```json\n"
     + json.dumps({"name": "memory", "arguments": SAVE}) + "\n```\nwhich adds an entry to "
     "USER.md."),
    ("a bare example followed by prose", json.dumps({"name": "memory", "arguments": SAVE})
     + "\nis what a call looks like."),
    ("inside a paragraph", 'You could send {"name": "memory", "arguments": {"action": '
     '"add"}} to save it.'),
    ("call-shaped object ending a sentence", 'To save it, send {"name": "memory", '
     '"arguments": {}}'),
    ("a name that was not offered", json.dumps({"name": "shell", "arguments": {"cmd": "ls"}})),
    ("a tag naming an unknown tool", '<tool_call>{"name": "shell", "arguments": {}}</tool_call>'),
    ("a tag shown in a fence", "Hermes models write:\n```\n<tool_call>{\"name\": \"memory\", "
     "\"arguments\": {}}</tool_call>\n```"),
    ("a person called memory", json.dumps({"name": "memory", "age": 3})),
    ("arguments that are not an object", json.dumps({"name": "memory", "arguments": [1, 2]})),
    ("arguments text that is not JSON", json.dumps({"name": "memory", "arguments": "add it"})),
    ("both arguments and parameters", json.dumps({"name": "memory", "arguments": {},
                                                  "parameters": {}})),
    ("a list with one non-call", json.dumps([{"name": "memory", "arguments": {}},
                                             {"name": "shell", "arguments": {}}])),
    ("another type", json.dumps({"type": "retrieval", "name": "memory", "arguments": {}})),
    ("a python fence", "```python\n" + json.dumps({"name": "memory", "arguments": {}})
     + "\n```"),
    ("a JSON string", json.dumps("memory")),
    ("a wrapper with extra keys", json.dumps({"function": {"name": "memory"}, "note": "x"})),
    ("an example between two paragraphs", "A call looks like this:\n\n" + json.dumps(
        {"name": "memory", "arguments": SAVE}) + "\n\nand it adds an entry."),
    ("doubled braces left open", '{{"name": "memory", "arguments": {}}'),
    ("doubled braces followed by prose", '{{"name": "memory", "arguments": {}}} is a call'),
    ("a template placeholder", '{{"name": "memory", "arguments": {}} | tojson}}'),
]


@pytest.mark.parametrize("text", [p[1] for p in PROSE], ids=[p[0] for p in PROSE])
def test_json_in_prose_is_not_a_call(text: str) -> None:
    assert extract(text, NAMES) is None


def test_nothing_is_a_call_when_no_tool_was_offered() -> None:
    assert extract(json.dumps({"name": "memory", "arguments": SAVE}), frozenset()) is None


def test_calls_get_distinct_ids() -> None:
    result = extract(json.dumps([{"name": "skills_list"}] * 3), NAMES)
    assert result is not None and len({c.id for c in result.calls}) == 3


def test_json_is_looked_for_at_a_bounded_number_of_line_starts() -> None:
    call = json.dumps({"name": "memory", "arguments": SAVE})
    noise = '{"broken": \n' * (MAX_DECODES - 1)
    assert found(noise + call) == (noise.strip(), [("memory", SAVE)])
    assert extract(noise + '{"broken": \n' + call, NAMES) is None


@pytest.mark.parametrize("hostile", ['[{"a":\n' * 5000, "[" * 100_000, "```\n" * 5000,
                                     "<tool_call>{" * 5000])
def test_hostile_nesting_is_prose(hostile: str) -> None:
    assert extract('"memory"\n' + hostile, NAMES) is None


def test_offered_names_are_the_function_names_of_the_schemas() -> None:
    tools = [{"type": "function", "function": {"name": "memory"}}, {"name": "flat"},
             {"type": "function", "function": {"name": ""}}]
    assert offered_tool_names(tools) == {"memory"}


FRAGMENTS = st.sampled_from([
    "<tool_call>", "</tool_call>", "```", "```json\n", "\n", " ", "{", "}", "[", "]", ",",
    ":", '"name"', '"memory"', '"arguments"', '"parameters"', '"function"', "{}", "[TOOL_CALLS]",
    '"{\\"a\\": 1}"', "text", "1", "null"])


@settings(max_examples=400, deadline=None)
@given(st.one_of(st.text(), st.lists(FRAGMENTS, max_size=40).map("".join)))
def test_the_parser_never_raises_and_only_names_offered_tools(text: str) -> None:
    result = extract(text, NAMES)
    if result is not None:
        assert result.calls and all(c.name in NAMES for c in result.calls)
        assert all(isinstance(json.loads(c.arguments), dict) for c in result.calls)


ARGS = st.dictionaries(st.text(max_size=8), st.one_of(st.text(max_size=20), st.integers(),
                                                     st.booleans(), st.none()), max_size=4)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(TEXT_CALL_FORMATS),
       st.lists(st.tuples(st.sampled_from(sorted(NAMES)), ARGS), min_size=1, max_size=3),
       st.sampled_from([None, "Saving that.", "Let me look.\n\nOne moment:"]))
def test_every_scripted_format_is_read_back_as_its_calls(
    format: Any, calls: list[Call], text: str | None
) -> None:
    rendered = render_text_calls(calls, format)
    assert found(rendered if text is None else f"{text}\n{rendered}") == (text, calls)


@pytest.mark.parametrize(("calls", "format"), [([], "bare_json"),
                                               ([("memory", SAVE)], "yaml")])
def test_the_scripted_server_refuses_to_render_nothing_or_an_unknown_format(
    calls: list[Call], format: Any
) -> None:
    with pytest.raises(ValueError):
        render_text_calls(calls, format)


# the client ------------------------------------------------------------------------------
MEMORY_TOOL = [{"type": "function", "function": {"name": "memory", "parameters": {}}}]


def test_the_client_returns_text_calls_as_tool_calls() -> None:
    with ScriptedLLMServer() as server, server.client() as client:
        server.queue(Reply.text_tool_calls([("memory", SAVE)], "tool_call_tags",
                                           text="Saving."))
        reply = client.chat([ChatMessage.user("remember")], tools=MEMORY_TOOL)
    assert reply.content == "Saving."
    assert reply.tool_calls == (ToolCall("text_call_0", "memory", SAVE_JSON),)
    assert reply.finish_reason == "tool_calls"


def test_the_client_leaves_text_alone_when_turned_off_or_no_tool_was_offered() -> None:
    text = render_text_calls([("memory", SAVE)], "bare_json")
    with ScriptedLLMServer(default=text) as server, \
            server.client(text_tool_calls=False) as off, server.client() as on:
        assert off.chat([ChatMessage.user("x")], tools=MEMORY_TOOL).content == text
        assert on.chat([ChatMessage.user("x")]).content == text
        assert on.chat([ChatMessage.user("x")], tools=MEMORY_TOOL).tool_calls


def test_real_tool_calls_are_kept_as_sent() -> None:
    with ScriptedLLMServer() as server, server.client() as client:
        server.queue(Reply.tool_calls([("memory", SAVE)], text=render_text_calls(
            [("skills_list", {})], "bare_json")))
        reply = client.chat([ChatMessage.user("x")], tools=MEMORY_TOOL)
    assert [c.name for c in reply.tool_calls] == ["memory"]


def settings_of(llm: dict[str, Any], aux: dict[str, Any] | None = None) -> Settings:
    return Settings.model_validate({
        "llm": {"base_url": "http://127.0.0.1:9/v1", "model": "m", **llm},
        "auxiliary": aux or {}})


@pytest.mark.parametrize(("llm", "aux", "expected"), [
    ({}, None, (True, True)),
    ({"text_tool_calls": False}, None, (False, False)),
    ({"text_tool_calls": False}, {"text_tool_calls": True}, (False, True)),
    ({}, {"text_tool_calls": False}, (True, False)),
])
def test_the_setting_reaches_both_clients(llm: dict[str, Any], aux: dict[str, Any] | None,
                                          expected: tuple[bool, bool]) -> None:
    config = settings_of(llm, aux)
    main_llm, aux_llm = main_client(config, {}), auxiliary_client(config, {})
    assert aux_llm is not None
    with main_llm, aux_llm:
        assert (main_llm.text_tool_calls, aux_llm.text_tool_calls) == expected


def test_the_client_turns_recovery_on_by_default() -> None:
    with LLMClient("http://127.0.0.1:9/v1", "m") as client:
        assert client.text_tool_calls


# end to end ------------------------------------------------------------------------------
@pytest.mark.parametrize("format", TEXT_CALL_FORMATS)
def test_chat_saves_a_memory_the_model_wrote_as_text(
    format: Any, isolated_home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with ScriptedLLMServer() as server:
        isolated_home.mkdir()
        (isolated_home / "config.yaml").write_text(
            f"llm:\n  base_url: {server.base_url}\n  model: scripted-model\n", "utf-8")
        server.queue(Reply.text_tool_calls([("memory", SAVE)], format, text="Noted."),
                     Reply.text("I will use poetry from now on."))
        assert main(["chat", "--cwd", str(tmp_path), "--once",
                     "Remember this for the future: I always use poetry."]) == 0
        assert capsys.readouterr().out.strip() == "I will use poetry from now on."
        server.queue_text("poetry")
        assert main(["chat", "--cwd", str(tmp_path), "--once", "Which tool do I use?"]) == 0
        first, second, third = server.chat_requests
    assert "User uses poetry" in (third.system_prompt or "")
    tool_message = second.messages[-1]
    assert tool_message["role"] == "tool" and json.loads(tool_message["content"])["success"]
    assistant = second.messages[-2]
    assert assistant["content"] == "Noted." and assistant["tool_calls"][0]["function"] == {
        "name": "memory", "arguments": SAVE_JSON}
    with contextlib.closing(keepmind.open(isolated_home)) as mem:
        assert "User uses poetry" in mem.store("user").entries


def test_with_the_setting_off_chat_prints_the_text_and_saves_nothing(
    isolated_home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = render_text_calls([("memory", SAVE)], "bare_json")
    with ScriptedLLMServer(default=text) as server:
        isolated_home.mkdir()
        (isolated_home / "config.yaml").write_text(
            f"llm:\n  base_url: {server.base_url}\n  model: scripted-model\n"
            "  text_tool_calls: false\n", "utf-8")
        assert main(["chat", "--cwd", str(tmp_path), "--once", "Remember: poetry."]) == 0
    assert capsys.readouterr().out.strip() == text
    with contextlib.closing(keepmind.open(isolated_home)) as mem:
        assert mem.store("user").entries == []
