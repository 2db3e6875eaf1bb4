"""Flight time windows and daily driving limits (issue 38, kind (c), its reading part): never a ban of the mode.

"No flights leaving before 8am" was read as "no flights" (the trip then self-drove 12 hours, called valid). The "no"
belongs to the time, not to flying: the wish is named as one the planner cannot keep yet (exit 2), and the mode
stays allowed; a ban of the mode itself reads as before.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.constraints import transportation
from himap_travel.domain.parsing import QueryParseError, parse_request
from tests.test_constraint_stays import BASE


@pytest.mark.parametrize("wish, what", [
    ("No flights leaving before 8am.", "a flight time window"),
    ("no red-eye flights", "a flight time window"),
    ("Only flights, and nothing departing before 10am.", "a flight time window"),
    ("No more than 4 hours of driving per day.", "a limit on driving hours per day"),
])
def test_a_time_wish_is_named_and_bans_no_mode(sandbox, wish, what):
    with pytest.raises(QueryParseError, match=what) as refused:
        parse_request(BASE + wish, sandbox)
    assert not any("contradicts" in p for p in refused.value.problems)
    assert transportation.read(transportation._blanked(wish, transportation.timed_wishes(wish)), [], [], []) in (None, "no self-driving")


@pytest.mark.parametrize("wish, rule", [("No flights please.", "no flight"), ("We won't drive.", "no self-driving"),
                                        ("We leave on March 15 in the morning.", None)])
def test_a_ban_of_the_mode_itself_reads_as_before(sandbox, wish, rule):
    assert parse_request(BASE + wish, sandbox).spec.local_constraint.transportation == rule
