"""The rules of the entry metadata over rows (``keepmind.memory.entry_rows``), shared by the
home's sidecar and the stores on PostgreSQL: matching by content keeps untouched entries'
rows, and replaying a write then its undo brings the old rows back."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from keepmind.memory.entry_rows import EntryRow, match, replay
from keepmind.memory.journal import new_record

entries = st.lists(st.text(min_size=1, max_size=12), unique=True, max_size=8)


def _rows(contents: list[str]) -> dict[str, EntryRow]:
    return {c: EntryRow(c, "t0", "t0", "tool", "s-1", "j0") for c in contents}


@given(live=entries, now=entries)
def test_matching_makes_the_live_rows_exactly_the_entries(live: list[str],
                                                           now: list[str]) -> None:
    rows = _rows(live)
    after = {**rows, **match(rows, now, "t1")}
    assert {c for c, r in after.items() if r.removed_at is None} == set(now)
    assert all(after[c] == rows[c] for c in set(live) & set(now))
    assert all((after[c].origin, after[c].created_at) == ("hand", "t1")
               for c in set(now) - set(live))
    assert all(after[c].removed_at == "t1" for c in set(live) - set(now))


@given(before=entries, after=entries)
def test_a_write_and_its_undo_bring_the_old_rows_back(before: list[str],
                                                      after: list[str]) -> None:
    rows = _rows(before)
    write = new_record("user", "batch", before, after)
    rows = {**rows, **replay(rows, write, "review", "s-2")}
    assert {c for c, r in rows.items() if r.removed_at is None} == set(after)
    undo = new_record("user", "undo", after, before, undoes=write.id)
    rows = {**rows, **replay(rows, undo, "cli", None)}
    live = {c: r for c, r in rows.items() if r.removed_at is None}
    assert set(live) == set(before)
    assert all((r.created_at, r.origin, r.session_id) == ("t0", "tool", "s-1")
               for r in live.values())
