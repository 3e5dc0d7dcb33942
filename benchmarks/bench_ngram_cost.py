"""The n-gram second opinion's cost per call, against its plain formula, on the corpus.

Every text of the scanner corpus's tune and holdout splits (never fresh) is classified by
``keepmind.classifiers.ngram`` and scored by the plain formula of ``tests/ngram_reference.py``
(session 9's code: every n-gram sliced and hashed, the buckets sorted); the program stops
with an error when a single score differs in a single bit. Then both are timed over all
texts in one process, their rounds alternating so that load that comes and goes falls on
both alike: CPU time (``time.process_time``) per call, the median and best of the rounds,
overall and per language; then what the scanner adds before it consults a classifier
(``reading``: opaque tokens decoded or dropped), and the whole scan of the corpus's benign
texts with the head installed and without it (rounds alternating). The word memo starts
empty: the first round pays for every new word, later rounds find the corpus's words
remembered (``--cold`` empties it before every round of the new code). Last, the memo's
worst size: it is filled with random words of ``MEMO_LONGEST`` letters (the longest it
keeps) until full, and its growth measured with ``tracemalloc``.

    python benchmarks/bench_ngram_cost.py [--rounds 7] [--cold]
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
import tracemalloc
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

from keepmind.classifiers import ngram
from keepmind.security import scan, use_classifier
from keepmind.security.classifier import reading

TESTS = Path(__file__).resolve().parents[1] / "tests"
sys.path.insert(0, str(TESTS))

import scanner_jsonl  # noqa: E402
from ngram_reference import reference_score  # noqa: E402


def per_call(score: Callable[[str], object], texts: list[str]) -> float:
    """Microseconds of CPU time per text, one pass."""
    start = time.process_time()
    for text in texts:
        score(text)
    return (time.process_time() - start) / len(texts) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--cold", action="store_true",
                        help="forget the remembered words before every round of the new code")
    args = parser.parse_args()
    print(f"machine: {platform.machine()} python {platform.python_version()}; load average "
          + " ".join(f"{x:.1f}" for x in os.getloadavg()))
    items = [it for split in scanner_jsonl.SPLITS for it in scanner_jsonl.load(split)]
    model = ngram.factory()
    differ = [it.id for it in items if model.classify(it.text).score
              != reference_score(model, it.text)]
    if differ:
        raise SystemExit(f"{len(differ)} scores differ from the plain formula: {differ[:5]}")
    print(f"{len(items)} texts (tune and holdout): every score identical to the plain "
          "formula's")
    groups: dict[str, list[str]] = defaultdict(list)
    for it in items:
        groups["all"].append(it.text)
        groups["lang:" + it.lang].append(it.text)
    arms: dict[str, Callable[[str], float]] = {
        "plain formula": lambda text: reference_score(model, text),
        "ngram.classify": lambda text: model.classify(text).score,
    }
    timings: dict[tuple[str, str], list[float]] = defaultdict(list)
    read = statistics.median([per_call(reading, groups["all"]) for _ in range(args.rounds)])
    print(f"reading (what a classifier is given): median {read:.1f} us per text")
    for _ in range(args.rounds):
        for arm, score in arms.items():
            if args.cold and arm == "ngram.classify":
                ngram._WORDS.clear()
            for group, texts in groups.items():
                timings[arm, group].append(per_call(score, texts))
    print(f"CPU us per call, median (best) of {args.rounds} rounds, rounds alternating"
          + (", the word memo emptied before each round" if args.cold else ""))
    for group, texts in groups.items():
        before = timings["plain formula", group]
        after = timings["ngram.classify", group]
        print(f"  {group:13} {len(texts):5} texts  plain {statistics.median(before):6.1f} "
              f"({min(before):6.1f})  now {statistics.median(after):6.1f} ({min(after):6.1f})"
              f"  plain/now {statistics.median(before) / statistics.median(after):.2f}x")
    with_head = scan_cost(model, [it for it in items if it.label == "benign"], args.rounds)
    print(f"scan of the {with_head[2]} benign texts, CPU us per text, median of "
          f"{args.rounds} rounds: rules alone {with_head[0]:.1f}, with the n-gram head "
          f"{with_head[1]:.1f} ({with_head[1] / with_head[0]:.2f}x)")
    print(f"memo: {len(ngram._WORDS)} words and {len(ngram._SPANS)} spans remembered after "
          f"the corpus; full of {ngram.MEMO_WORDS} words of {ngram.MEMO_LONGEST} letters "
          f"(and their spans) it holds {worst_memo_megabytes(model):.1f} MB")


def scan_cost(model: ngram.NgramClassifier, items: list[scanner_jsonl.Item],
              rounds: int) -> tuple[float, float, int]:
    """CPU us per text of ``scan`` over ``items``, rules alone and with ``model``
    installed, median of ``rounds`` alternating rounds; and the number of texts."""
    def scan_all(text: str) -> None:
        scan(text, scope_of[text])  # type: ignore[arg-type]

    scope_of = {it.text: it.scope for it in items}
    texts = list(scope_of)
    alone, with_head = [], []
    for _ in range(rounds):
        use_classifier(None)
        alone.append(per_call(scan_all, texts))
        use_classifier(model)
        with_head.append(per_call(scan_all, texts))
    use_classifier(None)
    return statistics.median(alone), statistics.median(with_head), len(texts)


def worst_memo_megabytes(model: ngram.NgramClassifier) -> float:
    """The memory the word and span memos hold when full of the longest words they keep."""
    ngram._WORDS.clear()
    ngram._SPANS.clear()
    letters = random.Random(20261210)
    tracemalloc.start()
    start = tracemalloc.get_traced_memory()[0]
    while len(ngram._WORDS) < ngram.MEMO_WORDS:
        model.classify(" ".join("".join(letters.choices("abcdefghijklmnopqrstuvwxyz",
                                                        k=ngram.MEMO_LONGEST))
                                for _ in range(50)))
    held = tracemalloc.get_traced_memory()[0] - start
    tracemalloc.stop()
    return held / 1e6


if __name__ == "__main__":
    main()
