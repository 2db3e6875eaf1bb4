"""Money said of one part of the trip, a price ("dinner at $50", "hotels under 150", "$60 for museum
tickets"), told from the trip's budget ("$900 in total", "budget 1500"), and the budget singled out of several amounts.

Split from ``money``: the price words and the budget's marks are one job, shared by the bare-number readers.
"""

from __future__ import annotations

import re

from himap_travel.domain.parsing.numbers import ALL_IN
from himap_travel.domain.parsing.units import read_unit
from himap_travel.domain.text.lazy_regex import lazy_compile

_BUDGET_WORD = lazy_compile(r"\b(?:budget(?:ed)?|spend|spending|afford|total|cap|capped|limit|maximum|max|up\s+to|allocated|allowance"
                            r"|funds?)\b", re.IGNORECASE)
# Words right after an amount that make it the budget ("$900 in total", "$900 overall", "$2,000 budget").
_BUDGET_AFTER = lazy_compile(
    rf"\s*(?:(?:in\s+)?total\b|overall\b|(?:{ALL_IN})\b|altogether\b|budget\b|max(?:imum)?\b|for\s+(?:the|this|our|my)\s+(?:whole\s+|entire\s+)?(?:trip|journey|vacation|holiday)\b"
    r"|for\s+(?:everything|it\s+all|all\s+of\s+it)\b)",
    re.IGNORECASE,
)
# What a part of the trip is spent on ("dinner", "parking", "groceries", "gas money", "a rental car", "museum tickets"):
# money said of one is a price, never the trip's budget.
_SPENT_ON = (r"(?:breakfasts?|brunch|lunch(?:es)?|dinners?|suppers?|meals?|food|dining|eating\s+out|groceries|snacks|drinks"
         r"|coffee|restaurants?"
         r"|flights?|airfare|tickets?|admissions?|entry|museums?|tours?|activities|attractions?|shows?|hotels?|lodging"
         r"|rooms?|nights?|parking|gas|fuel|tolls?|rental(?:\s+car)?|car\s+rental|ubers?|lyfts?|taxis?|cabs?|rides?"
         r"|shopping|souvenirs?|gifts?|tips?|spa|emergenc(?:y|ies)|incidentals|extras)")
# Words right before an amount that make it a price, not the budget ("dinner at $50", "flights under $200", "parking
# $20 a day", "dinner ~$50", "gas money around $100", "dinner budget $60 a night").
_PRICE_BEFORE = lazy_compile(
    rf"\b(?:{_SPENT_ON}(?:\s+(?:money|costs?|fees?|budget))?|costs?|costing|priced|price|at|under|below|around|about"
    # money for one activity: "my husband's budget for golf is $200", "the budget for the go-karts is $80"
    r"|(?:budget|allowance)\s+for\s+(?!(?:the\s+|this\s+|our\s+|my\s+|a\s+)?(?:whole\s+|entire\s+)?(?:trip|journey|vacation|holiday"
    r"|travel|stay|everything|it\s+all|\d|two|three|four|five|six|us|me|all)\b)(?:[\w'-]+\s+){0,2}?[\w'-]+\s+(?:is|will\s+be|of))"
    r":?(?:\s+(?:at|of|for|is|are|around|about|under|below|costs?|roughly|maybe|approx(?:imately|\.)?|max(?:imum)?|tops"
    r"|up\s+to|at\s+most|no\s+more\s+than|less\s+than|not\s+over))?\s*~?\s*$",
    re.IGNORECASE,
)
# ... or right after it: "$60 for museum tickets", "$100 for souvenirs", "$30 per person for dinner".
_PRICE_AFTER = lazy_compile(
    rf"\s*(?:(?:/|per|a|an|each)\s*(?:person|head|day|night)\s*|each\s+)?(?:(?:max(?:imum)?|tops)\s+)?(?:for|on|at)\s+"
    rf"(?:the\s+|our\s+|some\s+|each\s+|any\s+)?{_SPENT_ON}\b"
    # ... or kept apart, of the budget or beside it ("keep $500 aside for shopping", "$200 of that is for souvenirs")
    r"|\s+aside\b|\s+of\s+(?:that|it|this|the\s+budget)\s+(?:is\s+|will\s+be\s+|goes\s+)?(?:for|to)\b",
    re.IGNORECASE,
)


def other_unit(text: str, start: int, end: int) -> str | None:
    """The unit of an amount other than the budget ("$1,400 in total, $700 per person"); None (a total) when it has none
    the planner can multiply out, so that it counts as a second budget."""
    return read_unit(text, start, end, clause_up_to(text, start), [])


# a cap on a part of the trip in a bare number ("hotel max 150", "dinner under 40", "flights 300 tops")
BARE_PART_CAP = lazy_compile(
    rf"\b{_SPENT_ON}\b[^.;!?\d$]{{0,12}}?\b(?:under|below|max(?:imum)?|up\s+to|at\s+most|no\s+more\s+than|less\s+than)"
    r"\s*~?(?P<amount>\d{2,5})(?![\d$%.,]\d|\s*(?:%|percent|people|persons?|days?|nights?|miles?|km|hours?|hrs?|mins?|stars?))"
    rf"|\b{_SPENT_ON}\s+~?(?P<amount2>\d{{2,5}})\s*(?:max(?:imum)?|tops)\b", re.IGNORECASE)
# a part of the trip said before a cap in its clause ("hotels under 150", "flights max 300 each"): a price, no budget;
# nights counted are the trip's length, nothing bought ("3 nights 2 people $1,200" is the budget)
_PART_BEFORE = lazy_compile(rf"\b(?!(?<=\d\s)nights?\b|(?<=\d)nights?\b){_SPENT_ON}\b(?:\s+\S+){{0,3}}?\s*$", re.IGNORECASE)


def said_of_a_part(text: str, start: int, end: int) -> bool:
    """Whether a bare number is said of one part of the trip ("hotels under 150", "300 for flights"), not the trip."""
    return bool(_PART_BEFORE.search(clause_up_to(text, start)) or _PRICE_AFTER.match(text, end))


# More parts after the first an amount is for ("$900 for flights, hotels and food"): the whole trip, said part by part
_MORE_PARTS = lazy_compile(rf"\s*(?:,|\band\b|&)\s*(?:and\s+)?(?:the\s+|our\s+)?{_SPENT_ON}\b", re.IGNORECASE)


_DISTANCE_AFTER = lazy_compile(r"[\s-]*(?:miles?|mi|km|kilomet(?:er|re)s?)\b", re.IGNORECASE)


def for_one_part(text: str, start: int, end: int) -> bool:
    """Whether an amount is money for one part of the trip only ("$500 for meals", "hotel $150"), not its budget: not
    marked as the whole ("$900 in total") nor said of several parts ("$900 for flights, hotels and food"). A distance
    read as dollars from words ("less than two thousand miles") is no budget either: named with the parts."""
    if _DISTANCE_AFTER.match(text, end):
        return True
    if not said_of_a_part(text, start, end) or _BUDGET_AFTER.match(text, end):
        return False
    part = _PRICE_AFTER.match(text, end)
    return not (part and _MORE_PARTS.match(text, part.end()))


def clause_up_to(text: str, start: int) -> str:
    return re.split(r"[.!?;]\s|,\s", text[max(0, start - 80):start])[-1]


def is_price(text: str, start: int, end: int) -> bool:
    """An amount the words around make a price, not the budget ("dinner at $50", "hotels under $150", "$60 for museum
    tickets")."""
    before = clause_up_to(text, start)
    if _BUDGET_ABOUT.search(before):
        return False  # "budget around 1500 dollars": the budget, said roughly
    if _BUDGET_AFTER.match(text, end) and _MEALS_CAPPED.search(before):
        return True  # "meals shouldn't cost more than 250 altogether": the meals' total (named as not kept), no budget
    if _of_the_whole_trip(text, before, end):
        return False  # "keep the whole thing under 1,800", "under two grand total": a total, no part's price
    return bool(_PRICE_BEFORE.search(before) or _PRICE_AFTER.match(text, end))


# Words that say an amount is of the whole trip: before it ("keep the whole thing under", "the total under") or right
# after it (``_BUDGET_AFTER``: "2k overall", "two grand total")
_WHOLE_TRIP_BEFORE = lazy_compile(r"\b(?:total|whole\s+(?:thing|trip)|entire\s+trip|overall|everything|all\s+in|altogether)\b",
                                  re.IGNORECASE)
_SPENT_ON_RE = lazy_compile(rf"\b{_SPENT_ON}\b", re.IGNORECASE)


def _of_the_whole_trip(text: str, before: str, end: int) -> bool:
    """Whether the words around an amount make it a total of the trip, no part of it named ("hotels under $150 total"
    stays a price)."""
    total = _WHOLE_TRIP_BEFORE.search(before) or _BUDGET_AFTER.match(text, end)
    return bool(total) and not _SPENT_ON_RE.search(before) and not _PRICE_AFTER.match(text, end)


# The meals said with a bound before an amount ("meals shouldn't cost more than", "cap dining at"): with a total after
# the amount, the meals' total, never the trip's budget
_MEALS_CAPPED = lazy_compile(r"\b(?:meals?|food|dining|eating(?:\s+out)?|restaurants?)\b[^.;!?]{0,30}?\b(?:costs?|spend\w*|under"
                             r"|below|max(?:imum)?|cap(?:ped)?|limit(?:ed)?|more\s+than|at\s+most|at)\s*:?\s*$", re.IGNORECASE)
# The word "budget" right before a word of pricing: the budget said roughly or as a cap, no price
_BUDGET_ABOUT = lazy_compile(r"\bbudget\s+(?:is\s+|of\s+)?(?:around|about|under|below|at)\s*(?:US\s*)?\$?\s*$", re.IGNORECASE)


def the_budget(text: str, amounts: list[tuple[int, int, float]]) -> list[tuple[int, int, float]] | None:
    """The amounts marked as the budget, when they agree; None when the text does not single one out."""
    def clause_before(start: int) -> str:
        return clause_up_to(text, start)

    prices = [a for a in amounts if is_price(text, a[0], a[1])]
    priced = set(prices)
    rest = [a for a in amounts if a not in priced] or amounts
    marked = [a for a in rest if _BUDGET_WORD.search(clause_before(a[0])) or _BUDGET_AFTER.match(text, a[1])]
    for group in (marked, rest if len({v for _s, _e, v in rest}) == 1 else []):
        if group and len({v for _s, _e, v in group}) == 1:
            return group
    return _the_total(text, marked or rest)


def _the_total(text: str, amounts: list[tuple[int, int, float]]) -> list[tuple[int, int, float]] | None:
    """Of amounts the text marks alike, the total when every other one is said per person or per day ("$2,100 ($700
    each)", "$1,500 total ($500 pp)"): the others then go to the caller, which checks them against the total (it knows
    the people and the days); None when no one total stands out."""
    totals = [a for a in amounts if other_unit(text, a[0], a[1]) is None]
    if not totals or len(totals) == len(amounts) or len({v for _s, _e, v in totals}) != 1:
        return None
    return totals
