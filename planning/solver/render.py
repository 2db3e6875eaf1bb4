"""A solved trip written as a plan: the submission format's day dicts, as the evaluator reads them."""

from __future__ import annotations

from himap_travel.planning.policies.allocation import day_layout
from himap_travel.planning.solver.model import Solution, window_position
from himap_travel.state.days import MEALS
from himap_travel.state.plan import DayPlan
from himap_travel.state.trip import TripSpec


def render(spec: TripSpec, solution: Solution, sights: dict[str, list[str]]) -> list[dict]:
    """One dict per day: full days eat and visit in their city, travel days fill the windows the solution opened."""
    layout = day_layout(spec.org, solution.cities, solution.nights, spec.days)
    meals = {city: [m.entry for m in found] for city, found in solution.meals.items()}
    free_sights = {city: list(sights.get(city, ())) for city in solution.cities}
    last = len(solution.cities)
    plan = []
    for slot in layout:
        day = DayPlan(day=slot.day, current_city=slot.city)
        fields: dict[str, str] = {}
        if slot.move is None:
            fields = {meal: meals[slot.city].pop(0) for meal in MEALS}
            fields["attraction"] = f"{free_sights[slot.city].pop(0)};"
        else:
            leg = solution.legs[slot.move]
            fields["transportation"] = leg.entry
            for window in sorted(solution.windows.get(slot.move, ())):
                city = solution.cities[window_position(slot.move, window, last)]
                if window == "sight":
                    fields["attraction"] = f"{free_sights[city].pop(0)};"
                else:
                    fields[window] = meals[city].pop(0)
            day = DayPlan(day=slot.day, current_city=f"from {leg.origin} to {leg.destination}")
        if slot.stay is not None:
            fields["accommodation"] = solution.stays[slot.stay].entry
        plan.append(day.model_copy(update=fields).to_submission())
    return plan

