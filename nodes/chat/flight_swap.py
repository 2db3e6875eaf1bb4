"""One flight of the plan changed within its day ("can we take a later flight out?", "earlier flight home pls", "is
there a flight after 5 on day 1, take it", "take the cheapest flight on day 3"): that leg's flight put at another flight
of the same route and date, every other part of the plan kept, or the reply says why not.

The trip parser read such a message as a flight-time rule ("no departures before 07:00") or as nothing, and the chat
answered "already" with the plan as it was. A rule for every flight is not what is asked: one leg, one day. Here the
flights of that route and date are tried in the order asked (the next later one first, the next earlier one first, or
the cheapest first), and the first whose plan still passes every check (the budget, the rules, the commonsense ones) is
taken (``meal_swap.edited_plan``: "undo" brings the plan before back). When none can be, the reply names why (the day
goes by road, no later flight that day, the later ones break the budget or a rule), nothing changed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, NamedTuple

from himap_travel.domain.evaluation.parsing import strict_transport
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.money import money
from himap_travel.nodes.chat.markdown import travel_words
from himap_travel.nodes.chat.meal_swap import edited_plan, plan_passes
from himap_travel.nodes.chat.reading_turn import Turn
from himap_travel.nodes.chat.swap import day_named
from himap_travel.state.trip import TripSpec

_FLIGHT = r"(?:flights?|plane|fly|flying|departure)"
# The way asked: later / earlier, or a clock time after / before which it leaves ("after 5", "before 10am")
_WAY = lazy_compile(r"\b(?P<way>later|earlier|cheaper|cheapest)\b|\b(?P<side>after|before)\s+(?P<hour>\d{1,2})"
                    r"(?::(?P<minute>\d\d))?\s*(?P<half>am|pm|a\.m\.|p\.m\.)?", re.IGNORECASE)
_HOME = lazy_compile(r"\b(?:home|back|return(?:ing)?|way\s+back|last\s+day)\b", re.IGNORECASE)
_OUT = lazy_compile(r"\b(?:out|outbound|there|way\s+there|first\s+day|going)\b", re.IGNORECASE)
# A question about the flights as they are ("is the flight home later than 5?"), or a rule for every flight ("no
# flights before 9am", "all flights after noon"): the trip parser's, never one leg changed here
_NOT_HERE = lazy_compile(r"^\W*(?:why|what|which|how|when)\b|^\W*(?:is|are|does|do|did|was|were|will)\s+(?!there\b)"
                         r"|\b(?:no|never|all|every|avoid|without|nothing)\b|n'?t\b"
                         r"|\bnot\s+(?:\w+\s+){0,2}(?:flights?|before|after|until|later|earlier)\b|\bflights\b",
                         re.IGNORECASE)
# A clock time said with a flight is a window rule ("fly out after 10am", "a later flight home, after 3pm": the trip
# parser's) unless the message takes a flight ("is there a flight after 5 on day 1, take it", "switch us to one")
_TAKES = lazy_compile(r"\b(?:take|book|switch|move|put|change)\s+(?:it|that|us|me|one|the\s+flight)\b"
                      r"|^\W*(?:is|are)\s+there\s+(?:a|any)\s+(?:later\s+|earlier\s+)?flight", re.IGNORECASE)
# A cheaper flight asked about, not asked for ("any cheaper flight on day 3?"): priced (``cheaper_priced``), not taken
_ASKS = lazy_compile(r"\?\s*$|^\W*(?:any|is\s+there|are\s+there|got|do\s+you\s+have)\b", re.IGNORECASE)
_MOST_TRIED = 12


class Asked(NamedTuple):
    """A flight change asked: the day of the leg (None: which is not said), the way (later, earlier, cheaper) and the
    clock time it must leave after or before ("17:00", or None)."""

    day: int | None
    way: str
    clock: str | None


def flight_asked(text: str, days: int) -> Asked | None:
    """The flight change a message asks (the module's note), or None when it asks none."""
    if not re.search(rf"\b{_FLIGHT}\b", text, re.IGNORECASE) or _NOT_HERE.search(text):
        return None
    way = _WAY.search(text)
    clock = next((m for m in _WAY.finditer(text) if m.group("side")), None)
    if way is None or (clock is not None and not _TAKES.search(text)):
        return None
    way = clock or way
    day = day_named(text, days)
    if day is None:
        day = days if _HOME.search(text) else 1 if _OUT.search(text) else None
    if way.group("way"):
        said = way.group("way").lower()
        if said in ("cheaper", "cheapest") and _ASKS.search(text):
            return None
        return Asked(day, "cheaper" if said == "cheapest" else said, None)
    hour = int(way.group("hour"))
    half = (way.group("half") or "").lower()
    if half.startswith("p") and hour < 12 or not half and 1 <= hour <= 7:  # "after 5": five in the afternoon
        hour += 12
    at = f"{hour % 24:02d}:{way.group('minute') or '00'}"
    return Asked(day, "later" if way.group("side").lower() == "after" else "earlier", at)


def _ordered(flights: list[Any], taken: Any, asked: Asked) -> list[Any]:
    """The flights of the leg's route and date the change may take, in the order asked."""
    others = [f for f in flights if f.flight_number != taken.flight_number]
    if asked.way == "cheaper":
        return sorted((f for f in others if (f.price or 0) < (taken.price or 0)), key=lambda f: f.price or 0)
    if asked.way == "later":
        bound = max(str(taken.dep_time), asked.clock or "")
        return sorted((f for f in others if str(f.dep_time) > str(taken.dep_time) and str(f.dep_time) >= bound),
                      key=lambda f: str(f.dep_time))
    bound = min(str(taken.dep_time), asked.clock or "99")
    return sorted((f for f in others if str(f.dep_time) < bound), key=lambda f: str(f.dep_time), reverse=True)


def flight_line(flight: Any) -> str:
    """A flight as the plan writes it."""
    return (f"Flight Number: {flight.flight_number}, from {flight.origin} to {flight.destination}, Departure Time: "
            f"{flight.dep_time}, Arrival Time: {flight.arr_time}")


def options(asked: Asked, day: int, state: Mapping[str, Any], sandbox: Any) -> tuple[Any, list[Any]] | str:
    """The flight the plan takes on ``day`` and the flights the change may take, in order; or why there are none
    (the day goes by road, no such flight that day)."""
    plan, trip = list(state.get("plan") or []), state.get("trip") or {}
    leg = strict_transport(str(plan[day - 1].get("transportation") or ""))
    if leg.mode != "flight" or not leg.number:
        said = travel_words(plan[day - 1].get("transportation"))
        return f"Day {day} has no flight in the plan ({said or 'no travel that day'}), so there is no flight to change"
    date = (trip.get("date") or [None] * day)[day - 1]
    flights = sandbox.flights(leg.origin, leg.destination, date) if date else []
    taken = next((f for f in flights if f.flight_number == leg.number), None)
    if taken is None:
        return f"I couldn't find day {day}'s flight {leg.number} in my data, so I couldn't change it"
    found = _ordered(flights, taken, asked)
    if not found:
        what = {"later": "later", "earlier": "earlier", "cheaper": "cheaper"}[asked.way]
        bound = f" than {asked.clock}" if asked.clock else ""
        return (f"There is no {what} flight{bound} from {taken.origin} to {taken.destination} on day {day} in my data "
                f"(the plan's {taken.flight_number} leaves at {taken.dep_time} for {money(taken.price or 0)} a seat), "
                "so "
                "I couldn't change it")
    return taken, found


def passing(day: int, found: list[Any], state: Mapping[str, Any],
            sandbox: Any) -> list[tuple[Any, list[dict[str, Any]]]]:
    """Of ``found``, the flights whose plan (day ``day``'s flight changed to it) passes every check, each with that
    plan, in order (at most ``_MOST_TRIED`` tried)."""
    plan, spec = list(state.get("plan") or []), TripSpec.from_trip(state.get("trip") or {})
    kept = []
    for flight in found[:_MOST_TRIED]:
        edited = [dict(d) for d in plan]
        edited[day - 1]["transportation"] = flight_line(flight)
        if plan_passes(spec, edited, sandbox):
            kept.append((flight, edited))
    return kept


def flight_changed(asked: Asked, state: Mapping[str, Any], sandbox: Any) -> dict[str, Any]:
    """The update: the plan with the leg's flight changed (said with both flights), or the answer why not."""
    plan = list(state.get("plan") or [])
    day = asked.day or next((n for n, d in enumerate(plan, 1) if "Flight Number" in str(d.get("transportation"))), 1)
    found = options(asked, day, state, sandbox)
    if isinstance(found, str):
        return {"answer": f"{found}; nothing changed.", "problems": []}
    taken, ordered = found
    kept = passing(day, ordered, state, sandbox)
    if not kept:
        tried = ", ".join(f"{f.flight_number} at {f.dep_time}" for f in ordered[:3])
        return {"answer": f"I couldn't change day {day}'s flight: each {asked.way} flight that day from {taken.origin} "
                          f"to {taken.destination} ({tried}) would break your budget or a rule of the trip, so nothing "
                          "changed.", "problems": []}
    flight, edited = kept[0]
    people = int((state.get("trip") or {}).get("people_number") or 1)
    delta = ((flight.price or 0) - (taken.price or 0)) * people
    cost = f"{money(abs(delta))} {'more' if delta > 0 else 'less'} for your party" if delta else "the same price"
    return edited_plan(state.get("trip") or {}, state, edited,
                       f"day {day}'s flight: {taken.flight_number} at {taken.dep_time} → {flight.flight_number} "
                       f"leaving {flight.dep_time}, arriving {flight.arr_time} ({money(flight.price or 0)} a seat, "
                       f"{cost})")


def flight_swapped(turn: Turn) -> dict[str, Any] | None:
    """A step before the trip parser (``understand._BEFORE_PARSING``): one leg's flight changed within its day."""
    if not turn.editing or not turn.plan or not turn.valid:
        return None
    asked = flight_asked(turn.text, len(turn.plan))
    return flight_changed(asked, turn.state, turn.sandbox) if asked is not None else None
