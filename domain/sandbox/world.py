"""One model of what is available to a thread: the shared sandbox and the changes its disruptions made (``World``).

A disruption changes the world of one thread only: a flight cancelled, a
listing gone, a price up, a flight later, a restaurant closed on one date.
The searches, the day executors' ``finish``, the evaluator and the exact
solver must all see that same world, and no other run may see it. So the
world is a value, never a change to a shared object: ``World(base, changes)``
with the thread's ``RowChange`` records (the graph state's ``world``).

It answers two questions:

* **Is this venue or flight available on this date?** (``closure``,
  ``available``). A change without dates holds on every date; a removal with
  ``dates`` holds on those only: a restaurant closed on the 14th is open on
  the 15th. A flight's rows carry their own date, so a dated flight removal
  is applied to the rows of those dates.
* **What does a search see?** (``sandbox``, ``on``). A read-only view of the
  base sandbox with the changes applied: ``sandbox`` applies every change
  that holds on all dates (what a search without a date may offer; a venue
  closed on some dates stays, and ``finish``, the evaluator and the solver
  keep it off those dates), ``on(dates)`` also removes what is closed on
  those dates (an executor plans its day in ``on(day's date)``, a stay's
  listing is chosen in ``on(its nights)``). Only the touched cities and
  routes are copied; the views are cached by their changes and dates, so
  every node of a run shares one, and the base sandbox is never written.
  The searches build a view's index from the base's on first use
  (``tools.search_index``: ``touched`` and ``routes`` say what differs).

Every view knows its world (``world_in``), so a consumer handed a sandbox
asks it what is closed on a date rather than being told separately.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.domain.sandbox.names import canonical
from himap_travel.state.world import Element, RowChange

_VENUE_TABLES = {"accommodation": "_accommodations", "restaurant": "_restaurants", "attraction": "_attractions"}


def matches(element: Element, row: Any) -> bool:
    """Whether a sandbox row is the element: a flight by number, a venue by city and name (strict matching)."""
    if element.kind == "flight":
        return bool(row.flight_number == element.name)
    return row.city == element.city and canonical(row.name or "") == canonical(element.name)


@dataclass(frozen=True)
class World:
    """The world one thread plans in: the shared ``base`` sandbox and the ``changes`` of the thread's disruptions."""

    base: Sandbox
    changes: tuple[RowChange, ...] = ()

    @classmethod
    def of(cls, base: Sandbox, changes: Iterable[RowChange | Mapping[str, Any]] | None = None) -> World:
        """``base``'s world with ``changes`` added (``RowChange`` values or their JSON: a chat thread's state).

        ``base`` may itself be a view (a caller handed a disrupted sandbox): its changes come first.
        """
        found = world_in(base)
        added = tuple(c if isinstance(c, RowChange) else RowChange.model_validate(c) for c in changes or ())
        return cls(found.base, (*found.changes, *added))

    @property
    def sandbox(self) -> Sandbox:
        """The view a search without a date reads: every change that holds on all dates applied (the base when none)."""
        return self.on()

    def on(self, *dates: str | None) -> Sandbox:
        """The view of these dates: besides ``sandbox``'s changes, what is closed on any of ``dates`` is gone.

        A date with no closure gives the same view as ``sandbox`` (the same object: one search cache).
        """
        closed = frozenset(d for d in dates if d is not None and any(d in c.dates for c in self._dated_venues))
        return _view(self.base, self.changes, closed) if self.changes else self.base

    def closure(self, element: Element, day: str | None, dated_only: bool = False) -> RowChange | None:
        """The change that makes ``element`` unavailable on ``day`` (None: it is not closed then).

        ``day`` None (a date the caller does not know) counts a dated closure as holding: fail closed.
        ``dated_only``: only a closure on some dates (one on every date has taken the rows out of every view already).
        """
        found = self.dated_closures() if dated_only else self.changes
        return next((c for c in found if c.removed and c.holds_on(day) and same_element(c.element, element)), None)

    def available(self, element: Element, day: str | None) -> bool:
        """Whether the sandbox has ``element`` (a flight: on ``day``) and no change makes it unavailable on ``day``."""
        if self.closure(element, day) is not None:
            return False
        if element.kind == "flight":
            return any(day is None or row.flight_date == day for row in self.sandbox.flights_by_number.get(element.name, ()))
        return any(matches(element, row) for row in getattr(self.sandbox, _VENUE_TABLES[element.kind]).get(element.city, ()))

    def dated_closures(self) -> tuple[RowChange, ...]:
        """The removals that hold on some dates only (none in a world without dated disruptions)."""
        return tuple(c for c in self.changes if c.removed and c.dates)

    @property
    def key(self) -> str:
        """A short name of the world ("" for the undisrupted one): search caches are kept per world."""
        return json.dumps([c.model_dump(mode="json") for c in self.changes], sort_keys=True) if self.changes else ""

    @property
    def _dated_venues(self) -> tuple[RowChange, ...]:
        return tuple(c for c in self.dated_closures() if c.element.kind != "flight")


def same_element(a: Element, b: Element) -> bool:
    """The same sandbox element (names compared as the strict scorer compares them)."""
    return a.kind == b.kind and a.city == b.city and canonical(a.name) == canonical(b.name)


def world_in(sandbox: Sandbox) -> World:
    """The world a sandbox shows: a view's own, or an undisrupted sandbox's (no changes)."""
    return getattr(sandbox, "world", None) or World(sandbox)


def world_of(base: Sandbox, world: Iterable[RowChange | Mapping[str, Any]] | None) -> Sandbox:
    """The sandbox as a thread's disruptions left it: ``base`` with ``world``'s changes (``base`` itself for none).

    The same changes on the same base give the same view object.
    """
    return World.of(base, world).sandbox


def world_key(sandbox: Sandbox) -> str:
    """A short name of the world a sandbox shows, and of the dates it is a view of: search caches are kept per view."""
    dates = getattr(sandbox, "dates", ())
    return world_in(sandbox).key + (f"@{','.join(sorted(dates))}" if dates else "")


# --- the views ------------------------------------------------------------------------------


class _Overlay(Mapping[Any, Any]):
    """A read-only mapping: ``overrides`` first, then ``base`` (a copy of a 100,000-key dict costs more than a repair)."""

    def __init__(self, base: Mapping[Any, Any], overrides: dict[Any, Any]) -> None:
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

    def __iter__(self) -> Iterator[Any]:
        yield from self.overrides
        yield from (key for key in self.base if key not in self.overrides)

    def __len__(self) -> int:
        return len(self.base) + sum(1 for key in self.overrides if key not in self.base)


def _applies(change: RowChange, row: Any) -> bool:
    """Whether ``change`` changes ``row``: a dated flight removal only the rows of its dates (flight rows carry one).

    A venue's row has no date: the view chooses which of its dated closures hold (those of the view's dates).
    """
    if not matches(change.element, row):
        return False
    return not change.dates or change.element.kind != "flight" or row.flight_date in change.dates


def _changed(rows: tuple[Any, ...] | list[Any], changes: list[RowChange]) -> tuple[Any, ...]:
    kept = []
    for row in rows:
        for change in changes:
            if row is not None and _applies(change, row):
                row = change.apply(row)
        if row is not None:
            kept.append(row)
    return tuple(kept)


@lru_cache(maxsize=64)
def _view(base: Sandbox, changes: tuple[RowChange, ...], dates: frozenset[str]) -> Sandbox:
    """``base`` with ``changes`` applied as they hold on ``dates`` (none: the changes that hold on every date)."""
    view = object.__new__(Sandbox)
    view.__dict__.update(base.__dict__)
    touched: dict[str, set[str]] = {}
    for kind, table in _VENUE_TABLES.items():
        mine = [c for c in changes if c.element.kind == kind and (not c.dates or dates.intersection(c.dates))]
        cities = {c.element.city for c in mine}
        if kind == "accommodation":  # the evaluator also reads incomplete listings
            view._all_accommodations = _Overlay(base._all_accommodations, {
                city: _changed(base._all_accommodations.get(city, ()), mine) for city in cities})
        setattr(view, table, _Overlay(getattr(base, table), {city: _changed(getattr(base, table).get(city, ()), mine) for city in cities}))
        touched[table.lstrip("_")] = cities
    flights = [c for c in changes if c.element.kind == "flight"]
    numbers = {c.element.name for c in flights}
    routes = {(f.origin, f.destination, f.flight_date) for number in numbers for f in base.flights_by_number.get(number, ())}
    view.flights_by_number = _Overlay(base.flights_by_number, {
        number: _changed(base.flights_by_number.get(number, ()), flights) for number in numbers})
    view._flights_by_route = _Overlay(base._flights_by_route, {
        route: list(_changed(base._flights_by_route.get(route, ()), flights)) for route in routes})
    # A view's own attributes, beyond a Sandbox's (world_in and the search index read them with getattr).
    view.base, view.changes, view.dates = base, changes, dates  # type: ignore[attr-defined]
    view.world = World(base, changes)  # type: ignore[attr-defined]
    view.touched, view.routes = touched, routes  # type: ignore[attr-defined]
    return view
