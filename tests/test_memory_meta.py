"""Entry metadata: every write path keeps it in step, hand edits keep it by content, and
the CLI shows it (``keepmind.memory.meta``)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

import keepmind
from keepmind.cli.main import main
from keepmind.errors import InvalidArgument
from keepmind.memory.meta import writing

Opener = Callable[..., keepmind.Memory]


def _cli(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    code = main(list(args))
    out = capsys.readouterr().out
    assert code == 0, out
    return out


def test_a_tool_write_in_a_session_records_the_tool_its_session_and_its_time(
        open_memory: Opener) -> None:
    mem = open_memory()
    session = mem.session(platform="cli")
    assert session.call_tool("memory", {"action": "add", "target": "user",
                                        "content": "User likes tea"})["success"]
    info = mem.meta().entries("user")["User likes tea"]
    record = mem.journal.latest("user")
    assert record is not None
    assert (info.origin, info.session_id, info.journal_id) == ("tool", session.id, record.id)
    assert info.created_at == info.updated_at == record.ts
    assert info.last_used_at is None  # the prompt of this session was built before the write
    session.end()


def test_a_replace_keeps_the_created_time_and_an_undo_brings_the_old_row_back(
        open_memory: Opener) -> None:
    mem = open_memory()
    with writing("cli"):
        mem.user.add("User likes tea")
    created = mem.meta().entries("user")["User likes tea"].created_at
    with writing("tool", "s-1"):
        mem.user.replace("tea", "User likes green tea")
    replaced = mem.meta().entries("user")
    assert list(replaced) == ["User likes green tea"]
    new = replaced["User likes green tea"]
    assert (new.created_at, new.origin, new.session_id) == (created, "tool", "s-1")
    assert new.updated_at > created
    mem.user.undo()
    back = mem.meta().entries("user")
    assert list(back) == ["User likes tea"]
    assert (back["User likes tea"].created_at, back["User likes tea"].origin) == (created, "cli")


def test_a_replace_right_after_its_add_still_reads_as_updated(open_memory: Opener) -> None:
    # Entry times are kept to the microsecond: a write takes well over one, so a replace
    # made at once after the add is later than it (the inspector shows "Updated" then).
    mem = open_memory()
    for n in range(20):
        mem.memory.add(f"Build step {n} takes 5 minutes")
        mem.memory.replace(f"Build step {n} takes", f"Build step {n} takes 7 minutes")
    infos = mem.meta().entries("memory")
    assert len(infos) == 20
    for info in infos.values():
        assert info.updated_at > info.created_at, info


def test_hand_edits_keep_the_other_entries_metadata_and_are_marked_hand(
        open_memory: Opener) -> None:
    mem = open_memory()
    with writing("cli"):
        mem.memory.add("Project uses make")
        mem.memory.add("Deploys on Fridays are banned")
    before = mem.meta().entries("memory")["Project uses make"]
    mem.memory.path.write_text("Project uses make\n§\nThe CI runs nightly\n", encoding="utf-8")
    after = mem.meta().entries("memory")
    assert set(after) == {"Project uses make", "The CI runs nightly"}
    assert after["Project uses make"] == before
    assert after["The CI runs nightly"].origin == "hand"
    # the next tool write keeps them too
    with writing("tool"):
        mem.memory.add("Tests run with pytest")
    final = mem.meta().entries("memory")
    assert final["Project uses make"] == before and final["The CI runs nightly"].origin == "hand"


def test_a_write_whose_note_was_lost_keeps_its_times_from_the_journal(
        isolated_home: Path, open_memory: Opener) -> None:
    crashed = keepmind.open(isolated_home)  # writes, then ends without close (a crash)
    crashed.user.add("User writes British English")
    crashed.write_notes.take()
    mem = open_memory(isolated_home)
    info = mem.meta().entries("user")["User writes British English"]
    record = mem.journal.latest("user")
    assert record is not None
    assert (info.origin, info.created_at) == ("unknown", record.ts)


def test_a_note_arriving_after_another_process_synced_fills_in_the_origin(
        isolated_home: Path, open_memory: Opener) -> None:
    writer, reader = open_memory(isolated_home), open_memory(isolated_home)
    with writing("import"):
        writer.user.add("User is in Lisbon")
    assert reader.meta().entries("user")["User is in Lisbon"].origin == "unknown"
    assert writer.meta().entries("user")["User is in Lisbon"].origin == "import"


def test_a_home_with_history_from_before_the_sidecar_is_backfilled_from_the_journal(
        isolated_home: Path, open_memory: Opener) -> None:
    old = keepmind.open(isolated_home)
    old.memory.add("Old entry")
    old.write_notes.take()
    old.close()  # nothing noted: the sidecar was never opened
    assert not (isolated_home / "state.db").exists()
    mem = open_memory(isolated_home)
    record = mem.journal.latest("memory")
    assert record is not None
    assert mem.meta().entries("memory")["Old entry"].created_at == record.ts


def test_a_rotated_journal_is_replayed_from_its_segments(open_memory: Opener) -> None:
    mem = open_memory()
    mem.memory.add("First")
    mem.meta()
    mem.memory.add("Second")
    mem.memory.add("Third")
    mem.journal.rotate_bytes, mem.journal.keep_records = 10, 1
    assert mem.journal.rotate()
    assert [r.id for r in mem.journal.records()] == [mem.journal.latest("memory").id]
    assert set(mem.meta().entries("memory")) == {"First", "Second", "Third"}


def test_a_session_start_marks_the_entries_in_its_prompt_used(open_memory: Opener) -> None:
    mem = open_memory()
    mem.user.add("User likes tea")
    assert mem.meta().entries("user")["User likes tea"].last_used_at is None
    session = mem.session(platform="cli")
    used = mem.meta().entries("user")["User likes tea"].last_used_at
    assert used is not None and used >= mem.meta().entries("user")["User likes tea"].created_at
    session.end()


def test_closing_the_memory_stores_the_notes_for_the_next_reader(
        isolated_home: Path, open_memory: Opener) -> None:
    with keepmind.open(isolated_home) as writer, writing("review", "s-9"):
        writer.memory.add("Reviewed fact")
    info = open_memory(isolated_home).meta().entries("memory")["Reviewed fact"]
    assert (info.origin, info.session_id) == ("review", "s-9")


def test_an_unknown_origin_is_refused() -> None:
    with pytest.raises(InvalidArgument), writing("robot"):
        pass


def test_cli_writes_are_cli_and_show_and_log_expose_the_metadata(
        capsys: pytest.CaptureFixture[str]) -> None:
    _cli(capsys, "memory", "add", "Project uses make")
    _cli(capsys, "memory", "replace", "make", "Project uses just")
    shown = json.loads(_cli(capsys, "memory", "show", "--json", "--target", "memory"))
    (meta,) = shown["memory"]["meta"]
    assert meta["entry"] == 1 and meta["origin"] == "cli" and meta["created_at"]
    log = json.loads(_cli(capsys, "memory", "log", "--json"))
    assert [(r["action"], r["origin"]) for r in log] == [("add", "cli"), ("replace", "cli")]
    assert "[cli]" in _cli(capsys, "memory", "log")


def test_show_json_of_a_home_that_does_not_exist_creates_nothing(
        capsys: pytest.CaptureFixture[str], isolated_home: Path) -> None:
    shown = json.loads(_cli(capsys, "memory", "show", "--json"))
    assert shown["memory"]["meta"] == [] and not isolated_home.exists()
