"""The day vocabulary, defined once: the meal slots of a day and the role of a day in the trip.

Every layer that names a day's meals (the evaluator's parser and pricing, the
tools, the executors, the solver, the monitor) reads ``MEALS``; every place
that works out whether a day departs, travels on, stays or returns calls
``day_role``.
"""

from __future__ import annotations

from typing import Literal, get_args

Meal = Literal["breakfast", "lunch", "dinner"]
MEALS: tuple[Meal, ...] = get_args(Meal)  # a day's meal slots, in the order of the day

DayRole = Literal["departure", "stay", "transit", "return"]


def day_role(index: int, last: int, travels: bool = True) -> DayRole:
    """The role of day (or inter-city move) ``index`` of a trip's ``0 … last``.

    A day without a move is a stay; a day with one is the departure on the
    first day, the return on the last, a transit in between. The first move is
    made on the first day and the last move on the last day, so a move's index
    among the moves (0 … the last move) gives the role of the day it is made on.
    """
    if not travels:
        return "stay"
    return "departure" if index == 0 else "return" if index == last else "transit"


# A travel day's optional slots, and the timing that leaves each open (a drive leaves all open).
TRAVEL_WINDOWS = {"departure": ("dinner", "sight"), "transit": ("breakfast", "dinner", "sight"), "return": ("breakfast", "lunch", "sight")}
LATE_ARRIVAL = "21:00"  # no dinner at the destination after a later arrival
LAST_SIGHTS = "18:00"  # no sightseeing after a later arrival
FIRST_SIGHTS_DEPARTURE = "12:00"  # no sightseeing before an earlier departure
EARLY_DEPARTURE = {"breakfast": "09:00", "lunch": "14:00"}  # no breakfast / lunch before an earlier departure


def day_windows(role: str, departure: str | None, arrival: str | None) -> set[str]:
    """The optional slots ('breakfast', 'lunch', 'dinner', 'sight') a travel day's flight times leave open."""
    slots = TRAVEL_WINDOWS.get(role, ())
    if departure is None or arrival is None:
        return set(slots)
    if role == "departure":
        return {s for s in slots if arrival <= (LAST_SIGHTS if s == "sight" else LATE_ARRIVAL)}
    return {s for s in slots if departure >= (FIRST_SIGHTS_DEPARTURE if s == "sight" else EARLY_DEPARTURE.get(s, "00:00"))}
