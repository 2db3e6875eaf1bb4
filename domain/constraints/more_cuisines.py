"""Cuisines of the data beyond TravelPlanner's seven, to be served: "we'd love some seafood", "BBQ and pizza".

The restaurants table labels restaurants with fifteen cuisines; TravelPlanner's queries name seven (the official
``cuisine``, its meaning and check unchanged). The other eight (Seafood, BBQ, Pizza, Fast Food, Cafe, Bakery,
Desserts, Tea) are ours: not one of TravelPlanner's, so a verdict reports ``more_cuisines`` only for a request
that sets it. Each is served at some meal outside the origin city, checked as the strict mode checks ``cuisine``
(as sets, an origin meal skipped alone) in both modes. The planners place them as they place the seven
(``LocalConstraint.wanted_cuisines``).

How a request states it (``read``): the shared cuisine mentions (``cuisine.mentions``), not ruled out.
"""

from __future__ import annotations

from himap_travel.domain.constraints import cuisine
from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans
from himap_travel.state.trip import MORE_CUISINES


def check(ctx: CheckContext) -> Reasons:
    wanted = ctx.query.more_cuisines
    found = cuisine.served_away(ctx, wanted)
    missing = [c for c in wanted if c not in found]
    if missing:
        yield f"more cuisines: no meal outside {ctx.query.org} serves {', '.join(missing)}"


def unmet(facts: SolverFacts) -> str:
    return cuisine.unmet_wanted(facts, facts.spec.local_constraint.more_cuisines or [])


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> list[str] | None:
    """The data's other cuisines the text asks to be served, first mentioned first."""
    return cuisine.wanted(text, places, MORE_CUISINES)


CONSTRAINT = HardConstraint(
    key="more_cuisines", report_key="more_cuisines", row_key="more cuisines", label="more cuisines", official=False,
    check=check, describe=lambda names: f"also serve: {', '.join(names)}",
    flex_sentence=lambda names: f"We'd also love to eat {', '.join(names)} somewhere on the trip.",
    instruction=lambda names: f"the trip's meals must also include each of: {', '.join(names)}",
    unmet=unmet, read=read,
    mention=r"(?:other|extra|more)\s+cuisines?|(?:the\s+)?food",  # the chat's "forget the food preferences"
    # A Literal of the tuple's values, made at run time: pydantic reads it (the form's enum), a type checker cannot.
    form_description="the data's other cuisines some meal must serve, if asked",
    prompt=f"cuisines to serve among {', '.join(MORE_CUISINES)}",
)
