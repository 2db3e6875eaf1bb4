"""A restaurant or stay of the plan named as unwanted ("no more dhaba on wheels pls", "we don't like bronx roon, change
it", "we hated pizza hut, swap it out", "not that hotel again"): that place out of the plan.

The trip parser reads no place of the plan by its name: "no more mocha" was read when the name happened to be a word it
knows, "we hated pizza hut" asked for pizza, "we don't like la quinta ..." was refused as a hotel chain and "no more FIO
cookhouse" answered "not among your wishes". Here the message is read against the plan's own places. A restaurant is
kept out by the trip's "avoid restaurants" rule and the trip re-planned (``swap.swapped``: the reply says what was left
out; "undo" takes it back). A stay is kept out by the trip's "avoid stays" rule (issue 39: what was said stays said,
so a later re-plan never puts it back), and the plan itself is edited: the stay's nights put at another stay of its
city, the nearest in price first, whose plan passes every check, that rule included (``stay_swap.cheaper_stays``);
when none does, the reply says so and nothing changes. On a plan of several stays, "that hotel in Longview" is the
stay of the city named.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.money import money
from himap_travel.nodes.chat.answers import why_none
from himap_travel.nodes.chat.city_count_said import ROUTE_ORDINALS
from himap_travel.nodes.chat.markdown import venue_name
from himap_travel.nodes.chat.meal_swap import edited_plan
from himap_travel.nodes.chat.not_applied import update_of
from himap_travel.nodes.chat.reading_turn import Turn
from himap_travel.nodes.chat.stay_swap import cheaper_stays, stays_of
from himap_travel.nodes.chat.swap import Swap, swapped
from himap_travel.state.days import MEALS
from himap_travel.state.trip import DATA_CUISINES

# The words that say a place is unwanted ("no more", "don't like", "hated", "not ... again", "swap it out")
_UNWANTED = lazy_compile(
    r"\b(?:no\s+more|not\s+(?:\w+\s+){0,3}again|never\s+again|don'?t\s+(?:like|want|love)|didn'?t\s+like"
    r"|do\s+not\s+like|hated?|dislike[sd]?|sick\s+of|tired\s+of|get\s+rid\s+of|ditch|avoid|ban|skip|drop"
    r"|(?:anywhere|anything|somewhere)\s+(?:but|except|other\s+than)|except|not\s+stay(?:ing)?\s+(?:at|in)"
    r"|not\s+(?:that|this|the)\s+(?:one|hotel|stay|place|airbnb|room)|keep\s+(?:it|that)\s+off"
    r"|(?:swap|change|switch)\s+(?:it|that)"
    r"(?:\s+out)?|not\s+a\s+fan\s+of|no\s+thanks?|nope|(?:hard\s+)?pass\s+on|awful|terrible|horrible|sketchy|gross)\b",
    re.IGNORECASE)
# The stay said unwanted for good, or another one asked ("not that hotel again", "never that one", "anywhere else is
# fine", "pick somewhere else", "hard pass on that hotel"): on a plan with one stay, that stay
_FOR_GOOD = lazy_compile(r"\b(?:again|ever|never|else|another|different|pass\s+on|not\s+(?:that|this|the)\s+(?:one|hotel|stay"
                         r"|place|airbnb|room)|don'?t\s+want)\b", re.IGNORECASE)
# A dislike of the stay itself ("i dont like that hotel", "not a fan of the hotel tbh"): it asks for another, unless the
# message asks to change it, which the repair reads as the stay to re-plan ("not a fan of the hotel, change it")
_DISLIKE = lazy_compile(r"\b(?:(?:don'?t|do\s+not|didn'?t)\s+(?:like|love)|dislike[sd]?|hated?|not\s+a\s+fan\s+of)\b",
                        re.IGNORECASE)
_CHANGE_IT = lazy_compile(r"\b(?:swap|change|switch|replace)\s+(?:it|that|this)\b", re.IGNORECASE)
_THAT_STAY = lazy_compile(r"\b(?:that|this|the|our|different|another|other)\s+(?:hotel|stay|place|airbnb|room|accommodation)\b",
                          re.IGNORECASE)
_AVOID_STAYS = "avoid stays"
_CUISINES = frozenset(c.lower() for c in DATA_CUISINES)
_STOP = frozenset("the a an and of & at in on restaurant cafe bar".split())


def _words(name: str) -> list[str]:
    return [w for w in re.findall(r"[a-z0-9']+", name.lower()) if w not in _STOP]


def _named(text: str, name: str, after: str = r"\b") -> bool:
    """Whether ``text`` names the place ``name``: its first two words (one for a one-word name), in order (right
    after the words ``after`` matches, when given)."""
    words = _words(name)[:2]
    if " ".join(words) in _CUISINES:  # a place named by a cuisine's word ("Chinese"): "no chinese" is the cuisine's
        return False
    said = " ".join(_words(text))
    return bool(words) and re.search(rf"{after}{re.escape(' '.join(words))}\b", said) is not None


def _places(plan: list[dict[str, Any]]) -> tuple[list[str], list[str]]:
    """The plan's restaurants and stays, by the data's names, each once."""
    meals = {venue_name(d.get(m)) for d in plan for m in MEALS if str(d.get(m) or "-").strip() != "-"}
    return sorted(meals), list(stays_of(plan))


def place_banned(turn: Turn) -> dict[str, Any] | None:
    """A step before the trip parser (``understand._BEFORE_PARSING``): a planned restaurant or stay named as unwanted,
    taken out of the plan (the module's note); None when the message names none so."""
    if turn.editing and not turn.plan and _stay_said_unwanted(turn.text):
        # "not that hotel" on a trip no plan meets: there is no stay to leave out, and why none is said
        return {"answer": f"Your trip has no plan, so there is no hotel to leave out: {why_none(turn.state)} Change the "
                          "trip first: the budget, the dates or a rule.", "problems": []}
    if not turn.editing or not turn.plan:
        return None
    restaurants, stays = _places(turn.plan)
    eaten = [r for r in restaurants if _named(turn.text, r)] if _UNWANTED.search(turn.text) else []
    if eaten:
        return update_of(swapped(turn.state.get("trip") or {}, Swap("avoid restaurants", eaten, " and ".join(eaten))))
    slept = _stay_unwanted(turn.text, stays)
    return _stay_out(slept, turn) if slept else None


def _stay_said_unwanted(text: str) -> bool:
    """Whether ``text`` says "that hotel" unwanted ("not that hotel", "i dont like the hotel"), the way
    ``_stay_unwanted`` reads it of a plan's stay, and nothing else (no part beside it)."""
    parts = [p for p in _PARTS.split(text) if p.strip(" .!?") and not (_THAT_STAY.search(p) or _ANOTHER.match(p))]
    return bool(_UNWANTED.search(text) and _THAT_STAY.search(text) and _for_good(text)) and not parts


def _for_good(text: str) -> bool:
    """Whether ``text`` says the stay unwanted for good or asks for another (``_FOR_GOOD``, ``_DISLIKE``)."""
    return bool(_FOR_GOOD.search(text) or (_DISLIKE.search(text) and not _CHANGE_IT.search(text)))


def _stay_unwanted(text: str, stays: list[str]) -> str | None:
    """The plan's stay ``text`` says unwanted (by its name, or "that hotel"), else None."""
    if not _UNWANTED.search(text):  # "no private oasis please": a stay of the plan refused by its name alone
        return next((s for s in stays if _named(text, venue_name(s), after=r"\bno\s+(?:the\s+)?")), None)
    slept = [s for s in stays if _named(text, venue_name(s))]
    if not slept and _THAT_STAY.search(text) and _for_good(text):
        # "not that hotel again", "we dont want that hotel, anywhere else is fine": the plan's one stay, or the stay of
        # the city named ("not that hotel in longview", "not the hotel in the first city")
        slept = stays if len(stays) == 1 else [s for s in stays if _city_named(text, s)] or _at_place(text, stays)
    return slept[0] if slept else None


# A city of the route said by its place ("the hotel in the first city", "the last stop's hotel")
_NTH_CITY = lazy_compile(rf"\b(?P<nth>{'|'.join(ROUTE_ORDINALS)})\s+(?:city|stop|town|place)\b", re.IGNORECASE)


def _at_place(text: str, stays: list[str]) -> list[str]:
    """The stays in the city said by its place in the route ("not the hotel in the first city"): the plan's stays are
    in the order it visits their cities; none when the message says no place, or one the route does not have."""
    said = _NTH_CITY.search(text)
    cities = list(dict.fromkeys(s.rpartition(",")[2].strip() for s in stays))
    index = ROUTE_ORDINALS[said.group("nth").lower()] if said else len(cities)
    if not -len(cities) <= index < len(cities):
        return []
    return [s for s in stays if s.rpartition(",")[2].strip() == cities[index]]


# The parts of a message: its clauses, apart at a mark or a joining word ("not that hotel, and add a day")
_PARTS = lazy_compile(r"[,;]|\.(?:\s|$)|\b(?:and|also|plus|but|then)\b", re.IGNORECASE)


# A part that asks only for another of what the ban left out ("not the hotel, something else", "..., find another one"):
# the ban's own wish, never a part of its own (read alone, "something else" started the whole trip over)
_ANOTHER = lazy_compile(r"^\W*(?:(?:pls|please|just|so|and)\W+)*(?:(?:find|get|give\s+(?:me|us)|pick|try|want|need|book)\s+"
                        r"(?:me\s+|us\s+)?)?(?:something|somewhere|someplace|anything|another|a\s+(?:different|new|other)|one)"
                        r"(?:\s+(?:else|different|new|other|one|place|hotel|stay))*\W*(?:pls|please|plz)?\W*$", re.IGNORECASE)


def stay_banned_apart(turn: Turn) -> tuple[dict[str, Any], str, str] | None:
    """"Not that hotel, and add a day": the trip with the stay said unwanted kept out (its rule), the rest of the
    message (the parts that name neither the stay nor "that hotel"), and the note that names the stay left out; None
    when the message bans no stay, a restaurant too, or says nothing besides. Every part is kept: the caller reads the
    rest as an edit of the trip so banned (issue 39: a ban beside another change never drops the change in silence)."""
    if not turn.editing or not turn.plan:
        return None
    restaurants, stays = _places(turn.plan)
    entry = _stay_unwanted(turn.text, stays)
    if entry is None or (_UNWANTED.search(turn.text) and any(_named(turn.text, r) for r in restaurants)):
        return None
    name = venue_name(entry)
    rest = [p.strip() for p in _PARTS.split(turn.text)
            if p.strip(" .!?") and not (_named(p, name) or _THAT_STAY.search(p) or _ANOTHER.match(p))]
    if not rest:
        return None
    note = (f"stay in {entry.rpartition(',')[2].strip()}: {name} left out; I'll keep it out of later plans too (say "
            "\"undo\" to have it back)")
    return stay_avoided(turn.state.get("trip") or {}, name), ", ".join(rest), note


def _city_named(text: str, entry: str) -> bool:
    city = entry.rpartition(",")[2].strip()
    return bool(city) and re.search(rf"\b{re.escape(city)}\b", text, re.IGNORECASE) is not None


def _stay_out(entry: str, turn: Turn) -> dict[str, Any]:
    """The plan with the stay ``entry`` replaced on its nights by another of its city that keeps every check, the stay
    kept out by the trip's "avoid stays" rule from now on."""
    plan, trip = [dict(d) for d in turn.plan or []], stay_avoided(turn.state.get("trip") or {}, venue_name(entry))
    found = next(cheaper_stays(entry, stays_of(plan)[entry], plan, trip, turn.sandbox, cheaper=False), None)
    city = entry.rpartition(",")[2].strip()
    if found is None:
        return {"answer": f"{_not_replaced(entry)}, so nothing changed.", "problems": []}
    option, edited, cost, new = found
    return edited_plan(trip, turn.state, edited,
                       f"stay in {city}: {venue_name(entry)} ({money(cost)} a night) left out → {option.name} "
                       f"({money(new)} a night, {option.room_type}, rated {option.review_rate or 0:g}); I'll keep "
                       f"{venue_name(entry)} out of later plans too (say \"undo\" to have it back)")


def _not_replaced(entry: str) -> str:
    """Why the stay ``entry`` stays in the plan: no other stay of its city keeps the trip."""
    return (f"I couldn't replace {venue_name(entry)}: no other stay in {entry.rpartition(',')[2].strip()} keeps your "
            "budget, rules, minimum nights and room for your party")


def stay_left_out(turn: Turn) -> tuple[dict[str, Any] | None, str]:
    """"Not that hotel, and make day 2 cheaper": the stay said unwanted left out first, so the rest of the message is
    read on the plan without it (a change made on the plan itself, not a re-plan of the trip, can only follow the
    ban, never go with it): the update that puts its nights at another stay (its rule kept) and what it did; (None,
    why) when no other stay keeps the trip, the plan then as it is, or (None, "") when the message bans no stay."""
    entry = _stay_unwanted(turn.text, _places(turn.plan or [])[1]) if turn.plan else None
    if entry is None:
        return None, ""
    update = _stay_out(entry, turn)
    return (None, f"{_not_replaced(entry)}, so it stays") if update.get("draft") is None else (update, "")


def stay_avoided(trip: dict[str, Any], name: str) -> dict[str, Any]:
    """The trip with the stay ``name`` among its stays to avoid (a rule every later plan keeps)."""
    local = trip.get("local_constraint") or {}
    return {**trip, "local_constraint": {**local, _AVOID_STAYS: list(dict.fromkeys([*(local.get(_AVOID_STAYS) or []), name]))}}
