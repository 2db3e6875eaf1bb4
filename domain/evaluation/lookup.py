"""Venue and flight look-ups with both matching rules, memoised per sandbox.

Official rule: a row of the entry's city (exact equality) whose name contains
the entry's name as a case-sensitive substring; "the first matching row" is
the first such row in source order. Strict rule: the canonical name
(case- and whitespace-insensitive) equals the row's canonical name.

A plan names the same venues again and again, and a batch of plans shares
most of them, so each (kind, city, name, rule) answer is computed once.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any, Literal

from himap_travel.domain.evaluation.parsing import MEMO_MAX_CHARS, canonical, name_city
from himap_travel.domain.sandbox.index import Flight, Sandbox
from himap_travel.domain.sandbox.world import world_in
from himap_travel.state.world import Element, RowChange

VenueKind = Literal["restaurant", "attraction", "accommodation"]

_MAX_MEMO = 200_000
_INDEXES: weakref.WeakKeyDictionary[Sandbox, VenueIndex] = weakref.WeakKeyDictionary()


class VenueIndex:
    """Memoised matches of one sandbox."""

    def __init__(self, sandbox: Sandbox) -> None:
        self.sandbox = sandbox
        self._tables: dict[str, Callable[[str], tuple[Any, ...]]] = {

            "restaurant": sandbox.restaurants_in,
            "attraction": sandbox.attractions_in,
            "accommodation": sandbox.accommodations_in,
        }
        self._matches: dict[tuple[str, str, str, bool], tuple[Any, ...]] = {}
        self._canonical: dict[tuple[str, str], dict[str, tuple[Any, ...]]] = {}

    def rows(self, kind: VenueKind, name: str, city: str, strict: bool) -> tuple[Any, ...]:
        """All complete rows that the name matches in that city, in source order."""
        if not self._tables[kind](city):  # not a sandbox city: nothing matches (and nothing is memoised)
            return ()
        key = (kind, city, name, strict)
        found = self._matches.get(key)
        if found is None:
            found = self._exact(kind, city).get(canonical(name), ()) if strict else self._substring(kind, city, name)
            if len(name) > MEMO_MAX_CHARS:  # a long odd entry is answered, not kept
                return found
            if len(self._matches) >= _MAX_MEMO:  # bound memory on long runs of odd entries
                self._matches.clear()
            self._matches[key] = found
        return found

    def entry_rows(self, kind: VenueKind, entry: str, strict: bool) -> tuple[Any, ...]:
        """The rows matching a "Name, City" entry."""
        name, city = name_city(entry)
        return self.rows(kind, name, city, strict)

    def first(self, kind: VenueKind, entry: str, strict: bool) -> Any:
        """The first matching row of an entry (the row prices and rules come from), or None."""
        found = self.entry_rows(kind, entry, strict)
        return found[0] if found else None

    def closure(self, kind: VenueKind, entry: str, strict: bool, day: str | None) -> RowChange | None:
        """The disruption that closes an entry's venue on ``day`` in the world this sandbox shows, or None.

        A closure on every date has taken the venue's rows out of the view
        already; one on some dates leaves them (the venue is open on the
        others), so it is asked here: the venue as the entry names it, and the
        row this mode reads the entry as, must both be open on ``day``.
        """
        world = world_in(self.sandbox)
        if not world.dated_closures():
            return None
        row = self.first(kind, entry, strict)
        named = [name_city(entry), *([(row.name, row.city)] if row is not None else [])]
        return next((found for name, city in named
                     if (found := world.closure(Element(kind=kind, name=name, city=city), day, dated_only=True))), None)

    def _substring(self, kind: VenueKind, city: str, name: str) -> tuple[Any, ...]:
        return tuple(row for row in self._tables[kind](city) if name in row.name)

    def _exact(self, kind: VenueKind, city: str) -> dict[str, tuple[Any, ...]]:
        table = self._canonical.get((kind, city))
        if table is None:
            grouped: dict[str, list[Any]] = {}
            for row in self._tables[kind](city):
                grouped.setdefault(canonical(row.name), []).append(row)
            table = {name: tuple(rows) for name, rows in grouped.items()}
            self._canonical[(kind, city)] = table
        return table

    # --- flights ------------------------------------------------------------------------

    def flights(self, number: str | None) -> tuple[Flight, ...]:
        """Complete rows with that flight number (any route, any date), source order."""
        if number is None:
            return ()
        return self.sandbox.flights_by_number.get(number, ())

    def flight_on_route(self, number: str | None, origin: str | None, destination: str | None,
                        date: str | None = None) -> Flight | None:
        """The first row of that number on that route (and that date, when given)."""
        for flight in self.flights(number):
            if flight.origin == origin and flight.destination == destination and (date is None or flight.flight_date == date):
                return flight
        return None


def venue_index(sandbox: Sandbox) -> VenueIndex:
    """The shared index of a sandbox (created on first use, dropped with the sandbox)."""
    index = _INDEXES.get(sandbox)
    if index is None:
        index = VenueIndex(sandbox)
        _INDEXES[sandbox] = index
    return index
