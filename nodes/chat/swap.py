"""A part of the plan swapped ("different place for dinner on day 2", "day 2's sights look boring, something else",
"swap the museum for something outdoors"): the restaurant or the sights the plan has there become places to avoid, so
the re-plan puts others in their place, and the reply names what was swapped out (an undo takes it back).

Its own module because it reads the message against the plan (which restaurant is day 2's dinner), where the trip
parser reads one message alone; ``understand`` takes it only when the parser reads no change in the message ("italian
for dinner on day 2 instead" asks for a cuisine, read as such).
"""

from __future__ import annotations

import re
from typing import Any, NamedTuple, cast

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.booked_names import plain
from himap_travel.nodes.chat.change_lines import changes
from himap_travel.nodes.chat.message_effect import Understanding
from himap_travel.nodes.chat.venue_asked import place_named
from himap_travel.state.days import MEALS

MEAL = lazy_compile(r"\b(breakfast|brunch|lunch|dinner|supper)\b", re.IGNORECASE)
_SIGHTS = lazy_compile(r"\b(?:sights?|attractions?|activit(?:y|ies)|things\s+to\s+(?:do|see)|sightseeing|stuff)\b",
                       re.IGNORECASE)
# A kind of sight named as the plan's own ("the museum", "that zoo"): every planned sight whose name has the word
_KIND_OF_SIGHT = lazy_compile(r"\b(?:the|that|this|those|these)\s+(museum|park|zoo|aquarium|garden|gallery|market|tour"
                              r"|church|cathedral|beach|theat(?:er|re)|memorial|monument|mall|house)s?\b", re.IGNORECASE)
_ORDINALS = {"first": 1, "one": 1, "second": 2, "two": 2, "third": 3, "three": 3, "fourth": 4, "four": 4, "fifth": 5,
             "five": 5}
# ("different dinner on night 2", "change dinner on the second night": a dinner's night is its day; "other breakfast
# the last morning": a part of a day by its order is that day)
_DAY = lazy_compile(r"\b(?:day|night)\s*(\d{1,2}|one|two|three|four|five)\b"
                    r"|\b(first|second|third|fourth|fifth|last|final)\s+(?:day|night|morning|afternoon|evening)\b"
                    r"|\bday\s*(\d{1,2})['’]s\b", re.IGNORECASE)
# A kind of restaurant named as the plan's own ("change the cafe"): every planned restaurant whose name has the word
_KIND_OF_RESTAURANT = lazy_compile(r"\b(?:the|that|this)\s+(cafe|café|grill|bar|kitchen|diner|bistro|pizzeria|bakery|deli"
                                   r"|tavern|pub|sweets)\b", re.IGNORECASE)
# The words that ask for another one ("different", "swap", "pick others") or find fault with it ("looks meh")
# ("new breakfast day 3 pls": a new meal is another one)
_SWAP = lazy_compile(r"\b(?:different|diff|another|other|others|else|swap|change|replace|switch|instead)\b"
                     r"|\bnew\s+(?=(?:breakfast|brunch|lunch|dinner|supper)\b)"
                     r"|\b(?:boring|dull|lame|meh|bad|awful|terrible|gross)\b|\bdon'?t\s+(?:like|love)\b"
                     r"|\bnot\s+a\s+fan\b"
                     # a meal's place turned down ("we don't want to eat at that dinner place on day 1", "not the lunch
                     # spot on day 2", "we don't want the lunch place on day 2"): another one asked for, never a wish to
                     # eat there read by the trip parser
                     r"|\b(?:don'?t|do\s+not|dont)\s+(?:want|wanna)\s+(?:(?:to\s+)?eat\b"
                     r"|(?:the|that|this)\s+(?:\w+\s+)?(?:breakfast|brunch|lunch|dinner|supper)\b)"
                     r"|^\W*not\s+(?:the|that|this)\s+(?:\w+\s+)?(?:breakfast|brunch|lunch|dinner|supper)\b",
                     re.IGNORECASE)
# Meals said in the plural or all at once ("swap the dinners", "change all the lunches"): each of them, never asked which
_MEALS_PLURAL = lazy_compile(r"\b(?:breakfasts|brunches|lunches|dinners|suppers)\b|\b(?:all|every|each|both)\b", re.IGNORECASE)
# Another part named beside a meal ("different hotel, and dinner somewhere nice"): the meal is not what is swapped
_OTHER_PART = lazy_compile(r"\b(?:hotels?|stays?|rooms?|house|apartment|apt|flights?|sights?|attractions?)\b", re.IGNORECASE)
MEALS_SAID = {"brunch": "breakfast", "supper": "dinner"}  # a meal by another name: the plan's


class Swap(NamedTuple):
    """What a message swaps out of the plan: the rule that keeps it out, the data's names of its places, the part
    said."""

    key: str  # "avoid restaurants" or "avoid sights"
    names: list[str]
    said: str  # "dinner on day 2", "the museum"


def swap_said(text: str, plan: list[dict[str, Any]] | None) -> Swap | str | None:
    """What a message swaps out of the plan; or, when the plan holds no such part ("a different lunch on day 1" with no
    lunch that day), the answer saying so; None when the message swaps nothing."""
    if not plan or not _SWAP.search(text):
        return None
    day = day_named(text, len(plan))
    meal = MEAL.search(text)
    if meal is not None and day is None:  # "another restaurant for dinner pls": the plan's one such meal, if one
        eaten = _days_with(plan, MEALS_SAID.get(meal.group(1).lower(), meal.group(1).lower()))
        alone = not (_MEALS_PLURAL.search(text) or _OTHER_PART.search(text) or _KIND_OF_SIGHT.search(text))
        if len(eaten) > 1 and alone:  # "change dinner" on a plan with two: which one?
            return _which(meal.group(1).lower(), [f"day {d} ({_name(e)})" for d, e in eaten])
        day = eaten[0][0] if len(eaten) == 1 else None
    if meal is not None and day is not None:
        name = meal.group(1).lower()
        entry = str(plan[day - 1].get(MEALS_SAID.get(name, name)) or "-")
        if entry.strip() == "-":
            return f"Day {day} has no {name} in the plan, so I couldn't swap it; nothing changed."
        return Swap("avoid restaurants", [_name(entry)], f"{name} on day {day}")
    kind = _KIND_OF_SIGHT.search(text)
    by_name = restaurant_named(text, plan) if kind is None and day is None and meal is None else None
    if by_name is not None:  # "swap the fatty bao for something else", "replace kebab gali": that restaurant
        return Swap("avoid restaurants", [by_name[0]], " and ".join(by_name[1]))
    places = _KIND_OF_RESTAURANT.search(text) if kind is None and day is None and meal is None else None
    if places is not None:  # "change the cafe": the plan's one, else which of them
        word = places.group(1).lower().replace("café", "cafe")
        named = list(dict.fromkeys(_name(e) for m in MEALS for _d, e in _days_with(plan, m) if word in _name(e).lower()))
        if len(named) > 1:
            return _which(word, named)
        if named:
            return Swap("avoid restaurants", named, f"the {word}")
    if kind is None and (day is None or not _SIGHTS.search(text)):
        return None
    days = [day] if day is not None else range(1, len(plan) + 1)
    sights = [_name(s) for d in days for s in str(plan[d - 1].get("attraction") or "").split(";") if s.strip(" -")]
    if kind is not None:
        sights = list(dict.fromkeys(s for s in sights if kind.group(1).lower() in s.lower()))
        if len(sights) > 1 and not kind.group(0).lower().endswith("s"):  # "swap the garden" on a plan with two
            return _which(kind.group(1).lower(), sights)
    said = (f"the {kind.group(1).lower()}" if kind else "the sights") + (f" on day {day}" if day is not None else "")
    if not sights:
        return f"The plan has no {said.removeprefix('the ')} among its sights, so I couldn't swap it; nothing changed."
    return Swap("avoid sights", list(dict.fromkeys(sights)), said)


def names_a_part(text: str) -> bool:
    """Whether a message asks for another of a part of the plan it names (a meal, "the museum", "the cafe"), whatever
    the plan holds: on a trip with no plan it names what is not there."""
    return bool(_SWAP.search(text) and (MEAL.search(text) or _KIND_OF_SIGHT.search(text) or _KIND_OF_RESTAURANT.search(text)))


def swapped(trip: dict[str, Any], swap: Swap) -> Understanding:
    """The edit that swaps a part out: its places added to the trip's places to avoid, the change and what was swapped
    out said."""
    key, names, said = swap
    local = trip.get("local_constraint") or {}
    draft = {**trip, "local_constraint": {**local, key: list(dict.fromkeys([*(local.get(key) or []), *names]))}}
    note = (f"to swap {said}, I left out {', '.join(names)}: the plan puts another "
            f"{'restaurant' if key == 'avoid restaurants' else 'sight'} there (say \"undo\" to have it back)")
    return Understanding(cast(Any, draft), [], notes=[*changes(trip, draft), note], edit=True)


def restaurant_named(text: str, plan: list[dict[str, Any]]) -> tuple[str, list[str]] | None:
    """The plan's restaurant the message names by a word of its own name ("zizo", "kebab gali"), none of the plan's sights
    having that word, with the meals the plan has there ("day 2 dinner"); None when it names none, or a stay."""
    place = place_named(text, plan)
    if place is None or place[0] != "restaurant":
        return None
    sights = plain(" ".join(str(day.get("attraction") or "") for day in plan))
    said = set(re.findall(r"[a-z0-9]{3,}", plain(text)))  # ("swap out tonys": Tony's)
    own = [w for w in re.findall(r"[a-z0-9]{3,}", plain(place[1])) if w in said]
    return (place[1], place[3]) if own and not all(w in sights for w in own) else None


def _days_with(plan: list[dict[str, Any]], meal: str) -> list[tuple[int, str]]:
    """The days of the plan that have ``meal``, with its entry (a meal named with no day is the one of a single day)."""
    return [(number, str(day.get(meal))) for number, day in enumerate(plan, 1) if str(day.get(meal) or "-").strip() != "-"]


def _which(said: str, choices: list[str]) -> str:
    """The question back for a part said in the singular that the plan has several of: nothing swapped on a guess."""
    return f"Which {said} should I swap: {' or '.join(choices)}? Nothing changed yet."


def day_named(text: str, days: int) -> int | None:
    """The day of the plan a message names ("day 2", "the second day", "day 3's", "the last day"), if the trip has
    it."""
    found = _DAY.search(text)
    if found is None:
        return None
    word = (found.group(1) or found.group(2) or found.group(3)).lower()
    number = days if word in ("last", "final") else _ORDINALS.get(word) or int(word)
    return number if 1 <= number <= days else None


def _name(entry: str) -> str:
    """The data's name of a plan entry ("Mocha, Charleston": Mocha)."""
    return entry.strip().rsplit(",", 1)[0].strip()
