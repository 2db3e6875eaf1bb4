"""Every shape a trip's date is written in, one named pattern each, tried together by ``find_dates`` (the longest
match at a place wins): ranges ("March 12th to 14th", "3/1-3/3", "8-10 March 2022"), lists of days, ISO and US dates,
weekends ("the weekend of March 4th"), weeks ("wk of 3/14, Mon-Wed"), nights ("the nights of March 4 and 5"), the
n-th weekday of a month, a day after a date, and a trip's end said by its day or weekday only ("back the 22nd",
"till Sunday"). The kind's name says how ``find_dates`` reads the match's groups.
"""

from __future__ import annotations

import re

from himap_travel.domain.parsing.date_words import (
    AMOUNT_WORD_AFTER,
    CONNECT,
    DAY,
    END_WEEKDAY,
    LIST_OPENS,
    LIST_SEP,
    MON,
    NOT_A_DAY_AFTER,
    NTH,
    ORDINAL_DAY,
    TRIP_DATE_OPENS,
    US_DAY,
    US_MONTH,
    WEEKDAY,
    WEEKEND,
    YEAR,
)
from himap_travel.domain.parsing.numbers import NUM
from himap_travel.domain.text.lazy_regex import lazy_compile

# A return's count of days before the day it names ("back three days later, on the 3rd"): optional in ``day_back``
LATER_BY = rf"(?:{NUM}[\s-]*days?\s+later\s*,?\s*)?"

# The words that make one day/month a date ("starting 3/14", "leaving 13/3", "back 3/16"), right before it
_CUED = (r"(?:(?<=\bon )|(?<=\bfrom )|(?<=\bstarting )|(?<=\bstart )|(?<=\bstarts )|(?<=\bleaving )|(?<=\bleave )"
         r"|(?<=\bdeparting )|(?<=\bdepart )|(?<=\bback )|(?<=\breturning )|(?<=\breturn )|(?<=\buntil )"
         r"|(?<=\btill )|(?<=\bthrough )|(?<=\bhome )|(?<=\bin )|(?<=\bout )|(?<=\bcheckout )|(?<=\bcheckin )"
         r"|(?<=\boutbound )|(?<=\binbound )|(?<=\barrive )|(?<=\barriving )|(?<=\barrival )|(?<=\bdeparture )"
         r"|(?<=\bthru )|(?<=\bto )|(?<=\bbeginning ))")
# A day that cannot be a month (13 to 31), written first in a day/month date ("14/3", "28/03"): the European order
DM_DAY = r"(1[3-9]|2\d|3[01])"
_RANGE_LINK = r"\s*(?:-|to|through|thru|till|until|til|and)\s*"
_YEAR_AFTER = rf"(?:\s*,)?\s+((?:19|20)\d{{2}})(?!{AMOUNT_WORD_AFTER})"

DATE_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    # "the weekend of March 4th", "the weekend of the 12th of March 2022", "the March 4th weekend": the Friday to the
    # Sunday of that weekend; "the first weekend of March", "the last weekend in March 2022": by its Saturday
    # ("the weekend of March 12-14" gives its days: a range, read as one)
    ("weekend", lazy_compile(rf"\b(?:the\s+)?(?:long\s+)?{WEEKEND}\s+of\s+(?:the\s+)?(?:({MON})\s*({DAY})(?!{CONNECT}(?:the\s+)?{DAY})"
                             rf"|({DAY})\s*(?:of\s+)?({MON}))"
                             rf"{YEAR}|\b(?:the\s+)?({MON})\s*({DAY}){YEAR}\s+(?:long\s+)?{WEEKEND}\b{YEAR}", re.IGNORECASE)),
    # "wk of 3/14, Mon-Wed", "the week of March 7 (Tue to Thu)", "week of the 21st of March, mon-fri": a week named by
    # its first day (a Sunday or a Monday, else asked), and the days of it the trip takes (``DateMention.week_start``)
    ("week_of", lazy_compile(rf"\b(?:the\s+)?(?:week|wk)\.?\s+of\s+(?:the\s+)?(?:({MON})\s*({DAY})|({DAY})\s*(?:of\s+)?({MON})"
                             rf"|(?<![\d/.]){US_MONTH}/{US_DAY}(?![\d/.])){YEAR}\s*[,:;(]?\s*(?:from\s+)?({WEEKDAY})"
                             rf"\s*(?:-|to|through|thru|till|until)\s*({WEEKDAY})\s*\)?", re.IGNORECASE)),
    # "for the nights of March 4 and 5", "the nights of the 4th and 5th of March" opening an item: the stay's nights, the
    # trip ending the morning after the last (``DateMention.next_day``; "a show on the night of March 4" is none)
    ("nights_of", lazy_compile(rf"{TRIP_DATE_OPENS}(?:the\s+)?nights\s+of\s+(?:the\s+)?(?:({MON})\s*({DAY})(?:(?:{LIST_SEP}|{CONNECT})"
                               rf"(?:the\s+)?({DAY})(?!\s*(?:of\s+)?{MON}))?{NOT_A_DAY_AFTER}|({DAY})(?:(?:{LIST_SEP}|{CONNECT})"
                               rf"(?:the\s+)?({DAY}))?\s*(?:of\s+)?({MON})){YEAR}", re.IGNORECASE)),
    # "the first Friday in March", "the last Sunday of March 2022" (``DateMention.nth_weekday``)
    ("nth_weekday", lazy_compile(rf"\b(?:the\s+)?({NTH})\s+({WEEKDAY})\s+(?:of|in)\s+"
                                 rf"({MON}){YEAR}", re.IGNORECASE)),
    # "the day after March 3", "starting the Friday after the 7th of March", "the weekend right after March 14" opening
    # an item: counted from the date said (``DateMention.after``; a weekend as its Friday to its Sunday; "no sights on
    # the day after March 3" is none)
    ("after", lazy_compile(rf"{TRIP_DATE_OPENS}(?:the\s+)?(day|{WEEKDAY}|{WEEKEND})\s+(?:right\s+|just\s+|immediately\s+)?"
                           r"after\s+(?:the\s+)?"
                           rf"(?:({MON})\s*({DAY})(?!{CONNECT}(?:the\s+)?{DAY})|({DAY})\s*(?:of\s+)?({MON})){YEAR}",
                           re.IGNORECASE)),
    # "the first three days of March", "the last 3 days in March 2022": that many days from the month's first or to its last
    ("month_days", lazy_compile(rf"\b(?:the\s+)?(first|last|final)\s+([1-9]|1\d|two|three|four|five|six|seven|eight|nine|ten)"
                                rf"\s+days\s+(?:of|in)\s+({MON}){YEAR}", re.IGNORECASE)),
    ("nth_weekend", lazy_compile(rf"\b(?:the\s+)?({NTH})\s+(?:long\s+)?{WEEKEND}\s+(?:of|in)\s+"
                                 rf"({MON}){YEAR}", re.IGNORECASE)),
    # Days listed one by one (three or more): "March 12, 13 and 14", "the 12th, 13th and 14th of March 2022"
    # (possessive, and a list never starts inside another: "1, 1, 1, ..." is scanned once, in linear time)
    # (an item a count's noun follows is none: "March 4, 5 and 6, 2 people")
    ("m_list", lazy_compile(rf"\b({MON})\s*({DAY}(?:{LIST_SEP}(?:the\s+)?{DAY}(?!\s*(?:of\s+)?{MON}){NOT_A_DAY_AFTER}){{2,}}+)"
                            rf"{NOT_A_DAY_AFTER}{YEAR}",
                            re.IGNORECASE)),
    ("list_m", lazy_compile(rf"{LIST_OPENS}({DAY}(?:{LIST_SEP}(?:the\s+)?{DAY}){{2,}}+)\s*(?:of\s+)?({MON}){YEAR}",
                            re.IGNORECASE)),
    # "from the 8th to the 10th of March, 2022", "8-10 March 2022"
    ("dd_m", lazy_compile(rf"\b(?:the\s+)?({DAY}){CONNECT}{END_WEEKDAY}(?:the\s+)?({DAY})\s*(?:(?:of|de)\s+)?({MON}){YEAR}",
                          re.IGNORECASE)),
    # "the 9th-11th, March", "the 15th to the 17th (march)": days with their ordinal endings, then the month set apart
    ("dd_m", lazy_compile(rf"\b(?:the\s+)?({ORDINAL_DAY}){CONNECT}(?:the\s+)?({ORDINAL_DAY})\s*(?:,|\()\s*(?:of\s+)?({MON})\)?{YEAR}",
                          re.IGNORECASE)),
    # "the 19th of March to the 21st", "from Sat the 19th of March to Mon the 21st": the month said with the first day
    # only (joined by a range's word, never "and": "the 3rd of March and 5 friends")
    ("d_m_dd", lazy_compile(rf"\b(?:the\s+)?({DAY})\s*(?:of\s+)?({MON}){YEAR}\s*(?:-|to|through|thru|till|until|up\s+to)\s*"
                            rf"{END_WEEKDAY}(?:the\s+)?({DAY})(?!\s*(?:of\s+)?{MON}){NOT_A_DAY_AFTER}{YEAR}", re.IGNORECASE)),
    # "March 12th to 14th, 2022", "March 16-18", "March the fifth to the seventh", "March 4 to Sunday the 6th"
    ("m_dd", lazy_compile(rf"\b({MON})\s*(?:the\s+)?({DAY}){YEAR}{CONNECT}{END_WEEKDAY}(?:the\s+)?({DAY})(?!\s*(?:of\s+)?{MON})"
                          rf"{NOT_A_DAY_AFTER}{YEAR}", re.IGNORECASE)),
    # "late march, 25th-27th", "mid-March: 15th thru 17th", "march (25th-27th)": the month set apart by a mark (groups as m_dd's)
    ("m_dd", lazy_compile(rf"\b({MON})\s*[,:(]\s*(?:the\s+)?({ORDINAL_DAY})(){CONNECT}(?:the\s+)?({ORDINAL_DAY})"
                          rf"(?!\s*(?:of\s+)?{MON}){NOT_A_DAY_AFTER}{YEAR}", re.IGNORECASE)),
    # "March 2022, the 20th to the 22nd", "March 2022 from the 1st to the 5th": the month and its year, then the days
    ("my_dd", lazy_compile(rf"\b({MON})\s*(?:,\s*)?((?:19|20)\d{{2}})(?:\s*[,:(]\s*|\s+)(?:from\s+)?(?:the\s+)?({ORDINAL_DAY}){CONNECT}"
                           r"(?:the\s+)?"
                           rf"({ORDINAL_DAY})(?!\s*(?:of\s+)?{MON}){NOT_A_DAY_AFTER}", re.IGNORECASE)),
    # "2022-03-18..20", "2022-03-15 thru 17": an ISO date and the range's last day of the same month
    ("iso_range", lazy_compile(r"\b((?:19|20)\d{2})-(\d{1,2})-(\d{1,2})\s*(?:\.\.\.?|–|-|to|through|thru|till|until)\s*(\d{1,2})"
                               r"(?![\d-])(?!\s*(?:people|persons?|ppl|pax|travell?ers|adults|kids|days?|nights?)\b)", re.IGNORECASE)),
    ("iso", lazy_compile(r"\b((?:19|20)\d{2})-(\d{1,2})-(\d{1,2})(?!\d)")),
    ("iso", lazy_compile(r"(?<![\d/])\b((?:19|20)\d{2})/(\d{1,2})/(\d{1,2})(?![\d/])")),  # "2022/03/15": year first, as ISO
    # "3/1-3/3", "3/10 to 3/12", "3/21-23": a range of month/day, its year after its end if said ("3/10-3/12/2022",
    # "3/10-3/12/22", "3/10-12 2022"), else as for any date without one
    ("us_range", lazy_compile(rf"(?<![\d/.])\b{US_MONTH}/{US_DAY}\s*(?:-|to|through|thru|till|until|til)\s*{END_WEEKDAY}"
                              rf"(?:{US_MONTH}/)?{US_DAY}(?:/((?:19|20)?\d{{2}})|(?:\s*,)?\s+((?:19|20)\d{{2}})(?!{AMOUNT_WORD_AFTER}))?"
                              r"(?![\d/]|\.\d)", re.IGNORECASE)),  # (a full stop may end it: "3/26 - 3/28. Budget ...")
    # "3-22 to 3-24": a month-day range written with dashes, joined by a word ("3-22-3-24" is no one reading)
    # (the start may carry the year too: "3-15-22 to 3-17-22")
    ("us_range", lazy_compile(rf"(?<![\d/.-])\b{US_MONTH}-{US_DAY}(?:-(?:19|20)?\d{{2}})?\s*(?:to|through|thru|till|until)\s*{END_WEEKDAY}"
                              rf"{US_MONTH}-{US_DAY}(?:-((?:19|20)?\d{{2}})|(?:\s*,)?\s+((?:19|20)\d{{2}})(?!{AMOUNT_WORD_AFTER}))?"
                              r"(?![\d/-]|\.\d)", re.IGNORECASE)),
    # "14/3 to 16/3", "between 28/3 and 30/3", "19/3 - 21/3 2022", "from the 20/3 to the 22/3": a range of day/month,
    # read day first where a day cannot be a month (13 to 31); both numbers 12 or under ("5/3 - 7/3", where "3/5-3/7"
    # is not matched first) it is read month first, as "3/1-3/3", and said (``DateMention.month_first``)
    ("dm_range", lazy_compile(rf"(?<![\d/.])\b{US_DAY}/{US_MONTH}(?:/((?:19|20)?\d{{2}}))?{_RANGE_LINK}{END_WEEKDAY}(?:the\s+)?"
                              rf"{US_DAY}/{US_MONTH}(?:/((?:19|20)?\d{{2}})|{_YEAR_AFTER})?(?![\d/]|\.\d)", re.IGNORECASE)),
    # "starting 3/14", "leaving 3/14, back 3/16", "heading home 3/16": one month/day with no year, after a word that makes
    # it a date
    ("us_cued", lazy_compile(rf"{_CUED}{US_MONTH}/{US_DAY}(?![\d/]|\.\d)", re.IGNORECASE)),
    # "3/15 for three nights": one month/day a trip's length follows
    ("us_cued", lazy_compile(rf"(?<![\d/.])\b{US_MONTH}/{US_DAY}(?![\d/.])(?=\s+for\s+(?:\w+\s+)?(?:days?|nights?|nites?|weeks?)\b)",
                             re.IGNORECASE)),
    # "leaving 13/3", "from 28/03 for 3 days", "16/3 for five days": one day/month whose day cannot be a month, cued
    # as a month/day is
    ("dm_cued", lazy_compile(rf"{_CUED}{DM_DAY}/{US_MONTH}(?![\d/]|\.\d)", re.IGNORECASE)),
    ("dm_cued", lazy_compile(rf"(?<![\d/.])\b{DM_DAY}/{US_MONTH}(?![\d/.])(?=\s+for\s+(?:\w+\s+)?(?:days?|nights?|nites?|weeks?)\b)",
                             re.IGNORECASE)),
    # "leaving thurs 3/3, back sat 3/5": a weekday right before a month/day makes it a date too (the weekday checked)
    # (not a range's start: "mon 3/12-3/14" is the range, its weekday checked)
    ("us_weekday", lazy_compile(rf"\b{WEEKDAY}\s*,?\s*(?<![\d/.]){US_MONTH}/{US_DAY}(?![\d/.])"
                                r"(?!\s*(?:-|to|through|thru|till|until|til)\s*(?:[a-z]+\.?\s*)?\d)", re.IGNORECASE)),
    ("us", lazy_compile(r"\b(\d{1,2})/(\d{1,2})/((?:19|20)?\d{2})(?![\d/])")),
    # "3-25-2022": month-day-year with dashes, its year whole (a bare "3-25" is a range of days or of people)
    ("us", lazy_compile(r"(?<![\d/.-])\b(\d{1,2})-(\d{1,2})-((?:19|20)\d{2})(?![\d/-])")),
    # "12-14/03/2022": a range of days before the month and the year, the European way (day first: the days' range
    # is written before the one month both share)
    ("dd_slash", lazy_compile(r"(?<![\d/.-])\b(\d{1,2})\s*[-\u2013]\s*(\d{1,2})/(0?[1-9]|1[0-2])/((?:19|20)?\d{2})(?![\d/])")),
    # "15.03.2022": dots and a whole year, the European way: day first
    ("dotted", lazy_compile(r"(?<![\d.])\b(\d{1,2})\.(\d{1,2})\.((?:19|20)\d{2})(?![\d.])")),
    # "21.03 - 23.03", "3.15 to 3.17": a dotted range with no year, day first or month first as the numbers allow (one
    # over 12 says which, else the number both share is the month: "05.03 - 07.03" is 5-7 March), never an amount or a
    # rating ("$12.50 - 14.75", "4.5 stars")
    # ("3.9 - 3.11": one digit after one dot and two after the other, in one month, ``dates._dotted_range``; never after
    # "rated")
    ("dotted_range", lazy_compile(r"(?<![\d.$€£])(?<!\brated\s)(?<!\brating\s)\b(\d{1,2})\.(\d{1,2})\.?\s*(?:-|–|to|through|thru"
                                  r"|till|until)\s*(\d{1,2})\.(\d{1,2})"
                                  r"(?![\d.]|\s*(?:\$|stars?|rating|k\b|hours?|hrs?|miles?|mi\b|km|%|dollars?|bucks|usd|grand))"
                                  # ... and the year written after it ("24.03 - 26.03, 2022"), never an amount
                                  rf"(?:{_YEAR_AFTER})?",
                                  re.IGNORECASE)),
    # "March 24-26 (correction: 25-27)", "March 8-10, no wait, 15-17": days a correction says again, in the month of the
    # date before it (read with it, the dates clash and the correction's are asked for: never the first read silently)
    # ("March 3-5 or 4-6": other days offered, in the same month: asked which, never the first read silently)
    ("day_fix", lazy_compile(rf"(?:\bcorrection\s*:|\bno,?\s+wait\b|\bi\s+mean\b|\bscratch\s+that\b|\bsorry\b|\boops\b|\bor\b)"
                             rf"[\s,:]*(?:the\s+)?({DAY})\s*(?:-|to|through|thru|till|until)\s*(?:the\s+)?({DAY})"
                             rf"(?![\s,]*(?:of\s+)?{MON}){NOT_A_DAY_AFTER}", re.IGNORECASE)),
    # "departing the 20th of March and returning the 22nd", "back on the twenty-second", "back Sunday the 20th": a day
    # with its ordinal ending after a word that ends a trip, in the month of the date before it
    # ... and after a count of days that says it loosely ("come back three days later on the 3rd": the day said is the
    # end; ``trip_length.loose_return_clash`` asks where the two are more than a day apart)
    # (and a letter's "commencing on the 8th of March and concluding on the 10th", "ending the 12th")
    ("day_back", lazy_compile(r"\b(?:returning|return|back|home|until|till|ending|concluding|finishing)"
                              rf"\s+{LATER_BY}(?:on\s+)?{END_WEEKDAY}(?:the\s+)?({ORDINAL_DAY})"
                              rf"(?![\s,]*(?:of\s+)?{MON}){NOT_A_DAY_AFTER}", re.IGNORECASE)),
    # "leave the 4th, come back the 6th of March": a day with its ordinal ending after a word that starts a trip, in the
    # month of the date after it
    # (and a stay's "in on the 12th, out on the 14th of March")
    # (and "on the 8th, back on the 10th": a day a return follows)
    ("day_out", lazy_compile(rf"\b(?:leave|leaving|depart|departing|start|starting|from|arrive|arriving|out(?=\s+on\b)"
                             rf"|on(?=\s+(?:the\s+)?{ORDINAL_DAY}\s*,?\s*(?:and\s+)?(?:back|return(?:ing)?|coming\s+back|home)\b)"
                             r"|(?:(?<=\bcheck\s)|(?<=\bchecking\s)|(?<=\bget\s)|(?<=\bgetting\s)|(?<=\bfly\s)|(?<=\bflying\s)"
                             r"|(?<=[,;:]\s)|^)in(?=\s+on\b))"
                             rf"\s+(?:on\s+)?"
                             rf"(?:the\s+)?({ORDINAL_DAY})(?!\s+(?:{WEEKDAY}|{WEEKEND}))"  # "from the first Friday in March"
                             rf"(?![\s,]*(?:of\s+)?{MON})(?!{CONNECT}(?:the\s+)?{DAY}){NOT_A_DAY_AFTER}", re.IGNORECASE)),
    ("m_d", lazy_compile(rf"\b({MON})(?:\s*|-)({DAY}){YEAR}", re.IGNORECASE)),  # "Mar-3" too
    # "Friday March 4 till Sunday", "March 18, back Sunday", "March 25 and back Sunday": a weekday alone ending the trip
    # that the date right before starts, the first such day after it (read only right after a date: ``find_dates``)
    ("weekday_end", lazy_compile(rf"(?<!\s)\)?(?:\s*-\s*|\s+(?:to|through|thru|till|until|til)\s+"
                                 rf"|\s*(?:,\s*)?(?:and\s+)?(?:back|returning|return|coming\s+back|home)\s+(?:on\s+)?)({WEEKDAY})(?!\s+(?:the\s+)?(?:\d|{MON}))(?!\s*,\s*(?:the\s+)?(?:{MON}|{ORDINAL_DAY}))",
                                 re.IGNORECASE)),
    ("m_d", lazy_compile(rf"\b({MON})\s+the\s+({ORDINAL_DAY}){YEAR}", re.IGNORECASE)),  # "March the tenth"
    ("d_m", lazy_compile(rf"\b(?:the\s+)?({DAY})(?:\s*(?:(?:of|de)\s+)?|-)({MON}){YEAR}", re.IGNORECASE)),  # "3-Mar" too
]
