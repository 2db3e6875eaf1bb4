"""Probes of stop 95 (issue 38), each a wish misread, refused or dropped in silence before:

* "up to 2 sights per day, none on the first day" dropped the free day (or named it as a restaurant on a day);
* "no 6am flights" was refused as a time of day not understood;
* "no places with a 2 night minimum" was dropped in silence (the nights read as the trip's length), "... a 5 night
  minimum" refused as a second trip length;
* "spend at most 300 on food" and "$50 a day on food" were not understood (now named with why), "spend max $30 on
  food per meal" not read as the cap a meal it is;
* "4 of us actually" beside "for 2 people" kept 2 in silence (read as some of the party);
* "afternoon flights out and evening flights back" put both windows on the outbound flight, an empty window; bounds
  said of one set of flights that leave no time between them are now refused naming it;
* "flights after 9am but before 1pm" was refused as a time of day not understood;
* "Gatorland AND SeaWorld", "Gatorland & SeaWorld" were refused as one sight the data lacks.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import QueryParseError, parse_request
from himap_travel.state.trip import Pace
from tests.support.reading_scoring import BASE

DENVER = "Plan a 3-day trip from Washington to Denver for 2 people, March 10 to 12, 2022, with a budget of $3,000. "


@pytest.mark.parametrize("text", ["up to 2 sights per day, none on the first day", "up to 2 sights per day, none on day 1",
                                  "max 2 attractions a day and none on the day we arrive"])
def test_none_after_a_pace_is_a_free_day(sandbox, text: str) -> None:
    request = parse_request(DENVER + text, sandbox)
    assert request.spec.local_constraint.pace == Pace(most=2, free_days=(1,))
    assert not request.not_kept


@pytest.mark.parametrize(("text", "bounds"), [
    ("no 6am flights", {"depart_from": "07:00"}),
    ("no 6am departures please", {"depart_from": "07:00"}),
    ("no 5am or 6am flights, and no 11pm flights either", {"depart_from": "07:00", "depart_until": "22:59"}),
    ("the cheapest flights you can find but no 6am departures", {"depart_from": "07:00"}),
])
def test_an_hour_ruled_out_is_the_bound_it_implies(sandbox, text: str, bounds: dict[str, str]) -> None:
    request = parse_request(BASE + text, sandbox)
    (window,) = request.spec.local_constraint.flight_times or []
    assert {k: v for k, v in window.model_dump().items() if k.startswith(("depart", "arrive")) and v} == bounds
    assert any("ruled out is read as" in w for w in request.warnings)


def test_an_hour_ruled_out_binds_the_flights_said(sandbox) -> None:
    (window,) = parse_request(BASE + "we don't want 7 am flights on the way home", sandbox).spec.local_constraint.flight_times or []
    assert (window.leg, window.depart_from) == ("return", "08:00")


@pytest.mark.parametrize(("text", "why"), [("a 6am flight please", "a time of day not understood"),
                                           ("no 2pm flights", "an hour of the afternoon")])
def test_an_hour_no_bound_keeps_is_refused_naming_it(sandbox, text: str, why: str) -> None:
    with pytest.raises(QueryParseError, match=why):
        parse_request(BASE + text, sandbox)


@pytest.mark.parametrize("text", ["no places with a 2 night minimum", "no places with a 5 night minimum",
                                  "no 2-night minimums please", "skip any airbnb with a minimum stay",
                                  "a hotel with no minimum night requirement"])
def test_a_stay_picked_by_its_minimum_nights_is_named(sandbox, text: str) -> None:
    request = parse_request(BASE + text, sandbox)
    assert request.spec.days == 3
    assert any("no rule picks stays by their minimum" in n.reason for n in request.not_kept), request.not_kept


def test_the_minimum_nights_met_is_no_wish(sandbox) -> None:
    assert not parse_request(BASE + "make sure the stays' minimum nights work with our dates", sandbox).not_kept


@pytest.mark.parametrize(("text", "why"), [
    ("spend at most 300 on food", "over the whole trip"),
    ("$50 a day on food", "each day"),
    ("we can spend 40 on food daily", "each day"),
    ("we're on a tight budget, like max 40 a day on food for both of us", "each day"),
])
def test_food_money_no_rule_keeps_is_named_with_why(sandbox, text: str, why: str) -> None:
    request = parse_request(BASE + text, sandbox)
    assert request.spec.budget == 2500
    assert any(why in n.reason and "caps what the meals cost" in n.reason for n in request.not_kept), request.not_kept


@pytest.mark.parametrize("text", ["spend max $30 on food per meal", "spend under 30 on meals per person"])
def test_spending_on_food_a_meal_is_a_cap_a_meal(sandbox, text: str) -> None:
    assert parse_request(BASE + text, sandbox).spec.local_constraint.max_meal_cost == 30


@pytest.mark.parametrize("text", ["4 of us actually, not 2", "4 of us now", "4 of us actually"])
def test_the_party_said_again_clashes_with_the_count_before(sandbox, text: str) -> None:
    with pytest.raises(QueryParseError, match="contradict each other: 2, 4"):
        parse_request(BASE + text, sandbox)


def test_some_of_the_party_still_yields(sandbox) -> None:
    assert parse_request(BASE + "two of us smoke", sandbox).spec.people_number == 2


@pytest.mark.parametrize("text", ["we prefer afternoon flights out and evening flights back",
                                  "afternoon flight out, evening flight back"])
def test_flights_back_bind_the_return(sandbox, text: str) -> None:
    windows = {w.leg: (w.depart_from, w.depart_until) for w in parse_request(BASE + text, sandbox).spec.local_constraint.flight_times or []}
    assert windows == {"outbound": ("12:00", "17:59"), "return": ("18:00", "23:59")}


@pytest.mark.parametrize("text", ["no flights before 6pm and none after 5pm", "depart after 8pm, depart before 10am"])
def test_bounds_that_leave_no_time_are_refused(sandbox, text: str) -> None:
    with pytest.raises(QueryParseError, match="contradict each other.*leaves no time"):
        parse_request(BASE + text, sandbox)


@pytest.mark.parametrize("text", ["leave after 9am but before 1pm", "flights after 9am but before 1pm"])
def test_a_second_bound_after_but(sandbox, text: str) -> None:
    (window,) = parse_request(BASE + text, sandbox).spec.local_constraint.flight_times or []
    assert (window.depart_from, window.depart_until) == ("09:00", "13:00")


@pytest.mark.parametrize("text", ["Gatorland AND SeaWorld are non-negotiable", "Gatorland & SeaWorld are non-negotiable",
                                  "gatorland & seaworld are musts", "we must see gatorland & seaworld"])
def test_two_sights_joined_are_two(sandbox, text: str) -> None:
    assert sorted(parse_request(BASE + text, sandbox).spec.local_constraint.must_see or []) == ["Gatorland", "SeaWorld Orlando"]


def test_a_name_holding_an_ampersand_stays_one(sandbox) -> None:
    request = parse_request(BASE + "we must see Magical Midway Arcade & SlingShot", sandbox)
    assert request.spec.local_constraint.must_see == ["Magical Midway Arcade & SlingShot"]


TEXAS_TOUR = "Plan a 5-day trip from Salt Lake City to 2 cities in Texas for 2 people, March 14 to 18, 2022, with a budget of $5,000. "
NOLA = "Plan a 3-day trip from Chicago to New Orleans for 2 people, March 10 to 12, 2022, with a budget of $2,000. "
CALIFORNIA = ("Plan a 5-day trip from Washington to California visiting 2 cities for 2 people, March 10 to 14, 2022, with a "
              "budget of $5,000. ")


def test_a_citys_nights_said_after_it_are_its_share(sandbox) -> None:
    """"houston for 2 nights then austin" was refused as a second trip length (3 days against 5)."""
    request = parse_request(TEXAS_TOUR + "houston for 2 nights then austin", sandbox)
    assert request.spec.days == 5
    assert [(r.city, r.before) for r in request.spec.local_constraint.city_order or []] == [("Houston", "Austin")]
    assert any("no rule sets one city's nights" in n.reason for n in request.not_kept), request.not_kept


@pytest.mark.parametrize("text", ["plan a trip from houston for 3 days to orlando, march 15 2022, 2 people, $2000",
                                  "Please plan a trip for me starting from Sarasota to Chicago for 3 days, from March 22nd to "
                                  "March 24th, 2022, budget $2000"])
def test_a_length_after_the_start_or_the_destination_stays_the_trips(sandbox, text: str) -> None:
    request = parse_request(text, sandbox)
    assert request.spec.days == 3 and not request.not_kept


@pytest.mark.parametrize(("text", "window"), [
    ("coming back any time after noon", ("return", "12:00", None)),
    ("coming back after noon", ("return", "12:00", None)),
    ("come back before 8pm please", ("return", None, "20:00")),  # coming home by a time: the landing
])
def test_coming_back_is_the_return(sandbox, text: str, window: tuple[str, str | None, str | None]) -> None:
    (said,) = parse_request(NOLA + text, sandbox).spec.local_constraint.flight_times or []
    assert (said.leg, said.depart_from, said.arrive_until) == window


def test_a_landing_beside_the_way_home_is_the_way_outs(sandbox) -> None:
    windows = parse_request(BASE + "arrive after 10am and leave after 6pm on the last day", sandbox).spec.local_constraint.flight_times
    assert {(w.leg, w.arrive_from, w.depart_from) for w in windows or []} == {("outbound", "10:00", None), ("return", None, "18:00")}


@pytest.mark.parametrize(("text", "key", "hours"), [
    ("we rather not drive more than 3-4 hrs a day", "max_driving_hours", 4.0),
    ("we have 2-3 hours of driving max per day", "max_driving_hours", 3.0),
    ("no flights longer than 2 to 3 hours", "max_flight_hours", 3.0),
])
def test_a_range_of_hours_is_kept_as_its_upper_end_and_said(sandbox, text: str, key: str, hours: float) -> None:
    request = parse_request(CALIFORNIA + text, sandbox)
    assert getattr(request.spec.local_constraint, key) == hours
    assert any("a range of hours is kept as its upper end" in w for w in request.warnings)


def test_drives_kept_short_with_a_cap(sandbox) -> None:
    assert parse_request(CALIFORNIA + "keep drives short, like 2 hours max", sandbox).spec.local_constraint.max_driving_hours == 2


@pytest.mark.parametrize("text", ["wife and me want orlando from DC, mar 15-17 2022, $2500",
                                  "we want orlando from DC, mar 15-17 2022, $2500, 2 people"])
def test_a_place_wanted_is_the_destination(sandbox, text: str) -> None:
    assert parse_request(text, sandbox).spec.dest == "Orlando"


@pytest.mark.parametrize("text", ["ok how about orlando from washington, march 15-17 2022, 2 people, $2500",
                                  "from washington, how about orlando? march 15-17 2022, 2 people, $2500"])
def test_a_place_proposed_is_the_destination(sandbox, text: str) -> None:
    """"how about orlando from washington" after a vague opener was asked where to go, and "orlando" named unread."""
    request = parse_request(text, sandbox)
    assert (request.spec.org, request.spec.dest) == ("Washington", "Orlando") and not request.not_kept


def test_meals_every_day_beside_a_wish_are_named(sandbox) -> None:
    """"3 meals a day" was dropped in silence when a cuisine was asked in another part of its sentence."""
    request = parse_request(BASE + "we'd like 3 meals a day and italian for dinner on day 2", sandbox)
    assert request.spec.local_constraint.meal_days and any("asks for meals on every day" in n.reason for n in request.not_kept)
