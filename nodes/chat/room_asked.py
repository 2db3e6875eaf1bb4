"""A yes/no question about the room type of a stay of the plan ("is our stay on day 1 a private room?", "is the hotel
an entire place?"): answered yes or no from the data's room type of that night's stay (or each stay), nothing changed.

It was read as a question about the stay and answered with its name only, which says neither yes nor no.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.state.trip import ROOM_TYPE_LISTINGS

_YES_NO = lazy_compile(r"^\W*(?:(?:so|and|also|oh|hey|wait|hmm+|um+|btw|ok(?:ay)?)\W+)*(?:is|are|r|will|would)\b",
                       re.IGNORECASE)
_STAY = lazy_compile(r"\b(?:hotels?|stays?|place|accommodations?|airbnbs?|apartment|house|lodging|rentals?|listing|it)\b",
                     re.IGNORECASE)
_ROOMS = (("private room", lazy_compile(r"\bprivate\s+(?:room|bedroom)\b", re.IGNORECASE)),
          ("shared room", lazy_compile(r"\bshared\s+(?:room|bedroom|space)\b", re.IGNORECASE)),
          ("entire room", lazy_compile(r"\b(?:entire|whole)\s+(?:home|house|place|apartment|apt|flat|unit)\b", re.IGNORECASE)))
_NIGHT = lazy_compile(r"\b(?:day|night)\s*(\d{1,2})\b", re.IGNORECASE)
_CHANGE = lazy_compile(r"\b(?:can|could|make|find|change|book|get|switch|want|need|instead)\b", re.IGNORECASE)


def room_answer(text: str, plan: list[dict[str, Any]] | None, sandbox: Any) -> str | None:
    """Yes or no, from the data, when the message asks whether a stay of the plan is a room type; None otherwise."""
    asked = [(wanted, pattern) for wanted, pattern in _ROOMS if pattern.search(text)]
    if len(asked) != 1 or not plan or not _YES_NO.match(text) or not _STAY.search(text) or _CHANGE.search(text):
        return None
    night = _NIGHT.search(text)
    days = [int(night.group(1))] if night else list(range(1, len(plan) + 1))
    entries = list(dict.fromkeys(str(plan[d - 1].get("accommodation") or "-") for d in days if 0 < d <= len(plan)))
    entries = [e for e in entries if e.strip() != "-"]
    if not entries:
        return None
    wanted = asked[0][0]
    lines, kept = [], []
    for entry in entries:
        name, _, city = entry.rpartition(",")
        row = next((a for a in sandbox.accommodations_in(city.strip()) if a.name == name.strip()), None)
        if row is None:
            return None
        kept.append(row.room_type in ROOM_TYPE_LISTINGS[wanted])
        lines.append(f"- {row.name} ({row.city}): {row.room_type}")
    lead = "Yes." if all(kept) else "No." if not any(kept) else "Not every one."
    return f"{lead} The data lists the room type of the plan's stay:\n" + "\n".join(lines) + "\n\nNothing changed."


__all__ = ["room_answer"]
