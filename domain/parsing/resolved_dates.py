"""The dates found, made days (``resolve_dates``): each year filled in (the next written, else the one before, else
the default), a range across the new year kept in order, weekdays checked, weekends and lists of days made ranges, and
a day-first or month-first order that makes no trip asked about.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from datetime import date as Date
from datetime import timedelta

from himap_travel.domain.parsing.date_mention import DateMention
from himap_travel.domain.parsing.date_years import (
    AMOUNT_WORD_AFTER,
    LOOSE_YEAR,
    NO_SUCH_DAY,
    UNREAD_LOOSE_YEAR,
    UNREAD_YEAR,
    YEAR_BEFORE_BUDGET,
    like_a_year,
    told_of_the_past,
)
from himap_travel.domain.parsing.weekdays import counted_from, in_the_week, weekday_problems, weekends
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.spans import SpanSet
from himap_travel.state.trip import MAX_DAYS

# A date said as roughly the day ("3 days around march 20", "about the 14th", "march 20 or so", "~3/20"): the trip's
# first day is not said, and read as written the plan would start on a day the traveller did not choose
# (never "what about" / "how about", which offer the dates: "ok what about March 15-17 2022?")
_ROUGHLY_BEFORE = lazy_compile(r"(?:\b(?:around|(?<!\bwhat\s)(?<!\bhow\s)about|approximately|approx\.?|roughly|circa|ca\.)\s+"
                               r"(?:the\s+)?|~\s*)$", re.IGNORECASE)
_ROUGHLY_AFTER = lazy_compile(r"(?:-?ish\b|\s*(?:,\s*)?(?:or\s+so|give\s+or\s+take(?:\s+a\s+(?:day|few\s+days))?|\+/-|±)"
                              r"(?![\w-]))", re.IGNORECASE)


def resolve_dates(
    text: str, mentions: list[DateMention], spans: list[tuple[int, int]], default_year: int, problems: list[str],
    said: list[str] | None = None,
) -> list[Date]:
    """The distinct dates written in the text, in order, with years filled in (a year it cannot read is a problem);
    ``said`` gets how a weekend was read ("the weekend of March 4th": Friday, March 4 to Sunday, March 6)."""
    for start, end in spans:
        if year_said := YEAR_BEFORE_BUDGET.match(text, end):  # "march 12-14 2022 total budget $400": its year
            for mention in mentions:
                if start <= mention.pos < end and mention.year is None:
                    mention.year = int(year_said.group(1))
            continue
        unread = UNREAD_YEAR.match(text, end)
        # ... a number after a date whose year is written ("March 23 to 25, 2022, 2000 tops") is no year gone wrong:
        # the budget reader's amount
        dated = any(start <= mention.pos < end and mention.year is not None for mention in mentions)
        if unread and not dated and like_a_year(unread.group(1)) and not (
                not 1900 <= int(unread.group(1).replace(",", "")) <= 2099 and AMOUNT_WORD_AFTER.match(text, unread.end())):
            problems.append(f"{unread.group(1)!r} after {text[start:end].strip()!r} is not a year the planner can read "
                            "(a year from 1900 to 2099, e.g. 2022)")
    problems.extend(f"invalid date {day.group(0).strip()!r}" for day in NO_SUCH_DAY.finditer(text))
    problems.extend(_roughly_said(text, spans))
    explicit = sorted((m.pos, m.year) for m in mentions if m.year is not None)
    positions = [p for p, _y in explicit]
    taken = SpanSet(spans)
    loose_years = list(dict.fromkeys(int(y.group(1)) for y in LOOSE_YEAR.finditer(text)
                                     if y.start() not in taken and not told_of_the_past(text, y, default_year)))
    for y in UNREAD_LOOSE_YEAR.finditer(text):
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
            day = counted_from(in_the_week(Date(year, mention.month, mention.day), mention, problems), mention, problems)
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
        problems.extend(weekday_problems(text, mentions, [value for value, _guess in resolved]))
        either_way = [f"{m.text.strip()} as {v:%B} {v.day}" for m, (v, _g) in zip(mentions, resolved, strict=True) if m.month_first]
        if either_way and said is not None:
            said.append(f"I read {', '.join(either_way)} (month first): tell me if the day comes first")
        problems.extend(_order_problems(mentions, [value for value, _guess in resolved]))
    if len(resolved) == len(mentions) and any(m.weekend is not None for m in mentions):
        mentions, resolved = weekends(mentions, resolved, said if said is not None else [])
    return _lists_as_ranges(mentions, [value for value, _guess in resolved], problems)


def _roughly_said(text: str, spans: list[tuple[int, int]]) -> list[str]:
    """A problem for each date said only roughly ("around march 20", "the 14th-ish"): the day is asked, never guessed."""
    return [f"the date {text[start:end].strip()!r} is said roughly: give the days the trip starts and ends" for start, end in spans
            if _ROUGHLY_BEFORE.search(text, max(0, start - 16), start) or _ROUGHLY_AFTER.match(text, end)]


def _order_problems(mentions: list[DateMention], resolved: list[Date]) -> list[str]:
    """A range of two dates either order may be written in ("04/03/2022 - 06/03/2022") that, read month first, is no
    trip (over ``MAX_DAYS``, or ending before it starts): the order is asked about, the cause named, never guessed."""
    if len(mentions) != 2 or not all(m.month_first for m in mentions):
        return []
    first, last = resolved
    if 1 <= (last - first).days + 1 <= MAX_DAYS:
        return []
    shown = " and ".join(dict.fromkeys(f"{m.text.strip()!r}" for m in mentions))  # a range's two: its text once
    day_first = " to ".join(f"{Date(v.year, v.day, v.month):%B} {v.month}" for v in resolved)  # v.day <= 12: month_first
    return [f"the dates {shown} make no trip read month first ({first:%B} {first.day} to {last:%B} {last.day}): did you mean "
            f"{day_first}? Write the month's name to say which"]


def _lists_as_ranges(mentions: list[DateMention], resolved: list[Date], problems: list[str]) -> list[Date]:
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
