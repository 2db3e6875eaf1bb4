"""A question or change scoped to one city of a trip through several ("where do we stay in the first city?", "and the
hotel in the second city", "the first city's restaurants?", "what are we doing in Texarkana?", "and in the 2nd?",
"cheaper hotel in tampa pls", "different hotel in the second city"): answered, or changed, for that city alone.

Before, the whole trip's stays were listed, the city was dropped ("cheaper hotel in tampa" made every stay cheaper),
a city the trip does not visit was added as a wish ("and the hotel in miami?"), or the message was not understood.
The city is the one named ("Tampa"), or the trip's n-th city by the order it visits them ("the second city"); a
follow-up that names only the city ("and in the 2nd?") asks what the message before asked (the stay, the meals, the
sights). A city the trip does not visit is named with the trip's cities; an n-th city the trip does not have is said so.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from himap_travel.domain.evaluation.costs import accommodation_cost
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.money import money
from himap_travel.nodes.chat.markdown import venue_name
from himap_travel.nodes.chat.meal_swap import edited_plan
from himap_travel.nodes.chat.reading_turn import Turn
from himap_travel.nodes.chat.stay_swap import cheaper_stays, stays_of
from himap_travel.state.days import MEALS

_NTH = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
_ORDINAL = lazy_compile(r"\b(?P<nth>first|1st|second|2nd|third|3rd|fourth|4th|last|final)\s+(?:city|stop|town|place)\b"
                        r"|\b(?P<nth2>first|1st|second|2nd|third|3rd|last)\s+one\b", re.IGNORECASE)
_FOLLOW_UP = lazy_compile(r"^\W*(?:and|what\s+about|how\s+about|same\s+for)?\s*(?:for\s+|in\s+|at\s+)?(?:the\s+)?"
                          r"(?P<nth>first|1st|second|2nd|third|3rd|last|other)(?:\s+(?:one|city|stop))?\W*$",
                          re.IGNORECASE)
_TOPICS = {
    "stay": lazy_compile(r"\b(?:hotels?|stay(?:ing)?|sleep(?:ing)?|accommodations?|lodging|airbnbs?|rooms?|crash)\b",
                         re.I),
    "meals": lazy_compile(r"\b(?:restaurants?|eat(?:ing)?|food|meals?|dinners?|lunch(?:es)?|breakfasts?)\b", re.I),
    "sights": lazy_compile(r"\b(?:sights?|attractions?|doing|see(?:ing)?|visit(?:ing)?|things\s+to\s+do|activities)\b",
                           re.I),
}
_CHANGE = lazy_compile(r"\b(?P<cheaper>cheaper|less\s+expensive)\b|\b(?:different|another|other|change|swap|switch)\b",
                       re.IGNORECASE)
_ASKS = lazy_compile(r"\?\s*$|^\W*(?:and\s+)?(?:where|what|which|how|is|are|do|does)\b", re.IGNORECASE)
# Said as a noun phrase asking ("and the hotel in the second city", "what about the first city's restaurants")
_NOUN_ONLY = lazy_compile(r"^\W*(?:and\s+|what\s+about\s+|how\s+about\s+|ok\s+|so\s+)?(?:the|our)\b"
                          r"(?!.*\b(?:pls|please|plz)\b)",
                          re.IGNORECASE)
# Nights or days said (the length of a stay, ``more_time``'s), or a change asked as a question ("can we ...")
_LENGTH = lazy_compile(r"\b(?:nights?|days?|longer|shorter|extra|more\s+time|less\s+time)\b", re.IGNORECASE)
_REQUEST = lazy_compile(r"^\W*(?:(?:and|so|ok|hmm)\W+)?(?:can|could|shall|should|may|would)\s+(?:we|i|you)\b",
                        re.IGNORECASE)
_DISRUPTED = lazy_compile(r"\b(?:overbooked|cancel+ed|closed|shut|flooded|unavailable|no\s+longer|fell\s+through"
                          r"|booked\s+up|is\s+full)\b", re.IGNORECASE)
_IN_A_CITY = lazy_compile(r"\b(?:in|at)\s+(?P<city>[a-z][a-z.' ]{1,30}?)\s*\??\s*$", re.IGNORECASE)


def plan_cities(plan: list[dict[str, Any]]) -> list[str]:
    """The cities the trip visits (where it stays, or sees sights), in the order it visits them."""
    cities = [s.rpartition(",")[2].strip() for s in stays_of(plan)]
    cities += [s.rpartition(",")[2].strip() for d in plan for s in str(d.get("attraction")).split(";") if s.strip(" -")]
    return list(dict.fromkeys(c for c in cities if c))


def city_said(text: str, cities: list[str], sandbox: Any) -> str | None:
    """The city of the trip the message names (a plan city's name, or its n-th city); "" for an n-th city the trip does
    not have; a known city's name the trip does not visit prefixed with "!"; None when it names no city."""
    for city in cities:
        if re.search(rf"\b{re.escape(city)}\b", text, re.IGNORECASE):
            return city
    found = _ORDINAL.search(text) or _FOLLOW_UP.match(text)
    if found is not None:
        word = (found.groupdict().get("nth") or found.groupdict().get("nth2") or "").lower()
        number = len(cities) if word in ("last", "final") else 2 if word == "other" and len(cities) == 2 \
            else _NTH.get(word, 0)
        return cities[number - 1] if 1 <= number <= len(cities) else ""
    other = _IN_A_CITY.search(text)
    if other is not None:
        name = other.group("city").strip().title()
        if sandbox.state_of(name) is not None:
            return f"!{name}"
    return None


def _topic(text: str, before: str | None) -> str | None:
    """What the message asks of the city (the stay, the meals, the sights); a follow-up asks what the one before did."""
    for source in (text, before or ""):
        found = [name for name, words in _TOPICS.items() if words.search(source)]
        if len(found) == 1:
            return found[0]
    return None


def _before(state: Mapping[str, Any]) -> str | None:
    """The person's message before this one, if any."""
    said = [str(m.content) for m in state.get("messages") or [] if m.type == "human"]
    return said[-2] if len(said) >= 2 else None


def city_scoped(turn: Turn) -> dict[str, Any] | None:
    """A step before the trip parser (``understand._BEFORE_PARSING``): the question for one city of the trip (the
    module's note); None when the message names no city with what it asks of it, or asks a change."""
    update = _scoped(turn)
    return update if update is None or "answer" in update else None


def city_stay_changed(turn: Turn) -> dict[str, Any] | None:
    """A step before the disruptions are read (``understand._BEFORE_PARSING``; "different hotel" alone asks which
    night's): the stay of one city changed ("different hotel in the second city pls"), never a stay said to have
    fallen through ("the hotel in tampa is overbooked": the disruption's)."""
    if _DISRUPTED.search(turn.text):
        return None
    update = _scoped(turn)
    return update if update is not None and "answer" not in update else None


def _scoped(turn: Turn) -> dict[str, Any] | None:
    """The update for a message scoped to one city (``city_scoped``, ``city_stay_changed``), or None."""
    if not turn.editing or not turn.plan:
        return None
    cities = plan_cities(turn.plan)
    city = city_said(turn.text, cities, turn.sandbox)
    follow = _FOLLOW_UP.match(turn.text) is not None
    topic = _topic(turn.text, _before(turn.state) if follow else None)
    if city is None or topic is None or (len(cities) < 2 and not (city or "").startswith("!")):
        return None
    if _LENGTH.search(turn.text) or _REQUEST.match(turn.text):
        return None  # "can we stay longer in the first city?": the nights' (``more_time``), asked as a change
    change = _CHANGE.search(turn.text)
    asks = follow or _ASKS.search(turn.text) is not None or _NOUN_ONLY.match(turn.text) is not None
    if change is not None and not asks:
        changes_stay = topic == "stay" and bool(city) and not city.startswith("!")
        return _stay_changed(turn, city, bool(change.group("cheaper"))) if changes_stay else None
    if change is not None or not asks:
        return None  # "cheaper hotel in tampa?": priced (``cheaper_priced``); "dinner in tampa, italian": a change
    if city == "":
        return _said(f"Your trip visits {len(cities)} cities ({', '.join(cities)}), so there is no such city in it; "
                     "nothing changed.")
    if city.startswith("!"):
        return _said(f"Your trip doesn't go to {city[1:]}: its cities are {', '.join(cities)}. Nothing changed.")
    return _said(_ANSWERS[topic](turn.plan, city, turn.state.get("trip") or {}, turn.sandbox))


def _said(answer: str) -> dict[str, Any]:
    return {"answer": answer, "problems": []}


def _stay_answer(plan: list[dict[str, Any]], city: str, trip: Mapping[str, Any], sandbox: Any) -> str:
    entry = next((s for s in stays_of(plan) if s.rpartition(",")[2].strip() == city), None)
    if entry is None:
        return f"The plan has no night in {city} (you pass through it), so there is no stay there."
    nights = stays_of(plan)[entry]
    row = next((a for a in sandbox.accommodations_in(city) if (a.name or "").strip() == venue_name(entry)), None)
    people = int(trip.get("people_number") or 1)
    price = f", {money(accommodation_cost(row.price or 0, row.maximum_occupancy or 1, people))} a night" if row else ""
    # its rating too: "what's the hotel rated in the first city" is asked of the stay, and a stay named without the
    # rating asked for answered a question nobody asked (issue 39: a question about the plan is answered)
    price += f", rated {row.review_rate:.1f}" if row and row.review_rate is not None else ""
    return (f"In {city} you stay at {venue_name(entry)}{price} (the night{'s' if len(nights) > 1 else ''} of day "
            f"{' and '.join(str(n + 1) for n in nights)}).")


def _meals_answer(plan: list[dict[str, Any]], city: str, trip: Mapping[str, Any], sandbox: Any) -> str:
    eaten = [f"day {d.get('days')} {meal}: {venue_name(d.get(meal))}" for d in plan for meal in MEALS
             if str(d.get(meal) or "-").strip() != "-" and str(d.get(meal)).rpartition(",")[2].strip() == city]
    return f"In {city} you eat at: " + "; ".join(eaten) + "." if eaten else f"The plan has no meal in {city}."


def _sights_answer(plan: list[dict[str, Any]], city: str, trip: Mapping[str, Any], sandbox: Any) -> str:
    seen = [f"day {d.get('days')}: {venue_name(s)}" for d in plan for s in str(d.get("attraction")).split(";")
            if s.strip(" -") and s.rpartition(",")[2].strip() == city]
    return f"In {city} you see: " + "; ".join(seen) + "." if seen else f"The plan has no sight in {city}."


_ANSWERS = {"stay": _stay_answer, "meals": _meals_answer, "sights": _sights_answer}


def _stay_changed(turn: Turn, city: str, cheaper: bool) -> dict[str, Any]:
    """The plan with the stay of ``city`` alone put at another (cheaper, when asked) that keeps every check."""
    plan, trip = [dict(d) for d in turn.plan or []], turn.state.get("trip") or {}
    entry = next((s for s in stays_of(plan) if s.rpartition(",")[2].strip() == city), None)
    if entry is None:
        return _said(f"The plan has no night in {city}, so there is no stay there to change; nothing changed.")
    found = next(cheaper_stays(entry, stays_of(plan)[entry], plan, trip, turn.sandbox, cheaper=cheaper), None)
    if found is None:
        what = "cheaper " if cheaper else "other "
        return _said(f"I couldn't change the stay in {city}: no {what}stay there keeps your budget, rules, minimum "
                     f"nights and room for your party ({venue_name(entry)} is kept); nothing changed.")
    option, edited, cost, new = found
    return edited_plan(trip, turn.state, edited, f"stay in {city}: {venue_name(entry)} ({money(cost)} a night) → "
                                                 f"{option.name} ({money(new)} a night, {option.room_type}, rated "
                                                 f"{option.review_rate or 0:g})")
