"""``monitor.keep``: the old days put back wherever the plan stays valid (the judge is a stand-in here)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import monitor.keep as keep


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
