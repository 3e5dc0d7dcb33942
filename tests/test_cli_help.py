"""``keepmind --help`` lists each command with its whole first paragraph, joined: the
docstrings' own line breaks do not break the listing's lines mid-sentence."""

from __future__ import annotations

import inspect

import pytest

from keepmind.cli import app as app_cli
from keepmind.cli import review as review_cli

WIDE = "500"


def _listing(capsys: pytest.CaptureFixture[str], *args: str) -> list[str]:
    assert app_cli.main([*args, "--help"]) == 0
    return capsys.readouterr().out.splitlines()


def test_a_summary_is_one_line_on_a_wide_terminal(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", WIDE)
    lines = _listing(capsys)
    summary = " ".join((inspect.getdoc(review_cli.review) or "").split("\n\n")[0].split())
    assert "\n" in (inspect.getdoc(review_cli.review) or "").split("\n\n")[0]  # wrapped
    assert any(summary in line for line in lines), summary


@pytest.mark.parametrize("group", ["memory", "sessions", "skills", "mcp"])
def test_every_listed_command_of_a_group_has_a_one_line_summary(
        group: str, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", WIDE)
    lines = _listing(capsys, group)
    command = app_cli._command().commands[group]
    for name, sub in command.commands.items():
        assert sub.short_help and "\n" not in sub.short_help, name
        assert any(sub.short_help in line for line in lines), name
