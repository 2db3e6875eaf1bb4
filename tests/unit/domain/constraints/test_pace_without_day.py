"""``pace.without_day``: a pace with the rules said of one day taken back ("forget the day 1 thing" in the chat)."""

from __future__ import annotations

import pytest

from himap_travel.domain.constraints.pace import as_pace, without_day


@pytest.mark.parametrize(("held", "day", "left"), [
    ({"most": 1, "days": [1], "other_days": [{"days": [2], "least": 2}]}, 1, {"least": 2, "days": [2]}),
    ({"most": 1, "days": [1], "other_days": [{"days": [2], "least": 2}]}, 2, {"most": 1, "days": [1]}),
    ({"most": 1, "days": [1, 2]}, 2, {"most": 1, "days": [1]}),
    ({"most": 2, "free_days": [3]}, 3, {"most": 2}),  # the free day back to the rule of every day
    ({"most": 2}, 1, {"most": 2}),  # a rule of every day is no day's: kept
])
def test_the_days_rules_go_and_the_others_stay(held: dict, day: int, left: dict) -> None:
    kept = without_day(as_pace(held), day)
    assert kept is not None and kept.model_dump(mode="json", exclude_none=True) == left


def test_a_pace_of_that_day_alone_goes_whole() -> None:
    assert without_day(as_pace({"most": 1, "days": [1]}), 1) is None
