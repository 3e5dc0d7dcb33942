"""session_log's contract (idempotent resends, ordering, all-or-nothing) on a real SQLite
archive, and the turn boundaries a connection gives the memory tool."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import keepmind
from keepmind.archive import SessionArchive
from keepmind.mcp.link import TURN_GAP_SECONDS, Link, client_label
from keepmind.mcp.session_log import MAX_MESSAGES_PER_CALL, SessionLog

A = {"role": "user", "content": "How do I pin numpy below 2?"}
B = {"role": "assistant", "content": "Add numpy<2 to the requirements file."}
C = {"role": "user", "content": "And for the CI image?"}
D = {"role": "assistant", "content": "Rebuild it after changing the requirements."}


@pytest.fixture
def archive(tmp_path: Path) -> Iterator[SessionArchive]:
    with SessionArchive.open(tmp_path / "state.db") as opened:
        yield opened


def _log(archive: SessionArchive, **kwargs: Any) -> SessionLog:
    return SessionLog(archive, archive.create_session(source="mcp"), **kwargs)


def _contents(archive: SessionArchive, log: SessionLog) -> list[str]:
    return [m.content for m in archive.messages(log.session_id)]


def test_resending_the_whole_conversation_with_start_appends_only_the_new_messages(
        archive: SessionArchive) -> None:
    log = _log(archive)
    first = log({"messages": [A, B], "start": 0})
    second = log({"messages": [A, B, C, D], "start": 0})
    retry = log({"messages": [A, B, C, D], "start": 0})
    assert (first["logged"], second["logged"], retry["logged"]) == (2, 2, 0)
    assert (second["skipped"], retry["skipped"], retry["total"]) == (2, 4, 4)
    assert _contents(archive, log) == [m["content"] for m in (A, B, C, D)]


def test_without_start_an_overlap_with_the_last_logged_messages_is_skipped(
        archive: SessionArchive) -> None:
    log = _log(archive)
    log({"messages": [A, B]})
    overlapping = log({"messages": [B, C]})
    only_new = log({"messages": [D]})
    assert (overlapping["skipped"], overlapping["logged"], only_new["logged"]) == (1, 1, 1)
    assert _contents(archive, log) == [m["content"] for m in (A, B, C, D)]


def test_a_gap_or_a_conflicting_resend_is_refused_and_writes_nothing(
        archive: SessionArchive) -> None:
    log = _log(archive)
    log({"messages": [A, B], "start": 0})
    gap = log({"messages": [D], "start": 3})
    changed = log({"messages": [A, {"role": "assistant", "content": "edited"}, C],
                   "start": 0})
    assert gap["success"] is False and "from position 2" in gap["error"]
    assert changed["success"] is False and "position 1 differs" in changed["error"]
    assert _contents(archive, log) == [A["content"], B["content"]]


def test_a_call_with_one_bad_message_writes_none_of_them(archive: SessionArchive) -> None:
    log = _log(archive)
    refused = log({"messages": [A, {"role": "user", "content": 7}]})
    too_many = log({"messages": [A] * (MAX_MESSAGES_PER_CALL + 1)})
    assert refused["success"] is False and "messages[1].content" in refused["error"]
    assert too_many["success"] is False and str(MAX_MESSAGES_PER_CALL) in too_many["error"]
    assert _contents(archive, log) == []


def test_content_blocks_are_archived_as_json_text_and_a_title_names_the_client(
        archive: SessionArchive) -> None:
    log = _log(archive, label="cursor 1.0")
    log({"messages": [{"role": "user", "content": [{"type": "text", "text": "hi"}]}],
         "title": "  numpy   pinning "})
    assert _contents(archive, log) == ['[{"type": "text", "text": "hi"}]']
    session = archive.get(log.session_id)
    assert session is not None and session.title == "numpy pinning · cursor 1.0"


def test_each_answered_user_message_is_handed_to_the_turn_hook_once(
        archive: SessionArchive) -> None:
    turns: list[tuple[str, str]] = []
    log = _log(archive, on_turn=lambda user, assistant: turns.append((user, assistant)))
    log({"messages": [A]})
    log({"messages": [A, B, C]})
    log({"messages": [D]})
    assert turns == [(A["content"], B["content"]), (C["content"], D["content"])]


class _Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _fail(link: Link) -> dict[str, Any]:
    return link.call("memory", {"action": "remove", "target": "memory", "old_text": "nope"})


def test_the_memory_tool_stops_a_retry_loop_until_a_new_turn_begins(tmp_path: Path) -> None:
    clock = _Clock()
    mem = keepmind.open(tmp_path / "home")
    link = Link(mem, client="pytest", tool_names=["memory"], clock=clock)
    for _ in range(3):
        _fail(link)
        clock.now += 1
    stopped = link.call("memory", {"action": "add", "target": "memory", "content": "ok"})
    assert stopped["success"] is False and "Stop retrying" in stopped["error"]
    link.call("session_log", {"messages": [A, B]})
    assert link.call("memory", {"action": "add", "target": "memory",
                                "content": "Pin numpy below 2"})["success"] is True
    for _ in range(3):
        _fail(link)
    clock.now += TURN_GAP_SECONDS + 1
    assert link.call("memory", {"action": "add", "target": "memory",
                                "content": "CI image needs a rebuild"})["success"] is True
    link.close()
    link.close()
    session = mem.archive.get(link.session_id)
    mem.close()
    assert session is not None and session.end_reason == "exit"


@pytest.mark.parametrize(("info", "label"), [
    ({"name": "claude-code", "version": "2.0.1"}, "claude-code 2.0.1"),
    ({"name": "cursor-vscode", "title": "Cursor", "version": "1.0"}, "Cursor 1.0"),
    ({"name": "  weird\nname  "}, "weird name"),
    (None, "unknown client"),
    ({}, "unknown client"),
])
def test_a_client_is_labelled_by_its_title_or_name_and_version(
        info: dict[str, str] | None, label: str) -> None:
    assert client_label(info) == label
