"""Amounts of money as written: in dollars ("$1,700", "USD 900", "2,500 dollars", "1200$", "3k"), exactly or
named as not plainly written ("$1e9", "$1,40", "$1 400"), and a budget written in words (named: write it in digits).

Split from ``money`` (which decides the budget): every reader of a budget or a price reads its number here.
"""

from __future__ import annotations

import re
from decimal import Decimal

from himap_travel.domain.parsing.numbers import DIGITS, NUMBER_WORDS, shown
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.spans import SpanSet
from himap_travel.state.trip import MAX_BUDGET

AMOUNT = rf"({DIGITS})(?:\s*(k|thousand|grand)\b)?"
_WELL_FORMED = lazy_compile(r"(?:\d{1,3}(?:,\d{3})++|\d++)(?:\.\d{1,2})?")  # "1,400", "1400", "2,500.00" (not "1.400")
_MAX_DIGITS = 12  # an integer part longer than this is over the cap whatever it says (and is never made a float)
# Right after an amount, what makes it another number: a letter ("$1e9", "$5x"; "$900ish" is roughly $900) or a
# magnitude word. A unit glued on is the unit ("$450pp" per person, as "$450 pp" and "$450/pp"; "700usd" dollars):
# the travel trade writes "pp" so, and the units' reader (``units``) reads it with or without the space.
_GLUED_AFTER = lazy_compile(r"(?!(?:ish|pp|usd|dollars?|bucks)\b)[^\W\d_]\w*|\s*(?:hundred|million|billion|trillion|mn|bn)\b",
                            re.IGNORECASE)
# A number grouped by spaces or apostrophes ("$1 400", "1 400 dollars", "$1'400"): read as one of its groups it
# would be a thousandth of what was meant.
_GROUP_AFTER = lazy_compile(r"[ ']\d{3}(?!\d)")
_GROUP_BEFORE = lazy_compile(r"(?<![\d,.])\d{1,3}[ ']$")
_MONEY_PATTERNS = [
    lazy_compile(r"(?:\bUS\s*\$|\$|\bUSD\s*|\bUS\s+dollars\s*)\s*" + AMOUNT, re.IGNORECASE),
    # "2,500 dollars", "2,400 US dollars"
    lazy_compile(r"(?<![\w$.,])" + AMOUNT + r"\s*(?:(?:US|U\.S\.|American)\s+)?(?:dollars?|usd|bucks)\b", re.IGNORECASE),
    lazy_compile(r"(?<![\w$.,])" + AMOUNT + r"\s*\$(?!\s*\d)", re.IGNORECASE),  # "1200$": the sign after the number
    # "2k", "5 grand", "2 racks" (slang): thousands are money (never "2 racks of ribs")
    lazy_compile(rf"(?<![\w$.,])({DIGITS})\s*(k|grand|racks?(?!\s+of\b))\b", re.IGNORECASE),
]
BARE_AMOUNT = lazy_compile(AMOUNT, re.IGNORECASE)
NOT_MONEY_AFTER = lazy_compile(r"[\s-]*(?:days?|nights?|people|persons?|cities|weeks?|travell?ers|st|nd|rd|th)\b", re.IGNORECASE)


def amount_value(text: str, match: re.Match[str], problems: list[str], dates: SpanSet | None = None) -> float | None:
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
    # scaled exactly: "16.1k" is $16,100, never the float product's $16,100.000000000002
    value = float(Decimal(token.replace(",", "")) * (1000 if scale else 1)) if len(whole) <= _MAX_DIGITS else float("inf")
    if value > MAX_BUDGET:
        problems.append(f"the amount {shown(text[match.start():match.end()])} is more than the ${MAX_BUDGET:,.0f} the planner accepts")
        return None
    return value


# A budget written in words ("two thousand dollars", "$ fourteen hundred", "a budget of two thousand"): refused
# naming it, never reported as missing. Each word is matched possessively, so the scan is linear.
_AMOUNT_WORD = r"(?:" + "|".join(sorted(NUMBER_WORDS | {"hundred", "thousand", "grand", "million"}, key=len, reverse=True)) + r")"
_WORD_AMOUNT = lazy_compile(
    rf"(?:\b(?:an?\s+)?{_AMOUNT_WORD}\b[\s-]*+(?:(?:and\s+)?{_AMOUNT_WORD}\b[\s-]*+)*+(?:dollars|bucks|usd)\b"
    rf"|\$\s*{_AMOUNT_WORD}\b|\bbudget\s+(?:of|is)\s+(?:an?\s+)?{_AMOUNT_WORD}\b(?![\s-]*(?:days?|nights?|people|persons?|weeks?)\b))",
    re.IGNORECASE,
)


# An amount said as only roughly so many hundreds or thousands ("a few hundred bucks", "several thousand dollars")
_VAGUE_BEFORE = lazy_compile(r"\b(?:a\s+few|few|several|some|a\s+couple(?:\s+of)?|couple|many)\s+$", re.IGNORECASE)


def in_words(text: str, unreadable: list[str]) -> None:
    """Name a budget written in words: every amount read is written in digits; one that says no number ("a few hundred
    bucks") is named as no budget given."""
    found = _WORD_AMOUNT.search(text)
    if found:
        after = re.match(r"[^.,;:!?$]{0,40}", text[found.end():])
        assert after is not None  # {0,40}: it matches everywhere
        vague = _VAGUE_BEFORE.search(text, max(0, found.start() - 12), found.start())
        written = (vague.group(0) if vague else "") + found.group(0) + after.group(0)
        if vague:
            unreadable.append(f"no budget is given: {written.strip()[:60]!r} is an amount written in words with no number; "
                              "say the most the trip may cost in digits, e.g. $1,400")
            return
        unreadable.append(f"cannot read the amount {written.strip()[:60]!r} written in words: write it in digits, e.g. $1,400")


def dollar_amounts(text: str, unreadable: list[str]) -> list[tuple[int, int, float]]:
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
        value = amount_value(text, match, unreadable)
        if value is not None:
            amounts.append((start, end, value))
    return amounts
