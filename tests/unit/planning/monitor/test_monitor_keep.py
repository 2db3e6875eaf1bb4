"""``monitor.keep``: the old days put back wherever the plan stays valid (the judge is a stand-in here)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import himap_travel.planning.monitor.keep as keep


def _judge_by(rule):
    """A stand-in for ``judge_plan``: valid exactly when ``rule(plan)`` holds."""
    return lambda spec, plan, sandbox: (SimpleNamespace(status="valid" if rule(plan) else "invalid"), None, None)


OLD = [{"day": 1, "x": "a1"}, {"day": 2, "x": "a2"}, {"day": 3, "x": "a3"}, {"day": 4, "x": "a4"}]
NEW = [{"day": 1, "x": "b1"}, {"day": 2, "x": "b2"}, {"day": 3, "x": "b3"}, {"day": 4, "x": "b4"}]


def test_every_old_day_that_keeps_the_plan_valid_is_put_back(monkeypatch):
    monkeypatch.setattr(keep, "judge_plan", _judge_by(lambda plan: plan[0]["x"] == "b1"))  # day 1 had to change
    assert keep.keep_old_days(None, OLD, NEW, None) == [NEW[0], OLD[1], OLD[2], OLD[3]]


def test_a_stay_of_two_nights_is_put_back_as_a_pair(monkeypatch):
    """Days 2 and 3 share a listing: either alone breaks the stay, together they fit."""
    monkeypatch.setattr(keep, "judge_plan", _judge_by(
        lambda plan: plan[0]["x"] == "b1" and (plan[1]["x"] == "a2") == (plan[2]["x"] == "a3")))
    assert keep.keep_old_days(None, OLD, NEW, None) == [NEW[0], OLD[1], OLD[2], OLD[3]]


def test_a_stay_of_three_nights_is_put_back_as_a_triple(monkeypatch):
    monkeypatch.setattr(keep, "judge_plan", _judge_by(
        lambda plan: plan[0]["x"] == "b1" and len({plan[i]["x"][0] for i in (1, 2, 3)}) == 1))
    assert keep.keep_old_days(None, OLD, NEW, None) == [NEW[0], OLD[1], OLD[2], OLD[3]]


def test_nothing_is_put_back_when_no_old_day_fits(monkeypatch):
    monkeypatch.setattr(keep, "judge_plan", _judge_by(lambda plan: plan == NEW))
    assert keep.keep_old_days(None, OLD, NEW, None) == NEW


def test_a_day_already_the_same_is_not_judged(monkeypatch):
    seen = []

    def judge(spec, plan, sandbox):
        seen.append(plan)
        return SimpleNamespace(status="invalid"), None, None

    monkeypatch.setattr(keep, "judge_plan", judge)
    keep.keep_old_days(None, OLD[:2], [OLD[0], NEW[1]], None)
    assert seen == [[OLD[0], OLD[1]]]  # day 1 already old: only day 2 is tried


@pytest.mark.parametrize("status", ["invalid", "unsat"])
def test_a_candidate_that_is_not_valid_is_left_alone(status):
    candidate = SimpleNamespace(verdict=SimpleNamespace(status=status), plan=NEW)
    assert keep.kept_candidate(candidate, None, OLD, None) is candidate


def test_days_past_the_old_plans_end_are_not_tried(monkeypatch):
    """A plan longer than the old one (nothing old to put back there) keeps its own last days."""
    monkeypatch.setattr(keep, "judge_plan", _judge_by(lambda plan: True))
    assert keep.keep_old_days(None, OLD[:2], NEW, None) == [OLD[0], OLD[1], NEW[2], NEW[3]]


def _scored(monkeypatch, rule):
    """Stand-ins that record what they were asked: the judge (valid by ``rule``), the reward and the day costs."""
    calls = []

    def judge(spec, plan, sandbox):
        calls.append(("judge", spec, sandbox))
        tag = tuple(day["x"] for day in plan)
        return SimpleNamespace(status="valid" if rule(plan) else "invalid", tag=tag), ("official", tag), ("strict", tag)

    monkeypatch.setattr(keep, "judge_plan", judge)
    monkeypatch.setattr(keep, "plan_reward", lambda verdict, strict, budget: (verdict.tag, strict, budget))
    monkeypatch.setattr(keep, "plan_day_costs", lambda spec, plan, sandbox: (spec, tuple(day["x"] for day in plan), sandbox))
    return calls


def _candidate():
    from himap_travel.state.graph_state import Candidate

    return Candidate.model_construct(iteration=2, plan=NEW, verdict=SimpleNamespace(status="valid"), official="o", strict="s",
                                     reward=0.5, day_costs={}, route=["X"], transport="flight", planner="solver")


def test_a_valid_candidate_gets_the_old_days_back_and_is_scored_again(monkeypatch):
    calls = _scored(monkeypatch, lambda plan: plan[0]["x"] == "b1")
    spec, sandbox = SimpleNamespace(budget=1234.0), object()
    candidate = _candidate()
    kept = keep.kept_candidate(candidate, spec, OLD, sandbox)
    tag = ("b1", "a2", "a3", "a4")
    assert kept.plan == [NEW[0], OLD[1], OLD[2], OLD[3]]
    assert (kept.verdict.tag, kept.official, kept.strict) == (tag, ("official", tag), ("strict", tag))
    assert kept.reward == (tag, ("strict", tag), 1234.0)
    assert kept.day_costs == (spec, tag, sandbox)
    assert (kept.iteration, kept.route, kept.transport, kept.planner) == (2, ["X"], "flight", "solver")
    assert candidate.plan == NEW and candidate.reward == 0.5  # the original is not changed
    assert all(s is spec and box is sandbox for _, s, box in calls)


def test_a_valid_candidate_with_nothing_to_put_back_is_itself(monkeypatch):
    _scored(monkeypatch, lambda plan: plan == NEW)
    candidate = _candidate()
    assert keep.kept_candidate(candidate, SimpleNamespace(budget=1.0), OLD, None) is candidate
