"""A solved trip written as a plan: the submission format's day dicts, as the evaluator reads them."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from himap_travel.domain.constraints.pace import sights_on_full_day
from himap_travel.planning.policies.allocation import day_layout
from himap_travel.planning.solver.model import Solution, window_position
from himap_travel.state.days import MEALS
from himap_travel.state.plan import DayPlan
from himap_travel.state.trip import TripSpec


def render(spec: TripSpec, solution: Solution, sights: dict[str, list[str]]) -> list[dict[str, Any]]:
    """One dict per day: full days eat and visit in their city, travel days fill the windows the solution opened.

    ``sights``: each city's sights open on every day. A venue a disruption
    closed on some days goes where the solution placed it (``pinned``), on a
    day it is open, and so does a restaurant met on a given day (``meal_days``);
    every other slot takes the next venue open every day.
    """
    layout = day_layout(spec.org, solution.cities, solution.nights, spec.days)
    placed = {entry for entries in solution.pinned.values() for entry in entries}
    kept = _Kept(solution)
    placed |= kept.entries
    meals = {city: [e for e in (m.option.plan_entry for m in found) if e not in placed] for city, found in solution.meals.items()}
    free_sights = {city: [e for e in sights.get(city, ()) if e not in placed] for city in solution.cities}
    last = len(solution.cities)
    plan = []
    for slot in layout:
        day = DayPlan(day=slot.day, current_city=slot.city)
        fields: dict[str, str] = {}
        if slot.move is None:
            # a restaurant met at one meal of this day ("an Italian dinner on day 2") first, at that meal
            fields = {meal: solution.pinned[slot.day, meal][0] for meal in MEALS if (slot.day, meal) in solution.pinned}
            eaten = [*solution.pinned.get((slot.day, "meal"), ())]
            fields |= kept.at_full_day(slot.city, room=len(MEALS) - len(eaten) - len(fields), taken=fields)
            fields |= {meal: eaten.pop(0) if eaten else kept.or_next(slot.city, meals[slot.city])
                       for meal in MEALS if meal not in fields}
            fields["attraction"] = _full_day_sights(spec, solution, slot.day, free_sights[slot.city])
        else:
            leg = solution.legs[slot.move].option
            fields["transportation"] = leg.plan_entry
            for window in sorted(solution.windows.get(slot.move, ())):
                city = solution.cities[window_position(slot.move, window, last)]
                if window == "sight":
                    fields["attraction"] = f"{_next(solution, (slot.day, window), free_sights[city])};"
                else:
                    fields[window] = _next(solution, (slot.day, window), kept.for_meal(city, window) or meals[city])
            day = DayPlan(day=slot.day, current_city=f"from {leg.origin} to {leg.destination}")
        if slot.stay is not None:
            fields["accommodation"] = solution.stays[slot.stay].option.plan_entry
        plan.append(day.model_copy(update=fields).to_submission())
    return plan


def _full_day_sights(spec: TripSpec, solution: Solution, day: int, queue: list[str]) -> str:
    """A full day's attraction field: the sights placed there, then the next free ones, as many as the pace asks (one)."""
    seen = [*solution.pinned.get((day, "sight"), ())]
    while len(seen) < sights_on_full_day(spec.local_constraint.pace, day):
        seen.append(queue.pop(0))
    return "".join(f"{entry};" for entry in seen)


def _next(solution: Solution, where: tuple[int, str], queue: list[str]) -> str:
    """The venue the solution placed at ``where`` (one closed on other days), else the next of ``queue``."""
    placed = solution.pinned.get(where)
    return placed[0] if placed else queue.pop(0)


class _Kept:
    """The restaurants the solution keeps for a meal (``Solution.kept_for``: a meal wish), written at such a meal."""

    def __init__(self, solution: Solution) -> None:
        self.left = {key: list(entries) for key, entries in solution.kept_for.items()}
        self.entries = {entry for entries in solution.kept_for.values() for entry in entries}

    def for_meal(self, city: str, meal: str) -> list[str]:
        """Those kept for ``meal`` in ``city`` not yet written (the list a travel day's window takes from)."""
        return self.left.get((city, meal), [])

    def at_full_day(self, city: str, room: int, taken: Collection[str] = ()) -> dict[str, str]:
        """A full day's meals taken by restaurants kept for them, as many as the day has ``room`` for, none of the
        meals ``taken`` already."""
        fields: dict[str, str] = {}
        for meal in MEALS:
            queue = self.for_meal(city, meal)
            if queue and len(fields) < room and meal not in taken:
                fields[meal] = queue.pop(0)
        return fields

    def or_next(self, city: str, queue: list[str]) -> str:
        """The next of ``queue``; once it is empty, a kept restaurant no meal of its kind could take (a day crowded
        by venues closed on other days), so that every restaurant the solution eats at is written."""
        if queue:
            return queue.pop(0)
        return next(q for (c, _), q in self.left.items() if c == city and q).pop(0)
