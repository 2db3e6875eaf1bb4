"""Fault matrix, the request parser (issue 23): ``app.py plan "QUERY"`` in a subprocess, as a user would run it.

* a number that cannot be read exactly (a sign, scientific notation, a
  400-digit budget) is refused: exit 2, no traceback, the message names the
  number, and nothing is written;
* "no flights and no self-driving" never gives a plan that flies or drives:
  a plan by taxi (exit 0) or an honest unsat (exit 5), with a warning that
  only taxis are left;
* a negated prohibition ("don't forbid parties") is the house rule the plan
  is checked against: the header and the verdict show it.
"""

from __future__ import annotations

import re

import pytest

from tests.support.faultkit import FileSnapshot, assert_clean_exit, assert_refused, real_first, run_cli, run_in_process

TRIP = ("Please plan a 3-day trip for {people} from Washington to Myrtle Beach from March 13th to March 15th, 2022, "
        "with a budget of {budget}.")


@pytest.mark.parametrize("run,people,budget,named", [  # one real process; the other ways in this one
    (run_cli, "-3 people", "$1,400", ["negative", "'-3 people'"]),
    (run_in_process, "minus two travellers", "$1,400", ["negative", "'minus two travellers'"]),
    (run_in_process, "\u22123 people", "$1,400", ["negative", "'-3 people'"]),  # the Unicode minus sign
    (run_in_process, "2 people", "$1e9", ["cannot read the amount", "'$1e9'"]),
    (run_in_process, "2 people", "$" + "9" * 400, ["(400 digits)", "$10,000,000"]),
], ids=["minus-digit", "minus-word", "unicode-minus", "exponent", "400-digits"])
def test_a_number_not_read_exactly_is_refused_naming_it(run, people, budget, named, tmp_path):
    before = FileSnapshot(tmp_path)  # run in a folder of its own: nothing is written there (runs/ is shared)
    result = run("plan", TRIP.format(people=people, budget=budget), cwd=tmp_path)
    assert_refused(result, *named)
    assert before.changes() == []


def test_no_flights_and_no_self_driving_plans_by_taxi_or_is_unsat():
    result = run_cli("plan", TRIP.format(people="2 people", budget="$5,000") + " No flights and no self-driving.")
    assert result.code in (0, 5), str(result)
    assert_clean_exit(result, result.code)
    assert "taxis only" in result.words
    legs = re.findall(r"transportation: (\S+)", result.words)
    assert legs and all(leg in ("Taxi,", "-") for leg in legs), legs
    if result.code == 0:
        assert "verdict: valid" in result.words and "Taxi" in result.words


NEGATED_PROHIBITIONS = [
    ("We want entire rooms that don't forbid parties.", "parties"),
    ("The place must not prohibit smoking.", "smoking"),
    ("We need a host that does not ban pets.", "pets"),
]


@pytest.mark.parametrize("wish,rule", NEGATED_PROHIBITIONS, ids=["parties", "smoking", "pets"])
def test_a_negated_prohibition_is_the_house_rule_of_the_plan(wish, rule):
    run = real_first((wish, rule), NEGATED_PROHIBITIONS)  # one real process; the other wishes in this one
    result = run("plan", TRIP.format(people="2 people", budget="$3,000") + " " + wish)
    assert result.code in (0, 4, 5), str(result)
    assert "Traceback" not in result.output
    assert f"house rule: {rule}" in result.words
    assert re.search(r"room_rule (?:pass|FAIL)", result.words), "the verdict does not check the house rule"


# --- issue 40: budgets said another way, days listed one by one, parties that cannot be counted ---------------------


def test_plan_says_the_total_of_a_budget_per_person_and_plans_it():
    result = run_in_process("plan", TRIP.format(people="2 people", budget="$700 per person"), "--policy", "solver")
    assert_clean_exit(result, result.code)
    assert "read: budget: $700 per person × 2 travellers = $1,400" in result.words, str(result)
    assert "budget $1,400" in result.words


@pytest.mark.parametrize("run,people,budget,named", [  # one real process; the other ways in this one
    (run_cli, "2 people", "$1,400 excluding flights", ["leaves out flights"]),
    (run_in_process, "2 people", "$50 per meal", ["per meal"]),
    (run_in_process, "2 people", "A$950", ["A$"]),
    (run_in_process, "me, my husband and the kids", "$1,400", ["cannot be counted", "'the kids'"]),
], ids=["excluding-flights", "per-meal", "australian-dollars", "the-kids"])
def test_plan_refuses_what_it_cannot_total_or_count_naming_it(run, people, budget, named, tmp_path):
    before = FileSnapshot(tmp_path)  # run in a folder of its own: nothing is written there (runs/ is shared)
    result = run("plan", TRIP.format(people=people, budget=budget), "--policy", "solver", cwd=tmp_path)
    assert_refused(result, *named)
    assert before.changes() == []


def test_plan_reads_days_listed_one_by_one():
    text = "Please plan a trip for 2 people from Washington to Myrtle Beach on March 13, 14 and 15, 2022, with a budget of $1,400."
    result = run_in_process("plan", text, "--policy", "solver")
    assert_clean_exit(result, result.code)
    assert "3 days from 2022-03-13 to 2022-03-15" in result.words, str(result)
