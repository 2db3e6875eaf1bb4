"""``nodes.chat.replacing.without_dropped_places``: a place the message turns down ("Orlando is too touristy, let's do
Tampa", "we've done Miami already") is taken back like "forget Orlando", never read as the origin or as a second
destination; a place spoken of well ("we loved Orlando") is left to the parser."""

import pytest

from himap_travel.nodes.chat.replacing import without_dropped_places

TRIP = ("Orlando", "Miami")  # the trip's destination, then its origin


@pytest.mark.parametrize("said", [
    "Orlando is too touristy, lets do Tampa", "orlando sounds boring, how about Tampa?",
    "we've done Orlando already, Tampa instead pls", "not feeling orlando tbh, Tampa?", "Orlando's way too crowded",
    "forget orlando, Tampa",
])
def test_a_place_turned_down_is_taken_back(said, sandbox):
    kept, dropped = without_dropped_places(said, sandbox, TRIP)
    assert dropped == ["Orlando"]
    assert "orlando" not in kept.lower() and len(kept) == len(said)


@pytest.mark.parametrize("said", [
    "we loved Orlando last time, but lets try Tampa", "Orlando was great", "we've done Orlando with the kids, it's fun",
    "Tampa instead",
])
def test_a_place_not_turned_down_is_left_to_the_parser(said, sandbox):
    assert without_dropped_places(said, sandbox, TRIP) == (said, [])
