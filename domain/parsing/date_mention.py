"""``DateMention``: one date as written (its position, month, day, year if said) with what the words around it say of
it (a list it is one of, a weekend, a week, a night, a weekday written with it), read by ``find_dates`` and turned
into a day by ``resolve_dates``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class DateMention:
    pos: int
    month: int
    day: int
    year: int | None
    text: str
    listed: int | None = None  # the position of the list of days it is one of ("March 12, 13 and 14"), if any
    # a weekend: 0 for "the weekend of March 4th" (the one this day is in), n for "the n-th weekend of March" (the day is
    # the month's first), -1 for the last; read as its Friday to its Sunday (``weekends``)
    weekend: int | None = None
    month_first: bool = False  # "04/03/2022": read month first (April 3) though the day may be first; said, not silent
    weekday_after: str | None = None  # the weekday written in brackets right after it ("March 3 (Thu)"): checked
    weekday_end: int | None = None  # a trip's end said by its weekday only ("till Sunday"): the first after the date before
    week_start: int | None = None  # "wk of 3/14, Tue-Thu": the trip starts on the first such weekday of the week the day opens
    next_day: bool = False  # "the nights of March 4 and 5": the day after the one said (the morning after the last night)
    nth_weekday: tuple[int, int] | None = None  # "the last Friday of March": (n, or -1 for the last; the weekday)
    after: int | None = None  # "the Friday after March 7": the first such weekday after the date (7: the day after)
