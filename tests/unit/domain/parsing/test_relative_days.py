"""Days counted from the day said before them ("seaworld the day after") written as the days they are
(domain/parsing/relative_days.py)."""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing.relative_days import relative_days_written


@pytest.mark.parametrize(("said", "days", "written"), [
    ("gatorland on day 1 and seaworld the day after", None, "gatorland on day 1 and seaworld " + "day 2".rjust(13)),
    ("zoo on day 2, and the day after that the aquarium", None, "zoo on day 2, and " + "day 3".rjust(18) + " the aquarium"),
    ("pizza on night 1 and tacos the next night", None, "pizza on night 1 and tacos " + "night 2".rjust(14)),
    ("the zoo the second day, the following day gatorland", None, "the zoo the second day, " + "day 3".rjust(17) + " gatorland"),
    ("seaworld on day 3 and gatorland the day before", None, "seaworld on day 3 and gatorland " + "day 2".rjust(14)),
    ("seafood the first night, italian the second and mexican the third", None,
     "seafood the first night, italian " + "night 2".rjust(10) + " and mexican " + "night 3".rjust(9)),
    ("the zoo on the first day and the aquarium on the second", None,
     "the zoo on the first day and the aquarium on " + "day 2".rjust(10)),
    ("the day after we arrive we want seaworld", None, "day 2".rjust(23) + " we want seaworld"),
    ("gatorland the day before we leave", 4, "gatorland " + "day 3".rjust(23)),
])
def test_a_day_counted_from_another_is_written_as_its_number(said: str, days: int | None, written: str) -> None:
    assert relative_days_written(said, days) == written
    assert len(relative_days_written(said, days)) == len(said)


@pytest.mark.parametrize("said", [
    "the next day",  # no day said before it: kept (then named), never read on a guessed day
    "seaworld the day after tomorrow",  # counted from an event, not a day
    "on day 1, the day before",  # no day 0
    "the second one is fine", "day 1 italian, the second mexican",  # "the second" of no ordinal day
    "gatorland the day before we leave",  # the trip's length unknown
])
def test_a_day_with_nothing_to_count_from_keeps_its_words(said: str) -> None:
    assert relative_days_written(said) == said
