"""A swap of the trip's destination or origin for another place (``replacing.route_swap_said``, issue 39): "switch
detroit for chicago" is the destination changed, "replace nashville with memphis" the origin; it was read as taking
"switch detroit" back among the wishes ("I couldn't find 'switch detroit'"). A swap of anything else is left as said."""

from __future__ import annotations

import pytest

from himap_travel.nodes.chat.replacing import route_swap_said

TRIP = {"org": "Nashville", "dest": "Detroit"}


@pytest.mark.parametrize(("text", "said"), [
    ("switch detroit for chicago", "chicago instead of detroit"),
    ("can we swap Detroit for Chicago pls", "Chicago instead of Detroit"),
    ("change detroit to chicago", "chicago instead of detroit"),
    ("replace nashville with memphis", "from memphis instead of nashville"),
    # no place of the route swapped: left as said
    ("swap the zoo for the aquarium", "swap the zoo for the aquarium"),
    ("switch the hotel for something cheaper", "switch the hotel for something cheaper"),
    ("switch detroit for chicago and add a day", "switch detroit for chicago and add a day"),  # more than the swap
])
def test_a_swap_of_the_routes_place_is_the_route_changed(text, said):
    assert route_swap_said(text, TRIP) == said


def test_with_no_trip_nothing_is_swapped():
    assert route_swap_said("switch detroit for chicago", None) == "switch detroit for chicago"
