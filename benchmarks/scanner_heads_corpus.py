"""The tune split as the scanner's second opinions are trained on it
(``train_scanner_classifier.py``): the writers' groups a text is held out with, what the
rules block and would consult a classifier about, and real conversations as benign texts.

A group is the file a text is in (``writer_group``), a generated disguise going with its
source item's file and files known to share a writer merged (``SAME_WRITER``); ``fold_of``
gives the old five folds by source item instead. ``Tune`` holds the split as every arm reads
it: the texts as the scanner gives them to a classifier (``reading``), whether it would
judge them at all (``judged``) and be asked (``asked``).
"""

from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

from keepmind.security import Verdict, scan, use_classifier
from keepmind.security.classifier import judged_reading, reading

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

import scanner_jsonl  # noqa: E402
from bench_scanner import print_result, sweep_texts  # noqa: E402

Array = npt.NDArray[np.float64]
Mask = npt.NDArray[np.bool_]
FOLDS = 5
# files written by one writer (tests/corpus/scanner/README.md): held out together
SAME_WRITER = {"paraphrase2": "paraphrase"}


def fold_of(item_id: str) -> int:
    """The k-fold fold of an item: a digest of its source id, so variants stay with their
    source."""
    return hashlib.sha256(item_id.rsplit(":", 1)[-1].encode("utf-8")).digest()[1] % FOLDS


def writer_file(item_id: str, file_of: dict[str, str]) -> str:
    """The file an item is in, or, for a generated disguise (``gen:<disguise>:<source
    id>``), its source item's file."""
    source = item_id.rsplit(":", 1)[-1] if item_id.startswith("gen:") else item_id
    return file_of.get(source, file_of[item_id])


def left_in(items: list[scanner_jsonl.Item], file_of: dict[str, str],
            leave_out: set[str]) -> list[scanner_jsonl.Item]:
    """``items`` but those of the files named in ``leave_out`` (a generated disguise goes
    with its source item's file)."""
    return [it for it in items if writer_file(it.id, file_of) not in leave_out]


def writer_group(item_id: str, file_of: dict[str, str]) -> str:
    """The group an item is held out with: the file it is in (``file_of``: id -> file name
    without ``.jsonl``), or, for a generated disguise (``gen:<disguise>:<source id>``), its
    source item's file; files of one writer (``SAME_WRITER``) are one group."""
    name = writer_file(item_id, file_of)
    return SAME_WRITER.get(name, name)


def load_with_files(split: str) -> tuple[list[scanner_jsonl.Item], dict[str, str]]:
    """The items of ``split`` in ``scanner_jsonl.load``'s order, and each id's file name."""
    items = scanner_jsonl.load(split)
    file_of: dict[str, str] = {}
    for path in sorted((scanner_jsonl.CORPUS / split).glob("*.jsonl")):
        for line in path.read_text("utf-8").splitlines():
            if line.strip():
                file_of[json.loads(line)["id"]] = path.stem
    return items, file_of


def real_benign(path: Path, skip_mb: float, count: int) -> list[str]:
    """Up to ``count`` texts of real conversations (a JSON file, ``.json.gz`` too, of
    LongMemEval's haystacks, say) that the scanner would ask a classifier about (the rules
    let them through although an anchor word is in them), as the classifier reads them.
    The texts ``bench_scanner.py --sweep PATH --sweep-mb SKIP_MB`` scans (every string of
    20 characters or more, first come, until ``skip_mb`` MB) are left out, so that sweep
    stays a measure of texts no head was fitted on. The choice is by text digest:
    deterministic, and spread over the whole file."""
    total, rest = 0, []
    for text in sweep_texts(path):
        if total > skip_mb * 1_000_000:
            rest.append(text)
        total += len(text)
    rest.sort(key=lambda t: hashlib.sha256(t.encode("utf-8")).digest())
    items = [scanner_jsonl.Item(f"real-{n}", "en", "benign", "note", "none", "strict", t)
             for n, t in enumerate(rest)]
    _, asked = consulted(items)
    chosen = [reading(it.text) for it, a in zip(items, asked, strict=True)
              if a and judged_reading(it.text) is not None]
    print(f"  real conversations: {len(rest)} texts after the first {skip_mb:g} MB, the "
          f"classifier would be asked about {len(chosen)}; fitted on {min(count, len(chosen))}"
          " as benign, always (a group no fold holds out)", flush=True)
    return chosen[:count]


def consulted(items: list[scanner_jsonl.Item]) -> tuple[list[bool], list[bool]]:
    """Per item: blocked by the rules alone; consulted the classifier (the rules let it
    through although an anchor word is in it)."""

    class Probe:
        def classify(self, text: str) -> Verdict:
            return Verdict(1.0, "probe")

    use_classifier(None)
    rules = [bool(scan(it.text, it.scope)) for it in items]  # type: ignore[arg-type]
    use_classifier(Probe())
    probed = [bool(scan(it.text, it.scope)) for it in items]  # type: ignore[arg-type]
    use_classifier(None)
    return rules, [p and not r for p, r in zip(probed, rules, strict=True)]


def report(name: str, items: list[scanner_jsonl.Item], blocked: list[bool]) -> None:
    verdicts = iter(blocked)
    result = scanner_jsonl.score(items, lambda text, scope: ["x"] if next(verdicts) else [])
    print_result(name, result)



@dataclass(frozen=True)
class Tune:
    """The tune split as the arms read it, one entry per item: ``y`` 1 for an attack, the
    item's group (an index of ``names``), its reading, whether a classifier would judge it
    (``judged``), whether the rules block it (``rules``) or would consult a classifier
    (``asked``); and the real conversations' texts fitted on as benign (``real``)."""

    items: list[scanner_jsonl.Item]
    y: Array
    groups: npt.NDArray[np.int64]
    names: list[str]
    texts: list[str]
    judged: Mask
    rules: list[bool]
    asked: list[bool]
    real: list[str]

    @property
    def benign_asked(self) -> Mask:
        return np.array([a and it.label == "benign"
                         for a, it in zip(self.asked, self.items, strict=True)])

    @property
    def missed_asked(self) -> Mask:
        return np.array([a and it.label == "attack"
                         for a, it in zip(self.asked, self.items, strict=True)])


def load_tune(items: list[scanner_jsonl.Item], file_of: dict[str, str], cv: str) -> Tune:
    """``items`` (of the tune split, ``file_of`` their files) as a ``Tune``, grouped by
    writer (``cv`` ``groups``) or in ``FOLDS`` folds (``kfold``); prints what the rules
    block and would ask a classifier about. No real texts yet (``real``: set them with
    ``dataclasses.replace``)."""
    y = np.array([it.label == "attack" for it in items], dtype=np.float64)
    if cv == "groups":
        names = sorted({writer_group(it.id, file_of) for it in items})
        groups = np.array([names.index(writer_group(it.id, file_of)) for it in items])
    else:
        names = [f"fold {n}" for n in range(FOLDS)]
        groups = np.array([fold_of(it.id) for it in items], dtype=np.int64)
    rules, asked = consulted(items)
    benign_asked = np.array([a and it.label == "benign" for a, it in zip(asked, items,
                                                                         strict=True)])
    missed_asked = np.array([a and it.label == "attack" for a, it in zip(asked, items,
                                                                         strict=True)])
    n_benign = int((y == 0).sum())
    print(f"tune: {int(y.sum())} attacks, {n_benign} benign, {len(names)} groups "
          f"({cv}); the rules block "
          f"{sum(r for r, v in zip(rules, y, strict=True) if v)} attacks and "
          f"{sum(r for r, v in zip(rules, y, strict=True) if not v)} benign; they would "
          f"consult the classifier on {int(missed_asked.sum())} attacks and "
          f"{int(benign_asked.sum())} benign texts")
    # what the scanner gives a classifier (``reading``), and whether it asks at all: a
    # text whose opaque tokens leave too little language is never judged, so it is not
    # fitted on either
    texts = [reading(it.text) for it in items]
    judged = np.array([judged_reading(it.text) is not None for it in items])
    print(f"  {int((~judged).sum())} texts have too little language to be judged; the "
          f"readings of {sum(t != it.text for t, it in zip(texts, items, strict=True))} "
          "differ from the text as written")
    return Tune(items, y, groups, names, texts, judged, rules, asked, [])
