"""Two second opinions read together (``train_scanner_classifier.py --arm stacked``): the
e5 head's and the n-gram head's out-of-group logits stacked with a weight, against each head
alone and against "either head", every one at the same share of benign texts.

Each head's logit is standardised by the mean and spread of its scores on the consulted
benign texts (the ones the scanner would ask a classifier about), so that a weight ``a``
reads as a share: the stacked score is ``a * e5 + (1 - a) * n-gram``; ``a = 1`` is the e5
head alone, ``a = 0`` the n-gram head alone. "Either head" flags a text when one head's
logit reaches its own threshold, both thresholds taken at the same share of benign texts,
the largest share at which the pair stays within the budget.

**Everything is chosen out of group.** For every writer's group, the scales, the weight
(of ``WEIGHTS``), the shares and the thresholds are chosen on the other groups' rows alone
(their out-of-group scores), and the held-out group is then flagged with them: no row
takes part in choosing what flags it. The heads' scores are themselves out of group (each
row's by a head fitted without its group), so a row's flag depends on its own group only
through its text. ``pooled_choice`` makes the same choice on every row, for the head that
would be shipped.

**Where the n-gram head knows too little** (``known``, new in session 19): the n-gram head
scores nothing on a language the corpus does not hold and pulls the mix down. Each row
carries the share of its units the heads' training texts hold (``ngram.KnownGrams``; out of
group, from the other groups' texts), and ``stacked_known`` reads the mix where the share is
at least ``hi``, the e5 head alone (at its own threshold, chosen at the same budget) where it
is below ``lo``, and in between the two centred readings weighed by where the share lies
(``RAMPS``: ``lo == hi`` is a plain fall-back). The ramp is chosen as the rest: on the other
groups' rows, the one flagging the most attacks within the budget, ties going to the one
that falls back the most (a language no group holds is what it is for).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

Array = npt.NDArray[np.float64]
Mask = npt.NDArray[np.bool_]
WEIGHTS = tuple(round(0.1 * n, 1) for n in range(11))
SHARES = tuple(round(0.0005 * n, 4) for n in range(1, 41))  # 0.05% to 2% of benign texts
# (lo, hi) of the known share: the e5 head alone below lo, the mix from hi; (0, 0) the mix
RAMPS = ((0.0, 0.0), *((lo / 10, hi / 10) for lo in range(1, 7) for hi in range(lo, lo + 4)))


@dataclass(frozen=True)
class Rows:
    """The corpus's rows as the heads score them: out-of-group logits of each head, the
    label (1 an attack), the group, whether a classifier would judge the text at all
    (``judged``) and be asked about it (``asked``: the rules let it through although an
    anchor word is in it)."""

    e5: Array
    ngram: Array
    y: Array
    groups: npt.NDArray[np.int64]
    judged: Mask
    asked: Mask
    known: Array | None = None  # each text's known share (ngram.KnownGrams), out of group

    def subset(self, keep: Mask) -> Rows:
        return Rows(self.e5[keep], self.ngram[keep], self.y[keep], self.groups[keep],
                    self.judged[keep], self.asked[keep],
                    None if self.known is None else self.known[keep])


@dataclass(frozen=True)
class Choice:
    """A way of reading both heads: ``method`` (``e5``, ``ngram``, ``stacked`` or
    ``either``), the scales, the weight and the threshold(s) on the standardised logits."""

    method: str
    centre: tuple[float, float]  # e5, n-gram: mean of the consulted benign logits
    spread: tuple[float, float]  # and their standard deviation
    weight: float
    cuts: tuple[float, float]  # stacked and single: (cut, cut); either: (e5 cut, n-gram cut);
    # stacked_known: (the mix's cut, the e5 head's cut)
    ramp: tuple[float, float] = (0.0, 0.0)  # stacked_known: the known shares (lo, hi)

    def flags(self, rows: Rows) -> Mask:
        e5 = (rows.e5 - self.centre[0]) / self.spread[0]
        ngram = (rows.ngram - self.centre[1]) / self.spread[1]
        if self.method == "either":
            hit = (e5 >= self.cuts[0]) | (ngram >= self.cuts[1])
        elif self.method == "stacked_known":
            mix = self.weight * e5 + (1 - self.weight) * ngram - self.cuts[0]
            trust = trusted(np.ones(len(e5)) if rows.known is None else rows.known, self.ramp)
            hit = trust * mix + (1 - trust) * (e5 - self.cuts[1]) >= 0
        else:
            hit = self.weight * e5 + (1 - self.weight) * ngram >= self.cuts[0]
        return np.asarray(hit & rows.judged)


def trusted(known: Array, ramp: tuple[float, float]) -> Array:
    """How far the mix is read rather than the e5 head alone: 0 below ``ramp[0]``, 1 from
    ``ramp[1]``, linear between (``keepmind.classifiers.stacked.trust``'s rule)."""
    lo, hi = ramp
    if hi <= lo:
        return (known >= lo).astype(np.float64)
    return np.clip((known - lo) / (hi - lo), 0.0, 1.0)


def cut_at(scores: Array, benign_asked: Mask, allowed: int) -> float:
    """The lowest threshold at which at most ``allowed`` of the consulted benign scores
    reach it (``train_scanner_classifier.threshold_for``'s rule)."""
    ordered = np.sort(scores[benign_asked])[::-1]
    if allowed >= len(ordered):
        return float(ordered[-1]) if len(ordered) else -np.inf
    return float(np.nextafter(ordered[allowed], np.inf))


def pooled_choice(rows: Rows, method: str, budget: float) -> Choice:
    """The scales, weight and thresholds ``method`` takes on ``rows``: the benign texts it
    flags among the consulted ones at most ``budget`` of all benign rows, and among the
    weights (or shares) within that budget the one flagging the most judged attacks (ties:
    the first)."""
    benign = rows.y == 0
    benign_asked = benign & rows.asked & rows.judged
    allowed = int(budget * int(benign.sum()))
    centre = (float(rows.e5[benign_asked].mean()), float(rows.ngram[benign_asked].mean()))
    spread = (float(rows.e5[benign_asked].std()) or 1.0,
              float(rows.ngram[benign_asked].std()) or 1.0)
    e5 = (rows.e5 - centre[0]) / spread[0]
    ngram = (rows.ngram - centre[1]) / spread[1]
    attacks = (rows.y == 1) & rows.judged
    if method == "either":
        best: tuple[int, Choice] | None = None
        for share in SHARES:
            cuts = (cut_at(e5, benign_asked, int(share * int(benign.sum()))),
                    cut_at(ngram, benign_asked, int(share * int(benign.sum()))))
            hit = (e5 >= cuts[0]) | (ngram >= cuts[1])
            if int((hit & benign_asked).sum()) > allowed:
                break
            if best is None or int((hit & attacks).sum()) > best[0]:
                best = (int((hit & attacks).sum()),
                        Choice(method, centre, spread, 0.5, cuts))
        assert best is not None, "no share of benign texts keeps either head within budget"
        return best[1]
    if method == "stacked_known":
        return known_choice(rows, budget)
    weights = {"e5": (1.0,), "ngram": (0.0,), "stacked": WEIGHTS}[method]
    options = []
    for weight in weights:
        scores = weight * e5 + (1 - weight) * ngram
        cut = cut_at(scores, benign_asked, allowed)
        options.append((int(((scores >= cut) & attacks).sum()),
                        Choice(method, centre, spread, weight, (cut, cut))))
    return max(options, key=lambda option: option[0])[1]


def known_choice(rows: Rows, budget: float) -> Choice:
    """The ``stacked_known`` reading on ``rows``: the stacked choice and the e5 head's, and
    of ``RAMPS`` the one flagging the most judged attacks with the consulted benign texts
    within ``budget``, ties going to the one that falls back the most (``RAMPS``' later)."""
    mix, alone = pooled_choice(rows, "stacked", budget), pooled_choice(rows, "e5", budget)
    benign_asked = (rows.y == 0) & rows.asked & rows.judged
    allowed = int(budget * int((rows.y == 0).sum()))
    attacks = (rows.y == 1) & rows.judged
    options = []
    for order, ramp in enumerate(RAMPS):
        choice = Choice("stacked_known", mix.centre, mix.spread, mix.weight,
                        (mix.cuts[0], alone.cuts[0]), ramp)
        hit = choice.flags(rows)
        if ramp == (0.0, 0.0) or int((hit & benign_asked).sum()) <= allowed:
            options.append(((int((hit & attacks).sum()), order), choice))
    return max(options, key=lambda option: option[0])[1]


def out_of_group_flags(rows: Rows, method: str, budget: float) -> tuple[Mask, list[Choice]]:
    """Every row flagged or not by ``method`` chosen without the row's group, and the
    choice made for each group (in the order of ``np.unique(rows.groups)``)."""
    flagged = np.zeros(len(rows.y), dtype=bool)
    choices = []
    for group in np.unique(rows.groups):
        inside = rows.groups == group
        choice = pooled_choice(rows.subset(~inside), method, budget)
        flagged[inside] = choice.flags(rows.subset(inside))
        choices.append(choice)
    return flagged, choices


def head_fields(choice: Choice) -> dict[str, object]:
    """``choice`` (a stacked one, or stacked_known) as ``keepmind.classifiers.stacked``
    reads it: the weights of the e5 and n-gram logits and a bias, the scales folded in, and
    the threshold; for stacked_known also the ramp of known shares and the e5 head's own
    threshold and scale (``fallback``)."""
    if choice.method not in ("stacked", "stacked_known"):
        raise ValueError(f"only a stacked choice is a head, not {choice.method!r}")
    weights = (choice.weight / choice.spread[0], (1 - choice.weight) / choice.spread[1])
    fields: dict[str, object] = {
        "weights": [round(w, 6) for w in weights],
        "bias": round(-weights[0] * choice.centre[0] - weights[1] * choice.centre[1], 6),
        "threshold_logit": round(choice.cuts[0], 6), "e5_share": choice.weight}
    if choice.method == "stacked_known":
        fields["fallback"] = {
            "known_from": choice.ramp[0], "known_to": choice.ramp[1],
            "e5_threshold_logit": round(choice.centre[0] + choice.cuts[1] * choice.spread[0], 6),
            "e5_scale": round(1 / choice.spread[0], 6)}
    return fields
