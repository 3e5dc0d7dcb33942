"""``keepmind sessions``: list, show, search, import (with bad lines), export round trip,
prune and path, through the real entry point."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from keepmind.archive import SessionArchive
from keepmind.cli.main import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


LINES = [
    {"session_id": "s1", "role": "user", "content": "how do I rotate the nginx logs?",
     "timestamp": 1700000000.0, "source": "cli", "title": "nginx logs"},
    {"session_id": "s1", "role": "assistant", "content": "use logrotate with a daily rule",
     "timestamp": 1700000001.0},
    {"session_id": "s2", "role": "user", "content": "book a table for two",
     "timestamp": 1700000100.0, "source": "telegram"},
]


@pytest.fixture
def dump(tmp_path: Path) -> Path:
    path = tmp_path / "in.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in LINES), encoding="utf-8")
    return path


def test_import_list_show_search(capsys: pytest.CaptureFixture[str], dump: Path) -> None:
    code, out, _ = run(capsys, "sessions", "import", str(dump))
    assert code == 0 and "imported 3 messages in 2 sessions" in out
    code, out, _ = run(capsys, "sessions", "list", "--json")
    listed = json.loads(out)
    assert [s["id"] for s in listed] == ["s2", "s1"]
    assert listed[1]["preview"].startswith("how do I rotate")
    code, out, _ = run(capsys, "sessions", "list")
    assert "nginx logs" in out and "telegram" in out
    code, out, _ = run(capsys, "sessions", "show", "s1")
    assert code == 0 and "logrotate" in out and "nginx logs" in out
    code, out, _ = run(capsys, "sessions", "show", "s1", "--json")
    assert [m["role"] for m in json.loads(out)["messages"]] == ["user", "assistant"]
    code, out, _ = run(capsys, "sessions", "search", "rotating logs?", "--json")
    hits = json.loads(out)
    assert code == 0 and hits[0]["session_id"] == "s1"
    code, out, _ = run(capsys, "sessions", "search", "rotating logs", "--source", "telegram")
    assert "(no matches)" in out


def test_export_round_trip_is_exact(capsys: pytest.CaptureFixture[str], dump: Path,
                                    tmp_path: Path) -> None:
    run(capsys, "sessions", "import", str(dump))
    first = tmp_path / "first.jsonl"
    assert run(capsys, "sessions", "export", str(first))[0] == 0
    other = tmp_path / "other-home"
    assert run(capsys, "--home", str(other), "sessions", "import", str(first))[0] == 0
    code, out, _ = run(capsys, "--home", str(other), "sessions", "export")
    assert code == 0 and out == first.read_text(encoding="utf-8")


def test_bad_lines_are_counted_or_refuse_with_strict(capsys: pytest.CaptureFixture[str],
                                                      tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps(LINES[0]) + "\n{broken\n", encoding="utf-8")
    code, out, err = run(capsys, "sessions", "import", "--strict", str(path))
    assert code == 1 and "line 2" in err and "nothing written" in err
    code, out, err = run(capsys, "sessions", "import", str(path))
    assert code == 0 and "imported 1 messages" in out
    assert "skipped 1 bad lines" in err and "line 2:" in err


def test_openai_json_is_detected(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "chat.json"
    path.write_text(json.dumps({"messages": [{"role": "user", "content": "hello otter"}]}),
                    encoding="utf-8")
    code, out, _ = run(capsys, "sessions", "import", str(path))
    assert code == 0 and "imported 1 messages in 1 sessions" in out
    assert "otter" in run(capsys, "sessions", "search", "otter")[1]


def test_prune_dry_run_then_yes(capsys: pytest.CaptureFixture[str], dump: Path) -> None:
    run(capsys, "sessions", "import", str(dump))
    code, out, _ = run(capsys, "sessions", "prune", "--older-than", "30", "--dry-run")
    assert code == 0 and "would delete 2 sessions" in out
    assert len(json.loads(run(capsys, "sessions", "list", "--json")[1])) == 2
    code, out, _ = run(capsys, "sessions", "prune", "--older-than", "30", "--yes")
    assert code == 0 and "deleted 2 sessions" in out
    assert json.loads(run(capsys, "sessions", "list", "--json")[1]) == []


def test_unknown_session_is_one_line_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "sessions", "show", "nope")
    assert code == 1 and err.strip() == "error: unknown session nope"


def test_path_names_the_state_db(capsys: pytest.CaptureFixture[str],
                                 isolated_home: Path) -> None:
    code, out, _ = run(capsys, "sessions", "path")
    assert code == 0 and str(isolated_home / "state.db") in out
    SessionArchive.open(isolated_home / "state.db").close()
