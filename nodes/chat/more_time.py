"""More time asked in one city of the trip ("can we spend more time in austin", "more nights in dallas pls", "can we
stay longer in los angeles?"): the planner sets how many nights each city of a trip gets, and no rule of a request can ask
it (docs/chat.md), so the wish is never claimed as kept. A city the plan already visits: said so, with the nights it
has, and nothing changed; a city it does not visit: the trip parser's "visit <city>" applied, and the reply says the
nights are the planner's to set.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.message_effect import Understanding

_MORE_TIME = lazy_compile(r"\b(?:(?:more|extra|longer|additional)\s+(?:time|nights?|days?)|stay(?:ing)?\s+longer"
                          r"|an?\s+(?:extra|other)\s+(?:night|day))\s+(?:in|at)\s+(?P<city>[a-z][a-z0-9 .'-]*?)"
                          r"(?=\s*(?:[,;.!?]|\bpl(?:ea)?se?\b|\bpls\b|\bif\b|\btoo\b|\bthen\b|\binstead\b|\band\b|$))",
                          re.IGNORECASE)


def city_asked(text: str) -> str | None:
    """The city the message asks more time in, as said; None when it asks none."""
    m = _MORE_TIME.search(text)
    return m.group("city").strip() if m else None


def _nights(plan: Sequence[Mapping[str, Any]]) -> Counter[str]:
    """Each city's nights in the plan (the night's stay names its city)."""
    return Counter(str(day.get("accommodation")).rsplit(",", 1)[-1].strip() for day in plan
                   if str(day.get("accommodation") or "-").strip() != "-")


# A city of the route said by its place in it ("the first city", "the 2nd one", "the last stop")
_NTH_CITY = lazy_compile(r"^(?:the\s+)?(?P<nth>first|1st|second|2nd|third|3rd|last|final)(?:\s+(?:city|one|stop|place))?$",
                         re.IGNORECASE)
_NTH = {"first": 0, "1st": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2, "last": -1, "final": -1}
# The nights asked per city ("how many nights in each?", "nights per city", "how long are we in each city?")
_NIGHTS_EACH = lazy_compile(r"\b(?:how\s+many\s+(?:nights?|days?)|how\s+long)\b[^.!?]{0,30}?"
                            r"\b(?:in\s+each|per|(?:at|in)\s+every|each)(?:\s+(?:city|cities|place|stop|one|of\s+them))?\s*(?:\?|$)"
                            r"|^\W*(?:nights?|days?)\s+(?:in\s+each|per)\s+(?:city|place|stop)\W*\?", re.IGNORECASE)


def nights_each(text: str, plan: Sequence[Mapping[str, Any]]) -> str | None:
    """The answer to the nights asked per city, from the plan's stays; None when the message asks no such thing or
    the plan has no stay."""
    nights = _nights(plan) if _NIGHTS_EACH.search(text) else Counter()
    if not nights:
        return None
    split = "; ".join(f"{c}: {n} night{'s' * (n != 1)}" for c, n in nights.items())
    return f"Your nights by city: {split} ({sum(nights.values())} nights in all)."


def answer(text: str, trip: Mapping[str, Any], plan: Sequence[Mapping[str, Any]]) -> str | None:
    """The reply when the plan already visits the city asked (nothing changed); None when it asks none, or a city the
    plan does not visit (``noted`` says it then). A city said by its place in the route ("the first city") is the
    plan's."""
    said = city_asked(text)
    nights = _nights(plan)
    nth = _NTH_CITY.match(said or "")
    if nth is not None and nights:
        said = list(nights)[_NTH[nth["nth"].lower()]] if _NTH[nth["nth"].lower()] < len(nights) else said
    city = next((c for c in nights if said and c.lower() == said.lower()), None)
    if city is None:
        return None
    if (trip.get("visiting_city_number") or 1) == 1:
        return (f"Your whole trip is in {city} ({nights[city]} nights): for more time there, make the trip longer "
                "(e.g. \"add a day\"), so nothing changed.")
    split = ", ".join(f"{c}: {n}" for c, n in nights.items())
    return (f"I can't give {city} more nights: the planner sets how many nights each city gets, and no rule can ask it "
            f"(your plan has {split} nights), so nothing changed.")


def noted(text: str, result: Understanding) -> Understanding:
    """``result`` with a note that the nights are the planner's, when the message asks more time in a city it adds."""
    said = city_asked(text)
    visits = ((result.draft or {}).get("local_constraint") or {}).get("visit cities") or []
    if said is None or result.problems or not any(c.lower() == said.lower() for c in visits):
        return result
    note = (f"more time in {said.title()} is not a rule I can keep: the planner sets how many nights each city gets, "
            f"so I only added it to the cities you visit")
    return replace(result, notes=[*result.notes, note])
