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
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

Array = npt.NDArray[np.float64]
Mask = npt.NDArray[np.bool_]
WEIGHTS = tuple(round(0.1 * n, 1) for n in range(11))
SHARES = tuple(round(0.0005 * n, 4) for n in range(1, 41))  # 0.05% to 2% of benign texts


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

    def subset(self, keep: Mask) -> Rows:
        return Rows(self.e5[keep], self.ngram[keep], self.y[keep], self.groups[keep],
                    self.judged[keep], self.asked[keep])


@dataclass(frozen=True)
class Choice:
    """A way of reading both heads: ``method`` (``e5``, ``ngram``, ``stacked`` or
    ``either``), the scales, the weight and the threshold(s) on the standardised logits."""

    method: str
    centre: tuple[float, float]  # e5, n-gram: mean of the consulted benign logits
    spread: tuple[float, float]  # and their standard deviation
    weight: float
    cuts: tuple[float, float]  # stacked and single: (cut, cut); either: (e5 cut, n-gram cut)

    def flags(self, rows: Rows) -> Mask:
        e5 = (rows.e5 - self.centre[0]) / self.spread[0]
        ngram = (rows.ngram - self.centre[1]) / self.spread[1]
        if self.method == "either":
            hit = (e5 >= self.cuts[0]) | (ngram >= self.cuts[1])
        else:
            hit = self.weight * e5 + (1 - self.weight) * ngram >= self.cuts[0]
        return np.asarray(hit & rows.judged)


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
    weights = {"e5": (1.0,), "ngram": (0.0,), "stacked": WEIGHTS}[method]
    options = []
    for weight in weights:
        scores = weight * e5 + (1 - weight) * ngram
        cut = cut_at(scores, benign_asked, allowed)
        options.append((int(((scores >= cut) & attacks).sum()),
                        Choice(method, centre, spread, weight, (cut, cut))))
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
    """``choice`` (a stacked one) as ``keepmind.classifiers.stacked`` reads it: the weights
    of the e5 and n-gram logits and a bias, the scales folded in, and the threshold."""
    if choice.method != "stacked":
        raise ValueError(f"only a stacked choice is a head, not {choice.method!r}")
    weights = (choice.weight / choice.spread[0], (1 - choice.weight) / choice.spread[1])
    return {"weights": [round(w, 6) for w in weights],
            "bias": round(-weights[0] * choice.centre[0] - weights[1] * choice.centre[1], 6),
            "threshold_logit": round(choice.cuts[0], 6), "e5_share": choice.weight}
