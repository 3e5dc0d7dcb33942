"""The scanner's multilingual corpus: attacks and benign texts in eleven languages, plain
and disguised, in ``tests/corpus/scanner/{tune,holdout,fresh,fresh12,fresh16}/*.jsonl``.

The texts were written before the rules they test (``corpus/scanner/README.md`` says how).
The ``tune`` split is what rules may be tuned on; the ``holdout`` split is only scored, by
``benchmarks/bench_scanner.py``, never used to change a rule. Both are cut from one pool
by id (``split_of``). The ``fresh`` split is a corpus of its own, written later by someone
who had read neither the rules nor the other splits' texts; it is read from its folder,
never produced by ``split_of``, and only scored. ``fresh12`` and ``fresh16`` are more such
corpora, written blind by more writers (``HELD_OUT`` names them all).
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

CORPUS = Path(__file__).resolve().parent / "corpus" / "scanner"
SPLITS = ("tune", "holdout")  # cut from one pool by ``split_of``
FRESH = "fresh"  # a held-out corpus of its own, read from its folder
FRESH12 = "fresh12"  # another, written blind in session 12 by two more writers
FRESH16 = "fresh16"  # another, written blind in session 16 by three more writers
# corpora of their own: scored only at the end, never tuned on
HELD_OUT = (FRESH, FRESH12, FRESH16)
# Files of the tune split whose attacks the rules do not bring to the split's targets (the
# files written blind in sessions 15 and 17, far below them on arrival), each with a floor: the
# attacks of its tune part that must stay blocked. The split's targets are asserted without
# these files' attacks (their benign texts count). A session that raises a file's blocks
# raises its floor to the new figure; a file that reaches the targets leaves.
BELOW_TARGET = {"writer15_latin": 83, "writer15_cjk": 68, "pool15a": 96, "pool15b": 86,
                "pool15c": 100, "pool15d": 94, "pool15e": 87,
                "writer17_inj": 79, "writer17_asia": 71, "writer17_en": 66}
FIELDS = ("id", "lang", "label", "category", "disguise", "scope", "text")


@dataclass(frozen=True)
class Item:
    id: str
    lang: str
    label: str
    category: str
    disguise: str
    scope: str
    text: str


def read_file(path: Path) -> list[Item]:
    """The items of one ``.jsonl`` file, in line order."""
    return [Item(*(data[name] for name in FIELDS))
            for data in map(json.loads, filter(str.strip, path.read_text("utf-8").splitlines()))]


def load_files(split: str, names: Iterable[str]) -> list[Item]:
    """The items of the files ``split/NAME.jsonl`` for each of ``names``, in that order."""
    return [item for name in names for item in read_file(CORPUS / split / f"{name}.jsonl")]


def load(split: str) -> list[Item]:
    """Every item of ``split`` (one of ``SPLITS`` or ``HELD_OUT``), in file then line order."""
    if split not in (*SPLITS, *HELD_OUT):
        raise ValueError(f"unknown split {split!r}; expected one of {(*SPLITS, *HELD_OUT)}")
    return [item for path in sorted((CORPUS / split).glob("*.jsonl"))
            for item in read_file(path)]


@dataclass
class Score:
    """Attacks blocked and benign texts passed, overall and per language and disguise."""

    attacks: Counter[str] = field(default_factory=Counter)
    blocked: Counter[str] = field(default_factory=Counter)
    benign: Counter[str] = field(default_factory=Counter)
    flagged: Counter[str] = field(default_factory=Counter)
    missed: list[Item] = field(default_factory=list)
    false_positives: list[tuple[Item, list[str]]] = field(default_factory=list)

    def rate(self, key: str = "all") -> float:
        return self.blocked[key] / self.attacks[key] if self.attacks[key] else 1.0

    def fp_rate(self, key: str = "all") -> float:
        return self.flagged[key] / self.benign[key] if self.benign[key] else 0.0


def score(items: Iterable[Item], finding_ids: Callable[[str, str], list[str]]) -> Score:
    """Score ``items`` with ``finding_ids(text, scope)``; keys: "all", "lang:xx",
    "non-en", "disguise:xx", "category:xx"."""
    result = Score()
    for item in items:
        ids = finding_ids(item.text, item.scope)
        keys = ["all", f"lang:{item.lang}", f"disguise:{item.disguise}",
                f"category:{item.category}"]
        if item.lang != "en":
            keys.append("non-en")
        if item.label == "attack":
            for key in keys:
                result.attacks[key] += 1
                result.blocked[key] += bool(ids)
            if not ids:
                result.missed.append(item)
        else:
            for key in keys:
                result.benign[key] += 1
                result.flagged[key] += bool(ids)
            if ids:
                result.false_positives.append((item, ids))
    return result


def split_of(item_id: str) -> str:
    """The split an item belongs to, fixed by its id: two in five go to ``holdout``. A
    generated variant (``gen:<disguise>:<source id>``) goes where its source went."""
    digest = hashlib.sha256(item_id.rsplit(":", 1)[-1].encode("utf-8")).digest()
    return "holdout" if digest[0] % 5 < 2 else "tune"


def distribute(raw: Path, into: str | None = None) -> Counter[str]:
    """Write each ``raw/NAME.jsonl`` as ``tune/NAME.jsonl`` and ``holdout/NAME.jsonl``
    (checking every line), or whole as ``INTO/NAME.jsonl`` for a held-out split ``into``;
    returns the number of items per split."""
    if into is not None and into not in HELD_OUT:
        raise ValueError(f"{into!r} is not a held-out split; expected one of {HELD_OUT}")
    counts: Counter[str] = Counter()
    seen: set[str] = set()
    for path in sorted(raw.glob("*.jsonl")):
        parts: dict[str, list[str]] = {split: [] for split in ((into,) if into else SPLITS)}
        for line in path.read_text("utf-8").splitlines():
            if not line.strip():
                continue
            data = json.loads(line)
            item = Item(*(data[name] for name in FIELDS))
            if item.id in seen or item.label not in ("attack", "benign") or \
                    item.scope not in ("strict", "context") or not item.text:
                raise ValueError(f"{path.name}: bad or duplicate item {item.id!r}")
            seen.add(item.id)
            split = into or split_of(item.id)
            parts[split].append(json.dumps(dict(zip(FIELDS, (getattr(item, name) for name in
                                                             FIELDS), strict=True)),
                                           ensure_ascii=False))
            counts[split] += 1
        for split, lines in parts.items():
            (CORPUS / split).mkdir(exist_ok=True)
            (CORPUS / split / path.name).write_text("\n".join(lines) + "\n", "utf-8")
    return counts


if __name__ == "__main__":  # python tests/scanner_jsonl.py RAW_DIR [HELD_OUT_SPLIT]
    print(dict(distribute(Path(sys.argv[1]), *sys.argv[2:3])))
