"""A wish's value corrected in its sentence is read as corrected (``domain/parsing/wish_corrections.py``); the trip's
counts, its budget and its route keep their own readers' corrections."""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import QueryParseError, parse_request
from himap_travel.domain.parsing.gazetteer import gazetteer_for
from himap_travel.domain.parsing.wish_corrections import corrected_values

TRIP = "Plan a 3-day trip from Los Angeles to Detroit for 2 people, March 18 to 20, 2022, with a budget of $2,000. "


@pytest.mark.parametrize(("said", "read"), [
    ("no flights before 8, actually make that 9", "no flights before 9"),
    ("meals under 30, sorry, 25", "meals under 25"),
    ("hotels under 150, no wait, 120 a night", "hotels under 120 a night"),
])
def test_a_number_taken_back_is_replaced_by_the_one_said_last(sandbox, said, read):
    text, warnings = corrected_values(TRIP + said, gazetteer_for(sandbox).pattern)
    assert text == TRIP + read and len(warnings) == 1


@pytest.mark.parametrize("said", [
    "for 4 people, no wait 5 people",  # a count: count_corrections'
    "budget 1800, oops i mean 2000",  # the budget: the money reader's
    "no flights before 8, actually make it cheap",  # no value after the correction
    "from Denver to Boston, no wait, Chicago",  # the route: route_correction asks which
    "march 11-13 2022, 4 of us, budget 1600 is too much, make it 1300",  # neither the year nor a range's end
    "4 of us, 1600 is too much, make it 1300",  # a bare amount of a hundred or more: the budget, the money reader's
])
def test_what_other_readers_correct_is_left_as_written(sandbox, said):
    assert corrected_values(said, gazetteer_for(sandbox).pattern) == (said, [])


def test_a_place_wished_and_corrected_is_the_one_said_last(sandbox):
    trip = ("Plan a 5-day trip from Memphis to 2 cities in Minnesota for 4 people, March 1 to 5, 2022, with a budget of "
            "$13,800. ")
    request = parse_request(trip + "minneapolis for sure... actually make that duluth", sandbox)
    assert request.spec.local_constraint.visit_cities == ["Duluth"]
    assert any("read 'duluth' for 'minneapolis'" in w for w in request.warnings)


def test_the_flight_time_read_is_the_corrected_one(sandbox):
    try:
        request = parse_request(TRIP + "no flights before 8, actually make that 9", sandbox)
    except QueryParseError as error:  # pragma: no cover - the test fails with the reason
        raise AssertionError(error.problems) from error
    assert request.spec.local_constraint.flight_times[0].depart_from == "09:00"


def test_a_budget_said_too_much_then_corrected_is_the_budget_said_last(sandbox):
    request = parse_request("State College to Scranton, march 11-13 2022, 4 of us, 1600 is too much, make it 1300",
                            sandbox)
    assert request.spec.budget == 1300 and request.spec.date[0] == "2022-03-11"
