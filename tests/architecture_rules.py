"""The architecture of STYLE.md as a checker over keepmind's import graph.

``violations()`` checks the ``keepmind`` package that Python finds first; run as a script
(``python tests/architecture_rules.py``) it prints them as JSON, so a test can run it on a
copy of the source tree with a violation written into it.

The graph is grimp's (the engine of import-linter): every import statement counts, at
module level, inside functions and under ``TYPE_CHECKING``, because each is a dependency of
the design whether or not it runs at import time; ``from pkg import name`` counts as an
import of ``pkg.name`` when that is a module. Reachability is the transitive closure of
that graph, so a rule such as "llm never imports memory" also catches llm → prompt →
memory.

Rules (each violation names its rule):
- ``unassigned``: every module belongs to a layer of ``LAYERS``.
- ``layering``: no module imports a module of a higher layer (so no chain does either).
- ``foundation``: errors, types, _fs, toolspec import nothing from keepmind.
- ``pure-io``: nothing reachable from a pure module (itself included) imports an I/O module
  or calls ``open()``.
- ``storage``: storage reaches none of llm, providers, compression, session, agent, cli, mcp.
- ``llm``: llm reaches none of memory, archive, skills, providers.
- ``settings``: only the composition roots read settings or the environment, and nothing
  else reaches a composition root (which would hand it the reading).
- ``entry``: nothing outside cli/mcp/agent/ui reaches them; mcp, agent and ui reach none
  of each other nor cli (cli is their entry point).
- ``cycle``: the module graph has no cycle.
"""

from __future__ import annotations

import ast
import importlib.util
import json
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass
from pathlib import Path

import grimp

ROOT = "keepmind"

LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("foundation", ("keepmind.errors", "keepmind.types", "keepmind._fs", "keepmind.toolspec")),
    ("pure", ("keepmind._validate", "keepmind.bearer", "keepmind.security",
              "keepmind.memory.entries",
              "keepmind.archive_url",
              "keepmind.memory.edits", "keepmind.memory.calls",
              "keepmind.skills.skill", "keepmind.prompt", "keepmind.llm.wire",
              "keepmind.llm.text_calls", "keepmind.llm.budget", "keepmind.llm.sse",
              "keepmind.llm.stream_view")),
    ("settings", ("keepmind.config", "keepmind.home")),
    ("storage", ("keepmind._sqlite", "keepmind._postgres", "keepmind.memory",
                 "keepmind.archive", "keepmind.skills", "keepmind.context",
                 "keepmind.snapshot_file", "keepmind.connect",
                 # the scanner's shipped second opinions: they read their head files
                 "keepmind.classifiers")),
    ("llm", ("keepmind.llm",)),
    ("services", ("keepmind.recall", "keepmind.providers", "keepmind.compression",
                  "keepmind.core_tools", "keepmind.system_prompt", "keepmind.importers",
                  "keepmind.transfer", "keepmind.review", "keepmind.curation",
                  "keepmind.approval")),
    ("runtime", ("keepmind.session",)),
    ("facade", (ROOT, "keepmind.api", "keepmind.testing")),
    ("adapters", ("keepmind.mcp", "keepmind.agent", "keepmind.ui")),
    ("entry", ("keepmind.cli",)),
)
"""Bottom up. A module is in the layer of its longest matching prefix (the package root
``keepmind`` matches only itself)."""

FOUNDATION = dict(LAYERS)["foundation"]
PURE = dict(LAYERS)["pure"]
STORAGE = ("keepmind._sqlite", "keepmind._postgres", "keepmind.memory", "keepmind.archive",
           "keepmind.skills.library")
ABOVE_STORAGE = ("keepmind.llm", "keepmind.providers", "keepmind.compression",
                 "keepmind.session", "keepmind.agent", "keepmind.cli", "keepmind.mcp")
LLM = ("keepmind.llm",)
BELOW_LLM = ("keepmind.memory", "keepmind.archive", "keepmind.skills", "keepmind.providers")
IO_MODULES = frozenset({"os", "io", "pathlib", "shutil", "tempfile", "sqlite3", "socket",
                        "subprocess", "httpx", "filelock", "psycopg", "urllib", "requests",
                        "fcntl", "glob", "mmap", "select", "asyncio", "anyio", "uvicorn"})
COMPOSITION_ROOTS = (ROOT, "keepmind.cli", "keepmind.mcp", "keepmind.api")
ENTRY_PACKAGES = ("keepmind.cli", "keepmind.mcp", "keepmind.agent", "keepmind.ui")


@dataclass(frozen=True, order=True)
class Violation:
    rule: str
    module: str
    detail: str


def within(name: str, prefixes: Iterable[str]) -> bool:
    return any(name == p or (p != ROOT and name.startswith(p + ".")) for p in prefixes)


def _internal(name: str) -> bool:
    return name == ROOT or name.startswith(ROOT + ".")


def layer_of(module: str) -> int | None:
    """The index in ``LAYERS`` of the module's layer, or None when it has none."""
    best: tuple[int, int] | None = None
    for index, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if within(module, (prefix,)) and (best is None or len(prefix) > best[0]):
                best = (len(prefix), index)
    return None if best is None else best[1]


class Tree:
    """The package's import graph (internal and external modules) and its sources."""

    def __init__(self) -> None:
        spec = importlib.util.find_spec(ROOT)
        assert spec is not None and spec.origin is not None, f"{ROOT} is not importable"
        self.src = Path(spec.origin).parent
        self.graph = grimp.build_graph(ROOT, include_external_packages=True, cache_dir=None)
        self.modules = sorted(m for m in self.graph.modules if _internal(m))
        self._reach: dict[str, set[str]] = {}

    def path(self, module: str) -> Path:
        parts = module.split(".")[1:]
        package = self.src.joinpath(*parts, "__init__.py")
        return package if package.exists() else self.src.joinpath(*parts).with_suffix(".py")

    def ast(self, module: str) -> ast.Module:
        path = self.path(module)
        return ast.parse(path.read_text(encoding="utf-8"), str(path))

    def imports(self, module: str) -> set[str]:
        return set(self.graph.find_modules_directly_imported_by(module))

    def internal_imports(self, module: str) -> set[str]:
        return {m for m in self.imports(module) if _internal(m)}

    def reach(self, module: str) -> set[str]:
        """The keepmind modules ``module`` imports directly or through others."""
        if module not in self._reach:
            upstream = self.graph.find_upstream_modules(module)
            self._reach[module] = {m for m in upstream if _internal(m)}
        return self._reach[module]

    def chain(self, importer: str, imported: str) -> str:
        found = self.graph.find_shortest_chain(importer=importer, imported=imported)
        return " -> ".join(found) if found else f"{importer} -> {imported}"


def _unassigned(tree: Tree) -> Iterator[Violation]:
    for module in tree.modules:
        if layer_of(module) is None:
            yield Violation("unassigned", module, "add it to a layer in LAYERS")


def _layering(tree: Tree) -> Iterator[Violation]:
    names = [name for name, _ in LAYERS]
    for module in tree.modules:
        own = layer_of(module)
        for imported in sorted(tree.internal_imports(module)):
            theirs = layer_of(imported)
            if own is not None and theirs is not None and theirs > own:
                yield Violation("layering", module,
                                f"imports {imported} ({names[theirs]} is above {names[own]})")


def _foundation(tree: Tree) -> Iterator[Violation]:
    for module in tree.modules:
        if within(module, FOUNDATION) and tree.internal_imports(module):
            yield Violation("foundation", module,
                            f"imports {sorted(tree.internal_imports(module))}")


def _io_of(tree: Tree, module: str) -> list[str]:
    found = sorted(m for m in tree.imports(module) if m.split(".")[0] in IO_MODULES)
    opens = [node.lineno for node in ast.walk(tree.ast(module)) if isinstance(node, ast.Call)
             and isinstance(node.func, ast.Name) and node.func.id == "open"]
    return found + [f"open() at line {line}" for line in opens]


def _pure_io(tree: Tree) -> Iterator[Violation]:
    io_cache: dict[str, list[str]] = {}
    for module in tree.modules:
        if not within(module, PURE):
            continue
        for reached in sorted({module} | tree.reach(module)):
            if reached not in io_cache:
                io_cache[reached] = _io_of(tree, reached)
            if io_cache[reached]:
                via = "" if reached == module else f" via {tree.chain(module, reached)}"
                yield Violation("pure-io", module, f"{reached} does I/O "
                                f"({', '.join(io_cache[reached])}){via}")


def _forbidden_reach(tree: Tree, rule: str, sources: tuple[str, ...],
                     targets: tuple[str, ...]) -> Iterator[Violation]:
    for module in tree.modules:
        if not within(module, sources):
            continue
        for reached in sorted(tree.reach(module)):
            if within(reached, targets):
                yield Violation(rule, module, tree.chain(module, reached))


def _reads_settings(tree: ast.Module, module: str) -> list[str]:
    readers = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in {"environ", "getenv", "environb"}:
            readers.append(f"os.{node.attr} (line {node.lineno})")
        if isinstance(node, ast.Name) and node.id == "load_settings" and module != (
                "keepmind.config"):
            readers.append(f"load_settings (line {node.lineno})")
        if isinstance(node, ast.ImportFrom) and any(
            a.name in {"environ", "getenv", "load_settings"} for a in node.names
        ) and node.module != "keepmind.config":
            readers.append(f"import of {[a.name for a in node.names]} (line {node.lineno})")
    return readers


def _settings(tree: Tree) -> Iterator[Violation]:
    for module in tree.modules:
        if within(module, COMPOSITION_ROOTS):
            continue
        readers = _reads_settings(tree.ast(module), module)
        if readers:
            yield Violation("settings", module, f"reads settings or the environment: {readers}")
        for reached in sorted(tree.reach(module)):
            if within(reached, COMPOSITION_ROOTS):
                yield Violation("settings", module,
                                f"reaches composition root {tree.chain(module, reached)}")


def _entry(tree: Tree) -> Iterator[Violation]:
    for module in tree.modules:
        if within(module, ("keepmind.cli",)):
            continue
        own = next((p for p in ENTRY_PACKAGES if within(module, (p,))), None)
        for reached in sorted(tree.reach(module)):
            target = next((p for p in ENTRY_PACKAGES if within(reached, (p,))), None)
            if target is not None and target != own:
                yield Violation("entry", module, f"reaches {target}: "
                                f"{tree.chain(module, reached)}")


def _cycles(tree: Tree) -> Iterator[Violation]:
    """Strongly connected components of more than one module (Tarjan), or self-imports."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(tree.internal_imports(node)):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1 or node in tree.internal_imports(node):
                components.append(sorted(component))

    for module in tree.modules:
        if module not in index:
            visit(module)
    for component in sorted(components):
        yield Violation("cycle", component[0], f"import cycle among {component}")


def violations(tree: Tree | None = None) -> list[Violation]:
    """Every violation of every rule, sorted."""
    tree = tree or Tree()
    found: list[Violation] = [
        *_unassigned(tree), *_layering(tree), *_foundation(tree), *_pure_io(tree),
        *_forbidden_reach(tree, "storage", STORAGE, ABOVE_STORAGE),
        *_forbidden_reach(tree, "llm", LLM, BELOW_LLM),
        *_settings(tree), *_entry(tree), *_cycles(tree),
    ]
    return sorted(set(found))


if __name__ == "__main__":
    print(json.dumps([asdict(v) for v in violations()], indent=1))
