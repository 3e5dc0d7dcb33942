"""Test helpers for the skills tests: snapshot a folder tree, write a skill by hand."""

from __future__ import annotations

import os
from pathlib import Path


def tree(root: Path) -> dict[str, bytes | str]:
    """Every file (bytes), link (its target) and folder ("<dir>") under ``root``, the
    library's lock files left out: equal snapshots mean nothing changed."""
    state: dict[str, bytes | str] = {}
    if not root.exists():
        return state
    for directory, dirnames, filenames in os.walk(root):
        base = Path(directory)
        for name in dirnames + filenames:
            path = base / name
            relative = path.relative_to(root).as_posix()
            if name == ".lock":
                continue
            if path.is_symlink():
                state[relative] = f"-> {os.readlink(path)}"
            elif path.is_dir():
                state[relative] = "<dir>"
            else:
                state[relative] = path.read_bytes()
    return state


def skill_text(name: str, description: str = "Use when testing", body: str = "") -> str:
    return f"---\nname: {name}\ndescription: {description}\n---\n\n{body or '# ' + name}\n"


def place_skill(root: Path, category: str, name: str, text: str | None = None) -> Path:
    """Write a skill folder by hand, as a user or another agent would."""
    folder = root / category / name
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "SKILL.md").write_text(text or skill_text(name), encoding="utf-8")
    return folder
