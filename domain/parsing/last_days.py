"""Days counted from the trip's end ("the last day", "our final two days", "the middle day", "the day we leave") written
as the days they are.

The readers of a wish on given days (a pace, a flight on a day) take days by number: "on day 3". A traveller says the
end of a trip by its place instead ("one sight max on the last day", "take it slow the final 2 days"), and only the
trip's length says which day that is. Once the length is read, each such phrase is written as its day numbers, padded
to the phrase's own length, so every other position of the text reads as before (as ``numbers.spelled_amounts``
does). A trip of unknown length keeps the words: the wish is then named, not read on a guessed day.

A clause about travel ("arrive home by 8pm on the last day", "our flight on the final day") keeps its words: the
flight-time reader takes "the last day" as the return leg itself, which stays the last day when the trip's length is
changed later in a conversation.
"""

from __future__ import annotations

import re

from himap_travel.domain.parsing.numbers import spelled_value
from himap_travel.domain.parsing.relative_days import relative_days_written
from himap_travel.domain.text.lazy_regex import lazy_compile

# "the last day", "our final day", "the last 2 days", "the last two days", "the very last day", "(an) easy last day"
_LAST_DAYS = lazy_compile(
    r"\b(?:(?:the|our|my)\s+(?:very\s+)?|(?P<kind>(?:an?\s+)?(?:slow|relaxed|easy|chill|lazy|light|quiet|busy|packed|full|free|empty)\s+)"
    r"|^|(?<=[.,;!?\n]\s)|(?<=[.,;!?\n]))"  # ... or opening its clause bare ("last day lazy pls")
    r"(?:last|final)\s+(?:(?P<count>\d{1,2}|two|three|four|five|six|seven)\s+)?(?P<unit>days?)\b",
    re.IGNORECASE,
)  # ... and "a slow last day": its kind of day kept before the number ("a slow day 3")
# "the first and last days", "our first and final day": days 1 and the last
_FIRST_AND_LAST = lazy_compile(r"\b(?:(?:the|our|my)\s+)?first\s+and\s+(?:last|final)\s+days?\b", re.IGNORECASE)
# The days a one-city trip travels on: its first and its last ("one sight on travel days"), or one of them ("only 1
# thing on arrival day", "take it easy on departure day"); a tour's other travel days depend on its route, so there
# the words are kept (and named)
_TRAVEL_DAYS = lazy_compile(r"\b(?:(?:the|our|my)\s+)?(?:(?P<both>travel(?:l?ing)?|transit|flying)\s+days|(?P<first>arrival)\s+day"
                            r"|(?P<last>departure|leaving)\s+day)\b", re.IGNORECASE)
_LEFT_OUT_BEFORE = lazy_compile(r"\b(?:except|excluding|other\s+than|apart\s+from|besides|but\s+not|not)(?:\s+(?:on|for|during))?"
                                r"(?:\s+(?:the|our))?\s*$", re.IGNORECASE)
# ... written as days only where said as the days something happens on ("one sight on travel days"; "travel days limited
# to 6 hours" is the travel's own words)
_ON_BEFORE = lazy_compile(r"\b(?:on|for|during)\s+$", re.IGNORECASE)
# ... or as a day given its feel after it ("arrival day should be empty", "departure day: nothing planned")
_FEEL_AFTER = lazy_compile(r"\s*[,:]?\s+(?:(?:should|must|can|could|has\s+to)\s+be|is|to\s+be)?\s*(?:completely\s+|totally\s+)?"
                           r"(?:empty|free|open|clear|unplanned|nothing|chill|light|easy|lazy|relaxed|slow|quiet)\b",
                           re.IGNORECASE)
# "the middle day", "our middle day": the one day halfway through a trip of an odd length (an even one has none: kept as
# written, and named)
_MIDDLE_DAY = lazy_compile(r"\b(?:the|our|my)\s+middle\s+day\b", re.IGNORECASE)
# "the day we arrive", "the day we fly home": the trip's first and last days, "on day D" where no "on" is said
_DAY_WE = lazy_compile(r"\b(?:the\s+)?day\s+(?:we|i)\s+(?:(?P<arrive>arrive|land|get\s+(?:there|in))|(?P<leave>leave|depart"
                       r"|fly\s+(?:home|back|out)|head\s+(?:home|back)|go\s+home))\b", re.IGNORECASE)
_CLAUSE_END = lazy_compile(r"[,.;:!?\n]")
_TRAVEL = lazy_compile(r"\b(?:fl(?:y|ying|ies|ight|ights|own)|land(?:s|ing)?|arriv\w*|depart\w*|leav(?:e|es|ing)|home|drive|driving"
                       r"|red[\s-]?eye|airport|plane)\b", re.IGNORECASE)


def last_days_written(text: str, days: int | None, cities: int | None = None) -> str:
    """The text with each "the last (N) day(s)" of a ``days``-day trip written as "day D" or "days D and E", and on a
    trip to one city (``cities`` None or 1) its travel days as days 1 and D.

    Left as written when the length is unknown, when the count is more than the trip has, or when the day numbers
    would not fit in the phrase's length (the phrase is then named as not read, never read on other days). Then each
    day counted from another ("the day after") is written as its day too (``relative_days``).
    """
    if days is None or days < 1:
        return relative_days_written(text)

    def numbered(m: re.Match[str]) -> str:
        if _TRAVEL.search(_clause(text, m.start(), m.end())):
            return m.group(0)
        said = m.group("count")
        count = 1 if said is None else (int(said) if said.isdigit() else spelled_value(said))
        if count is None or not 1 <= count <= days or (count > 1) != (m.group("unit").lower() == "days"):
            return m.group(0)
        wanted = list(range(days - count + 1, days + 1))
        written = f"day {wanted[0]}" if count == 1 else "days " + ", ".join(map(str, wanted[:-1])) + f" and {wanted[-1]}"
        written = (m.group("kind") or "") + written
        return written.rjust(len(m.group(0))) if len(written) <= len(m.group(0)) else m.group(0)

    def both_ends(m: re.Match[str]) -> str:
        written = f"days 1 and {days}"
        if days < 2 or _TRAVEL.search(_clause(text, m.start(), m.end())) or len(written) > len(m.group(0)):
            return m.group(0)
        return written.rjust(len(m.group(0)))

    def travelled(m: re.Match[str]) -> str:
        if _LEFT_OUT_BEFORE.search(text, max(0, m.start() - 30), m.start()) or not (
                _ON_BEFORE.search(text, max(0, m.start() - 8), m.start()) or _FEEL_AFTER.match(text, m.end())):
            return m.group(0)  # "every day except travel days": the pace's own words for the days it leaves out
        wanted = [1, days] if m.group("both") else [1] if m.group("first") else [days]
        written = f"day {wanted[0]}" if len(wanted) == 1 else f"days 1,{days}"  # (short: "travel days" is 11 letters)
        if (cities or 1) > 1 or days < len(wanted) or len(written) > len(m.group(0)):
            return m.group(0)
        return written.rjust(len(m.group(0)))

    def middle(m: re.Match[str]) -> str:
        written = f"day {days // 2 + 1}"
        if days < 3 or days % 2 == 0 or _TRAVEL.search(_clause(text, m.start(), m.end())):
            return m.group(0)
        return written.rjust(len(m.group(0)))

    def done(m: re.Match[str]) -> str:  # (said of travel too: "no flights before 9 the day we leave" is day D's flight)
        on = "" if _ON_BEFORE.search(text, max(0, m.start() - 8), m.start()) else "on "
        return f"{on}day {1 if m.group('arrive') else days}".rjust(len(m.group(0)))

    text = _DAY_WE.sub(done, _MIDDLE_DAY.sub(middle, text))
    return relative_days_written(_LAST_DAYS.sub(numbered, _TRAVEL_DAYS.sub(travelled, _FIRST_AND_LAST.sub(both_ends, text))), days)


def _clause(text: str, start: int, end: int) -> str:
    """The clause around ``text[start:end]``: from the last punctuation before it to the first after it."""
    before = max((m.end() for m in _CLAUSE_END.finditer(text, 0, start)), default=0)
    after = _CLAUSE_END.search(text, end)
    return text[before:after.start() if after else len(text)]
