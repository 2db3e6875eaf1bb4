"""What the world looks like after a disruption: the sandbox with some rows gone, repriced or retimed.

The run-time monitor must re-plan with the disrupted element removed from
what the tools return for that trip, and nothing else may see a different
world: the searches, the day executors' ``finish``, the checker's evaluation
and the exact solver all read one ``Sandbox``. So the filter is a *view* of
the sandbox (``changed_sandbox``), handed to the repair run as its sandbox:
every consumer sees the same disrupted world, and the shared sandbox of
other runs and threads is untouched. Only the touched cities and routes are
copied; the search index of the base sandbox is reused for all the rest.

The world a run plans in is never stored on a shared object: it is the
thread's list of changes (the graph state's ``world``), and every node that
needs the sandbox asks ``world_of(base, world)`` for the view (views are
cached by their changes, so nodes of one run share one).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from functools import lru_cache
from typing import Any

from himap_travel.domain.evaluation.parsing import canonical
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.state.world import Element, RowChange
from himap_travel.tools.search_index import derived_index

_VENUE_TABLES = {"accommodation": "_accommodations", "restaurant": "_restaurants", "attraction": "_attractions"}


def matches(element: Element, row: Any) -> bool:
    """Whether a sandbox row is the element: a flight by number, a venue by city and name (strict matching)."""
    if element.kind == "flight":
        return row.flight_number == element.name
    return row.city == element.city and canonical(row.name or "") == canonical(element.name)


class _Overlay(Mapping):
    """A read-only mapping: ``overrides`` first, then ``base`` (a copy of a 100,000-key dict costs more than a repair)."""

    def __init__(self, base: Mapping, overrides: dict) -> None:
        self.base, self.overrides = base, overrides

    def __getitem__(self, key: Any) -> Any:
        if key in self.overrides:
            return self.overrides[key]
        return self.base[key]

    def get(self, key: Any, default: Any = None) -> Any:
        if key in self.overrides:
            return self.overrides[key]
        return self.base.get(key, default)

    def __contains__(self, key: object) -> bool:
        return key in self.overrides or key in self.base

    def __iter__(self) -> Iterator:
        yield from self.overrides
        yield from (key for key in self.base if key not in self.overrides)

    def __len__(self) -> int:
        return len(self.base) + sum(1 for key in self.overrides if key not in self.base)


def _changed(rows: tuple | list, changes: list[RowChange]) -> tuple:
    kept = []
    for row in rows:
        for change in changes:
            if row is not None and matches(change.element, row):
                row = change.apply(row)
        if row is not None:
            kept.append(row)
    return tuple(kept)


def changed_sandbox(base: Sandbox, changes: list[RowChange] | tuple[RowChange, ...]) -> Sandbox:
    """A view of ``base`` with ``changes`` applied (``base`` itself when there are none).

    A view of a view is made from the original sandbox with both lists of
    changes, so every view shares the one full search index.
    """
    changes = [*getattr(base, "changes", ()), *changes]
    base = original_sandbox(base)
    if not changes:
        return base
    view = object.__new__(Sandbox)
    view.__dict__.update(base.__dict__)
    cities: dict[str, set[str]] = {}
    for kind, table in _VENUE_TABLES.items():
        mine = [c for c in changes if c.element.kind == kind]
        touched = {c.element.city for c in mine}
        if kind == "accommodation":  # the evaluator also reads incomplete listings
            view._all_accommodations = _Overlay(base._all_accommodations, {
                city: _changed(base._all_accommodations.get(city, ()), mine) for city in touched})
        setattr(view, table, _Overlay(getattr(base, table), {city: _changed(getattr(base, table).get(city, ()), mine) for city in touched}))
        cities[table.lstrip("_")] = touched
    flights = [c for c in changes if c.element.kind == "flight"]
    numbers = {c.element.name for c in flights}
    by_number = {number: _changed(base.flights_by_number.get(number, ()), flights) for number in numbers}
    routes = {(f.origin, f.destination, f.flight_date) for number in numbers for f in base.flights_by_number.get(number, ())}
    view.flights_by_number = _Overlay(base.flights_by_number, by_number)
    view._flights_by_route = _Overlay(base._flights_by_route, {
        route: list(_changed(base._flights_by_route.get(route, ()), flights)) for route in routes})
    view.base = base
    view.changes = tuple(changes)
    derived_index(view, original_sandbox(base), cities, routes)
    return view


def original_sandbox(sandbox: Sandbox) -> Sandbox:
    """The undisrupted sandbox a view was made from (the one whose full index is worth keeping)."""
    while getattr(sandbox, "base", None) is not None:
        sandbox = sandbox.base
    return sandbox


def world_of(base: Sandbox, world: Iterable[RowChange | Mapping] | None) -> Sandbox:
    """The sandbox as a thread's disruptions left it: ``base`` with ``world``'s changes (``base`` itself for none).

    ``world`` holds ``RowChange`` values or their JSON (a chat thread's state).
    The same changes on the same base give the same view object.
    """
    changes = tuple(change if isinstance(change, RowChange) else RowChange.model_validate(change) for change in world or ())
    return _view(base, changes) if changes else base


@lru_cache(maxsize=64)
def _view(base: Sandbox, changes: tuple[RowChange, ...]) -> Sandbox:
    return changed_sandbox(base, changes)


def world_key(sandbox: Sandbox) -> str:
    """A short name of the world a sandbox shows ("" for an undisrupted one): search caches are kept per world."""
    changes = getattr(sandbox, "changes", ())
    return json.dumps([change.model_dump(mode="json") for change in changes], sort_keys=True) if changes else ""
