"""A request the trip model cannot hold is refused in the chat's words, never by the model's field path (issue 39,
item 7: "I couldn't do that: local_constraint.avoid sights: List should have at most 20 items" was said)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from himap_travel.nodes.chat.plan_trip import _said_plainly
from himap_travel.state.trip import TripSpec

TRIP = {"org": "Washington", "dest": "Orlando", "days": 3, "visiting_city_number": 1,
        "date": ["2022-03-15", "2022-03-16", "2022-03-17"], "people_number": 2, "budget": 2500}


def _refused(**local: object) -> list[str]:
    with pytest.raises(ValidationError) as error:
        TripSpec.from_trip({**TRIP, "local_constraint": local})
    return [_said_plainly(e) for e in error.value.errors(include_url=False)]


def test_too_many_names_are_counted_in_the_constraints_words():
    assert _refused(**{"eat at": [f"Place {i}" for i in range(12)]}) == ["restaurants to eat at: 12 named, at most 10 can be kept"]


def test_another_refusal_keeps_its_reason_under_the_constraints_words():
    (said,) = _refused(**{"min rating": 7})
    assert said.startswith("minimum restaurant rating: ") and "local_constraint" not in said


def test_a_kind_of_sight_ruled_out_in_a_state_with_many_of_them_is_kept():
    """"we don't like museums" on a tour of California is every museum of its cities (79 in the data): kept, not
    refused by a cap made for names said one by one."""
    spec = TripSpec.from_trip({**TRIP, "local_constraint": {"avoid sights": [f"Museum {i}" for i in range(79)]}})
    assert len(spec.local_constraint.avoid_sights or []) == 79
