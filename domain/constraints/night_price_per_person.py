"""A maximum price per person and night for a stay: "no more than $60 per person a night".

What a night costs each traveller: the listing's price × the units the party needs (ceil(people / its maximum
occupancy), as the evaluator prices a stay) ÷ the people. So a $150 room for two (occupancy 2) is $75 per person;
for three it takes two units, $100 per person. Not one of TravelPlanner's five: a verdict reports it
(``max_night_price_per_person``) only for a request that sets it. A listing with no price or occupancy fails (fail
closed). The filter needs the party's size (``party``): the searches (``max_price_per_person`` with ``people``), the
expert and the solver keep only such listings.

How a request states it (``read``): the nightly price statements of ``night_price`` that say "per person" ("a
head", "each") before or after the night: "nothing over $60 per person a night", "at most $50 a night each". The
amount's words (``claims``) are not read as a budget; a budget per person and night stays the budget reader's.
"""

from __future__ import annotations

import math
from typing import Any

from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans
from himap_travel.domain.constraints.night_price import ranges_said, read_maximum, statements
from himap_travel.domain.text.memo import per_text


def per_person(row: Any, people: int) -> float | None:
    """One night of the listing for each of ``people``: its price × the units they need ÷ people (None: unpriced)."""
    price, occupancy = getattr(row, "price", None), getattr(row, "maximum_occupancy", None)
    if price is None or not occupancy or occupancy <= 0 or people < 1:
        return None
    return float(price * math.ceil(people / occupancy) / people)  # the units as costs.rooms_needed counts them


def allows(row: Any, maximum: float, people: int) -> bool:
    share = per_person(row, people)
    return share is not None and share <= maximum + 1e-9


def check(ctx: CheckContext) -> Reasons:
    maximum, people = ctx.query.max_night_price_per_person, ctx.query.people
    for number, entry, row in ctx.accommodations():
        if not allows(row, maximum, people):
            share = per_person(row, people)
            said = "not priced" if share is None else f"${share:,.2f} a night per person"
            yield f"max night price per person: day {number}: '{entry}' is {said}, over ${maximum:,.0f}"


def unmet(facts: SolverFacts) -> str:
    maximum = facts.spec.local_constraint.max_night_price_per_person
    return (f"no lodging in {facts.spec.dest} at ${maximum:,.0f} a night or less per person "
            f"(for {facts.spec.people_number}) fits this trip")


@per_text
def claims(text: str) -> list[tuple[int, int]]:
    """The spans of the text this constraint reads (the budget reader skips them)."""
    return [(m.start(), m.end()) for m in statements(text, per_person=True)]


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> float | None:
    """The most one night of a stay may cost each traveller, else None (a range said is kept by its end, and said so)."""
    maximum = read_maximum(text, problems, per_person=True)
    if maximum is not None:
        warnings.extend(ranges_said(text, per_person=True))
    return maximum


CONSTRAINT = HardConstraint(
    key="max_night_price_per_person", report_key="max_night_price_per_person", row_key="max night price per person",
    label="maximum price per night (per person)", official=False, check=check,
    describe=lambda maximum: f"stays at most ${maximum:,.0f} a night per person",
    flex_sentence=lambda maximum: f"No more than ${maximum:,.0f} per person a night for the stay, please.",
    instruction=lambda maximum: (f"every accommodation must cost at most ${maximum:,.0f} a night per person "
                                 "(its price × the units the party needs ÷ the people)"),
    unmet=unmet, venue="accommodation", allows=allows, party=True, read=read, claims=claims,
    mention=r"(?:nightly\s+)?price\s+per\s+person|per[\s-]person\s+(?:price|cap|limit)",
    form_description="the most one night of a stay may cost each traveller, in dollars, if asked",
    search=("accommodation_search", "max_price_per_person"),
    prompt='the most one night of a stay may cost each traveller, dollars: "$60 per person a night"',
)
