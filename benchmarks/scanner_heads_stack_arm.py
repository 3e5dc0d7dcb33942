"""The stacked arm of ``train_scanner_classifier.py`` (``--arm stacked``): both heads fitted
as shipped (``STACKED_HEADS``), every tune row scored out of group by each, and the readings
of ``scanner_heads_stack`` compared at the same share of benign texts, each chosen without
the held-out group; with ``--write`` the stacked choice made on all of tune becomes
``stacked_head.json`` (``keepmind.classifiers.stacked``).
"""

from __future__ import annotations

import argparse
import json
from collections import Counter, defaultdict

import numpy as np
import numpy.typing as npt

import scanner_heads_stack as stack
import scanner_jsonl
from keepmind.classifiers import ngram
from keepmind.classifiers import stacked as stacked_classifier
from keepmind.security.classifier import judged_reading, reading
from scanner_head_features import EmbeddingCache, ngram_recipe, ngram_rows
from scanner_heads_corpus import Tune, consulted
from scanner_heads_fit import (
    Array,
    Fit,
    Mask,
    Training,
    fit_logistic,
    fit_logistic_cg,
    out_of_group,
    stacked,
    take,
)
from scanner_heads_own import by_origin

# each head as shipped (arm, recipe, penalty, real texts fitted as benign)
STACKED_HEADS = (("e5", "passage:raw", 30.0, 6000), ("ngram", ngram_recipe(), 0.001, 3000))


def known_shares(texts: list[str], groups: npt.NDArray[np.int64], judged: Mask,
                 real: list[str]) -> tuple[Array, set[int]]:
    """Each text's known share out of group (``ngram.KnownGrams``' rule, from the units that
    at least ``KNOWN_MIN_TEXTS`` of the judged texts of the other groups and of ``real``
    hold), and the keys of the units that many of all of them hold (the shipped set)."""
    keys = [ngram.known_keys(text) for text in texts]
    total: Counter[int] = Counter()
    by_group: dict[int, Counter[int]] = defaultdict(Counter)
    for key_set, group, fitted in zip(keys, groups, judged, strict=True):
        if fitted:
            total.update(key_set)
            by_group[int(group)].update(key_set)
    for text in real:
        total.update(ngram.known_keys(text))
    least = ngram.KNOWN_MIN_TEXTS
    shares = np.array([sum(total[k] - by_group[int(g)][k] >= least for k in key_set)
                       / max(len(key_set), 1) if key_set else 1.0
                       for key_set, g in zip(keys, groups, strict=True)])
    return shares, {k for k, n in total.items() if n >= least}


def stacked_arm(args: argparse.Namespace, tune: Tune) -> None:
    """``--arm stacked``: both heads fitted as shipped (``STACKED_HEADS``), each row scored
    out of group by each; then each head alone, either head, and the two stacked with a
    weight, every one chosen without the held-out group at ``--max-benign``
    (``scanner_heads_stack``), printed in total and per group; with ``--holdout``, the
    choices made on all of tune applied to the heads fitted on all of tune, on holdout; with
    ``--write``, the stacked choice made on all of tune as ``stacked_head.json``, with the
    fall-back to the e5 head alone where the n-gram head knows too little of a text
    (``stacked_known``) and the units it knows."""
    y, groups, names, texts = tune.y, tune.groups, tune.names, tune.texts
    judged, real, asked = tune.judged, tune.real, tune.asked
    cache = EmbeddingCache(args.cache)
    logits: dict[str, Array] = {}
    heads: dict[str, tuple[Array, float]] = {}

    def features(arm: str, recipe: str, batch: list[str]) -> object:
        return cache.embed(recipe, batch) if arm == "e5" else ngram_rows(batch, recipe)

    for arm, recipe, penalty, count in STACKED_HEADS:
        fit: Fit = fit_logistic if arm == "e5" else fit_logistic_cg  # type: ignore[assignment]
        fitted = real[:count]
        x = features(arm, recipe, texts)
        if fitted:  # benign rows of a group of their own, in every fold's training
            x = stacked(x, features(arm, recipe, fitted))
        data = Training(x, np.concatenate([y, np.zeros(len(fitted))]),
                        np.concatenate([groups, np.full(len(fitted), len(names))]),
                        np.concatenate([judged, np.ones(len(fitted), dtype=bool)]),
                        np.ones(len(y) + len(fitted)), len(y))
        logits[arm] = out_of_group(data, penalty, fit)
        heads[arm] = fit(take(data.x, data.judged), data.y[data.judged], penalty,
                         data.weight[data.judged])
        print(f"  {arm}: {recipe}, penalty {penalty}, {len(fitted)} real texts as benign",
              flush=True)
    known, known_set = known_shares(texts, groups, judged,
                                    real[:max(count for *_, count in STACKED_HEADS)])
    print(f"  known units: {len(known_set)} (at least {ngram.KNOWN_MIN_TEXTS} texts); texts' "
          f"shares out of group: median {np.median(known):.2f}, 5th percentile "
          f"{np.percentile(known, 5):.2f}, {int((known < 0.5).sum())} below 0.5", flush=True)
    rows = stack.Rows(logits["e5"], logits["ngram"], y, groups, judged, np.array(asked), known)
    missed = (y == 1) & rows.asked
    benign = (y == 0) & rows.asked
    methods = ("e5", "ngram", "either", "stacked", "stacked_known")
    flags: dict[str, Mask] = {}
    for method in methods:
        flags[method], choices = stack.out_of_group_flags(rows, method, args.max_benign)
        chosen_weights = sorted({c.weight for c in choices}) if method == "stacked" else []
        if method == "stacked_known":
            print(f"  ramps of known shares chosen: {sorted({c.ramp for c in choices})}")
        print(f"{method:8} out of group (chosen without the held-out group): alone "
              f"{flags[method][y == 1].mean():.1%} of attacks; adds "
              f"{int((flags[method] & missed).sum())} of the rules' {int(missed.sum())} "
              f"consulted misses and {int((flags[method] & benign).sum())} benign texts"
              + (f"; weights of e5 chosen {chosen_weights}" if chosen_weights else ""))
        by_origin(method, flags[method] & judged, tune.items, asked)
    flags["either at each head's own threshold"] = flags["e5"] | flags["ngram"]
    print(f"either head at each head's own threshold: adds "
          f"{int((flags['e5'] | flags['ngram'])[missed].sum())} attacks and "
          f"{int((flags['e5'] | flags['ngram'])[benign].sum())} benign texts")
    print("per held-out group: attacks added (of the rules' consulted misses) and benign "
          "texts added, by " + ", ".join(methods))
    for index, name in enumerate(names):
        inside = groups == index
        adds = " ".join(f"{int((flags[m] & missed & inside).sum()):3}" for m in methods)
        false = " ".join(f"{int((flags[m] & benign & inside).sum()):3}" for m in methods)
        print(f"  {name:16} misses {int((missed & inside).sum()):3}: {adds}; benign "
              f"{int(((y == 0) & inside).sum()):4}: {false}")
    pooled = {m: stack.pooled_choice(rows, m, args.max_benign) for m in methods}
    print(f"on all of tune: stacked weight of e5 {pooled['stacked'].weight}, threshold "
          f"{pooled['stacked'].cuts[0]:.3f} (standardised); either: thresholds "
          f"{pooled['either'].cuts[0]:.3f} (e5), {pooled['either'].cuts[1]:.3f} (n-gram); "
          f"the e5 head alone below a known share of {pooled['stacked_known'].ramp[0]}, the "
          f"mix from {pooled['stacked_known'].ramp[1]}")
    print(f"  the stacked head's fields without the fall-back: "
          f"{stack.head_fields(pooled['stacked'])}")
    if args.write:
        head = {"trained_on": "out-of-group logits on tests/corpus/scanner/tune of the e5 and "
                              "n-gram heads fitted as STACKED_HEADS, each with real "
                              "conversations as benign; applies to the shipped heads",
                "heads": ["e5_head.json", "ngram_head.json"], "max_benign": args.max_benign,
                "cross_validated": {
                    "attack_recall": round(float(flags["stacked_known"][y == 1].mean()), 4),
                    "by": "groups", "groups": len(names)},
                **stack.head_fields(pooled["stacked_known"]),
                "known": ngram.encode_known(known_set)}
        target = args.out or stacked_classifier.HEAD_FILE
        target.write_text(json.dumps(head, indent=1) + "\n", "utf-8")  # type: ignore[union-attr]
        print(f"wrote {target}")
    if args.holdout:
        held = scanner_jsonl.load("holdout")
        held_rules, held_asked = consulted(held)
        held_texts = [reading(it.text) for it in held]
        seen = ngram.KnownGrams(ngram.encode_known(known_set))
        scores = {arm: np.asarray(features(arm, recipe, held_texts) @ heads[arm][0])  # type: ignore[operator]
                  + heads[arm][1] for arm, recipe, _, _ in STACKED_HEADS}
        attack = np.array([it.label == "attack" for it in held])
        held_rows = stack.Rows(scores["e5"], scores["ngram"], attack.astype(np.float64),
                               np.zeros(len(held), dtype=np.int64),
                               np.array([judged_reading(it.text) is not None for it in held]),
                               np.array(held_asked),
                               np.array([seen.share(text) for text in held_texts]))
        print(f"holdout (scored after the choice): {int(attack.sum())} attacks, rules block "
              f"{int((np.array(held_rules) & attack).sum())}; {int((~attack).sum())} benign, "
              f"rules block {int((np.array(held_rules) & ~attack).sum())}")
        own = pooled["e5"].flags(held_rows) | pooled["ngram"].flags(held_rows)
        for method, hit in [*((m, pooled[m].flags(held_rows)) for m in methods),
                            ("either at each head's own threshold", own)]:
            blocked = np.array(held_rules) | (hit & held_rows.asked)
            print(f"  rules + {method}: block {int((blocked & attack).sum())} attacks, "
                  f"{int((blocked & ~attack).sum())} benign")

