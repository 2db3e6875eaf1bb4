"""Cuisines no meal may serve: "No Chinese food, please", "avoid fast food places", "we're allergic to seafood".

Any of the data's fifteen cuisines (TravelPlanner's seven and Seafood, BBQ, Pizza, Fast Food, Cafe, Bakery,
Desserts, Tea). Not one of TravelPlanner's: a verdict reports ``avoid_cuisines`` only for a request that sets it.
Every restaurant of the plan, wherever it is (the origin city too), is labelled with none of them; a restaurant the
data does not know fails (fail closed). The searches, the expert and the solver keep only such restaurants (the
venue filter ``allows``).

How a request states it (``read``): a cuisine mention ruled out (``cuisine.mentions``: "no", "avoid", "anything
but", "we don't eat", "allergic to", a list taking its first item's polarity: "no Chinese or Mexican food"). One
taken back in a chat ("no more Italian") is neither wanted nor avoided; a whole request that never asked for it
rules it out (``query._nothing_to_take_back``), and "had enough of" one does (``cuisine._AVERSE``). A cuisine both wanted and ruled out is a
problem.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from himap_travel.domain.constraints import cuisine
from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans


def allows(row: Any, avoided: Iterable[str]) -> bool:
    return not cuisine.served(row) & set(avoided)


def check(ctx: CheckContext) -> Reasons:
    avoided = ctx.query.avoid_cuisines
    for number, meal, entry, row in ctx.meals_eaten():
        if row is None:
            yield f"avoid cuisines: day {number} {meal}: '{entry}' is not in the data, so its cuisines are unknown"
        elif not allows(row, avoided):
            yield f"avoid cuisines: day {number} {meal}: '{entry}' serves {', '.join(sorted(cuisine.served(row) & set(avoided)))}"


def unmet(facts: SolverFacts) -> str:
    avoided = facts.spec.local_constraint.avoid_cuisines
    return (f"too few restaurants in {facts.spec.dest} serve none of {', '.join(avoided)} "
            "for this trip's meals (each meal at a different restaurant)")


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> list[str] | None:
    """The cuisines the text rules out, first mentioned first; one also asked for is a problem."""
    said = cuisine.mentions(text, places)
    avoided = list(dict.fromkeys(m.name for m in said if m.avoided and not m.taken_back))
    both = [name for name in avoided if any(m.name == name and not m.avoided for m in said)]
    if both:
        problems.append(f"{', '.join(both)} food is both asked for and ruled out: say which")
        return None
    for name in avoided:  # "no seafood for lunch": kept at every meal, said
        meal = re.search(rf"\b{re.escape(name)}(?:\s+(?:food|places?|restaurants?))?\s+(?:for|at|with|during)\s+"
                         r"(?P<meal>breakfast|brunch|lunch|dinner|supper)s?\b", text, re.IGNORECASE)
        if meal is not None:
            food = name if name.lower().endswith("food") else f"{name} food"
            warnings.append(f"{meal.group(0)!r}: a cuisine ruled out is kept out of every meal, so no {food} at any meal "
                            f"(stricter than asked of {meal.group('meal').lower()} alone)")
    return avoided or None


CONSTRAINT = HardConstraint(
    key="avoid_cuisines", report_key="avoid_cuisines", row_key="avoid cuisines", label="cuisines to avoid", official=False,
    check=check, describe=lambda names: f"no {', '.join(names)}{'' if names[-1].lower().endswith('food') else ' food'}",  # "no Seafood"
    flex_sentence=lambda names: f"Please, no {' or '.join(names)} food.",
    instruction=lambda names: f"no meal may be at a restaurant serving any of: {', '.join(names)}",
    unmet=unmet, venue="restaurant", allows=allows, read=read,
    mention=r"(?:cuisines?\s+to\s+avoid|avoided\s+cuisines?|food\s+(?:ban|restriction)s?)",
    # A Literal of the tuple's values, made at run time: pydantic reads it (the form's enum), a type checker cannot.
    form_description="cuisines no meal may serve, if asked",
    search=("restaurant_search", "avoid_cuisines"),
    prompt="cuisines no meal may serve, any of the fifteen",
)
