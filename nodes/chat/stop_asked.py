"""A question about one stop of a trip through several cities, named by its place (issue 39): "whats the last stop",
"what is the 3rd city", "and whats the first one", "how many nights in the second city".

Answered from the plan's own route, nothing changed: the city at that place with its days and nights. The trip's
summary ("Here is your trip as it stands") answered none of these, and "how many nights" was answered with the whole
trip's length.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.evaluation.parsing import strict_day_cities
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.reading_turn import Turn

_PLACES = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "middle": 2, "third": 3, "3rd": 3, "last": -1, "final": -1}
_PLACE = rf"({'|'.join(_PLACES)})\s+(?:city|stop|one|town|place)\b"
_WHICH = lazy_compile(rf"^\W*(?:and\s+|so\s+|ok\s+)?(?:what|which|whats|what's|wat)\b(?:\s+is|\s+was|'s)?\s+(?:the\s+)?{_PLACE}",
                      re.IGNORECASE)
_NIGHTS = lazy_compile(rf"\bhow\s+(?:many|long)\s+(?:nights?|days?)\b[^?.!]*?\b(?:in|at)\s+the\s+{_PLACE}", re.IGNORECASE)


def _stops(plan: list[dict[str, Any]], origin: str) -> list[tuple[str, list[int]]]:
    """Each city the plan stays in, in order, with the days spent there (a travel day counts for where it ends)."""
    stops: list[tuple[str, list[int]]] = []
    for number, day in enumerate(plan, 1):
        city = strict_day_cities(str(day.get("current_city") or ""))[-1]  # a travel day counts for where it ends
        if not city or city == origin:
            continue
        if stops and stops[-1][0] == city:
            stops[-1][1].append(number)
        else:
            stops.append((city, [number]))
    return stops


def stop_asked(turn: Turn) -> dict[str, Any] | None:
    """A step before the trip parser (``understand._BEFORE_PARSING``): a stop asked about by its place, answered from
    the plan; None for any other message."""
    if not turn.editing or not turn.plan:
        return None
    which, nights = _WHICH.search(turn.text), _NIGHTS.search(turn.text)
    found = which or nights
    if found is None:
        return None
    stops = _stops(turn.plan, str((turn.state.get("trip") or {}).get("org") or ""))
    place = _PLACES[found.group(1).lower()]
    if not stops or len(stops) < abs(place):
        return {"answer": f"This trip has {len(stops)} {'stop' if len(stops) == 1 else 'stops'}, so there is no "
                          f"{found.group(1).lower()} one; nothing changed.", "problems": []}
    city, days = stops[place if place < 0 else place - 1]
    count = sum(str(turn.plan[d - 1].get("accommodation") or "").rstrip().endswith(f", {city}") for d in days)
    when = f"day {days[0]}" if len(days) == 1 else f"days {days[0]}–{days[-1]}"
    night_words = f"{count} {'night' if count == 1 else 'nights'}"
    if nights is not None:
        return {"answer": f"{night_words} in {city}, the {found.group(1).lower()} stop ({when}).", "problems": []}
    return {"answer": f"The {found.group(1).lower()} stop is {city}: {when}, {night_words}.", "problems": []}
