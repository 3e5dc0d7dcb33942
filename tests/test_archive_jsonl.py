"""Import and export: the JSONL round trip is exact, bad lines are reported with their
line numbers (skipped or refusing the import), OpenAI chat JSON imports."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from keepmind.archive import SessionArchive
from keepmind.errors import ArchiveError

_OPENED: list[SessionArchive] = []


@pytest.fixture(autouse=True)
def _close_what_was_opened() -> Iterator[None]:
    yield
    while _OPENED:
        _OPENED.pop().close()


def _open(path: str | Path = ":memory:") -> SessionArchive:
    """An archive at ``path``, closed after the test."""
    archive = SessionArchive.open(path)
    _OPENED.append(archive)
    return archive


def _filled() -> SessionArchive:
    archive = _open()
    root = archive.create_session("s-root", source="cli", user_id="u", model="m",
                                  title="Ünïcode ✓", started_at=1700000000.125)
    archive.append(root, "system", "be brief", timestamp=1700000000.5)
    archive.append(root, "user", "line one\nline two \"quoted\" 数据库", timestamp=1700000001.0)
    archive.append(root, "assistant", "", timestamp=1700000002.25, token_count=12,
                   tool_calls=[{"id": "c1", "type": "function",
                                "function": {"name": "sh", "arguments": "{\"cmd\": \"ls\"}"}}])
    archive.append(root, "tool", "file.txt", tool_name="sh", tool_call_id="c1",
                   timestamp=1700000003.0)
    archive.end_session(root, "compression", ended_at=1700000004.0)
    child = archive.create_session("s-child", source="cli", parent_session_id=root,
                                   started_at=1700000005.0)
    archive.append(child, "user", "continue 😀", timestamp=1700000006.0)
    archive.create_session("s-empty", started_at=1700000007.0)
    return archive


def _export(archive: SessionArchive) -> str:
    out = io.StringIO()
    archive.export_jsonl(out)
    return out.getvalue()


def test_export_import_export_is_byte_identical(tmp_path: Path) -> None:
    first = _export(_filled())
    path = tmp_path / "dump.jsonl"
    path.write_text(first, encoding="utf-8")
    target = _open(tmp_path / "state.db")
    report = target.import_jsonl(path)
    assert (report.messages, report.sessions, report.errors) == (5, 2, [])
    assert _export(target) == first
    child = target.get("s-child")
    assert child is not None and child.parent_session_id == "s-root"
    root = target.get("s-root")
    assert root is not None and (root.end_reason, root.tool_call_count) == ("compression", 1)


def test_importing_the_same_file_twice_adds_nothing(tmp_path: Path) -> None:
    path = tmp_path / "dump.jsonl"
    path.write_text(_export(_filled()), encoding="utf-8")
    target = _open()
    target.import_jsonl(path)
    again = target.import_jsonl(path)
    assert again.messages == 0 and sorted(again.existing) == ["s-child", "s-root"]
    assert target.count_messages() == 5


BAD = """{"session_id": "a", "role": "user", "content": "ok", "timestamp": 1}
not json at all
{"session_id": "a", "role": "robot", "content": "x", "timestamp": 2}

{"session_id": "a", "role": "user", "content": 5, "timestamp": 3}
{"session_id": "a", "role": "user", "content": "fine", "timestamp": "2024-01-02T03:04:05Z"}
{"role": "user", "content": "no session", "timestamp": 4}
{"session_id": "a", "role": "user", "content": "no time"}
"""


def test_bad_lines_are_skipped_and_reported_with_their_numbers(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(BAD, encoding="utf-8")
    archive = _open()
    report = archive.import_jsonl(path)
    assert report.messages == 2
    assert [n for n, _ in report.errors] == [2, 3, 5, 7, 8]
    assert "not JSON" in report.errors[0][1] and "role" in report.errors[1][1]
    assert archive.messages("a")[1].timestamp == 1704164645.0


def test_strict_import_refuses_and_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(BAD, encoding="utf-8")
    archive = _open()
    with pytest.raises(ArchiveError, match="line 2"):
        archive.import_jsonl(path, strict=True)
    assert archive.count_messages() == 0 and archive.list() == []


def test_openai_chat_json_imports_one_session_per_conversation(tmp_path: Path) -> None:
    path = tmp_path / "chat.json"
    conversation = [
        {"role": "system", "content": "be helpful"},
        {"role": "user", "content": [{"type": "text", "text": "what is a wombat?"}]},
        {"role": "assistant", "content": None, "tool_calls": [
            {"id": "1", "type": "function", "function": {"name": "wiki", "arguments": "{}"}}]},
        {"role": "tool", "tool_call_id": "1", "name": "wiki", "content": "a marsupial"},
        {"role": "narrator", "content": "bad"},
    ]
    path.write_text(json.dumps([{"messages": conversation}, {"messages": conversation[:2]}]),
                    encoding="utf-8")
    archive = _open()
    report = archive.import_openai_json(path, source="openai")
    assert (report.sessions, report.messages) == (2, 6)
    assert len(report.errors) == 1 and "conversation 1, message 5" in report.errors[0][1]
    assert {s.source for s in archive.list()} == {"openai"}
    assert archive.search("wombat")
    bad = tmp_path / "broken.json"
    bad.write_text("{nope", encoding="utf-8")
    with pytest.raises(ArchiveError, match="not JSON"):
        archive.import_openai_json(bad)
