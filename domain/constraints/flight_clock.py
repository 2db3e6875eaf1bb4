"""A flight window's clock times: an hour said in words ("ten am"), a meal's or a part of the day's hours
(``MEAL_HOURS``), minutes past midnight of a stated time, and the morning a bare hour means ("no flights before 9").

Split from ``flight_times``: the readers of a window ask it for each bound's time, and nothing else here reads words.
"""

from __future__ import annotations

import re

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.memo import per_text
from himap_travel.state.travel_times import clock

# (the daytime is the morning and the afternoon: "only daytime flights" leave 05:00-17:59)
DAY_PART_HOURS = {"morning": ("05:00", "11:59"), "afternoon": ("12:00", "17:59"), "evening": ("18:00", "23:59"),
                  "daytime": ("05:00", "17:59")}

EARLY_MINUTES, LATE_MINUTES = 8 * 60, 21 * 60
EARLY, LATE = clock(EARLY_MINUTES), clock(LATE_MINUTES)  # an early flight departs before 08:00, a late one at 21:00 or later


# An hour in words with its half of the day ("nothing before ten am", "land by six p.m.", "leave after nine o'clock"): the
# digits, padded to the same length, so every position reads as before. Without am, pm, o'clock or a part of the day
# ("eight in the morning") a word is no hour.
_HOUR_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
               "eleven": 11, "twelve": 12}
_SPELLED_HOUR = lazy_compile(rf"\b(?P<word>{'|'.join(_HOUR_WORDS)})(?=\s*(?:am|pm|a\.m\.?|p\.m\.?|o'?clock)(?!\w)"
                             # ... or its part of the day in words ("not before eight in the morning", "by six at night")
                             r"|\s+(?:in\s+the\s+(?:morning|afternoon|evening)|at\s+night)\b)",
                             re.IGNORECASE)


# A time said by a day's work or school ("after work", "before school"): no clock time, unless one restates it right
# after it ("we leave after work (after 5pm)", "after work, so 5pm", "after school i.e. around 4pm"): then the clock is
# the bound, the vague words blanked (``_restated``), so the bound word reaches the clock ("after 5pm")
_DAY_WORK = r"(?:work|school|class(?:es)?|(?:my|our|his|her)\s+shifts?|the\s+(?:work|school)\s*day)\b"
VAGUE_TIME = rf"(?:after|before)\s+{_DAY_WORK}"
_RESTATED = lazy_compile(rf"\b(?P<bound>after|before)(?P<vague>\s+{_DAY_WORK}\s*(?:\(|,|-|–|—)\s*"
                         r"(?:(?:so|i\.?\s?e\.?|like|that\s+is|that['’]s|which\s+is|say)\b,?\s*)?"
                         r"(?:(?:around|about|roughly|~)\s*)?)(?P<again>(?:after|before|by|at)\s+)?(?=\d{1,2}(?::[0-5]\d)?\s*(?:am|pm)\b)",
                         re.IGNORECASE)


def _restated(m: re.Match[str]) -> str:
    """The words of ``_RESTATED``'s match blanked up to the clock's own bound (or, without one, after the first)."""
    if m.group("again"):
        return " " * (m.start("again") - m.start()) + m.group("again")
    return m.group("bound") + " " * len(m.group("vague"))


@per_text
def clock_in_digits(text: str) -> str:
    """``text`` with each hour said in words before am, pm or o'clock written in digits (``_SPELLED_HOUR``), and a time
    said by a day's work restated by a clock time written as that clock's bound (``_RESTATED``); the same length."""
    text = _SPELLED_HOUR.sub(lambda m: str(_HOUR_WORDS[m.group("word").lower()]).rjust(len(m.group(0))), text)
    return _RESTATED.sub(_restated, text)


# The hours a meal or a middle of the day stands for as a flight's bound (docs/vocabulary.md): before a meal (or by it)
# is its start, after it its end ("after breakfast" 09:00, "back by dinnertime" 18:00, "not before brunch" 10:00);
# lunch is noon either way, as it was read before these were
MEAL_HOURS: dict[str, tuple[int, int]] = {
    "breakfast": (7 * 60, 9 * 60), "brunch": (10 * 60, 12 * 60), "dinner": (18 * 60, 20 * 60),
    "supper": (18 * 60, 20 * 60), "midmorning": (10 * 60, 10 * 60), "midafternoon": (15 * 60, 15 * 60)}
BEFORE_WORDS = ("before", "by", "until", "till", "earlier than")


def meal_word(named: str | None) -> str | None:
    """The key of ``MEAL_HOURS`` a named time is ("dinner time", "mid-afternoon"), or None."""
    word = re.sub(r"[\s-]+|time$", "", (named or "").lower())
    return word if word in MEAL_HOURS else None


def minutes(hour: str | None, minute: str | None, ampm: str | None, named: str | None, upper: bool,
             before: bool = False) -> int | str:
    """Minutes past midnight of a stated time, or the problem with it (a string); a meal's time is its start when said
    ``before`` it (``MEAL_HOURS``), else its end."""
    if meal := meal_word(named):
        return MEAL_HOURS[meal][0 if before else 1]
    if named:
        word = named.lower().removeprefix("the ").strip()
        if word in ("noon", "midday", "lunch", "lunchtime", "afternoon"):
            return 12 * 60
        if word == "evening":
            return 18 * 60
        if word == "midnight":
            return 23 * 60 + 59 if upper else 0
        if word in ("dawn", "sunrise"):
            return 6 * 60
        return f"'{named}' is no clock time: say the time, e.g. 8am"
    assert hour is not None  # a time is stated by its hour when it is not named
    h, m = int(hour), int(minute or 0)
    marker = (ampm or "").lower().replace(".", "")
    marker = "am" if marker.endswith("morning") else "pm" if marker.endswith(("afternoon", "evening", "night")) else marker
    if marker in ("am", "pm"):
        if not 1 <= h <= 12:
            return f"'{hour}{ampm}' is no time of day"
        return (h % 12 + (12 if marker == "pm" else 0)) * 60 + m
    if minute is not None and h <= 23:  # "20:00": a 24-hour clock
        return h * 60 + m
    return f"'{hour}' could be morning or evening: say am or pm (or 24-hour, e.g. 20:00)"


def morning(hour: str | None, minute: str | None, side: str, upper: bool, when: str) -> str | None:
    """The half of the day a bare hour means as the earliest a flight may depart, where only one is meant (issue 39):
    "no flights before 9" (a bound said against "before") is 9am for 5 to 11, and "leave after 10" is 10am for 9 to
    11; 12 is noon. Read as the evening, such a bound would leave no flight of the morning or the afternoon, which is
    never what it asks (no early start is). Every other bare hour stays asked, both halves being meant: "leave after 6"
    (after work?), the latest a flight may depart ("no flights after 8", "leave before 10"), an arrival's bounds, and
    1 to 4."""
    if hour is None or minute is not None or side != "depart" or upper:
        return None
    earliest_morning = 9 if when in ("after", "later than", "past") else 5
    return "am" if earliest_morning <= int(hour) <= 11 else "pm" if int(hour) == 12 else None
