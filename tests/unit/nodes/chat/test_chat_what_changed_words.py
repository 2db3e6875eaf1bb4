"""The exact words of "what did you change?" (``nodes/chat/what_changed.py``), branch by branch: each answer is compared
whole, so a changed word, a dropped line or a swapped branch fails (mutation testing found these untested)."""

from __future__ import annotations

import copy

from himap_travel.nodes.chat import what_changed as module
from himap_travel.nodes.chat.what_changed import what_changed
from himap_travel.state.world import Element, RowChange
from tests.support.chat_trips import PLAN, TRIP

FLIGHT_F9 = "Flight Number: F9, from Newark to Savannah, Departure Time: 09:00, Arrival Time: 11:10"


def _state(previous=None, **current):
    """A thread after one change; ``previous`` overrides what was kept from before it."""
    before = {"trip": TRIP, "plan": PLAN, "spent": 1520.0, "objective": None, "focus": None, "world": [], **(previous or {})}
    return {"trip": TRIP, "plan": PLAN, "spent": 1520.0, "world": [], "previous": before, **current}


def _change(kind, name, city="", **what):
    return RowChange(element=Element(kind=kind, name=name, city=city), **what).model_dump()


def test_the_answers_with_nothing_to_compare_are_said_whole(sandbox):
    assert what_changed({"trip": None, "previous": {"trip": TRIP}}, sandbox) == (
        "There is no trip yet, so nothing has changed. Tell me one and I'll plan it.")
    assert what_changed({"trip": TRIP, "previous": {"plan": PLAN}}, sandbox) == (
        "Nothing has changed yet: this is your trip and plan as I first made them. Change anything and ask me again.")


def test_a_thread_repaired_before_repairs_kept_a_snapshot_says_what_was_reported(sandbox):
    """Threads checkpointed before a repair kept the plan before it (``previous`` then held no trip): the disruption is
    still said, never "nothing has changed"."""
    gone = _change("accommodation", "Private Oasis", "Savannah", removed=True)
    assert what_changed({"trip": TRIP, "plan": PLAN, "spent": 1490.0, "world": [gone], "previous": {}}, sandbox) == (
        "Since I first planned your trip:\n- you reported a disruption: the stay Private Oasis in Savannah became "
        "unavailable, and I repaired the plan around it\n\nMy reply then listed the days I re-planned. The trip now costs "
        "$1,490.00.")


def test_a_change_that_changed_nothing_is_said_whole(sandbox):
    assert what_changed(_state(), sandbox) == ("Your request itself is as it was before the last change.\n\n"
                                               "The total is $1,520.00, the same as before.\n\n"
                                               "Every day's plan is the same as before.")


def test_only_moved_dates_are_named_after_the_request_lines(sandbox):
    said = what_changed(_state(trip={**TRIP, "date": ["2022-03-10", "2022-03-11"]}), sandbox)
    assert said.startswith("**What changed** (since before your last change):\n- ")
    assert said.endswith("\n\nThe total is $1,520.00, the same as before.\n\n"
                         "Every day's plan is the same as before (only the dates moved).")


def test_plans_missing_before_or_now_are_said_whole(sandbox):
    unchanged = "Your request itself is as it was before the last change.\n\n"
    assert what_changed(_state(previous={"plan": None}, plan=None), sandbox) == (
        unchanged + "There was no plan before, and none meets the trip now either.")
    assert what_changed(_state(plan=None), sandbox) == (
        unchanged + "No plan meets the trip as it stands now (my last answer says why).")
    assert what_changed(_state(previous={"plan": None}), sandbox) == (
        unchanged + "There was no plan before; now there is one, costing $1,520.00.")
    assert what_changed(_state(previous={"plan": None}, spent=0.0), sandbox) == (
        unchanged + "There was no plan before; now there is one, costing $0.00.")
    assert what_changed(_state(previous={"plan": None}, spent=None), sandbox) == (
        unchanged + "There was no plan before; now there is one.")


def test_a_plan_that_lost_a_meal_says_what_it_gave_up(sandbox):
    plan = copy.deepcopy(PLAN)
    plan[0]["dinner"] = "-"
    said = what_changed(_state(plan=plan, spent=1450.0), sandbox)
    assert "\n\n**Days that changed:**\n- Day 1: dinner Dhaba On Wheels → none\n\n**What this gave up:**\n- " in said
    assert said.startswith("Your request itself is as it was before the last change.\n\nThe total went from $1,520.00 to $1,450.00")


def test_the_standing_wish_is_named_when_it_changed():
    said = module._wish_lines
    assert said({"objective": "cheapest"}, {}) == ["planned for: the lowest cost → the best trip overall"]
    assert said({}, {"objective": "best", "focus": "hotels"}) == ["planned for: the best trip overall → better-rated stays"]
    assert said({"objective": "best", "focus": "sights"}, {"objective": "best", "focus": "humane_hours"}) == [
        "planned for: more sights → kinder flight times"]
    assert said({"objective": "best", "focus": "restaurants"}, {"objective": "best", "focus": "restaurants"}) == []
    assert said({}, {"focus": "hotels"}) == []  # a focus without the "best" objective plans for nothing else
    # "best" with no part favoured is "make it nicer": named as "make it cheaper" is, and as taken back
    assert said({}, {"objective": "best", "focus": None}) == ["planned for: the best trip overall → a nicer trip in every part"]
    assert said({"objective": "best"}, {"objective": "cheapest"}) == ["planned for: a nicer trip in every part → the lowest cost"]


def test_only_the_disruptions_reported_since_are_named_each_in_its_words():
    old = _change("flight", "F1", removed=True)
    new = [_change("accommodation", "Private Oasis", "Savannah", removed=True),
           _change("restaurant", "Dhaba On Wheels", "Savannah", price=12.5),
           _change("flight", "F2", dep_time="07:30", arr_time="09:40"),
           _change("attraction", "Forsyth Park", "Savannah")]
    lines = module._world_lines({"world": [old]}, {"world": [old, *new]})
    assert lines == [f"you reported a disruption: {what}, and I repaired the plan around it" for what in (
        "the stay Private Oasis in Savannah became unavailable",
        "the restaurant Dhaba On Wheels in Savannah changed its price to $12.50",
        "flight F2 moved to leave at 07:30",
        "the sight Forsyth Park in Savannah changed")]
    assert module._world_lines({}, {"world": [old]}) == [
        "you reported a disruption: flight F1 became unavailable, and I repaired the plan around it"]
    assert module._world_lines({"world": [old]}, {"world": [old]}) == []
    assert module._happened(RowChange.model_validate(_change("flight", "F3", price=0.0))) == "flight F3 changed its price to $0.00"


def test_the_total_line_in_each_case():
    line = module._cost_line
    assert line(None, 100.0) == "The trip now costs $100.00."
    assert line(None, 0.0) == "The trip now costs $0.00."
    assert line(100.0, None) == line(None, None) == "The plan has no cost to report."
    assert line(0.0, 0.0) == "The total is $0.00, the same as before."
    assert line(100.0, 100.004) == "The total is $100.00, the same as before."
    assert line(100.0, 99.996) == "The total is $100.00, the same as before."
    assert line(0.0, 0.005).startswith("The total went from $0.00 to ")  # half a cent is a change (the tolerance is below it)
    assert line(100.0, 100.02) == "The total went from $100.00 to $100.02 ($0.02 more)."
    assert line(150.0, 100.0) == "The total went from $150.00 to $100.00 ($50.00 less)."


def test_each_kind_of_day_difference_in_words():
    day = PLAN[0]
    other_times = {**day, "attraction": "Tennessee Aquarium, Savannah; "}  # the same places, written otherwise
    travel = {**day, "transportation": FLIGHT_F9}
    no_travel = {**day, "transportation": "-"}
    assert module._day_lines([day, day, day], [day]) == [f"Day {n}: dropped (the trip is shorter now)" for n in (2, 3)]
    assert module._day_lines([day], [day, day, day]) == [f"Day {n}: added (the trip is longer now)" for n in (2, 3)]
    assert module._day_lines([day, day], [day, other_times]) == ["Day 2: the same places, at other times"]
    assert module._day_lines([day], [travel]) == [
        "Day 1: travel fly F1 from Newark to Savannah, leaving 15:20, arriving 17:35 → fly F9 from Newark to Savannah, leaving 09:00, "
        "arriving 11:10"]
    assert module._travel(no_travel, day) == "travel none → fly F1 from Newark to Savannah, leaving 15:20, arriving 17:35"
    assert module._travel(day, no_travel) == "travel fly F1 from Newark to Savannah, leaving 15:20, arriving 17:35 → none"
    assert module._travel(day, dict(day)) is None


def test_meals_sights_and_stays_in_words():
    day = {"breakfast": "-", "lunch": "Nagai, Savannah", "dinner": None, "attraction": "A, X;B, X;", "accommodation": "Inn, X"}
    new = {"breakfast": "Cafe, X", "lunch": "-", "dinner": " - ", "attraction": "B, X;A, X;", "accommodation": "-"}
    assert module._meals(day, new) == ["breakfast none → Cafe", "lunch Nagai → none"]
    assert module._meals(day, day) == []
    assert module._sights(day, new) == "the same sights in another order"
    assert module._sights(day, {"attraction": "A, X;C, X;"}) == "sights added: C; sights dropped: B"
    assert module._sights(day, {"attraction": "A, X;B, X;C, X;D, X"}) == "sights added: C, D"
    assert module._sights(day, {"attraction": "-"}) == "sights dropped: A, B"
    assert module._sights(day, dict(day)) is None
    assert module._stay(day, new) == "stay Inn → none"
    assert module._stay(new, day) == "stay none → Inn"
    assert module._stay(day, day) is None
    assert module._sight_names({"attraction": "A, X; - ;;B, X;"}) == ["A", "B"]
    assert module._sight_names({"attraction": None}) == module._sight_names({}) == []
    assert [module._venue(entry) for entry in (None, "-", " - ", "", "Nagai, Savannah")] == ["none", "none", "none", "none", "Nagai"]
