"""``scanner_findings.py --held-out``: counts per corpus and label, and the first finding of
each text that moved, never a text."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

import scanner_findings  # noqa: E402


def test_counts_and_moves_per_corpus(capsys: pytest.CaptureFixture[str]) -> None:
    now = [["fresh/attack", "strict", ["a.one", "a.two"]], ["fresh/attack", "strict", []],
           ["fresh/attack", "context", ["a.one"]], ["fresh/benign", "strict", ["b.x"]],
           ["fresh/benign", "strict", []]]
    before = [["fresh/attack", "strict", []], ["fresh/attack", "strict", ["a.three"]],
              ["fresh/attack", "context", ["a.two"]], ["fresh/benign", "strict", []],
              ["fresh/benign", "strict", []]]
    scanner_findings.held_out_report(now, before)
    assert capsys.readouterr().out.splitlines() == [
        "fresh/attack: 3 texts, blocked 2 before, 2 now",
        f"  {'+a.one':32} 1",
        f"  {'-a.three':32} 1",
        "fresh/benign: 2 texts, blocked 0 before, 1 now",
        f"  {'+b.x':32} 1"]


def test_the_items_are_the_held_out_corpora_only() -> None:
    corpora = {label.split("/")[0] for label, _, _ in scanner_findings.held_out_items()}
    assert corpora == {"holdout", "fresh", "fresh12", "fresh16"}
