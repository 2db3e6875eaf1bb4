"""The plan's dependency graph and the disruptions read against it (a hand-written plan, the real sandbox)."""

from __future__ import annotations

import pytest

from himap_travel.domain.sandbox.world import world_of
from himap_travel.planning.monitor.deps import BUDGET, affected_days, build_deps, elements_of, view_of
from himap_travel.planning.monitor.disruptions import DisruptionError, parse_disruption, resolve
from himap_travel.tools.search_index import _Layer, search_index
from himap_travel.tools.searches import search

FLIGHT_OUT = "Flight Number: F0000001, from Memphis to Reno, Departure Time: 08:00, Arrival Time: 10:00"
PLAN = [
    {"days": 1, "current_city": "from Memphis to Reno", "transportation": FLIGHT_OUT, "breakfast": "-",
     "attraction": "Animal Ark, Reno;", "lunch": "-", "dinner": "Leme Light, Reno", "accommodation": "Midtown Loft, Reno"},
    {"days": 2, "current_city": "Reno", "transportation": "-", "breakfast": "Uncle Xpress, Reno",
     "attraction": "Sky Tavern, Reno;Rancho San Rafael Regional Park, Reno;", "lunch": "Cafe A, Reno", "dinner": "Cafe B, Reno",
     "accommodation": "Midtown Loft, Reno"},
    {"days": 3, "current_city": "Reno", "transportation": "-", "breakfast": "Cafe C, Reno", "attraction": "Nevada Museum, Reno;",
     "lunch": "Cafe D, Reno", "dinner": "Cafe E, Reno", "accommodation": "Other Place, Reno"},
    {"days": 4, "current_city": "from Reno to Memphis", "transportation": "Taxi, from Reno to Memphis, duration: 1 hours, cost: 50",
     "breakfast": "Cafe F, Reno", "attraction": "-", "lunch": "-", "dinner": "-", "accommodation": "-"},
]


@pytest.fixture(scope="module")
def graph():
    return build_deps(PLAN, budget=3000.0)


def test_a_stay_is_one_node_spanning_its_consecutive_nights(graph):
    stays = elements_of(graph, "stay")
    assert [(s.days, s.element.name) for s in stays] == [((1, 2), "Midtown Loft"), ((3,), "Other Place")]


def test_a_lost_listing_affects_every_night_of_its_stay_and_nothing_else(graph):
    assert affected_days(graph, ["stay:1-2"]) == [1, 2]


def test_a_leg_affects_only_its_own_day_though_it_gates_meals_sights_and_arrives_for_the_stay(graph):
    relations = {(b, r) for _, b, r in graph.out_edges("leg:1", data="relation")}
    assert {("meal:1:dinner", "gates"), ("sight:1:1", "gates"), ("stay:1-2", "arrives_for"), (BUDGET, "costs")} <= relations
    assert affected_days(graph, ["leg:1"]) == [1]  # soft edges (the stay, the budget) are not breakage


def test_the_budget_couples_every_priced_element_but_reaches_no_day(graph):
    priced = {a for a, b, r in graph.in_edges(BUDGET, data="relation") if r == "costs"}
    assert {n for n, d in graph.nodes(data="node") if d.kind in ("leg", "stay", "meal")} == priced  # a drive costs too
    assert affected_days(graph, [BUDGET]) == []


def test_a_drive_is_a_leg_with_nothing_to_cancel(graph):
    assert graph.nodes["leg:4"]["node"].element is None
    with pytest.raises(DisruptionError, match="drive cannot be cancelled"):
        resolve(parse_disruption("flight:day4"), graph, None)


def test_the_view_rebuilds_the_same_graph(graph):
    again = view_of(graph).graph()
    assert set(again.edges(data="relation")) == set(graph.edges(data="relation"))


@pytest.mark.parametrize("text, kind, target", [
    ("flight:F123", "flight", "F123"), ("lodging:day2", "lodging", "day2"), ("restaurant:Cafe A, Reno", "restaurant", "Cafe A, Reno"),
    ("attraction:day2.2", "attraction", "day2.2"), ("day:3", "day", "3"),
])
def test_disruptions_read_kind_and_target(text, kind, target):
    found = parse_disruption(text)
    assert (found.kind, found.target) == (kind, target) and found.text == text


@pytest.mark.parametrize("text, complaint", [
    ("flights:F1", "KIND one of"), ("delay:F1", "new departure time"), ("delay:F1@25:00", "new departure time"),
    ("price:day1.lodging", "REF=AMOUNT"), ("restaurant:", "no target"),
])
def test_unreadable_disruptions_say_what_is_wrong(text, complaint):
    with pytest.raises(DisruptionError, match=complaint):
        parse_disruption(text)


def test_plan_references_resolve_to_the_booking_nodes(graph, sandbox):
    assert resolve(parse_disruption("restaurant:day2.lunch"), graph, sandbox).hit == ("meal:2:lunch",)
    assert resolve(parse_disruption("attraction:day2.2"), graph, sandbox).hit == ("sight:2:2",)
    assert resolve(parse_disruption("lodging:day2"), graph, sandbox).hit == ("stay:1-2",)
    lost = resolve(parse_disruption("day:2"), graph, sandbox)
    assert set(lost.hit) == {"day:2", "stay:1-2", "meal:2:breakfast", "meal:2:lunch", "meal:2:dinner", "sight:2:1", "sight:2:2"}
    assert affected_days(graph, lost.hit) == [1, 2]
    with pytest.raises(DisruptionError, match="say which meal"):
        resolve(parse_disruption("restaurant:day2"), graph, sandbox)
    with pytest.raises(DisruptionError, match="no day 9"):
        resolve(parse_disruption("lodging:day9"), graph, sandbox)


def test_an_element_the_plan_does_not_use_hits_nothing(graph, sandbox):
    unused = next(r for r in sandbox.restaurants_in("Reno") if r.name not in {"Leme Light", "Uncle Xpress"})
    impact = resolve(parse_disruption(f"restaurant:{unused.name}, Reno"), graph, sandbox)
    assert impact.hit == () and "not used by the plan" in impact.reason and impact.changes[0].removed


def test_an_element_the_sandbox_does_not_have_is_refused_naming_what_the_plan_uses(graph, sandbox):
    with pytest.raises(DisruptionError, match=r"Nowhere Cafe, Reno is not in the sandbox.*the plan uses restaurant Leme Light, Reno"):
        resolve(parse_disruption("restaurant:Nowhere Cafe, Reno"), graph, sandbox)
    with pytest.raises(DisruptionError, match="flight F0000000 is not in the sandbox"):
        resolve(parse_disruption("flight:F0000000"), graph, sandbox)


def _real_flight(sandbox):
    route = next(key for key, rows in sandbox._flights_by_route.items() if len(rows) >= 2)
    return sandbox._flights_by_route[route][0]


@pytest.mark.parametrize("amount, expected", [("500", 500.0), ("+50%", 1.5), ("-10%", 0.9), ("+100", None), ("x2", 2.0)])
def test_price_amounts(sandbox, amount, expected):
    flight = _real_flight(sandbox)
    impact = resolve(parse_disruption(f"price:{flight.flight_number}={amount}"), build_deps([]), sandbox)
    want = {None: flight.price + 100, 500.0: 500.0}.get(expected, flight.price * (expected or 0))
    assert impact.changes[0].price == pytest.approx(want, abs=0.01)
    world = world_of(sandbox, impact.changes)
    found = search(world, "flight_search", origin=flight.origin, destination=flight.destination, date=flight.flight_date)
    assert [o.price for o in found.options if o.flight_number == flight.flight_number] == [pytest.approx(want, abs=0.01)]


def test_a_delay_shifts_both_times_and_one_past_midnight_removes_the_flight(sandbox):
    flight = next(f for rows in sandbox._flights_by_route.values() for f in rows
                  if "08:00" <= f.dep_time <= "12:00" and f.arr_time > f.dep_time)
    later = resolve(parse_disruption(f"delay:{flight.flight_number}@13:00"), build_deps([]), sandbox).changes[0]
    shift = (13 * 60) - (int(flight.dep_time[:2]) * 60 + int(flight.dep_time[3:]))
    arrival = int(flight.arr_time[:2]) * 60 + int(flight.arr_time[3:]) + shift
    assert (later.dep_time, later.arr_time, later.removed) == ("13:00", f"{arrival // 60:02d}:{arrival % 60:02d}", False)
    gone = resolve(parse_disruption(f"delay:{flight.flight_number}@23:59"), build_deps([]), sandbox).changes[0]
    assert gone.removed
    with pytest.raises(DisruptionError, match="must be later"):
        resolve(parse_disruption(f"delay:{flight.flight_number}@00:01"), build_deps([]), sandbox)


def test_the_changed_sandbox_hides_the_element_from_searches_and_leaves_the_original_alone(sandbox):
    first = search(sandbox, "restaurant_search", city="Reno", limit=500).options[0]
    impact = resolve(parse_disruption(f"restaurant:{first.name}, Reno"), build_deps([]), sandbox)
    world = world_of(sandbox, impact.changes)
    assert first.name not in {o.name for o in search(world, "restaurant_search", city="Reno", limit=500).options}
    assert first.name in {o.name for o in search(sandbox, "restaurant_search", city="Reno", limit=500).options}
    removed = sum(r.name == first.name for r in sandbox.restaurants_in("Reno"))
    assert len(world.restaurants_in("Reno")) == len(sandbox.restaurants_in("Reno")) - removed


def test_the_changed_sandboxs_index_shares_what_the_change_leaves_alone_and_writes_nothing_back(sandbox):
    """A view's index reads the original's stores through (no copy: a repair has milliseconds), except where the view differs."""
    base = search_index(sandbox)
    closed = search(sandbox, "restaurant_search", city="Reno", limit=500).options[0]
    world = world_of(sandbox, resolve(parse_disruption(f"restaurant:{closed.name}, Reno"), build_deps([]), sandbox).changes)
    view = search_index(world)
    assert view is not base
    memphis = search(sandbox, "restaurant_search", city="Memphis", limit=500)  # built by the original after the view was made
    assert view._restaurants.get("Memphis") is base._restaurants["Memphis"]
    assert search(world, "restaurant_search", city="Memphis", limit=500).options == memphis.options
    assert closed.name not in {o.name for o in search(world, "restaurant_search", city="Reno", limit=500).options}
    assert closed.name in {o.name for o in base._restaurants["Reno"][0]}  # the view's Reno never reached the original
    assert view._restaurants["Reno"] is not base._restaurants["Reno"]


def test_a_layer_reads_through_except_where_its_view_differs():
    base = {"Reno": 1, "Memphis": 2}
    layer = _Layer(base, {"Reno"}.__contains__)
    assert (layer.get("Memphis"), layer.get("Reno"), layer.get("Reno", 0), layer.get("Boise", 3)) == (2, None, 0, 3)
    layer["Reno"] = 5
    base["Boise"] = 4  # built by the original later: read through
    assert (layer.get("Reno"), layer.get("Boise"), base["Reno"]) == (5, 4, 1)


def test_a_view_without_a_flight_or_a_listing_rebuilds_only_that_route_and_city(sandbox):
    flight = next(f for rows in sandbox._flights_by_route.values() for f in rows if f.complete and f.dep_time)
    route = dict(origin=flight.origin, destination=flight.destination, date=flight.flight_date)
    other = next(key for key, rows in sandbox._flights_by_route.items() if key != (flight.origin, flight.destination, flight.flight_date)
                 and any(f.complete for f in rows))
    lost = search(sandbox, "accommodation_search", city="Reno", people=2, limit=200).options[0]
    changes = [*resolve(parse_disruption(f"flight:{flight.flight_number}"), build_deps([]), sandbox).changes,
               *resolve(parse_disruption(f"lodging:{lost.name}, Reno"), build_deps([]), sandbox).changes]
    world = world_of(sandbox, changes)
    base, view = search_index(sandbox), search_index(world)
    before = search(sandbox, "flight_search", origin=other[0], destination=other[1], date=other[2])
    assert search(world, "flight_search", origin=other[0], destination=other[1], date=other[2]).options == before.options
    assert view._flights.get(other) is base._flights[other]
    assert flight.flight_number not in {o.flight_number for o in search(world, "flight_search", **route).options}
    assert flight.flight_number in {o.flight_number for o in search(sandbox, "flight_search", **route).options}
    memphis = search(sandbox, "accommodation_search", city="Memphis", people=2, limit=200)
    assert search(world, "accommodation_search", city="Memphis", people=2, limit=200).options == memphis.options
    assert view._group_accommodations.get(("Memphis", 2)) is base._group_accommodations[("Memphis", 2)]
    assert lost.name not in {o.name for o in search(world, "accommodation_search", city="Reno", people=2, limit=200).options}
    assert lost.name in {o.name for o in base._group_accommodations[("Reno", 2)]}


@pytest.mark.parametrize("message, text", [
    ("My flight on day 1 was cancelled!", "flight:day1"),
    ("the flight on day 3 is delayed to 21:30", "delay:day3@21:30"),
    ("Our hotel for night 2 is fully booked now", "lodging:day2"),
    ("the restaurant for lunch on day 2 is closed", "restaurant:day2.lunch"),
    ("the museum on day 4 is closed today", "attraction:day4"),
    ("we lost day 2 to a storm", "day:2"),
    ("swap the hotel on night 2", "lodging:day2"),  # a stay the traveller will not use: replaced as one gone
    ("swap the hotel for an entire home", None),  # a rule, no night named: an edit
    ("make it $1,200 and find a place that allows pets", None),
    ("3 days from Washington to Myrtle Beach", None),
    # issue 39: in any order within a clause, days said one way, more words for gone, never a question or a wish
    ("our day 2 flight was cancelled!!!", "flight:day2"),
    ("the third day's flight got scrapped", "flight:day3"),
    ("the flight on day 1 is delayed, it leaves at 9pm now", "delay:day1@21:00"),
    ("the hotel for night 1 is overbooked", "lodging:day1"),
    ("the flight on day 1 is fine but the hotel on night 2 is double-booked", "lodging:day2"),  # each clause on its own
    ("we missed our flight on day 1", "flight:day1"),
    ("we lost our luggage on day 1", None),  # a thing lost, not the day
    ("is the flight on day 1 cancelled?", None),
    ("the flight on day 1 leaves at 15:20, right?", None),  # the plan's own time, no delay
    ("a hotel for night 2 that isn't fully booked", None),
    ("we cancelled the museum on day 2", None),  # the traveller's own change
])
def test_chat_messages_read_as_disruptions(message, text):
    from himap_travel.planning.monitor.phrases import read_disruption

    found = read_disruption(message)
    assert (found.text if found else None) == text


def test_visit_days_are_the_days_in_a_city_and_the_legs_in_and_out():
    from himap_travel.planning.monitor.deps import visit_days

    plan = [{"current_city": "from Home to A"}, {"current_city": "A"}, {"current_city": "from A to B"},
            {"current_city": "B"}, {"current_city": "from B to Home"}]
    assert visit_days(plan, "A") == [1, 2, 3]
    assert visit_days(plan, "B") == [3, 4, 5]
    assert visit_days(plan, "Home") == [1, 5]
    assert visit_days(plan, "C") == []


def test_a_replacement_stay_dearer_than_the_allowance_is_none(sandbox, validation_queries):
    from himap_travel.planning.monitor.tasks import replacement_stay

    spec = validation_queries[46].spec
    found = replacement_stay(spec, "Tallahassee", 2, sandbox)
    assert found is not None and found.endswith(", Tallahassee")
    assert replacement_stay(spec, "Tallahassee", 2, sandbox, allowance=1e9) == found
    assert replacement_stay(spec, "Tallahassee", 2, sandbox, allowance=0.0) is None
