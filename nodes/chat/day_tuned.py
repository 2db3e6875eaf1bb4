"""One day made cheaper, or one meal made nicer or cheaper, in place (issue 39): "make day 2 cheaper", "day 2 is pricey,
can u trim it a bit", "a nicer dinner on day 3", "lunch on day 3 somewhere better rated", "a cheaper dinner on day 2".
No rule of a trip can ask this of one day or one meal, and a re-plan for the lowest cost (or for ratings) changes every
day, so the plan itself is edited, as ``meal_swap`` does for a cuisine: the meal put at another restaurant of its city
that the plan does not eat at yet (cheaper, the cheapest first; or better rated, the best first), the first whose plan
still passes every check (the budget, the rules, the commonsense ones). A cheaper day changes each of its meals that can
be cheaper; its stay is the stay of other nights too and its travel the route's, so they stay (the reply says how to
make them cheaper). When nothing can be changed, the reply says why and nothing changes; "undo" brings the plan before
back (``edited_plan``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from himap_travel.domain.sandbox.records import Restaurant
from himap_travel.domain.text.money import money
from himap_travel.nodes.chat.markdown import venue_name
from himap_travel.nodes.chat.meal_swap import edited_plan, plan_passes
from himap_travel.state.days import MEALS
from himap_travel.state.trip import TripSpec

_MOST_TRIED = 8  # candidates checked against the whole plan's rules, per meal


def _passes(trip: dict[str, Any], plan: list[dict[str, Any]], sandbox: Any) -> bool:
    return plan_passes(TripSpec.from_trip(trip), plan, sandbox)


def _row(sandbox: Any, city: str, name: str) -> Restaurant | None:
    return next((r for r in sandbox.restaurants_in(city) if (r.name or "").strip() == name.strip()), None)


def _eaten(plan: list[dict[str, Any]]) -> set[str]:
    return {venue_name(d.get(m) or "-") for d in plan for m in MEALS}


def _swapped(plan: list[dict[str, Any]], day: int, meal: str, trip: dict[str, Any], sandbox: Any,
             better: Callable[[Restaurant, Restaurant], bool], order: Callable[[Restaurant], Any],
             ) -> tuple[list[dict[str, Any]], Restaurant, Restaurant] | None:
    """The plan with day ``day``'s ``meal`` at the first restaurant of its city, by ``order``, ``better`` than the one
    there now, not eaten at yet, whose plan passes every check; with the two restaurants. None when none can be."""
    entry = str(plan[day - 1].get(meal) or "-").strip()
    if entry == "-":
        return None
    city = entry.rsplit(",", 1)[-1].strip()
    now = _row(sandbox, city, venue_name(entry))
    if now is None:
        return None
    eaten = _eaten(plan)
    options = sorted((r for r in sandbox.restaurants_in(city) if r.name and r.name not in eaten and better(r, now)),
                     key=order)
    for option in options[:_MOST_TRIED]:
        edited = [dict(d) for d in plan]
        edited[day - 1][meal] = f"{option.name}, {city}"
        if _passes(trip, edited, sandbox):
            return edited, now, option
    return None


def _cheaper(r: Restaurant, now: Restaurant) -> bool:
    return (r.average_cost or 0) < (now.average_cost or 0)


def _cheapest_first(r: Restaurant) -> tuple[float, float]:
    return r.average_cost or 0, -(r.rating or 0)


def day_cheaper(day: int, trip: dict[str, Any], state: Mapping[str, Any], sandbox: Any) -> dict[str, Any]:
    """The update for "make day N cheaper": each of the day's meals that can be put at a cheaper restaurant so (the plan
    edited, said per meal), or the answer saying why none can (nothing changed)."""
    plan = [dict(d) for d in state.get("plan") or []]
    meals = [m for m in MEALS if str(plan[day - 1].get(m) or "-").strip() != "-"]
    said = []
    for meal in meals:
        found = _swapped(plan, day, meal, trip, sandbox, _cheaper, _cheapest_first)
        if found is not None:
            plan, now, option = found
            said.append(f"{meal} {now.name} ({money(now.average_cost or 0)} a person) → {option.name} "
                        f"({money(option.average_cost or 0)} a person, rated {option.rating or 0:g})")
    others = "its stay is the trip's stay on other nights too and its travel the route's (say \"cheaper hotel\" or " \
             "\"make it cheaper\" for those)"
    if not said:
        why = "it has no meal in the plan" if not meals else \
            "each of its meals is already at the cheapest restaurant of its city that keeps your budget and rules"
        return {"answer": f"Day {day} can't be made cheaper in place: {why}, and {others}. Nothing changed.",
                "problems": []}
    return edited_plan(trip, state, plan, f"day {day} made cheaper: {'; '.join(said)}; {others}")


def meal_cheaper(day: int, meal: str, trip: dict[str, Any], state: Mapping[str, Any], sandbox: Any) -> dict[str, Any]:
    """The update for "a cheaper dinner on day N": that meal put at a cheaper restaurant of its city (the plan edited,
    the other days as they were), or the answer saying why it cannot be (nothing changed)."""
    return _one_meal(day, meal, trip, state, sandbox, ("cheaper", "cheaper", "that costs less and"), _cheaper,
                     _cheapest_first, lambda now, option: (
                         f"{now.name} ({money(now.average_cost or 0)} a person) → {option.name} "
                         f"({money(option.average_cost or 0)} a person, rated {option.rating or 0:g})"))


def meal_nicer(day: int, meal: str, trip: dict[str, Any], state: Mapping[str, Any], sandbox: Any) -> dict[str, Any]:
    """The update for "a nicer dinner on day N": that meal put at a better-rated restaurant of its city (the plan
    edited), or the answer saying why it cannot be (nothing changed)."""
    return _one_meal(day, meal, trip, state, sandbox, ("nicer", "better-rated", "rated higher"),
                     lambda r, now: (r.rating or 0) > (now.rating or 0), lambda r: (-(r.rating or 0), r.average_cost or 0),
                     lambda now, option: (f"{now.name} (rated {now.rating or 0:g}) → {option.name} (rated "
                                          f"{option.rating or 0:g}, {money(option.average_cost or 0)} a person)"))


def _one_meal(day: int, meal: str, trip: dict[str, Any], state: Mapping[str, Any], sandbox: Any, words: tuple[str, str, str],
              better: Callable[[Restaurant, Restaurant], bool], order: Callable[[Restaurant], Any],
              change: Callable[[Restaurant, Restaurant], str]) -> dict[str, Any]:
    """One meal of one day put at another restaurant ``better`` than its own (``order`` the first tried): the plan
    edited with ``change`` said, or why none can be. ``words``: how the wish is said ("nicer"), what is looked for
    ("better-rated") and what no restaurant found is ("rated higher")."""
    asked, looked_for, lacking = words
    plan = [dict(d) for d in state.get("plan") or []]
    entry = str(plan[day - 1].get(meal) or "-").strip()
    if entry == "-":
        return {"answer": f"Day {day} has no {meal} in the plan, so I can't make it {asked}; nothing changed.",
                "problems": []}
    found = _swapped(plan, day, meal, trip, sandbox, better, order)
    if found is None:
        return {"answer": f"I couldn't find a {looked_for} {meal} for day {day} than {venue_name(entry)}: no restaurant "
                          f"of its city {lacking} that the plan doesn't eat at yet keeps your budget and rules. "
                          "Nothing changed.", "problems": []}
    edited, now, option = found
    return edited_plan(trip, state, edited, f"day {day}'s {meal}: {change(now, option)}")
