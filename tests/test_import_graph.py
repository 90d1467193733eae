"""The subpackages of benchlint import each other in one direction: no cycles.

Every import counts, including those inside functions (a lazy import is still a dependency).
Dynamic imports by name (the rule registry, the CLI's lazy commands) are not edges: they are
the plug-in points.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "benchlint"


def _unit(module: str) -> str:
    """benchlint.linter.engine -> linter; benchlint.stats -> stats."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def import_graph() -> dict[str, set[str]]:
    units = {p.stem for p in PACKAGE.iterdir() if p.suffix == ".py" or (p / "__init__.py").exists()}
    graph: dict[str, set[str]] = defaultdict(set)
    for path in PACKAGE.rglob("*.py"):
        relative = path.relative_to(PACKAGE.parent).with_suffix("")
        module = ".".join(relative.parts).removesuffix(".__init__")
        source = _unit(module)
        package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                    targets = [f"{base}.{node.module}" if node.module else base]
                elif node.module:
                    targets = [node.module]
                # `from benchlint import importers` names the subpackage in the alias
                targets = [f"{t}.{alias.name}" if t == "benchlint" else t for t in targets for alias in node.names]
            for target in targets:
                if target.startswith("benchlint.") and source:
                    unit = _unit(target)
                    if unit in units and unit != source:
                        graph[source].add(unit)
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt) :], nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_no_import_cycle_between_subpackages() -> None:
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_cycle_finder_sees_a_cycle() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": {"c"}}) is None


def test_the_shared_model_imports_nothing_else_from_benchlint() -> None:
    graph = import_graph()
    assert graph.get("model", set()) == set(), f"benchlint.model imports {sorted(graph['model'])}"


def _imported_modules(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
    return found


def test_only_the_cli_package_imports_click() -> None:
    outside = [
        str(path.relative_to(PACKAGE.parent))
        for path in PACKAGE.rglob("*.py")
        if "cli" not in path.relative_to(PACKAGE).parts[:1]
        and any(m == "click" or m.startswith("click.") for m in _imported_modules(path))
    ]
    assert outside == [], f"click is the CLI's: {outside}"


def test_nothing_but_the_entry_point_imports_the_cli() -> None:
    graph = import_graph()
    users = sorted(unit for unit, targets in graph.items() if "cli" in targets)
    assert users == ["__main__"], f"only python -m benchlint wires the CLI: {users}"
