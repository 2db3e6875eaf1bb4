"""One verdict type: the checker's ``Verdict``; what the chat returns is a view of it (``Verdict.for_chat``).

The expected dicts are the chat's JSON as clients got it before the view
replaced ``nodes.chat.plan_trip.chat_verdict``: keys, values and sentences
stay exactly the same.
"""

from __future__ import annotations

import json

import pytest

from himap_travel.state.chat_state import ChatVerdict
from himap_travel.state.evaluation import COMMONSENSE_KEYS, HARD_KEYS, Evaluation
from himap_travel.state.plan import Verdict

ALL_PASS = "All 13 constraints pass, in the official and the strict evaluation."


def evaluation(*failing: str, hard_evaluated: bool = True) -> Evaluation:
    """One mode's evaluation failing ``failing`` (commonsense or hard names)."""
    commonsense = {key: key not in failing for key in COMMONSENSE_KEYS}
    hard = {key: key not in failing for key in HARD_KEYS} if hard_evaluated else None
    return Evaluation(commonsense=commonsense, hard=hard, final_pass=not failing and hard_evaluated)


PASSED = evaluation()


def test_a_plan_that_passes_everything_says_so():
    verdict = Verdict(status="valid", official_pass=True, strict_pass=True, total_cost=876.0)
    assert verdict.for_chat(PASSED, PASSED) == {"status": "valid", "official": True, "strict": True, "failed": [],
                                                 "explanation": ALL_PASS, "total_cost": 876.0}


def test_a_valid_plan_the_official_rule_fails_names_the_check_as_official_only():
    verdict = Verdict(status="valid", official_pass=False, strict_pass=True, notes=["official mode only: ..."])
    assert verdict.for_chat(evaluation("reasonable_city_route"), PASSED) == {
        "status": "valid", "official": False, "strict": True, "failed": ["reasonable_city_route"],
        "explanation": "Valid for the destination as given (strict evaluation passes); the official evaluation fails "
                       "reasonable_city_route (official mode only).", "total_cost": None}


def test_an_invalid_plan_lists_both_modes_failing_checks_once_and_its_first_five_reasons():
    failures = [f"reason {n}" for n in range(1, 7)]
    verdict = Verdict(status="invalid", official_pass=False, strict_pass=False, failures=failures, fault_days=[2])
    chat = verdict.for_chat(evaluation("diverse_restaurants", "budget"), evaluation("budget", "within_sandbox"))
    assert chat == {"status": "invalid", "official": False, "strict": False,
                    "failed": ["diverse_restaurants", "budget", "within_sandbox"],
                    "explanation": "The plan breaks some constraints: reason 1; reason 2; reason 3; reason 4; reason 5.",
                    "total_cost": None}


def test_without_reasons_the_failing_checks_are_the_explanation():
    verdict = Verdict(status="invalid", official_pass=False, strict_pass=False)
    chat = verdict.for_chat(evaluation(hard_evaluated=False), evaluation("cuisine"))
    assert chat["failed"] == list(HARD_KEYS)  # hard not evaluated: every hard check counts as failed
    assert chat["explanation"] == f"The plan breaks some constraints: {', '.join(HARD_KEYS)}."


def test_an_unsat_plan_says_by_how_much_the_cheapest_plan_is_over_budget():
    verdict = Verdict(status="unsat", official_pass=False, strict_pass=False, failures=["over budget"], deficit=1234.5)
    assert verdict.for_chat(evaluation("budget"), evaluation("budget"))["explanation"] == (
        "No plan meets the request: over budget. The cheapest plan found is over the budget by $1,234.50.")


def test_a_repair_that_failed_closed_shows_the_downgraded_status_beside_the_scores():
    """``deliver_repair`` downgrades a stale plan's verdict, not its evaluations: the chat shows both as they are."""
    stale = Verdict(status="invalid", official_pass=False, strict_pass=False, failures=["day 1 books a cancelled flight"])
    assert stale.for_chat(PASSED, PASSED) == {"status": "invalid", "official": True, "strict": True, "failed": [],
                                               "explanation": "The plan breaks some constraints: day 1 books a cancelled flight.",
                                               "total_cost": None}


def test_with_no_plan_delivered_the_verdict_speaks_for_itself():
    unsat = Verdict(status="unsat", official_pass=False, strict_pass=False, failures=["no transport on these dates"],
                    deficit=80.0, total_cost=580.0)
    assert unsat.for_chat() == {"status": "unsat", "official": False, "strict": False, "failed": [],
                                "explanation": "No plan meets the request: no transport on these dates. "
                                               "The cheapest plan found is over the budget by $80.00.",
                                "total_cost": None}  # no plan delivered: no cost to report


@pytest.mark.parametrize("scored", [(), (PASSED, PASSED)])
def test_the_view_is_the_chat_schema_and_plain_json(scored):
    chat = Verdict(status="valid", official_pass=True, strict_pass=True).for_chat(*scored)
    assert list(chat) == list(ChatVerdict.__annotations__)
    assert json.loads(json.dumps(chat)) == chat
