"""The expert's 'best' objective: better stays and restaurants within the budget, and the route they make best.

The coordinator ranks routes by cost (the cheapest route is the one most
likely to fit, and bargaining relies on that order). Under ``objective="best"``
it first tries the routes that fit the budget with the travel days' optional
meals, those of most points first: each with its stays and planned meals
upgraded greedily, the upgrade of most points per dollar first, within a share
of what the budget leaves once those optional meals are paid for
(``upgraded_route``; ``route_points``). The restaurants offered to each day
beyond its planned meals are the best rated, not the cheapest (``day_tasks``),
which the day executors' upgrade rule spends their budget hints on. The rest
of the slack stays unspent, a margin for what the estimates miss (Σ refuses a
day over budget, and bargaining would take a plan back to the cheapest choices).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from himap_travel.domain.evaluation.quality import meal_points, night_points
from himap_travel.planning.policies.expert.party import meal_cost, nightly_cost, serves
from himap_travel.planning.policies.expert.route_planner import CityData, RouteChoice
from himap_travel.tools.search_results import RestaurantOption


def optional_meals_reserve(route: RouteChoice) -> float:
    """What the travel days' optional meals cost at the route's mean meal price: a dinner on arrival, breakfast and
    dinner on each move between cities, breakfast and lunch on the way home (``allocation.meal_slots``)."""
    planned = sum(len(meals) for meals in route.meals.values())
    mean = route.meal_cost / planned if planned else 0.0
    return mean * (2 * len(route.cities) + 1)



UPGRADE_SHARE = 0.85  # best objective: of the slack after the optional meals, what the route's stays and planned meals may take


def upgraded_route(route: RouteChoice, cities: dict[str, CityData], budget: float, cuisines: Sequence[str], people: int,
                   share: float = UPGRADE_SHARE) -> RouteChoice:
    """``route`` with its stays and planned meals upgraded greedily, the upgrade of most points per dollar first.

    The money is ``share`` of what the budget leaves once the travel days' optional meals are paid for (a meal served
    is worth more than any upgrade). A stay may become any listing of its city that allows its nights; a planned meal
    any restaurant of its city the route does not use yet (one no cheaper restaurant out-rates, or one serving a
    requested cuisine), so long as every requested cuisine stays served. Ties go to the cheaper upgrade.
    """
    spare = share * max(budget - route.total - optional_meals_reserve(route), 0.0)
    stays = list(route.stays)
    # Each option's cost and points once, not once per round of the greedy loop (issue 44: this loop was a tenth
    # of a chat turn's CPU); the rounds compare the same numbers in the same order, so the picks are unchanged.
    stay_options = [[(s, nightly_cost(s), night_points(s.review_rate)) for s in cities[city].stays if s.minimum_nights <= nights]
                    if city in cities else [] for city, nights in zip(route.cities, route.nights)]
    meals = {city: list(picked) for city, picked in route.meals.items()}
    meal_options = {city: [(m, meal_cost(m, people), meal_points(m.rating), {c for c in cuisines if serves(m, c)})
                           for m in _meal_candidates(cities[city].meals, cuisines)] if city in cities else []
                    for city in meals}
    while True:
        best: tuple[Any, ...] | None = None
        for index, stay in enumerate(stays):
            nights = route.nights[index]
            current_cost, current_points = nightly_cost(stay), night_points(stay.review_rate)
            for s, cost, points in stay_options[index]:
                extra = (cost - current_cost) * nights
                gain = (points - current_points) * nights
                if gain > 0 and extra <= spare:
                    key = (gain / max(extra, 1.0), gain, -extra)
                    if best is None or key > best[0]:
                        best = (key, "stay", index, s)
        used = {m.name for picked in meals.values() for m in picked}
        servers = Counter(c for picked in meals.values() for m in picked for c in dict.fromkeys(cuisines) if serves(m, c))
        for city, picked in meals.items():
            for index, current in enumerate(picked):
                lost = [c for c in cuisines if serves(current, c) and servers[c] == 1]  # no other meal serves it
                current_cost, current_points = meal_cost(current, people), meal_points(current.rating)
                for option, cost, points, served in meal_options[city]:
                    if option.name in used or option.rating <= current.rating or not all(c in served for c in lost):
                        continue
                    extra = cost - current_cost
                    gain = points - current_points
                    if gain > 0 and extra <= spare:
                        key = (gain / max(extra, 1.0), gain, -extra)
                        if best is None or key > best[0]:
                            best = (key, city, index, option)
        if best is None:
            break
        _, where, index, option = best
        if where == "stay":
            spare -= (nightly_cost(option) - nightly_cost(stays[index])) * route.nights[index]
            stays[index] = option
        else:
            spare -= meal_cost(option, people) - meal_cost(meals[where][index], people)
            meals[where][index] = option
    stay_cost = sum(nightly_cost(s) * n for s, n in zip(stays, route.nights))
    meal_total = sum(meal_cost(m, people) for picked in meals.values() for m in picked)
    return replace(route, stays=tuple(stays), stay_cost=stay_cost, meals={c: tuple(p) for c, p in meals.items()},
                   meal_cost=meal_total)


def _meal_candidates(meals: Sequence[RestaurantOption], cuisines: Sequence[str]) -> list[RestaurantOption]:
    """A city's restaurants worth upgrading to: those no cheaper one out-rates, overall and per requested cuisine."""
    picked: dict[str, RestaurantOption] = {}
    for group in [list(meals)] + [[m for m in meals if serves(m, c)] for c in cuisines]:
        top = -1.0
        for meal in sorted(group, key=lambda m: (m.average_cost, -m.rating, m.name)):
            if meal.rating > top:
                top = meal.rating
                picked.setdefault(meal.name, meal)
    return list(picked.values())


def route_points(route: RouteChoice) -> int:
    """The points a route's stays and planned meals earn (ratings only: every route serves the same required meals)."""
    nights = sum(night_points(s.review_rate) * n for s, n in zip(route.stays, route.nights))
    return nights + sum(meal_points(m.rating) for picked in route.meals.values() for m in picked)
