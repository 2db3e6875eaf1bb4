"""The room type: every stay is a listing of the requested type ("not shared room": a private room or a whole home).

How a request states it (``read``): "entire room(s)/home", "private room(s)" ("my own room"), "shared room(s)", and a negated
"shared" ("not shared", "non-shared", "neither shared") -> ``not shared room``, which takes in a private room or
an entire home mentioned with it (the benchmark's own labelling: "neither shared ... should be private rooms" is
``not shared room``). Room types that no listing meets together ("a private room and an entire home", "shared,
not shared") are a problem naming them. A room type only permitted ("shared rooms are fine", "we don't mind a
shared room") is no requirement.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, Spans
from himap_travel.domain.text import negation
from himap_travel.state.trip import ROOM_TYPE_LISTINGS

ROOM_TYPES = {wanted: listings[0] for wanted, listings in ROOM_TYPE_LISTINGS.items() if len(listings) == 1}


def allows(row: Any, wanted: str) -> bool:
    return row.room_type in ROOM_TYPE_LISTINGS[wanted]


def check(ctx: CheckContext) -> Reasons:
    wanted = ctx.query.room_type
    for number, entry, row in ctx.accommodations():
        if wanted == "not shared room" and row.room_type == "Shared room":
            yield f"room type: day {number}: '{entry}' is a shared room"
        elif wanted in ROOM_TYPES and row.room_type != ROOM_TYPES[wanted]:
            yield f"room type: day {number}: '{entry}' is a {row.room_type!r}, not a {ROOM_TYPES[wanted]!r}"


# --------------------------------------------------------------------------------------
# How a request states it
# --------------------------------------------------------------------------------------

_SHARED_RE = re.compile(r"\b(?:un)?shar(?:ed|ing|e)\b", re.IGNORECASE)
_ROOM_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    # "a private room", and a room of one's own ("I want my own room", "our own bedroom"): the listing's private room;
    # hyphenated as an adjective too ("private-room stays", "entire-home accommodations")
    ("private room", re.compile(r"\b(?:private|(?:my|our|his|her|their)\s+own)[\s-]+(?:rooms?|bed\s*rooms?|accommodations?|lodgings?"
                                r"|spaces?|quarters|stays?)\b", re.IGNORECASE)),
    ("entire room", re.compile(
        r"\b(?:entire|whole)[\s-]+(?:rooms?|homes?|houses?|apartments?|places?|units?|propert(?:y|ies)|flats?|home/apt|condos?|cabins?|villas?|rentals?|lodgings?|accommodations?)\b",
        re.IGNORECASE,
    )),
]


_PERMISSION_AFTER = re.compile(
    r"^(?:\s+(?:is|are|would\s+be|will\s+be|should\s+be))?(?:\s+(?:also|totally|perfectly|just|all))?\s+"
    r"(?:fine|ok|okay|acceptable|alright|all\s+right|good|welcome|no\s+problem)\b",
    re.IGNORECASE,
)
_PERMISSION_BEFORE = re.compile(
    r"\b(?:(?:don't|do\s+not|wouldn't|would\s+not|won't)\s+mind|happy\s+with|open\s+to|(?:ok|okay|fine)\s+with|can\s+(?:take|accept|do)"
    r"|(?:also\s+)?accept)\s+(?:a\s+|an\s+|the\s+)?$",
    re.IGNORECASE,
)
_ROOM_NOUN_AFTER = re.compile(r"(?:\s+(?:rooms?|accommodations?|spaces?|dorms?|lodgings?))?", re.IGNORECASE)


def _permitted(text: str, start: int, end: int) -> bool:
    """A room type the guests accept rather than require ("shared rooms are fine", "we don't mind a shared room")."""
    after = _ROOM_NOUN_AFTER.match(text, end)
    assert after is not None  # the pattern can match nothing: it always matches
    tail = after.end()
    if _PERMISSION_AFTER.match(text[tail:tail + 40]):
        return True
    return bool(_PERMISSION_BEFORE.search(text[max(0, start - 40):start]))


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> str | None:
    """The room type asked for; None if none (or several that contradict: see ``problems``).

    A room type only permitted ("shared rooms are fine") is no requirement. A
    negated "shared" takes in the private or entire room mentioned with it
    (the benchmark's labelling); any other two ("a private room and an entire
    home") contradict: a problem naming them.
    """
    hits: list[tuple[int, str]] = []
    for m in _SHARED_RE.finditer(text):
        word = m.group(0).lower()
        if word.startswith("un") or negation.negated(text, m.start(), m.end(), window=3):
            if not _permitted(text, m.start(), m.end()):
                hits.append((m.start(), "not shared room"))
            continue
        after = text[m.end():m.end() + 30]
        shared = word == "shared" or re.match(r"\s+(?:a\s+)?(?:rooms?|accommodations?|spaces?|dorms?)", after, re.IGNORECASE)
        if shared and not _permitted(text, m.start(), m.end()):
            hits.append((m.start(), "shared room"))
    ruled_out: set[str] = set()
    for room, pattern in _ROOM_PATTERNS:
        for m in pattern.finditer(text):
            if negation.negated(text, m.start(), m.end(), window=2):
                if not negation.waived(text, m.start()):  # "we don't need a private room" asks for nothing
                    ruled_out.add(room)
            elif not _permitted(text, m.start(), m.end()):
                hits.append((m.start(), room))
    asked = list(dict.fromkeys(room for _pos, room in sorted(hits)))
    if ruled_out and not asked:  # "no private rooms": no TravelPlanner room rule says "anything but"
        room = sorted(ruled_out)[0]
        problems.append(f"{'an' if room[0] in 'aeiou' else 'a'} {room} cannot be ruled out on its own: name the room type to book "
                        "(entire room, private room, shared room, or not a shared room)")
        return None
    if ruled_out & set(asked):
        problems.append(f"the room type {sorted(ruled_out & set(asked))[0]!r} is both asked for and ruled out: name the one you need")
        return None
    not_shared = set(ROOM_TYPE_LISTINGS["not shared room"])
    if "not shared room" in asked and all(set(ROOM_TYPE_LISTINGS[room]) <= not_shared for room in asked):
        return "not shared room"
    if len(asked) > 1:
        problems.append(f"the room types asked for contradict each other ({' and '.join(asked)}): name one")
        return None
    return asked[0] if asked else None


CONSTRAINT = HardConstraint(
    key="room_type", report_key="room_type", row_key="room type", label="room type", official=True, check=check,
    describe=lambda wanted: f"room type: {wanted}",
    flex_sentence=lambda wanted: f"I need a {wanted}.",
    instruction=lambda wanted: f"room type: {wanted}",
    unmet=lambda facts: f"no {facts.spec.local_constraint.room_type} in {facts.spec.dest} fits this trip",
    venue="accommodation", allows=allows, read=read,
    search=("accommodation_search", "room_type"),
    prompt="shared room, not shared room, private room or entire room",
)
