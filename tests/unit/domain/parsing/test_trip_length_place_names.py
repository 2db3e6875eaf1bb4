"""A trip's length said after a place whose name ends in "-ing" (the lead's find at stop 63).

"... to Hibbing for 1 day", "3 cities in Wyoming for 7 days": the "-ing" word before "for" was taken for an activity
("we go skiing for 2 days": some of the trip's days, never its length), so the length was not read and the request
refused as giving "only a start date". The random round trip of ``test_parser_extractor.py`` found it now and then (a
trip to Hibbing, Lansing or Redding drawn with that template), which made that test fail at random.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing.trip_length import read_stated_days

_LENGTHS = [
    ("we need an itinerary for 2 people from Duluth to Hibbing for 1 day on March 1st 2022", 1),
    ("starting in Duluth and to Hibbing for 1 days from 2022-03-01 to 2022-03-01", 1),
    ("a road trip through 3 cities in Wyoming for 7 days", 7),
    ("leaving from Lansing for 3 days", 3),
    ("we want to visit Redding for 4 days", 4),
    ("heading to Reading for five days", 5),
]
# ... and an activity still is one: some of the days, never the length
_ACTIVITIES = ["we go skiing for 2 days then head home", "some hiking for a day or two would be great"]


@pytest.mark.parametrize(("text", "days"), _LENGTHS, ids=[t for t, _ in _LENGTHS])
def test_a_length_after_a_place_ending_in_ing_is_read(text: str, days: int) -> None:
    problems: list[str] = []
    assert read_stated_days(text, problems) == days
    assert problems == []


@pytest.mark.parametrize("text", _ACTIVITIES)
def test_an_activity_before_for_is_no_length(text: str) -> None:
    assert read_stated_days(text, []) is None
