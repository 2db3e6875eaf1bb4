"""A message that says a value again: a field said back to the value it had ("keep the old budget",
``field_back``), what it states that the trip already holds ("2 people" on a trip for 2, ``already_said``), the
value the message that opened the trip stated (``stated_in``), and whether a message names a whole route
(``starts_a_trip``).
"""

from __future__ import annotations

import re
from datetime import date as Date
from typing import Any

from himap_travel.domain.constraints import LOCAL
from himap_travel.domain.parsing import QueryParseError, Reading, read_text
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.change_lines import changes, show
from himap_travel.nodes.chat.message_effect import Understanding
from himap_travel.nodes.chat.replacing import proposed_cased
from himap_travel.state.chat_state import TripFields

LABELS_KEPT = {"date": "dates", "people_number": "people", "budget": "budget"}


# A field said back to the value it had ("back to the original budget", "keep the old budget", "the previous dates
# again"): the fields, by the words people name them with.
_FIELD_WORDS = {"budget": r"budget", "date": r"dates?|days|schedule", "dest": r"destination|city|place",
                "org": r"origin|start(?:ing)?\s+(?:city|point)|home\s+city",
                "people_number": r"people|number\s+of\s+people|head\s*count|group(?:\s+size)?|party(?:\s+size)?|count"}
_FIELD_BACK = lazy_compile(
    r"\b(?:back\s+to|keep|revert\s+to|return\s+to|restore|use|go\s+with|stick\s+(?:to|with)|reinstate)\s+(?:the\s+|my\s+|our\s+)?"
    r"(?P<when>original|old|previous|earlier|initial|former|first|last|other)\s+(?P<field>" + "|".join(_FIELD_WORDS.values()) + r")\b"
    r"|\b(?:the\s+)?(?P<when2>original|old|previous|earlier|initial|former)\s+(?P<field2>" + "|".join(_FIELD_WORDS.values()) + r")\s+"
    r"(?:again|back|(?:is|are|was|were)\s+(?:fine|better|good|ok(?:ay)?))\b"
    # said alone after a correcting opener ("actually scrap that, original dates", "nah, the old budget")
    r"|^\W*(?:(?:no|nah|nope|wait|actually|hmm+|ok(?:ay)?|scrap\s+that|scratch\s+that|never\s*mind)\W+)+(?:the\s+|my\s+|our\s+)?"
    r"(?P<when3>original|old|previous|earlier|initial|former)\s+(?P<field3>" + "|".join(_FIELD_WORDS.values()) + r")\W*$",
    re.IGNORECASE)
_FIRST = ("original", "initial", "first")  # the value the trip was asked with, not the one before the last change


def field_back(text: str, trip: TripFields, before: TripFields | None, opening: str | None = None,
               sandbox: Any = None) -> Understanding | None:
    """An edit saying a field back to a value it had ("on second thought, keep the old budget"): the trip with that
    field as ``before`` (the trip the last change replaced) holds it; "the original budget" is the one the request
    that started the trip (``opening``, the message) stated, when it stated one. None when the message says no such
    thing; a field the last change did not touch is refused with why (the value before is the one it has)."""
    said = _FIELD_BACK.search(text)
    if said is None:
        return _month_back(text, trip, before)
    words = said.group("field") or said.group("field2") or said.group("field3")
    name = next(n for n, pattern in _FIELD_WORDS.items() if re.fullmatch(pattern, words, re.IGNORECASE))
    when = said.group("when") or said.group("when2") or said.group("when3") or ""
    first = stated_in(opening, name, sandbox) if when.lower() in _FIRST else None
    if first is not None:
        before = {name: first}
    draft: dict[str, Any] = dict(trip)
    if not before or before.get(name) is None or before.get(name) == trip.get(name):
        label = LABELS_KEPT.get(name, _SAID_LABELS.get(name, name)).removeprefix("the ").removeprefix("a ").removesuffix(" of")
        return Understanding(draft, [], problems=[f"the {label} is already the one you had before ({show(name, trip.get(name))}), "
                                                  "so there is nothing to go back to"], edit=True)
    draft[name] = before[name]
    if name == "date":
        draft["days"] = len(before["date"])
    return Understanding(draft, [], notes=changes(dict(trip), draft), edit=True)


# The month the dates had, said back ("fine, keep march", "back to the march dates"): those dates
_MONTH_BACK = lazy_compile(r"\b(?:back\s+to|keep|revert\s+to|return\s+to|stick\s+(?:to|with)|go\s+back\s+to)\s+(?:the\s+)?"
                           r"(?P<month>January|February|March|April|(?-i:May)|June|July|August|September|October|November"
                           r"|December)(?:\s+(?:dates?|days|trip|one))?\b(?!\s*\d)", re.IGNORECASE)


def _month_back(text: str, trip: TripFields, before: TripFields | None) -> Understanding | None:
    """"Fine, keep march" after the trip was moved out of March: the dates before the last change, when they were in
    that month (and the trip's are not); None otherwise."""
    said = _MONTH_BACK.search(text)
    dates = (before or {}).get("date") or []
    if said is None or not dates or dates == trip.get("date"):
        return None
    month = said.group("month").lower()
    if f"{Date.fromisoformat(dates[0]):%B}".lower() != month:
        return None
    draft: dict[str, Any] = {**trip, "date": dates, "days": len(dates)}
    return Understanding(draft, [], notes=changes(dict(trip), draft), edit=True)


def stated_in(message: str | None, name: str, sandbox: Any) -> Any:
    """The value a message states for a trip field (a budget as its total only), or None."""
    if not message:
        return None
    try:
        reading = read_text(message, sandbox, wishes=False)  # a field is asked for, no wish named
    except QueryParseError:
        return None
    if name == "budget" and reading.budget_unit is not None:
        return None
    return getattr(reading, name, None)


def starts_a_trip(message: str, sandbox: Any) -> bool:
    """Whether a message names a whole route (an origin and a destination): a new trip (``understanding.understand_message``)."""
    try:
        reading = read_text(message, sandbox, wishes=False)  # the route alone is asked for, no wish named
    except QueryParseError:
        return False
    return reading.org is not None and reading.dest is not None


def already_said(text: str, sandbox: Any, trip: TripFields | None) -> list[str]:
    """What a message that changed nothing states that the trip already has ("2 people" on a trip for 2), in words:
    the reply says so instead of "I didn't understand"; a place proposed is read as the data writes it ("let's keep it
    vegas" on a trip to Las Vegas)."""
    try:
        reading = read_text(proposed_cased(text, sandbox), sandbox, wishes=False)  # the fields and rules are compared, no wish named
    except QueryParseError:
        return []
    stated = {"org": reading.org, "dest": reading.dest, "date": reading.date, "days": None if reading.date else reading.days,
              "people_number": reading.people_number, "budget": reading.budget if reading.budget_unit is None else None}
    fields = [_said(name, value) for name, value in stated.items() if value is not None and (trip or {}).get(name) == value]
    rules = (trip or {}).get("local_constraint") or {}
    said = fields + _rules_held(reading, rules)
    if said or not trip or not trip.get("dest"):
        return said
    # a sight or restaurant said again by part of its name ("the UFO museum obviously" with the International UFO
    # Museum a must-see): read within the trip's cities, as the edit's reader reads it, to be matched with the data's
    try:
        return _rules_held(read_text(text, sandbox, trip=(trip.get("org"), trip["dest"], trip.get("visiting_city_number")),
                                     wishes=False), rules)
    except QueryParseError:
        return []


def _rules_held(reading: Reading, held: dict[str, Any]) -> list[str]:
    """The rules a message states that the trip holds already ("entire rooms, please" on a trip with that room type),
    compared in words (the trip keeps JSON values, the reading models); a list rule when each item it names is held."""
    said = []
    for constraint in LOCAL:
        value, kept = constraint.value(reading.local_constraint), held.get(constraint.row_key)
        if not value or not kept:
            continue
        listed = isinstance(value, list) and isinstance(kept, list) and all(isinstance(v, str) for v in value)
        if (set(value) <= set(kept)) if listed else constraint.describe(value) == constraint.describe(kept):
            said.append(constraint.describe(value))
    return said


def _said(name: str, value: Any) -> str:
    if name == "people_number":
        return f"{value} {'person' if value == 1 else 'people'}"
    if name == "days":
        return f"{value} {'day' if value == 1 else 'days'}"
    return f"{_SAID_LABELS[name]} {show(name, value)}"


_SAID_LABELS = {"org": "the origin", "dest": "the destination", "date": "the dates", "budget": "a budget of"}


__all__ = ["LABELS_KEPT", "already_said", "field_back", "starts_a_trip", "stated_in"]
