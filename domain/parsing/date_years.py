"""Years said apart from a date, or after it: "in 2023", "summer 2023" count (``LOOSE_YEAR``) where "we got married
in 2001" does not (``told_of_the_past``); a year the planner cannot read ("March 15th, 20222", "in the year 2150") is
asked, never silently another one (``UNREAD_YEAR``, ``like_a_year``), and so is a day no month has ("March 32").
"""

from __future__ import annotations

import re

from himap_travel.domain.parsing.date_words import MON, NOT_A_DAY_AFTER
from himap_travel.domain.parsing.numbers import ALL_IN
from himap_travel.domain.text.lazy_regex import lazy_compile

# A year written apart from a date counts only where the words make it one ("in 2023", "year 2023",
# "spring of 2023"): any other 4-digit number (a budget of 2000, 1500 dollars) is not a year.
# A year before the trip's in a clause that tells of the past ("i went to space camp here in 1995", "we got married in
# 2001"): what happened then, no date of the trip
_PAST_BEFORE = lazy_compile(r"\b(?:went|was|were|did|visited|married|met|lived|moved|grew\s+up|born|graduated|honeymooned"
                            r"|stayed|came|been|saw|back)\b[^.;!?]{0,60}$", re.IGNORECASE)


def told_of_the_past(text: str, year: re.Match[str], trip_year: int) -> bool:
    """Whether the loose year ``year`` is before ``trip_year`` and said in a clause about the past."""
    return int(year.group(1)) < trip_year and bool(_PAST_BEFORE.search(text, max(0, year.start() - 80), year.start()))


LOOSE_YEAR = lazy_compile(
    r"\b(?:in|during|year|of\s+(?:spring|summer|autumn|fall|winter)|spring|summer|autumn|fall|winter)\s+((?:19|20)\d{2})(?!\d|[.,]\d|\s*(?:dollars|usd|bucks|k)\b)",
    re.IGNORECASE,
)
# A year standing apart that the planner cannot read ("in 20222", "in the year 2150"): never silently the default year.
UNREAD_LOOSE_YEAR = lazy_compile(
    r"\b(?:in\s+(?:the\s+)?year|year)\s+(\d+)\b|\b(?:in|during)\s+(\d{5,})\b(?![.,]\d|\s*(?:dollars|usd|bucks|k)\b)", re.IGNORECASE
)

# A number right after a date that the date's year pattern did not take ("March 15th, 20222", "March 15, 2122"):
# read as no year at all, the date would silently take another year than the one written. An amount's unit after it
# ("March 15, 2000 dollars") makes it no year; a separator counts as the number's
# only between digits, so the comma that ends "March 15th, 20222, budget $2,000" does not join the number to the word
# "budget". A year grouped as thousands are ("March 15th, 2,023") is one too: the date's year pattern reads no comma in
# a year, and unasked the trip took the default year, whatever the digits said (only 2,0xx, as a bare 20xx is asked:
# "March 5-7, 1,950" and "March 5-7, 2,500" stay the budget reader's amounts).
UNREAD_YEAR = lazy_compile(
    r"\s*(?:,\s*)?(\d{3,}|2,0\d{2}(?![.,]?\d))(?!(?:[.,]?\d)*\s*(?:[€£¥₹$]|(?:dollars?|usd|bucks|k|thousand|grand|euros?|eur|pounds?|gbp|yen|rupees?|pesos?"
    r"|yuan|francs?|cad|aud|people|persons?|travell?ers|adults|guests|budget)\b))",
    re.IGNORECASE,
)

# ... and a number no year the planner reads that an amount's word follows ("3/24-3/26, 2200 all in"): an amount. A
# number from 1900 to 2099 there stays a year gone wrong, asked ("march 12-14 2023 total budget $400").
AMOUNT_WORD_AFTER = lazy_compile(rf"\s*(?:{ALL_IN}|total|max|tops|each|pp|per)\b", re.IGNORECASE)

# A year right after a date that a budget's words and an amount follow ("march 12-14 2022 total budget $400"): the
# date's year, not the amount (the amount is the one after "budget").
YEAR_BEFORE_BUDGET = lazy_compile(r"\s*(?:,\s*)?((?:19|20)\d{2})\s+(?:total\s+)?budget\b[\s:=]*(?:of\s+|is\s+)?(?:\$|usd\s*)?\d",
                                 re.IGNORECASE)

# A day no month has, said with its month ("March 32", "the 35th of March"): no pattern above reads it as a date, so
# unasked the trip would take its length from the other date alone (asked: "invalid date").
NO_SUCH_DAY = lazy_compile(
    rf"\b{MON}\s*(?:the\s+)?(?:3[2-9]|[4-9]\d)(?:st|nd|rd|th)?(?![\d.,]?\d)(?!\s*(?:%|\$|k\b|dollars?|bucks|usd))"
    rf"{NOT_A_DAY_AFTER}|\b(?:the\s+)?(?:3[2-9]|[4-9]\d)(?:st|nd|rd|th)\s+(?:of\s+)?{MON}", re.IGNORECASE)


def like_a_year(number: str) -> bool:
    """Whether a number right after a date reads as a year gone wrong ("2122", "20222", "202"), not as an amount: one
    under 1900, or of three digits that start no year ("mar 10-12 1500 2 ppl", "March 5-7 800"), is left to the
    budget's reader."""
    digits = number.replace(",", "")  # "2,023" (``UNREAD_YEAR``): always a year gone wrong
    return int(digits) >= 1900 if len(digits) >= 4 else digits.startswith(("19", "20"))
