"""Issue 44: with a look-ahead, ``rank_routes`` prices each route from the look-ahead's last walk of its legs.

The look-ahead fetches, in batches, the legs the search is certain to price; once a route's legs are all known,
its walk is the walk the leg prices would give, so the route is not walked again through them. Here every ranking
with a look-ahead is compared with the same ranking priced leg by leg (same routes, same legs, same costs, and the
same legs looked up), and the leg prices are never asked once the look-ahead knows a leg. The fares differ by leg,
and some legs lack a family's modes, so routes fail, and families rank routes differently.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from himap_travel.planning.policies.expert.route_planner import Leg, rank_routes
from tests.unit.planning.policies.expert.test_expert_repair_routes import CITIES


def _fares(origin: str, destination: str, day: int) -> dict[str, float]:
    """Written-down fares: no flight into or out of C, no drive between B and D, dearer flights into A."""
    fares: dict[str, float] = {}
    if "C" not in (origin, destination):
        fares["flight"] = 150.0 if destination == "A" else 40.0 + 10 * day
    if {origin, destination} != {"B", "D"}:
        fares["taxi"] = 90.0 + 5 * len(origin + destination)
        fares["self-driving"] = 60.0 + 3 * day
    return fares


class _Pricer:
    """Leg prices memoised as the coordinator's ``_LegPricer`` keeps them: ``fetch`` looks legs up, ``known`` reads."""

    def __init__(self) -> None:
        self.prices: dict[Leg, dict[str, float]] = {}
        self.looked_up: list[Leg] = []
        self.asked_after_fetch = 0  # calls of the leg prices for a leg the look-ahead already knew

    def __call__(self, origin: str, destination: str, day: int) -> dict[str, float]:
        leg = (origin, destination, day)
        if leg in self.prices:
            self.asked_after_fetch += 1
        else:
            self.fetch([leg])
        return self.prices[leg]

    def known(self, origin: str, destination: str, day: int) -> dict[str, float] | None:
        return self.prices.get((origin, destination, day))

    def fetch(self, legs: Sequence[Leg]) -> None:
        for leg in legs:
            if leg not in self.prices:
                self.looked_up.append(leg)
                self.prices[leg] = _fares(*leg)


@pytest.mark.parametrize("families", [("taxi",), ("flight",), ("self-driving",), ("self-driving", "flight", "taxi")])
@pytest.mark.parametrize("keep", [1, 3, 12])
def test_a_ranking_with_a_look_ahead_is_the_ranking_priced_leg_by_leg(families, keep):
    one_by_one, batched = _Pricer(), _Pricer()
    expected = rank_routes("Home", CITIES, 2, 5, [], 1, one_by_one, families, keep=keep)
    found = rank_routes("Home", CITIES, 2, 5, [], 1, batched, families, keep=keep, lookahead=batched)
    assert found == expected
    assert expected  # the fares leave routes to rank
    assert set(batched.looked_up) == set(one_by_one.looked_up)


def test_the_leg_prices_are_not_asked_again_for_a_leg_the_look_ahead_knows():
    pricer = _Pricer()
    routes = rank_routes("Home", CITIES, 3, 7, [], 1, pricer, ("self-driving", "flight", "taxi"), keep=12, lookahead=pricer)
    assert len(routes) == 12
    assert pricer.asked_after_fetch == 0
