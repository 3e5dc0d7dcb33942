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

    python benchmarks/bench_scanner.py [--rounds 5] [--docs DIR] [--sweep PATH] [--sweep-mb 20]
"""

from __future__ import annotations

import argparse
import gzip
import json
import platform
import statistics
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Iterator
from pathlib import Path

from keepmind.security import SCOPES, scan

TESTS = Path(__file__).resolve().parents[1] / "tests"
sys.path.insert(0, str(TESTS))

from scanner_corpus import ATTACKS, BENIGN, CONTEXT_LINES, MEMORY_ENTRIES  # noqa: E402
from scanner_heldout import HELDOUT_ATTACKS, HELDOUT_BENIGN  # noqa: E402
from test_scanner import PATHOLOGICAL  # noqa: E402


def detection() -> None:
    for name, attacks, benign in (("tuning tables", ATTACKS, BENIGN),
                                  ("held-out tables", HELDOUT_ATTACKS, HELDOUT_BENIGN)):
        caught = sum(any(f.category == category for f in scan(text, scope))  # type: ignore[arg-type]
                     for text, scope, category in attacks)
        passed = sum(not scan(text, scope) for text, scope in benign)  # type: ignore[arg-type]
        print(f"{name}: attacks blocked {caught}/{len(attacks)}, "
              f"benign passed {passed}/{len(benign)}")


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
    args = parser.parse_args()
    print(f"machine: {platform.machine()} {platform.processor() or ''} "
          f"python {platform.python_version()} {platform.system()} {platform.release()}")
    detection()
    throughput(args.rounds)
    if args.docs:
        documents(args.docs, args.rounds)
    worst_case()
    if args.sweep:
        sweep(args.sweep, args.sweep_mb)


if __name__ == "__main__":
    main()
