"""Threat scanner: where a text's time goes, stage by stage, and how many texts no rule or
view could fire on (what a sound fast path could skip).

Stages of ``scanner.scan`` on one text, each timed alone on the same texts (CPU time of the
process, so that other load counts less; the median of ``--rounds`` rounds, microseconds
per text): ``prepare`` (normalisation), the
anchor pass (``RuleSet.woken``), the rules (``RuleSet.run`` less its anchor pass: each woken
rule's ``possible``, its pattern near its anchors and its ``accept``), the mention decision
(``framing.is_mention``), the views (``views.derived_texts`` and the scan of each view), and
``scan`` whole. Then the shares of texts that a text-level fast path could decide from
what it looks for:

- no anchor: no rule's anchor and no hint of the anchor pass (the rules cost nothing);
- rules ruled out: every woken rule's ``possible`` is false or the text lacks every text of
  one of the literal clauses its pattern's every match holds (``gates.necessary`` with
  clauses of any size, as one automaton call over all rules would find them; cased rules
  never ruled out): no rule can fire, provably, without trying a pattern;
- no view: ``views.derived_texts`` makes none;
- fast path: rules ruled out and no view, i.e. the texts such a path would return at once;
  "at most saved" is the time the rules take on those texts, as a share of the whole scan
  time of the workload: what such a path could save before paying for its own checks.

The workloads: the issue's rows (the benign memory entries and context lines of
``tests/scanner_corpus.py``, one by one), the corpus's benign texts one by one (tune and
holdout, timed and counted only), the AGENTS.md of ``bench_scanner.py``, and with
``--sweep FILE`` the first ``--sweep-mb`` MB of distinct strings of a LongMemEval or LoCoMo
file (read as ``bench_scanner.py --sweep`` reads them).

    python benchmarks/scanner_stages.py [--scope strict] [--rounds 3]
        [--sweep $DATA/longmemeval_s_dev.json.gz --sweep-mb 2]
"""

from __future__ import annotations

import argparse
import functools
import platform
import statistics
import sys
import time
from pathlib import Path

from keepmind.security import framing, gates, scanner
from keepmind.security.engine import RuleSet
from keepmind.security.normalize import Prepared, prepare
from keepmind.security.views import derived_texts

TESTS = Path(__file__).resolve().parents[1] / "tests"
sys.path.insert(0, str(TESTS))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import scanner_jsonl  # noqa: E402
from bench_scanner import agents_md, sweep_texts  # noqa: E402
from scanner_corpus import CONTEXT_LINES, MEMORY_ENTRIES  # noqa: E402

# Clauses of any size: one automaton call would look for all their texts at once.
_LIMITS = (8, 10**6)


def _stages(rule_set: RuleSet, scope: str, text: str) -> dict[str, float]:
    """Seconds of each stage on ``text`` (see the module docstring)."""
    clock = time.process_time
    t0 = clock()
    prepared = prepare(text)
    t1 = clock()
    rule_set.woken(prepared.low)
    t2 = clock()
    found, hints = rule_set.run(prepared)
    t3 = clock()
    rescan = functools.partial(scanner.speech_findings, scope=scope)
    framing.is_mention(prepared.low, [*prepared.findings, *found], rescan)
    t4 = clock()
    for view in derived_texts(prepared, hints):
        rule_set.run(prepare(view.text))
    t5 = clock()
    scanner.scan(text, scope)  # type: ignore[arg-type]
    t6 = clock()
    return {"prepare": t1 - t0, "anchor pass": t2 - t1, "rules": t3 - t2 - (t2 - t1),
            "mention": t4 - t3, "views": t5 - t4, "scan": t6 - t5}


@functools.cache
def _clauses(source: str) -> tuple[tuple[str, ...], ...]:
    return gates.necessary(source, _LIMITS)


def _decided(rule_set: RuleSet, prepared: Prepared) -> dict[str, bool]:
    """Which of the fast path's tests ``prepared`` passes (see the module docstring)."""
    low = prepared.low
    hits, hints = rule_set.woken(low)
    quiet = not (hits or hints.long or hints.spaced or hints.rot13)
    ruled_out = True
    for index in hits:
        r = rule_set.rules[index]
        text = prepared.clean if r.cased else low
        if r.possible is not None and not r.possible(text):
            continue
        clauses = () if r.cased else _clauses(r.pattern.pattern)
        if not clauses or all(any(t in text for t in clause) for clause in clauses):
            ruled_out = False
            break
    no_view = not derived_texts(prepared, hints)
    return {"no anchor": quiet, "rules ruled out": ruled_out, "no view": no_view,
            "fast path": ruled_out and no_view and not prepared.findings}


def report(name: str, texts: list[str], scope: str, rounds: int) -> None:
    rule_set = scanner._rule_set(scope)  # type: ignore[arg-type]
    for text in texts:
        scanner.scan(text, scope)  # type: ignore[arg-type]
    fast = [_decided(rule_set, prepare(text))["fast path"] for text in texts]
    per_round: dict[str, list[float]] = {}
    saved: list[float] = []
    for _ in range(rounds):
        totals: dict[str, float] = {}
        skipped = 0.0
        for text, on_fast_path in zip(texts, fast, strict=True):
            for stage, seconds in _stages(rule_set, scope, text).items():
                totals[stage] = totals.get(stage, 0.0) + seconds
                if on_fast_path and stage == "rules":
                    skipped += seconds
        for stage, seconds in totals.items():
            per_round.setdefault(stage, []).append(seconds / len(texts) * 1e6)
        saved.append(skipped / totals["scan"])
    counts: dict[str, int] = {}
    for text in texts:
        for test, passed in _decided(rule_set, prepare(text)).items():
            counts[test] = counts.get(test, 0) + passed
    chars = statistics.mean(map(len, texts))
    print(f"{name} ({scope}): {len(texts)} texts, mean {chars:.0f} chars; "
          "us per text, median of rounds")
    print("  " + "   ".join(f"{stage} {statistics.median(values):.1f}"
                            for stage, values in per_round.items()))
    print("  " + "   ".join(f"{test} {count}/{len(texts)} ({count / len(texts):.1%})"
                            for test, count in counts.items())
          + f"   at most saved {statistics.median(saved):.1%}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scope", default="strict", choices=["strict", "context"])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--sweep", type=Path, action="append", default=[])
    parser.add_argument("--sweep-mb", type=float, default=2.0)
    args = parser.parse_args()
    print(f"machine: {platform.machine()}  python {platform.python_version()} "
          f"{platform.system()} {platform.release()}")
    corpus = [item.text for split in scanner_jsonl.SPLITS for item in scanner_jsonl.load(split)
              if item.label == "benign"]
    workloads: list[tuple[str, list[str], int]] = [
        ("issue rows", [*MEMORY_ENTRIES, *CONTEXT_LINES], args.rounds),
        ("corpus benign entries", corpus, args.rounds),
        ("AGENTS.md", [agents_md()] * 5, args.rounds)]
    for path in args.sweep:
        texts, size = [], 0
        for text in sweep_texts(path):
            texts.append(text)
            size += len(text)
            if size > args.sweep_mb * 1_000_000:
                break
        workloads.append((f"{path.name} turns", texts, 1))
    for name, texts, rounds in workloads:
        report(name, texts, args.scope, rounds)


if __name__ == "__main__":
    main()
