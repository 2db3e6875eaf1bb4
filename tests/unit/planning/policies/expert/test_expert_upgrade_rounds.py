"""The expert's upgrade under 'best' prices each option once, not once per round (issue 44), and picks exactly what
the round-by-round greedy rule picks (the rule as it was written before, kept here as the oracle)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from himap_travel.domain.evaluation.quality import meal_points, night_points
from himap_travel.planning.policies.expert import upgrade
from himap_travel.planning.policies.expert.party import meal_cost, nightly_cost, serves
from himap_travel.planning.policies.expert.route_planner import CityData, LegChoice, RouteChoice
from himap_travel.tools.search_results import AccommodationOption, RestaurantOption

CUISINES = ("Chinese", "Italian", "Cafe", "Mexican")


def _oracle(route, cities, budget, cuisines, people, share=upgrade.UPGRADE_SHARE):
    """The greedy rule, each round re-pricing every option and re-reading every other meal's cuisines."""
    spare = share * max(budget - route.total - upgrade.optional_meals_reserve(route), 0.0)
    stays = list(route.stays)
    stay_options = [[s for s in cities[c].stays if s.minimum_nights <= n] for c, n in zip(route.cities, route.nights, strict=True)]
    meals = {city: list(picked) for city, picked in route.meals.items()}
    options = {city: upgrade._meal_candidates(cities[city].meals, cuisines) for city in meals}  # noqa: SLF001
    while True:
        best = None
        for index, current in enumerate(stays):
            nights = route.nights[index]
            for s in stay_options[index]:
                extra = (nightly_cost(s) - nightly_cost(current)) * nights
                gain = (night_points(s.review_rate) - night_points(current.review_rate)) * nights
                if gain > 0 and extra <= spare and (best is None or (gain / max(extra, 1.0), gain, -extra) > best[0]):
                    best = ((gain / max(extra, 1.0), gain, -extra), "stay", index, s)
        used = {m.name for picked in meals.values() for m in picked}
        for city, picked in meals.items():
            for index, current in enumerate(picked):
                others = [m for c, p in meals.items() for j, m in enumerate(p) if (c, j) != (city, index)]
                lost = [c for c in cuisines if serves(current, c) and not any(serves(o, c) for o in others)]
                for option in options[city]:
                    if option.name in used or option.rating <= current.rating or not all(serves(option, c) for c in lost):
                        continue
                    extra = meal_cost(option, people) - meal_cost(current, people)
                    gain = meal_points(option.rating) - meal_points(current.rating)
                    if gain > 0 and extra <= spare and (best is None or (gain / max(extra, 1.0), gain, -extra) > best[0]):
                        best = ((gain / max(extra, 1.0), gain, -extra), city, index, option)
        if best is None:
            return tuple(stays), {c: tuple(p) for c, p in meals.items()}
        _, where, index, option = best
        if where == "stay":
            spare -= (nightly_cost(option) - nightly_cost(stays[index])) * route.nights[index]
            stays[index] = option
        else:
            spare -= meal_cost(option, people) - meal_cost(meals[where][index], people)
            meals[where][index] = option


def _instance(seed: int):
    rng = random.Random(seed)
    cities, meals, route_stays = {}, {}, []
    names = [f"C{i}" for i in range(rng.randint(1, 3))]
    for city in names:
        stays = sorted((AccommodationOption(name=f"{city} stay {i}", city=city, room_type="Private room",
                                            price=rng.randint(30, 300), minimum_nights=rng.choice((1, 1, 2, 4)),
                                            maximum_occupancy=4, house_rules=[], review_rate=rng.choice((1.0, 2.5, 3.0, 4.0, 4.5, 5.0)))
                        for i in range(rng.randint(1, 12))), key=nightly_cost)
        restaurants = tuple(RestaurantOption(name=f"{city} food {i}", city=city, average_cost=rng.randint(8, 90),
                                             rating=rng.choice((0.0, 2.0, 3.5, 4.0, 4.5, 4.9)),
                                             cuisines=rng.sample(CUISINES, rng.randint(1, 2))) for i in range(rng.randint(2, 25)))
        cities[city] = CityData(city, tuple(stays), restaurants, ())
        meals[city] = tuple(rng.sample(restaurants, min(len(restaurants), rng.randint(1, 3))))
        route_stays.append(stays[0])
    nights = tuple(rng.randint(1, 3) for _ in names)
    people = rng.randint(1, 4)
    legs = tuple(LegChoice("H", city, "taxi", 20.0) for city in names)
    stay_cost = sum(nightly_cost(s) * n for s, n in zip(route_stays, nights, strict=True))
    meal_total = sum(meal_cost(m, people) for picked in meals.values() for m in picked)
    route = RouteChoice(cities=tuple(names), nights=nights, stays=tuple(route_stays), legs=legs, meals=meals,
                        stay_cost=stay_cost, meal_cost=meal_total, transport_cost=40.0)
    cuisines = rng.sample(CUISINES, rng.randint(0, 2)) + (["Chinese"] if rng.random() < 0.2 else [])  # a repeated wish too
    return route, cities, route.total + rng.choice((0, 50, 300, 2000, 10000)), cuisines, people


@pytest.mark.parametrize("seed", range(60))
def test_the_upgrade_picks_what_the_round_by_round_rule_picks(seed):
    route, cities, budget, cuisines, people = _instance(seed)
    upgraded = upgrade.upgraded_route(route, cities, budget, cuisines, people)
    stays, meals = _oracle(route, cities, budget, cuisines, people)
    assert (upgraded.stays, upgraded.meals) == (stays, meals)
    assert upgraded == replace(upgraded, stays=stays)  # and the totals follow the picks


def test_each_option_is_priced_once_not_once_per_round(monkeypatch):
    calls = []

    def counted(option, people):
        calls.append(option.name)
        return meal_cost(option, people)

    monkeypatch.setattr(upgrade, "meal_cost", counted)
    route, cities, _, cuisines, people = _instance(7)
    restaurants = tuple(RestaurantOption(name=f"r{i}", city="C0", average_cost=10 + i, rating=min(5.0, 1.0 + i / 10),
                                         cuisines=["Cafe"]) for i in range(40))  # each dearer one better: many rounds
    cities["C0"] = replace(cities["C0"], meals=restaurants)
    route = replace(route, meals={**route.meals, "C0": restaurants[:2]})
    upgraded = upgrade.upgraded_route(route, cities, route.total + 10_000, [], people)
    rounds = sum(1 for m in upgraded.meals["C0"] if m not in restaurants[:2])
    assert rounds >= 2
    slots = sum(len(p) for p in route.meals.values())
    options = sum(len(c.meals) for c in cities.values())
    # once per option, and the current meals once per round (the old loop priced every option every round)
    assert len(calls) <= options + (rounds + 1) * slots + rounds + slots
