"""The verdict line of a chat reply (nodes/chat/reply.py ``_verdict_line``): a plan that is not valid is said in a
traveller's words (the closest plan's faults, the certificate's "cheapest plan" only when the budget alone fails, the
offers that work when there is no plan), never in the evaluator's reasons."""

from __future__ import annotations

import pytest

from himap_travel.nodes.chat.reply import _verdict_line

TRIP = {"budget": 400.0, "visiting_city_number": 1, "local_constraint": {}}
HOUSE_RULE = {**TRIP, "local_constraint": {"house rule": "pets"}}
UNSAT = {"status": "unsat", "explanation": "day 3 breakfast: 'A, B' repeats day 2 breakfast"}


def _closest(failed: list[str], trip=TRIP, spent: float = 1783.0) -> str:
    return _verdict_line({**UNSAT, "failed": failed}, trip, spent)


def test_the_cheapest_plan_over_the_budget_says_by_how_much_and_what_to_change():
    """The budget alone fails and the plan costs more: it is the cheapest that keeps the rules (``nodes.finalize``)."""
    assert _closest(["budget"]) == ("**No plan can meet this request:** the cheapest plan that keeps your rules, shown below, "
                                    "costs $1,783.00, $1,383.00 over your $400 budget. Raise the budget.")
    assert _closest(["budget"], HOUSE_RULE).endswith("over your $400 budget. Raise the budget or drop one of your rules.")


def test_a_failed_budget_the_plan_keeps_is_no_cheapest_plan_claim():
    """"Over your budget" is said only of a plan that costs more than the budget."""
    said = _closest(["budget"], spent=400.0)
    assert said.startswith("**No plan can meet this request:** the closest plan I could put together, shown below, costs $400.00")
    assert said.endswith("Raise the budget, or change the dates or the length.")


@pytest.mark.parametrize("failed, said", [
    (["room_type"], "has another room type than you asked for. Try other dates, or drop one of your rules."),
    (["diverse_restaurants", "budget"],
     "costs $1,783.00, $1,383.00 over your $400 budget and eats at some restaurants twice. Raise the budget, or change the "
     "dates or the length."),
    (["cuisine", "room_rule", "transportation"],
     "misses a cuisine you asked for, breaks a house rule you asked for and travels a way you ruled out. Try other dates, "
     "or drop one of your rules."),
    (["some_new_check"], "some new check. Try other dates, or drop one of your rules."),  # a check with no words yet: its name
])
def test_the_closest_plan_says_each_fault_in_words_and_what_to_change(failed, said):
    assert _closest(failed) == f"**No plan can meet this request:** the closest plan I could put together, shown below, {said}"


def test_the_route_check_of_a_one_city_trip_is_not_a_travellers_fault():
    """On a one-city trip the official route check always fails (it wants a state): never said to the traveller."""
    route_and_rule = ["reasonable_city_route", "room_type"]
    assert "come back" not in _closest(route_and_rule)
    assert "come back" not in _closest(route_and_rule, {**TRIP, "visiting_city_number": None})  # no count: one city
    two_cities = _closest(route_and_rule, {**TRIP, "visiting_city_number": 2})
    assert "does not come back to where it starts and has another room type" in two_cities
    # the route alone on one city: no fault left to say, so the verdict's own sentence
    assert _closest(["reasonable_city_route"]) == f"**No plan can meet this request:** {UNSAT['explanation']}"


def test_with_no_plan_the_reason_and_the_offers_that_work_are_said():
    no_plan = {"reason": "no flight reaches Minot on those dates", "offers": ["go a day later", "fly to Bismarck"]}
    assert _verdict_line({"status": "unsat"}, TRIP, None, no_plan) == (
        "**No plan can meet this request:** no flight reaches Minot on those dates.\n\n"
        "What would work (each checked):\n- go a day later\n- fly to Bismarck")
    assert _verdict_line({"status": "unsat"}, TRIP, None, {**no_plan, "offers": []}) == (
        "**No plan can meet this request:** no flight reaches Minot on those dates.\n\n"
        "I found no nearby change that works: try other cities or dates.")


def test_a_valid_plan_or_one_with_no_cost_gets_the_verdicts_own_sentence():
    valid = {"status": "valid", "official": True, "strict": True, "failed": []}
    assert _verdict_line(valid, TRIP, 300.0) == (
        "**Checked:** this plan keeps every rule of your request, the budget and the commonsense checks.")
    assert _verdict_line({**UNSAT, "failed": ["budget"]}, TRIP, None) == f"**No plan can meet this request:** {UNSAT['explanation']}"
