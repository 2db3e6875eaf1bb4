"""Dates and trip length.

* **dates** - "March 16th to March 18th, 2022", "from March 16th, 2022 to March
  18th", "March 12th to 14th", "from the 8th to the 10th of March", "the 23rd of
  March", "2022-03-16", "3/16/2022", "3/1-3/3" and "starting 3/14" (no year), "late march, 25th-27th" (days
  with their ordinal endings, set apart from the month), ordinal words ("March sixteenth"), "the weekend of
  March 4th" (its Friday to its Sunday, said as an assumption), "15/03/2022" (day first where the first number
  cannot be a month; "04/03/2022" is read month first, April 3, and said), "departing the 20th of March and
  returning the 22nd" (a lone day after a word that ends the trip takes the month before it), "March the tenth".
  A weekday written with a date that is another day ("Friday March 26" in 2022, a Saturday) is a problem: asked,
  never one of the two chosen. A date
  without a year takes the year written elsewhere in the range or text, else
  ``default_year``. Days listed one by one ("March 12, 13 and 14", "the 12th,
  13th and 14th of March", "March 12th, March 13th and March 14th": three or
  more) are the range they make; days with a gap ("March 12, 14 and 15") are a
  problem. A year standing apart from a date counts only as "in 2023",
  "year 2023", "summer 2023": any other 4-digit number ("a budget of 2000") is
  not a year. One date plus a day count is enough.
* **days** - "3-day", "for five days", "a week" / "week-long" (7), "N nights"
  (N+1 days), else the length of the date range. A stated length that is not
  read exactly is a problem naming it: negative ("-3 days"), a range ("3-5
  days"), not whole ("2.5 days"), zero, or over ``MAX_DAYS``.

``parse_query`` checks the two against each other (a stated day count must
match the length of the range).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from datetime import date as Date
from datetime import timedelta

from rapidfuzz.distance import OSA

from himap_travel.domain.parsing.numbers import NUM, ODD_QUANTITY, read_count
from himap_travel.domain.text.spans import SpanSet
from himap_travel.state.trip import MAX_DAYS

_MONTHS = {
    "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7, "august": 8,
    "september": 9, "october": 10, "november": 11, "december": 12, "jan": 1, "feb": 2, "mar": 3, "apr": 4,
    "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12,
}
# Months in Spanish, French and German, as a request in English may name them ("del 2 al 4 de marzo", "du 2 au 4
# avril"): read next to a day only, as the English ones; none that is an English word or name first ("mars", "mai").
_FOREIGN_MONTHS = {
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

_MON = r"(?:" + "|".join(sorted([*_MONTHS, *_FOREIGN_MONTHS], key=len, reverse=True)) + r")\.?(?![a-zà-ÿ])"
_DAY = (
    r"(?:(?:[12]\d|3[01]|0?[1-9])(?!\d)(?:st|nd|rd|th)?(?![a-z])|(?:"
    + "|".join(re.escape(w).replace(r"\ ", r"[\s-]") for w in sorted(_ORDINAL_WORDS, key=len, reverse=True))
    + r")(?![a-z]))"
)
# A year after a date; a number an amount's word follows is none ("march 4-6, 2000 dollars total": the budget).
_YEAR = r"(?:\s*(?:,\s*)?((?:19|20)\d{2})(?!\d|[.,]\d|\s*(?:\$|(?:dollars?|usd|bucks|k|budget|total|to\s+spend)\b)))?"
# A day with its ordinal ending ("25th", "the second"): set apart from its month ("late march, 25th-27th") it is still a
# day, where a bare number ("march, 2 to 3 people") is not.
_ORDINAL_DAY = (r"(?:(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)(?![a-z])|(?:"
                + "|".join(re.escape(w).replace(r"\ ", r"[\s-]") for w in sorted(_ORDINAL_WORDS, key=len, reverse=True))
                + r")(?![a-z]))")
_US_MONTH, _US_DAY = r"(1[0-2]|0?[1-9])", r"([12]\d|3[01]|0?[1-9])"
_WEEKDAYS = {
    "monday": 0, "mon": 0, "tuesday": 1, "tues": 1, "tue": 1, "wednesday": 2, "wed": 2, "thursday": 3, "thurs": 3, "thur": 3,
    "thu": 3, "friday": 4, "fri": 4, "saturday": 5, "sat": 5, "sunday": 6, "sun": 6,
}
_WEEKDAY = r"(?:" + "|".join(sorted(_WEEKDAYS, key=len, reverse=True)) + r")\.?(?![a-z])"
# The day of the week an end date may carry ("Saturday the 12th to Monday the 14th", "Fri 3/25 - Sun 3/27"): the range
# is still read, and the weekday checked against the date (``_weekday_problems``).
_END_WEEKDAY = rf"(?:{_WEEKDAY}\s*(?:,\s*)?)?"
_CONNECT = r"\s*(?:-|to|through|thru|till|until|til|and|up\s+to|al|au|bis)\s*"  # "del 2 al 4 de marzo", "du 2 au 4 avril"
_NOT_A_DAY_AFTER = (r"(?![\s-]*(?:days?|nights?|weeks?|people|ppl|pax|peeps|folks|guests|persons?|travell?ers|adults|cities"
                    r"|individuals|of\s+us)\b)")  # "March 3, 4 and 5, 2 ppl": the 2 is the party
_LIST_SEP = r"(?:\s*,\s*(?:and\s+|&\s*)?|\s+(?:and|&)\s+|\s*&\s*)"
_NOT_IN_A_LIST = r"(?<![\w,&])(?<![,&]\s)(?<!\band\s)(?<!\bthe\s)"  # not right after a separator (nor a word, "the")
# ... but a list may open with "the" after a comma that ends no day ("Little Rock, the 26th, 27th and 28th of March"):
# read from its second day, the list would lose its first, silently ("27th and 28th" as the range)
_LIST_OPENS = rf"(?:(?<=,\s)(?<!\d,\s)(?<!(?:st|nd|rd|th),\s)\bthe\s+|{_NOT_IN_A_LIST}\b(?:the\s+)?)"
_WEEKEND = r"(?:weekend|week-end|wknd|wkend)"  # "the wknd of mar 12": the short forms people text
# Where a trip's date said in words opens: the text's start, an item's ("..., the day after March 3"), or after a
# word that starts or books the trip ("starting the Friday after March 7", "for the nights of March 4 and 5")
_TRIP_DATE_OPENS = ("(?:^|(?<=[,;:(|])\\s*|" + "|".join(rf"(?<=\b{word}\s)" for word in (
    "starting", "start", "leaving", "leave", "from", "beginning", "departing", "for", "over")) + r")(?<![\w'])")
_DATE_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    # "the weekend of March 4th", "the weekend of the 12th of March 2022", "the March 4th weekend": the Friday to the
    # Sunday of that weekend; "the first weekend of March", "the last weekend in March 2022": by its Saturday
    # ("the weekend of March 12-14" gives its days: a range, read as one)
    ("weekend", re.compile(rf"\b(?:the\s+)?(?:long\s+)?{_WEEKEND}\s+of\s+(?:the\s+)?(?:({_MON})\s*({_DAY})(?!{_CONNECT}(?:the\s+)?{_DAY})"
                           rf"|({_DAY})\s*(?:of\s+)?({_MON}))"
                           rf"{_YEAR}|\b(?:the\s+)?({_MON})\s*({_DAY}){_YEAR}\s+(?:long\s+)?{_WEEKEND}\b{_YEAR}", re.IGNORECASE)),
    # "wk of 3/14, Mon-Wed", "the week of March 7 (Tue to Thu)", "week of the 21st of March, mon-fri": a week named by
    # its first day (a Sunday or a Monday, else asked), and the days of it the trip takes (``_DateMention.week_start``)
    ("week_of", re.compile(rf"\b(?:the\s+)?(?:week|wk)\.?\s+of\s+(?:the\s+)?(?:({_MON})\s*({_DAY})|({_DAY})\s*(?:of\s+)?({_MON})"
                           rf"|(?<![\d/.]){_US_MONTH}/{_US_DAY}(?![\d/.])){_YEAR}\s*[,:;(]?\s*(?:from\s+)?({_WEEKDAY})"
                           rf"\s*(?:-|to|through|thru|till|until)\s*({_WEEKDAY})\s*\)?", re.IGNORECASE)),
    # "for the nights of March 4 and 5", "the nights of the 4th and 5th of March" opening an item: the stay's nights, the
    # trip ending the morning after the last (``_DateMention.next_day``; "a show on the night of March 4" is none)
    ("nights_of", re.compile(rf"{_TRIP_DATE_OPENS}(?:the\s+)?nights\s+of\s+(?:the\s+)?(?:({_MON})\s*({_DAY})(?:(?:{_LIST_SEP}|{_CONNECT})"
                             rf"(?:the\s+)?({_DAY})(?!\s*(?:of\s+)?{_MON}))?{_NOT_A_DAY_AFTER}|({_DAY})(?:(?:{_LIST_SEP}|{_CONNECT})"
                             rf"(?:the\s+)?({_DAY}))?\s*(?:of\s+)?({_MON})){_YEAR}", re.IGNORECASE)),
    # "the first Friday in March", "the last Sunday of March 2022" (``_DateMention.nth_weekday``)
    ("nth_weekday", re.compile(rf"\b(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|last)\s+({_WEEKDAY})\s+(?:of|in)\s+"
                               rf"({_MON}){_YEAR}", re.IGNORECASE)),
    # "the day after March 3", "starting the Friday after the 7th of March", "the weekend right after March 14" opening
    # an item: counted from the date said (``_DateMention.after``; a weekend as its Friday to its Sunday; "no sights on
    # the day after March 3" is none)
    ("after", re.compile(rf"{_TRIP_DATE_OPENS}(?:the\s+)?(day|{_WEEKDAY}|{_WEEKEND})\s+(?:right\s+|just\s+|immediately\s+)?"
                         r"after\s+(?:the\s+)?"
                         rf"(?:({_MON})\s*({_DAY})(?!{_CONNECT}(?:the\s+)?{_DAY})|({_DAY})\s*(?:of\s+)?({_MON})){_YEAR}",
                         re.IGNORECASE)),
    ("nth_weekend", re.compile(rf"\b(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|last)\s+(?:long\s+)?{_WEEKEND}\s+(?:of|in)\s+"
                               rf"({_MON}){_YEAR}", re.IGNORECASE)),
    # Days listed one by one (three or more): "March 12, 13 and 14", "the 12th, 13th and 14th of March 2022"
    # (possessive, and a list never starts inside another: "1, 1, 1, ..." is scanned once, in linear time)
    # (an item a count's noun follows is none: "March 4, 5 and 6, 2 people")
    ("m_list", re.compile(rf"\b({_MON})\s*({_DAY}(?:{_LIST_SEP}(?:the\s+)?{_DAY}(?!\s*(?:of\s+)?{_MON}){_NOT_A_DAY_AFTER}){{2,}}+)"
                          rf"{_NOT_A_DAY_AFTER}{_YEAR}",
                          re.IGNORECASE)),
    ("list_m", re.compile(rf"{_LIST_OPENS}({_DAY}(?:{_LIST_SEP}(?:the\s+)?{_DAY}){{2,}}+)\s*(?:of\s+)?({_MON}){_YEAR}",
                          re.IGNORECASE)),
    # "from the 8th to the 10th of March, 2022", "8-10 March 2022"
    ("dd_m", re.compile(rf"\b(?:the\s+)?({_DAY}){_CONNECT}{_END_WEEKDAY}(?:the\s+)?({_DAY})\s*(?:(?:of|de)\s+)?({_MON}){_YEAR}",
                        re.IGNORECASE)),
    # "the 19th of March to the 21st", "from Sat the 19th of March to Mon the 21st": the month said with the first day
    # only (joined by a range's word, never "and": "the 3rd of March and 5 friends")
    ("d_m_dd", re.compile(rf"\b(?:the\s+)?({_DAY})\s*(?:of\s+)?({_MON}){_YEAR}\s*(?:-|to|through|thru|till|until|up\s+to)\s*"
                          rf"{_END_WEEKDAY}(?:the\s+)?({_DAY})(?!\s*(?:of\s+)?{_MON}){_NOT_A_DAY_AFTER}{_YEAR}", re.IGNORECASE)),
    # "March 12th to 14th, 2022", "March 16-18", "March the fifth to the seventh", "March 4 to Sunday the 6th"
    ("m_dd", re.compile(rf"\b({_MON})\s*(?:the\s+)?({_DAY}){_YEAR}{_CONNECT}{_END_WEEKDAY}(?:the\s+)?({_DAY})(?!\s*(?:of\s+)?{_MON})"
                        rf"{_NOT_A_DAY_AFTER}{_YEAR}", re.IGNORECASE)),
    # "late march, 25th-27th", "mid-March: 15th thru 17th", "march (25th-27th)": the month set apart by a mark (groups as m_dd's)
    ("m_dd", re.compile(rf"\b({_MON})\s*[,:(]\s*(?:the\s+)?({_ORDINAL_DAY})(){_CONNECT}(?:the\s+)?({_ORDINAL_DAY})"
                        rf"(?!\s*(?:of\s+)?{_MON}){_NOT_A_DAY_AFTER}{_YEAR}", re.IGNORECASE)),
    # "March 2022, the 20th to the 22nd", "March 2022 from the 1st to the 5th": the month and its year, then the days
    ("my_dd", re.compile(rf"\b({_MON})\s*(?:,\s*)?((?:19|20)\d{{2}})(?:\s*[,:(]\s*|\s+)(?:from\s+)?(?:the\s+)?({_ORDINAL_DAY}){_CONNECT}"
                         r"(?:the\s+)?"
                         rf"({_ORDINAL_DAY})(?!\s*(?:of\s+)?{_MON}){_NOT_A_DAY_AFTER}", re.IGNORECASE)),
    # "2022-03-18..20", "2022-03-15 thru 17": an ISO date and the range's last day of the same month
    ("iso_range", re.compile(r"\b((?:19|20)\d{2})-(\d{1,2})-(\d{1,2})\s*(?:\.\.\.?|–|-|to|through|thru|till|until)\s*(\d{1,2})"
                             r"(?![\d-])(?!\s*(?:people|persons?|ppl|pax|travell?ers|adults|kids|days?|nights?)\b)", re.IGNORECASE)),
    ("iso", re.compile(r"\b((?:19|20)\d{2})-(\d{1,2})-(\d{1,2})(?!\d)")),
    ("iso", re.compile(r"(?<![\d/])\b((?:19|20)\d{2})/(\d{1,2})/(\d{1,2})(?![\d/])")),  # "2022/03/15": year first, as ISO
    # "3/1-3/3", "3/10 to 3/12", "3/21-23": a range of month/day, its year after its end if said ("3/10-3/12/2022",
    # "3/10-3/12/22", "3/10-12 2022"), else as for any date without one
    ("us_range", re.compile(rf"(?<![\d/.])\b{_US_MONTH}/{_US_DAY}\s*(?:-|to|through|thru|till|until|til)\s*{_END_WEEKDAY}"
                            rf"(?:{_US_MONTH}/)?{_US_DAY}(?:/((?:19|20)?\d{{2}})|(?:\s*,)?\s+((?:19|20)\d{{2}})(?!\s*(?:dollars?|bucks|usd|budget|total|to\s+spend)\b))?"
                            r"(?![\d/.])", re.IGNORECASE)),
    # "3-22 to 3-24": a month-day range written with dashes, joined by a word ("3-22-3-24" is no one reading)
    ("us_range", re.compile(rf"(?<![\d/.-])\b{_US_MONTH}-{_US_DAY}\s*(?:to|through|thru|till|until)\s*{_END_WEEKDAY}"
                            rf"{_US_MONTH}-{_US_DAY}(?:-((?:19|20)?\d{{2}})|(?:\s*,)?\s+((?:19|20)\d{{2}})(?!\s*(?:dollars?|bucks|usd"
                            r"|budget|total|to\s+spend)\b))?(?![\d/.-])", re.IGNORECASE)),
    # "starting 3/14", "leaving 3/14, back 3/16", "heading home 3/16": one month/day with no year, after a word that makes
    # it a date
    ("us_cued", re.compile(r"(?:(?<=\bon )|(?<=\bfrom )|(?<=\bstarting )|(?<=\bstart )|(?<=\bstarts )|(?<=\bleaving )|(?<=\bleave )"
                           r"|(?<=\bdeparting )|(?<=\bdepart )|(?<=\bback )|(?<=\breturning )|(?<=\breturn )|(?<=\buntil )"
                           r"|(?<=\btill )|(?<=\bthrough )|(?<=\bhome )|(?<=\bin )|(?<=\bout )|(?<=\bcheckout )|(?<=\bcheckin )"
                           rf"|(?<=\bthru )|(?<=\bto )|(?<=\bbeginning )){_US_MONTH}/{_US_DAY}(?![\d/.])", re.IGNORECASE)),
    # "3/15 for three nights": one month/day a trip's length follows
    ("us_cued", re.compile(rf"(?<![\d/.])\b{_US_MONTH}/{_US_DAY}(?![\d/.])(?=\s+for\s+(?:\w+\s+)?(?:days?|nights?|nites?|weeks?)\b)",
                           re.IGNORECASE)),
    # "leaving thurs 3/3, back sat 3/5": a weekday right before a month/day makes it a date too (the weekday checked)
    # (not a range's start: "mon 3/12-3/14" is the range, its weekday checked)
    ("us_weekday", re.compile(rf"\b{_WEEKDAY}\s*,?\s*(?<![\d/.]){_US_MONTH}/{_US_DAY}(?![\d/.])"
                              r"(?!\s*(?:-|to|through|thru|till|until|til)\s*(?:[a-z]+\.?\s*)?\d)", re.IGNORECASE)),
    ("us", re.compile(r"\b(\d{1,2})/(\d{1,2})/((?:19|20)?\d{2})(?![\d/])")),
    # "3-25-2022": month-day-year with dashes, its year whole (a bare "3-25" is a range of days or of people)
    ("us", re.compile(r"(?<![\d/.-])\b(\d{1,2})-(\d{1,2})-((?:19|20)\d{2})(?![\d/-])")),
    # "15.03.2022": dots and a whole year, the European way: day first
    ("dotted", re.compile(r"(?<![\d.])\b(\d{1,2})\.(\d{1,2})\.((?:19|20)\d{2})(?![\d.])")),
    # "departing the 20th of March and returning the 22nd", "back on the twenty-second", "back Sunday the 20th": a day
    # with its ordinal ending after a word that ends a trip, in the month of the date before it
    ("day_back", re.compile(rf"\b(?:returning|return|back|home|until|till)\s+(?:on\s+)?{_END_WEEKDAY}(?:the\s+)?({_ORDINAL_DAY})"
                            rf"(?![\s,]*(?:of\s+)?{_MON}){_NOT_A_DAY_AFTER}", re.IGNORECASE)),
    # "leave the 4th, come back the 6th of March": a day with its ordinal ending after a word that starts a trip, in the
    # month of the date after it
    ("day_out", re.compile(rf"\b(?:leave|leaving|depart|departing|start|starting|from|arrive|arriving|out(?=\s+on\b))\s+(?:on\s+)?"
                           rf"(?:the\s+)?({_ORDINAL_DAY})(?!\s+(?:{_WEEKDAY}|{_WEEKEND}))"  # "from the first Friday in March"
                           rf"(?![\s,]*(?:of\s+)?{_MON})(?!{_CONNECT}(?:the\s+)?{_DAY}){_NOT_A_DAY_AFTER}", re.IGNORECASE)),
    ("m_d", re.compile(rf"\b({_MON})(?:\s*|-)({_DAY}){_YEAR}", re.IGNORECASE)),  # "Mar-3" too
    # "Friday March 4 till Sunday", "March 18, back Sunday": a weekday alone ending the trip that the date right before
    # starts, the first such day after it (read only right after a date: ``find_dates``)
    ("weekday_end", re.compile(rf"(?<!\s)\)?(?:\s*-\s*|\s+(?:to|through|thru|till|until|til)\s+"
                               rf"|\s*(?:,\s*)?(?:back|returning|coming\s+back|home)\s+(?:on\s+)?)({_WEEKDAY})(?!\s+(?:the\s+)?(?:\d|{_MON}))(?!\s*,\s*(?:the\s+)?(?:{_MON}|{_ORDINAL_DAY}))",
                               re.IGNORECASE)),
    ("m_d", re.compile(rf"\b({_MON})\s+the\s+({_ORDINAL_DAY}){_YEAR}", re.IGNORECASE)),  # "March the tenth"
    ("d_m", re.compile(rf"\b(?:the\s+)?({_DAY})(?:\s*(?:(?:of|de)\s+)?|-)({_MON}){_YEAR}", re.IGNORECASE)),  # "3-Mar" too
]


@dataclass
class _DateMention:
    pos: int
    month: int
    day: int
    year: int | None
    text: str
    listed: int | None = None  # the position of the list of days it is one of ("March 12, 13 and 14"), if any
    # a weekend: 0 for "the weekend of March 4th" (the one this day is in), n for "the n-th weekend of March" (the day is
    # the month's first), -1 for the last; read as its Friday to its Sunday (``_weekends``)
    weekend: int | None = None
    month_first: bool = False  # "04/03/2022": read month first (April 3) though the day may be first; said, not silent
    weekday_after: str | None = None  # the weekday written in brackets right after it ("March 3 (Thu)"): checked
    weekday_end: int | None = None  # a trip's end said by its weekday only ("till Sunday"): the first after the date before
    week_start: int | None = None  # "wk of 3/14, Tue-Thu": the trip starts on the first such weekday of the week the day opens
    next_day: bool = False  # "the nights of March 4 and 5": the day after the one said (the morning after the last night)
    nth_weekday: tuple[int, int] | None = None  # "the last Friday of March": (n, or -1 for the last; the weekday)
    after: int | None = None  # "the Friday after March 7": the first such weekday after the date (7: the day after)


_LISTED_DAY = re.compile(_DAY, re.IGNORECASE)


def _day_value(token: str) -> int:
    token = token.lower().strip()
    digits = re.match(r"\d+", token)
    if digits:
        return int(digits.group(0))
    return _ORDINAL_WORDS.get(re.sub(r"[\s-]+", "-", token), 0)


def _month_value(token: str) -> int:
    word = token.lower().rstrip(".")
    return _MONTHS.get(word) or _FOREIGN_MONTHS.get(word, 0)


# A month's name misspelt by one letter ("mrch 3-5", "Marhc 14-16", "Febuary 2", "the 3rd of Mrach"), right before or
# after a day's number: read as that month. Only the long names (no "may", "june", "july": "way 3", "tune 4"), and never
# a word that is one ("match 3", "Augusta 5-7": a city, "arch 4"). Written over with the month's name, or its short
# form padded with spaces, so that every position reads as before.
_MONTH_NAMES = tuple(name for name in _MONTHS if len(name) >= 5)
_NOT_MONTHS = frozenset({"match", "marsh", "arch", "parch", "larch", "marc", "marcy", "marco", "augusta", "august"})
_MONTH_SLOT = re.compile(r"\b([A-Za-z]{4,9})\b(?=\.?\s*(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?!\d))"
                         r"|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?([A-Za-z]{4,9})\b")


def _month_for(word: str) -> str | None:
    """The month name ``word`` misspells by one letter (one only), written in ``word``'s length, or None."""
    low = word.lower()
    if low in _MONTHS or low in _FOREIGN_MONTHS or low in _NOT_MONTHS:
        return None
    close = [name for name in _MONTH_NAMES if OSA.distance(low, name) == 1]
    if len(close) != 1:
        return None
    name = close[0]
    spelled = name if len(name) == len(word) else next(k for k, v in _MONTHS.items() if v == _MONTHS[name] and len(k) == 3)
    spelled = spelled.ljust(len(word))
    return spelled.capitalize() if word[:1].isupper() else spelled


def _months_spelled(text: str) -> str:
    """``text`` with each month name misspelt by one letter next to a day written right (``_MONTH_SLOT``)."""
    def fix(m: re.Match[str]) -> str:
        group = 1 if m.group(1) else 2
        month = _month_for(m.group(group))
        return m.group(0) if month is None else m.group(0)[:m.start(group) - m.start()] + month + m.group(0)[m.end(group) - m.start():]
    return _MONTH_SLOT.sub(fix, text)


def find_dates(text: str) -> tuple[list[_DateMention], list[tuple[int, int]]]:
    """The dates written in the text (a range gives two), and the spans they cover (so other readers skip them); a
    month misspelt by one letter is read (``_months_spelled``)."""
    text = _months_spelled(text)
    found: list[tuple[int, int, str, re.Match[str]]] = []
    for kind, pattern in _DATE_PATTERNS:
        for match in pattern.finditer(text):
            found.append((match.start(), match.end(), kind, match))
    found.sort(key=lambda item: (item[0], -(item[1] - item[0])))
    chosen: list[tuple[int, int, str, re.Match[str]]] = []
    last_end = -1
    for item in found:
        if item[0] >= last_end:
            chosen.append(item)
            last_end = item[1]
    mentions: list[_DateMention] = []
    date_end = -1  # where the date read before ends
    for start, end, kind, m in chosen:
        g = m.groups()
        after_a_date, date_end = bool(mentions) and start <= date_end + 2, end
        if kind in ("m_list", "list_m"):
            days, month, year = (g[1], g[0], g[2]) if kind == "m_list" else (g[0], g[1], g[2])
            offset = m.start(2 if kind == "m_list" else 1)
            for day in _LISTED_DAY.finditer(days):
                mentions.append(_DateMention(offset + day.start(), _month_value(month), _day_value(day.group(0)),
                                             int(year) if year else None, m.group(0), listed=start))
        elif kind == "dd_m":
            year = int(g[3]) if g[3] else None
            month = _month_value(g[2])
            mentions.append(_DateMention(start, month, _day_value(g[0]), year, m.group(0)))
            mentions.append(_DateMention(m.start(2), month, _day_value(g[1]), year, m.group(0)))
        elif kind == "d_m_dd":
            month = _month_value(g[1])
            y1, y2 = (int(g[2]) if g[2] else None), (int(g[4]) if g[4] else None)
            mentions.append(_DateMention(start, month, _day_value(g[0]), y1 or y2, m.group(0)))
            mentions.append(_DateMention(m.start(4), month, _day_value(g[3]), y2 or y1, m.group(0)))
        elif kind == "m_dd":
            month = _month_value(g[0])
            y1 = int(g[2]) if g[2] else None
            y2 = int(g[4]) if g[4] else None
            mentions.append(_DateMention(start, month, _day_value(g[1]), y1 or y2, m.group(0)))
            mentions.append(_DateMention(m.start(4), month, _day_value(g[3]), y2 or y1, m.group(0)))
        elif kind == "weekend":
            said_month, said_day, said_year = (g[0], g[1], g[4]) if g[0] else (g[3], g[2], g[4]) if g[2] else (g[5], g[6], g[7] or g[8])
            mentions.append(_DateMention(start, _month_value(said_month), _day_value(said_day), int(said_year) if said_year else None,
                                         m.group(0), weekend=0))
        elif kind == "week_of":
            month_said, day_said = (g[0], g[1]) if g[0] else (g[3], g[2]) if g[2] else (g[4], g[5])
            said_month = int(month_said) if month_said.isdigit() else _month_value(month_said)
            mentions.append(_DateMention(start, said_month, int(day_said) if day_said.isdigit() else _day_value(day_said),
                                         int(g[6]) if g[6] else None, m.group(0), week_start=_WEEKDAYS[g[7].lower().rstrip(".")]))
            mentions.append(_DateMention(m.start(9), said_month, 1, None, m.group(0),
                                         weekday_end=_WEEKDAYS[g[8].lower().rstrip(".")]))
        elif kind == "nights_of":
            mentions.extend(_nights(start, m))
        elif kind == "nth_weekday":
            nth = _NTH_WEEKEND[g[0].lower()]
            mentions.append(_DateMention(start, _month_value(g[2]), 1, int(g[3]) if g[3] else None, m.group(0),
                                         nth_weekday=(nth, _WEEKDAYS[g[1].lower().rstrip(".")])))
        elif kind == "after":
            said_month, said_day = (g[1], g[2]) if g[1] else (g[4], g[3])
            which = g[0].lower().rstrip(".")
            after = 7 if which == "day" else _WEEKDAYS.get(which, _FRIDAY)
            mentions.append(_DateMention(start, _month_value(said_month), _day_value(said_day), int(g[5]) if g[5] else None,
                                         m.group(0), after=after, weekend=None if which in _WEEKDAYS or after == 7 else 0))
        elif kind == "nth_weekend":
            nth = _NTH_WEEKEND[g[0].lower()]
            mentions.append(_DateMention(start, _month_value(g[1]), 1, int(g[2]) if g[2] else None, m.group(0), weekend=nth))
        elif kind == "us_cued":
            mentions.append(_DateMention(start, int(g[0]), int(g[1]), None, m.group(0)))
        elif kind == "us_weekday":  # at the date, so that the weekday before it is checked against it
            mentions.append(_DateMention(m.start(1), int(g[0]), int(g[1]), None, m.group(0)))
        elif kind == "us_range":
            said = g[4] or g[5]
            year = None if said is None else int(said) if len(said) == 4 else 2000 + int(said)
            mentions.append(_DateMention(start, int(g[0]), int(g[1]), year, m.group(0)))
            mentions.append(_DateMention(m.start(4), int(g[2] or g[0]), int(g[3]), year, m.group(0)))
        elif kind == "iso_range":
            mentions.append(_DateMention(start, int(g[1]), int(g[2]), int(g[0]), m.group(0)))
            mentions.append(_DateMention(m.start(4), int(g[1]), int(g[3]), int(g[0]), m.group(0)))
        elif kind == "iso":
            mentions.append(_DateMention(start, int(g[1]), int(g[2]), int(g[0]), m.group(0)))
        elif kind == "us":
            year = int(g[2]) if len(g[2]) == 4 else 2000 + int(g[2])
            first, second = int(g[0]), int(g[1])
            if first > 12 >= second:  # "15/03/2022": day first, the only order it can be read in
                first, second = second, first
            mentions.append(_DateMention(start, first, second, year, m.group(0), month_first=first != second <= 12))
        elif kind == "dotted":
            mentions.append(_DateMention(start, int(g[1]), int(g[0]), int(g[2]), m.group(0)))
        elif kind == "my_dd":
            month, year = _month_value(g[0]), int(g[1])
            mentions.append(_DateMention(start, month, _day_value(g[2]), year, m.group(0)))
            mentions.append(_DateMention(m.start(4), month, _day_value(g[3]), year, m.group(0)))
        elif kind == "day_out":  # its month is the next date's (0 until that one is read; dropped if none comes)
            mentions.append(_DateMention(m.start(1), 0, _day_value(g[0]), None, m.group(0)))
        elif kind == "day_back":
            if mentions:  # with no date before it, the day has no month: not read as a date
                mentions.append(_DateMention(m.start(1), mentions[-1].month, _day_value(g[0]), None, m.group(0)))
        elif kind == "weekday_end":
            if after_a_date:  # with no date right before it, a weekday is no date
                before = mentions[-1]
                mentions.append(_DateMention(m.start(1), before.month, before.day, None, m.group(0),
                                             weekday_end=_WEEKDAYS[g[0].lower().rstrip(".")]))
        elif kind == "m_d":
            mentions.append(_DateMention(start, _month_value(g[0]), _day_value(g[1]), int(g[2]) if g[2] else None, m.group(0)))
        else:  # d_m
            mentions.append(_DateMention(start, _month_value(g[1]), _day_value(g[0]), int(g[2]) if g[2] else None, m.group(0)))
    ends = [_weekday_after(text, c, mentions) for c in chosen]
    for index in range(len(mentions) - 2, -1, -1):
        if mentions[index].month == 0 and mentions[index + 1].month:
            mentions[index].month = mentions[index + 1].month
    mentions = [m for m in mentions if m.month]
    _mark_listed_dates(text, chosen, mentions)
    # a date's span takes the weekday written right before it ("Sat March 12", "Fri 3/11"): the date's words, not a wish
    # ... and the weekday in brackets right after it ("March 3 (Thu) - March 5 (Sat)")
    return mentions, [(_weekday_start(text, c[0]), end) for c, end in zip(chosen, ends, strict=True)]


def _nights(start: int, m: re.Match[str]) -> list[_DateMention]:
    """The first night and the morning after the last ("the nights of March 4 and 5": March 4 to March 6)."""
    g = m.groups()
    month, first, last = (g[0], g[1], g[2]) if g[0] else (g[5], g[3], g[4])
    year = int(g[6]) if g[6] else None
    said = _day_value(last or first)
    return [_DateMention(start, _month_value(month), _day_value(first), year, m.group(0)),
            _DateMention(m.start(3 if g[0] else 5) if last else m.end(), _month_value(month), said, year, m.group(0),
                         next_day=True)]


# A weekday in brackets right after a date ("March 3 (Thu)"), or two after a range ("March 3-5 (Thu-Sat)"): the
# date's words, checked against it.
_WEEKDAY_AFTER = re.compile(rf"\s*\(\s*({_WEEKDAY})(?:\s*(?:-|to|through|thru)\s*({_WEEKDAY}))?\s*\)", re.IGNORECASE)


def _weekday_after(text: str, chosen: tuple[int, int, str, re.Match[str]], mentions: list[_DateMention]) -> int:
    """Where the date ``chosen`` ends with the weekdays in brackets after it, if any; each is given to its day (the
    last, or a range's two: ``_DateMention.weekday_after``)."""
    start, end = chosen[0], chosen[1]
    said = _WEEKDAY_AFTER.match(text, end)
    own = [m for m in mentions if start <= m.pos < end]
    if said is None or not own or (said.group(2) and len(own) < 2):
        return end
    if said.group(2):
        own[0].weekday_after = said.group(1)
    own[-1].weekday_after = said.group(2) or said.group(1)
    return said.end()


# A day's own name with its date in brackets ("St. Patrick's Day (March 17)", "Mardi Gras (March 1)"): the date's words
_DAY_NAME_BEFORE = re.compile(r"\b(?:[A-Z][\w.'’]*\s+){0,3}(?:Day|Eve|Christmas|Easter|Thanksgiving|Halloween|Gras)\s*\(\s*$")


def _weekday_start(text: str, start: int) -> int:
    """Where the date at ``start`` begins with the weekday written right before it ("Sat, March 12"), or the day's own
    name with the date in brackets ("St. Patrick's Day (March 17)"), if any."""
    named = _DAY_NAME_BEFORE.search(text, max(0, start - 40), start)
    if named:
        return named.start()
    said = _WEEKDAY_BEFORE.search(text, max(0, start - 16), start)
    return said.start() if said else start


_SINGLE_KINDS = ("iso", "us", "m_d", "d_m")

_LIST_GAP = re.compile(_LIST_SEP, re.IGNORECASE)


def _mark_listed_dates(text: str, chosen: list[tuple[int, int, str, re.Match[str]]], mentions: list[_DateMention]) -> None:
    """Three or more whole dates listed one by one ("March 12th, March 13th and March 14th") are one list of days."""
    runs: list[list[int]] = []
    for index, (start, _end, kind, _m) in enumerate(chosen):
        joined = index and runs and runs[-1][-1] == index - 1 and _LIST_GAP.fullmatch(text, chosen[index - 1][1], start)
        if kind in _SINGLE_KINDS and joined:
            runs[-1].append(index)
        elif kind in _SINGLE_KINDS:
            runs.append([index])
    by_start = {m.pos: m for m in mentions}
    for run in (r for r in runs if len(r) >= 3):
        whole = text[chosen[run[0]][0]:chosen[run[-1]][1]]
        for index in run:
            by_start[chosen[index][0]].listed, by_start[chosen[index][0]].text = chosen[run[0]][0], whole


# A year written apart from a date counts only where the words make it one ("in 2023", "year 2023",
# "spring of 2023"): any other 4-digit number (a budget of 2000, 1500 dollars) is not a year.
# A year before the trip's in a clause that tells of the past ("i went to space camp here in 1995", "we got married in
# 2001"): what happened then, no date of the trip
_PAST_BEFORE = re.compile(r"\b(?:went|was|were|did|visited|married|met|lived|moved|grew\s+up|born|graduated|honeymooned"
                          r"|stayed|came|been|saw|back)\b[^.;!?]{0,60}$", re.IGNORECASE)


def _told_of_the_past(text: str, year: re.Match[str], trip_year: int) -> bool:
    """Whether the loose year ``year`` is before ``trip_year`` and said in a clause about the past."""
    return int(year.group(1)) < trip_year and bool(_PAST_BEFORE.search(text, max(0, year.start() - 80), year.start()))


_LOOSE_YEAR = re.compile(
    r"\b(?:in|during|year|of\s+(?:spring|summer|autumn|fall|winter)|spring|summer|autumn|fall|winter)\s+((?:19|20)\d{2})(?!\d|[.,]\d|\s*(?:dollars|usd|bucks|k)\b)",
    re.IGNORECASE,
)
# A year standing apart that the planner cannot read ("in 20222", "in the year 2150"): never silently the default year.
_UNREAD_LOOSE_YEAR = re.compile(
    r"\b(?:in\s+(?:the\s+)?year|year)\s+(\d+)\b|\b(?:in|during)\s+(\d{5,})\b(?![.,]\d|\s*(?:dollars|usd|bucks|k)\b)", re.IGNORECASE
)


# A number right after a date that the date's year pattern did not take ("March 15th, 20222", "March 15, 2122"):
# read as no year at all, the date would silently take another year than the one written. An amount's unit after it
# ("March 15, 2000 dollars") makes it no year; a separator counts as the number's
# only between digits, so the comma that ends "March 15th, 20222, budget $2,000" does not join the number to the word
# "budget".
_UNREAD_YEAR = re.compile(
    r"\s*(?:,\s*)?(\d{3,})(?!(?:[.,]?\d)*\s*(?:[€£¥₹$]|(?:dollars?|usd|bucks|k|thousand|grand|euros?|eur|pounds?|gbp|yen|rupees?|pesos?"
    r"|yuan|francs?|cad|aud|people|persons?|travell?ers|adults|guests|budget)\b))",
    re.IGNORECASE,
)


# ... and a number no year the planner reads that an amount's word follows ("3/24-3/26, 2200 all in"): an amount. A
# number from 1900 to 2099 there stays a year gone wrong, asked ("march 12-14 2023 total budget $400").
_AMOUNT_WORD_AFTER = re.compile(r"\s*(?:all[\s-]in|total|max|tops|each|pp|per)\b", re.IGNORECASE)


# A year right after a date that a budget's words and an amount follow ("march 12-14 2022 total budget $400"): the
# date's year, not the amount (the amount is the one after "budget").
_YEAR_BEFORE_BUDGET = re.compile(r"\s*(?:,\s*)?((?:19|20)\d{2})\s+(?:total\s+)?budget\b[\s:=]*(?:of\s+|is\s+)?(?:\$|usd\s*)?\d",
                                 re.IGNORECASE)


# A day no month has, said with its month ("March 32", "the 35th of March"): no pattern above reads it as a date, so
# unasked the trip would take its length from the other date alone (asked: "invalid date").
_NO_SUCH_DAY = re.compile(
    rf"\b{_MON}\s*(?:the\s+)?(?:3[2-9]|[4-9]\d)(?:st|nd|rd|th)?(?![\d.,]?\d)(?!\s*(?:%|\$|k\b|dollars?|bucks|usd))"
    rf"{_NOT_A_DAY_AFTER}|\b(?:the\s+)?(?:3[2-9]|[4-9]\d)(?:st|nd|rd|th)\s+(?:of\s+)?{_MON}", re.IGNORECASE)


def _like_a_year(number: str) -> bool:
    """Whether a number right after a date reads as a year gone wrong ("2122", "20222", "202"), not as an amount: one
    under 1900, or of three digits that start no year ("mar 10-12 1500 2 ppl", "March 5-7 800"), is left to the
    budget's reader."""
    return int(number) >= 1900 if len(number) >= 4 else number.startswith(("19", "20"))


def resolve_dates(
    text: str, mentions: list[_DateMention], spans: list[tuple[int, int]], default_year: int, problems: list[str],
    said: list[str] | None = None,
) -> list[Date]:
    """The distinct dates written in the text, in order, with years filled in (a year it cannot read is a problem);
    ``said`` gets how a weekend was read ("the weekend of March 4th": Friday, March 4 to Sunday, March 6)."""
    for start, end in spans:
        if year_said := _YEAR_BEFORE_BUDGET.match(text, end):  # "march 12-14 2022 total budget $400": its year
            for mention in mentions:
                if start <= mention.pos < end and mention.year is None:
                    mention.year = int(year_said.group(1))
            continue
        unread = _UNREAD_YEAR.match(text, end)
        if unread and _like_a_year(unread.group(1)) and not (
                not 1900 <= int(unread.group(1)) <= 2099 and _AMOUNT_WORD_AFTER.match(text, unread.end())):
            problems.append(f"{unread.group(1)!r} after {text[start:end].strip()!r} is not a year the planner can read "
                            "(a year from 1900 to 2099, e.g. 2022)")
    problems.extend(f"invalid date {day.group(0).strip()!r}" for day in _NO_SUCH_DAY.finditer(text))
    explicit = sorted((m.pos, m.year) for m in mentions if m.year is not None)
    positions = [p for p, _y in explicit]
    taken = SpanSet(spans)
    loose_years = list(dict.fromkeys(int(y.group(1)) for y in _LOOSE_YEAR.finditer(text)
                                     if y.start() not in taken and not _told_of_the_past(text, y, default_year)))
    for y in _UNREAD_LOOSE_YEAR.finditer(text):
        if y.start() not in taken and not 1900 <= int(y.group(1) or y.group(2)) <= 2099:
            problems.append(f"{y.group(0)!r} is not a year the planner can read (a year from 1900 to 2099, e.g. 2022)")
    written = sorted({m.year for m in mentions if m.year is not None} | set(loose_years))
    if loose_years and len(written) > 1:  # "in 2023" with "March 13th, 2022", or "in 2022 ... in 2023"
        problems.append("the years given contradict each other: " + ", ".join(map(str, written)))
    fallback = loose_years[0] if loose_years else default_year
    resolved: list[tuple[Date, bool]] = []
    for mention in mentions:
        year = mention.year
        guessed = year is None
        if year is None:  # the next year written, else the last one before, else the fallback
            after, before = bisect_right(positions, mention.pos), bisect_left(positions, mention.pos)
            year = explicit[after][1] if after < len(explicit) else (explicit[before - 1][1] if before else fallback)
        if mention.weekday_end is not None and resolved:  # "till Sunday": the first Sunday after the date before
            day = resolved[-1][0]
            if mention.weekday_end == day.weekday():  # "March 18 - Friday" says the start's own weekday: no end
                problems.append(f"{day:%B} {day.day} is a {day:%A}: give the date the trip ends")
            resolved.append((day + timedelta(days=(mention.weekday_end - day.weekday()) % 7), resolved[-1][1]))
            continue
        try:
            day = _counted(_in_the_week(Date(year, mention.month, mention.day), mention, problems), mention, problems)
            resolved.append((day, guessed))
        except ValueError:
            problems.append(f"invalid date {mention.text!r}")
    # A year written only once must not put the end of a range before its start
    # ("December 30th to January 2nd, 2023").
    for i in range(len(resolved) - 1):
        (first, first_guess), (second, second_guess) = resolved[i], resolved[i + 1]
        if second < first:
            earlier = _safe_replace_year(first, first.year - 1) if first_guess else None
            later = _safe_replace_year(second, second.year + 1) if second_guess else None
            if earlier is not None and (second - earlier).days < 31:
                resolved[i] = (earlier, first_guess)
            elif later is not None and (later - first).days < 31:
                resolved[i + 1] = (later, second_guess)
    if len(resolved) == len(mentions):
        problems.extend(_weekday_problems(text, mentions, [value for value, _guess in resolved]))
        either_way = [f"{m.text.strip()} as {v:%B} {v.day}" for m, (v, _g) in zip(mentions, resolved, strict=True) if m.month_first]
        if either_way and said is not None:
            said.append(f"I read {', '.join(either_way)} (month first): tell me if the day comes first")
        problems.extend(_order_problems(mentions, [value for value, _guess in resolved]))
    if len(resolved) == len(mentions) and any(m.weekend is not None for m in mentions):
        mentions, resolved = _weekends(mentions, resolved, said if said is not None else [])
    return _lists_as_ranges(mentions, [value for value, _guess in resolved], problems)


def _in_the_week(day: Date, mention: _DateMention, problems: list[str]) -> Date:
    """The trip's first day for a week named by ``day`` ("wk of 3/14, Tue-Thu": the first Tuesday from March 14); a
    week is named by its first day, a Sunday or a Monday: any other day leaves the days unknown (a problem)."""
    if mention.week_start is None:
        return day
    if day.weekday() not in (_SUNDAY, _MONDAY):
        problems.append(f"{day:%B} {day.day} is a {day:%A}, no week's first day: give the dates of the trip")
    return day + timedelta(days=(mention.week_start - day.weekday()) % 7)


def _counted(day: Date, mention: _DateMention, problems: list[str]) -> Date:
    """The day a mention counts from the date said: the morning after a night, the n-th weekday of the month, the
    first day (or weekday) after a date; an n-th weekday the month has not is a problem (the date said is kept)."""
    if mention.next_day or mention.after == 7:
        return day + timedelta(days=1)
    if mention.after is not None:
        return day + timedelta(days=(mention.after - day.weekday() - 1) % 7 + 1)
    if mention.nth_weekday is None:
        return day
    nth, weekday = mention.nth_weekday
    first = day + timedelta(days=(weekday - day.weekday()) % 7)
    days = [first + timedelta(weeks=n) for n in range(5) if (first + timedelta(weeks=n)).month == day.month]
    if nth > len(days):
        problems.append(f"{mention.text.strip()!r}: {day:%B} {day.year} has only {len(days)} {first:%A}s")
        return day
    return days[nth - 1] if nth > 0 else days[-1]


def _order_problems(mentions: list[_DateMention], resolved: list[Date]) -> list[str]:
    """A range of two dates either order may be written in ("04/03/2022 - 06/03/2022") that, read month first, is no
    trip (over ``MAX_DAYS``, or ending before it starts): the order is asked about, the cause named, never guessed."""
    if len(mentions) != 2 or not all(m.month_first for m in mentions):
        return []
    first, last = resolved
    if 1 <= (last - first).days + 1 <= MAX_DAYS:
        return []
    shown = " and ".join(f"{m.text.strip()!r}" for m in mentions)
    day_first = " to ".join(f"{Date(v.year, v.day, v.month):%B} {v.month}" for v in resolved)  # v.day <= 12: month_first
    return [f"the dates {shown} make no trip read month first ({first:%B} {first.day} to {last:%B} {last.day}): did you mean "
            f"{day_first}? Write the month's name to say which"]


# A weekday written right before a date ("Friday, March 26", "Sat the 12th", "Fri 3/25"); the date is the one after it.
_WEEKDAY_BEFORE = re.compile(rf"\b({_WEEKDAY})\s*(?:,\s*)?(?:the\s+)?$", re.IGNORECASE)
# ... or the weekdays of a range before it ("wed-fri march 9-11", "sat/sun/mon 3/12-3/14"): the first is the start's,
# the last the end's
_WEEKDAYS_BEFORE = re.compile(rf"\b({_WEEKDAY})\s*(?:-|–|/|to|thru|through|till|until)\s*(?:{_WEEKDAY}\s*/\s*)*({_WEEKDAY})"
                              r"\s*(?:,\s*)?$", re.IGNORECASE)


def _weekday_problems(text: str, mentions: list[_DateMention], resolved: list[Date]) -> list[str]:
    """A weekday written with a date that is another day ("Friday March 26" in 2022, a Saturday): one of the two is wrong
    and neither may be chosen silently, so it is asked."""
    wrong = []
    said_of: dict[int, str] = {}  # weekdays said for a later mention: "wed-fri march 9-11" (Friday for the 11th)
    for index, (mention, value) in enumerate(zip(mentions, resolved, strict=True)):
        window = max(0, mention.pos - 32), mention.pos
        pair = _WEEKDAYS_BEFORE.search(text, *window) if mention.weekend is None else None
        said = _WEEKDAY_BEFORE.search(text, max(0, mention.pos - 16), mention.pos) if mention.weekend is None else None
        if pair and index + 1 < len(mentions):
            said_of[index + 1] = pair.group(2)
        before = pair.group(1) if pair else said.group(1) if said else said_of.get(index)
        for weekday in (before, mention.weekday_after if mention.weekend is None else None):
            if weekday and _WEEKDAYS[weekday.lower().rstrip(".")] != value.weekday():
                wrong.append(f"{value:%B} {value.day}, {value.year} is a {value:%A}, not a {weekday}: which date is meant?")
    return list(dict.fromkeys(wrong))


_MONDAY, _FRIDAY, _SATURDAY, _SUNDAY = 0, 4, 5, 6  # ``date.weekday()``: Monday is 0
_NTH_WEEKEND = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "last": -1}


def _weekend_friday(mention: _DateMention, day: Date) -> Date:
    """The Friday of the weekend a mention names: the weekend ``day`` is in (a weekday: the one after it), or the n-th
    (last) weekend of ``day``'s month, counted by its Saturday."""
    if not mention.weekend:
        return day + timedelta(days=_FRIDAY - day.weekday())
    first_saturday = day + timedelta(days=(_SATURDAY - day.weekday()) % 7)
    saturdays = [first_saturday + timedelta(weeks=n) for n in range(5) if (first_saturday + timedelta(weeks=n)).month == day.month]
    saturday = saturdays[-1] if mention.weekend < 0 else saturdays[min(mention.weekend, len(saturdays)) - 1]
    return saturday - timedelta(days=1)


def _weekends(mentions: list[_DateMention], resolved: list[tuple[Date, bool]],
              said: list[str]) -> tuple[list[_DateMention], list[tuple[Date, bool]]]:
    """Each weekend mention as the Friday and the Sunday of the weekend it names (``_weekend_friday``), said in ``said``:
    a weekend trip is read as Friday to Sunday, an assumption the traveller can correct."""
    kept_mentions: list[_DateMention] = []
    kept: list[tuple[Date, bool]] = []
    for mention, (value, guessed) in zip(mentions, resolved, strict=True):
        if mention.weekend is None:
            kept_mentions.append(mention)
            kept.append((value, guessed))
            continue
        friday = _weekend_friday(mention, value)
        sunday = friday + timedelta(days=2)
        kept_mentions += [mention, mention]
        kept += [(friday, guessed), (sunday, guessed)]
        said.append(f"I took {mention.text.strip()!r} to be Friday, {friday:%B} {friday.day} to Sunday, {sunday:%B} {sunday.day}, "
                    f"{sunday.year}: tell me other dates if you meant another")
    return kept_mentions, kept


def _lists_as_ranges(mentions: list[_DateMention], resolved: list[Date], problems: list[str]) -> list[Date]:
    """The dates with each list of days ("March 12, 13 and 14") kept as its first and last day, when the days follow one
    another; a list with a gap ("March 12, 14 and 15") is a problem naming it (a trip's days are consecutive)."""
    if len(resolved) != len(mentions):  # an invalid date was named already
        return list(dict.fromkeys(resolved))
    kept: list[Date] = []
    for index, (mention, value) in enumerate(zip(mentions, resolved, strict=True)):
        if mention.listed is None:
            kept.append(value)
            continue
        first = index == 0 or mentions[index - 1].listed != mention.listed
        last = index == len(mentions) - 1 or mentions[index + 1].listed != mention.listed
        if not first and (value - resolved[index - 1]).days != 1:
            problems.append(f"the days listed in {mention.text.strip()!r} do not follow one another: a trip's days are "
                            "consecutive; give the first and the last day")
        if first or last:
            kept.append(value)
    return list(dict.fromkeys(kept))


def _safe_replace_year(value: Date, year: int) -> Date | None:
    try:
        return value.replace(year=year)
    except ValueError:
        return None


# "3 days", "2 nights", and "5 nites" as people text it
# ... never the days of one city of the trip ("2 nights in the first city": named, parsing.unanswerable)
_DAYS_RE = re.compile(rf"(?<![\w$])({NUM})[\s-]*(days?|nights?|nites?)\b(?!\s+(?:in\s+each|per|at\s+each|in\s+every|each|before"
                      r"|after|ago|later|earlier|of\s+the|(?:in|at)\s+(?:the\s+)?(?:first|second|third|last|final|1st|2nd|3rd|other)"
                      r"\s+(?:city|cities|stop|one|place)\b))", re.IGNORECASE)
_WEEKS_RE = re.compile(rf"(?:\b(?:a|one|1)[\s-]+week\b|\bweek[\s-]*long\b|\bweeklong\b|(?<![\w$])({NUM})[\s-]+weeks?\b|\b(fortnight)\b)",
                       re.IGNORECASE)
# Where a trip's length is said ("4 days", "a week", "a fortnight"): a clause holding one is read (the chat's edits).
LENGTH_PATTERNS = (_DAYS_RE, _WEEKS_RE)


_ODD_LENGTH = re.compile(
    rf"(?<![\w$])(?:{ODD_QUANTITY})[\s-]+(?:days?|nights?|weeks?)\b|\b(?:day|night|week)s?\s+and\s+a\s+half\b"
    r"|\bhalf[\s-]+(?:a[\s-]+)?(?:day|week)\b",
    re.IGNORECASE,
)


# "Can we have dinner at X one night?", "pizza one night for sure", "a bakery one day would be nice": "one day" / "one
# night" ending a clause that asks for something else (or followed by a word no length is: a verb, a hedge) is some
# day of the trip, not its length. A length keeps its words: "for one night", "stay one night", "one night in Denver".
_OCCASION_END = re.compile(r"(?:,?\s+please)?\s*(?:[.?!,;:]|$|\s+(?:and|but|for\s+sure|would|could|should|will|might|is|if|too"
                           r"|as\s+well|at\s+(?:least|some\s+point)|during|while|maybe|perhaps|definitely)\b)", re.IGNORECASE)
_CLAUSE_START = re.compile(r"[.?!,;:]|\b(?:and|but)\b", re.IGNORECASE)
_LENGTH_WORDS = re.compile(r"\b(?:trip|trips|stay\w*|spend\w*|vacation|getaway|holiday|journey|itinerary|plan\w*|book\w*|last\w*)\b"
                           r"|\b(?:for|just|only|of|a|an|about|around|over|is|be|be\s+in\s+\S+)\s*$", re.IGNORECASE)


# "on the last two days", "our first 3 days": some of the trip's days (a wish's), not its length
_SOME_OF_THE_DAYS = re.compile(r"\b(?:the|our|my)\s+(?:very\s+)?(?:first|last|final)\s+$", re.IGNORECASE)


# A guest's stay said just before the count ("have a friend over one night", "my cousin might crash with us for 2
# nights"): the guest's nights (the house rule's visitors), never the trip's length
_A_GUESTS_STAY = re.compile(r"\b(?:friends?|guests?|visitors?|cousins?|buddy|buddies|someone|relatives|family|mom|mum|dad"
                            r"|parents|sister|brother|in-laws)\b[^.;!?]{0,30}?\b(?:over|(?:stay|crash|sleep)\w*\s+"
                            r"(?:with\s+us|over|at\s+our\s+place))\s+(?:for\s+)?(?:a|one|\d+|two|three|a\s+couple\s+of)?\s*$",
                            re.IGNORECASE)


def _occasion(text: str, m: re.Match[str]) -> bool:
    """Whether a "one day" / "one night" is some day of the trip (a wish's time), not the trip's length."""
    if m.group(1).lower() != "one" or m.group(2).lower() not in ("day", "night") or not _OCCASION_END.match(text, m.end()):
        return False
    window = max(0, m.start() - 200)  # a clause's words: linear in the text however many "one night"s it holds
    clause_start = max((c.end() for c in _CLAUSE_START.finditer(text, window, m.start())), default=window)
    return not _LENGTH_WORDS.search(text[clause_start:m.start()])


# A number word with a letter left out or two letters swapped, right before "days", "nights" or "weeks" ("thre days",
# "fuor nights", "eigth days"): that number. Never a word that is one ("tree", "there", "seen", "even"); no letter
# changed for another ("nice days", "fine days" are no counts). Written over with its digits, padded with spaces.
_LENGTH_SLOT = re.compile(r"(?<![\w$-])([A-Za-z]{4,7})(?=[\s-]+(?:days?|nights?|weeks?)\b)")
_COUNT_WORDS = {"three": 3, "four": 4, "five": 5, "seven": 7, "eight": 8, "nine": 9, "eleven": 11, "twelve": 12}
_NOT_COUNTS = frozenset({"tree", "thee", "there", "seen", "even", "elven", "fore", "fiver"})


def _count_for(word: str) -> str | None:
    """The digits of the number word ``word`` misspells by a letter left out or two swapped, padded to its length."""
    low = word.lower()
    if low in _COUNT_WORDS or low in _NOT_COUNTS:
        return None
    close = [n for w, n in _COUNT_WORDS.items() if OSA.distance(low, w) == 1
             and (len(low) == len(w) - 1 or (len(low) == len(w) and sorted(low) == sorted(w)))]
    return str(close[0]).ljust(len(word)) if len(close) == 1 else None


def _lengths_spelled(text: str) -> str:
    """``text`` with each misspelt number word of a length written as its digits (``_LENGTH_SLOT``)."""
    return _LENGTH_SLOT.sub(lambda m: _count_for(m.group(1)) or m.group(0), text)


# A length's word with two letters next to each other swapped, after a count ("3 dyas", "2 nihgts", "two wekes"):
# that word, written over in the same length.
_UNIT_SLOT = re.compile(rf"(?<![\w$])(?:{NUM})[\s-]*([A-Za-z]{{4,6}})\b", re.IGNORECASE)
_UNIT_WORDS = ("days", "nights", "weeks")


def _unit_for(word: str) -> str | None:
    """The length's word ``word`` misspells by two letters swapped, or None."""
    low = word.lower()
    close = [w for w in _UNIT_WORDS if low != w and sorted(low) == sorted(w) and OSA.distance(low, w) == 1]
    return close[0] if close else None


def _units_spelled(text: str) -> str:
    """``text`` with each length's word misspelt by a swap after a count written right (``_UNIT_SLOT``)."""
    def fix(m: re.Match[str]) -> str:
        unit = _unit_for(m.group(1))
        return m.group(0) if unit is None else m.group(0)[:m.start(1) - m.start()] + unit
    return _UNIT_SLOT.sub(fix, text)


def read_stated_days(text: str, problems: list[str]) -> int | None:
    """The trip length the text states in days, nights or weeks; None if none (or they contradict: see ``problems``).

    A length that is not a whole number of days ("half a week", "a week and a
    half", "1/2 day") is a problem, never read as the whole week or day in it. A number word misspelt by one letter
    left out or swapped is read ("thre days": ``_lengths_spelled``), and so is a length's word with two letters
    swapped ("3 dyas": ``_units_spelled``).
    """
    text = _lengths_spelled(_units_spelled(text))
    values: list[int] = []
    wrong = [f"the number of days must be a whole number (read {m.group(0)!r})" for m in _ODD_LENGTH.finditer(text)]
    for m in _DAYS_RE.finditer(text):
        if _occasion(text, m) or _SOME_OF_THE_DAYS.search(text, max(0, m.start() - 30), m.start()) \
                or _A_GUESTS_STAY.search(text, max(0, m.start() - 60), m.start()):
            continue
        n, problem = read_count(text, m.start(1), m.end(1), "the number of days", MAX_DAYS, m.end())
        if problem or n == 0:
            wrong.append(problem or f"the number of days must be at least 1 (read {m.group(0)!r})")
            continue
        assert n is not None  # read_count gives a count or a problem
        values.append(n + 1 if m.group(2).lower().startswith("ni") else n)
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
    distinct = list(dict.fromkeys(values))
    if len(distinct) > 1:
        problems.append("the day counts contradict each other: " + ", ".join(f"{d} days" for d in distinct))
        return None
    return distinct[0] if distinct else None
