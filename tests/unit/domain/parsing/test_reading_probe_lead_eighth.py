"""The lead's eighth probe (issue 38, stop 59): a travel mode ruled out WITH A QUALIFIER the data cannot check ("no
small planes", "no budget airlines") was read as a ban of the whole mode, planned as valid (the trip drove 12 hours),
or refused as a contradiction beside "flights only". Written on two trips BEFORE any fix, with the reading a careful
human wants: the qualifier is named as not kept (the flights table has a number, times and a price, no airline or
plane), and the mode stays allowed; a plain ban ("no planes at all") still bans.

Scored as the other corpora (read right / named / wrongly read / false alarm, printed with ``-s``). HEAD (pristine
copy, 7233454), measured before any fix: ``HEAD_FIGURES``.
"""

from __future__ import annotations

import pytest

from tests.support.reading_scoring import score, window

SF = "Plan a 3-day trip from Seattle to San Francisco for 2 people, March 10 to 12, 2022, with a budget of $2,400. "
DENVER = "We're going from Dallas to Denver for 4 days, March 4-7 2022, three of us, budget 4000. "

NAMED = "named: "

QUALIFIED = (
    (SF, [
        ("no overnight buses, no small planes", NAMED + "small planes"),
        ("flights only, no budget airlines", NAMED + "budget airlines"),
        ("we don't do budget airlines", NAMED + "budget airlines"),
        ("no regional jets pls, my husband gets nervous", NAMED + "regional jets"),
        ("avoid discount carriers, flying itself is fine", NAMED + "discount carriers"),
    ]),
    (DENVER, [
        ("nothing on those tiny prop planes", NAMED + "prop planes"),
        ("no low cost airlines please", NAMED + "low cost airlines"),
        ("No no-frills airlines!!", NAMED + "no-frills airlines"),
    ]),
)

PLAIN_BANS = (  # controls: a mode ruled out without a qualifier is banned, as before
    (SF, [
        ("no planes at all", {"transportation": "no flight"}),
        ("no flying please", {"transportation": "no flight"}),
    ]),
    (DENVER, [
        ("we can't fly, so no airlines for us", {"transportation": "no flight"}),
        ("No flights.", {"transportation": "no flight"}),
    ]),
)

# A window said of leaving the origin or getting home, with that flight's date beside it: the leg's window, nothing
# named (found in review: the stop's new rule naming a dated window re-read the clause without the trip's ends, so
# "leave Seattle after lunch on the 10th" was read AND named, and ``plan`` refused it).
DATED_LEGS = (
    (SF, [
        ("leave Seattle after lunch on the 10th", {"flight_times": [window("outbound", depart_from="12:00")]}),
        ("we have to leave seattle before 9am on march 10", {"flight_times": [window("outbound", depart_until="09:00")]}),
    ]),
    (DENVER, [
        ("flying out of Dallas after 10am on the 4th", {"flight_times": [window("outbound", depart_from="10:00")]}),
    ]),
)

KINDS = {"qualified": QUALIFIED, "plain bans": PLAIN_BANS, "dated legs": DATED_LEGS}

# HEAD (7233454) per kind: read right / named / wrongly read / false alarm, measured before any fix.
HEAD_FIGURES: dict[str, tuple[int, int, int, int]] = {"qualified": (0, 3, 5, 0), "plain bans": (4, 0, 0, 0)}

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: dict[str, list[str]] = {}


@pytest.mark.parametrize("kind", list(KINDS))
def test_the_eighth_lead_probe_reads_as_written(kind, sandbox):
    tally = score(KINDS[kind], sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert sum(len(v) for v in tally.values()) >= 2 and missed == sorted(KNOWN_GAPS.get(kind, [])), missed
