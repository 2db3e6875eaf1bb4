"""Counts of travellers stated outright: "a party of 4", "3 adults", "we are 5", "Travelers: 4", "for 3"
(``stated_counts``), with "two of us smoke" marked as maybe only a part of the party.
"""

from __future__ import annotations

import re

from himap_travel.domain.parsing.numbers import NUM, SIGN, num_value, read_count
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.spans import SpanSet
from himap_travel.state.trip import MAX_PEOPLE

PEOPLE_WHAT = "the number of travellers"
PEOPLE_NOUNS = (
    r"(?:people|ppl|persons?|travell?ers|individuals|adults|grown[\s-]?ups|participants|guests|friends|passengers|pax|members"
    r"|tourists|folks|visitors|companions|colleagues|coworkers|co-workers|of\s+us|of\s+them|family\s+members"
    r"|guys|gals|ladies|lads|dudes|buddies|pals|bros|women|men|gentlemen|mates|roommates|roomies|classmates|teammates|peeps"
    r"|girlfriends|sisters|brothers|siblings|cousins|grandparents|grandpas|grandmas"
    r"|seniors|senior\s+citizens|students|(?:college|uni|university|grad)\s+kids"
    # ... and what the travellers are by trade or pastime ("3 soldiers", "4 nurses", "6 golfers")
    r"|soldiers|veterans|retirees|nurses|teachers|players|athletes|hikers|golfers|bikers|cyclists|skiers)"
)
# A count of something else than people, said after the number ("we are 3 days out", "were 4 stars")
_NO_COUNT_AFTER = (r"(?!\s*(?:days?|nights?|weeks?|cities|hours?|minutes?|mins?|miles?|km|years?|stars?|dollars?|percent|%)"
                   r"\b)")
_PEOPLE_PATTERNS = [
    lazy_compile(rf"\b(?:group|party|family|team|crew|band|company|gang|squad|delegation|club|troop|troupe|tribe|posse|clan)"
                 rf"\s+of\s+{SIGN}({NUM})(?!\s*(?:days?|nights?|cities"
                 r"|weeks?)\b)", re.IGNORECASE),
    # ... or its size in brackets right after it: "my family (4)", "our group (6 of us)"
    lazy_compile(rf"\b(?:group|party|family|team|crew|gang|squad)\s*\(\s*({NUM})(?:\s+(?:of\s+us|people|ppl|total))?\s*\)",
                 re.IGNORECASE),
    # one or two words of what they are before the noun: "4 broke college kids", "3 poor students"
    lazy_compile(rf"(?<![\w$])({NUM})\+?[\s-]*(?:(?:adult|young|senior|elderly|female|male|total|business|travelling|traveling"
                 rf"|different|college|best|old|close|good|work|school|broke|poor|starving|hungry|tired|crazy|wild|retired"
                 rf"|single|fellow|grad|graduate|uni|university|med|nursing|exchange|gal|girl)\s+){{0,2}}{PEOPLE_NOUNS}\b", re.IGNORECASE),
    lazy_compile(rf"(?<![\w$])({NUM})\+?[\s-]*(?:person|people|ppl|pax|traveller|traveler|adult)\b(?!\s*(?:per|each))", re.IGNORECASE),
    # girls or boys counted alone are the party ("three girls from Champaign", "4 girls on a trip"); one's own ("my 3
    # girls", "we have 2 boys"), those joined to others ("two boys and their dad", "me and 3 girls") and those who do
    # not come ("2 girls can't come") are the companions' reader's or none
    lazy_compile(rf"(?<![\w$])(?<!\bmy\s)(?<!\bour\s)(?<!\bhis\s)(?<!\bher\s)(?<!\btheir\s)(?<!\bthe\s)(?<!\band\s)"
                 rf"(?<!\+\s)(?<!\bwith\s)(?<!\bhave\s)(?<!\bhas\s)(?<!\bhad\s)({NUM})\s+(?:girls|boys)\b"
                 r"(?!\s*,?\s*(?:and|&|\+|with|plus|along|can['’]?t|cannot|won['’]?t|aren['’]?t|are\s+not|don['’]?t|do\s+not"
                 r"|will\s+not|no\s+longer)\b)",
                 re.IGNORECASE),
    # "2p", "4P" glued, as terse notes write a party (never a time: "at 2p", "by 3p")
    lazy_compile(r"(?<![\w$:.])(?<!\bat\s)(?<!\bby\s)(?<!\btill\s)(?<!\buntil\s)(?<!\bbefore\s)(?<!\bafter\s)(?<!\baround\s)"
                 r"([1-9])p\b(?!\.?m\b)", re.IGNORECASE),
    lazy_compile(rf"\b(?:we|there)(?:\s+(?:are|r|were|will\s+be|would\s+be)|\s*['’](?:re|ll\s+be|d\s+be))\s+{SIGN}({NUM})\b"
                 + _NO_COUNT_AFTER, re.IGNORECASE),
    # "were 6 now": "we're" typed without its apostrophe, opening a sentence (a "were" there has no other subject); the
    # opening mark follows a word, and what comes after it is taken whole (``*+``): a run of marks is scanned once, never
    # again from each of its marks
    lazy_compile(rf"(?:^|(?<!\W)[,;.!?])\W*+(?:(?:ok(?:ay)?|so|well|hmm+|actually|now|oh)\W+)?were\s+{SIGN}({NUM})\b"
                 + _NO_COUNT_AFTER, re.IGNORECASE),
    lazy_compile(rf"\btotal\s+of\s+{SIGN}({NUM})\s+(?:{PEOPLE_NOUNS})\b", re.IGNORECASE),
    # a party's size in brackets after it: "my buddies and me (5 total)", "the kids and us (6 altogether)"
    lazy_compile(rf"\(\s*{SIGN}(?!\d{{3}})({NUM})\s+(?:in\s+)?(?:total|all|altogether|all\s+together)\s*\)", re.IGNORECASE),
    # a form's label: "Travelers: 4", "people: 2", "party size = 3"
    lazy_compile(rf"\b(?:travell?ers|people|persons|guests|pax|adults|party\s+size|group\s+size|headcount)\s*[:=]\s*{SIGN}({NUM})\b"
                 r"(?!\s*(?:days?|nights?|weeks?|cities|dollars?|%|[.,/]\d))", re.IGNORECASE),
    lazy_compile(rf"\bnumber\s+of\s+(?:people|persons|travell?ers|guests|adults|{PEOPLE_NOUNS})(?:\s+[a-z]+){{0,2}}?\s+(?:is|are|will\s+be"
                 rf"|=)\s+{SIGN}({NUM})\b", re.IGNORECASE),
    # a bare number as an item of a terse list, between the dates' range and the budget ("mar 25-27, 2, $900", "3/5-3/7,
    # 2, budget 600"): the one field such a list leaves unnamed is the party (never a day of a list, "March 12, 13, 14")
    lazy_compile(r"\d\s*[-–/]\s*\d{1,2},\s*([1-9]\d?)\s*,\s*(?=\$|(?:budget|usd)\b)", re.IGNORECASE),
    # a bare number said with an animal, opening the text or an item of it ("4 and a dog", "..., 2 + our cat, $900"): the
    # people (the animal is no traveller; the pets reader takes it): it was dropped without a word
    lazy_compile(rf"(?:^|(?<=,)|(?<=,\s))\s*({NUM})\s*(?:and|&|\+|plus|w/|with)\s+(?:(?:a|an|our|my|the|one|two|\d)\s+)?"
                 r"(?:dogs?|cats?|pets?|pupp(?:y|ies)|pups?|doggos?|kitt(?:y|ies|ens?))\b", re.IGNORECASE),
]
_FOR_NUM = lazy_compile(rf"\bfor\s+(?:a\s+total\s+of\s+|just\s+|only\s+)?{SIGN}({NUM})(?=[\s,.;:!?)]|$)(?:[\s-]+([A-Za-z]+))?",
re.IGNORECASE)
_FOR_NUM_NOT_PEOPLE = {
    "day", "days", "night", "nights", "week", "weeks", "month", "months", "year", "years", "hour", "hours",
    "city", "cities", "different", "distinct", "unique", "separate", "dollars", "dollar", "percent", "stops",
    "destinations", "locations", "places", "states", "meals", "restaurants", "attractions", "times", "more",
    "rooms", "room", "bedrooms", "beds", "minutes", "of", "weekends", "nights'", "cuisines", "kids", "children",
    "weekdays", "couples", "pairs", "families", "groups", "teams", "nites",
    "evening", "evenings", "morning", "mornings", "afternoon", "afternoons", "night's", "meal", "dinner", "lunch",
}
# An amount in words after "for" ("can we do it for two thousand instead"): money, unless people follow it ("for two
# hundred people" is a count, refused as too big)
_MAGNITUDES = {"hundred", "thousand", "grand", "bucks"}
_PEOPLE_AFTER = lazy_compile(rf"\s+(?:people|persons|ppl|travell?ers|guests|adults|{PEOPLE_NOUNS}|of\s+us)\b", re.IGNORECASE)

# "two of us smoke", "one of us is vegetarian": "N of us" (or "of them") as the subject of what some of the party do or
# are may be a part of the party, not its size ("the two of us", "all four of us", "two of us, $900" are the party).
_SOME_OF_US = lazy_compile(rf"(?<!\bthe\s)(?<!\ball\s)(?<!\bjust\s)(?:{NUM})\s+of\s+(?:us|them)\s+"
                           # (the whole party said again or corrected: "4 of us actually", "5 of us now, not 4")
                           r"(?!(?:and|plus|with|from|to|in|on|for|who|total|actually|now|instead|altogether|overall"
                           r"|not|rather|really|in\s+all)\b)[a-z]", re.IGNORECASE)


def stated_counts(text: str, covered: SpanSet, wrong: list[str]) -> tuple[list[tuple[int, int]], list[str], dict[int, int]]:
    """The counts the people patterns and "for N" state outside ``covered``: ((position, count) pairs, zero counts, the
    positions of counts that may be a part of the party, by how weak they are: 1 "two of us smoke", 2 "2 of them").

    A number that is no count (a sign, a range ...) is added to ``wrong``.
    """
    values: list[tuple[int, int]] = []
    zero: list[str] = []
    parts: dict[int, int] = {}
    read_at: set[int] = set()  # where the patterns read a number ("for 3 people" is read once, not again as "for 3")
    for pattern in _PEOPLE_PATTERNS:
        for m in pattern.finditer(text):
            if m.start(1) in covered:
                continue
            read_at.add(m.start(1))
            n, problem = read_count(text, m.start(1), m.end(1), PEOPLE_WHAT, MAX_PEOPLE, m.end())
            if problem:
                wrong.append(problem)
            elif n:
                values.append((m.start(), n))
                if m.group(0).lower().endswith("them"):  # "of them" may be some of the party too: "the kids (2 of them)"
                    parts[m.start()] = 2
                elif _SOME_OF_US.match(text, m.start(1)):
                    parts[m.start()] = 1
            else:
                zero.append(m.group(0))
    for m in _FOR_NUM.finditer(text):
        nxt = (m.group(2) or "").lower()
        # "for N" is a weak cue: a plain whole number is a count, "for 1,500" or "for 2.5" may be dollars ("for 1e3": refused)
        plain = num_value(m.group(1)) is not None or "e" in m.group(1).lower()
        # "can we do it for 2500?": a number of three digits or more after "for" is money, never a party refused as too big
        money = re.fullmatch(r"\d{3,}", m.group(1)) is not None or (
            nxt in _MAGNITUDES and not _PEOPLE_AFTER.match(text, m.end()))
        if nxt in _FOR_NUM_NOT_PEOPLE or m.start(1) in covered or m.start(1) in read_at or not plain or money:
            continue
        n, problem = read_count(text, m.start(1), m.end(1), PEOPLE_WHAT, MAX_PEOPLE)
        if problem:
            wrong.append(problem)
        elif n:
            values.append((m.start(), n))
        else:  # "for 0": no one to plan for, never one traveller assumed
            zero.append(m.group(0))
    return values, zero, parts
