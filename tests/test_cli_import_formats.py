"""``keepmind sessions import --from FORMAT`` through the real entry point, for every
format, on fixtures of our own making (tests/fixtures/importers): an import, then
``sessions search`` finding a message of it; a second import adding nothing; lines or
records appended to the source picked up once; defaults taken from the agents' homes."""

from __future__ import annotations

import json
import shutil
import sqlite3
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest

from keepmind.cli.main import main

FIXTURES = Path(__file__).parent / "fixtures" / "importers"
CLAUDE_SESSION = "0b7e5a52-4c1d-4e0a-9d3e-2f6a1c8b9e01"
CODEX_SESSION = "0199a1b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b"
Run = Callable[..., tuple[int, str, str]]


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str]) -> Run:
    def invoke(*args: str) -> tuple[int, str, str]:
        code = main(list(args))
        out = capsys.readouterr()
        return code, out.out, out.err
    return invoke


def _import(run: Run, *args: str) -> dict[str, object]:
    code, out, err = run("sessions", "import", *args, "--json")
    assert code == 0, err
    report: dict[str, object] = json.loads(out)
    return report


def _search(run: Run, query: str) -> list[dict[str, object]]:
    code, out, err = run("sessions", "search", query, "--json")
    assert code == 0, err
    hits: list[dict[str, object]] = json.loads(out)
    return hits


def _hermes_home(tmp_path: Path) -> Path:
    home = tmp_path / "hermes"
    shutil.copytree(FIXTURES / "hermes" / "home", home)
    with sqlite3.connect(home / "state.db") as conn:
        conn.executescript((FIXTURES / "hermes" / "state.sql").read_text(encoding="utf-8"))
    conn.close()
    return home


def _append_jsonl(path: Path, record: dict[str, object]) -> None:
    with path.open("a", encoding="utf-8") as out:
        out.write(json.dumps(record) + "\n")


def test_claude_code_import_search_again_and_append(tmp_path: Path, run: Run) -> None:
    projects = tmp_path / "projects"
    shutil.copytree(FIXTURES / "claude_code", projects)
    first = _import(run, "--from", "claude-code", str(projects))
    assert first["messages"] == 17 and first["sessions"] == 4 and first["files"] == 3
    hits = _search(run, "capacitive hygrometer driver")
    assert hits and hits[0]["session_id"] == f"{CLAUDE_SESSION}:agent-a1b2c3"
    assert hits[0]["source"] == "claude-code"
    again = _import(run, "--from", "claude-code", str(projects))
    assert again["messages"] == 0 and again["sessions"] == 0
    transcript = projects / "-home-dev-garden" / f"{CLAUDE_SESSION}.jsonl"
    with transcript.open("a", encoding="utf-8") as out:  # ends the cut-off last line
        out.write('uce bed"}, "uuid": "u-0012", "sessionId": "' + CLAUDE_SESSION +
                  '", "timestamp": "2026-03-02T10:02:00.000Z"}\n')
    _append_jsonl(transcript, {"type": "user", "sessionId": CLAUDE_SESSION, "uuid": "u-0013",
                               "timestamp": "2026-03-02T10:03:00.000Z", "message": {
                                   "role": "user", "content": "Mulch the strawberries too"}})
    grown = _import(run, "--from", "claude-code", str(projects))
    assert grown["messages"] == 2 and grown["unchanged"] == 2
    assert _search(run, "mulch strawberries")[0]["session_id"] == f"{CLAUDE_SESSION}:compact-1"


def test_claude_code_defaults_to_its_config_dir(tmp_path: Path, run: Run,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    config = tmp_path / "claude-config"
    shutil.copytree(FIXTURES / "claude_code", config / "projects")
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(config))
    assert _import(run, "--from", "claude-code")["messages"] == 17


def test_codex_import_search_again_and_append(tmp_path: Path, run: Run,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    codex_home = tmp_path / "codex"
    shutil.copytree(FIXTURES / "codex", codex_home)
    monkeypatch.setenv("CODEX_HOME", str(codex_home))
    first = _import(run, "--from", "codex")
    assert first["messages"] == 15 and first["sessions"] == 3
    assert "not UTF-8" in json.dumps(first["rejected"])
    hits = _search(run, "proportional gain drove the overshoot")
    assert hits and hits[0]["root_session_id"] == CODEX_SESSION
    assert hits[0]["source"] == "codex"
    assert _search(run, "glaze inventory snake case")
    assert _import(run, "--from", "codex")["messages"] == 0
    rollout = next(codex_home.rglob(f"rollout-*{CODEX_SESSION}.jsonl"))
    with rollout.open("a", encoding="utf-8") as out:
        out.write('oling curve"}]}}\n')
    line = {"timestamp": "2026-03-04T08:32:00.000Z", "type": "response_item", "payload": {
        "type": "message", "role": "assistant",
        "content": [{"type": "output_text", "text": "Added a slow cooling segment"}]}}
    _append_jsonl(rollout, line)
    _append_jsonl(rollout, line)  # the same line twice is two messages
    assert _import(run, "--from", "codex")["messages"] == 3
    assert _import(run, "--from", "codex")["messages"] == 0


def test_hermes_sessions_memories_and_skills(tmp_path: Path, run: Run,
                                             isolated_home: Path) -> None:
    hermes = _hermes_home(tmp_path)
    first = _import(run, "--from", "hermes", str(hermes))
    assert first["messages"] == 9 and first["sessions"] == 3
    notes = json.dumps(first["notes"])
    assert "blocked by the threat scan" in notes and "did not fit" in notes
    assert "memory: 2 entries added" in notes and "user: 2 entries added" in notes
    assert "skills: 1 imported" in notes
    hits = _search(run, "scrub checksum errors")
    assert hits and hits[0]["source"] == "hermes"
    assert hits[0]["root_session_id"] == "20260305_091500_a1b2c3d4"
    code, out, _ = run("memory", "show")
    assert "TrueNAS" in out and "night shifts" in out and "attacker" not in out
    code, out, _ = run("skills", "list")
    assert "backup-rotation" in out
    again = _import(run, "--from", "hermes", str(hermes))
    assert again["messages"] == 0 and "already in the library" in json.dumps(again["notes"])
    with sqlite3.connect(hermes / "state.db") as conn:
        conn.execute("INSERT INTO messages (session_id, role, content, timestamp) VALUES "
                     "('20260306_200000_0badc0de', 'assistant', 'Ficus reminder set', 1.8e9)")
    conn.close()
    assert _import(run, "--from", "hermes", str(hermes))["messages"] == 1


def test_chatgpt_export_folder_zip_and_a_later_export(tmp_path: Path, run: Run) -> None:
    export = tmp_path / "export"
    shutil.copytree(FIXTURES / "chatgpt" / "export", export)
    first = _import(run, "--from", "chatgpt", str(export))
    assert first["messages"] == 9 and first["sessions"] == 2
    assert first["rejected"] == [{"line": 3, "reason": "conversation 3: no mapping of messages"}]
    hits = _search(run, "rye sourdough starter")
    assert hits and hits[0]["source"] == "chatgpt"
    assert not _search(run, "abandoned draft")  # an edited-away branch
    packed = tmp_path / "export.zip"
    with zipfile.ZipFile(packed, "w") as z:
        z.write(export / "conversations.json", "conversations.json")
    assert _import(run, "--from", "chatgpt", str(packed))["messages"] == 0
    doc = json.loads((export / "conversations.json").read_text(encoding="utf-8"))
    bike = doc[3]
    bike["mapping"]["b"]["children"] = ["q2"]
    bike["mapping"]["q2"] = {"id": "q2", "parent": "b", "children": [], "message": {
        "id": "q2", "author": {"role": "user"}, "create_time": 1709500200.0,
        "content": {"content_type": "text", "parts": ["And a chain for it?"]}}}
    bike["current_node"] = "q2"
    bike["title"] = "Bike gears and chain"
    (export / "conversations.json").write_text(json.dumps(doc), encoding="utf-8")
    assert _import(run, "--from", "chatgpt", str(export / "conversations.json"))[
        "messages"] == 1
    code, out, _ = run("sessions", "show", "6650a1f2-4444-4aaa-8bbb-0123456789ab")
    assert "title:   Bike gears and chain" in out


def test_chatgpt_needs_a_path(run: Run) -> None:
    code, _, err = run("sessions", "import", "--from", "chatgpt")
    assert code != 0 and "conversations.json" in err


def test_jsonl_and_openai_through_from(tmp_path: Path, run: Run) -> None:
    lines = tmp_path / "in.jsonl"
    record = {"session_id": "s1", "role": "user", "content": "tune the piano to A 442",
              "timestamp": 1700000000.0}
    _append_jsonl(lines, record)
    assert _import(run, "--from", "jsonl", str(lines))["messages"] == 1
    _append_jsonl(lines, {**record, "content": "and the harpsichord to A 415"})
    assert _import(run, "--from", "jsonl", str(lines))["messages"] == 1
    assert _search(run, "harpsichord")[0]["session_id"] == "s1"
    chats = tmp_path / "chats.json"
    chats.write_text(json.dumps([{"role": "user", "content": "knead the dough ten minutes"}]),
                     encoding="utf-8")
    assert _import(run, "--from", "openai", str(chats))["messages"] == 1
    assert _import(run, "--from", "openai", str(chats))["messages"] == 0
    assert _search(run, "knead dough")


def test_unknown_format_is_refused(run: Run) -> None:
    code, _, err = run("sessions", "import", "--from", "myspace", "x")
    assert code != 0 and "claude-code" in err
