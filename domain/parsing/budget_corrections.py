"""A budget corrected in the text ("budget 1800, oops i mean 2000", "$1,200, sorry I meant $2,000",
"actually make it 3000"): the correction words (``CORRECTING``, ``VALUE_CORRECTION``), the text after the last one
(``after_correction``), and the bare numbers a correction or the word "budget" marks beside the dollars read.

Split from ``money``: the chat's and the counts' corrections share these words.
"""

from __future__ import annotations

import re

from himap_travel.domain.parsing.bare_budget import BARE_NUMBER, BEFORE_BUDGET, BUDGET_NOUN, SENTENCE_END
from himap_travel.domain.parsing.budget_prices import said_of_a_part
from himap_travel.domain.parsing.money_amounts import BARE_AMOUNT, NOT_MONEY_AFTER, amount_value
from himap_travel.domain.parsing.route_correction import CORRECTION
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.money import dollars
from himap_travel.domain.text.spans import SpanSet
from himap_travel.domain.text.words import CORRECTING

# A bare number a correction sets ("Budget 2600, actually make it 3000", "make that 2800")
_YEAR = lazy_compile(r"(?:19|20)\d\d")  # a year right after a date the date reader left out
_RANGE_ON = lazy_compile(r"\s*(?:-|–|—|to)\s*\$?\s*\d")  # the low end of a range ("budget 1400-1600 dollars"): the range's
_RANGE_OFF = lazy_compile(r"\d\s*(?:-|–|—|to)\s*\$?\s*$")  # ... its high end ("$1,600-1,400": the range reader's to judge)
# Words that correct a value said just before (``words.CORRECTING``): a bare number right after them is a budget
# corrected (``VALUE_CORRECTION`` takes the value after the last one)
# After a correction, the value taken back by "not" ("$4,500 not $4,000", "four of us, not two"): no value of it
TAKEN_BACK = lazy_compile(r"\b(?:not|instead\s+of)\s+(?:the\s+)?\$?\s*[\w,.]+", re.IGNORECASE)
_MADE_BEFORE = lazy_compile(r"\b(?:make|change|changed|bump|raise|lower)\s+(?:it|that|this)\s+(?:to\s+)?$"
                            rf"|\b{CORRECTING}\W{{0,4}}(?:(?:i|we)\s+mean[t]?\s+|(?:it|that)\s+should\s+be\s+)?\$?\s*$",
                            re.IGNORECASE)


# Words that take back a value just written ("2 people. No wait, make it 3 people", "$1,200, sorry I meant $2,000"): the
# places' correction words, and words that correct a value only where two values of one kind clash ("4 people,
# actually 5 people"); elsewhere they say nothing ("we actually have $2,000" holds one amount: nothing is taken back).
# ("oh wait, make the budget 2500 instead", "update: just 2 of us"; "make" before "the budget" keeps the noun to read)
VALUE_CORRECTION = lazy_compile(rf"{CORRECTION.pattern}|\b(?:actually|make\s+(?:it|that)|sorry|rather|wait|update\s*:)"
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


def marked_beside(text: str, dollars_read: list[tuple[int, int, float]], dates: SpanSet,
                   unreadable: list[str]) -> list[tuple[int, int, float]]:
    """The bare numbers marked as the budget beside the amounts in dollars ``dollars_read`` and differing from them:
    the first after each word "budget" in its sentence ("make the budget 2500 instead"), one right before it ("the
    2600 budget") or one a correction sets ("actually make it 3000"); a hundred or more, not a date, count or price
    of a part. Read with the dollars, two budgets that differ are a correction or a problem, never one dropped."""
    taken = SpanSet((start, end) for start, end, _value in dollars_read)
    values = {value for _s, _e, value in dollars_read}
    starts = [n.start() for m in BUDGET_NOUN.finditer(text) for n in _first_bare_after(text, m.end(), taken, dates)]
    starts += [m.start(1) for m in BEFORE_BUDGET.finditer(text)]
    starts += [n.start() for n in BARE_NUMBER.finditer(text) if _MADE_BEFORE.search(text, max(0, n.start() - 24), n.start())]
    found: list[tuple[int, int, float]] = []
    for start in dict.fromkeys(starts):
        number = BARE_AMOUNT.match(text, start)
        if number is None or start in taken or start in dates or NOT_MONEY_AFTER.match(text, number.end()) \
                or _RANGE_ON.match(text, number.end()) or _RANGE_OFF.search(text, max(0, start - 12), start) \
                or said_of_a_part(text, start, number.end()) \
                or (_YEAR.fullmatch(number.group(0)) and dates.overlaps(max(0, start - 3), start)):  # "march 25-27 2022"
            continue
        value = amount_value(text, number, unreadable)
        if value is not None and value >= 100 and value not in values:
            found.append((start, number.end(), value))
    return found


def set_by_correction(text: str, bare_read: list[tuple[int, int, float]], dates: SpanSet,
                       unreadable: list[str]) -> list[tuple[int, int, float]]:
    """Of the bare numbers marked beside ``bare_read``, those a correction sets ("2000" in "budget 1800, oops i mean
    2000"): the budget read without a dollar sign is corrected as one read with it."""
    return [(start, end, value) for start, end, value in marked_beside(text, bare_read, dates, unreadable)
            if _MADE_BEFORE.search(text, max(0, start - 24), start)]


def corrected_last(text: str, amounts: list[tuple[int, int, float]],
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
    limit = start + len(SENTENCE_END.split(text[start:start + 120])[0])
    for found in BARE_AMOUNT.finditer(text, start, limit):
        if found.start() not in taken and found.start() not in dates:
            return [found]
    return []
