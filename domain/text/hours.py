"""A number of hours with its bound, as the time limits state them: "no more than 4 hours", "under 3.5 hours",
"longer than two and a half hours". Shared by the driving-hours and flight-duration readers (``domain.constraints``).

``upper_bound`` says whether a statement caps the hours: a bound that caps by itself ("at most", "under", "no more
than", "max") unless negated, or an excess word ("over", "more than", "longer than") when negated ("no flights
longer than 3 hours", "we don't want to drive more than 4 hours").
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from himap_travel.domain.text.lazy_regex import lazy_compile

_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
          "eleven": 11, "twelve": 12, "an": 1, "a": 1}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
# minutes in words: "ninety mins", "forty-five minutes"
_TENS_SAID = (r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
              r"(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?")
NUMBER = (rf"(?:\d+(?:\.\d+)?|{_TENS_SAID}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|an?"
          r"|a\s+few|few|several"
          r"|a\s+couple\s+(?:of\s+)?)"
          r"(?:\s+and\s+a\s+half)?")
_UNIT = r"(?:hours?|hrs?|h|minutes?|mins?)"
# (a range's upper end is the most: "3-4 hrs", "3 to 4 hours"; ``RANGE_SAID`` tells a reader to say so)
HOURS = (r"(?:(?:like|about|around|roughly|approx(?:imately|\.)?|maybe|say|~)\s*)?"  # "no more than like 4 hours"
         rf"(?:(?P<low>\d{{1,2}}(?:\.\d)?)\s*(?:-|–|to)\s*)?(?P<hours>{NUMBER})(?:\s*-\s*|\s*)(?P<unit>{_UNIT})\b"
         r"(?:,?\s+(?:and\s+)?(?P<mins>\d{1,2})\s*(?:minutes?|mins?)\b|(?P<half>\s+and\s+a\s+half)\b)?")  # "an hour and a half"
CAPS = (r"at\s+most|under|below|less\s+than|shorter\s+than|up\s+to|max(?:imum)?(?:\s+of)?|no\s+more\s+than|not\s+more\s+than"
        r"|no\s+longer\s+than|not\s+longer\s+than|not\s+over|within|limit(?:ed|ing)?\s+(?:\w+\s+){0,3}?to|capped\s+at|tops"
        # ... a verb of capping said of the thing ("cap flights at four hours", "keep the drives to 3 hours")
        r"|(?:cap|keep)\s+(?:\w+\s+){0,3}?(?:at|to)"
        # ... or the hours after which the traveller tires ("i get tired after 4 hours of driving in a day")
        r"|(?:tired|exhausted|worn\s+out|wiped(?:\s+out)?)\s+after"
        r"|only|just|(?:or|and)\s+less|≤|<=")
# ... and the signs: "no flights > 3h", "flights ≤ 2 hrs" (never an arrow's "->")
EXCESS = r"over|more\s+than|longer\s+than|above|exceed(?:s|ing)?|beyond|past|(?<![-=<>])>(?![=>])"
BOUND = rf"(?P<bound>{CAPS}|{EXCESS})"
# A way of travel allowed on its length ("flights are fine if they're under 2 hours", "driving is ok as long as it's
# less than 5 hrs"): the length is the cap, the permission asks for no way of travel
PERMITTED_IF = (r"(?:is|are|'s|would\s+be)\s+(?:ok|okay|fine|alright|all\s+right|good|acceptable)"
                r"\s+(?:if|when|as\s+long\s+as|so\s+long\s+as|provided)")
# A cap said after the hours (one home for the limits of a day's driving and travel): "max", "tops", a closing "no
# more" ("i can do 4 hours of driving per day, no more"), or said to be the limit ("4 hrs driving a day is our limit",
# "five hours of travel a day is our max"); a reader that reads hours with no cap too makes it optional
# ("six hours of travel per day at the very most", "driving 5 hrs a day, that's the max": the limit said of "that")
AFTER_CAP = (r"(?:\s*,?\s+(?P<after>max(?:imum)?|at\s+(?:the\s+)?(?:very\s+)?most|tops"
             r"|(?:and\s+)?no(?:t|thing)?\s+more(?=\s*(?:[.,;!?]|$|than\s+that\b))"
             r"|(?:(?:that|this|which)(?:\s+(?=is\b))?)?(?:is|are|['’]s)\s+(?:our|my|the)\s+(?:absolute\s+|upper\s+)?"
             r"(?:limit|max(?:imum)?|cap)\b"
             # ... or said to be enough ("9 hrs a day on the road is plenty")
             r"|(?:is|are|['’]s|would\s+be|will\s+be)\s+(?:plenty|enough|more\s+than\s+enough)\b))")


def capped_before(subject: str) -> str:
    """A pattern of a cap's word said before its subject, then the hours ("max driving 6 hours", "maximum travel time:
    8 hrs a day"): one home for the limits of a day's driving and travel (``subject``: their words)."""
    return rf"\b(?P<after>max(?:imum)?)\s+(?:daily\s+)?{subject}(?:\s+time)?\s*[:=]?\s*(?:of\s+)?{HOURS}"


# The day a limit is per, said after its hours ("a day", "per day", "in a day", "on any day", "daily", "/day"): optional
PER_DAY_SAID = r"(?:\s+(?:in\s+|on\s+)?(?:a|per|each|every|one|any)\s+(?:single\s+)?day\b|\s+daily\b|\s*/\s*day\b)?"
_CAP = lazy_compile(rf"(?:{CAPS})$", re.IGNORECASE)


_CLAUSE_BREAK = lazy_compile(r"[,.;:!?()]|\b(?:and|but|or|so|while|although|though)\b", re.IGNORECASE)
_ELLIPTICAL = lazy_compile(rf"\s*(?:{CAPS}|{EXCESS})\s+$", re.IGNORECASE)  # ", under 2 hours": the clause before says of what
_AN_AMOUNT = lazy_compile(rf"\b{NUMBER}(?:\s*-\s*|\s*){_UNIT}\b", re.IGNORECASE)


def unread_hours(text: str, subject: str, claimed: list[tuple[int, int]]) -> list[str]:
    """Clauses stating hours about ``subject`` (a regex: driving words, flying words) that no statement of ``claimed``
    holds ("a drive of 4 hours or so"): named as not understood, never dropped (a clause with a number counts as read)."""
    about = re.compile(rf"\b(?:{subject})", re.IGNORECASE)
    found = []
    for amount in _AN_AMOUNT.finditer(text):
        if any(s <= amount.start() < e for s, e in claimed):
            continue
        start = max((m.end() for m in _CLAUSE_BREAK.finditer(text, max(0, amount.start() - 60), amount.start())),
                    default=max(0, amount.start() - 60))
        end = next((m.start() for m in _CLAUSE_BREAK.finditer(text, amount.end(), amount.end() + 60)),
                   min(len(text), amount.end() + 60))
        elliptical = _ELLIPTICAL.match(text, start, amount.start()) and about.search(text, max(0, start - 60), start)
        if about.search(text, start, end) or elliptical:
            found.append(text[start:end].strip())
    return found


def in_order(found: Iterable[re.Match[str]]) -> list[re.Match[str]]:
    """The statements the limits' patterns found, in the text's order, one overlapping an earlier (or a longer one
    starting at the same place) dropped: the one list each hours reader reads its statements from."""
    kept: list[re.Match[str]] = []
    for m in sorted(found, key=lambda m: (m.start(), -m.end())):
        if not kept or m.start() >= kept[-1].end():
            kept.append(m)
    return kept


def hours_words(hours: float) -> str:
    """Hours as a traveller says them, and as ``HOURS`` reads them back: "4 hours", "1 hour", "2 hours 20 minutes"."""
    minutes = round(hours * 60)
    whole, rest = divmod(minutes, 60)
    said = f"{whole} hour{'s' if whole != 1 else ''}" if whole else ""
    if rest:
        said = f"{said} {rest} minutes".strip()
    return said or "0 hours"


def range_said(match: re.Match[str], said: str) -> str | None:
    """A warning where the hours of a statement matched with ``HOURS`` are a range, kept as its upper end, the most
    ("3-4 hrs": 4); None otherwise."""
    if not match.groupdict().get("low"):
        return None
    return f"{said!r}: a range of hours is kept as its upper end, {hours_of(match):g} hours, the most (say one number for another)"


def hours_of(match: re.Match[str]) -> float | None:
    """The hours a statement matched with ``HOURS`` gives ("4 hours", "2 hours 20 minutes", "90 minutes"; a range's upper
    end: "3-4 hours" is 4)."""
    amount = hours_value(match.group("hours"))
    if amount is None:
        return None
    if match.group("unit").lower().startswith("m"):
        amount /= 60
    half = 0.5 if match.groupdict().get("half") and not match.group("unit").lower().startswith("m") else 0.0
    return amount + int(match.group("mins") or 0) / 60 + half


def hours_value(text: str) -> float | None:
    """The hours a NUMBER states ("4", "3.5", "two and a half", "an"); None for none."""
    half = 0.5 if re.search(r"and\s+a\s+half$", text, re.IGNORECASE) else 0.0
    head = re.sub(r"\s+and\s+a\s+half$", "", text.strip(), flags=re.IGNORECASE).lower()
    if head in _WORDS:
        return _WORDS[head] + half
    tens, _, unit = head.replace("-", " ").partition(" ")
    if tens in _TENS and (not unit or unit in _WORDS):
        return _TENS[tens] + (_WORDS[unit] if unit else 0) + half
    try:
        return float(head) + half
    except ValueError:
        return None


def upper_bound(bound: str | None, negated: bool) -> bool:
    """Whether a statement with this bound word (None: none) caps the hours."""
    if bound is None:
        return False
    return bool(_CAP.match(bound.strip())) != negated


# More than the hours said to be too much ("driving more than 6 hours is too much", "flights over 3 hrs are a no"): the
# hours are the cap
_OVER = lazy_compile(r"(?:more|longer)\s+than|over|beyond|past|upwards\s+of", re.IGNORECASE)
_IS_TOO_MUCH = lazy_compile(r"(?:\s+(?:a|per|in\s+a|in\s+one)\s+day|\s*/\s*day)?\s*(?:is|are|'s|would\s+be|seems?)\s+"
                            r"(?:way\s+|far\s+|just\s+|a\s+bit\s+|kinda\s+|honestly\s+)?(?:too\s+(?:much|long|far)"
                            r"|a\s+no|not\s+ok(?:ay)?|not\s+happening|out)\b", re.IGNORECASE)


def over_is_too_much(text: str, m: re.Match[str]) -> bool:
    """Whether a statement of hours beyond its bound (``m``'s group "bound") is said to be too much right after it: the
    hours are then the cap (never "4 hours of driving is too much", which caps below the hours said)."""
    bound = m.groupdict().get("bound") or ""
    return bool(_OVER.fullmatch(" ".join(bound.split()))) and _IS_TOO_MUCH.match(text, m.end()) is not None
