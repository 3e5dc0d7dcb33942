"""journal.jsonl on real files: the newest record per store found incrementally and from
the tail of a large journal, torn lines skipped and never allowed to swallow the next."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from keepmind import _fs
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
    lines = [json.loads(line) for line in store.journal.lines()]
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


# the preallocated file -----------------------------------------------------------------------
def test_lines_are_written_in_place_into_the_padding_until_an_extent_is_full(
    tmp_path: Path,
) -> None:
    path = tmp_path / "journal.jsonl"
    journal = Journal(path)
    journal.append(_record("memory", "first"))
    st = path.stat()
    assert st.st_size == _fs.PREALLOCATE_BYTES
    for i in range(20):
        journal.append(_record("memory", f"write {i}"))
    assert (path.stat().st_ino, path.stat().st_size) == (st.st_ino, st.st_size)
    assert [r.text for r in journal.records()] == ["first"] + [f"write {i}" for i in range(20)]
    big = "x" * _fs.PREALLOCATE_BYTES
    journal.append(_record("memory", big))  # does not fit: a new extent, same file
    assert path.stat().st_size % _fs.PREALLOCATE_BYTES == 0
    assert path.stat().st_size > st.st_size and path.stat().st_ino == st.st_ino
    assert (found := Journal(path).latest("memory")) is not None and found.text == big
    assert path.read_bytes().rstrip(b"\0").endswith(b"\n")


def test_a_journal_written_before_padding_and_lines_an_old_writer_appends_after_it_read(
    tmp_path: Path,
) -> None:
    path = tmp_path / "journal.jsonl"
    path.write_text(_record("memory", "old format").to_json() + "\n", encoding="utf-8")
    journal = Journal(path)
    assert (found := journal.latest("memory")) is not None and found.text == "old format"
    journal.append(_record("memory", "padded"))
    _fs.append_line_durable(path, _record("user", "appended by an old version").to_json())
    assert [r.text for r in Journal(path).records()] == [
        "old format", "padded", "appended by an old version"]
    journal.append(_record("memory", "after it"))
    assert (found := Journal(path).latest("user")) is not None
    assert [r.text for r in Journal(path).records()][-1] == "after it"


_TEXT = st.text(st.characters(blacklist_categories=("Cs",)), max_size=40)


@settings(max_examples=300, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=st.lists(st.one_of(
    st.tuples(st.just("line"), _TEXT, st.sampled_from(["hint", "none", "stale", "old"])),
    st.tuples(st.just("torn"), st.binary(min_size=1, max_size=30).filter(
        lambda b: b"\n" not in b), st.just("")),
), max_size=25), extent=st.sampled_from([64, 200, 4096]))
def test_lines_read_back_in_order_whatever_the_hints_torn_tails_and_old_appends(
    tmp_path: Path, steps: list[tuple[str, object, str]], extent: int,
) -> None:
    path = tmp_path / "j.jsonl"
    path.unlink(missing_ok=True)
    hint: _fs.LineEnd | None = None
    written: list[str] = []
    for kind, value, how in steps:
        if kind == "torn":  # a write cut off by a power cut: bytes and no newline
            assert isinstance(value, bytes)
            data = path.read_bytes().rstrip(b"\0") if path.exists() else b""
            path.write_bytes(data + value.replace(b"\0", b"?"))
            continue
        line = json.dumps(value)
        if how == "old":  # a version that appended without padding
            _fs.append_line_durable(path, line)
            written.append(line)
            continue
        given_hint = hint if how == "hint" else (
            _fs.LineEnd(hint.ino, max(0, hint.end - 3)) if how == "stale" and hint else None)
        hint = _fs.write_line_preallocated(path, line, hint=given_hint, extent=extent)
        written.append(line)
        data = path.read_bytes()
        assert hint.end == len(data.rstrip(b"\0"))
    if not path.exists():
        return
    pieces = path.read_bytes().rstrip(b"\0").split(b"\n")
    readable = [p.decode() for p in pieces if p.decode("utf-8", "replace") in written]
    assert readable == written
