"""The dates a message says, put on the request: a day of the month said without its month ("leave on the 16th")
given the trip's month, the whole trip moved by an amount ("a day later"), a lone day said with a flight's time
read as that flight's day, and a new length or start date merged with the dates the draft has.
"""

from __future__ import annotations

import calendar
import re
from datetime import date as Date
from datetime import timedelta
from typing import Any

from himap_travel.domain.constraints import flight_times
from himap_travel.domain.parsing import Reading, cities_for_days
from himap_travel.domain.parsing.date_words import WEEKDAYS
from himap_travel.domain.parsing.route_correction import CORRECTION
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.state.chat_state import TripFields

# A month named ("in March"): a text naming one gives its days their own month; a vague opener's month is kept.
MONTH = lazy_compile(r"\b(January|February|March|April|May|June|July|August|September|October|November|December)\b", re.IGNORECASE)


# A day of the month said without its month ("the 28th", "leave on the 16th instead"): an ordinal, which no count is.
# "the 2nd day", "the 3rd night" and "the 2nd morning" count the trip's days, not the month's (a part of a day or a meal
# after the ordinal is the trip's: "breakfast on the 2nd morning?"); a day no month has, or one said as someone's
# ("my wife's 40th", "our 25th"), is an age or an anniversary, never a date.
_DAY_OF_MONTH = lazy_compile(r"(?<!'s\s)(?<!’s\s)(?<!\bour\s)(?<!\bhis\s)(?<!\bher\s)(?<!\bmy\s)"
                             r"\b(?:the\s+)?([12]\d|3[01]|0?[1-9])(st|nd|rd|th)\b"
                             r"(?!\s+(?:day|night|morning|afternoon|evening|breakfast|lunch|dinner|stop|city|leg|meal|birthday"
                             r"|anniversary)s?\b)", re.IGNORECASE)


def month_of(base: TripFields | None) -> str | None:
    """The month a request already has: its dates' month, or the month a vague opener named ("in March")."""
    if not base:
        return None
    if base.get("date"):
        return f"{Date.fromisoformat(base['date'][0]):%B}"
    return base.get("month")


# Two days of the month said as a range without their month ("Las Vegas to Denver, 12-14" on a trip asked for March):
# never a count ("2-3 people", "3-4 nights"), an amount ("$12-14"), a time or ages ("kids aged 6-8").
_DAY_RANGE = lazy_compile(
    r"(?<![\w$.,/:])(?<!aged\s)(?<!ages\s)([12]\d|3[01]|0?[1-9])\s*(?:-|–|to|thru|through|till|until)\s*([12]\d|3[01]|0?[1-9])"
    r"(?![\w.,/:%$])(?!\s*(?:people|persons?|pax|travell?ers|adults|kids|children|guests|days?|nights?|weeks?|hours?|hrs?|h|stars?"
    r"|cities|of\s+us|dollars?|bucks|k|am|pm|years?)\b)", re.IGNORECASE)


# A month's name ("may" in lower case is the verb: "we may leave on the 16th")
_MONTHS = r"(?:January|February|March|April|(?-i:May)|June|July|August|September|October|November|December)"
# A month said apart from its days ("can we do june instead, the 10th to 12th"): none of them beside it
_MONTH_APART = lazy_compile(rf"(?<!\d)(?<!\d\s)(?<!\d(?:st|nd|rd|th)\s)(?<!\bof\s)\b{_MONTHS}\b(?!\s*\d)(?!\s+the\s+\d)",
                            re.IGNORECASE)


def with_month(text: str, month: str | None) -> str:
    """``text`` with the request's month put before a day of the month said without one ("leave on the 16th instead"
    on a trip in March: "leave on March 16th instead"; "12-14" while the dates in March are asked: "March 12-14"); a
    month the text names apart from those days is theirs ("can we do june instead, the 10th to 12th": "June 10th to
    12th"). A text naming a month beside its days, or with no such day, is as it was."""
    apart = _MONTH_APART.search(text)
    if apart is not None and len(MONTH.findall(text)) == 1:
        month = apart.group(0)
    elif MONTH.search(text):
        return _corrected_days(text)
    elif month is None:
        return text
    text = _DAY_SAID_AGAIN.sub(lambda m: m.group("second"), text)  # "the 11th, no wait, the 12th": the 12th
    if _DAY_OF_MONTH.search(text):
        return _DAY_OF_MONTH.sub(lambda m: f"{month} {m.group(1)}{m.group(2)}", text, count=1)
    days = _DAY_RANGE.search(text)
    if days is None or int(days.group(1)) >= int(days.group(2)):
        return text
    return f"{text[:days.start()]}{month} {days.group(1)}-{days.group(2)}{text[days.end():]}"


# A day of the month corrected by the next ("move it to the 11th, no wait, the 12th", "the 5th, sorry, 6th"): the day said
# last, as a count corrected is (``parsing.count_corrections``); read as both, they were a range of two days
_ORDINAL = r"(?:the\s+)?(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)\b"
_DAY_SAID_AGAIN = lazy_compile(rf"{_ORDINAL}\s*(?:[,;:–—-]|\.{{2,3}}|…)?\s*(?:no,?\s+wait|wait,?\s+no|no\s+sorry|sorry|i\s+mean(?:t)?"
                               rf"|oops|actually|make\s+(?:it|that)|scratch\s+that)\s*[,:;–—-]?\s*(?P<second>{_ORDINAL})",
                               re.IGNORECASE)


def _corrected_days(text: str) -> str:
    """Days of the month said without one after a correction word, in a text that named the month before it ("March
    11-13 2022, no wait, the 12th to the 14th"): the month named last before the correction put before them, so the
    correction is read as dates (it was no date at all, and the two ranges were "more than two dates")."""
    last = next(reversed(list(CORRECTION.finditer(text))), None)
    if last is None or MONTH.search(text, last.end()) or not _DAY_OF_MONTH.search(text, last.end()):
        return text
    named = MONTH.findall(text[:last.start()])
    if not named:
        return text
    rest = _DAY_OF_MONTH.sub(lambda m: f"{named[-1]} {m.group(1)}{m.group(2)}", text[last.end():])
    return text[:last.end()] + rest


# The whole trip moved by an amount ("can we leave a day later?", "start two days earlier", "push it back a week"): the
# dates shift, the length stays. Coming back later is a longer trip, not a move (``relative.RELATIVE_DAYS`` reads it).
SHIFT = lazy_compile(
    r"(?:\b(?:leave|leaving|left|start|starting|(?:go|going|went)(?!\s+(?:home|back)\b)|depart\w*|fly\s+out|set\s+off|head\s+out"
    r"|shift|move|push)\b[^.;!?,]{0,25}?"  # ("go home a day earlier": a shorter trip, ``relative``'s, never a move)
    # or the shift alone opening the message ("a day later pls", "ok a week earlier then", "everything a day later pls")
    r"|^\W*(?:(?:ok|okay|so|hmm+|actually|maybe|and|then|can\s+we\s+do|how\s+about|what\s+about)\W+)*"
    r"(?:(?:everything|it\s+all|(?:the\s+)?(?:whole\s+)?(?:trip|thing|dates))\s+)?)"
    r"\b(?P<count>a|an|one|two|three|four|five|six|seven|\d)\s+(?P<unit>days?|weeks?)\s+(?P<way>later|earlier|sooner|back|forward"
    r"|early|late)\b"  # ("can we leave a day early": the dates, never an early flight)
    # (no way said: "push it a week" is later, as "push back" is; "push the whole thing back a week" too)
    # ("bring it forward a day", "shove the lot back seven days": British English; "bring" only with its way)
    r"|\b(?:shift|move|push|bump|shove|bring(?=\s+(?:\w+\s+){0,3}?(?:back|forward)\b))\s+(?:it(?:\s+all)?|the\s+(?:whole\s+)?(?:trip|dates|thing|lot)|everything|things)?\s*"
    r"(?:(?P<way2>back|forward|up)\s+)?(?:by\s+)?"
    r"(?P<count2>a|an|one|two|three|four|five|six|seven|\d)\s+(?P<unit2>days?|weeks?)\b"
    # the week next to it named alone ("do the week after instead", "the week before then"): a week later or earlier
    r"|^\W*(?:(?:ok|okay|so|hmm+|actually|maybe|can\s+we|could\s+we|let'?s)\W+)*(?:(?:do|go|try|make\s+it)\s+)?the\s+week\s+"
    r"(?P<way3>after|before)(?!\s+(?:next|that|the|this))\b(?=(?:\W+(?:instead|then|pls|please|plz))*\W*$)", re.IGNORECASE)
MOVED = "I moved the whole trip"  # the note of a shift (a length changed beside it drops it: ``relative``)
_SHIFT_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}


_JOINED = lazy_compile(r"(?:[\s,;]*\b(?:and|&|then|plus|also)\b)?[\s,;]*$", re.IGNORECASE)


def without_shift(text: str) -> str:
    """``text`` without its move of the whole trip and the "and" joining it ("1500 and start a day earlier": "1500"):
    the move is the chat's to read (``shifted``); left in, the parser took its clause, a budget said beside it
    included, for one wish it could not read, and the budget was lost in silence."""
    shift = SHIFT.search(text)
    if shift is None:
        return text
    before = text[: shift.start()]
    joined = _JOINED.search(before)
    return f"{before[: joined.start()] if joined else before} {text[shift.end():]}"


def shifted(reading: Reading, trip: TripFields, text: str) -> Reading:
    """An edit moving the whole trip by an amount: the trip's dates moved (said as read: "I moved the whole trip"), when
    the message gives no dates of its own ("push it back a week" is no week-long trip)."""
    shift = SHIFT.search(text)
    if shift is None or reading.date or reading.start_date or not trip.get("date"):
        return reading
    count, unit, way = (shift.group("count") or shift.group("count2") or "a").lower(), \
        shift.group("unit") or shift.group("unit2") or "week", (shift.group("way") or shift.group("way2") or "later").lower()
    way = {"after": "later", "before": "earlier"}.get((shift.group("way3") or "").lower(), way)
    days = (_SHIFT_COUNTS.get(count) or int(count)) * (7 if unit.lower().startswith("week") else 1)
    days = -days if way in ("earlier", "early", "sooner", "forward", "up") else days
    dates = [(Date.fromisoformat(d) + timedelta(days=days)).isoformat() for d in trip["date"]]
    note = (f"{MOVED} {abs(days)} day{'s' if abs(days) > 1 else ''} {'later' if days > 0 else 'earlier'}, keeping its "
            "length: say the dates if you meant otherwise")
    return reading.model_copy(update={"date": dates, "days": None, "warnings": [*reading.warnings, note]})


# The trip moved to another month, its days said by none ("i meant april not march", "move it to april", "ok march
# then"): the month after a word that moves or corrects, or before the month it replaces
# (a month said of anything else names no move: "my air miles expire in april")
MONTH_MOVED = lazy_compile(rf"\b(?:(?:(?:move|moving|push|shift|switch|change|reschedule|make|do|go|going|travel|try)"
                           r"(?:\s+(?:it|this|that|the\s+(?:whole\s+)?(?:trip|dates|thing)|everything|things|us))?"
                           rf"\s+(?:to|in|into|for|till|until)|meant|mean)\s+(?P<month>{_MONTHS})\b(?!\s*\d)(?!\s+the\s+\d)"
                           rf"|(?P<month2>{_MONTHS})\s*,?\s*(?=(?:not|instead\s+of|rather\s+than)\s+{_MONTHS}\b)"
                           # ... or taken as it is ("ok march then", "april instead", "march it is", "ok march is fine")
                           rf"|(?P<month3>{_MONTHS})\s+(?:then|instead|it\s+is|after\s+all"
                           r"|(?:is|'s)\s+(?:fine|ok|okay|good|better|alright)|works)\b)"
                           rf"(?:\s*,?\s*(?:not|instead\s+of|rather\s+than)\s+{_MONTHS}\b)?", re.IGNORECASE)


def month_moved(reading: Reading, trip: TripFields, text: str) -> Reading:
    """An edit moving the trip to another month with no days said ("i meant april not march"): the same days of the
    month and length there (said as read), when the message gives no dates of its own; a day that month lacks (the
    31st) leaves the reading as it was."""
    said = MONTH_MOVED.search(text)
    if said is None or reading.date or reading.start_date or not trip.get("date"):
        return reading
    name = str(said.group("month") or said.group("month2") or said.group("month3")).capitalize()
    first = Date.fromisoformat(trip["date"][0])
    number = list(calendar.month_name).index(name)
    if number == first.month:
        return reading
    try:
        start = first.replace(month=number)
    except ValueError:
        return reading
    note = f"I moved the trip to {name}, keeping its days of the month and its length: say the dates if you meant otherwise"
    return reading.model_copy(update={"date": _consecutive(start.isoformat(), len(trip["date"])), "days": None,
                                      "warnings": [*reading.warnings, note]})


# The trip started on a weekday, no date said ("can we leave friday instead", "start on a monday", "leave the following
# monday"): the weekday's day nearest the trip's start (within three days), or the first after it ("next", "following")
WEEKDAY_START = lazy_compile(r"\b(?:leave|leaving|start|starting|begin|beginning|depart|departing|head\s+out|fly\s+out|go)\s+"
                              r"(?:on\s+)?(?:(?P<after>the\s+(?:following|next)|next)\s+|a\s+)?"
                              r"(?P<day>monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b"
                              r"(?!\s+(?:the\s+)?\d)(?!\s+(?:morning|afternoon|evening|night)\b)", re.IGNORECASE)


def weekday_moved(reading: Reading, trip: TripFields, text: str) -> Reading:
    """An edit starting the trip on a weekday with no date said: the trip moved there, keeping its length (said as read,
    with the date), when the message gives no dates of its own; the weekday the trip starts on already changes nothing."""
    said = WEEKDAY_START.search(text)
    if said is None or reading.date or reading.start_date or not trip.get("date"):
        return reading
    first = Date.fromisoformat(trip["date"][0])
    ahead = (WEEKDAYS[said.group("day").lower()] - first.weekday()) % 7
    if ahead == 0:
        return reading
    days = ahead if said.group("after") or ahead <= 3 else ahead - 7
    start = first + timedelta(days=days)
    note = (f"I moved the whole trip to start on {start:%A}, {start:%B} {start.day}, keeping its length: say the dates if "
            "you meant otherwise")
    return reading.model_copy(update={"date": _consecutive(start.isoformat(), len(trip["date"])), "days": None,
                                      "warnings": [*reading.warnings, note]})


def flight_day(reading: Reading, trip: TripFields) -> Reading:
    """A lone day said with a flight's time ("and come back before 8pm on the 10th"), one of the trip's own days: the
    flight's day, never a new start of the trip (the window read beside it binds that flight)."""
    if (reading.date or not reading.start_date or not reading.local_constraint.flight_times
            or reading.start_date not in (trip.get("date") or [])):
        return reading
    return reading.model_copy(update={"start_date": None, "days": None})


# A trip's own day said with a flight's time ("we need to land before noon on the 14th", "arrive before noon on march
# 20"): the flight reader takes a day by its number, so the date is written as the trip's day ("on day 1"), padded to
# its length (every other position reads as before). A date no day of the trip, or a text read as it is, stays.
_ON_A_DATE = lazy_compile(rf"\bon\s+(?:the\s+)?(?:(?P<month>{MONTH.pattern})\s+)?(?P<day>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\b"
                          rf"(?:\s+(?:of\s+)?(?P<after>{MONTH.pattern}))?(?!\s*(?:-|–|to|thru|through|till|until)\s*\d)",
                          re.IGNORECASE)


def flight_dates_as_days(text: str, trip: TripFields | None) -> str:
    """``text`` with a date of the trip said beside a flight's time written as that day ("on day 1"), when only so
    the flight-time reader reads it; else ``text`` as it is."""
    dates = (trip or {}).get("date") or []
    if not dates or flight_times.read(text, [], [], []) is not None:
        return text

    def as_day(m: re.Match[str]) -> str:
        month = (m.group("month") or m.group("after") or "").lower()
        day = next((i for i, iso in enumerate(dates) if Date.fromisoformat(iso).day == int(m.group("day"))
                    and month in ("", f"{Date.fromisoformat(iso):%B}".lower())), None)
        written = f"on day {day + 1}" if day is not None else m.group(0)
        return written.ljust(len(m.group(0))) if len(written) <= len(m.group(0)) else m.group(0)

    numbered = _ON_A_DATE.sub(as_day, text)
    return numbered if flight_times.read(numbered, [], [], []) else text


def merge_dates(draft: dict[str, Any], reading: Reading, problems: list[str]) -> None:
    days = reading.days or draft.get("days")
    if reading.date:
        draft["date"], draft["days"] = reading.date, len(reading.date)
    elif reading.start_date and days:
        draft["date"], draft["days"] = _consecutive(reading.start_date, days), days
    elif reading.start_date:
        problems.append("only a start date: give the end date or the number of days")
    elif reading.days and draft.get("date"):
        draft["date"], draft["days"] = _consecutive(draft["date"][0], reading.days), reading.days
    elif reading.days:
        draft["days"] = reading.days
    if reading.days and not reading.dest and not reading.stated_cities and (draft.get("visiting_city_number") or 1) > 1:
        draft["visiting_city_number"] = cities_for_days(reading.days)


def _consecutive(start: str, days: int) -> list[str]:
    first = Date.fromisoformat(start)
    return [(first + timedelta(days=i)).isoformat() for i in range(days)]


__all__ = ["MONTH", "MONTH_MOVED", "MOVED", "SHIFT", "flight_dates_as_days", "flight_day", "merge_dates", "month_moved", "month_of",
           "shifted", "with_month"]
