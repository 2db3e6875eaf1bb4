"""What ``day_tasks.build_tasks`` hands each day of a chosen route: its date, role, leg, stay, meal slots (which are
required, the meal placed in each and the cuisine it was placed for), its share of the spare restaurants and sights,
and the allocation's cost, deficit and rationale. Every value is checked against the route it came from."""

from __future__ import annotations

from himap_travel.planning.policies.expert.day_tasks import build_tasks
from himap_travel.planning.policies.expert.party import meal_cost, nightly_cost
from himap_travel.planning.policies.expert.route_planner import CityData, LegChoice, RouteChoice
from himap_travel.state.plan import Leg
from himap_travel.state.trip import LocalConstraint, TripSpec
from himap_travel.tools.search_results import AccommodationOption, RestaurantOption

DATES = ["2022-03-15", "2022-03-16", "2022-03-17"]
STAY = AccommodationOption(name="Loft", city="Town", room_type="Entire home/apt", price=200, minimum_nights=1,
                           maximum_occupancy=2, house_rules=[], review_rate=4.0)
# ten restaurants, each dearer and better rated than the one before; the even ones Italian, the odd ones American
FOOD = tuple(RestaurantOption(name=f"Diner {i}", city="Town", cuisines=["Italian" if i % 2 == 0 else "American"],
                              average_cost=20 + i, rating=3.0 + i / 10) for i in range(10))
PLANNED = FOOD[:4]  # three for the full day's required meals, one more the route placed in an optional slot


def _trip(beyond: float, people: int = 2) -> tuple[TripSpec, RouteChoice, dict[str, CityData]]:
    """Home -> Town -> Home over 3 days, 2 nights in the Loft, Italian food wished and two sights the trip must see; the
    budget ``beyond`` dollars over the route's total (negative: under it). The transport costs a fraction of a cent."""
    legs = (LegChoice("Home", "Town", "taxi", 50.0), LegChoice("Town", "Home", "taxi", 50.0))
    route = RouteChoice(cities=("Town",), nights=(2,), stays=(STAY,), legs=legs, meals={"Town": PLANNED},
                        stay_cost=2 * nightly_cost(STAY), meal_cost=sum(meal_cost(m, people) for m in PLANNED),
                        transport_cost=100.124)
    spec = TripSpec(org="Home", dest="Town", days=3, visiting_city_number=1, date=DATES, people_number=people,
                    budget=route.total + beyond, local_constraint=LocalConstraint(cuisine=["Italian"], must_see=["Museum", "Park"]))
    return spec, route, {"Town": CityData("Town", (STAY,), FOOD, ("Museum", "Park"))}


def test_each_day_gets_its_date_role_leg_stay_and_sights():
    spec, route, cities = _trip(beyond=100)
    tasks = build_tasks(spec, route, cities).tasks
    assert [(t.day, t.date, t.role) for t in tasks] == [(1, DATES[0], "departure"), (2, DATES[1], "stay"), (3, DATES[2], "return")]
    assert [t.leg for t in tasks] == [Leg(origin="Home", destination="Town", mode="taxi"), None,
                                      Leg(origin="Town", destination="Home", mode="taxi")]
    assert [(t.accommodation, t.nights_in_stay) for t in tasks] == [(STAY.plan_entry, 2), (STAY.plan_entry, 2), (None, 0)]
    assert [t.city for t in tasks] == ["Town", "Town", "Home"]
    assert [t.attraction_city for t in tasks] == ["Town"] * 3  # the return day sees sights where its leg starts
    # the sights the trip must see both go to the stay day, the only day that must see sights; a day dealt none
    # still looks for one
    assert [(t.suggested_attractions, t.attractions, t.attractions_required) for t in tasks] == [
        ([], 1, False), (["Museum, Town", "Park, Town"], 2, True), ([], 1, False)]
    assert all((t.people, t.budget_total, t.constraints) == (2, spec.budget, spec.local_constraint) for t in tasks)


def test_meal_slots_hold_the_planned_meals_and_the_cuisine_each_was_placed_for():
    """The full day's three meals are required; the route's fourth meal makes the departure day's optional dinner
    required too; the return day's open optional meals stay optional. An American meal covers no cuisine wished."""
    spec, route, cities = _trip(beyond=100)
    tasks = build_tasks(spec, route, cities).tasks
    slots = [[(m.slot, m.required, m.suggestion, m.cuisine) for m in t.meals] for t in tasks]
    assert slots == [
        [("dinner", True, "Diner 3, Town", None)],
        [("breakfast", True, "Diner 0, Town", "Italian"), ("lunch", True, "Diner 1, Town", None),
         ("dinner", True, "Diner 2, Town", "Italian")],
        [("breakfast", False, None, None), ("lunch", False, None, None)],
    ]
    assert [t.cuisines for t in tasks] == [[], ["Italian", "Italian"], []]
    assert [t.suggested_restaurants[: len(t.meals)] for t in tasks][:2] == [["Diner 3, Town"],
                                                                           ["Diner 0, Town", "Diner 1, Town", "Diner 2, Town"]]


def test_the_spare_restaurants_offered_are_the_cheapest_or_under_best_the_best_rated():
    spec, route, cities = _trip(beyond=100)
    planned = {m.plan_entry for m in PLANNED}
    for objective, first in (("cheapest", "Diner 4, Town"), ("best", "Diner 9, Town")):
        tasks = build_tasks(spec, route, cities, objective=objective).tasks
        spare = [name for t in tasks for name in t.suggested_restaurants if name not in planned]
        assert sorted(spare) == sorted(m.plan_entry for m in FOOD[4:]), objective  # each spare one offered once
        assert tasks[0].suggested_restaurants[1] == first, objective  # the departure day is dealt first
        assert {t.objective for t in tasks} == {objective}
    assert {t.objective for t in build_tasks(spec, route, cities).tasks} == {"cheapest"}  # the default


def test_the_allocation_states_the_route_its_cost_to_the_cent_and_the_deficit():
    over = build_tasks(*_trip(beyond=-30.456), alternatives=3)
    assert (over.route, over.transport, over.alternatives) == (["Town"], "taxi", 3)
    assert over.estimated_cost == 672.12  # stays 400 + meals 172 + transport 100.124, to the cent
    assert over.deficit == 30.46  # the route is $30.456 over the budget
    assert over.rationale.startswith("route Home -> Town -> Home by taxi; estimated 672 of 642 ")
    within = build_tasks(*_trip(beyond=0.004), alternatives=-1)
    assert (within.deficit, within.alternatives) == (0.0, 0)
    assert build_tasks(*_trip(beyond=0.004)).alternatives == 0  # none unless the caller says how many
