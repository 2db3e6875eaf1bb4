"""``trip_of``: the nodes after extract read the request as a validated ``TripSpec``, and fail closed otherwise."""

from __future__ import annotations

import pytest

from himap_travel.state.graph_state import PlannerState, trip_of
from himap_travel.state.trip import TripSpec

SPEC = TripSpec(org="Washington", dest="Myrtle Beach", days=3, visiting_city_number=1,
                date=["2022-03-13", "2022-03-14", "2022-03-15"], people_number=2, budget=1400.0,
                local_constraint={"house rule": None, "cuisine": None, "room type": None, "transportation": None},
                query="a trip", level="easy")


def test_the_validated_spec_is_returned_as_it_is() -> None:
    assert trip_of({"spec": SPEC}) is SPEC


@pytest.mark.parametrize("state", [{}, {"spec": None}, {"spec": SPEC.model_dump()}], ids=["absent", "none", "fields-unvalidated"])
def test_a_spec_extract_has_not_validated_stops_the_node_with_a_clear_error(state: PlannerState) -> None:
    """A dict of fields is a caller's input until extract validates it: reading it as a TripSpec would fail later, unclearly."""
    with pytest.raises(TypeError, match="not the TripSpec extract validates"):
        trip_of(state)
