"""The budget.

* **budget** - "$1,700", "$2,500.00", "$3k", "2,500 dollars", "USD 900", "a
  budget of 1700"; "per person" / "per day" amounts are multiplied out. When
  several amounts appear, prices ("dinner at $50 per person", "hotels under
  $150") give way to the amount marked as the budget ("budget", "spend",
  "$900 in total").
* **refused** (a problem, never a silent reading): a negative amount ("-$3,000",
  "$-3,000", "minus $3,000"); another currency ("3000 euros", "£2,000",
  "CAD 2000", "C$2,000"): the sandbox's prices are US dollars; an amount that
  is not plainly written ("$1e9", "$1,40", "$3 million", "$500pp"); an amount
  over ``MAX_BUDGET`` ($10,000,000, also the cap of a ``TripSpec``), which
  also stops a 400-digit run from becoming an infinite budget.

Every amount read is written in the text in digits: the only scaling is
"k"/"thousand"/"grand" (x1000) here, and "per person"/"per day" in
``parse_request``, which does the multiplying (it knows the people and days).
All patterns are linear in the text (a number is matched whole and
possessively, never from inside another number).
"""

from __future__ import annotations

import re

from parsing.numbers import DIGITS, shown
from parsing.text import SpanSet
from state.trip import MAX_BUDGET

_AMOUNT = rf"({DIGITS})(?:\s*(k|thousand|grand)\b)?"
_WELL_FORMED = re.compile(r"(?:\d{1,3}(?:,\d{3})++|\d++)(?:\.\d++)?")  # "1,400", "1400", "2,500.00"
_MAX_DIGITS = 12  # an integer part longer than this is over the cap whatever it says (and is never made a float)
# Right after an amount, what makes it another number: a letter ("$1e9", "$500pp") or a magnitude word.
_GLUED_AFTER = re.compile(r"[^\W\d_]\w*|\s*(?:hundred|million|billion|trillion|mn|bn)\b", re.IGNORECASE)
_RANGE_AFTER = re.compile(r"(?:-|\s+(?:to|or)\s+)\$?\d", re.IGNORECASE)  # "$2-3", "$2 or 3": not one amount
_MONEY_PATTERNS = [
    re.compile(r"(?:\bUS\s*\$|\$|\bUSD\s*|\bUS\s+dollars\s*)\s*" + _AMOUNT, re.IGNORECASE),
    re.compile(r"(?<![\w$.,])" + _AMOUNT + r"\s*(?:dollars|usd|bucks)\b", re.IGNORECASE),
]
_BUDGET_WORD = re.compile(r"\b(?:budget(?:ed)?|spend|spending|afford|total|cap|capped|limit|maximum|max|up\s+to|allocated|allowance|funds?)\b", re.IGNORECASE)
# Words right after an amount that make it the budget ("$900 in total", "$900 overall", "$2,000 budget").
_BUDGET_AFTER = re.compile(
    r"\s*(?:(?:in\s+)?total\b|overall\b|all[\s-]+in\b|altogether\b|budget\b|max(?:imum)?\b|for\s+(?:the|this|our|my)\s+(?:whole\s+|entire\s+)?(?:trip|journey|vacation|holiday)\b)",
    re.IGNORECASE,
)
# Words right before an amount that make it a price, not the budget ("dinner at $50", "flights under $200").
_PRICE_BEFORE = re.compile(
    r"\b(?:breakfast|lunch|dinner|meals?|food|restaurants?|flights?|tickets?|hotels?|rooms?|nights?|attractions?|entry|costs?|costing|priced|price|at|under|below|around|about)"
    r"(?:\s+(?:at|of|for|is|are|around|about|under|below|costs?))?\s*$",
    re.IGNORECASE,
)
_NEGATIVE_BEFORE = re.compile(r"(?:(?:^|[\s(:=,])-|\bminus\s+|\bnegative\s+)$", re.IGNORECASE)  # "-$3,000", not "... - $3,000"
_CURRENCY = re.compile(
    r"(?:(€|£|¥|₹|\b(?:EUR|GBP|JPY|CAD|AUD|CHF|INR|MXN|CNY|RMB|NZD|HKD|SGD)\b|\b(?:C|CA|A|AU|NZ|HK|S)\$)\s*\d"
    r"|(?<![\d.,])\d[\d,.]*+\s*(?:k\b|thousand\b)?\s*(€|£|¥|₹|\b(?:EUR|GBP|JPY|CAD|AUD|CHF|INR|MXN|CNY|RMB|NZD|HKD|SGD)\b"
    r"|\b(?:euros?|pounds?(?:\s+sterling)?|quid|yen|rupees?|pesos?|yuan|renminbi|francs?|(?:canadian|australian|new\s+zealand|hong\s+kong|singapore)\s+dollars?)\b))",
    re.IGNORECASE,
)
_BUDGET_NOUN = re.compile(r"\bbudget\b", re.IGNORECASE)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s")
_BARE_AMOUNT = re.compile(_AMOUNT, re.IGNORECASE)
_NOT_MONEY_AFTER = re.compile(r"[\s-]*(?:days?|nights?|people|persons?|cities|weeks?|travell?ers|st|nd|rd|th)\b", re.IGNORECASE)
_CURRENCY_NAMES = {"€": "euros", "£": "pounds", "¥": "yen", "₹": "rupees"}


def _amount_value(text: str, match: re.Match[str], problems: list[str]) -> float | None:
    """The dollars of an amount ``match`` (groups: the number, the scale), or None with the problem named.

    ``text`` is what the match was found in: a letter glued to the number
    ("$1e9") or a magnitude after it ("$3 million") makes it unreadable.
    """
    token, scale = match.group(1), match.group(2)
    glued = None if scale else _GLUED_AFTER.match(text, match.end(1))
    if glued or not _WELL_FORMED.fullmatch(token):
        written = text[match.start():glued.end() if glued else match.end()]
        problems.append(f"cannot read the amount {shown(written)}: write it in digits, e.g. $1,400 or $1400.50")
        return None
    whole = token.split(".")[0].replace(",", "")
    value = float(token.replace(",", "")) * (1000 if scale else 1) if len(whole) <= _MAX_DIGITS else float("inf")
    if value > MAX_BUDGET:
        problems.append(f"the amount {shown(text[match.start():match.end()])} is more than the ${MAX_BUDGET:,.0f} the planner accepts")
        return None
    return value


def read_budget(text: str, date_spans: list[tuple[int, int]], problems: list[str]) -> tuple[float | None, str | None]:
    """The budget and its unit (None, "person" or "day").

    A budget in another currency, or a negative one, is a problem (never read
    as dollars, never with its sign dropped). When several dollar amounts
    appear, prices ("dinner at $50 per person") give way to the amount marked
    as the budget ("budget", "in total" ...).
    """
    foreign = _CURRENCY.search(text)
    if foreign:
        mark = (foreign.group(1) or foreign.group(2)).strip()
        name = _CURRENCY_NAMES.get(mark, mark)
        problems.append(f"the budget is given in {name} ({foreign.group(0).strip()!r}); the sandbox's prices are in US dollars: give the budget in dollars")
        return None, None
    sign = re.search(r"\$\s*-\s*\d[\d,]*", text)
    if sign:
        problems.append(f"the budget cannot be negative (read {sign.group(0)!r})")
        return None, None
    unreadable: list[str] = []
    amounts = _dollar_amounts(text, unreadable)
    if not amounts and not unreadable:
        amounts = _after_budget_word(text, SpanSet(date_spans), unreadable)
    for start, end, _value in amounts:
        before = _NEGATIVE_BEFORE.search(text, max(0, start - 12), start)
        if before:
            problems.append(f"the budget cannot be negative (read {shown(text[before.start():end])})")
            return None, None
    if unreadable:
        problems.extend(unreadable)
        return None, None
    if not amounts:
        return None, None
    distinct = list(dict.fromkeys(v for _s, _e, v in amounts))
    chosen = amounts
    if len(distinct) > 1:
        chosen = _the_budget(text, amounts)
        if chosen is None:
            listed = ", ".join(f"${v:,.0f}" for v in distinct[:6]) + (f" and {len(distinct) - 6} more" if len(distinct) > 6 else "")
            problems.append("several budget amounts: " + listed)
            return None, None
    start, end, value = chosen[0]
    ranged = _RANGE_AFTER.match(text, end)
    if ranged:
        problems.append(f"the budget must be one amount, not a range (read {shown(text[start:ranged.end()])})")
        return None, None
    tail = text[end:end + 30].lower()
    unit = None
    if re.match(r"\s*(?:per|a|each|/)\s*(?:person|head|traveller|traveler|pax|individual|guest)\b|\s*each\b", tail):
        unit = "person"
    elif re.match(r"\s*(?:per|a|each|/)\s*(?:day|night)\b|\s*daily\b", tail):
        unit = "day"
    return value, unit


def _dollar_amounts(text: str, unreadable: list[str]) -> list[tuple[int, int, float]]:
    """Every amount written as dollars ("$1,700", "USD 900", "2,500 dollars"): (start, end, value), in order.

    An amount that cannot be read exactly is named in ``unreadable`` (and not returned).
    """
    amounts: list[tuple[int, int, float]] = []
    taken = -1  # the end of the last amount: the patterns' matches may overlap ("$2,000 dollars")
    found = sorted((m for pattern in _MONEY_PATTERNS for m in pattern.finditer(text)), key=lambda m: m.start())
    for match in found:
        start, end = match.span()
        if start < taken:
            continue
        taken = end
        value = _amount_value(text, match, unreadable)
        if value is not None:
            amounts.append((start, end, value))
    return amounts


def _after_budget_word(text: str, dates: SpanSet, unreadable: list[str]) -> list[tuple[int, int, float]]:
    """"a budget of 1700": the first bare number after the word "budget" in its sentence (not a date, day or people count)."""
    for m in _BUDGET_NOUN.finditer(text):
        limit = m.end() + len(_SENTENCE_END.split(text[m.end():m.end() + 120])[0])
        for found in _BARE_AMOUNT.finditer(text, m.end(), limit):
            n = _BARE_AMOUNT.match(text, found.start())  # the whole number, also where it runs past the limit
            if n.start() in dates or _NOT_MONEY_AFTER.match(text, n.end()):
                continue
            value = _amount_value(text, n, unreadable)
            return [(n.start(), n.end(), value)] if value is not None else []
    return []


def _the_budget(text: str, amounts: list[tuple[int, int, float]]) -> list[tuple[int, int, float]] | None:
    """The amounts marked as the budget, when they agree; None when the text does not single one out."""
    def clause_before(start: int) -> str:
        return re.split(r"[.!?;]\s|,\s", text[max(0, start - 80):start])[-1]

    prices = [a for a in amounts if _PRICE_BEFORE.search(clause_before(a[0]))]
    priced = set(prices)
    rest = [a for a in amounts if a not in priced] or amounts
    marked = [a for a in rest if _BUDGET_WORD.search(clause_before(a[0])) or _BUDGET_AFTER.match(text, a[1])]
    for group in (marked, rest if len({v for _s, _e, v in rest}) == 1 else []):
        if group and len({v for _s, _e, v in group}) == 1:
            return group
    return None
