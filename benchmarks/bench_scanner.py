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
what was flagged: a false-positive census.

The multilingual corpus (``tests/corpus/scanner``, see ``tests/scanner_jsonl.py``) is scored
per split (tune and holdout), language, disguise and category; its benign texts are also
the throughput input, one by one (memory entries) and joined into 64 KB documents, and with
``--old REV`` the same figures on the scanner of git revision REV, in the same run.

    python benchmarks/bench_scanner.py [--rounds 5] [--old REV] [--verbose] [--docs DIR]
        [--sweep PATH] [--sweep-mb 20]
"""

from __future__ import annotations

import argparse
import gzip
import io
import json
import os
import platform
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Iterator
from pathlib import Path

from keepmind.security import SCOPES, scan

TESTS = Path(__file__).resolve().parents[1] / "tests"
sys.path.insert(0, str(TESTS))

import scanner_jsonl  # noqa: E402
from scanner_corpus import ATTACKS, BENIGN, CONTEXT_LINES, MEMORY_ENTRIES  # noqa: E402
from scanner_heldout import HELDOUT_ATTACKS, HELDOUT_BENIGN  # noqa: E402
from test_scanner import PATHOLOGICAL  # noqa: E402

DOCUMENT_BYTES = 64 * 1024


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


def corpus(verbose: bool) -> None:
    """Blocked and passed per split, overall, outside English, per language and disguise."""
    for split in scanner_jsonl.SPLITS:
        result = scanner_jsonl.score(scanner_jsonl.load(split), _ids)
        print(f"corpus {split}: attacks blocked {result.blocked['all']}/{result.attacks['all']}"
              f" ({result.rate():.1%}), outside English {result.blocked['non-en']}/"
              f"{result.attacks['non-en']} ({result.rate('non-en'):.1%}); benign blocked "
              f"{result.flagged['all']}/{result.benign['all']} ({result.fp_rate():.1%})")
        for prefix in ("lang:", "disguise:", "category:"):
            keys = sorted({k for k in (*result.attacks, *result.benign) if k.startswith(prefix)})
            print("  " + ", ".join(
                f"{k[len(prefix):]} {result.blocked[k]}/{result.attacks[k]}"
                + (f" fp {result.flagged[k]}/{result.benign[k]}" if result.benign[k] else "")
                for k in keys))
        if verbose and split == "tune":  # the holdout's texts stay unread
            for item in result.missed:
                print(f"  missed {item.id} [{item.category}/{item.disguise}] {item.text[:100]!r}")
            for item, ids in result.false_positives:
                print(f"  false positive {item.id} {ids} {item.text[:100]!r}")


def rate(texts: list[str], scope: str, rounds: int) -> float:
    """MB/s of CPU time over ``texts``, best of ``rounds``."""
    size = sum(len(t.encode("utf-8")) for t in texts) / 1_000_000
    best = float("inf")
    for _ in range(rounds):
        start = time.process_time()
        for text in texts:
            scan(text, scope)  # type: ignore[arg-type]
        best = min(best, time.process_time() - start)
    return size / best


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


def corpus_throughput(rounds: int) -> dict[str, float]:
    """MB/s on the corpus's benign texts one by one (memory entries) and on 64 KB
    documents of them, per scope."""
    entries = [item.text for split in scanner_jsonl.SPLITS for item in scanner_jsonl.load(split)
               if item.label == "benign"]
    documents = corpus_documents()
    figures = {}
    for scope in SCOPES:
        figures[f"entries {scope}"] = rate(entries, scope, rounds)
        figures[f"64 KB documents {scope}"] = rate(documents, scope, rounds)
    return figures


def old_throughput(rev: str, rounds: int) -> dict[str, float]:
    """``corpus_throughput`` on the scanner of git revision ``rev`` (a ``git archive`` of
    its ``src`` in a temporary folder), with this program and these texts."""
    root = Path(__file__).resolve().parents[1]
    with tempfile.TemporaryDirectory() as folder:
        archive = subprocess.run(["git", "-C", str(root), "archive", rev, "src"],
                                 check=True, capture_output=True).stdout
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(folder, filter="data")
        done = subprocess.run(
            [sys.executable, __file__, "--throughput-json", "--rounds", str(rounds)],
            check=True, capture_output=True, text=True,
            env={**os.environ, "PYTHONPATH": str(Path(folder) / "src")})
    return json.loads(done.stdout)  # type: ignore[no-any-return]


def compare(rev: str | None, rounds: int) -> None:
    now = corpus_throughput(rounds)
    before = old_throughput(rev, rounds) if rev else {}
    print(f"corpus benign texts: one by one (memory entries) and as {DOCUMENT_BYTES // 1024} KB"
          f" documents, CPU MB/s, best of {rounds}" + (f"; before = {rev}" if rev else ""))
    for name, value in now.items():
        old = before.get(name)
        print(f"  {name:26} now {value:6.1f} MB/s" + (
            f"   before {old:6.1f} MB/s   now/before {value / old:.2f}x" if old else ""))


def documents(folder: Path, rounds: int) -> None:
    texts = [path.read_text(encoding="utf-8", errors="replace")
             for path in sorted(folder.rglob("*.md"))]
    size = sum(map(len, texts))
    flagged = sum(bool(scan(text, "context")) for text in texts)
    print(f"documents in {folder}: {len(texts)} markdown files, {size / 1e6:.2f} MB; "
          f"context {rate(texts, 'context', rounds):.1f} MB/s, strict "
          f"{rate(texts, 'strict', rounds):.1f} MB/s; flagged in context: {flagged}")


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


def sweep(path: Path, megabytes: float) -> None:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as handle:
        raw = handle.read()
    items = strings(json.loads(raw)) if ".json" in path.suffixes else iter(raw.split("\n\n"))
    seen: set[str] = set()
    total, texts, flagged = 0, 0, 0
    hits: Counter[str] = Counter()
    examples: dict[str, list[str]] = defaultdict(list)
    start = time.process_time()
    for text in items:
        if len(text) < 20 or text in seen:
            continue
        seen.add(text)
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
    parser.add_argument("--old", metavar="REV",
                        help="also measure the corpus throughput on git revision REV")
    parser.add_argument("--verbose", action="store_true",
                        help="list every missed attack and false positive of the tune split")
    parser.add_argument("--throughput-json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.throughput_json:  # the --old subprocess
        print(json.dumps(corpus_throughput(args.rounds)))
        return
    print(f"machine: {platform.machine()} {platform.processor() or ''} "
          f"python {platform.python_version()} {platform.system()} {platform.release()}")
    detection()
    corpus(args.verbose)
    compare(args.old, args.rounds)
    throughput(args.rounds)
    if args.docs:
        documents(args.docs, args.rounds)
    worst_case()
    if args.sweep:
        sweep(args.sweep, args.sweep_mb)


if __name__ == "__main__":
    main()
