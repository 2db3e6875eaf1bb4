"""The metric arithmetic on a hand-made set of verdicts."""

from __future__ import annotations

import pytest

from himap_travel.domain.evaluation import COMMONSENSE_KEYS, compute_metrics
from himap_travel.domain.evaluation.metrics import PlanScore, by_days, by_level, headline

ALL_TRUE = {key: True for key in COMMONSENSE_KEYS}
HARD_NONE = {"budget": None, "room_rule": None, "cuisine": None, "room_type": None, "transportation": None}


def scores() -> list[PlanScore]:
    two_fail = dict(ALL_TRUE, within_sandbox=False, minimum_nights=False)
    return [
        # passes everything (budget and cuisine set)
        PlanScore(True, ALL_TRUE, {**HARD_NONE, "budget": True, "cuisine": True}, ("budget", "cuisine"), "easy", 3),
        # 6 of 8 commonsense, hard not evaluated (budget and room type set)
        PlanScore(True, two_fail, None, ("budget", "room_type"), "medium", 5),
        # nothing delivered
        PlanScore(False, {key: False for key in COMMONSENSE_KEYS}, None, ("budget",), "hard", 7),
        # commonsense fine, over budget, room rule kept
        PlanScore(True, ALL_TRUE, {**HARD_NONE, "budget": False, "room_rule": True}, ("budget", "room_rule"), "easy", 3),
    ]


def test_overall_fractions():
    m = compute_metrics(scores())
    assert (m.n, m.commonsense_checks, m.hard_checks) == (4, 32, 7)
    assert m.delivery_rate == 3 / 4
    assert m.commonsense_micro == (8 + 6 + 0 + 8) / 32
    assert m.commonsense_macro == 2 / 4
    assert m.hard_micro == (2 + 0 + 0 + 1) / 7
    assert m.hard_macro == 1 / 4
    assert m.final_pass_rate == 1 / 4
    assert set(headline(m).model_dump()) == {"delivery_rate", "commonsense_micro", "commonsense_macro",
                                             "hard_micro", "hard_macro", "final_pass_rate"}


def test_groups():
    levels = by_level(scores())
    assert list(levels) == ["easy", "medium", "hard"]
    assert levels["easy"].n == 2 and levels["easy"].final_pass_rate == 0.5
    assert levels["easy"].hard_micro == pytest.approx(3 / 4)
    assert levels["medium"].commonsense_micro == 6 / 8 and levels["medium"].hard_micro == 0.0
    assert levels["hard"].delivery_rate == 0.0
    days = by_days(scores())
    assert list(days) == ["3", "5", "7"] and days["3"].n == 2


def test_empty_set_is_all_zero():
    m = compute_metrics([])
    assert m.n == 0 and m.final_pass_rate == 0.0 and m.hard_micro == 0.0


def test_a_none_hard_value_passes_the_macro_but_is_not_counted_in_micro():
    only_budget = PlanScore(True, ALL_TRUE, {**HARD_NONE, "budget": True}, ("budget",), "easy", 3)
    m = compute_metrics([only_budget])
    assert m.hard_micro == 1.0 and m.hard_macro == 1.0 and m.hard_checks == 1
