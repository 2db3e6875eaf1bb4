"""The budget.

* **budget** - "$1,700", "$2,500.00", "$3k", "2k", "2,500 dollars", "1200$", "USD 900", "a
  budget of 1700", "1800 budget", and a bare number standing as an item of the request
  ("2 travelers, 1900": the only one; a 20xx number may be a year and is asked); an amount per person, day, night or week is read with its
  unit (``units``) and multiplied out by ``parse_request``. When
  several amounts appear, prices ("dinner at $50 per person", "hotels under
  $150") give way to the amount marked as the budget ("budget", "spend",
  "$900 in total").
* **refused** (a problem, never a silent reading): a negative amount ("-$3,000",
  "$-3,000", "minus $3,000"); another currency ("3000 euros", "£2,000", "₩1400",
  "CAD 2000", "C$2,000", "R$900", "1400 Mexican pesos", "1400 BTC", "1400
  cents"): the sandbox's prices are US dollars; an amount that is not plainly
  written ("$1e9", "$1,40", "$3 million", "$500pp", "$1.400" - European
  thousands or $1.40? -, "$1 400", "$1'400"); an amount over ``MAX_BUDGET``
  ($10,000,000, also the cap of a ``TripSpec``), which also stops a 400-digit
  run from becoming an infinite budget; two budgets that differ ("$1,400,
  actually make it $2,000"): one is never dropped for the other.

Every amount read is written in the text in digits, or in words that are one
amount with a unit of money, "grand" or a budget's word beside them ("two
thousand dollars", "three grand", "twelve hundred total": read as their digits,
``numbers.budget_in_digits``; "a few thousand dollars" stays refused): the only scaling is
"k"/"thousand"/"grand" (x1000) here, and the unit (``units.read_unit``: per
person, day, night or week; per meal or a budget that leaves out part of the
trip is refused) in ``parse_request``, which does the multiplying
(``units.budget_total``: it knows the people and days).
All patterns are linear in the text (a number is matched whole and
possessively, never from inside another number).
"""

from __future__ import annotations

import re
import unicodedata

from himap_travel.domain.parsing.numbers import DIGITS, NUMBER_WORDS, budget_in_digits, shown
from himap_travel.domain.parsing.route_correction import CORRECTION
from himap_travel.domain.parsing.units import read_unit
from himap_travel.domain.text.money import dollars
from himap_travel.domain.text.spans import SpanSet
from himap_travel.state.trip import MAX_BUDGET

_AMOUNT = rf"({DIGITS})(?:\s*(k|thousand|grand)\b)?"
_WELL_FORMED = re.compile(r"(?:\d{1,3}(?:,\d{3})++|\d++)(?:\.\d{1,2})?")  # "1,400", "1400", "2,500.00" (not "1.400")
_MAX_DIGITS = 12  # an integer part longer than this is over the cap whatever it says (and is never made a float)
# Right after an amount, what makes it another number: a letter ("$1e9", "$500pp"; "$900ish" is roughly $900) or a
# magnitude word.
_GLUED_AFTER = re.compile(r"(?!ish\b)[^\W\d_]\w*|\s*(?:hundred|million|billion|trillion|mn|bn)\b", re.IGNORECASE)
# A number grouped by spaces or apostrophes ("$1 400", "1 400 dollars", "$1'400"): read as one of its groups it
# would be a thousandth of what was meant.
_GROUP_AFTER = re.compile(r"[ ']\d{3}(?!\d)")
_GROUP_BEFORE = re.compile(r"(?<![\d,.])\d{1,3}[ ']$")
_RANGE_AFTER = re.compile(r"(?:-|\s+(?:to|or)\s+)\$?\d", re.IGNORECASE)  # "$2-3", "$2 or 3": not one amount
_MONEY_PATTERNS = [
    re.compile(r"(?:\bUS\s*\$|\$|\bUSD\s*|\bUS\s+dollars\s*)\s*" + _AMOUNT, re.IGNORECASE),
    # "2,500 dollars", "2,400 US dollars"
    re.compile(r"(?<![\w$.,])" + _AMOUNT + r"\s*(?:(?:US|U\.S\.|American)\s+)?(?:dollars?|usd|bucks)\b", re.IGNORECASE),
    re.compile(r"(?<![\w$.,])" + _AMOUNT + r"\s*\$(?!\s*\d)", re.IGNORECASE),  # "1200$": the sign after the number
    re.compile(rf"(?<![\w$.,])({DIGITS})\s*(k|grand)\b", re.IGNORECASE),  # "2k", "5 grand": thousands are money
]
_BUDGET_WORD = re.compile(r"\b(?:budget(?:ed)?|spend|spending|afford|total|cap|capped|limit|maximum|max|up\s+to|allocated|allowance"
                          r"|funds?)\b", re.IGNORECASE)
# Words right after an amount that make it the budget ("$900 in total", "$900 overall", "$2,000 budget").
_BUDGET_AFTER = re.compile(
    r"\s*(?:(?:in\s+)?total\b|overall\b|all[\s-]+in\b|altogether\b|budget\b|max(?:imum)?\b|for\s+(?:the|this|our|my)\s+(?:whole\s+|entire\s+)?(?:trip|journey|vacation|holiday)\b"
    r"|for\s+(?:everything|it\s+all|all\s+of\s+it)\b)",
    re.IGNORECASE,
)
# What a part of the trip is spent on ("dinner", "parking", "groceries", "gas money", "a rental car", "museum tickets"):
# money said of one is a price, never the trip's budget.
_SPENT_ON = (r"(?:breakfasts?|brunch|lunch(?:es)?|dinners?|suppers?|meals?|food|dining|eating\s+out|groceries|snacks|drinks"
         r"|coffee|restaurants?"
         r"|flights?|airfare|tickets?|admissions?|entry|museums?|tours?|activities|attractions?|shows?|hotels?|lodging"
         r"|rooms?|nights?|parking|gas|fuel|tolls?|rental(?:\s+car)?|car\s+rental|ubers?|lyfts?|taxis?|cabs?|rides?"
         r"|shopping|souvenirs?|gifts?|tips?|spa)")
# Words right before an amount that make it a price, not the budget ("dinner at $50", "flights under $200", "parking
# $20 a day", "dinner ~$50", "gas money around $100", "dinner budget $60 a night").
_PRICE_BEFORE = re.compile(
    rf"\b(?:{_SPENT_ON}(?:\s+(?:money|costs?|fees?|budget))?|costs?|costing|priced|price|at|under|below|around|about"
    # money for one activity: "my husband's budget for golf is $200", "the budget for the go-karts is $80"
    r"|(?:budget|allowance)\s+for\s+(?!(?:the\s+|this\s+|our\s+|my\s+|a\s+)?(?:whole\s+|entire\s+)?(?:trip|journey|vacation|holiday"
    r"|travel|stay|everything|it\s+all|\d|two|three|four|five|six|us|me|all)\b)(?:[\w'-]+\s+){0,2}?[\w'-]+\s+(?:is|will\s+be|of))"
    r":?(?:\s+(?:at|of|for|is|are|around|about|under|below|costs?|roughly|maybe|approx(?:imately|\.)?|max(?:imum)?|tops"
    r"|up\s+to|at\s+most|no\s+more\s+than|less\s+than|not\s+over))?\s*~?\s*$",
    re.IGNORECASE,
)
# ... or right after it: "$60 for museum tickets", "$100 for souvenirs", "$30 per person for dinner".
_PRICE_AFTER = re.compile(
    rf"\s*(?:(?:/|per|a|an|each)\s*(?:person|head|day|night)\s*|each\s+)?(?:(?:max(?:imum)?|tops)\s+)?(?:for|on|at)\s+"
    rf"(?:the\s+|our\s+|some\s+|each\s+|any\s+)?{_SPENT_ON}\b",
    re.IGNORECASE,
)
_NEGATIVE_BEFORE = re.compile(r"(?:(?:^|[\s(:=,])-|\bminus\s+|\bnegative\s+)$", re.IGNORECASE)  # "-$3,000", not "... - $3,000"
# Currency codes: the common ones in any case ("eur 900"), the rest only in capitals ("TRY", "PEN" are words too).
_CODES = (r"EUR|GBP|JPY|CAD|AUD|CHF|INR|MXN|CNY|RMB|NZD|HKD|SGD|(?-i:KRW|BRL|ZAR|SEK|NOK|DKK|PLN|RUB|TRY|THB|IDR|MYR"
          r"|PHP|VND|ILS|AED|SAR|EGP|NGN|KES|ARS|CLP|COP|PEN|TWD|CZK|HUF|ISK|BTC|XBT|ETH|USDT)")
_NAMES = (r"euros?|pounds?(?:\s+sterling)?|quid|yen|rupees?|pesos?|yuan|renminbi|francs?|won|reais|rand|kron(?:a|or|e|er)"
          r"|zlot(?:y|ys|ies)|r(?:o)?ubles?|liras?|lire|baht|ringgits?|dong|shekels?|dirhams?|riyals?|dinars?|bitcoins?"
          r"|satoshis?|cents?")
# Every currency sign but the dollar's (Unicode category Sc: "€", "£", "₩", "₿" ...), found once at import.
_SIGNS = "".join(sorted({chr(c) for c in range(0x20, 0x10000) if unicodedata.category(chr(c)) == "Sc"} - {"$"}))
_SIGN_CLASS = "[" + re.escape(_SIGNS) + "]"
# "C$", "A$", "R$", "MX$", "NT$": a dollar sign with letters glued before it other than "US".
_OTHER_DOLLAR = r"(?-i:\b(?!US\$)[A-Z]{1,3}\$)"
# A national adjective before or after "dollars" ("Canadian dollars", "dollars Canadian"), other than American.
_NATION = r"(?-i:(?!(?:US|U\.S\.|American|United)\b)[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)"
_DEMONYMS = r"canadian|australian|new\s+zealand|hong\s+kong|singapore|taiwan(?:ese)?|jamaican|bahamian|fijian|namibian|liberian"
_CURRENCY = re.compile(
    rf"(?:({_SIGN_CLASS}|\b(?:{_CODES})\b|{_OTHER_DOLLAR})\s*\d[\d,.]*"
    rf"|(?<![\d.,])\d(?:[\d,.']*+(?<=\d))?\s*(?:k\b|thousand\b)?\s*(?:{_NATION}\s+)?({_SIGN_CLASS}|\b(?:{_CODES})\b"
    rf"|\b(?:{_NAMES})\b(?!')|\bdollars?\s+(?:{_DEMONYMS})\b|\bdollars?\s*\(\s*(?:{_CODES})\s*\)"
    rf"|\b(?:{_DEMONYMS})\s+dollars?\b))",
    re.IGNORECASE,
)
# A lower bound is no budget: the budget is the most the trip may cost ("at least $1,400", "$1,400 or more").
# Negated ("can't go over $1,400", "no more than") it is a cap, as the budget is.
_LOWER_BEFORE = re.compile(
    r"\b(?:at\s+least|(?:a\s+)?minimum(?:\s+of)?|min\.?|more\s+than|over|above|upwards\s+of|(?:no|not)\s+less\s+than"
    r"|in\s+excess\s+of|exceeding|starting\s+(?:at|from))\s*(?:US\s*)?\$?\s*$",
    re.IGNORECASE,
)
# ("nothing over $500", "none of it above $2,000": a most, not a least)
_NEGATED_BEFORE = re.compile(r"\b(?:no|not|nothing|none|never|cannot|can'?t|don'?t|won'?t|shouldn't|mustn't|n't)\b(?:\s+\S+){0,4}\s*$",
                             re.IGNORECASE)
_LOWER_AFTER = re.compile(r"\s*(?:dollars?\s*)?(?:or\s+(?:more|above|higher|over)|and\s+(?:up|above|over)|\+|minimum|min\b"
                          r"|at\s+(?:the\s+)?least)",
                          re.IGNORECASE)
_BUDGET_NOUN = re.compile(r"\bbudget\b", re.IGNORECASE)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s")
_BARE_AMOUNT = re.compile(_AMOUNT, re.IGNORECASE)
_NOT_MONEY_AFTER = re.compile(r"[\s-]*(?:days?|nights?|people|persons?|cities|weeks?|travell?ers|st|nd|rd|th)\b", re.IGNORECASE)
_CURRENCY_NAMES = {"€": "euros", "£": "pounds", "¥": "yen", "₹": "rupees"}


def _amount_value(text: str, match: re.Match[str], problems: list[str], dates: SpanSet | None = None) -> float | None:
    """The dollars of an amount ``match`` (groups: the number, the scale), or None with the problem named.

    ``text`` is what the match was found in: a letter glued to the number
    ("$1e9") or a magnitude after it ("$3 million") makes it unreadable. Digits of a date before it (``dates``: "March
    5-7 1200") group no number with it.
    """
    token, scale = match.group(1), match.group(2)
    glued = None if scale else (_GLUED_AFTER.match(text, match.end(1)) or _GROUP_AFTER.match(text, match.end(1)))
    grouped = _GROUP_BEFORE.search(text, max(0, match.start(1) - 4), match.start(1))
    if grouped and dates is not None and grouped.start() in dates:
        grouped = None
    if glued or grouped or not _WELL_FORMED.fullmatch(token):
        written = text[grouped.start() if grouped else match.start():glued.end() if glued else match.end()]
        problems.append(f"cannot read the amount {shown(written)}: write it in digits, e.g. $1,400 or $1400.50")
        return None
    whole = token.split(".")[0].replace(",", "")
    value = float(token.replace(",", "")) * (1000 if scale else 1) if len(whole) <= _MAX_DIGITS else float("inf")
    if value > MAX_BUDGET:
        problems.append(f"the amount {shown(text[match.start():match.end()])} is more than the ${MAX_BUDGET:,.0f} the planner accepts")
        return None
    return value


def read_budget(
    text: str, date_spans: list[tuple[int, int]], problems: list[str], also: list[tuple[float, str | None]] | None = None,
    claims: list[tuple[int, int]] | None = None, warnings: list[str] | None = None, prices: list[tuple[int, int]] | None = None,
) -> tuple[float | None, str | None]:
    """The budget and its unit (None: the whole trip; else ``units.read_unit``'s, such as "person" or "person/day").

    A budget in another currency, or a negative one, is a problem (never read
    as dollars, never with its sign dropped). When several dollar amounts
    appear, prices ("dinner at $50 per person") give way to the amount marked
    as the budget ("budget", "in total" ...); another total that differs is a
    problem, and other amounts per person or per day ("$1,400 in total, $700
    per person") are put in ``also`` for ``parse_request`` to check against
    the total (it knows the people and the days). ``claims`` gets the words
    that are about the budget only ("excluding flights": no wish about flights),
    ``warnings`` a bare number read as the budget ("2 travelers, 1900"), ``prices`` the spans of the other amounts,
    money for one part of the trip ("parking $20 a day", "dinner ~$50 for both of us"): no budget, and a wish the
    caller accounts for (named unless a constraint reads it), never dropped.
    """
    text = budget_in_digits(text)  # "two thousand dollars", "three grand": read as "$2000" and "$3000" (same length)
    foreign = _CURRENCY.search(text)
    if foreign:
        mark = (foreign.group(1) or foreign.group(2)).strip()
        name = _CURRENCY_NAMES.get(mark, mark)
        problems.append(f"the budget is given in {name} ({foreign.group(0).strip()!r}); the sandbox's prices are in US dollars: give the "
                        "budget in dollars")
        return None, None
    sign = re.search(r"\$\s*-\s*\d[\d,]*", text)
    if sign:
        problems.append(f"the budget cannot be negative (read {sign.group(0)!r})")
        return None, None
    unreadable: list[str] = []
    amounts, ranges = _upper_ends(text, _dollar_amounts(text, unreadable), unreadable)
    if amounts and not unreadable:  # "$2,200 ... make the budget 2500 instead": both read, never one dropped in silence
        amounts = sorted([*amounts, *_marked_beside(text, amounts, SpanSet(date_spans), unreadable)])
    if not amounts and not unreadable:
        amounts = (_after_budget_word(text, SpanSet(date_spans), unreadable) or _before_budget_word(text, unreadable)
                   or _spend_amount(text, SpanSet(date_spans), unreadable))
        # "budget 1500-2000", "budget somewhere between 1500 and 2000": a range with no "$", its upper end as with one
        amounts, ranges = _upper_ends(text, amounts, unreadable) if amounts and not unreadable else (amounts, ranges)
        if amounts and not unreadable:  # "budget 1800, oops i mean 2000": the amount a correction sets last is the budget
            amounts = _corrected_last(text, sorted([*amounts, *_set_by_correction(text, amounts, SpanSet(date_spans),
                                                                                   unreadable)]), warnings)
    if not amounts and not unreadable:
        _in_words(text, unreadable)
    if not amounts and not unreadable:
        amounts = (_capped_or_marked(text, SpanSet(date_spans), unreadable) or _bare_item(text, SpanSet(date_spans), unreadable)
                   or _after_a_date(text, date_spans, unreadable))
        if amounts and warnings is not None:  # an assumption, said: the number stands with no word of money or budget
            warnings.append(f"{text[amounts[0][0]:amounts[0][1]]!r}: read as the budget in US dollars (say 'budget' if it is not)")
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
    if all(_for_one_part(text, s, e) for s, e, _v in amounts):  # "$500 for meals": no budget of the trip
        if prices is not None:
            prices.extend((s, e) for s, e, _v in amounts)
        return None, None
    distinct = list(dict.fromkeys(v for _s, _e, v in amounts))
    chosen: list[tuple[int, int, float]] | None = amounts
    if len(distinct) > 1:
        chosen = _the_budget(text, amounts)
        if chosen is None:
            problems.append("several budget amounts: " + _listed(distinct))
            return None, None
    assert chosen is not None  # refused above when None
    start, end, value = chosen[0]
    if start in ranges and warnings is not None:  # an assumption, said: the range's upper end is the cap
        warnings.append(f"{ranges[start]!r}: read as a budget of {dollars(value)}, the most the trip may cost (say so if it is less)")
    ranged = _RANGE_AFTER.match(text, end)
    if ranged:
        problems.append(f"the budget must be one amount, not a range (read {shown(text[start:ranged.end()])})")
        return None, None
    if _lower_bound(text, start, end):
        problems.append(f"the budget must be the most the trip may cost, not a minimum (read {_around(text, start, end)!r})")
        return None, None
    found: list[str] = []
    unit = read_unit(text, start, end, _clause_before(text, start), found, claims)
    if found:  # a unit with no total (a meal), or a budget that leaves out part of the trip
        problems.extend(found)
        return None, None
    unit = unit or _per_person_apart(text, value)
    others = [(v, _other_unit(text, s, e)) for s, e, v in amounts if v != value and not _is_price(text, s, e)]
    totals = [v for v, u in others if u is None]
    if totals or (others and unit is not None):
        problems.append("several budget amounts: " + _listed([value, *(v for v, _u in others)]))
        return None, None
    if also is not None:
        also.extend(others)
    if prices is not None:
        prices.extend((s, e) for s, e, v in amounts if (s, e, v) not in chosen and _is_price(text, s, e))
        # "hotel max 150": no "$", still money said of a part
        prices.extend(m.span("amount" if m.group("amount") else "amount2") for m in BARE_PART_CAP.finditer(text))
    return value, unit


# A range of budgets ("$800-1,000", "$800-1k", "$1,200 to $1,700", "between $1,500 and $2,000", "1500-2000 dollars"): a
# budget is the most the trip may cost, so the range's upper end is the budget (said in a warning). A range whose first
# end is not the lower ("$2,000-1,500") stays two amounts, and is refused as before; so is "$2 or 3" (no range: either).
_SIGN_BEFORE = r"(?:US\s*\$|\$|USD\s*)?\s*"
_UPPER_AFTER = re.compile(rf"\s*(?:-|–|\bto\b)\s*{_SIGN_BEFORE}{_AMOUNT}", re.IGNORECASE)
_UPPER_AFTER_BETWEEN = re.compile(rf"\s+and\s+{_SIGN_BEFORE}{_AMOUNT}", re.IGNORECASE)
_BETWEEN_BEFORE = re.compile(rf"\bbetween\s+{_SIGN_BEFORE}$", re.IGNORECASE)
_LOWER_END_BEFORE = re.compile(rf"(?:\bbetween\s+{_SIGN_BEFORE}(\d[\d,.]{{0,8}})\s+and"
                               rf"|(?<![\w$.,/-]){_SIGN_BEFORE}(\d[\d,.]{{0,8}})\s*(?:-|–|\bto\b))\s*$", re.IGNORECASE)
_RANGE_REACH = 24  # characters before an amount its range's lower end may start at (reading stays linear)


def _upper_ends(
    text: str, amounts: list[tuple[int, int, float]], unreadable: list[str],
) -> tuple[list[tuple[int, int, float]], dict[int, str]]:
    """``amounts`` with each range of two ("$800-1k") made one amount, its upper end, spanning the range; and the
    ranges' texts by their start (for the warning that says the upper end was taken)."""
    out: list[tuple[int, int, float]] = []
    ranges: dict[int, str] = {}
    taken = -1
    for start, end, value in amounts:
        if start < taken:
            continue  # the upper end of a range already read
        between = _BETWEEN_BEFORE.search(text, max(0, start - _RANGE_REACH), start)
        upper = (_UPPER_AFTER_BETWEEN if between else _UPPER_AFTER).match(text, end)
        top = _amount_value(text, upper, unreadable) if upper else None
        lower = _LOWER_END_BEFORE.search(text, max(0, start - _RANGE_REACH), start) if upper is None else None
        low = (lower.group(1) or lower.group(2)).replace(",", "") if lower else ""
        if upper is not None and top is not None and value < top:
            out.append((start, upper.end(), top))
            ranges[start] = text[between.start() if between else start:upper.end()]
            taken = upper.end()
        elif lower is not None and re.fullmatch(r"\d+(?:\.\d{1,2})?", low) and float(low) < value:
            out.append((start, end, value))
            ranges[start] = text[lower.start():end].strip()
        else:
            out.append((start, end, value))
    return out, ranges


def _lower_bound(text: str, start: int, end: int) -> bool:
    """Whether the words around the amount make it a minimum ("at least $1,400", "$1,400 or more"), not negated."""
    before = _LOWER_BEFORE.search(text, max(0, start - 40), start)
    if before and not _NEGATED_BEFORE.search(text, max(0, before.start() - 40), before.start()):
        return True
    return bool(_LOWER_AFTER.match(text, end))


def _around(text: str, start: int, end: int) -> str:
    """The amount with the few words around it, for a message."""
    return " ".join(text[max(0, start - 20):end + 12].split())


def _listed(values: list[float]) -> str:
    shown_values = list(dict.fromkeys(values))
    more = f" and {len(shown_values) - 6} more" if len(shown_values) > 6 else ""
    return ", ".join(dollars(v) for v in shown_values[:6]) + more


def _other_unit(text: str, start: int, end: int) -> str | None:
    """The unit of an amount other than the budget ("$1,400 in total, $700 per person"); None (a total) when it has none
    the planner can multiply out, so that it counts as a second budget."""
    return read_unit(text, start, end, _clause_before(text, start), [])


# A budget written in words ("two thousand dollars", "$ fourteen hundred", "a budget of two thousand"): refused
# naming it, never reported as missing. Each word is matched possessively, so the scan is linear.
_AMOUNT_WORD = r"(?:" + "|".join(sorted(NUMBER_WORDS | {"hundred", "thousand", "grand", "million"}, key=len, reverse=True)) + r")"
_WORD_AMOUNT = re.compile(
    rf"(?:\b(?:an?\s+)?{_AMOUNT_WORD}\b[\s-]*+(?:(?:and\s+)?{_AMOUNT_WORD}\b[\s-]*+)*+(?:dollars|bucks|usd)\b"
    rf"|\$\s*{_AMOUNT_WORD}\b|\bbudget\s+(?:of|is)\s+(?:an?\s+)?{_AMOUNT_WORD}\b(?![\s-]*(?:days?|nights?|people|persons?|weeks?)\b))",
    re.IGNORECASE,
)


def _in_words(text: str, unreadable: list[str]) -> None:
    """Name a budget written in words: every amount read is written in digits."""
    found = _WORD_AMOUNT.search(text)
    if found:
        after = re.match(r"[^.,;:!?$]{0,40}", text[found.end():])
        assert after is not None  # {0,40}: it matches everywhere
        written = found.group(0) + after.group(0)
        unreadable.append(f"cannot read the amount {written.strip()[:60]!r} written in words: write it in digits, e.g. $1,400")


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
            assert n is not None  # found matched there
            if n.start() in dates or _NOT_MONEY_AFTER.match(text, n.end()):
                continue
            value = _amount_value(text, n, unreadable)
            return [(n.start(), n.end(), value)] if value is not None else []
    return []


# "1800 budget", "a 3000 dollar budget": the amount right before the word.
_BEFORE_BUDGET = re.compile(rf"(?<![\w$.,]){_AMOUNT}\s+(?:dollars?\s+)?budget\b", re.IGNORECASE)


# The budget said per person apart from its amount ("the budget is per person btw", "that's $2,200 each", "the 3000 is
# per person, not total", "Budget is per head."): the subject, then the unit (with the amount again, or none)
_PER_PERSON_APART = re.compile(
    r"\b(?:budget|that|this|it)(?:'s|\s+is|\s+was)\s+(?:for\s+|per\s+)?(?:\$?\s*(?P<amount>\d[\d,]*)\s+)?"
    r"(?:per\s+(?:person|head|traveller|traveler)|each(?!\s+(?:day|night|way|of\s+the))|pp|a\s+head|for\s+each\s+of\s+us)\b"
    r"|\b(?:the\s+)?\$?\s*(?P<lead>\d[\d,]*)\s+is\s+(?:per\s+(?:person|head)|each|for\s+each\s+of\s+us)\b", re.IGNORECASE)


def _per_person_apart(text: str, value: float) -> str | None:
    """"person" where the text says the budget ``value`` is per person apart from its amount, else None (the
    amount, where the statement gives one, must be the budget's: "it's 50 each" says a price)."""
    for m in _PER_PERSON_APART.finditer(text):
        said = m.group("amount") or m.group("lead")
        if said is None or float(said.replace(",", "")) == value:
            return "person"
    return None


# A bare number a correction sets ("Budget 2600, actually make it 3000", "make that 2800")
_YEAR = re.compile(r"(?:19|20)\d\d")  # a year right after a date the date reader left out
_RANGE_ON = re.compile(r"\s*(?:-|–|—|to)\s*\$?\s*\d")  # the low end of a range ("budget 1400-1600 dollars"): the range's
_RANGE_OFF = re.compile(r"\d\s*(?:-|–|—|to)\s*\$?\s*$")  # ... its high end ("$1,600-1,400": the range reader's to judge)
# Words that correct a value said just before ("2600, no actually 2500", "sorry i meant 4500", "it should be 2400"): a
# bare number right after them is a budget corrected (``VALUE_CORRECTION`` takes the value after the last one)
CORRECTING = (r"(?:actually|sorry|oops|no\s+wait|wait,?\s+no|wait|correction|typo|(?:i|we)\s+mean[t]?|should\s+(?:be|read|say)"
              r"|let['’]?s\s+(?:say|make\s+it)|scratch\s+that|(?:ok(?:ay)?|alright|fine),?\s+(?:fine|make\s+it))")  # "ok fine, 1700"
# After a correction, the value taken back by "not" ("$4,500 not $4,000", "four of us, not two"): no value of it
TAKEN_BACK = re.compile(r"\b(?:not|instead\s+of)\s+(?:the\s+)?\$?\s*[\w,.]+", re.IGNORECASE)
_MADE_BEFORE = re.compile(r"\b(?:make|change|changed|bump|raise|lower)\s+(?:it|that|this)\s+(?:to\s+)?$"
                          rf"|\b{CORRECTING}\W{{0,4}}(?:(?:i|we)\s+mean[t]?\s+|(?:it|that)\s+should\s+be\s+)?\$?\s*$",
                          re.IGNORECASE)


# Words that take back a value just written ("2 people. No wait, make it 3 people", "$1,200, sorry I meant $2,000"): the
# places' correction words, and words that correct a value only where two values of one kind clash ("4 people,
# actually 5 people"); elsewhere they say nothing ("we actually have $2,000" holds one amount: nothing is taken back).
# ("oh wait, make the budget 2500 instead", "update: just 2 of us"; "make" before "the budget" keeps the noun to read)
VALUE_CORRECTION = re.compile(rf"{CORRECTION.pattern}|\b(?:actually|make\s+(?:it|that)|sorry|rather|wait|update\s*:)"
                              rf"|\b{CORRECTING}\b"
                              r"|\bmake(?=\s+the\s+budget\b)", re.IGNORECASE)


def after_correction(text: str) -> tuple[str, str] | None:
    """The text with all before its last correction word blanked (same length, so positions read as before), and the
    word; None when it has none."""
    last = max(VALUE_CORRECTION.finditer(text), key=lambda word: word.start(), default=None)
    if last is None:
        return None
    after = TAKEN_BACK.sub(lambda m: " " * len(m.group(0)), text[last.end():])
    return " " * last.end() + after, last.group(0)


def _marked_beside(text: str, dollars_read: list[tuple[int, int, float]], dates: SpanSet,
                   unreadable: list[str]) -> list[tuple[int, int, float]]:
    """The bare numbers marked as the budget beside the amounts in dollars ``dollars_read`` and differing from them:
    the first after each word "budget" in its sentence ("make the budget 2500 instead"), one right before it ("the
    2600 budget") or one a correction sets ("actually make it 3000"); a hundred or more, not a date, count or price
    of a part. Read with the dollars, two budgets that differ are a correction or a problem, never one dropped."""
    taken = SpanSet((start, end) for start, end, _value in dollars_read)
    values = {value for _s, _e, value in dollars_read}
    starts = [n.start() for m in _BUDGET_NOUN.finditer(text) for n in _first_bare_after(text, m.end(), taken, dates)]
    starts += [m.start(1) for m in _BEFORE_BUDGET.finditer(text)]
    starts += [n.start() for n in _BARE_NUMBER.finditer(text) if _MADE_BEFORE.search(text, max(0, n.start() - 24), n.start())]
    found: list[tuple[int, int, float]] = []
    for start in dict.fromkeys(starts):
        number = _BARE_AMOUNT.match(text, start)
        if number is None or start in taken or start in dates or _NOT_MONEY_AFTER.match(text, number.end()) \
                or _RANGE_ON.match(text, number.end()) or _RANGE_OFF.search(text, max(0, start - 12), start) \
                or _said_of_a_part(text, start, number.end()) \
                or (_YEAR.fullmatch(number.group(0)) and dates.overlaps(max(0, start - 3), start)):  # "march 25-27 2022"
            continue
        value = _amount_value(text, number, unreadable)
        if value is not None and value >= 100 and value not in values:
            found.append((start, number.end(), value))
    return found


def _set_by_correction(text: str, bare_read: list[tuple[int, int, float]], dates: SpanSet,
                       unreadable: list[str]) -> list[tuple[int, int, float]]:
    """Of the bare numbers marked beside ``bare_read``, those a correction sets ("2000" in "budget 1800, oops i mean
    2000"): the budget read without a dollar sign is corrected as one read with it."""
    return [(start, end, value) for start, end, value in _marked_beside(text, bare_read, dates, unreadable)
            if _MADE_BEFORE.search(text, max(0, start - 24), start)]


def _corrected_last(text: str, amounts: list[tuple[int, int, float]],
                    warnings: list[str] | None) -> list[tuple[int, int, float]]:
    """The budget a correction sets, when it is the last amount said ("budget 1800, oops i mean 2000": $2,000, said in
    a warning): a bare number so set is the budget even where it reads like a year, and those before it are taken
    back; else ``amounts`` as they are (two that differ stay a problem: "budget 1800 or 2000")."""
    if len(amounts) < 2:
        return amounts
    start, _end, value = amounts[-1]
    if not _MADE_BEFORE.search(text, max(0, start - 24), start):
        return amounts
    if warnings is not None:
        warnings.append(f"read the budget written after the correction ({dollars(value)}), which corrects what was "
                        "written before")
    return amounts[-1:]


def _first_bare_after(text: str, start: int, taken: SpanSet, dates: SpanSet) -> list[re.Match[str]]:
    """The first bare number after ``start`` in its sentence, not in ``taken`` nor a date (none or one)."""
    limit = start + len(_SENTENCE_END.split(text[start:start + 120])[0])
    for found in _BARE_AMOUNT.finditer(text, start, limit):
        if found.start() not in taken and found.start() not in dates:
            return [found]
    return []


def _before_budget_word(text: str, unreadable: list[str]) -> list[tuple[int, int, float]]:
    """"2 people, 1800 budget": the number right before the word "budget"."""
    found = _BEFORE_BUDGET.search(text)
    value = _amount_value(text, found, unreadable) if found else None
    return [(found.start(), found.end(1), value)] if found and value is not None else []


# "we can spend 1500", "got about 2900 to spend", "we each chip in 600": a bare number that spending is said of is the
# money there is.
_SPEND_AMOUNT = re.compile(rf"\b(?:spend|(?:chip|pitch)\s+in)\s+(?:about\s+|around\s+|roughly\s+|up\s+to\s+)?(?=\d){_AMOUNT}"
                           rf"|(?<![\w$.,/]){_AMOUNT}\s+(?:dollars\s+)?to\s+spend\b", re.IGNORECASE)


def _spend_amount(text: str, dates: SpanSet, unreadable: list[str]) -> list[tuple[int, int, float]]:
    """The first bare number spending is said of ("we can spend 1500", "2900 to spend"), not a date, day or count."""
    for found in _SPEND_AMOUNT.finditer(text):
        number = 1 if found.group(1) is not None else 3  # which of the two forms matched
        start, end = found.start(number), found.end(number + 1) if found.group(number + 1) else found.end(number)
        if start in dates or _NOT_MONEY_AFTER.match(text, end):
            continue
        amount = _BARE_AMOUNT.match(text, start)
        value = _amount_value(text, amount, unreadable) if amount else None
        return [(start, end, value)] if value is not None else []
    return []


# A bare number standing as an item of the request, with nothing after it but a mark or the end ("Dallas to Denver,
# march 8-10, 2 travelers, 1900", "solo 800"): nothing else a request holds is a number of three digits or more with
# no word of its own. Not after a word that gives it another sense ("flight 1234", "in 2023").
# ... or before the next wish of a run of words ("me and my husband 2600 no flights", "son 2800 private room")
_BARE_ITEM = re.compile(r"(?<![\w$.,/:#'-])(\d{3,7}|\d{1,3}(?:,\d{3})++)(?:\.\d{1,2})?(?=\s*(?:[,;!?)]|\.(?:\s|$)|$)"
                        r"|\s+(?:no|not|private|entire|shared|only|please|pls|with|hotels?|flights?|flying|driving)\b"
                        r"|\s+(?:--?|–|—)\s+(?![$\d]))",  # a dash before the next item: "3000 - flights only"
                        re.IGNORECASE)
_OTHER_NUMBER_BEFORE = re.compile(r"\b(?:flights?|rooms?|routes?|suites?|apt|apartment|highway|interstate|exit|gate|zip|code|number"
                                  r"|no|year|in|since|of|from|at|under|below|around|about|over|above|before|after|by)\s*$",
                                  re.IGNORECASE)


def _bare_item(text: str, dates: SpanSet, unreadable: list[str]) -> list[tuple[int, int, float]]:
    """The budget written as a bare number, when the request holds exactly one such number; a number that may be a
    year (20xx written without a comma) is not read (asked, not guessed)."""
    found = [m for m in _BARE_ITEM.finditer(text)
             if m.start() not in dates and not _OTHER_NUMBER_BEFORE.search(text, max(0, m.start() - 16), m.start())]
    if len(found) != 1 or re.fullmatch(r"20\d\d", found[0].group(1)):
        return []
    amount = _BARE_AMOUNT.match(text, found[0].start())
    value = _amount_value(text, amount, unreadable, dates) if amount else None
    return [(found[0].start(), found[0].end(), value)] if value is not None else []


# A bare number right after a date, with no word of its own ("kalamazoo to detroit mar 10-12 1500 2 ppl", "mar 3 - mar 5
# 1500 for 2"): no year (``dates`` leaves those under 1900 alone, "20xx" is not read here: asked), so the budget.
_AFTER_A_DATE = re.compile(r"\s*,?\s*((?:\d{3,7}|\d{1,3}(?:,\d{3})++)(?:\.\d{1,2})?)(?![\w$%]|[.,]\d)"
                           r"(?![\s-]*(?:miles?|mi|km|kilomet(?:er|re)s?|hours?|hrs?|minutes?|mins?|feet|ft|met(?:er|re)s?)\b)",
                           re.IGNORECASE)


def _after_a_date(text: str, date_spans: list[tuple[int, int]], unreadable: list[str]) -> list[tuple[int, int, float]]:
    """The budget as the one bare number written right after a date (not a year, a count's or a length's number)."""
    dates = SpanSet(date_spans)
    found = [m for m in (_AFTER_A_DATE.match(text, end) for _start, end in date_spans) if m is not None
             and not re.fullmatch(r"(?:19|20)\d\d", m.group(1)) and not _NOT_MONEY_AFTER.match(text, m.end())
             and not _said_of_a_part(text, m.start(1), m.end(1))]
    if len({m.group(1) for m in found}) != 1:
        return []
    amount = _BARE_AMOUNT.match(text, found[0].start(1))
    value = _amount_value(text, amount, unreadable, dates) if amount else None
    return [(found[0].start(1), found[0].end(1), value)] if value is not None else []


# A bare number a cap or a word of the budget marks ("under 1300 please", "can't go over 600", "1500 max", "around 3500
# total", "like 800 saved", "600 a person", "350 a day"): the money there is, though no dollar sign is written.
_BARE_NUMBER = re.compile(r"(?<![\w$.,/:#'-])(?:\d{3,7}|\d{1,3}(?:,\d{3})++)(?:\.\d{1,2})?(?!(?!ish\b)[\w$%]|[.,]\d)")
_CAP_BEFORE = re.compile(
    r"\b(?:under|below|max(?:imum)?|up\s+to|(?:no|not)\s+more\s+than|less\s+than|within|not\s+(?:over|above)"
    r"|(?:can'?t|cannot|can\s+not|won'?t|don'?t\s+want\s+to)\s+(?:go|spend|pay)\s+(?:over|more\s+than|above))"
    r"\s+(?:like\s+|about\s+|around\s+|roughly\s+)?$", re.IGNORECASE)
_MARK_AFTER = re.compile(
    r"\s*(?:dollars\s+)?(?:(?:in\s+)?total|overall|max(?:imum)?|tops|all[\s-]+in|altogether|saved(?:\s+up)?|to\s+spend"
    r"|or\s+(?:less|under|below|lower)"  # "1500 or less"
    r"|between\s+(?:us|(?:the\s+|all\s+)?\w+\s+of\s+us)"  # "we've pooled 6900 between the 8 of us"
    r"|(?:/|a|per|each)\s*(?:person|head|day|night)|each|apiece|pp|ish)\b", re.IGNORECASE)  # "900ish": roughly


# ... or said as a rough figure ("me and my husband, around 1500", "about 2,000 for the two of us"), no unit after it
_ROUGHLY_BEFORE = re.compile(r"\b(?:around|about|roughly|approximately|approx\.?)\s*~?$|~$", re.IGNORECASE)
_UNIT_AFTER = re.compile(r"[\s-]*(?:miles?|mi|km|kilomet(?:er|re)s?|hours?|hrs?|minutes?|mins?|feet|ft|met(?:er|re)s?|people"
                         r"|persons?|guests?|days?|nights?|stars?|reviews?|calories|steps)\b", re.IGNORECASE)


def _capped_or_marked(text: str, dates: SpanSet, unreadable: list[str]) -> list[tuple[int, int, float]]:
    """The bare number a cap or a budget's word marks, when the marked ones agree (else none: left to the others)."""
    found = [m for m in _BARE_NUMBER.finditer(text) if m.start() not in dates and not _said_of_a_part(text, m.start(), m.end())
             and (_CAP_BEFORE.search(text, max(0, m.start() - 40), m.start()) or _MARK_AFTER.match(text, m.end())
                  or (_ROUGHLY_BEFORE.search(text, max(0, m.start() - 16), m.start()) and not _UNIT_AFTER.match(text, m.end())))]
    if len({m.group(0) for m in found}) != 1:
        return []
    amount = _BARE_AMOUNT.match(text, found[0].start())
    value = _amount_value(text, amount, unreadable) if amount else None
    return [(found[0].start(), found[0].end(), value)] if value is not None else []


# a cap on a part of the trip in a bare number ("hotel max 150", "dinner under 40", "flights 300 tops")
BARE_PART_CAP = re.compile(
    rf"\b{_SPENT_ON}\b[^.;!?\d$]{{0,12}}?\b(?:under|below|max(?:imum)?|up\s+to|at\s+most|no\s+more\s+than|less\s+than)"
    r"\s*~?(?P<amount>\d{2,5})(?![\d$%.,]\d|\s*(?:%|percent|people|persons?|days?|nights?|miles?|km|hours?|hrs?|mins?|stars?))"
    rf"|\b{_SPENT_ON}\s+~?(?P<amount2>\d{{2,5}})\s*(?:max(?:imum)?|tops)\b", re.IGNORECASE)
# a part of the trip said before a cap in its clause ("hotels under 150", "flights max 300 each"): a price, no budget
_PART_BEFORE = re.compile(rf"\b{_SPENT_ON}\b(?:\s+\S+){{0,3}}?\s*$", re.IGNORECASE)


def _said_of_a_part(text: str, start: int, end: int) -> bool:
    """Whether a bare number is said of one part of the trip ("hotels under 150", "300 for flights"), not the trip."""
    return bool(_PART_BEFORE.search(_clause_before(text, start)) or _PRICE_AFTER.match(text, end))


# More parts after the first an amount is for ("$900 for flights, hotels and food"): the whole trip, said part by part
_MORE_PARTS = re.compile(rf"\s*(?:,|\band\b|&)\s*(?:and\s+)?(?:the\s+|our\s+)?{_SPENT_ON}\b", re.IGNORECASE)


_DISTANCE_AFTER = re.compile(r"[\s-]*(?:miles?|mi|km|kilomet(?:er|re)s?)\b", re.IGNORECASE)


def _for_one_part(text: str, start: int, end: int) -> bool:
    """Whether an amount is money for one part of the trip only ("$500 for meals", "hotel $150"), not its budget: not
    marked as the whole ("$900 in total") nor said of several parts ("$900 for flights, hotels and food"). A distance
    read as dollars from words ("less than two thousand miles") is no budget either: named with the parts."""
    if _DISTANCE_AFTER.match(text, end):
        return True
    if not _said_of_a_part(text, start, end) or _BUDGET_AFTER.match(text, end):
        return False
    part = _PRICE_AFTER.match(text, end)
    return not (part and _MORE_PARTS.match(text, part.end()))


def _clause_before(text: str, start: int) -> str:
    return re.split(r"[.!?;]\s|,\s", text[max(0, start - 80):start])[-1]


def _is_price(text: str, start: int, end: int) -> bool:
    """An amount the words around make a price, not the budget ("dinner at $50", "hotels under $150", "$60 for museum
    tickets")."""
    before = _clause_before(text, start)
    if _BUDGET_ABOUT.search(before):
        return False  # "budget around 1500 dollars": the budget, said roughly
    if _BUDGET_AFTER.match(text, end) and _MEALS_CAPPED.search(before):
        return True  # "meals shouldn't cost more than 250 altogether": the meals' total (named as not kept), no budget
    if _of_the_whole_trip(text, before, end):
        return False  # "keep the whole thing under 1,800", "under two grand total": a total, no part's price
    return bool(_PRICE_BEFORE.search(before) or _PRICE_AFTER.match(text, end))


# Words that say an amount is of the whole trip: before it ("keep the whole thing under", "the total under") or right
# after it (``_BUDGET_AFTER``: "2k overall", "two grand total")
_WHOLE_TRIP_BEFORE = re.compile(r"\b(?:total|whole\s+(?:thing|trip)|entire\s+trip|overall|everything|all\s+in|altogether)\b",
                                re.IGNORECASE)
_SPENT_ON_RE = re.compile(rf"\b{_SPENT_ON}\b", re.IGNORECASE)


def _of_the_whole_trip(text: str, before: str, end: int) -> bool:
    """Whether the words around an amount make it a total of the trip, no part of it named ("hotels under $150 total"
    stays a price)."""
    total = _WHOLE_TRIP_BEFORE.search(before) or _BUDGET_AFTER.match(text, end)
    return bool(total) and not _SPENT_ON_RE.search(before) and not _PRICE_AFTER.match(text, end)


# The meals said with a bound before an amount ("meals shouldn't cost more than", "cap dining at"): with a total after
# the amount, the meals' total, never the trip's budget
_MEALS_CAPPED = re.compile(r"\b(?:meals?|food|dining|eating(?:\s+out)?|restaurants?)\b[^.;!?]{0,30}?\b(?:costs?|spend\w*|under"
                           r"|below|max(?:imum)?|cap(?:ped)?|limit(?:ed)?|more\s+than|at\s+most|at)\s*:?\s*$", re.IGNORECASE)
# The word "budget" right before a word of pricing: the budget said roughly or as a cap, no price
_BUDGET_ABOUT = re.compile(r"\bbudget\s+(?:is\s+|of\s+)?(?:around|about|under|below|at)\s*(?:US\s*)?\$?\s*$", re.IGNORECASE)


def _the_budget(text: str, amounts: list[tuple[int, int, float]]) -> list[tuple[int, int, float]] | None:
    """The amounts marked as the budget, when they agree; None when the text does not single one out."""
    def clause_before(start: int) -> str:
        return _clause_before(text, start)

    prices = [a for a in amounts if _is_price(text, a[0], a[1])]
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
    totals = [a for a in amounts if _other_unit(text, a[0], a[1]) is None]
    if not totals or len(totals) == len(amounts) or len({v for _s, _e, v in totals}) != 1:
        return None
    return totals
