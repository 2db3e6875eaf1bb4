"""The chat's form of a request holds JSON values only (``state.chat_state.TripFields``).

A rule read from a message used to go into the form as its model (a ``FlightWindow``, a ``Pace``), while the trip
read back from a checkpoint holds the same rule as a dict: an edit that said a rule again then reported it as changed
("flight times: flights departing 09:00 or later → flights departing 09:00 or later"), and the checkpoint serializer,
which does not register those models, warned on every load (and refuses them under ``LANGGRAPH_STRICT_MSGPACK``).
"""

from __future__ import annotations

import json

from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from pydantic import BaseModel

from himap_travel.nodes.chat.understanding import understand_message
from himap_travel.state.trip import TripSpec

_REQUEST = ("2 of us from Seattle to San Francisco March 10-12 2022, budget 3000, no flights before 9am, "
            "at most 2 sights a day")


def _models_in(value: object) -> list[object]:
    """Every pydantic model inside a value of dicts and lists."""
    if isinstance(value, BaseModel):
        return [value]
    if isinstance(value, dict):
        return [m for v in value.values() for m in _models_in(v)]
    if isinstance(value, (list, tuple)):
        return [m for v in value for m in _models_in(v)]
    return []


def test_a_draft_holds_json_values_only(sandbox):
    draft = understand_message(_REQUEST, sandbox, None).draft
    assert draft["local_constraint"]["flight times"] and draft["local_constraint"]["pace"]
    assert _models_in(draft) == []
    assert json.loads(json.dumps(draft)) == draft  # tuples would come back as lists


def test_the_trip_form_of_a_spec_reads_back_as_it_was_written(sandbox):
    trip = TripSpec.from_trip(understand_message(_REQUEST, sandbox, None).draft).as_trip()
    serde = JsonPlusSerializer()
    assert serde.loads_typed(serde.dumps_typed(trip)) == trip


def test_a_rule_said_again_in_an_edit_is_no_change(sandbox):
    trip = TripSpec.from_trip(understand_message(_REQUEST, sandbox, None).draft).as_trip()
    serde = JsonPlusSerializer()
    kept = serde.loads_typed(serde.dumps_typed(trip))  # as the next turn reads it from the thread
    edit = understand_message("make it 3 people, and still no flights before 9am, at most 2 sights a day", sandbox, kept)
    assert edit.notes == ["people: 2 → 3"], edit.notes
