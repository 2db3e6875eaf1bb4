"""A rule said as a preference in a conversation ("actually an entire place would be better" after "private room
please"): read as that rule, and said so (the user can say it is only a wish).

In a request "an entire home would be better" is a preference no rule holds (``domain.parsing.caveats``: "private room
is fine but an entire home would be better" must not become a rule stricter than asked). Said alone in a conversation
about a planned trip, with no fallback beside it, it is the rule wanted (or corrected): left unread, the chat answered
"I didn't understand", and read as "nicer stays" it re-planned with the old room type kept (issue 39: a change said is
applied, or its reason given).
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile

_PREFERRED = lazy_compile(r"\s*\bwould\s+be\s+(?:better|nicer|preferable)\b", re.IGNORECASE)
_FALLBACK = lazy_compile(r"\b(?:is|are|'s)\s+(?:fine|ok|okay|acceptable|alright)\b|\bbut\b", re.IGNORECASE)


def plain(text: str) -> str | None:
    """The message with its "would be better" taken out, when it says a preference with no fallback beside it."""
    if not _PREFERRED.search(text) or _FALLBACK.search(text):
        return None
    return _PREFERRED.sub("", text)


def only_rules(trip: dict[str, Any], draft: dict[str, Any]) -> bool:
    """Whether ``draft`` changes a rule of ``trip`` and nothing but its rules (never the route, dates, party, budget)."""
    old, new = trip.get("local_constraint") or {}, draft.get("local_constraint") or {}
    fields = ("org", "dest", "date", "people_number", "budget")
    return any(old.get(key) != new.get(key) for key in set(old) | set(new)) and all(
        trip.get(f) == draft.get(f) for f in fields)


NOTE = "I took {said!r} as your rule now (say so if it is only a wish)"

__all__ = ["NOTE", "only_rules", "plain"]
