"""The conftest fixture that fails a test leaving a sqlite3 connection open: run on a small
suite in a fresh pytest process, with this project's conftest, on the running Python."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

SUITE = '''
import gc
import sqlite3
from contextlib import closing

kept = []


def test_closed_is_fine():
    conn = sqlite3.connect(":memory:")
    conn.execute("SELECT 1")
    conn.close()


def test_closing_is_fine():
    with closing(sqlite3.connect(":memory:")) as conn:
        conn.execute("SELECT 1")


def test_kept_open_leaks():
    kept.append(sqlite3.connect(":memory:"))


def test_dropped_unclosed_leaks():
    sqlite3.connect(":memory:").execute("SELECT 1")
    gc.collect()


def test_a_with_block_does_not_close_and_leaks():
    with sqlite3.connect(":memory:") as conn:
        conn.execute("SELECT 1")
'''


@pytest.fixture
def report(pytester: pytest.Pytester) -> pytest.RunResult:
    conftest = Path(__file__).with_name("conftest.py").read_text(encoding="utf-8")
    pytester.makeconftest(conftest)
    pytester.makepyfile(test_suite=SUITE)
    return pytester.runpytest_subprocess("-p", "no:cacheprovider", "-W", "error", "-rA")


def test_each_test_leaving_a_connection_open_errors_and_closed_ones_pass(
        report: pytest.RunResult) -> None:
    def named(outcome: str) -> list[str]:
        return sorted(line.split("::")[1].split(" ")[0] for line in report.outlines
                      if line.startswith(f"{outcome} test_suite.py::"))

    assert report.parseoutcomes()["errors"] == 3
    assert named("ERROR") == ["test_a_with_block_does_not_close_and_leaks",
                              "test_dropped_unclosed_leaks", "test_kept_open_leaks"]
    # 3.13 also fails the dropped one's call itself (its ResourceWarning is an error)
    assert {"test_closed_is_fine", "test_closing_is_fine"} <= set(named("PASSED"))
    assert set(named("FAILED")) <= {"test_dropped_unclosed_leaks"}


def test_a_leak_report_says_where_the_connection_was_made(report: pytest.RunResult) -> None:
    report.stdout.fnmatch_lines(["*1 sqlite3 connection(s) left open; the first was made at:*",
                                 "*test_suite.py*in test_kept_open_leaks*"])
