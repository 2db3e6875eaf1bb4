"""A cheaper part asked about ("cheaper hotel?", "any cheaper flight on day 3?", "is there a cheaper flight home?",
"cheaper hotel in tampa?"): the cheaper options priced, each one that keeps the whole plan's checks (the budget, the
rules, minimum nights, room for the party), the plan unchanged; "book that one" then takes the first
(``consent``).

Before, "cheaper hotel?" re-planned the stays as if asked outright, "any cheaper flight on day 3?" re-planned the trip
for the lowest cost, and "is there a cheaper flight home?" said only that planning would tell. Asked as a question (a
question mark, "any ...", "is there ..."), it is answered with figures; asked outright ("cheaper hotel pls") it is
applied as before (``stay_swap``, ``flight_swap``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from itertools import islice
from typing import Any

from himap_travel.domain.evaluation.costs import accommodation_cost
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.money import money
from himap_travel.nodes.chat.city_scope import city_said, plan_cities
from himap_travel.nodes.chat.flight_swap import Asked, options, passing
from himap_travel.nodes.chat.markdown import venue_name
from himap_travel.nodes.chat.meal_swap import plan_passes
from himap_travel.nodes.chat.reading_turn import Turn
from himap_travel.nodes.chat.stay_swap import cheaper_stays, stays_of
from himap_travel.nodes.chat.swap import MEAL, MEALS_SAID, day_named
from himap_travel.state.days import MEALS
from himap_travel.state.trip import TripSpec

_CHEAPER = r"(?:cheaper|less\s+expensive|more\s+affordable|lower[\s-]priced)"
_STAY = r"(?:hotels?|stays?|places?\s+to\s+stay|rooms?|accommodations?|lodging|airbnbs?)"
_FLY = r"(?:flights?|planes?)"
_MEAL = r"(?:breakfasts?|brunch|lunch(?:es)?|dinners?|suppers?|meals?|restaurants?)"
_ASKED = lazy_compile(rf"^\W*(?:(?:is|are)\s+there\s+(?:an?\s+|any\s+)?|any\s+|got\s+(?:an?\s+|any\s+)?|a\s+)?"
                      rf"{_CHEAPER}\s+"
                      rf"(?P<part>{_STAY}|{_FLY}|{_MEAL})\b[^.!]*\?\s*$"
                      rf"|^\W*(?:(?:is|are)\s+there\s+(?:an?\s+|any\s+)?|any\s+){_CHEAPER}\s+"
                      rf"(?P<part2>{_STAY}|{_FLY}|{_MEAL})\b"
                      # ... or anything cheaper for it ("is there anything cheaper for dinner on day 2", "anywhere
                      # cheaper for lunch?")
                      rf"|^\W*(?:(?:is|are)\s+there\s+)?(?:anything|something|any(?:where|place)|somewhere)\s+{_CHEAPER}\s+"
                      rf"(?:for|at)\s+(?:the\s+)?(?P<part3>{_STAY}|{_FLY}|{_MEAL})\b"
                      # ... or whether it could be cheaper ("could the dinner on day 2 be cheaper?")
                      rf"|^\W*(?:could|can|would)\s+(?:the|our|that)\s+(?P<part4>{_STAY}|{_FLY}|{_MEAL})\b[^.!?]*\bbe\s+"
                      rf"{_CHEAPER}\b[^.!]*\?\s*$",
                      re.IGNORECASE)
_HOME = lazy_compile(r"\b(?:home|back|return)\b", re.IGNORECASE)
_MOST_TRIED = 12  # cheaper restaurants checked against the whole plan, cheapest first
OFFER = "Say \"book that one\" to switch to the first; nothing changed yet."


_LEAD = lazy_compile(r"^\W*(?:(?:is|are)\s+there\s+(?:an?\s+|any\s+)?|any\s+|got\s+(?:an?\s+|any\s+)?|a\s+)",
                     re.IGNORECASE)


def asked_outright(text: str) -> str:
    """A cheaper stay asked about, as asked for ("is there a cheaper hotel in the first city?": "cheaper hotel in the
    first city pls"): what "book that one" after it means (``consent``)."""
    return f"{_LEAD.sub('', text).strip().rstrip('?!. ')} pls"


def cheaper_asked(text: str) -> str | None:
    """"stay", "flight" or "meal" when the message asks whether that part comes cheaper (the module's note), else
    None."""
    found = _ASKED.search(text)
    if found is None:
        return None
    part = next(found.group(g) for g in ("part", "part2", "part3", "part4") if found.group(g)).lower()
    return "flight" if re.match(_FLY, part) else "meal" if re.match(_MEAL, part) else "stay"


def _city_of(text: str, plan: list[dict[str, Any]], sandbox: Any) -> list[str]:
    """The plan's stays ("Name, City") of the city the message names ("in tampa", "in the first city"), or every stay
    when it names none of them."""
    stays = list(stays_of(plan))
    city = city_said(text, plan_cities(plan), sandbox)
    named = [s for s in stays if s.rpartition(",")[2].strip() == city]
    return named or stays


def stays_priced(text: str, state: Mapping[str, Any], sandbox: Any) -> str:
    """The cheaper stays, per stay of the plan (of the city named), that keep every check: at most two each."""
    plan, trip = [dict(d) for d in state.get("plan") or []], state.get("trip") or {}
    lines, people = [], int(trip.get("people_number") or 1)
    for entry in _city_of(text, plan, sandbox):
        days = stays_of(plan)[entry]
        found = list(islice(cheaper_stays(entry, days, plan, trip, sandbox), 2))
        city = entry.rpartition(",")[2].strip()
        if not found:
            row = next((a for a in sandbox.accommodations_in(city) if (a.name or "").strip() == venue_name(entry)), None)
            price = accommodation_cost(row.price or 0, row.maximum_occupancy or 1, people) if row else 0
            lines.append(f"- {city}: none cheaper than {venue_name(entry)} ({money(price)} a night) keeps your "
                         "rules, minimum nights, room for your party and budget.")
            continue
        cost = found[0][2]
        said = [f"{o.name} ({money(new)} a night, {o.room_type}, rated {o.review_rate or 0:g}; "
                f"{money((cost - new) * len(days))} less over {len(days)} night{'s' if len(days) > 1 else ''})"
                for o, _edited, _cost, new in found]
        lines.append(f"- {city}: instead of {venue_name(entry)} ({money(cost)} a night): " + "; ".join(said) + ".")
    offer = OFFER if any(": instead of" in line for line in lines) else "Nothing changed."
    return "\n".join(["Cheaper stays that keep every rule of your trip:", *lines, offer])


def flights_priced(text: str, state: Mapping[str, Any], sandbox: Any) -> str:
    """The cheaper flights of the day asked (the way home, the way out, a day named; else the first flight) that keep
    every check, at most three, with what each saves the party."""
    plan, trip = list(state.get("plan") or []), state.get("trip") or {}
    day = priced_day(text, plan)
    found = options(Asked(day, "cheaper", None), day, state, sandbox)
    if isinstance(found, str):
        return f"{found}; nothing changed."
    taken, ordered = found
    kept = passing(day, ordered, state, sandbox)[:3]
    people = int(trip.get("people_number") or 1)
    head = (f"Day {day}'s flight {taken.flight_number} leaves at {taken.dep_time} for {money(taken.price or 0)} a "
            f"seat.")
    if not kept:
        tried = ", ".join(f"{f.flight_number} at {money(f.price or 0)}" for f in ordered[:3])
        return f"{head} The cheaper flights that day ({tried}) would break your budget or a rule of the trip, so " \
               "nothing changed."
    said = [f"{f.flight_number} leaving {f.dep_time}, arriving {f.arr_time}, {money(f.price or 0)} a seat "
            f"({money(((taken.price or 0) - (f.price or 0)) * people)} less for your party)" for f, _ in kept]
    return f"{head} Cheaper that day, each keeping your rules: " + "; ".join(said) + ". " + OFFER


def priced_day(text: str, plan: list[dict[str, Any]]) -> int:
    """The day whose flight a message asks about: a day named, the way home (the last day), else the first flight."""
    flown = [n for n, d in enumerate(plan, 1) if "Flight Number" in str(d.get("transportation"))]
    return day_named(text, len(plan)) or (len(plan) if _HOME.search(text) else None) or (flown[0] if flown else 1)


def meals_priced(text: str, state: Mapping[str, Any], sandbox: Any) -> str:
    """The cheaper restaurants for a meal of the plan (the meal and day said; with no meal said, the day's dinner, else
    lunch, else breakfast) that the plan does not eat at yet and whose plan keeps every check: at most three."""
    plan, trip = [dict(d) for d in state.get("plan") or []], state.get("trip") or {}
    day = day_named(text, len(plan))
    said = MEAL.search(text)
    named = MEALS_SAID.get(said.group(1).lower(), said.group(1).lower()) if said else None
    meals = (named,) if named else ("dinner", "lunch", "breakfast")
    planned = [m for m in meals if day and str(plan[day - 1].get(m) or "-").strip() != "-"]
    if day is None or not planned:
        return ("Say which meal and day to price (\"a cheaper dinner on day 2?\"): " +
                ("that day has no such meal in the plan; " if day else "") + "nothing changed.")
    meal, people = planned[0], int(trip.get("people_number") or 1)
    entry = str(plan[day - 1][meal])
    city, now = entry.rpartition(",")[2].strip(), venue_name(entry)
    rows = list(sandbox.restaurants_in(city))
    cost = next((r.average_cost or 0 for r in rows if (r.name or "").strip() == now.strip()), 0)
    eaten = {venue_name(d.get(m) or "-") for d in plan for m in MEALS}
    spec, kept = TripSpec.from_trip(trip), []
    for option in sorted((r for r in rows if r.name and r.name not in eaten and (r.average_cost or 0) < cost),
                         key=lambda r: r.average_cost or 0)[:_MOST_TRIED]:
        edited = [dict(d) for d in plan]
        edited[day - 1][meal] = f"{option.name}, {city}"
        if plan_passes(spec, edited, sandbox):
            kept.append(f"{option.name} ({money(option.average_cost or 0)} a person, rated {option.rating or 0:g}; "
                        f"{money((cost - (option.average_cost or 0)) * people)} less for your party)")
        if len(kept) == 3:
            break
    head = f"Day {day}'s {meal} is at {now}, {money(cost)} a person."
    if not kept:
        return f"{head} No cheaper restaurant in {city} the plan doesn't eat at yet keeps your rules; nothing changed."
    return f"{head} Cheaper in {city}, each keeping your rules: " + "; ".join(kept) + ". Nothing changed."


def cheaper_priced(turn: Turn) -> dict[str, Any] | None:
    """A step before the trip parser (``understand._BEFORE_PARSING``): a cheaper stay or flight asked about, priced."""
    part = cheaper_asked(turn.text) if turn.editing and turn.plan and turn.valid else None
    if part is None:
        return None
    pricer = {"stay": stays_priced, "flight": flights_priced, "meal": meals_priced}[part]
    said = pricer(turn.text, turn.state, turn.sandbox)
    return {"answer": said, "problems": []}
