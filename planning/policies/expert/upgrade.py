"""The expert's 'best' objective: the route it would take anyway, with better stays and restaurants its budget allows.

The coordinator ranks routes by cost (the cheapest route is the one most
likely to fit, and bargaining relies on that order). Under ``objective="best"``
the chosen route then spends part of what the budget leaves on better-rated
stays (``upgraded_stays``), and the restaurants offered to each day beyond its
planned meals are the best rated, not the cheapest (``day_tasks``), which the
day executors' upgrade rule spends their budget hints on. The rest of the
slack stays unspent, a margin for what the estimates miss (Σ refuses a day
over budget, and bargaining would take a plan back to the cheapest choices).
"""

from __future__ import annotations

from dataclasses import replace

from himap_travel.domain.evaluation.quality import night_points
from himap_travel.planning.policies.expert.party import nightly_cost
from himap_travel.planning.policies.expert.route_planner import CityData, RouteChoice

STAY_SHARE = 0.6  # of the budget's slack, what better stays may take (the day executors' meal upgrades share the rest)


def upgraded_stays(route: RouteChoice, cities: dict[str, CityData], budget: float) -> RouteChoice:
    """``route`` with each stay the best-rated listing (for its nights) that the stays' share of the slack pays for.

    The slack is what the budget leaves once the travel days' optional meals
    are paid for too (at the route's mean meal price): a meal served is worth
    more than a better night (docs/quality.md), so the stays never take the
    money for one. The longest stays are upgraded first (a night's rating
    counts per night). A listing is chosen only if it allows the nights spent
    there, as the cheapest one did; ties go to the cheaper night.
    """
    spare = STAY_SHARE * max(budget - route.total - optional_meals_reserve(route), 0.0)
    stays = list(route.stays)
    for index in sorted(range(len(stays)), key=lambda i: (-route.nights[i], i)):
        nights, current = route.nights[index], stays[index]
        affordable = [s for s in cities[route.cities[index]].stays
                      if s.minimum_nights <= nights and (nightly_cost(s) - nightly_cost(current)) * nights <= spare]
        better = max(affordable, key=lambda s: (night_points(s.review_rate), -nightly_cost(s), s.plan_entry), default=current)
        if night_points(better.review_rate) > night_points(current.review_rate):
            spare -= (nightly_cost(better) - nightly_cost(current)) * nights
            stays[index] = better
    stay_cost = sum(nightly_cost(s) * n for s, n in zip(stays, route.nights))
    return replace(route, stays=tuple(stays), stay_cost=stay_cost)


def optional_meals_reserve(route: RouteChoice) -> float:
    """What the travel days' optional meals cost at the route's mean meal price: a dinner on arrival, breakfast and
    dinner on each move between cities, breakfast and lunch on the way home (``allocation.meal_slots``)."""
    planned = sum(len(meals) for meals in route.meals.values())
    mean = route.meal_cost / planned if planned else 0.0
    return mean * (2 * len(route.cities) + 1)

