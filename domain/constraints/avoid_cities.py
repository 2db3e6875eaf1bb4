"""Cities a multi-city trip must not visit: "skip Dallas", "we'd rather avoid Houston", "anywhere but Austin".

Not one of TravelPlanner's: a verdict reports ``avoid_cities`` only for a request that sets it. No day of the plan
is spent in, or travels through, one of them; the expert and the solver leave them out of the route. A one-city
trip keeps it at once unless it is the destination (a contradiction the place reader refuses).

How a request states it (``read``): a place name of the text ruled out ("skip", "avoid", "not", "except", "rather
than", "we don't want to go to", ...: ``avoid_sights.AVOID_CUE``).
"""

from __future__ import annotations

from himap_travel.domain.constraints import city_matching, name_keys
from himap_travel.domain.constraints.avoid_sights import ruled_out
from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans, TripPlaces


def check(ctx: CheckContext) -> Reasons:
    avoided = {name_keys.normal(c) for c in ctx.query.avoid_cities}
    for number, unit in enumerate(ctx.units, 1):
        for city in ctx.day_city_names(unit):
            if name_keys.normal(city) in avoided:
                yield f"avoid cities: day {number} is in {city}"


def unmet(facts: SolverFacts) -> str:
    avoided = facts.spec.local_constraint.avoid_cities
    return (f"without {', '.join(avoided)}, {facts.spec.dest} has {len(facts.cities)} cities with lodging, restaurants and "
            f"sights for this request ({', '.join(facts.cities) or 'none'}), too few for a route of "
            f"{facts.spec.visiting_city_number} with transport")


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> list[str] | None:
    return list(dict.fromkeys(n.text for n in ruled_out(text, places) if n.place)) or None


def resolve(names: list[str], where: TripPlaces, warnings: list[str], problems: list[str]) -> list[str] | None:
    """The data's cities ruled out; a state or the origin rules out no city of the trip (dropped)."""
    found = []
    for said in names or ():
        city = city_matching.city_named(said, where.sandbox)
        if city is not None and not city_matching.trip_end(said, city, where):
            found.append(city)
    return list(dict.fromkeys(found)) or None


CONSTRAINT = HardConstraint(
    key="avoid_cities", report_key="avoid_cities", row_key="avoid cities", label="cities to avoid", official=False,
    check=check, describe=lambda names: f"not {', '.join(names)}",
    flex_sentence=lambda names: f"Please skip {' and '.join(names)}.",
    instruction=lambda names: f"the route must not include any of: {', '.join(names)}",
    unmet=unmet, read=read, resolve=resolve,
    mention=r"(?:the\s+)?cities\s+to\s+(?:avoid|skip)|avoided\s+cities",
    form_description="cities the route must not include, if asked",
    prompt='cities the route must not include: "skip Dallas"',
)
