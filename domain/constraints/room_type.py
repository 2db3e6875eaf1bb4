"""The room type: every stay is a listing of the requested type ("not shared room": a private room or a whole home).

How a request states it (``read``): "entire room(s)/home" ("a place to ourselves"), "private room(s)" ("my own room"),
"shared room(s)", and a negated "shared" ("not shared", "non-shared", "neither shared") -> ``not shared room``, which
takes in a private room or an entire home mentioned with it (the benchmark's own labelling: "neither shared ... should
be private rooms" is ``not shared room``), unless the words single one out: said as the only one ("entire home only, no
shared spaces") or the other ruled out ("nothing shared, no entire homes"), or said in a sentence apart ("No shared
rooms please. ... entire home please"). A room allowed beside the one asked ("a private room is ok as a fallback")
widens the rule to the one that takes both in, said in a warning. Room types that no listing meets together ("a private
room and an entire home", "shared, not shared") are a problem naming them. A room type only accepted ("shared rooms are
fine", "a shared room is ok", "we're fine with a shared room", "open to shared rooms", "we don't mind a shared room") is
no requirement and asks nothing (read: ``claims``, never named); a stay said in it is the room the guests book, whatever
word goes before ("we'd like to stay in shared rooms", "we're happy to stay in shared rooms", "we're fine staying in a
shared room": the benchmark says a room so, "we intend to stay in private rooms"), unless it is not minded ("we don't
mind staying in a shared room").
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, Spans
from himap_travel.domain.text import negation
from himap_travel.domain.text.lazy_regex import lazy_compile
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

# A note's field of the room ("room: private", "room type - entire"), its value after it
_ROOM_LABEL = r"\b(?:rooms?|room\s+type|type\s+of\s+room|accommodations?(?:\s+type)?|lodging)\s*[:=-]\s*"
_SHARED_RE = lazy_compile(r"\b(?:un)?shar(?:ed|ing|e)\b", re.IGNORECASE)
_ROOM_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    # "a private room", and a room of one's own ("I want my own room", "our own bedroom"): the listing's private room;
    # hyphenated as an adjective too ("private-room stays", "entire-home accommodations")
    ("private room", lazy_compile(r"\b(?:private|(?:my|our|his|her|their)\s+own)[\s-]+(?:rooms?|bed\s*rooms?|accommodations?|lodgings?"
                                  r"|spaces?|quarters|stays?)\b"
                                  r"|\b(?:rooms?|bed\s*rooms?)\s+of\s+(?:my|our|his|her|their)\s+own\b"  # "a room of our own"
                                  # ... or said to be private ("rooms should be private", "the room must be private")
                                  r"|\b(?:rooms?|bed\s*rooms?)\s+(?:(?:should|must|shall|will|would|needs?\s+to|ha(?:s|ve)\s+to|got\s+to)\s+be"
                                  r"|is|are|['’]s)\s+(?:(?:really|definitely|absolutely)\s+)?private\b(?![\s-]+(?:rooms?|bed\s*rooms?)\b)"
                                  r"|\bmake\s+(?:the|our|my|their)\s+(?:rooms?|bed\s*rooms?)\s+private\b"  # "make the room private"
                                  # ... or a note's field ("room: private", "room type - private", "rooms = private")
                                  rf"|{_ROOM_LABEL}private\b(?![\s-]+(?:rooms?|bed\s*rooms?)\b)"
                                  # ... or to oneself ("a room to myself", "a bedroom all to ourselves"; never "entire rooms to
                                  # ourselves", the whole listing)
                                  r"|(?<!entire\s)(?<!whole\s)(?<!entire-)(?<!whole-)\b(?:rooms?|bed\s*rooms?)\s+(?:all\s+)?to\s+(?:myself|ourselves|themselves|himself|herself|ourself)\b",
                                  re.IGNORECASE)),
    ("entire room", lazy_compile(
        r"\b(?:entire|whole)[\s-]+(?:rooms?|homes?|houses?|apartments?|apts?|places?|units?|propert(?:y|ies)|flats?|home/apt|condos?|cabins?|villas?|rentals?|lodgings?|accommodations?)\b"
        # a home of one's own for the stay ("our own place, not a hotel", "a vacation rental"): the whole listing
        r"|\b(?:(?:my|our|their)\s+own|vacation|holiday)[\s-]+(?:places?|homes?|houses?|apartments?|flats?|condos?|rentals?)\b"
        # ... a place the party has to itself ("a place to ourselves", "an apartment all to myself"), or a big house for
        # everyone ("one big house for all of us"): the whole listing, no room of one
        r"|\b(?:places?|homes?|houses?|apartments?|apts?|flats?|condos?|cabins?|rentals?|units?|villas?|spaces?)"
        r"\s+(?:all\s+)?to\s+(?:ourselves|myself|themselves|ourself)\b"
        r"|\b(?:one|a)\s+(?:big|large|huge)\s+(?:houses?|homes?|cabins?|villas?|condos?|apartments?)\b"
        # ... or a note's field ("room type: entire", "rooms - whole")
        rf"|{_ROOM_LABEL}(?:entire|whole)\b(?=\s*(?:[,.;!?)]|$))",
        re.IGNORECASE,
    )),
]


# A room type named in a clause, "shared" only with a room's noun or said alone ("shared rooms are ok", "shared is fine")
_NAMES_A_ROOM = lazy_compile("|".join([pattern.pattern for _room, pattern in _ROOM_PATTERNS]
                                    + [r"\bshared\s+(?:rooms?|accommodations?|dorms?)\b|\bshared\s+(?:is|are)\b"]),
                             re.IGNORECASE)


def names_a_room(clause: str) -> bool:
    """Whether ``clause`` names a room type: a permission of one ("private rooms are ok too") is this reader's to read
    (a fallback beside the room asked widens it), never masked as asking nothing."""
    return bool(_NAMES_A_ROOM.search(clause))


_PERMISSION_AFTER = lazy_compile(
    r"^(?:\s+(?:is|are|would\s+be|will\s+be|should\s+be))?(?:\s+(?:also|totally|perfectly|just|all))?\s+"
    r"(?:fine|ok|okay|acceptable|alright|all\s+right|good|welcome|no\s+problem|cool"
    # ... or said to work ("a shared room works if it's cheaper", "a private room would work"); never said to work
    # best, the benchmark's wish ("A shared room works best for us"), nor to "do me fine" (a solo traveller's choice)
    r"|(?:works?|(?:would|will|could|should)\s+work)(?!\s+(?:best|better)\b))\b",
    re.IGNORECASE,
)
_PERMISSION_BEFORE = lazy_compile(
    r"\b(?:(?:don['’]?t|do\s+not|wouldn['’]?t|would\s+not|won['’]?t)\s+(?:really\s+)?mind|happy\s+with|open\s+to|(?:ok|okay|fine)\s+with|can\s+(?:take|accept|do)"
    r"|(?:also\s+)?accept"
    # ... or a stay in it not minded: "we don't mind staying in a shared room" (a stay said otherwise, "happy to stay in
    # shared rooms", "fine staying in a shared room", is the room the guests will book: the benchmark says a room so,
    # "we intend to stay in private rooms")
    r"|(?:don['’]?t|do\s+not|wouldn['’]?t|would\s+not|won['’]?t)\s+(?:really\s+)?mind\s+(?:stay(?:ing)?|sleep(?:ing)?|book(?:ing)?)(?:\s+in)?"
    # ... or said not to be needed ("doesn't have to be the whole place", "it needn't be a private room")
    r"|(?:doesn['’]?t|does\s+not|don['’]?t|do\s+not|needn['’]?t)\s+(?:(?:really|necessarily)\s+)?(?:have|need)\s+to\s+be"
    r"|needn['’]?t\s+be|not\s+necessarily"
    # (a word of its kind between: "ok with a hostel-style shared room")
    r")\s+(?:a\s+|an\s+|the\s+)?(?:(?:[a-z]+-style|cheap|cheaper|basic|simple|small|cozy|budget)\s+)?$",
    re.IGNORECASE,
)
_ROOM_NOUN_AFTER = lazy_compile(r"(?:\s+(?:rooms?|accommodations?|spaces?|dorms?|lodgings?))?", re.IGNORECASE)


def _noun_end(text: str, end: int) -> int:
    """Where a room type's words end, its noun taken in ("shared" + " rooms")."""
    after = _ROOM_NOUN_AFTER.match(text, end)
    assert after is not None  # the pattern can match nothing: it always matches
    return after.end()


# Sharing said acceptable ("i'm fine sharing a room", "we're ok sharing"): a permission, as "fine with a shared room" is
_FINE_BEFORE = lazy_compile(r"\b(?:fine|ok|okay|alright|cool|happy)\s+(?:with\s+)?$", re.IGNORECASE)
# Accepted, then wanted in the same breath: "we are fine with shared rooms and would like them" asks for them
_WANTED_AFTER = lazy_compile(r"[^.;!?]{0,24}?\band\s+(?:we\s+)?(?:would|'d)\s+(?:really\s+)?(?:like|prefer|want|love)"
                             r"\s+(?:them|it|one|those|that)\b", re.IGNORECASE)


def _permitted(text: str, start: int, end: int) -> bool:
    """A room type the guests accept rather than require ("shared rooms are fine", "we don't mind a shared room")."""
    tail = _noun_end(text, end)
    if _WANTED_AFTER.match(text, tail):
        return False
    if _PERMISSION_AFTER.match(text[tail:tail + 40]):
        return True
    if text[start:end].lower() == "sharing" and _FINE_BEFORE.search(text, max(0, start - 20), start):
        return True  # "i'm fine sharing a room if it saves money": a room shared accepted, never asked for alone
    return bool(_PERMISSION_BEFORE.search(text[max(0, start - 40):start]))


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> str | None:
    """The room type asked for; None if none (or several that contradict: see ``problems``).

    A room type only permitted ("shared rooms are fine") is no requirement. A
    negated "shared" takes in the private or entire room mentioned with it
    (the benchmark's labelling); any other two ("a private room and an entire
    home") contradict: a problem naming them.
    """
    hits: list[tuple[int, str]] = []
    allowed: set[str] = set()  # room types only permitted ("private rooms are ok too"): a fallback beside the one asked
    for m in _SHARED_RE.finditer(text):
        word = m.group(0).lower()
        if _A_FACILITY_AFTER.match(text, m.end()):
            continue  # "no shared bathrooms": a facility of the stay, no room type (named: the data has no amenities)
        if word.startswith("un") or negation.negated(text, m.start(), m.end(), window=3) \
                or _NO_RIGHT_BEFORE.search(text, max(0, m.start() - 40), m.start()):
            if not _permitted(text, m.start(), m.end()):
                hits.append((m.start(), "not shared room"))
            continue
        after = text[m.end():m.end() + 30]
        shared = word == "shared" or re.match(r"\s+(?:a\s+)?(?:rooms?|accommodations?|spaces?|dorms?)", after, re.IGNORECASE)
        if shared and not _permitted(text, m.start(), m.end()):
            hits.append((m.start(), "shared room"))
        elif shared:
            allowed.add("shared room")
    ruled_out: set[str] = set()
    only: set[str] = set()  # room types said as the only one ("entire home only", "only private rooms")
    starts = {m.start() for _room, pattern in _ROOM_PATTERNS for m in pattern.finditer(text)}
    starts |= {m.start() for m in _SHARED_RE.finditer(text)}  # "a private room not a shared one": the "not" is shared's
    for room, pattern in _ROOM_PATTERNS:
        for m in pattern.finditer(text):
            contrast = _CONTRAST.match(text, m.end())  # "private room not entire home": the "not" is the next one's
            said = text[:m.end()] if contrast and contrast.end() in starts else text
            if negation.negated(said, m.start(), m.end(), window=2) or _NOT_JUST.search(said, max(0, m.start() - 24), m.start()):
                if not negation.waived(text, m.start()):  # "we don't need a private room" asks for nothing
                    ruled_out.add(room)
            elif _permitted(text, m.start(), m.end()):
                allowed.add(room)
            else:
                hits.append((m.start(), room))
                if _ONLY_BEFORE.search(text, max(0, m.start() - 24), m.start()) or _ONLY_AFTER.match(text, m.end()):
                    only.add(room)
    asked = list(dict.fromkeys(room for _pos, room in sorted(hits)))
    narrowed = _narrowed(asked, only, ruled_out)
    if narrowed is not None:  # "entire home only, no shared spaces": the stricter part the words single out
        return narrowed
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
        return _said_apart(text, hits) or "not shared room"
    if set(asked) == {"entire room", "private room"} and _either(text, hits):  # "entire home or private room"
        return "not shared room"
    if len(asked) > 1:
        problems.append(f"the room types asked for contradict each other ({' and '.join(asked)}): name one")
        return None
    return _widened(asked[0], allowed, warnings) if asked else None


# Two rooms said as a choice ("an entire home or a private room", "entire place / private room"): either, which is
# the benchmark's "not shared room"
_OR_BETWEEN = lazy_compile(r"^[^.;!?]{0,40}?(?:\bor\b|/|\beither\b)", re.IGNORECASE)


def _either(text: str, hits: list[tuple[int, str]]) -> bool:
    """Whether the two rooms asked (``hits``) are said as a choice of them, an "or" between them."""
    first, second = sorted(pos for pos, _room in hits)[:2]
    return bool(_OR_BETWEEN.match(text[first:second]))


# "an entire house, not just a private room": the room said after "not just" is ruled out (more than it is asked)
_NOT_JUST = lazy_compile(r"\bnot\s+(?:just|only|merely|simply)\s+(?:an?\s+|the\s+|my\s+|our\s+)?$", re.IGNORECASE)
_CONTRAST = lazy_compile(r"\s*,?\s*(?:and\s+|but\s+)?not\s+(?:an?\s+|the\s+)?", re.IGNORECASE)
# What is shared may be a facility, which the data does not record ("no shared bathrooms", "a shared kitchen is fine")
_A_FACILITY_AFTER = lazy_compile(r"\s+(?:bath(?:room)?s?|kitchens?|toilets?|showers?|facilities|laundry|pools?|lounges?)\b",
                                 re.IGNORECASE)
# "no" right before "shared" rules it out whatever stands before ("an entire house only, no shared rooms")
# ... or opens the list it ends ("no hostels or shared rooms", "no dorms nor shared spaces": a negation covers its list)
_NO_RIGHT_BEFORE = lazy_compile(r"\b(?:no|not|nothing)\s+(?:(?:[\w'-]+\s+){1,2}(?:or|nor)\s+)?$", re.IGNORECASE)
# "only" said of a room type, before it ("only private rooms", "nothing but an entire home") or after it ("entire home
# only", "private rooms only!!")
_ONLY_BEFORE = lazy_compile(r"\b(?:only|exclusively|nothing\s+but)\s+(?:an?\s+|the\s+)?$", re.IGNORECASE)
_ONLY_AFTER = lazy_compile(r"(?:\s+(?:rooms?|homes?|places?))?\s*(?:\bonly\b|\bexclusively\b)", re.IGNORECASE)
_CONCRETE = ("entire room", "private room")


def _narrowed(asked: list[str], only: set[str], ruled_out: set[str]) -> str | None:
    """The one room type a negated "shared" said with a stricter part comes to: the room said as the only one ("entire
    home only, no shared spaces"), or the one left when the other is ruled out ("nothing shared, no entire homes"). None
    otherwise: "a private room, not shared" stays the benchmark's ``not shared room`` (its texts say "not shared" with a
    private room, never with an entire one)."""
    if "not shared room" not in asked:
        return None
    concrete = [room for room in asked if room != "not shared room"]
    if concrete == ["entire room"]:  # "entire home, no shared stuff": the entire home, which is never shared, meets both
        return "entire room"
    if len(only & set(concrete)) == 1:
        return next(iter(only & set(concrete)))
    left = [room for room in _CONCRETE if room not in ruled_out and (not concrete or room in concrete)]
    return left[0] if ruled_out and len(concrete) <= 1 and len(left) == 1 else None


# a sentence ends at a full stop, "!" or "?" (never ";": the benchmark writes "Rooms that are not shared; private rooms"
# for one wish, ``not shared room``)
_SENTENCE_END = lazy_compile(r"[.!?](?!\d)")


def _said_apart(text: str, hits: list[tuple[int, str]]) -> str | None:
    """The one private or entire room asked in a sentence of its own, apart from the "not shared" one ("No shared rooms
    please. ... entire home please", either order): a wish of its own that narrows the rule. Said in the same sentence ("neither shared
    ... and should be private rooms") it stays the benchmark's ``not shared room`` (None)."""
    def sentence_of(at: int) -> int:
        return len(_SENTENCE_END.findall(text, 0, at))

    concrete = {room for _at, room in hits if room != "not shared room"}
    unshared = {sentence_of(at) for at, room in hits if room == "not shared room"}
    apart = all(sentence_of(at) not in unshared for at, room in hits if room != "not shared room")
    return next(iter(concrete)) if len(concrete) == 1 and apart else None


def _widened(asked: str, allowed: set[str], warnings: list[str]) -> str | None:
    """The room type asked with the ones allowed beside it as a fallback ("an entire home, a private room is ok too"):
    the one rule that takes them all in (said in a warning), or none when no rule does (said too); never the stricter
    one kept in silence."""
    others = sorted(allowed - {asked} - ({"entire room", "private room"} if asked == "not shared room" else set()))
    if not others:
        return asked
    kinds = {listing for room in (asked, *others) for listing in ROOM_TYPE_LISTINGS[room]}
    wider = next((room for room, listings in ROOM_TYPE_LISTINGS.items() if set(listings) == kinds), None)
    fallback = " and ".join(others)
    warnings.append(f"room type: {asked} asked, {fallback} allowed as well: read as "
                    + (f"{wider!r}" if wider else "no room rule (no single room type holds them all)"))
    return wider


def claims(text: str) -> list[tuple[int, int]]:
    """The room types only permitted, read: one allowed as a fallback beside the one asked ("a whole house; if not, a
    private room is fine") widens the rule; one accepted alone ("a shared room is fine", "we're fine staying in a shared
    room") asks for no room type. Either way no clause of theirs is named as unread."""
    return [(m.start(), _noun_end(text, m.end())) for m in _ROOM_MENTIONS.finditer(text) if _permitted(text, *m.span())]


# The room types a text names: the listings' kinds and "shared" with a room's noun or said alone ("shared is fine")
_ROOM_MENTIONS = lazy_compile("|".join([pattern.pattern for _room, pattern in _ROOM_PATTERNS]
                                     + [r"\b(?:shared|sharing)(?=\s+(?:a\s+)?(?:rooms?|accommodations?|spaces?|dorms?)\b"
                                        r"|\s+(?:is|are)\b)"]), re.IGNORECASE)


CONSTRAINT = HardConstraint(
    key="room_type", report_key="room_type", row_key="room type", label="room type", official=True, check=check,
    describe=lambda wanted: f"room type: {wanted}",
    flex_sentence=lambda wanted: f"I need a {wanted}.",
    instruction=lambda wanted: f"room type: {wanted}",
    unmet=lambda facts: f"no {facts.spec.local_constraint.room_type} in {facts.spec.dest} fits this trip",
    venue="accommodation", allows=allows, read=read,
    search=("accommodation_search", "room_type"),
    prompt="shared room, not shared room, private room or entire room", claims=claims,
)
