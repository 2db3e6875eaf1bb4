"""A minimum restaurant rating (Flex-TravelPlanner's rating constraint): "we only eat at restaurants rated 4 or higher".

Not one of TravelPlanner's five: a verdict reports it (``min_rating``) only for a request that sets it.
Every restaurant the plan eats at, in any city, is rated at least the minimum; a restaurant whose row
has no rating is not known to meet it, so it fails (fail closed).

How a request states it (``read``): "restaurants rated 4 or higher", "a rating of at least 4.5", "4-star
restaurants", "no restaurant rated below 4"; "rated above 4" is 4.1 or higher (ratings have one decimal). A
maximum, a rating with no number ("highly rated restaurants") or two minimums are problems; a rating of the stays
("hotels rated 4 stars or more") is ``min_stay_rating``'s.
"""

from __future__ import annotations

from typing import Any

from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans
from himap_travel.domain.constraints.ratings import RatedVenue, read_minimum


def allows(row: Any, minimum: float) -> bool:
    rating = getattr(row, "rating", None)
    return rating is not None and rating >= minimum


def check(ctx: CheckContext) -> Reasons:
    minimum = ctx.query.min_rating
    for number, meal, entry, row in ctx.meals_eaten():
        if row is not None and not allows(row, minimum):
            rating = "no rating" if row.rating is None else f"rated {row.rating:g}"
            yield f"min rating: day {number} {meal}: '{entry}' is {rating}, below {minimum:g}"


def unmet(facts: SolverFacts) -> str:
    minimum = facts.spec.local_constraint.min_rating
    return f"not enough restaurants rated {minimum:g} or higher in {facts.spec.dest} for every meal of this trip"


# How a request states it: the shared rating reader (``ratings``), for the mentions that rate restaurants.
RESTAURANTS = RatedVenue(kind="food", noun="restaurant", example="e.g. 'restaurants rated 4 or higher'", step=0.1, lowest=0)


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> float | None:
    """The minimum restaurant rating asked for ("we only eat at restaurants rated 4 or higher"), else None.

    Restaurant ratings run 0-5 with one decimal; a strict bound ("rated above 4") is 4.1. A rating of the stays is
    ``min_stay_rating``'s; what no plan could be checked against is a problem (``ratings.read_minimum``).
    """
    return read_minimum(text, RESTAURANTS, warnings, problems)


CONSTRAINT = HardConstraint(
    key="min_rating", report_key="min_rating", row_key="min rating", label="minimum restaurant rating", official=False,
    check=check, describe=lambda minimum: f"restaurants rated {minimum:g}+",
    flex_sentence=lambda minimum: f"We only eat at restaurants rated {minimum:g} or higher.",
    instruction=lambda minimum: f"every restaurant must be rated at least {minimum:g}",
    unmet=unmet, venue="restaurant", allows=allows, read=read,
    mention=r"(?<!hotel\s)(?<!stay\s)(?:minimum\s+)?ratings?|rated|(?<!hotel\s)stars?",
    form_description="every restaurant rated at least this, if asked",
    search=("restaurant_search", "min_rating"),
    prompt="the lowest restaurant rating, 0-5, when the request sets one",
)
