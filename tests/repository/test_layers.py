"""The import contract: the layers of ``himap_travel`` import one way, and nothing imports itself back in a cycle.

The order is written down in ``__init__.py`` (the package's docstring) and the README. This test
reads every module's imports (function-level and ``TYPE_CHECKING`` ones too) with ``ast``, so a
new upward import fails CI before anyone runs it, and so does a cycle at any of three sizes: two
modules (``a`` imports ``b`` inside a function, ``b`` imports ``a``), two packages at any depth
(``planning.policies.llm`` and ``planning.solver``), two subpackages of a layer taken whole.
"""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

REPO = Path(__file__).resolve().parents[2]
ROOT = "himap_travel"
# Lowest first: a module may import its own layer and the layers before it, nothing after.
LAYERS = ("state", "domain", "tools", "planning", "nodes", "graphs", "execution", "harness", "training", "app")
# Layers whose subpackages are units of their own for the cycle check (domain.evaluation, planning.solver, ...).
GROUPED = {"domain", "planning", "harness"}
# Reading a request inside ``domain``, lowest first (domain/__init__.py): the text helpers every reader shares, each
# hard constraint's module (its reading rules included), the parser that asks the registered constraints.
READING = ("domain.text", "domain.constraints", "domain.parsing")


def package_modules(repo: Path = REPO) -> dict[str, Path]:
    """Every module of the package by its dotted name (the repository root is ``himap_travel``; a package's
    ``__init__.py`` is named as the package)."""
    modules = {ROOT + ".app": repo / "app.py"}
    for layer in LAYERS[:-1]:
        for path in (repo / layer).rglob("*.py"):
            parts = path.relative_to(repo).with_suffix("").parts
            modules[".".join((ROOT, *parts)).removesuffix(".__init__")] = path
    return modules


def imported(module: str, path: Path) -> set[str]:
    """The ``himap_travel`` modules a module imports (relative imports resolved)."""
    names = set()
    package = module.rsplit(".", 1)[0] if path.name != "__init__.py" else module
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1] + ([base] if base else []))
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return {name for name in names if name == ROOT or name.startswith(ROOT + ".")}


def layer_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else None


def unit_of(module: str) -> str | None:
    """The subpackage a module belongs to for the cycle check (``domain.evaluation``, ``nodes``, ...)."""
    parts = module.split(".")[1:]
    if not parts:
        return None
    if parts[0] in GROUPED and len(parts) > 1:
        return ".".join(parts[:2])
    return parts[0]


def import_edges(repo: Path = REPO) -> list[tuple[str, str]]:
    modules = package_modules(repo)
    edges = []
    for module, path in modules.items():
        for target in imported(module, path):
            if layer_of(target) is not None:
                edges.append((module, target))
    return edges


def module_graph(repo: Path = REPO) -> nx.DiGraph:
    """Module → the modules it imports (``from pkg import name`` is ``pkg.name`` when that is a module, else ``pkg``).

    A package's ``__init__`` importing its own modules (to gather or re-export them) is left out: Python
    loads a package before its modules, so that is no cycle, and a module importing its package's names is common.
    """
    modules = package_modules(repo)
    graph = nx.DiGraph()
    for module, path in modules.items():
        graph.add_node(module, package=module if path.name == "__init__.py" else module.rsplit(".", 1)[0])
    for module, path in modules.items():
        for name in imported(module, path):
            while name not in modules and "." in name:
                name = name.rsplit(".", 1)[0]
            own = path.name == "__init__.py" and name.startswith(module + ".")
            if name in modules and name != module and not own:
                graph.add_edge(module, name)
    return graph


def package_graph(modules: nx.DiGraph) -> nx.DiGraph:
    """Package → the packages its modules import, at every depth (``domain.sandbox``, ``planning.policies.llm``, ...)."""
    graph = nx.DiGraph()
    for source, target in modules.edges:
        a, b = modules.nodes[source]["package"], modules.nodes[target]["package"]
        if a != b and not graph.has_edge(a, b):
            graph.add_edge(a, b, example=f"{source} -> {target}")
    return graph


def described_cycles(graph: nx.DiGraph) -> list[str]:
    """Each cycle as ``a -> b -> a`` (with an example import when the edges carry one), the first ten."""
    found = []
    for cycle in list(nx.simple_cycles(graph))[:10]:
        example = graph.edges[cycle[0], cycle[1 % len(cycle)]].get("example")
        found.append(" -> ".join(cycle + [cycle[0]]) + (f"  (e.g. {example})" if example else ""))
    return found


def test_layers_import_downwards_only():
    rank = {layer: index for index, layer in enumerate(LAYERS)}
    upward = sorted(
        f"{source} imports {target}"
        for source, target in import_edges()
        if layer_of(target) in rank and rank[layer_of(target)] > rank[layer_of(source)]
    )
    assert upward == [], "imports against the layer order (" + " < ".join(LAYERS) + "):\n" + "\n".join(upward)


def test_no_cycle_between_subpackages():
    graph = nx.DiGraph()
    for source, target in import_edges():
        a, b = unit_of(source), unit_of(target)
        if a and b and a != b:
            graph.add_edge(a, b, example=f"{source} -> {target}")
    cycles = list(nx.simple_cycles(graph))
    described = [" -> ".join(cycle + [cycle[0]]) + "  (e.g. " + graph.edges[cycle[0], cycle[1 % len(cycle)]]["example"] + ")"
                 for cycle in cycles[:10]]
    assert cycles == [], f"{len(cycles)} import cycles between subpackages:\n" + "\n".join(described)


def test_no_cycle_between_modules():
    """Two modules that import each other, at the top or inside a function, are one concept split in two
    (or a record that belongs below both): the cycle hides from Python until an import order breaks it."""
    cycles = described_cycles(module_graph())
    assert cycles == [], "import cycles between modules:\n" + "\n".join(cycles)


def test_no_cycle_between_packages():
    """No two packages, at any depth (sub-packages of a layer's sub-packages too), import each other in a cycle."""
    cycles = described_cycles(package_graph(module_graph()))
    assert cycles == [], "import cycles between packages:\n" + "\n".join(cycles)


def test_the_cycle_checks_see_function_level_imports_and_sub_packages(tmp_path):
    """Planted cycles, each hidden inside a function as the old ones were, are found: between two modules of one
    package, and between two sub-packages of a sub-package."""
    def plant(path: str, text: str) -> None:
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(text)

    (tmp_path / "app.py").write_text("")
    plant("state/__init__.py", "")
    plant("state/store.py", "def open():\n    from himap_travel.state.remote import connect\n    return connect()\n")
    plant("state/remote.py", "from himap_travel.state.store import open\n\n\ndef connect():\n    return open\n")
    for package in ("planning", "planning/policies", "planning/policies/llm", "planning/policies/expert"):
        plant(f"{package}/__init__.py", "")
    plant("planning/policies/llm/ask.py", "from himap_travel.planning.policies.expert import rules\n")
    plant("planning/policies/expert/rules.py", "def f():\n    from himap_travel.planning.policies.llm import ask\n")
    plant("planning/policies/expert/__init__.py", "from himap_travel.planning.policies.expert.rules import f\n")

    modules = module_graph(tmp_path)
    assert members(modules) == [("himap_travel.planning.policies.expert.rules", "himap_travel.planning.policies.llm.ask"),
                                ("himap_travel.state.remote", "himap_travel.state.store")]
    assert members(package_graph(modules)) == [("himap_travel.planning.policies.expert", "himap_travel.planning.policies.llm")]
    # what the subpackage check alone could not see: both ends of each cycle are in one of its units
    assert unit_of("himap_travel.planning.policies.llm.ask") == unit_of("himap_travel.planning.policies.expert.rules")
    assert unit_of("himap_travel.state.store") == unit_of("himap_travel.state.remote")


def members(graph: nx.DiGraph) -> list[tuple[str, ...]]:
    """Each cycle's members, sorted (a cycle has no first member)."""
    return sorted(tuple(sorted(cycle)) for cycle in nx.simple_cycles(graph))


def test_reading_a_request_imports_downwards_only():
    """A constraint's reading rules may use the shared text helpers, never the parser (which imports them); the helpers
    import nothing of the project, so both may lean on them."""
    rank = {unit: index for index, unit in enumerate(READING)}
    upward = sorted(
        f"{source} imports {target}"
        for source, target in import_edges()
        if unit_of(source) in rank and unit_of(target) in rank and rank[unit_of(target)] > rank[unit_of(source)]
    )
    assert upward == [], "imports against the reading order (" + " < ".join(READING) + "):\n" + "\n".join(upward)
    leaning = sorted(f"{s} imports {t}" for s, t in import_edges() if unit_of(s) == READING[0] != unit_of(t))
    assert leaning == [], f"{READING[0]} must import nothing of the project:\n" + "\n".join(leaning)


def test_every_layer_is_listed_and_every_package_is_shipped():
    """A new top-level folder must take a place in the order, and every package must be in the wheel's list."""
    import tomllib

    folders = {path.parent.name for path in REPO.glob("*/__init__.py")}
    assert folders == set(LAYERS[:-1])
    listed = set(tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    packages = {ROOT} | {".".join((ROOT, *p.parent.relative_to(REPO).parts)) for layer in LAYERS[:-1]
                         for p in (REPO / layer).rglob("__init__.py")}
    data_only = {name for name in listed if name != ROOT and not any((REPO / Path(*name.split(".")[1:])).glob("*.py"))}
    assert listed == packages | data_only  # data folders (templates, configs) are listed too, so setuptools ships them quietly


def test_the_docs_state_the_order_the_test_enforces():
    """Every written chain of layers (``state`` ← ``domain`` ← ... in the README, the package's docstring and docs/) is
    the order above, in full: a layer added here and not there (``execution`` was missing from docs/development.md)
    fails."""
    import re

    written = {}
    for path in [REPO / "README.md", REPO / "__init__.py", *sorted((REPO / "docs").glob("*.md"))]:
        text = " ".join(path.read_text().split())
        for chain in re.findall(r"`state` ←(?: `[\w.]+` ←)+ `[\w.]+`", text):
            written[f"{path.relative_to(REPO)}: {chain}"] = tuple(re.findall(r"`([\w.]+)`", chain))
    assert written, "no chain of layers found in the docs"
    wrong = [where for where, chain in written.items() if tuple(name.removesuffix(".py") for name in chain) != LAYERS]
    assert wrong == []
