"""The e5 and n-gram arms of ``train_scanner_classifier.py``: every configuration (recipe,
penalty, class weights, augmentation) fitted and scored out of group on tune, the simplest
within a margin of the best chosen, its figures printed in total and per held-out group,
and the chosen head fitted on all of tune written as ``e5_head.json`` or ``ngram_head.json``
(``--write``); with ``--holdout`` every configuration scored on holdout after the choice.
"""

from __future__ import annotations

import argparse
import itertools
import json
import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

import scanner_jsonl
from keepmind.classifiers import e5 as e5_classifier
from keepmind.classifiers import ngram
from keepmind.security.classifier import judged_reading, reading
from scanner_head_features import (
    EmbeddingCache,
    augmented,
    ngram_recipe,
    ngram_rows,
    parse_ngram_recipe,
)
from scanner_heads_corpus import Tune, consulted, report
from scanner_heads_fit import (
    Array,
    Fit,
    Mask,
    Training,
    centroids,
    encode_weights,
    fit_logistic,
    fit_logistic_cg,
    out_of_group,
    sample_weights,
    stacked,
    take,
    threshold_for,
)
from scanner_heads_own import by_origin

E5_PENALTIES = (1.0, 10.0, 30.0, 100.0, 300.0)
NGRAM_PENALTIES = (0.001, 0.003, 0.01, 0.03)
WEIGHTINGS = ("none", "benign2", "groups")
AUGMENTS = ("none", "attacks", "both")


def category_accuracy(x: Array, items: list[scanner_jsonl.Item],
                      groups: npt.NDArray[np.int64]) -> tuple[int, int]:
    """Attacks whose category the nearest-centroid head gets right, out of group."""
    rows = [i for i, it in enumerate(items) if it.label == "attack"]
    kinds = [e5_classifier.CATEGORY_OF[items[i].category] for i in rows]
    right = 0
    for group in sorted({int(groups[i]) for i in rows}):
        train = [n for n, i in enumerate(rows) if groups[i] != group]
        names, means = centroids(x[[rows[n] for n in train]], [kinds[n] for n in train])
        for n, i in enumerate(rows):
            if groups[i] == group:
                right += names[int(np.argmax(means @ (x[i] / np.linalg.norm(x[i]))))] \
                    == kinds[n]
    return right, len(rows)


@dataclass(frozen=True)
class Outcome:
    """A configuration's out-of-group figures at its threshold."""

    config: tuple[str, float, str, str]  # recipe, penalty, weighting, augmentation
    scores: Array  # out of group
    cut: float
    flagged: Mask  # judged and at or above the threshold (the classifier alone)
    recall: float  # of the attacks
    added_attacks: int  # of the rules' misses it would be asked about
    added_benign: int  # of the benign texts it would be asked about

    def key(self) -> tuple[float, int, int]:
        return self.recall, self.added_attacks, -self.added_benign


def chosen(outcomes: list[Outcome], margin: float) -> Outcome:
    """The simplest configuration (fewest of class weights and augmentation) among those
    within ``margin`` of the attacks flagged out of group by the best, and the best of
    those: a smaller difference is within what another corpus file could change, and a
    plain fit is quicker to retrain."""
    top = max(o.recall for o in outcomes)
    near = [o for o in outcomes if o.recall >= top - margin]
    return max(near, key=lambda o: (-sum(option != "none" for option in o.config[2:]),
                                    *o.key()))


def per_group(outcome: Outcome, names: list[str], groups: npt.NDArray[np.int64], y: Array,
              rules: list[bool], asked: list[bool]) -> None:
    """Per held-out group: attacks the head adds to the rules' blocks (of the rules'
    misses) and benign texts it adds (of the group's benign texts)."""
    for index, name in enumerate(names):
        rows = np.flatnonzero(groups == index)
        missed = [i for i in rows if y[i] == 1 and not rules[i]]
        benign = [i for i in rows if y[i] == 0]
        added = sum(asked[i] and outcome.flagged[i] for i in missed)
        false = sum(asked[i] and outcome.flagged[i] for i in benign)
        attacks = [i for i in rows if y[i] == 1]
        alone = sum(outcome.flagged[i] for i in attacks)
        print(f"  held out {name:16} attacks {len(attacks):4} (alone {alone:4}), rules miss "
              f"{len(missed):3}, head adds {added:3}; benign {len(benign):4}, head adds "
              f"{false:3}")


def single_arm(args: argparse.Namespace, tune: Tune, started: float) -> None:
    """``--arm e5`` or ``--arm ngram`` on ``tune`` (the script's options in ``args``)."""
    items, y, groups, names, texts, judged = (tune.items, tune.y, tune.groups, tune.names,
                                              tune.texts, tune.judged)
    rules, asked, real = tune.rules, tune.asked, tune.real
    benign_asked, missed_asked, n_benign = tune.benign_asked, tune.missed_asked, \
        int((y == 0).sum())
    augments = args.augment or ("none,both" if args.arm == "ngram" else "none")
    extras = {mode: augmented(items, mode) for mode in augments.split(",")}
    for mode, copies in extras.items():
        if copies:
            print(f"  augmented ({mode}): {len(copies)} disguised copies")
    fit: Fit
    if args.arm == "e5":
        cache = EmbeddingCache(args.cache)
        recipes = (args.recipes or ",".join(e5_classifier.RECIPES)).split(",")

        def features(recipe: str, batch: list[str]) -> object:
            return cache.embed(recipe, batch)

        penalties, fit = E5_PENALTIES, fit_logistic  # type: ignore[assignment]
    else:
        recipes = (args.recipes or ngram_recipe()).split(",")

        def features(recipe: str, batch: list[str]) -> object:
            return ngram_rows(batch, recipe)

        penalties, fit = NGRAM_PENALTIES, fit_logistic_cg  # type: ignore[assignment]
    if args.penalties:
        penalties = tuple(float(p) for p in args.penalties.split(","))

    def training(recipe: str, weighting: str, mode: str) -> Training:
        x = features(recipe, texts)
        copies = extras[mode]
        all_y, all_groups, all_judged = y, groups, judged
        if copies:
            source_rows = [index for index, _ in copies]
            x = stacked(x, features(recipe, [text for _, text in copies]))
            all_y = np.concatenate([y, y[source_rows]])
            all_groups = np.concatenate([groups, groups[source_rows]])
            all_judged = np.concatenate([judged, np.ones(len(copies), dtype=bool)])
        if real:  # benign rows of a group of their own: in every fold's training
            x = stacked(x, features(recipe, real))
            all_y = np.concatenate([all_y, np.zeros(len(real))])
            all_groups = np.concatenate([all_groups, np.full(len(real), len(names))])
            all_judged = np.concatenate([all_judged, np.ones(len(real), dtype=bool)])
        return Training(x, all_y, all_groups, all_judged,
                        sample_weights(all_y, all_groups, weighting), len(y))

    outcomes: list[Outcome] = []
    for recipe, weighting, mode in itertools.product(recipes, args.weights.split(","),
                                                     extras):
        data = training(recipe, weighting, mode)
        for penalty in penalties:
            scores = out_of_group(data, penalty, fit)
            cut = threshold_for(scores, benign_asked, n_benign, args.max_benign)
            flagged = (scores >= cut) & judged
            outcome = Outcome((recipe, penalty, weighting, mode), scores, cut, flagged,
                              float(flagged[y == 1].mean()),
                              int((flagged & missed_asked).sum()),
                              int((flagged & benign_asked).sum()))
            outcomes.append(outcome)
            print(f"{recipe:14} penalty {penalty:6} weights {weighting:7} augment "
                  f"{mode:7}: out of group, at the threshold: alone {outcome.recall:.1%} "
                  f"of attacks, {flagged[y == 0].mean():.1%} of benign; adds "
                  f"{outcome.added_attacks} of the rules' {int(missed_asked.sum())} "
                  f"consulted misses and {outcome.added_benign} benign texts", flush=True)
            if args.groups:
                per_group(outcome, names, groups, y, rules, asked)
    best = chosen(outcomes, args.margin)
    recipe, penalty, weighting, mode = best.config
    print(f"chosen: {recipe}, penalty {penalty}, weights {weighting}, augment {mode} "
          f"(out-of-group attack recall {best.recall:.1%}, threshold {best.cut:.4f})")
    per_group(best, names, groups, y, rules, asked)
    by_origin("chosen", best.flagged, items, asked)
    if args.against:
        other = e5_classifier.load_head(args.against)
        scores = np.asarray(features(str(other["recipe"]), texts)) @ \
            np.asarray(other["weights"]) + float(other["bias"])
        cut = float(other["threshold_logit"])
        flagged = (scores >= cut) & judged
        print(f"{args.against} (its own threshold {cut:.4f}; out of group only where it was "
              f"not fitted): alone {flagged[y == 1].mean():.1%} of attacks, adds "
              f"{int((flagged & missed_asked).sum())} attacks and "
              f"{int((flagged & benign_asked).sum())} benign texts")
        against = Outcome((str(other["recipe"]), 0.0, str(args.against), "as written"),
                          scores, cut, flagged, float(flagged[y == 1].mean()), 0, 0)
        per_group(against, names, groups, y, rules, asked)
    cuts = [(f"a budget of {budget:.1%} of tune's benign texts",
             threshold_for(best.scores, benign_asked, n_benign, budget))
            for budget in (0.005, 0.01, 0.015, 0.02)]
    cuts += [(f"the logit threshold {logit}", logit) for logit in args.at_logit]
    for name, cut in cuts:
        flagged = (best.scores >= cut) & judged
        print(f"  at {name}: alone {flagged[y == 1].mean():.1%} of attacks; adds "
              f"{int((flagged & missed_asked).sum())} attacks and "
              f"{int((flagged & benign_asked).sum())} benign texts")
    report("tune, rules alone", items, rules)
    report(f"tune, rules + classifier (out of group, {args.cv})", items,
           [r or (a and bool(f)) for r, a, f in zip(rules, asked, best.flagged, strict=True)])
    heads = {}
    for outcome in (outcomes if args.holdout else [best]):
        data = training(*(outcome.config[i] for i in (0, 2, 3)))
        heads[outcome.config] = fit(take(data.x, data.judged), data.y[data.judged],
                                    outcome.config[1], data.weight[data.judged])
    if args.holdout:
        score_holdout(outcomes, heads, features)
        if args.against:
            score_holdout([against], {against.config: (np.asarray(other["weights"]),
                                                       float(other["bias"]))}, features)
    weights, bias = heads[best.config]
    head: dict[str, object] = {
        "trained_on": "tests/corpus/scanner/tune (attacks and benign), read as the scanner "
                      "gives a text to a classifier (keepmind.security.classifier.reading)"
                      + (f"; and as benign, {len(real)} texts of real conversations the rules "
                         f"would ask it about ({args.real_benign.name}, after its first "
                         f"{args.real_skip_mb:g} MB)" if real else "")
                      + (f"; left out: {', '.join(sorted(args.leave_out))}"
                         if args.leave_out else ""),
        "penalty": penalty,
        "class_weights": weighting,
        "augmented": mode,
        "threshold_logit": round(best.cut, 6),
        "max_benign": args.max_benign,
        "cross_validated": {"attack_recall": round(best.recall, 4), "by": args.cv,
                            "groups": len(names)},
        "bias": round(bias, 6),
    }
    if args.arm == "e5":
        x = features(recipe, texts)
        right, total = category_accuracy(x, items, groups)  # type: ignore[arg-type]
        print(f"category head (nearest centroid): out-of-group accuracy "
              f"{right}/{total} ({right / total:.1%})")
        attack_rows = [i for i, it in enumerate(items) if it.label == "attack"]
        cats, rows = centroids(x[attack_rows],  # type: ignore[index]
                               [e5_classifier.CATEGORY_OF[items[i].category]
                                for i in attack_rows])
        head.update(model=e5_classifier.MODEL, recipe=recipe,
                    weights=[round(float(w), 6) for w in weights], categories=cats,
                    centroids=[[round(float(v), 6) for v in row] for row in rows])
        target = e5_classifier.HEAD_FILE
    else:
        sizes, buckets = parse_ngram_recipe(recipe)
        head.update(model="none (hashed character n-grams)", buckets=buckets,
                    sizes=list(sizes), weights=encode_weights(weights))
        target = ngram.HEAD_FILE
    if args.write:
        target = args.out or target
        target.write_text(json.dumps(head, indent=1) + "\n", "utf-8")  # type: ignore[union-attr]
        print(f"wrote {target}")
    print(f"took {time.perf_counter() - started:.0f} s")

def score_holdout(outcomes: list[Outcome], heads: dict[tuple[str, float, str, str],
                                                       tuple[Array, float]],
                  features: Callable[[str, list[str]], object]) -> None:
    """Each configuration's head (fitted on all of tune) on the holdout split, with the
    rules: counts only, printed after the choice."""
    items = scanner_jsonl.load("holdout")
    rules, asked = consulted(items)
    texts = [reading(it.text) for it in items]
    judged = [judged_reading(it.text) is not None for it in items]
    attack = [it.label == "attack" for it in items]
    print(f"holdout (scored after the choice): {sum(attack)} attacks, rules block "
          f"{sum(r and a for r, a in zip(rules, attack, strict=True))}; "
          f"{len(items) - sum(attack)} benign, rules block "
          f"{sum(r and not a for r, a in zip(rules, attack, strict=True))}")
    by_recipe: dict[str, object] = {}
    for outcome in outcomes:
        recipe = outcome.config[0]
        if recipe not in by_recipe:
            by_recipe[recipe] = features(recipe, texts)
        weights, bias = heads[outcome.config]
        scores = np.asarray(by_recipe[recipe] @ weights) + bias  # type: ignore[operator]
        blocked = [r or (a and j and bool(s >= outcome.cut))
                   for r, a, j, s in zip(rules, asked, judged, scores, strict=True)]
        print(f"  {outcome.config}: rules + head block "
              f"{sum(b and a for b, a in zip(blocked, attack, strict=True))} attacks, "
              f"{sum(b and not a for b, a in zip(blocked, attack, strict=True))} benign")

