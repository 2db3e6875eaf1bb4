"""Every known place name in a request (``find_mentions``): "City, State" read as the city, "Washington state" as the
state, a dish named after a place ("Philly cheesesteak") as no place, a city the data lacks said with its state named
as a problem, and a known name that only starts a longer unknown one kept as a suspect.

``Mention`` is the record each mention is, given its role by ``place_roles``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from himap_travel.domain.parsing.gazetteer import CODES, Gazetteer, place_key
from himap_travel.domain.parsing.route_codes import (
    lower_codes_on_a_route,
    lower_initials_cued,
    lower_initials_listed,
    on_a_route,
    state_codes_on_a_route,
)
from himap_travel.domain.text.city_names import US_STATE_CODES
from himap_travel.domain.text.lazy_regex import lazy_compile


@dataclass
class Mention:
    start: int
    end: int
    text: str
    city: str | None
    state: str | None
    proper: bool  # written with capitals, as a name
    role: str = ""  # "origin", "dest", "return", "first", "stop" (a stop of the tour a chat edit holds), ""
    suspect: str | None = None  # a longer unknown name this mention is only the start of


MONTH_WORDS = {
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Sept", "Oct", "Nov", "Dec",
}
_NOT_A_PLACE_WORD = MONTH_WORDS | {
    "I", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "We", "Our", "The",
    "Please", "Could", "Can", "Can't", "Would", "Will", "My", "Me", "It", "This", "That", "They", "There",
    # a weekday said short before its date ("Richmond Sat 3/19")
    "Mon", "Tue", "Tues", "Wed", "Thu", "Thur", "Thurs", "Fri", "Sat", "Sun",
}

_NEAR = 40  # how far around a place name its qualifiers ("state", ", TX", "the city of") are looked for
# Words after a place's name that make it the name of a dish, a style of cooking or an eatery ("Philly cheesesteak",
# "New York style pizza", "Buffalo wings", "Memphis barbecue", "Chicago Pizza"): the place is not where the trip goes.
# Only such words: "the Dallas food scene" is still Dallas.
_DISH_AFTER = lazy_compile(
    r"(?:\s+|-)(?:style|pizzas?|pizzeria|cheesesteaks?|cheese\s*steaks?|wings|barbe?cue|bbq|bagels?|hot\s*dogs?|deep[\s-]dish"
    r"|chili|cream\s+pie|clam\s+chowder|grill|diner|deli|steakhouse|bistro|tavern|eatery)\b",
    re.IGNORECASE,
)
_FOLLOWING_NAME = lazy_compile(r" ([A-Z][a-z][\w']{0,40})")


def find_mentions(text: str, gaz: Gazetteer, problems: list[str]) -> list[Mention]:
    """Every known place name in the text, in order ("City, State" read as one city mention)."""
    mentions: list[Mention] = []
    shouted = not any(c.islower() for c in text)  # "I LOVE THE SEA": an airport's code there may be a word
    for match in gaz.pattern.finditer(text):
        if match.group(0) in CODES and (shouted or not on_a_route(text, match)):
            continue
        # A name spelled exactly as a known one is that place only; a variant
        # spelling ("Saint Louis") may stand for a city and a state alike.
        city, state = gaz.exact.get(place_key(match.group(0), expand=False)) or gaz.by_key.get(place_key(match.group(0)), (None, None))
        if city is None and state is None:
            continue
        surface = match.group(0)
        proper = all(w[:1].isupper() for w in re.findall(r"[A-Za-z][\w']*", surface.replace("-", "")))  # "Chi-town"
        mentions.append(Mention(match.start(), match.end(), surface, city, state, proper))
    found = [(m.start, m.end) for m in mentions]
    # a code on a route stands as the route writes it, as if capitalised ("la -> sf"); initials listed beside a place
    # ("sf and la") are as plain as the text around them: their role is the list's, never a destination of their own;
    # after a word wishing or ruling out a city ("skip la") they stand as that word says
    listed = lower_initials_listed(text, found)
    for lower in [*lower_codes_on_a_route(text, found), *lower_initials_cued(text, found), *listed]:
        city, state = gaz.by_key.get(place_key(lower.group(0)), (None, None))
        if city is not None:
            mentions.append(Mention(lower.start(), lower.end(), lower.group(0), city, state, lower not in listed))
    for postal, named_state in [] if shouted else state_codes_on_a_route(text, [(m.start, m.end) for m in mentions]):
        if named_state in gaz.states:
            mentions.append(Mention(postal.start(), postal.end(), postal.group(0), None, named_state, True))
    mentions.sort(key=lambda m: m.start)

    merged: list[Mention] = []
    for mention in mentions:
        if merged and mention.start < merged[-1].end:
            continue  # the state code a city took ("Lake Charles, LA"): no place of its own
        if _DISH_AFTER.match(text, mention.end):
            continue  # a dish or an eatery named after the place ("a Philly cheesesteak", "Chicago Pizza"): no place
        after = text[mention.end:mention.end + _NEAR]
        before = text[max(0, mention.start - _NEAR):mention.start]
        # "Washington state", "the state of New York": the state, not the city.
        state_suffix = re.match(r"\s+state\b", after, re.IGNORECASE)
        if mention.state and (state_suffix or re.search(r"\bstate\s+of\s+$", before, re.IGNORECASE)):
            mention.city = None
            if state_suffix:
                mention.end += state_suffix.end()
        # "the city of New York": the city, not the state.
        if mention.city and re.search(r"\bcity\s+of\s+$", before, re.IGNORECASE):
            mention.state = None
        _unknown_city_of(before, mention, gaz, problems)
        # "Dallas, Texas" / "Dallas, TX": the city (the state only qualifies it).
        previous = merged[-1] if merged else None
        if (
            previous is not None
            and previous.city
            and mention.state
            and re.fullmatch(r"\s*,\s*", text[previous.end:mention.start])
        ):
            if gaz.cities.get(previous.city) == mention.state:
                previous.end = mention.end
                previous.state = None
                previous.text = text[previous.start:previous.end]
                continue
            if mention.city is None and previous.proper and mention.proper:
                problems.append(
                    f"{previous.city!r} is a city in {gaz.cities.get(previous.city)}, not in {mention.state}"
                )
        # "Dallas, TX", and "Dallas TX" (no comma: only its own state's code, "DENVER IN MARCH" is no Indiana).
        code = re.match(r"\s*(,)?\s*([A-Z]{2})\b", after)
        if mention.city and code and code.group(2) in US_STATE_CODES:
            named = US_STATE_CODES[code.group(2)]
            if gaz.cities.get(mention.city) == named:
                mention.end += code.end()
                mention.state = None
            elif mention.proper and code.group(1) and not _a_city_listed(after, code, gaz):
                problems.append(f"{mention.city!r} is a city in {gaz.cities.get(mention.city)}, not in {named}")
        # "portland or -> sacramento": the city's own state's code in lower case, where a route's link or a mark ends it
        # ("portland or seattle" keeps its "or").
        own = re.match(r"\s*,?\s*([a-z]{2})(?=\s*(?:->|=>|>|→|-|\bto\b|[,;.!?]|$))", after)
        if mention.city and mention.state is None and own and US_STATE_CODES.get(own.group(1).upper()) == gaz.cities.get(mention.city):
            mention.end += own.end()
        # A known name that is only the start of a longer capitalised name ("Wichita Fals").
        follow = _FOLLOWING_NAME.match(text, mention.end)
        if mention.proper and follow and follow.group(1) not in _NOT_A_PLACE_WORD:
            nxt = follow.group(1)
            if place_key(nxt) not in gaz.by_key and nxt.lower() not in {"state", "city"}:
                mention.suspect = f"{mention.text} {nxt}"
        merged.append(mention)
    return merged


# An unknown name and a comma right before a state, after a route's word ("to Paris, Texas", "from Boulder, Colorado"):
# a city the data lacks, named by its state; read as the state alone, the trip would go to another of its cities.
_CITY_OF_STATE_BEFORE = lazy_compile(
    r"\b(?:to|from|in|visit(?:ing)?|towards?|for)\s+([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})\s*,\s*$")


def _unknown_city_of(before: str, mention: Mention, gaz: Gazetteer, problems: list[str]) -> None:
    """Name a city the data lacks said with its state (``mention``, a state only), the text ``before`` it."""
    named = _CITY_OF_STATE_BEFORE.search(before) if mention.city is None and mention.state and mention.proper else None
    if named and named.group(1) not in _NOT_A_PLACE_WORD and place_key(named.group(1)) not in gaz.by_key:
        problems.append(f"unknown place {named.group(1)!r}: the data has no city of that name in {mention.state}")


# A word after a code that lists it as a place of its own ("LA and San Diego, LA first"), never a route's next place
_LISTED_AFTER = lazy_compile(r"\s+(?:first|last|then|next|after|before|and|or|too|also|please|pls)\b", re.IGNORECASE)


def _a_city_listed(after: str, code: re.Match[str], gaz: Gazetteer) -> bool:
    """Whether the state code said after a city (``code``, in ``after``) is a city's short name of its own, listed
    beside it ("San Diego, LA first": Los Angeles, never Louisiana)."""
    return (gaz.by_key.get(place_key(code.group(2)), (None, None))[0] is not None
            and _LISTED_AFTER.match(after, code.end()) is not None)
