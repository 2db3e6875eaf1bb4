"""The lead's sixteenth probe (issue 38, stop 63, helper LEADD), written BEFORE any fix, with the reading a careful
human wants, in the seven classes the lead found (/tmp/h18/leadd_categories.md, D1..D7):

D1 a whole wish dropped in silence: one leg's window beside the other's, "we'll be flying", "pack our days", an
   activity the data lacks beside a sight it has;
D2 a legitimate wish refused (Not shut): a meal cap said per person beside the budget, a soft "rather not fly but will",
   a dash after the budget's amount;
D3 a value the data has named instead of read: a stay rating with "min", a nightly price "around" a number, "nonstop"
   (every flight of the data is), "gotta do" a sight, a clock time on the first or last date;
D4 dates people write: day/month where the first number cannot be a month, "for 3 days in mid March (15th)";
D5 budget forms: a range (either end taken, said which), a "flexible" budget named without the text around it;
D6 named twice or for a weak reason: overlapping namings, diets, bedrooms; "not picky about food" is quiet talk;
D7 a whole request: the destination followed by "starting" / "leaving" / "from".

Each wish is appended to a valid request (D4, D5, D7: whole requests). Scoring: tests/support/leftover_scoring.py
(``want``/``miss``), plus the class-specific checks below. HEAD and now: ``HEAD_FIGURES`` / ``NOW_FIGURES``.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import QueryParseError
from tests.support.leftover_scoring import local, miss, want
from tests.support.reading_once import parse_once

TAIL = "March 10 to 12, 2022, with a budget of $3,000. "
DEN = "Plan a 3-day trip from Dallas to Denver for 2 people, " + TAIL
SF = "Plan a 3-day trip from Seattle to San Francisco for 2 people, " + TAIL
CASUAL = "dallas to denver march 10-12 2022, 2 ppl, $3000. "
NOSELF = {"transportation": "no self-driving"}


def legs(*which: str) -> dict:
    """D1: a window read for each leg (its hours not scored), or the leg's words named: never one leg kept alone."""
    return {"kind": "legs", "legs": which}


def said(word: str, key: str = "") -> dict:
    """Not silent: ``key`` read, or some naming (or refusal, or warning) holds ``word``."""
    return {"kind": "said", "word": word, "key": key}


def soft(word: str) -> dict:
    """D2: a soft preference: never refused, never a ban read; named or warned with ``word``."""
    return {"kind": "soft", "word": word}


def budget(amount: float, *ends: float, named: str = "", warn: str = "") -> dict:
    """D5 (and a request's budget): read as ``amount`` (or one of ``ends``); ``warn``: a warning holds it; ``named``:
    each naming holds it and none holds a digit (no fragment of the dates or the count)."""
    return {"kind": "budget", "amounts": (amount, *ends), "named": named, "warn": warn}


def once(word: str, read: dict | None = None) -> dict:
    """D6: ``word`` named by exactly one naming, ``read`` the reading (compared whole)."""
    return {"kind": "once", "word": word, "read": read or {}}


def trip(**fields) -> dict:
    """D4/D7: a whole request read with these trip fields (a refusal naming ``asked`` counts when given)."""
    return {"kind": "trip", "fields": fields}


LEGS = legs("outbound", "return")
MOST = "the most the trip may cost"
CLASSES: dict[str, list[tuple[str, str, dict]]] = {
    "D1 silent drops": [
        (DEN, "fly out in the morning and come back in the evening", LEGS),
        (SF, "morning flight there, afternoon flight home", LEGS),
        (CASUAL, "outbound afternoon pls, return morning", LEGS),
        (DEN, "we'd like to leave in the evening and fly back in the morning", LEGS),
        (DEN, "outbound in the evening, return in the morning", LEGS),
        (CASUAL, "going out in the morning, coming home in the afternoon", LEGS),
        (SF, "the outbound in the morning and the return in the afternoon pls", LEGS),
        (CASUAL, "we'll be flying", want(NOSELF, loose=True)),
        (SF, "flying both ways", want(NOSELF, loose=True)),
        (CASUAL, "gonna fly there n back", want(NOSELF, loose=True)),
        (DEN, "we want to cram in as many sights as we can", said("cram", "pace")),
        (SF, "pack our days full pls, we wanna see everything", said("pack", "pace")),
        (DEN, "see the Denver Zoo and go on a hot air balloon ride", want({"must_see": ["Denver Zoo"]}, "balloon",
                                                                          loose=True)),
        (SF, "alcatraz plus a helicopter tour", want({"must_see": ["Alcatraz Island"]}, "helicopter", loose=True)),
        (CASUAL, "must do meow wolf and a jeep tour", said("jeep")),
    ],
    "D2 not shut": [
        (DEN, "keep food cheap, like $20 a head", want({"max_meal_cost": 20.0}, loose=True)),
        (CASUAL, "meals around 15 bucks per person", said("15", "max_meal_cost")),
        (SF, "cheap eats pls, $25 per person max", want({"max_meal_cost": 25.0}, loose=True)),
        (DEN, "we'd rather not fly but we can if needed", soft("fly")),
        (CASUAL, "prefer to drive but flying is ok if it's cheaper", soft("drive")),
        # corrected after the HEAD score: a hedged ban with no fallback said is kept as its rule with a warning (the
        # house convention, domain.parsing.soft_wishes.HEDGED_WHY), not a preference left unread
        (SF, "we'd prefer not to drive if possible", want(NOSELF, warn="kept as a rule")),
        ("Dallas to Denver march 10-12 2022, 2 adults, 3000 - flights only", "",
         want(NOSELF, spec={"budget": 3000.0}, loose=True)),
        ("Dallas to Denver march 10-12 2022, 2 adults, $2500 - no driving", "",
         want(NOSELF, spec={"budget": 2500.0}, loose=True)),
        ("seattle to san francisco, march 10-12 2022, 2 people, 3000 -- flying", "",
         want(NOSELF, spec={"budget": 3000.0}, loose=True)),
    ],
    "D3 data values": [
        (DEN, "hotel min 4 rating", want({"min_stay_rating": 4.0})),
        (SF, "accommodation min. 3.5 stars", want({"min_stay_rating": 3.5})),
        (CASUAL, "place to stay rated min 4", want({"min_stay_rating": 4.0})),
        (DEN, "hotels around 200/night", want({"max_night_price": 200.0}, warn="200")),
        (SF, "lodging about $180 a night", want({"max_night_price": 180.0}, warn="180")),
        # corrected after the HEAD score: the earlier sets (test_unread_wishes, heldout tenth) name a wish about stops
        # ("the flights table has no stops or connections"), and their assertions are kept: named, for that reason
        (DEN, "direct flights only", want({}, "stops", precise=True)),
        (CASUAL, "nonstop pls, no layovers", want({}, "stops", precise=True)),
        (DEN, "we gotta do the zoo and the art museum", want({"must_see": ["Denver Art Museum", "Denver Zoo"]})),
        (SF, "we gotta see the golden gate bridge", want({"must_see": ["Golden Gate Bridge"]})),
        (DEN, "we want to land by noon on the 10th", said("noon", "flight_times")),
        (SF, "leave after 5pm on march 12", said("5pm", "flight_times")),
    ],
    "D4 dates": [
        ("Dallas to Denver 14/3 to 16/3 2022, 2 people, $3000", "",
         trip(date=["2022-03-14", "2022-03-15", "2022-03-16"])),
        ("Seattle to San Francisco 22/03/2022 - 24/03/2022, 2 ppl, budget 3000", "",
         trip(date=["2022-03-22", "2022-03-23", "2022-03-24"])),
        ("dallas to denver from 15/3 till 17/3/2022 for two, $2500", "",
         trip(date=["2022-03-15", "2022-03-16", "2022-03-17"])),
        ("I want to go to Denver from Dallas for 3 days in mid March 2022 (the 15th), two people, $2000", "",
         trip(date=["2022-03-15", "2022-03-16", "2022-03-17"])),
        ("Dallas to Denver, 3 days in march 2022 (starting the 20th), 2 people, $2000", "",
         trip(date=["2022-03-20", "2022-03-21", "2022-03-22"])),
    ],
    # corrected after the HEAD score: a warning writes the amount as "$2,000" (not "2000"); it is asked to say the
    # end taken, which "the most the trip may cost" says (the house convention for a range with "$": its upper end)
    "D5 budget forms": [
        ("Dallas to Denver march 10-12 2022, 2 of us, budget 1500-2000", "", budget(1500.0, 2000.0, warn=MOST)),
        ("Dallas to Denver march 10-12 2022, 2 of us, somewhere between $2000 and $2500", "",
         budget(2000.0, 2500.0, warn=MOST)),
        ("Dallas to Denver march 10-12 2022, 2 of us, budget anywhere from 1.5k to 2k", "",
         budget(1500.0, 2000.0, warn=MOST)),
        ("Seattle to San Francisco march 10-12 2022, 2 people, budget flexible, ideally 2500 max", "",
         budget(2500.0, named="flexible")),
        ("Dallas to Denver march 10-12 2022, 2 of us, we're flexible on money but would like to stay under 2000", "",
         budget(2000.0, named="flexible")),
        ("Dallas to Denver march 10-12 2022, 2 ppl, budget is flexible, around 3000", "",
         budget(3000.0, named="flexible")),
    ],
    "D6 named once": [
        (SF, "add alcatraz and a sunset cruise", once("cruise", {"must_see": ["Alcatraz Island"]})),
        (DEN, "a hotel with a gym and a hot tub", once("gym")),
        (CASUAL, "somewhere w/ free wifi and a pool", once("pool")),
        (DEN, "no meat for us", want({}, "meat", precise=True)),
        (SF, "we're vegan", want({}, "vegan", precise=True)),
        (CASUAL, "need 3 bedrooms", want({}, "bedroom", precise=True)),
        (DEN, "a 2 bedroom place pls", want({}, "bedroom", precise=True)),
        (DEN, "not picky about food", want()),
        (CASUAL, "food doesn't matter to us", want()),
        (SF, "we don't care where we eat", want()),
    ],
    "D7 destination": [
        ("3 days from seattle to sf starting march 10th 2022, 2 people, budget 3000", "",
         trip(dest="San Francisco")),
        ("dallas to denver leaving march 10 2022, 3 days, 2 people, $3000", "", trip(dest="Denver")),
        ("2 of us going from dallas to denver starting 3/10/2022 for 3 days, $3000", "", trip(dest="Denver")),
        ("trip from seattle to san francisco beginning march 10 2022, 3 days, 2 ppl, 3000", "",
         trip(dest="San Francisco")),
        ("seattle to sf from march 10 to 12 2022, 2 people, $3000", "", trip(dest="San Francisco")),
    ],
}

# Controls: a reading that must stay as it is (checked the same way).
CONTROLS: list[tuple[str, str, dict]] = [
    (DEN, "return flight in the afternoon", legs("return")),
    (DEN, "max $200 a night", want({"max_night_price": 200.0})),
    (DEN, "meals under $20 per person", want({"max_meal_cost": 20.0})),
    (DEN, "must see the denver zoo", want({"must_see": ["Denver Zoo"]})),
    (DEN, "no flying", want({"transportation": "no flight"})),
    (DEN, "max 2 sights a day", want({"pace": {"most": 2, "least": None, "days": None}})),
    (DEN, "hotels rated 4 or higher", want({"min_stay_rating": 4.0})),
    ("Plan a 3-day trip from Dallas to Denver for 2 people, March 10 to 12, 2022, with a budget of $2,000.", "",
     trip(budget=2000.0, dest="Denver")),
]


def _notes(request) -> str:
    """Every naming and warning of a reading, lower-cased."""
    return " ".join([str(u) for u in request.not_kept] + list(request.warnings)).lower()


def _legs(request, base: str, sandbox, which: tuple[str, ...]) -> str | None:
    read = {w["leg"] for w in local(request).get("flight_times", [])}
    notes = _notes(request)
    lacking = [leg for leg in which if leg not in read and leg not in notes]
    return f"legs {read}, {notes}" if lacking else None


def _said(request, base: str, sandbox, word: str, key: str) -> str | None:
    own = local(parse_once(base, sandbox)) if base else {}
    if key and local(request).get(key) not in (None, own.get(key)):
        return None
    return None if word in _notes(request) else f"silent: {local(request)} {_notes(request)}"


def _soft(request, base: str, sandbox, word: str) -> str | None:
    if "transportation" in local(request):
        return f"ban read: {local(request)}"
    return None if word in _notes(request) else f"silent: {_notes(request)}"


def _budget(request, base: str, sandbox, amounts: tuple[float, ...], named: str, warn: str) -> str | None:
    if request.spec.budget not in amounts:
        return f"budget {request.spec.budget}"
    if warn and warn not in " ".join(request.warnings).lower():
        return f"not warned: {request.warnings}"
    wishes = [u.wish.lower() for u in request.not_kept]
    if named and (not wishes or any(named not in w or any(c.isdigit() for c in w) for w in wishes)):
        return f"named {wishes}"
    if not named and wishes:
        return f"named {wishes}"
    return None


def _once(request, base: str, sandbox, word: str, read: dict) -> str | None:
    own = local(parse_once(base, sandbox))
    holding = [u.wish for u in request.not_kept if word in u.wish.lower()]
    if local(request) != {**own, **read} or len(holding) != 1:
        return f"read {local(request)}, named {[u.wish for u in request.not_kept]}"
    return None


def _trip(request, base: str, sandbox, fields: dict) -> str | None:
    wrong = {k: getattr(request.spec, k) for k, v in fields.items() if getattr(request.spec, k) != v}
    return f"spec {wrong}" if wrong else None


CHECKS = {"legs": _legs, "said": _said, "soft": _soft, "budget": _budget, "once": _once, "trip": _trip}


def outcome(base: str, wish: str, expected: dict, sandbox) -> str | None:
    """Why ``base + wish`` misses ``expected`` (None when it does not)."""
    if "kind" not in expected:
        return miss(base, wish, expected, sandbox)
    try:
        request = parse_once(base + wish, sandbox)
    except QueryParseError as error:
        text = " ".join([*error.missing, *error.problems]).lower()
        if expected["kind"] == "said" and expected["word"] in text:
            return None
        return f"refused: {text}"
    kind = expected["kind"]
    args = {k: v for k, v in expected.items() if k != "kind"}
    return CHECKS[kind](request, base if wish else "", sandbox, *args.values())


# HEAD (c1c7649) per class: (right, of), measured before any fix (with the expectations corrected above; as first
# written, D2 4/9, D3 4/11, D5 1/6: the same counts, the corrections changed no HEAD outcome). Controls 8/8 on both.
HEAD_FIGURES: dict[str, tuple[int, int]] = {
    "D1 silent drops": (10, 15), "D2 not shut": (4, 9), "D3 data values": (4, 11), "D4 dates": (1, 5),
    "D5 budget forms": (1, 6), "D6 named once": (5, 10), "D7 destination": (4, 5),
}  # 29 of 61

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: dict[str, list[str]] = {
    # "flying" alone after a dash, with no subject ("we're", "we'll") nor "both ways": no reader takes a bare gerund
    # as the way the party goes (it is as often "flying with kids" or a topic); dropped in silence, left visible
    "D2 not shut": ["seattle to san francisco, march 10-12 2022, 2 people, 3000 -- flying"],
    # a start day said in parentheses after the month is not read (asked as missing dates, never guessed): the date
    # readers are shared with every official text; left for a date reader change (day/month dates, "14/3 to 16/3
    # 2022", read since REQ16's day-first ranges: taken off this list)
    "D4 dates": [
        "I want to go to Denver from Dallas for 3 days in mid March 2022 (the 15th), two people, $2000",
        "Dallas to Denver, 3 days in march 2022 (starting the 20th), 2 people, $2000",
    ],
}
NOW_FIGURES: dict[str, tuple[int, int]] = {kind: (len(cases) - len(KNOWN_GAPS.get(kind, [])), len(cases))
                                           for kind, cases in CLASSES.items()}
# now: D1 15/15, D2 8/9, D3 11/11, D4 3/5, D5 6/6, D6 10/10, D7 5/5 (58 of 61)


def _missed(cases, sandbox) -> dict[str, str]:
    outcomes = {base + wish: outcome(base, wish, expected, sandbox) for base, wish, expected in cases}
    return {text: why for text, why in outcomes.items() if why is not None}


@pytest.mark.parametrize("kind", list(CLASSES))
def test_the_sixteenth_probe_reads_as_a_careful_human_would(kind, sandbox):
    missed = _missed(CLASSES[kind], sandbox)
    print(kind, len(CLASSES[kind]) - len(missed), "of", len(CLASSES[kind]), missed)
    assert sorted(missed) == sorted(KNOWN_GAPS.get(kind, [])), missed


def test_the_controls_read_as_before(sandbox):
    assert _missed(CONTROLS, sandbox) == {}


if __name__ == "__main__":
    from himap_travel.domain.sandbox.index import load_sandbox

    box = load_sandbox()
    for name, cases in [*CLASSES.items(), ("controls", CONTROLS)]:
        gone = _missed(cases, box)
        print(f"{name}: {len(cases) - len(gone)}/{len(cases)}")
        for text, why in gone.items():
            print("   ", text[-80:], "->", why[:220])
