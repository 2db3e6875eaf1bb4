"""A day's cost exactly as the budget check counts it (also what ``cost_enquiry`` reports).

The formulas live in ``evaluation.costs``; this module decides which database row
each entry is priced from: the first matching row (official: substring
match, flights by number on any route; strict: exact name, and the flight on
its route and date when there is one). Costs written in the plan are ignored.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from himap_travel.domain.evaluation import costs
from himap_travel.domain.evaluation.lookup import VenueIndex, venue_index
from himap_travel.domain.evaluation.models import CostItem, DayCost
from himap_travel.domain.evaluation.parsing import (
    MEALS,
    Scoring,
    Transport,
    is_filled,
    official_transport,
    strict_transport,
)
from himap_travel.domain.sandbox.index import Sandbox


def day_cost(day: Mapping[str, Any], people: int, sandbox: Sandbox, mode: Scoring = "official",
             date: str | None = None) -> DayCost:
    """The itemised cost of one plan day; ``date`` (strict mode) picks the flight row of that date."""
    return priced_day(day, people, venue_index(sandbox), mode == "strict", date)


def priced_day(day: Mapping[str, Any], people: int, index: VenueIndex, strict: bool, date: str | None) -> DayCost:
    items: list[CostItem] = []
    transport = day.get("transportation")
    if is_filled(transport) and isinstance(transport, str):
        item = _transport_item(transport, str(day.get("current_city") or ""), people, index, strict, date)
        if item is not None:
            items.append(item)
    for meal in MEALS:
        entry = day.get(meal)
        if is_filled(entry) and isinstance(entry, str):
            items.append(_meal_item(meal, entry, people, index, strict))
    entry = day.get("accommodation")
    if is_filled(entry) and isinstance(entry, str):
        items.append(_accommodation_item(entry, people, index, strict))
    return DayCost(items=items, total=sum(item.cost for item in items))


def _transport_item(text: str, current_city: str, people: int, index: VenueIndex, strict: bool,
                    date: str | None) -> CostItem | None:
    transport = strict_transport(text) if strict else official_transport(text, current_city)
    if strict and (transport.origin is None or transport.destination is None):
        transport = _with_day_route(transport, current_city)
    if transport.mode is None:
        return CostItem(kind="transport", name=text, cost=0.0, note="unknown transport mode: not priced") if strict else None
    if transport.origin is None or transport.destination is None:
        # Official: no "from A to B" in the text nor in current_city → nothing is counted.
        return CostItem(kind=transport.mode, name=text, cost=0.0, note="no 'from A to B' route: not priced")
    if transport.mode == "flight":
        return _flight_item(text, transport, people, index, strict, date)
    row = index.sandbox.distance(transport.origin, transport.destination)
    if row is None or not row.usable:
        # The official code would crash here; within_sandbox fails such a plan anyway.
        return CostItem(kind=transport.mode, name=text, cost=0.0,
                        note=f"no usable distance from {transport.origin} to {transport.destination}")
    km = row.km or 0.0
    cost = costs.self_driving_cost(km, people) if transport.mode == "self-driving" else costs.taxi_cost(km, people)
    return CostItem(kind=transport.mode, name=text, cost=float(cost))


def _with_day_route(transport: Transport, current_city: str) -> Transport:
    """Strict fallback for an unstructured entry: the route of the day's current_city."""
    fallback = official_transport(current_city, current_city)
    return Transport(transport.mode, fallback.origin, fallback.destination, transport.number)


def _flight_item(text: str, transport: Transport, people: int, index: VenueIndex, strict: bool,
                 date: str | None) -> CostItem:
    flight = None
    if strict:
        flight = index.flight_on_route(transport.number, transport.origin, transport.destination, date)
    if flight is None:
        # Official: the first row with that number, whatever its route.
        found = index.flights(transport.number)
        flight = found[0] if found else None
    if flight is None:
        return CostItem(kind="flight", name=text, cost=0.0, note=f"flight {transport.number!r} not found")
    # A flight row's Price is never empty in the data; a None would fail in flight_cost, as it always has.
    return CostItem(kind="flight", name=text, cost=float(costs.flight_cost(flight.price, people)))  # type: ignore[arg-type]


def _meal_item(meal: str, entry: str, people: int, index: VenueIndex, strict: bool) -> CostItem:
    row = index.first("restaurant", entry, strict)
    if row is None:
        return CostItem(kind=meal, name=entry, cost=0.0, note="restaurant not found")
    return CostItem(kind=meal, name=entry, cost=float(costs.meal_cost(row.average_cost, people)))


def _accommodation_item(entry: str, people: int, index: VenueIndex, strict: bool) -> CostItem:
    row = index.first("accommodation", entry, strict)
    if row is None:
        return CostItem(kind="accommodation", name=entry, cost=0.0, note="accommodation not found")
    cost = costs.accommodation_cost(row.price, row.maximum_occupancy, people)
    return CostItem(kind="accommodation", name=entry, cost=float(cost))
