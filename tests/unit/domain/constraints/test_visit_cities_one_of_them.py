"""A city of a state trip asked for as "one of them" / "the other" (issue 39: "we want one of them to be miami" made the
party one person, then was not understood; "one of them to be orlando and the other miami" dropped Miami in silence):
read as cities to visit, and nothing read where no place follows (domain/constraints/visit_cities.py)."""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import QueryParseError, parse_request

TRIP = ("Could you help me plan a 5-day trip for 4 people from Cleveland to Florida, visiting 2 cities, March 2 to 6, "
        "2022? Budget is $6,000. ")


@pytest.mark.parametrize(("said", "cities"), [
    ("we want one of them to be Miami", ["Miami"]),
    ("one of those should be tampa pls", ["Tampa"]),
    ("i'd like one of them to be orlando and the other miami", ["Orlando", "Miami"]),
    ("One of these has to be Orlando.", ["Orlando"]),
])
def test_a_city_said_as_one_of_them_is_visited(said, cities, sandbox):
    request = parse_request(TRIP + said, sandbox)
    assert request.spec.local_constraint.visit_cities == cities and not request.not_kept
    assert request.spec.people_number == 4


@pytest.mark.parametrize("said", [
    "one of them is a picky eater",
    "two of us are vegetarian and the other one eats anything",
])
def test_no_city_is_read_where_none_is_said(said, sandbox):
    try:
        request = parse_request(TRIP + said, sandbox)
    except QueryParseError:
        return  # refused or asked, never a city read
    assert request.spec.local_constraint.visit_cities is None and request.spec.people_number == 4
