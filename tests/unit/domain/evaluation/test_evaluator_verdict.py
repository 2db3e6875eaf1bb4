"""The evaluator's verdict where its own tests left gaps (found by mutation testing, `make mutation`).

Each test states a rule of the evaluator (its docstrings, TravelPlanner's official scorer) and
checks it on small hand-made entries or on a train gold plan changed in one place.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.evaluation import day_cost, evaluate_plan
from himap_travel.domain.evaluation.evaluate import check_mode
from himap_travel.domain.evaluation.parsing import (
    Transport,
    entry_key,
    flight_number,
    is_travel_day,
    official_conflict_mode,
    official_sandbox_mode,
    strict_transport,
)
from himap_travel.domain.evaluation.query import Query, to_query
from himap_travel.domain.sandbox.queries import load_gold_plans
from himap_travel.state.evaluation import COMMONSENSE_KEYS

FLIGHT = "Flight Number: F3573659, from St. Petersburg to Rockford, Departure Time: 15:40, Arrival Time: 17:04"


@pytest.fixture(scope="module")
def gold(train_queries):
    return [plan[: query.spec.days] for query, plan in zip(train_queries, load_gold_plans("train"), strict=True)]


def changed(plan, day: int, **fields):
    plan = [dict(row) for row in plan]
    plan[day - 1].update(fields)
    return plan


def verdicts(spec, plan, sandbox):
    return evaluate_plan(spec, plan, sandbox, "official"), evaluate_plan(spec, plan, sandbox, "strict")


# --- reading transport entries ----------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("Flight F123 from Dallas(Texas) to Austin", Transport("flight", "Dallas", "Austin", "F123")),
    ("flight from Dallas to Austin, numbers F1 then F2", Transport("flight", "Dallas", "Austin", "F1")),
    ("a flight, from Dallas to Austin", Transport("flight", "Dallas", "Austin", None)),
    ("We drive from Dallas to Austin", Transport("self-driving", "Dallas", "Austin")),
    ("By car from Dallas to Austin(Texas)", Transport("self-driving", "Dallas", "Austin")),
    ("Take a TAXI from Dallas to Austin", Transport("taxi", "Dallas", "Austin")),
    ("Cab from Dallas to Austin", Transport("taxi", "Dallas", "Austin")),
    ("Taxicab", Transport(None, None, None)),
    ("Carpool from Dallas to Austin", Transport(None, "Dallas", "Austin")),
    ("On foot from Dallas to Austin", Transport(None, "Dallas", "Austin")),
])
def test_strict_mode_guesses_the_mode_and_route_of_an_unstructured_entry(text, expected):
    assert strict_transport(text) == expected
    assert strict_transport(text).structured is False


def test_strict_mode_reads_the_documented_grammar_as_structured():
    assert strict_transport(FLIGHT) == Transport("flight", "St. Petersburg", "Rockford", "F3573659", structured=True)
    assert strict_transport("Taxi, from A to B, cost: 3") == Transport("taxi", "A", "B", structured=True)


@pytest.mark.parametrize("text, sandbox_mode, conflict_mode", [
    ("Flight Number: F1, from A to B", "flight", "flight"),
    ("Self-driving, from A to B", "self-driving", "self-driving"),
    ("Taxi, from A to B", "taxi", "taxi"),
    ("Self-driving or taxi", "self-driving", "taxi"),  # the official orders differ
    ("a flight then a taxi", "taxi", "taxi"),
    ("a flight", None, "flight"),  # no "flight number": the sandbox check sees no mode
    ("walking", None, None),
])
def test_the_official_modes_by_substring(text, sandbox_mode, conflict_mode):
    assert official_sandbox_mode(text) == sandbox_mode
    assert official_conflict_mode(text) == conflict_mode


def test_the_official_flight_number_is_the_text_after_the_first_marker():
    assert flight_number("Flight Number: F1, then Flight Number: F2, from A to B") == "F1"
    # up to the next comma, whatever comes before it (a second marker included)
    assert flight_number("Flight Number: F1 Flight Number: F2, from A to B") == "F1 Flight Number: F2"
    assert flight_number("no number") is None


@pytest.mark.parametrize("city, official, strict", [
    ("from Dallas to Austin", True, True),
    ("Dallas", False, False),
    ("Fromberg", False, False),
    ("trip from Dallas", True, False),
])
def test_a_travel_day(city, official, strict):
    assert is_travel_day(city, strict=False) is official
    assert is_travel_day(city, strict=True) is strict


def test_an_empty_entry_has_the_empty_key():
    assert entry_key("-", strict=True) == entry_key("-", strict=False)
    assert entry_key("Coco Bambu, Rockford", strict=True) != entry_key("-", strict=True)


# --- the query ----------------------------------------------------------------------------------


def test_a_query_row_reads_both_spellings_of_the_local_constraints():
    row = {"org": "A", "dest": "B", "days": "3", "visiting_city_number": "1", "people_number": "2",
           "date": "['2022-03-01', '2022-03-02', '2022-03-03']", "budget": "",
           "local_constraint": "{'house_rule': 'pets', 'room_type': 'private room', 'cuisine': None}",
           "level": "hard"}
    query = to_query(row)
    assert query.house_rule == "pets" and query.room_type == "private room"
    assert query.budget is None and query.level == "hard" and query.cuisine is None
    spaced = to_query({**row, "budget": "1200", "level": "",
                       "local_constraint": "{'house rule': 'smoking', 'room type': 'shared room'}"})
    assert spaced.house_rule == "smoking" and spaced.room_type == "shared room"
    assert spaced.budget == 1200.0 and spaced.level is None


def test_a_trip_spec_keeps_its_level(train_queries):
    spec = train_queries[0].spec
    assert to_query(spec).level == spec.level == "easy"


def test_a_day_past_the_trip_has_no_date(train_queries):
    query = to_query(train_queries[0].spec)
    assert isinstance(query, Query)
    assert query.date_of(0) == "2022-03-16" and query.date_of(2) == "2022-03-18"
    assert query.date_of(3) is None and query.date_of(-1) is None


# --- a plan that cannot be scored ------------------------------------------------------------


@pytest.mark.parametrize("plan, reason", [([], "no plan delivered"), (None, "no plan delivered"),
                                          ({"days": 1}, "the plan is not a list of days")])
def test_an_undelivered_plan_fails_everything_and_says_why(train_queries, sandbox, plan, reason):
    verdict = evaluate_plan(train_queries[0].spec, plan, sandbox, "strict")
    assert verdict.commonsense == {key: False for key in COMMONSENSE_KEYS}
    assert verdict.hard is None and verdict.final_pass is False and verdict.total_cost is None
    assert verdict.failures == [reason] and verdict.reasons == {"plan": [reason]}


def test_an_unknown_mode_is_named():
    with pytest.raises(ValueError, match=r"unknown evaluation mode 'lenient' \(use 'official' or 'strict'\)"):
        check_mode("lenient")


def test_a_plan_that_skips_the_hard_checks_says_so(gold, train_queries, sandbox):
    plan = changed(gold[0], 2, breakfast="Nowhere Diner, Rockford")
    for verdict in verdicts(train_queries[0].spec, plan, sandbox):
        assert verdict.hard is None
        assert verdict.reasons["hard"] == [
            "hard constraints not evaluated (complete_information and within_sandbox must pass): all count as failed"]


def test_hard_checks_the_query_does_not_set_are_not_applicable(gold, train_queries, sandbox):
    spec = train_queries[0].spec  # sets no local constraint
    for verdict in verdicts(spec, gold[0], sandbox):
        assert verdict.hard == {"budget": True, "room_rule": None, "cuisine": None, "room_type": None,
                                "transportation": None}


# --- pricing ------------------------------------------------------------------------------------


def test_an_unpriceable_day_says_why_each_item_costs_nothing(sandbox):
    day = {"current_city": "Rockford", "transportation": "Flight Number: F0000001, from St. Petersburg to Rockford",
           "breakfast": "Nowhere, Rockford", "accommodation": "Nowhere Inn, Rockford"}
    items = [item.model_dump() for item in day_cost(day, 2, sandbox, "strict").items]
    assert items == [
        {"kind": "flight", "name": day["transportation"], "cost": 0.0, "note": "flight 'F0000001' not found"},
        {"kind": "breakfast", "name": "Nowhere, Rockford", "cost": 0.0, "note": "restaurant not found"},
        {"kind": "accommodation", "name": "Nowhere Inn, Rockford", "cost": 0.0, "note": "accommodation not found"},
    ]


def test_transport_without_a_route_or_a_mode_is_not_priced(sandbox):
    no_route = day_cost({"current_city": "Rockford", "transportation": "Self-driving"}, 2, sandbox, "official")
    assert [item.model_dump() for item in no_route.items] == [
        {"kind": "self-driving", "name": "Self-driving", "cost": 0.0, "note": "no 'from A to B' route: not priced"}]
    unknown = day_cost({"current_city": "Rockford", "transportation": "by boat"}, 2, sandbox, "strict")
    assert [item.model_dump() for item in unknown.items] == [
        {"kind": "transport", "name": "by boat", "cost": 0.0, "note": "unknown transport mode: not priced"}]
    assert day_cost({"current_city": "Rockford", "transportation": "by boat"}, 2, sandbox, "official").items == []


def test_strict_mode_takes_the_route_of_an_unstructured_entry_from_the_day(sandbox):
    day = {"current_city": "from Houston to Salt Lake City(Utah)", "transportation": "we drive"}
    strict = day_cost(day, 2, sandbox, "strict")
    driven = day_cost({"current_city": "x", "transportation": "Self-driving, from Houston to Salt Lake City"},
                      2, sandbox, "strict")
    assert strict.total == driven.total > 0
    assert strict.items[0].kind == "self-driving" and strict.items[0].note is None
    cab = day_cost({"current_city": "from Houston to Salt Lake City", "transportation": "a cab"}, 2, sandbox, "strict")
    assert cab.items[0].kind == "taxi" and cab.total > 0


def test_a_flight_is_priced_per_person(sandbox):
    day = {"current_city": "from St. Petersburg to Rockford", "transportation": FLIGHT}
    for mode in ("official", "strict"):
        assert day_cost(day, 3, sandbox, mode, "2022-03-16").total == 3 * 474.0


# --- commonsense and hard checks on a gold plan changed in one place -----------------------


def test_a_real_flight_on_another_route_is_not_in_the_sandbox(gold, train_queries, sandbox):
    plan = changed(gold[0], 1, transportation="Flight Number: F3573659, from St. Petersburg to Chicago, "
                                              "Departure Time: 15:40, Arrival Time: 17:04")
    for verdict in verdicts(train_queries[0].spec, plan, sandbox):
        assert verdict.commonsense["within_sandbox"] is False
        assert "day 1: flight F3573659 from St. Petersburg to Chicago not in the sandbox" in verdict.failures


def test_an_unknown_accommodation_or_attraction_names_its_day(gold, train_queries, sandbox):
    spec = train_queries[0].spec
    plan = changed(gold[0], 2, accommodation="Nowhere Inn, Rockford", attraction="Nowhere Park, Rockford;")
    official, strict = verdicts(spec, plan, sandbox)
    for verdict in (official, strict):
        assert verdict.commonsense["within_sandbox"] is False
        assert "day 2: accommodation 'Nowhere Inn, Rockford' not in the sandbox" in verdict.failures
    assert "day 2: attraction 'Nowhere Park, Rockford' not in the sandbox" in strict.failures


# --- the commonsense checks one at a time, on hand-made days ----------------------------------

from himap_travel.domain.evaluation import commonsense  # noqa: E402
from himap_travel.domain.evaluation.commonsense import route_sequence_problem  # noqa: E402
from himap_travel.domain.evaluation.context import Context  # noqa: E402
from himap_travel.domain.evaluation.lookup import venue_index  # noqa: E402

ORG, CITY = "St. Petersburg", "Rockford"  # train query 0: 3 days, one city
THREE_NIGHTS = "Park Side Zen Home - Terrace & next to CentralPark, Rockford"  # minimum 3 nights


def day(current_city=CITY, **fields):
    unit = {"days": 1, "current_city": current_city, "transportation": "-", "breakfast": "-", "attraction": "-",
            "lunch": "-", "dinner": "-", "accommodation": "-"}
    unit.update(fields)
    return unit


def reasons(check, units, sandbox, strict, query=None, train_queries=None):
    query = query or QUERY0
    return list(getattr(commonsense, check)(Context(query, units, venue_index(sandbox), strict)))


@pytest.fixture(autouse=True, scope="module")
def _query0(train_queries):
    global QUERY0
    QUERY0 = to_query(train_queries[0].spec)


QUERY0: Query


def test_strict_mode_places_each_entry_by_its_own_city(sandbox):
    units = [day(breakfast="Rockford Diner, Chicago", attraction="Burpee Museum, Rockford;Rockford Zoo, Chicago",
                 accommodation="Rockford Inn, Chicago")]
    assert reasons("within_current_city", units, sandbox, strict=True) == [
        "day 1: breakfast 'Rockford Diner, Chicago' is not in 'Rockford'",
        "day 1: attraction 'Rockford Zoo, Chicago' is not in 'Rockford'",
        "day 1: accommodation 'Rockford Inn, Chicago' is not in 'Rockford', where the day ends",
    ]
    # official: a character of the city string is enough, and the last attraction piece is dropped
    assert reasons("within_current_city", units, sandbox, strict=False) == []


def test_official_within_current_city_quirks_still_catch_foreign_entries(sandbox):
    units = [day(breakfast="Zzz, Tampa", accommodation="Zzz, Tampa")]
    assert reasons("within_current_city", units, sandbox, strict=False) == [
        "day 1: breakfast 'Zzz, Tampa' is not in 'Rockford'",
        "day 1: accommodation 'Zzz, Tampa' is not in 'd', where the day ends",  # the last *character*
    ]


def test_a_travel_day_ends_in_its_destination(sandbox):
    units = [day(f"from {ORG} to {CITY}", transportation=f"Taxi, from {ORG} to Chicago",
                 accommodation="Sea Inn, St. Petersburg")]
    for strict in (True, False):
        assert reasons("within_current_city", units, sandbox, strict) == [
            f"day 1: transportation 'Taxi, from {ORG} to Chicago' does not mention 'Rockford'",
            "day 1: accommodation 'Sea Inn, St. Petersburg' is not in 'Rockford', where the day ends",
        ]
    units = [day(f"from {ORG} to {CITY}", transportation="Taxi")]
    assert reasons("within_current_city", units, sandbox, strict=True) == [
        "day 1: transportation 'Taxi' does not mention 'St. Petersburg' or 'Rockford'"]


def test_ground_transport_must_have_a_usable_route(sandbox):
    assert reasons("within_sandbox", [day(transportation=f"Taxi, from {ORG} to {CITY}")], sandbox, strict=False) == [
        f"day 1: the taxi route from {ORG} to {CITY} is unusable (duration None, distance None)"]
    assert reasons("within_sandbox", [day(transportation="Taxi")], sandbox, strict=False) == [
        "day 1: no taxi route from - to - in the sandbox"]
    # official: a text without its route takes the day's
    driven = [day("from Houston to Salt Lake City(Utah)", transportation="Self-driving")]
    assert reasons("within_sandbox", driven, sandbox, strict=False) == []


def test_transport_the_sandbox_cannot_read(sandbox):
    assert reasons("within_sandbox", [day(transportation="walk")], sandbox, strict=True) == [
        "day 1: transportation 'walk' has no known mode (expected 'Flight Number: …', "
        "'Self-driving, from A to B, …' or 'Taxi, from A to B, …')"]
    assert reasons("within_sandbox", [day(transportation="Flight Number: F3573659")], sandbox, strict=False) == [
        "day 1: the flight's route cannot be read from 'Flight Number: F3573659'"]


def test_the_route_starts_at_the_origin_and_closes(sandbox):
    leaves = [day(f"from Tampa to {CITY}"), day(CITY), day(f"from {CITY} to {ORG}")]
    for strict in (True, False):
        assert reasons("reasonable_city_route", leaves, sandbox, strict) == [
            f"route: day 1 leaves from 'Tampa', not from the origin '{ORG}'"]
    open_ended = [day(f"from {ORG} to {CITY}"), day(CITY), day(f"from {CITY} to Chicago")]
    assert reasons("reasonable_city_route", open_ended, sandbox, strict=True) == [
        f"route: not a closed loop (starts in '{ORG}', ends in 'Chicago')"]
    assert reasons("reasonable_city_route", [], sandbox, strict=True) == ["route: no days"]


def test_strict_mode_reads_only_the_from_a_to_b_shape_as_travel(sandbox):
    units = [day(f"Flying from {ORG} to {CITY}"), day(CITY), day(f"from {CITY} to {ORG}")]
    assert reasons("reasonable_city_route", units, sandbox, strict=False) == []
    assert reasons("reasonable_city_route", units, sandbox, strict=True) == [
        f"route: not a closed loop (starts in 'Flying from {ORG} to {CITY}', ends in '{ORG}')"]


def test_a_route_revisiting_a_city_is_refused(sandbox):
    units = [day(f"from {ORG} to {CITY}"), day(f"from {CITY} to Chicago"), day(f"from Chicago to {CITY}"),
             day(f"from {CITY} to {ORG}")]
    assert reasons("reasonable_city_route", units, sandbox, strict=True) == ["route: 'Rockford' is visited twice"]


@pytest.mark.parametrize("route, problem", [
    (["A", "A"], "fewer than 3 route entries (A → A)"),
    (["A", "A", "A"], None),
    (["A", "B", "B", "A"], None),
    (["A", "B", "B", "C", "C", "B", "B", "A"], "'B' is visited twice"),
    (["A", "B", "B", "C", "A"], "'C' appears once mid-route: the days before and after do not connect there"),
    (["A", "A", "B", "B", "A"], None),
    (["A", "B", "B", "A", "A"], "'A' is visited twice"),  # only the first and the last entry may repeat the origin
])
def test_the_official_route_sequence_rule(route, problem):
    assert route_sequence_problem(route) == problem


def test_inner_cities_of_a_four_day_trip_must_be_in_the_destination_state(sandbox):
    query = to_query({"org": "Dallas", "dest": "Texas", "days": 4, "visiting_city_number": 1, "people_number": 1,
                      "date": ["2022-03-01", "2022-03-02", "2022-03-03", "2022-03-04"], "budget": 1000})
    units = [day(f"from Dallas to {CITY}"), day(CITY), day(CITY), day(f"from {CITY} to Dallas")]
    assert reasons("reasonable_city_route", units, sandbox, strict=True, query=query) == [
        "route: 'Rockford' is in Illinois, not in Texas"]


def test_diversity_names_where_an_entry_repeats(sandbox):
    units = [day(breakfast="Coco Bambu, Rockford", attraction="Zoo, Rockford;"),
             day(dinner="Coco Bambu, Rockford", attraction="Zoo, Rockford;")]
    for strict in (True, False):
        assert reasons("diverse_restaurants", units, sandbox, strict) == [
            "day 2 dinner: 'Coco Bambu, Rockford' repeats day 1 breakfast"]
        assert reasons("diverse_attractions", units, sandbox, strict) == ["day 2: 'Zoo, Rockford' repeats day 1"]
    spaced = [day(breakfast="Coco Bambu, Rockford"), day(lunch="coco  bambu, rockford")]
    assert reasons("diverse_restaurants", spaced, sandbox, strict=True) == [
        "day 2 lunch: 'coco  bambu, rockford' repeats day 1 breakfast"]
    assert reasons("diverse_restaurants", spaced, sandbox, strict=False) == []


def test_each_stay_lasts_the_listings_minimum(sandbox):
    two = [day(accommodation="-"), day(accommodation=THREE_NIGHTS), day(accommodation=THREE_NIGHTS), day()]
    one = [day(), day(accommodation=THREE_NIGHTS), day()]
    for strict in (True, False):
        assert reasons("minimum_nights", two, sandbox, strict) == [
            f"days 2-3: '{THREE_NIGHTS}' for 2 night(s), its minimum is 3"]
        assert reasons("minimum_nights", one, sandbox, strict) == [
            f"day 2: '{THREE_NIGHTS}' for 1 night(s), its minimum is 3"]
    missing = [day(), {k: v for k, v in day().items() if k != "accommodation"}]
    assert reasons("minimum_nights", missing, sandbox, strict=True) == ["day 2: no accommodation field"]


def test_transport_modes_do_not_conflict(sandbox):
    units = [day(transportation=FLIGHT), day(transportation="-"), day(transportation="Self-driving, from A to B"),
             day(transportation="Taxi, from B to C"), day(transportation="Self-driving, from C to D")]
    for strict in (True, False):
        assert reasons("non_conflicting_transportation", units, sandbox, strict) == [
            "self-driving (day 3, 5) conflicts with flight (day 1)",
            "self-driving (day 3, 5) conflicts with taxi (day 4)",
        ]
    assert reasons("non_conflicting_transportation", [day()], sandbox, strict=True) == ["day 1: no transportation"]
    strict_only = [day(transportation=FLIGHT), day(transportation="walk"), day(transportation="swim"),
                   {k: v for k, v in day().items() if k != "transportation"}]
    assert reasons("non_conflicting_transportation", strict_only, sandbox, strict=True) == [
        "day 2: transportation 'walk' has no known mode",
        "day 3: transportation 'swim' has no known mode",
        "day 4: no transportation field",
    ]


def test_complete_information_counts_the_days_and_the_cities(sandbox):
    assert reasons("complete_information", [day(), {}, day()], sandbox, strict=False) == [
        "2 day(s) filled in, the trip has 3"]
    units = [day(f"from {ORG} to {CITY}"), day(f"from {CITY} to Chicago"), day(f"from Chicago to {ORG}")]
    for strict in (True, False):
        assert reasons("complete_information", units, sandbox, strict) == [
            "visits 2 cities (Chicago, Rockford), the query asks for 1"]
    assert reasons("complete_information", [day(f"from Tampa to {CITY}"), day(), day()], sandbox, strict=True) == [
        f"day 1 leaves from 'Tampa', not from the origin '{ORG}'"]


def full_day(current_city=CITY, **fields):
    return day(current_city, **{"transportation": "Taxi, from A to B", "breakfast": "B, Rockford",
                                "attraction": "Zoo, Rockford;", "lunch": "L, Rockford", "dinner": "D, Rockford",
                                "accommodation": "Inn, Rockford", **fields})


@pytest.mark.parametrize("unit, problem", [
    ({k: v for k, v in full_day().items() if k not in ("lunch", "dinner")}, "day 2: missing field(s) lunch, dinner"),
    (full_day("from Tampa", transportation="-"), "day 2: a travel day without transportation"),
    (full_day("Toronto to Rockford", transportation=""), "day 2: a travel day without transportation"),
    (full_day(attraction="-"), "day 2: a day in 'Rockford' without any attraction"),
    (full_day(attraction=""), "day 2: a day in 'Rockford' without any attraction"),
    (full_day(accommodation=""), "day 2: no accommodation (only the last day may have none)"),
    (full_day(accommodation="-"), "day 2: no accommodation (only the last day may have none)"),
    (full_day(lunch=""), "day 2: a day in 'Rockford' with a meal missing"),
    (full_day("Rockford to Tampa", attraction="-", lunch="-"), "day 2: a day in 'Rockford to Tampa' with a meal missing"),
])
def test_a_day_must_be_complete(unit, problem):
    assert commonsense._day_completeness_problem(unit, 2, 3) == problem
    assert commonsense._day_completeness_problem(full_day(), 2, 3) is None
    assert commonsense._day_completeness_problem(full_day(accommodation="-"), 3, 3) is None  # the last day


# --- hard constraints ------------------------------------------------------------------------------

from dataclasses import replace  # noqa: E402

from himap_travel.domain.constraints import named  # noqa: E402


def hard_reasons(check, units, sandbox, strict, **query):
    """The reasons of one registered constraint's check ("transportation", "cuisine", "room_rule", ...)."""
    ctx = Context(replace(QUERY0, **query), units, venue_index(sandbox), strict)
    return list(named(check).check(ctx))


def test_a_banned_mode_is_found_on_any_day(sandbox):
    units = [day(transportation="-"), day(transportation=FLIGHT)]
    for strict in (True, False):
        assert hard_reasons("transportation", units, sandbox, strict, transportation="no flight") == [
            f"transportation: day 2 uses flight ('{FLIGHT}'), the query says no flight"]
        assert hard_reasons("transportation", units, sandbox, strict, transportation="no self-driving") == []
        assert hard_reasons("transportation", units, sandbox, strict, transportation=None) == []


def test_every_requested_cuisine_must_be_served(sandbox):
    units = [day(breakfast="Cafe Coffee Day, Rockford", dinner="Shree Balaji Chaat Bhandar, Rockford")]
    for strict in (True, False):
        assert hard_reasons("cuisine", units, sandbox, strict, cuisine=("Chinese", "Italian")) == []
        assert hard_reasons("cuisine", units, sandbox, strict, cuisine=("Chinese", "Mexican", "Thai")) == [
            "cuisine: no meal outside St. Petersburg serves Mexican, Thai"]


def test_official_mode_cannot_pass_a_repeated_cuisine(sandbox):
    units = [day(breakfast="Cafe Coffee Day, Rockford")]
    assert hard_reasons("cuisine", units, sandbox, strict=True, cuisine=("Chinese", "Chinese")) == []
    assert hard_reasons("cuisine", units, sandbox, strict=False, cuisine=("Chinese", "Chinese")) == [
        "cuisine: no meal outside St. Petersburg serves Chinese, Chinese"]


def test_strict_mode_serves_a_cuisine_only_from_the_exact_restaurant(sandbox):
    units = [day(breakfast="Cafe Coffee, Rockford")]  # official: the first row whose name contains it
    assert hard_reasons("cuisine", units, sandbox, strict=False, cuisine=("Chinese",)) == []
    assert hard_reasons("cuisine", units, sandbox, strict=True, cuisine=("Chinese",)) == [
        "cuisine: no meal outside St. Petersburg serves Chinese"]


def test_enough_rooms_for_everyone():
    from himap_travel.domain.evaluation.costs import accommodation_cost, rooms_needed

    assert [rooms_needed(2, people) for people in (1, 2, 3, 4, 5)] == [1, 1, 2, 2, 3]
    assert rooms_needed(3, 7) == 3
    assert accommodation_cost(100.0, 2, 3) == 200.0


def test_distinct_unreadable_entries_are_not_repeats(sandbox):
    units = [day(attraction="Zoo;", breakfast="Diner"), day(attraction="Park;", breakfast="Bakery")]
    assert reasons("diverse_attractions", units, sandbox, strict=True) == []
    assert reasons("diverse_restaurants", units, sandbox, strict=True) == []
    assert entry_key("Zoo", strict=True) == "zoo" and entry_key("Zoo, Rockford", strict=True) == "zoo|rockford"


def test_empty_fields_cost_nothing_and_list_nothing(sandbox):
    for mode in ("official", "strict"):
        assert day_cost(day(), 2, sandbox, mode).items == []


def test_strict_mode_prices_only_the_exact_listing(sandbox):
    partial = {"current_city": CITY, "accommodation": "Park Side Zen Home, Rockford", "breakfast": "Cafe Coffee, Rockford"}
    official = day_cost(partial, 2, sandbox, "official")
    assert [item.cost for item in official.items] == [2 * 28.0, 250.0]  # substring: the first row containing the name
    strict = day_cost(partial, 2, sandbox, "strict")
    assert [(item.cost, item.note) for item in strict.items] == [(0.0, "restaurant not found"),
                                                                 (0.0, "accommodation not found")]


def test_strict_mode_prices_an_unstructured_flight_on_the_days_route(sandbox):
    day_ = {"current_city": f"from {ORG} to {CITY}", "transportation": "flight F3573659"}
    assert day_cost(day_, 2, sandbox, "strict", "2022-03-16").total == 2 * 474.0


def test_a_day_that_leaves_needs_no_attraction():
    assert commonsense._day_completeness_problem(full_day("from Tampa", attraction="-"), 2, 3) is None


def test_official_transport_of_a_day_without_its_city_is_checked_without_a_route(sandbox):
    assert reasons("within_sandbox", [{"transportation": "Taxi"}], sandbox, strict=False) == [
        "day 1: no taxi route from - to - in the sandbox"]


def test_strict_mode_counts_the_cities_of_the_from_a_to_b_shape_only(sandbox):
    units = [day(f"Flying from {ORG} to {CITY}"), day(CITY), day(f"from {CITY} to {ORG}")]
    assert reasons("complete_information", units, sandbox, strict=True) == [
        f"visits 2 cities (Flying from {ORG} to {CITY}, Rockford), the query asks for 1"]


def test_strict_diversity_ignores_case_and_spacing_of_attractions(sandbox):
    units = [day(attraction="Burpee Museum, Rockford;"), day(attraction="burpee  museum, Rockford;")]
    assert reasons("diverse_attractions", units, sandbox, strict=True) == [
        "day 2: 'burpee  museum, Rockford' repeats day 1"]
    assert reasons("diverse_attractions", units, sandbox, strict=False) == []


def test_which_listing_sets_the_minimum_stay(sandbox):
    partial = [day(), day(accommodation="Park Side Zen Home, Rockford"), day()]
    # official: the only listing whose name contains the entry; strict: no listing has exactly that name
    assert reasons("minimum_nights", partial, sandbox, strict=False) == [
        "day 2: 'Park Side Zen Home, Rockford' for 1 night(s), its minimum is 3"]
    assert reasons("minimum_nights", partial, sandbox, strict=True) == []
    several = [day(), day(accommodation="Bedroom, Rockford"), day()]  # two listings contain "Bedroom"
    assert reasons("minimum_nights", several, sandbox, strict=False) == []
    unknown = [day(), day(accommodation="Nowhere Inn, Rockford"), day()]
    for strict in (True, False):
        assert reasons("minimum_nights", unknown, sandbox, strict) == []


def test_strict_room_rules_judge_only_the_exact_listing(sandbox):
    units = [day(accommodation="Park Side Zen Home, Rockford")]
    assert hard_reasons("room_type", units, sandbox, strict=False, room_type="private room") == [
        "room type: day 1: 'Park Side Zen Home, Rockford' is a 'Entire home/apt', not a 'Private room'"]
    assert hard_reasons("room_type", units, sandbox, strict=True, room_type="private room") == []


def test_a_check_that_crashes_fails_with_the_reason():
    from himap_travel.domain.evaluation.evaluate import collect

    def broken(ctx):
        yield "first"
        raise ValueError("bad entry")

    def keyless(ctx):
        raise KeyError("lunch")
        yield  # pragma: no cover

    assert collect(broken, None) == ["first", "could not be checked (ValueError: bad entry)"]
    assert collect(keyless, None) == ["could not be checked: a day has no 'lunch' field"]


def test_strict_mode_takes_the_first_of_listings_sharing_a_name(sandbox):
    twice = "IN MINT CONDITION-STUDIOS EAST 44TH/UNITED NATIONS, Boston"  # two Boston rows, both 30 nights minimum
    units = [day("Boston"), day("Boston", accommodation=twice), day("Boston")]
    assert reasons("minimum_nights", units, sandbox, strict=True) == [
        f"day 2: '{twice}' for 1 night(s), its minimum is 30"]
    assert reasons("minimum_nights", units, sandbox, strict=False) == []  # official: only a unique match counts
