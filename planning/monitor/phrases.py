"""Disruptions as travellers say them: "my flight on day 1 was cancelled" → ``flight:day1``.

For the chat graph (its ``understand`` step may call ``read_disruption`` on a
message before treating it as an edit of the request, then hand the result
to ``graphs.replan.replan_state``). Rules, no model: a message is a
disruption when it names something of the plan (a flight, the hotel, a meal,
a sight, a day) and something that happened to it (cancelled, closed, full,
delayed, more expensive, lost); anything else is left to the chat.
"""

from __future__ import annotations

import re

from himap_travel.planning.monitor.disruptions import Disruption, parse_disruption

_DAY = r"(?:on\s+)?day\s*(\d+)"
_GONE = r"(?:cancel+ed|closed|shut|unavailable|not available|fully booked|full|gone|out of business)"
_RULES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(rf"\bflight\b.*?{_DAY}.*?\bdelayed\b.*?(?:to|until|till|at)\s+(\d{{1,2}}:\d{{2}})", re.I), "delay:day{0}@{1}"),
    (re.compile(rf"\bflight\b.*?{_DAY}.*?\b{_GONE}", re.I), "flight:day{0}"),
    (re.compile(rf"\bflight\b.*?\b{_GONE}\b[^.?!,;]*?\bon\s+day\s*(\d+)", re.I), "flight:day{0}"),  # "our flight got cancelled on day 2"
    (re.compile(rf"\b(?:hotel|lodging|accommodation|apartment|room|airbnb|listing)\b.*?(?:night|day)\s*(\d+).*?\b{_GONE}", re.I),
     "lodging:day{0}"),
    (re.compile(rf"\b(?:hotel|lodging|accommodation|apartment|room|airbnb|listing)\b.*?\b{_GONE}\b[^.?!,;]*?\b(?:for|on)\s+(?:night|day)\s*(\d+)",
                re.I),
     "lodging:day{0}"),  # "the hotel cancelled our booking for night 1"
    (re.compile(r"\b(?:swap|switch|change|replace)\b(?:\s+out)?\s+(?:the\s+|our\s+|my\s+|that\s+)?(?:hotel|lodging|accommodation"
                r"|apartment|room|airbnb|listing|place|stay)\b[^.?!;]*?\b(?:on|for)\s+(?:the\s+)?night\s*(\d+)", re.I),
     "lodging:day{0}"),  # "swap the hotel on night 2": that night's stay replaced, as one the traveller cannot use
    (re.compile(rf"\b(breakfast|lunch|dinner)\b.*?{_DAY}.*?\b{_GONE}", re.I), "restaurant:day{1}.{0}"),
    (re.compile(rf"\b(?:attraction|sight|museum|park|tour|aquarium|zoo|gardens?|gallery|theat(?:er|re)|monument|memorial"
                rf"|exhibit(?:ion)?|cathedral|church|castle|market)\b.*?{_DAY}.*?\b{_GONE}", re.I), "attraction:day{0}"),
    (re.compile(rf"\b(?:lost|lose|losing|miss|missed)\b.*?{_DAY}|{_DAY}\b.*?\b(?:is|was)\s+lost", re.I), "day:{0}"),
)


# "we're on day 3", "it's day 3 of the trip", "today is day 3": where the trip stands (``replan --today``)
_TODAY = re.compile(r"\b(?:we(?:'re|\s+are)|i(?:'m|\s+am)|it(?:'s|\s+is)|today\s+is)\s+(?:now\s+)?(?:on\s+)?day\s*(\d{1,3})\b",
                    re.IGNORECASE | re.ASCII)


def read_today(message: str) -> int | None:
    """The trip's current day a message states ("we're on day 3"), or None: then a disruption is before the trip."""
    match = _TODAY.search(message)
    return int(match.group(1)) if match else None


def read_disruption(message: str) -> Disruption | None:
    """The disruption a message reports, or None when it reports none.

    With the current day said ("we're on day 3"), "today" and "tonight" name it: "my flight today was cancelled"
    is the day-3 flight, "the hotel cancelled tonight" night 3's listing.
    """
    today = read_today(message)
    if today is not None:
        message = re.sub(r"\btonight\b", f"night {today}", message, flags=re.IGNORECASE)
        message = re.sub(r"\btoday\b(?!\s+is\s+(?:now\s+)?(?:on\s+)?day)", f"on day {today}", message, flags=re.IGNORECASE)
    for pattern, template in _RULES:
        match = pattern.search(message)
        if match:
            groups = [g for g in match.groups() if g is not None]
            return parse_disruption(template.format(*(g.lower() for g in groups)))
    return None
