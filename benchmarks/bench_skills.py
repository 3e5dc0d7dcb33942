"""Size and speed of the skills index: what 100 skills cost in the system prompt.

Builds a library of N skills (default 100) in 10 categories in a temp dir, then prints the
index size (characters, UTF-8 bytes, lines, and tokens estimated as characters / 4: no
tokenizer is installed), per-skill cost, and the time to build the index from disk (a new
SkillLibrary each run, so nothing is cached), plus create and patch latency. Two
description mixes: "realistic" (lengths like public Claude Code / Hermes skills, 60-400
chars) and "worst" (every description at the 1,024-char limit).

    python benchmarks/bench_skills.py [--skills 100] [--runs 50]
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from keepmind.skills import SkillLibrary
from keepmind.skills.skill import INDEX_GUIDANCE, MAX_DESCRIPTION_CHARS

CATEGORIES = ["data", "devops", "docs", "email", "git", "media", "mlops", "research",
              "security", "web"]
_WORDS = ("deploy service cluster helm chart values rollback staging production database "
         "migration backup restore schema index query report spreadsheet pdf form table "
         "image video transcode thumbnail caption paper arxiv citation summary review "
         "branch rebase conflict release changelog tag email draft inbox filter label "
         "scan vulnerability secret rotation audit page scrape crawl test browser")
WORDS = _WORDS.split()


def description(rng: random.Random, length: int) -> str:
    text = "Use when you need to"
    while len(text) < length:
        text += " " + rng.choice(WORDS)
    return text[:length].rstrip() + "."


def build(root: Path, count: int, mix: str, seed: int = 7) -> SkillLibrary:
    rng = random.Random(seed)
    library = SkillLibrary(root)
    for i in range(count):
        length = (MAX_DESCRIPTION_CHARS - 1 if mix == "worst"
                  else int(rng.triangular(60, 400, 140)))
        category = CATEGORIES[i % len(CATEGORIES)]
        body = ("## When to use\nWhen the task matches.\n\n## Procedure\n"
                + "".join(f"{n}. step {n}: run the command\n" for n in range(1, 9))
                + "\n## Pitfalls\n- none known\n\n## Verification\nCheck the result.\n")
        library.create(f"{category}-skill-{i:03d}", description=description(rng, length),
                       body=body, category=category)
    return library


def timed(op: Callable[[], object], runs: int) -> list[float]:
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        op()
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def report(mix: str, count: int, runs: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "skills"
        start = time.perf_counter()
        library = build(root, count, mix)
        create_ms = (time.perf_counter() - start) * 1000 / count
        index = library.index()
        assert SkillLibrary(root).index() == index, "index is not byte-stable"
        skill_lines = index.count("\n  - ")
        listed = len(index) - len(INDEX_GUIDANCE)
        build_ms = timed(lambda: SkillLibrary(root).index(), runs)
        name = library.list()[0].name
        patch_ms = timed(lambda: library.patch(name, "step 1:", "step 1:", replace_all=True),
                         runs)
        print(f"[{mix}] {count} skills ({skill_lines} index lines), "
              f"{len(library.categories())} categories")
        print(f"  index: {len(index):,} chars, {len(index.encode('utf-8')):,} bytes, "
              f"{index.count(chr(10)) + 1} lines, ~{len(index) // 4:,} tokens (chars/4)")
        print(f"  guidance {len(INDEX_GUIDANCE)} chars; list {listed:,} chars, "
              f"{listed / count:.0f} chars per skill")
        print(f"  index from disk: median {statistics.median(build_ms):.1f} ms, "
              f"p95 {p95(build_ms):.1f} ms ({runs} runs)")
        print(f"  create: {create_ms:.2f} ms per skill (mean); patch: median "
              f"{statistics.median(patch_ms):.2f} ms, p95 {p95(patch_ms):.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skills", type=int, default=100)
    parser.add_argument("--runs", type=int, default=50)
    args = parser.parse_args()
    print(f"machine: {platform.platform()}, {platform.processor() or platform.machine()}, "
          f"{os.cpu_count()} cpus, Python {platform.python_version()}")
    for mix in ("realistic", "worst"):
        report(mix, args.skills, args.runs)


if __name__ == "__main__":
    main()
