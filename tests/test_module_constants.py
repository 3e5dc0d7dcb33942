"""No module binds one of its constants twice: module-level data (word lists, patterns,
tables) is written in parallel and merged, and a merge that keeps two definitions keeps the
later one silently, dropping every word of the first while both look in place."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "keepmind"


def _constants_bound(tree: ast.Module) -> Counter[str]:
    """How often each UPPER_CASE name is bound at the top level of a module."""
    bound: Counter[str] = Counter()
    for node in tree.body:
        targets = (node.targets if isinstance(node, ast.Assign)
                   else [node.target] if isinstance(node, ast.AnnAssign) else [])
        for target in targets:
            if isinstance(target, ast.Name) and target.id.isupper():
                bound[target.id] += 1
    return bound


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")),
                         ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_constant_is_bound_twice(path: Path) -> None:
    bound = _constants_bound(ast.parse(path.read_text("utf-8")))
    assert not [name for name, count in bound.items() if count > 1]


def test_the_check_sees_a_second_binding() -> None:
    tree = ast.parse("WORDS = ('a',)\nOTHER: int = 1\nWORDS = ('b',)\nlower = 1\nlower = 2\n")
    assert _constants_bound(tree) == Counter({"WORDS": 2, "OTHER": 1})
