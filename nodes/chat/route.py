"""A question about the trip's cities ("what cities are we visiting?", "whats the route"): answered with the route the
plan takes, each city with its days, never only the days' details (the cities are what was asked, and a reply of
days alone leaves the question without an answer).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile

_CITIES_ASKED = lazy_compile(r"\b(?:what|whats|what's|which|wat|remind\s+me|tell\s+me|list|name)\b[^.!?]{0,30}"
                             r"\b(?:cit(?:y|ies)|towns|route|stops|places\s+(?:are\s+)?we\s+(?:visit|go)\w*)\b"
                             r"|\bwhere\s+(?:all\s+)?(?:are|r)\s+(?:we|u|you)\s+(?:going|headed|heading|visiting)\b"
                             r"|\bhow\s+many\s+(?:cities|towns|stops)\b",
                             re.IGNORECASE)
# a city named as a question's place ("which city has the cheapest hotel?", "what city do we eat in on day 2?"): asks that;
# the day asked of a place whose name holds "city" ("which day has mill city museum"): the day
# ... or the way between them ("what's the drive like between the cities": the travel's, leg by leg)
_OTHER_ASKED = lazy_compile(r"\b(?:cheap\w*|expensive|pric\w*|cost\w*|hotels?|eat|restaurants?|dinner|lunch|breakfast"
                            r"|day\s+\d|night\s+\d|weather|(?:which|what)\s+days?|drives?|driving|flights?|flying|fly"
                            r"|travel\w*|taxis?)\b", re.IGNORECASE)


def cities_asked(text: str) -> bool:
    """Whether the message asks which cities the trip visits (its route), and nothing about one of them."""
    return _CITIES_ASKED.search(text) is not None and _OTHER_ASKED.search(text) is None


def day_city(day: Mapping[str, Any]) -> str:
    """The city a plan's day ends in ("from Denver to Austin" ends in Austin), or "" when it names none."""
    return str(day.get("current_city") or "").rsplit(" to ", 1)[-1].strip()


def route_answer(plan: Sequence[Mapping[str, Any]], origin: str) -> str:
    """The plan's route: from the origin, each city with the days spent there, and the way home."""
    stops: list[tuple[str, list[int]]] = []
    for number, day in enumerate(plan, start=1):
        city = day_city(day)
        if stops and stops[-1][0] == city:
            stops[-1][1].append(number)
        elif city:
            stops.append((city, [number]))
    shown = [f"{city} ({_days(days)})" for city, days in stops if city != origin]
    home = " and back" if stops and stops[-1][0] == origin else ""
    if not shown:
        return f"The plan stays in {origin}."
    return (f"Your route: from {origin} to {' → '.join(shown)}{home}. Ask about a day (\"what's on day 2?\") for its "
            "details.")


def _days(days: list[int]) -> str:
    return f"day {days[0]}" if len(days) == 1 else f"days {days[0]}–{days[-1]}"
