"""A flight window said on a DATE of the trip ("no flights before 8am on march 4", "leave after lunch on the 4th").

A window binds every flight, the outbound, the return or one day's (``flight_legs``): a date is none of these, so the
reader needs the trip's dates to say which. Within ``trip_days_known`` (``parsing.query`` sets it once the dates are
read), a date said in a window's own part that is the trip's first day is written "on day 1", its last "on day N"
(the outbound and the return fly those days), and a middle day "on day D" where the trip tours several cities (a
flight between them may fly that day); padded to the words' own length, so every other position reads as before. A
date the trip has no flight on (a middle day of a one-city trip), or one outside the trip, keeps its words: the window
is then named for its date (``flight_times.dated``), never read on another day.

A date said with its year, or as one end of a range ("march 4-6 2022", "march 11 2022 for 2 budget 1200 no red
eyes"), is the trip's own statement, never a window's date (``MONTH_DAY``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import date

from himap_travel.domain.text.lazy_regex import lazy_compile

_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
# A day of the month said beside a window ("on the 16th", "march 16", "3/16"), no time of day, no year, no range's end
MONTH_DAY = lazy_compile(
    r"(?<![-–/])(?<![-–/]\s)(?<!\bto\s)(?<!\bthru\s)(?<!through\s)(?<!\buntil\s)(?<!\btill\s)"
    r"\b(?:(?P<month>jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(?P<day>\d{1,2})(?:st|nd|rd|th)?"
    r"|(?P<ordinal>\d{1,2})(?:st|nd|rd|th)|(?P<m>\d{1,2})/(?P<d>\d{1,2}))\b"
    r"(?!\s*(?:am|pm|a\.m|p\.m|:\d|o['’]?clock|day))(?!\s*(?:-|–|to\b|thru\b|through\b|until\b|till\b)\s*\d)"
    r"(?!\s*,?\s*(?:19|20)\d\d\b)(?!/)",
    re.IGNORECASE)

_TRIP_DAYS: ContextVar[tuple[tuple[date, ...], int]] = ContextVar("flight_trip_days", default=((), 1))


@contextmanager
def trip_days_known(dates: Sequence[str] | None, cities: int | None) -> Iterator[None]:
    """Within it, a window's date that is a day of this trip (ISO ``dates``, touring ``cities`` cities) binds that
    day's flight (``as_days``)."""
    token = _TRIP_DAYS.set((tuple(date.fromisoformat(d) for d in dates or ()), cities or 1))
    try:
        yield
    finally:
        _TRIP_DAYS.reset(token)


def trip_known() -> tuple[tuple[date, ...], int]:
    """The trip's dates and cities known here (``trip_days_known``): what a reader's days depend on beside its text
    ("seaworld on friday" is another day on another trip), so a remembered reading is keyed by it too."""
    return _TRIP_DAYS.get()


def last_trip_day() -> int | None:
    """The trip's last day (its length) where its dates are known here (``trip_days_known``), else None."""
    return len(_TRIP_DAYS.get()[0]) or None


def trip_cities() -> int:
    """How many cities the trip tours where it is known here (``trip_days_known``), else 1."""
    return _TRIP_DAYS.get()[1]


def trip_weekdays() -> frozenset[str]:
    """The weekdays of the trip's dates in lower case ("thursday"), where they are known here (``trip_days_known``)."""
    return frozenset(d.strftime("%A").lower() for d in _TRIP_DAYS.get()[0])


def weekday_without_a_leg(weekday: str) -> bool:
    """Whether no leg of the trip known here falls on ``weekday`` ("sunday"): the trip's dates hold no such day, or only
    middle days of a one-city trip (a ban of that day bans no leg)."""
    days = _TRIP_DAYS.get()[0]
    numbers = [number for number, d in enumerate(days, 1) if d.strftime("%A").lower() == weekday.lower()]
    return bool(days) and not _a_leg_on(numbers)


def _a_leg_on(numbers: Sequence[int]) -> bool:
    """Whether a leg of the trip known here may fall on one of the days ``numbers``: its first or last day, or any day
    of a trip touring several cities (a flight between them)."""
    days, cities = _TRIP_DAYS.get()
    return any(number in (1, len(days)) or cities > 1 for number in numbers)


def trip_day_of(said: str) -> int | None:
    """The trip day (1-based) a weekday ("friday") or a date ("march 11", "11th", "3/11") names, where the trip's dates
    are known here and hold exactly one such day; else None."""
    days = _TRIP_DAYS.get()[0]
    word = said.strip().lower()
    if not days:
        return None
    if word.endswith("day"):
        hits = [number for number, d in enumerate(days, 1) if d.strftime("%A").lower() == word]
    else:
        date_said = MONTH_DAY.fullmatch(word)
        hits = _hits(date_said, days) if date_said else []
    return hits[0] if len(hits) == 1 else None


def trip_days_said() -> bool:
    """Whether the trip's dates are known here (``trip_days_known``)."""
    return bool(_TRIP_DAYS.get()[0])


_ON_A_DATE = lazy_compile(r"\s+on\s+(?:the\s+)?", re.IGNORECASE)


def date_without_a_leg(text: str, at: int) -> re.Match[str] | None:
    """The date said at ``at`` ("on the 20th", "on march 11") where the trip's dates are known here and no leg flies or
    drives that day (not a trip day, or a middle day of a one-city trip): a ban of that day bans no leg."""
    days = _TRIP_DAYS.get()[0]
    opening = _ON_A_DATE.match(text, at) if days else None
    said = MONTH_DAY.match(text, opening.end()) if opening else None
    return None if said is None or _a_leg_on(_hits(said, days)) else said


def _hits(m: re.Match[str], days: tuple[date, ...]) -> list[int]:
    """The trip days (1-based) whose date the date ``m`` says."""
    if m.group("month"):
        month: int | None = _MONTHS.index(m.group("month")[:3].lower()) + 1
        day = int(m.group("day"))
    elif m.group("ordinal"):
        month, day = None, int(m.group("ordinal"))
    else:
        month, day = int(m.group("m")), int(m.group("d"))
    return [i for i, d in enumerate(days, 1) if d.day == day and (month is None or d.month == month)]


def _day_of(m: re.Match[str], days: tuple[date, ...]) -> int | None:
    """The trip day (1-based) the date ``m`` says, if exactly one."""
    hits = _hits(m, days)
    return hits[0] if len(hits) == 1 else None


_ON_BEFORE = lazy_compile(r"\b(?:on\s+)?(?:the\s+)?$", re.IGNORECASE)


def as_days(text: str, spans: Sequence[tuple[int, int]]) -> str:
    """``text`` with each date at ``spans`` that is a flight day of the known trip written "on day N" (or "day N"),
    padded to its words' length; every other date kept (see the module docstring)."""
    days = _TRIP_DAYS.get()[0]
    if not days:
        return text
    for start, end in sorted(spans, reverse=True):
        m = MONTH_DAY.fullmatch(text, start, end)
        number = None if m is None else _day_of(m, days)
        if number is None or not _a_leg_on([number]):
            continue
        before = _ON_BEFORE.search(text, max(0, start - 8), start)
        at = before.start() if before else start
        written = next((w for w in (f"on day {number}", f"day {number}") if len(w) <= end - at), None)
        if written is not None:
            text = text[:at] + written.ljust(end - at) + text[end:]
    return text
