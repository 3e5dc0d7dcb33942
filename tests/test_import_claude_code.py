"""The Claude Code importer on a transcript of our own making (tests/fixtures/importers/
claude_code): what lands in the archive, lineage, bad lines, and incrementality
(re-imports, appended lines, rewritten files, two imports at once)."""

from __future__ import annotations

import json
import shutil
import threading
from pathlib import Path

import pytest

from keepmind.archive import SessionArchive
from keepmind.importers.claude_code import import_transcript, session_files, transcripts

FIXTURES = Path(__file__).parent / "fixtures" / "importers" / "claude_code"
SID = "0b7e5a52-4c1d-4e0a-9d3e-2f6a1c8b9e01"


@pytest.fixture
def transcript(tmp_path: Path) -> Path:
    projects = tmp_path / "projects"
    shutil.copytree(FIXTURES, projects)
    return projects / "-home-dev-garden" / f"{SID}.jsonl"


@pytest.fixture
def archive(tmp_path: Path) -> SessionArchive:
    opened = SessionArchive.open(tmp_path / "state.db")
    yield opened  # type: ignore[misc]
    opened.close()


def _entry(uuid: str, text: str, role: str = "user") -> str:
    message: dict[str, object] = {"role": role, "content": text}
    return json.dumps({"type": role, "sessionId": SID, "uuid": uuid, "cwd": "/home/dev/garden",
                       "timestamp": "2026-03-02T11:00:00.000Z", "isSidechain": False,
                       "message": message}) + "\n"


def _finish_truncated_line(path: Path) -> None:
    """What the writer does next: completes the half-written last line."""
    with path.open("ab") as out:
        out.write(b'uce bed"}, "uuid": "u-0012", "sessionId": "' + SID.encode() +
                  b'", "timestamp": "2026-03-02T10:02:00.000Z"}\n')


def test_transcript_lands_with_roles_tools_title_project_and_model(
        archive: SessionArchive, transcript: Path) -> None:
    report = import_transcript(archive, transcript)
    main = archive.get(SID)
    assert main is not None
    assert (main.source, main.title, main.project, main.model) == (
        "claude-code", "Watering schedule for the greenhouse", "/home/dev/garden",
        "claude-sonnet-4-5")
    messages = archive.messages(SID)
    roles = [m.role for m in messages]
    assert roles == ["system", "user", "assistant", "tool", "assistant", "tool", "tool",
                     "user", "system", "assistant"]
    call = json.loads(messages[2].tool_calls or "[]")[0]
    assert call["id"] == "toolu_01" and call["function"]["name"] == "Read"
    assert json.loads(call["function"]["arguments"]) == {
        "file_path": "/home/dev/garden/pump.py"}
    result = messages[3]
    assert (result.tool_call_id, result.tool_name) == ("toolu_01", "Read")
    assert "open_valve" in result.content
    assert messages[6].content == "[error] permission denied"
    assert messages[7].content == "Here is the wiring diagram\n[image: image/png]"
    assert messages[1].timestamp == pytest.approx(1772442001.0)
    assert "cron job" not in " ".join(m.content for m in messages)  # thinking left out
    assert report.messages == 15 and report.sessions == 3
    assert report.ignored == 4  # snapshot, queue operation, unknown type, thinking-only


def test_compaction_and_subagents_become_lineage(archive: SessionArchive,
                                                 transcript: Path) -> None:
    import_transcript(archive, transcript)
    import_transcript(archive, transcript.parent / SID / "subagents" / "agent-f00d.jsonl")
    part = archive.get(f"{SID}:compact-1")
    main = archive.get(SID)
    assert main is not None and part is not None
    assert main.end_reason == "compression" and part.parent_session_id == SID
    assert [s.id for s in archive.lineage(part.id)] == [SID, part.id]
    summary = archive.messages(part.id)[0]
    assert summary.role == "system" and summary.content.startswith("This session is being")
    inline = archive.get(f"{SID}:agent-a1b2c3")
    separate = archive.get(f"{SID}:agent-f00d")
    assert inline is not None and separate is not None
    assert inline.parent_session_id == separate.parent_session_id == SID
    assert inline.model == "claude-haiku-4-5"
    assert [m.content for m in archive.messages(separate.id)] == [
        "List the irrigation zones", "Zones: tomatoes, basil, courgettes"]
    assert set(archive.lineage_members(SID)) == {SID, part.id, inline.id, separate.id}


def test_bad_lines_are_reported_with_their_numbers(archive: SessionArchive,
                                                   transcript: Path) -> None:
    report = import_transcript(archive, transcript)
    reasons = {number: why for number, why in report.errors}
    assert sorted(reasons) == [14, 15, 23]
    assert "not UTF-8" in reasons[14]
    assert "'yesterday' is not an ISO-8601 time" in reasons[15]
    assert "truncated last line" in reasons[23]


def test_second_import_of_an_unchanged_file_adds_nothing(archive: SessionArchive,
                                                         transcript: Path) -> None:
    import_transcript(archive, transcript)
    before = archive.count_messages()
    _finish_truncated_line(transcript)
    import_transcript(archive, transcript)
    again = import_transcript(archive, transcript)
    assert again.messages == 0 and again.unchanged == 1
    assert archive.count_messages() == before + 1


def test_appended_lines_are_imported_once_into_the_current_part(
        archive: SessionArchive, transcript: Path) -> None:
    import_transcript(archive, transcript)
    _finish_truncated_line(transcript)
    with transcript.open("a", encoding="utf-8") as out:
        out.write(_entry("u-0013", "Also water the basil on Sundays"))
    report = import_transcript(archive, transcript)
    assert report.messages == 2 and report.sessions == 0 and report.errors == []
    tail = [m.content for m in archive.messages(f"{SID}:compact-1")][-2:]
    assert tail == ["and the lettuce bed", "Also water the basil on Sundays"]
    assert import_transcript(archive, transcript).messages == 0
    reply = json.loads(_entry("u-0014", "Basil added", role="assistant"))
    reply["message"]["model"] = "claude-opus-4-1"
    with transcript.open("a", encoding="utf-8") as out:
        out.write(json.dumps(reply) + "\n")
    import_transcript(archive, transcript)
    part = archive.get(f"{SID}:compact-1")
    assert part is not None and part.model == "claude-sonnet-4-5"  # the first model stays


def test_a_rewritten_file_is_read_again_without_duplicates(archive: SessionArchive,
                                                           transcript: Path) -> None:
    import_transcript(archive, transcript)
    before = archive.count_messages()
    lines = transcript.read_bytes().splitlines(keepends=True)
    transcript.write_bytes(b"".join(lines[:5]) + _entry("u-0020", "Rewritten ending").encode())
    report = import_transcript(archive, transcript)
    assert report.messages == 1 and report.duplicates >= 1
    assert archive.count_messages() == before + 1


def test_two_imports_at_once_write_each_message_once(tmp_path: Path,
                                                     transcript: Path) -> None:
    def run() -> None:
        with SessionArchive.open(tmp_path / "shared.db") as mine:
            import_transcript(mine, transcript)

    threads = [threading.Thread(target=run) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    with SessionArchive.open(tmp_path / "shared.db") as shared:
        assert shared.count_messages() == 15


def test_progress_counts_every_byte(archive: SessionArchive, transcript: Path) -> None:
    seen: list[int] = []
    import_transcript(archive, transcript, progress=seen.append)
    assert sum(seen) == transcript.stat().st_size


def test_an_empty_transcript_imports_nothing(archive: SessionArchive,
                                             transcript: Path) -> None:
    empty = transcript.parent / "5d2c9a10-0000-4000-8000-000000000000.jsonl"
    report = import_transcript(archive, empty)
    assert (report.messages, report.sessions, report.errors) == (0, 0, [])


def test_a_result_read_after_its_call_was_imported_still_names_its_tool(
        archive: SessionArchive, transcript: Path) -> None:
    _finish_truncated_line(transcript)
    call = {"type": "assistant", "sessionId": SID, "uuid": "u-0030", "isSidechain": False,
            "timestamp": "2026-03-02T11:00:00.000Z", "message": {"role": "assistant",
            "content": [{"type": "tool_use", "id": "toolu_30", "name": "Grep",
                         "input": {"pattern": "valve"}}]}}
    result = {"type": "user", "sessionId": SID, "uuid": "u-0031", "isSidechain": False,
              "timestamp": "2026-03-02T11:00:01.000Z", "message": {"role": "user",
              "content": [{"type": "tool_result", "tool_use_id": "toolu_30",
                           "content": "pump.py:1"}]}}
    with transcript.open("a", encoding="utf-8") as out:
        out.write(json.dumps(call) + "\n")
    import_transcript(archive, transcript)
    with transcript.open("a", encoding="utf-8") as out:
        out.write(json.dumps(result) + "\n")
    assert import_transcript(archive, transcript).messages == 1
    last = archive.messages(f"{SID}:compact-1")[-1]
    assert (last.role, last.tool_call_id, last.tool_name) == ("tool", "toolu_30", "Grep")


def test_a_title_appended_later_renames_the_session(archive: SessionArchive,
                                                    transcript: Path) -> None:
    _finish_truncated_line(transcript)
    import_transcript(archive, transcript)
    with transcript.open("a", encoding="utf-8") as out:
        out.write(json.dumps({"type": "custom-title", "customTitle": "Greenhouse irrigation",
                              "sessionId": SID}) + "\n")
    import_transcript(archive, transcript)
    info = archive.get(SID)
    assert info is not None and info.title == "Greenhouse irrigation"


def test_a_session_s_files_are_its_transcript_and_its_subagents(transcript: Path) -> None:
    subagent = transcript.parent / SID / "subagents" / "agent-f00d.jsonl"
    assert session_files(transcript) == [transcript, subagent]
    empty = transcript.parent / "5d2c9a10-0000-4000-8000-000000000000.jsonl"
    assert transcripts(transcript.parent.parent) == sorted([transcript, empty]) + [subagent]
    assert transcripts(transcript.parent) == transcripts(transcript.parent.parent)
