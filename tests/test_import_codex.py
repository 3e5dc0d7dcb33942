"""The Codex importer on rollouts of our own making (tests/fixtures/importers/codex):
roles, tool calls and their outputs, forks and compactions as lineage, both line shapes,
and keys for lines that have no ids."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from keepmind.archive import SessionArchive
from keepmind.importers.codex import import_rollout, rollouts

FIXTURES = Path(__file__).parent / "fixtures" / "importers" / "codex" / "sessions"
SID = "0199a1b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b"


@pytest.fixture
def rollout(tmp_path: Path) -> Path:
    shutil.copytree(FIXTURES, tmp_path / "sessions")
    return next((tmp_path / "sessions").rglob(f"rollout-*{SID}.jsonl"))


@pytest.fixture
def archive() -> SessionArchive:
    opened = SessionArchive.open(":memory:")
    yield opened  # type: ignore[misc]
    opened.close()


def test_a_rollout_keeps_roles_calls_outputs_and_its_context(archive: SessionArchive,
                                                             rollout: Path) -> None:
    report = import_rollout(archive, rollout)
    info = archive.get(SID)
    assert info is not None
    assert (info.source, info.project, info.model, info.end_reason) == (
        "codex", "/home/dev/kiln", "gpt-5-codex", "compression")
    messages = archive.messages(SID)
    assert [m.role for m in messages] == ["system", "system", "user", "assistant", "tool",
                                          "assistant", "tool", "assistant", "tool",
                                          "assistant"]
    assert messages[2].content.endswith("[image]")
    call = json.loads(messages[3].tool_calls or "[]")[0]
    assert call["function"] == {"name": "shell",
                                "arguments": '{"command":["rg","Kp","src/pid.rs"]}'}
    assert messages[4].content == "src/pid.rs:12: let kp = 9.5;\n"  # unwrapped output
    assert (messages[6].tool_name, messages[6].content) == (
        "apply_patch", "Success. Updated src/pid.rs")
    assert messages[8].content == "[error] 1 test failed"
    assert info.started_at == pytest.approx(1772611200.0)
    part = archive.get(f"{SID}:compact-1")
    assert part is not None and part.parent_session_id == SID
    assert archive.messages(part.id)[0].content.startswith("Summary so far")
    reasons = " ".join(why for _, why in report.errors)
    assert "unknown role 'narrator'" in reasons and "not UTF-8" in reasons
    assert "truncated last line" in reasons


def test_a_legacy_rollout_and_a_fork(archive: SessionArchive, tmp_path: Path,
                                     rollout: Path) -> None:
    legacy = [p for p in rollouts(rollout.parents[3]) if p != rollout]
    assert len(legacy) == 1
    import_rollout(archive, legacy[0])
    assert [m.role for m in archive.messages("5f0e8d7c-1111-4222-8333-944455556666")] == [
        "user", "assistant"]
    fork = tmp_path / "rollout-2026-03-05T10-00-00-0199ffff-0000-7000-8000-000000000001.jsonl"
    fork.write_text(json.dumps({"timestamp": "2026-03-05T10:00:00Z", "type": "session_meta",
                                "payload": {"id": "0199ffff-0000-7000-8000-000000000001",
                                            "forked_from_id": SID, "cwd": "/home/dev/kiln"}})
                    + "\n" + json.dumps({"timestamp": "2026-03-05T10:00:01Z",
                                         "type": "response_item", "payload": {
                                             "type": "message", "role": "user", "content": [
                                                 {"type": "input_text", "text": "fork"}]}})
                    + "\n", encoding="utf-8")
    import_rollout(archive, fork)
    info = archive.get("0199ffff-0000-7000-8000-000000000001")
    assert info is not None and info.parent_session_id == SID


def test_a_line_equal_to_one_before_the_cursor_is_a_new_message(archive: SessionArchive,
                                                                 rollout: Path) -> None:
    lines = rollout.read_bytes().splitlines(keepends=True)
    import_rollout(archive, rollout)
    before = len(archive.messages(f"{SID}:compact-1"))
    with rollout.open("ab") as out:
        out.write(b'oling curve"}]}}\n')
        out.write(lines[-2])  # the last assistant answer, byte for byte, again
    assert import_rollout(archive, rollout).messages == 2
    assert len(archive.messages(f"{SID}:compact-1")) == before + 2
    assert import_rollout(archive, rollout).messages == 0
