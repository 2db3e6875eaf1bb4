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
