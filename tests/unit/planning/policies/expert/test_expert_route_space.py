"""Issue 44: the coordinator's several rankings of one request share one ``RouteSpace`` (the routes before transport).

Sharing must change no ranking: each ranking below is compared with the same ranking on a space of its own. The
cities are those of the repair tests (every number written down there).
"""

from __future__ import annotations

import pytest

from himap_travel.planning.policies.expert.route_planner import RouteSpace, rank_routes
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
