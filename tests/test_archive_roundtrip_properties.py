"""Export → import into a fresh archive is exact for any content (a property test):
arbitrary Unicode text with newlines and delimiters, first messages far over 4 KB, tool
calls, metadata; and the format is detected from whole records."""

from __future__ import annotations

from dataclasses import asdict, replace
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from keepmind.archive import SessionArchive
from keepmind.archive.jsonl import detect_format
from keepmind.archive.records import MAX_TIMESTAMP, MAX_TOKENS, check_id

# --- export → import is exact ---------------------------------------------------------

DELIMITERS = ["\n", "\r\n", "\r", "\u2028", "\u2029", '"', "\\", "{", "}", "[", "]", ",",
              ":", "\t", "\x00", "\x1f", "\x7f", "\ufeff", "🦓", "é", "漢字"]
texts = st.lists(st.one_of(st.text(max_size=6), st.sampled_from(DELIMITERS)),
                max_size=10).map("".join)
long_texts = st.builds(lambda unit, n, tail: unit * n + tail,
                       st.text(min_size=1, max_size=8), st.integers(600, 1500), texts)
contents = st.one_of(texts, long_texts)
ids = st.text(min_size=1, max_size=40).filter(lambda s: _valid_id(s))
stamps = st.floats(min_value=0, max_value=MAX_TIMESTAMP, allow_nan=False)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | texts
    | st.floats(allow_nan=False, allow_infinity=False),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(texts, inner, max_size=3),
    max_leaves=8)
tool_calls = st.none() | st.lists(
    st.fixed_dictionaries({"id": texts, "type": st.just("function"),
                           "function": st.fixed_dictionaries({"name": texts,
                                                              "arguments": texts})})
    | json_values, max_size=3)
messages = st.fixed_dictionaries({
    "role": st.sampled_from(["system", "user", "assistant", "tool"]),
    "content": contents, "timestamp": stamps, "tool_calls": tool_calls,
    "tool_name": st.none() | texts, "tool_call_id": st.none() | texts,
    "token_count": st.none() | st.integers(0, MAX_TOKENS)})
sessions = st.fixed_dictionaries({
    "id": ids, "source": texts, "title": st.none() | texts, "user_id": st.none() | texts,
    "model": st.none() | texts, "started_at": stamps,
    "ended": st.none() | st.tuples(stamps, st.text(min_size=1, max_size=12)),
    "messages": st.lists(messages, min_size=1, max_size=4)})


def _valid_id(text: str) -> bool:
    try:
        check_id(text, "id")
    except ValueError:
        return False
    return True


def _fill(archive: SessionArchive, specs: list[dict[str, Any]]) -> None:
    parent: str | None = None
    for spec in specs:
        archive.create_session(spec["id"], source=spec["source"], title=spec["title"],
                               user_id=spec["user_id"], model=spec["model"],
                               started_at=spec["started_at"], parent_session_id=parent)
        archive.append_many(spec["id"], spec["messages"])
        if spec["ended"] is not None:
            archive.end_session(spec["id"], spec["ended"][1], ended_at=spec["ended"][0])
        parent = spec["id"]


def _contents(archive: SessionArchive) -> list[tuple[dict[str, Any], list[dict[str, Any]]]]:
    out = []
    for info in sorted(archive.list(limit=-1), key=lambda s: s.id):
        shown = asdict(replace(info, preview=""))
        rows = [{k: v for k, v in asdict(m).items() if k != "id"}
                for m in archive.messages(info.id)]
        out.append((shown, rows))
    return out


@settings(max_examples=100, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(specs=st.lists(sessions, min_size=1, max_size=3, unique_by=lambda s: s["id"]))
def test_export_then_import_into_a_fresh_archive_is_exact(
        tmp_path: Path, specs: list[dict[str, Any]]) -> None:
    dump = tmp_path / "dump.jsonl"
    with SessionArchive.open(":memory:") as source:
        _fill(source, specs)
        source.export_jsonl(dump)
        expected = _contents(source)
    assert detect_format(dump) == "jsonl"
    with SessionArchive.open(":memory:") as target:
        report = target.import_jsonl(dump, strict=True)
        assert report.errors == [] and report.sessions == len(specs)
        assert _contents(target) == expected
        again = target.import_jsonl(dump)
        assert again.messages == 0 and sorted(again.existing) == sorted(s["id"] for s in specs)


def test_a_first_message_over_4kb_round_trips_through_the_cli(
        tmp_path: Path, isolated_home: Path) -> None:
    from keepmind.cli.main import main

    with SessionArchive.open(tmp_path / "a.db") as archive:
        sid = archive.create_session("long", started_at=1700000000.0)
        archive.append(sid, "user", "é\n" * 5000 + '{"messages": []}', timestamp=1.0)
        archive.append(sid, "assistant", "ok", timestamp=2.0,
                       tool_calls=[{"function": {"name": "x", "arguments": "{}"}}])
        archive.export_jsonl(tmp_path / "out.jsonl")
        expected = _contents(archive)
    assert main(["sessions", "import", str(tmp_path / "out.jsonl")]) == 0
    with SessionArchive.open(isolated_home / "state.db") as imported:
        assert _contents(imported) == expected


