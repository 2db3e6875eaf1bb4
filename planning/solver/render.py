"""A solved trip written as a plan: the submission format's day dicts, as the evaluator reads them."""

from __future__ import annotations

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
    day it is open; every other slot takes the next venue open every day.
    """
    layout = day_layout(spec.org, solution.cities, solution.nights, spec.days)
    placed = {entry for entries in solution.pinned.values() for entry in entries}
    meals = {city: [e for e in (m.option.plan_entry for m in found) if e not in placed] for city, found in solution.meals.items()}
    free_sights = {city: [e for e in sights.get(city, ()) if e not in placed] for city in solution.cities}
    last = len(solution.cities)
    plan = []
    for slot in layout:
        day = DayPlan(day=slot.day, current_city=slot.city)
        fields: dict[str, str] = {}
        if slot.move is None:
            eaten = [*solution.pinned.get((slot.day, "meal"), ())]
            fields = {meal: eaten.pop(0) if eaten else meals[slot.city].pop(0) for meal in MEALS}
            fields["attraction"] = _full_day_sights(spec, solution, slot.day, free_sights[slot.city])
        else:
            leg = solution.legs[slot.move].option
            fields["transportation"] = leg.plan_entry
            for window in sorted(solution.windows.get(slot.move, ())):
                city = solution.cities[window_position(slot.move, window, last)]
                if window == "sight":
                    fields["attraction"] = f"{_next(solution, (slot.day, window), free_sights[city])};"
                else:
                    fields[window] = _next(solution, (slot.day, window), meals[city])
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
