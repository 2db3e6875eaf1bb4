"""A budget written as a bare number, with no dollar sign: after or before the word "budget" ("a budget of
1700", "1800 budget"), of spending ("we can spend 1500"), marked by a cap ("under 1300 please", "1500 max"), as an item
of the request ("2 travelers, 1900") or right after a date.

Split from ``money``: the readers ``read_budget`` asks, in turn, when no amount says dollars.
"""

from __future__ import annotations

import re

from himap_travel.domain.parsing.budget_prices import said_of_a_part
from himap_travel.domain.parsing.money_amounts import AMOUNT, BARE_AMOUNT, NOT_MONEY_AFTER, amount_value
from himap_travel.domain.parsing.numbers import ALL_IN
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.spans import SpanSet

BUDGET_NOUN = lazy_compile(r"\bbudget\b", re.IGNORECASE)
SENTENCE_END = lazy_compile(r"(?<=[.!?])\s")


def after_budget_word(text: str, dates: SpanSet, unreadable: list[str]) -> list[tuple[int, int, float]]:
    """"a budget of 1700": the first bare number after the word "budget" in its sentence (not a date, day or people count),
    never after a "budget" whose amount is said before it ("2400 budget, we are 3": 2400, never 3)."""
    with_its_amount = {found.end() for found in BEFORE_BUDGET.finditer(text)}
    for m in BUDGET_NOUN.finditer(text):
        if m.end() in with_its_amount and not _AMOUNT_NEXT.match(text, m.end()):  # ("for 2 budget 2000": 2000)
            continue
        limit = m.end() + len(SENTENCE_END.split(text[m.end():m.end() + 120])[0])
        for found in BARE_AMOUNT.finditer(text, m.end(), limit):
            n = BARE_AMOUNT.match(text, found.start())  # the whole number, also where it runs past the limit
            assert n is not None  # found matched there
            if n.start() in dates or NOT_MONEY_AFTER.match(text, n.end()):
                continue
            value = amount_value(text, n, unreadable)
            return [(n.start(), n.end(), value)] if value is not None else []
    return []


# An amount said right after the word ("budget 2000", "budget: $2000", "budget of 2k"), never one past a comma.
_AMOUNT_NEXT = lazy_compile(r"\s*(?:(?:of|is|=|:)\s*)?(?:about\s+|around\s+|~\s*)?\$?\s*\d", re.IGNORECASE)
# "1800 budget", "a 3000 dollar budget": the amount right before the word.
BEFORE_BUDGET = lazy_compile(rf"(?<![\w$.,]){AMOUNT}\s+(?:dollars?\s+)?budget\b", re.IGNORECASE)
# ... or "total" / "all in" after an amount of three digits or more ("4 guys, 3000 total": never "we're 4 total")
_BEFORE_TOTAL = lazy_compile(rf"(?<![\w$.,])(?<!\d\s)(?!(?:19|20)\d\d\b)"  # (never a year: "april 8 2022 total 1900")
                             rf"(?=\d{{3}}|\d{{1,3}},\d{{3}}){AMOUNT}\s+(?:dollars?\s+)?(?:total|all[\s-]in)\b",
                             re.IGNORECASE)


# ... or said to be the most there is ("2500 is our max", "3000 would be the limit"; three digits or more)
_IS_THE_MOST = lazy_compile(rf"(?<![\w$.,])(?!(?:19|20)\d\d\b)(?=\d{{3}}|\d{{1,3}},\d{{3}}){AMOUNT}\s+(?:dollars?\s+)?"
                            r"(?:is|would\s+be|will\s+be|['’]s)\s+(?:our|my|the)\s+(?:absolute\s+|total\s+)?"
                            r"(?:max(?:imum)?|limit|cap|ceiling|budget)\b", re.IGNORECASE)


def before_budget_word(text: str, unreadable: list[str]) -> list[tuple[int, int, float]]:
    """"2 people, 1800 budget", "3000 total", "2500 is our max": the number right before the word "budget" (or
    "total"), or said to be the most there is."""
    found = BEFORE_BUDGET.search(text) or _BEFORE_TOTAL.search(text) or _IS_THE_MOST.search(text)
    value = amount_value(text, found, unreadable) if found else None
    return [(found.start(), found.end(1), value)] if found and value is not None else []


# "we can spend 1500", "got about 2900 to spend", "we each chip in 600": a bare number that spending is said of is the
# money there is.
# ("we could spend maybe 1500": a hedge before the amount too)
_SPEND_AMOUNT = lazy_compile(rf"\b(?:spend|(?:chip|pitch)\s+in)\s+(?:about\s+|around\s+|roughly\s+|up\s+to\s+|maybe\s+|perhaps\s+"
                             rf"|probably\s+|like\s+)?(?=\d){AMOUNT}"
                             rf"|(?<![\w$.,/]){AMOUNT}\s+(?:dollars\s+)?to\s+spend\b", re.IGNORECASE)


def spend_amount(text: str, dates: SpanSet, unreadable: list[str]) -> list[tuple[int, int, float]]:
    """The first bare number spending is said of ("we can spend 1500", "2900 to spend"), not a date, day or count."""
    for found in _SPEND_AMOUNT.finditer(text):
        number = 1 if found.group(1) is not None else 3  # which of the two forms matched
        start, end = found.start(number), found.end(number + 1) if found.group(number + 1) else found.end(number)
        if start in dates or NOT_MONEY_AFTER.match(text, end):
            continue
        amount = BARE_AMOUNT.match(text, start)
        value = amount_value(text, amount, unreadable) if amount else None
        return [(start, end, value)] if value is not None else []
    return []


# A bare number standing as an item of the request, with nothing after it but a mark or the end ("Dallas to Denver,
# march 8-10, 2 travelers, 1900", "solo 800"): nothing else a request holds is a number of three digits or more with
# no word of its own. Not after a word that gives it another sense ("flight 1234", "in 2023").
# ... or before the next wish of a run of words ("me and my husband 2600 no flights", "son 2800 private room"), or a
# thanks that ends the request ("2 ppl 700 thx!!"), or "and" before the next wish that is no number ("1500 and no
# smoking and american food": the budget beside the rules, never dropped while they are read), or an emoji that ends
# the item ("2 ppl, 600 😎"; never a star: "4★" is a rating)
_BARE_ITEM = lazy_compile(r"(?<![\w$.,/:#'-])(\d{3,7}|\d{1,3}(?:,\d{3})++)(?:\.\d{1,2})?(?=\s*(?:[,;!?)|]|\.(?:\s|$)|$"
                          r"|[\U0001F300-\U0001FAFF\u2600-\u2604\u2607-\u27BF])"
                          r"|\s+(?:no|not|private|entire|shared|only|please|pls|with|hotels?|flights?|flying|driving"
                          r"|thx|thanks|thank\s+you|ty|tia|cheers)\b"
                          r"|\s+(?:and|&|plus)\s+(?![$\d]|(?:a|one|two|three|four|five|six|seven|eight|nine|ten)\b)"
                          r"|\s+(?:--?|–|—)\s+(?![$\d]))",  # a dash before the next item: "3000 - flights only"
                          re.IGNORECASE)
_OTHER_NUMBER_BEFORE = lazy_compile(r"\b(?:flights?|rooms?|routes?|suites?|apt|apartment|highway|interstate|exit|gate|zip|code|number"
                                    r"|no|year|in|since|of|from|at|under|below|around|about|over|above|before|after|by)\s*$",
                                    re.IGNORECASE)


# The year written right before a number ("march 7 to 9, 2022, 2000 tops"): the number after it is no year, an amount
_YEAR_BEFORE = lazy_compile(r"\b(?:19|20)\d\d\s*,?\s*$")
# ... or anywhere before it ("march 15-17 2022, me and my wife, 2000"): the trip's year is said, so a later 20xx is no
# second year, the amount
_YEAR_SAID = lazy_compile(r"(?<![\w$.,/:#'-])(?:19|20)\d\d\b(?![\w$])")
# ... never one of two years side by side ("is it 2022 or 2023?", "2022/2023", "2023 or 2022") nor one asked in a
# question ("wait, 2023?"): a year wondered about, no amount
_YEAR_BESIDE_BEFORE = lazy_compile(r"\b(?:19|20)\d\d\s*(?:,|/|-|–|or|and|vs\.?|versus|to)\s*$", re.IGNORECASE)
_YEAR_BESIDE_AFTER = lazy_compile(r"\s*(?:,|/|-|–|or|and|vs\.?|versus|to)\s*(?:19|20)\d\d\b", re.IGNORECASE)
_ASKED = lazy_compile(r"[^.!\n]*\?")


def _a_year_wondered(text: str, start: int, end: int) -> bool:
    """Whether the 20xx at ``text[start:end]`` stands beside another year or in a question (``_YEAR_BESIDE_BEFORE``)."""
    return bool(_YEAR_BESIDE_BEFORE.search(text, max(0, start - 12), start) or _YEAR_BESIDE_AFTER.match(text, end)
                or _ASKED.match(text, end))


def bare_item(text: str, dates: SpanSet, unreadable: list[str]) -> list[tuple[int, int, float]]:
    """The budget written as a bare number, when the request holds exactly one such number; a number that may be a
    year (20xx written without a comma) is not read (asked, not guessed)."""
    found = [m for m in _BARE_ITEM.finditer(text)
             if m.start() not in dates and not _OTHER_NUMBER_BEFORE.search(text, max(0, m.start() - 16), m.start())]
    if len(found) != 1 or re.fullmatch(r"20\d\d", found[0].group(1)) and (_a_year_wondered(text, *found[0].span(1)) or not (
            _YEAR_BEFORE.search(text, max(0, found[0].start() - 12), found[0].start())
            or _YEAR_SAID.search(text, 0, found[0].start()))):
        return []
    amount = BARE_AMOUNT.match(text, found[0].start())
    value = amount_value(text, amount, unreadable, dates) if amount else None
    return [(found[0].start(), found[0].end(), value)] if value is not None else []


# A bare number right after a date, with no word of its own ("kalamazoo to detroit mar 10-12 1500 2 ppl", "mar 3 - mar 5
# 1500 for 2"): no year (``dates`` leaves those under 1900 alone, "20xx" is not read here: asked), so the budget.
_AFTER_A_DATE = lazy_compile(r"\s*,?\s*((?:\d{3,7}|\d{1,3}(?:,\d{3})++)(?:\.\d{1,2})?)(?![\w$%]|[.,]\d)"
                             r"(?![\s-]*(?:miles?|mi|km|kilomet(?:er|re)s?|hours?|hrs?|minutes?|mins?|feet|ft|met(?:er|re)s?)\b)",
                             re.IGNORECASE)


def after_a_date(text: str, date_spans: list[tuple[int, int]], unreadable: list[str]) -> list[tuple[int, int, float]]:
    """The budget as the one bare number written right after a date (not a year, a count's or a length's number)."""
    dates = SpanSet(date_spans)
    found = [m for m in (_AFTER_A_DATE.match(text, end) for _start, end in date_spans) if m is not None
             and (not re.fullmatch(r"(?:19|20)\d\d", m.group(1)) or _YEAR_BEFORE.search(text, max(0, m.start(1) - 12), m.start(1)))
             and not NOT_MONEY_AFTER.match(text, m.end())
             and not said_of_a_part(text, m.start(1), m.end(1))]
    if len({m.group(1) for m in found}) != 1:
        return []
    amount = BARE_AMOUNT.match(text, found[0].start(1))
    value = amount_value(text, amount, unreadable, dates) if amount else None
    return [(found[0].start(1), found[0].end(1), value)] if value is not None else []


# A bare number a cap or a word of the budget marks ("under 1300 please", "can't go over 600", "1500 max", "around 3500
# total", "like 800 saved", "600 a person", "350 a day", "400pp" glued as "$450pp" is): the money there is, though no
# dollar sign is written.
BARE_NUMBER = lazy_compile(r"(?<![\w$.,/:#'-])(?:\d{3,7}|\d{1,3}(?:,\d{3})++)(?:\.\d{1,2})?(?!(?!(?:ish|pp)\b)[\w$%]|[.,]\d)")
_CAP_BEFORE = lazy_compile(
    r"\b(?:under|below|max(?:imum)?|up\s+to|(?:no|not)\s+more\s+than|less\s+than|within|not\s+(?:over|above)"
    r"|(?:can'?t|cannot|can\s+not|won'?t|don'?t\s+want\s+to)\s+(?:go|spend|pay)\s+(?:over|more\s+than|above)"
    r"|total(?:\s+(?:of|is))?|overall)"  # "march 4, total 1800 for 2", "a total of 2000"
    r"\s+(?:like\s+|about\s+|around\s+|roughly\s+)?$", re.IGNORECASE)
_MARK_AFTER = lazy_compile(
    rf"\s*(?:dollars\s+)?(?:(?:in\s+)?total|overall|max(?:imum)?|tops|{ALL_IN}|altogether|saved(?:\s+up)?|to\s+spend"
    r"|or\s+(?:less|under|below|lower)"  # "1500 or less"
    r"|between\s+(?:us|(?:the\s+|all\s+)?\w+\s+of\s+us)"  # "we've pooled 6900 between the 8 of us"
    r"|(?:/|a|per|each)\s*(?:person|head|day|night)|each|apiece|pp|-?ish"  # "900ish", "1200-ish": roughly
    r"|for\s+(?:everything|it\s+all|the\s+whole\s+(?:thing|trip))|to\s+(?:play|work)\s+with)\b",  # "1500 for everything"
    re.IGNORECASE)


# ... or said as a rough figure ("me and my husband, around 1500", "about 2,000 for the two of us"), no unit after it
_ROUGHLY_BEFORE = lazy_compile(r"\b(?:around|about|roughly|approximately|approx\.?)\s*~?$|~$", re.IGNORECASE)
_UNIT_AFTER = lazy_compile(r"[\s-]*(?:miles?|mi|km|kilomet(?:er|re)s?|hours?|hrs?|minutes?|mins?|feet|ft|met(?:er|re)s?|people"
                           r"|persons?|guests?|days?|nights?|stars?|reviews?|calories|steps)\b", re.IGNORECASE)


def capped_or_marked(text: str, dates: SpanSet, unreadable: list[str]) -> list[tuple[int, int, float]]:
    """The bare number a cap or a budget's word marks, when the marked ones agree (else none: left to the others)."""
    found = [m for m in BARE_NUMBER.finditer(text) if m.start() not in dates and not said_of_a_part(text, m.start(), m.end())
             and (_CAP_BEFORE.search(text, max(0, m.start() - 40), m.start()) or _MARK_AFTER.match(text, m.end())
                  or (_ROUGHLY_BEFORE.search(text, max(0, m.start() - 16), m.start()) and not _UNIT_AFTER.match(text, m.end())))]
    if len({m.group(0) for m in found}) != 1:
        return []
    amount = BARE_AMOUNT.match(text, found[0].start())
    value = amount_value(text, amount, unreadable) if amount else None
    return [(found[0].start(), found[0].end(), value)] if value is not None else []
