"""Dates said by weekday: a weekday written with a date checked against it ("Friday March 26" in 2022 is asked:
``weekday_problems``), a weekend as its Friday to its Sunday (``weekends``), the days of a week named by its first day
(``in_the_week``) and a day counted from a date ("the Friday after March 7", the n-th weekday: ``counted_from``).
"""

from __future__ import annotations

import re
from datetime import date as Date
from datetime import timedelta

from himap_travel.domain.parsing.date_mention import DateMention
from himap_travel.domain.parsing.date_words import FRIDAY, MONDAY, SATURDAY, SUNDAY, WEEKDAY, WEEKDAYS
from himap_travel.domain.text.lazy_regex import lazy_compile


def in_the_week(day: Date, mention: DateMention, problems: list[str]) -> Date:
    """The trip's first day for a week named by ``day`` ("wk of 3/14, Tue-Thu": the first Tuesday from March 14); a
    week is named by its first day, a Sunday or a Monday: any other day leaves the days unknown (a problem)."""
    if mention.week_start is None:
        return day
    if day.weekday() not in (SUNDAY, MONDAY):
        problems.append(f"{day:%B} {day.day} is a {day:%A}, no week's first day: give the dates of the trip")
    return day + timedelta(days=(mention.week_start - day.weekday()) % 7)


def counted_from(day: Date, mention: DateMention, problems: list[str]) -> Date:
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
    return days[nth - 1] if nth > 0 else days[nth]


# A weekday written right before a date ("Friday, March 26", "Sat the 12th", "Fri 3/25"); the date is the one after it.
WEEKDAY_BEFORE = lazy_compile(rf"\b({WEEKDAY})\s*(?:,\s*)?(?:the\s+)?$", re.IGNORECASE)
# ... or the weekdays of a range before it ("wed-fri march 9-11", "sat/sun/mon 3/12-3/14"): the first is the start's,
# the last the end's
_WEEKDAYS_BEFORE = lazy_compile(rf"\b({WEEKDAY})\s*(?:-|–|/|to|thru|through|till|until)\s*(?:{WEEKDAY}\s*/\s*)*({WEEKDAY})"
                                r"\s*(?:,\s*)?$", re.IGNORECASE)


def weekday_problems(text: str, mentions: list[DateMention], resolved: list[Date]) -> list[str]:
    """A weekday written with a date that is another day ("Friday March 26" in 2022, a Saturday): one of the two is wrong
    and neither may be chosen silently, so it is asked."""
    wrong = []
    said_of: dict[int, str] = {}  # weekdays said for a later mention: "wed-fri march 9-11" (Friday for the 11th)
    for index, (mention, value) in enumerate(zip(mentions, resolved, strict=True)):
        window = max(0, mention.pos - 32), mention.pos
        pair = _WEEKDAYS_BEFORE.search(text, *window) if mention.weekend is None else None
        said = WEEKDAY_BEFORE.search(text, max(0, mention.pos - 16), mention.pos) if mention.weekend is None else None
        if pair and index + 1 < len(mentions):
            said_of[index + 1] = pair.group(2)
        before = pair.group(1) if pair else said.group(1) if said else said_of.get(index)
        for weekday in (before, mention.weekday_after if mention.weekend is None else None):
            if weekday and WEEKDAYS[weekday.lower().rstrip(".")] != value.weekday():
                wrong.append(f"{value:%B} {value.day}, {value.year} is a {value:%A}, not a {weekday}: which date is meant?")
    return list(dict.fromkeys(wrong))


def _weekend_friday(mention: DateMention, day: Date) -> Date:
    """The Friday of the weekend a mention names: the weekend ``day`` is in (a weekday: the one after it), or the n-th
    (last) weekend of ``day``'s month, counted by its Saturday."""
    if not mention.weekend:
        return day + timedelta(days=FRIDAY - day.weekday())
    first_saturday = day + timedelta(days=(SATURDAY - day.weekday()) % 7)
    saturdays = [first_saturday + timedelta(weeks=n) for n in range(5) if (first_saturday + timedelta(weeks=n)).month == day.month]
    saturday = saturdays[mention.weekend] if mention.weekend < 0 else saturdays[min(mention.weekend, len(saturdays)) - 1]
    return saturday - timedelta(days=1)


def weekends(mentions: list[DateMention], resolved: list[tuple[Date, bool]],
              said: list[str]) -> tuple[list[DateMention], list[tuple[Date, bool]]]:
    """Each weekend mention as the Friday and the Sunday of the weekend it names (``_weekend_friday``), said in ``said``:
    a weekend trip is read as Friday to Sunday, an assumption the traveller can correct."""
    kept_mentions: list[DateMention] = []
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
