"""The dates before the last change asked back while a question is still open ("no wait, keep the old dates" after
"change dates to the 25th-27th", the trip still waiting for its budget): the message said as those dates.

With no plan yet there is no version to undo (``undo`` restores a planned trip's), and the message was read as a wish
no reader knows ("I don't know how to plan for 'no wait, keep the old dates'"). The dates the draft held before are in
the chat's own earlier replies ("So far: ..., dates March 22 to March 24, 2022, ..."): the latest one that differs from
the draft's dates now is what "the old dates" names.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile

_BACK = lazy_compile(r"\b(?:keep|back\s+to|revert(?:\s+to)?|return\s+to|stick\s+(?:with|to)|restore|use|want|prefer|undo)\b"
                     r"(?:\s+\w+){0,3}?\s+(?:old|original|previous|first|earlier|initial|other)\s+(?:dates?|days)\b"
                     r"|\b(?:dates?|days)\s+(?:back|as\s+(?:they\s+)?were|like\s+before)\b", re.IGNORECASE)
_SAID_DATES = lazy_compile(r"\bdates (?P<dates>[A-Z][a-z]+ \d{1,2}(?:, \d{4})? to [A-Z][a-z]+ \d{1,2}, \d{4})")


def old_dates(text: str, state: Mapping[str, Any]) -> str | None:
    """``text`` said as the dates before the last change ("March 22 to March 24, 2022"), when it asks them back with a
    question open and names no date of its own; None otherwise (or when no earlier reply held other dates)."""
    if not _BACK.search(text) or re.search(r"\d", text):
        return None
    said = [found.group("dates") for message in state.get("messages") or [] if getattr(message, "type", None) == "ai"
            for found in [_SAID_DATES.search(str(message.content))] if found is not None]
    if not said:
        return None
    now = said[-1]
    earlier = [dates for dates in said if dates != now]
    return f"dates {earlier[-1]}" if earlier else None


__all__ = ["old_dates"]
