"""Parsing, rendering and editing of prompt-memory entries (design §3), as pure functions."""

from __future__ import annotations

import pytest

from keepmind.errors import AmbiguousMatch, DuplicateEntry, MemoryFull, NoMatch
from keepmind.memory.edits import Edit, apply, apply_all, locate
from keepmind.memory.entries import DELIMITER, Usage, join, parse, preview, render_block


def test_parse_splits_on_the_full_delimiter_strips_and_drops_empty_and_duplicates() -> None:
    text = "  one  \n§\n\n§\ntwo\nlines\n§\none\n§\n  "
    assert parse(text) == ["one", "two\nlines"]


def test_a_bare_section_sign_inside_an_entry_is_not_a_delimiter() -> None:
    assert parse("see § 4 of the contract\n§\nnext") == ["see § 4 of the contract", "next"]


def test_usage_counts_the_joined_text_with_delimiters() -> None:
    entries = ["abc", "de"]
    assert join(entries) == "abc" + DELIMITER + "de"
    assert Usage.of(entries, 100).chars == 3 + 3 + 2
    assert Usage.of([], 100).chars == 0


def test_percent_is_floored_and_capped_at_100() -> None:
    assert Usage(166, 2200, 3).percent == 7
    assert Usage(5000, 2200, 3).percent == 100
    assert str(Usage(1234, 2200, 1)) == "1,234/2,200"


def test_render_block_matches_the_spec_layout_exactly() -> None:
    entries = ["entry one", "entry two"]
    used = len("entry one\n§\nentry two")
    expected = (
        "══════════════════════════════════════════════\n"
        f"MEMORY (your personal notes) [0% — {used}/2,200 chars]\n"
        "══════════════════════════════════════════════\n"
        "entry one\n§\nentry two"
    )
    assert render_block("memory", entries, 2200) == expected
    assert render_block("user", ["x"], 1375).splitlines()[1] == (
        "USER PROFILE (who the user is) [0% — 1/1,375 chars]"
    )


def test_an_empty_store_renders_no_block() -> None:
    assert render_block("memory", [], 2200) == ""


def test_exact_entry_wins_over_substring_matches() -> None:
    entries = ["uv", "Project uses uv", "uv is fast"]
    assert locate(entries, "uv", 100) == 0


def test_several_distinct_matches_list_previews() -> None:
    entries = ["Project uses uv for envs", "uv is faster than pip " + "x" * 200]
    with pytest.raises(AmbiguousMatch) as err:
        locate(entries, "uv", 1000)
    assert len(err.value.previews) == 2
    assert all(len(p) <= 80 for p in err.value.previews)
    assert "more specific" in str(err.value)


def test_no_match_carries_the_current_entries() -> None:
    with pytest.raises(NoMatch) as err:
        locate(["alpha", "beta"], "gamma", 100)
    assert err.value.entries == ["alpha", "beta"]


def test_add_of_an_exact_duplicate_is_refused() -> None:
    with pytest.raises(DuplicateEntry, match="already exists"):
        apply(["alpha"], Edit("add", content="  alpha "), 100)


def test_replace_and_remove_by_unique_substring() -> None:
    entries = ["Project uses pip", "User likes tea"]
    assert apply(entries, Edit("replace", content="Project uses uv", old_text="pip"), 100) == [
        "Project uses uv", "User likes tea"]
    assert apply(entries, Edit("remove", old_text="tea"), 100) == ["Project uses pip"]
    assert entries == ["Project uses pip", "User likes tea"], "input must not be modified"


def test_over_budget_is_refused_with_current_entries_and_the_consolidation_workflow() -> None:
    with pytest.raises(MemoryFull) as err:
        apply_all(["a" * 50], [Edit("add", content="b" * 60)], 100)
    assert err.value.entries == ["a" * 50]
    assert err.value.usage == "50/100"
    assert "merge" in str(err.value) and "remove" in str(err.value)


def test_a_batch_is_budget_checked_on_its_final_state() -> None:
    entries = ["a" * 50, "b" * 40]
    edits = [Edit("remove", old_text="a" * 10), Edit("add", content="c" * 55)]
    assert apply_all(entries, edits, 100) == ["b" * 40, "c" * 55]


def test_a_batch_is_all_or_nothing() -> None:
    entries = ["alpha"]
    with pytest.raises(NoMatch):
        apply_all(entries, [Edit("add", content="beta"), Edit("remove", old_text="zzz")], 100)
    assert entries == ["alpha"]


def test_a_store_overfilled_by_hand_may_still_shrink() -> None:
    entries = ["a" * 80, "b" * 80]
    assert apply_all(entries, [Edit("replace", content="a" * 10, old_text="a" * 5)], 100) == [
        "a" * 10, "b" * 80]


def test_preview_is_one_line_of_at_most_80_chars() -> None:
    assert preview("line one\nline two") == "line one line two"
    assert len(preview("x" * 500)) == 80
