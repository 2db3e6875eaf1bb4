"""A question about how the plan's places are rated ("which restaurants are the best rated?", "how is the hotel
rated?", "whats the best restaurant on the trip"), answered from the data's ratings of the plan's own restaurants and
stays, best first; never the whole itinerary to search.

The data rates restaurants (an aggregate rating out of 5) and stays (a review rate out of 5); it has no rating of a
sight, which is said when sights are asked about.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.intent_follow_up import PART_WORDS
from himap_travel.nodes.chat.markdown import shown, venue_name
from himap_travel.nodes.chat.venue_asked import place_row
from himap_travel.state.days import MEALS

# A rating asked ("how is it rated", "what are the ratings", "stars", "reviews"), or the best or worst of a part of
# the plan ("the best restaurant", "nicest hotel we have", "top rated place to eat")
# ... or whether they are good ("what about the restaurants, are they good", "is it decent?")
_RATED = (r"rated|ratings?|stars?|reviews?|reviewed|scores?|any\s+good|how\s+good"
          r"|(?:are|r|is)\s+(?:they|it|those|these)\s+(?:any\s+|really\s+|actually\s+|even\s+)?(?:good|decent|nice)")
_PART = rf"{PART_WORDS['meals']}|{PART_WORDS['stays']}|places?\s+to\s+(?:eat|stay)|sights?|attractions?"
ASKED = lazy_compile(rf"\b(?:{_RATED})\b"
                     rf"|\b(?:best|top|nicest|finest|highest|worst|lowest)\b(?:\s+\w+){{0,2}}?\s+(?:{_PART})\b", re.IGNORECASE)
# ... never a price asked of a rated place ("how much is the 4 star hotel?": the price's answer)
_PRICE = lazy_compile(r"\b(?:much|costs?|costing|price[sd]?|pricey|pay(?:ing)?|expensive|cheap(?:er|est)?|budget)\b|\$",
                      re.IGNORECASE)
_WORST = lazy_compile(r"\b(?:worst|lowest|poorest|least)\b", re.IGNORECASE)
_MEALS = lazy_compile(rf"\b(?:{PART_WORDS['meals']}|places?\s+to\s+eat|eat)\b", re.IGNORECASE)
_STAYS = lazy_compile(rf"\b(?:{PART_WORDS['stays']}|places?\s+to\s+stay|sleep(?:ing)?)\b", re.IGNORECASE)
_SIGHTS = lazy_compile(r"\b(?:sights?|attractions?|museums?|parks?)\b", re.IGNORECASE)


def ratings_answer(asked: str, plan: list[dict[str, Any]], sandbox: Any, message: str = "") -> str | None:
    """The ratings of the plan's restaurants or stays (both when neither is named), best first (worst first when the
    lowest is asked); None when ``asked`` asks no rating. ``message``: the whole message ``asked`` is part of, whose
    part names what "it" is ("which hotel is it and how is it rated")."""
    if not ASKED.search(asked) or _PRICE.search(asked):
        return None
    meals, stays, sights = _parts(asked)
    if not (meals or stays or sights):
        meals, stays, sights = _parts(message)
    if not (meals or stays or sights):
        meals = stays = True
    worst = bool(_WORST.search(asked))
    said = [*(_restaurants(plan, sandbox, worst) if meals else []), *(_stays(plan, sandbox, worst) if stays else [])]
    if sights:
        said.append("My data has no ratings of sights, so I can't compare them.")
    return "\n\n".join(said) or None


def _parts(text: str) -> tuple[bool, bool, bool]:
    """Whether ``text`` names the plan's restaurants, its stays, its sights."""
    return bool(_MEALS.search(text)), bool(_STAYS.search(text)), bool(_SIGHTS.search(text))


def _restaurants(plan: list[dict[str, Any]], sandbox: Any, worst: bool) -> list[str]:
    where: dict[str, list[str]] = {}
    for day in plan:
        for meal in MEALS:
            entry = str(day.get(meal) or "-").strip()
            if entry != "-":
                where.setdefault(entry, []).append(f"day {day.get('days')} {meal}")
    rated = [(entry, _rating(sandbox, "restaurant", entry), meals) for entry, meals in where.items()]
    return [_ranked("restaurant", rated, worst)] if rated else ["Your plan has no meals out."]


def _stays(plan: list[dict[str, Any]], sandbox: Any, worst: bool) -> list[str]:
    where: dict[str, list[str]] = {}
    for day in plan:
        entry = str(day.get("accommodation") or "-").strip()
        if entry != "-":
            where.setdefault(entry, []).append(f"night of day {day.get('days')}")
    rated = [(entry, _rating(sandbox, "stay", entry), nights) for entry, nights in where.items()]
    return [_ranked("stay", rated, worst)] if rated else ["Your plan has no overnight stays."]


def _ranked(kind: str, rated: list[tuple[str, float | None, list[str]]], worst: bool) -> str:
    """The places by rating (unrated last), with the best (or worst) named first."""
    known = sorted(((e, r, w) for e, r, w in rated if r is not None), key=lambda k: k[1] if worst else -k[1])
    lines = [f"- {shown(venue_name(entry))}: {f'{rating:g}/5' if rating is not None else 'no rating in my data'} "
             f"({', '.join(when)})" for entry, rating, when in [*known, *(r for r in rated if r[1] is None)]]
    if not known:
        return f"My data has no rating for your plan's {kind}s:\n" + "\n".join(lines)
    entry, rating, when = known[0]
    if len(rated) == 1:
        return f"Your {kind}, {shown(venue_name(entry))}, is rated {rating:g}/5 in my data ({', '.join(when)})."
    return (f"The {'lowest' if worst else 'best'} rated {kind} of your plan is {shown(venue_name(entry))} ({rating:g}/5). "
            f"Your plan's {kind}s by rating:\n" + "\n".join(lines))


def _rating(sandbox: Any, kind: str, entry: str) -> float | None:
    name, _, city = entry.rpartition(",")
    row = place_row(sandbox, kind, city.strip(), name.strip())
    if row is None:
        return None
    rating = row.rating if kind == "restaurant" else row.review_rate
    return float(rating) if rating is not None else None
