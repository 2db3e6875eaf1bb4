"""One meal of the plan asked of a cuisine ("swap day 2 dinner for something italian", "can day 3 lunch be mexican
instead", "i'd rather have chinese for lunch on the second day"): that meal is put at a restaurant of the cuisine in its
city, every other day and meal kept, never a rule for the whole trip said to be "already met" while that meal is not of
the cuisine.

The meal is replaced in the plan itself, so that nothing else changes, and kept as a rule of a meal on a given day
(``meal_days``: "Italian for dinner on day 2", or "Italian on day 2" when no meal was named), so that a later re-plan
keeps it too (a rule of that meal on that day before it gives way): the restaurants of the city serving the cuisine
that the plan does not eat at yet, the best rated first, and the first whose plan still passes every check (the
budget, the rules, the commonsense ones). The plan
before comes back with "undo" (``snapshot.WISH_BEFORE``). When none can be, the reply says why and nothing changes: the
city has no restaurant of the cuisine (or the data has no such cuisine at all), the plan eats at each already, or none
fits the budget or the rules (a rule of a cuisine at every such meal, "Italian for every dinner", is named: a
restaurant of the cuisine asked must serve its cuisine too). Only a plan that passes every check is changed so
(``understand``; one that does not is read by the trip parser as before): the plan changed is delivered by being checked
again (``plan_trip``'s kept plan).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from himap_travel.domain.constraints import named as named_constraint
from himap_travel.domain.constraints.cuisine import A_CUISINE, unknown_cuisines
from himap_travel.domain.constraints.meal_days import merged
from himap_travel.domain.evaluation.judge import judge_plan
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.money import money
from himap_travel.nodes.chat.markdown import venue_name
from himap_travel.nodes.chat.snapshot import WISH_BEFORE
from himap_travel.nodes.chat.swap import MEAL, MEALS_SAID, day_named
from himap_travel.state.days import MEALS
from himap_travel.state.trip import DATA_CUISINES, MealDay, TripSpec

# Said as a question about the meal as it is ("is day 2 dinner italian?", "what's for dinner on day 2?"): no change
_ASKED = lazy_compile(r"^\W*(?:what|what's|whats|which|where|when|who|why|how|is|are|was|were|does|do|did)\b", re.IGNORECASE)
# A cuisine said as unwanted ("no italian for dinner on day 2"): the avoiding rules' or the swap's, not this
_NOT = lazy_compile(r"\b(?:no|not|without|avoid|except|don'?t|hate)\b", re.IGNORECASE)
# A night said ("pizza on the last night"): its dinner, the last night the day before the last (``meal_days`` reads it)
_NIGHT = lazy_compile(r"\b(?:night|evening|tonight)\b", re.IGNORECASE)
# Several days said ("mexican on day 2 and 3"): a rule of each (``meal_days``), never one meal swapped
_DAYS_LISTED = lazy_compile(r"\bdays?\s+(?:\d{1,2}|one|two|three|four|five|six)\s*(?:,|and|&)\s*(?:day\s+)?"
                            r"(?:\d|one|two|three|four|five|six)\b", re.IGNORECASE)
_MOST_TRIED = 6  # candidates checked against the whole plan's rules, best rated first


def meal_asked(text: str, plan: list[dict[str, Any]] | None) -> tuple[int, tuple[str, ...], str, bool] | None:
    """The day, the meals to try and the cuisine a message asks one meal of the plan to be ("day 2", ("dinner",),
    "Italian"; "add Italian on day 2" names no meal: the day's dinner, else its lunch, else its breakfast); the cuisine
    is a word of any cuisine, the data's or not (one the data lacks is answered as such); None when the message names
    no day or no cuisine, says anything more in another clause (read as a whole, nothing of it dropped), asks about the
    meal as it is, or says the cuisine is unwanted; and whether it moves the food there ("instead")."""
    day = day_named(text, len(plan)) if plan else None
    if (day is None or _ASKED.match(text) or _NOT.search(text) or _more_said(text) or _NIGHT.search(text)
            or _DAYS_LISTED.search(text)):
        return None
    cuisine = A_CUISINE.search(text) or _unknown(text)
    if cuisine is None:
        return None
    meal = MEAL.search(text)
    meals = (MEALS_SAID.get(meal.group(1).lower(), meal.group(1).lower()),) if meal else ("dinner", "lunch", "breakfast")
    return day, meals, cuisine.group(0) if isinstance(cuisine, re.Match) else cuisine, bool(_INSTEAD.search(text))


# The food moved to the day said ("can the italian be on day 2 instead"): its rule held on another day goes
_INSTEAD = lazy_compile(r"\binstead\b", re.IGNORECASE)


# The clauses of a message, and the words that say nothing in one ("..., thanks", "pls", "lol")
_CLAUSE = lazy_compile(r"[,;.!]+|\b(?:and|but|also|plus|then)\b", re.IGNORECASE)
_FILLER = frozenset("ok okay pls please plz thanks thx ty lol tbh hmm hm oh so yeah yes actually maybe".split())


def _more_said(text: str) -> bool:
    """Whether the message has more than one clause saying something ("make it 4 people and italian for dinner on day
    2": the whole message is the trip parser's, never half applied here)."""
    said = [c for c in _CLAUSE.split(text) if set(re.findall(r"[a-z']+", c.lower())) - _FILLER]
    return len(said) > 1


def _unknown(text: str) -> str | None:
    """A cuisine named that the data has no restaurant of ("thai food"), as the cuisine reader words why."""
    problems: list[str] = []
    unknown_cuisines(text, (), problems)
    return problems[0] if problems else None


def meal_swapped(asked: tuple[int, tuple[str, ...], str, bool], trip: dict[str, Any], state: Mapping[str, Any],
                 sandbox: Any) -> dict[str, Any]:
    """The update for a meal asked of a cuisine: the edit putting it at a restaurant of the cuisine (the plan itself
    changed, the plan before kept for "undo"); the answer that it is of the cuisine already; or the problem saying why
    it cannot be (nothing changed). With no meal named, the day's planned meals in turn (dinner first): the first that
    can be is changed, else the first one's reason is said; a day with none planned is said so."""
    day, meals, cuisine, moved = asked
    plan = list(state.get("plan") or [])
    planned = [m for m in meals if str(plan[day - 1].get(m) or "-").strip() != "-"]
    if not planned:
        return _refused(f"day {day} has no {meals[0] if len(meals) == 1 else 'meal'} in the plan to change")
    first: dict[str, Any] | None = None
    for meal in planned:
        update = _one_meal(day, meal, cuisine, trip, state, sandbox, meal if len(meals) == 1 else None, moved)
        if not update.get("problems"):  # changed, or that meal is of the cuisine already
            return update
        first = first or update
    assert first is not None, "at least one meal is tried"
    return first


def _refused(why: str) -> dict[str, Any]:
    return {"problems": [why], "missing": []}


def _one_meal(day: int, meal: str, cuisine: str, trip: dict[str, Any], state: Mapping[str, Any],
              sandbox: Any, named: str | None = None, moved: bool = False) -> dict[str, Any]:
    """``meal_swapped`` for one planned meal of the day (``named``: the meal the message named, if it named one;
    ``moved``: the food's rule held on another day goes, "can the italian be on day 2 instead")."""
    plan = list(state.get("plan") or [])
    entry = str(plan[day - 1].get(meal) or "-").strip()
    if cuisine.startswith("no restaurant"):  # a cuisine the data has none of: the reader's reason
        return _refused(f"day {day}'s {meal}: {cuisine}")
    wanted = next(c for c in DATA_CUISINES if c.lower() == cuisine.lower())
    city = entry.rsplit(",", 1)[-1].strip()
    serving = [r for r in sandbox.restaurants_in(city) if r.name and wanted in str(r.cuisines)]
    kept = _with_the_meal_kept(trip, MealDay(day=day, meal=named, cuisine=wanted), moved)
    if any((r.name or "").strip() == venue_name(entry) for r in serving):
        if kept != trip:  # the plan has it: the rule moved to it, the plan kept as it is
            return edited_plan(kept, state, plan, f"{wanted} on day {day}: day {day}'s {meal} is already {wanted} "
                                                  f"({venue_name(entry)})")
        return {"answer": f"Day {day}'s {meal} is already {wanted}: {venue_name(entry)}. Nothing changed.", "problems": []}
    if not serving:
        return _refused(f"day {day}'s {meal}: no restaurant in {city} serves {wanted} food in my data")
    eaten = {venue_name(d.get(m) or "-") for d in plan for m in MEALS}
    fresh = sorted((r for r in serving if r.name not in eaten), key=lambda r: (-(r.rating or 0), r.average_cost or 0))
    if not fresh:
        return _refused(f"day {day}'s {meal}: every {wanted} restaurant in {city} is already in your plan, and a "
                        "restaurant is visited once")
    spec = TripSpec.from_trip(kept)  # (a rule of that meal on that day before it gives way to it)
    held = _every_held(spec, meal)
    if held and not any(all(c in str(r.cuisines) for c in held.values()) for r in fresh):  # never broken in silence
        return _refused(f"day {day}'s {meal}: your rule {', '.join(held)} keeps it so, and no {wanted} restaurant in {city} "
                        "the plan doesn't eat at serves that too")
    for option in fresh[:_MOST_TRIED]:
        edited = [dict(d) for d in plan]
        edited[day - 1][meal] = f"{option.name}, {city}"
        if plan_passes(spec, edited, sandbox):
            return edited_plan(kept, state, edited, f"day {day}'s {meal}: {venue_name(entry)} → {option.name} ({wanted}, "
                                                    f"{money(option.average_cost or 0)} a person)")
    return _refused(f"day {day}'s {meal}: no {wanted} restaurant in {city} the plan doesn't eat at yet keeps the budget "
                    "and your rules")


_MEAL_DAYS = named_constraint("meal days")


def _with_the_meal_kept(trip: dict[str, Any], wish: MealDay, moved: bool = False) -> dict[str, Any]:
    """The trip with ``wish`` among its rules of meals on given days (``meal_days.merged``); ``moved``: without the
    rules of that food on other days."""
    rules = dict(trip.get("local_constraint") or {})
    held = [w for w in rules.get(_MEAL_DAYS.row_key) or []
            if not (moved and w.get("cuisine") == wish.cuisine and w.get("day") != wish.day)]
    rules[_MEAL_DAYS.row_key] = merged(held, [wish.model_dump(mode="json")])
    return {**trip, "local_constraint": rules}


def _every_held(spec: TripSpec, meal: str) -> dict[str, str]:
    """The trip's rules of a cuisine at every such meal ("Italian for every dinner": ``MealWish.every``), each said with
    its cuisine: a meal of another cuisine breaks them, unless its restaurant serves theirs too."""
    return {w.said(): w.wish for w in spec.local_constraint.meal_wishes or () if w.every and w.meal == meal}


def plan_passes(spec: TripSpec, plan: list[dict[str, Any]], sandbox: Any) -> bool:
    """Whether a plan edited in place passes as the checker judges one (``judge_plan``: both evaluations, save that a
    city trip of more than 3 days may fail the official state rule only), as ``plan_trip`` keeps such a plan."""
    return judge_plan(spec, plan, sandbox)[0].status == "valid"


def edited_plan(trip: dict[str, Any], state: Mapping[str, Any], edited: list[dict[str, Any]], said: str) -> dict[str, Any]:
    """The plan with the meal replaced, to be checked and delivered as the plan (``plan_trip`` keeps a plan that passes),
    the plan before it what "undo" brings back."""
    before = {key: state.get(key) for key in ("plan", "day_costs", "spent", "verdict", "quality")}
    draft = {**trip, WISH_BEFORE: before}
    return {"draft": draft, "plan": edited, "edit": True, "missing": [], "problems": [], "notes": [said]}

