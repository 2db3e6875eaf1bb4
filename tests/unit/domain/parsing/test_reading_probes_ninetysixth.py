"""Probes of stop 96 (issue 38), each a wish misread, refused or dropped in silence before:

* "gatorland on day 1 and seaworld the day after" kept SeaWorld on no day, in silence (a day counted from another);
* "dinner at a seafood place the first night and italian the second" put the italian on the first night too;
* "on day 2 we'd like to see seaworld and have lunch at a cafe" kept the cafe's lunch on some day, in silence;
* "Pizza Hut on day 2 for lunch" and "pizza hut for lunch on day 2" named the day (and the second read pizza food);
* "we love pizza, anything but pizza hut" was refused as pizza both asked for and ruled out.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import QueryParseError, parse_request
from himap_travel.state.trip import MealDay, SightDay
from tests.support.reading_scoring import BASE


def _local(sandbox, text: str):
    request = parse_request(BASE + text, sandbox)
    assert not request.not_kept, request.not_kept
    return request.spec.local_constraint


@pytest.mark.parametrize(("text", "days"), [
    ("we want to see gatorland on day 1 and seaworld the day after", {"Gatorland": 1, "SeaWorld Orlando": 2}),
    ("seaworld on the last day and gatorland the day before", {"SeaWorld Orlando": 3, "Gatorland": 2}),
    ("the day after we arrive we want to see seaworld", {"SeaWorld Orlando": 2}),
])
def test_a_sight_on_a_day_counted_from_another_is_on_that_day(sandbox, text: str, days: dict[str, int]) -> None:
    local = _local(sandbox, text)
    assert {w.sight: w.day for w in local.sight_days or []} == days


@pytest.mark.parametrize(("text", "wishes"), [
    ("we'd like dinner at a seafood place the first night and italian the second",
     [MealDay(day=1, meal="dinner", cuisine="Seafood"), MealDay(day=2, meal="dinner", cuisine="Italian")]),
    ("pizza on night 1 and mexican the next night", [MealDay(day=1, meal="dinner", cuisine="Pizza"),
                                                      MealDay(day=2, meal="dinner", cuisine="Mexican")]),
    # a night said right after one food is that food's, never the next one's
    ("seafood the first night and italian", [MealDay(day=1, meal="dinner", cuisine="Seafood")]),
    # a day opening its clause holds the meal said after another wish of that day
    ("on day 2 we'd like to see seaworld and have lunch at a cafe", [MealDay(day=2, meal="lunch", cuisine="Cafe")]),
    ("on day 2 we visit gatorland, then italian for dinner", [MealDay(day=2, meal="dinner", cuisine="Italian")]),
    # the meal said after the day
    ("italian on day 2 for lunch, mexican on day 3", [MealDay(day=2, meal="lunch", cuisine="Italian"),
                                                      MealDay(day=3, cuisine="Mexican")]),
    ("Pizza Hut on day 2 for lunch please", [MealDay(day=2, meal="lunch", restaurant="Pizza Hut")]),
    ("pizza hut on day 2 for lunch please", [MealDay(day=2, meal="lunch", restaurant="Pizza Hut")]),
    ("pizza hut for lunch on day 2", [MealDay(day=2, meal="lunch", restaurant="Pizza Hut")]),
])
def test_a_meal_on_a_day_is_read_on_its_day(sandbox, text: str, wishes: list[MealDay]) -> None:
    local = _local(sandbox, text)
    assert sorted(local.meal_days or [], key=lambda w: w.day) == wishes
    if wishes[0].restaurant:
        assert local.eat_at == ["Pizza Hut"] and not local.more_cuisines  # the chain's, no pizza food asked


def test_the_next_foods_day_is_its_own_and_a_sight_keeps_its_own(sandbox) -> None:
    local = _local(sandbox, "on day 2 we'd like to see seaworld and have lunch at a cafe")
    assert local.sight_days == [SightDay(sight="SeaWorld Orlando", day=2)]


@pytest.mark.parametrize(("text", "avoided", "wanted"), [
    ("we love pizza, anything but pizza hut", ["Pizza Hut"], ["Pizza"]),
    ("anything but mcdonalds", ["McDonald's"], None),
])
def test_anything_but_a_restaurant_rules_it_out(sandbox, text: str, avoided: list[str], wanted: list[str] | None) -> None:
    local = _local(sandbox, text)
    assert local.avoid_restaurants == avoided and local.more_cuisines == wanted


TENNESSEE = "Plan a 5-day trip from Atlanta to 2 cities in Tennessee for 2 people, March 10 to 14, 2022, with a budget of $4,000. "


@pytest.mark.parametrize(("text", "named"), [
    ("2 nights memphis, rest in nashville", ["2 nights memphis"]),
    ("3 nights nashville, 1 night memphis", ["3 nights nashville", "1 night memphis"]),
    ("memphis: 2 nights, nashville: 2 nights", ["memphis: 2 nights", "nashville: 2 nights"]),
])
def test_a_citys_nights_said_beside_it_are_named_never_a_second_length(sandbox, text: str, named: list[str]) -> None:
    request = parse_request(TENNESSEE + text, sandbox)
    assert request.spec.days == 5
    assert [n.wish.lower() for n in request.not_kept] == named
    assert all("shares the days out among its cities" in n.reason for n in request.not_kept)


@pytest.mark.parametrize(("text", "avoided"), [
    ("i would prefer not to eat at fast food places", ["Fast Food"]),
    ("we would rather not eat at chinese places", ["Chinese"]),
    ("prefer not to eat fast food", ["Fast Food"]),
])
def test_a_meal_not_wanted_is_ruled_out_never_asked_for(sandbox, text: str, avoided: list[str]) -> None:
    local = _local(sandbox, text)
    assert local.avoid_cuisines == avoided and not local.cuisine and not local.more_cuisines


def test_a_restaurant_not_to_eat_at_is_ruled_out(sandbox) -> None:
    assert _local(sandbox, "we prefer not to eat at pizza hut").avoid_restaurants == ["Pizza Hut"]


@pytest.mark.parametrize(("text", "key", "value"), [
    ("i'd prefer not to eat at fast food but not a dealbreaker", "avoid_cuisines", ["Fast Food"]),
    ("a cafe would be nice but not a dealbreaker", "more_cuisines", ["Cafe"]),
    ("max 2 sights a day, but its not a dealbreaker", "pace", {"most": 2, "least": None, "days": None}),
    # a sight said not to be a must is wanted softly, never ruled out
    ("gatorland would be fun, not a must", "must_see", ["Gatorland"]),
    ("seaworld if possible, not a must", "must_see", ["SeaWorld Orlando"]),
])
def test_a_wish_said_not_to_be_firm_is_kept_as_a_rule_said_so(sandbox, text: str, key: str, value: object) -> None:
    request = parse_request(BASE + text, sandbox)
    assert not request.not_kept, request.not_kept
    held = getattr(request.spec.local_constraint, key)
    assert (held.model_dump(exclude_defaults=True) == {k: v for k, v in value.items() if v} if isinstance(value, dict)
            else held == value)
    assert not request.spec.local_constraint.avoid_sights
    assert any("said as a preference: it is kept as a rule" in w for w in request.warnings)


@pytest.mark.parametrize("text", ["nashville first, we want hot chicken", "memphis first, we want key lime pie"])
def test_a_wish_said_after_another_in_its_clause_is_named_when_nothing_reads_it(sandbox, text: str) -> None:
    request = parse_request(TENNESSEE + text, sandbox)
    assert [n.wish for n in request.not_kept] == [text.split(", ")[1]]


@pytest.mark.parametrize(("text", "sights"), [("hit up seaworld", ["SeaWorld Orlando"]), ("do gatorland", ["Gatorland"]),
                                              ("we'd like to do seaworld and gatorland", ["SeaWorld Orlando", "Gatorland"])])
def test_a_sight_said_as_a_visit_planned_is_wanted(sandbox, text: str, sights: list[str]) -> None:
    assert _local(sandbox, text).must_see == sights


NOLA = "Plan a 3-day trip from Chicago to New Orleans for 2 people, March 10 to 12, 2022, with a budget of $2,000. "


@pytest.mark.parametrize(("text", "named"), [
    ("french quarter hotel, rated 4 or above", ["french quarter hotel"]),  # (was dropped in silence beside the rating)
    ("a hotel in the french quarter, rated 4 or above", ["a hotel in the french quarter"]),  # ("above" was named too)
    ("staying in the garden district would be great", ["staying in the garden district"]),
])
def test_a_stay_in_a_quarter_is_named_as_a_place_the_data_cannot_locate(sandbox, text: str, named: list[str]) -> None:
    request = parse_request(NOLA + text, sandbox)
    assert [n.wish for n in request.not_kept] == named
    assert all("no locations inside a city" in n.reason for n in request.not_kept)


CALIFORNIA = ("Plan a 5-day trip from Washington to California visiting 2 cities for 2 people, March 10 to 14, 2022, with a "
              "budget of $5,000. ")


def test_a_citys_short_name_listed_after_a_city_is_that_city_never_a_state(sandbox) -> None:
    local = parse_request(CALIFORNIA + "we want to go to LA and San Diego, LA first.", sandbox).spec.local_constraint
    assert local.visit_cities == ["Los Angeles", "San Diego"] and local.city_order[0].city == "Los Angeles"


def test_a_city_given_another_states_code_on_a_route_is_still_refused(sandbox) -> None:
    with pytest.raises(QueryParseError, match="'San Diego' is a city in California, not in Louisiana"):
        parse_request("Plan a 3-day trip from San Diego, LA to Denver for 2 people, March 10 to 12, 2022, with a budget of "
                      "$3,000.", sandbox)


@pytest.mark.parametrize("text", ["seaworld the next day", "gatorland the day after that"])
def test_a_day_counted_from_no_day_is_named_with_why(sandbox, text: str) -> None:
    request = parse_request(BASE + text, sandbox)
    assert [n.wish for n in request.not_kept] == [text]
    assert "no day is said before it to count from" in request.not_kept[0].reason
    assert not request.spec.local_constraint.sight_days


def test_a_night_said_as_a_label_before_its_food_is_that_foods(sandbox) -> None:
    local = _local(sandbox, "1st night italian 2nd night mexican")
    assert local.meal_days == [MealDay(day=1, meal="dinner", cuisine="Italian"), MealDay(day=2, meal="dinner", cuisine="Mexican")]


@pytest.mark.parametrize("text", ["day 1 chill, day 2 seaworld, day 3 nothing just fly home", "day 2 seaworld and day 3 nothing"])
def test_days_said_of_other_wishes_are_no_list_of_days(sandbox, text: str) -> None:
    local = _local(sandbox, text)  # (the sight's name blanked out between them made "days 2, 3 nothing": refused)
    assert local.sight_days == [SightDay(sight="SeaWorld Orlando", day=2)]
    assert 2 not in (local.pace.days or ()) + (local.pace.free_days or ())
    assert local.transportation is None  # ("nothing just fly home" banned flights)


@pytest.mark.parametrize("text", ["entire place not a room", "we want the hotel to be a whole house not a room"])
def test_a_room_type_set_against_another_is_the_one_asked(sandbox, text: str) -> None:
    assert _local(sandbox, text).room_type == "entire room"


@pytest.mark.parametrize(("text", "meal"), [("make breakfast a bakery every day", "breakfast"),
                                            ("make our breakfasts a cafe every day", "breakfast")])
def test_a_meal_made_a_cuisine_every_day_is_that_meal_every_day(sandbox, text: str, meal: str) -> None:
    (wish,) = _local(sandbox, text).meal_wishes or []
    assert (wish.meal, wish.every) == (meal, True)


def test_a_meal_made_a_cuisine_on_a_day_is_that_meal_that_day(sandbox) -> None:
    assert _local(sandbox, "make lunch on day 2 mexican").meal_days == [MealDay(day=2, meal="lunch", cuisine="Mexican")]


@pytest.mark.parametrize("text", ["and italian the night before", "seafood the next night"])
def test_a_night_counted_from_no_day_is_named_with_why(sandbox, text: str) -> None:
    request = parse_request(BASE + text, sandbox)
    assert len(request.not_kept) == 1 and "no day is said before it to count from" in request.not_kept[0].reason
    assert not request.spec.local_constraint.meal_days


@pytest.mark.parametrize("text", ["make gatorland the last day", "make day 3 gatorland", "actually make gatorland the last day"])
def test_a_sight_made_a_days_is_on_that_day(sandbox, text: str) -> None:
    assert _local(sandbox, text).sight_days == [SightDay(sight="Gatorland", day=3)]


@pytest.mark.parametrize(("text", "meal"), [("italian one night", "dinner"), ("a bakery one morning", "breakfast"),
                                            ("a cafe one afternoon", "lunch"), ("mexican food one evening", "dinner")])
def test_a_cuisine_at_one_time_of_day_is_at_its_meal(sandbox, text: str, meal: str) -> None:
    (wish,) = _local(sandbox, text).meal_wishes or []
    assert (wish.meal, wish.every) == (meal, False)


def test_brunch_is_read_as_breakfast_and_said_so(sandbox) -> None:
    request = parse_request(BASE + "brunch at a cafe on day 2", sandbox)
    assert request.spec.local_constraint.meal_days == [MealDay(day=2, meal="breakfast", cuisine="Cafe")]
    assert any("'brunch' is read as breakfast" in w for w in request.warnings) and not request.not_kept


@pytest.mark.parametrize("text", ["no meals on day 1 please", "first day we arrive late, dont plan dinner",
                                  "no dinner on the last night"])
def test_a_meal_left_out_on_a_day_is_named_as_a_meal_left_out(sandbox, text: str) -> None:
    request = parse_request(BASE + text, sandbox)
    reasons = [n.reason for n in request.not_kept]
    assert any("leaves a meal out" in r for r in reasons) and not any("not on a given day" in r for r in reasons)


def test_a_thing_wished_after_a_list_of_cities_is_named(sandbox) -> None:
    request = parse_request(CALIFORNIA + "SF and LA, we'd like a cable car ride", sandbox)
    assert [n.wish for n in request.not_kept] == ["we'd like a cable car ride"]  # (a cable car is no car: no mode read)
    assert request.spec.local_constraint.transportation is None


def test_a_citys_traffic_disliked_rules_out_no_city(sandbox) -> None:
    request = parse_request(CALIFORNIA + "we hate LA traffic", sandbox)
    assert not request.spec.local_constraint.avoid_cities and request.not_kept  # (named, never ruled out in silence)


def _windows(sandbox, text: str) -> list[dict]:
    request = parse_request(BASE + text, sandbox)
    assert not request.not_kept, request.not_kept
    return [{k: v for k, v in w.model_dump().items() if v is not None} for w in request.spec.local_constraint.flight_times or []]


@pytest.mark.parametrize(("text", "windows"), [
    # a bound negated in a clause of its own keeps its own sense (the "not" before was another clause's: read inverted)
    ("we'd prefer not to fly super early, nothing before 9am please", [{"leg": "every", "depart_from": "09:00"}]),
    ("flights, none before 9am", [{"leg": "every", "depart_from": "09:00"}]),  # (flying was banned)
    ("out after 6pm, back by noon", [{"leg": "outbound", "depart_from": "18:00"}, {"leg": "return", "arrive_until": "12:00"}]),
    ("Flights: out after 6pm on the 15th, back on the 17th by noon.",  # (the return's bound was dropped in silence)
     [{"leg": "outbound", "depart_from": "18:00"}, {"leg": "return", "arrive_until": "12:00"}]),
    ("home on the 17th by 5pm", [{"leg": "return", "arrive_until": "17:00"}]),
    ("actually out after noon", [{"leg": "outbound", "depart_from": "12:00"}]),
    ("flights in and out after noon", [{"leg": "every", "depart_from": "12:00"}]),
])
def test_flight_windows_said_as_people_write_them(sandbox, text: str, windows: list[dict]) -> None:
    assert _windows(sandbox, text) == windows
    assert parse_request(BASE + text, sandbox).spec.local_constraint.transportation is None


@pytest.mark.parametrize("text", ["we'd love a romantic trip", "looking for a fun family trip"])
def test_the_kind_of_trip_it_is_is_talk(sandbox, text: str) -> None:
    request = parse_request(BASE + text, sandbox)
    assert not request.not_kept and not request.spec.local_constraint.model_dump(exclude_none=True)


@pytest.mark.parametrize(("text", "key", "cities"), [
    ("we don't want to stay in memphis", "avoid_cities", ["Memphis"]),  # (was read as a city to visit)
    ("no hotels in memphis", "avoid_cities", ["Memphis"]),
    ("the hotel in nashville must be rated 4+", "visit_cities", ["Nashville"]),  # (nashville was named as unread)
])
def test_a_night_in_a_city_wanted_or_refused(sandbox, text: str, key: str, cities: list[str]) -> None:
    request = parse_request(TENNESSEE + text, sandbox)
    assert getattr(request.spec.local_constraint, key) == cities and not request.not_kept
