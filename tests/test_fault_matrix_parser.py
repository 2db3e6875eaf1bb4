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
from faultkit import REPO, FileSnapshot, assert_clean_exit, assert_refused, run_cli

TRIP = "Please plan a 3-day trip for {people} from Washington to Myrtle Beach from March 13th to March 15th, 2022, with a budget of {budget}."


@pytest.mark.parametrize("people,budget,named", [
    ("-3 people", "$1,400", ["negative", "'-3 people'"]),
    ("minus two travellers", "$1,400", ["negative", "'minus two travellers'"]),
    ("\u22123 people", "$1,400", ["negative", "'-3 people'"]),  # the Unicode minus sign
    ("2 people", "$1e9", ["cannot read the amount", "'$1e9'"]),
    ("2 people", "$" + "9" * 400, ["(400 digits)", "$10,000,000"]),
], ids=["minus-digit", "minus-word", "unicode-minus", "exponent", "400-digits"])
def test_a_number_not_read_exactly_is_refused_naming_it(people, budget, named):
    before = FileSnapshot(REPO / "runs")
    result = run_cli("plan", TRIP.format(people=people, budget=budget))
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


@pytest.mark.parametrize("wish,rule", [
    ("We want entire rooms that don't forbid parties.", "parties"),
    ("The place must not prohibit smoking.", "smoking"),
    ("We need a host that does not ban pets.", "pets"),
], ids=["parties", "smoking", "pets"])
def test_a_negated_prohibition_is_the_house_rule_of_the_plan(wish, rule):
    result = run_cli("plan", TRIP.format(people="2 people", budget="$3,000") + " " + wish)
    assert result.code in (0, 4, 5), str(result)
    assert "Traceback" not in result.output
    assert f"house rule: {rule}" in result.words
    assert re.search(r"room_rule (?:pass|FAIL)", result.words), "the verdict does not check the house rule"
