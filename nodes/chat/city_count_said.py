"""The cities of a trip through a state changed in words ("drop a city, too much moving around", "one less city
please", "add another city", "can we do austin instead of the second city"): read as the count of cities or as one
city of the route replaced, never as a wish taken back ("couldn't find 'a city' among your wishes").

A count said by how it changes becomes the count itself ("make it 1 city"), which the trip parser reads; a city of the
route named by its place in it (the first, the second, the last) or by its name ("Austin instead of Longview", "swap
Butte for San Jose") becomes "visit Austin, skip Longview" (a city to visit and one to avoid, which the parser reads
on a state trip); one named by its place keeps that place ("visit Austin as the second stop": ``city_order``, which
the planners keep), and a stop swapped with no city named ("swap the 2nd city") keeps the other stops where they are,
so the planner's new city takes that place. Only on a trip to a state (several cities).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from himap_travel.domain.constraints.city_order import STOPS, stop_word
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.route import day_city

_FEWER = lazy_compile(r"\b(?:drop|remove|cut|lose|skip|ditch|nix)\s+(?:a|one)\s+(?:of\s+the\s+)?(?:city|cities|stop|stops)\b"
                      r"|\bone\s+(?:less|fewer)\s+(?:city|stop)\b|\bone\s+(?:city|stop)\s+(?:less|fewer)\b"
                      r"|\b(?:fewer|less)\s+(?:cities|stops)\b", re.IGNORECASE)
_MORE = lazy_compile(r"\b(?:add|squeeze\s+in|throw\s+in|include)\s+(?:a|one|another|an\s+extra)\s+(?:more\s+)?(?:city|stop)\b"
                     r"|\bone\s+more\s+(?:city|stop)\b|\banother\s+(?:city|stop)\b|\bmore\s+cities\b", re.IGNORECASE)
# A stop said by its place in the route ("the second city", "the last stop"): its index (the stays' readers use it too)
ROUTE_ORDINALS = {word: stop - 1 if stop > 0 else stop for word, stop in STOPS.items() if " " not in word and "-" not in word}
_ORDINAL = r"(?P<ord>" + "|".join(ROUTE_ORDINALS) + "|middle)"
# compiled at import: a match's ``.re`` is compared with it (a lazy pattern is not its compiled one)
_INSTEAD = re.compile(rf"(?P<new>[A-Za-z .'-]+?)\s+(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+the\s+{_ORDINAL}\s+"
                      r"(?:city|stop|one)\b", re.IGNORECASE)
_REPLACE = lazy_compile(rf"\b(?:replace|swap|switch|change)\s+the\s+{_ORDINAL}\s+(?:city|stop|one)\s+(?:with|for|to)\s+"
                        r"(?P<new>[A-Za-z .'-]+)"
                        # a stop set by its place: "make the second stop pittsburgh", "the last city should be moab",
                        # "can the first stop be richmond"
                        # ("make the last one charleston": "one" is the stop, read only when a city of the state follows)
                        rf"|\b(?:make|have|set)\s+the\s+{_ORDINAL.replace('ord', 'ord2')}\s+(?:city|stop|one)\s+(?:be\s+|into\s+)?"
                        r"(?P<new2>[A-Za-z .'-]+)"
                        rf"|\bthe\s+{_ORDINAL.replace('ord', 'ord3')}\s+(?:city|stop)\s+(?:should|could|can|has\s+to|must)\s+be\s+"
                        r"(?P<new3>[A-Za-z .'-]+)"
                        rf"|\bcan\s+the\s+{_ORDINAL.replace('ord', 'ord4')}\s+(?:city|stop)\s+be\s+(?P<new4>[A-Za-z .'-]+)",
                        re.IGNORECASE)
# A city said alone to correct the city just asked for ("no wait, dallas", "actually swap it for norfolk", "nah make it
# houston"): on a trip that holds a city to visit, the new one replaces it (the city to visit is one value)
_CITY_AGAIN = lazy_compile(r"^\W*(?:(?:no|nah|nope|oops|sorry|wait|actually|hmm+|ok|okay|scratch\s+that|scrap\s+that)\W+)+"
                           r"(?:(?:swap|switch|change)\s+it\s+(?:for|to|with)\s+|make\s+it\s+|i\s+mean\s+|rather\s+)?"
                           r"(?P<new>[A-Za-z .'-]+?)\W*$", re.IGNORECASE)
# A stop said by its place and swapped with no city named ("swap the 2nd city", "change the last stop pls"): another
# city of the state in its place, the planner's pick
_SWAP_BARE = lazy_compile(rf"\b(?:replace|swap|switch|change)\s+(?:out\s+)?the\s+{_ORDINAL}\s+(?:city|stop|one)"
                          r"(?:\s+(?:pls|please|plz))?\W*$", re.IGNORECASE)
# "swap it for spokane" right after "whats the second city": "it" is the stop just asked about
_IT_SWAPPED = lazy_compile(r"^\W*(?:(?:ok|okay|so|then|hmm+|and|actually|pls|please|can\s+you|could\s+you)\W+)*"
                           r"(?:swap|switch|change|replace|make)\s+it\s+(?:for|to|with|into)?\s*(?P<new>[A-Za-z .'-]+?)\W*$",
                           re.IGNORECASE)
# The route's order turned around ("swap the order", "reverse the order of the cities", "the other way around")
_ORDER_TURNED = lazy_compile(r"\b(?:swap|switch|reverse|flip|invert)\s+(?:the\s+)?(?:order|route|stops)\b(?!\s+(?:of|for)\s+(?:the\s+)?"
                             r"(?:meals?|days?|restaurants?|sights?|attractions?|hotels?))"
                             r"|\b(?:do|go|visit)\s+(?:it|them|the\s+(?:cities|stops))\s+the\s+other\s+way\s+a?round\b",
                             re.IGNORECASE)
_STOP_ASKED = lazy_compile(rf"\b{_ORDINAL}\s+(?:city|stop)\b", re.IGNORECASE)
_BARE_NOTE = "{old} left out, as you asked: another city of the state in its place as the {ord} stop, the other stops kept where they are"
_PLACE_NOTE = "{new} as the {ord} stop, in place of {old}"


def _place_index(ordinal: str, route: list[str]) -> int | None:
    """The index in the route of the stop said by its place ("middle": of an odd route only); None: no such stop."""
    if ordinal.lower() == "middle":
        return len(route) // 2 if len(route) % 2 == 1 and len(route) > 1 else None
    index = ROUTE_ORDINALS[ordinal.lower()]
    return index if -len(route) <= index < len(route) else None


def _said_place(said: re.Match[str], route: list[str]) -> tuple[int | None, str, str]:
    """The index in the route of the stop said by its place (None: no such stop; "the middle city" of an odd route
    only), the ordinal word and the words naming the new city."""
    ordinal = next(said.group(g) for g in ("ord", "ord2", "ord3", "ord4") if g in said.re.groupindex and said.group(g))
    new = next(said.group(g) for g in ("new", "new2", "new3", "new4") if g in said.re.groupindex and said.group(g))
    if ordinal.lower() == "middle":
        return (len(route) // 2 if len(route) % 2 == 1 and len(route) > 1 else None), ordinal.lower(), new
    index = ROUTE_ORDINALS[ordinal.lower()]
    return (index if -len(route) <= index < len(route) else None), ordinal.lower(), new


def route_cities(plan: list[dict[str, Any]] | None, origin: str | None) -> list[str]:
    """The cities the plan visits, in order (the origin left out)."""
    stops = [day_city(d) for d in plan or []]
    return [c for c in dict.fromkeys(stops) if c and c != origin]


def as_counted(text: str, trip: Mapping[str, Any] | None, plan: list[dict[str, Any]] | None, sandbox: Any) -> str:
    """``text`` with a change of the route's cities said in words written as the parser reads it; ``text`` otherwise."""
    cities = tuple(sandbox.cities_in_state(str((trip or {}).get("dest") or "")))
    if not trip or not cities:
        return text
    count = int(trip.get("visiting_city_number") or 1)
    fewer, more = _FEWER.search(text), _MORE.search(text)
    if fewer and count > 1:
        return text[:fewer.start()] + f"make it {count - 1} {'city' if count == 2 else 'cities'}" + text[fewer.end():]
    if more:
        return text[:more.start()] + f"make it {count + 1} cities" + text[more.end():]
    if (alone := _alone(text, cities, count)) is not None:  # "nashville only": the tour of that city alone
        return alone
    local = trip.get("local_constraint") or {}
    again = _CITY_AGAIN.match(text) if local.get("visit cities") or local.get("city order") else None
    new_city = _city_at_start(again.group("new"), cities) if again else None
    if new_city is not None and again is not None and re.fullmatch(  # the city alone ("no wait, dallas instead")
            r"(?:\s*(?:instead|then|please|pls|plz))*\s*", again.group("new").strip()[len(new_city):], re.IGNORECASE):
        # "no wait, dallas" right after a city was asked for: that city instead, at the place asked for it, if any
        return f"visit {new_city}{_at_place_held(trip)}"
    said = _INSTEAD.search(text) or _REPLACE.search(text)
    route = route_cities(plan, trip.get("org"))
    turned = _ORDER_TURNED.search(text) if len(route) > 1 else None
    if turned is not None:  # "swap the order": each stop of the route at the other end's place
        return text[:turned.start()] + _stops_at(route[::-1]) + text[turned.end():]
    bare = _SWAP_BARE.search(text) if said is None and route else None
    index_bare = _place_index(bare.group("ord"), route) if bare is not None else None
    if bare is not None and index_bare is not None:  # "swap the 2nd city": that stop left out, another of the state
        kept = _stops_at(route, but=index_bare % len(route))  # picked in its place, the others kept where they are
        return text[:bare.start()] + f"skip {route[index_bare]}" + (f", {kept}" if kept else "") + text[bare.end():]
    if said is None and route:  # "Austin instead of Longview", "swap Butte for San Jose": a city of the route by name
        return _by_name(text, route, cities)
    if said is None or not route:
        return text
    index, _ordinal, words = _said_place(said, route)
    new = _city_at_end(words, cities) if said.re is _INSTEAD else _city_at_start(words, cities)
    if new is None or index is None:
        return text
    placed = f"visit {new} as the {stop_word(index + 1 if index >= 0 else index)} stop"  # the place kept (city_order)
    if route[index] == new:  # "swap the middle city for ogden" where Ogden is: the stop as it is, never both ways
        return text[:said.start()] + placed + text[said.end():]
    return text[:said.start()] + f"{placed}, skip {route[index]}" + text[said.end():]


def _alone(text: str, cities: tuple[str, ...], count: int) -> str | None:
    """``text`` with fewer cities of the state said alone than the tour's ("nashville only", "just memphis", "only
    knoxville and memphis" of 3) written as that count and those cities ("make it 1 city, visit nashville"); None when
    none is said so."""
    names = "|".join(re.escape(c) for c in sorted(cities, key=len, reverse=True))
    listed = rf"(?:{names})(?:\s*(?:,|and|&)\s*(?:{names}))*"
    said = re.search(rf"\b(?:only|just)\s+(?:(?:visit|see|do|go\s+to)\s+)?(?P<a>{listed})\b|\b(?P<b>{listed})\s+only\b",
                     text, re.IGNORECASE)
    if said is None:
        return None
    named = re.findall(rf"\b(?:{names})\b", said.group("a") or said.group("b"), re.IGNORECASE)
    if not 1 <= len(named) < count:
        return None
    unit = "city" if len(named) == 1 else "cities"
    return text[:said.start()] + f"make it {len(named)} {unit}, visit {' and '.join(named)}" + text[said.end():]


def _stops_at(route: list[str], but: int | None = None) -> str:
    """Each city of ``route`` asked for at its place, as the order rule reads it ("the first stop should be Austin and
    the last stop should be Dallas"); the stop ``but`` left free."""
    return " and ".join(f"the {stop_word(i + 1 if i < len(route) - 1 else -1)} stop should be {city}"
                        for i, city in enumerate(route) if i != but)


def _at_place_held(trip: Mapping[str, Any]) -> str:
    """" as the second stop" when the city just asked for was asked for at a place (the newest stop of the trip's
    order: "no wait, bend" after "swap the first city for portland" asks for Bend there); "" otherwise."""
    stops = [rule["stop"] for rule in (trip.get("local_constraint") or {}).get("city order") or () if rule.get("stop")]
    return f" as the {stop_word(stops[-1])} stop" if stops else ""


def it_as_stop(text: str, said_before: str | None, trip: Mapping[str, Any] | None, sandbox: Any) -> str:
    """"swap it for spokane" right after "whats the second city": written as "swap the second city for Spokane" (the
    stop just asked about), when the words name a city of the trip's state; ``text`` otherwise."""
    it = _IT_SWAPPED.match(text)
    asked = _STOP_ASKED.search(said_before or "") if it is not None else None
    cities = tuple(sandbox.cities_in_state(str((trip or {}).get("dest") or ""))) if asked is not None else ()
    new = _city_at_start(it.group("new"), cities) if it is not None and cities else None
    if asked is None or new is None:
        return text
    return f"swap the {asked.group('ord')} city for {new}"


def place_note(text: str, trip: Mapping[str, Any] | None, plan: list[dict[str, Any]] | None, sandbox: Any) -> str | None:
    """A stop of a state trip replaced by its place ("make the second stop pittsburgh"): the note saying the new city
    takes the old one's place, at that stop (``as_counted`` asks for it there: ``city_order``); None for any other
    message."""
    cities = tuple(sandbox.cities_in_state(str((trip or {}).get("dest") or ""))) if trip else ()
    route = route_cities(plan, (trip or {}).get("org"))
    said = (_INSTEAD.search(text) or _REPLACE.search(text)) if cities and route else None
    bare = _SWAP_BARE.search(text) if cities and route and said is None else None
    index_bare = _place_index(bare.group("ord"), route) if bare is not None else None
    if bare is not None and index_bare is not None:  # "swap the 2nd city": which city instead is the planner's
        return _BARE_NOTE.format(old=route[index_bare], ord=bare.group("ord").lower())
    if said is None:
        return None
    index, ordinal, words = _said_place(said, route)
    new = _city_at_end(words, cities) if said.re is _INSTEAD else _city_at_start(words, cities)
    if new is None or index is None or route[index] == new:
        return None
    return _PLACE_NOTE.format(new=new, ord=ordinal, old=route[index])


# A city of the route replaced by name: "Austin instead of Longview", "San Antonio rather than Longview", "swap Butte
# for San Jose", "replace Tampa with Orlando" (which words are the route's city is read against the route)
_INSTEAD_NAMED = lazy_compile(r"(?P<new>[A-Za-z .'-]+?)\s+(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+"
                              r"(?P<old>[A-Za-z .'-]+)", re.IGNORECASE)
_REPLACE_NAMED = lazy_compile(r"\b(?:replace|swap|switch|change|trade)\s+(?:out\s+)?(?P<old>[A-Za-z .'-]+?)\s+"
                              r"(?:with|for|to)\s+(?P<new>[A-Za-z .'-]+)", re.IGNORECASE)


def _by_name(text: str, route: list[str], cities: tuple[str, ...]) -> str:
    """``text`` with a city of the route replaced by name written as "visit <new>, skip <old>"; ``text`` when no city
    of the route is named beside another city of the state (the trip's destination then stays the state)."""
    for pattern, new_at in ((_INSTEAD_NAMED, _city_at_end), (_REPLACE_NAMED, _city_at_start)):
        for said in pattern.finditer(text):
            old_words = said.group("old").strip()
            old = _city_at_start(old_words, tuple(route))
            if pattern is _REPLACE_NAMED and (old is None or old_words.lower() != old.lower()):
                continue  # "swap the hotel for ...": the route's city must be all that is swapped out
            new = new_at(said.group("new"), cities)
            if old is not None and new is not None and new != old:
                return text[:said.start()] + f"visit {new}, skip {old}" + text[said.end():]
    return text


def _city_at_end(words: str, cities: tuple[str, ...]) -> str | None:
    """The state's city the words end with ("can we do austin" → "Austin")."""
    lowered = words.lower().strip()
    return next((c for c in sorted(cities, key=len, reverse=True) if re.search(rf"\b{re.escape(c.lower())}$", lowered)), None)


def _city_at_start(words: str, cities: tuple[str, ...]) -> str | None:
    """The state's city the words start with ("austin please" → "Austin")."""
    lowered = words.lower().strip()
    return next((c for c in sorted(cities, key=len, reverse=True) if re.match(rf"{re.escape(c.lower())}\b", lowered)), None)
