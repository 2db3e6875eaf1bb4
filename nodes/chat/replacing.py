"""A place the message takes back ("forget LA, back to Las Vegas", "forget San Francisco, let's go to Los Angeles
instead", "scratch Denver, let's do Austin"): read as a replacement of the destination, not as a second one.

The trip parser reads every place a text names; "forget San Francisco, ... Los Angeles" names two, which it
refuses as "several destinations", and "back to Las Vegas" reads as where the trip returns. In an edit of the
current trip, a place named right after a word that takes it back is not asked for: ``without_dropped_places``
removes it from the text before the parser reads it, and says which place it removed, so the reply can name what
it dropped. In an edit "back to" a place other than the trip's origin means "to" ("fine, back to Detroit then").
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.parsing import QueryParseError, read_text
from himap_travel.domain.parsing.gazetteer import gazetteer_for
from himap_travel.domain.parsing.place_mentions import find_mentions
from himap_travel.domain.text.lazy_regex import lazy_compile

_PLACE = r"((?:[A-Z][\w.'-]*)(?:\s+[A-Z][\w.'-]*){0,3})"
_PLAIN_PLACE = r"((?:[A-Z][\w.-]*)(?:\s+[A-Z][\w.-]*){0,3})"  # its words without an apostrophe: "Orlando's too crowded"
_TAKE_BACK = lazy_compile(
    r"\b(?:forget(?:\s+about)?|not|no\s+more|no\s+longer|instead\s+of|rather\s+than|scrap|scratch|nix|skip|drop|ditch|cancel)\s+"
    r"(?:the\s+)?" + _PLACE,
)
# A place turned down by what is said of it ("Orlando is too touristy, let's do Tampa", "not feeling Denver", "we've
# done Miami already, Tampa instead"): taken back as "forget Orlando" is, never read as the trip's origin or as a
# second destination. Only clear refusals: "we loved Orlando" or "Orlando was great" take nothing back.
_TURNED_DOWN = lazy_compile(
    _PLAIN_PLACE + r"(?:['’]s|\s+(?:is|sounds|seems|looks|feels))\s+(?:(?:way|too|so|kinda|kind\s+of|a\s+bit|really|pretty|just"
    r"|totally|super)\s+)*(?:touristy|boring|overrated|over-rated|overdone|crowded|meh|lame|dull|not\s+for\s+us"
    r"|not\s+(?:it|for\s+me|(?:our|my)\s+(?:thing|vibe)))\b"
    r"|\b(?:not\s+(?:really\s+|that\s+|so\s+)?(?:feeling|into)|tired\s+of|sick\s+of|bored\s+of|done\s+with)\s+" + _PLACE
    + r"|\b(?:we['’]?ve|we\s+have|i['’]?ve|i\s+have)\s+(?:already\s+)?(?:done|been\s+to|seen)\s+" + _PLACE
    + r"(?=[^.!?;]{0,25}\b(?:already|before|enough|twice)\b)")
_BACK_TO = lazy_compile(r"\b(?:go(?:ing)?\s+)?back\s+to\b", re.IGNORECASE)
# A value corrected in the words that say it ("$2,400 not $1,800", "3 people instead of 2", "4 days rather than 3"): the
# value after "not" is the one replaced, never a second amount or count.
_REPLACED_VALUE = lazy_compile(
    # (a match starts where its white space starts and takes all of it: a run of spaces is tried once, not cubed)
    r"(?<!\s)\s*+,?\s*+\(?\b(?:not|instead\s+of|rather\s+than)\s+(?:the\s+)?\$?\d[\d,.]*(?:\s*k\b)?"
    r"(?:\s*(?:people|persons?|travell?ers|adults|of\s+us|days?|nights?|dollars?|bucks|usd)\b)?\)?(?=\s*(?:[,.;!?]|$))",
    re.IGNORECASE)


# A place of the route swapped for another ("switch detroit for chicago", "replace nashville with memphis")
_ROUTE_SWAP = lazy_compile(r"^\W*(?:(?:ok|okay|actually|hmm+|no|wait|so|lets|let'?s|can\s+(?:we|you|u)|could\s+(?:we|you|u)"
                           r"|pls|please)\W+)*(?:swap|switch|replace|trade|change)(?:\s+out)?\s+(?P<old>[\w .'-]{1,40}?)\s+"
                           r"(?:for|with|to)\s+(?P<new>[\w .'-]{1,40}?)\s*(?:(?:instead|then|pls|please)\W*)*[.!?]*$", re.IGNORECASE)


def route_swap_said(text: str, trip: dict[str, Any] | None, sandbox: Any = None) -> str:
    """``text`` said as the route's change it is when it swaps the trip's destination or origin for another place
    ("switch detroit for chicago": "chicago instead of detroit"; "replace nashville with memphis": "from memphis instead
    of nashville"); a swap of a wish ("swap the zoo for the aquarium") or of a stop is left as said. A swap was read as
    taking the old place back among the wishes ("I couldn't find 'switch detroit'"), or took a wish naming it back."""
    found = _ROUTE_SWAP.match(text)
    if found is None or not trip:
        return text
    old = re.sub(r"^(?:the|our|my)\s+", "", found.group("old").strip(), flags=re.IGNORECASE).lower()
    new = found.group("new").strip()
    if len(new.split()) > 4 or re.search(r"\b(?:and|plus|but)\b|&", new, re.IGNORECASE):
        return text  # ("switch detroit for chicago and add a day": more than the swap, read as said)
    # (the place as the trip writes it, or as people shorten it: "swap vegas for reno" on a trip to Las Vegas)
    meant = old if sandbox is None or old in _lowered(trip) else str(_place(old, sandbox) or "").lower()
    if meant == str(trip.get("dest") or "").lower():
        return f"{new} instead of {found.group('old').strip()}"
    if meant == str(trip.get("org") or "").lower():
        return f"from {new} instead of {found.group('old').strip()}"
    return text


def _lowered(trip: dict[str, Any]) -> tuple[str, ...]:
    return tuple(str(trip.get(end) or "").lower() for end in ("dest", "org"))


def without_dropped_places(text: str, sandbox: Any, current: tuple[str | None, ...] = ()) -> tuple[str, list[str]]:
    """``text`` with each place it takes back removed, and those places (as the parser names them). ``current``: the
    trip's places, which a user may take back by their initials ("forget LA" on a trip to Los Angeles)."""
    dropped: list[str] = []
    kept = text
    named: dict[str, str | None] = {}  # each name looked up once: a long message saying one name again reads it once
    cased = _cased(text, current, sandbox)  # "orlando is too touristy": its name as the trip writes it
    matches = [*_TAKE_BACK.finditer(cased), *_TURNED_DOWN.finditer(cased)]
    for match in sorted(matches, key=lambda m: m.start()):
        words = next(group for group in match.groups() if group)
        place = _initials(words, current)
        if place is None:
            if words not in named:
                named[words] = _place(words, sandbox)
            place = named[words]
        if place is None or _in_state(place, current, sandbox):
            continue  # "skip Dallas" on a trip of Texas: a city to avoid (domain/constraints/avoid_cities.py), not taken back
        rest = " ".join(words.split()[len(place.split()):])
        if rest and rest.lower() != place.lower() and _place(rest, sandbox) is None:
            continue  # "scrap El Paso Zoo and Botanical Gardens": a sight named after its city, not the city taken back
        if _in_a_sight(text, match, place, sandbox):
            continue  # "skip historic pensacola village", "skip the pensacola museum of art": the sight, not the city
        dropped.append(place)
        kept = kept[:match.start()] + " " * (match.end() - match.start()) + kept[match.end():]
    origin = current[1] if len(current) > 1 else None
    return _BACK_TO.sub(lambda m: m.group(0) if _names(kept[m.end():], origin) else "to", kept), dropped


def places_cased(text: str, sandbox: Any, skip: tuple[str | None, ...] = ()) -> str:
    """``text`` with the data's cities and states it names in lower case written as the data writes them ("not feeling
    orlando tbh. tampa?" → "... Tampa?"), but the places in ``skip`` (the trip's origin, the places taken back): a
    message that takes the destination back names the new one as people type it, and the readers read a place by its
    capital. Only there: elsewhere a lower-case word ("mission", "reading") is a word."""
    states = dict(getattr(sandbox, "states", {}) or {})
    names = sorted({*states, *(city for cities in states.values() for city in cities)} - set(skip), key=len, reverse=True)
    lowered = text.lower()
    for name in (n for n in names if n.lower() in lowered):
        text = re.sub(rf"\b{re.escape(name.lower())}\b", name, text)
    return text


# A place proposed in place of the trip's ("lets try san francisco then", "what about los angeles?", "how about denver
# maybe"): a cue, then the place alone (a data city or state, as people type it), then at most a word of talk
_PROPOSED = lazy_compile(
    r"^\W*(?:(?:ok(?:ay)?|hmm+|well|so|fine|alright|oh|ugh|ah|then|no|nah|wait|actually|sorry|um+|erm+)\W+)*"
    r"(?:what\s+about|how\s+about|let'?s\s+(?:try|do|go\s+(?:with|to)|say)|try|maybe|go\s+with|(?:switch|change)\s+(?:it\s+)?to"
    r"|(?:can|could)\s+we\s+(?:try|do)|(?:let'?s\s+|we'?ll\s+)?(?:stick\s+with|stay\s+with|keep(?:\s+it)?(?:\s+(?:at|as))?))"
    r"\s+(?P<place>[a-z][a-z .'-]*?)"
    r"(?:\s+(?:then|instead|maybe|perhaps|tho|though|pls|please))*\W*$", re.IGNORECASE)


def proposed_cased(text: str, sandbox: Any, skip: tuple[str | None, ...] = ()) -> str:
    """``text`` with the place it proposes written as the data writes it ("lets try san francisco then" → "... San
    Francisco then", "hmm no, stick with vegas" → "... Las Vegas"), when the words proposed are a data city or state
    (or its short name) and nothing else; ``text`` otherwise."""
    said = _PROPOSED.match(text)
    if said is None:
        return text
    words = said.group("place").strip()
    found = [m for m in find_mentions(words, gazetteer_for(sandbox), []) if (m.start, m.end) == (0, len(words))]
    place = (found[0].city or found[0].state) if len(found) == 1 else None
    return text if place is None or place in skip else text[:said.start("place")] + place + text[said.end("place"):]


def is_data_place(words: str, sandbox: Any) -> bool:
    """Whether ``words`` are exactly one data city or state, in any case ("san francisco"; never "San Francisco
    hotels")."""
    states = dict(getattr(sandbox, "states", {}) or {})
    said = words.strip().lower()
    return any(said == place.lower() for place in (*states, *(c for cities in states.values() for c in cities)))


def _cased(text: str, current: tuple[str | None, ...], sandbox: Any = None) -> str:
    """``text`` with the trip's own places written as the trip writes them ("orlando" → "Orlando"), and as people
    shorten them with a capital ("instead of vegas" on a trip to Las Vegas: "Vegas"), the same length, so a span found
    in it is the same span of ``text``."""
    for place in current:
        if place:
            text = re.sub(rf"\b{re.escape(place)}\b", place, text, flags=re.IGNORECASE)
    if sandbox is None:
        return text
    for said in find_mentions(text, gazetteer_for(sandbox), []):
        if not said.proper and (said.city in current or said.state in current):
            text = text[:said.start] + text[said.start:said.end].title() + text[said.end:]
    return text


# ... said with the value it corrects to ("1300 not 1100", "i meant 3 people not 2"): what the chat reads of a message
# (``request_merge``'s clause accounting claims it), the value before "not" read by the readers
VALUE_CORRECTED = lazy_compile(r"\$?\d[\d,.]*(?:\s*k\b)?(?:\s*(?:people|persons?|travell?ers|adults|of\s+us|days?|nights?"
                               r"|dollars?|bucks|usd)\b)?" + _REPLACED_VALUE.pattern, re.IGNORECASE)


def without_replaced_values(text: str) -> str:
    """``text`` without the values it says it replaces ("and it's $2,400 not $1,800" → "and it's $2,400"): only after a
    number said before them (the new value), so "not 3" alone is left to the readers."""
    return _REPLACED_VALUE.sub(lambda m: m.group(0) if not re.search(r"\d", text[:m.start()]) else "", text)


def _names(text: str, place: str | None) -> bool:
    """Whether ``text`` starts with ``place`` ("back to Seattle" on a trip from Seattle is the way home, not a goal)."""
    return bool(place) and text.lstrip().lower().startswith(str(place).lower())


def _in_state(place: str, current: tuple[str | None, ...], sandbox: Any) -> bool:
    """Whether ``place`` is a city of the trip's destination state (current[0]), so never the destination itself."""
    return bool(current) and place in dict(getattr(sandbox, "states", {}) or {}).get(current[0], ())


def _initials(words: str, current: tuple[str | None, ...]) -> str | None:
    """The trip's place whose initials the first word spells ("LA" for Los Angeles), if any."""
    first = words.split()[0]
    return next((p for p in current if p and len(p.split()) > 1 and first == "".join(w[0] for w in p.split()).upper()), None)


def _in_a_sight(text: str, match: re.Match[str], place: str, sandbox: Any) -> bool:
    """Whether the place taken back is said inside the name of one of its own sights ("skip historic pensacola
    village": the data's Historic Pensacola Village), the words around it read in any case."""
    said = " ".join(text[max(0, match.start() - 40):match.end() + 60].lower().split())
    sights = (str(a.name).lower() for a in getattr(sandbox, "attractions_in", lambda _city: ())(place) if a.name)
    return any(place.lower() in sight and sight != place.lower() and sight in said for sight in sights)


def _place(words: str, sandbox: Any) -> str | None:
    """The sandbox place ``words`` name (the longest leading run of them that is one), else None."""
    parts = words.split()
    for end in range(len(parts), 0, -1):
        try:
            reading = read_text("to " + " ".join(parts[:end]), sandbox)
        except QueryParseError:
            continue
        if reading.dest:
            return reading.dest
    return None
