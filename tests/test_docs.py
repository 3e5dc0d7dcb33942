"""Docs stay true: every command has help, docs/cli.md matches the command tree, the README's
set-up commands are the ones CI runs."""

from __future__ import annotations

import importlib.util
import re
import subprocess
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("generate_cli", ROOT / "docs/generate_cli.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_command_has_help() -> None:
    assert _generator().commands_without_help() == []


def test_cli_reference_is_up_to_date() -> None:
    expected = _generator().render()
    current = (ROOT / "docs/cli.md").read_text("utf-8")
    assert current == expected, "run: python docs/generate_cli.py"


def test_readme_setup_is_two_commands_that_ci_runs() -> None:
    readme = (ROOT / "README.md").read_text("utf-8")
    block = re.search(r"## Set-up\s+```bash\n(.*?)```", readme, re.S)
    assert block, "README needs a '## Set-up' bash block"
    commands = [line.split("#")[0].strip() for line in block.group(1).splitlines()
                if line.strip()]
    assert commands == ['pip install -e ".[dev]"', "python -m pytest"]
    ci = (ROOT / ".ci/run").read_text("utf-8")
    assert '-e ".[dev]"' in ci and "-m pytest" in ci


# Spelled in pieces so this file does not cite them itself.
OUTSIDE = ("../" + "shared", "/work" + "/shared", "/work" + "/main", "seeds" + "/", "SPEC" + ".md")


def test_no_tracked_file_cites_a_file_outside_the_repository() -> None:
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                             check=True).stdout.split()
    if not tracked:  # pragma: no cover - a source tree without git: check the folders
        tracked = [str(p.relative_to(ROOT)) for folder in ("src", "tests", "docs",
                   "benchmarks", "examples") for p in (ROOT / folder).rglob("*.*")]
        tracked.append("README.md")
    citing = []
    for name in tracked:
        path = ROOT / name
        if not path.is_file() or path.suffix not in {".py", ".md", ".toml", ".txt", ".yaml"}:
            continue
        text = path.read_text("utf-8", errors="replace")
        citing += [f"{name}: {needle}" for needle in OUTSIDE if needle in text]
    assert citing == []
