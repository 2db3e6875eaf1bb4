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

One module per job: ``date_words`` (months, days, weekdays, the links of a range), ``date_patterns`` (the shapes a
date is written in), ``date_spelling`` (a month or a length misspelt), ``date_mention`` (one date as written), this
module (``find_dates``: the dates a text writes), ``resolved_dates`` (``resolve_dates``: the dates made days), with
``date_years`` (years said apart or after a date) and ``weekdays`` (weekdays, weekends, weeks, days counted from a
date); ``trip_length`` (``read_stated_days``: the days).
"""

from __future__ import annotations

import calendar
import re

from himap_travel.domain.parsing.date_mention import DateMention
from himap_travel.domain.parsing.date_patterns import DATE_PATTERNS
from himap_travel.domain.parsing.date_spelling import months_spelled
from himap_travel.domain.parsing.date_words import (
    DAY,
    FRIDAY,
    LIST_SEP,
    MON,
    ORDINAL_DAY,
    WEEKDAY,
    WEEKDAYS,
    day_value,
    month_value,
    nth_value,
)
from himap_travel.domain.parsing.numbers import num_value
from himap_travel.domain.parsing.weekdays import WEEKDAY_BEFORE
from himap_travel.domain.text import literal_guard
from himap_travel.domain.text.lazy_regex import lazy_compile

_LISTED_DAY = lazy_compile(DAY, re.IGNORECASE)


def _gives_way(item: tuple[int, int, str, re.Match[str]], found: list[tuple[int, int, str, re.Match[str]]]) -> bool:
    """Whether a day written before its month with no year ("2 march") is the end of a count instead: another date
    starts at that month and reads a day after it ("for 2 march 10 2022", "for 2 march 10-12"), so the number
    before is the count it follows ("for 2": people), never the day."""
    _start, end, kind, match = item
    if kind != "d_m" or match.group(3):
        return False
    month_at = match.start(2)
    return any(other[0] == month_at and other[1] > end and _whole(other[2], other[3]) for other in found)


def _whole(kind: str, match: re.Match[str]) -> bool:
    """Whether a date starting at a month says more than "march 5" (which may be a length: "3 march 5 days"): its year
    ("march 10 2022") or the range's last day ("march 10-12")."""
    return kind == "m_dd" or (kind == "m_d" and bool(match.group(3)))


def find_dates(text: str) -> tuple[list[DateMention], list[tuple[int, int]]]:
    """The dates written in the text (a range gives two), and the spans they cover (so other readers skip them); a
    month misspelt by one letter is read (``months_spelled``)."""
    text = _unbracketed_days(months_spelled(text))
    found: list[tuple[int, int, str, re.Match[str]]] = []
    for kind, pattern in DATE_PATTERNS:
        for match in literal_guard.finditer(pattern, text):  # a shape's words absent: skipped
            found.append((match.start(), match.end(), kind, match))
    found.sort(key=lambda item: (item[0], -(item[1] - item[0])))
    found = [item for item in found if not _gives_way(item, found)]
    chosen: list[tuple[int, int, str, re.Match[str]]] = []
    last_end = -1
    for item in found:
        if item[0] >= last_end:
            chosen.append(item)
            last_end = item[1]
    mentions: list[DateMention] = []
    date_end = -1  # where the date read before ends
    for start, end, kind, m in chosen:
        g = m.groups()
        after_a_date, date_end = bool(mentions) and start <= date_end + 2, end
        if kind in ("m_list", "list_m"):
            days, month, year = (g[1], g[0], g[2]) if kind == "m_list" else (g[0], g[1], g[2])
            offset = m.start(2 if kind == "m_list" else 1)
            for day in _LISTED_DAY.finditer(days):
                mentions.append(DateMention(offset + day.start(), month_value(month), day_value(day.group(0)),
                                             int(year) if year else None, m.group(0), listed=start))
        elif kind == "dd_m":
            year = int(g[3]) if g[3] else None
            month = month_value(g[2])
            mentions.append(DateMention(start, month, day_value(g[0]), year, m.group(0)))
            mentions.append(DateMention(m.start(2), month, day_value(g[1]), year, m.group(0)))
        elif kind == "d_m_dd":
            month = month_value(g[1])
            y1, y2 = (int(g[2]) if g[2] else None), (int(g[4]) if g[4] else None)
            mentions.append(DateMention(start, month, day_value(g[0]), y1 or y2, m.group(0)))
            mentions.append(DateMention(m.start(4), month, day_value(g[3]), y2 or y1, m.group(0)))
        elif kind == "m_dd":
            month = month_value(g[0])
            y1 = int(g[2]) if g[2] else None
            y2 = int(g[4]) if g[4] else None
            mentions.append(DateMention(start, month, day_value(g[1]), y1 or y2, m.group(0)))
            mentions.append(DateMention(m.start(4), month, day_value(g[3]), y2 or y1, m.group(0)))
        elif kind == "weekend":
            said_month, said_day, said_year = (g[0], g[1], g[4]) if g[0] else (g[3], g[2], g[4]) if g[2] else (g[5], g[6], g[7] or g[8])
            mentions.append(DateMention(start, month_value(said_month), day_value(said_day), int(said_year) if said_year else None,
                                         m.group(0), weekend=0))
        elif kind == "week_of":
            month_said, day_said = (g[0], g[1]) if g[0] else (g[3], g[2]) if g[2] else (g[4], g[5])
            said_month = int(month_said) if month_said.isdigit() else month_value(month_said)
            mentions.append(DateMention(start, said_month, int(day_said) if day_said.isdigit() else day_value(day_said),
                                         int(g[6]) if g[6] else None, m.group(0), week_start=WEEKDAYS[g[7].lower().rstrip(".")]))
            mentions.append(DateMention(m.start(9), said_month, 1, None, m.group(0),
                                         weekday_end=WEEKDAYS[g[8].lower().rstrip(".")]))
        elif kind == "nights_of":
            mentions.extend(_nights(start, m))
        elif kind == "nth_weekday":
            nth = nth_value(g[0])
            mentions.append(DateMention(start, month_value(g[2]), 1, int(g[3]) if g[3] else None, m.group(0),
                                         nth_weekday=(nth, WEEKDAYS[g[1].lower().rstrip(".")])))
        elif kind == "after":
            said_month, said_day = (g[1], g[2]) if g[1] else (g[4], g[3])
            which = g[0].lower().rstrip(".")
            after = 7 if which == "day" else WEEKDAYS.get(which, FRIDAY)
            mentions.append(DateMention(start, month_value(said_month), day_value(said_day), int(g[5]) if g[5] else None,
                                         m.group(0), after=after, weekend=None if which in WEEKDAYS or after == 7 else 0))
        elif kind == "nth_weekend":
            nth = nth_value(g[0])
            mentions.append(DateMention(start, month_value(g[1]), 1, int(g[2]) if g[2] else None, m.group(0), weekend=nth))
        elif kind == "us_cued":
            mentions.append(DateMention(start, int(g[0]), int(g[1]), None, m.group(0)))
        elif kind == "us_weekday":  # at the date, so that the weekday before it is checked against it
            mentions.append(DateMention(m.start(1), int(g[0]), int(g[1]), None, m.group(0)))
        elif kind == "us_range":
            said = g[4] or g[5]
            year = None if said is None else int(said) if len(said) == 4 else 2000 + int(said)
            # "5/3 - 7/3": months apart and every number 12 or under, it may be day first: marked, so that a month-first
            # reading that makes no trip is asked about (``resolved_dates``), never refused for its length alone
            either = g[2] is not None and g[2] != g[0] and max(int(g[1]), int(g[3])) <= 12
            mentions.append(DateMention(start, int(g[0]), int(g[1]), year, m.group(0), month_first=either))
            mentions.append(DateMention(m.start(4), int(g[2] or g[0]), int(g[3]), year, m.group(0), month_first=either))
        elif kind == "dm_range":  # day/month: day first where a day is over 12, else month first and said
            mentions.extend(_day_month_range(start, m))
        elif kind == "dm_cued":
            mentions.append(DateMention(start, int(g[1]), int(g[0]), None, m.group(0)))
        elif kind == "iso_range":
            mentions.append(DateMention(start, int(g[1]), int(g[2]), int(g[0]), m.group(0)))
            mentions.append(DateMention(m.start(4), int(g[1]), int(g[3]), int(g[0]), m.group(0)))
        elif kind == "iso":
            mentions.append(DateMention(start, int(g[1]), int(g[2]), int(g[0]), m.group(0)))
        elif kind == "us":
            year = int(g[2]) if len(g[2]) == 4 else 2000 + int(g[2])
            first, second = int(g[0]), int(g[1])
            if first > 12 >= second:  # "15/03/2022": day first, the only order it can be read in
                first, second = second, first
            mentions.append(DateMention(start, first, second, year, m.group(0), month_first=first != second <= 12))
        elif kind == "dotted_range":
            mentions.extend(_dotted_range(start, m))
        elif kind == "dotted":
            mentions.append(DateMention(start, int(g[1]), int(g[0]), int(g[2]), m.group(0)))
        elif kind == "dd_slash":  # "12-14/03/2022": the days of the one month
            year = int(g[3]) if len(g[3]) == 4 else 2000 + int(g[3])
            mentions.append(DateMention(start, int(g[2]), int(g[0]), year, m.group(0)))
            mentions.append(DateMention(m.start(2), int(g[2]), int(g[1]), year, m.group(0)))
        elif kind == "my_dd":
            month, year = month_value(g[0]), int(g[1])
            mentions.append(DateMention(start, month, day_value(g[2]), year, m.group(0)))
            mentions.append(DateMention(m.start(4), month, day_value(g[3]), year, m.group(0)))
        elif kind == "day_out":  # its month is the next date's (0 until that one is read; dropped if none comes)
            mentions.append(DateMention(m.start(1), 0, day_value(g[0]), None, m.group(0)))
        elif kind == "month_days":
            mentions.extend(_month_days(start, m))
        elif kind == "day_fix":
            if mentions:  # with no date before it, the days have no month: not read as dates
                month = mentions[-1].month
                mentions.append(DateMention(m.start(1), month, day_value(g[0]), None, m.group(0)))
                mentions.append(DateMention(m.start(2), month, day_value(g[1]), None, m.group(0)))
        elif kind == "day_back":
            if mentions:  # with no date before it, the day has no month: not read as a date
                mentions.append(DateMention(m.start(1), mentions[-1].month, day_value(g[0]), None, m.group(0)))
        elif kind == "weekday_end":
            if after_a_date:  # with no date right before it, a weekday is no date
                before = mentions[-1]
                mentions.append(DateMention(m.start(1), before.month, before.day, None, m.group(0),
                                             weekday_end=WEEKDAYS[g[0].lower().rstrip(".")]))
        elif kind == "m_d":
            mentions.append(DateMention(start, month_value(g[0]), day_value(g[1]), int(g[2]) if g[2] else None, m.group(0)))
        else:  # d_m
            mentions.append(DateMention(start, month_value(g[1]), day_value(g[0]), int(g[2]) if g[2] else None, m.group(0)))
    ends = [_weekday_after(text, c, mentions) for c in chosen]
    for index in range(len(mentions) - 2, -1, -1):
        if mentions[index].month == 0 and mentions[index + 1].month:
            mentions[index].month = mentions[index + 1].month
    mentions = [m for m in mentions if m.month]
    _mark_listed_dates(text, chosen, mentions)
    # a date's span takes the weekday written right before it ("Sat March 12", "Fri 3/11"): the date's words, not a wish
    # ... and the weekday in brackets right after it ("March 3 (Thu) - March 5 (Sat)")
    return mentions, [(_weekday_start(text, c[0]), end) for c, end in zip(chosen, ends, strict=True)]


# A day's ordinal in brackets right after its month, or after a range's link from another ("leaving march (the 15th)",
# "march (23rd) to (25th)"): the brackets are written over with spaces, so that the date reads as "march the 15th" and
# every position stays where it was.
_BRACKETED_DAY = lazy_compile(rf"\(\s*(?:the\s+)?{ORDINAL_DAY}\s*\)", re.IGNORECASE)
_BRACKET_AFTER = lazy_compile(rf"(?:{MON}|\)\s*(?:-|to|through|thru|till|until))\s*$", re.IGNORECASE)
# ... and a month in brackets right after a day's ordinal ("back on the 10th (march)"): read as "the 10th march"
_BRACKETED_MONTH = lazy_compile(rf"\(\s*{MON}\s*\)", re.IGNORECASE)
_ORDINAL_BEFORE = lazy_compile(rf"{ORDINAL_DAY}\s*$", re.IGNORECASE)


def _unbracketed_days(text: str) -> str:
    """``text`` with the brackets around a day's ordinal after its month (or after a bracketed day's range link), and
    around a month after a day's ordinal, spaces."""
    kept = [m for m in _BRACKETED_DAY.finditer(text) if _BRACKET_AFTER.search(text, max(0, m.start() - 24), m.start())]
    kept += [m for m in _BRACKETED_MONTH.finditer(text) if _ORDINAL_BEFORE.search(text, max(0, m.start() - 24), m.start())]
    if not kept:
        return text
    chars = list(text)
    for m in kept:
        chars[m.start()] = chars[m.end() - 1] = " "
    return "".join(chars)


def _day_month_range(start: int, m: re.Match[str]) -> list[DateMention]:
    """The two dates of "14/3 to 16/3": day first where either first number cannot be a month (over 12), else month
    first, as "3/1-3/3" is read, each marked ``month_first`` (said, and asked where that reading makes no trip)."""
    first, first_of, year_one, second, second_of, year_two, year_after = m.groups()
    said = year_two or year_after or year_one
    year = None if said is None else int(said) if len(said) == 4 else 2000 + int(said)
    ones = [(int(first), int(first_of)), (int(second), int(second_of))]
    day_first = any(day > 12 for day, _month in ones)
    return [DateMention(pos, month, day, year, m.group(0), month_first=not day_first and day != month)
            for pos, (day, month) in zip((start, m.start(4)), ones if day_first else [(b, a) for a, b in ones], strict=True)]


def _dotted_range(start: int, m: re.Match[str]) -> list[DateMention]:
    """The two dates of "21.03 - 23.03" (day first: a first number over 12 is a day) or "3.15 to 3.17" (month first: a
    second number over 12 is a day); with every number 12 or under, the number both dates share is their month ("3.9 -
    3.11" is March 9-11, "09.03 - 11.03" 9-11 March: the other order is one day of two months apart, no trip written
    so; one digit after one dot is read only so, and only with two after the other, "3.9 - 3.11": "4.2 - 4.9" is a
    range of decimals, a rating's as often as days); else no order is sure: none read (the dates asked for). A year
    written after the range is both dates' ("24.03 - 26.03, 2022")."""
    a, b, c, d = (int(x) for x in m.groups()[:4])
    year = int(m.group(5)) if m.group(5) else None
    if min(len(m.group(2)), len(m.group(4))) == 1 and not (a == c and b < d and len(m.group(2)) != len(m.group(4))):
        return []
    if a > 12 or c > 12 or (b == d and a != c):
        ones = [(b, a), (d, c)]
    elif b > 12 or d > 12 or (a == c and b != d):
        ones = [(a, b), (c, d)]
    else:
        return []
    if any(not 1 <= month <= 12 for month, _day in ones):
        return []
    return [DateMention(pos, month, day, year, m.group(0)) for pos, (month, day) in zip((start, m.start(3)), ones, strict=True)]


def _month_days(start: int, m: re.Match[str]) -> list[DateMention]:
    """The first and last of "the first three days of March" ("the last 3 days in March": to the month's last day; a
    February with no year said has no last day known: not read)."""
    which, count, month_said, year_said = m.groups()
    n, month = num_value(count) or 0, month_value(month_said)
    year = int(year_said) if year_said else None
    if which.lower() == "first":
        first = 1
    elif month != 2 or year is not None:
        first = calendar.monthrange(year or 2022, month)[1] - n + 1  # (no month but February changes with the year)
    else:
        return []
    return [DateMention(start, month, first, year, m.group(0)), DateMention(m.start(2), month, first + n - 1, year, m.group(0))]


def _nights(start: int, m: re.Match[str]) -> list[DateMention]:
    """The first night and the morning after the last ("the nights of March 4 and 5": March 4 to March 6)."""
    g = m.groups()
    month, first, last = (g[0], g[1], g[2]) if g[0] else (g[5], g[3], g[4])
    year = int(g[6]) if g[6] else None
    said = day_value(last or first)
    return [DateMention(start, month_value(month), day_value(first), year, m.group(0)),
            DateMention(m.start(3 if g[0] else 5) if last else m.end(), month_value(month), said, year, m.group(0),
                         next_day=True)]


# A weekday in brackets right after a date ("March 3 (Thu)"), or two after a range ("March 3-5 (Thu-Sat)"): the
# date's words, checked against it.
_WEEKDAY_AFTER = lazy_compile(rf"\s*\(\s*({WEEKDAY})(?:\s*(?:-|to|through|thru)\s*({WEEKDAY}))?\s*\)", re.IGNORECASE)


def _weekday_after(text: str, chosen: tuple[int, int, str, re.Match[str]], mentions: list[DateMention]) -> int:
    """Where the date ``chosen`` ends with the weekdays in brackets after it, if any; each is given to its day (the
    last, or a range's two: ``DateMention.weekday_after``)."""
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
_DAY_NAME_BEFORE = lazy_compile(r"\b(?:[A-Z][\w.'’]*\s+){0,3}(?:Day|Eve|Christmas|Easter|Thanksgiving|Halloween|Gras)\s*\(\s*$")


def _weekday_start(text: str, start: int) -> int:
    """Where the date at ``start`` begins with the weekday written right before it ("Sat, March 12"), or the day's own
    name with the date in brackets ("St. Patrick's Day (March 17)"), if any."""
    named = _DAY_NAME_BEFORE.search(text, max(0, start - 40), start)
    if named:
        return named.start()
    said = WEEKDAY_BEFORE.search(text, max(0, start - 16), start)
    return said.start() if said else start


_SINGLE_KINDS = ("iso", "us", "m_d", "d_m")
_LIST_GAP = lazy_compile(LIST_SEP, re.IGNORECASE)


def _mark_listed_dates(text: str, chosen: list[tuple[int, int, str, re.Match[str]]], mentions: list[DateMention]) -> None:
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
