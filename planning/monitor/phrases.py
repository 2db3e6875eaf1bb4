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
_RULES: tuple[tuple[re.Pattern, str], ...] = (
    (re.compile(rf"\bflight\b.*?{_DAY}.*?\bdelayed\b.*?(?:to|until|till|at)\s+(\d{{1,2}}:\d{{2}})", re.I), "delay:day{0}@{1}"),
    (re.compile(rf"\bflight\b.*?{_DAY}.*?\b{_GONE}", re.I), "flight:day{0}"),
    (re.compile(rf"\b(?:hotel|lodging|accommodation|apartment|room|airbnb|listing)\b.*?(?:night|day)\s*(\d+).*?\b{_GONE}", re.I), "lodging:day{0}"),
    (re.compile(rf"\b(breakfast|lunch|dinner)\b.*?{_DAY}.*?\b{_GONE}", re.I), "restaurant:day{1}.{0}"),
    (re.compile(rf"\b(?:attraction|sight|museum|park|tour)\b.*?{_DAY}.*?\b{_GONE}", re.I), "attraction:day{0}"),
    (re.compile(rf"\b(?:lost|lose|losing|miss|missed)\b.*?{_DAY}|{_DAY}\b.*?\b(?:is|was)\s+lost", re.I), "day:{0}"),
)


def read_disruption(message: str) -> Disruption | None:
    """The disruption a message reports, or None when it reports none."""
    for pattern, template in _RULES:
        match = pattern.search(message)
        if match:
            groups = [g for g in match.groups() if g is not None]
            return parse_disruption(template.format(*(g.lower() for g in groups)))
    return None
