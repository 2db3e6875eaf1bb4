"""Counts no exact number can be read from, each a problem naming it: "half a person", "for nobody", bounds ("at
least 2 people", "2+ people") and "3 people and 2 kids" (are the kids among the three?): a plan is for one number
of people (``unreadable_counts``).
"""

from __future__ import annotations

import re

from himap_travel.domain.parsing.numbers import NUM, ODD_QUANTITY
from himap_travel.domain.parsing.people_counts import PEOPLE_NOUNS, PEOPLE_WHAT
from himap_travel.domain.text import literal_guard
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.words import KIDS
from himap_travel.state.trip import MAX_PEOPLE

# "3 people and 2 kids": the kids may be among the three or on top of them.
_PEOPLE_AND_KIDS = lazy_compile(
    rf"(?<![\w$])({NUM})\s+(?:people|ppl|persons|travell?ers|guests|individuals)\s*(?:,\s*)?(?:and|&|\+|plus)\s+(?:our\s+|my\s+)?"
    rf"({NUM}|an?\b|(?=(?:our\s+|my\s+|the\s+)?(?:baby|infant|toddler|newborn|kid|child)\b))\s*{KIDS}\b",
    re.IGNORECASE,
)
_ODD_PEOPLE = lazy_compile(
    rf"(?<![\w$])({ODD_QUANTITY})[\s-]+(?:(?:adult|young|senior|other|more)\s+)?(?:person|{PEOPLE_NOUNS}|{KIDS})\b", re.IGNORECASE
)
# A bound is not a count: "at least 2 people", "up to 4 travellers", "2+ people", "4 people max", "for about 3"; a plus
# that more of the party follows is "and" ("2 adults + our dog", "2 adults + 1 kid"). "What about 4 people?" is a count.
_BOUND = (r"at\s+(?:least|most)|up\s+to|(?:no|not)\s+(?:more|fewer|less)\s+than|(?:more|fewer|less)\s+than|over|under"
          r"|(?:a\s+)?(?:minimum|maximum|max|min)\s+of|upwards\s+of|(?<!what\s)(?<!how\s)about|around|approximately|roughly")
_WHO = rf"(?:(?:adult|young|senior)\s+)?(?:person|{PEOPLE_NOUNS}|{KIDS})\b"
_BOUNDED_PEOPLE = lazy_compile(
    rf"\b(?:{_BOUND})\s+({NUM})\s*\+?[\s-]+{_WHO}"
    # "rooms for under 120 bucks a night" is a price, no count of travellers
    rf"|\bfor\s+(?:{_BOUND})\s+({NUM})\b(?![\s-]*(?:days?|nights?|weeks?|months?|cities|dollars?|bucks|usd|hours?|grand|thousand"
    r"|hundred|k)\b"
    r"|\s*(?:/|(?:a|an|per|each)\s+(?:(?:per|a)\s+)?(?:night|nite|head|person|meal)\b)"  # "under 100 each per night"
    r"|\s+(?:twen|thir|for|fif|six|seven|eigh|nine)ty\b)"  # a price said as people say them: "for under one fifty a night"
    rf"|(?<![\w$])({NUM})(?:\s*\+|\s+or\s+(?:more|fewer|less|so))[\s-]*{_WHO}"
    rf"|(?<![\w$])({NUM})[\s-]+{_WHO}\s*(?:at\s+(?:most|least)|max(?:imum)?|min(?:imum)?|or\s+(?:more|fewer|less|so)|\+(?!\s*[\w$]))(?!\w)",
    re.IGNORECASE,
)
_NOBODY = lazy_compile(r"\bfor\s+(?:nobody|no\s*-?\s*one|none|no\s+(?:people|persons|travell?ers|one))\b(?!\s+else)", re.IGNORECASE)


def unreadable_counts(text: str, wrong: list[str]) -> None:
    """Counts no number can be read from: "half a person", "1/2 person", "a hundred people", "for nobody", "3 people and 2 kids",
    and bounds ("at least 2 people", "up to 4 travellers", "2+ people"): a plan is for one number of people."""
    for m in literal_guard.finditer(_ODD_PEOPLE, text):
        if re.search(r"\bof\s+(?:us|them)$", m.group(0), re.IGNORECASE):
            continue  # a share of the party, no count of it: "half of us want an entire home", "a third of them"
        wrong.append(f"{PEOPLE_WHAT} must be a whole number of at most {MAX_PEOPLE} (read {m.group(0)!r})")
    for m in literal_guard.finditer(_NOBODY, text):
        wrong.append(f"{PEOPLE_WHAT} must be at least 1 (read {m.group(0)!r})")
    for m in literal_guard.finditer(_BOUNDED_PEOPLE, text):
        wrong.append(f"{PEOPLE_WHAT} must be one exact number, not a bound or an estimate (read {m.group(0).strip()!r})")
    for m in literal_guard.finditer(_PEOPLE_AND_KIDS, text):
        kids = f"{m.group(2)} " if m.group(2) and m.group(2)[0].isdigit() else "children"  # "2 ppl + baby": is the baby
        wrong.append(f"{PEOPLE_WHAT} is unclear in {m.group(0)!r}: are the {kids.strip()} among the {m.group(1)}? give the total")
