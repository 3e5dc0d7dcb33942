"""Threat scanner: why attacks are let through and where benign texts are blocked, in counts.

For each split of the multilingual corpus (``tune``, ``holdout``, and with ``--held-out``
the blind splits too), counts only, never a text:

- the undisguised attacks the rules miss against those they block, by how many rules the
  text's anchors wake (a miss that wakes no rule is a lexicon gap; one that wakes as many
  as a blocked attack is a gap in the rules' combinations of concepts);
- how many misses a rule matched before something let them go: the mention decision
  (``framing``), or an excuser (``engine.with_veto``: a withdrawal, the writer's own
  prompt, key or mailbox ...);
- the benign texts blocked, by the rule that made the first finding (the rule's module and
  name), and how many distinct rules that is.

    python benchmarks/scanner_miss_causes.py [--held-out]

The excusers and rules are found by wrapping ``engine.with_veto`` and ``engine._first_match``
in this process before the rule set is built: a diagnostic, not a code path of the scanner.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import pkgutil
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BUCKETS = ((0, "0"), (3, "1-3"), (10, "4-10"), (30, "11-30"), (10**9, ">30"))


def bucket(count: int) -> str:
    """The label of the bucket ``count`` woken rules fall in."""
    return next(label for top, label in BUCKETS if count <= top)


def source(rule: Any) -> tuple[str, str, str]:
    """What tells a rule from its copies' originals: id, reason and pattern."""
    pattern = rule.pattern
    return rule.id, rule.reason, str(getattr(pattern, "source", getattr(pattern, "pattern", "")))


class Tracer:
    """Which excusers let a match go, and which rule made a text's first finding."""

    def __init__(self) -> None:
        self.excused: set[str] = set()
        self.first_rule: str | None = None
        self.names: dict[int, str] = {}
        self.by_source: dict[tuple[str, str, str], str] = {}

    def install(self) -> None:
        import keepmind.security as security
        from keepmind.security import engine

        tracer = self

        def with_veto(rule: Any, rule_ids: Any, veto: Any) -> Any:
            if rule.id not in rule_ids:
                return rule
            accept, who = rule.accept, f"{veto.__module__.rsplit('.', 1)[-1]}.{veto.__qualname__}"

            def traced(match: Any, text: str) -> bool:
                if accept is not None and not accept(match, text):
                    return False
                if veto(match, text):
                    tracer.excused.add(who)
                    return False
                return True

            replaced = dataclasses.replace(rule, accept=traced)
            tracer.names[id(replaced)] = (tracer.names.get(id(rule))
                                          or tracer.by_source.get(source(rule), rule.id))
            return replaced

        modules = [importlib.import_module(info.name)
                   for info in pkgutil.walk_packages(security.__path__, "keepmind.security.")]
        for module in modules:
            if getattr(module, "with_veto", None) is engine.with_veto:
                module.with_veto = with_veto  # type: ignore[attr-defined]
        engine.with_veto = with_veto
        for module in modules:
            short = module.__name__.rsplit(".", 1)[-1]
            for name, value in vars(module).items():
                rules = value if isinstance(value, (tuple, list)) else (value,)
                for index, rule in enumerate(rules):
                    if isinstance(rule, engine.Rule):
                        label = f"{short}.{name}" + (f"[{index}]" if rules is value else "")
                        self.names.setdefault(id(rule), label)
                        self.by_source.setdefault(source(rule), label)
        first_match = engine._first_match

        def traced_first_match(rule: Any, prepared: Any, positions: Any) -> Any:
            found = first_match(rule, prepared, positions)
            if found is not None and self.first_rule is None:
                self.first_rule = (self.names.get(id(rule))
                                   or self.by_source.get(source(rule), rule.id))
            return found

        engine._first_match = traced_first_match  # type: ignore[assignment]

    def reset(self) -> None:
        self.excused.clear()
        self.first_rule = None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--held-out", action="store_true",
                        help="also count the blind splits (counts only)")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT / "tests"))
    import scanner_jsonl

    tracer = Tracer()
    tracer.install()
    from keepmind.security import scanner
    from keepmind.security.normalize import prepare

    splits = ["tune", "holdout", *(scanner_jsonl.HELD_OUT if args.held_out else ())]
    for split in splits:
        woken: Counter[tuple[str, str]] = Counter()
        why: Counter[str] = Counter()
        first_rules: Counter[str] = Counter()
        for item in scanner_jsonl.load(split):
            scope = item.scope
            tracer.reset()
            findings = scanner.scan(item.text, scope)
            if item.label == "benign":
                if findings:
                    first_rules[tracer.first_rule or "(a view or a Unicode rule)"] += 1
                continue
            if item.disguise != "none":
                continue
            hits, _ = scanner._rule_set(scope).woken(prepare(item.text).low)
            verdict = "blocked" if findings else "missed"
            woken[verdict, bucket(len(hits))] += 1
            if not findings:
                if scanner.rule_findings(item.text, scope):
                    why["a rule matched; the mention decision let it go"] += 1
                elif tracer.excused:
                    why["a rule matched; an excuser let it go"] += 1
                else:
                    why["no rule's combination of concepts held"] += 1
        print(f"{split}: undisguised attacks by rules woken (missed | blocked)")
        for _, label in BUCKETS:
            print(f"  {label:>6}  {woken['missed', label]:5d} | {woken['blocked', label]:5d}")
        for reason, count in why.most_common():
            print(f"  missed: {count:4d}  {reason}")
        print(f"  benign blocked: {sum(first_rules.values())}, by {len(first_rules)} rules "
              f"(at most {max(first_rules.values(), default=0)} by one)")
        for rule, count in first_rules.most_common(5 if split != "tune" else 10):
            print(f"    {count:3d}  {rule}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
