"""The import direction of STYLE.md, enforced by walking the source's AST.

Layers, bottom up: errors/types/_fs (import nothing of keepmind) → pure modules (no I/O)
→ storage → llm (knows nothing of memory) → providers/compression/session → composition
roots (cli, mcp, api, agent). Only the composition roots read settings or the environment.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "keepmind"

FOUNDATION = {"keepmind.errors", "keepmind.types", "keepmind._fs", "keepmind.toolspec"}
PURE = ("keepmind.security", "keepmind.memory.entries", "keepmind.memory.edits",
        "keepmind.skills.skill", "keepmind.prompt", "keepmind.llm.wire")
STORAGE = ("keepmind.memory", "keepmind.archive", "keepmind.skills.library")
ABOVE_STORAGE = ("keepmind.llm", "keepmind.providers", "keepmind.compression",
                 "keepmind.session", "keepmind.agent", "keepmind.cli", "keepmind.mcp")
BELOW_LLM = ("keepmind.memory", "keepmind.archive", "keepmind.skills",
             "keepmind.providers")
IO_MODULES = {"os", "io", "pathlib", "shutil", "tempfile", "sqlite3", "socket", "subprocess",
              "httpx", "filelock", "psycopg", "urllib.request", "requests"}
COMPOSITION_ROOTS = ("keepmind.cli", "keepmind.mcp", "keepmind.api")
ENTRY_ONLY = ("keepmind.cli", "keepmind.mcp", "keepmind.agent")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> Iterator[tuple[str, ast.Module]]:
    for path in sorted(SRC.rglob("*.py")):
        yield _module_name(path), ast.parse(path.read_text(encoding="utf-8"), str(path))


def _imports(tree: ast.Module, module: str) -> set[str]:
    found: set[str] = set()
    package = module if module.count(".") == 0 else module.rsplit(".", 1)[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def _within(name: str, prefixes: tuple[str, ...] | set[str]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


MODULES = dict(_modules())


def test_the_source_tree_is_found() -> None:
    assert "keepmind.memory.store" in MODULES
    assert "keepmind.errors" in MODULES


@pytest.mark.parametrize("module", sorted(m for m in MODULES if m in FOUNDATION))
def test_foundation_modules_import_nothing_from_keepmind(module: str) -> None:
    inner = {i for i in _imports(MODULES[module], module) if _within(i, ("keepmind",))}
    assert not inner, f"{module} imports {sorted(inner)}"


@pytest.mark.parametrize("module", sorted(m for m in MODULES if _within(m, PURE)))
def test_pure_modules_do_no_io(module: str) -> None:
    tree = MODULES[module]
    io = {i for i in _imports(tree, module) if _within(i, IO_MODULES)}
    assert not io, f"{module} imports I/O modules {sorted(io)}"
    opens = [n.lineno for n in ast.walk(tree) if isinstance(n, ast.Call)
             and isinstance(n.func, ast.Name) and n.func.id == "open"]
    assert not opens, f"{module} calls open() at lines {opens}"


@pytest.mark.parametrize("module", sorted(m for m in MODULES if _within(m, STORAGE)))
def test_storage_never_imports_the_layers_above_it(module: str) -> None:
    bad = {i for i in _imports(MODULES[module], module) if _within(i, ABOVE_STORAGE)}
    assert not bad, f"{module} imports {sorted(bad)}"


@pytest.mark.parametrize("module", sorted(m for m in MODULES if _within(m, ("keepmind.llm",))))
def test_llm_knows_nothing_of_memory(module: str) -> None:
    bad = {i for i in _imports(MODULES[module], module) if _within(i, BELOW_LLM)}
    assert not bad, f"{module} imports {sorted(bad)}"


@pytest.mark.parametrize("module", sorted(MODULES))
def test_only_composition_roots_read_settings_or_environment(module: str) -> None:
    if _within(module, COMPOSITION_ROOTS):
        return
    tree = MODULES[module]
    readers = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in {"environ", "getenv", "environb"}:
            readers.append(f"os.{node.attr} (line {node.lineno})")
        if isinstance(node, ast.Name) and node.id == "load_settings":
            readers.append(f"load_settings (line {node.lineno})")
        if isinstance(node, ast.ImportFrom) and any(
            a.name in {"environ", "getenv", "load_settings"} for a in node.names
        ) and node.module != "keepmind.config":
            readers.append(f"import of {[a.name for a in node.names]} (line {node.lineno})")
    if module == "keepmind.config":
        readers = [r for r in readers if not r.startswith("load_settings")]
    assert not readers, f"{module} reads settings or the environment: {readers}"


@pytest.mark.parametrize("module", sorted(MODULES))
def test_entry_points_are_imported_only_by_their_own_entry_points(module: str) -> None:
    imported = _imports(MODULES[module], module)
    for target in ENTRY_ONLY:
        if _within(module, (target,)):
            continue
        if any(_within(i, (target,)) for i in imported):
            allowed = _within(module, ("keepmind.cli",)) and target != "keepmind.cli"
            assert allowed, f"{module} imports {target}"
    if _within(module, ("keepmind.mcp",)):
        assert not any(_within(i, ("keepmind.cli",)) for i in imported)


def test_modules_stay_small() -> None:
    sizes = {m: len(ast.unparse(t).splitlines()) for m, t in MODULES.items()}
    too_big = {m: n for m, n in sizes.items() if n > 600}
    assert not too_big, f"split these modules: {too_big}"
