"""Issue 16: a repair changes as little of the route as will work (the coordinator's ``keep_route`` feedback).

The route search on hand-made cities (every number here is written down), then the
coordinator's repair on the real sandbox.
"""

from __future__ import annotations

import pytest

from himap_travel.planning.policies.expert.coordinator import nearest_routes
from himap_travel.planning.policies.expert.route_planner import CityData, moved_cities, rank_routes
from himap_travel.state.plan import Feedback
from himap_travel.tools.search_results import AccommodationOption, RestaurantOption


def _city(name: str, nightly: float) -> CityData:
    meals = tuple(
        RestaurantOption(name=f"{name} diner {i}", city=name, cuisines=["American"], average_cost=10.0 + i, rating=0.0)
        for i in range(9)
    )
    inn = AccommodationOption(name=f"{name} inn", city=name, room_type="Private room", price=nightly, minimum_nights=1,
                              maximum_occupancy=2, house_rules=[], review_rate=0.0)
    return CityData(name, (inn,), meals, (f"{name} park",))


CITIES = [_city("A", 50), _city("B", 60), _city("C", 70), _city("D", 80)]


def _drive(origin: str, destination: str, day: int) -> dict[str, float]:
    return {"taxi": 100.0}


def ranked(near=None, keep=20):
    return rank_routes("Home", CITIES, 2, 5, [], 1, _drive, ("taxi",), keep=keep, near=near)


def test_moved_cities_counts_positions_that_hold_another_city():
    assert moved_cities(("A", "B"), ("A", "B")) == 0
    assert moved_cities(("A", "B"), ("B", "A")) == 2
    assert moved_cities(("A", "B", "C"), ("A", "D", "C")) == 1
    assert moved_cities(("A",), ("A", "B")) == 1  # a position only one route has counts as moved


def test_near_keeps_only_routes_within_the_distance():
    everything = {r.cities for r in ranked()}
    assert len(everything) == 12  # 4 cities, 2 positions, in order
    assert {r.cities for r in ranked(near=(("C", "D"), 0))} == {("C", "D")}
    one = {r.cities for r in ranked(near=(("C", "D"), 1))}
    assert one == {("C", "D"), ("A", "D"), ("B", "D"), ("C", "A"), ("C", "B")}
    assert ranked()[0].cities == ("A", "B")  # without ``near`` the cheapest comes first


@pytest.mark.parametrize("old, expected", [(("C", "D"), ("C", "A")), (("A", "B"), ("A", "C"))])
def test_a_repair_takes_the_cheapest_route_that_moves_one_city(old, expected):
    """The failed route itself (same cities, same mode) is not offered again; the cheapest one-city change is."""
    routes, fresh = nearest_routes(ranked, Feedback(iteration=1, route=list(old), transport="taxi", keep_route=True))
    assert fresh[0].cities == expected
    assert all(moved_cities(old, r.cities) == 1 for r in fresh)


def test_the_same_cities_by_another_mode_are_a_repair_of_no_moved_city():
    routes, fresh = nearest_routes(ranked, Feedback(iteration=1, route=["C", "D"], transport="flight", keep_route=True))
    assert [r.cities for r in fresh] == [("C", "D")] and fresh[0].family == "taxi"
