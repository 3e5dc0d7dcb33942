"""The import direction of STYLE.md, enforced on the import graph (``architecture_rules``).

The real tree must have no violation; a copy of the tree with one violation of each rule
written into it must be caught, rule by rule, so every rule provably has teeth.
"""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from architecture_rules import Tree, violations

TESTS = Path(__file__).resolve().parent


@pytest.fixture(scope="module")
def tree() -> Tree:
    return Tree()


def test_the_source_tree_is_found(tree: Tree) -> None:
    assert "keepmind.memory.store" in tree.modules
    assert "keepmind.errors" in tree.modules
    assert tree.path("keepmind.memory.store").is_file()


def test_the_package_breaks_no_architecture_rule(tree: Tree) -> None:
    found = violations(tree)
    assert not found, "\n".join(f"{v.rule}: {v.module}: {v.detail}" for v in found)


def test_the_package_has_no_import_cycle(tree: Tree) -> None:
    cycles = [v for v in violations(tree) if v.rule == "cycle"]
    assert not cycles, [v.detail for v in cycles]


def test_modules_stay_small(tree: Tree) -> None:
    sizes = {m: len(ast.unparse(tree.ast(m)).splitlines()) for m in tree.modules}
    too_big = {m: n for m, n in sizes.items() if n > 600}
    assert not too_big, f"split these modules: {too_big}"


INJECTED = {
    # module path (relative to src/keepmind): its text
    "stray.py": '"""In no layer."""\n',
    "types.py": None,  # appended below: the foundation imports keepmind
    "archive/_hop.py": '"""Storage, legal on its own: imports its sibling."""\n'
                       "from keepmind.archive import _above\n",
    "archive/_above.py": '"""Storage importing llm."""\nfrom keepmind.llm import client\n',
    "prompt/_peek.py": '"""Pure, importing a foundation module that does I/O."""\n'
                       "from keepmind import _fs\n",
    "prompt/_reads.py": '"""Pure, calling open()."""\n\n\ndef read(p):\n'
                        '    return open(p, encoding="utf-8").read()\n',
    "llm/_recall.py": '"""llm importing pure prompt code, which imports memory."""\n'
                      "from keepmind.prompt import snapshot\n",
    "recall/_env.py": '"""Below the roots, reading the environment."""\nimport os\n\n'
                      'HOME = os.environ.get("HOME")\n',
    "testing.py": None,  # appended below: reaches the composition root api
    "mcp/_chat.py": '"""mcp importing the agent (same layer)."""\n'
                    "from keepmind.agent import loop\n",
    "recall/_ping.py": '"""One half of a cycle."""\nfrom keepmind.recall import _pong\n',
    "recall/_pong.py": '"""The other half."""\nfrom keepmind.recall import _ping\n',
}
APPENDED = {
    "types.py": "\nfrom keepmind import security  # noqa\n",
    "testing.py": "\nfrom keepmind.api import Memory  # noqa\n",
}
CAUGHT = [
    ("unassigned", "keepmind.stray", ""),
    ("foundation", "keepmind.types", "keepmind.security"),
    ("layering", "keepmind.archive._above", "keepmind.llm.client"),
    ("storage", "keepmind.archive._above", "keepmind.llm.client"),
    ("storage", "keepmind.archive._hop", "keepmind.archive._above -> keepmind.llm"),
    ("pure-io", "keepmind.prompt._peek", "keepmind._fs does I/O"),
    ("pure-io", "keepmind.prompt._reads", "open() at line 5"),
    ("llm", "keepmind.llm._recall", "keepmind.prompt.snapshot -> keepmind.memory.entries"),
    ("settings", "keepmind.recall._env", "os.environ"),
    ("settings", "keepmind.testing", "reaches composition root keepmind.testing -> "
     "keepmind.api"),
    ("entry", "keepmind.mcp._chat", "reaches keepmind.agent"),
    ("cycle", "keepmind.recall._ping", "keepmind.recall._pong"),
]


@pytest.fixture(scope="module")
def caught(tree: Tree, tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, str]]:
    """The checker's report on a copy of the source tree with ``INJECTED`` written in,
    run in a subprocess that imports the copy as ``keepmind``."""
    src = tmp_path_factory.mktemp("poisoned") / "src"
    shutil.copytree(tree.src, src / "keepmind",
                    ignore=shutil.ignore_patterns("__pycache__"))
    for relative, text in INJECTED.items():
        path = src / "keepmind" / relative
        if text is None:
            path.write_text(path.read_text(encoding="utf-8") + APPENDED[relative], "utf-8")
        else:
            path.write_text(text, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(src)}
    proc = subprocess.run([sys.executable, str(TESTS / "architecture_rules.py")],
                          capture_output=True, text=True, env=env, cwd=src, timeout=120)
    assert proc.returncode == 0, proc.stderr
    report: list[dict[str, str]] = json.loads(proc.stdout)
    return report


@pytest.mark.parametrize(("rule", "module", "detail"), CAUGHT)
def test_an_injected_violation_is_caught_by_its_rule(
        caught: list[dict[str, str]], rule: str, module: str, detail: str) -> None:
    hits = [v for v in caught if v["rule"] == rule and v["module"] == module]
    assert any(detail in v["detail"] for v in hits), (rule, module, hits)


def test_only_the_injected_modules_are_reported(caught: list[dict[str, str]]) -> None:
    """The copy is the real tree plus the injections, so every report traces to one."""
    injected = {"keepmind." + p.removesuffix(".py").replace("/", ".") for p in INJECTED}
    innocent = [v for v in caught if v["module"] not in injected]
    assert not innocent, innocent
