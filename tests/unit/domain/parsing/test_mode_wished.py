"""A way of travelling wished for as the trip's own (stop 77): "we want to drive", "flying please" were read as nothing
and named nowhere, so a plan flying or driving the other way was called valid. Closing its clause, or asked for alone,
the wish is the same rule as "we'll drive" (``domain/constraints/transportation._wished``); with more after it, on a
condition or given up, it stays no rule (and what is not understood is named)."""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import parse_request
from tests.support.constraint_trips import BASE


@pytest.mark.parametrize("text, rule", [
    ("we want to drive", "no flight"),
    ("We'd prefer to drive.", "no flight"),
    ("honestly we would rather drive, tbh", "no flight"),
    ("i'd like to fly but no red eyes", "no self-driving"),
    ("flying please", "no self-driving"),
    ("we would like to fly please", "no self-driving"),
])
def test_a_way_wished_for_is_held(sandbox, text, rule):
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.transportation == rule and request.not_kept == []


@pytest.mark.parametrize("text", [
    "we'd like to drive, but it's too far",  # given up
    "We don't not want to fly.",  # a negation before it: no rule either way
    "we want to drive or fly",  # either way
    "we'd like to fly out of chicago after 10am",  # more after it: a time wish, not the mode
])
def test_a_way_given_up_or_qualified_is_no_rule(sandbox, text):
    assert parse_request(BASE + text, sandbox).spec.local_constraint.transportation is None


def test_a_way_wished_for_inside_a_time_wish_is_held_with_the_window(sandbox):
    """The flight-time reader takes the whole clause ("flying please, not before eight in the morning", CONV32's gap):
    its window is read, and the way wished for there too."""
    local = parse_request(BASE + "flying please, not before eight in the morning", sandbox).spec.local_constraint
    assert local.transportation == "no self-driving"
    assert [(w.leg, w.depart_from) for w in local.flight_times or ()] == [("every", "08:00")]


@pytest.mark.parametrize("text", ["no flights leaving before 8am", "i'd like to fly out after 10am"])
def test_a_time_wish_alone_holds_no_way(sandbox, text):
    assert parse_request(BASE + text, sandbox).spec.local_constraint.transportation is None


@pytest.mark.parametrize("text", ["we want to drive if it's cheaper", "we want to fly if possible"])
def test_a_wish_on_a_condition_is_named_not_held(sandbox, text):
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.transportation is None and request.not_kept
