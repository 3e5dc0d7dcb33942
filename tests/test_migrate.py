"""A home left by the project's earlier name (memstrata) is pointed out, and copied only when
asked, never moved."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from keepmind.cli.main import main


@pytest.fixture
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A user's $HOME with a ~/.memstrata of an earlier version and no ~/.keepmind."""
    home = tmp_path / "user"
    old = home / ".memstrata"
    (old / "memories").mkdir(parents=True, mode=0o700)
    (old / "memories" / "MEMORY.md").write_text("Project uses uv\n§\nTests: pytest -q\n",
                                                encoding="utf-8")
    (old / "config.yaml").write_text("memory:\n  memory_char_limit: 3000\n", encoding="utf-8")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("KEEPMIND_HOME")
    return home


def _files(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*") if p.is_file()}


def test_a_legacy_home_is_pointed_out_in_one_line_and_left_alone(
        user_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = _files(user_home / ".memstrata")
    assert main(["memory", "show"]) == 0
    notes = [line for line in capsys.readouterr().err.splitlines() if "memstrata" in line]
    assert notes == [f"note: found a home of an earlier version at {user_home / '.memstrata'}; "
                     f"copy it with: keepmind init --from {user_home / '.memstrata'}"]
    assert _files(user_home / ".memstrata") == before


def test_init_from_copies_the_legacy_home_and_keeps_the_source(
        user_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    old, new = user_home / ".memstrata", user_home / ".keepmind"
    before = _files(old)
    assert main(["init", "--from", str(old)]) == 0
    out = capsys.readouterr()
    assert "memstrata" not in out.err
    assert f"copied 2 files from {old} to {new}" in out.out
    assert _files(new) == before
    assert _files(old) == before
    assert stat.S_IMODE(new.stat().st_mode) == 0o700
    capsys.readouterr()
    assert main(["memory", "show", "--json"]) == 0
    shown = capsys.readouterr()
    assert "Tests: pytest -q" in shown.out
    assert "earlier version" not in shown.err


def test_no_notice_once_the_new_home_exists_or_another_home_is_chosen(
        user_home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--home", str(tmp_path / "elsewhere"), "status"]) == 0
    assert "earlier version" not in capsys.readouterr().err
    (user_home / ".keepmind").mkdir()
    assert main(["status"]) == 0
    assert "earlier version" not in capsys.readouterr().err


def test_init_from_refuses_a_target_that_already_holds_files(
        user_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (user_home / ".keepmind").mkdir()
    (user_home / ".keepmind" / "config.yaml").write_text("{}\n", encoding="utf-8")
    assert main(["init", "--from", str(user_home / ".memstrata")]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "is not empty" in err[0]
    assert (user_home / ".keepmind" / "config.yaml").read_text(encoding="utf-8") == "{}\n"


def test_init_from_a_missing_directory_is_one_line_error(
        user_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["init", "--from", str(user_home / "nope")]) == 1
    assert capsys.readouterr().err.strip().endswith("not a directory")
