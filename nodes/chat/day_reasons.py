"""Why a day of the plan has no meal or no sight, in plain words (issue 39: every no explained with its reason).

A day's card lists only what it holds, and "No lunch is planned on day 2" alone leaves the person to guess why. The
reason follows from how the planner lays a day out (``planning/policies/allocation.meal_slots``): a full day in a city
gets all three meals and its sights; the first day travels out and gets dinner at the destination at most; a day
between cities gets breakfast before leaving and dinner after arriving; the last day travels home and gets breakfast
and lunch before leaving at most (never a meal at home). A meal a travel day may have is optional, and one the clock
rules out is said with its time: "you leave Savannah at 06:02, before lunch".
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from himap_travel.domain.evaluation.parsing import entry_details, strict_transport

# The latest a meal of each kind is eaten, and the earliest (hh:mm): a flight leaving before a meal's latest time rules
# the meal out in the city left; one landing after it rules it out in the city reached.
_MEAL_ENDS = {"breakfast": "10:00", "lunch": "14:30", "dinner": "22:00"}
_MEAL_STARTS = {"breakfast": "06:30", "lunch": "11:30", "dinner": "17:30"}


def _leg(day: Mapping[str, Any]) -> tuple[str, str, str | None, str | None] | None:
    """(from, to, leaving, arriving) of the day's first move between cities, None on a day that stays put."""
    entry = str(day.get("transportation") or "-").split(";")[0]
    if entry.strip() in ("", "-"):
        return None
    transport, details = strict_transport(entry), entry_details(entry)
    if not transport.origin or not transport.destination:
        return None
    return transport.origin, transport.destination, details.departure, details.arrival


def missing_reason(day: Mapping[str, Any], trip: Mapping[str, Any], what: str) -> str:
    """Why the plan has no ``what`` (a meal's name, "meals" or "sights") on ``day``: a clause that opens with
    "because", from the day's place in the trip and its travel times."""
    number, days = day.get("days"), len(trip.get("date") or []) or None
    leg = _leg(day)
    if leg is None:
        return ("because I could not fit one in within the budget and your rules that day (a full day in the city "
                "normally gets all three meals and its sights)")
    origin, destination, leaving, arriving = leg
    if number == days and destination == trip.get("org"):
        return _home_reason(number, origin, destination, leaving, what)
    if number == 1 and origin == trip.get("org"):
        return _out_reason(destination, arriving, what)
    return (f"because on day {number} you travel from {origin} to {destination}: a day between cities gets breakfast "
            "before you leave and dinner after you arrive, and its meals and sights are optional")


def _home_reason(number: Any, origin: str, home: str, leaving: str | None, what: str) -> str:
    """The last day, travelling home: breakfast and lunch before leaving at most, nothing once home."""
    said = f"because on day {number} you travel home from {origin} to {home}"
    if what == "dinner":
        return f"{said}, and I plan meals only while you are away (the last day gets breakfast and lunch at most)"
    ends = ["breakfast", "lunch"] if what == "meals" else [what] if what in ("breakfast", "lunch") else []
    if leaving and what == "sights":
        return f"{said}, leaving at {leaving}: the day you go home has sights only when there is time before you leave"
    if leaving and ends and all(leaving < _MEAL_ENDS[meal] for meal in ends):
        before = " and ".join(ends) if what != "meals" else "breakfast or lunch there"
        return f"{said}, leaving {origin} at {leaving}, before {before}" + (
            " (and I plan no meals at home)" if what == "meals" else "")
    return f"{said}: the last day's meals and sights are optional, and this plan has none there"


def _out_reason(destination: str, arriving: str | None, what: str) -> str:
    """The first day, travelling out: dinner at the destination at most, no sight before arriving."""
    landing = f", arriving at {arriving}" if arriving else ""
    said = f"because day 1 is the day you travel to {destination}{landing}"
    if what in ("breakfast", "lunch", "meals"):
        return f"{said}, and I plan meals only once you are there: the first day gets dinner at most"
    if arriving and what == "dinner" and arriving > _MEAL_ENDS["dinner"]:
        return f"{said}, after dinner time"
    if what == "sights" and arriving and arriving > _MEAL_STARTS["dinner"]:
        return f"{said}, too late in the day for sights"
    return f"{said}: the first day's {what} {'are' if what.endswith('s') else 'is'} optional, and this plan has none"
