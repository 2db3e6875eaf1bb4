"""The lead's seventeenth probe (issue 38, stop 64, helper LEADW), written BEFORE any fix, with the reading a careful
human wants, in the eight classes the lead found (/tmp/h19/leadw_categories.md, W1..W8):

W1 a must-see after a visit verb ("hit", "swing by", "pop into", "drop by", "get to", "head to", "tour"): a sight the
   data has is a must-see, one it lacks (or one of another city) is NAMED, never dropped;
W2 "no red eyes" / "no overnight flights": a flight window (its hours warned) or named for a right reason, never
   refused with the whole request quoted;
W3 a window tied to a DATE that is a trip day: the first day is the outbound, the last the return (a middle day of a
   multi-city trip that day); else named quoting the clause only;
W4 a stated clock beside a vaguer word ("early, like before 9"): the clock wins;
W5 a transport mode the data lacks (trains, buses, Amtrak, Greyhound): named for that reason;
W6 a preference (one hotel all trip; cheapest possible): read where a request can carry it, else named;
W7 a named wish quoted alone (no request field before it) and named once;
W8 a bare budget after the year and the party: read, with a warning.

Each wish is appended to a valid request (W7, W8: whole requests). Scoring: tests/support/leftover_scoring.py
(``want``/``miss``) plus the class checks below. HEAD and now: ``HEAD_FIGURES`` / ``NOW_FIGURES``.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import QueryParseError
from tests.support.leftover_scoring import UNCLEAR, local, miss, want
from tests.support.reading_once import parse_once

SA = "dallas to san antonio march 4-6 2022, 2 ppl, $2000. "
ORL = "Plan a 5-day trip from Chicago to Florida visiting 2 cities, March 10 to 14, 2022, for 2 people, budget $4,000. "
SEA = "Please plan a 3-day trip from Denver to Seattle for 1 person, March 18 to 20, 2022, with a budget of $1,800. "
NOLA = "chicago to new orleans, mar 15-17 2022, 2 of us, budget 2400. "
LV = "i want to go from los angeles to las vegas march 22 to 24 2022, 3 people, $3000 total. "
BOS = "philadelphia to boston march 8-10 2022 for two adults, budget $2500. "
NYC = "new york to miami march 2-4 2022, 2 people, $2500. "


def sight(word: str) -> dict:
    """W1: a sight the trip's cities lack, named (or refused: "must see: the data has no attraction called ...", the
    house's way for a must-see the data lacks) with ``word``, once, no must-see read."""
    return {"kind": "clause", "word": word, "foreign": ()}


def win(leg, **bounds) -> dict:
    """A flight window read for ``leg`` (one of a tuple) with these bounds (a bound's value: one of a tuple)."""
    return {"kind": "win", "legs": leg if isinstance(leg, tuple) else (leg,), "bounds": bounds}


def redeye(word: str, leg=("every", "outbound", "return")) -> dict:
    """W2: a window read (the hours docs/vocabulary.md gives) or ``word`` named; never refused (corrected after the
    HEAD score: a warning was first asked too; the vocabulary's words are read without one, as "morning" is)."""
    return {"kind": "redeye", "word": word, "legs": leg if isinstance(leg, tuple) else (leg,)}


def clause(word: str, *foreign: str) -> dict:
    """W3 (a date no flight leg has) / W7: named (or refused) with ``word``, once, no naming quoting ``foreign``."""
    return {"kind": "clause", "word": word, "foreign": foreign}


def pref(word: str) -> dict:
    """W6: a rule read beyond the base's, or ``word`` named or warned; never refused."""
    return {"kind": "pref", "word": word}


def mode(word: str) -> dict:
    """W5: named with ``word`` for the data's modes (not "no reader understood"), or refused naming the modes."""
    return {"kind": "mode", "word": word}


def budget(amount: float) -> dict:
    """W8: the budget read as ``amount`` with a warning naming the budget."""
    return {"kind": "budget", "amount": amount}


OUT, BACK = ("outbound", 1), ("return", 3)
KEPT = want(loose=True)  # W6: kept by every plan (no rule, never refused; a naming allowed)
CLASSES: dict[str, list[tuple[str, str, dict]]] = {
    "W1 visit verbs": [
        (SA, "must hit the alamo", want({"must_see": ["The Alamo"]})),
        (SA, "we'd really love to swing by the alamo", want({"must_see": ["The Alamo"]})),
        (SA, "def wanna stop by the river walk", want({"must_see": ["San Antonio River Walk"]})),
        (SA, "pls pop into the san antonio zoo", want({"must_see": ["San Antonio Zoo"]})),
        (SA, "must hit the space needle", sight("space needle")),
        (SA, "we gotta drop by the natural bridge caverns", want({"must_see": ["Natural Bridge Caverns"]})),
        (ORL, "must hit disney springs", sight("disney springs")),
        (ORL, "we have to head to epcot", sight("epcot")),
        (SEA, "i need to get to pike place market", want({"must_see": ["Pike Place Market"]})),
        (SEA, "wanna tour the museum of flight", want({"must_see": ["The Museum of Flight"]})),
        (SEA, "must swing by the golden gate bridge", sight("golden gate")),
        (NOLA, "def drop by jackson square", want({"must_see": ["Jackson Square"]})),
        (NOLA, "we must stop by preservation hall", sight("preservation hall")),
        (LV, "must hit the neon museum", want({"must_see": ["The Neon Museum Las Vegas"]})),
        (LV, "we wanna get to the hoover dam", sight("hoover dam")),
        (BOS, "gotta swing by fenway park", want({"must_see": ["Fenway Park"]})),
        (BOS, "must pop into the freedom trail", sight("freedom trail")),
        (BOS, "must visti the paul revere house", want({"must_see": ["The Paul Revere House"]})),
        (NYC, "we wanna swing by wynwood walls", want({"must_see": ["Wynwood Walls"]})),
        (LV, "let's stop by the high roller", want({"must_see": ["High Roller"]})),
        (SEA, "drop by the gum wall for sure", want({"must_see": ["The Gum Wall"]})),
    ],
    "W2 red eyes": [
        (SA, "no red eyes", redeye("red")),
        ("dallas to san antonio march 11-13 2022, 2 ppl, $2000. ", "no red eyes pls", redeye("red")),
        (NOLA, "no red-eye flights", redeye("red")),
        (SEA, "no redeyes please", redeye("red")),
        (LV, "avoid overnight flights", redeye("overnight")),
        (BOS, "no overnight flights for us", redeye("overnight")),
        (NYC, "we don't want a red eye", redeye("red")),
        (ORL, "nothing overnight, no red eyes", redeye("red")),
        (SA, "no red eye on the way back", redeye("red", ("return", 3))),
        (NOLA, "please no red eye flight home", redeye("red", ("return", 3))),
        (LV, "no redeye", redeye("red")),
        (BOS, "don't book us on a red eye", redeye("red")),
        # run-on requests (no stop between the fields and the wish)
        ("houston to denver march 5-7 2022 for 2 budget 1800 no red eyes", "", redeye("red")),
        ("3 days seattle to san francisco march 11 2022 for 1 budget 1500 no overnight flights", "",
         redeye("overnight")),
        ("new york to miami mar 2-4 2022 2 ppl 2500 no redeyes", "", redeye("red")),
        ("boston to chicago march 20-22 2022 for 2 budget 2000 no red eye flights pls", "", redeye("red")),
    ],
    "W3 dated windows": [
        (SA, "no flights before 8am on march 4", win(OUT, depart_from="08:00")),
        (SA, "leave after lunch on the 4th", win(OUT)),
        (SA, "fly back after 5pm on march 6", win(BACK, depart_from="17:00")),
        (SA, "on the 6th we need to land by 9pm", win(BACK, arrive_until=("21:00", "20:59"))),
        (NOLA, "on 3/15 no flights before 10am", win(OUT, depart_from="10:00")),
        (NOLA, "head home in the evening on the 17th", win(BACK)),
        (ORL, "no flights before 8am on march 10", win(OUT, depart_from="08:00")),
        (ORL, "on march 12 leave after noon", win(3, depart_from="12:00")),
        (ORL, "on the 14th fly home after 2pm", win(("return", 5), depart_from="14:00")),
        (SEA, "return flight after 3pm on march 20th", win(BACK, depart_from="15:00")),
        (LV, "land before noon on the 22nd", win(OUT, arrive_until=("12:00", "11:59"))),
        (LV, "leave vegas after 6pm on the 24th", win(BACK, depart_from="18:00")),
        (BOS, "march 8th: no flights before 7am", win(OUT, depart_from="07:00")),
        (SA, "on march 5 no flights before 9", clause("march 5", "$2000", "2 ppl")),
    ],
    "W4 clock wins": [
        (NYC, "leave early on the 2nd, like before 10", win(OUT, depart_until=("09:59", "10:00"))),
        (SA, "leave early, like before 9", win(("outbound", "every", 1), depart_until=("08:59", "09:00"))),
        (SEA, "fly out in the morning, say after 10", win(("outbound", 1), depart_from="10:00")),
        (NOLA, "come back late, after 8pm", win(BACK, depart_from="20:00")),
        (LV, "early flight out, before 7am", win(OUT, depart_until=("06:59", "07:00"))),
        (BOS, "land in the afternoon, by 3 at the latest", win(("outbound", "every", 1),
                                                              arrive_until=("15:00", "14:59"))),
        (SA, "evening flight home, no earlier than 6pm", win(BACK, depart_from="18:00")),
        (NOLA, "morning flight there, no later than 11", win(OUT, depart_until=("11:00", "10:59"))),
        (LV, "late flight back, after 9pm", win(BACK, depart_from="21:00")),
        (SEA, "fly back early evening, after 5", win(BACK, depart_from="17:00")),
        (ORL, "leave chicago early on the 10th, before 10", win(OUT, depart_until=("09:59", "10:00"))),
    ],
    "W5 modes lacking": [
        (SA, "only trains", mode("train")),
        (NOLA, "we'll take the train", mode("train")),
        (SEA, "by bus pls", mode("bus")),
        (BOS, "amtrak only", mode("amtrak")),
        (LV, "greyhound is fine for us", mode("greyhound")),
        (NYC, "we want to travel by train", mode("train")),
        (NOLA, "train both ways", mode("train")),
        (SA, "we're taking a bus", mode("bus")),
        (BOS, "rail only pls", mode("rail")),
        (LV, "no planes, we'll take the train", mode("train")),
        (ORL, "we go everywhere by train", mode("train")),
        (SEA, "taking amtrak there", mode("amtrak")),
    ],
    # corrected after the HEAD score: one stay all trip on a ONE-city trip is kept by every plan (a city has one stay:
    # domain.parsing.unread.one_stay_unkept), so nothing need be said; on a trip through several cities it is named
    "W6 preferences": [
        (SA, "keep the hotel the same all trip", KEPT),
        (NOLA, "same hotel the whole time pls", KEPT),
        (BOS, "we don't want to switch hotels", KEPT),
        (SEA, "one hotel for both nights", KEPT),
        (ORL, "keep the hotel the same all trip", pref("same")),
        (ORL, "same hotel the whole time pls", pref("same")),
        (ORL, "we don't want to switch hotels", pref("switch")),
        (ORL, "cheapest possible, we dont care about ratings", pref("cheap")),
        (LV, "as cheap as possible", pref("cheap")),
        (NYC, "cheapest flights pls", pref("cheap")),
        (SA, "cheapest hotel you can find", pref("cheap")),
        (NOLA, "whatever's cheapest", pref("cheap")),
        (BOS, "we'd like to spend as little as possible", pref("little")),
        (LV, "stay in one place the whole trip", KEPT),
        (ORL, "stay in one place the whole trip", pref("one place")),
    ],
    "W7 own clause": [
        ("dallas to san antonio march 4-6 2022, 2 ppl, $1400, no taxis", "", clause("taxi", "$1400", "ppl")),
        ("chicago to new orleans mar 15-17 2022, $1600, a room with 2 beds", "", clause("bed", "1600", "2022")),
        ("denver to seattle march 18-20 2022, 1 person, 1800$, my mom can't do stairs", "",
         clause("stairs", "1800", "person")),
        ("los angeles to las vegas march 22-24 2022 for 3, budget 3000, we wanna see the neon museum and go to a spa "
         "every day", "", clause("spa", "3000", "neon")),
        ("philadelphia to boston march 8-10 2022, 2 adults, $2500, no uber or lyft", "", clause("uber", "2500", "adults")),
        ("new york to miami march 2-4 2022, 2 people, $2500, we need a crib", "", clause("crib", "2500", "people")),
        (LV, "must see the bellagio fountains", clause("bellagio", "3000")),
        (NOLA, "we want to see the french quarter", clause("french quarter", "2400")),
        (BOS, "visit the freedom trail please", clause("freedom trail", "2500")),
        (SA, "must see the golden gate bridge", clause("golden gate", "2000")),
        (SEA, "we'd love to see mount rainier", clause("rainier", "1,800")),
        ("dallas to san antonio march 4-6 2022 2 ppl $1500 hotel with a pool", "", clause("pool", "1500", "ppl")),
        # added after the fixes above (a wish after the request's items, in the same sentence, was read with them)
        ("los angeles to las vegas march 22-24 2022, 3 ppl, $3000, must see the bellagio fountains", "",
         clause("bellagio", "3000", "ppl")),
        ("dallas to san antonio march 14-16 2022, 2 ppl, 1500$, we wanna see the alamo and eat tex mex every day", "",
         clause("tex mex", "1500", "ppl")),
        ("chicago to new orleans march 15-17 2022, 2 of us, $2200, we'd love to see the french quarter", "",
         clause("french quarter", "2200", "of us")),
    ],
    "W8 bare budget": [
        ("dallas to san antonio march 4-6 2022, me and my husband, 1800", "", budget(1800.0)),
        ("denver to seattle mar 18-20 2022, just me, 1500", "", budget(1500.0)),
        ("los angeles to las vegas march 22-24 2022, me and 2 friends, 3500", "", budget(3500.0)),
        ("philadelphia to boston march 8-10 2022, two adults, 2600", "", budget(2600.0)),
        ("chicago to new orleans march 15th-17th 2022, 2 of us, 2200", "", budget(2200.0)),
        ("boston to chicago, march 20-22 2022, solo, 1200", "", budget(1200.0)),
        ("seattle to san francisco march 11-13 2022, me and my gf, 2100", "", budget(2100.0)),
        ("atlanta to nashville mar 25-27 2022, 2 adults 1900", "", budget(1900.0)),
        ("new york to miami march 2-4 2022, my wife and i, 2500", "", budget(2500.0)),
        ("houston to denver march 5 to 7 2022, a couple, 2300", "", budget(2300.0)),
        # an amount that could be a year
        ("dallas to san antonio march 4-6 2022, me and my sister, 2000", "", budget(2000.0)),
        ("atlanta to nashville mar 25-27 2022, just me, 1950", "", budget(1950.0)),
        ("houston to denver march 5-7 2022, 2 adults, 2050", "", budget(2050.0)),
        ("seattle to san francisco march 11-13 2022 for two people 2000", "", budget(2000.0)),
        ("miami to orlando march 11-13 2022 for 2 budget 2000", "", want(spec={"budget": 2000.0})),
    ],
}

# Controls: a reading that must stay as it is (checked the same way).
CONTROLS: list[tuple[str, str, dict]] = [
    (SA, "must see the alamo", want({"must_see": ["The Alamo"]})),
    (SA, "no flights before 8am on day 1", win(1, depart_from="08:00")),
    (SA, "leave early", win(("outbound", "every", 1), depart_until="07:59")),
    (SA, "no self-driving", want({"transportation": "no self-driving"})),
    (NOLA, "no flying", want({"transportation": "no flight"})),
    ("chicago to new orleans march 15-17 2022, 2 people, 2400", "", budget(2400.0)),
    ("chicago to new orleans march 15-17 2022, 2 people, $2400", "", want(spec={"budget": 2400.0})),
]


def _notes(request) -> str:
    """Every naming and warning of a reading, lower-cased."""
    return " ".join([str(u) for u in request.not_kept] + list(request.warnings)).lower()


def _windows(request) -> list[dict]:
    return list(local(request).get("flight_times", []))


def _win(request, base: str, sandbox, legs: tuple, bounds: dict) -> str | None:
    for window in _windows(request):
        if window["leg"] not in legs:
            continue
        kept = all(window.get(k) in (v if isinstance(v, tuple) else (v,)) for k, v in bounds.items())
        if kept and (bounds or any(window.get(k) for k in ("depart_from", "depart_until", "arrive_from", "arrive_until"))):
            return None
    return f"windows {_windows(request)} {_notes(request)}"


def _redeye(request, base: str, sandbox, word: str, legs: tuple) -> str | None:
    notes = _notes(request)
    read = [w for w in _windows(request) if w["leg"] in legs]
    if read:
        return None
    named = [u.wish.lower() for u in request.not_kept if word in str(u).lower() or "overnight" in str(u).lower()]
    if not read and named and not any("2022" in w for w in named):
        return None
    return f"windows {_windows(request)} {notes}"


def _clause(request, base: str, sandbox, word: str, foreign: tuple) -> str | None:
    holding = [u.wish.lower() for u in request.not_kept if word in u.wish.lower()]
    if len(holding) != 1:
        return f"named {len(holding)} times: {[u.wish for u in request.not_kept]} {local(request)}"
    if any(f.lower() in holding[0] for f in foreign):
        return f"too wide: {holding[0]!r}"
    return None


def _pref(request, base: str, sandbox, word: str) -> str | None:
    own = local(parse_once(base, sandbox)) if base else {}
    if local(request) != own:
        return None
    return None if word in _notes(request) else f"silent: {local(request)} {_notes(request)}"


def _mode(request, base: str, sandbox, word: str) -> str | None:
    holding = [str(u).lower() for u in request.not_kept if word in str(u).lower()]
    if holding and not any(UNCLEAR in h for h in holding):
        return None
    return f"not named for the modes: {request.not_kept}"


def _budget(request, base: str, sandbox, amount: float) -> str | None:
    if request.spec.budget != amount:
        return f"budget {request.spec.budget}"
    if "budget" not in " ".join(request.warnings).lower():
        return f"not warned: {request.warnings}"
    return None


CHECKS = {"mode": _mode, "win": _win, "redeye": _redeye, "clause": _clause, "pref": _pref, "budget": _budget}


def outcome(base: str, wish: str, expected: dict, sandbox) -> str | None:
    """Why ``base + wish`` misses ``expected`` (None when it does not)."""
    if "kind" not in expected:
        return miss(base, wish, expected, sandbox)
    try:
        request = parse_once(base + wish, sandbox)
    except QueryParseError as error:
        text = " ".join([*error.missing, *error.problems]).lower()
        if expected["kind"] == "clause" and expected["word"] in text and not any(
                f.lower() in text for f in expected["foreign"]):
            return None
        if expected["kind"] == "mode" and expected["word"] in text and "modes" in text:
            return None
        return f"refused: {text}"
    args = {k: v for k, v in expected.items() if k != "kind"}
    return CHECKS[expected["kind"]](request, base if wish else "", sandbox, *args.values())


# HEAD (9aafb2d) per class: (right, of), measured before any fix (with the expectations corrected above). Controls
# 7/7 on both. HEAD's misses: W1 8 named for a wrong reason ("no reader understood", "no locations inside a city") and
# 1 silent; W2 4 named with the whole request quoted; W3 7 named as "no window names", 3 refused; W4 6 read on the
# vaguer word, 3 refused; W5 5 named as not understood; W6 3 silent; W7 8 quoted too wide or twice, 1 silent; W8 3 asked.
HEAD_FIGURES: dict[str, tuple[int, int]] = {
    "W1 visit verbs": (12, 21), "W2 red eyes": (12, 16), "W3 dated windows": (4, 14), "W4 clock wins": (2, 11),
    "W5 modes lacking": (7, 12), "W6 preferences": (12, 15), "W7 own clause": (6, 15), "W8 bare budget": (12, 15),
}  # 67 of 119

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: dict[str, list[str]] = {
    # (none left since stop 65: "leave vegas after 6pm on the 24th", the destination after a verb of leaving, is the
    # place the return leg leaves, place_roles._leaving_the_destination; "greyhound is fine for us", a mode the data
    # lacks said as allowed, is named for the modes, transportation.LACKING_MODE_SAID)
}
NOW_FIGURES: dict[str, tuple[int, int]] = {kind: (len(cases) - len(KNOWN_GAPS.get(kind, [])), len(cases))
                                           for kind, cases in CLASSES.items()}


def _missed(cases, sandbox) -> dict[str, str]:
    outcomes = {base + wish: outcome(base, wish, expected, sandbox) for base, wish, expected in cases}
    return {text: why for text, why in outcomes.items() if why is not None}


@pytest.mark.parametrize("kind", list(CLASSES))
def test_the_seventeenth_probe_reads_as_a_careful_human_would(kind, sandbox):
    missed = _missed(CLASSES[kind], sandbox)
    print(kind, len(CLASSES[kind]) - len(missed), "of", len(CLASSES[kind]), missed)
    assert sorted(missed) == sorted(KNOWN_GAPS.get(kind, [])), missed


def test_the_controls_read_as_before(sandbox):
    assert _missed(CONTROLS, sandbox) == {}


def test_the_figures_only_rise():
    for kind, (right, _) in HEAD_FIGURES.items():
        assert NOW_FIGURES[kind][0] >= right, kind
# now: W1 21/21, W2 16/16, W3 13/14, W4 11/11, W5 11/12, W6 15/15, W7 15/15, W8 15/15 (117 of 119)


if __name__ == "__main__":
    from himap_travel.domain.sandbox.index import load_sandbox

    box = load_sandbox()
    for name, cases in [*CLASSES.items(), ("controls", CONTROLS)]:
        gone = _missed(cases, box)
        print(f"{name}: {len(cases) - len(gone)}/{len(cases)}")
        for text, why in gone.items():
            print("   ", text[-80:], "->", why[:220])
