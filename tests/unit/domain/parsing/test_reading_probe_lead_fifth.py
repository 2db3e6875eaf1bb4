"""The lead's fifth probe (issue 38, stop 58): wishes the data can answer that were warned about, named as not
understood, read inside out or dropped; written on two trips BEFORE any fix, with the reading a careful human wants.

The kinds: (1) a stay that forbids something ("a smoke-free room", "no pets please, I'm allergic", "an adults-only
hotel"): the data's house rules name what a listing forbids, so the wish is ``stay_forbids`` (a new kind); said of the
travellers ("we have no pets", "nobody smokes") it asks for nothing and is never named; (2) two ratings in one sentence,
each with the venue it is "for" ("rating 4 or better for food, 3 or better for hotels"): both minimums.

Scored as the other corpora (read right / named / wrongly read / false alarm, printed with ``-s``). HEAD (pristine
copy, 8d555ec), measured before any fix: ``HEAD_FIGURES``; every miss of kind (1) on HEAD was a warning only (exit 0),
a wish named as not understood, or, for "nobody smokes", a stay that must ALLOW smoking.
"""

from __future__ import annotations

import pytest

from tests.support.reading_scoring import score

SF = "We're going from Seattle to San Francisco for 3 days, March 10-12 2022, 2 people, budget 3000. "
DENVER = "Plan a 4-day trip from Dallas to Denver for 3 people, March 4 to 7, 2022, budget $4,000. "

STAY_FORBIDS = (
    (SF, [
        ("no smoking rooms please", {"stay_forbids": ["smoking"]}),
        ("somewhere quiet, no parties allowed there", {"stay_forbids": ["parties"]}),
        ("I'm allergic to dogs and cats so no pet friendly places", {"stay_forbids": ["pets"]}),
        ("a place where pets are not allowed", {"stay_forbids": ["pets"]}),
        ("we don't smoke and want a smoke-free room", {"stay_forbids": ["smoking"]}),
        ("adults only hotel please", {"stay_forbids": ["children under 10"]}),
        ("kid-free place please, it's our honeymoon", {"stay_forbids": ["children under 10"]}),
        ("my wife is allergic to cats", {"stay_forbids": ["pets"]}),
        ("we need a place that allows smoking, but no pets please", {"house_rule": "smoking", "stay_forbids": ["pets"]}),
    ]),
    (DENVER, [
        ("no parties, no smoking, no pets", {"stay_forbids": ["parties", "smoking", "pets"]}),
        ("we need a non-smoking place", {"stay_forbids": ["smoking"]}),
        ("a smoke-free stay please", {"stay_forbids": ["smoking"]}),
        ("somewhere that doesn't allow parties, we need sleep", {"stay_forbids": ["parties"]}),
        ("The accommodation should not allow parties.", {"stay_forbids": ["parties"]}),
    ]),
)

SAID_OF_THE_TRAVELLERS = (
    (SF, [
        ("we have no pets", {}),
        ("we're non-smokers", {}),
        ("nobody smokes", {}),
        ("none of us smoke, and we have no kids", {}),
    ]),
    (DENVER, [
        ("nobody in our group smokes", {}),
        ("We have no pets or kids.", {}),
    ]),
)

RATINGS_FOR = (
    (SF, [
        ("rating 4 or better for food, 3 or better for hotels", {"min_rating": 4.0, "min_stay_rating": 3.0}),
    ]),
    (DENVER, [
        ("4+ for the restaurants and 3+ for the hotel", {"min_rating": 4.0, "min_stay_rating": 3.0}),
    ]),
)

KINDS = {"stay forbids": STAY_FORBIDS, "said of the travellers": SAID_OF_THE_TRAVELLERS, "ratings for": RATINGS_FOR}

# HEAD (8d555ec) per kind: read right / named / wrongly read / false alarm, measured before any fix.
HEAD_FIGURES: dict[str, tuple[int, int, int, int]] = {
    "stay forbids": (0, 0, 14, 0), "said of the travellers": (3, 0, 0, 3), "ratings for": (0, 0, 2, 0),
}

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: dict[str, list[str]] = {}


@pytest.mark.parametrize("kind", list(KINDS))
def test_the_fifth_lead_probe_reads_as_written(kind, sandbox):
    tally = score(KINDS[kind], sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert sum(len(v) for v in tally.values()) >= 2 and missed == sorted(KNOWN_GAPS.get(kind, [])), missed
