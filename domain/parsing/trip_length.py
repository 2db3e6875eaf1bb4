"""The trip's length as stated (``read_stated_days``): "3-day", "for five days", "a week" / "week-long" (7), "N
nights" (N+1 days), "a fortnight". A length not read exactly is a problem naming it (negative, a range, not whole,
zero, over ``MAX_DAYS``); "one night" said of a wish ("pizza one night"), some of the days ("the last two days"),
an activity's days ("skiing for two days") and a guest's stay are no length. ``LENGTH_PATTERNS``: where a length is said (the chat's edits).
"""

from __future__ import annotations

import re
from collections.abc import Collection

from himap_travel.domain.parsing.date_spelling import lengths_spelled, units_spelled
from himap_travel.domain.parsing.date_words import ORDINAL_DAY
from himap_travel.domain.parsing.numbers import NUM, ODD_QUANTITY, read_count
from himap_travel.domain.parsing.unanswerable import CITY_SHARE_BOUND
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.words import GUEST_SLEEPS_OVER, GUESTS, PLUS_ONE
from himap_travel.state.trip import MAX_DAYS

# "3 days", "2 nights", and "5 nites" as people text it
# ... never the days of one city of the trip ("2 nights in the first city": named, parsing.unanswerable)
_DAYS_RE = lazy_compile(rf"(?<![\w$])({NUM})[\s-]*(days?|nights?|nites?)\b(?!\s+(?:in\s+each|per|at\s+each|in\s+every|each|before"
                        # ... or bounded after it, of a city ("3 nights max in any one city")
                        r"|(?:max(?:imum)?|tops|at\s+(?:most|least)|min(?:imum)?)\s+(?:in|at|per)\b|(?:in|at)\s+(?:any|a\s+single)\b"
                        # ... or of a place, bounded after it ("2 nights in sf at least": a city's share)
                        rf"|(?:in|at)\s+[\w.'-]+(?:\s+[\w.'-]+)?\s+{CITY_SHARE_BOUND}"
                        r"|after|ago|later|earlier|of\s+the|(?:in|at)\s+(?:the\s+)?(?:first|second|third|last|final|1st|2nd|3rd|other)"
                        r"\s+(?:city|cities|stop|one|place)\b))", re.IGNORECASE)
# A return said as so many days after the start ("leaving March 10, back two days later"): the trip lasts one day more
# ... unless the day it names follows ("come back three days later on the 3rd"): that day is the end (a date,
# ``date_patterns``' day_back), the count only said loosely (``loose_return_clash``)
_BACK_LATER = lazy_compile(rf"\b(?:back|return(?:ing)?|home|(?:come|coming|fly|flying|head|heading|drive|driving)\s+(?:back|home))"
                           rf"\s+({NUM})[\s-]*(?:days?|nights?)\s+later\b(?!\s*,?\s*on\s+(?:the\s+)?{ORDINAL_DAY})",
                           re.IGNORECASE)
_LATER_ON_A_DAY = lazy_compile(rf"\b(?:back|return(?:ing)?|home)\s+({NUM})[\s-]*days?\s+later\s*,?\s*on\s+(?:the\s+)?{ORDINAL_DAY}",
                               re.IGNORECASE)
# The days after the start said as more days ("march 17 and the 2 days after", "plus the next two days", "and the
# following 2 days"): the trip lasts one day more
_DAYS_AFTER = lazy_compile(rf"\b(?:and|plus|\+)\s+the\s+(?:(?:next|following)\s+({NUM})[\s-]*days?\b|({NUM})[\s-]*days?\s+"
                           r"(?:after(?:wards?|\s+that|\s+it)?|that\s+follow|following)\b)", re.IGNORECASE)
_WEEKS_RE = lazy_compile(rf"(?:\b(?:a|one|1)[\s-]+week\b|\bweek[\s-]*long\b|\bweeklong\b|(?<![\w$])({NUM})[\s-]+weeks?\b|\b(fortnight)\b)",
                         re.IGNORECASE)
# Where a trip's length is said ("4 days", "a week", "a fortnight"): a clause holding one is read (the chat's edits).
LENGTH_PATTERNS = (_DAYS_RE, _WEEKS_RE)

_ODD_LENGTH = lazy_compile(
    rf"(?<![\w$])(?:{ODD_QUANTITY})[\s-]+(?:days?|nights?|weeks?)\b|\b(?:day|night|week)s?\s+and\s+a\s+half\b"
    r"|\bhalf[\s-]+(?:a[\s-]+)?(?:day|week)\b",
    re.IGNORECASE,
)

# "Can we have dinner at X one night?", "pizza one night for sure", "a bakery one day would be nice": "one day" / "one
# night" ending a clause that asks for something else (or followed by a word no length is: a verb, a hedge) is some
# day of the trip, not its length. A length keeps its words: "for one night", "stay one night", "one night in Denver".
_OCCASION_END = lazy_compile(r"(?:,?\s+(?:please|pls|plz))?\s*(?:[.?!,;:/|]|$|\s+(?:and|but|for\s+sure|would|could|should|will"
                             r"|might|is|if|too"
                             r"|lol|lmao|haha\w*"  # ... or a laugh closing the wish ("Chicago Pizza one night lol")
                             r"|we|i|let['’]?s"  # ... or before who wishes it ("one night we want bbq for dinner")
                             r"|as\s+well|at\s+(?:least|some\s+point)|during|while|maybe|perhaps|definitely)\b"
                             # ... or what it is for ("Famous Dave's one night for ribs"), never a count or money
                             r"|\s+for\s+(?!(?:\d|\$|one|two|three|four|five|six|seven|eight|nine|ten|a|an|the|us|me|both|all"
                             r"|each|people|adults?|persons?|nights?|days?|weeks?|my|our|his|her|their)\b)[a-z]{3,}"
                             # ... or whom ("pizza one night for the kids", "desserts one night for my sweet tooth"),
                             # never the party counted ("for the two of us", "for my family")
                             r"|\s+for\s+(?:the|my|our|his|her|their)\s+(?!(?:\d|one|two|three|four|five|six|whole|entire|family"
                             r"|group|party|people|nights?|days?|weeks?|trip)\b)[a-z]{3,}"
                             r"|\s+for\s+(?:me|us|him|her|them)\s*(?:[.?!,;:]|$))",
                             re.IGNORECASE)
_CLAUSE_START = lazy_compile(r"[.?!,;:/|]|\b(?:and|but)\b", re.IGNORECASE)  # (an item of a list ends at a slash or a bar)
_LENGTH_WORDS = lazy_compile(r"\b(?:trip|trips|stay\w*|spend\w*|vacation|getaway|holiday|journey|itinerary|plan\w*|book\w*|last\w*)\b"
                             r"|\b(?:for|just|only|of|a|an|about|around|over|is|be|be\s+in\s+\S+)\s*$", re.IGNORECASE)

# A length followed by the place it is spent in ("3 nights in san francisco", "2 days at the beach")
_IN_A_PLACE = lazy_compile(r"\s+(?:in|at)\s+(?!(?:total|all|a\s+row|march|april|may|june|the\s+(?:middle|end|start))\b)[a-z]",
                           re.IGNORECASE)
_PLACE_AFTER = lazy_compile(r"\s+(?:in|at)\s+(?:the\s+)?[\w.'-]+(?:\s+(?!(?:and|or|but|then|with|for|please|pls)\b)[a-z][\w.'-]*)?",
                           re.IGNORECASE)
# "at least 2 nights in sf", "no more than 3 days in Denver": a bound on some of the trip's days (a city's stay, named as
# not understood), never the trip's length, which is said exactly
# "maximum 120 for one night", "$150 for a night": a night's price, never the trip's length (one night of it)
_PRICED_BEFORE = lazy_compile(r"\d\s*(?:dollars?|bucks|usd)?\s+for\s+$", re.IGNORECASE)
_ONE = lazy_compile(r"one|a|1", re.IGNORECASE)
_BOUND_BEFORE = lazy_compile(r"\b(?:at\s+least|at\s+most|(?:no\s+)?(?:more|less|fewer)\s+than|minimum(?:\s+of)?|min|max(?:imum)?"
                             r"(?:\s+of)?|up\s+to)\s+$", re.IGNORECASE)
# ... or right after ("a 2 night minimum", "no 3-night mins", "2 nights minimum stay"): a stay's minimum nights
_BOUND_AFTER = lazy_compile(r"\s*(?:minimums?|mins?|min\.)\b", re.IGNORECASE)
# "plus the next two days": more days after the start (``_DAYS_AFTER``), not the length
_NEXT_DAYS = lazy_compile(r"\b(?:and|plus|\+)\s+the\s+(?:next|following)\s+$", re.IGNORECASE)
# "on the last two days", "our first 3 days": some of the trip's days (a wish's), not its length
_SOME_OF_THE_DAYS = lazy_compile(r"\b(?:the|our|my)\s+(?:very\s+)?(?:first|last|final)\s+$", re.IGNORECASE)

# A guest's stay said just before the count ("have a friend over one night", "my cousin might crash with us for 2
# nights"): the guest's nights (the house rule's visitors), never the trip's length
_A_GUESTS_STAY = lazy_compile(rf"\b(?:{GUESTS}|mom|mum|dad"
                              rf"|parents|sister|brother|in-laws|{PLUS_ONE})\b[^.;!?]{{0,30}}?\b(?:over|{GUEST_SLEEPS_OVER})"
                              r"\s+(?:for\s+)?(?:a|one|\d+|two|three|a\s+couple\s+of)?\s*$",
                              re.IGNORECASE)


# An activity's days ("skiing for two days", "hiking for 3 days"): a gerund that is no word of the trip itself right
# before "for" says some of the trip's days (the activity named as not understood), never its length.
# ... never a place whose name ends so ("to Hibbing for 1 day", "in Wyoming for 5 days", "from Lansing for 3 days")
_AN_ACTIVITY_FOR = lazy_compile(r"\b(?<!to\s)(?<!in\s)(?<!at\s)(?<!from\s)(?<!visit\s)"
                                r"(?!(?:travel|stay|visit|explor|tour|spend|vacation|holiday|plan|go|head|driv|fly|sightsee"
                                r"|journey|roam|wander|backpack|camp|road[\s-]?tripp|last|span|run|tak|cover|extend|continu"
                                r"|leav|get|be|book|rent|trip|mov|return|com|look|search|seek|hop|think|wait)\w*\b)"
                                r"[a-z]+ing\s+for\s+$", re.IGNORECASE)


# ... closed by the text's end or another of the request's fields ("one night, march 12 2022", "one night, 2 people")
_ITEM_CLOSES = lazy_compile(r"\s*(?:$|\.(?:\s|$)|,\s*(?=\d|\$|(?:from|leaving|starting|departing|on|for|budget|next|this|just|me"
                            r"|us|my|our|solo)\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b))", re.IGNORECASE)


def _occasion(text: str, m: re.Match[str]) -> bool:
    """Whether a "one day" / "one night" is some day of the trip (a wish's time), not the trip's length."""
    if m.group(1).lower() != "one" or m.group(2).lower() not in ("day", "night", "nite") or not _OCCASION_END.match(text, m.end()):
        return False
    window = max(0, m.start() - 200)  # a clause's words: linear in the text however many "one night"s it holds
    clause_start = max((c.end() for c in _CLAUSE_START.finditer(text, window, m.start())), default=window)
    if text[clause_start - 1:clause_start] in ("/", "|") and not text[clause_start:m.start()].strip():
        return False  # an item of its own ("... / one night / ..."): the length
    if text[clause_start - 1:clause_start] == "," and not text[clause_start:m.start()].strip() \
            and _ITEM_CLOSES.match(text, m.end()):
        return False  # ... between commas ("Houston to Dallas, one night, march 12 2022"): the length
    before = text[clause_start:m.start()]
    if _MEAL_ONLY_ONCE.search(before) and not _LENGTH_WORDS.search(_ONLY.sub("", before)):
        return True  # "italian for dinner just one night": the meal's once, never a trip of one night
    return not _LENGTH_WORDS.search(before)


# A meal said before "just" or "only" ("italian for dinner just one night", "pizza only one night"); bounded: the
# clause's words before the count, 200 letters at most
_MEAL_ONLY_ONCE = lazy_compile(r"\b(?:breakfast|brunch|lunch|dinner|supper|meal|food|eat|pizza|bbq|seafood|sushi)s?\b.*"
                               r"\b(?:just|only)\s*$", re.IGNORECASE)
_ONLY = lazy_compile(r"\b(?:just|only)\s*$", re.IGNORECASE)


def _night_priced(text: str, m: re.Match[str]) -> bool:
    """Whether the length ``m`` is one night an amount is said for ("maximum 120 for one night"): a price."""
    return (m.group(2).lower().startswith("ni") and _ONE.fullmatch(m.group(1)) is not None
            and _PRICED_BEFORE.search(text, max(0, m.start() - 30), m.start()) is not None)


# A length said right after a city of the tour ("houston for 2 nights then austin", "memphis: 2 nights"): spent in
# that city, as "2 nights in houston" is (the caller gives where the text names a city, never the trip's origin:
# ``cities``)
_FOR_BEFORE = lazy_compile(r"(?:\s*,?\s+for\s+(?:about\s+|around\s+|just\s+|only\s+)?|\s*[:\u2013-]\s*|\s+)$", re.IGNORECASE)
# ... or right before one ("2 nights memphis, the rest in nashville")
_CITY_NEXT = lazy_compile(r"\s*[:\u2013-]\s*|\s+", re.IGNORECASE)


def _in_a_place(text: str, m: re.Match[str], cities: Collection[tuple[int, int]]) -> bool:
    """Whether a length is said in a place: "3 nights in sf", or "sf for 3 nights", "2 nights memphis" (a city at one
    of the spans ``cities``)."""
    return _IN_A_PLACE.match(text, m.end()) is not None or _city_beside(text, m, cities) is not None


def _city_beside(text: str, m: re.Match[str], cities: Collection[tuple[int, int]]) -> tuple[int, int] | None:
    """The span of the city of ``cities`` said right before or right after the length ``m``, if any."""
    before = _FOR_BEFORE.search(text, max(0, m.start() - 16), m.start()) if cities else None
    after = _CITY_NEXT.match(text, m.end()) if cities else None
    return next((span for span in cities if (before is not None and span[1] == before.start())
                 or (after is not None and span[0] == after.end())), None)


def read_stated_days(text: str, problems: list[str], places: bool = True, cities: Collection[tuple[int, int]] = ()) -> int | None:
    """The trip length the text states in days, nights or weeks; None if none (or they contradict: see ``problems``).

    A length that is not a whole number of days ("half a week", "a week and a
    half", "1/2 day") is a problem, never read as the whole week or day in it. A number word misspelt by one letter
    left out or swapped is read ("thre days": ``lengths_spelled``), and so is a length's word with two letters
    swapped ("3 dyas": ``units_spelled``).
    """
    text = lengths_spelled(units_spelled(text))
    values: list[int] = []
    placed: list[int] = []
    wrong = [f"the number of days must be a whole number (read {m.group(0)!r})" for m in _ODD_LENGTH.finditer(text)]
    for m in _DAYS_RE.finditer(text):
        if _not_a_length(text, m):
            continue
        n, problem = read_count(text, m.start(1), m.end(1), "the number of days", MAX_DAYS, m.end())
        if problem or n == 0:
            wrong.append(problem or f"the number of days must be at least 1 (read {m.group(0)!r})")
            continue
        assert n is not None  # read_count gives a count or a problem
        if _in_a_place(text, m, cities):
            placed.append(n + 1 if m.group(2).lower().startswith("ni") else n)
        else:
            values.append(n + 1 if m.group(2).lower().startswith("ni") else n)
    for m in _DAYS_AFTER.finditer(text):
        which = 1 if m.group(1) else 2
        n, problem = read_count(text, m.start(which), m.end(which), "the number of days", MAX_DAYS - 1, m.end())
        if problem or not n:
            wrong.append(problem or f"the number of days must be at least 1 (read {m.group(0)!r})")
            continue
        values.append(n + 1)
    for m in _BACK_LATER.finditer(text):
        n, problem = read_count(text, m.start(1), m.end(1), "the number of days", MAX_DAYS - 1, m.end())
        if problem or not n:
            wrong.append(problem or f"the number of days must be at least 1 (read {m.group(0)!r})")
            continue
        values.append(n + 1)
    for m in _WEEKS_RE.finditer(text):
        if m.group(2):
            values.append(14)
        elif m.group(1):
            n, problem = read_count(text, m.start(1), m.end(1), "the number of weeks", MAX_DAYS // 7, m.end())
            if problem or n == 0:
                wrong.append(problem or f"the number of weeks must be at least 1 (read {m.group(0)!r})")
                continue
            assert n is not None  # read_count gives a count or a problem
            values.append(7 * n)
        else:
            values.append(7)
    if wrong:
        problems.extend(dict.fromkeys(wrong))
        return None
    # a length said in a place beside a length of the trip is that place's share ("a 7-day trip ... 3 nights in san
    # francisco": named, never a contradiction); said alone, it is the trip's ("3 nights in orlando")
    distinct = list(dict.fromkeys(values or (placed if places else [])))
    if len(distinct) > 1:
        problems.append("the day counts contradict each other: " + ", ".join(f"{d} days" for d in distinct))
        return None
    return distinct[0] if distinct else None


# What is done within one day ("5 sights in one day", "we saw everything in one day last time"): a pace's span, never the
# trip's length
_DONE_WITHIN = lazy_compile(r"\b(?:sights?|attractions?|things|places|stops|museums?|parks?|everything|it\s+all|all\s+of\s+(?:it|them))"
                            r"\s+in\s+$", re.IGNORECASE)


# Days spent at a place of the trip ("one day at the beach", "we want one day at seaworld", "2 days at the parks"): some
# of the trip's days, a sight's or an outing's (read or named by the clause accounting), never its length; nights at a
# place are a stay's ("3 nights at the hilton"), and "3 days at orlando" may still name the trip's city
_DAYS_AT = lazy_compile(r"\s+at\s+(?!(?:least|most|all|once|a\s+time|home|the\s+(?:least|most|very|end|start|middle))\b)"
                        r"(?P<the>the\s)?", re.IGNORECASE)


def _days_at_a_place(text: str, m: re.Match[str]) -> bool:
    """Whether a count of days is spent at a place ("one day at the beach"): one day at any place, more at a place
    said with "the"."""
    at = _DAYS_AT.match(text, m.end()) if m.group(2).lower().startswith("day") else None
    return at is not None and (at.group("the") is not None or _ONE.fullmatch(m.group(1)) is not None)


def _not_a_length(text: str, m: re.Match[str]) -> bool:
    """Whether a count of days is no length of anything the trip spends: an occasion's, some of the trip's days, a
    guest's stay, an activity's, what is done within it, days spent at a place, a bound or a night's price."""
    return bool(_occasion(text, m) or _days_at_a_place(text, m)
                or (_ONE.fullmatch(m.group(1)) and _DONE_WITHIN.search(text, max(0, m.start() - 30), m.start()))
                or _SOME_OF_THE_DAYS.search(text, max(0, m.start() - 30), m.start())
                or _NEXT_DAYS.search(text, max(0, m.start() - 30), m.start())
                or _A_GUESTS_STAY.search(text, max(0, m.start() - 60), m.start())
                or _AN_ACTIVITY_FOR.search(text, max(0, m.start() - 30), m.start())
                or _BOUND_BEFORE.search(text, max(0, m.start() - 24), m.start()) or _BOUND_AFTER.match(text, m.end())
                or _night_priced(text, m))


def lengths_in_places(text: str, cities: Collection[tuple[int, int]] = ()) -> list[tuple[int, int, int]]:
    """The lengths said with the place they are spent in ("3 nights in san francisco", "houston for 2 nights": a city
    at one of the spans ``cities``), each as (start, end, days): a city's share on a tour, the trip's length on a trip
    to one city (the caller compares them with the trip's)."""
    spelled = lengths_spelled(units_spelled(text))  # (the same length: its spans are the text's)
    lengths = []
    for m in _DAYS_RE.finditer(spelled):
        if _not_a_length(spelled, m) or not _in_a_place(spelled, m, cities):
            continue
        n, problem = read_count(spelled, m.start(1), m.end(1), "the number of days", MAX_DAYS, m.end())
        if n and not problem:
            place = _PLACE_AFTER.match(spelled, m.end())
            city = _city_beside(spelled, m, cities) if place is None else None
            start, end = (min(m.start(), city[0]), max(m.end(), city[1])) if city else (m.start(), place.end() if place else m.end())
            lengths.append((start, end, n + 1 if m.group(2).lower().startswith("ni") else n))
    return lengths


def loose_return_clash(text: str, span: int) -> str | None:
    """A problem where a return said as "N days later on the Dth" names a day that neither way of counting the N days
    reaches (``span``: the days from the start to that day, both counted): "three days later on the 3rd" from the 1st
    is the 3rd (people count the days of the trip), "ten days later on the 3rd" is asked."""
    text = lengths_spelled(units_spelled(text))
    for m in _LATER_ON_A_DAY.finditer(text):
        n, problem = read_count(text, m.start(1), m.end(1), "the number of days", MAX_DAYS, m.end())
        if problem is None and n is not None and span not in (n, n + 1):
            return f"{m.group(0)!r}: {n} days later is not the day said ({span} days from the start)"
    return None
