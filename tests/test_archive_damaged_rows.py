"""Rows no writer of ours would write, put in ``state.db`` with raw sqlite3, never break
listing, browsing, reading or search: through the CLI, the ``session_search`` tool and the
``keepmind.Memory`` API, what can be rendered is rendered and the rest is flagged."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest

import keepmind
from keepmind.cli.main import main

HUGE = 3_000_000

# (label, SQL expression per column) for message rows; each holds the word "zebra"
BAD_MESSAGES = [
    ("timestamp out of range", {"timestamp": "1e20"}),
    ("timestamp not a number", {"timestamp": "'yesterday'"}),
    ("negative timestamp", {"timestamp": "-5"}),
    ("unknown role", {"role": "'wizard'"}),
    ("role not text", {"role": "7"}),
    ("content not UTF-8", {"content": "CAST(X'7a65627261ff20fe' AS TEXT)"}),
    ("content with a lone surrogate", {"content": "CAST(X'7a65627261eda080' AS TEXT)"}),
    ("content a blob", {"content": "X'7a656272610001'"}),
    ("huge content", {"content": f"'zebra ' || hex(zeroblob({HUGE // 2}))"}),
    ("broken tool calls", {"tool_calls": "'{\"oops'"}),
    ("tool calls not a list", {"tool_calls": "'{\"a\": 1}'"}),
    ("tool name not UTF-8", {"tool_name": "CAST(X'ff' AS TEXT)"}),
    ("token count text", {"token_count": "'many'"}),
]


def _insert(conn: sqlite3.Connection, sid: str, overrides: dict[str, str]) -> None:
    columns = {"session_id": f"'{sid}'", "role": "'user'", "content": "'zebra crossing'",
               "timestamp": "1700000000.5", "tool_calls": "NULL", "tool_name": "NULL",
               "token_count": "NULL", **overrides}
    conn.execute(f"INSERT INTO messages ({', '.join(columns)}) "
                 f"VALUES ({', '.join(columns.values())})")


@pytest.fixture
def damaged_home(isolated_home: Path) -> Iterator[Path]:
    """A home with one good session and one session per kind of damage, plus a session
    whose own row is damaged."""
    with closing(keepmind.open(isolated_home)) as mem:
        good = mem.archive.create_session("good", started_at=1700000000.0, title="fine")
        mem.archive.append(good, "user", "the zebra question", timestamp=1700000000.0)
        mem.archive.append(good, "assistant", "a zebra answer", timestamp=1700000001.0)
        for i, _ in enumerate(BAD_MESSAGES):
            mem.archive.create_session(f"bad{i}", started_at=1700000100.0 + i)
        mem.archive.create_session("badsession", started_at=1700000200.0)
    conn = sqlite3.connect(isolated_home / "state.db")
    for i, (_, overrides) in enumerate(BAD_MESSAGES):
        _insert(conn, f"bad{i}", {})
        _insert(conn, f"bad{i}", overrides)
    _insert(conn, "badsession", {})
    conn.execute("UPDATE sessions SET started_at = 'soon', title = CAST(X'ff41' AS TEXT), "
                 "ended_at = 1e300 WHERE id = 'badsession'")
    conn.commit()
    conn.close()
    yield isolated_home


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_cli_lists_shows_and_searches_past_damaged_rows(
        damaged_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "sessions", "list", "-n", "100")
    assert code == 0, err
    assert "good" in out and "[unreadable time]" in out
    code, out, err = run(capsys, "sessions", "list", "-n", "100", "--json")
    listed = {s["id"]: s for s in json.loads(out)}
    assert code == 0 and len(listed) == len(BAD_MESSAGES) + 2
    assert listed["good"]["damaged"] == []
    assert any("started_at" in d for d in listed["badsession"]["damaged"])
    for i, (label, _) in enumerate(BAD_MESSAGES):
        code, out, err = run(capsys, "sessions", "show", f"bad{i}")
        assert code == 0, (label, err)
        assert "[unreadable: " in out or label == "huge content", label
        code, out, err = run(capsys, "sessions", "show", f"bad{i}", "--json")
        shown = json.loads(out)["messages"]
        assert code == 0 and len(shown) == 2, label
        assert shown[0]["damaged"] == []
        assert bool(shown[1]["damaged"]) == (label != "huge content"), label
    code, out, err = run(capsys, "sessions", "show", "badsession")
    assert code == 0 and "damaged: [unreadable: " in out
    code, out, err = run(capsys, "sessions", "search", "zebra", "-n", "100", "--json")
    assert code == 0, err
    found = {h["session_id"] for h in json.loads(out)}
    assert "good" in found and len(found) > len(BAD_MESSAGES) // 2
    code, out, err = run(capsys, "sessions", "search", "zebra", "-n", "100")
    assert code == 0, err


def test_export_of_a_damaged_archive_writes_what_can_be_read(
        damaged_home: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out_file = tmp_path / "out.jsonl"
    code, _, err = run(capsys, "sessions", "export", str(out_file))
    assert code == 0, err
    lines = out_file.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 2 + 2 * len(BAD_MESSAGES) + 1
    assert all(isinstance(json.loads(line), dict) for line in lines)


def _all_text(answer: object) -> str:
    return json.dumps(answer, ensure_ascii=False)


def test_session_search_browse_read_scroll_and_discover_flag_damage(
        damaged_home: Path) -> None:
    with closing(keepmind.open(damaged_home)) as mem:
        browse = mem.session_search({"limit": 20})
        assert browse["success"] and browse["count"] == len(BAD_MESSAGES) + 2
        assert any("unreadable" in r for r in browse["results"])
        for i, (label, _) in enumerate(BAD_MESSAGES):
            read = mem.session_search({"session_id": f"bad{i}"})
            assert read["success"], (label, read)
            flagged = [m for m in read["messages"] if "unreadable" in m]
            assert len(flagged) == (0 if label == "huge content" else 1), label
            if label.startswith("timestamp"):
                assert flagged[0]["time"] is None
            scroll = mem.session_search({"session_id": f"bad{i}",
                                         "around_message_id": read["messages"][1]["id"]})
            assert scroll["success"], (label, scroll)
        found = mem.session_search({"query": "zebra", "limit": 10})
        assert found["success"] and found["count"] == 10
        assert len(_all_text(found)) < 25_000


def test_memory_api_reads_every_damaged_row(damaged_home: Path) -> None:
    with closing(keepmind.open(damaged_home)) as mem:
        sessions = mem.archive.list(limit=-1)
        assert len(sessions) == len(BAD_MESSAGES) + 2
        damaged = [m for s in sessions for m in mem.archive.messages(s.id) if m.damaged]
        assert len(damaged) == len(BAD_MESSAGES) - 1
        assert all(isinstance(m.content, str) and isinstance(m.timestamp, float)
                   for m in damaged)
        by_text = {m.damaged[0].split(" ")[0] for m in damaged}
        assert {"timestamp", "role", "content", "tool_calls", "tool_name",
                "token_count"} <= by_text
        hits = mem.archive.search("zebra", limit=50)
        assert hits and all(isinstance(h.snippet, str) for h in hits)
        huge = [m for s in sessions for m in mem.archive.messages(s.id)
                if len(m.content) > HUGE // 2]
        assert len(huge) == 1 and not huge[0].damaged
