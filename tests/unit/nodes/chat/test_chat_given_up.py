"""What a re-plan gave up (``nodes/chat/given_up.py``): other cities are given up only where the user did not ask for
them. "forget San Francisco, let's do Los Angeles" used to be answered with "What this gave up: other cities: Los Angeles
instead of San Francisco"."""

from __future__ import annotations

import copy
from types import SimpleNamespace

import pytest

from himap_travel.nodes.chat import given_up as module
from tests.support.chat_trips import PLAN, TRIP


def _moved_to(city: str) -> list[dict]:
    plan = copy.deepcopy(PLAN)
    plan[0]["accommodation"] = f"Some Stay, {city}"
    return plan


@pytest.fixture
def same_quality(monkeypatch):
    """Both plans measure the same but for their cities (the quality yardstick is tested on its own)."""
    quality = SimpleNamespace(meals_served=3, mean_lodging_rating=4.0, mean_restaurant_rating=4.0, sights=2, driving_hours=0.0)
    monkeypatch.setattr(module, "trip_quality", lambda spec, plan, sandbox: quality)


def test_other_cities_the_user_did_not_ask_for_are_given_up(same_quality):
    assert module.given_up(PLAN, _moved_to("Atlanta"), TRIP, None, TRIP) == ["other cities: Atlanta instead of Savannah"]
    assert module.given_up(PLAN, _moved_to("Atlanta"), TRIP, None) == ["other cities: Atlanta instead of Savannah"]


@pytest.mark.parametrize("change", [
    {"dest": "Atlanta"},
    {"local_constraint": {**TRIP["local_constraint"], "visit cities": ["Atlanta"]}},
    {"local_constraint": {**TRIP["local_constraint"], "avoid cities": ["Savannah"]}},
])
def test_other_cities_the_user_asked_for_are_no_loss(same_quality, change):
    assert module.given_up(PLAN, _moved_to("Atlanta"), {**TRIP, **change}, None, TRIP) == []


@pytest.mark.parametrize("meals, said", [(2, "1 fewer meal: 2 instead of 3 (no meals at all on day 2)"),
                                         (1, "2 fewer meals: 1 instead of 3 (no meals at all on day 2)")])
def test_fewer_meals_are_counted_in_words(monkeypatch, meals, said):
    before = SimpleNamespace(meals_served=3, mean_lodging_rating=4.0, mean_restaurant_rating=4.0, sights=2, driving_hours=0.0)
    after = SimpleNamespace(**{**vars(before), "meals_served": meals})
    monkeypatch.setattr(module, "trip_quality", lambda spec, plan, sandbox: before if plan is PLAN else after)
    assert module.given_up(PLAN, copy.deepcopy(PLAN), TRIP, None, TRIP) == [said]
