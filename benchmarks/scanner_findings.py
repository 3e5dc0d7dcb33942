"""Threat scanner: do two source trees report the same findings? (engine work's check)

Scans one fixed set of texts in both scopes with this tree's scanner and with the scanner of
git revision REV (``--against REV``, a ``git archive`` of its ``src``) or of a ``src`` folder
(``--against-src DIR``), each in a process of its own, and prints every text whose findings
(id, category, reason and excerpt, in order) differ. Exit status 1 when one does.

The texts: the multilingual corpus (``tests/corpus/scanner``, tune and holdout), the English
tables (``tests/scanner_corpus.py``, ``tests/scanner_heldout.py``), the corpus's benign texts
joined into 64 KB documents (as ``bench_scanner.py`` measures them), texts joined from two to
six corpus texts, the first 20 KB of each adversarial megabyte of ``tests/test_scanner.py``,
a variant of every corpus and table text with what sets off the derived views changed
(leetspeak, names with digits such as "web01", "id_ed25519", "sha256", words cut by dots,
markup, letters spelled out), so that a shortcut in deciding the views is checked on texts
that have them; with ``--sweep FILE ...``, also real conversation text: the first
6 MB of distinct strings of each such JSON file (LongMemEval, LoCoMo: ``bench_scanner
--sweep``'s files, read as it reads them), where a speed change must not move a finding.
A text that holds a text of the holdout split (the item itself, its variant, a joined text or
a 64 KB document with one in it) is listed by its label and finding ids only, without its
text, reasons or excerpts, so that whoever changes a rule does not read the holdout by
accident; ``--show-holdout`` lists it whole, for engine work that changes no rule.

``--held-out`` instead scans the corpora no rule may be fitted to (the ``holdout`` split and
the blind ``fresh``, ``fresh12`` and ``fresh16`` splits) in their own scope, and prints
counts only, never a text or an id: per corpus, the attacks and benign texts blocked by each
tree, and by which finding (the first one) a text is newly blocked or no longer blocked. So
a session can say what its rules did to blind writers without reading them.

    python benchmarks/scanner_findings.py --against main [--without ahocorasick_rs] [--show N]
        [--sweep FILE.json[.gz] ...] [--show-holdout]
    python benchmarks/scanner_findings.py --against REV --held-out
"""

from __future__ import annotations

import argparse
import gzip
import io
import json
import random
import subprocess
import sys
import tarfile
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
_HEAD_BYTES = 20 * 1024
_CONVERSATION_BYTES = 6_000_000
_JOINED = 300
_IDENTIFIERS = ("web01", "id_ed25519", "v2", "sha256", "utf8", "k8s", "ipv4", "h3ll0!",
                "db-01", "2nd", "10px", "x86_64", "py3.11", "s3://b", "a1b2c3", "e2e",
                "user_42", "$HOME", "50%", "~/.ssh", "--force", "2fa", "log4j")
_LEET = str.maketrans({"e": "3", "o": "0", "a": "4", "i": "1", "s": "5", "t": "7"})


def _variant(text: str, seed: int) -> str:
    """``text`` with one disguise or one set of view-waking names, chosen by ``seed``."""
    rng = random.Random(seed)
    words = text.split(" ")
    kind = seed % 6
    if kind == 0:  # leetspeak in some words
        return " ".join(w.translate(_LEET) if rng.random() < 0.4 else w for w in words)
    if kind == 1:  # names with digits and symbols between the words
        for _ in range(3):
            words.insert(rng.randrange(len(words) + 1), rng.choice(_IDENTIFIERS))
        return " ".join(words)
    if kind == 2:  # words cut by dots, hyphens or underscores
        sep = rng.choice(".-_")
        return " ".join(sep.join([w[:2], w[2:]]) if len(w) > 4 and rng.random() < 0.3 else w
                        for w in words)
    if kind == 3:  # markup around words
        return " ".join(f"**{w}**" if rng.random() < 0.2 else f"<b>{w}</b>"
                        if rng.random() < 0.1 else w for w in words)
    if kind == 4:  # one word spelled out
        at = rng.randrange(len(words))
        words[at] = " ".join(words[at])
        return " ".join(words)
    return text + " " + " ".join(rng.sample(_IDENTIFIERS, 4))


def conversation_turns(paths: tuple[Path, ...]) -> Iterator[tuple[str, str]]:
    """The distinct strings of 20 characters or more of each JSON file of ``paths`` (the
    first ``_CONVERSATION_BYTES`` of them), read as ``bench_scanner --sweep`` reads them."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import bench_scanner

    for path in paths:
        opener = gzip.open if path.suffix == ".gz" else open
        with opener(path, "rt", encoding="utf-8") as handle:
            data = json.load(handle)
        seen: set[str] = set()
        total = 0
        for text in bench_scanner.strings(data):
            if len(text) < 20 or text in seen:
                continue
            seen.add(text)
            yield f"{path.name}/{len(seen)}", text
            total += len(text)
            if total > _CONVERSATION_BYTES:
                break


def texts(sweeps: tuple[Path, ...] = ()) -> Iterator[tuple[str, str]]:
    """(label, text) pairs, the same on every call."""
    for label, text, _ in marked_texts(sweeps):
        yield label, text


def marked_texts(sweeps: tuple[Path, ...] = ()) -> Iterator[tuple[str, str, bool]]:
    """(label, text, holds a holdout text) triples, the same on every call."""
    sys.path.insert(0, str(ROOT / "tests"))
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import bench_scanner
    import scanner_jsonl
    from scanner_corpus import ATTACKS, BENIGN, CONTEXT_LINES, MEMORY_ENTRIES
    from scanner_heldout import HELDOUT_ATTACKS, HELDOUT_BENIGN
    from test_scanner import PATHOLOGICAL

    plain: list[tuple[str, str]] = []
    for split in scanner_jsonl.SPLITS:
        plain += [(f"{split}/{item.id}", item.text) for item in scanner_jsonl.load(split)]
    for name, rows in (("attacks", ATTACKS), ("benign", BENIGN),
                       ("heldout attacks", HELDOUT_ATTACKS), ("heldout benign", HELDOUT_BENIGN)):
        plain += [(f"{name}/{n}", row[0]) for n, row in enumerate(rows)]
    plain += [(f"context line/{n}", t) for n, t in enumerate(CONTEXT_LINES)]
    plain += [(f"memory entry/{n}", t) for n, t in enumerate(MEMORY_ENTRIES)]
    for label, text in plain:
        yield label, text, _of_holdout(label)
    for n, (label, text) in enumerate(plain):
        yield f"variant of {label}", _variant(text, n), _of_holdout(label)
    for n, document in enumerate(bench_scanner.corpus_documents()):
        yield f"64 KB document/{n}", document, True  # made of tune and holdout texts
    rng = random.Random(12)
    for n in range(_JOINED):
        picked = rng.sample(plain, rng.randint(2, 6))
        yield (f"joined/{n}", rng.choice(["\n", " ", "\n\n"]).join(t for _, t in picked),
               any(_of_holdout(label) for label, _ in picked))
    for name, text in PATHOLOGICAL.items():
        yield f"adversarial/{name}", text[:_HEAD_BYTES], False
    for label, text in conversation_turns(sweeps):
        yield label, text, False


def _of_holdout(label: str) -> bool:
    return label.startswith("holdout/")


def held_out_items() -> Iterator[tuple[str, str, str]]:
    """(corpus/label, scope, text) of every item of the corpora no rule may be fitted to."""
    sys.path.insert(0, str(ROOT / "tests"))
    import scanner_jsonl

    for split in ("holdout", *scanner_jsonl.HELD_OUT):
        for item in scanner_jsonl.load(split):
            yield f"{split}/{item.label}", item.scope, item.text


def dump(source: Path, out: Path, *, without: tuple[str, ...] = (),
         sweeps: tuple[Path, ...] = (), held_out: bool = False) -> None:
    """Write the findings of the scanner in ``source`` (a ``src`` folder) on every text (and
    on the strings of ``sweeps``), as if the optional packages ``without`` were not
    installed; with ``held_out``, on the held-out corpora's items in their own scope."""
    for name in without:
        sys.modules[name] = None  # type: ignore[assignment]  # its import now fails
    sys.path.insert(0, str(source))
    from keepmind.security import SCOPES, scan

    start = time.process_time()
    with out.open("w", encoding="utf-8") as handle:
        if held_out:
            for label, scope, text in held_out_items():
                ids = [f.id for f in scan(text, scope)]  # type: ignore[arg-type]
                handle.write(json.dumps([label, scope, ids]) + "\n")
            return
        for label, text, hidden in marked_texts(sweeps):
            for scope in SCOPES:
                found = [[f.id, f.category, f.reason, f.excerpt] for f in scan(text, scope)]
                handle.write(json.dumps([label, scope, found, text[:120], hidden]) + "\n")
    print(f"{source}: {time.process_time() - start:.1f} s CPU", file=sys.stderr)


def _source_of(rev: str, folder: Path) -> Path:
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "src"], check=True,
                             capture_output=True).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(folder, filter="data")
    return folder / "src"


def held_out_report(now: list[list[Any]], before: list[list[Any]]) -> None:
    """Counts of ``--held-out``: per corpus and label, texts blocked before and now, and the
    first finding of each text newly blocked (``+``) or no longer blocked (``-``)."""
    totals: dict[str, Counter[str]] = defaultdict(Counter)
    moved: dict[str, Counter[str]] = defaultdict(Counter)
    for (label, _, ids), (_, _, was) in zip(now, before, strict=True):
        totals[label].update(texts=1, now=bool(ids), before=bool(was))
        if bool(ids) != bool(was):
            moved[label][f"+{ids[0]}" if ids else f"-{was[0]}"] += 1
    for label, count in totals.items():
        print(f"{label}: {count['texts']} texts, blocked {count['before']} before, "
              f"{count['now']} now")
        for key, n in sorted(moved[label].items(), key=lambda kv: (-kv[1], kv[0])):
            print(f"  {key:32} {n}")


def compare(old_source: Path, folder: Path, without: list[str], show: int = 40,
            sweeps: tuple[Path, ...] = (), held_out: bool = False,
            show_holdout: bool = False) -> int:
    """Dump both trees' findings (two processes at once) and print the differences (the
    first ``show`` of them, as ``listed`` shows them), or with ``held_out`` the counts of
    ``held_out_report``."""
    outs = [folder / "now.jsonl", folder / "before.jsonl"]
    runs = [subprocess.Popen([sys.executable, __file__, "--dump", str(source), str(out),
                              *(["--without", *without] if without and index == 0 else []),
                              *(["--sweep", *map(str, sweeps)] if sweeps else []),
                              *(["--held-out"] if held_out else [])])
            for index, (source, out) in enumerate(zip((ROOT / "src", old_source), outs,
                                                      strict=True))]
    if any(run.wait() for run in runs):
        raise SystemExit("a scanner failed")
    now, before = ([json.loads(line) for line in out.read_text("utf-8").splitlines()]
                   for out in outs)
    if held_out:
        held_out_report(now, before)
        return 0
    differ = [(a, b) for a, b in zip(now, before, strict=True) if a[2] != b[2]]
    for line in listed(differ[:show], show_holdout):
        print(line)
    with_findings = sum(bool(row[2]) for row in now)
    print(f"{len(now)} text/scope pairs ({with_findings} with findings): "
          f"{len(differ)} differ")
    return 1 if differ else 0


def listed(differ: list[tuple[list[Any], list[Any]]], show_holdout: bool) -> Iterator[str]:
    """The lines that show each pair of rows (now, before) whose findings differ; a text that
    holds a holdout text by its label and finding ids only, unless ``show_holdout``."""
    for (label, scope, found, head, hidden), (_, _, was, _, _) in differ:
        if hidden and not show_holdout:
            yield (f"DIFFERENT {label} [{scope}] (holds a holdout text: withheld)\n"
                   f"  now    {[f[0] for f in found]}\n  before {[f[0] for f in was]}")
        else:
            yield f"DIFFERENT {label} [{scope}] {head!r}\n  now    {found}\n  before {was}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--against", metavar="REV", help="git revision to compare with")
    group.add_argument("--against-src", type=Path, metavar="DIR", help="src folder to compare with")
    group.add_argument("--dump", nargs=2, type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--without", nargs="+", default=[], metavar="PACKAGE",
                        help="scan with this tree as if these optional packages were missing "
                             "(e.g. ahocorasick_rs: its fallback path)")
    parser.add_argument("--sweep", nargs="+", default=[], type=Path, metavar="FILE",
                        help="also scan the first 6 MB of distinct strings of each JSON file "
                             "(real conversations: LongMemEval, LoCoMo)")
    parser.add_argument("--show", type=int, default=40, metavar="N",
                        help="print the first N differences (default 40)")
    parser.add_argument("--show-holdout", action="store_true",
                        help="list texts that hold a holdout text whole (text, reasons, "
                             "excerpts); by default only their labels and finding ids, so "
                             "that no rule writer reads the holdout by accident")
    parser.add_argument("--held-out", action="store_true",
                        help="scan the held-out corpora instead and print counts only, never "
                             "a text (what the rules did to blind writers)")
    args = parser.parse_args()
    if args.dump:
        dump(*args.dump, without=tuple(args.without), sweeps=tuple(args.sweep),
             held_out=args.held_out)
        return
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        old = args.against_src or _source_of(args.against, folder)
        raise SystemExit(compare(old.resolve(), folder, args.without, args.show,
                                 tuple(path.resolve() for path in args.sweep), args.held_out,
                                 args.show_holdout))


if __name__ == "__main__":
    main()
