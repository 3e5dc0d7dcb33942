"""Threat scanner: does a blocked attack stay blocked, and a passed benign text passed, when
its prose is wrapped at a width?

Every one-line tune text of more than 40 characters is wrapped on spaces at widths 30, 40,
..., 90 (``textwrap``, no word broken) and scanned again in its scope. Prints how many
blocked tune attacks are let through at some width (text/width pairs and texts, by
language) and how many passed benign texts are blocked at some width (tune texts only: no
holdout or blind text is read). Run it with another tree's ``src`` on PYTHONPATH to compare.

    PYTHONPATH=src python benchmarks/scanner_wrapped.py
"""

from __future__ import annotations

import sys
import textwrap
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WIDTHS = range(30, 91, 10)


def _wrapped(text: str, width: int) -> str:
    return "\n".join(textwrap.wrap(text, width, break_long_words=False,
                                   break_on_hyphens=False))


def main() -> int:
    sys.path.insert(0, str(ROOT / "tests"))
    import scanner_jsonl
    from keepmind.security import scan

    items = [item for item in scanner_jsonl.load("tune")
             if "\n" not in item.text and len(item.text) > 40]
    attacks = [item for item in items if item.label == "attack"
               and scan(item.text, item.scope)]  # type: ignore[arg-type]
    missed = [(item, width) for item in attacks for width in WIDTHS
              if not scan(_wrapped(item.text, width), item.scope)]  # type: ignore[arg-type]
    benign = [item for item in items if item.label != "attack"
              and not scan(item.text, item.scope)]  # type: ignore[arg-type]
    gained = [(item, width) for item in benign for width in WIDTHS
              if scan(_wrapped(item.text, width), item.scope)]  # type: ignore[arg-type]
    print(f"{len(attacks)} blocked tune attacks x {len(WIDTHS)} widths: {len(missed)} pairs "
          f"let through, {len({item.id for item, _ in missed})} texts")
    by_lang = Counter(item.lang for item, _ in missed)
    print("  by language:", ", ".join(f"{lang} {n}" for lang, n in by_lang.most_common()))
    print(f"{len(benign)} passed tune benign texts x {len(WIDTHS)} widths: {len(gained)} "
          f"pairs blocked, {len({item.id for item, _ in gained})} texts")
    return 0


if __name__ == "__main__":
    sys.exit(main())
