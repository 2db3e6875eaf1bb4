"""A minimum rating of the stays: "we only want places rated 4 stars or more" (the data's "review rate number").

Not one of TravelPlanner's five: a verdict reports it (``min_stay_rating``) only for a request that sets it.
Every accommodation of the plan is rated at least the minimum; a listing with no review rate is not known to
meet it, so it fails (fail closed). Review rates are whole numbers from 1 to 5, so "rated above 3" is 4 or higher.

How a request states it (``read``, the shared ``ratings`` reader): "hotels rated 4 or higher", "a 4-star hotel",
"places rated 4 stars or more" (stars with no venue word rate the stays), "no lodging rated below 3". A maximum,
a rating with no number ("a highly rated hotel") or two minimums are problems.
"""

from __future__ import annotations

from typing import Any

from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans
from himap_travel.domain.constraints.ratings import RatedVenue, read_minimum

STAYS = RatedVenue(kind="lodging", noun="stay", example="e.g. 'hotels rated 4 stars or more'", step=1, lowest=1)


def allows(row: Any, minimum: float) -> bool:
    rating = getattr(row, "review_rate", None)
    return rating is not None and rating >= minimum


def check(ctx: CheckContext) -> Reasons:
    minimum = ctx.query.min_stay_rating
    for number, entry, row in ctx.accommodations():
        if not allows(row, minimum):
            rating = "not rated" if row.review_rate is None else f"rated {row.review_rate:g}"
            yield f"min stay rating: day {number}: '{entry}' is {rating}, below {minimum:g}"


def unmet(facts: SolverFacts) -> str:
    minimum = facts.spec.local_constraint.min_stay_rating
    return f"no lodging rated {minimum:g} or higher in {facts.spec.dest} fits this trip"


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> float | None:
    """The minimum rating of the stays asked for ("hotels rated 4 stars or more"), else None."""
    return read_minimum(text, STAYS, warnings, problems)


CONSTRAINT = HardConstraint(
    key="min_stay_rating", report_key="min_stay_rating", row_key="min stay rating", label="minimum stay rating", official=False,
    check=check, describe=lambda minimum: f"stays rated {minimum:g}+",
    flex_sentence=lambda minimum: f"We only stay at places rated {minimum:g} stars or more.",
    instruction=lambda minimum: f"every accommodation must be rated at least {minimum:g} (its review rate)",
    unmet=unmet, venue="accommodation", allows=allows, read=read,
    # a stay's stars said alone too ("forget the star thing"): with the restaurants' rating held as well, asked which
    mention=r"(?:hotel|stay|lodging|accommodation|room)s?\s+(?:ratings?|stars?)|stars?",
    form_description="every accommodation rated at least this (1-5), if asked",
    search=("accommodation_search", "min_rating"),
    prompt="the lowest accommodation rating, 1-5",
)
