"""The lead's reading probes of stop 80 (issue 38), each a rule of its own, found by writing requests as people do:

- "for 2 march 10 2022 budget 2000" was refused ("cannot read the amount '10 2022'"): the count before the month was
  read as a day ("2 march") and the day after it left over. A day before its month with no year gives way to a date
  that starts at that month and says more (its year, or the range's end): ``dates._gives_way``. And a year right before
  "budget 2000" was taken for the budget: "budget" or "total" with its own amount after it is the next field
  (``date_words.AMOUNT_WORD_AFTER``).
- "march 4, total 1800 for 2" was refused as having no budget: "total" (or "a total of") before a bare number marks it.
- City initials in lower case ("sf then la", "the cities are la and sf", "san diego, then la", "sf and la please")
  were named as not understood, or "la" made a destination of its own (then refused as a city on a state's trip): "then"
  and a plea end or join a list of places, the words that ask for cities open one, and initials listed are as plain as
  the text (their role is the list's). "3 cities: los angeles, san francisco and san diego" in lower case was dropped
  in silence: "cities:" asks for them (``visit_cities.VISIT_CUE``).
- "no hotel under 3.5" was named: a venue denied below a number of the rating scale is that minimum.
- "the zoo would be nice" and "maybe the zoo" were named while "maybe the houston zoo" was a sight to see: a sight said
  by its kind with a hedge is one to see too (the hedge's words: ``domain.text.words.HEDGE``).
"""

from __future__ import annotations

import pytest

from himap_travel.domain.constraints import avoid_cuisines
from himap_travel.domain.constraints.flight_legs import scope_near
from himap_travel.domain.parsing import parse_request
from himap_travel.domain.parsing.query import QueryParseError, read_text
from himap_travel.state.trip import Pace

CALIFORNIA = "6 days from seattle to california for 2, march 20 2022, 2 cities, budget 5000, "
HOUSTON = "3 days from dallas to houston for 2, march 8 2022, budget 1900. "


@pytest.mark.parametrize(("text", "start", "people", "budget"), [
    ("3 days from dallas to houston for 2 april 8 2022 budget 1900", "2022-04-08", 2, 1900),
    ("houston to dallas for 3 april 8-10 with 2400 to spend", "2022-04-08", 3, 2400),
    ("from dallas to houston, 4 of us, april 8 2022 budget: $2600, 3 days", "2022-04-08", 4, 2600),
    ("3 days dallas to houston april 8 2022 total 1900 for 2", "2022-04-08", 2, 1900),
])
def test_a_count_before_a_month_is_no_day(sandbox, text, start, people, budget):
    spec = parse_request(text, sandbox).spec
    assert (spec.date[0], spec.people_number, spec.budget) == (start, people, budget)


@pytest.mark.parametrize(("text", "start", "days"), [
    ("dallas to houston leaving 8 april 4 days for 2, budget 1900", "2022-04-08", 4),  # "april 4" is a length here
    ("dallas to houston from 8 april 2022, 3 days, 2 people, budget 1900", "2022-04-08", 3),
    ("dallas to houston, the 8 of april, 3 days for 2, budget 1900", "2022-04-08", 3),
])
def test_a_day_before_its_month_still_reads(sandbox, text, start, days):
    spec = parse_request(text, sandbox).spec
    assert (spec.date[0], spec.days) == (start, days)


def test_a_year_before_an_amount_word_is_still_the_budget(sandbox):
    """"april 8-10, 2000 budget": the number an amount's word follows is the budget, never the year."""
    spec = parse_request("dallas to houston april 8-10, 2000 budget, 2 people", sandbox).spec
    assert (spec.budget, spec.date[0]) == (2000, "2022-04-08")


@pytest.mark.parametrize(("said", "rule", "value"), [
    ("la then sf", "city_order", [{"city": "Los Angeles", "stop": None, "before": "San Francisco"}]),
    ("san diego first, then la", "city_order", [{"city": "San Diego", "stop": 1, "before": None},
                                                {"city": "San Diego", "stop": None, "before": "Los Angeles"}]),
    ("the 2 cities are la and san diego", "visit_cities", ["Los Angeles", "San Diego"]),
    ("we wanna hit la and sf", "visit_cities", ["Los Angeles", "San Francisco"]),
    ("la and sf pls", "visit_cities", ["Los Angeles", "San Francisco"]),
    ("2 stops: san jose and la", "visit_cities", ["San Jose", "Los Angeles"]),
    ("2 cities: san diego and los angeles", "visit_cities", ["San Diego", "Los Angeles"]),
])
def test_city_initials_in_lower_case_read_in_a_list(sandbox, said, rule, value):
    reading = read_text(CALIFORNIA + said, sandbox)
    assert (reading.dest, reading.problems, reading.unread) == ("California", [], [])
    said_value = getattr(reading.local_constraint, rule)
    assert [c.model_dump() if hasattr(c, "model_dump") else c for c in said_value] == value


@pytest.mark.parametrize("said", ["sf, then la", "la, then san diego"])
def test_a_city_before_an_order_is_the_orders(sandbox, said):
    reading = read_text(CALIFORNIA + said, sandbox)
    assert reading.local_constraint.visit_cities is None and reading.local_constraint.city_order


@pytest.mark.parametrize("said", ["LA and SF", "los angeles & san diego pls", "la and sf"])
def test_cities_alone_between_commas_are_cities_to_visit(sandbox, said):
    """"..., budget 5000, LA and SF": the last part of a sentence, places alone, was dropped in silence."""
    reading = read_text(CALIFORNIA + said, sandbox)
    assert len(reading.local_constraint.visit_cities or []) == 2 and reading.unread == []


@pytest.mark.parametrize("said", ["oo la la, so excited", "tra la la"])
def test_la_as_a_word_is_no_city(sandbox, said):
    reading = read_text(CALIFORNIA + said, sandbox)
    assert reading.local_constraint.visit_cities is None and reading.local_constraint.city_order is None
    assert reading.dest == "California"


@pytest.mark.parametrize(("said", "rule", "value"), [
    ("no hotels under 4.5", "min_stay_rating", 4.5),
    ("no lodging below 3", "min_stay_rating", 3.0),
    ("nothing restaurants rated under 4", "min_rating", 4.0),
    ("no restaurants below 3.5 please", "min_rating", 3.5),
])
def test_a_venue_denied_below_a_rating_is_its_minimum(sandbox, said, rule, value):
    reading = read_text(HOUSTON + said, sandbox)
    assert getattr(reading.local_constraint, rule) == value and reading.unread == []


@pytest.mark.parametrize("said", ["no hotel under 90", "no restaurants under 2 miles from the hotel"])
def test_a_venue_denied_below_another_number_is_no_rating(sandbox, said):
    reading = read_text(HOUSTON + said, sandbox)
    assert reading.local_constraint.min_stay_rating is None and reading.local_constraint.min_rating is None
    assert reading.unread  # named, never dropped


@pytest.mark.parametrize("said", ["the aquarium would be really nice", "perhaps the zoo", "the zoo, if time allows",
                                  "possibly the aquarium too", "the zoo sounds fun"])
def test_a_sight_by_its_kind_said_softly_is_one_to_see(sandbox, said):
    reading = parse_request(HOUSTON + said, sandbox)
    assert reading.spec.local_constraint.must_see in (["Houston Zoo"], ["Downtown Aquarium"]) and reading.not_kept == []


def test_a_kind_that_sounds_fun_is_a_sight_to_see_or_a_no_with_its_reason(sandbox):
    """"with the kids, the aquarium sounds fun" is a wish beside the children; a kind the city lacks is refused with why."""
    reading = parse_request(HOUSTON + "with the kids, the aquarium sounds fun", sandbox)
    assert reading.spec.local_constraint.house_rule == "children under 10"
    assert reading.spec.local_constraint.must_see == ["Downtown Aquarium"]
    with pytest.raises(QueryParseError, match="no planetarium among the sights of Houston"):
        parse_request(HOUSTON + "the kids think the planetarium sounds cool", sandbox)


def test_a_hedge_before_a_kind_that_goes_on_asks_nothing(sandbox):
    """"maybe the zoo is shut on mondays": a guess about the sight, no wish to see it."""
    reading = parse_request(HOUSTON + "maybe the zoo is shut on mondays, no idea", sandbox)
    assert reading.spec.local_constraint.must_see is None


@pytest.mark.parametrize(("said", "most"), [("hotels 100-200 a night", 200.0), ("rooms between $80 and $150 a night", 150.0)])
def test_a_nightly_range_is_kept_by_its_end_and_its_start_said_to_ask_nothing(sandbox, said, most):
    """"hotels 100-200 a night" dropped its lower end in silence: it is said to ask for nothing (a least no rule keeps)."""
    reading = parse_request(HOUSTON + said, sandbox)
    assert reading.spec.local_constraint.max_night_price == most
    assert [w for w in reading.warnings if "lower end asks for nothing" in w and f"${most:,.0f} a night;" in w]


def test_a_nightly_range_per_person_is_said_per_person(sandbox):
    reading = parse_request(HOUSTON + "$50-70 per person per night for the stay", sandbox)
    assert reading.spec.local_constraint.max_night_price_per_person == 70.0
    assert [w for w in reading.warnings if "at most $70 a night each; the range's lower end" in w]
    assert not [w for w in parse_request(HOUSTON + "hotel under $150 a night", sandbox).warnings if "lower end" in w]


@pytest.mark.parametrize(("said", "rule"), [
    ("no flights on the first day", "no flight"), ("no flying back", "no flight"),
    ("we don't want to drive on the last day", "no self-driving"), ("no driving on the way home", "no self-driving"),
])
def test_a_ban_said_of_one_leg_is_kept_on_every_leg_and_said_so(sandbox, said, rule):
    """"no flights on the first day" banned flying on the whole trip in silence: kept (stricter), and said."""
    reading = parse_request(HOUSTON + said, sandbox)
    assert reading.spec.local_constraint.transportation == rule
    assert [w for w in reading.warnings if "a ban holds on every leg" in w and rule.removeprefix("no ") in w]


def test_a_ban_of_the_whole_trip_has_no_such_warning(sandbox):
    for said in ("no flights please", "no flights, we drive back"):
        assert not [w for w in parse_request(HOUSTON + said, sandbox).warnings if "every leg" in w]


@pytest.mark.parametrize(("said", "named"), [
    ("more time in san francisco please", "'more time in san francisco'"),
    ("we want to spend most of our time in san diego", "most of our time in san diego'"),
])
def test_one_citys_share_of_the_days_is_named(sandbox, said, named):
    """"more time in sf please" read the city and dropped "more time" in silence: no rule sets one city's nights."""
    reading = parse_request(CALIFORNIA + said, sandbox)
    assert [w for w in reading.not_kept if named in str(w) and "shares the days out" in str(w)], reading.not_kept


def test_more_time_at_a_thing_is_no_citys_share(sandbox):
    assert not [w for w in read_text(CALIFORNIA + "more time in museums, less driving", sandbox).unread
                if "shares the days out" in w.reason]


@pytest.mark.parametrize(("said", "room"), [
    ("whole place, no shared stuff", "entire room"), ("no shared rooms. an entire home, not a shared one", "entire room"),
    ("a private room, not shared", "not shared room"), ("private room or entire place, no shared", "not shared room"),
])
def test_an_entire_home_said_beside_a_negated_shared_is_the_entire_home(sandbox, said, room):
    """"whole place, no shared stuff" read as "not a shared room", which a private room meets: the entire home asked
    for was lost. The benchmark says "not shared" beside a private room only, whose reading stays its own."""
    assert parse_request(HOUSTON + said, sandbox).spec.local_constraint.room_type == room


FLORIDA = "5 days from boston to florida for 2, march 20 2022, 2 cities, budget 4500. "


@pytest.mark.parametrize("said", ["either orlando or tampa", "we want to see orlando or tampa", "orlando or tampa, not sure"])
def test_a_choice_of_cities_with_room_for_both_visits_both_and_says_so(sandbox, said):
    """"orlando or tampa" was dropped in silence: with room for both, both are kept (more than asked), and said."""
    reading = parse_request(FLORIDA + said, sandbox)
    assert reading.spec.local_constraint.visit_cities == ["Orlando", "Tampa"]
    assert [w for w in reading.warnings if "'Orlando or Tampa' is a choice" in w]


def test_a_choice_of_cities_without_room_is_refused_with_why(sandbox):
    """"miami for sure, and maybe orlando or tampa" on a 2-city trip kept Miami and dropped the choice in silence."""
    with pytest.raises(QueryParseError, match="'Orlando or Tampa' is a choice of one city, which no rule keeps"):
        parse_request(FLORIDA + "miami for sure, and maybe orlando or tampa", sandbox)
    three = FLORIDA.replace("5 days", "7 days").replace("2 cities", "3 cities")
    assert parse_request(three + "miami for sure, and maybe orlando or tampa", sandbox).spec.local_constraint.visit_cities \
        == ["Miami", "Orlando", "Tampa"]


@pytest.mark.parametrize(("said", "city"), [("don't book anything in orlando", "Orlando"),
                                            ("do not plan anything in tampa", "Tampa"), ("don't book us in miami", "Miami")])
def test_nothing_booked_in_a_city_avoids_it(sandbox, said, city):
    """"do not plan anything in tampa" was dropped in silence, "don't book anything in orlando" named."""
    assert parse_request(FLORIDA + said, sandbox).spec.local_constraint.avoid_cities == [city]


def test_no_plan_made_on_driving_is_still_a_ban_of_driving(sandbox):
    assert parse_request(FLORIDA + "don't plan on driving", sandbox).spec.local_constraint.transportation == "no self-driving"


@pytest.mark.parametrize("said", ["3 nights max in any one city", "at most 3 nights in one city", "2 nights minimum in any city"])
def test_one_citys_nights_bounded_is_named_never_the_trip_length_nor_its_cities(sandbox, said):
    """"3 nights max in any one city" was refused: "3 nights" read as a 4-day trip and "one city" as the cities' count."""
    reading = parse_request(FLORIDA + said, sandbox)
    assert (reading.spec.days, reading.spec.visiting_city_number) == (5, 2)
    assert [w for w in reading.not_kept if "shares the days out" in str(w)], reading.not_kept


def test_a_trip_of_nights_in_one_city_is_still_its_length(sandbox):
    reading = parse_request("3 nights in one city, from boston to miami, march 20 2022, 2 people, budget 2000", sandbox)
    assert (reading.spec.days, reading.spec.visiting_city_number, reading.not_kept) == (4, 1, [])


def test_no_plans_on_a_day_said_without_on_is_read(sandbox):
    """"we land late so no plans day 1" was dropped in silence; named after stop 80, read since stop 87: no sights on
    the travel day."""
    request = parse_request(FLORIDA + "we land late so no plans day 1", sandbox)
    assert request.spec.local_constraint.pace == Pace(most=0, days=(1,)) and not request.not_kept


VEGAS = "4 days from denver to las vegas for 2, march 15 2022, budget 2400. "


@pytest.mark.parametrize(("said", "named"), [("max £150 a night for the hotel", "'£150' is in pounds"),
                                             ("rooms under 120 euros a night", "is in euros")])
def test_a_nightly_price_in_another_currency_is_refused_never_read_as_dollars(sandbox, said, named):
    """"max £150 a night" was read as $150 a night: the price's reader took the number, the budget's never saw the sign."""
    with pytest.raises(QueryParseError, match=named):
        parse_request(VEGAS + said, sandbox)
    assert parse_request(VEGAS + "hotel under $150 a night", sandbox).spec.local_constraint.max_night_price == 150.0


def test_a_must_see_list_reads_every_item_or_names_why_not(sandbox):
    """"must see: the neon museum, the strip, hoover dam" kept the museum and dropped the rest in silence; "must sees -
    neon museum, mob museum" dropped the first. Each item after "must see:" or "must sees -" is a sight wished for."""
    assert parse_request(VEGAS + "must sees - neon museum, mob museum", sandbox).spec.local_constraint.must_see == [
        "The Neon Museum Las Vegas", "The Mob Museum"]
    with pytest.raises(QueryParseError, match="no attraction called 'the strip'.*no attraction called 'hoover dam'"):
        parse_request(VEGAS + "must see: the neon museum, the strip, hoover dam", sandbox)


def test_an_item_that_is_another_wish_is_no_sight_of_the_list(sandbox):
    reading = parse_request(VEGAS + "must see: neon museum, we fly home the 18th", sandbox)
    assert reading.spec.local_constraint.must_see == ["The Neon Museum Las Vegas"]


def test_an_ampersand_joins_two_names_never_ends_one(sandbox):
    """"the mob museum & the high roller" asked for "Mob Museum &" ("did you mean The Mob Museum?")."""
    assert parse_request(VEGAS + "we must see the mob museum & the high roller", sandbox).spec.local_constraint.must_see == [
        "The Mob Museum", "High Roller"]


def test_did_you_mean_names_each_sight_once(sandbox):
    with pytest.raises(QueryParseError) as refused:
        parse_request(VEGAS + "we must see the neon museum etc", sandbox)
    assert str(refused.value).count("'The Neon Museum Las Vegas'") == 1


@pytest.mark.parametrize(("said", "back"), [
    ("flights: out after 10am, back before 6pm", {"leg": "return", "arrive_until": "18:00"}),
    ("flights: out after 10am / back before 6pm", {"leg": "return", "arrive_until": "18:00"}),
    ("flights - outbound after 10am, return before 6pm", {"leg": "return", "depart_until": "18:00"}),
])
def test_flight_times_written_as_a_note_bind_their_legs(sandbox, said, back):
    """"flights: out after 10am, back before 6pm" was refused ("a time of day not understood"): a colon or a dash may
    head a flight's words, "flights out" is the outbound, a slash parts a list as a comma does, and "return" opening an
    item is the way home."""
    windows = parse_request(VEGAS + said, sandbox).spec.local_constraint.flight_times
    assert [w.model_dump(exclude_none=True) for w in windows] == [{"leg": "outbound", "depart_from": "10:00"}, back]


def test_flights_out_of_a_place_are_no_outbound_by_their_words():
    text = "no flights out of dallas after 6pm"
    assert scope_near(text, text.index("after"), len(text)) == "every"
    text = "flights out after 10am"
    assert scope_near(text, text.index("after"), len(text)) == "outbound"


SEATTLE = "3 days from seattle to san francisco for 2, march 10 2022, budget 2500. "


@pytest.mark.parametrize(("said", "avoided"), [
    ("we had enough fast food on the road", "Fast Food"), ("enough with the pizza", "Pizza"),
    ("we've had plenty of bbq lately", "BBQ"), ("had our fill of seafood", "Seafood"),
])
def test_a_cuisine_had_enough_of_is_ruled_out(sandbox, said, avoided):
    """"we had enough fast food on the road" and "enough with the pizza" asked for the cuisine (the opposite)."""
    local = parse_request(SEATTLE + said, sandbox).spec.local_constraint
    assert (local.avoid_cuisines, local.more_cuisines) == ([avoided], None)


def test_no_more_of_a_cuisine_never_asked_for_in_a_request_rules_it_out_and_says_so(sandbox):
    """"no more fast food, we had enough on the road" was dropped in silence: a whole request has nothing to take back."""
    reading = parse_request(SEATTLE + "no more fast food, we had enough on the road", sandbox)
    assert reading.spec.local_constraint.avoid_cuisines == ["Fast Food"]
    assert [w for w in reading.warnings if "nothing asked for before to take back" in w]
    taken_back = parse_request(SEATTLE + "we love pizza. no more pizza though", sandbox).spec.local_constraint
    assert (taken_back.avoid_cuisines, taken_back.more_cuisines) == (None, None)
    assert parse_request(SEATTLE + "we can't get enough pizza", sandbox).spec.local_constraint.avoid_cuisines is None


ORLANDO = "3 days from miami to orlando for 4, march 18 2022, budget 3000. "


@pytest.mark.parametrize("said", ["gatorland? sure why not", "gatorland, why not", "why not gatorland"])
def test_why_not_says_yes(sandbox, said):
    """"gatorland? sure why not" ruled Gatorland out (the opposite): "why not" is a yes."""
    local = parse_request(ORLANDO + said, sandbox).spec.local_constraint
    assert (local.must_see, local.avoid_sights) == (["Gatorland"], None)


def test_not_really_is_still_a_no(sandbox):
    assert parse_request(ORLANDO + "gatorland? not really", sandbox).spec.local_constraint.avoid_sights == ["Gatorland"]


SAVANNAH = "4 days from atlanta to savannah for 3, march 9 2022, budget 2800. "


@pytest.mark.parametrize(("said", "venue", "least"), [
    ("hotel min 3.5", "min_stay_rating", 3.5), ("hotel: minimum 4", "min_stay_rating", 4.0),
    ("minimum 3.5 on the hotel pls", "min_stay_rating", 3.5), ("hotel rating: 4+", "min_stay_rating", 4.0),
    ("at least 4 for the restaurants", "min_rating", 4.0),
])
def test_a_rating_written_as_a_note_is_its_minimum(sandbox, said, venue, least):
    """"hotel min 3.5" was dropped in silence, "minimum 3.5 on the hotel pls" and "hotel rating: 4+" named."""
    assert getattr(parse_request(SAVANNAH + said, sandbox).spec.local_constraint, venue) == least


def test_a_pet_drawn_is_a_pet(sandbox):
    """"🐶 coming with us" was dropped in silence: the stay must allow pets."""
    assert parse_request(SAVANNAH + "🐶 coming with us", sandbox).spec.local_constraint.house_rule == "pets"


def test_a_curry_is_indian_and_another_cuisines_curry_is_not(sandbox):
    """"we fancy a curry one evening" was dropped in silence; of the data's cuisines only Indian serves a curry."""
    reading = parse_request(SAVANNAH + "we fancy a curry one evening", sandbox)
    assert reading.spec.local_constraint.cuisine == ["Indian"] and [w for w in reading.warnings if "'curry' read as Indian" in w]
    thai = read_text(SAVANNAH + "thai curry one night", sandbox)
    assert thai.local_constraint.cuisine is None and [u for u in thai.unread if "thai curry" in u.wish]


def test_a_drive_capped_after_a_ban_of_flying_is_the_drives_cap(sandbox):
    """"I don't fly, rather not drive more than 3h/day" was refused as a flight's duration that is no maximum."""
    text = "3 day trip from Houston to Austin march 20-22 2022 for me, $900, I don't fly, rather not drive more than 3h/day"
    local = parse_request(text, sandbox).spec.local_constraint
    assert (local.transportation, local.max_driving_hours, local.max_flight_hours) == ("no flight", 3.0, None)


@pytest.mark.parametrize(("said", "wanted", "avoided"), [
    ("no pizza, mexican only", ["Mexican"], ["Pizza"]), ("no chinese, mexican please", ["Mexican"], ["Chinese"]),
    ("no chinese or mexican please", None, ["Chinese", "Mexican"]),
    ("no chinese, mexican or indian", None, ["Chinese", "Mexican", "Indian"]),
])
def test_a_cuisine_after_a_comma_with_its_own_only_or_plea_is_wanted(sandbox, said, wanted, avoided):
    """"no pizza, mexican only" and "no chinese, mexican please" ruled Mexican out (the list's first polarity)."""
    local = parse_request(HOUSTON + said, sandbox).spec.local_constraint
    assert (local.cuisine, local.avoid_cuisines) == (wanted, avoided)


def test_a_cuisine_named_food_is_described_without_food_twice():
    """The chat's rules line said "no Fast Food food"."""
    assert avoid_cuisines.CONSTRAINT.describe(["Fast Food"]) == "no Fast Food"
    assert avoid_cuisines.CONSTRAINT.describe(["Chinese"]) == "no Chinese food"


DENVER = "3 days from denver to phoenix for 1, mar 8-10 2022, $1,100. "


@pytest.mark.parametrize("said", ["flights only, nothing before 7am", "only flights, nothing before 7am"])
def test_a_way_said_as_the_only_one_beside_a_window_is_insisted_on(sandbox, said):
    """"flights only, nothing before 7am" kept the window and dropped "flights only" in silence (the window's words
    held it)."""
    local = parse_request(DENVER + said, sandbox).spec.local_constraint
    assert local.transportation == "no self-driving" and local.flight_times


def test_flights_only_after_a_time_is_a_window_alone(sandbox):
    assert parse_request(DENVER + "flights only after 9am", sandbox).spec.local_constraint.transportation is None


def test_a_stay_said_non_smoking_and_entire_is_both(sandbox):
    """"They require a non-smoking entire home" was refused ("an entire room cannot be ruled out on its own"): the
    "non" of "non-smoking" negated the home."""
    local = parse_request(SAVANNAH + "They require a non-smoking entire home", sandbox).spec.local_constraint
    assert (local.room_type, local.stay_forbids) == ("entire room", ["smoking"])


@pytest.mark.parametrize("said", ["he hates flying but will if needed", "not a fan of flying but we will if we have to"])
def test_a_dislike_of_a_way_conceded_when_needed_is_named_not_refused(sandbox, said):
    """"he hates flying but will if needed" was refused as a ban on a condition."""
    reading = parse_request(SAVANNAH + said, sandbox)
    assert reading.spec.local_constraint.transportation is None
    assert [w for w in reading.not_kept if "preference" in str(w)]
