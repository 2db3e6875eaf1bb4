"""Wishes about where the nights are spent, answered from the trip and its plan (issue 39: every no explained):
"same hotel every night" and "at least 2 nights in each city".

A plan takes one stay a city for all the nights it spends there, and the planner sets how many nights each city of a
multi-city trip gets (no rule of a request can set them). So "the same hotel every night" already holds on a one-city
trip and cannot on a trip through several cities; "N nights in each city" cannot fit when the trip has fewer nights
than the cities need, already holds when the plan gives each city that many, and otherwise is said as a wish the plan
cannot be held to. Each reply says which, and why; nothing is re-planned.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from himap_travel.domain.parsing.clause_form import one_stay_asked
from himap_travel.domain.parsing.numbers import NUM, num_value
from himap_travel.domain.text.lazy_regex import lazy_compile

# "at least 2 nights in each city", "3 nights in every city", "min two nights per stop": each read as at least N (the
# nights left over go to some city)
_NIGHTS_EACH = lazy_compile(
    rf"\b(?:(?:at\s+least|min(?:imum)?(?:\s+of)?|no\s+(?:less|fewer)\s+than)\s+)?(?P<n>{NUM})\s*(?:\+|\s+or\s+more)?"
    r"\s+nights?\s+(?:in|at|for|per)\s+(?:each|every|all|any|a)?\s*(?:of\s+the\s+)?(?:cit(?:y|ies)|stops?|places?|towns?)\b",
    re.IGNORECASE)


def _stays(plan: Sequence[Mapping[str, Any]]) -> list[str]:
    """The plan's stays, each once, in order."""
    return list(dict.fromkeys(str(day.get("accommodation")) for day in plan if str(day.get("accommodation") or "-").strip() != "-"))


def one_stay(text: str, trip: Mapping[str, Any], plan: Sequence[Mapping[str, Any]]) -> str | None:
    """The reply to "same hotel every night" on ``trip``; None when the message asks otherwise, or when the plan holds
    several stays in its one city (after a swap: the message is an edit then)."""
    if one_stay_asked(text) is None:
        return None
    stays, cities = _stays(plan), trip.get("visiting_city_number") or 1
    if cities > 1:
        where = f" ({'; '.join(stays)})" if stays else ""
        return (f"A trip through {cities} cities needs a stay in each city, so one hotel for every night can't work: each "
                f"city keeps one stay for all its nights{where}, so nothing changed.")
    if not plan:
        return "Every plan keeps this: a plan takes one stay for all the nights in a city, so nothing changed."
    return f"Your plan already keeps this: you stay at {stays[0]} every night, so nothing changed." if len(stays) == 1 else None


def nights_each(text: str, trip: Mapping[str, Any], plan: Sequence[Mapping[str, Any]]) -> str | None:
    """The reply to "at least N nights in each city" on ``trip``: it cannot fit, it already holds, or the plan cannot
    be held to it (the planner sets the nights); None when the message asks otherwise."""
    m = _NIGHTS_EACH.search(text)
    wanted = num_value(m.group("n")) if m else None
    if m is None or wanted is None:
        return None
    days, cities = len(trip.get("date") or []), trip.get("visiting_city_number") or 1
    nights, asked = max(days - 1, 0), m.group(0).strip()
    if wanted * cities > nights:
        return (f"A {days}-day trip through {cities} {'city' if cities == 1 else 'cities'} has {nights} nights, fewer than "
                f"the {wanted * cities} that {asked!r} needs, so it can't fit and nothing changed.")
    held = Counter(str(day.get("accommodation")).rsplit(",", 1)[-1].strip() for day in plan[:nights]
                   if str(day.get("accommodation") or "-").strip() != "-")
    split = ", ".join(f"{city}: {count}" for city, count in held.items())
    if held and len(held) == cities and all(count >= wanted for count in held.values()):
        return f"Your plan already keeps this ({split} nights), so nothing changed."
    return (f"I can't hold the plan to {asked!r}: the planner sets how many nights each city gets, and no rule can ask it "
            f"(your plan has {split or 'no nights yet'}), so nothing changed.")


def blanked(text: str) -> str:
    """``text`` with its "N nights in each city" blanked (same length): the trip's readers would take "3 nights" for
    its length and "each city" for a place; ``answer`` replies to it instead."""
    return _NIGHTS_EACH.sub(lambda m: " " * len(m.group(0)), text)


def answer(text: str, trip: Mapping[str, Any] | None, plan: Sequence[Mapping[str, Any]] | None) -> str | None:
    """The reply to a wish about where the nights are spent, or None when the message says none (or there is no trip)."""
    if not trip:
        return None
    return one_stay(text, trip, plan or []) or nights_each(text, trip, plan or [])


__all__ = ["answer", "blanked", "nights_each", "one_stay"]
