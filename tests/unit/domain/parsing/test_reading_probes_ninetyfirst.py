"""Probes of stop 91 (issue 38), each a wish misread, refused or dropped before:

* a flight's window said with "return" as its verb or noun ("return after 5pm and outbound after 9am", "we return
  after 5pm"), with "has to be" ("our flight back has to be after 5pm") or as "the one back": refused as a time not
  understood;
* "we can't do anything over $250 a night" refused as a second budget, "avoid anything over 250 a night" not understood;
* "our hotel should have 4+ stars and the restaurants 4.5+" refused as two restaurant ratings (the nearer venue word
  after the hotel's rating was the restaurants', which have their own number);
* "at most 3 restaurants that are fast food" read as fast food wanted, "fast food is ok but not every meal" dropped;
* "a tight budget for food", "food on a budget", "meals should be cheap" dropped in silence or not understood;
* "we don't want to drive that far" not understood (the trip's own drive, refused), and "that drive is too long, we'd
  rather fly" read as nothing (the complaint's "drive" made the mode unclear);
* a sight on "the day we arrive" / "the day we fly home" dropped its day in silence (``sight_days``).
"""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import parse_request
from tests.support.reading_scoring import BASE

DENVER = "Plan a 3-day trip from Washington to Denver for 2 people, March 10 to 12, 2022, with a budget of $3,000. "
_OUT_AND_BACK = [{"leg": "return", "depart_from": "17:00"}, {"leg": "outbound", "depart_from": "09:00"}]


def _windows(request) -> list[dict]:
    return sorted((w.model_dump(exclude_defaults=True) for w in request.spec.local_constraint.flight_times or ()),
                  key=lambda w: w["leg"], reverse=True)


@pytest.mark.parametrize("text", [
    "our flight back has to be after 5pm, and the outbound after 9am",
    "return after 5pm and outbound after 9am",
    "the flight there should leave after 9am, the one back after 5pm",
    "flight out after 9am, our flight back needs to be after 5pm",
])
def test_a_window_said_of_the_return_in_other_words_is_read(sandbox, text: str) -> None:
    request = parse_request(BASE + text, sandbox)
    assert _windows(request) == _OUT_AND_BACK and not request.not_kept


def test_return_as_a_verb_before_its_bound_is_the_way_home(sandbox) -> None:
    request = parse_request(BASE + "we return after 5pm", sandbox)
    assert _windows(request) == [{"leg": "return", "depart_from": "17:00"}]
    assert parse_request(BASE + "we can return after 3 days", sandbox).spec.local_constraint.flight_times is None


@pytest.mark.parametrize("text", ["avoid anything over 250 a night", "we cant do anything over $250 a night",
                                  "we can't afford anything above 250 a night"])
def test_anything_over_a_nightly_price_ruled_out_is_the_most(sandbox, text: str) -> None:
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.max_night_price == 250.0 and request.spec.budget == 2500.0
    assert not request.not_kept


@pytest.mark.parametrize("text", ["our hotel should have 4+ stars and the restaurants 4.5+",
                                  "the hotel should be 4 stars or more and the restaurants 4.5 or better"])
def test_a_venue_with_its_own_rating_after_another_takes_only_its_own(sandbox, text: str) -> None:
    local = parse_request(BASE + text, sandbox).spec.local_constraint
    assert (local.min_stay_rating, local.min_rating) == (4.0, 4.5)


@pytest.mark.parametrize("text", ["at most 3 restaurants that are fast food", "fast food is ok but not every meal",
                                  "pizza is fine, but not every night"])
def test_a_cuisine_capped_is_named(sandbox, text: str) -> None:
    request = parse_request(BASE + text, sandbox)
    assert any("a cap on how many of its meals" in wish.reason for wish in request.not_kept), request.not_kept


@pytest.mark.parametrize("text", ["we are on a tight budget for food", "food on a budget", "meals should be cheap"])
def test_cheap_food_with_no_amount_is_named(sandbox, text: str) -> None:
    request = parse_request(BASE + text, sandbox)
    assert any("say the most a meal may cost" in wish.reason for wish in request.not_kept), request.not_kept
    assert request.spec.local_constraint.max_meal_cost is None


@pytest.mark.parametrize("text", ["we dont want to drive that far", "i cant drive all that way",
                                  "that drive is too long, we'd rather fly"])
def test_the_trips_own_drive_refused_rules_out_driving(sandbox, text: str) -> None:
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.transportation == "no self-driving" and not request.not_kept


@pytest.mark.parametrize("text", ["we dont want to drive too far", "the drive is too long"])
def test_a_drive_too_long_with_no_number_stays_named(sandbox, text: str) -> None:
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.transportation is None and request.not_kept


@pytest.mark.parametrize(("text", "day"), [
    ("we'd like to do the denver zoo the day we arrive", 1),
    ("we'd like to do the denver zoo the day we fly home", 3),
    ("we want the zoo on day 2 and max 2 sights a day", 2),  # "the zoo on day 2" was no sight read
    ("we def wanna see the zoo on our first full day", 2),  # the day after the one travelled on
    ("we want to see the zoo on our last full day", 2),
])
def test_a_sight_on_a_day_said_by_what_happens_then(sandbox, text: str, day: int) -> None:
    local = parse_request(DENVER + text, sandbox).spec.local_constraint
    assert [(w.sight, w.day) for w in local.sight_days or ()] == [("Denver Zoo", day)]


@pytest.mark.parametrize(("text", "price"), [
    ("hotel with at least 4 stars and under 200", 200.0),  # the price was dropped in silence
    ("hotel with 4+ stars and under 200", 200.0),
    ("no more than 150 for the room per night, 4 stars minimum", 150.0),  # "for the room" before the night: dropped
])
def test_a_stays_price_said_beside_its_rating_is_read(sandbox, text: str, price: float) -> None:
    local = parse_request(BASE + text, sandbox).spec.local_constraint
    assert (local.min_stay_rating, local.max_night_price) == (4.0, price)


def test_a_meal_said_to_be_at_a_cuisine_every_day_is_every_such_meal(sandbox) -> None:
    """"breakfast should be at a cafe every day" was named as "say which meal, one cuisine each" (it said both)."""
    wishes = parse_request(BASE + "breakfast should be at a cafe every day", sandbox).spec.local_constraint.meal_wishes
    assert [(w.meal, w.cuisine, w.every) for w in wishes or ()] == [("breakfast", "Cafe", True)]


@pytest.mark.parametrize("text", ["actually gatorland on day 3", "ok so gatorland on day 3"])
def test_a_sight_said_alone_after_a_filler_is_read(sandbox, text: str) -> None:
    """"actually gatorland" named 'gatorland' as not understood ("also gatorland" was read)."""
    request = parse_request(BASE + text, sandbox)
    assert [(w.sight, w.day) for w in request.spec.local_constraint.sight_days or ()] == [("Gatorland", 3)]
    assert not request.not_kept
