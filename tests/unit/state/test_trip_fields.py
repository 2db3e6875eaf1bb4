"""The request's field lists and the chat's form of a request, all made from ``TripSpec`` (state/trip.py)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from himap_travel.state import chat_state
from himap_travel.state.trip import QUERY_COLUMNS, TRIP_FIELDS, TripSpec

SPEC = TripSpec(org="Washington", dest="Myrtle Beach", days=3, visiting_city_number=1,
                date=["2022-03-13", "2022-03-14", "2022-03-15"], people_number=2, budget=1400.0,
                local_constraint={"house rule": "pets", "cuisine": ["Mexican"], "room type": None, "transportation": None},
                query="a trip", level="easy")


def test_the_field_lists_are_the_benchmark_files_columns_in_their_order() -> None:
    """The order is the published CSV's (train.csv, validation.csv): the chat's trip, a row's required columns and the
    final-turn file written for FlexTravelBench follow it, so a change of ``TripSpec``'s field order must not move it."""
    assert TRIP_FIELDS == ("org", "dest", "days", "visiting_city_number", "date", "people_number", "local_constraint", "budget")
    assert (*TRIP_FIELDS, "query", "level") == QUERY_COLUMNS
    assert set(QUERY_COLUMNS) == set(TripSpec.model_fields) == set(SPEC.as_row())
    assert chat_state.TRIP_FIELDS is TRIP_FIELDS  # the old import path names the same list
    assert set(chat_state.ESSENTIALS) <= set(TRIP_FIELDS)  # what the chat asks for before planning is the trip's


def test_the_chats_form_is_the_row_without_its_text() -> None:
    trip = SPEC.as_trip()
    assert list(trip) == list(TRIP_FIELDS)
    assert trip == {name: SPEC.as_row()[name] for name in TRIP_FIELDS}
    assert trip["local_constraint"] == {"house rule": "pets", "cuisine": ["Mexican"], "room type": None, "transportation": None}
    assert TripSpec.from_trip(trip) == SPEC.model_copy(update={"query": None, "level": None})


def test_a_draft_that_lacks_an_essential_is_no_request() -> None:
    draft = {**SPEC.as_trip(), "people_number": None, "query": "ignored", "level": "hard"}
    with pytest.raises(ValidationError) as raised:
        TripSpec.from_trip(draft)
    assert [error["loc"] for error in raised.value.errors()] == [("people_number",)]
    assert TripSpec.from_trip({**draft, "people_number": 2}).query is None  # only the trip's fields are read


def test_a_day_without_sights_is_a_travel_day_only() -> None:
    """No sights holds on given days, the first or the last (every trip travels on them); a day that may be spent in
    a city needs a sight, and a pace of none on every day is no trip (``Pace``, ``TripSpec._sightless_days_travel``)."""
    from himap_travel.state.trip import Pace

    kept = TripSpec.model_validate({**SPEC.model_dump(), "local_constraint": {"pace": {"most": 0, "days": [1, 3]}}})
    assert kept.local_constraint.pace == Pace(most=0, days=(1, 3))
    with pytest.raises(ValidationError, match="no sights on day 2: only a travel day"):
        TripSpec.model_validate({**SPEC.model_dump(), "local_constraint": {"pace": {"most": 0, "days": [2, 3]}}})
    with pytest.raises(ValidationError, match="no sights holds on travel days only"):
        Pace(most=0)
    with pytest.raises(ValidationError):
        Pace(most=0, least=1, days=(1,))
