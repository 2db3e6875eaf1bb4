"""Issue 44: the coordinator's several rankings of one request share one ``RouteSpace`` (the routes before transport).

Sharing must change no ranking: each ranking below is compared with the same ranking on a space of its own. The
cities are those of the repair tests (every number written down there).
"""

from __future__ import annotations

from dataclasses import replace
from itertools import permutations

import pytest

from himap_travel.planning.policies.allocation import stay_days
from himap_travel.planning.policies.expert.party import nightly_cost
from himap_travel.planning.policies.expert.route_planner import CityData, RouteSpace, plan_meals, rank_routes
from tests.unit.planning.policies.expert.test_expert_repair_routes import CITIES, _city


def _fares(origin: str, destination: str, day: int) -> dict[str, float]:
    """Flights dearer than taxis into A, cheaper elsewhere: the two families rank the routes differently."""
    return {"taxi": 100.0, "flight": 150.0 if destination == "A" else 40.0}


def _ranked(space: RouteSpace | None, families: tuple[str, ...], keep: int, near=None) -> list:
    return rank_routes("Home", CITIES, 2, 5, [], 1, _fares, families, keep=keep, near=near, space=space)


@pytest.mark.parametrize("families, keep, near", [(("taxi",), 3, None), (("flight", "taxi"), 12, None),
                                                  (("flight",), 5, None), (("taxi",), 12, (("C", "D"), 1))])
def test_a_shared_space_ranks_as_a_space_of_its_own(families, keep, near):
    shared = RouteSpace(CITIES, [], 1)
    _ranked(shared, ("flight",), 2)  # an earlier ranking of the same request, other family and size
    assert _ranked(shared, families, keep, near) == _ranked(None, families, keep, near)


def test_the_routes_of_one_shape_are_enumerated_once():
    space = RouteSpace(CITIES, [], 1)
    first = space.unpriced((2, 2), None, None, frozenset())
    assert space.unpriced((2, 2), None, None, frozenset()) is first
    assert [entry[0] for entry in first] == sorted(entry[0] for entry in first)  # cheapest stays and meals first
    other = space.unpriced((3, 1), None, None, frozenset())  # another spread of the nights is another list
    assert other is not first and len(other) == len(first) == 12


def test_a_space_of_other_cities_is_refused():
    space = RouteSpace([*CITIES, _city("E", 40)], [], 1)
    with pytest.raises(ValueError, match="other candidates"):
        _ranked(space, ("taxi",), 3)


def _reference(cities: list, nights: tuple[int, ...], cuisines: list[str], people: int) -> list:
    """The routes before transport as written plainly (every permutation, each priced from scratch): what
    ``RouteSpace`` must list, in the same order, however it shares the work (issue 44, the tenth step)."""
    found = []
    for route in permutations(cities, len(nights)):
        stays = [c.cheapest_stay(n) for c, n in zip(route, nights, strict=True)]
        if None in stays:
            continue
        stay_cost = sum(nightly_cost(s) * n for s, n in zip(stays, nights, strict=True))
        pairs = sorted((c.city, d) for c, d in zip(route, stay_days(nights), strict=True))
        meals = plan_meals([{c.city: c for c in cities}[name] for name, _ in pairs], [3 * d for _, d in pairs], cuisines, people)
        if meals is not None:
            found.append((stay_cost + meals[0], route, tuple(stays), stay_cost, meals[1]))
    return sorted(found, key=lambda item: (item[0], [c.city for c in item[1]]))


def _picky(name: str, nightly: float, least_nights: int, thai: int | None) -> CityData:
    """A city whose inn asks ``least_nights`` nights at least, with a Thai restaurant at rank ``thai`` (or none)."""
    city = _city(name, nightly)
    inn = city.stays[0].model_copy(update={"minimum_nights": least_nights})
    meals = tuple(m.model_copy(update={"cuisines": ["Thai", "American"]}) if i == thai else m for i, m in enumerate(city.meals))
    return replace(city, stays=(inn,), meals=meals)


@pytest.mark.parametrize("nights", [(2, 2), (3, 1), (1, 1, 2), (4,)])
@pytest.mark.parametrize("cuisines, people", [([], 1), (["Thai"], 3), (["Thai", "American"], 2)])
def test_the_routes_before_transport_are_those_written_plainly(nights, cuisines, people):
    cities = [_picky("A", 50, 1, 8), _picky("B", 60, 3, None), _picky("C", 45, 2, 0), _picky("D", 80, 1, 4),
              _picky("E", 55, 4, None)]
    listed = RouteSpace(cities, cuisines, people).unpriced(nights, None, None, frozenset())
    assert listed == _reference(cities, nights, cuisines, people)
    assert listed  # the cases plan something: the comparison is not of two empty lists
