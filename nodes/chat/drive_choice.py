"""Why the plan goes by road ("why are we driving", "why no flights?", "how come we're not flying"): each leg driven or
taken by taxi, beside the flights the data has that day, priced for the party, with the reason the plan did not fly.

The reasons are the data's and the rules': a rule that bans flying, no flight between the cities that day, driving
being the cheaper way, or (a flight being cheaper on one leg) that a trip driving its own car on one leg must drive
every leg, when another leg has no flight. The costs are the evaluator's (``domain/evaluation/costs.py``).
"""

from __future__ import annotations

import re
from datetime import date as Date
from datetime import timedelta
from typing import Any

from himap_travel.domain.evaluation.costs import flight_cost, self_driving_cost, taxi_cost
from himap_travel.domain.evaluation.parsing import strict_transport
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.money import money
from himap_travel.nodes.chat.change_lines import dates_in_words

# "why are we driving", "why no flights?", "how come we aren't flying", "why not fly", "why the car"
ASKED = lazy_compile(r"\b(?:why|how\s+come)\b(?=.*\b(?:driv\w*|car|road|taxis?|cab|flights?|fly|flying|plane)\b)", re.IGNORECASE)


def why_driving(plan: list[dict[str, Any]], trip: dict[str, Any], sandbox: Any) -> str | None:
    """The answer (the module's note), or None when the plan has no leg by road."""
    legs = [(day, strict_transport(str(day.get("transportation") or ""))) for day in plan]
    ground = [(day, leg) for day, leg in legs if leg.mode in ("self-driving", "taxi") and leg.origin and leg.destination]
    if not ground:
        return None
    people = int(trip.get("people_number") or 1)
    banned = str((trip.get("local_constraint") or {}).get("transportation") or "")
    fares = {id(day): _cheapest_fare(day, leg, trip, sandbox) for day, leg in ground}
    grounded = any(fare is None for fare in fares.values())  # a leg with no flight: an own car must drive every leg
    lines = [_leg_line(day, leg, people, fares[id(day)], banned, grounded, sandbox) for day, leg in ground]
    return "\n".join(["Why the plan goes by road, leg by leg (costs for your party, from the data):", *lines])


# Two ways of travelling held against each other ("is a taxi cheaper than driving ourselves?", "which is quicker, driving
# or a taxi?", "which is cheaper, flying or driving?"): each way priced and timed per leg, nothing changed
_WAYS = {"drive": r"driv\w*|(?:our\s+|own\s+)?car", "taxi": r"taxis?|cabs?|ubers?", "fly": r"fly\w*|flights?|planes?"}
_COMPARED = lazy_compile(r"\b(?:cheaper|pricier|costlier|quicker|faster|slower|shorter|longer|more\s+expensive|less\s+expensive"
                         r"|than|vs\.?|versus)\b", re.IGNORECASE)  # ("are we driving or flying?" asks the plan's own way)


# ... or the other ways asked for one said ("what can we do instead of driving then", "what else is there besides flying")
_OTHER_WAYS = lazy_compile(r"^\W*(?:(?:so|ok(?:ay)?|and|then|hmm+)\W+)*what\s+(?:can|could|else|other|options)\b[^?]*?"
                           r"\b(?:instead\s+of|besides|other\s+than)\s+(?:driv\w*|fly\w*|flights?|taxis?|the\s+car)\b",
                           re.IGNORECASE)


def ways_compared(asked: str) -> bool:
    """Whether ``asked`` holds two ways of travelling against each other, or asks the others than one (the notes
    above)."""
    named = [way for way, words in _WAYS.items() if re.search(rf"\b(?:{words})\b", asked, re.IGNORECASE)]
    return (len(named) > 1 and _COMPARED.search(asked) is not None) or _OTHER_WAYS.search(asked) is not None


def ways_answer(plan: list[dict[str, Any]], trip: dict[str, Any], sandbox: Any) -> str | None:
    """Each leg between cities by each way the data has: driving one's own car and a taxi (priced for the party, with
    the drive's length, the same for both) and the cheapest flight that day, or that the data has none; None when the
    plan travels between no cities."""
    people = int(trip.get("people_number") or 1)
    lines = []
    for day in plan:
        leg = strict_transport(str(day.get("transportation") or ""))
        if not (leg.origin and leg.destination):
            continue
        distance = sandbox.distance(leg.origin, leg.destination)
        fare = _cheapest_fare(day, leg, trip, sandbox)
        road = ("no road route in my data" if distance is None or distance.km is None else
                f"driving your own car {money(self_driving_cost(distance.km, people))}, a taxi "
                f"{money(taxi_cost(distance.km, people))} (either about {distance.duration or f'{distance.km:g} km'})")
        air = "no flight that day in my data" if fare is None else \
            f"the cheapest flight {money(flight_cost(fare, people))} for {people}"
        lines.append(f"- Day {day.get('days')}, {leg.origin} → {leg.destination}: {road}; {air}.")
    if not lines:
        return None
    return "\n".join(["Each way of travelling, leg by leg (costs for your party, from the data; nothing changed):", *lines])


def no_flight_answer(plan: list[dict[str, Any]], trip: dict[str, Any], sandbox: Any) -> str | None:
    """The answer to a wish to fly ("can we fly?", "let's fly instead") on a plan going by road where the data has no
    flight on any of its legs' days: a no with its reason, the trip unchanged (re-planned under "no self-driving", it
    went by taxi at a higher cost: issue 39, every no explained); None where some leg could fly."""
    legs = [(day, strict_transport(str(day.get("transportation") or ""))) for day in plan]
    ground = [(day, leg) for day, leg in legs if leg.mode in ("self-driving", "taxi") and leg.origin and leg.destination]
    if not ground or any(_cheapest_fare(day, leg, trip, sandbox) is not None for day, leg in ground):
        return None
    dates = trip.get("date") or []
    said = [f"{leg.origin} → {leg.destination} on " + (dates_in_words([dates[number - 1]]) if number <= len(dates) else f"day {number}")
            for day, leg in ground for number in [int(day.get("days") or 1)]]
    nearest = _nearest_flying_dates([(int(day.get("days") or 1), leg) for day, leg in ground], dates, sandbox)
    offer = ("no other dates in my data have a flight on every leg, so only other cities could fly" if nearest is None else
             f"the nearest dates with a flight on every leg are {dates_in_words(nearest)}: say \"{dates_in_words(nearest)}\" "
             "to try them")
    return (f"My data has no flight for {', nor '.join(said)}, so this trip cannot fly on its dates; the plan is unchanged "
            f"and goes by road. {offer[0].upper()}{offer[1:]}. Ask \"is a taxi cheaper than driving?\" to compare the ways "
            "by road.")


_SHIFTS = sorted(range(-30, 31), key=abs)[1:]  # days the trip may move, nearest first (the data covers one month)


def _nearest_flying_dates(legs: list[tuple[int, Any]], dates: list[str], sandbox: Any) -> list[str] | None:
    """The trip's dates moved by the fewest days such that the data has a flight on each of ``legs`` (its day number
    and its leg) on its new date; None when no move within a month gives one."""
    if not dates:
        return None
    days = [Date.fromisoformat(d) for d in dates]
    for shift in _SHIFTS:
        moved = [(d + timedelta(days=shift)).isoformat() for d in days]
        if all(number <= len(moved) and sandbox.flights(leg.origin, leg.destination, moved[number - 1]) for number, leg in legs):
            return moved
    return None


def _cheapest_fare(day: dict[str, Any], leg: Any, trip: dict[str, Any], sandbox: Any) -> float | None:
    """The cheapest seat of the day's flights between the leg's cities, or None when the data has none that day."""
    number = int(day.get("days") or 1)
    dates = trip.get("date") or []
    date = dates[number - 1] if number - 1 < len(dates) else None
    prices = [f.price for f in (sandbox.flights(leg.origin, leg.destination, date) if date else []) if f.price]
    return min(prices) if prices else None


def _leg_line(day: dict[str, Any], leg: Any, people: int, fare: float | None, banned: str, grounded: bool,
              sandbox: Any) -> str:
    """One leg by road: what it costs, what flying would, and why the plan did not fly."""
    distance = sandbox.distance(leg.origin, leg.destination)
    km = distance.km if distance is not None else None
    way = "driving your own car" if leg.mode == "self-driving" else "a taxi"
    cost = None if km is None else (self_driving_cost if leg.mode == "self-driving" else taxi_cost)(km, people)
    head = f"- Day {day.get('days')}, {leg.origin} → {leg.destination}: {way}" + (f" costs {money(cost)}" if cost is not None else "")
    if "no flight" in banned:
        return f"{head}; your rules say no flights."
    if fare is None:
        return f"{head}; my data has no flight between them that day, so the road is the only way."
    flying = flight_cost(fare, people)
    said = f"{head}; the cheapest flight that day is {money(fare)} a seat, {money(flying)} for {people}"
    if cost is not None and cost <= flying:
        return f"{said}, so the road is the cheaper way."
    if grounded and leg.mode == "self-driving":
        return (f"{said}: cheaper, but another leg has no flight, so the trip drives its own car, and a trip that drives "
                "its car may not fly another leg.")
    return (f"{said}: cheaper on this leg, but the planner chose the road for the plan as a whole; say \"fly instead\" "
            "and I'll plan it with flights to compare.")
