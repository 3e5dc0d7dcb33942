"""journal.jsonl on real files: the newest record per store found incrementally and from
the tail of a large journal, torn lines skipped and never allowed to swallow the next."""

from __future__ import annotations

import json
from pathlib import Path

from keepmind.memory import BoundedMemory, Journal, JournalRecord
from keepmind.memory.journal import new_record


def _record(target: str, text: str) -> JournalRecord:
    return new_record(target, "add", [], [text], text=text)


def test_latest_follows_appends_made_through_another_journal_object(tmp_path: Path) -> None:
    path = tmp_path / "journal.jsonl"
    reader, writer = Journal(path), Journal(path)
    assert reader.latest("memory") is None
    writer.append(_record("memory", "one"))
    assert (found := reader.latest("memory")) is not None and found.text == "one"
    writer.append(_record("user", "u"))
    writer.append(_record("memory", "two"))
    assert (found := reader.latest("memory")) is not None and found.text == "two"
    assert (user := reader.latest("user")) is not None and user.text == "u"


def test_latest_finds_a_store_whose_last_write_is_far_back_in_a_large_journal(
    tmp_path: Path,
) -> None:
    path = tmp_path / "journal.jsonl"
    writer = Journal(path)
    writer.append(_record("user", "the only user write"))
    lines = [_record("memory", f"memory write {i} " + "x" * 300).to_json() for i in range(800)]
    with path.open("a", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    assert path.stat().st_size > 3 * 64 * 1024
    fresh = Journal(path)
    assert (memory := fresh.latest("memory")) is not None
    assert memory.text is not None and memory.text.startswith("memory write 799 ")
    assert (user := fresh.latest("user")) is not None and user.text == "the only user write"
    assert fresh.latest("nobody") is None


def test_a_journal_that_was_replaced_is_read_again(tmp_path: Path) -> None:
    path = tmp_path / "journal.jsonl"
    journal = Journal(path)
    journal.append(_record("memory", "old"))
    assert journal.latest("memory") is not None
    path.unlink()
    Journal(path).append(_record("memory", "new"))
    assert (found := journal.latest("memory")) is not None and found.text == "new"
    path.unlink()
    assert journal.latest("memory") is None


def test_a_torn_last_line_is_skipped_and_does_not_swallow_the_next_append(
    tmp_path: Path,
) -> None:
    path = tmp_path / "journal.jsonl"
    journal = Journal(path)
    journal.append(_record("memory", "one"))
    with path.open("ab") as handle:
        handle.write(b'{"id":"torn","ts":"x","target":"memory","text":"hal')  # power cut
    assert (found := Journal(path).latest("memory")) is not None and found.text == "one"
    journal.append(_record("memory", "two"))
    assert [r.text for r in Journal(path).records()] == ["one", "two"]
    assert (found := Journal(path).latest("memory")) is not None and found.text == "two"


def test_each_write_journals_the_whole_new_text_and_what_it_replaced(tmp_path: Path) -> None:
    store = BoundedMemory(tmp_path / "MEMORY.md", 500, target="memory")
    store.add("alpha")
    store.add("beta")
    lines = [json.loads(line) for line in store.journal.path.read_text("utf-8").splitlines()]
    assert lines[-1]["text"] == store.read_text() == "alpha\n§\nbeta"
    assert lines[-1]["added"] == ["beta"]
    sha, ino, mtime_ns = lines[-1]["prev"]
    assert len(sha) == 32 and ino > 0 and mtime_ns > 0
    assert lines[-1]["stat"][1] == store.path.stat().st_ino


def test_old_format_lines_without_text_still_undo_and_are_never_rolled_forward(
    tmp_path: Path,
) -> None:
    store = BoundedMemory(tmp_path / "MEMORY.md", 500, target="memory")
    store.path.write_text("alpha\n§\nbeta", "utf-8")
    old = {"id": "1-1", "ts": "2026-01-01T00:00:00.000+00:00", "target": "memory",
           "action": "add", "added": ["beta"]}
    store.journal.path.write_text(json.dumps(old) + "\n", "utf-8")
    assert store.recover() is False
    store.undo()
    assert store.entries == ["alpha"]


def test_a_line_another_writer_slipped_in_before_ours_is_still_seen(tmp_path: Path) -> None:
    path = tmp_path / "journal.jsonl"
    mine, theirs = Journal(path), Journal(path)
    mine.append(_record("memory", "m1"))
    assert mine.latest("memory") is not None
    theirs.append(_record("user", "u1"))
    mine.append(_record("memory", "m2"))
    assert (user := mine.latest("user")) is not None and user.text == "u1"
    assert (memory := mine.latest("memory")) is not None and memory.text == "m2"
    mine.append(_record("memory", "m3"))
    assert (memory := Journal(path).latest("memory")) is not None and memory.text == "m3"
    assert (memory := mine.latest("memory")) is not None and memory.text == "m3"
