"""Why the plan takes the flights it takes ("why not the cheaper flight?", "why that flight?"): each flight of the plan
with its price and times, beside the cheaper flights of that day on the same route, each with what rules it out.

A list of the plan's flights answered the question before (issue 39: a question is answered, a no has its reason): the
person asked about the flights the plan did not take. A cheaper flight is ruled out by a flight-time rule of the trip
when its times break it; otherwise the plan favoured another flight for the trip as a whole (the planner looks for the
best trip within the budget, not the cheapest), and "make it cheaper" is offered.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.evaluation.parsing import strict_transport
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.money import money
from himap_travel.nodes.chat.markdown import travel_words

# "why not the cheaper flight?", "why that flight", "why such an early flight": a why asked of the flights
ASKED = lazy_compile(r"\bwhy\b(?=.*\b(?:flights?|fly|flying|plane|airline)\b)", re.IGNORECASE)


def why_flights(plan: list[dict[str, Any]], trip: dict[str, Any], sandbox: Any) -> str | None:
    """The answer (the module's note), or None when the plan takes no flight."""
    legs = [(day, strict_transport(str(day.get("transportation") or ""))) for day in plan]
    flown = [(day, leg) for day, leg in legs if leg.mode == "flight" and leg.number]
    if not flown:
        return None
    windows = ((trip.get("local_constraint") or {}).get("flight times")) or []
    lines = [_leg_line(day, leg, trip, windows, sandbox) for day, leg in flown]
    lead = ("The plan already takes the cheapest flight of each day:" if all(_CHEAPEST in line for line in lines)
            else "Each flight of the plan, with the cheaper ones that day and what rules them out:")
    return "\n".join([lead, *lines])


_CHEAPEST = "the cheapest flight that day"


def _leg_line(day: dict[str, Any], leg: Any, trip: dict[str, Any], windows: list[dict[str, Any]], sandbox: Any) -> str:
    """One flight of the plan against the cheaper ones of its day and route."""
    number = int(day.get("days") or 1)
    date = (trip.get("date") or [None] * number)[number - 1]
    flights = sandbox.flights(leg.origin, leg.destination, date) if date else []
    taken = next((f for f in flights if f.flight_number == leg.number), None)
    if taken is None:  # a flight the data no longer lists: as the plan shows it, times and all
        return f"- Day {number}: {travel_words(day.get('transportation'))}."
    head = (f"- Day {number}: {taken.flight_number} from {taken.origin} to {taken.destination}, {money(taken.price or 0)}"
            f" a seat, leaving {taken.dep_time}, arriving {taken.arr_time}")
    cheaper = sorted((f for f in flights if (f.price or 0) < (taken.price or 0)), key=lambda f: f.price or 0)
    if not cheaper:
        return f"{head}: {_CHEAPEST}."
    said = [f"{f.flight_number} at {money(f.price or 0)} (leaving {f.dep_time}): {_ruled_out(f, windows, number)}"
            for f in cheaper[:3]]
    return f"{head}. Cheaper that day: " + "; ".join(said) + "."


def _ruled_out(flight: Any, windows: list[dict[str, Any]], day: int) -> str:
    """What keeps a cheaper flight out of the plan: a flight-time rule it breaks, or the plan as a whole."""
    for window in windows:
        if not _applies(window, day):
            continue
        if window.get("depart_from") and str(flight.dep_time) < window["depart_from"]:
            return f"it leaves before {window['depart_from']}, which your rule rules out"
        if window.get("depart_until") and str(flight.dep_time) > window["depart_until"]:
            return f"it leaves after {window['depart_until']}, which your rule rules out"
        if window.get("arrive_until") and str(flight.arr_time) > window["arrive_until"]:
            return f"it lands after {window['arrive_until']}, which your rule rules out"
        if window.get("arrive_from") and str(flight.arr_time) < window["arrive_from"]:
            return f"it lands before {window['arrive_from']}, which your rule rules out"
    return "no rule of yours rules it out; I plan the best trip within your budget, not the cheapest (say \"make it " \
           "cheaper\" for the lowest cost)"


def _applies(window: dict[str, Any], day: int) -> bool:
    """Whether a flight-time window holds on the flight of day ``day`` (every flight, the outbound one of day 1, the
    return of a later day, or that day's own)."""
    leg = window.get("leg")
    return leg in (None, "every") or str(leg) == str(day) or (leg == "outbound") == (day == 1) and leg in (
        "outbound", "return")


__all__ = ["ASKED", "why_flights"]
