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
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from himap_travel.domain.evaluation.quality import meal_points, night_points
from himap_travel.planning.policies.expert.party import meal_cost, nightly_cost, serves
from himap_travel.planning.policies.expert.route_planner import CityData, RouteChoice
from himap_travel.tools.search_results import AccommodationOption, RestaurantOption


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
    return Upgrader(cities, budget, cuisines, people, share)(route)


StayOption = tuple[AccommodationOption, float, int]  # a listing, its nightly cost, its points a night
MealOption = tuple[RestaurantOption, float, int, set[str]]  # a restaurant, a meal's cost, its points, the cuisines it serves
BetterMeal = tuple[str, float, int, set[str], RestaurantOption]  # a MealOption as the greedy loop reads it: name first
# A planned meal as the greedy loop reads it: the restaurant, the cuisines it serves, a meal's cost and points, and the
# city's options that may replace it (``Upgrader._planned``).
PlannedMeal = tuple[RestaurantOption, tuple[str, ...], float, int, list[BetterMeal]]


class Upgrader:
    """``upgraded_route`` for the routes of one request (one ``cities``, budget, cuisines and party).

    The coordinator scores every route that fits before it picks one, then upgrades the one it picked: each city's
    options (their cost and points) are worked out once here, not once per route, and a route asked again gets the
    upgrade it got (issue 44: the upgrades were a tenth of a chat turn's CPU). The picks are those of one call alone.
    """

    def __init__(self, cities: dict[str, CityData], budget: float, cuisines: Sequence[str], people: int,
                 share: float = UPGRADE_SHARE, every: Mapping[str, Sequence[str]] | None = None) -> None:
        self.cities, self.budget, self.cuisines, self.people, self.share = cities, budget, cuisines, people, share
        # a cuisine asked at every meal of a kind (``LocalConstraint.every_meal``): a meal serving it is replaced only by
        # one serving it too, so the route keeps one for each such meal
        self.every = {c for asked in (every or {}).values() for c in asked}
        self._stays: dict[tuple[str, int], list[StayOption]] = {}
        self._meals: dict[str, list[MealOption]] = {}
        self._better: dict[tuple[str, float], list[BetterMeal]] = {}  # (city, a rating) -> its options rated higher
        self._planned_meals: dict[tuple[int, str], PlannedMeal] = {}  # (id of a restaurant, its city) -> what it is
        self._serving: dict[int, tuple[RestaurantOption, tuple[str, ...]]] = {}  # id of a restaurant -> (it, what it serves)
        self._done: dict[int, tuple[RouteChoice, RouteChoice]] = {}  # id of a route asked -> (that route, its upgrade)

    def __call__(self, route: RouteChoice) -> RouteChoice:
        done = self._done.get(id(route))
        if done is None or done[0] is not route:
            done = self._done[id(route)] = (route, self._upgraded(route))
        return done[1]

    def _stay_options(self, city: str, nights: int) -> list[StayOption]:
        if (city, nights) not in self._stays:
            self._stays[(city, nights)] = ([(s, nightly_cost(s), night_points(s.review_rate)) for s in self.cities[city].stays
                                            if s.minimum_nights <= nights] if city in self.cities else [])
        return self._stays[(city, nights)]

    def _meal_options(self, city: str) -> list[MealOption]:
        if city not in self._meals:
            cuisines, people = self.cuisines, self.people
            self._meals[city] = ([(m, meal_cost(m, people), meal_points(m.rating), {c for c in cuisines if serves(m, c)})
                                  for m in _meal_candidates(self.cities[city].meals, cuisines)] if city in self.cities else [])
        return self._meals[city]

    def _better_meals(self, city: str, rating: float) -> list[BetterMeal]:
        """The city's meal options rated above ``rating``, in ``_meal_options``' order: the only ones that can replace
        a planned meal of that rating. Worked out once per (city, rating), not once per planned meal and round of
        the greedy loop (issue 44: that loop was most of an upgrade's CPU)."""
        found = self._better.get((city, rating))
        if found is None:
            found = self._better[(city, rating)] = [(option.name, cost, points, served, option)
                                                    for option, cost, points, served in self._meal_options(city)
                                                    if not option.rating <= rating]  # as the loop skipped them
        return found

    def _planned(self, city: str, meal: RestaurantOption) -> PlannedMeal:
        """What the greedy loop reads of a planned meal, worked out once per restaurant, not once per round."""
        found = self._planned_meals.get((id(meal), city))
        if found is None or found[0] is not meal:
            found = self._planned_meals[(id(meal), city)] = (meal, self._served(meal), meal_cost(meal, self.people),
                                                             meal_points(meal.rating), self._better_meals(city, meal.rating))
        return found

    def _served(self, meal: RestaurantOption) -> tuple[str, ...]:
        """The requested cuisines ``meal`` serves, each once, read once per restaurant: every round of the greedy loop
        asks it of every planned meal (issue 44: ``serves`` reads the restaurant's text each time)."""
        found = self._serving.get(id(meal))
        if found is None or found[0] is not meal:
            found = self._serving[id(meal)] = (meal, tuple(c for c in dict.fromkeys(self.cuisines) if serves(meal, c)))
        return found[1]

    def _upgraded(self, route: RouteChoice) -> RouteChoice:
        people = self.people
        spare = self.share * max(self.budget - route.total - optional_meals_reserve(route), 0.0)
        stays = list(route.stays)
        # Each option's cost and points once (per city: ``_stay_options``, ``_meal_options``), not once per round of
        # the greedy loop; the rounds compare the same numbers in the same order, so the picks are unchanged.
        stay_options = [self._stay_options(city, nights) for city, nights in zip(route.cities, route.nights, strict=True)]
        meals = {city: list(picked) for city, picked in route.meals.items()}
        planned = {city: [self._planned(city, m) for m in picked] for city, picked in meals.items()}  # kept with meals
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
            servers = Counter(c for here in planned.values() for _, serving, _, _, _ in here for c in serving)
            for city, here in planned.items():
                for index, (_, serving, current_cost, current_points, better) in enumerate(here):
                    lost = {c for c in serving if servers[c] == 1 or c in self.every}  # no other meal serves it
                    for name, cost, points, served, option in better:
                        if name in used or not lost <= served:
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
                planned[where][index] = self._planned(where, option)  # the only planned meal this round changed
        stay_cost = sum(nightly_cost(s) * n for s, n in zip(stays, route.nights, strict=True))
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
    nights = sum(night_points(s.review_rate) * n for s, n in zip(route.stays, route.nights, strict=True))
    return nights + sum(meal_points(m.rating) for picked in route.meals.values() for m in picked)
