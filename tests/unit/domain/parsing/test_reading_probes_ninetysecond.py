"""Probes of stop 92 (issue 38), each a wish misread, refused or named before:

* a sight visited before and ruled out after ("we've been to seaworld already so skip it", "went to gatorland before,
  dont need to go again") was named as not understood: the past was read as talk whatever followed it; a past denied
  ("we've never been to seaworld so thats a must") is a wish for it;
* "driving more than 6 hours is too much" and "flights over 3 hours are too long" were refused as "only a maximum can
  be kept": the hours past the bound, said to be too much, are the cap;
* "uber only, no rental" named "no rental" (a rental car said alone), though the taxis-only rule keeps it.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import QueryParseError, parse_request
from tests.support.reading_scoring import BASE

DENVER = "Plan a 3-day trip from Washington to Denver for 2 people, March 10 to 12, 2022, with a budget of $3,000. "


@pytest.mark.parametrize(("text", "sight"), [
    ("we've been to seaworld already so skip it", "SeaWorld Orlando"),
    ("we've been to gatorland before, skip it", "Gatorland"),
    ("been to seaworld, skip", "SeaWorld Orlando"),
    ("went to gatorland before, dont need to go again", "Gatorland"),
    ("we've been to seaworld before, no need to go back", "SeaWorld Orlando"),
    ("we visited seaworld in 2019, not again", "SeaWorld Orlando"),
])
def test_a_sight_seen_before_and_ruled_out_is_avoided(sandbox, text: str, sight: str) -> None:
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.avoid_sights == [sight] and not request.not_kept, request.not_kept
    assert not request.spec.local_constraint.must_see


def test_a_past_denied_wants_the_sight(sandbox) -> None:
    local = parse_request(BASE + "we've never been to seaworld so thats a must", sandbox).spec.local_constraint
    assert local.must_see == ["SeaWorld Orlando"] and not local.avoid_sights


@pytest.mark.parametrize("text", ["we saw gatorland last year and loved it", "we were at gatorland last year, it was great"])
def test_a_past_visit_with_no_ruling_out_rules_nothing_out(sandbox, text: str) -> None:
    local = parse_request(BASE + text, sandbox).spec.local_constraint
    assert not local.avoid_sights and not local.must_see


@pytest.mark.parametrize(("text", "key", "hours"), [
    ("i'd rather not fly, but driving more than 6 hours is too much", "max_driving_hours", 6.0),
    ("driving over 5 hrs a day is a no", "max_driving_hours", 5.0),
    ("drives longer than 3 hours are too long", "max_driving_hours", 3.0),
    ("flights over 3 hours are too long", "max_flight_hours", 3.0),
    ("flying more than 4 hours is too much for my mom", "max_flight_hours", 4.0),
    ("flights longer than 2 hours would be a no", "max_flight_hours", 2.0),
])
def test_hours_past_a_bound_said_to_be_too_much_are_the_cap(sandbox, text: str, key: str, hours: float) -> None:
    request = parse_request(DENVER + text, sandbox)
    assert getattr(request.spec.local_constraint, key) == hours and not request.not_kept


@pytest.mark.parametrize("text", ["4 hours of driving is too much", "driving more than 6 hours"])
def test_hours_that_cap_below_themselves_or_bound_nothing_stay_refused(sandbox, text: str) -> None:
    """"4 hours of driving is too much" caps below four hours, which no limit of whole hours says; "driving more than 6
    hours" alone asks for long drives: both refused with the way to say a cap."""
    with pytest.raises(QueryParseError, match="only a maximum of driving hours"):
        parse_request(DENVER + text, sandbox)


def test_a_rental_said_alone_is_the_rental_car(sandbox) -> None:
    request = parse_request(DENVER + "uber only, no rental", sandbox)
    assert request.spec.local_constraint.transportation == "no flight, no self-driving" and not request.not_kept


@pytest.mark.parametrize("text", ["we'd like a vacation rental, no hotels", "we want a rental home with 2 bedrooms",
                                  "no pets in the rental, i'm allergic to cats"])
def test_a_stays_rental_is_no_car(sandbox, text: str) -> None:
    assert parse_request(DENVER + text, sandbox).spec.local_constraint.transportation is None


ATLANTA = "Plan a 3-day trip from Daytona Beach to Atlanta for 3 people, March 2 to 4, 2022, with a budget of $2,100. "


@pytest.mark.parametrize("text", ["can we see the georgia aquarium on day 2 and the zoo on day 3",
                                  "we want to see the georgia aquarium on day 2 and The Zoo on day 3"])
def test_a_kind_listed_after_a_sight_with_its_own_day_is_read_with_it(sandbox, text: str) -> None:
    """"... and the zoo on day 3" was named as "a sight or restaurant ... is planned on some day of the trip"."""
    request = parse_request(ATLANTA + text, sandbox)
    local = request.spec.local_constraint
    assert [(w.sight, w.day) for w in local.sight_days or ()] == [("Georgia Aquarium", 2), ("Zoo Atlanta", 3)]
    assert local.must_see == ["Georgia Aquarium", "Zoo Atlanta"] and not request.not_kept, request.not_kept


def test_a_kind_read_with_its_day_is_one_wish(sandbox) -> None:
    """"we want to see the zoo on day 3" held the zoo on day 3 twice (as written and by the data's name)."""
    local = parse_request(ATLANTA + "we want to see the zoo on day 3", sandbox).spec.local_constraint
    assert [(w.sight, w.day) for w in local.sight_days or ()] == [("Zoo Atlanta", 3)]


PENSACOLA = "Plan a 3-day trip from Houston to Pensacola for 2 people, March 12 to 14, 2022, with a budget of $1,100. "


@pytest.mark.parametrize("text", ["skip any museums", "skip all the museums",
                                  "i want a hotel with at least 4 stars and skip any museums"])
def test_any_of_a_kind_ruled_out_is_every_one(sandbox, text: str) -> None:
    """"skip any museums" was refused: "no sight of Pensacola is named 'the any museums'"."""
    avoided = parse_request(PENSACOLA + text, sandbox).spec.local_constraint.avoid_sights or []
    assert len(avoided) > 1 and all("museum" in name.lower() for name in avoided), avoided


CALIFORNIA = ("Plan a 5-day trip from Washington to California visiting 2 cities for 2 people, March 10 to 14, 2022, with a "
              "budget of $5,000. ")


@pytest.mark.parametrize(("text", "count"), [("lots of sightseeing please, like 4 a day", 4), ("sightseeing, like 2 a day", 2)])
def test_a_count_of_sights_said_after_a_please_or_a_hedge_is_the_pace(sandbox, text: str, count: int) -> None:
    """Was named as not understood, twice ("lots of sightseeing please" and the whole clause)."""
    request = parse_request(CALIFORNIA + text, sandbox)
    pace = request.spec.local_constraint.pace
    assert pace is not None and (pace.most, pace.least) == (count, count) and not request.not_kept
    assert any("an exact count where about that many was said" in w for w in request.warnings), request.warnings


TENNESSEE = ("Plan a 5-day trip from Atlanta to Tennessee visiting 2 cities for 2 people, March 10 to 14, 2022, with a "
             "budget of $4,000. ")


@pytest.mark.parametrize(("text", "first", "second"), [("memphis and nashville, in that order", "Memphis", "Nashville"),
                                                        ("nashville, memphis in that order please", "Nashville", "Memphis"),
                                                        ("knoxville then memphis, in that order", "Knoxville", "Memphis")])
def test_cities_listed_in_that_order_are_ordered(sandbox, text: str, first: str, second: str) -> None:
    """"in that order" was dropped in silence: both cities visited, in any order."""
    request = parse_request(TENNESSEE + text, sandbox)
    assert [(r.city, r.before) for r in request.spec.local_constraint.city_order or ()] == [(first, second)]
    assert not request.not_kept


@pytest.mark.parametrize("text", ["2 cities but one has to be nashville", "one must be nashville"])
def test_one_of_the_cities_said_to_be_a_city_is_visited(sandbox, text: str) -> None:
    """Named as not understood."""
    request = parse_request(TENNESSEE + text, sandbox)
    assert request.spec.local_constraint.visit_cities == ["Nashville"] and not request.not_kept


@pytest.mark.parametrize("text", ["just seaworld, nothing else", "only seaworld for sights",
                                  "we want to see seaworld and no other sights", "seaworld is the only thing we want to see"])
def test_a_sight_said_to_be_the_only_one_is_read_and_its_only_named(sandbox, text: str) -> None:
    """"just seaworld" was named as not understood: the sight is read, and "nothing else" named (a plan sees a sight each
    day it spends in a city)."""
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.must_see == ["SeaWorld Orlando"]
    assert [w.reason for w in request.not_kept if "leaves out every other sight" in w.reason], request.not_kept


@pytest.mark.parametrize("text", ["just pets allowed, nothing else", "we need pets allowed, nothing else"])
def test_nothing_else_beside_no_sight_asks_nothing(sandbox, text: str) -> None:
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.house_rule == "pets" and not request.not_kept


@pytest.mark.parametrize(("text", "sight", "day"), [("the zoo on day 2", "Zoo Atlanta", 2),
                                                     ("and the aquarium on the last day pls", "Georgia Aquarium", 3),
                                                     ("we land late. the zoo on day 2, please", "Zoo Atlanta", 2)])
def test_a_kind_opening_its_clause_with_a_day_is_that_sight_on_that_day(sandbox, text: str, sight: str, day: int) -> None:
    """Was named as "a sight or restaurant asked for is planned on some day of the trip"."""
    request = parse_request(ATLANTA + text, sandbox)
    local = request.spec.local_constraint
    assert local.must_see == [sight] and [(w.sight, w.day) for w in local.sight_days or ()] == [(sight, day)]
    assert not request.not_kept


def test_a_kind_on_a_day_told_as_news_is_no_wish(sandbox) -> None:
    local = parse_request(ATLANTA + "the zoo on day 2 was closed last time", sandbox).spec.local_constraint
    assert not local.must_see and not local.sight_days


@pytest.mark.parametrize("text", ["we want to see the zoo or the aquarium", "maybe the zoo or the aquarium"])
def test_a_choice_of_kinds_keeps_both_as_a_choice_of_names_does(sandbox, text: str) -> None:
    """"the zoo or the aquarium" read the zoo and named "the aquarium" as not understood ("Zoo Atlanta or Georgia
    Aquarium" keeps both, said)."""
    request = parse_request(ATLANTA + text, sandbox)
    assert request.spec.local_constraint.must_see == ["Zoo Atlanta", "Georgia Aquarium"] and not request.not_kept
    assert any("is a choice: the plan visits Zoo Atlanta and Georgia Aquarium" in w for w in request.warnings)


@pytest.mark.parametrize("text", ["we want to see a museum", "we'd like to visit some gardens", "we want to see a good art museum"])
def test_a_sight_of_a_kind_with_no_name_is_named_with_how_to_say_it(sandbox, text: str) -> None:
    """Was "no reader understood": the reason now says sights are kept by name."""
    request = parse_request(DENVER + text, sandbox)
    assert any("never one of a kind" in w.reason and "name the one to see" in w.reason for w in request.not_kept)


@pytest.mark.parametrize("party", ["3 kids and 2 adults", "with our 3 kids (2 adults)", "3 kids + 2 adults"])
def test_children_counted_before_the_adults_add_up(sandbox, party: str) -> None:
    """Refused: "3 children are mentioned but the number of travellers is 2"."""
    request = parse_request(f"dallas to houston march 4-6 2022, {party}, $2000", sandbox)
    assert request.spec.people_number == 5


@pytest.mark.parametrize("text", ["earliest flight out and latest flight back", "we want the first flight out",
                                  "not the last flight though"])
def test_a_flight_picked_by_its_place_in_the_day_is_named(sandbox, text: str) -> None:
    """"... $2500, the first flight out please" was dropped in silence in a whole request, "earliest flight out" named as
    not understood, and "not the last flight" read as no flights."""
    request = parse_request(BASE + text, sandbox)
    assert any("picks a flight by its place in the day" in w.reason for w in request.not_kept), request.not_kept
    assert request.spec.local_constraint.transportation is None


def test_a_first_flight_picked_in_a_whole_request_is_named(sandbox) -> None:
    request = parse_request("washington to orlando march 10-12 2022 2 people $2500, the first flight out please", sandbox)
    assert any("picks a flight by its place in the day" in w.reason for w in request.not_kept)


@pytest.mark.parametrize("text", ["it's the baby's first flight!", "the kids threw up on the last flight lol",
                                  "our last flight was awful"])
def test_a_flight_told_of_asks_nothing(sandbox, text: str) -> None:
    request = parse_request(BASE + text, sandbox)
    assert not any("picks a flight" in w.reason for w in request.not_kept)


@pytest.mark.parametrize("text", ["we're 4 friends wanting a weekend in vegas from la, march 11-13 2022, 2000",
                                  "we want to go to vegas from la march 11-13 2022 4 people 2000"])
def test_a_citys_initials_in_lower_case_after_from_are_the_origin(sandbox, text: str) -> None:
    """Refused as "missing origin": "la" in lower case was read only where a route's "to" joined it."""
    spec = parse_request(text, sandbox).spec
    assert (spec.org, spec.dest) == ("Los Angeles", "Las Vegas")


@pytest.mark.parametrize(("text", "route"), [
    ("vegas baby! from phoenix, march 3-5 2022, 6 of us, 3000", ("Phoenix", "Las Vegas")),
    ("nola here we come!! from houston march 3-5 2022 2 people 1500", ("Houston", "New Orleans")),
])
def test_a_destination_cheered_before_its_origin_is_the_destination(sandbox, text: str, route: tuple[str, str]) -> None:
    """"vegas baby! from phoenix" was refused as "missing destination" ("vegas! from phoenix" was read)."""
    request = parse_request(text, sandbox)
    assert (request.spec.org, request.spec.dest) == route and request.spec.local_constraint.house_rule is None


@pytest.mark.parametrize("text", ["doesn't have to be the whole place", "we're ok with a hostel-style shared room if it's cheap",
                                  "a room just for us is fine, doesn't have to be the whole place"])
def test_a_room_type_said_optional_or_accepted_asks_for_none(sandbox, text: str) -> None:
    """Read as the room type required ("doesn't have to be the whole place" as an entire home, the shared room accepted
    as the only one)."""
    assert parse_request(BASE + text, sandbox).spec.local_constraint.room_type is None


@pytest.mark.parametrize("text", ["at most 2 parks a day", "at most 2 theme parks a day"])
def test_parks_capped_a_day_are_a_pace_of_any_sight_said_so(sandbox, text: str) -> None:
    """Named as not understood alone, and dropped in silence inside a long request."""
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.pace is not None and request.spec.local_constraint.pace.most == 2
    assert any("of any kind, which is stricter than asked" in w for w in request.warnings)


def test_parks_capped_inside_a_long_request_are_read(sandbox) -> None:
    text = ("Hi! We're a family of 4 (kids 8 and 11) flying from Boston to Orlando March 14-18 2022, budget $5000. We need "
            "a pet-friendly entire home since our dog comes, no flights before 9am, at most 2 parks a day, and we "
            "definitely want SeaWorld and Gatorland.")
    pace = parse_request(text, sandbox).spec.local_constraint.pace
    assert pace is not None and pace.most == 2


def test_parks_counted_with_no_bound_are_named(sandbox) -> None:
    """"2 parks a day" was dropped in silence."""
    assert parse_request(BASE + "2 parks a day", sandbox).not_kept


@pytest.mark.parametrize(("text", "key", "cap"), [
    ("no restaurants below 3 stars, and nothing too pricey, say under 25 a plate", "max_meal_cost", 25.0),
    ("hotel not too expensive - max 150 a night", "max_night_price", 150.0),
])
def test_the_dear_ruled_out_with_its_cap_said_is_that_cap(sandbox, text: str, key: str, cap: float) -> None:
    """"nothing too pricey, say under 25 a plate" also named "nothing too pricey" as a wish for the cheapest trip."""
    request = parse_request(BASE + text, sandbox)
    assert getattr(request.spec.local_constraint, key) == cap and not request.not_kept, request.not_kept


_NO_RED_EYES = [{"depart_from": "05:00", "depart_until": "20:59", "arrive_until": "23:59"}]


@pytest.mark.parametrize("text", ["avoid flights in the middle of the night", "no flights in the middle of the night",
                                  "no flights overnight", "we'd rather not fly overnight"])
def test_night_flights_said_after_the_flight_word_are_red_eyes_ruled_out(sandbox, text: str) -> None:
    """"avoid flights in the middle of the night" was read as no flights at all (the trip driven); "no flights
    overnight" was not understood."""
    local = parse_request(BASE + text, sandbox).spec.local_constraint
    assert local.transportation is None
    assert [w.model_dump(exclude_defaults=True) for w in local.flight_times or ()] == _NO_RED_EYES


@pytest.mark.parametrize("text", ["flights should be under 3 hours and not too early", "not too early please"])
def test_not_too_early_rules_early_flights_out(sandbox, text: str) -> None:
    """Named as not understood ("nothing too early" was read)."""
    request = parse_request(BASE + text, sandbox)
    assert [w.model_dump(exclude_defaults=True) for w in request.spec.local_constraint.flight_times or ()] == [
        {"depart_from": "08:00"}] and not request.not_kept


@pytest.mark.parametrize("text", ["somewhere kid friendly to eat", "a family-friendly place for dinner"])
def test_a_place_to_eat_for_children_said_with_the_eating_after_is_named(sandbox, text: str) -> None:
    """"somewhere kid friendly to eat" read the children's house rule and dropped the restaurants' wish in silence."""
    request = parse_request(BASE + text, sandbox)
    assert any("no labels for children" in w.reason for w in request.not_kept), request.not_kept


def test_a_sight_said_alone_after_definitely_is_read_beside_a_hedged_one(sandbox) -> None:
    """"definitely seaworld, maybe gatorland if there's time" read Gatorland alone: SeaWorld dropped in silence."""
    local = parse_request(BASE + "definitely seaworld, maybe gatorland if there's time", sandbox).spec.local_constraint
    assert local.must_see == ["SeaWorld Orlando", "Gatorland"]


@pytest.mark.parametrize("text", ["we want to see everything in orlando", "we want to see it all"])
def test_everything_seen_is_named_as_no_number_of_sights(sandbox, text: str) -> None:
    """Dropped in silence ("as many sights as possible" was named)."""
    request = parse_request(BASE + text, sandbox)
    assert any("gives no number of sights" in w.reason for w in request.not_kept), request.not_kept


def test_everything_not_needed_asks_nothing(sandbox) -> None:
    assert not parse_request(BASE + "we don't need to see everything", sandbox).not_kept


def test_a_ban_on_a_weekday_the_trip_lacks_bans_nothing(sandbox) -> None:
    """"no flights on sunday" on a Tuesday-to-Thursday trip banned flights on every leg (said stricter than asked)."""
    request = parse_request(BASE + "no flights on sunday", sandbox)  # March 15-17, 2022: Tuesday to Thursday
    assert request.spec.local_constraint.transportation is None and not request.not_kept
    assert any("the trip has no Sunday, so no flight is ruled out" in w for w in request.warnings)
    # a day of the trip a leg falls on: every leg, as before (said so); since stop 93 its middle day ("wednesday"), which
    # no leg of a trip to one city falls on, bans nothing too
    on_a_trip_day = parse_request(BASE + "no flights on tuesday", sandbox).spec.local_constraint
    assert on_a_trip_day.transportation == "no flight"
