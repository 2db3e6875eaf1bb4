"""The number of travellers.

* **people_number** - "a group/party/family of N", "N people/persons/travelers/
  individuals/adults/participants", "for N", "N adults and M children" (N+M),
  "a duo/pair/couple" (2), "solo", "alone", "a single person", "an individual",
  "me and my wife" (2). Numbers may be digits or words. Without a stated count
  the traveller is one person **only if the text does not speak in the plural**
  (no "we/our/us"): the benchmark's unstated-count queries ("Help me plan ...",
  or no pronoun at all) are single travellers. A plural text with no count is an
  error (``missing == ["people_number"]``), never a silent guess.
"""

from __future__ import annotations

import re

from parsing.numbers import KIDS, NUM, num_value

_PEOPLE_NOUNS = (
    r"(?:people|persons?|travell?ers|individuals|adults|participants|guests|friends|passengers|pax|members"
    r"|tourists|folks|visitors|companions|colleagues|coworkers|co-workers|of\s+us|family\s+members)"
)
_PEOPLE_PATTERNS = [
    re.compile(rf"\b(?:group|party|family|team|crew|band|company|gang|squad|delegation)\s+of\s+({NUM})(?!\s*(?:days?|nights?|cities|weeks?)\b)", re.IGNORECASE),
    re.compile(rf"(?<![\w$])({NUM})[\s-]+(?:(?:adult|young|senior|elderly|female|male|total|business|travelling|traveling|different)\s+)?{_PEOPLE_NOUNS}\b", re.IGNORECASE),
    re.compile(rf"(?<![\w$])({NUM})[\s-]+(?:person|people|pax|traveller|traveler)\b(?!\s*(?:per|each))", re.IGNORECASE),
    re.compile(rf"\b(?:we|there)\s+(?:are|'re|will\s+be|would\s+be|'ll\s+be)\s+({NUM})\b(?!\s*(?:days?|nights?|weeks?|cities)\b)", re.IGNORECASE),
    re.compile(rf"\btotal\s+of\s+({NUM})\s+(?:{_PEOPLE_NOUNS})\b", re.IGNORECASE),
]
_FOR_NUM = re.compile(rf"\bfor\s+(?:a\s+total\s+of\s+|just\s+|only\s+)?({NUM})(?=[\s,.;:!?)]|$)(?:[\s-]+([A-Za-z]+))?", re.IGNORECASE)
_FOR_NUM_NOT_PEOPLE = {
    "day", "days", "night", "nights", "week", "weeks", "month", "months", "year", "years", "hour", "hours",
    "city", "cities", "different", "distinct", "unique", "separate", "dollars", "dollar", "percent", "stops",
    "destinations", "locations", "places", "states", "meals", "restaurants", "attractions", "times", "more",
    "rooms", "room", "bedrooms", "beds", "minutes", "of", "weekends", "nights'", "cuisines", "kids", "children",
}
_ADULTS_KIDS = re.compile(rf"(?<![\w$])({NUM})\s+adults?\s*(?:,|and|&|\+|plus|with)\s*({NUM})\s+{KIDS}\b", re.IGNORECASE)
_PAIR = re.compile(
    r"\b(?:duo|twosome|pair|couple)\b(?!\s+of\s+(?!(?:travell?ers|people|persons|friends|us|adults|individuals)\b))"
    r"|\b(?:me|i)\s+and\s+my\s+(?:wife|husband|partner|spouse|girlfriend|boyfriend|fianc[eé]e?|friend|buddy|brother|sister|mother|father|mom|mum|dad|son|daughter|colleague|coworker)\b"
    r"|\bmy\s+(?:wife|husband|partner|spouse|girlfriend|boyfriend|fianc[eé]e?|friend|buddy|brother|sister|mother|father|mom|mum|dad|son|daughter|colleague|coworker)\s+and\s+(?:i|me)\b",
    re.IGNORECASE,
)
_TRIO = re.compile(r"\btrio\b", re.IGNORECASE)
_SINGLE = re.compile(
    r"\b(?:solo|alone|single[\s-]+(?:person|traveler|traveller|individual|adult|visitor|guest)|single-person|one-person|1-person"
    r"|an\s+individual|just\s+(?:me|myself)|only\s+me|by\s+myself|on\s+my\s+own|myself\s+only|for\s+myself)\b",
    re.IGNORECASE,
)
_PLURAL_PRONOUN = re.compile(r"\b(?:we|we're|we'll|we've|we'd|us|our|ours|ourselves)\b", re.IGNORECASE)


def read_people(text: str, problems: list[str], missing: list[str]) -> int | None:
    """The number of travellers, 1 when a singular text states none; None when a plural text states none
    ("people_number" in ``missing``) or the counts contradict (see ``problems``)."""
    values: list[tuple[int, int]] = []  # (position, count)
    covered: list[tuple[int, int]] = []
    for m in _ADULTS_KIDS.finditer(text):
        a, k = num_value(m.group(1)), num_value(m.group(2))
        if a and k is not None:
            values.append((m.start(), a + k))
            covered.append((m.start(), m.end()))

    def free(pos: int) -> bool:
        return not any(s <= pos < e for s, e in covered)

    for pattern in _PEOPLE_PATTERNS:
        for m in pattern.finditer(text):
            if not free(m.start(1)):
                continue
            n = num_value(m.group(1))
            if n:
                values.append((m.start(), n))
    for m in _FOR_NUM.finditer(text):
        nxt = (m.group(2) or "").lower()
        if nxt in _FOR_NUM_NOT_PEOPLE or not free(m.start(1)):
            continue
        n = num_value(m.group(1))
        if n:
            values.append((m.start(), n))
    for m in _PAIR.finditer(text):
        values.append((m.start(), 2))
    for m in _TRIO.finditer(text):
        values.append((m.start(), 3))
    for m in _SINGLE.finditer(text):
        values.append((m.start(), 1))
    distinct = list(dict.fromkeys(v for _p, v in sorted(values)))
    if len(distinct) > 1:
        problems.append("the numbers of travellers contradict each other: " + ", ".join(map(str, distinct)))
        return None
    if distinct:
        return distinct[0]
    if _PLURAL_PRONOUN.search(text):
        missing.append("people_number")
        return None
    return 1
