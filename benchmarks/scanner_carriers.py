"""Threat scanner: does a carrier's syntax take a blocked attack's finding away?

Each tune attack without a disguise that the scanner blocks as written (a sample of
``--sample`` drawn with a fixed seed) is put into each carrier a memory-writing agent reads
(issue 12, session 21): the value of a JSON field (pretty and compact), a CSV cell, a
markdown table cell, a quoted reply, C and Python comments, a docstring, log lines, a log's
``msg="..."`` value, an HTML comment, a transcript line, a YAML value in quotes, an XML
element. Prints, per carrier, how many stop being blocked, with the first tune ids (tune
texts only). With ``--split holdout`` the holdout attacks are scored the same way and only
counted: no holdout text or id is printed.

    python benchmarks/scanner_carriers.py [--sample 600] [--show CARRIER] [--split holdout]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _json(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def _lines(prefix: str, text: str) -> str:
    return "\n".join(prefix + line for line in text.split("\n"))


CARRIERS: dict[str, Callable[[str], str]] = {
    "json": lambda t: '{"id": 7, "status": "ok", "note": ' + _json(t) + "}",
    "json-compact": lambda t: '{"id":7,"status":"ok","note":' + _json(t) + "}",
    "csv": lambda t: 'id,comment\n7,"' + t.replace('"', '""') + '"',
    "table": lambda t: "| id | note |\n|---|---|\n| 7 | "
    + t.replace("\n", "<br>").replace("|", "\\|") + " |",
    "quoted-reply": lambda t: "On Mon, Jo wrote:\n" + _lines("> ", t),
    "c-comment": lambda t: _lines("// ", t) + "\nint x = 1;",
    "py-comment": lambda t: _lines("# ", t) + "\nx = 1",
    "docstring": lambda t: 'def f():\n    """' + t + '"""\n    return 1',
    "log-lines": lambda t: "\n".join(f"2026-01-01 12:00:0{i % 10} INFO app: {line}"
                                     for i, line in enumerate(t.split("\n"))),
    "log-msg": lambda t: "ts=2026-01-01T12:00:00Z level=info msg=" + _json(t),
    "html-comment": lambda t: "<p>Hi</p>\n<!-- " + t + " -->",
    "transcript": lambda t: "[00:01:02] Speaker 2: " + t,
    "yaml": lambda t: "name: demo\nnote: " + _json(t),
    "xml": lambda t: "<item><id>7</id><note>" + t.replace("&", "&amp;").replace("<", "&lt;")
    + "</note></item>",
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sample", type=int, default=600)
    parser.add_argument("--show", default="", help="a carrier whose lost ids to list")
    parser.add_argument("--split", choices=("tune", "holdout"), default="tune")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT / "tests"))
    import scanner_jsonl
    from keepmind.security import scan

    tune = args.split == "tune"
    attacks = [i for i in scanner_jsonl.load(args.split)
               if i.label == "attack" and i.disguise == "none"]
    sample = random.Random(1).sample(attacks, min(len(attacks), args.sample))
    blocked = [i for i in sample if scan(i.text, i.scope)]  # type: ignore[arg-type]
    print(f"{args.split} attacks without a disguise: {len(blocked)}/{len(sample)} of the sample "
          "blocked as written")
    for name, carry in CARRIERS.items():
        lost = [i.id for i in blocked if not scan(carry(i.text), i.scope)]  # type: ignore[arg-type]
        print(f"  {name:14s} lost {len(lost):3d}  {' '.join(lost[:6]) if tune else ''}")
        if tune and name == args.show:
            print("\n".join(f"    {item_id}" for item_id in lost))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
