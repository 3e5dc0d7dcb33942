"""The pooled word lists, one module per family of meanings (``keepmind.security.pooled``).

Each list lives in exactly one family and is found there by its name (``pooled.named``: the
concepts that ``orders.ORDERED`` and ``typos.TOLERANT_CONCEPTS`` name by a string) and among
all values (``pooled.values``: the word starts ``views`` puts a word cut into pieces back
together as). A family is pure data: it imports ``re`` and its sibling families, nothing that
could make a word list depend on the scanner.
"""

from __future__ import annotations

import ast
import keyword
import re
from pathlib import Path

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from keepmind.security import pooled, typos
from keepmind.security.pooled import orders

_FOLDER = Path(pooled.__file__).parent


def _bound_at_top(module: object) -> list[str]:
    """The names a family's own source binds at its top level (not those it imports)."""
    tree = ast.parse(Path(module.__file__).read_text("utf-8"))  # type: ignore[attr-defined]
    names: list[str] = []
    for node in tree.body:
        if isinstance(node, ast.Assign):
            names += [t.id for t in node.targets if isinstance(t, ast.Name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.append(node.target.id)
        elif isinstance(node, ast.FunctionDef):
            names.append(node.name)
    return names


def test_every_family_module_is_listed_once() -> None:
    on_disk = {p.stem for p in _FOLDER.glob("*.py")} - {"__init__"}
    listed = [family.__name__.rsplit(".", 1)[1] for family in pooled.FAMILIES]
    assert sorted(listed) == sorted(on_disk)
    assert len(set(listed)) == len(listed)


def test_no_list_is_bound_in_two_families() -> None:
    homes: dict[str, list[str]] = {}
    for family in pooled.FAMILIES:
        for name in _bound_at_top(family):
            homes.setdefault(name, []).append(family.__name__)
    assert {name: where for name, where in homes.items() if len(where) > 1} == {}


@pytest.mark.parametrize("family", pooled.FAMILIES, ids=lambda f: f.__name__)
def test_a_list_is_found_by_its_name_in_its_family(family: object) -> None:
    for name in _bound_at_top(family):
        value = getattr(family, name)
        if isinstance(value, tuple):
            assert pooled.named(name) is value


@pytest.mark.parametrize("name", [*orders.ORDERED, *typos.TOLERANT_CONCEPTS])
def test_the_concepts_named_by_a_string_are_lists_of_words(name: str) -> None:
    words = pooled.named(name)
    assert words and all(isinstance(w, str) and w == w.lower() for w in words)


_KNOWN = {name for family in pooled.FAMILIES for name in vars(family)}


@given(st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,30}", fullmatch=True))
def test_a_name_no_family_holds_is_refused(name: str) -> None:
    assume(name not in _KNOWN and not keyword.iskeyword(name))
    with pytest.raises(AttributeError, match=re.escape(repr(name))):
        pooled.named(name)


def test_all_values_hold_every_list_of_every_family() -> None:
    seen = {id(v) for v in pooled.values()}
    for family in pooled.FAMILIES:
        for name in _bound_at_top(family):
            assert id(getattr(family, name)) in seen, (family.__name__, name)


@pytest.mark.parametrize("family", pooled.FAMILIES, ids=lambda f: f.__name__)
def test_a_family_is_pure_data(family: object) -> None:
    tree = ast.parse(Path(family.__file__).read_text("utf-8"))  # type: ignore[attr-defined]
    imported = [(node.module if isinstance(node, ast.ImportFrom) else a.name)
                for node in ast.walk(tree) if isinstance(node, ast.Import | ast.ImportFrom)
                for a in node.names]
    assert all(m == "re" or (m or "").startswith("keepmind.security.pooled.")
               for m in imported), imported
    assert ast.get_docstring(tree)
