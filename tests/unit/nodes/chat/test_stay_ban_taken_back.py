"""A stay ban taken back with no name ("no wait, that one was fine"): the last change undone only where keeping the stay
out was all it did; a change made beside the ban ("not that hotel, and a bigger budget") stays."""

from __future__ import annotations

from types import SimpleNamespace

from himap_travel.nodes.chat.stay_ban_lifted import _ban_alone

STAY = "Cozy Loft, Dallas"
TRIP = {"org": "Austin", "dest": "Dallas", "budget": 1500, "local_constraint": {"house rule": "pets"}}


def _turn(before: dict, now_budget: int) -> SimpleNamespace:
    now = {**TRIP, "budget": now_budget, "local_constraint": {**TRIP["local_constraint"], "avoid stays": [STAY]}}
    return SimpleNamespace(state={"trip": now, "previous": {"trip": before}})


def test_a_ban_that_was_the_whole_change_is_undone_whole():
    assert _ban_alone(_turn(TRIP, 1500))


def test_a_ban_made_beside_another_change_is_no_undo():
    assert not _ban_alone(_turn(TRIP, 1800))


def test_no_change_before_is_no_undo():
    assert not _ban_alone(SimpleNamespace(state={"trip": TRIP}))
