"""Threat scanner: which lead-ins and tails hide a blocked disguised attack?

Every disguised tune attack the scanner blocks as written is scanned again behind each
lead-in and before each tail of ``tests/test_scanner_view_stretch.py`` (the property test
that draws 300 of these combinations at random, with prose in front). Prints how many
combinations are let through, by lead-in, and the tune ids they come from (tune texts only:
no holdout or blind text is read).

    python benchmarks/scanner_lead_ins.py
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    sys.path.insert(0, str(ROOT / "tests"))
    import scanner_jsonl
    from keepmind.security import scan
    from test_scanner_view_stretch import LEAD_INS, TAILS

    sample = [item for item in scanner_jsonl.load("tune") if item.label == "attack"
              and item.disguise != "none" and scan(item.text, item.scope)]  # type: ignore[arg-type]
    missed = [(item.id, lead) for item in sample for lead in LEAD_INS for tail in TAILS
              if not scan(lead + item.text + tail, item.scope)]  # type: ignore[arg-type]
    print(f"{len(sample)} blocked disguised tune attacks x {len(LEAD_INS)} lead-ins x "
          f"{len(TAILS)} tails: {len(missed)} combinations let through")
    for lead, count in Counter(lead for _, lead in missed).most_common():
        print(f"  {count:4d}  {lead!r}")
    print("  ids:", ", ".join(sorted({item_id for item_id, _ in missed})) or "none")
    return 0


if __name__ == "__main__":
    sys.exit(main())
