"""The search functions on the real sandbox: sorting, exact costs, filters and error results."""

from __future__ import annotations

import csv
import math

import pytest

from himap_travel.domain.sandbox.paths import database_files
from himap_travel.tools.search_args import AccommodationSearchArgs, FlightSearchArgs
from himap_travel.tools.search_results import (
    AccommodationSearchResult,
    CitySearchResult,
    DistanceSearchResult,
    FlightSearchResult,
    RestaurantSearchResult,
)
from himap_travel.tools.searches import (
    search,
    search_accommodations,
    search_attractions,
    search_cities,
    search_distance,
    search_flights,
    search_restaurants,
)

# Cities with many listings, and the known flight of the paper's example (Appendix E).
BIG_CITIES = ["Jacksonville", "Jackson", "San Diego", "Rockford", "Chicago", "New York", "Twin Falls"]


def first_distance_row(origin: str, destination: str) -> dict[str, str]:
    """The distance CSV's first row for a pair, read directly (not through the sandbox)."""
    with database_files()["distances"].open(newline="", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            if row["origin"] == origin and row["destination"] == destination:
                return row
    raise AssertionError(f"no distance row for {origin} -> {destination}")


# --- city_search ---------------------------------------------------------------------------


def test_city_search_lists_a_state_alphabetically(sandbox):
    result = search_cities(sandbox, {"state": "Illinois"})
    assert isinstance(result, CitySearchResult) and result.ok
    names = [o.name for o in result.options]
    assert names == ["Belleville", "Bloomington", "Champaign", "Chicago", "Moline", "Peoria", "Rockford"]
    assert all(o.state == "Illinois" for o in result.options)
    assert result.total == 7 and result.omitted == 0


@pytest.mark.parametrize("state", ["Texas", "New York", "California", "Florida"])
def test_city_search_is_sorted_and_complete(sandbox, state):
    result = search_cities(sandbox, {"state": state})
    names = [o.name for o in result.options]
    assert names == sorted(names, key=str.casefold)
    assert set(names) == set(sandbox.cities_in_state(state))


def test_city_search_accepts_other_casing(sandbox):
    result = search_cities(sandbox, {"state": "  illinois "})
    assert result.ok and result.state == "Illinois"


def test_city_search_unknown_state_suggests(sandbox):
    result = search_cities(sandbox, {"state": "Ilinois"})
    assert result.error is not None and result.error.code == "unknown_state"
    assert result.error.suggestions[0] == "Illinois"
    assert "Did you mean: Illinois" in result.render()
    assert result.options == []


def test_city_search_with_a_city_points_to_its_state(sandbox):
    result = search_cities(sandbox, {"state": "Rockford"})
    assert result.error is not None and result.error.code == "not_a_state"
    assert result.error.suggestions == ["Illinois"]
    assert "Illinois" in result.render()


# --- flight_search -------------------------------------------------------------------------


def test_flight_search_finds_the_papers_flight(sandbox):
    result = search_flights(sandbox, {"origin": "St. Petersburg", "destination": "Rockford", "date": "2022-03-16"})
    assert isinstance(result, FlightSearchResult) and result.ok
    assert [o.flight_number for o in result.options] == ["F3573659"]
    option = result.options[0]
    assert (option.price, option.dep_time, option.arr_time) == (474, "15:40", "17:04")
    assert option.plan_entry == (
        "Flight Number: F3573659, from St. Petersburg to Rockford, Departure Time: 15:40, Arrival Time: 17:04"
    )


def _busiest_routes(sandbox, count: int = 25):
    by_route: dict[tuple[str, str, str], int] = {}
    for flights in sandbox.flights_by_number.values():
        for f in flights:
            key = (f.origin, f.destination, f.flight_date)
            by_route[key] = by_route.get(key, 0) + 1
    return sorted(by_route, key=lambda k: -by_route[k])[:count]


def test_flight_search_sorts_cheapest_first_with_ties_by_time(sandbox):
    routes = _busiest_routes(sandbox)
    assert len(sandbox.flights(*routes[0])) >= 3  # the check below means something
    for origin, destination, day in routes:
        result = search_flights(sandbox, {"origin": origin, "destination": destination, "date": day})
        keys = [(o.price, o.dep_time, o.flight_number) for o in result.options]
        assert keys == sorted(keys)
        assert {o.flight_number for o in result.options} == {f.flight_number for f in sandbox.flights(origin, destination, day)}
        assert all(o.date == day and o.origin == origin and o.destination == destination for o in result.options)


def test_flight_search_limit_reports_omitted(sandbox):
    origin, destination, day = _busiest_routes(sandbox, 1)[0]
    full = search_flights(sandbox, {"origin": origin, "destination": destination, "date": day})
    short = search_flights(sandbox, {"origin": origin, "destination": destination, "date": day, "limit": 1})
    assert short.options == full.options[:1]
    assert short.total == full.total and short.omitted == full.total - 1
    assert f"{full.total - 1} more not shown" in short.render()


def test_flight_search_no_flight_that_day_is_an_empty_result(sandbox):
    result = search_flights(sandbox, {"origin": "St. Petersburg", "destination": "Rockford", "date": "2022-03-17"})
    assert result.error is None and result.options == [] and result.total == 0
    assert result.available_dates == ["2022-03-16"]
    assert "No flights from St. Petersburg to Rockford on 2022-03-17" in result.render()
    assert "2022-03-16" in result.render()


def test_flight_search_accepts_city_state_and_aliases(sandbox):
    result = search_flights(sandbox, {"depart_city": "St. Petersburg", "dest_city": "Rockford(Illinois)", "date": "2022-03-16"})
    assert result.ok and result.arguments["destination"] == "Rockford"
    assert [o.flight_number for o in result.options] == ["F3573659"]


def test_flight_search_unknown_city_suggests_close_matches(sandbox):
    result = search_flights(sandbox, {"origin": "St. Petersburg", "destination": "Rockfrod", "date": "2022-03-16"})
    assert result.error is not None and result.error.code == "unknown_city"
    assert result.error.suggestions[0] == "Rockford"
    assert result.render().startswith("Error: Unknown city 'Rockfrod'. Did you mean: Rockford")


def test_unknown_city_without_close_match_says_so(sandbox):
    result = search_restaurants(sandbox, {"city": "Qqqzzx"})
    assert result.error is not None and result.error.code == "unknown_city" and result.error.suggestions == []
    assert "no close match" in result.error.message


@pytest.mark.parametrize(
    ("raw", "suggestion"),
    [("03/16/2022", "2022-03-16"), ("March 16th, 2022", "2022-03-16"), ("16-3-2022", None), ("tomorrow", None)],
)
def test_flight_search_malformed_date(sandbox, raw, suggestion):
    result = search_flights(sandbox, {"origin": "St. Petersburg", "destination": "Rockford", "date": raw})
    assert result.error is not None and result.error.code == "bad_date"
    assert "YYYY-MM-DD" in result.error.message
    assert result.error.suggestions == ([suggestion] if suggestion else [])


def test_flight_search_impossible_date(sandbox):
    result = search_flights(sandbox, {"origin": "St. Petersburg", "destination": "Rockford", "date": "2022-02-30"})
    assert result.error is not None and result.error.code == "bad_date"


def test_flight_search_takes_a_model_instance(sandbox):
    args = FlightSearchArgs(origin="St. Petersburg", destination="Rockford", date="2022-03-16")
    assert search_flights(sandbox, args).options[0].flight_number == "F3573659"


# --- distance_search -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("origin", "destination", "distance", "per_car", "per_taxi"),
    [
        # per car int(0.05 x km), per taxi int(km), worked out by hand from the CSV's first row
        ("Rockford", "Chicago", "143 km", 7, 143),  # 7.15 -> 7
        ("Detroit", "Norfolk", "1,144 km", 57, 1144),  # 57.2 -> 57
        ("Santa Ana", "Dallas", "2,295 km", 114, 2295),  # 114.75 -> 114 (first of three rows)
    ],
)
@pytest.mark.parametrize(("people", "cars", "taxis"), [(1, 1, 1), (4, 1, 1), (5, 1, 2), (6, 2, 2), (8, 2, 2), (9, 2, 3), (11, 3, 3)])
def test_distance_costs_follow_the_evaluator(sandbox, origin, destination, distance, per_car, per_taxi, people, cars, taxis):
    assert first_distance_row(origin, destination)["distance"] == distance
    result = search_distance(sandbox, {"origin": origin, "destination": destination, "people": people})
    assert isinstance(result, DistanceSearchResult) and result.ok
    by_mode = {o.mode: o for o in result.options}
    assert set(by_mode) == {"self-driving", "taxi"}
    drive, taxi = by_mode["self-driving"], by_mode["taxi"]
    assert (drive.cost_per_vehicle, drive.vehicles, drive.total_cost) == (per_car, cars, per_car * cars)
    assert (taxi.cost_per_vehicle, taxi.vehicles, taxi.total_cost) == (per_taxi, taxis, per_taxi * taxis)
    assert drive.distance == distance and drive.duration == first_distance_row(origin, destination)["duration"]


def test_distance_one_mode_only(sandbox):
    result = search_distance(sandbox, {"origin": "Rockford", "destination": "Chicago", "mode": "Self driving", "people": 3})
    assert [o.mode for o in result.options] == ["self-driving"]
    assert result.options[0].plan_entry == "Self-driving, from Rockford to Chicago, duration: 1 hour 34 mins, distance: 143 km, cost: 7"
    taxi = search_distance(sandbox, {"origin": "Rockford", "destination": "Chicago", "mode": "taxi"})
    assert [o.mode for o in taxi.options] == ["taxi"]


def test_distance_options_are_built_once_per_pair_and_party(sandbox):
    """A route ranking asks the same drives again and again (issue 44): the second search hands back the options the
    first built, one mode's search picks from them, and another party gets its own prices."""
    both = search_distance(sandbox, {"origin": "Rockford", "destination": "Chicago", "people": 3})
    again = search_distance(sandbox, {"origin": "Rockford", "destination": "Chicago", "people": 3})
    taxi = search_distance(sandbox, {"origin": "Rockford", "destination": "Chicago", "mode": "taxi", "people": 3})
    assert all(a is b for a, b in zip(again.options, both.options, strict=True))
    assert taxi.options == [both.options[1]] and taxi.options[0] is both.options[1]
    five = search_distance(sandbox, {"origin": "Rockford", "destination": "Chicago", "people": 5})
    assert [(o.people, o.vehicles) for o in five.options] == [(5, 1), (5, 2)]


def test_distance_row_without_duration_is_no_route(sandbox):
    row = first_distance_row("Killeen", "Mission")
    assert row["duration"] == "" and row["distance"] == ""
    result = search_distance(sandbox, {"origin": "Killeen", "destination": "Mission"})
    assert result.error is not None and result.error.code == "no_route"
    assert "No drivable route from Killeen to Mission" in result.render()
    assert result.options == []


def test_distance_of_more_than_a_day_is_no_route(sandbox):
    assert "day" in first_distance_row("Hartford", "Denver")["duration"]
    result = search_distance(sandbox, {"origin": "Hartford", "destination": "Denver", "mode": "taxi"})
    assert result.error is not None and result.error.code == "no_route"
    assert "1 day 3 hours" in result.error.message


def test_distance_missing_pair_is_no_route(sandbox):
    assert sandbox.distance("Rockford", "Rockford") is None
    result = search_distance(sandbox, {"origin": "Rockford", "destination": "Rockford"})
    assert result.error is not None and result.error.code == "no_route"


def test_distance_unknown_city(sandbox):
    result = search_distance(sandbox, {"origin": "Chicgo", "destination": "Rockford"})
    assert result.error is not None and result.error.code == "unknown_city" and "Chicago" in result.error.suggestions


# --- restaurant_search ---------------------------------------------------------------------


@pytest.mark.parametrize("city", BIG_CITIES)
def test_restaurants_cheapest_first(sandbox, city):
    result = search_restaurants(sandbox, {"city": city, "limit": 1000})
    assert isinstance(result, RestaurantSearchResult) and result.ok and result.options
    keys = [(o.average_cost, -o.rating, o.name.casefold()) for o in result.options]
    assert keys == sorted(keys)
    assert all(o.city == city for o in result.options)


def test_restaurants_default_limit_and_omitted(sandbox):
    result = search_restaurants(sandbox, {"city": "Jacksonville"})
    assert len(result.options) == 20 and result.total > 20
    assert result.omitted == result.total - 20
    full = search_restaurants(sandbox, {"city": "Jacksonville", "limit": 1000})
    assert result.options == full.options[:20]


def test_restaurant_cuisine_filter(sandbox):
    result = search_restaurants(sandbox, {"city": "Rockford", "cuisine": "chinese", "limit": 1000})
    everything = search_restaurants(sandbox, {"city": "Rockford", "limit": 1000})
    expected = [o for o in everything.options if "Chinese" in o.cuisines]
    assert result.options == expected and 0 < len(expected) < len(everything.options)
    both = search_restaurants(sandbox, {"city": "Rockford", "cuisine": ["Chinese", "Mexican"], "limit": 1000})
    assert both.options == [o for o in everything.options if {"Chinese", "Mexican"} & set(o.cuisines)]
    assert len(both.options) > len(expected)


def test_restaurant_max_cost_filter(sandbox):
    result = search_restaurants(sandbox, {"city": "Jacksonville", "max_cost": 30, "limit": 1000})
    assert result.options and all(o.average_cost <= 30 for o in result.options)
    everything = search_restaurants(sandbox, {"city": "Jacksonville", "limit": 1000})
    assert len(result.options) == sum(o.average_cost <= 30 for o in everything.options)


def test_restaurant_filters_matching_nothing(sandbox):
    result = search_restaurants(sandbox, {"city": "Rockford", "cuisine": "Klingon"})
    assert result.ok and result.options == [] and "No restaurants in Rockford match cuisine=Klingon" in result.render()


def test_restaurant_duplicates_keep_the_row_the_scorer_prices(sandbox):
    # Yakima lists "Burger King" twice (98, then 13): the official scorer prices the first row.
    rows = [r for r in sandbox.restaurants_in("Yakima") if r.name == "Burger King"]
    assert [r.average_cost for r in rows] == [98, 13]
    result = search_restaurants(sandbox, {"city": "Yakima", "limit": 1000})
    kings = [o for o in result.options if o.name == "Burger King"]
    assert [k.average_cost for k in kings] == [98]
    # "Chinese Hut" is contained in the earlier "Pandey Chinese Hut": the scorer would price that row.
    names = [o.name for o in search_restaurants(sandbox, {"city": "San Luis Obispo", "limit": 1000}).options]
    assert "Pandey Chinese Hut" in names and "Chinese Hut" not in names


# --- attraction_search ---------------------------------------------------------------------


@pytest.mark.parametrize("city", ["San Diego", "Rockford", "Chicago", "New York", "Twin Falls"])
def test_attractions_alphabetical(sandbox, city):
    result = search_attractions(sandbox, {"city": city, "limit": 1000})
    names = [o.name for o in result.options]
    assert names and names == sorted(names, key=str.casefold)
    assert len(set(names)) == len(names)
    assert set(names) == {a.name for a in sandbox.attractions_in(city)}


def test_city_without_attractions_is_an_empty_result(sandbox):
    assert "Jackson" in sandbox.cities and not sandbox.attractions_in("Jackson")
    result = search_attractions(sandbox, {"city": "Jackson"})
    assert result.ok and result.options == [] and result.render() == "No attractions in Jackson in the sandbox."


def test_attraction_limit(sandbox):
    result = search_attractions(sandbox, {"city": "San Diego", "limit": 5})
    assert len(result.options) == 5 and result.total == len({a.name for a in sandbox.attractions_in("San Diego")})


def test_city_with_rows_but_not_in_city_list(sandbox):
    assert "Bellingham" not in sandbox.cities and sandbox.restaurants_in("Bellingham")
    assert search_restaurants(sandbox, {"city": "Bellingham"}).options


# --- accommodation_search ------------------------------------------------------------------


@pytest.mark.parametrize("city", BIG_CITIES)
def test_accommodations_cheapest_first(sandbox, city):
    result = search_accommodations(sandbox, {"city": city, "limit": 1000})
    assert isinstance(result, AccommodationSearchResult) and result.options
    prices = [o.price for o in result.options]
    assert prices == sorted(prices)
    assert all(o.city == city for o in result.options)


@pytest.mark.parametrize(
    ("room_type", "allowed"),
    [
        ("entire room", {"Entire home/apt"}),
        ("private room", {"Private room"}),
        ("shared room", {"Shared room"}),
        ("not shared room", {"Entire home/apt", "Private room"}),
    ],
)
def test_accommodation_room_type(sandbox, room_type, allowed):
    everything = search_accommodations(sandbox, {"city": "Twin Falls", "limit": 1000}).options
    result = search_accommodations(sandbox, {"city": "Twin Falls", "room_type": room_type, "limit": 1000}).options
    assert result and {o.room_type for o in result} <= allowed
    assert result == [o for o in everything if o.room_type in allowed]


def test_accommodation_room_type_spelled_as_the_data(sandbox):
    args = AccommodationSearchArgs(city="Twin Falls", room_type="Entire home/apt")
    assert args.room_type == "entire room"


@pytest.mark.parametrize("rule", ["smoking", "parties", "children under 10", "visitors", "pets"])
def test_accommodation_house_rule(sandbox, rule):
    everything = search_accommodations(sandbox, {"city": "Jackson", "limit": 1000}).options
    result = search_accommodations(sandbox, {"city": "Jackson", "house_rule": rule, "limit": 1000}).options
    assert result and all(f"No {rule}" not in o.house_rules for o in result)
    assert len(result) == sum(f"No {rule}" not in o.house_rules for o in everything) < len(everything)


def test_accommodation_nights_and_max_price(sandbox):
    everything = search_accommodations(sandbox, {"city": "Rockford", "limit": 1000}).options
    result = search_accommodations(sandbox, {"city": "Rockford", "nights": 2, "limit": 1000}).options
    assert [o.name for o in result] == [o.name for o in everything if o.minimum_nights <= 2]
    assert 0 < len(result) < len(everything)
    cheap = search_accommodations(sandbox, {"city": "Rockford", "max_price": 250}).options
    assert cheap and all(o.price <= 250 for o in cheap) and len(cheap) < len(everything)


def test_accommodation_group_rooms_and_totals(sandbox):
    result = search_accommodations(sandbox, {"city": "Rockford", "people": 5, "limit": 1000})
    assert result.people == 5
    for option in result.options:
        assert option.rooms_needed == math.ceil(5 / option.maximum_occupancy)
        assert option.nightly_total == option.price * option.rooms_needed
    # occupancy is not a filter unless asked: the scorer books ceil(people / occupancy) rooms
    assert any(o.maximum_occupancy < 5 for o in result.options)
    single = search_accommodations(sandbox, {"city": "Rockford", "people": 5, "single_unit": True, "limit": 1000})
    assert single.options and all(o.maximum_occupancy >= 5 and o.rooms_needed == 1 for o in single.options)
    by_total = search_accommodations(sandbox, {"city": "Rockford", "people": 5, "sort_by": "nightly_total", "limit": 1000})
    totals = [o.nightly_total for o in by_total.options]
    assert totals == sorted(totals) and sorted(o.name for o in by_total.options) == sorted(o.name for o in result.options)


def test_accommodation_without_people_has_no_group_fields(sandbox):
    result = search_accommodations(sandbox, {"city": "Rockford"})
    assert all(o.rooms_needed is None and o.nightly_total is None for o in result.options)
    assert "Rooms" not in result.render().splitlines()[1]


def test_accommodation_single_unit_needs_people(sandbox):
    result = search_accommodations(sandbox, {"city": "Rockford", "single_unit": True})
    assert result.error is not None and result.error.code == "bad_argument" and "people" in result.error.message


def test_accommodation_offers_complete_rows_only(sandbox):
    complete = {a.name for a in sandbox.accommodations_in("Rockford")}
    offered = {o.name for o in search_accommodations(sandbox, {"city": "Rockford", "limit": 1000}).options}
    assert offered <= complete
    everything = sandbox.accommodations_in("Rockford", include_incomplete=True)
    assert len(everything) > len(sandbox.accommodations_in("Rockford")) or offered == complete


# --- dispatch and robustness ---------------------------------------------------------------


def test_search_by_name(sandbox):
    result = search(sandbox, "attraction_search", city="Rockford", limit=2)
    assert result.tool == "attraction_search" and len(result.options) == 2
    with pytest.raises(KeyError):
        search(sandbox, "teleport_search", city="Rockford")


def test_every_result_names_its_tool(sandbox):
    assert search_cities(sandbox, {"state": "Illinois"}).tool == "city_search"
    assert search_flights(sandbox, {}).tool == "flight_search"
    assert search_distance(sandbox, {}).tool == "distance_search"
    assert search_restaurants(sandbox, {}).tool == "restaurant_search"
    assert search_attractions(sandbox, {}).tool == "attraction_search"
    assert search_accommodations(sandbox, {}).tool == "accommodation_search"


def test_a_failure_inside_a_search_is_a_result_not_an_exception():
    # object() is no sandbox: the search fails inside, and reports it.
    result = search_restaurants(object(), {"city": "Rockford"})
    assert result.error is not None and result.error.code == "internal_error"
    assert result.render().startswith("Error: internal error")
