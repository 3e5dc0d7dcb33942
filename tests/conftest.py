"""Shared fixtures: every test gets its own home; nothing touches a real ~/.keepmind."""

from __future__ import annotations

from pathlib import Path

import pytest

import keepmind


@pytest.fixture(autouse=True)
def isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv("KEEPMIND_HOME", str(home))
    return home


@pytest.fixture
def mem(isolated_home: Path) -> keepmind.Memory:
    return keepmind.open(isolated_home)
