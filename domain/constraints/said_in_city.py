"""A sight or a restaurant said by some of its name's words with its city after it: "the ford museum in grand rapids"
(The Gerald R. Ford Presidential Museum), "the butterfly conservatory in key west" (The Key West Butterfly and Nature
Conservatory), "raglan road pub in colorado springs" (Raglan Road Irish Pub and Restaurant).

``said_alone`` reads a name by its whole words or the parts any sight may be said by across the trip's cities; a
part that two cities' sights share ("ford museum": Detroit's Henry Ford Museum too) is no one's there. Said with its
city after it, the part is looked for among that city's names only. The words said, in their order, are words of
exactly one of them, its city's words left out, and they open or close it as people shorten a name ("ford ...
museum", "butterfly ... conservatory", "raglan road ... pub"), with a word of its own among them (no plain word of a
name, of food or of a place to eat: "a museum in denver" names a kind), or all of them, the name being its city's and
its kind ("the zoo in san antonio" is the San Antonio Zoo; "the zoo in tampa" is no ZooTampa at Lowry Park). Linear in the
text: each "in" is tried once, against the names of the one city after it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from himap_travel.domain.constraints import name_books, name_keys, restaurant_names
from himap_travel.domain.constraints.base import Spans, TripPlaces
from himap_travel.domain.constraints.said_alone_keys import GENERIC, MIN_SINGLE, OTHER_KIND_RE, QUALIFIERS, WORD, plain_word, word_key
from himap_travel.domain.text.city_names import short_name_city
from himap_travel.domain.text.lazy_regex import lazy_compile

# "in" its city ("down in", "over in", "up in" too: "the battleship down in wilmington"), or its city in brackets after
# it ("science central (fort wayne)")
_IN = lazy_compile(r"\s+(?:(?:down|over|up|out)\s+)?in\s+(?=[a-z])|\s*\(\s*(?=[a-z])", re.IGNORECASE)
_LONGEST = 6  # words said of a name
_STOP = frozenset({"the", "a", "an"})  # a name's words said start after these
_JOINING = frozenset({"and", "of", "at", "by", "on", "for", "to", "with"})


def _words(name: str) -> list[str]:
    """A name's words as keys hold them, plural-free."""
    return [plain_word(word_key(w)) for w in WORD.findall(name_keys.normal(name))]


def _city_at(text: str, at: int, cities: Sequence[str]) -> str | None:
    """The trip city whose whole name the text says at ``at`` (the longest), or one of its short names ("in indy",
    ``city_names.CITY_ALIASES``), else None."""
    ahead = _words(text[at:at + 40])
    for city in sorted(cities, key=len, reverse=True):
        own = _words(city)
        if ahead[:len(own)] == own and not text[at + len(city):at + len(city) + 1].isalnum():
            return city
    said = WORD.findall(text[at:at + 40])
    shorts = (short_name_city(" ".join(said[:size])) for size in (3, 2, 1) if len(said) >= size)
    return next((named for named in shorts if named is not None and named in cities), None)


def _in_order(said: list[str], words: list[str]) -> bool:
    """Whether ``said`` are words of ``words`` in their order, the first of them or the last among them."""
    at = 0
    for word in said:
        try:
            at = words.index(word, at) + 1
        except ValueError:
            return False
    return said[0] == words[0] or said[-1] == words[-1]


def _own_word(said: list[str], city: list[str]) -> bool:
    """Whether the words hold one that says a name of its own: no plain word of a name, of food or of a place to eat,
    nor the city's; alone, one of five letters or more."""
    plain = GENERIC | restaurant_names.FOOD_PLACE_WORDS | set(city)
    own = [w for w in said if w not in plain and not OTHER_KIND_RE.fullmatch(w)]
    return bool(own) and (len(said) > 1 or len(own[0]) >= MIN_SINGLE)


def _one_named(said: list[str], names: dict[str, str], city: list[str]) -> tuple[str, str] | None:
    """The one (name, kind) of the city whose words, its city's left out, hold ``said`` so (``_in_order``), with a
    word of its own among them (``_own_word``), or all of them: a name that is its city's and its kind ("the zoo in
    san antonio" is the San Antonio Zoo)."""
    own = _own_word(said, city)
    hits = {(name, kind) for name, kind in names.items()
            if (words := [w for w in _words(name) if w not in city and w not in _STOP | _JOINING | QUALIFIERS])
            and _in_order(said, words)
            and (own or (said == words and len(words) < len(_words(name))))}
    return hits.pop() if len(hits) == 1 else None


def found(text: str, where: TripPlaces, taken: Spans) -> list[tuple[int, int, str, str]]:
    """(start, end, the data's name, its kind) of each name said by some of its words before "in" and its city, none
    inside a ``taken`` span."""
    cities = tuple(where.cities or ())
    if not cities or (" in " not in text.lower() and "(" not in text):
        return []
    book = name_books.sight_book(where.sandbox)
    hits: list[tuple[int, int, str, str]] = []
    for m in _IN.finditer(text):
        city = _city_at(text, m.end(), cities)
        if city is None:
            continue
        names = {name: "sight" for name in book.by_city.get(city, {}).values()}
        names |= {name: "restaurant" for name in restaurant_names.names_in(where.sandbox, [city]).values()}
        hit = _said_before(text, m.start(), names, [w for w in _words(city)])
        if hit is not None and not any(s < hit[1] and hit[0] < e for s, e in taken):
            hits.append(hit)
    return hits


def _said_before(text: str, end: int, names: dict[str, str], city: list[str]) -> tuple[int, int, str, str] | None:
    """The longest run of words ending at ``end``, back to a clause's start or "the", that names one of ``names``."""
    clause = max(text.rfind(p, 0, end) for p in ".,;!?(\n") + 1
    spans = [(w.start() + clause, w.end() + clause, plain_word(word_key(w.group(0))))
             for w in WORD.finditer(text[clause:end])][-_LONGEST:]
    while spans and spans[0][2] in _STOP | _JOINING:
        spans = spans[1:]
    cut = max((i + 1 for i, s in enumerate(spans) if s[2] in _STOP), default=0)  # "we love the ford museum": after "the"
    spans = spans[cut:]
    for first in range(len(spans)):
        said = [s[2] for s in spans[first:]]
        if said[0] in _JOINING:
            continue
        one = _one_named(said, names, city)
        if one is not None:
            return spans[first][0], spans[-1][1], *one
    return None


def in_their_cities(text: str, local: Any, where: TripPlaces) -> tuple[Any, list[tuple[int, int]]]:
    """``local`` with each sight a reader took by a short name said with a city of the trip after it ("no zoo in
    knoxville", "the zoo in knoxville please") written as that city's sight (``found``): on a tour of several cities
    sharing the short name (Memphis Zoo, Zoo Knoxville), never another city's. A short name said with two cities'
    names in the text stays as read. With it, the spans of the names said so, their city's words included (read)."""
    said = [(start, end, name) for start, end, name, kind in found(text, where, []) if kind == "sight"]
    hits = [(text[start:end], name) for start, end, name in said]
    if not hits:
        return local, []
    spans = [(start, _city_end(text, end)) for start, end, _name in said]
    update: dict[str, list[str] | None] = {}
    replaced: set[str] = set()
    for key in ("must_see", "avoid_sights"):
        values = getattr(local, key) or []
        named = [_its_city_name(value, hits) for value in values]
        if named != values:
            update[key] = list(dict.fromkeys(named))
            replaced |= {value for value, name in zip(values, named, strict=True) if name != value}
    for key in ("eat_at", "avoid_restaurants"):  # the same short name, read by a restaurant's reader too, is the sight
        values = getattr(local, key) or []
        if any(value in replaced for value in values):
            update[key] = [value for value in values if value not in replaced] or None
    return (local.model_copy(update=update) if update else local), spans


def _city_end(text: str, end: int) -> int:
    """Where the city said after a name ending at ``end`` ends ("... in knoxville"): its words, up to a mark."""
    said = _IN.match(text, end)
    if said is None:
        return end
    stop = re.search(r"[.,;!?()\n]|\s+(?:please|pls|and|but|or|not|too)\b|$", text[said.end():said.end() + 40])
    return said.end() + (stop.start() if stop else 0)


def _its_city_name(value: str, hits: list[tuple[str, str]]) -> str:
    """The one name of ``hits`` (the words said, the data's name) whose words said are ``value``, else ``value``."""
    names = {name for said, name in hits if _words(said) == _words(value)}
    return names.pop() if len(names) == 1 else value
