"""The words dates are written in: months (English, and Spanish, French and German next to a day), days as numbers
or ordinal words ("the twenty-first"), years, weekdays, weekends, and the links of a range or a list; the patterns of
``date_patterns`` are built from them, and ``day_value`` / ``month_value`` read them back.
"""

from __future__ import annotations

import re

MONTHS = {
    "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7, "august": 8,
    "september": 9, "october": 10, "november": 11, "december": 12, "jan": 1, "feb": 2, "mar": 3, "apr": 4,
    "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12,
}
# Months in Spanish, French and German, as a request in English may name them ("del 2 al 4 de marzo", "du 2 au 4
# avril"): read next to a day only, as the English ones; none that is an English word or name first ("mars", "mai").
FOREIGN_MONTHS = {
    "enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "junio": 6, "julio": 7, "agosto": 8, "septiembre": 9,
    "setiembre": 9, "octubre": 10, "noviembre": 11, "diciembre": 12, "janvier": 1, "février": 2, "fevrier": 2, "avril": 4,
    "juin": 6, "juillet": 7, "août": 8, "aout": 8, "octobre": 10, "novembre": 11, "décembre": 12, "decembre": 12,
    "januar": 1, "februar": 2, "märz": 3, "maerz": 3, "juni": 6, "juli": 7, "oktober": 10, "dezember": 12,
}
_ORDINAL_WORDS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
    "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
    "twentieth": 20, "thirtieth": 30,
}
for _unit, _value in list(_ORDINAL_WORDS.items())[:9]:
    _ORDINAL_WORDS[f"twenty-{_unit}"] = 20 + _value
    _ORDINAL_WORDS[f"twenty {_unit}"] = 20 + _value
_ORDINAL_WORDS["thirty-first"] = _ORDINAL_WORDS["thirty first"] = 31
MON = r"(?:" + "|".join(sorted([*MONTHS, *FOREIGN_MONTHS], key=len, reverse=True)) + r")\.?(?![a-zà-ÿ])"
DAY = (
    r"(?:(?:[12]\d|3[01]|0?[1-9])(?!\d)(?:st|nd|rd|th)?(?![a-z])|(?:"
    + "|".join(re.escape(w).replace(r"\ ", r"[\s-]") for w in sorted(_ORDINAL_WORDS, key=len, reverse=True))
    + r")(?![a-z]))"
)
# An amount's word after a number ("2000 dollars", "2000 budget"): that number is the budget, never a year; "budget" or
# "total" with its own amount after it is the next field ("march 10 2022 budget 2000": the year, then the budget).
AMOUNT_WORD_AFTER = (r"\s*(?:(?:dollars?|bucks|usd|to\s+spend)\b"
                     r"|(?:budget|total)\b(?!\s*(?:(?:of|is|around|about|roughly|at)\s+|[:=]\s*)?[$€£]?\d))")
# A year after a date; a number an amount's word follows is none ("march 4-6, 2000 dollars total": the budget).
YEAR = rf"(?:\s*(?:,\s*)?((?:19|20)\d{{2}})(?!\d|[.,]\d|\s*\$|\s*k\b|{AMOUNT_WORD_AFTER}))?"
# A day with its ordinal ending ("25th", "the second"): set apart from its month ("late march, 25th-27th") it is still a
# day, where a bare number ("march, 2 to 3 people") is not.
ORDINAL_DAY = (r"(?:(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)(?![a-z])|(?:"
                + "|".join(re.escape(w).replace(r"\ ", r"[\s-]") for w in sorted(_ORDINAL_WORDS, key=len, reverse=True))
                + r")(?![a-z]))")
US_MONTH, US_DAY = r"(1[0-2]|0?[1-9])", r"([12]\d|3[01]|0?[1-9])"
WEEKDAYS = {
    "monday": 0, "mon": 0, "tuesday": 1, "tues": 1, "tue": 1, "wednesday": 2, "wed": 2, "thursday": 3, "thurs": 3, "thur": 3,
    "thu": 3, "friday": 4, "fri": 4, "saturday": 5, "sat": 5, "sunday": 6, "sun": 6,
}
WEEKDAY = r"(?:" + "|".join(sorted(WEEKDAYS, key=len, reverse=True)) + r")\.?(?![a-z])"
# The day of the week an end date may carry ("Saturday the 12th to Monday the 14th", "Fri 3/25 - Sun 3/27"): the range
# is still read, and the weekday checked against the date (``weekday_problems``).
END_WEEKDAY = rf"(?:{WEEKDAY}\s*(?:,\s*)?)?"
CONNECT = r"\s*(?:-|to|through|thru|till|until|til|and|up\s+to|al|au|bis)\s*"  # "del 2 al 4 de marzo", "du 2 au 4 avril"
NOT_A_DAY_AFTER = (r"(?![\s-]*(?:days?|nights?|weeks?|people|ppl|pax|peeps|folks|guests|persons?|travell?ers|adults|cities"
                    r"|individuals|of\s+us)\b)")  # "March 3, 4 and 5, 2 ppl": the 2 is the party
LIST_SEP = r"(?:\s*,\s*(?:and\s+|&\s*)?|\s+(?:and|&)\s+|\s*&\s*)"
_NOT_IN_A_LIST = r"(?<![\w,&])(?<![,&]\s)(?<!\band\s)(?<!\bthe\s)"  # not right after a separator (nor a word, "the")
# ... but a list may open with "the" after a comma that ends no day ("Little Rock, the 26th, 27th and 28th of March"):
# read from its second day, the list would lose its first, silently ("27th and 28th" as the range)
LIST_OPENS = rf"(?:(?<=,\s)(?<!\d,\s)(?<!(?:st|nd|rd|th),\s)\bthe\s+|{_NOT_IN_A_LIST}\b(?:the\s+)?)"
WEEKEND = r"(?:weekend|week-end|wknd|wkend)"  # "the wknd of mar 12": the short forms people text
# Where a trip's date said in words opens: the text's start, an item's ("..., the day after March 3"), or after a
# word that starts or books the trip ("starting the Friday after March 7", "for the nights of March 4 and 5")
TRIP_DATE_OPENS = ("(?:^|(?<=[,;:(|])\\s*|" + "|".join(rf"(?<=\b{word}\s)" for word in (
    "starting", "start", "leaving", "leave", "from", "beginning", "departing", "for", "over")) + r")(?<![\w'])")


def day_value(token: str) -> int:
    token = token.lower().strip()
    digits = re.match(r"\d+", token)
    if digits:
        return int(digits.group(0))
    return _ORDINAL_WORDS.get(re.sub(r"[\s-]+", "-", token), 0)


def month_value(token: str) -> int:
    word = token.lower().rstrip(".")
    return MONTHS.get(word) or FOREIGN_MONTHS.get(word, 0)


MONDAY, FRIDAY, SATURDAY, SUNDAY = 0, 4, 5, 6  # ``date.weekday()``: Monday is 0
NTH_WEEKEND = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "last": -1,
               "next to last": -2, "second to last": -2, "2nd to last": -2, "second last": -2, "penultimate": -2}
# The n-th of a month's weekdays or weekends, counted from its end too ("the next to last weekend of March": -2)
NTH = r"(?:(?:next|second|2nd)[\s-]+to[\s-]+(?:the[\s-]+)?last|second[\s-]+last|penultimate|first|1st|second|2nd|third|3rd|fourth|4th|last)"


def nth_value(word: str) -> int:
    """The n of an ``NTH`` word: 1 for the first, -1 for the last, -2 for the one before it."""
    return NTH_WEEKEND[" ".join(word.lower().replace("-", " ").replace(" the ", " ").split())]
