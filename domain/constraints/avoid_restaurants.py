"""Restaurants to avoid: "we don't want to eat at Domino's Pizza", "not Pizza Hut again".

Not one of TravelPlanner's: a verdict reports ``avoid_restaurants`` only for a request that sets it. The value holds
the data's names (``restaurant_names.resolve``, as for ``eat_at``). No meal of the plan is at one of them, wherever
(a chain is avoided in every city); a restaurant the data does not know fails (fail closed). The searches, the expert
and the solver keep only other restaurants (the venue filter ``allows``).

How a request states it (``read``): capitalised names after a wish not to eat there ("don't want to eat at", "never
dine at", "avoid", "skip", "no dinner at"), or "not X again".
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from himap_travel.domain.constraints import avoid_sights, restaurant_names
from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans, TripPlaces


def allows(row: Any, avoided: Iterable[str]) -> bool:
    name = getattr(row, "name", None)
    if not name:
        return False
    return not any(restaurant_names.same(name, other) for other in avoided)


def check(ctx: CheckContext) -> Reasons:
    avoided = ctx.query.avoid_restaurants
    for number, meal, entry, row in ctx.meals_eaten():
        if row is None:
            yield f"avoid restaurants: day {number} {meal}: '{entry}' is not in the data"
        elif not allows(row, avoided):
            yield f"avoid restaurants: day {number} {meal}: '{entry}' is ruled out"


def unmet(facts: SolverFacts) -> str:
    avoided = facts.spec.local_constraint.avoid_restaurants
    return (f"too few restaurants in {facts.spec.dest} are left without {', '.join(map(repr, avoided))} "
            "for this trip's meals (each meal at a different restaurant)")


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> list[str] | None:
    """The restaurants the text rules out, as written (``resolve`` matches them to the data); a name ruled out in
    words that fit a sight as well ("avoid Pizza Hut", "skip Dips") is read here and as a sight, and ``resolve``
    lets the data decide."""
    either = [n.text for n in avoid_sights.ruled_out(text, places) if not n.place and not n.food]
    return list(dict.fromkeys([*restaurant_names.avoided(text, places), *either])) or None


def resolve(names: list[str], where: TripPlaces, warnings: list[str], problems: list[str]) -> list[str] | None:
    sights = where.local.avoid_sights if where.local is not None else None
    names = restaurant_names.decided(names, sights, where, "restaurant", warnings)
    return restaurant_names.resolve(names, where, warnings, problems, "avoid restaurants", ruling_out=True)


CONSTRAINT = HardConstraint(
    key="avoid_restaurants", report_key="avoid_restaurants", row_key="avoid restaurants", label="restaurants to avoid",
    official=False, check=check, describe=lambda names: f"not at {', '.join(names)}",
    flex_sentence=lambda names: f"We don't want to eat at {' or '.join(names)}.",
    instruction=lambda names: f"no meal may be at any of these restaurants: {', '.join(names)}",
    unmet=unmet, venue="restaurant", allows=allows, read=read, resolve=resolve,
    mention=r"(?:restaurants?\s+to\s+avoid|avoided\s+restaurants?|restaurant\s+bans?)",
    form_description="restaurants no meal may be at, as written, if asked",
    search=("restaurant_search", "avoid_restaurants"),
    prompt='restaurants named as not wanted, as written: "not Domino\'s Pizza again"',
)
