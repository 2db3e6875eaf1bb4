"""The sentence that says what a turn did to the plan (``reply.turn_summary``): an edit the plan already met, one
it met on new dates, a re-plan that came out the same, and a wish it could not apply."""

from __future__ import annotations

import pytest

from himap_travel.nodes.chat.reply import turn_summary
from tests.support.chat_trips import TRIP

MOVED = {**TRIP, "date": ["2022-03-20", "2022-03-21"]}


@pytest.mark.parametrize(("state", "said"), [
    ({"edit": True, "kept": True, "trip": TRIP, "previous": {"trip": TRIP}}, "already meets this, so it stays as it is"),
    ({"edit": True, "kept": True, "trip": MOVED, "previous": {"trip": TRIP}}, "works on the new dates as it is"),
    ({"edit": True, "changed_days": [], "trip": MOVED, "previous": {"trip": TRIP}}, "re-planned for the new dates"),
    ({"edit": True, "changed_days": [], "trip": TRIP, "previous": {"trip": TRIP}}, "every day came out the same"),
    ({"edit": True, "changed_days": None, "trip": TRIP}, "This is a new plan."),
])
def test_a_turn_says_what_it_did_to_the_plan(state, said):
    assert TRIP["date"] != MOVED["date"]
    assert said in (turn_summary(state, 2) or "")


def test_a_first_plan_says_nothing_of_a_change():
    assert turn_summary({"trip": TRIP}, 2) is None


def test_a_trip_made_nicer_with_no_part_named_says_each_part_it_measured():
    """"make it nicer" (preference "overall"): the reply names what became nicer, each part before and after."""
    before = {"mean_lodging_rating": 3.5, "mean_restaurant_rating": 4.0, "sights": 4}
    after = {"mean_lodging_rating": 4.2, "mean_restaurant_rating": 4.0, "sights": 3}
    said = turn_summary({"preference": "overall", "quality_before": before, "quality": after, "spent": 900.0}, 2) or ""
    assert "stays rated 4.2 on average (better than stays rated 3.5 on average before)" in said
    assert "restaurants rated 4.0 on average, the same as before" in said and "3 sights (was 4 sights before)" in said
