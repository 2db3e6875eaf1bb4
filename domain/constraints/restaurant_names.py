"""Restaurants a request names ("we want to eat at Pizza Hut", "not Domino's Pizza again"), and their match in the data.

Shared by ``eat_at`` (restaurants to include) and ``avoid_restaurants``. Reading is in two steps, as for named sights
(``named_places``): a reader takes the capitalised names after a cue ("eat at", "dine at", "dinner at", "try", "don't
want to eat at", "not X again"); ``resolve`` then matches each to the restaurants table within the trip's cities once
they are known (case, punctuation, "&"/"and", a leading "the" and small typos do not matter). A near miss is a
problem that says "did you mean ...", a restaurant only other cities have is a problem naming one of them. The value
holds the data's spelling, compared as ``same`` does. A cuisine word inside a named restaurant ("Cafe Coffee Day",
"Pizza Hut") asks for no cuisine (``cuisine.mentions`` skips ``spans``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from rapidfuzz import fuzz, process

from himap_travel.domain.constraints import name_books, name_matching, named_places, names_capitalised
from himap_travel.domain.constraints.base import Spans, TripPlaces
from himap_travel.domain.constraints.name_books import sight_book
from himap_travel.domain.constraints.name_keys import normal
from himap_travel.domain.constraints.name_matching import ACCEPT, resolve_named
from himap_travel.domain.constraints.named_places import NAME, names_after
from himap_travel.domain.text import negation
from himap_travel.domain.text.english import is_rare_english
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.memo import per_text

_MEAL = r"(?:a\s+meal|meals?|dinner|lunch|breakfast|brunch|a\s+bite|food)"
EAT_CUE = lazy_compile(
    rf"\b(?:(?:eat|dine|eating|dining|(?:have|get|grab|having|getting)\s+{_MEAL}|{_MEAL})\s+at"
    r"|try(?:ing)?(?:\s+out)?(?:\s+the\s+food\s+at)?)(?:\s+(?:both|also))?\s+", re.IGNORECASE)
AVOID_CUE = lazy_compile(
    rf"\b(?:(?:don't|do\s+not|never|won't|will\s+not|not)\s+(?:want\s+to\s+|wanna\s+|going\s+to\s+|to\s+)?(?:eat|dine|eating|dining|(?:have|get)\s+{_MEAL})\s+at"
    rf"|(?:avoid|skip)(?:ping|ing)?\s+(?:eating\s+at|dining\s+at|the\s+restaurants?)|no\s+{_MEAL}\s+at"
    # chains ruled out by their names: "no chains like subway or burger king", "avoid fast food chains such as kfc"
    r"|(?:no|not|avoid(?:ing)?|skip(?:ping)?)\s+(?:[\w-]+\s+){0,2}?(?:chains?|chain\s+restaurants?|franchises?)\s*,?"
    r"\s+(?:like|such\s+as|e\.g\.,?|including))\s+",
    re.IGNORECASE)
# A meal at a restaurant named before, in the same sentence: "Kloof Street House looks great, can we have dinner there?"
EAT_THERE = lazy_compile(rf"\b(?:eat|dine|eating|dining|(?:have|get|grab|having|getting)\s+{_MEAL}|{_MEAL})\s+there\b", re.IGNORECASE)
# A wish said after the restaurant's name: "we want Pizza Hut for dinner one night", "Dips for lunch on day 2".
# ... or before what it serves ("Sweet Sensations for dessert", "Tony's for pizza"): the place's food, no cuisine wished
_SERVED = r"(?:desserts?|pizza|coffee|tea|cake|ice\s+cream|drinks|bbq|barbecue|seafood|pastr(?:y|ies)|sweets|donuts)"
# ... the meal said with a word before it, hyphened too ("for a client-free dinner", "for our last-night dinner")
FOR_A_MEAL = lazy_compile(rf"\s+for\s+(?:{_MEAL}|(?:a|our|my|the|one)\s+(?:[a-z]+(?:-[a-z]+)*\s+)?(?:dinner|lunch|breakfast|brunch)"
                          rf"|(?:an?\s+|some\s+)?{_SERVED})\b", re.IGNORECASE)
# ... or before how often it is had, its clause ending there ("wagamama once"): said as a name (``said_alone``)
_ONCE = lazy_compile(r"\s+(?:once|at\s+least\s+once|one\s+time)\b(?=\s*(?:[.,;!?]|$))", re.IGNORECASE)
_ONE_NIGHT = lazy_compile(r"\s+one\s+(?:night|nite|day|evening|morning)\b", re.IGNORECASE)
# ... or before a day of the trip ("pizza hut on day 2 for lunch"; ``meal_days`` reads the day)
_ON_A_DAY = lazy_compile(r"\s+(?:on|for)\s+(?:(?:the|our)\s+)?(?:days?\s+\d|night\s+\d|(?:first|second|third|fourth|fifth|sixth"
                         r"|last|final|\d(?:st|nd|rd|th))\s+(?:day|night|evening)|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b",
                         re.IGNORECASE)
_AGAIN = lazy_compile(rf"\b(?:[Nn]ot|[Nn]o)\s+(?P<name>{NAME})\s+again$")  # "not Domino's Pizza again"
_AGAIN_WORD = lazy_compile(r"\bagain\b")
_AGAIN_REACH = 160  # characters before "again" its name may start: a run of capitalised words is not re-read from each "no"


@per_text
def _restaurant_names(text: str, cue: re.Pattern[str], places: Spans) -> list[tuple[str, int, int]]:
    """(name, start, end) of each restaurant-like name after ``cue``: none holding a place of the text ("eat at
    Orlando's best"), no cuisine ("eat at Italian places" asks for a cuisine)."""
    return [(n.text, n.start, n.end) for n in names_after(text, cue, places)
            if not n.place and not n.food and not any(s < n.end and n.start < e for s, e in places)]


def _again(text: str) -> list[re.Match[str]]:
    """The statements "not X again" / "no X again", each read back from its "again" within ``_AGAIN_REACH``: linear
    in the text ("No Pizza Hut No Pizza Hut ..." once made a name from each "No" to the text's end: quadratic). A
    cuisine is no restaurant ("not Mexican again" is the cuisine readers')."""
    return [m for a in _AGAIN_WORD.finditer(text) if (m := _AGAIN.search(text, max(0, a.start() - _AGAIN_REACH), a.end()))
            and not named_places.is_cuisine(m.group("name"))]


def avoided(text: str, places: Spans) -> list[str]:
    """The restaurants the text rules out, as written, first mentioned first."""
    found = _restaurant_names(text, AVOID_CUE, places)
    found += [(m.group("name"), m.start("name"), m.end("name")) for m in _again(text)
              if not any(s <= m.start("name") < e for s, e in places)]
    return list(dict.fromkeys(name for name, _, _ in sorted(found, key=lambda f: f[1])))


def wanted(text: str, places: Spans) -> list[str]:
    """The restaurants the text wishes to eat at, as written (none it also rules out in the same words): named after a
    cue ("dinner at X") or before a meal ("X for dinner")."""
    return list(dict.fromkeys(name for name, _, _ in wanted_at(text, places)))


@per_text
def wanted_at(text: str, places: Spans) -> list[tuple[str, int, int]]:
    """``wanted``'s names with where the text says each, (name, start, end), in the text's order: the words around
    one say at which meal (``meal_wishes``)."""
    out = [(s, e) for _, s, e in _restaurant_names(text, AVOID_CUE, places)]
    before = [(n.text, n.start, n.end) for n in (*named_places.names_before(text, FOR_A_MEAL, places),
                                                 *named_places.pointed_back(text, EAT_THERE, places)) if not n.place and not n.food]
    return [(name, start, end) for name, start, end in sorted([*_restaurant_names(text, EAT_CUE, places), *before], key=lambda f: f[1])
            if not any(s <= start < e for s, e in out)]


@per_text
def spans(text: str, places: Spans = ()) -> list[tuple[int, int]]:
    """Where the text names a restaurant after a cue, no place of ``places`` (no cuisine is read inside: "eat at Cafe
    Coffee Day", and no sight: "and not Domino's Pizza again")."""
    found = [(s, e) for cue in (EAT_CUE, AVOID_CUE) for _, s, e in _restaurant_names(text, cue, places)]
    found += [(n.start, n.end) for n in (*named_places.names_before(text, FOR_A_MEAL, places),  # "Cafe Diva for breakfast"
                                         *named_places.pointed_back(text, EAT_THERE, places)) if not n.place and not n.food]
    # ... and what the name is said to serve ("Tony's for pizza"): the place's food, no cuisine of the wish
    found += [cue for cue, names in named_places.lists_before(text, FOR_A_MEAL, places)
              if any(not n.place and not n.food for n in names)]
    return found + [(m.start("name"), m.end("name")) for m in _again(text)
                    if not any(s < m.end("name") and m.start("name") < e for s, e in places)]


def same(one: str, other: str) -> bool:
    """Whether two spellings name the same restaurant (case, punctuation and "the" apart)."""
    return normal(one) == normal(other)


class _Book(name_books.NameBook):
    """The restaurants table's names: city -> {normal name: name}, and the cities of each normal name."""

    rows = "restaurants_in"
    _said: frozenset[str] | None = None

    def said(self) -> frozenset[str]:
        """The normal names a request may write a restaurant by: the data's, and a chain's said in short ("dominos"),
        gathered once per book."""
        if self._said is None:
            self._said = frozenset(self.cities_of) | _chains_in_short(self.cities_of) | _owners_after_titles(self.cities_of)
        return self._said


def _owners_after_titles(cities_of: dict[str, list[tuple[str, str]]]) -> frozenset[str]:
    """A name opening on a title and its owner's possessive ("Mr. Dunderbak's Biergarten and Marketplatz"), said by the
    owner's word alone ("dinner at dunderbaks"), each of one name only (``name_matching.shortened`` finds it back)."""
    owners: Counter[str] = Counter()
    for key, spelled in cities_of.items():
        words, name = key.split(), spelled[0][0].split()
        if len(words) > 2 and words[0].removesuffix("s") in name_matching.TITLES and _OWNER.match(name[1]):
            owners[words[1]] += 1
    return frozenset(owner for owner, count in owners.items() if count == 1)


# a possessive first word ("Domino's" of Domino's Pizza), or one with a letter dropped ("Dunkin'" of Dunkin' Donuts)
_OWNER = lazy_compile(r"[A-Za-z]{3,}['’]s?(?![\w'’])")
OWNER = _OWNER  # ... said by its owner's word (``said_alone_keys``)


def _chains_in_short(cities_of: dict[str, list[tuple[str, str]]]) -> frozenset[str]:
    """A chain's name said by its owner's word alone, as people say it ("dominos" for Domino's Pizza): only a chain's (a
    name in ``name_matching.CHAIN_CITIES`` cities) whose first word is a possessive, only one no other chain says the same way."""
    shorts: Counter[str] = Counter()
    for key, spelled in cities_of.items():
        name = spelled[0][0]
        if (" " in key and _OWNER.match(name.split()[0])
                and len({city for _name, city in spelled}) >= name_matching.CHAIN_CITIES):
            shorts[key.split()[0]] += 1
    return frozenset(short for short, count in shorts.items() if count == 1)


def capitalised(text: str, sandbox: object, cues: Sequence[re.Pattern[str]]) -> str:
    """The text with each restaurant name written in lower case after one of ``cues`` ("dinner at turquoise villa"), or
    before the meal it is for ("nando's for lunch"), capitalised as a name is, so the readers take it
    (``names_capitalised.capitalised``, ``names_capitalised.capitalised_before``)."""
    book = _book(sandbox)
    # ... and before a meal it is for ("nando's for lunch", "caterspoint for our anniversary dinner"), a name holding a
    # word of its own ("coffee shop for breakfast" asks for a cafe, not "The Coffee Shop")
    named = names_capitalised.capitalised(text, book.said(), cues, book.first_words_in)
    named = names_capitalised.capitalised_before(named, _own_names(book), _ONCE)  # "wagamama once"
    # ... and before the day it is had ("sushi masa in colorado springs one night": no sushi asked for)
    named = names_capitalised.capitalised_before(named, _own_names(book), _ONE_NIGHT)
    named = names_capitalised.capitalised_before(named, _own_names(book), _ON_A_DAY)
    named = names_capitalised.capitalised_before(named, _own_names(book), FOR_A_MEAL)
    # ... and before its verdict ("kfc is off the table": KFC, ruled out wherever the trip goes)
    return names_capitalised.capitalised_before(named, _named_not_worded(book), RULED_OUT_AFTER)


# A verdict right after a name ruling it out ("kfc is off the table", "wendy's is a no"): the avoid readers' (its place
# ``avoid_sights.SAID_NO`` reads) once the name is written as one
RULED_OUT_AFTER = lazy_compile(rf"\s*(?:(?:\s{negation.COPULA}|['’]s)\s+{negation.REFUSAL}|\s{negation.PASSIVE_SKIP}"
                               rf"|{negation.NOT_THIS_TRIP})", re.IGNORECASE)


_FOOD_PLACE_WORDS = frozenset("""coffee shop tea pizza pizzeria burger burgers grill kitchen cafe bakery bar house food foods sweet
sweets snack snacks corner restaurant diner bistro express point place spot cake cakes dessert desserts bbq seafood fast
chinese indian italian mexican american french mediterranean thai sushi noodle noodles chicken fish taco tacos juice bread
the a an and of""".split())
FOOD_PLACE_WORDS = _FOOD_PLACE_WORDS  # a name of only these says no name of its own in lower case ("pizza hut")
_OWN_NAMES: dict[int, tuple[_Book, frozenset[str]]] = {}


def _own_names(book: _Book) -> frozenset[str]:
    """The book's names holding a word that is no plain word of food or of a place to eat, once per book."""
    held = _OWN_NAMES.get(id(book))
    if held is None or held[0] is not book:
        own = frozenset(k for k in book.cities_of if any(w not in _FOOD_PLACE_WORDS for w in k.split()))
        _OWN_NAMES.clear()
        held = _OWN_NAMES[id(book)] = (book, own)
    return held[1]


_NOT_WORDED: dict[int, tuple[_Book, frozenset[str]]] = {}


def _named_not_worded(book: _Book) -> frozenset[str]:
    """The book's own names (``_own_names``) no plain word of English spells alone: several words, or one English
    rarely says ("kfc", "starbucks"); "subway" is the train as often as the chain. Once per book."""
    held = _NOT_WORDED.get(id(book))
    if held is None or held[0] is not book:
        names = frozenset(k for k in _own_names(book) if " " in k or is_rare_english(k))
        _NOT_WORDED.clear()
        held = _NOT_WORDED[id(book)] = (book, names)
    return held[1]


_PUNCTUATED = lazy_compile(r"[,;:!?()]|\.\s")
_NAME_WORD = lazy_compile(r"[\w'’&.-]+")
_LONGEST_NAME = 6  # words


def holding_a_place(text: str, places: Spans, sandbox: object) -> list[tuple[int, int]]:
    """Where the text spells a restaurant of the data whose name holds a place's ("Texas Roadhouse in eau claire",
    "Chicago Pizza", "Tibby's New Orleans Kitchen"): the place is the name's, not the trip's (the parser reads the
    places with these blanked); only a name longer than the place, written in one run, no mark between its words ("to
    Chicago. Pizza ..." is none)."""
    known = _book(sandbox).cities_of
    found = []
    for start, end in places:
        before = [m.start() for m in _NAME_WORD.finditer(text, max(0, start - 40), start)][-_LONGEST_NAME + 1:]
        after = [m.end() for m in _NAME_WORD.finditer(text, end, min(len(text), end + 60))][:_LONGEST_NAME - 1]
        spans = [(first, last) for first in [start, *reversed(before)] for last in [end, *after]
                 if (first, last) != (start, end) and not _PUNCTUATED.search(text, first, last)]
        name = next((span for span in spans if normal(text[span[0]:span[1]]) in known), None)
        if name is not None:
            found.append(name)
    return found


def _book(sandbox: object) -> _Book:
    """The sandbox's restaurant book, built once per sandbox."""
    return name_books.book(sandbox, _Book)


def decided(names: Sequence[str], other: Sequence[str] | None, where: TripPlaces, kind: str, warnings: list[str]) -> list[str]:
    """The names of ``names`` (read as ``kind``, "sight" or "restaurant") this kind keeps once the data decides those
    also read as the other kind (``other``: "avoid Pizza Hut" reads both): a name only the other table has within the
    trip's cities is the other kind's; one both tables have is kept by both (avoiding both keeps the wish either way),
    and said; one neither has stays, so that each kind names its miss."""
    shared = {normal(name) for name in other or ()}
    sights, restaurants = sight_book(where.sandbox), _book(where.sandbox)
    if not shared or not sights.cities_of or not restaurants.cities_of:
        return list(names)
    cities = where.cities or tuple(restaurants.by_city)
    kept = []
    for name in names:
        mine, theirs = (sights, restaurants) if kind == "sight" else (restaurants, sights)
        is_mine, is_theirs = _spelled_in(name, mine.by_city, cities), _spelled_in(name, theirs.by_city, cities)
        if not is_mine and not is_theirs:  # in neither of the trip's cities: the table that has it elsewhere decides
            is_mine = name_matching.known_elsewhere(normal(name), mine) is not None
            is_theirs = name_matching.known_elsewhere(normal(name), theirs) is not None
        if normal(name) in shared and is_theirs and not is_mine:
            continue
        if normal(name) in shared and is_theirs and kind == "restaurant":
            warnings.append(f"{name!r} is both an attraction and a restaurant of the trip's cities: the plan avoids both")
        kept.append(name)
    return kept


def wished_as(names: Sequence[str] | None, other: Sequence[str] | None, where: TripPlaces, kind: str) -> list[str] | None:
    """The names of ``names`` (wished for as ``kind``, "sight" or "restaurant") this kind keeps when the same words were
    read as the other kind too (``other``: "must visit Pizza Hut" reads both): the data decides, each name once. It is a
    restaurant when the restaurants table has it within the trip's cities and the attractions table does not; else a
    sight (which names a miss)."""
    shared = {normal(name) for name in other or ()}
    if not names or not shared:
        return None if names is None else list(names)
    sights, restaurants = sight_book(where.sandbox), _book(where.sandbox)
    cities = where.cities or tuple(restaurants.by_city)

    def restaurant(name: str) -> bool:
        return _spelled_in(name, restaurants.by_city, cities) and not _spelled_in(name, sights.by_city, cities)

    return [name for name in names if normal(name) not in shared or restaurant(name) == (kind == "restaurant")]


def knows(sandbox: object, said: str) -> bool:
    """Whether some restaurant of the data, in any city, is called ``said`` (case, punctuation and "the" apart)."""
    return normal(said) in _book(sandbox).cities_of


def names_in(sandbox: object, cities: Sequence[str] | None) -> dict[str, str]:
    """The restaurants of ``cities``: normal name -> the data's name."""
    by_city = _book(sandbox).by_city
    return {key: name for city in cities or () for key, name in by_city.get(city, {}).items()}


def spelled_in_full(text: str, where: TripPlaces) -> list[tuple[int, int]]:
    """Where the text spells in full a restaurant of the trip's cities whose name holds a word of its own ("sushi family",
    "shorts burger and shine", "fuji japanese steak house"): its words of food are the name's, no cuisine asked for (the
    cuisine readers pass over them, and ``said_alone`` reads the restaurant), never a refusal of the whole request."""
    own = {key for key in names_in(where.sandbox, where.cities) if any(w not in FOOD_PLACE_WORDS for w in key.split())}
    return names_capitalised.spelled_at(text, own) if own else []


def cities_of_name(sandbox: object, name: str) -> tuple[str, ...]:
    """The cities whose restaurants table has ``name`` (the data's spelling)."""
    return tuple(city for _spelled, city in _book(sandbox).cities_of.get(normal(name), ()))


def keys_in(sandbox: object, cities: Sequence[str] | None) -> frozenset[str]:
    """The normal names of the restaurants of ``cities`` (gathered once per set of cities)."""
    return _book(sandbox).names_in(cities)


def names_a_restaurant(text: str, sandbox: object, cities: Sequence[str]) -> bool:
    """Whether ``text`` names a restaurant of ``cities``, in any case, by a name holding a word of its own ("pizza hut
    on day 2 for lunch": Pizza Hut, never pizza food); a name of only food words ("the pizza place") is none."""
    keys = keys_in(sandbox, cities) & _own_names(_book(sandbox))
    words = normal(text).split()
    return any(" ".join(words[i:j]) in keys for i in range(len(words)) for j in range(i + 1, min(i + 6, len(words)) + 1))


def first_words_in(sandbox: object, cities: Sequence[str] | None) -> Counter[str]:
    """``names_capitalised.capitalised``'s count of first words over ``keys_in(sandbox, cities)``, once per set of cities."""
    return _book(sandbox).first_words_in(cities or ())


def _spelled_in(name: str, by_city: dict[str, dict[str, str]], cities: Sequence[str]) -> bool:
    """Whether a table of ``by_city`` has the name in one of ``cities`` (small typos allowed, or said in short as
    ``resolve_named`` reads it: "the NashTrash tour" is "NashTrash Tours", or held inside names: "Universal")."""
    known = {key: key for city in cities for key in by_city.get(city, {})}
    key = normal(name)
    return (key in known or process.extractOne(key, list(known), scorer=fuzz.ratio, score_cutoff=ACCEPT) is not None
            or name_matching.shortened(key, known) is not None or bool(name_matching.holding(key, known, cities)))


def resolve(names: Sequence[str] | None, where: TripPlaces, warnings: list[str], problems: list[str], wish: str,
            ruling_out: bool = False) -> list[str] | None:
    """The data's spelling of each named restaurant within the trip's cities; a problem for each not found there (one
    ruled out that the data has nowhere is kept already: ``name_matching.resolve_named``)."""
    return resolve_named(names, where, warnings, problems, wish, _book(where.sandbox), "restaurant", ruling_out)
