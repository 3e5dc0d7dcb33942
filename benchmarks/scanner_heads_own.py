"""The engineers' own corpora as training groups for the scanner's second opinions
(``train_scanner_classifier.py --own``).

Since session 16 every engineer wrote a corpus of their own in the twelve corpus languages
before their rules: attacks and benign twins, a dev and a held part, in Python modules under
``tests/`` (and ``tests/corpus/other_languages.jsonl``, eight languages outside the twelve).
Each corpus is one writer's group here (``own:<name>``): held out together, like a tune
file. ``OWN_CORPORA`` names, per group, the module and which of its tables are attacks and
which benign; a row is a text or a tuple whose last field is the text and whose first
language code is its language. A module whose table is missing or whose rows change shape
makes ``own_rows`` raise, so a renamed table cannot silently drop out of training.

Invariants: a text is in at most one group (first group by name wins), none is a tune text,
and none is a text of the held-out splits (``WITHHELD``: compared by SHA-256 digest only,
never read for anything else).
"""

from __future__ import annotations

import functools
import hashlib
import importlib
import json
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

TESTS = Path(__file__).resolve().parents[1] / "tests"
sys.path.insert(0, str(TESTS))

import scanner_jsonl  # noqa: E402

SCANNER_CORPUS = TESTS / "corpus" / "scanner"
OTHER_LANGUAGES = TESTS / "corpus" / "other_languages.jsonl"
WITHHELD = ("holdout", "fresh", "fresh12", "fresh16")
OTHER_LANGUAGES_GROUP = "own:other_languages"
A, B = "attack", "benign"
_FOUR = {"DEV_ATTACKS": A, "HELD_ATTACKS": A, "DEV_BENIGN": B, "HELD_BENIGN": B}
_HELD = {"HELD_ATTACKS": A, "HELD_BENIGN": B}
# group -> ((module under tests/, {table: label}), ...); a dev part kept inline in a test
# module is named with it
OWN_CORPORA: dict[str, tuple[tuple[str, dict[str, str]], ...]] = {
    "own:shapes18": (("scanner_shapes18", _FOUR),),
    "own:orders19": (("scanner_orders19", _FOUR),),
    "own:leak19": (("scanner_leak19", {
        "LEAK_DEV": A, "LEAK_HELD": A, "HIJACK_DEV": A, "HIJACK_HELD": A,
        "IRRELEVANT_DEV": A, "IRRELEVANT_HELD": A, "THIRD_PERSON_DEV": A,
        "THIRD_PERSON_HELD": A, "QUESTION_DEV": A, "QUESTION_HELD": A, "BENIGN": B,
        "BENIGN_PROBES": B, "IRRELEVANT_BENIGN": B, "THIRD_PERSON_BENIGN": B,
        "QUESTION_BENIGN": B}),),
    "own:matrix19": (("scanner_matrix19", _FOUR),),
    "own:defects19": (("scanner_defects19_held", _HELD), ("test_scanner_defects19", {
        "GLUED_BENIGN": B, "WRAPPED_ATTACKS": A, "WRAPPED_BENIGN": B, "CRON_SSH_BENIGN": B,
        "CRON_SSH_ATTACKS": A, "KEY_COPIES_BENIGN": B, "KEY_COPIES_ATTACKS": A,
        "RESTRAINT_BENIGN": B, "RESTRAINT_ATTACKS": A, "REPORTS_BENIGN": B,
        "REPORTS_ATTACKS": A})),
    "own:asks20": (("scanner_asks20", _FOUR),),
    "own:exfil20": (("scanner_exfil20", _FOUR),),
    "own:leak20": (("scanner_leak20", _FOUR),),
    "own:quote20": (("scanner_quote20", _FOUR),),
    "own:ops20": (("scanner_ops20_held", _HELD),
                  ("test_scanner_ops20", {"ATTACKS": A, "BENIGN": B})),
    "own:words20": (("scanner_words20_corpus", _FOUR),),
}
_LANG = re.compile(r"[a-z]{2}(-[a-z]{4})?|mixed")
# the attack category an own group's attacks are fitted under (the e5 head's centroids);
# a table named for a leak or a hijack, or a row naming persistence or exfiltration, says
# more
_CATEGORY = {"own:matrix19": "exfiltration", "own:exfil20": "exfiltration",
             "own:leak19": "hijack", "own:leak20": "hijack"}


@dataclass(frozen=True)
class OwnRow:
    group: str
    source: str  # module.TABLE, or the jsonl file's name
    label: str
    lang: str
    category: str
    text: str


def digest(text: str) -> bytes:
    return hashlib.sha256(text.encode("utf-8")).digest()


def _category(group: str, table: str, row: object) -> str:
    fields = " ".join(str(f) for f in row[:-1]) if isinstance(row, tuple) else ""
    if "persist" in fields or fields.split(" ")[0] in _persistence_methods():
        return "persistence"
    if "exfil" in fields:
        return "exfiltration"
    if table.startswith(("LEAK", "QUESTION", "THIRD_PERSON")):
        return "prompt_leak"
    return _CATEGORY.get(group, "injection")


@functools.cache
def _persistence_methods() -> frozenset[str]:
    import scanner_matrix19

    return frozenset(scanner_matrix19.PERSISTENCE)


def _table_rows(group: str, module_name: str, table: str, label: str) -> Iterable[OwnRow]:
    module = importlib.import_module(module_name)
    rows = getattr(module, table, None)
    if not isinstance(rows, list) or not rows:
        raise ValueError(f"{module_name}.{table}: no table of rows (renamed or moved?)")
    for row in rows:
        fields = row if isinstance(row, tuple) else (row,)
        text = fields[-1]
        if not isinstance(text, str) or not text.strip():
            raise ValueError(f"{module_name}.{table}: a row whose last field is not a text")
        lang = next((f for f in fields[:-1] if isinstance(f, str) and _LANG.fullmatch(f)),
                    "unknown")
        yield OwnRow(group, f"{module_name}.{table}", label, lang,
                     _category(group, table, row) if label == A else "none", text)


def _other_languages() -> Iterable[OwnRow]:
    for line in OTHER_LANGUAGES.read_text("utf-8").splitlines():
        if line.strip():
            data = json.loads(line)
            yield OwnRow(OTHER_LANGUAGES_GROUP, OTHER_LANGUAGES.name, data["label"],
                         data["lang"], "injection" if data["label"] == A else "none",
                         data["text"])


def withheld_digests() -> set[bytes]:
    """The SHA-256 digests of every text of the held-out splits (``WITHHELD``); the texts
    themselves are never kept or shown."""
    found: set[bytes] = set()
    for split in WITHHELD:
        for path in sorted((SCANNER_CORPUS / split).glob("*.jsonl")):
            for line in path.read_text("utf-8").splitlines():
                if line.strip():
                    found.add(digest(json.loads(line)["text"]))
    return found


def all_own_rows() -> list[OwnRow]:
    """Every row of every own corpus, in group order, before any de-duplication; raises
    ValueError if a named table is missing or a row has no text."""
    rows: list[OwnRow] = []
    for group, sources in sorted(OWN_CORPORA.items()):
        for module_name, tables in sources:
            for table, label in tables.items():
                rows.extend(_table_rows(group, module_name, table, label))
    rows.extend(_other_languages())
    return sorted(rows, key=lambda r: r.group)


def own_rows(tune_texts: Iterable[str]) -> tuple[list[OwnRow], dict[str, int]]:
    """The own corpora's rows de-duplicated by text: a text already in tune (``tune_texts``),
    in an earlier group or earlier in its group, or in a held-out split (by digest) is
    left out. Returns the rows and how many were left out for each reason."""
    seen = {digest(t) for t in tune_texts}
    withheld = withheld_digests()
    kept: list[OwnRow] = []
    dropped = {"in tune": 0, "repeated": 0, "in a held-out split": 0}
    own_seen: set[bytes] = set()
    for row in all_own_rows():
        key = digest(row.text)
        if key in withheld:
            dropped["in a held-out split"] += 1
        elif key in seen:
            dropped["in tune"] += 1
        elif key in own_seen:
            dropped["repeated"] += 1
        else:
            own_seen.add(key)
            kept.append(row)
    return kept, dropped


def with_own(items: list[scanner_jsonl.Item], file_of: dict[str, str]
             ) -> tuple[list[scanner_jsonl.Item], dict[str, str]]:
    """``items`` (of tune) and the own corpora's rows after them as items of their own
    groups (id ``<group>:<n>``, an attack in the ``context`` scope the corpora test it in,
    a benign text in ``strict``), and ``file_of`` with each new id's group; prints what was
    added and left out."""
    rows, dropped = own_rows(it.text for it in items)
    added = [scanner_jsonl.Item(f"{row.group}:{n}", row.lang, row.label, row.category,
                                "none", "context" if row.label == A else "strict", row.text)
             for n, row in enumerate(rows)]
    groups = sorted({row.group for row in rows})
    print(f"own corpora: {sum(r.label == A for r in rows)} attacks and "
          f"{sum(r.label == B for r in rows)} benign texts in {len(groups)} groups added; "
          "left out: " + ", ".join(f"{n} {why}" for why, n in dropped.items()))
    return [*items, *added], {**file_of, **{it.id: row.group
                                            for it, row in zip(added, rows, strict=True)}}


def by_origin(name: str, flagged: npt.NDArray[np.bool_], items: list[scanner_jsonl.Item],
              asked: list[bool]) -> None:
    """Print ``flagged``'s figures (a head's flags, out of group) for the tune groups and
    the own groups apart: attacks flagged alone, attacks it adds to the rules' blocks (of
    the consulted misses), benign texts it adds (of the consulted benign)."""
    own = np.array([it.id.startswith("own:") for it in items])
    attack = np.array([it.label == A for it in items])
    consulted = np.array(asked)  # the rules let it through and would ask a classifier
    for origin, part in (("tune groups", ~own), ("own groups", own)):
        if not part.any():
            continue
        at, be = part & attack, part & ~attack
        print(f"  {name}, {origin}: alone {int((flagged & at).sum())}/{int(at.sum())} "
              f"attacks; adds {int((flagged & at & consulted).sum())} of "
              f"{int((at & consulted).sum())} consulted misses and "
              f"{int((flagged & be & consulted).sum())} of {int((be & consulted).sum())} "
              f"consulted benign (of {int(be.sum())} benign)")


def main() -> None:
    """Score head files on the own corpora (out of group for a head not fitted on them, the
    shipped ones before ``--own``): per group, attacks flagged alone and added to the rules'
    blocks, benign texts added, at each head's own threshold. An e5 head is read as the
    training arm reads a text (one embedding of its reading, from ``--cache``)."""
    import argparse

    from keepmind.classifiers import e5, ngram
    from keepmind.classifiers.head import read_head
    from keepmind.security.classifier import judged_reading, reading
    from scanner_head_features import EmbeddingCache
    from scanner_heads_corpus import consulted, load_with_files

    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("--ngram-head", type=Path, action="append", default=[])
    parser.add_argument("--e5-head", type=Path, action="append", default=[])
    parser.add_argument("--cache", type=Path, default=Path("/tmp/keepmind-e5-cache"))
    args = parser.parse_args()
    items, file_of = load_with_files("tune")
    both, _ = with_own(items, file_of)
    added = both[len(items):]
    _, asked = consulted(added)
    judged = np.array([judged_reading(it.text) is not None for it in added])
    texts = [reading(it.text) for it in added]
    scored: list[tuple[Path, npt.NDArray[np.bool_]]] = []
    for path in args.ngram_head:
        head = read_head(path, "n-gram classifier", frozenset({"sizes", "buckets"}))
        model = ngram.NgramClassifier(head)
        scored.append((path, judged & np.array([model.logit(t) >= float(head["threshold_logit"])
                                                for t in texts])))
    for path in args.e5_head:
        head = e5.load_head(path)
        x = EmbeddingCache(args.cache).embed(str(head["recipe"]), texts)
        logits = x @ np.asarray(head["weights"]) + float(head["bias"])
        scored.append((path, judged & (logits >= float(head["threshold_logit"]))))
    for path, flagged in scored:
        print(f"{path}:")
        by_origin("all", flagged, added, asked)
        for group in sorted({it.id.rsplit(":", 1)[0] for it in added}):
            rows = [n for n, it in enumerate(added) if it.id.startswith(group + ":")]
            by_origin(group, flagged[rows], [added[n] for n in rows], [asked[n] for n in rows])


if __name__ == "__main__":
    main()
