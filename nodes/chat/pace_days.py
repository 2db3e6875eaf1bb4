"""A count of sights said of given days with the sights left unsaid, while the trip holds a pace ("at least 3 sights
on day 3", then "and just one on day 4", "actually 2 on day 4 is fine"; issue 39). Read alone, "one on day 4" says one
of nothing: the message was refused as a sight asked for on a given day.

With a pace held, the count is that pace's: the message is written with its sights said ("just one sight on day 4"),
which the trip parser reads as a pace of that day, kept beside the held one (``pace.kept_beside``).
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile

# A count right before the days it is said of ("one on day 4", "2 max on days 4 and 5", "3 on the last day")
_COUNT_ON_DAYS = lazy_compile(r"\b(?P<n>\d{1,2}|one|two|three|four|five)(?P<bound>\s+(?:max|tops|or\s+more|at\s+most|at\s+least))?"
                              r"(?=\s+on\s+(?:the\s+)?(?:days?\s+\d|day\s+(?:one|two|three|four|five|six|seven)\b"
                              r"|(?:first|last|final|middle|second|third)\s+(?:\w+\s+)?days?\b))", re.IGNORECASE)
# Words that say what the count is of, or that it is no count of sights (a meal, a night, money, people)
_SAID_OF = lazy_compile(r"\b(?:sights?|attractions?|things?|activit(?:y|ies)|museums?|stops?|places?|meals?|dinners?|lunch\w*"
                        r"|breakfasts?|nights?|hours?|hrs?|people|persons?|adults?|kids?|stars?|rooms?|flights?)\b|\$|%",
                        re.IGNORECASE)
_LONGEST = 12  # words: a longer message says more than a count of sights


def sights_named(text: str, trip: dict[str, Any] | None) -> str:
    """``text`` with "sight" (or "sights") said after each count of given days, when the trip holds a pace and the
    message names nothing the count could be of; else as it is."""
    if not ((trip or {}).get("local_constraint") or {}).get("pace") or len(text.split()) > _LONGEST or _SAID_OF.search(text):
        return text
    return _COUNT_ON_DAYS.sub(lambda m: f"{m.group('n')} {'sight' if m.group('n').lower() in ('1', 'one') else 'sights'}"
                              f"{m.group('bound') or ''}", text)
