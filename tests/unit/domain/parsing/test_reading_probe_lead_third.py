"""The lead's third probe (issue 38, fail closed): no wish dropped in silence, no wrong reason for a refusal, nothing
kept stricter in silence; each kind written out in new sentences on trips of other cities BEFORE any fix for it
(helper wishes3), with the reading a careful human wants.

The kinds: (1) silent drops: every wish of a sentence is read or named ("no red eyes, no early mornings" keeps both
windows; a number of rooms is no kind of wish the planner keeps, so it is named; a minimum said in parentheses is
read); (2) wrong reasons: nights asked of one city of a multi-city trip, or which city to visit first, are named as
not kept, never refused as contradicting day counts or as several origins; (3) kept stricter: a cuisine wanted "at
most once" is named, never read as a ban in silence.

Scored as the other corpora (read right / named / wrongly read / false alarm, printed with ``-s``) per kind: 25 wishes
and 5 controls, written first. HEAD (pristine copy, 700f209), the 25: 1 / 4 / 20 / 0 (``HEAD_FIGURES`` per kind), every
miss silent or refused for a wrong reason; controls 5 of 5. Now: 7 / 18 / 0 / 0; controls 5 of 5. Since the order rule
(``city_order``, helper ROUTE) the four starts are read as the first stop: 11 / 14 / 0 / 0.
"""

from __future__ import annotations

import pytest

from tests.support.reading_scoring import score, window

NASHVILLE = "Plan a 3-day trip from Chicago to Nashville for 2 people, March 12 to 14, 2022, with a budget of $2,200. "
PHOENIX = "Plan a 3-day trip from Los Angeles to Phoenix for 4 people, March 20 to 22, 2022, with a budget of $3,000. "
SEATTLE = "Plan a 3-day trip from San Francisco to Seattle for 2 people, March 5 to 7, 2022, with a budget of $2,600. "
BOSTON = "Plan a 3-day trip from Philadelphia to Boston for 6 people, March 25 to 27, 2022, with a budget of $6,000. "
TEXAS = ("Plan a 5-day trip from Denver to 2 cities in Texas for 2 people, March 14 to 18, 2022, "
         "with a budget of $5,000. ")
CALIFORNIA = ("Plan a 5-day trip from Seattle to 2 cities in California for 2 people, March 10 to 14, 2022, "
              "with a budget of $4,000. ")
FLORIDA = ("Plan a 7-day trip from Atlanta to 3 cities in Florida for 2 people, March 3 to 9, 2022, "
           "with a budget of $6,000. ")

NO_RED_EYE_NOR_EARLY = window(depart_from="08:00", depart_until="20:59", arrive_until="23:59")

# (1) every wish of a sentence is read or named
SILENT_DROPS = (
    (NASHVILLE, [
        ("no overnight flights, nothing too early in the morning either", {"flight_times": [NO_RED_EYE_NOR_EARLY]}),
        ("we need one room each, so 2 rooms", "named: 2 rooms"),
        ("hotel 3 stars or more (food places 4+ too)", {"min_stay_rating": 3.0, "min_rating": 4.0}),
    ]),
    (PHOENIX, [
        ("no red-eye, no early starts", {"flight_times": [NO_RED_EYE_NOR_EARLY]}),
        ("two families so we'll need 2 rooms", "named: 2 rooms"),
        ("restaurants rated 4 or more (hotels at least 3 stars)", {"min_rating": 4.0, "min_stay_rating": 3.0}),
    ]),
    (SEATTLE, [
        ("no redeyes and no early mornings pls", {"flight_times": [NO_RED_EYE_NOR_EARLY]}),
        ("book us three rooms", "named: three rooms"),
    ]),
    (BOSTON, [
        ("nothing at dawn, no red eyes", {"flight_times": [NO_RED_EYE_NOR_EARLY]}),
        ("we're three couples, 3 rooms please", "named: 3 rooms"),
        ("nothing under 3.5 stars for the hotel, and good restaurants too (4 and up)",
         {"min_stay_rating": 3.5, "min_rating": 4.0}),
    ]),
)

# (2) a wish no reader keeps is named as not kept, never refused for a wrong reason
WRONG_REASONS = (
    (TEXAS, [
        ("stay 2 nights in the first city", "named: 2 nights in the first city"),
        # read since the order rule (city_order, helper ROUTE): a start is the first stop, kept by every planner
        ("start in Houston", {"city_order": [{"city": "Houston", "stop": 1, "before": None}]}),
        ("we'd like to begin with San Antonio", {"city_order": [{"city": "San Antonio", "stop": 1, "before": None}]}),
    ]),
    (CALIFORNIA, [
        ("3 nights in the first city please", "named: 3 nights in the first city"),
        ("start in San Francisco", {"city_order": [{"city": "San Francisco", "stop": 1, "before": None}]}),
        ("spend two nights in the second city", "named: two nights in the second city"),
    ]),
    (FLORIDA, [
        ("start in Miami", {"city_order": [{"city": "Miami", "stop": 1, "before": None}]}),
        ("4 nights in the last city", "named: 4 nights in the last city"),
    ]),
)

# (3) a cuisine wanted at most once (or twice) is named, never read as a ban in silence
AT_MOST_ONCE = (
    (NASHVILLE, [
        ("no more than one mexican meal", "named: no more than one mexican meal"),
        ("we don't want bbq more than once", "named: more than once"),
    ]),
    (PHOENIX, [
        ("chinese at most once", "named: at most once"),
        ("pizza not more than twice please", "named: not more than twice"),
    ]),
    (SEATTLE, [
        ("seafood max once, we'll get tired of it", "named: max once"),
        ("only one italian dinner, no more", "named: only one italian dinner"),
    ]),
)

# Controls: the readings the fixes must leave as they were (no false alarm, nothing shut)
CONTROLS = (
    (NASHVILLE, [
        ("no red-eye flights", {"flight_times": [window(depart_from="05:00", depart_until="20:59", arrive_until="23:59")]}),
        ("no mexican food", {"avoid_cuisines": ["Mexican"]}),
        ("hotel at least 4 stars", {"min_stay_rating": 4.0}),
    ]),
    (SEATTLE, [
        ("no early flights", {"flight_times": [window(depart_from="08:00")]}),
        ("italian at least once", {"cuisine": ["Italian"]}),
    ]),
)

KINDS = {"silent drops": SILENT_DROPS, "wrong reasons": WRONG_REASONS, "at most once": AT_MOST_ONCE,
         "controls": CONTROLS}

# HEAD (700f209) per kind: read right / named / wrongly read / false alarm, measured before any fix.
HEAD_FIGURES: dict[str, tuple[int, int, int, int]] = {
    "silent drops": (1, 3, 7, 0), "wrong reasons": (0, 1, 7, 0), "at most once": (0, 0, 6, 0), "controls": (5, 0, 0, 0),
}

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: dict[str, list[str]] = {}


@pytest.mark.parametrize("kind", list(KINDS))
def test_the_third_lead_probe_reads_as_written(kind, sandbox):
    tally = score(KINDS[kind], sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert sum(len(v) for v in tally.values()) >= 5 and missed == sorted(KNOWN_GAPS.get(kind, [])), missed
