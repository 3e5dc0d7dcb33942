"""Merging the recall of several providers (``prompt.recall``): repeats dropped, budgets
kept, whatever the providers answer (their text is untrusted)."""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from keepmind.prompt.recall import line_key, merge_recall, within_budget

texts = st.text(alphabet=st.characters(codec="utf-8"), max_size=400)
budgets = st.one_of(st.none(), st.integers(min_value=0, max_value=300))


@given(texts, budgets)
@example("00000000\r\x85", 9)  # "\r" and "\x85" end lines too: the cut keeps them as written
def test_a_text_within_its_budget_never_exceeds_it(text: str, budget: int | None) -> None:
    kept = within_budget(text, budget)
    if budget is None:
        assert kept == text
    else:
        assert len(kept) <= budget
        assert kept == text or not kept or kept.rstrip("…") in text


@given(st.lists(st.tuples(st.sampled_from(["a", "b", "c"]), texts, budgets), max_size=4))
@example([("a", "0", None), ("a", "000", 2)])  # "000" cut to "0…" reads as the "0" before
def test_merged_recall_never_says_a_line_twice_and_keeps_each_budget(
    recalled: list[tuple[str, str, int | None]],
) -> None:
    merged = merge_recall(recalled)
    keys = [line_key(line) for _, text in merged for line in text.splitlines()]
    assert len([k for k in keys if k]) == len({k for k in keys if k})
    budget_of = {}
    for name, _, budget in recalled:
        budget_of.setdefault(name, []).append(budget)
    for name, text in merged:
        assert text.strip() == text and text
        assert any(b is None or len(text) <= b for b in budget_of[name])


def test_lines_count_as_the_same_without_case_punctuation_bullets_or_annotations() -> None:
    assert line_key("- User drinks tea [fact 3, preference, trust 0.90]") == \
        line_key("user drinks TEA.") == "user drinks tea"
    assert line_key("1) The port is 8080") == line_key("the port is 8080!")
    assert line_key("The port is 8081") != line_key("The port is 8080")


def test_a_first_line_longer_than_the_budget_is_cut_with_a_mark() -> None:
    assert within_budget("abcdefghij\nk", 5) == "abcd…"
    assert within_budget("abc", 0) == ""
