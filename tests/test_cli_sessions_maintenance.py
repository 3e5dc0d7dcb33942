"""``keepmind sessions delete`` and ``keepmind sessions check [--repair]`` on real
``state.db`` files damaged with raw sqlite3."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from keepmind.archive import SessionArchive
from keepmind.cli.main import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture
def lineage(isolated_home: Path) -> Path:
    """root -> middle -> (leaf_a, leaf_b), and an unrelated session; each message names
    its session."""
    with SessionArchive.open(isolated_home / "state.db") as archive:
        for sid, parent in [("root", None), ("middle", "root"), ("leaf_a", "middle"),
                            ("leaf_b", "middle"), ("other", None)]:
            archive.create_session(sid, parent_session_id=parent, started_at=1700000000.0)
            archive.append(sid, "user", f"walrus talk in {sid}", timestamp=1700000000.0)
            archive.append(sid, "assistant", f"walrus reply {sid}", timestamp=1700000001.0)
    return isolated_home / "state.db"


def _found(capsys: pytest.CaptureFixture[str]) -> set[str]:
    code, out, _ = run(capsys, "sessions", "search", "walrus", "-n", "100", "--json")
    assert code == 0
    return {hit["session_id"] for hit in json.loads(out)}


def test_delete_removes_messages_and_index_rows_and_relinks_children(
        lineage: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "sessions", "delete", "middle", "--yes", "--json")
    assert code == 0, err
    report = json.loads(out)
    assert report == {"deleted": ["middle"], "messages": 2,
                      "reparented": ["leaf_a", "leaf_b"], "new_parent": "root"}
    assert _found(capsys) == {"root", "leaf_a", "leaf_b", "other"}
    with SessionArchive.open(lineage) as archive:
        assert [s.id for s in archive.lineage("leaf_a")] == ["root", "leaf_a"]
        assert archive.count_messages() == 8
    code, out, _ = run(capsys, "sessions", "check")
    assert code == 0 and "ok: no problems found" in out


def test_delete_with_children_removes_the_whole_subtree(
        lineage: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "sessions", "delete", "middle", "--with-children", "--yes")
    assert code == 0 and "deleted 3 session(s) with 6 messages" in out
    assert _found(capsys) == {"root", "other"}
    assert run(capsys, "sessions", "check")[0] == 0


def test_delete_of_an_unknown_session_is_a_one_line_error(
        lineage: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "sessions", "delete", "nope", "--yes")
    assert code == 1 and err.strip() == "error: unknown session nope"


def test_delete_asks_first_and_keeps_the_session_when_refused(
        lineage: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sys.stdin", __import__("io").StringIO("n\n"))
    code, out, _ = run(capsys, "sessions", "delete", "other")
    assert code == 1 and "nothing deleted" in out
    assert "other" in _found(capsys)


def test_check_finds_an_index_out_of_step_and_repair_rebuilds_it(
        lineage: Path, capsys: pytest.CaptureFixture[str]) -> None:
    conn = sqlite3.connect(lineage)
    mid, content = conn.execute("SELECT id, content FROM messages WHERE session_id = "
                                "'other' ORDER BY id LIMIT 1").fetchone()
    conn.execute("INSERT INTO messages_fts(messages_fts, rowid, content) "
                 "VALUES ('delete', ?, ?)", (mid, content))
    conn.execute("UPDATE sessions SET message_count = 99 WHERE id = 'root'")
    conn.commit()
    conn.close()
    code, out, _ = run(capsys, "sessions", "check", "--json")
    report = json.loads(out)
    assert code == 1 and not report["ok"]
    assert {p["kind"] for p in report["problems"]} == {"index", "counters"}
    code, out, _ = run(capsys, "sessions", "check", "--repair")
    assert code == 0 and "rebuilt the full-text indexes" in out
    assert "ok: every problem was repaired" in out
    assert run(capsys, "sessions", "check")[0] == 0
    code, out, _ = run(capsys, "sessions", "show", "root", "--json")
    assert json.loads(out)["session"]["message_count"] == 2


def test_check_flags_unreadable_rows_and_repair_fixes_or_quarantines_them(
        lineage: Path, capsys: pytest.CaptureFixture[str]) -> None:
    conn = sqlite3.connect(lineage)
    damage = [("timestamp = 'soon'", "root"), ("content = CAST(X'77616c727573ff' AS TEXT)",
                                               "middle"),
              ("tool_calls = '[oops'", "leaf_a"), ("role = 'wizard'", "leaf_b")]
    for change, sid in damage:
        conn.execute(f"UPDATE messages SET {change} WHERE id = (SELECT min(id) FROM "
                     f"messages WHERE session_id = '{sid}')")
    conn.execute("UPDATE sessions SET started_at = 'never' WHERE id = 'other'")
    conn.commit()
    conn.close()
    code, out, _ = run(capsys, "sessions", "check")
    assert code == 1 and out.count("row: ") == 5 and "--repair" in out
    code, out, err = run(capsys, "sessions", "check", "--repair", "--json")
    report = json.loads(out)
    assert code == 0 and report["ok"] and report["remaining"] == [], err
    assert sum("quarantine" in r for r in report["repairs"]) == 5
    assert any("moved to quarantine" in r and "role" in r for r in report["repairs"])
    assert run(capsys, "sessions", "check")[0] == 0
    with SessionArchive.open(lineage) as archive:
        assert archive.count_messages() == 9
        messages = [m for s in archive.list(limit=-1) for m in archive.messages(s.id)]
        assert not any(m.damaged for m in messages)
        root_first = archive.messages("root")[0]
        assert root_first.timestamp == 1700000000.0  # the session's start
        other = archive.get("other")
        assert other is not None and other.started_at == 1700000000.0
    conn = sqlite3.connect(lineage)
    kept = conn.execute("SELECT source_table, original FROM quarantine").fetchall()
    conn.close()
    assert len(kept) == 5
    originals = [json.loads(original) for _, original in kept]
    assert any(o.get("role") == "wizard" for o in originals)
    assert any("ff" in o["stored_hex"]["content"].lower() for o in originals
               if o.get("content") is not None)
    assert "middle" in _found(capsys)


def test_check_of_a_clean_archive_is_ok(lineage: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "sessions", "check", "--json")
    assert code == 0 and json.loads(out) == {"ok": True, "problems": [], "repairs": [],
                                             "remaining": []}


def test_a_session_id_that_is_not_utf8_is_reported_and_left_alone_by_repair(
        lineage: Path, capsys: pytest.CaptureFixture[str]) -> None:
    conn = sqlite3.connect(lineage)
    conn.execute("PRAGMA foreign_keys = OFF")
    conn.execute("INSERT INTO sessions (id, source, started_at) "
                 "VALUES (CAST(X'6964ff' AS TEXT), 'x', 1)")
    conn.execute("INSERT INTO messages (session_id, role, content, timestamp) "
                 "VALUES (CAST(X'6964ff' AS TEXT), 'user', 'walrus', 1)")
    conn.commit()
    conn.close()
    assert run(capsys, "sessions", "list")[0] == 0
    code, out, _ = run(capsys, "sessions", "check", "--repair")
    assert code == 1 and "left as is" in out and "problem(s) remain" in out
    assert "root" in _found(capsys)
