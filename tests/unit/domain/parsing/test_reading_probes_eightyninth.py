"""Probes of stop 89 (issue 38): a name read alone after a hedge ("seaworld if possible", "maybe gatorland") was kept
as a rule in silence, where the same wish said with its full name ("we'd like to see SeaWorld Orlando if possible") was
said to be kept stricter than asked; a flight window on a date, said while editing a trip, moved the trip's dates."""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import parse_request
from himap_travel.domain.parsing.dates import find_dates
from himap_travel.domain.parsing.query import QueryParseError
from himap_travel.domain.parsing.window_dates import window_dates_left_out
from tests.support.reading_scoring import BASE

_KEPT_STRICTER = "is said as a preference: it is kept as a rule (stricter than asked)"


@pytest.mark.parametrize(("text", "quoted", "sights"), [
    ("seaworld if possible", "seaworld if possible", ["SeaWorld Orlando"]),
    ("maybe gatorland", "maybe gatorland", ["Gatorland"]),
    ("maybe gatorland, and seaworld for sure", "maybe gatorland", ["Gatorland", "SeaWorld Orlando"]),
    ("crayola experience if we have time", "crayola experience if we have time", ["Crayola Experience Orlando"]),
])
def test_a_name_read_in_a_hedged_clause_is_said_kept_stricter(sandbox, text: str, quoted: str, sights: list[str]) -> None:
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.must_see == sights and not request.not_kept
    assert [w for w in request.warnings if _KEPT_STRICTER in w] == [f"{quoted!r} {_KEPT_STRICTER}; say to leave it out to plan without it"]


@pytest.mark.parametrize("text", ["gatorland and seaworld", "we must see gatorland"])
def test_a_name_said_firmly_warns_nothing(sandbox, text: str) -> None:
    assert not any(_KEPT_STRICTER in w for w in parse_request(BASE + text, sandbox).warnings)


def test_a_hedged_avoidance_is_named_never_said_kept(sandbox) -> None:
    request = parse_request(BASE + "maybe avoid gatorland", sandbox)
    assert request.not_kept and not any(_KEPT_STRICTER in w for w in request.warnings)


@pytest.mark.parametrize(("text", "editing", "kept"), [
    ("no flights before 9am on march 16", True, []),  # a rule against flying: the date is the flight's
    ("no flights before 9am on march 16", False, [16]),  # a new request's only date is the trip's
    ("fly out on march 16, no flights before 9am", True, [16]),  # a move said as one
    ("dont fly after 8pm on march 18", True, []),
    ("avoid flights before 10 am on march 20 pls", True, []),
])
def test_a_ruled_windows_date_never_moves_an_edited_trip(text: str, editing: bool, kept: list[int]) -> None:
    mentions, _spans = find_dates(text)
    assert [m.day for m in window_dates_left_out(text, mentions, editing=editing)] == kept


_TENNESSEE = ("Plan a 5-day trip from Atlanta to Tennessee visiting 2 cities for 2 people, March 10 to 14, 2022, with a "
              "budget of $4,000. ")


@pytest.mark.parametrize(("text", "cities", "alone"), [
    ("nashville only, no memphis", ["Nashville"], True),  # "nashville" was named as not understood
    ("just memphis", ["Memphis"], True),
    ("only nashville please", ["Nashville"], True),  # read as one of the 2, "only" dropped in silence
    ("memphis and nashville only", ["Memphis", "Nashville"], False),  # as many as the tour: both, nothing more asked
    ("we want to visit nashville", ["Nashville"], False),
])
def test_fewer_cities_said_alone_than_the_tour_are_named(sandbox, text: str, cities: list[str], alone: bool) -> None:
    request = parse_request(_TENNESSEE + text, sandbox)
    assert request.spec.local_constraint.visit_cities == cities
    assert [w.wish for w in request.not_kept if "alone, but the trip tours 2 cities" in w.reason] == ([text] if alone else [])


@pytest.mark.parametrize(("text", "mode"), [("no trains lol", "trains"), ("we dont want to take the bus", "bus"),
                                            ("no flights and no trains", "trains"), ("never greyhound", "greyhound")])
def test_a_mode_the_data_lacks_ruled_out_is_kept_and_said(sandbox, text: str, mode: str) -> None:
    """"no trains lol" was named as not understood (a refusal of a wish every plan keeps: none takes a train)."""
    request = parse_request(BASE + text, sandbox)
    assert not request.not_kept
    assert f"transportation: the data has no {mode} between cities (only flights, self-driving and taxis), so none is planned" \
        in request.warnings


def test_a_ride_of_another_kind_is_no_mode_ruled_out(sandbox) -> None:
    request = parse_request(BASE + "no bus tours", sandbox)
    assert request.not_kept and not any("so none is planned" in w for w in request.warnings)


_NO_EARLY_NOR_RED_EYE = [{"leg": "every", "depart_from": "08:00", "depart_until": "20:59", "arrive_from": None,
                          "arrive_until": "23:59"}]


@pytest.mark.parametrize("text", ["no early flights or red-eyes", "no early morning flights or red eyes",
                                  "no early flights nor red-eyes"])
def test_a_kind_of_flight_listed_after_flights_ruled_out_is_ruled_out(sandbox, text: str) -> None:
    """"no early morning flights or red-eyes" was refused ("only ruling red-eye flights out can be kept"): the clause
    break at "or" ended the negation's reach."""
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.model_dump()["flight_times"] == _NO_EARLY_NOR_RED_EYE and not request.not_kept


@pytest.mark.parametrize(("text", "most"), [("we dont want to spend more than 40 on any meal", 40.0),
                                            ("dont spend more than $40 on a meal", 40.0),  # was "several budget amounts"
                                            ("spend under $30 on a meal", 30.0),
                                            ("never spend over 35 bucks on a single meal", 35.0)])
def test_spending_on_a_meal_capped_is_a_meal_cost(sandbox, text: str, most: float) -> None:
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.max_meal_cost == most and request.spec.budget == 2500 and not request.not_kept


def test_more_than_an_amount_on_a_meal_is_never_a_cap(sandbox) -> None:
    try:
        request = parse_request(BASE + "we want to spend more than $40 on a meal", sandbox)
    except QueryParseError:
        return  # refused: fail closed
    assert request.spec.local_constraint.max_meal_cost is None


@pytest.mark.parametrize("text", ["please keep it cheap", "our budget is tight so keep it cheap", "keep costs low",
                                  "we have $2,500 but would love to spend less", "we want to save money"])
def test_keeping_it_cheap_is_named_as_the_cheapest_wish(sandbox, text: str) -> None:
    """"keep it cheap" was named as words no reader understood, where "as cheap as possible" was the cheapest wish a
    chat plans for."""
    (wish,) = parse_request(BASE + text, sandbox).not_kept
    assert wish.favours == "cheapest" and "asks for the cheapest trip" in wish.reason


def _arriving(**bound: str) -> list[dict]:
    return [{"leg": "outbound", "depart_from": None, "depart_until": None, "arrive_from": None, "arrive_until": None, **bound}]


@pytest.mark.parametrize(("text", "windows"), [
    ("we want to arrive late", _arriving(arrive_from="21:00")),  # dropped in silence: claimed, told as a fact
    ("we want to arrive early", _arriving(arrive_until="07:59")),
    ("we dont want to arrive late", _arriving(arrive_until="20:59")),
    ("we land late", None),  # told, not asked
])
def test_a_landing_late_or_early_is_asked_only_with_a_wish(sandbox, text: str, windows: list[dict] | None) -> None:
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.model_dump().get("flight_times") == windows and not request.not_kept


@pytest.mark.parametrize("text", ["we would like to stay in a shared room to save money",
                                  "a shared room is fine to save money"])
def test_saving_money_said_as_the_reason_for_a_choice_is_no_wish(sandbox, text: str) -> None:
    assert not any(w.favours == "cheapest" for w in parse_request(BASE + text, sandbox).not_kept)
