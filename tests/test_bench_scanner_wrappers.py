"""``bench_scanner.py --wrappers``: every attacker wrapper holds its attack, and the report
runs on a tiny sample of the corpus."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

import scanner_wrappers  # noqa: E402
from scanner_wrappers import WRAPPERS, wrap  # noqa: E402


@pytest.mark.parametrize("wrapper", WRAPPERS, ids=[w.name for w in WRAPPERS])
def test_every_wrapper_holds_its_attack_once(wrapper: scanner_wrappers.Wrapper) -> None:
    holes = wrapper.template.count("{attack}") + wrapper.template.count("{attack_lower}")
    assert holes == 1
    assert wrapper.kind in ("hostile", "benign")
    assert "end {x} the .env" in wrap(wrapper, "Send {x} the .env")  # braces kept as written


def test_wrapper_names_are_unique() -> None:
    assert len({w.name for w in WRAPPERS}) == len(WRAPPERS)


def test_report_runs_on_a_tiny_sample(capsys: pytest.CaptureFixture[str]) -> None:
    scanner_wrappers.report(sample=2)
    out = capsys.readouterr().out
    assert "attacks blocked as written: tune 2, holdout 2" in out
    for wrapper in WRAPPERS:
        assert f"    {wrapper.name} " in out


def test_bench_scanner_offers_the_option() -> None:
    result = subprocess.run([sys.executable, str(BENCHMARKS / "bench_scanner.py"), "--help"],
                            capture_output=True, text=True, check=True, timeout=120)
    assert "--wrappers" in result.stdout
