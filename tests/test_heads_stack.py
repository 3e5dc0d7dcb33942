"""``benchmarks/scanner_heads_stack.py``: the e5 and n-gram heads read together, every way of
reading them chosen without the held-out group and kept within the benign budget."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

import scanner_heads_stack as stack  # noqa: E402

METHODS = ("e5", "ngram", "either", "stacked", "stacked_known")


def rows_from(seed: int, n: int = 240, groups: int = 4) -> stack.Rows:
    rng = np.random.default_rng(seed)
    y = (rng.random(n) < 0.4).astype(np.float64)
    return stack.Rows(rng.normal(size=n) + 2 * y, rng.normal(size=n) + 1.5 * y, y,
                      rng.integers(0, groups, n), rng.random(n) < 0.97, rng.random(n) < 0.8,
                      rng.random(n))


def benign_flagged(rows: stack.Rows, flagged: np.ndarray) -> int:
    return int((flagged & (rows.y == 0) & rows.asked).sum())


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(METHODS), st.sampled_from((0.01, 0.05, 0.2)))
def test_every_reading_keeps_the_consulted_benign_texts_within_the_budget(
        seed: int, method: str, budget: float) -> None:
    rows = rows_from(seed)
    choice = stack.pooled_choice(rows, method, budget)
    assert benign_flagged(rows, choice.flags(rows)) <= int(budget * int((rows.y == 0).sum()))


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(METHODS))
def test_a_groups_flags_do_not_depend_on_its_own_labels(seed: int, method: str) -> None:
    rows = rows_from(seed)
    flagged, _ = stack.out_of_group_flags(rows, method, 0.05)
    inside = rows.groups == 0
    relabelled = stack.Rows(rows.e5, rows.ngram, np.where(inside, 1 - rows.y, rows.y),
                            rows.groups, rows.judged, rows.asked, rows.known)
    again, _ = stack.out_of_group_flags(relabelled, method, 0.05)
    assert (again[inside] == flagged[inside]).all()


def test_a_text_no_classifier_would_judge_is_never_flagged() -> None:
    rows = rows_from(3)
    for method in METHODS:
        assert not (stack.pooled_choice(rows, method, 0.2).flags(rows) & ~rows.judged).any()


def test_the_stacked_weights_run_from_the_ngram_head_alone_to_the_e5_head_alone() -> None:
    rows = rows_from(5)
    assert stack.WEIGHTS[0] == 0.0 and stack.WEIGHTS[-1] == 1.0
    for weight, alone in ((1.0, "e5"), (0.0, "ngram")):
        single = stack.pooled_choice(rows, alone, 0.05)
        mixed = stack.Choice("stacked", single.centre, single.spread, weight, single.cuts)
        assert (mixed.flags(rows) == single.flags(rows)).all()


def test_two_heads_that_see_different_attacks_are_read_together_better_than_alone() -> None:
    # half the attacks stand out to one head only, half to the other only
    rng = np.random.default_rng(11)
    benign, half = 400, 100
    e5 = np.concatenate([rng.normal(size=benign), rng.normal(size=half) + 6,
                         rng.normal(size=half)])
    ngram = np.concatenate([rng.normal(size=benign), rng.normal(size=half),
                            rng.normal(size=half) + 6])
    y = np.concatenate([np.zeros(benign), np.ones(2 * half)])
    n = len(y)
    rows = stack.Rows(e5, ngram, y, np.arange(n) % 4, np.ones(n, dtype=bool),
                      np.ones(n, dtype=bool))
    found = {m: int((stack.out_of_group_flags(rows, m, 0.02)[0] & (y == 1)).sum())
             for m in METHODS}
    assert found["either"] > 1.5 * max(found["e5"], found["ngram"])
    assert found["stacked"] > max(found["e5"], found["ngram"])


def test_the_written_head_flags_what_the_stacked_choice_flags() -> None:
    rows = rows_from(7)
    choice = stack.pooled_choice(rows, "stacked", 0.05)
    fields = stack.head_fields(choice)
    w_e5, w_ngram = fields["weights"]  # type: ignore[misc]
    logit = w_e5 * rows.e5 + w_ngram * rows.ngram + fields["bias"]  # type: ignore[operator]
    written = (logit >= fields["threshold_logit"]) & rows.judged
    near = np.abs(logit - fields["threshold_logit"]) < 1e-4  # rounded to six places
    assert (written == choice.flags(rows))[~near].all()
    assert fields["e5_share"] == choice.weight


def test_without_a_fall_back_the_known_reading_is_the_stacked_one() -> None:
    rows = rows_from(7)
    mixed = stack.pooled_choice(rows, "stacked", 0.05)
    alone = stack.pooled_choice(rows, "e5", 0.05)
    plain = stack.Choice("stacked_known", mixed.centre, mixed.spread, mixed.weight,
                         (mixed.cuts[0], alone.cuts[0]), (0.0, 0.0))
    assert (plain.flags(rows) == mixed.flags(rows)).all()


def test_where_the_ngram_head_knows_nothing_the_e5_head_alone_decides() -> None:
    rows = rows_from(9)
    unknown = stack.Rows(rows.e5, rows.ngram, rows.y, rows.groups, rows.judged, rows.asked,
                         np.zeros(len(rows.y)))
    mixed = stack.pooled_choice(rows, "stacked", 0.05)
    alone = stack.pooled_choice(rows, "e5", 0.05)
    for ramp in ((0.3, 0.3), (0.3, 0.6)):
        falling = stack.Choice("stacked_known", mixed.centre, mixed.spread, mixed.weight,
                               (mixed.cuts[0], alone.cuts[0]), ramp)
        assert (falling.flags(unknown) == alone.flags(unknown)).all()


@given(st.lists(st.floats(0, 1), min_size=1, max_size=20), st.sampled_from(stack.RAMPS))
def test_trust_runs_from_none_below_the_ramp_to_full_above_it(known: list[float],
                                                               ramp: tuple[float, float]) -> None:
    trust = stack.trusted(np.array(known), ramp)
    assert ((trust >= 0) & (trust <= 1)).all()
    assert (trust[np.array(known) < ramp[0]] == 0).all()
    assert (trust[np.array(known) >= max(ramp)] == 1).all()
    order = np.argsort(known)
    assert (np.diff(trust[order]) >= 0).all()  # more known, never less trust


def test_a_language_no_group_holds_is_read_by_the_e5_head_when_that_costs_nothing() -> None:
    # the corpus's texts are well known; a few benign texts of a language no group holds
    # score nothing on either head, and the ramp that falls back the most is chosen
    rows = rows_from(13, n=400)
    foreign = np.arange(400) >= 380
    rows = stack.Rows(np.where(foreign, -5.0, rows.e5), np.where(foreign, -5.0, rows.ngram),
                      np.where(foreign, 0.0, rows.y), rows.groups, rows.judged, rows.asked,
                      np.where(foreign, 0.05, 0.95))
    choice = stack.pooled_choice(rows, "stacked_known", 0.05)
    assert choice.ramp == stack.RAMPS[-1]
    assert (choice.flags(rows) == stack.pooled_choice(rows, "stacked", 0.05).flags(rows)).all()


def test_a_known_reading_is_written_with_its_fall_back_and_the_same_mix() -> None:
    rows = rows_from(17)
    known = stack.pooled_choice(rows, "stacked_known", 0.05)
    plain = stack.head_fields(stack.pooled_choice(rows, "stacked", 0.05))
    fields = stack.head_fields(known)
    assert {k: v for k, v in fields.items() if k != "fallback"} == plain
    fallback = fields["fallback"]
    assert isinstance(fallback, dict)
    assert (fallback["known_from"], fallback["known_to"]) == known.ramp
    # the e5 head's own cut, read back on the raw logit: centre + cut * spread
    e5_cut = (fallback["e5_threshold_logit"] - known.centre[0]) / known.spread[0]
    assert abs(e5_cut - known.cuts[1]) < 1e-4
