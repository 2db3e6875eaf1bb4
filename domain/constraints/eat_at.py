"""Restaurants to eat at: "we want to eat at Pizza Hut", "we'd love to try Turquoise Villa".

Not one of TravelPlanner's: a verdict reports ``eat_at`` only for a request that sets it. The value holds the data's
names (``restaurant_names.resolve`` matches what the text says within the trip's cities: case, punctuation, "the",
small typos; a near miss is a problem with "did you mean", a restaurant only other cities have a problem naming
one). Some meal of the plan is at each, in any of the trip's cities (a chain counts wherever the trip eats at it).
The planners place one as a requested cuisine (``LocalConstraint.wanted_cuisines``, ``meal_serves``): the expert's
route and meals cover it, the solver eats there at least once (``TripModel``).

How a request states it (``read``): capitalised names after a wish to eat there ("eat at", "dine at", "dinner at",
"grab a bite at", "try"), a list taking them all ("eat at Pizza Hut and Dips"), or before a meal ("Pizza Hut for
dinner"). A name also ruled out is a problem.
A name wished for in a sight's words ("must visit Pizza Hut") is read here and by ``must_see``: ``resolve`` keeps it
when the restaurants table has it within the trip's cities and the attractions table does not.
"""

from __future__ import annotations

from himap_travel.domain.constraints import must_see, restaurant_names
from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans, TripPlaces


def eaten(ctx: CheckContext) -> list[str]:
    """The names of the restaurants the plan eats at (an entry the data does not know eats nowhere)."""
    names = []
    for unit in ctx.units:
        for meal in ctx.meals:
            entry = unit.get(meal)
            row = ctx.row("restaurant", entry) if ctx.filled(entry) else None
            if row is not None and row.name:
                names.append(row.name)
    return names


def check(ctx: CheckContext) -> Reasons:
    names = eaten(ctx)
    for wanted in ctx.query.eat_at:
        if not any(restaurant_names.same(wanted, name) for name in names):
            yield f"eat at: no meal of the plan is at '{wanted}'"


def unmet(facts: SolverFacts) -> str:
    wanted = facts.spec.local_constraint.eat_at
    return (f"no plan of this trip can eat at {' and '.join(map(repr, wanted))} "
            "(with every other rule kept, in the cities it stays in)")


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> list[str] | None:
    """The restaurants named as wished for, as written (``resolve`` matches them to the data); one also ruled out
    is a problem."""
    wanted = restaurant_names.wanted(text, places)
    out = restaurant_names.avoided(text, places)
    both = [name for name in wanted if any(restaurant_names.same(name, other) for other in out)]
    if both:
        problems.append(f"{', '.join(map(repr, both))}: both wished for and ruled out, say which")
        return None
    either = must_see.wanted_names(text, places)  # "must visit Pizza Hut": a sight's words, ``resolve`` lets the data decide
    return list(dict.fromkeys([*wanted, *either])) or None


def resolve(names: list[str], where: TripPlaces, warnings: list[str], problems: list[str]) -> list[str] | None:
    sights = where.local.must_see if where.local is not None else None
    restaurants = restaurant_names.wished_as(names, sights, where, "restaurant")
    return restaurant_names.resolve(restaurants, where, warnings, problems, "eat at")


CONSTRAINT = HardConstraint(
    key="eat_at", report_key="eat_at", row_key="eat at", label="restaurants to eat at", official=False,
    check=check, describe=lambda names: f"eat at {', '.join(names)}",
    flex_sentence=lambda names: f"We want to eat at {' and '.join(names)}.",
    instruction=lambda names: f"some meal must be at each of these restaurants: {', '.join(names)}",
    unmet=unmet, read=read, resolve=resolve,
    mention=r"(?:the\s+)?(?:named\s+restaurants?|restaurants?\s+to\s+(?:eat\s+at|include|try))",
    form_description="restaurants the traveller names as wanted, as written, if asked",
    prompt='restaurants named as wanted, as written: "we want to eat at Pizza Hut"',
)
