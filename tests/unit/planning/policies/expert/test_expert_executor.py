"""The expert executor's choices that a repair relies on, on hand-made search results (every number written here).

- a meal whose restaurant also serves the cuisine another slot was kept for frees that slot;
- after Σ refuses the day's cost (``frugal``), each meal is the cheapest free restaurant anywhere;
- a flight day read back from a plan (``Leg.planned_times``) takes the cheapest flight that leaves room
  for the meals and sights the day had; a day planned afresh takes the cheapest flight.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from himap_travel.planning.policies.expert.executor import DayInfeasible, ExpertExecutor, _keeps_room, _key
from himap_travel.state.plan import DayTask, Leg, MealSlot
from himap_travel.tools.search_results import FlightOption, RestaurantOption

CITY = "Detroit"


def _restaurant(name: str, cost: float, *cuisines: str, rating: float = 4.0) -> RestaurantOption:
    return RestaurantOption(name=name, city=CITY, cuisines=list(cuisines), average_cost=cost, rating=rating)


MENU = [
    _restaurant("Old Kheer", 54, "Mexican", "Indian"),
    _restaurant("Mitalis", 28, "Chinese"),
    _restaurant("Knights", 29, "Mexican"),
    _restaurant("Iqbal", 11, "Cafe"),
    _restaurant("Wok", 40, "Chinese", rating=4.9),
]


class Searches:
    """Answers every search with the given options (the executor's ``_Searches`` interface)."""

    def __init__(self, options: list) -> None:
        self.options = options

    def call(self, call) -> SimpleNamespace:
        return SimpleNamespace(options=self.options)


def _slot(slot: str, cuisine: str | None = None, suggestion: str | None = None, required: bool = True) -> MealSlot:
    return MealSlot(slot=slot, city=CITY, required=required, cuisine=cuisine, suggestion=f"{suggestion}, {CITY}" if suggestion else None)


def _task(meals: list[MealSlot], *, role: str = "stay", leg: Leg | None = None, sights: list[str] | None = None,
          hint: float = 1000.0) -> DayTask:
    return DayTask(day=2, date="2022-03-16", role=role, city=CITY, leg=leg, people=2, budget_total=2000, budget_hint=hint,
                   meals=meals, suggested_restaurants=[m.suggestion for m in meals if m.suggestion],
                   suggested_attractions=sights or [], attraction_city=CITY if sights else None)


def _meals(task: DayTask, frugal: bool = False, allowance: float = 1000.0) -> dict[str, str]:
    return ExpertExecutor()._meals(task, None, set(), Searches(MENU), allowance, frugal)


def test_a_restaurant_serving_another_slots_cuisine_frees_that_slot():
    """Breakfast must be Indian; Old Kheer is also Mexican, so dinner, kept for Mexican, may be any restaurant."""
    task = _task([_slot("breakfast", "Indian"), _slot("lunch", "Chinese", "Mitalis"), _slot("dinner", "Mexican", "Knights")])
    assert _meals(task, frugal=True) == {"breakfast": "Old Kheer, Detroit", "lunch": "Mitalis, Detroit", "dinner": "Iqbal, Detroit"}


def test_a_slot_kept_for_a_meal_wish_keeps_its_cuisine_though_another_meal_serves_it():
    """Dinner is kept for a Mexican dinner (``at_this_meal``): breakfast's Old Kheer also serves Mexican food, yet at
    breakfast, so dinner still takes a Mexican restaurant (Knights), never the cheapest of any cuisine."""
    dinner = _slot("dinner", "Mexican", "Knights").model_copy(update={"at_this_meal": True})
    task = _task([_slot("breakfast", "Indian"), _slot("lunch", "Chinese", "Mitalis"), dinner])
    assert _meals(task, frugal=True) == {"breakfast": "Old Kheer, Detroit", "lunch": "Mitalis, Detroit", "dinner": "Knights, Detroit"}


def test_a_slot_whose_cuisine_no_earlier_pick_serves_keeps_it():
    task = _task([_slot("breakfast", "Chinese"), _slot("dinner", "Mexican")])
    assert _meals(task, frugal=True) == {"breakfast": "Mitalis, Detroit", "lunch": "-", "dinner": "Knights, Detroit"}


def test_frugal_meals_are_the_cheapest_anywhere_not_the_cheapest_suggested():
    task = _task([_slot("lunch", suggestion="Mitalis"), _slot("dinner", suggestion="Knights")])
    assert _meals(task, frugal=False) == {"breakfast": "-", "lunch": "Mitalis, Detroit", "dinner": "Knights, Detroit"}
    assert _meals(task, frugal=True) == {"breakfast": "-", "lunch": "Iqbal, Detroit", "dinner": "Mitalis, Detroit"}


def _flight(number: str, price: float, dep: str, arr: str) -> FlightOption:
    return FlightOption(flight_number=number, price=price, dep_time=dep, arr_time=arr, duration="2h", origin="Nashville",
                        destination=CITY, date="2022-03-15")


FLIGHTS = [_flight("F1", 153, "20:45", "23:07"), _flight("F2", 178, "09:46", "12:20"), _flight("F3", 203, "14:18", "16:52")]
LEG = dict(origin="Nashville", destination=CITY, mode="flight")


def _departure(planned: tuple[str, str] | None, dinner: bool = True, sight: bool = True) -> DayTask:
    meals = [_slot("dinner", suggestion="Knights", required=False)] if dinner else [_slot("dinner", required=False)]
    return _task(meals, role="departure", leg=Leg(**LEG, planned_times=planned), sights=["Aquarium, Detroit"] if sight else [])


@pytest.mark.parametrize("planned, dinner, sight, number", [
    (None, True, True, "F1"),  # planned afresh: the cheapest flight
    (("10:52", "13:17"), True, True, "F2"),  # the day had its sight and dinner: the cheapest flight landing before 18:00
    (("10:52", "13:17"), True, False, "F2"),  # dinner only: landing by 21:00
    (("10:52", "13:17"), False, False, "F1"),  # nothing to keep room for
    (("17:00", "19:30"), True, True, "F2"),  # the old flight left room for dinner only: the sight is not asked for
    (("20:00", "22:30"), True, True, "F1"),  # the old flight left room for nothing
])
def test_a_repaired_flight_day_takes_the_cheapest_flight_that_leaves_room_for_what_it_had(planned, dinner, sight, number):
    task = _departure(planned, dinner, sight)
    text, times, fare = ExpertExecutor()._transport(task, Searches(FLIGHTS))
    assert f"Flight Number: {number}," in text
    chosen = next(f for f in FLIGHTS if f.flight_number == number)
    assert (times, fare) == ((chosen.dep_time, chosen.arr_time), chosen.price * 2)


def test_no_flight_leaves_room_then_the_cheapest_is_taken():
    task = _departure(("10:52", "13:17"))
    late = [f for f in FLIGHTS if f.flight_number == "F1"]
    assert "F1" in ExpertExecutor()._transport(task, Searches(late))[0]
    assert not _keeps_room(task, ("20:45", "23:07")) and _keeps_room(task, ("09:46", "12:20"))


def test_a_return_day_keeps_room_by_its_departure():
    """On the last day the departure time decides: breakfast before 09:00 and sights before 12:00 are lost."""
    meals = [_slot("breakfast", suggestion="Iqbal", required=False)]
    task = _task(meals, role="return", leg=Leg(origin=CITY, destination="Nashville", mode="flight", planned_times=("13:30", "15:00")),
                 sights=["Aquarium, Detroit"])
    assert _keeps_room(task, ("12:05", "13:40")) and not _keeps_room(task, ("11:00", "12:40"))
    assert not _keeps_room(task, ("08:30", "10:00"))


@pytest.mark.parametrize("taken, lunch", [
    (set(), "Knights, Detroit"),  # the suggestion, though dearer than another of the share
    ({"Knights"}, "Mitalis, Detroit"),  # the suggestion is taken: the cheapest free one of the share
    ({"Knights", "Mitalis", "Wok"}, "Iqbal, Detroit"),  # none of the share is free: the cheapest free one anywhere
])
def test_a_meal_is_the_suggestion_then_the_cheapest_of_the_share_then_the_cheapest_anywhere(taken, lunch):
    share = ["Wok, Detroit", "Mitalis, Detroit", "Knights, Detroit"]
    task = _task([_slot("lunch", suggestion="Knights")]).model_copy(update={"suggested_restaurants": share})
    used = {f"{name}, {CITY}" for name in taken}
    chosen = ExpertExecutor()._meals(task, None, {_key(e) for e in used}, Searches(MENU), 0.0, False)  # no slack: no upgrade
    assert chosen["lunch"] == lunch


def test_a_meal_with_no_free_restaurant_is_left_out_when_optional_and_makes_the_day_infeasible_when_required():
    everything = {_key(f"{o.name}, {CITY}") for o in MENU}
    for frugal in (False, True):
        optional = _task([_slot("dinner", required=False)], role="departure", leg=Leg(**LEG))
        assert ExpertExecutor()._meals(optional, None, everything, Searches(MENU), 1000.0, frugal)["dinner"] == "-"
        with pytest.raises(DayInfeasible, match="no restaurant left for lunch"):
            ExpertExecutor()._meals(_task([_slot("lunch")]), None, everything, Searches(MENU), 1000.0, frugal)


def test_an_optional_meal_may_cost_exactly_what_is_left():
    task = _task([_slot("dinner", required=False)], role="departure", leg=Leg(**LEG))
    assert ExpertExecutor()._meals(task, None, set(), Searches(MENU), 22.0, False)["dinner"] == "Iqbal, Detroit"  # 11 × 2 people
    assert ExpertExecutor()._meals(task, None, set(), Searches(MENU), 21.99, False)["dinner"] == "-"
