"""Day tasks read back from a delivered plan, so a repair re-plans a day *around what it already has*.

The coordinator's original tasks carry its picks before the executors
improved them, and a plan the exact solver delivered has no tasks at all. A
task made from the delivered day instead names the day's own choices as the
suggestions (its meals, its sights, its listing), so an executor that
re-plans the day keeps every choice the disruption left standing and
replaces only what is gone. What the plan cannot say is rebuilt by the
shared rules: the day's role from its place in the trip, the meal slots a
role has, and which meal must serve a requested cuisine that no other day
covers.
"""

from __future__ import annotations

from typing import Any, cast

from himap_travel.domain.evaluation.lookup import venue_index
from himap_travel.domain.evaluation.parsing import (
    attractions,
    is_filled,
    name_city,
    strict_transport,
)
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.planning.policies.allocation import meal_slots
from himap_travel.planning.runtime.names import ObjectiveName
from himap_travel.state.days import MEALS, day_role
from himap_travel.state.plan import Allocation, DayTask, Leg, MealSlot, writable
from himap_travel.state.trip import TripSpec, meal_serves
from himap_travel.tools.search_args import accommodation_search_args
from himap_travel.tools.searches import search


def plan_allocation(spec: TripSpec, plan: list[dict[str, Any]], day_costs: dict[int, float], sandbox: Sandbox,
                    route: list[str], transport: str, new_stays: dict[int, str | None] | None = None,
                    objective: ObjectiveName = "cheapest") -> Allocation:
    """One task per day of ``plan``; ``new_stays``: nights whose listing is gone → the one replacing it (None: the executor
    chooses); ``objective``: what a re-planned day optimizes (the run's, so a repair of a 'best' trip stays a 'best' trip)."""
    new_stays = new_stays or {}
    covered = _cuisines_covered(spec, plan, sandbox)
    share = max(spec.budget - sum(day_costs.values()), 0.0) / max(len(plan), 1)  # the slack, spread evenly
    tasks = [_task(spec, plan, number, day_costs.get(number, 0.0) + share, covered, new_stays, sandbox, objective)
             for number in range(1, len(plan) + 1)]
    return Allocation(route=route, transport=transport, tasks=tasks, estimated_cost=sum(day_costs.values()),
                      rationale="the delivered plan, read back by the run-time monitor")


def _task(spec: TripSpec, plan: list[dict[str, Any]], number: int, cost: float, covered: dict[str, list[str]],
          new_stays: dict[int, str | None], sandbox: Sandbox, objective: ObjectiveName) -> DayTask:
    day = plan[number - 1]
    move = strict_transport(day["transportation"]) if is_filled(day.get("transportation")) else None
    flight = venue_index(sandbox).flight_on_route(move.number, move.origin, move.destination, spec.date[number - 1]) if move else None
    times = (flight.dep_time, flight.arr_time) if flight and flight.dep_time and flight.arr_time else None
    leg = Leg(origin=move.origin, destination=move.destination, mode=move.mode, planned_times=times) if move and move.mode else None
    role = day_role(number - 1, len(plan) - 1, travels=leg is not None)
    city = leg.destination if leg else str(day.get("current_city"))
    filled = {slot: day[slot] for slot in MEALS if is_filled(day.get(slot))}
    meals = []
    for slot, slot_city, required in meal_slots(role, leg, city):
        if slot not in filled and not required:
            continue  # a slot the day left empty stays empty: no change the disruption did not ask for
        entry = filled.get(slot)
        need = next((c for c, entries in covered.items() if entry in entries and len(entries) == 1), None)
        meals.append(MealSlot(slot=slot, city=name_city(entry)[1] if entry else slot_city, required=required, cuisine=need,
                              suggestion=entry))
    sights = list(attractions(day["attraction"], strict=True)) if is_filled(day.get("attraction")) else []
    lodging = day.get("accommodation") if is_filled(day.get("accommodation")) else None
    return DayTask(
        day=number,
        date=spec.date[number - 1],
        role=role,
        city=city,
        leg=leg,
        people=spec.people_number,
        budget_total=spec.budget,
        budget_hint=cost,
        accommodation=new_stays.get(number, lodging),
        nights_in_stay=_nights(plan, number) if lodging else 0,
        cuisines=[m.cuisine for m in meals if m.cuisine],
        meals=meals,
        # a return day has its leg
        attraction_city=(cast(Leg, leg).origin if role == "return" else city) if sights or role == "stay" else None,
        attractions=max(len(sights), 1),
        attractions_required=role == "stay",
        suggested_restaurants=list(filled.values()),
        suggested_attractions=sights,
        constraints=spec.local_constraint,
        objective=objective,
    )


def replacement_stay(spec: TripSpec, city: str, nights: int, sandbox: Sandbox, allowance: float | None = None,
                     favour: str | None = None) -> str | None:
    """The listing that replaces a lost one for a whole stay: the cheapest for the party that the rules allow, or, when
    the trip favours its stays (``favour`` "hotels": the chat's "nicer hotels", ``quality_focus``), the best-rated one
    the allowance pays for (the cheaper of equals).

    One listing must cover every night of the stay (its minimum nights count
    them all), so the monitor chooses it once for the stay, as the
    coordinator does, rather than letting each night's executor choose: by
    the party's nightly total (rooms included), since the rest of the trip's
    budget is already spent. ``allowance``: what the stay may cost in all
    (None: no limit); a listing dearer than that does not replace it.
    """
    rules = spec.local_constraint
    favoured = favour == "hotels"
    found = search(sandbox, "accommodation_search", accommodation_search_args(city, spec.people_number, rules, 100 if favoured else 5,
                                                                              nights=nights, sort_by="nightly_total"))
    usable = [o for o in getattr(found, "options", []) if writable(o.name)]
    affordable = [o for o in usable if allowance is None or (o.nightly_total or o.price) * nights <= allowance + 0.005]
    if favoured:
        usable = sorted(affordable, key=lambda o: -o.review_rate)  # stable: the cheaper of equals first
    elif usable and usable[0] not in affordable:
        return None
    return f"{usable[0].name}, {usable[0].city}" if usable else None


def _nights(plan: list[dict[str, Any]], number: int) -> int:
    """How many consecutive nights the listing of night ``number`` is slept in."""
    entry = plan[number - 1].get("accommodation")
    first = number
    while first > 1 and plan[first - 2].get("accommodation") == entry:
        first -= 1
    last = number
    while last < len(plan) and plan[last].get("accommodation") == entry:
        last += 1
    return last - first + 1


def _cuisines_covered(spec: TripSpec, plan: list[dict[str, Any]], sandbox: Sandbox) -> dict[str, list[str]]:
    """Each requested cuisine → the plan's meal entries that serve it (a lone one must keep serving it)."""
    wanted = spec.local_constraint.wanted_cuisines
    covered: dict[str, list[str]] = {c: [] for c in wanted}
    for day in plan:
        for slot in MEALS:
            entry = day.get(slot) or ""
            if not is_filled(entry):
                continue
            name, city = name_city(entry)
            rows = [r for r in sandbox.restaurants_in(city) if r.name == name]
            for cuisine in wanted:
                if rows and meal_serves(rows[0].name, rows[0].cuisines, cuisine):
                    covered[cuisine].append(entry)
    return covered
