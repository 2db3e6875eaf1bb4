"""The lead's reading probes of stop 79 (issue 38), each a rule of its own, found by writing requests as people do:

- a greeting that spells a restaurant's owner word ("hey!" opening a trip to San Luis Obispo) was read as that
  restaurant to eat at (Hey' Sugar Delhi), and a trip to California asked for it: the plan came back "no plan can meet";
- "Hey there, 3 days seattle to san francisco" was refused as two destinations: in a text that capitalises somewhere,
  a route in lower case was read only when it opened the text or stood as a clause of its own;
- a way of travel said with a qualifier was read as the way insisted on or banned: "short drives only" banned flights,
  "only cheap flights" banned driving, "no night driving" banned driving, "daytime flights only" dropped the daytime in
  silence, "only day flights" was read as no wish at all. Which drives or flights is no rule of the data's (a time of
  day or a length read by its own reader is), so it is named; a mode said with no qualifier reads as before.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing.query import read_text

OBISPO = "3 days seattle to san luis obispo, march 20 2022, 2 adults, budget 4k"
VEGAS = "3 days denver to las vegas for 2, march 20 2022, 1800 bucks. "


@pytest.mark.parametrize("greeting", ["hey! ", "hey, ", "Hey! "])
def test_a_greeting_is_no_restaurant(sandbox, greeting):
    reading = read_text(greeting + OBISPO, sandbox)
    assert (reading.org, reading.dest) == ("Seattle", "San Luis Obispo")
    assert reading.local_constraint.eat_at is None and reading.unread == []


def test_a_restaurant_said_alone_by_its_owner_word_still_reads(sandbox):
    """The guard is on everyday words only: a name's owner word English never says still stands for it."""
    reading = read_text("3 days from Seattle to San Luis Obispo, March 20 2022, 2 adults, budget 4000. "
                        "hey' sugar delhi one night please", sandbox)
    assert reading.local_constraint.eat_at == ["Hey' Sugar Delhi"]


@pytest.mark.parametrize("opening", ["Hey there, ", "Hi there! ", "Going for ", "We want ", "Hello! "])
def test_a_route_in_lower_case_reads_in_a_text_that_capitalises(sandbox, opening):
    reading = read_text(opening + "3 days seattle to san francisco march 20 2022, 2 adults, budget 4k", sandbox)
    assert (reading.org, reading.dest, reading.problems) == ("Seattle", "San Francisco", [])


def test_a_plain_word_that_names_a_city_is_still_no_route_start(sandbox):
    """"reading to see family": Reading is an everyday word first; no origin is made of it."""
    reading = read_text("My wife and I want 3 days from Denver, heading to reading to see family", sandbox)
    assert reading.org == "Denver"


# ("daytime flights only" and "no daytime flights" are a time of day since stop 93, read by its own reader as the
# morning's and the afternoon's are: test_reading_probes_ninetythird.py)
@pytest.mark.parametrize("said", ["short drives only", "we only do short drives", "only short flights",
                                  "quick flights only", "cheap flights only", "no expensive flights",
                                  "no cheap flights", "no night driving", "only day flights", "we want day flights"])
def test_a_qualified_way_of_travel_bans_nothing_and_is_named(sandbox, said):
    reading = read_text(VEGAS + said, sandbox)
    assert reading.local_constraint.transportation is None, said
    assert [u.wish for u in reading.unread] == [said], reading.unread


@pytest.mark.parametrize(("said", "rule"), [("flights only", "no self-driving"), ("only flights please", "no self-driving"),
                                            ("no flying please", "no flight"), ("no driving", "no self-driving"),
                                            ("we'll drive, it's a long drive but fine", "no flight")])
def test_a_way_of_travel_with_no_qualifier_reads_as_before(sandbox, said, rule):
    reading = read_text(VEGAS + said, sandbox)
    assert reading.local_constraint.transportation == rule and reading.unread == []


@pytest.mark.parametrize(("said", "window"), [("only morning flights", ("05:00", "11:59")),
                                              ("no early flights", ("08:00", None))])
def test_a_time_of_day_its_reader_keeps_stays_a_window(sandbox, said, window):
    reading = read_text(VEGAS + said, sandbox)
    [kept] = reading.local_constraint.flight_times
    assert (kept.depart_from, kept.depart_until) == window and reading.unread == []
    assert reading.local_constraint.transportation is None


@pytest.mark.parametrize(("said", "cap"), [("flying is ok if the flight is under 2 hours", ("max_flight_hours", 2.0)),
                                           ("flights are fine if they're less than 2 hrs", ("max_flight_hours", 2.0)),
                                           ("a flight is ok when it's shorter than 2 hours", ("max_flight_hours", 2.0)),
                                           ("we can fly if the flight is under 3 hours", ("max_flight_hours", 3.0)),
                                           ("driving is fine if it's under 5 hours", ("max_driving_hours", 5.0))])
def test_a_way_allowed_on_its_length_is_the_cap_and_nothing_more(sandbox, said, cap):
    """A permission on a length is the cap of hours; it was named "asks for a way of travel on a condition" (a false
    alarm on a wish kept) or not read at all ("flights are fine if they're less than 2 hrs")."""
    reading = read_text(VEGAS + said, sandbox)
    assert getattr(reading.local_constraint, cap[0]) == cap[1]
    assert (reading.unread, reading.problems, reading.local_constraint.transportation) == ([], [], None)


@pytest.mark.parametrize("said", ["we'll drive if it's under 6 hours", "flights are ok if they're under 300"])
def test_a_way_wished_on_a_condition_is_still_named(sandbox, said):
    """"We'll drive if ..." wishes for driving (more than a cap keeps), a price is no length: both named as before."""
    reading = read_text(VEGAS + said, sandbox)
    assert [u for u in reading.unread if "on a condition" in u.reason], reading.unread


HOUSTON = "3 days from Dallas to Houston, March 10-12 2022, 2 people, $1500. "


@pytest.mark.parametrize(("said", "kind"), [("with the kids, the aquarium is a big deal", "the aquarium"),
                                            ("the kids keep talking about the planetarium", "the planetarium")])
def test_a_sight_by_its_kind_in_a_clause_read_for_something_else_is_named(sandbox, said, kind):
    """"The kids would love the zoo" was read for the children (a house rule) and the zoo dropped in silence (now a
    must-see, CONV34's kind after a wish); a kind said with no wish is named. ("the aquarium sounds fun", first here, is a hedged
    wish since stop 80: a sight to see, tests/unit/domain/parsing/test_lead_probes_eightieth.py.)"""
    reading = read_text(HOUSTON + said, sandbox)
    assert reading.local_constraint.house_rule == "children under 10"
    assert [u.wish for u in reading.unread] == [kind], reading.unread


@pytest.mark.parametrize(("said", "rule", "value"), [("the kids want to see the zoo", "must_see", ["Houston Zoo"]),
                                                     ("the kids would love the zoo", "must_see", ["Houston Zoo"]),
                                                     ("we hate the zoo", "avoid_sights", ["Houston Zoo"])])
def test_a_sight_by_its_kind_a_reader_takes_is_not_named(sandbox, said, rule, value):
    reading = read_text(HOUSTON + said, sandbox)
    assert getattr(reading.local_constraint, rule) == value and reading.unread == []


def test_a_kind_in_the_plural_is_a_taste(sandbox):
    """"Kids love zoos" says what the party likes, no sight (as "my mom loves gardens" is talk)."""
    assert read_text(HOUSTON + "kids love zoos", sandbox).unread == []


@pytest.mark.parametrize(("said", "time"), [("fly out first thing", "first thing"),
                                            ("land before it gets dark", "before it gets dark"),
                                            ("fly home sunday night", "sunday night")])
def test_a_time_of_travel_no_window_reads_is_named(sandbox, said, time):
    """Each was dropped in silence: no wish word, and a time the unread net did not know (``flight_time_said``)."""
    reading = read_text("3 days from Denver to Las Vegas, March 20-22 2022, 2 people, $1800. " + said, sandbox)
    assert reading.local_constraint.flight_times is None
    assert [u for u in reading.unread if repr(time) in u.reason], reading.unread


def test_first_thing_in_the_morning_is_still_the_morning(sandbox):
    reading = read_text("3 days from Denver to Las Vegas, March 20-22 2022, 2 people, $1800. "
                        "first thing in the morning flight out", sandbox)
    [window] = reading.local_constraint.flight_times
    assert (window.leg, window.depart_from, window.depart_until, reading.unread) == ("outbound", "05:00", "11:59", [])


@pytest.mark.parametrize("said", ["nothing under 80 a night", "no rooms under $80 a night", "no less than 100 a night",
                                  "nothing below 90/night", "stays no cheaper than 80 a night",
                                  "not less than 60 per meal", "no meals cheaper than $20"])
def test_a_lower_bound_denied_is_a_least_never_a_cap(sandbox, said):
    """"Nothing under $80 a night" was read as at most $80 a night (the plan forced cheap, the opposite of the wish):
    a denied "under" is a least, which no rule keeps, so it is named (``negation.negated_floor``)."""
    reading = read_text(HOUSTON + said, sandbox)
    local = reading.local_constraint
    assert (local.max_night_price, local.max_meal_cost, reading.budget, reading.problems) == (None, None, 1500.0, [])
    assert [u.wish for u in reading.unread] == [said], reading.unread


@pytest.mark.parametrize(("said", "cap"), [("nothing over 90/night", ("max_night_price", 90.0)),
                                           ("no rooms over $150 a night", ("max_night_price", 150.0)),
                                           ("no pets, rooms under 100 a night", ("max_night_price", 100.0)),
                                           ("nothing fancy, under 25 a meal", ("max_meal_cost", 25.0))])
def test_a_cap_beside_a_negation_is_still_a_cap(sandbox, said, cap):
    assert getattr(read_text(HOUSTON + said, sandbox).local_constraint, cap[0]) == cap[1]


CALIFORNIA = "5 days from Denver to 2 cities in California, March 20-24 2022, 2 people, $4000. "


@pytest.mark.parametrize("said", ["spend more nights in sf than la", "sf gets more nights", "equal time in each city",
                                  "split the nights evenly"])
def test_nights_compared_between_the_cities_are_named(sandbox, said):
    """Each was dropped in silence: the plan shares the days out among its cities by itself (``unanswerable``)."""
    reading = read_text(CALIFORNIA + said, sandbox)
    assert [u for u in reading.unread if "one city's nights" in u.reason], reading.unread
