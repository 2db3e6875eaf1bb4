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
