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

from himap_travel.nodes.chat.message_effect import Understanding

_MORE_TIME = re.compile(r"\b(?:(?:more|extra|longer|additional)\s+(?:time|nights?|days?)|stay(?:ing)?\s+longer"
                        r"|an?\s+(?:extra|other)\s+(?:night|day))\s+(?:in|at)\s+(?P<city>[a-z][a-z .'-]*?)"
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


def answer(text: str, trip: Mapping[str, Any], plan: Sequence[Mapping[str, Any]]) -> str | None:
    """The reply when the plan already visits the city asked (nothing changed); None when it asks none, or a city the
    plan does not visit (``noted`` says it then)."""
    said = city_asked(text)
    nights = _nights(plan)
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
