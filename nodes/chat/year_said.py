"""A year said alone ("2022", "it's 2022") on a trip: the trip's year confirmed, or why it stays (the data covers March
2022 only), never "I didn't understand that" (issue 39: a bare answer about the year is read).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile

_YEAR = lazy_compile(r"^\W*(?:(?:ok(?:ay)?|so|yes|yeah|yep|no|nah|sorry|i\s+mean|it'?s|its|it\s+is|in|the\s+year(?:\s+is)?"
                     r"|year)\W+)*(?P<year>20\d\d)(?:\W+(?:then|pls|please|obviously|ofc|of\s+course))*\W*$", re.IGNORECASE)


def year_answer(text: str, trip: Mapping[str, Any] | None) -> str | None:
    """The answer to a year said alone on a trip with dates; None for any other message."""
    found = _YEAR.match(text)
    dates = list((trip or {}).get("date") or [])
    if found is None or not dates:
        return None
    year, held = found.group("year"), str(dates[0])[:4]
    if year == held:
        return f"Your trip is in {year} already, so nothing changed (my data covers March 2022 only)."
    return (f"My data covers March 1 to March 31, 2022 only, so I can't plan in {year}: your trip stays in {held}, and "
            "nothing changed.")


__all__ = ["year_answer"]
