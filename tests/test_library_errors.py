"""The library API raises only KeepmindError, with one short readable message, whatever
values it is handed (issue 11, point 1).

Each property calls the public methods of ``Memory``, ``BoundedMemory`` and
``SkillLibrary`` on a real home with any JSON value (lone surrogates, huge integers,
lists where text is expected, the entry separator, megabytes) in any argument, mixed
with valid values so that the checks deep inside a write are reached too.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import keepmind
from keepmind.config import MemorySettings, Settings
from keepmind.errors import InvalidArgument, KeepmindError, MemoryStoreError
from keepmind.memory.edits import Edit
from keepmind.skills import SkillLibrary
from untrusted import huge_text, json_values

# A failing example holding megabytes makes hypothesis warn about its repr; the warning
# (an error under filterwarnings) would hide the failure itself.
pytestmark = pytest.mark.filterwarnings("ignore:Generating overly large repr")
EXAMPLES = settings(max_examples=1000, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
SKILL_MD = "---\nname: deploy\ndescription: How to deploy the app\n---\n# Deploy\nRun make.\n"
values = st.one_of(json_values, huge_text, st.sampled_from(
    ["deploy", "ops", "Run make.", "references/a.md", SKILL_MD, "memory", "user", "add",
     "a fact", "x\n§\ny"]))


def outcome(call: Callable[[], object]) -> KeepmindError | None:
    """None when ``call`` returns; the KeepmindError it raised, checked to read well. Any
    other exception fails the test."""
    try:
        call()
    except KeepmindError as exc:
        message = str(exc)
        assert message.strip() and len(message) < 2000, message[:300]
        message.encode("utf-8")
        return exc
    return None


def test_bounded_memory_raises_only_keepmind_errors(tmp_path: Path) -> None:
    mem = keepmind.open(tmp_path / "home",
                        settings=Settings(memory=MemorySettings(memory_char_limit=300)))
    store = mem.memory
    methods: dict[str, Callable[..., object]] = {
        "add": store.add, "replace": store.replace, "remove": store.remove,
        "apply": lambda a, b: store.apply(a if isinstance(a, list) else [Edit(a, b, b)]),
        "edit": lambda a, b: store.apply([Edit(a, b, b), Edit("add", b)]),
        "undo": lambda *_: store.undo(),
    }
    arity = {"add": 1, "remove": 1, "undo": 0}

    @EXAMPLES
    @given(st.sampled_from(sorted(methods)), values, values)
    def check(method: str, first: Any, second: Any) -> None:
        args = [first, second][: arity.get(method, 2)]
        outcome(lambda: methods[method](*args))
        assert store.usage.chars <= store.limit

    check()
    for entry in store.entries:
        entry.encode("utf-8")
    assert store.add("the store still takes a fact").usage.entries >= 1


def test_memory_methods_raise_only_keepmind_errors_and_tools_never(
    open_memory: Callable[..., keepmind.Memory], tmp_path: Path) -> None:
    mem = open_memory(tmp_path / "home")

    @EXAMPLES
    @given(values, values)
    def check(first: Any, second: Any) -> None:
        error = outcome(lambda: mem.store(first))
        assert error is None or isinstance(error, InvalidArgument)
        for answer in (mem.memory_tool(first), mem.session_search(first),
                       mem.skill_tool(first, second)):
            json.dumps(answer, ensure_ascii=False, allow_nan=False).encode("utf-8")
        mem.new_turn()

    check()
    assert mem.snapshot() == mem.render_snapshot()


def test_the_skill_library_raises_only_keepmind_errors(tmp_path: Path) -> None:
    library = SkillLibrary(tmp_path / "skills")
    library.create("deploy", SKILL_MD)
    methods: dict[str, Callable[[Any, Any, Any], object]] = {
        "get": lambda a, b, c: library.get(a),
        "locate": lambda a, b, c: library.locate(a),
        "read_file": lambda a, b, c: library.read_file(a, b),
        "files": lambda a, b, c: library.files(a),
        "list": lambda a, b, c: library.list(a),
        "index": lambda a, b, c: library.index(a),
        "create": lambda a, b, c: library.create(a, b, category=c),
        "create_from_parts": lambda a, b, c: library.create(a, description=b, body=c),
        "edit": lambda a, b, c: library.edit(a, b),
        "patch": lambda a, b, c: library.patch(a, b, c),
        "patch_file": lambda a, b, c: library.patch("deploy", a, b, file_path=c),
        "write_file": lambda a, b, c: library.write_file(a, b, c),
        "remove_file": lambda a, b, c: library.remove_file(a, b),
        "delete": lambda a, b, c: library.delete(a),
    }

    @EXAMPLES
    @given(st.sampled_from(sorted(methods)), values, values, values)
    def check(method: str, first: Any, second: Any, third: Any) -> None:
        outcome(lambda: methods[method](first, second, third))

    check()
    assert library.problems() == []
    if library.locate("deploy") is not None:
        library.delete("deploy")
    assert library.create("deploy", SKILL_MD).description == "How to deploy the app"


@pytest.mark.parametrize(("value", "error"), [
    ("a\ud800b", InvalidArgument), (["a list"], InvalidArgument), (None, InvalidArgument),
    (3, InvalidArgument), ("x\n§\ny", MemoryStoreError)])
def test_a_bad_entry_is_refused_before_anything_is_written(
    tmp_path: Path, value: Any, error: type[Exception]
) -> None:
    mem = keepmind.open(tmp_path / "home")
    with pytest.raises(error):
        mem.memory.add(value)
    assert not mem.memory.path.exists() and not mem.journal.path.exists()


def test_starting_a_session_with_any_metadata_raises_only_keepmind_errors(
    open_memory: Callable[..., keepmind.Memory],
    tmp_path: Path,
) -> None:
    mem = open_memory(tmp_path / "home")
    fields = st.sampled_from(["platform", "model", "title", "user_id", "system_message"])

    @settings(max_examples=300, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(fields, values)
    def check(field: str, value: Any) -> None:
        outcome(lambda: mem.session(**{field: value}))

    check()
    assert mem.session(title="still works").id


def test_a_recorded_message_with_lone_surrogates_is_archived_as_valid_text(
    open_memory: Callable[..., keepmind.Memory],
    tmp_path: Path,
) -> None:
    mem = open_memory(tmp_path / "home")
    session = mem.session()
    call = {"id": "c\udc80", "function": {"arguments": '{"a": "\ud800"}'}}
    session.record({"role": "assistant", "content": "half \ud83d an emoji",
                    "tool_calls": [call]})
    session.record({"role": "user", "content": [{"type": "text", "text": "x\udfff"}]})
    stored = mem.archive.messages(session.id)
    assert [m.content for m in stored] == ["half \ufffd an emoji",
                                           '[{"type": "text", "text": "x\ufffd"}]']
    assert "\ufffd" in json.dumps(stored[0].tool_calls, ensure_ascii=False)
    with pytest.raises(InvalidArgument):
        session.record(["not", "a", "message"])  # type: ignore[arg-type]


SECTIONS = ["memory", "archive", "llm", "auxiliary", "compression", "context", "security",
            "providers", "nope"]


@settings(max_examples=300, deadline=None, database=None)
@given(st.dictionaries(st.sampled_from(SECTIONS), st.one_of(
    json_values, st.dictionaries(st.sampled_from(
        ["memory_char_limit", "memory_enabled", "model", "base_url", "url", "x"]),
        json_values, max_size=3)), max_size=4))
def test_settings_built_in_code_raise_only_config_errors_naming_the_key(
    data: dict[str, Any],
) -> None:
    error = outcome(lambda: Settings(**data))
    if error is not None:
        assert isinstance(error, keepmind.ConfigError)
        assert str(error).startswith("Settings: ")
