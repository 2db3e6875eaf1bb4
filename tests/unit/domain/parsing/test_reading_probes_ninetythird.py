"""Probes of stop 93 (issue 38), each a wish misread, refused or dropped in silence before:

* a ban said of a date no leg falls on ("no flights on the 20th" on a trip of March 10 to 12, or on its middle day)
  banned the mode on every leg; it bans none, and says so (as a weekday the trip lacks does);
* "i dont want to visit more than 3 things on any day" read at least 3 as well as at most 3 (the negation was more
  than two words before "more than"); "we want to see more than 2 sights a day" read exactly 2 (it is at least 3);
  "not more than 4 sights in one day" was dropped in silence (no wish word in it);
* "we saw everything in one day last time" was refused as a second trip length;
* "theme parks are a must" and "we want to hit all the theme parks" planned Fun Spot America Theme Parks as the one
  sight asked for: a kind is no name.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import parse_request
from tests.support.reading_scoring import BASE

DENVER = "Plan a 3-day trip from Washington to Denver for 2 people, March 10 to 12, 2022, with a budget of $3,000. "


@pytest.mark.parametrize(("text", "said"), [
    ("no flights on the 20th", "no leg of the trip is on the 20th"),
    ("we dont want to fly on march 20", "no leg of the trip is on march 20"),
    ("no flights on the 16th", "no leg of the trip is on the 16th"),  # the middle day of a trip to one city
    ("no flights on sunday", "the trip has no Sunday"),  # (March 15 to 17, 2022: a Tuesday to a Thursday)
])
def test_a_ban_of_a_day_no_leg_falls_on_bans_nothing(sandbox, text: str, said: str) -> None:
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.transportation is None
    assert any(said in w and "so no flight is ruled out" in w for w in request.warnings), request.warnings
    assert not request.not_kept


@pytest.mark.parametrize("text", ["no flights on the 15th", "no flying on march 17"])
def test_a_ban_of_a_day_a_leg_falls_on_holds_on_every_leg(sandbox, text: str) -> None:
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.transportation == "no flight"
    assert any("stricter than asked" in w for w in request.warnings), request.warnings


def test_a_middle_day_of_a_tour_may_hold_a_leg(sandbox) -> None:
    tour = "Plan a 5-day trip from Washington to California visiting 2 cities for 2 people, March 10 to 14, 2022, with a budget of $5,000. "
    request = parse_request(tour + "no flights on the 12th", sandbox)
    assert request.spec.local_constraint.transportation == "no flight"


@pytest.mark.parametrize(("text", "most", "least"), [
    ("i dont want to visit more than 3 things on any day", 3, None),
    ("we would never want to do more than 3 sights a day", 3, None),
    ("not more than 3 sights on any one day", 3, None),
    ("not more than 4 sights in one day", 4, None),
    ("we cant handle more than 2 attractions a day", 2, None),
    ("we want to see more than 2 sights a day", None, 3),
    ("more than 1 attraction per day please", None, 2),
])
def test_more_than_a_count_bounds_the_pace(sandbox, text: str, most: int | None, least: int | None) -> None:
    request = parse_request(BASE + text, sandbox)
    pace = request.spec.local_constraint.pace
    assert pace is not None and (pace.most, pace.least) == (most, least) and not request.not_kept, (pace, request.not_kept)


@pytest.mark.parametrize("text", ["sights: not more than four", "never more than 4 sights pls"])
def test_a_bound_with_no_day_is_named_never_dropped(sandbox, text: str) -> None:
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.pace is None and request.not_kept


@pytest.mark.parametrize("text", ["we saw everything in one day last time", "we did 5 sights in one day last time, never again"])
def test_what_was_done_in_one_day_is_no_trip_length(sandbox, text: str) -> None:
    assert parse_request(BASE + text, sandbox).spec.days == 3


def test_a_length_said_with_what_fills_it_stays_the_trip_length(sandbox) -> None:
    text = "orlando trip from washington, the sights in 3 days, march 10 2022, 2 of us, $3000"
    assert parse_request(text, sandbox).spec.days == 3


@pytest.mark.parametrize("text", ["theme parks are a must", "we want to hit all the theme parks", "we want to see all the museums",
                                  "hit every museum", "museums r a must", "water parks are a must"])
def test_a_kind_wished_for_is_named_never_one_sight(sandbox, text: str) -> None:
    request = parse_request(BASE + text, sandbox)
    assert not request.spec.local_constraint.must_see
    assert [w.reason for w in request.not_kept if "sights of a kind" in w.reason or "of a kind" in w.reason], request.not_kept


def test_a_sight_named_by_its_own_words_is_still_read(sandbox) -> None:
    assert parse_request(BASE + "fun spot please", sandbox).spec.local_constraint.must_see == ["Fun Spot America Theme Parks"]


def test_ruling_out_every_one_of_a_kind_stays_read(sandbox) -> None:
    request = parse_request(DENVER + "skip all the museums", sandbox)
    assert request.spec.local_constraint.avoid_sights and not request.not_kept
