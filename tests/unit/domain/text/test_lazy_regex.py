"""``lazy_compile``: the same answers as ``re.compile``, compiled on first use, and every pattern of the package valid."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
from pathlib import Path

import pytest

import himap_travel
from himap_travel.domain.text import lazy_regex
from himap_travel.domain.text.lazy_regex import LazyPattern, compile_all, is_pattern, lazy_compile

# The layers whose modules hold lazy patterns (training imports torch: it holds one plain pattern, left eager).
LAYERS = ("domain", "tools", "planning", "nodes", "graphs", "execution", "harness")


def test_a_lazy_pattern_answers_as_the_compiled_one() -> None:
    source, flags, text = r"(?P<n>\d+)\s*(nights?)", re.IGNORECASE, "3 Nights, then 1 night"
    lazy, eager = lazy_compile(source, flags), re.compile(source, flags)
    assert lazy.search(text).group("n") == eager.search(text).group("n") == "3"  # type: ignore[union-attr]
    assert lazy.findall(text) == eager.findall(text)
    assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in eager.finditer(text)]
    assert lazy.sub("x", text) == eager.sub("x", text)
    assert lazy.subn("x", text) == eager.subn("x", text)
    assert lazy.split(text) == eager.split(text)
    assert lazy.match(text) is not None and lazy.fullmatch(text) is None
    assert lazy.groupindex == eager.groupindex and lazy.groups == eager.groups == 2


def test_nothing_is_compiled_before_first_use_and_reading_the_source_compiles_nothing() -> None:
    lazy = lazy_compile(r"\bhostels?\b", re.IGNORECASE)
    assert isinstance(lazy, LazyPattern) and "_compiled" not in vars(lazy)
    assert (lazy.pattern, lazy.flags) == (r"\bhostels?\b", re.IGNORECASE)
    assert "_compiled" not in vars(lazy)
    assert lazy.search("No HOSTEL please") is not None
    assert vars(lazy)["_compiled"] is lazy.compiled  # compiled once, kept
    assert "search" in vars(lazy)  # later calls skip __getattr__


def test_a_bad_pattern_fails_on_first_use_as_re_compile_fails() -> None:
    lazy = lazy_compile(r"(unclosed")
    try:
        with pytest.raises(re.error):
            lazy.search("text")
    finally:
        lazy_regex._made.remove(lazy)  # kept out of the package's patterns that the last test compiles


def test_is_pattern_answers_for_both_kinds() -> None:
    assert is_pattern(re.compile("a")) and is_pattern(lazy_compile("a"))
    assert not is_pattern("a") and not is_pattern(None)


def test_every_pattern_of_the_package_compiles() -> None:
    """Each module's patterns, made lazily at import, compiled here: a syntax error in one fails now, not on the first
    text that reaches it; a lazy pattern made from another (``lazy_compile(OTHER)``) would fail too."""
    for layer in LAYERS:
        package = importlib.import_module(f"himap_travel.{layer}")
        for module in pkgutil.walk_packages(package.__path__, f"{himap_travel.__name__}.{layer}."):
            importlib.import_module(module.name)
    assert compile_all() > 1000
    assert all(isinstance(pattern.pattern, str) for pattern in lazy_regex._made)


def _lazy_names(tree: ast.Module) -> set[str]:
    """The module-level names bound to ``lazy_compile(...)``."""
    return {target.id for node in tree.body if isinstance(node, (ast.Assign, ast.AnnAssign))
            and isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Name)
            and node.value.func.id == "lazy_compile"
            for target in (node.targets if isinstance(node, ast.Assign) else [node.target]) if isinstance(target, ast.Name)}


def test_no_match_is_told_apart_by_comparing_its_re_with_a_lazy_pattern() -> None:
    """A match's ``.re`` is the compiled pattern, never the lazy one: ``m.re is _LAZY`` is always false. A pattern a
    match is compared with is compiled at import (``re.compile``)."""
    root = Path(himap_travel.__file__).parent
    wrong = []
    for layer in LAYERS:
        for path in (root / layer).rglob("*.py"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            lazy = _lazy_names(tree)
            for node in ast.walk(tree):
                if isinstance(node, ast.Compare) and any(isinstance(op, (ast.Is, ast.IsNot, ast.Eq, ast.NotEq, ast.In))
                                                         for op in node.ops):
                    sides = [node.left, *node.comparators]
                    has_re = any(isinstance(side, ast.Attribute) and side.attr == "re" for side in sides)
                    names = {side.id for side in sides if isinstance(side, ast.Name)}
                    if has_re and names & lazy:
                        wrong.append(f"{path.relative_to(root)}:{node.lineno}")
    assert wrong == []


def test_no_pattern_is_made_lazily_inside_a_function() -> None:
    """``lazy_compile`` is for a module's patterns: each lazy pattern is kept for ``compile_all``, so one made per call
    would be kept forever and pay the proxy on a hot path; a function compiles with ``re`` (its cache)."""
    root = Path(himap_travel.__file__).parent
    inside = []
    for layer in LAYERS:
        for path in (root / layer).rglob("*.py"):
            for function in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                    inside += [f"{path.relative_to(root)}:{node.lineno}" for node in ast.walk(function)
                               if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                               and node.func.id == "lazy_compile"]
    assert inside == []
