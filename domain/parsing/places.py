"""Places: origin, destination and the number of cities to visit, chosen from the places a request mentions.

* **origin / destination** - every known place name (the sandbox's cities and
  states, longest name first, case-insensitive; "St."/"Saint", "Ste."/"Sainte",
  "Ft."/"Fort" spellings, and the short names of ``CITY_ALIASES``: "NYC", "Washington,
  D.C.", "LA", "Philly", "Vegas", "St Pete", "the Windy City", and the airport codes of ``AIRPORT_CODES`` in
  capitals, "JFK", "ORD", or in lower case where a route joins two places, "sea->den", "jfk to mco", are accepted) is
  found in the text and given a role by the words right before it: "from",
  "departing (from)", "leaving", "starting/beginning in", "originating from",
  "I'm in", "we are currently in", "I live in",
  "setting off from" ... mark the origin; "to", "heading to", "visiting",
  "cities in", "arriving in", "towards" ... (or a capitalised name with no cue)
  a destination. "City, State" is read as the city. A name that is both a state
  and a city ("New York", "Washington") is the city on a one-city trip and the
  state on a multi-city trip ("Washington state" / "the state of Washington" are
  always the state, "the city of Washington" always the city). The same place
  as origin and destination is a problem (``parse_request``).
* **visiting_city_number** - "N (different|distinct|unique...) cities", "one
  city", "a couple of cities"; else 1 for a city destination; for a state named
  without a count it is inferred from the length of the trip, the benchmark's
  convention: 3 days -> 1 city, 5 days -> 2 cities, 7 days -> 3 cities (and in
  between: up to 4 days -> 1, 5-6 -> 2, 7 or more -> 3).

A name that is not known is reported in ``problems`` with close matches (from
rapidfuzz) in ``suggestions``; ``closest_place`` says which of them is the one place
a misspelling can mean (the chat applies it and says so: the user can correct it).

One module per step, in the order a request is read: ``gazetteer`` (the names and their pattern), ``route_codes``
(codes that are places only on a route), ``place_mentions`` (the names found), ``route_correction`` (a route written
again), ``place_roles`` (each mention's role), ``unknown_places`` (names the data lacks, misspellings), ``city_count``
(how many cities), and this module: the origin, the destination and the cities to visit chosen, and the checks on
them (a place asked for and ruled out, a state with too few cities).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable

from himap_travel.domain.parsing.gazetteer import Gazetteer, place_key
from himap_travel.domain.parsing.place_mentions import Mention
from himap_travel.domain.parsing.unknown_places import (
    CLAUSE_OPEN,
    FROM_CUE,
    TO_CUE,
    phrase_at,
    report_suspect,
    route_opening,
    unknown_opening,
    unknown_place,
)
from himap_travel.domain.text.city_names import US_STATE_CODES
from himap_travel.domain.text.lazy_regex import lazy_compile

_ORIGIN_PHRASE_CUE = lazy_compile(
    r"\b(?:from|departing(?:\s+from)?|depart(?:s|ing)?\s+from|leaving(?:\s+from)?|leave\s+from|start(?:s|ing)?\s+(?:from|in|at)"
    r"|begin(?:s|ning)?\s+(?:from|in|at)|originat(?:e|es|ing)\s+(?:from|in)|set(?:ting)?\s+off\s+from"
    r"|tak(?:e|ing)\s+off\s+from|commenc(?:e|es|ing)\s+(?:from|in|at)|out\s+of)\s+",
    re.IGNORECASE,
)
_DEST_PHRASE_CUE = lazy_compile(
    r"\b(?:head(?:s|ed|ing)?\s+to|headed\s+for|go(?:ing)?\s+to|travel(?:l?ing|s)?\s+to|trip\s+to|journey(?:ing)?\s+to"
    r"|proceed(?:ing)?\s+to|fly(?:ing)?\s+to|mov(?:e|ing)\s+to|get(?:ting)?\s+to|arriv(?:e|es|ing)\s+(?:in|at)"
    r"|end(?:s|ing)?\s+in|towards?|visit(?:s|ing)?|explor(?:e|ing)|tour(?:ing)?|cover(?:ing)?"
    r"|cities\s+(?:in|within|across|of|around)|destination(?:\s+is)?"
    # "3 days in Sedona from Phoenix", "3 days on Mackinac Island": asked by name
    r"|(?:days?|nights?|weekend|week|getaway|vacation|holiday)\s+(?:in|on)"
    # "5 days Vermont trip from Raleigh", "a one-week Vermont getaway": a name right after the trip's length, written
    # as a name (never a plain word: "make the trip 3 days long", "stay 4 days instead"), the length not taken from a
    # later cue ("3 days on Mackinac Island")
    r"|(?:\d{1,2}[\s-]*days?|(?:one|1)[\s-]*week|week[\s-]*long)(?=\s+(?-i:[A-Z])))\s+",
    re.IGNORECASE,
)


def talked_of(mentions: list[Mention], dest: str | None) -> list[str]:
    """Places named only in talk about them ("we love Portland coffee") beside the destination: read as no destination,
    and said, so that a place meant as one more destination is never dropped in silence."""
    if dest is None:
        return []
    return list(dict.fromkeys(m.text for m in mentions if m.role == "talk" and dest not in (m.city, m.state)))


def check_excluded(mentions: list[Mention], origin: str | None, dest: str | None, problems: list[str]) -> None:
    """A place both asked for and ruled out ("to Myrtle Beach, but not Myrtle Beach") is a contradiction, never resolved."""
    for mention in mentions:
        if mention.role == "excluded" and {mention.city, mention.state} & ({origin, dest} - {None}):
            problems.append(f"{mention.city or mention.state!r} is both asked for and ruled out ({mention.text!r} after "
                            "a negation): name the trip's places once")
            return


def check_state_size(text: str, origin: str | None, dest: str | None, visiting: int | None, stated: int | None,
                     gaz: Gazetteer, problems: list[str], warnings: list[str]) -> None:
    """A trip through a state visits its cities other than the origin: a state with fewer in the data ("3 cities in
    Nevada": Las Vegas and Reno) is a problem, never planned with fewer in silence. A name that is a city and a state
    ("New York") read as the state from the trip's length alone (not "New York state") is said in a warning."""
    if dest is None or dest not in gaz.states or not visiting or visiting < 2:
        return
    there = sorted(city for city, state in gaz.cities.items() if state == dest and city != origin)
    if len(there) < visiting:
        besides = " besides the origin" if gaz.cities.get(origin or "") == dest else ""
        problems.append(f"{visiting} cities of {dest} asked for, but the data has {len(there)} there{besides}"
                        f"{': ' if there else ''}{', '.join(there)}: ask for fewer cities or another state")
    elif stated is None and dest in gaz.cities and not re.search(rf"\b{re.escape(dest)}\s+state\b|\bstate\s+of\s+"
                                                                  rf"{re.escape(dest)}\b", text, re.IGNORECASE):
        warnings.append(f"{dest!r} read as the state ({visiting} of its cities, as a trip of this length visits): "
                        f"say '1 city' for the city of {dest}")


def choose_origin(
    text: str, mentions: list[Mention], gaz: Gazetteer, mixed_case: bool,
    missing: list[str], problems: list[str], suggestions: dict[str, list[str]],
) -> str | None:
    """The origin city; None with the reason added to ``missing`` or ``problems``."""
    candidates = [m for m in mentions if m.role == "origin"]
    proper = [m for m in candidates if m.proper] or candidates
    if proper and proper[0].suspect:
        report_suspect(proper[0], "origin", gaz.city_names, problems, suggestions)
        return None
    cities = list(dict.fromkeys(m.city for m in proper if m.city))
    if len(cities) > 1:
        problems.append("several origins: " + ", ".join(cities))
        return None
    if cities:
        return cities[0]
    if proper:  # a state where a city is needed
        name = proper[0].state or proper[0].text
        phrase = phrase_at(text, proper[0].start, mixed_case) or name
        if gaz.cities.get(name) == name and re.fullmatch(r"[A-Z]{2}", phrase):
            return name  # "NY to Buffalo": a state's code where a trip starts, the state's city of its own name
        if place_key(phrase) != place_key(name):
            report_suspect(Mention(0, 0, phrase, None, None, True), "origin", gaz.city_names, problems, suggestions)
        else:
            problems.append(f"the origin {name!r} is a state, not a city (name the city of departure)")
        return None
    opening = route_opening(text, gaz, mixed_case) or unknown_opening(text, mixed_case, {m.start for m in mentions})
    if not unknown_place(text, "origin", _ORIGIN_PHRASE_CUE, gaz, mixed_case, gaz.city_names, problems, suggestions) and not (
        opening is not None
        and unknown_place(text, "origin", CLAUSE_OPEN, gaz, mixed_case, gaz.city_names, problems, suggestions, at=opening[0])
    ):
        missing.append("origin")
    return None


# Between two cities a tour visits one after the other ("Portland and Eugene", "Portland, then Eugene"); "or" is none.
_TOUR_LINK = lazy_compile(r"\s*(?:,\s*)?(?:(?:and\s+)?then|and|&|\+|->|=>|>|→|,)\s*", re.IGNORECASE)


def _one_state_tour(text: str, pool: list[Mention], cities: list[str], gaz: Gazetteer) -> str | None:
    """The state of several city destinations named one after the other, all in that state, on a trip long enough for
    several cities ("Redding to Portland and Eugene, March 3-7"): a tour of that state; None otherwise ("Portland or
    Eugene" stays several destinations, asked)."""
    states = {gaz.cities.get(city) for city in cities}
    if len(cities) < 2 or len(states) != 1 or None in states:
        return None
    named = sorted((m for m in pool if m.city), key=lambda m: m.start)
    if any(not _TOUR_LINK.fullmatch(text, a.end, b.start) for a, b in itertools.pairwise(named)):
        return None
    return states.pop()


def _beside(text: str, one: Mention, other: Mention) -> bool:
    """Whether two places are said together: in one sentence, at most 40 characters apart ("Montana: Billings", "Billings
    and Bozeman in Montana"; never a restaurant's city said in a later sentence)."""
    gap = text[min(one.end, other.end):max(one.start, other.start)]
    return len(gap) <= 40 and not re.search(r"[.!?;\n]", gap)


def cities_to_visit(text: str, mentions: list[Mention], origin: str | None, dest: str | None, visiting: int | None,
                    gaz: Gazetteer, problems: list[str], avoided: Iterable[str] = ()) -> list[str]:
    """The cities named as destinations beside a state that is the destination ("Yuma to Montana: Billings and
    Bozeman", "a tour of Oregon: Portland and Eugene"): the cities the trip must visit. A city outside that state is a
    second destination ("Yuma to Montana and Denver"): a problem, never dropped in silence. The cities a reader took as
    ruled out (``avoided``: "Denver yes, Durango no") are none of them."""
    if dest is None or dest not in gaz.states or (dest in gaz.cities and (visiting or 1) == 1):  # "New York": the city
        return []
    out = set(avoided)
    states = [m for m in mentions if m.state == dest]
    named = list(dict.fromkeys(m.city for m in mentions
                               if m.role == "dest" and m.city and not m.state and m.city not in (origin, *out)
                               and (not states or any(_beside(text, m, state) for state in states))))
    outside = [city for city in named if gaz.cities.get(city) != dest]
    if outside:
        problems.append(f"several destinations: {dest}, " + ", ".join(outside) + f" (not in {dest}): name the trip's "
                        "destination once")
        return []
    if visiting is not None and len(named) > visiting:
        problems.append(f"{len(named)} cities named ({', '.join(named)}), but the trip visits {visiting}")
        return []
    return named


# A state asked for a tour of its cities ("3 cities in Vermont", "2 cities in delaware"), by its full name in any case
_STATE_TOUR = lazy_compile(r"\bcities\s+(?:(?:located|situated)\s+)?(?:in|within|across|of|around)\s+(?:the\s+state\s+of\s+)?(?P<state>"
                           + "|".join(sorted(US_STATE_CODES.values(), key=len, reverse=True)) + r")\b", re.IGNORECASE)


def _state_lacking(text: str, gaz: Gazetteer) -> str | None:
    """A state of the country asked for a tour of its cities that the data has no cities of ("3 cities in Vermont"), by
    name: refused naming it, never read as another place nor said to be a city or missing."""
    for m in _STATE_TOUR.finditer(text):
        if place_key(m.group("state")) not in gaz.by_key:
            return m.group("state").title()
    return None


def _no_state(state: str) -> str:
    return f"the data has no cities in {state}: choose a state it covers"


def choose_dest(
    text: str, mentions: list[Mention], origin: str | None, stated: int | None, hint: int | None,
    gaz: Gazetteer, mixed_case: bool, missing: list[str], problems: list[str], suggestions: dict[str, list[str]],
) -> tuple[str | None, int | None]:
    """The destination and visiting_city_number, from the ``stated`` city count or else the ``hint`` from the trip length."""
    candidates = [m for m in mentions if m.role == "dest"] or [m for m in mentions if m.role == "talk"]
    pool = [m for m in candidates if m.proper] or candidates
    if (stated or 1) > 1 and not any(m.state for m in pool):  # "7 days in california, 3 cities ... we'd like to see San
        # Francisco": the state toured is the destination in lower case too, beside a city of it in capitals; never beside
        # a state in capitals ("3 cities in Utah ... never been west of texas")
        pool += [m for m in candidates if not m.proper and m.state and m not in pool
                 and all(gaz.cities.get(c.city) == m.state for c in pool if c.city)]
    if origin is not None and len({m.city or m.state for m in pool}) > 1:
        pool = [m for m in pool if (m.city or m.state) != origin] or pool
    if not pool:
        if (stated or hint or 1) > 1 and (lacking := _state_lacking(text, gaz)) is not None:  # "2 cities in delaware"
            problems.append(_no_state(lacking))
            return None, None
        found = any(
            unknown_place(text, "destination", TO_CUE, gaz, mixed_case, gaz.all_names, problems, suggestions, at=m.end)
            for m in mentions if m.role == "origin"
        )
        opening = None if any(m.role == "origin" for m in mentions) else route_opening(text, gaz, mixed_case)
        if not found and opening is not None:  # "Nashvile to Detriot": after an origin no place was found for either
            found = unknown_place(text, "destination", TO_CUE, gaz, mixed_case, gaz.all_names, problems, suggestions, at=opening[1])
        if not found and (before_origin := unknown_opening(text, mixed_case, {m.start for m in mentions if m.role == "origin"},
                                                            FROM_CUE)) is not None:  # "tacoma from seattle": it opens the request
            found = unknown_place(text, "destination", CLAUSE_OPEN, gaz, mixed_case, gaz.all_names, problems, suggestions,
                                  at=before_origin[0])
        if not found and not unknown_place(text, "destination", _DEST_PHRASE_CUE, gaz, mixed_case, gaz.all_names, problems,
                                           suggestions, in_prose=True):
            missing.append("destination")
        return None, None
    for m in pool:
        if m.suspect:
            report_suspect(m, "destination", gaz.all_names, problems, suggestions)
            return None, None
    cities = list(dict.fromkeys(m.city for m in pool if m.city))
    states = list(dict.fromkeys(m.state for m in pool if m.state))

    def one(names: list[str], kind: str) -> str | None:
        if len(names) > 1:
            problems.append(f"several {kind} destinations: " + ", ".join(names))
            return None
        return names[0]

    tour = _one_state_tour(text, pool, cities, gaz) if not states and (stated or hint or 1) > 1 else None
    if tour is not None:  # "Redding to Portland and Eugene" on a 5-day trip: two cities of Oregon
        return tour, stated or len(cities)
    if stated is not None and stated > 1:
        if states:
            return one(states, "state"), stated
        lacking = _state_lacking(text, gaz)  # "Boston to 3 cities in Vermont": the state named, not Boston
        problems.append(_no_state(lacking) if lacking else
                        f"{stated} cities asked for, but the destination {cities[0]!r} is a city, not a state")
        return None, None
    if stated == 1:
        if cities:
            return one(cities, "city"), 1
        return one(states, "state"), 1
    if hint is None or hint == 1:
        if cities:
            return one(cities, "city"), 1
        return one(states, "state"), hint or 1
    if states:
        return one(states, "state"), hint
    return one(cities, "city"), 1
