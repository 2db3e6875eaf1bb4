"""Replays through the chat graph, end to end: per-turn scores against hand-computed values, kept plans, fallbacks."""

from __future__ import annotations

from itertools import pairwise

import pytest

from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.sandbox.paths import data_dir
from himap_travel.harness.flex.data import load_file
from himap_travel.harness.flex.replay import ReplayConfig, Replayer, differences, trip_fields
from himap_travel.harness.flex.scoring import turn_score
from himap_travel.harness.flex.turns import NO_BUDGET, stand_ins

FLEX = data_dir() / "flextravelbench"


@pytest.fixture(scope="module")
def replayer(sandbox):
    return Replayer(ReplayConfig(), sandbox=sandbox)


@pytest.fixture(scope="module")
def two_turn(replayer):
    """idx 60, New York → Reno, 4 people, children under 10; the budget (11300) arrives at turn 2."""
    instance = load_file(FLEX / "val_dataset_without_budget_one.json")[0]
    return instance, replayer.replay(instance, "test")


@pytest.fixture(scope="module")
def three_turn(replayer):
    """idx 74, Jacksonville → Washington, 2 people; 'parties' at turn 2, the budget (1000) at turn 3."""
    instance = load_file(FLEX / "3turn_local_global_dataset.json")[2]
    return instance, replayer.replay(instance, "test")


def _rates(result):
    return [(t.score.correct, t.score.total) for t in result.turns]


def test_two_turn_scores_by_hand(two_turn):
    _, result = two_turn
    assert result.error is None and [t.turn for t in result.turns] == [1, 2]
    # turn 1: room rule (children under 10) and people (4) have values; people cannot be judged without a budget
    # (FlexTravelBench counts it in the denominator only): 1 of 2. Turn 2: budget, room rule, people: 3 of 3.
    assert _rates(result) == [(1, 2), (3, 3)]
    assert [t.score.total_pass_rate for t in result.turns] == [0.5, 1.0]
    assert result.turns[0].score.constraints["people_number"].is_correct is None
    assert result.turns[0].answers == [f"${NO_BUDGET:,.0f}"]  # the chat asked for the withheld budget
    assert [t.understood for t in result.turns] == [True, True]
    assert result.turns[1].trip["budget"] == 11300.0
    assert result.official_pass and result.strict_pass and result.plan == result.turns[-1].plan


def test_three_turn_scores_by_hand(three_turn):
    _, result = three_turn
    assert [t.added for t in result.turns] == [None, {"house rule": "parties"}, {"budget": 1000}]
    # turn 1: only people (2) has a value, unjudgeable without a budget: 0 of 1. Turn 2: room rule, people: 1 of 2.
    # Turn 3: budget, room rule, people: 3 of 3.
    assert _rates(result) == [(0, 1), (1, 2), (3, 3)]
    assert [t.score.total_pass_rate for t in result.turns] == [0.0, 0.5, 1.0]
    # "for a party of 2" / "without the need for accommodations where parties are allowed": no house rule at turn 1
    assert [t.understood for t in result.turns] == [True, True, True]
    assert result.turns[0].trip["local_constraint"]["house rule"] is None
    assert result.official_pass and result.strict_pass


def test_a_misread_turn_falls_back_to_the_structured_request(replayer):
    """A turn-1 text that says a budget its fields withhold: the fallback writes the fields in, the plan follows."""
    instance = load_file(FLEX / "val_dataset_without_budget_one.json")[0]
    misleading = instance.model_copy(update={"query": instance.query + " The budget is $500."})
    result = replayer.replay(misleading, "test")
    first = result.turns[0]
    assert first.understood is False and first.answers == []  # read (a budget), not asked
    assert first.mismatch == {"budget": [500.0, NO_BUDGET]}
    assert first.trip["budget"] == NO_BUDGET
    assert result.official_pass and result.strict_pass


@pytest.mark.parametrize("which", ["two_turn", "three_turn"])
def test_a_turn_keeps_the_plan_exactly_when_it_still_passes(request, sandbox, which):
    instance, result = request.getfixturevalue(which)
    for before, after in pairwise(result.turns):
        row = stand_ins(instance.row_at(after.turn))
        still = all(evaluate_plan(row, before.plan, sandbox, mode).final_pass for mode in ("official", "strict"))
        assert after.kept is still
        if still:
            assert after.plan == before.plan and after.days_line == "Your current plan already meets this, so it stays as it is."
        else:
            assert after.days_line.startswith(("Changed: day", "I re-planned", "This is a new plan"))
            assert "already meets" not in after.days_line


def test_scores_fail_by_hand_on_a_broken_plan(three_turn, sandbox):
    instance, result = three_turn
    row, plan = instance.row_at(3), result.turns[-1].plan
    cost = evaluate_plan(row, plan, sandbox, "official").total_cost
    over = turn_score({**row, "budget": cost - 1}, plan, sandbox)  # budget and (so) people fail, the room rule holds
    assert (over.correct, over.total, round(over.total_pass_rate, 4)) == (1, 3, 0.3333)
    no_parties = next(a for a in sandbox.accommodations_in("Washington") if "No parties" in (a.house_rules or ""))
    stay = [{**day, "accommodation": f"{no_parties.name}, Washington" if day["accommodation"] != "-" else "-"} for day in plan]
    rule = turn_score({**row, "budget": 10_000_000}, stay, sandbox)
    assert rule.constraints["room_rule"].is_correct is False and (rule.correct, rule.total) == (2, 3)
    nothing = turn_score(row, None, sandbox)
    assert (nothing.correct, nothing.total) == (0, 3)


def test_differences_compare_cuisines_as_sets():
    trip = trip_fields({"org": "A", "dest": "B", "days": 3, "visiting_city_number": 1, "date": ["2022-03-01"],
                        "people_number": 2, "budget": 100, "local_constraint": {"cuisine": ["Chinese", "Indian"]}})
    same = {**trip, "local_constraint": {"cuisine": ["Indian", "Chinese"]}}
    assert differences(trip, same) == {}
    assert differences(trip, {**same, "people_number": 3}) == {"people_number": [2, 3]}


def test_rebuilt_history_replays_each_turn_as_a_new_request(sandbox):
    instance = load_file(FLEX / "val_dataset_without_cuisine_one.json")[0]
    result = Replayer(ReplayConfig(history="rebuilt"), sandbox=sandbox).replay(instance, "test")
    assert result.error is None and [t.understood for t in result.turns] == [True, True]
    assert result.turns[1].message.endswith("we're particularly interested in trying out Chinese, Mexican food.")
    assert result.turns[1].kept is False  # a new request: nothing carries over, so nothing is kept
    assert result.official_pass and result.strict_pass


def test_the_fallback_plans_even_on_a_thread_left_holding_a_hand_off(replayer):
    """The fallback writes the request as ``understand`` would, the hand-offs cleared: a direct answer left in the
    thread (a run cut after a node) is not said in place of the plan."""
    instance = load_file(FLEX / "val_dataset_without_budget_one.json")[0]
    config = {"configurable": {"thread_id": "fallback-after-a-hand-off"}}
    stale = "Day 2 costs $1 (an answer from a run that was cut)."
    replayer.chat.update_state(config, {"answer": stale, "disruption": "flight:day1"}, as_node="understand")
    try:
        replayer._fall_back(config, replayer.settings(), trip_fields(stand_ins(instance.row_at(1))), edit=False)
        values = replayer.chat.get_state(config).values
    finally:
        replayer.checkpointer.delete_thread("fallback-after-a-hand-off")
    assert values.get("plan") and values["messages"][-1].content != stale and not values.get("answer")
