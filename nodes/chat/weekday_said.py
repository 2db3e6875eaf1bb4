"""A weekday said with a flight's time that is not that flight's day ("we need to be home by 8pm sunday" on a trip whose
return is on Monday, March 7): the window is kept on the flight the words bind (the return), and the reply names the
mismatch and the day taken, so the traveller can say the date they meant (as the date readers do for "Friday the 12th"
on a Saturday). Said only when the message sets a flight window and names no date of its own.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import date
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile

_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WEEKDAY = lazy_compile(r"\b(" + "|".join(_WEEKDAYS) + r")\b", re.IGNORECASE)


def _leg_day(leg: Any, dates: list[str]) -> str | None:
    """The ISO date of the flight a window binds: the first day's (the outbound, day 1), the last day's (the return),
    day n's; None for every flight."""
    if leg in ("outbound", 1):
        return dates[0] if dates else None
    if leg == "return":
        return dates[-1] if dates else None
    return dates[leg - 1] if isinstance(leg, int) and 0 < leg <= len(dates) else None


def weekday_mismatch(text: str, trip: Mapping[str, Any] | None, draft: Mapping[str, Any] | None) -> str | None:
    """The note for a weekday said that is not the day of the flight whose window the message set, or None."""
    said = _WEEKDAY.search(text)
    if said is None or not trip or not draft:
        return None
    before = (trip.get("local_constraint") or {}).get("flight times") or []
    windows = [w for w in ((draft.get("local_constraint") or {}).get("flight times") or []) if w not in before]
    dates = list(draft.get("date") or [])
    days = [(w.get("leg"), day) for w in windows if (day := _leg_day(w.get("leg"), dates))]
    named = said.group(1).lower()
    if not days or any(_WEEKDAYS[date.fromisoformat(day).weekday()] == named for _, day in days):
        return None
    leg, day = days[0]
    flight = "the return flight" if leg == "return" else "the first flight" if leg in ("outbound", 1) else f"day {leg}'s flight"
    when = date.fromisoformat(day)
    return (f"{said.group(1).capitalize()} is not a day of that flight: {flight} is on {when:%A}, {when:%B} {when.day}, "
            f"so I set the time for that day; say the date if you meant another day")
