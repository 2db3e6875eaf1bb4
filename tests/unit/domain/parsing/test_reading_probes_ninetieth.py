"""Probes of stop 90 (issue 38), each a wish misread or dropped before:

* words several sights' names hold, ruled out ("no harry potter stuff", "skip Universal"), kept out one of them (Harry
  Potter and the Forbidden Journey, leaving the Wizarding World's two lands to be planned) or were refused;
* "we're flying in late" read as a flight taking off at 21:00 or later (flying in is landing);
* "rooms should be private", "make the room private" not understood;
* "dont book anything before 7am", "no travel before 9am" refused as a time not understood;
* "the middle day" not read as a day ("2 sights/day max except the middle day" refused);
* "kid friendly stuff only" kept as the stays' house rule alone, the sights' fit dropped in silence;
* "italian for dinner just one night" read as a trip of one night.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.constraints import avoid_sights
from himap_travel.domain.parsing import parse_request
from himap_travel.domain.parsing.query import QueryParseError
from tests.support.reading_scoring import BASE

_POTTER = ["The Wizarding World of Harry Potter - Diagon Alley", "The Wizarding World of Harry Potter - Hogsmeade",
           "Harry Potter and the Forbidden Journey"]
_UNIVERSAL = ["Universal Orlando Resort", "Universal Studios Florida"]


@pytest.mark.parametrize(("text", "avoided"), [
    ("no harry potter stuff", _POTTER),
    ("skip the Harry Potter rides", _POTTER),
    ("skip Universal", _UNIVERSAL),
    ("we don't want Universal or SeaWorld", [*_UNIVERSAL, "SeaWorld Orlando"]),
])
def test_words_held_by_several_sights_rule_out_each_of_them(sandbox, text: str, avoided: list[str]) -> None:
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.avoid_sights == avoided and not request.not_kept
    assert any("each attraction whose name holds it" in w for w in request.warnings)
    assert not any("restaurant" in w for w in request.warnings)  # a sight's words, never a restaurant missing
    assert not any(avoid_sights.allows(name, request.spec.local_constraint.avoid_sights) for name in avoided)


def test_a_name_one_sight_holds_is_that_sight_alone(sandbox) -> None:
    request = parse_request(BASE + "avoid SeaWorld", sandbox)
    assert request.spec.local_constraint.avoid_sights == ["SeaWorld Orlando"]
    assert not any("each attraction" in w for w in request.warnings)


def test_a_wish_to_see_words_several_sights_hold_stays_one_sight_said(sandbox) -> None:
    """Wanted, "Harry Potter" stays the sight its name starts with, said in a warning: seeing one keeps the wish."""
    request = parse_request(BASE + "we must see Harry Potter", sandbox)
    assert request.spec.local_constraint.must_see == ["Harry Potter and the Forbidden Journey"]
    assert any("read 'Harry Potter' as" in w for w in request.warnings)


@pytest.mark.parametrize(("text", "room"), [
    ("rooms should be private", "private room"),
    ("our room has to be private", "private room"),
    ("make the room private", "private room"),
    ("the room must be private, not shared", "not shared room"),
    ("room is private room not entire home", "private room"),  # the room said after "private": its own
])
def test_a_room_said_to_be_private_is_the_room_type(sandbox, text: str, room: str) -> None:
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.room_type == room and not request.not_kept


@pytest.mark.parametrize(("text", "windows"), [
    ("we're flying in late on day 1", None),  # told as a fact, as "we land late" is: no window asked
    ("we fly in late", None),
    ("we want to fly in late", [{"leg": "outbound", "arrive_from": "21:00"}]),
    ("we'd like to fly in in the evening", [{"leg": "outbound", "arrive_from": "18:00", "arrive_until": "23:59"}]),
    ("fly out in the morning", [{"leg": "outbound", "depart_from": "05:00", "depart_until": "11:59"}]),
])
def test_flying_in_is_landing(sandbox, text: str, windows: list[dict] | None) -> None:
    request = parse_request(BASE + text, sandbox)
    got = request.spec.local_constraint.flight_times
    assert (None if got is None else [w.model_dump(exclude_defaults=True) for w in got]) == windows


@pytest.mark.parametrize(("text", "bound"), [
    ("dont book anything before 7am", {"depart_from": "07:00"}),
    ("no travel before 9am", {"depart_from": "09:00"}),
    ("please don't schedule anything after 8pm", {"depart_until": "20:00"}),
    ("we don't want any travel before 9am on the first day", {"leg": 1, "depart_from": "09:00"}),
])
def test_anything_or_travel_ruled_out_before_a_time_is_the_flights_window(sandbox, text: str, bound: dict) -> None:
    request = parse_request(BASE + text, sandbox)
    assert [w.model_dump(exclude_defaults=True) for w in request.spec.local_constraint.flight_times or ()] == [bound]


def test_anything_said_without_a_negation_is_no_window(sandbox) -> None:
    """"anything after 9am works" allows; read as a bound it would be "nothing after 9am"'s opposite: it stays unread."""
    with pytest.raises(QueryParseError, match="a time of day not understood"):
        parse_request(BASE + "anything after 9am works", sandbox)


@pytest.mark.parametrize(("text", "pace"), [
    ("2 sights/day max except the middle day", {"most": 2, "except_days": (2,)}),
    ("max 3 sights on the middle day", {"most": 3, "days": (2,)}),
])
def test_the_middle_day_of_an_odd_trip_is_its_day(sandbox, text: str, pace: dict) -> None:
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.pace.model_dump(exclude_defaults=True) == pace


def test_a_trip_of_even_length_has_no_middle_day(sandbox) -> None:
    text = ("Plan a 4-day trip from Washington to Orlando for 2 people, March 15 to 18, 2022, with a budget of $3,000. "
            "max 3 sights on the middle day")
    request = parse_request(text, sandbox)
    assert request.spec.local_constraint.pace is None and request.not_kept


@pytest.mark.parametrize("text", ["kid friendly stuff only", "we have kids so kid friendly everything", "family friendly places"])
def test_kid_friendly_everything_is_named_beside_the_stays_rule(sandbox, text: str) -> None:
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.house_rule == "children under 10"
    assert any("who they suit" in w.reason for w in request.not_kept)


def test_a_meal_just_one_night_is_no_trip_length(sandbox) -> None:
    text = ("Plan a trip from Washington to Orlando for 2 people, March 15 to 17, 2022, budget $2,500. "
            "Italian for dinner just one night.")
    request = parse_request(text, sandbox)
    assert request.spec.days == 3 and not request.not_kept
    assert [w.model_dump(exclude_defaults=True) for w in request.spec.local_constraint.meal_wishes or ()] == [
        {"meal": "dinner", "cuisine": "Italian"}]


def test_just_one_night_said_of_the_trip_is_its_length(sandbox) -> None:
    text = "Plan a trip from Washington to Orlando for 2 people, starting March 15, 2022, budget $2,500, just one night."
    assert parse_request(text, sandbox).spec.days == 2


@pytest.mark.parametrize("text", ["at least two mexican dinners", "we want 2 italian meals", "two mexican dinners and one bbq lunch"])
def test_meals_of_a_cuisine_counted_are_named(sandbox, text: str) -> None:
    """The count between "at least" and the meal had the cuisine between ("two mexican dinners"): read as one dinner,
    the count dropped in silence."""
    request = parse_request(BASE + text, sandbox)
    assert any("never counted" in w.reason for w in request.not_kept)


def test_fast_food_run_together_is_the_cuisine(sandbox) -> None:
    request = parse_request(BASE + "can we avoid fastfood and keep meals under 30/person", sandbox)
    assert request.spec.local_constraint.avoid_cuisines == ["Fast Food"] and not request.not_kept


_CALIFORNIA = ("Plan a 5-day trip from Washington to California visiting 2 cities for 2 people, March 10 to 14, 2022, with "
               "a budget of $5,000. ")


def test_a_city_said_in_a_condition_is_no_origin(sandbox) -> None:
    """"if we're in LA" was read as where the travellers are now: "several origins: Washington, Los Angeles"."""
    request = parse_request(_CALIFORNIA + "we'd like to see the hollywood sign if we're in LA", sandbox)
    assert request.spec.org == "Washington" and request.spec.local_constraint.must_see == ["Hollywood Sign"]


def test_where_the_travellers_are_is_still_the_origin(sandbox) -> None:
    text = "we're in Seattle and want to go to Denver for 3 days, march 10-12 2022, 2 people, $2000"
    assert parse_request(text, sandbox).spec.org == "Seattle"


@pytest.mark.parametrize(("text", "most"), [("only one museum per day", 1), ("at most 2 museums a day", 2)])
def test_a_cap_on_museums_is_said_to_cap_every_sight(sandbox, text: str, most: int) -> None:
    """Kept as a pace of every sight (fewer sights keep the wish), which was said nowhere: the plan's other sights cut."""
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.pace.most == most
    assert any("of any kind, which is stricter than asked" in w for w in request.warnings)


def test_a_cap_on_sights_warns_nothing(sandbox) -> None:
    assert not any("of any kind" in w for w in parse_request(BASE + "max 2 sights a day", sandbox).warnings)


_PREFERENCE = "is said as a preference: it is kept as a rule (stricter than asked)"


@pytest.mark.parametrize(("text", "field", "value"), [
    ("late flights would be nice", "flight_times", "set"),  # kept as a rule in silence before
    ("a pet friendly place would be lovely", "house_rule", "pets"),
    ("it'd be nice to see gatorland", "must_see", ["Gatorland"]),
    ("no driving would be nice", "transportation", "no self-driving"),  # a negation the praise cannot turn round
    ("it'd be nice to not have to drive", "transportation", "no self-driving"),
    ("flying would be amazing", "transportation", "no self-driving"),  # dropped in silence before
])
def test_a_wish_said_to_be_nice_is_kept_and_said_stricter(sandbox, text: str, field: str, value: object) -> None:
    request = parse_request(BASE + text, sandbox)
    got = getattr(request.spec.local_constraint, field)
    assert (got is not None) if value == "set" else got == value
    assert any(_PREFERENCE in w for w in request.warnings) and not request.not_kept


@pytest.mark.parametrize(("text", "mode"), [
    ("we'd love to fly", "no self-driving"),  # dropped in silence before
    ("we're hoping to drive", "no flight"),
    ("driving would be ideal", "no flight"),  # read, then named as not understood (its clause opened on a space)
])
def test_a_way_of_travel_wished_for_is_kept(sandbox, text: str, mode: str) -> None:
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.transportation == mode and not request.not_kept
    assert not any(_PREFERENCE in w for w in request.warnings)


def test_the_benchmarks_would_be_ideal_is_no_hedge(sandbox) -> None:
    request = parse_request(BASE + "Entire rooms for accommodations would be ideal.", sandbox)
    assert request.spec.local_constraint.room_type == "entire room" and not request.warnings and not request.not_kept


@pytest.mark.parametrize("text", ["For dining, Italian cuisines would be great.", "flying would be great"])
def test_would_be_great_is_firm_as_the_benchmarks_style_says_it(sandbox, text: str) -> None:
    request = parse_request(BASE + text, sandbox)
    assert not any(_PREFERENCE in w for w in request.warnings) and not request.not_kept


def test_a_quote_never_opens_on_a_preposition(sandbox) -> None:
    request = parse_request(BASE + "one of the kids is allergic to shellfish", sandbox)
    assert [w.wish for w in request.not_kept] == ["one of the kids is allergic to shellfish"]


@pytest.mark.parametrize("text", ["airbnb under 200 total per night", "under 200 total per night", "200 total per night max"])
def test_a_nights_total_is_the_nightly_cap(sandbox, text: str) -> None:
    """"total" between the amount and the night ("under 200 total per night") was read by no reader, and dropped in
    silence (the amount taken for a figure of the trip's)."""
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.max_night_price == 200 and not request.not_kept


# ("no more than 500 total for hotels" is named for the stays' total since stop 93: test_reading_probes_ninetythird.py)
@pytest.mark.parametrize("text", ["under 300 total per day", "100 a day for food",
                                  "100/day on food", "food: 100 a day", "food under 60 total per day"])
def test_a_bare_amount_no_rule_keeps_is_named(sandbox, text: str) -> None:
    """A bare amount read alone is a budget, which the trip's is not: dropped in silence before, as if the trip's."""
    request = parse_request(BASE + text, sandbox)
    assert [w.wish for w in request.not_kept] == [text] and request.spec.budget == 2500
    assert not any("over the whole trip" in w.reason for w in request.not_kept)


def test_the_trips_budget_said_bare_stays_read(sandbox) -> None:
    assert not parse_request(BASE + "budget 2500", sandbox).not_kept


_SAN_FRANCISCO = "Plan a 3-day trip from Seattle to San Francisco for 2 people, March 5 to 7, 2022, with a budget of $2,000. "


@pytest.mark.parametrize("text", ["and alcatraz", "also alcatraz", "oh and alcatraz too", "alcatraz"])
def test_a_name_said_in_short_after_a_word_adding_it_is_read(sandbox, text: str) -> None:
    """"and alcatraz" (a chat's next wish after "can we do the golden gate bridge") was named as not understood, where
    "alcatraz" alone was read."""
    request = parse_request(_SAN_FRANCISCO + text, sandbox)
    assert request.spec.local_constraint.must_see == ["Alcatraz Island"] and not request.not_kept


def test_a_plain_word_after_and_stays_unread(sandbox) -> None:
    assert parse_request(BASE + "and universal", sandbox).not_kept


@pytest.mark.parametrize(("text", "rule"), [("we might throw a small party", "parties"), ("we may bring the dog", "pets"),
                                            ("parties might happen", "parties")])
def test_a_wish_said_as_what_may_happen_is_said_kept_stricter(sandbox, text: str, rule: str) -> None:
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.house_rule == rule and any(_PREFERENCE in w for w in request.warnings)


def test_a_lacking_mode_said_as_what_may_happen_is_named_never_refused(sandbox) -> None:
    assert parse_request(BASE + "we might take the train", sandbox).not_kept


@pytest.mark.parametrize(("text", "food", "stays"), [
    ("nice restaurants, nothing below 4 stars, and we love italian and french", 4.0, None),  # was the stays' in silence
    ("good food, 4 stars minimum", 4.0, None),
    ("add french food, 4 stars", None, 4.0),  # a wish of food, then stars: the stays', as before
    ("a nice hotel, 4 stars", None, 4.0),
])
def test_stars_right_after_a_venue_praised_with_no_number_rate_it(sandbox, text: str, food: float | None, stays: float | None) -> None:
    request = parse_request(BASE + text, sandbox)
    local = request.spec.local_constraint
    assert (local.min_rating, local.min_stay_rating) == (food, stays) and not request.not_kept
