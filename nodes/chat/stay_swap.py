"""The stays made cheaper alone ("cut the hotel costs", "cheaper hotel pls", "swap the hotel for something cheaper"): each
stay of the plan put at a cheaper one of its city, every day's travel, meals and sights kept.

A re-plan for the lowest cost would cut meals and sights too, and may keep the very stay asked about (a stay the solver
finds cheapest for the whole trip). Here only the stays change: for each stay of the plan (the nights it covers), the
stays of its city costing the party less a night, the cheapest first, and the first whose plan still passes every
check (the budget, the rules, minimum nights, guests, the commonsense ones). The plan before comes back with "undo"
(``meal_swap.edited_plan``). When no stay can be cheaper, the reply says so and nothing changes. Only a plan that passes
every check is changed so (``understand``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

from himap_travel.domain.evaluation.costs import accommodation_cost
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.money import money
from himap_travel.nodes.chat.markdown import venue_name
from himap_travel.nodes.chat.meal_swap import edited_plan, plan_passes
from himap_travel.state.trip import TripSpec

_STAY = r"(?:hotels?|stays?|places?\s+to\s+stay|rooms?|accommodations?|lodging|airbnbs?|rentals?)"
_CHEAPER = r"(?:cheaper|less\s+expensive|more\s+affordable|lower[\s-]cost|less\s+pricey)"
ASKED = lazy_compile(
    rf"\b{_CHEAPER}\s+{_STAY}\b|\b(?:the\s+|our\s+)?{_STAY}\b[^.?!]{{0,30}}?\b(?:{_CHEAPER}|for\s+less)\b"
    rf"|\b(?:cut|lower|reduce|trim|slash|bring\s+down)\s+(?:the\s+|our\s+)?(?:hotel|stay|room|accommodation|lodging|airbnb)s?"
    r"\s+(?:costs?|prices?|bills?|spend(?:ing)?|budget)\b", re.IGNORECASE)
# a question about the stays as they are, or a comparison asked ("why not a cheaper hotel?", "is there a cheaper
# hotel than this one?" asks for one, and is read here)
_NOT_ASKED = lazy_compile(r"^\W*(?:why|how\s+come|what|which|would|was|were)\b|\b(?:no|not|don'?t|never)\s+(?:need\s+)?"
                          rf"(?:a\s+)?{_CHEAPER}\b"
                          # ... or the stays held against another part ("is the hotel cheaper than the food?": answered)
                          r"|\bthan\s+(?:the\s+|our\s+|all\s+the\s+)?(?:food|meals?|restaurants?|dining|eating|flights?|travel"
                          r"|driving|taxis?|gas)\b", re.IGNORECASE)
_MOST_TRIED = 40  # the cheapest stays tried against the whole plan's checks, per stay


def stays_asked_cheaper(text: str) -> bool:
    """Whether the message asks the stays alone to cost less."""
    return ASKED.search(text) is not None and _NOT_ASKED.search(text) is None


def stays_of(plan: list[dict[str, Any]]) -> dict[str, list[int]]:
    """Each stay of the plan ("Name, City") and the indexes of the days whose night it is."""
    nights: dict[str, list[int]] = {}
    for index, day in enumerate(plan):
        entry = str(day.get("accommodation") or "-").strip()
        if entry != "-":
            nights.setdefault(entry, []).append(index)
    return nights


def stays_cheaper(trip: dict[str, Any], state: Mapping[str, Any], sandbox: Any) -> dict[str, Any]:
    """The update: the plan with each stay that can be made cheaper so (said per stay), or the answer that none can."""
    plan = [dict(d) for d in state.get("plan") or []]
    said: list[str] = []
    for entry, days in stays_of(plan).items():
        found = next(cheaper_stays(entry, days, plan, trip, sandbox), None)
        if found is not None:
            option, plan, cost, new = found
            said.append(f"stay in {option.city}: {venue_name(entry)} ({money(cost)} a night) → {option.name} "
                        f"({money(new)} a night, {option.room_type}, rated {option.review_rate or 0:g})")
    if not said:
        return {"answer": "Your stays are already the cheapest that keep your rules, the minimum nights and the room "
                          "for your party, so nothing changed. Say \"make it cheaper\" to cut the whole trip's cost.",
                "problems": []}
    return edited_plan(trip, state, plan, "; ".join(said))


def cheaper_stays(entry: str, days: list[int], plan: list[dict[str, Any]], trip: dict[str, Any],
                  sandbox: Any, cheaper: bool = True) -> Iterator[tuple[Any, list[dict[str, Any]], float, float]]:
    """The stays of ``entry``'s city costing the party less a night than it, the cheapest first (with ``cheaper``
    False: every other stay of the city, the nearest in price first), each whose plan (the stay put on the nights
    ``days``) passes every check: the stay, that plan, the night's cost now and with it."""
    name, _, city = entry.rpartition(",")
    rows = list(sandbox.accommodations_in(city.strip()))
    now = next((a for a in rows if (a.name or "").strip() == name.strip()), None)  # (a data name may end in a space)
    if now is None:
        return
    people = int(trip.get("people_number") or 1)
    spec = TripSpec.from_trip(trip)
    cost = accommodation_cost(now.price or 0, now.maximum_occupancy or 1, people)
    others = [a for a in rows if a.name and a.name != now.name and a.price
              and (a.minimum_nights or 1) <= len(days)  # (the nights it covers: the data's minimum)
              and (not cheaper or accommodation_cost(a.price, a.maximum_occupancy or 1, people) < cost)]
    others.sort(key=lambda a: _gap(a, people, cost, cheaper))
    for option in others[:_MOST_TRIED]:
        edited = [dict(d) for d in plan]
        for index in days:
            edited[index]["accommodation"] = f"{option.name}, {city.strip()}"
        if plan_passes(spec, edited, sandbox):
            yield option, edited, cost, accommodation_cost(option.price or 0, option.maximum_occupancy or 1, people)


def _gap(stay: Any, people: int, cost: float, cheaper: bool) -> float:
    """A stay's place in the order tried: its night's cost for the party (the cheapest first), or how far that is from
    the stay it replaces (the nearest first)."""
    night = accommodation_cost(stay.price or 0, stay.maximum_occupancy or 1, people)
    return night if cheaper else abs(night - cost)
