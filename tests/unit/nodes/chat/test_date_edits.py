"""``nodes.chat.date_edits.with_month``: a day of the month said without its month takes the trip's month; an age or
an anniversary said as an ordinal ("my wife's 40th", "our 25th anniversary") is no date at all; an undo naming
the last change by its count leaves the new value said after it to the trip parser."""

import pytest

from himap_travel.nodes.chat.date_edits import with_month
from himap_travel.nodes.chat.said_before import undone_cut


@pytest.mark.parametrize(("said", "read"), [
    ("leave on the 16th instead", "leave on March 16th instead"),
    ("the 28th", "March 28th"),
    ("come back on the 3rd pls", "come back on March 3rd pls"),
])
def test_a_day_of_the_month_takes_the_trips_month(said, read):
    assert with_month(said, "March") == read


@pytest.mark.parametrize("said", [
    "it's my wife's 40th 🎉", "its our 25th anniversary", "my 30th birthday trip", "the 2nd day", "the 35th",
])
def test_an_age_a_count_or_a_day_no_month_has_is_left_alone(said):
    assert with_month(said, "March") == said


def test_undo_naming_a_count_leaves_only_the_new_value():
    assert undone_cut("undo the 2 people thing, make it 3") == "make it 3"
    assert undone_cut("undo the budget cut but make it 3 people") == "undo the budget cut but make it 3 people"
