"""A minimum restaurant rating (Flex-TravelPlanner's rating constraint): "we only eat at restaurants rated 4 or higher".

Not one of TravelPlanner's five: a verdict reports it (``min_rating``) only for a request that sets it.
Every restaurant the plan eats at, in any city, is rated at least the minimum; a restaurant whose row
has no rating is not known to meet it, so it fails (fail closed).
"""

from __future__ import annotations

from himap_travel.domain.constraints.base import HardConstraint, Reasons


def allows(row, minimum: float) -> bool:
    rating = getattr(row, "rating", None)
    return rating is not None and rating >= minimum


def check(ctx) -> Reasons:
    minimum = ctx.query.min_rating
    for number, unit in enumerate(ctx.units, 1):
        for meal in ctx.meals:
            entry = unit.get(meal)
            if not ctx.filled(entry):
                continue
            row = ctx.row("restaurant", entry)
            if row is not None and not allows(row, minimum):
                rating = "no rating" if row.rating is None else f"rated {row.rating:g}"
                yield f"min rating: day {number} {meal}: '{entry}' is {rating}, below {minimum:g}"


def unmet(facts) -> str:
    minimum = facts.spec.local_constraint.min_rating
    return f"not enough restaurants rated {minimum:g} or higher in {facts.spec.dest} for every meal of this trip"


CONSTRAINT = HardConstraint(
    key="min_rating", report_key="min_rating", row_key="min rating", label="minimum restaurant rating", official=False,
    check=check, describe=lambda minimum: f"restaurants rated {minimum:g}+",
    flex_sentence=lambda minimum: f"We only eat at restaurants rated {minimum:g} or higher.",
    instruction=lambda minimum: f"every restaurant must be rated at least {minimum:g}",
    unmet=unmet, venue="restaurant", allows=allows, mention=r"(?:minimum\s+)?ratings?|rated|stars?",
)
