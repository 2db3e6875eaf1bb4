"""Names a request gives for sights and cities ("we must visit SeaWorld Orlando", "skip Dallas"), and their match in the data.

Shared by the sight constraints (``must_see``, ``avoid_sights``) and the city ones (``visit_cities``,
``avoid_cities``). Reading is in two steps. A reader finds the names after a cue ("visit", "see", "skip", ...):
a list of capitalised names ("SeaWorld Orlando and the Harry P Leu Gardens"), each a place name of the text (a city)
or not (a sight). ``resolve`` then matches each to the data once the trip's cities are known: case, punctuation,
"&"/"and", a leading "the" and small typos do not matter; a near miss is a problem that says "did you mean ...", and
a sight the trip's cities do not have is a problem naming the city that has it. Matching is linear in the text.

This module reads the names; the rest lives beside it, one job a module: ``name_keys`` (``normal``),
``names_capitalised`` (names written in lower case), ``name_books`` (the data's names by city), ``name_matching``
(``resolve_named``), ``sight_kinds`` (``resolve_sights``, "the zoo") and ``city_matching`` (a city a wish names).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from himap_travel.domain.constraints.base import Spans
from himap_travel.domain.constraints.name_books import sight_book
from himap_travel.domain.constraints.sight_kinds import KIND_AFTER
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.memo import per_text
from himap_travel.domain.text.words import NOT_AFTER_ABBREVIATION, OTHER_CUISINES
from himap_travel.state.trip import DATA_CUISINES

# A name: capitalised words (or numbers), with the small words names hold inside ("Museum of Nature & Science").
# A word: capitalised, or a number; a dot only in an initial, initials ("U.S. Space", "P.F. Chang's") or a short form
# ("Harry P. Leu", "St."), never a sentence's end.
# A month or a weekday ends a name ("visit Denver March 13"), and so does a date's number ("13-15", "2022", "on the
# 7th": no sight "New Orleans on the 7") or a count ("exploring Ohio for 5 days": no sight "Ohio for 5").
_NOT_A_NAME_WORD = (r"(?!(?:January|February|March|April|May|June|July|August|September|October|November|December"
                    r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)"
                    # nor is the writer ("going to Boston, and I'd like ..."), unless a name goes on ("World War I Museum")
                    r"(?!I(?:['’](?:d|m|ll|ve))?(?![\w'’])(?!\s+[A-Z0-9]))")
_WORD = (rf"(?:{_NOT_A_NAME_WORD}(?:(?:[A-Z]|St|Ste|Mt|Ft|Dr|Jr|Sr|Mr|Mrs|Ms)\.(?=\s+[A-Z0-9])|(?:[A-Z]\.){{2,}}(?=\s+[A-Z0-9&])"
         r"|[A-Z][\w'’!-]*(?:\.\w+)*)"
         r"|\d{1,3}(?![\d/,.-]|(?:st|nd|rd|th)\b)(?!\s*(?:days?|nights?|weeks?|people|persons?|adults?|travell?ers|cities)\b)|&)")
_INNER = r"(?:of|the|at|de|du|la|le|on|in|for|and\s+(?=[A-Z][\w'’.-]*\s+(?:Museum|Gardens?|Park|Center|Centre|Zoo)\b)|&|[|:-])"
NAME = rf"(?:the\s+)?{_WORD}(?:\s+(?:{_INNER}\s+)*{_WORD})*"
# "+", "&", "n" too ("avoid raleigh + greensboro"); a slash between words ("skip alpena/hancock"), never a date's or a
# count's ("3/26", "24/7")
_SEPARATOR = lazy_compile(r"\s*(?:,\s*(?:and\s+|as\s+well\s+as\s+|plus\s+)?|\s+(?:and|n)\s+|\s+as\s+well\s+as\s+|\s+plus\s+"
                          r"|\s+n?or\s+|\s*[+&]\s*|(?<=[a-z])\s*/\s*(?=[A-Za-z]))\s*")
_NAME_AT = lazy_compile(NAME)
_TRAILING_AMPERSAND = lazy_compile(r"\s*&$")


@dataclass(frozen=True)
class Named:
    """A name the text gives after a cue: its words, where it is, and whether it is one of the text's place names."""

    text: str
    start: int
    end: int
    place: bool
    food: bool = False  # a cuisine ("include Chinese food"): the cuisine readers', no sight


def names_after(text: str, cue: re.Pattern[str], places: Spans) -> tuple[Named, ...]:
    """Every name of the lists the text puts after ``cue`` (a pattern ending where the list starts), in order.

    A name the text's place names cover ("Austin", "Dallas, TX") is a place; one that only holds a place name
    ("SeaWorld Orlando") is not. Remembered: several readers ask for the same text's names.
    """
    return _names_after(text, cue, tuple(sorted(places)))


@lru_cache(maxsize=64)
def _names_after(text: str, cue: re.Pattern[str], ordered: tuple[tuple[int, int], ...]) -> tuple[Named, ...]:
    return tuple(_each_name(text, cue, list(ordered)))


def _each_name(text: str, cue: re.Pattern[str], ordered: list[tuple[int, int]]) -> Iterator[Named]:
    for m in cue.finditer(text):
        yield from _list_at(text, m.end(), ordered)[0]


# How far one name and one list may reach: the data's longest name has 93 characters, and people list a handful of
# places. Unbounded, a text of cues and names read to its end from every cue, quadratic in the text: at the length cap
# "No Pizza Hut No Pizza Hut ..." took 3.4 s of CPU (0.4 s at a quarter of it), "No A, No A, ..." 34 s (2.3 s).
_NAME_REACH = 160  # characters
_LIST_REACH = 1_000  # characters
_MOST_NAMES = 24  # names, those that are ordinary words included


def _list_at(text: str, pos: int, ordered: list[tuple[int, int]], until: int | None = None) -> tuple[list[Named], int]:
    """The names of the list starting at ``pos`` ("SeaWorld Orlando and the Harry P Leu Gardens"), and where it ends;
    none past ``until`` (a cue's start: "Gatorland's a must" names "Gatorland", the "'s" being the cue's)."""
    found: list[Named] = []
    end = pos
    limit = min(len(text) if until is None else until, pos + _LIST_REACH)  # a list is read from here at most
    for _name in range(_MOST_NAMES):
        name = _NAME_AT.match(text, pos, min(limit, pos + _NAME_REACH))
        if name is None:
            break
        end = name.start() + len(_TRAILING_AMPERSAND.sub("", name.group(0).rstrip(".!")))  # "the Mob Museum & ...": "&" joins
        kind = KIND_AFTER.match(text, end, limit)
        if kind is not None and name.group(0) == name.group(0).rstrip(".!"):  # "the SEA LIFE aquarium": its kind is in its name
            end = kind.end()
        words = re.sub(r"^the\s+", "", text[name.start():end], flags=re.IGNORECASE)
        start = end - len(words)
        opening = _covering(ordered, start, start + 1)
        if opening is not None and opening[1] < end and text.startswith("!", opening[1]):
            end = opening[1]  # "see Chicago! We live in ...": the place, and a new sentence after its "!"
        elif opening is not None and _places_joined(text, ordered, opening, end):
            end = opening[1]  # "skip Syracuse & Binghamton": two places joined by "&", no one name holding both
        elif (cry := _NEW_SENTENCE.search(text, start, end)) is not None:
            end = cry.start()  # "the Denver Zoo! It's a must": a sentence starts after the "!" ("Yo! China" goes on)
            words = text[start:end]
        cut = _before_its_place(text, ordered, start, end)  # "Tony's in Minneapolis for pizza": Tony's, in Minneapolis
        place = _covering(ordered, start, end)
        if place is not None:
            end = place[1]
            found.append(Named(text[start:end], start, end, True))
        elif cut < end:
            if not _ordinary(text[start:cut]):
                found.append(Named(text[start:cut], start, cut, False, _food(text[start:cut], text, cut)))
        elif words and not _ordinary(words):
            found.append(Named(words, start, end, False, _food(words, text, end)))
        sep = _SEPARATOR.match(text, end)
        if sep is None or sep.end() == end:
            break
        pos = sep.end()
    return found, end


_REACH = 160  # characters before a cue that the list it follows may take: reading stays linear in the text
_LIST_START = lazy_compile(r"(?<![\w'’])(?:the\s+)?[A-Z0-9&]")
_CLAUSE_END = lazy_compile(rf"{NOT_AFTER_ABBREVIATION}[.!?;:(]\s")  # "the U.S. Space & Rocket Center is a must": one name


def names_before(text: str, cue: re.Pattern[str], places: Spans) -> tuple[Named, ...]:
    """Every name of the lists the text puts right before ``cue`` ("SeaWorld and Gatorland are a must"), in order."""
    return tuple(name for _cue, names in lists_before(text, cue, places) for name in names)


@per_text
def lists_before(text: str, cue: re.Pattern[str], places: Spans) -> list[tuple[tuple[int, int], list[Named]]]:
    """(the cue's span, the names of the list right before it) for each ``cue`` a list of names comes right before."""
    ordered = sorted(places)
    found: list[tuple[tuple[int, int], list[Named]]] = []
    for m in cue.finditer(text):
        left = max(0, m.start() - _REACH)
        left = max((e.end() for e in _CLAUSE_END.finditer(text, left, m.start())), default=left)
        for start in _LIST_START.finditer(text, left, m.start()):
            names, end = _list_at(text, start.start(), ordered, m.start())
            if names and end <= m.start() and not text[end:m.start()].strip():
                found.append((m.span(), names))
                break
    return found


@per_text
def pointed_back(text: str, cue: re.Pattern[str], places: Spans) -> list[Named]:
    """The name each ``cue`` ending in a pronoun ("eat there", "add it") points back to: the last name before it in
    its sentence, no place ("Kloof Street House looks great, can we have dinner there?", "Tiny Doors ATL sounds fun,
    add it"). A single capitalised word opening the sentence is its first word, no name ("Sounds fun, add it")."""
    ordered = sorted(places)
    found: list[Named] = []
    for m in cue.finditer(text):
        left = max(0, m.start() - _REACH)  # bounded: reading stays linear in the text
        left = max((e.end() for e in _CLAUSE_END.finditer(text, left, m.start())), default=left)
        last = None
        for name in _NAME_AT.finditer(text, left, m.start()):
            words = re.sub(r"^the\s+", "", name.group(0).rstrip(".!"), flags=re.IGNORECASE)
            start = name.end() - len(name.group(0)) + name.group(0).find(words)
            opening = not text[left:start].strip(" ,\"'(") and " " not in words
            if words and not _ordinary(words) and not opening and _covering(ordered, start, start + len(words)) is None:
                last = Named(words, start, start + len(words), False, _food(words, text, start + len(words)))
        if last is not None:
            found.append(last)
    return found


_IN_A_PLACE = lazy_compile(r"\s+(?:in|at)\s+$", re.IGNORECASE)


# A "!" and a word that opens a sentence, no name's ("It's", "We", "My"): the name ends at the "!"
_NEW_SENTENCE = lazy_compile(r"!+\s+(?:It|It['’]s|We|We['’](?:re|ve|d|ll)|I|I['’](?:m|d|ll|ve)|My|Our|The|This|That|They"
                             r"|You|So|Also|And|But|Just|Please|No|Not|Can|Could|Would|Will|Let['’]s|Thanks|Thx)\b")


_AMPERSAND = lazy_compile(r"\s*&\s*")


def _places_joined(text: str, ordered: list[tuple[int, int]], first: tuple[int, int], end: int) -> bool:
    """Whether a name read to ``end`` is only places joined by "&" from the place ``first`` opening it ("Syracuse &
    Binghamton"); a name that goes on past its places ("Buffalo & Erie County Botanical Gardens") is one name."""
    at = first[1]
    while at < end:
        joint = _AMPERSAND.match(text, at, end)
        place = None if joint is None else _covering(ordered, joint.end(), joint.end() + 1)
        if joint is None or place is None or place[0] != joint.end():
            return False
        at = place[1]
    return at == end and first[1] < end


def _before_its_place(text: str, ordered: list[tuple[int, int]], start: int, end: int) -> int:
    """Where a name ends that is said with where it is ("Tony's in Minneapolis"): before "in" and the place that ends
    it; ``end`` for any other name."""
    i = bisect.bisect_right(ordered, (end, float("inf"))) - 1
    if i < 0 or ordered[i][1] != end or not start < ordered[i][0] <= end:
        return end
    said_in = _IN_A_PLACE.search(text, start, ordered[i][0])
    return said_in.start() if said_in is not None and said_in.start() > start else end


def _covering(ordered: list[tuple[int, int]], start: int, end: int) -> tuple[int, int] | None:
    """The place span (of spans sorted, not overlapping) holding ``start`` and reaching ``end``, if any."""
    i = bisect.bisect_right(ordered, (start, float("inf"))) - 1
    if i >= 0 and ordered[i][0] <= start < ordered[i][1] and end <= ordered[i][1]:
        return ordered[i]
    return None


_FOOD_AFTER = lazy_compile(r"\s*(?:food|cuisine|restaurants?|dishes|meals?|cooking|places\s+to\s+eat|dining)\b", re.IGNORECASE)
_CUISINE_WORDS = frozenset(normal_word.lower() for normal_word in DATA_CUISINES)
_OTHER_CUISINE = lazy_compile(OTHER_CUISINES)


def is_cuisine(words: str) -> bool:
    """Whether ``words`` name a cuisine, the data's or one it has no label for ("Mexican", "Sushi"), in the plural too
    ("bakeries", "cafes"): no place's name."""
    said = words.lower()
    return any(form in _CUISINE_WORDS or bool(_OTHER_CUISINE.fullmatch(form))
               for form in dict.fromkeys((said, re.sub(r"ies$", "y", said), said.removesuffix("s"))))


def _food(words: str, text: str, end: int) -> bool:
    """Whether a name is a cuisine: one of the data's, alone or with a food word ("no chinese food", capitalised as the
    San Angelo restaurant "Chinese Food" is), one the data has no label for ("Sushi for dinner?", "Thai"), or words
    followed by "food", "cuisine", "restaurants"."""
    cuisine = re.sub(r"\s+(?:food|cuisine|restaurants?|dishes|meals?|cooking|dining)$", "", words.lower())
    return is_cuisine(words) or is_cuisine(cuisine) or bool(_FOOD_AFTER.match(text, end))


# A cheer: "go" (or "let's go") and a team's name, its last word plural ("go Nittany Lions", "let's go Mets!", "go
# Braves"). It asks for nothing: no visit to the sight its words start (The Nittany Lion Shrine), and no wish named.
CHEER = lazy_compile(r"\b(?:let'?s\s+)?go\s+(?:the\s+)?(?-i:(?:[A-Z][\w'.-]*\s+){0,2}[A-Z][\w'.-]*[a-z]s)\b", re.IGNORECASE)


ORDINARY = frozenset("""I We My Our The A An It This That Day Days Monday Tuesday Wednesday Thursday Friday Saturday Sunday
Mom Mum Dad Grandma Grandpa Granny Aunt Uncle Family Friends Everything Everyone Anything Something Breakfast Lunch Dinner
Flights Hotels Restaurants Sights Attractions Museums Parks No Not Never Please As So Also And But Just Only""".split())
# (a sentence's first word: "No Chinese Food, please", "As for dinner, ..." name nothing)


def _ordinary(words: str) -> bool:
    """A capitalised word that names nothing ("We", "Day 2" is no sight)."""
    first = words.split()[0]
    return first in ORDINARY or bool(re.fullmatch(r"\d+", first))


def sight_name_spans(text: str, places: Spans, sandbox: object, cues: Sequence[re.Pattern[str]]) -> list[tuple[int, int]]:
    """Where the text spells a sight's name: a known attraction of two words or more ("Denver Zoo", "the Denver Zoo
    is a must"), or a name after one of ``cues`` that is no place and names an attraction of the data, small typos
    allowed ("see Seaworld Orlnado"). A place name inside one is part of the sight's name, not a place of the trip: the
    parser reads the places with these spans blanked. An unknown name ("see the Orlando Zoo") stays: the place reader
    names it."""
    book = sight_book(sandbox)
    spans = book.spans(text)
    for cue in cues:
        spans += [(n.start, n.end) for n in names_after(text, cue, places) if not n.place and not n.food and book.knows(n.text)]
    return spans
