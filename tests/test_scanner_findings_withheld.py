"""``scanner_findings.py``'s listing withholds every text that holds a holdout text (the item,
its variant, a joined text or a 64 KB document with one in it): its label and finding ids
are shown, never its text, reasons or excerpts, unless ``--show-holdout``."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

import scanner_findings  # noqa: E402

SECRET = "a sentence only the holdout has"
FOUND = [["injection.ignore_previous", "injection", "an override", f"…{SECRET}…"]]


def _row(label: str, found: list[list[str]], hidden: bool) -> list[object]:
    return [label, "strict", found, SECRET, hidden]


def test_a_holdout_text_is_listed_by_label_and_ids_only() -> None:
    differ = [(_row("holdout/x-en-a-001", FOUND, True), _row("holdout/x-en-a-001", [], True))]
    (line,) = scanner_findings.listed(differ, show_holdout=False)
    assert SECRET not in line and "an override" not in line
    assert "holdout/x-en-a-001" in line and "['injection.ignore_previous']" in line
    assert "withheld" in line


def test_show_holdout_lists_it_whole_and_tune_texts_are_always_whole() -> None:
    differ = [(_row("holdout/x-en-a-001", FOUND, True), _row("holdout/x-en-a-001", [], True))]
    assert SECRET in next(scanner_findings.listed(differ, show_holdout=True))
    tune = [(_row("tune/x-en-a-002", FOUND, False), _row("tune/x-en-a-002", [], False))]
    (line,) = scanner_findings.listed(tune, show_holdout=False)
    assert SECRET in line and "an override" in line


def test_every_text_that_holds_a_holdout_text_is_marked() -> None:
    marked = {label: hidden for label, _, hidden in scanner_findings.marked_texts()}
    holdout = [label for label in marked if label.startswith("holdout/")]
    assert holdout and all(marked[label] for label in holdout)
    assert all(marked[f"variant of {label}"] for label in holdout)
    assert not any(hidden for label, hidden in marked.items()
                   if label.startswith(("tune/", "variant of tune/", "adversarial/")))
    documents = [label for label in marked if label.startswith("64 KB document/")]
    assert documents and all(marked[label] for label in documents)
    joined = [hidden for label, hidden in marked.items() if label.startswith("joined/")]
    assert any(joined) and not all(joined)  # two to six picks: some hold one, some none


def test_the_plain_texts_are_the_marked_ones() -> None:
    assert list(scanner_findings.texts()) == [
        (label, text) for label, text, _ in scanner_findings.marked_texts()]
