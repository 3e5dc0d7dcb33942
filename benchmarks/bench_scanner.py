"""Threat scanner: detection on the test tables, throughput, worst case, false positives.

Detection uses the tables of ``tests/scanner_corpus.py`` (tuning rows) and
``tests/scanner_heldout.py`` (rows written before the rules). Throughput is CPU time
(``time.process_time``, best of N rounds, so other load on a shared machine matters less)
over (1) the benign rows scanned one by one, as memory entries and context lines are, and
(2) an AGENTS.md of about 5 KB made of the benign context lines (every line mentions a
trigger word, so this is a dense case), scanned whole; ``--docs DIR`` adds every markdown
file under DIR, scanned whole. The worst case is the slowest of the adversarial megabytes of
``tests/test_scanner.py``. ``--sweep`` scans every string of a text or JSON file
(``.json.gz`` too; e.g. the LongMemEval haystacks) one by one in the strict scope and prints
what was flagged: a false-positive census. ``--sweep-only`` runs it alone, with the
``--classifier`` installed if one is named: the texts its head flags are the
``classifier.flagged`` line (a slow head, such as e5's, with a small ``--sweep-mb``).
``--worst NAME`` times one adversarial megabyte alone in both scopes (with ``--old REV``,
against that revision in one process), and nothing else. ``--throughput-only`` measures the
issue's own workload alone, (1) and (2) above; with ``--old REV`` each round times this tree
and REV in turn in one process (the order flipped every round) and prints, per workload and
scope, the median CPU time of each and the median of the rounds' ratios
(``paired_issue``).

The multilingual corpus (``tests/corpus/scanner``, see ``tests/scanner_jsonl.py``) is scored
per split (tune, holdout, and fresh: a corpus written later under rules of independence),
language, disguise and category; the benign texts of tune and holdout are also the
throughput input, one by one (memory entries) and joined into 64 KB documents. With
``--old REV`` the scanner of git revision REV is measured on the same texts in the same
process, its rounds alternating with this scanner's (one process imports both source trees
one after the other, see ``paired_throughput``), so that load that comes and goes falls on
both alike; a run of a revision against itself shows how far the ratios still swing.

With ``--classifier SPEC`` (``"package.module:factory"``, e.g.
``keepmind.classifiers.e5:factory``) the held-out splits (holdout, and fresh unless
``--no-fresh``) are scored again by the rules with that second opinion installed (as
``security.classifier`` would), and by the classifier alone on every text, with its time
per text. The tune split is left out there: the shipped heads were fitted on it, so their
figure on it is the out-of-group one that ``train_scanner_classifier.py`` prints. The
classifier alone is given each text as the scanner gives it (``reading``) and judges none
whose opaque tokens leave too little language. The throughput figures are then measured
with it installed (with ``--old REV``, each tree with its own classifier of that name).
``--wrappers`` scores the blocked attacks again inside attacker wrappers
(``scanner_wrappers``).

    python benchmarks/bench_scanner.py [--rounds 5] [--old REV] [--verbose] [--docs DIR]
        [--sweep PATH [--sweep-mb 20] [--sweep-only]] [--no-fresh] [--detection-only]
        [--tune-file NAME] [--corpus-file NAME] [--prefix TEXT ...] [--frame-prefixes]
        [--wrappers] [--worst NAME ...] [--throughput-only]
        [--classifier SPEC [--classifier-threshold 0.5]]
"""

from __future__ import annotations

import argparse
import gzip
import importlib
import io
import json
import platform
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from keepmind.security import SCOPES, Classifier, load_classifier, scan, use_classifier
from keepmind.security.classifier import judged_reading

TESTS = Path(__file__).resolve().parents[1] / "tests"
sys.path.insert(0, str(TESTS))

import scanner_jsonl  # noqa: E402
from scanner_corpus import ATTACKS, BENIGN, CONTEXT_LINES, MEMORY_ENTRIES  # noqa: E402
from scanner_heldout import HELDOUT_ATTACKS, HELDOUT_BENIGN  # noqa: E402
from scanner_wrappers import report as wrapped_report  # noqa: E402
from test_scanner import PATHOLOGICAL  # noqa: E402

DOCUMENT_BYTES = 64 * 1024
Scan = Callable[[str, Any], object]


def detection() -> None:
    for name, attacks, benign in (("tuning tables", ATTACKS, BENIGN),
                                  ("held-out tables", HELDOUT_ATTACKS, HELDOUT_BENIGN)):
        caught = sum(any(f.category == category for f in scan(text, scope))  # type: ignore[arg-type]
                     for text, scope, category in attacks)
        passed = sum(not scan(text, scope) for text, scope in benign)  # type: ignore[arg-type]
        print(f"{name}: attacks blocked {caught}/{len(attacks)}, "
              f"benign passed {passed}/{len(benign)}")


def _ids(text: str, scope: str) -> list[str]:
    return [f.id for f in scan(text, scope)]  # type: ignore[arg-type]


def corpus(verbose: bool, fresh: bool = True, splits: tuple[str, ...] = scanner_jsonl.SPLITS
           ) -> None:
    """Blocked and passed per split, overall, outside English, per language and disguise
    (the fresh split only when ``fresh``: whoever changes a rule leaves it out)."""
    for split in (*splits, *(scanner_jsonl.HELD_OUT if fresh else ())):
        result = scanner_jsonl.score(scanner_jsonl.load(split), _ids)
        print_result(f"corpus {split}", result)
        if verbose and split == "tune":  # the holdout's and fresh split's texts stay unread
            for item in result.missed:
                print(f"  missed {item.id} [{item.category}/{item.disguise}] {item.text[:100]!r}")
            for item, ids in result.false_positives:
                print(f"  false positive {item.id} {ids} {item.text[:100]!r}")


def tune_file(name: str) -> None:
    """Blocked and passed on one file of the tune split (``tune/NAME.jsonl``), per
    language: how a new file of rows scored before and after a change."""
    path = scanner_jsonl.CORPUS / "tune" / f"{name}.jsonl"
    if not path.is_file():
        raise SystemExit(f"no tune file {path}")
    names = {json.loads(line)["id"] for line in path.read_text("utf-8").splitlines()
             if line.strip()}
    result = scanner_jsonl.score([i for i in scanner_jsonl.load("tune") if i.id in names], _ids)
    print(f"tune/{name}.jsonl: attacks blocked {result.blocked['all']}/"
          f"{result.attacks['all']}; benign blocked {result.flagged['all']}/"
          f"{result.benign['all']}")
    keys = sorted({k for k in (*result.attacks, *result.benign) if k.startswith("lang:")})
    print("  " + ", ".join(f"{k[5:]} {result.blocked[k]}/{result.attacks[k]}"
                           f" fp {result.flagged[k]}/{result.benign[k]}" for k in keys))


def corpus_files(names: list[str]) -> None:
    """Blocked and passed on the tune and holdout parts of each corpus file
    (``{tune,holdout}/NAME.jsonl``), per language, category and scope, then on all of them
    together; counts only, so that the holdout parts' texts stay unread."""
    totals = {split: Counter[str]() for split in scanner_jsonl.SPLITS}
    for name in names:
        for split in scanner_jsonl.SPLITS:
            path = scanner_jsonl.CORPUS / split / f"{name}.jsonl"
            if not path.is_file():
                raise SystemExit(f"no corpus file {path}")
            items = [scanner_jsonl.Item(*(json.loads(line)[f] for f in scanner_jsonl.FIELDS))
                     for line in path.read_text("utf-8").splitlines() if line.strip()]
            result = scanner_jsonl.score(items, _ids)
            print(f"{split}/{name}.jsonl: attacks blocked {result.blocked['all']}/"
                  f"{result.attacks['all']}; benign blocked {result.flagged['all']}/"
                  f"{result.benign['all']} ({result.fp_rate():.1%})")
            totals[split].update(blocked=result.blocked["all"], attacks=result.attacks["all"],
                                 flagged=result.flagged["all"], benign=result.benign["all"])
            scopes = Counter(item.scope for item in items)
            blocked = Counter(item.scope for item, _ in result.false_positives)
            langs = sorted({k for k in (*result.attacks, *result.benign)
                            if k.startswith("lang:")})
            print("  " + ", ".join(f"{k[5:]} {result.blocked[k]}/{result.attacks[k]}"
                                   f" fp {result.flagged[k]}/{result.benign[k]}" for k in langs))
            kinds = sorted({k for k in (*result.attacks, *result.benign)
                            if k.startswith("category:")})
            print("  " + ", ".join(f"{k[9:]} {result.blocked[k] + result.flagged[k]}/"
                                   f"{result.attacks[k] + result.benign[k]}" for k in kinds))
            print("  " + ", ".join(f"{scope} {blocked[scope]}/{scopes[scope]}"
                                   for scope in sorted(scopes)))
    if len(names) > 1:
        for split, total in totals.items():
            print(f"{split}, these {len(names)} files: attacks blocked {total['blocked']}/"
                  f"{total['attacks']}; benign blocked {total['flagged']}/{total['benign']}")


FRAME_PREFIXES = (
    "Training: ", "Example: ", "Lecture notes: ", "Book club: ", "Exercise 3: ",
    "Beispiel: ", "Schulung: ", "Exercice : ", "Ejemplo: ", "Aula: ", "Lezione: ", "Пример: ",
    "Лекция: ", "例子：", "课程讲义：", "講義：", "강의: ",
)
"""Frame words an attacker would put before an attack (``--frame-prefixes``), taken from
the framing lexicons in several languages and scripts: a label or heading in front of an
instruction to the agent does not make it a quotation, so each should leave the attacks
blocked about as written."""


def prefixed(prefixes: list[str]) -> None:
    """Attacks of tune and holdout blocked with each of ``prefixes`` put before the text
    (counts only): how far a genre word ("Training: ", "课程讲义：") turns an attack into a
    mention (``framing``)."""
    for split in scanner_jsonl.SPLITS:
        attacks = [i for i in scanner_jsonl.load(split) if i.label == "attack"]
        plain = sum(bool(scan(i.text, i.scope)) for i in attacks)  # type: ignore[arg-type]
        print(f"{split}: attacks blocked {plain}/{len(attacks)} as written")
        for prefix in prefixes:
            blocked = sum(bool(scan(prefix + i.text, i.scope))  # type: ignore[arg-type]
                          for i in attacks)
            print(f"  {blocked}/{len(attacks)} after {prefix!r}")


def second_opinion(spec: str, threshold: float, fresh: bool, files: list[str]) -> None:
    """The corpus (and each of ``files``, as ``--corpus-file``) scored by the rules with the
    classifier ``spec`` installed, then by the classifier alone (every text, whatever the
    rules say), with its wall time per text."""
    model = load_classifier(spec)
    use_classifier(model, threshold=threshold)
    print(f"rules + classifier {spec} (threshold {threshold}):")
    try:
        corpus(False, fresh, splits=("holdout",))
        if files:
            corpus_files(files)
    finally:
        use_classifier(None)
    print(f"classifier {spec} alone (threshold {threshold}), every text:")
    for split in ("holdout", *(scanner_jsonl.HELD_OUT if fresh else ())):
        timings: list[float] = []
        result = scanner_jsonl.score(
            scanner_jsonl.load(split),
            lambda text, scope, timings=timings: _alone(model, text, threshold, timings))
        print(f"  {split}: attacks flagged {result.blocked['all']}/{result.attacks['all']} "
              f"({result.rate():.1%}), outside English {result.blocked['non-en']}/"
              f"{result.attacks['non-en']} ({result.rate('non-en'):.1%}); benign flagged "
              f"{result.flagged['all']}/{result.benign['all']} ({result.fp_rate():.1%}); "
              f"median {statistics.median(timings):.1f} ms per text")
    document = agents_md()
    took = []
    for _ in range(3):
        start = time.perf_counter()
        model.classify(document)
        took.append((time.perf_counter() - start) * 1000)
    print(f"  an AGENTS.md of {len(document):,} chars (see throughput), classified whole: "
          f"median {statistics.median(took):.0f} ms of 3")


def _alone(model: Classifier, text: str, threshold: float, timings: list[float]) -> list[str]:
    """The classifier's verdict on ``text`` given as the scanner gives it (``reading``; a
    text whose opaque tokens leave too little language is not judged)."""
    start = time.perf_counter()
    read = judged_reading(text)
    flagged = read is not None and model.classify(read).score >= threshold
    timings.append((time.perf_counter() - start) * 1000)
    return ["classifier.flagged"] if flagged else []


def print_result(name: str, result: scanner_jsonl.Score) -> None:
    """A split's figures: overall and outside English, then per language, disguise and
    category (attacks blocked, and benign texts blocked as "fp")."""
    print(f"{name}: attacks blocked {result.blocked['all']}/{result.attacks['all']}"
          f" ({result.rate():.1%}), outside English {result.blocked['non-en']}/"
          f"{result.attacks['non-en']} ({result.rate('non-en'):.1%}); benign blocked "
          f"{result.flagged['all']}/{result.benign['all']} ({result.fp_rate():.1%})")
    for prefix in ("lang:", "disguise:", "category:"):
        keys = sorted({k for k in (*result.attacks, *result.benign) if k.startswith(prefix)})
        print("  " + ", ".join(
            f"{k[len(prefix):]} {result.blocked[k]}/{result.attacks[k]}"
            + (f" fp {result.flagged[k]}/{result.benign[k]}" if result.benign[k] else "")
            for k in keys))


def rate(texts: list[str], scope: str, rounds: int, scanner: Scan = scan) -> float:
    """MB/s of CPU time over ``texts``, best of ``rounds``."""
    return _megabytes(texts) / _best_time(texts, scope, rounds, scanner)


def _megabytes(texts: list[str]) -> float:
    return sum(len(t.encode("utf-8")) for t in texts) / 1_000_000


def _best_time(texts: list[str], scope: str, rounds: int, scanner: Scan) -> float:
    best = float("inf")
    for _ in range(rounds):
        start = time.process_time()
        for text in texts:
            scanner(text, scope)
        best = min(best, time.process_time() - start)
    return best


def latencies(texts: list[str], scope: str) -> list[float]:
    """Wall-clock microseconds per text."""
    out = []
    for text in texts:
        start = time.perf_counter()
        scan(text, scope)  # type: ignore[arg-type]
        out.append((time.perf_counter() - start) * 1e6)
    return sorted(out)


def agents_md() -> str:
    """An AGENTS.md of about 5 KB: every benign context line under a few headings."""
    sections = [CONTEXT_LINES[i:i + 10] for i in range(0, len(CONTEXT_LINES), 10)]
    return "\n\n".join(f"## Section {n}\n\n" + "\n".join(f"- {line}" for line in lines)
                       for n, lines in enumerate(sections, 1))


def throughput(rounds: int) -> None:
    entries = [*MEMORY_ENTRIES, *CONTEXT_LINES] * 20
    print(f"entries: {len(MEMORY_ENTRIES) + len(CONTEXT_LINES)} benign rows scanned one by one,"
          f" mean {statistics.mean(map(len, entries)):.0f} chars")
    for scope in SCOPES:
        per = latencies(entries, scope)
        print(f"  {scope:8} {rate(entries, scope, rounds):6.1f} MB/s   per entry median "
              f"{statistics.median(per):.1f} us   p95 {per[int(0.95 * (len(per) - 1))]:.1f} us")
    document = agents_md()
    print(f"AGENTS.md: {len(document):,} chars (every line mentions a key, a token, ssh, cron,"
          " .env or a prompt), scanned whole")
    for scope in SCOPES:
        per = latencies([document] * 50, scope)
        print(f"  {scope:8} {rate([document] * 50, scope, rounds):6.1f} MB/s   per file "
              f"median {statistics.median(per) / 1000:.2f} ms")


def issue_workloads() -> dict[str, list[str]]:
    """The issue's own workload, as ``throughput`` measures it: the benign rows one by one
    (memory entries and context lines) and the AGENTS.md scanned whole."""
    return {"entries": [*MEMORY_ENTRIES, *CONTEXT_LINES] * 20, "AGENTS.md": [agents_md()] * 50}


def paired_issue(old_source: Path, rounds: int) -> dict[str, list[list[float]]]:
    """CPU seconds of each of ``rounds`` rounds of ``issue_workloads`` per scope, for this
    tree and for ``old_source`` (``[now, before]``), in one process: each round times both,
    the one that goes first alternating, so that load that comes and goes (and a warm
    cache left by the other) falls on both alike."""
    scanners = (_scanner_of(None), _scanner_of(old_source))
    figures = {}
    for workload, texts in issue_workloads().items():
        for scope in SCOPES:
            times: list[list[float]] = [[], []]
            for round_ in range(rounds):
                for index in (0, 1) if round_ % 2 == 0 else (1, 0):
                    times[index].append(_best_time(texts, scope, 1, scanners[index]))
            figures[f"{workload} {scope}"] = times
    return figures


def issue_pair(rev: str | None, rounds: int) -> None:
    """``--throughput-only``: the issue's workload alone, and against ``rev``."""
    if not rev:
        throughput(rounds)
        return
    sizes = {name: _megabytes(texts) for name, texts in issue_workloads().items()}
    print(f"the issue's workload (benign rows one by one, {len(MEMORY_ENTRIES)} entries and "
          f"{len(CONTEXT_LINES)} context lines x 20; the AGENTS.md x 50), CPU time, median of "
          f"{rounds} rounds; before = {rev}, each round timing both in one process")
    for name, (now, before) in _old_tree(rev, rounds, ["--paired-issue"]).items():
        size = sizes[name.rsplit(" ", 1)[0]]
        ratios = [b / n for n, b in zip(now, before, strict=True)]
        print(f"  {name:18} now {size / statistics.median(now):6.2f} MB/s   before "
              f"{size / statistics.median(before):6.2f} MB/s   now/before (speed) median "
              f"{statistics.median(ratios):.3f}x, rounds {min(ratios):.2f}-{max(ratios):.2f}x")


def corpus_documents() -> list[str]:
    """64 KB documents made of the corpus's benign texts of every language, in order."""
    texts = [item.text for split in scanner_jsonl.SPLITS for item in scanner_jsonl.load(split)
             if item.label == "benign"] + CONTEXT_LINES
    documents, current, size = [], [], 0
    for text in texts * 8:
        current.append(text)
        size += len(text.encode("utf-8")) + 2
        if size >= DOCUMENT_BYTES:
            documents.append("\n\n".join(current))
            current, size = [], 0
    return documents


def corpus_workloads() -> dict[str, list[str]]:
    """The corpus's benign texts one by one (memory entries) and as 64 KB documents."""
    entries = [item.text for split in scanner_jsonl.SPLITS for item in scanner_jsonl.load(split)
               if item.label == "benign"]
    return {"entries": entries, "64 KB documents": corpus_documents()}


def _scanner_of(source: Path | None, classifier: str | None = None) -> Scan:
    """The ``scan`` of this tree (``None``) or of the ``src`` folder ``source``, every rule of
    both scopes loaded, with that tree's second opinion ``classifier`` installed when one is
    named: the modules of ``keepmind`` are dropped and imported again from ``source``, so
    that each tree's functions keep their own modules."""
    if source is not None:
        for name in [m for m in sys.modules if m == "keepmind" or m.startswith("keepmind.")]:
            del sys.modules[name]
        sys.path.insert(0, str(source))
    module = importlib.import_module("keepmind.security.scanner")
    if classifier:
        security = importlib.import_module("keepmind.security")
        security.use_classifier(security.load_classifier(classifier))
    if source is not None:
        sys.path.remove(str(source))
    for text in corpus_workloads()["entries"]:
        for scope in SCOPES:
            module.scan(text, scope)
    return module.scan  # type: ignore[no-any-return]


def paired_throughput(old_source: Path, rounds: int,
                      classifier: str | None = None) -> dict[str, tuple[float, float]]:
    """(now, before) MB/s per workload and scope: this tree and ``old_source`` in one
    process, their rounds alternating, best of ``rounds`` each; each tree with its own
    ``classifier`` installed when one is named."""
    scanners = (_scanner_of(None, classifier), _scanner_of(old_source, classifier))
    figures = {}
    for workload, texts in corpus_workloads().items():
        for scope in SCOPES:
            best = [float("inf"), float("inf")]
            for _ in range(rounds):
                for index, scanner in enumerate(scanners):
                    best[index] = min(best[index], _best_time(texts, scope, 1, scanner))
            size = _megabytes(texts)
            figures[f"{workload} {scope}"] = (size / best[0], size / best[1])
    return figures


def old_throughput(rev: str, rounds: int,
                   classifier: str | None = None) -> dict[str, tuple[float, float]]:
    """``paired_throughput`` against git revision ``rev``."""
    figures = _old_tree(rev, rounds, ["--classifier", classifier] if classifier else [])
    return {name: (now, before) for name, (now, before) in figures.items()}


def _old_tree(rev: str, rounds: int, options: list[str]) -> dict[str, list[float]]:
    """The figures this script prints as JSON with ``--paired-json`` (and ``options``) on
    this tree and git revision ``rev`` (a ``git archive`` of its ``src`` in a temporary
    folder), in a process of its own: it imports both trees."""
    root = Path(__file__).resolve().parents[1]
    with tempfile.TemporaryDirectory() as folder:
        archive = subprocess.run(["git", "-C", str(root), "archive", rev, "src"],
                                 check=True, capture_output=True).stdout
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(folder, filter="data")
        done = subprocess.run(
            [sys.executable, __file__, "--paired-json", str(Path(folder) / "src"),
             "--rounds", str(rounds), *options],
            check=True, capture_output=True, text=True)
    figures: dict[str, list[float]] = json.loads(done.stdout)
    return figures


def compare(rev: str | None, rounds: int, classifier: str | None = None) -> None:
    print(f"corpus benign texts: one by one (memory entries) and as {DOCUMENT_BYTES // 1024} KB"
          f" documents, CPU MB/s, best of {rounds}" + (
              f"; before = {rev}, its rounds alternating with these in one process" if rev
              else "") + (f"; each with its own {classifier} installed" if classifier else ""))
    if rev:
        for name, (now, before) in old_throughput(rev, rounds, classifier).items():
            print(f"  {name:26} now {now:6.1f} MB/s   before {before:6.1f} MB/s   "
                  f"now/before {now / before:.2f}x")
        return
    for workload, texts in corpus_workloads().items():
        for scope in SCOPES:
            print(f"  {workload + ' ' + scope:26} now {rate(texts, scope, rounds):6.1f} MB/s")


def documents(folder: Path, rounds: int) -> None:
    texts = [path.read_text(encoding="utf-8", errors="replace")
             for path in sorted(folder.rglob("*.md"))]
    size = sum(map(len, texts))
    flagged = sum(bool(scan(text, "context")) for text in texts)
    print(f"documents in {folder}: {len(texts)} markdown files, {size / 1e6:.2f} MB; "
          f"context {rate(texts, 'context', rounds):.1f} MB/s, strict "
          f"{rate(texts, 'strict', rounds):.1f} MB/s; flagged in context: {flagged}")


def worst_times(names: list[str], rounds: int,
                scanners: tuple[Scan, ...]) -> dict[str, list[float]]:
    """CPU seconds of each adversarial megabyte ``names`` in each scope, best of ``rounds``,
    for each of ``scanners``, whose passes alternate so that load falls on all alike."""
    figures = {}
    for name in names:
        for scope in SCOPES:
            best = [float("inf")] * len(scanners)
            for _ in range(rounds):
                for index, scanner in enumerate(scanners):
                    best[index] = min(best[index],
                                      _best_time([PATHOLOGICAL[name]], scope, 1, scanner))
            figures[f"{name} {scope}"] = best
    return figures


def worst(names: list[str], rev: str | None, rounds: int) -> None:
    """The adversarial megabytes ``names`` timed alone (``--worst``), and against ``rev``."""
    unknown = sorted(set(names) - set(PATHOLOGICAL) - {"all"})
    if unknown:
        raise SystemExit(f"unknown adversarial megabyte {unknown[0]!r}; one of: "
                         + ", ".join(map(repr, PATHOLOGICAL)))
    chosen = list(PATHOLOGICAL) if "all" in names else list(dict.fromkeys(names))
    print(f"adversarial megabytes alone, CPU seconds, best of {rounds}"
          + (f"; before = {rev}, its passes alternating with these in one process" if rev
             else ""))
    figures = (_old_tree(rev, rounds, ["--paired-worst", *chosen]) if rev
               else worst_times(chosen, rounds, (_scanner_of(None),)))
    for name, times in figures.items():
        print(f"  {name:40} now {times[0]:6.2f} s" + (
            f"   before {times[1]:6.2f} s   now/before {times[0] / times[1]:.2f}x" if rev
            else ""))


def worst_case() -> None:
    slowest: tuple[float, str, str] = (0.0, "", "")
    for scope in SCOPES:
        for name, text in PATHOLOGICAL.items():
            start = time.process_time()
            scan(text, scope)  # type: ignore[arg-type]
            slowest = max(slowest, (time.process_time() - start, name, scope))
    seconds, name, scope = slowest
    print(f"adversarial megabytes ({len(PATHOLOGICAL)} kinds x 2 scopes): slowest "
          f"{seconds:.2f} s ({name!r}, {scope})")


def strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def sweep_texts(path: Path) -> Iterator[str]:
    """The texts a sweep of ``path`` scans, in order: every string of 20 characters or
    more of a JSON file (``.json.gz`` too), or every paragraph of a text file, each once."""
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as handle:
        raw = handle.read()
    items = strings(json.loads(raw)) if ".json" in path.suffixes else iter(raw.split("\n\n"))
    seen: set[str] = set()
    for text in items:
        if len(text) >= 20 and text not in seen:
            seen.add(text)
            yield text


def sweep(path: Path, megabytes: float) -> None:
    total, texts, flagged = 0, 0, 0
    hits: Counter[str] = Counter()
    examples: dict[str, list[str]] = defaultdict(list)
    start = time.process_time()
    for text in sweep_texts(path):
        findings = scan(text, "strict")
        texts, total = texts + 1, total + len(text)
        flagged += bool(findings)
        for finding in findings:
            hits[finding.id] += 1
            if len(examples[finding.id]) < 3:
                examples[finding.id].append(finding.excerpt)
        if total > megabytes * 1_000_000:
            break
    elapsed = time.process_time() - start
    print(f"sweep of {path.name}: {texts} texts, {total / 1e6:.1f} MB, {total / 1e6 / elapsed:.1f}"
          f" MB/s, flagged {flagged} ({flagged / max(texts, 1):.2%})")
    for rule_id, count in hits.most_common():
        print(f"  {rule_id:28} {count:5}  e.g. {examples[rule_id]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="best of N rounds")
    parser.add_argument("--docs", type=Path, help="folder of markdown files to scan whole")
    parser.add_argument("--sweep", type=Path, help="text or JSON file to census")
    parser.add_argument("--sweep-mb", type=float, default=20.0, help="MB of it to scan")
    parser.add_argument("--sweep-only", action="store_true",
                        help="run the sweep alone (with --classifier installed, if given: its "
                             "flags are the 'classifier.flagged' line), no corpus or timing")
    parser.add_argument("--old", metavar="REV",
                        help="also measure the corpus throughput on git revision REV")
    parser.add_argument("--verbose", action="store_true",
                        help="list every missed attack and false positive of the tune split")
    parser.add_argument("--no-fresh", action="store_true",
                        help="leave the held-out splits fresh, fresh12 and fresh16 out (for "
                             "whoever is changing the rules: their figures are read once, at "
                             "the end)")
    parser.add_argument("--detection-only", action="store_true",
                        help="print detection only: no throughput, worst case or sweep")
    parser.add_argument("--tune-file", metavar="NAME",
                        help="also score tune/NAME.jsonl alone, per language")
    parser.add_argument("--corpus-file", action="append", metavar="NAME",
                        help="also score {tune,holdout}/NAME.jsonl apart, per language, "
                             "category and scope (counts only; repeatable, with a total; "
                             "with --classifier, also with it installed)")
    parser.add_argument("--prefix", action="append", metavar="TEXT",
                        help="also score the attacks with TEXT put before each (repeatable)")
    parser.add_argument("--frame-prefixes", action="store_true",
                        help="also score the attacks with each of FRAME_PREFIXES before them")
    parser.add_argument("--wrappers", action="store_true",
                        help="also score the blocked attacks of tune and holdout inside each "
                             "attacker wrapper of scanner_wrappers.WRAPPERS")
    parser.add_argument("--classifier", metavar="SPEC",
                        help="also score the corpus with this second opinion installed "
                             "(package.module:factory)")
    parser.add_argument("--classifier-threshold", type=float, default=0.5,
                        help="the classifier's threshold (security.classifier_threshold)")
    parser.add_argument("--worst", action="append", metavar="NAME",
                        help="time the adversarial megabyte NAME of tests/test_scanner.py "
                             "alone in both scopes ('all' for every one; repeatable; with "
                             "--old, against REV in one process), and nothing else")
    parser.add_argument("--throughput-only", action="store_true",
                        help="measure the issue's workload alone (entries and the AGENTS.md; "
                             "with --old, paired against REV: medians and ratios), nothing "
                             "else")
    parser.add_argument("--paired-json", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--paired-issue", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--paired-worst", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.paired_json:  # the --old subprocess
        print(json.dumps(
            worst_times(args.paired_worst, args.rounds,
                        (_scanner_of(None), _scanner_of(args.paired_json)))
            if args.paired_worst
            else paired_issue(args.paired_json, args.rounds) if args.paired_issue
            else paired_throughput(args.paired_json, args.rounds, args.classifier)))
        return
    print(f"machine: {platform.machine()} {platform.processor() or ''} "
          f"python {platform.python_version()} {platform.system()} {platform.release()}")
    if args.worst:
        worst(args.worst, args.old, args.rounds)
        return
    if args.throughput_only:
        issue_pair(args.old, args.rounds)
        return
    if args.sweep_only:
        if not args.sweep:
            parser.error("--sweep-only needs --sweep PATH")
        if args.classifier:
            use_classifier(load_classifier(args.classifier), threshold=args.classifier_threshold)
        sweep(args.sweep, args.sweep_mb)
        return
    detection()
    corpus(args.verbose, fresh=not args.no_fresh)
    if args.tune_file:
        tune_file(args.tune_file)
    if args.corpus_file:
        corpus_files(args.corpus_file)
    if args.prefix or args.frame_prefixes:
        prefixed([*(args.prefix or ()), *(FRAME_PREFIXES if args.frame_prefixes else ())])
    if args.wrappers:
        wrapped_report()
    if args.classifier:
        second_opinion(args.classifier, args.classifier_threshold, fresh=not args.no_fresh,
                       files=args.corpus_file or [])
    if args.detection_only:
        return
    if args.classifier:  # the throughput below is with the second opinion on
        use_classifier(load_classifier(args.classifier), threshold=args.classifier_threshold)
    compare(args.old, args.rounds, args.classifier)
    throughput(args.rounds)
    if args.docs:
        documents(args.docs, args.rounds)
    worst_case()
    if args.sweep:
        sweep(args.sweep, args.sweep_mb)


if __name__ == "__main__":
    main()
