"""From a chosen route to one ``DayTask`` per day: roles, legs, stays, meals, sights, budget hints.

The coordinator pre-solves what couples the days: where each night is spent
(one listing per stay, so minimum nights hold), which meal covers which
requested cuisine, and a disjoint share of restaurants and attractions per
day, so that parallel executors rarely want the same venue (Σ still guards).
Budget hints add each day's fixed costs to a share of the slack weighted by
the day's role (the paper's departure 0.7, return 0.5 priors).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from typing import Any, cast

from himap_travel.domain.constraints import pace
from himap_travel.domain.constraints.name_keys import normal
from himap_travel.planning.policies.allocation import budget_hints, day_layout, meal_slots
from himap_travel.planning.policies.expert.party import meal_cost, nightly_cost, serves
from himap_travel.planning.policies.expert.route_planner import CityData, RouteChoice
from himap_travel.state.plan import Allocation, DayTask, Leg, MealSlot
from himap_travel.state.trip import LocalConstraint, MealDay, MealWish, TripSpec
from himap_travel.tools.search_results import RestaurantOption

SHARE_SIZE = 6  # alternative restaurants offered to each day beyond its assigned meals


def build_tasks(spec: TripSpec, route: RouteChoice, cities: dict[str, CityData], alternatives: int = 0,
                objective: str = "cheapest") -> Allocation:
    """The day tasks of a route; ``objective="best"`` offers each day the best-rated spare restaurants, not the cheapest,
    and reserves in its hint the price of each day's optional meals, within what the budget leaves beyond the route
    (``_affordable``)."""
    skeleton = _spare_meals_only(_skeleton(spec, route), cities)
    on_days = _meals_on_days(skeleton, spec.local_constraint.meal_days or ())
    meals = _assign_meals(skeleton, route, spec.local_constraint.meal_wishes or (), spec.local_constraint.every_meal, on_days)
    shares = _deal_restaurants(skeleton, route, cities, best_rated=objective == "best")
    sights = _deal_attractions(skeleton, cities, spec.local_constraint)
    eaten = {day: sum(meal_cost(m, spec.people_number) for m in picked.values()) for day, picked in meals.items()}
    known = {d["day"]: d["leg_cost"] + d["stay_cost"] + eaten.get(d["day"], 0.0) for d in skeleton}
    planned = route.total
    if objective == "best":  # each day keeps the price of its optional meals before the slack is shared
        reserve = _affordable(_optional_meals(skeleton, meals, route, spec.people_number), spec.budget - route.total)
        known = {day: cost + reserve.get(day, 0.0) for day, cost in known.items()}
        planned += sum(reserve.values())
    hints = budget_hints(spec.budget, {d["day"]: d["role"] for d in skeleton}, known, planned=planned)
    slack = spec.budget - route.total
    tasks = []
    for d in skeleton:
        day = d["day"]
        slots = [
            MealSlot(
                slot=slot,
                city=city,
                required=required or slot in meals[day] or (day, slot) in on_days,
                cuisine=on_days.get((day, slot)) or _covered(meals[day].get(slot), spec, slot),
                at_this_meal=(day, slot) in on_days or _wished_at(meals[day].get(slot), spec, slot),
                suggestion=meals[day][slot].plan_entry if slot in meals[day] else None,
            )
            for slot, city, required in d["meal_slots"]
        ]
        tasks.append(
            DayTask(
                day=day,
                date=spec.date[day - 1],
                role=d["role"],
                city=d["city"],
                leg=d["leg"],
                people=spec.people_number,
                budget_total=spec.budget,
                budget_hint=hints[day],
                accommodation=d["stay"],
                nights_in_stay=d["nights"],
                cuisines=[s.cuisine for s in slots if s.cuisine],
                meals=slots,
                attraction_city=None if pace.sightless(spec.local_constraint.pace, day) else d["sight_city"],
                attractions=len(sights[day]) or 1,
                attractions_required=d["role"] == "stay",
                suggested_restaurants=[m.plan_entry for m in meals[day].values()] + shares[day],
                suggested_attractions=[f"{name}, {d['sight_city']}" for name in sights[day]],
                constraints=spec.local_constraint,
                objective="best" if objective == "best" else "cheapest",
            )
        )
    return Allocation(
        route=list(route.cities),
        transport=route.family,
        tasks=tasks,
        estimated_cost=round(route.total, 2),
        deficit=round(max(-slack, 0.0), 2),
        alternatives=max(alternatives, 0),
        rationale=(
            f"route {' -> '.join([spec.org, *route.cities, spec.org])} by {route.family}; "
            f"estimated {route.total:,.0f} of {spec.budget:,.0f} (transport {route.transport_cost:,.0f}, "
            f"stays {route.stay_cost:,.0f}, meals {route.meal_cost:,.0f})"
        ),
    )


def _optional_meals(skeleton: list[dict[str, Any]], meals: dict[int, dict[str, RestaurantOption]], route: RouteChoice,
                    people: int) -> dict[int, float]:
    """Best objective: what each day's optional meals the route did not plan cost, at the route's mean meal price."""
    planned = [m for picked in route.meals.values() for m in picked]
    mean = sum(meal_cost(m, people) for m in planned) / len(planned) if planned else 0.0
    return {d["day"]: mean * sum(1 for slot, _, required in d["meal_slots"] if not required and slot not in meals[d["day"]])
            for d in skeleton}


def _affordable(reserve: dict[int, float], room: float) -> dict[int, float]:
    """The days' reserves for their optional meals, scaled down to what the budget leaves beyond the route (``room``).

    The hints then add up to the budget at most. Reserves counted in full promised the days more than the budget when
    it could not pay for every optional meal: the days planned at once spent it, Σ refused those that came too late,
    and a refused full day cannot drop its required meals (nor a travel day its stay), so every route bargaining tried
    failed the same way (issue 38: an entire room on validation_dev's 7-day trip #3, under ``best``).
    """
    wanted = sum(reserve.values())
    scale = min(1.0, max(room, 0.0) / wanted) if wanted else 0.0
    return {day: cost * scale for day, cost in reserve.items()}


def _skeleton(spec: TripSpec, route: RouteChoice) -> list[dict[str, Any]]:
    """Per day: role, city, leg, the night's listing, and the meal slots with their cities."""
    days = []
    for slot in day_layout(spec.org, route.cities, route.nights, spec.days):
        choice = route.legs[slot.move] if slot.move is not None else None
        leg = Leg(origin=choice.origin, destination=choice.destination, mode=choice.mode) if choice else None
        stay = route.stays[slot.stay] if slot.stay is not None else None
        days.append(
            {
                "day": slot.day,
                "role": slot.role,
                "city": slot.city,
                "leg": leg,
                "leg_cost": choice.cost if choice else 0.0,
                "stay": stay.plan_entry if stay else None,
                "stay_cost": nightly_cost(stay) if stay else 0.0,
                "nights": route.nights[slot.stay] if slot.stay is not None and stay else 0,
                "meal_slots": meal_slots(slot.role, leg, slot.city),
                "sight_city": cast(Leg, leg).origin if slot.role == "return" else slot.city,  # a return day has its leg
            }
        )
    return days


def _spare_meals_only(skeleton: list[dict[str, Any]], cities: dict[str, CityData]) -> list[dict[str, Any]]:
    """A travel day's optional meals in a city only while its restaurants outnumber the meals its full days need: a city
    with just enough (three rated 4 or more for one full day) keeps them for those days, whose meals are required."""
    spare = {city: len(data.meals) - sum(1 for d in skeleton for _, c, required in d["meal_slots"] if c == city and required)
             for city, data in cities.items()}
    for d in skeleton:
        kept = []
        for slot, city, required in d["meal_slots"]:
            if not required and city in spare:
                if spare[city] <= 0:
                    continue
                spare[city] -= 1
            kept.append((slot, city, required))
        d["meal_slots"] = kept
    return skeleton


def _meals_on_days(skeleton: list[dict[str, Any]], wishes: Sequence[MealDay]) -> dict[tuple[int, str], str]:
    """The slot of its day each meal asked on a given day (``meal_days``) is met at, (day, slot) → what it serves
    (``MealDay.wish``): its meal's slot, or the day's first slot no other such wish took; a day with no such slot
    meets none (the checker names it, and the exact solver decides)."""
    slots = {d["day"]: [s for s, _c, _req in d["meal_slots"]] for d in skeleton}
    found: dict[tuple[int, str], str] = {}
    for wish in sorted(wishes, key=lambda w: w.meal is None):  # the wishes of one meal first
        free = [s for s in slots.get(wish.day, ()) if (wish.day, s) not in found and wish.meal in (None, s)]
        held = [s for s in slots.get(wish.day, ()) if found.get((wish.day, s)) == wish.wish]
        if free and not (wish.meal is None and held):
            found[wish.day, free[-1] if wish.meal is None else free[0]] = wish.wish  # (any meal: the dinner first)
    return found


def _assign_meals(skeleton: list[dict[str, Any]], route: RouteChoice, wishes: Sequence[MealWish] = (),
                  every: Mapping[str, Sequence[str]] | None = None,
                  on_days: Mapping[tuple[int, str], str] | None = None) -> dict[int, dict[str, RestaurantOption]]:
    """The route's planned meals placed in slots: first a restaurant meeting each meal asked on a given day at its slot
    (``on_days``: ``_meals_on_days``), then each slot of a meal asked to serve a cuisine every time (``every``:
    ``LocalConstraint.every_meal``), then a restaurant meeting each meal wish at a slot of its meal (``meal_wishes``:
    "a Mexican dinner"), then required slots, extras in optional ones."""
    assigned: dict[int, dict[str, RestaurantOption]] = defaultdict(dict)
    left = [w for w in wishes if not w.every]
    every = every or {}
    for city, meals in route.meals.items():
        pending = list(meals)
        required = [(d["day"], s) for d in skeleton for s, c, req in d["meal_slots"] if c == city and req]
        optional = [(d["day"], s) for d in skeleton for s, c, req in d["meal_slots"] if c == city and not req]
        for (day, slot), asked in (on_days or {}).items():
            meal = next((m for m in pending if serves(m, asked)), None)
            if meal is not None and (day, slot) in required + optional and slot not in assigned[day]:
                assigned[day][slot] = meal
                pending.remove(meal)
        for day, slot in required + optional:  # a meal asked at every such meal: each slot of it first
            meal = next((m for m in pending if all(serves(m, c) for c in every.get(slot, ()))), None) if slot in every else None
            if meal is not None:
                assigned[day][slot] = meal
                pending.remove(meal)
        for wish in list(left):
            meal = next((m for m in pending if serves(m, wish.wish)), None)
            where = next(((day, s) for day, s in required + optional if s == wish.meal and s not in assigned[day]), None)
            if meal is not None and where is not None:
                assigned[where[0]][where[1]] = meal
                pending.remove(meal)
                left = [w for w in left if not (w.meal == wish.meal and serves(meal, w.wish))]
        for day, slot in required + optional:
            if not pending:
                break
            if slot not in assigned[day] and slot not in every:  # an every-meal slot left is the executor's to fill
                assigned[day][slot] = pending.pop(0)
    return assigned


def _deal_restaurants(skeleton: list[dict[str, Any]], route: RouteChoice, cities: dict[str, CityData],
                      best_rated: bool = False) -> dict[int, list[str]]:
    """Each day's disjoint share of the unassigned restaurants of its meal cities (cheapest, or best rated, first), dealt in turn."""
    planned = {m.name for meals in route.meals.values() for m in meals}
    shares: dict[int, list[str]] = defaultdict(list)
    for city in dict.fromkeys(c for d in skeleton for _, c, _ in d["meal_slots"]):
        if city not in cities:
            continue
        takers = [d["day"] for d in skeleton if any(c == city for _, c, _ in d["meal_slots"])]
        offered = best_value_first(cities[city].meals) if best_rated else cities[city].meals
        pool = [m for m in offered if m.name not in planned][: SHARE_SIZE * len(takers)]
        for index, meal in enumerate(pool):
            shares[takers[index % len(takers)]].append(meal.plan_entry)
    return shares


def best_value_first(meals: tuple[RestaurantOption, ...]) -> list[RestaurantOption]:
    """Restaurants (given cheapest first) for a day that upgrades within its hint: those no cheaper one out-rates,
    best rated first (one of them fits any hint that any better restaurant fits), then the rest, best rated first."""
    frontier: list[RestaurantOption] = []
    for meal in meals:  # cheapest first: a restaurant is on the frontier when it out-rates every cheaper one
        if not frontier or meal.rating > frontier[-1].rating:
            frontier.append(meal)
    rest = [m for m in meals if m not in frontier]
    return sorted(frontier, key=lambda m: -m.rating) + sorted(rest, key=lambda m: -m.rating)


def _deal_attractions(skeleton: list[dict[str, Any]], cities: dict[str, CityData], local: LocalConstraint) -> dict[int, list[str]]:
    """Stay days get two sights (or the pace's: ``_quota``), travel days one, dealt so no two days share one; the named
    sights (``must_see``) are dealt first (``_deal_named``)."""
    wanted = {normal(name) for name in [*(local.must_see or ()), *(wish.sight for wish in local.sight_days or ())]}
    picks: dict[int, list[str]] = defaultdict(list)
    for city in dict.fromkeys(d["sight_city"] for d in skeleton):
        if city not in cities:
            continue
        found = cities[city].attractions
        named = [a for a in found if normal(a) in wanted] if wanted else []  # no sight named: none normalised (issue 44)
        pool = [a for a in found if normal(a) not in wanted] if wanted else list(found)
        here = [d for d in skeleton if d["sight_city"] == city]
        order = [d for d in here if d["role"] == "stay"] + [d for d in here if d["role"] != "stay"]
        quota = {d["day"]: _quota(d, local) for d in here}
        named = _on_their_days(named, here, picks, quota, local)
        _deal_named(named, order, picks, quota, {d["day"]: pace.most_on(local.pace, d["day"]) for d in here})
        while pool and any(len(picks[d["day"]]) < quota[d["day"]] for d in order):
            for d in order:
                if pool and len(picks[d["day"]]) < quota[d["day"]]:
                    picks[d["day"]].append(pool.pop(0))
    return picks


def _on_their_days(named: list[str], here: list[dict[str, Any]], picks: dict[int, list[str]], quota: dict[int, int],
                   local: LocalConstraint) -> list[str]:
    """Each named sight asked on a given day (``sight_days``) that is one of this city's days, dealt to it first (its
    quota grows to hold it); the named sights left to deal. One asked on a day spent elsewhere is left to be dealt as
    any named sight: the checker then fails the plan, and the solver places it."""
    days = {normal(wish.sight): wish.day for wish in local.sight_days or ()}
    ours = {d["day"] for d in here}
    left = []
    for name in named:
        day = days.get(normal(name))
        if day is not None and day in ours:
            picks[day].append(name)
            quota[day] = max(quota[day], len(picks[day]))
        else:
            left.append(name)
    return left


def _deal_named(named: list[str], order: list[dict[str, Any]], picks: dict[int, list[str]], quota: dict[int, int],
                most: dict[int, int | None]) -> None:
    """The city's named sights, in turn to its stay days, as many a day as a pace allows there (``most``, by day;
    beyond the usual two: a travel day sees sights only when its times leave daylight), then what those cannot hold to
    its travel days, one each. A stay day's quota grows to what it was dealt."""
    left = list(named)
    stays = [d["day"] for d in order if d["role"] == "stay"]

    def room(day: int) -> bool:
        cap = most[day]
        return cap is None or len(picks[day]) < cap

    while left and any(room(day) for day in stays):
        for day in stays:
            if left and room(day):
                picks[day].append(left.pop(0))
    for day in (d["day"] for d in order if d["role"] != "stay"):
        if left and len(picks[day]) < quota[day]:
            picks[day].append(left.pop(0))
    for day in stays:
        quota[day] = max(quota[day], len(picks[day]))


def _quota(day: dict[str, Any], local: LocalConstraint) -> int:
    """How many sights a day is dealt: a stay day two (a pace's least there if more), a travel day one; never more than
    a pace's most there."""
    most = pace.most_on(local.pace, day["day"])
    want = max(2, pace.sights_on_full_day(local.pace, day["day"])) if day["role"] == "stay" else 1
    return min(want, most) if most is not None else want


def _covered(meal: RestaurantOption | None, spec: TripSpec, slot: str) -> str | None:
    """The requested cuisine this meal was placed for: a meal wish of its slot it meets, else the first it serves; a
    slot of a meal asked to serve a cuisine every time ("Italian every night") serves it, placed or not."""
    every = spec.local_constraint.every_meal.get(slot)
    if meal is None:
        return every[0] if every else None
    wished = [w.wish for w in spec.local_constraint.meal_wishes or () if w.meal == slot]
    return next((c for c in [*wished, *spec.local_constraint.wanted_cuisines] if serves(meal, c)), None)


def _wished_at(meal: RestaurantOption | None, spec: TripSpec, slot: str) -> bool:
    """Whether this meal meets a meal wish of its slot ("a Mexican dinner" at a dinner): no other meal can; a slot of a
    meal asked to serve a cuisine every time is always."""
    return (slot in spec.local_constraint.every_meal
            or meal is not None and any(w.meal == slot and serves(meal, w.wish) for w in spec.local_constraint.meal_wishes or ()))
