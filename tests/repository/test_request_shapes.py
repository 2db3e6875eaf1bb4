"""One request shape inside the planner: ``TripSpec`` (state/trip.py), and adapters at its edges.

A trip request written down again as another model (a pydantic model, a TypedDict, a dataclass, a ``create_model``
call with the request's fields) is a second shape to keep in step: a field added to one is silently missing from the
other. This test reads every module of the package with ``ast`` and fails on a request-shaped class that is not one of
the edges listed below, each of which only produces or consumes a ``TripSpec`` (docs/architecture.md, "One request
shape"). A new edge is added here with the adapter that makes it a ``TripSpec``.
"""

from __future__ import annotations

import ast
from pathlib import Path

from pydantic import BaseModel

from tests.repository.test_layers import REPO, package_modules

# The request's fields that make a model request-shaped (three of them are enough: a route and a budget is a trip).
REQUEST_NAMES = frozenset({"org", "dest", "days", "date", "people_number", "budget"})
ENOUGH = 3
# Calls that declare a model from names: their keywords, or the strings of their arguments, are its fields.
DECLARING_CALLS = frozenset({"create_model", "TypedDict", "make_dataclass", "namedtuple", "NamedTuple"})

# The one shape and its edges: (module path, name) -> the adapter that makes it a TripSpec, or what it is.
ALLOWED = {
    ("state/trip.py", "TripSpec"): "the request inside the planner",
    ("domain/parsing/query.py", "Reading"): "the text in: what one text states; parsing.complete makes it a TripSpec",
    ("planning/policies/llm/extractor.py", "TripShape"): "the LLM form in (TripForm's base): LLMExtractor.to_spec",
    ("domain/evaluation/query.py", "_Trip"): "the evaluator's flat view (Query's base): to_query(TripSpec | row)",
    ("harness/flex/data.py", "FlexInstance"): "FlexTravelBench's row in: row_at gives a turn's query row",
}


def _names_of_call(call: ast.Call) -> set[str]:
    """The field names a declaring call gives: its keywords, and the string constants among its arguments."""
    names = {keyword.arg for keyword in call.keywords if keyword.arg}
    for argument in call.args:
        names.update(node.value for node in ast.walk(argument) if isinstance(node, ast.Constant) and isinstance(node.value, str))
    return names


def _call_name(call: ast.Call) -> str | None:
    func = call.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


def request_shapes(source: str) -> list[str]:
    """The names of the request-shaped models a module's source declares (a class by its name, a call by its first
    argument when that is a string, else by the call's name)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ClassDef):
            fields = {item.target.id for item in node.body if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name)}
            if len(fields & REQUEST_NAMES) >= ENOUGH:
                found.append(node.name)
        elif isinstance(node, ast.Call) and _call_name(node) in DECLARING_CALLS and len(_names_of_call(node) & REQUEST_NAMES) >= ENOUGH:
            first = node.args[0] if node.args else None
            found.append(first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else str(_call_name(node)))
    return found


def package_shapes(repo: Path = REPO) -> set[tuple[str, str]]:
    """Every request-shaped model of the package, as (module path, name)."""
    return {(path.relative_to(repo).as_posix(), name)
            for path in package_modules(repo).values() for name in request_shapes(path.read_text())}


def test_the_request_has_one_shape_inside_the_planner() -> None:
    unlisted = package_shapes() - set(ALLOWED)
    assert not unlisted, (f"request-shaped model(s) outside the listed edges: {sorted(unlisted)}; use TripSpec (or a view of "
                          "it), or add an adapter at an edge to ALLOWED with the function that makes it a TripSpec")


def test_every_listed_edge_is_still_there() -> None:
    """A listed edge that is gone (renamed, merged into TripSpec) leaves the list: it must not allow a stranger."""
    assert set(ALLOWED) <= package_shapes()


def test_the_scan_sees_each_way_of_declaring_a_shape() -> None:
    """The scan finds what it guards against: classes of any kind, and models made by a call."""
    source = '''
class Draft(TypedDict, total=False):
    org: str
    dest: str
    budget: float

class Route(BaseModel):
    org: str
    dest: str

Form = create_model("Form", org=(str, ...), days=(int, ...), people_number=(int, ...))
Row = TypedDict("Row", {"org": str, "date": list, "budget": float})
Flat = make_dataclass("Flat", [("org", str), ("dest", str), ("days", int)])
'''
    assert request_shapes(source) == ["Draft", "Form", "Row", "Flat"]  # a route alone is no request


def test_the_edges_name_the_trip_as_tripspec_does() -> None:
    """The LLM form's trip fields and FlexTravelBench's row are ``TripSpec``'s fields, with its bounds: a field renamed
    or re-bounded in one place only would fail the form's reading, or refuse a row the planner plans."""
    from himap_travel.harness.data import published
    from himap_travel.harness.flex.data import FlexInstance
    from himap_travel.planning.policies.llm.extractor import TripShape
    from himap_travel.state.trip import QUERY_COLUMNS, TripSpec

    assert tuple(published.QUERY_COLUMNS) == QUERY_COLUMNS  # the published files' query columns, in their order

    assert set(TripShape.model_fields) <= set(TripSpec.model_fields)
    for name in ("days", "visiting_city_number", "people_number"):
        assert _upper_bound(TripShape, name) == _upper_bound(TripSpec, name), name
    assert set(QUERY_COLUMNS) <= set(FlexInstance.model_fields)


def _upper_bound(model: type[BaseModel], name: str) -> object:
    """The ``le`` bound of a model's field (pydantic keeps each bound as an item of the field's metadata)."""
    return next(item.le for item in model.model_fields[name].metadata if getattr(item, "le", None) is not None)
