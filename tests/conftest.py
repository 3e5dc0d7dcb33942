"""Shared fixtures: every test gets its own home; nothing touches a real ~/.memstrata."""

from __future__ import annotations

from pathlib import Path

import pytest

import memstrata


@pytest.fixture(autouse=True)
def isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv("MEMSTRATA_HOME", str(home))
    return home


@pytest.fixture
def mem(isolated_home: Path) -> memstrata.Memory:
    return memstrata.open(isolated_home)
