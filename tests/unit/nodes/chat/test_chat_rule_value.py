"""A rule's value said again alone (``nodes/chat/rule_value.py``, issue 39), on a trip and on a draft whose question is
still open: "max $180 a night" then "make that 200" before the destination is said moves the nightly cap (it set the
budget to $200), unless the open question asks for a number ("how many people?": "2" answers it)."""

from __future__ import annotations

import pytest

from himap_travel.nodes.chat.rule_value import rule_value_said

_DRAFT = {"local_constraint": {"min stay rating": 4.0, "max night price": 180.0}}


@pytest.mark.parametrize(("text", "missing", "read"), [
    ("make that 200", ["dest"], "$200 a night"),
    ("actually 5", ["dest"], "rated 5"),
    ("make that 200", ["budget"], None),  # the question asks for a number: its answer
    ("make that 200", ["people_number"], None),
    ("make that 5000", ["dest"], None),  # far from the cap: no value of it
])
def test_a_value_said_alone_on_a_draft_goes_to_the_one_rule_that_takes_it(text, missing, read):
    said = rule_value_said(text, {"missing": missing, "draft": _DRAFT}, pending=True)
    assert (said == text) if read is None else (said != text and read in said)


def test_a_drafts_rules_are_never_taken_for_a_trips():
    state = {"missing": ["dest"], "draft": _DRAFT, "trip": {"local_constraint": {"max meal cost": 30.0}}}
    assert "a night" in rule_value_said("make that 200", state, pending=True)
    assert rule_value_said("make that 200", state) == "make that 200"  # the trip's meal cap: $200 is far from $30


def test_a_stay_rating_said_with_a_half_keeps_it():
    """"actually 4.5": a minimum of 4.5 (a stay rated 5 keeps it), never cut to a looser 4."""
    said = rule_value_said("actually 4.5", {"missing": [], "trip": {"local_constraint": {"min stay rating": 4.0}}})
    assert "rated 4.5 stars" in said
