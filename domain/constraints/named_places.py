"""Names a request gives for sights and cities ("we must visit SeaWorld Orlando", "skip Dallas"), and their match in the data.

Shared by the sight constraints (``must_see``, ``avoid_sights``) and the city ones (``visit_cities``,
``avoid_cities``). Reading is in two steps. A reader finds the names after a cue ("visit", "see", "skip", ...):
a list of capitalised names ("SeaWorld Orlando and the Harry P Leu Gardens"), each a place name of the text (a city)
or not (a sight). ``resolve`` then matches each to the data once the trip's cities are known: case, punctuation,
"&"/"and", a leading "the" and small typos do not matter; a near miss is a problem that says "did you mean ...", and
a sight the trip's cities do not have is a problem naming the city that has it. Matching is linear in the text.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, TypeVar

from rapidfuzz import fuzz, process

from himap_travel.domain.constraints.base import Spans, TripPlaces
from himap_travel.domain.text.city_names import short_name_city
from himap_travel.domain.text.memo import per_text
from himap_travel.domain.text.words import NOT_AFTER_ABBREVIATION, OTHER_CUISINES
from himap_travel.state.trip import DATA_CUISINES

# A name: capitalised words (or numbers), with the small words names hold inside ("Museum of Nature & Science").
# A word: capitalised, or a number; a dot only in an initial, initials ("U.S. Space", "P.F. Chang's") or a short form
# ("Harry P. Leu", "St."), never a sentence's end.
# A month or a weekday ends a name ("visit Denver March 13"), and so does a date's number ("13-15", "2022") or a count
# ("exploring Ohio for 5 days": no sight "Ohio for 5").
_NOT_A_NAME_WORD = (r"(?!(?:January|February|March|April|May|June|July|August|September|October|November|December"
                    r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)"
                    # nor is the writer ("going to Boston, and I'd like ..."), unless a name goes on ("World War I Museum")
                    r"(?!I(?:['’](?:d|m|ll|ve))?(?![\w'’])(?!\s+[A-Z0-9]))")
_WORD = (rf"(?:{_NOT_A_NAME_WORD}(?:(?:[A-Z]|St|Ste|Mt|Ft|Dr|Jr|Sr|Mr|Mrs|Ms)\.(?=\s+[A-Z0-9])|(?:[A-Z]\.){{2,}}(?=\s+[A-Z0-9&])"
         r"|[A-Z][\w'’!-]*(?:\.\w+)*)"
         r"|\d{1,3}(?![\d/,.-])(?!\s*(?:days?|nights?|weeks?|people|persons?|adults?|travell?ers|cities)\b)|&)")
_INNER = r"(?:of|the|at|de|du|la|le|on|in|for|and\s+(?=[A-Z][\w'’.-]*\s+(?:Museum|Gardens?|Park|Center|Centre|Zoo)\b)|&|[|:-])"
NAME = rf"(?:the\s+)?{_WORD}(?:\s+(?:{_INNER}\s+)*{_WORD})*"
_SEPARATOR = re.compile(r"\s*(?:,\s*(?:and\s+|as\s+well\s+as\s+|plus\s+)?|\s+and\s+|\s+as\s+well\s+as\s+|\s+plus\s+"
                        r"|\s+n?or\s+)\s*")
_NAME_AT = re.compile(NAME)


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
        end = name.start() + len(name.group(0).rstrip(".!"))
        kind = _KIND_AFTER.match(text, end, limit)
        if kind is not None and name.group(0) == name.group(0).rstrip(".!"):  # "the SEA LIFE aquarium": its kind is in its name
            end = kind.end()
        words = re.sub(r"^the\s+", "", text[name.start():end], flags=re.IGNORECASE)
        start = end - len(words)
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
_LIST_START = re.compile(r"(?<![\w'’])(?:the\s+)?[A-Z0-9&]")
_CLAUSE_END = re.compile(rf"{NOT_AFTER_ABBREVIATION}[.!?;:(]\s")  # "the U.S. Space & Rocket Center is a must": one name


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


_ANY_WORD = re.compile(r"[A-Za-z0-9][\w'’&-]*")
# What may follow a name written in lower case ("dinner at dips one night", "eat at pizza hut and dips"): a name must
# end there, so a restaurant's name is never read inside other words ("try home cooking" names no restaurant "Home").
_AFTER_NAME = re.compile(r"\s*(?:[.?!,;:)]|$)|\s+(?:and|or|on|for|in|at|one|once|again|please|too|during|while|with|some|every"
                         r"|each|tonight|tomorrow|day|the|if|but|so"
                         r"|lol|lmao|haha\w*|pls|plz|obvs|obviously|tbh|though|thanks|thx)\b", re.IGNORECASE)  # "not mcdonalds lol"
_LIST_SEPARATOR = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)")
_LONGEST = 12  # words: no restaurant's or attraction's name is longer
_WORD_START = re.compile(r"(?<![\w'’])[a-z]")  # a word's first letter ("domino's": "Domino's", never "Domino'S")
_UNKNOWN_ITEM = re.compile(r"[A-Za-z0-9][\w'’&-]*(?:\s+(?!and\b|or\b)[A-Za-z0-9][\w'’&-]*){0,2}")  # up to 3 words
_NAME_GAP = re.compile(r"\.?\s*[-–|:/]?\s*")  # between two words of a name: "harry potter - diagon alley", "p.f. chang's"


# Where a clause opens: a name of ``known`` written there in lower case is a name too ("the big blue bear!!"), read or
# named unread, never passed over as plain words (``capitalised``).
CLAUSE_OPENING = re.compile(r"(?:^|(?<=[.!?;,]\s))(?:the\s+)?", re.IGNORECASE)


def capitalised(text: str, known: Collection[str], cues: Sequence[re.Pattern[str]],
                first_words: Callable[[], Counter[str]] | None = None) -> str:
    """The text with each name of ``known`` (normal names: a table's) written in lower case after one of ``cues``
    ("dinner at turquoise villa", "we wanna see gatorland") capitalised as a name is, so the readers take it; only
    names spelled exactly (case, "the" and punctuation apart), ending where a name can end. Same length: every other
    position reads as before. ``first_words``: gives ``_first_words(known)`` where the caller holds it (a table's,
    counted once per book and set of cities: ``NameBook.first_words_in``), else it is counted here; asked only when
    a list needs it."""
    if not known:
        return text
    for cue in cues:
        walked = -1  # where the last list read ended: a cue inside it starts no list again (linear in a list of names)
        for m in cue.finditer(text):
            pos = m.end()
            if pos < walked:
                continue
            pending: list[tuple[int, int]] = []  # items of the list that start one known name only ("domino's")
            starts: Counter[str] | None = None  # how many names of ``known`` each run of first words starts, once needed
            while True:
                end = _known_name_end(text, pos, known)
                if end is None and cue.match(text, pos):
                    break  # "no mcdonald's, no burger king": a cue opening the item starts a list of its own
                if end is None:  # an item no name of ``known`` spells ("avoid domino's and pizza hut"): the list goes on
                    item = _UNKNOWN_ITEM.match(text, pos)
                    if item is None or _LIST_SEPARATOR.match(text, item.end()) is None:
                        break
                    end = item.end()
                    said = normal(item.group(0))
                    if starts is None:
                        starts = first_words() if first_words else _first_words(known)
                    if said and starts[said] == 1:
                        pending.append((pos, end))
                else:  # a list holding a known name: its items that start one are names too ("Domino's" for Domino's Pizza)
                    for start, stop in [*pending, (pos, end)]:
                        text = text[:start] + _WORD_START.sub(lambda c: c.group(0).upper(), text[start:stop]) + text[stop:]
                    pending = []
                sep = _LIST_SEPARATOR.match(text, end)
                if sep is None:
                    break
                pos = sep.end()
            walked = pos
    return text


def _first_words(known: Collection[str]) -> Counter[str]:
    """How many names of ``known`` each run of a name's first words (never the whole name) starts: counted once, so
    that a long list of unknown items is read in time linear in the list, not in the list times the names."""
    return Counter(" ".join(words[:size]) for name in known for words in [name.split(" ")] for size in range(1, len(words)))


def _known_name_end(text: str, pos: int, known: Collection[str]) -> int | None:
    """Where the longest name of ``known`` written from ``pos`` ends, if one does (and may end there)."""
    words: list[re.Match[str]] = []
    for m in _ANY_WORD.finditer(text, pos):
        gap = text[words[-1].end() if words else pos:m.start()]
        if len(words) == _LONGEST or not _NAME_GAP.fullmatch(gap) or (not words and m.start() > pos):
            break
        words.append(m)
    for size in range(len(words), 0, -1):
        end = words[size - 1].end()
        if normal(text[pos:end]) in known and _AFTER_NAME.match(text, end):
            return end
    return None



def capitalised_before(text: str, known: Collection[str], cue: re.Pattern[str]) -> str:
    """The text with a name of ``known`` written in lower case right before ``cue`` ("the denver zoo is a must")
    capitalised, as ``capitalised`` does after a cue: the longest name of at most ``_LONGEST`` words ending there."""
    if not known:
        return text
    for m in cue.finditer(text):
        end = m.start()
        while (start := _known_name_ending(text, end, known)) is not None:  # each name of a list ("x and y are musts")
            end = start + len(text[start:end].rstrip())
            text = text[:start] + re.sub(r"\b[a-z]", lambda c: c.group(0).upper(), text[start:end]) + text[end:]
            separator = _SEPARATOR_BEFORE.search(text, max(0, start - 12), start)
            if separator is None:
                break
            end = separator.start()
    return text


_SEPARATOR_BEFORE = re.compile(r"(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)$")


def _known_name_ending(text: str, end: int, known: Collection[str]) -> int | None:
    """Where the longest name of ``known`` (at most ``_LONGEST`` words) ending right before ``end`` starts, else None."""
    words = list(_ANY_WORD.finditer(text, max(0, end - 200), end))[-_LONGEST:]
    if not words or text[words[-1].end():end].strip():
        return None
    return next((first.start() for first in words if normal(text[first.start():end]) in known), None)


def known_in(by_city: dict[str, dict[str, str]], cities: Sequence[str] | None) -> set[str]:
    """The normal names a table (``by_city``) has in ``cities`` (none when the cities are not known)."""
    return {key for city in cities or () for key in by_city.get(city, {})}


_IN_A_PLACE = re.compile(r"\s+(?:in|at)\s+$", re.IGNORECASE)


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


_FOOD_AFTER = re.compile(r"\s*(?:food|cuisine|restaurants?|dishes|meals?|cooking|places\s+to\s+eat|dining)\b", re.IGNORECASE)
_CUISINE_WORDS = frozenset(normal_word.lower() for normal_word in DATA_CUISINES)
_OTHER_CUISINE = re.compile(OTHER_CUISINES)


def is_cuisine(words: str) -> bool:
    """Whether ``words`` name a cuisine, the data's or one it has no label for ("Mexican", "Sushi"): no place's name."""
    return words.lower() in _CUISINE_WORDS or bool(_OTHER_CUISINE.fullmatch(words.lower()))


def _food(words: str, text: str, end: int) -> bool:
    """Whether a name is a cuisine: one of the data's, alone or with a food word ("no chinese food", capitalised as the
    San Angelo restaurant "Chinese Food" is), one the data has no label for ("Sushi for dinner?", "Thai"), or words
    followed by "food", "cuisine", "restaurants"."""
    cuisine = re.sub(r"\s+(?:food|cuisine|restaurants?|dishes|meals?|cooking|dining)$", "", words.lower())
    return is_cuisine(words) or is_cuisine(cuisine) or bool(_FOOD_AFTER.match(text, end))


# A cheer: "go" (or "let's go") and a team's name, its last word plural ("go Nittany Lions", "let's go Mets!", "go
# Braves"). It asks for nothing: no visit to the sight its words start (The Nittany Lion Shrine), and no wish named.
CHEER = re.compile(r"\b(?:let'?s\s+)?go\s+(?:the\s+)?(?-i:(?:[A-Z][\w'.-]*\s+){0,2}[A-Z][\w'.-]*[a-z]s)\b", re.IGNORECASE)


ORDINARY = frozenset("""I We My Our The A An It This That Day Days Monday Tuesday Wednesday Thursday Friday Saturday Sunday
Mom Mum Dad Grandma Grandpa Granny Aunt Uncle Family Friends Everything Everyone Anything Something Breakfast Lunch Dinner
Flights Hotels Restaurants Sights Attractions Museums Parks No Not Never Please As So Also And But Just Only""".split())
# (a sentence's first word: "No Chinese Food, please", "As for dinner, ..." name nothing)


def _ordinary(words: str) -> bool:
    """A capitalised word that names nothing ("We", "Day 2" is no sight)."""
    first = words.split()[0]
    return first in ORDINARY or bool(re.fullmatch(r"\d+", first))


@lru_cache(maxsize=8192)  # a name is compared many times a reading (a data name once per sight book)
def _unaccented(name: str) -> str:
    """``name`` with its accented letters as plain ones ("ü" is "u"); a name with none is returned as it is (fast)."""
    if name.isascii():
        return name
    return "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))


@lru_cache(maxsize=8192)  # a name is compared many times a reading (a data name once per sight book)
def normal(name: str) -> str:
    """A name as compared: lower case, "&" as "and", no punctuation, accents or leading "the", single spaces ("The
    Mütter Museum" is "mutter museum", as travellers type it)."""
    name = _unaccented(name).lower().replace("&", " and ").replace("’", "'")
    words = re.findall(r"[a-z0-9]+", name.replace("'", ""))
    if words[:1] == ["the"]:
        words = words[1:]
    return " ".join(words)


# --- sights ----------------------------------------------------------------------------------------------------


_TOKEN = re.compile(r"[A-Za-z0-9]+(?:['’][A-Za-z0-9]+)*|&")  # a word as ``normal`` keeps it
# Words a name left without its city's name cannot end with: such a rest is no name ("Greetings From Toledo" less
# "Toledo" is "greetings from", a greeting that opens a request).
_LINKING_WORDS = frozenset({"from", "of", "in", "at", "to", "the", "and", "on", "by", "for", "&"})
# ... nor be only a word every request says of a plan ("Attractions Grand Junction!!" less "Grand Junction" is
# "attractions": "please include attractions in the plan" asks for sights, none by name)
_PLAN_REST = frozenset({"attraction", "attractions", "sights", "sightseeing", "activities", "things", "tours", "tour"})
_TOKEN_KEY = {"&": "and"}


_FIRST_WORDS_HELD = 256  # sets of cities a book holds first_words_in and names_in for (all forgotten at once past it)


_Held = TypeVar("_Held")


def _held(store: dict[Any, _Held], key: Any, make: Callable[[], _Held]) -> _Held:
    """``store[key]``, made by ``make`` the first time; ``store`` holds at most ``_FIRST_WORDS_HELD`` keys (all
    forgotten at once past it), so a long-running server's books stay small."""
    found = store.get(key)
    if found is None:
        if len(store) >= _FIRST_WORDS_HELD:
            store.clear()
        found = store[key] = make()
    return found


class NameBook:
    """The names of one table of the data by city: city -> {normal name: name}, and the cities of each normal name.

    One shape for the attractions (``SightBook``) and the restaurants (``restaurant_names``): ``rows`` names the
    sandbox's accessor of the table by city, ``spellings`` the normal spellings a name is found by."""

    rows = "attractions_in"

    def __init__(self, sandbox: object) -> None:
        self.by_city: dict[str, dict[str, str]] = {}
        self.cities_of: dict[str, list[tuple[str, str]]] = {}
        self._first_words: dict[tuple[str, ...] | None, Counter[str]] = {}  # first_words_in's, by cities
        self._names: dict[tuple[str, ...], frozenset[str]] = {}  # names_in's, by cities
        rows_in = getattr(sandbox, self.rows, None)
        for city in dict(getattr(sandbox, "cities", {}) or {}):
            for row in rows_in(city) if rows_in else ():
                for key in self.spellings_in(row.name or "", city):
                    self.by_city.setdefault(city, {}).setdefault(key, row.name)
                    self.cities_of.setdefault(key, []).append((row.name, city))

    @staticmethod
    def spellings(name: str) -> set[str]:
        """The spellings the name is found by: its normal form."""
        return {normal(name)} - {""}

    def spellings_in(self, name: str, city: str) -> set[str]:
        """The spellings the name is found by in ``city``: ``spellings``."""
        return self.spellings(name)

    def first_words_in(self, cities: Sequence[str] | None = None) -> Counter[str]:
        """``_first_words`` of the names the table has in ``cities`` (``known_in``; None: the whole table,
        ``cities_of``), counted once per book and set of cities: a list of unknown items after a cue asks it of a
        reading, about 5 ms a time over the restaurants' 7,000 names (issue 44). Do not change the answer."""
        def count() -> Counter[str]:
            return _first_words(self.cities_of if cities is None else self.names_in(cities))

        return _held(self._first_words, None if cities is None else tuple(cities), count)

    def names_in(self, cities: Sequence[str] | None) -> frozenset[str]:
        """``known_in(self.by_city, cities)``, gathered once per book and set of cities: reading asks it of every text
        (the trip's sights, its restaurants). Do not change the answer."""
        return _held(self._names, tuple(cities or ()), lambda: frozenset(known_in(self.by_city, cities)))


class SightBook(NameBook):
    """The data's attractions by normalised name, with what reading them in a text needs (spans, typos)."""

    @staticmethod
    def spellings(name: str) -> set[str]:
        """The normal form, with and without a bracketed note ("Safari (by reservation only)")."""
        return {normal(name), normal(re.sub(r"\s*\([^)]*\)", "", name))} - {""}

    def spellings_in(self, name: str, city: str) -> set[str]:
        """``spellings``, and in its own city without the city's name in it when words are left ("the SEA LIFE
        aquarium" in Orlando is "SEA LIFE Orlando Aquarium"; "SeaWorld" is "SeaWorld Orlando")."""
        found = self.spellings(name)
        town = normal(city).split()
        for key in list(found):
            words = key.split()
            at = next((i for i in range(len(words) - len(town) + 1) if words[i:i + len(town)] == town), None)
            left = words[:at] + words[at + len(town):] if at is not None else []
            if left and left[-1] not in _LINKING_WORDS and not set(left) <= _PLAN_REST:  # "Greetings From Toledo" is no
                # "greetings from" (a request's hello)
                found.add(" ".join(left))
        return found

    def __init__(self, sandbox: object) -> None:
        super().__init__(sandbox)
        self.keys = list(self.cities_of)
        # a sight named as a place ("Wichita Falls" in Wichita Falls) never hides the place: no span of its own
        places = {normal(p) for p in (*dict(getattr(sandbox, "cities", {}) or {}), *dict(getattr(sandbox, "states", {}) or {}))}
        self.spelled = {k for k in self.cities_of if k not in places and len(k.split()) > 1}
        self.sizes: dict[str, set[int]] = {}  # a name's first word -> the lengths (in words) of the names it starts
        for key in self.spelled:
            self.sizes.setdefault(key.split()[0], set()).add(len(key.split()))
        self.widest = max((len(k) for k in self.keys), default=0)
        self._known: dict[str, bool] = {}
        # every city's names of two words or more: with the trip's own sights, all a "see" phrase may name in full
        self.whole_names = frozenset(key for key in self.cities_of if " " in key)
        self._whole_first_words: Counter[str] | None = None

    def wished_in_full(self, sights: Collection[str]) -> EitherOf:
        """The names a "see" phrase may wish for: ``sights`` (the trip's cities', ``known_in``) and every other city's
        sight named by two words or more ("golden gate bridge is a must"). The same names as that union, without
        building it on every reading (issue 44): every name of two words or more is either the trip's or another
        city's, so the union is ``sights`` with ``whole_names``."""
        return EitherOf(sights, self.whole_names)

    def wished_in_full_first_words(self) -> Counter[str]:
        """``_first_words`` of ``wished_in_full(sights)`` whatever the sights: a name of one word starts no run of first
        words, and those of two words or more are ``whole_names``; counted once per book (5 ms a time)."""
        if self._whole_first_words is None:
            self._whole_first_words = _first_words(self.whole_names)
        return self._whole_first_words

    def knows(self, said: str) -> bool:
        """Whether a name is some attraction's, in any city (small typos allowed)."""
        key = normal(said)
        if key not in self._known:
            self._known[key] = key in self.cities_of or (len(key) <= self.widest + 5 and process.extractOne(
                key, self.keys, scorer=fuzz.ratio, score_cutoff=ACCEPT) is not None)
        return self._known[key]

    def spans(self, text: str) -> list[tuple[int, int]]:
        """The spans of the text that spell a known attraction of two words or more (longest first, no overlaps).

        Linear in the text: at each word only the lengths of the names that word starts are tried."""
        words = [(m.start(), m.end(), _TOKEN_KEY.get(m.group(0)) or re.sub(r"['’]", "", m.group(0).lower()))
                 for m in _TOKEN.finditer(text)]
        found, i = [], 0
        while i < len(words):
            for size in sorted(self.sizes.get(words[i][2].split()[0], ()), reverse=True):
                if i + size <= len(words) and " ".join(w[2] for w in words[i:i + size]) in self.spelled:
                    found.append((words[i][0], words[i + size - 1][1]))
                    i += size
                    break
            else:
                i += 1
        return found


@dataclass(frozen=True)
class EitherOf(Collection[str]):
    """The names of ``first`` and of ``second`` read as one collection, without copying either into a union (one may be
    a whole table's). Membership is what reading asks; iterating yields each name once."""

    first: Collection[str]
    second: Collection[str]

    def __contains__(self, key: object) -> bool:
        return key in self.first or key in self.second

    def __iter__(self) -> Iterator[str]:
        yield from self.first
        yield from (key for key in self.second if key not in self.first)

    def __len__(self) -> int:
        return len(self.first) + sum(1 for key in self.second if key not in self.first)

    def __bool__(self) -> bool:
        return bool(self.first) or bool(self.second)


Book = TypeVar("Book", bound=NameBook)
_BOOKS: dict[tuple[int, type], tuple[object, NameBook]] = {}


def book(sandbox: object, kind: type[Book]) -> Book:
    """The sandbox's book of ``kind``, built once per sandbox (reading a text asks for it at every name)."""
    held = _BOOKS.get((id(sandbox), kind))
    if held is None or held[0] is not sandbox:
        if len(_BOOKS) > 16:
            _BOOKS.clear()
        held = _BOOKS[(id(sandbox), kind)] = (sandbox, kind(sandbox))
    found = held[1]
    assert isinstance(found, kind)
    return found


def sight_book(sandbox: object) -> SightBook:
    """The sandbox's ``SightBook``, built once per sandbox."""
    return book(sandbox, SightBook)


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


# Words that name no sight on their own: a name said in short made only of them is no name ("the art museum", "the
# zoo": a kind is must_see's and avoid_sights' reading, with its own rules).
PLAIN_NAME_WORDS = frozenset("""
the a an of and at in on for to by with my our your this that its
museum museums park parks garden gardens zoo aquarium center centre house hall square memorial building tower bridge
art arts science sciences history historical historic national state city public new old street avenue theater theatre
music tour tours market district plaza fort lake river falls beach island point view world american african nature
trail monument site area gallery library church cathedral station tower observatory collection exhibit exhibits
childrens children kids family hotel restaurant food night day days trip visit place places time
cascade catacombs crossings fountain gazebo lighthouse oasis playground statue wings please
""".split()) | {w for cuisine in DATA_CUISINES for w in normal(cuisine).split()}  # "American Indian" is two cuisines

ACCEPT = 90  # a name this close (rapidfuzz ratio, 0-100) to one attraction of the trip's cities is that attraction
NEAR = 70  # closer than this: named as "did you mean"


# Kinds of sight a request may name without a name ("the zoo"); its sight is the one of that kind in the trip's cities.
SIGHT_KIND = (r"(?:zoo|aquarium|botanical\s+gardens?|gardens?|planetarium|observatory|science\s+(?:center|centre|museum)"
              r"|art\s+museum|museum|pier|boardwalk|lighthouse|cathedral|castle|theme\s+park|water\s+park|national\s+park"
              r"|mural|playground|escape\s+room|carousel|chapel|fountain|plantation)")
# Kinds read in the plural only, as every sight of the trip's cities whose name carries the kind ("skip the beaches",
# "skip the parks"): said alone, "the park" or "the beach" is too loose a kind to be one sight.
PLURAL_KINDS = r"(?:beaches|parks)"
# A kind in the plural after a word in lower case that narrows it ("the children's museums", "the history museums"):
# every sight of the trip's cities whose name holds both.
QUALIFIED_KIND = rf"(?-i:[a-z])[\w'’]*\s+(?:{SIGHT_KIND})(?=s\b)"
# "the museums": every one of that kind; a word before a kind in the plural narrows it ("the children's museums")
_BY_KIND = re.compile(rf"the\s+(?:(?P<kind>{SIGHT_KIND})(?P<plural>s)?|(?P<narrow>{QUALIFIED_KIND})s"
                      rf"|(?P<kinds>beach(?=es)|park(?=s))(?:es|s))", re.IGNORECASE)
_KIND_AFTER = re.compile(rf"\s+(?-i:[a-z])(?:{SIGHT_KIND})\b", re.IGNORECASE)  # a kind in lower case after a name


def resolve_sights(names: Sequence[str] | None, where: TripPlaces, warnings: list[str], problems: list[str],
                   wish: str, ruling_out: bool = False) -> list[str] | None:
    """The data's spelling of each named sight within the trip's cities; a problem for each not found there. A sight
    named by its kind ("the zoo") is the one sight of that kind there, or a problem naming the candidates.
    ``ruling_out``: a kind the trip's cities lack is kept out already ("skip the museums" where the data has none):
    said, never refused."""
    book = sight_book(where.sandbox)
    if names and book.cities_of:
        names = [name for said in names for name in _of_kind(said, book, where, warnings, problems, wish, ruling_out)]
        if not names:
            return None
    return resolve_named(names, where, warnings, problems, wish, book, "attraction", ruling_out)


def _of_kind(said: str, book: SightBook, where: TripPlaces, warnings: list[str], problems: list[str], wish: str,
             ruling_out: bool) -> list[str]:
    """[``said``] itself, or for a kind ("the zoo") the one sight of that kind in the trip's cities (said as read), or
    for a kind in the plural ("the art museums") every one of them."""
    kind = _BY_KIND.fullmatch(said)
    if kind is None:
        return [said]
    word = normal(kind.group("narrow") or kind.group("kind") or kind.group("kinds")).removesuffix("s")
    plural = bool(kind.group("narrow") or kind.group("plural") or kind.group("kinds"))
    cities = where.cities or ()
    hits = _kind_in(book, cities, word)
    wanted = [c for c in getattr(where.local, "visit_cities", None) or () if c in cities]
    if len(hits) > 1 and not plural and len(_kind_in(book, wanted, word)) == 1:
        hits = _kind_in(book, wanted, word)  # "key west, and the lighthouse": the one of the cities asked for
    trip = ", ".join(cities) if 0 < len(cities) <= 5 else "the trip's cities"
    if plural and word.endswith(" park"):  # "no theme parks": Universal's name says no "theme park" (a park says "Park")
        problems.append(f"{wish}: the data does not say which sights are {word}s, so {said!r} cannot be checked: name them")
        return []
    if len(hits) == 1 or (hits and plural):
        warnings.append(f"{wish}: read {said!r} as {', '.join(map(repr, hits))}")
        return hits
    if not hits and ruling_out and where.cities and kind.group("narrow"):  # "the kids museums": a name may say it
        problems.append(f"{wish}: no sight of {trip} is named {said!r} in the data's words, so it cannot be checked: "
                        "name them")  # otherwise ("Children's Museum Tucson"): never kept out by a guess
        return []
    if not hits and ruling_out and where.cities:
        warnings.append(f"{wish}: the data has no {word} among the sights of {trip}, so none is planned")
        return []
    if hits:
        more = f" and {len(hits) - 5} more" if len(hits) > 5 else ""
        problems.append(f"{wish}: {said!r} could be {' or '.join(map(repr, hits[:5]))}{more}: name the one you mean")
    else:
        problems.append(f"{wish}: the data has no {word} among the sights of {trip}")
    return []


def _kind_in(book: SightBook, cities: Sequence[str], word: str) -> list[str]:
    """The sights of ``cities`` whose name holds each word of the kind ``word`` ("museum of art" for "art museum")."""
    return list(dict.fromkeys(name for city in cities for key, name in book.by_city.get(city, {}).items()
                              if all(re.search(rf"\b{re.escape(w)}s?\b", key) for w in word.split())))


def resolve_named(names: Sequence[str] | None, where: TripPlaces, warnings: list[str], problems: list[str], wish: str,
                  book: Any, noun: str, ruling_out: bool = False) -> list[str] | None:
    """The data's spelling of each name within the trip's cities, matched in ``book`` (a table's names: ``by_city``,
    ``cities_of``) with small typos read (and said); a problem for each not found there, naming a near miss ("did you
    mean") or where the data has it. Shared by sights and restaurants. ``ruling_out``: a place the data has nowhere, with
    no near miss, is kept out already (no plan can contain it): said in a warning, never refused ("avoid Casa Bonita")."""
    if not names:
        return None
    if not book.cities_of:  # a sandbox without the table (a test's): nothing to match against
        return list(names)
    cities = where.cities or tuple(book.by_city)
    known = _trip_names(book, cities)
    found: list[str] = []
    for said in _joined(names, known):
        key = normal(said)
        if key in known:
            found.append(known[key])
            continue
        close = process.extract(key, list(known), scorer=fuzz.ratio, limit=3, score_cutoff=NEAR)
        if close and close[0][1] >= ACCEPT and (len(close) == 1 or close[1][1] < close[0][1]):
            found.append(known[close[0][0]])
            warnings.append(f"{wish}: read {said!r} as {known[close[0][0]]!r}")
            continue
        if (short := shortened(key, known) or _shortened_misspelt(key, known) or _by_initials(said, key, known)) is not None:
            found.append(short)
            warnings.append(f"{wish}: read {said!r} as {short!r}")
            continue
        trip = ", ".join(cities) if len(cities) <= 5 else f"the {len(cities)} cities of the {'trip' if where.cities else 'data'}"
        if ruling_out and (elsewhere := known_elsewhere(key, book)) is not None:  # "no mcdonalds" where there is none
            found.append(elsewhere)
            warnings.append(f"{wish}: {elsewhere!r} is in none of the trip's cities ({trip}), so no plan can contain it: "
                            "kept as asked")
            continue
        why = _not_found(said, key, close, known, book, trip, wish, noun)
        if ruling_out and why.endswith(_NOWHERE):
            warnings.append(f"{why}, so no plan can contain it: kept as asked")
        else:
            problems.append(why)
    return list(dict.fromkeys(found)) or None


def _trip_names(book: Any, cities: Sequence[str]) -> dict[str, str]:
    """The names of ``book`` in ``cities`` by key; a key two names share ("riverfront park": Spokane's Riverfront Park,
    and Wenatchee Riverfront Park less its city's name) is the name it spells in full."""
    known: dict[str, str] = {}
    for city in cities:
        for key, name in book.by_city.get(city, {}).items():
            if key not in known or normal(known[key]) != key:
                known[key] = name
    return known


def known_elsewhere(key: str, book: Any) -> str | None:
    """The data's name a place ruled out is spelled as in some city of ``book`` (exactly, or said in short: "dominos"
    for Domino's Pizza), None if none: a chain or a sight the trip's cities lack is avoided by any plan, so ruling it out
    is kept, never refused. Said in short, only a chain's name is matched ("dominos" is no "Domino Park" elsewhere)."""
    if key in book.cities_of:
        return str(book.cities_of[key][0][0])
    chains = {name: spelled[0][0] for name, spelled in book.cities_of.items()
              if len({city for _name, city in spelled}) >= CHAIN_CITIES}  # said in short: a chain's only
    return shortened(key, chains)


CHAIN_CITIES = 5  # a name in this many cities is a chain's


def shortened(key: str, known: dict[str, str]) -> str | None:
    """The one name of ``known`` (normal names) that ``key`` is the first or last words of, a plural aside ("Meow Wolf"
    for "Meow Wolf Denver | Convergence Station", "NashTrash Tour" for "NashTrash Tours", "the Ryman"): said in short,
    as people name places; or, with none, the one name holding them in its middle when they are two words or more
    and name something (``PLAIN_NAME_WORDS``): "Meijer Gardens". One word in the middle is not enough ("Rockies" is
    no "Wings Over the Rockies ... Museum")."""
    said = [w.removesuffix("s") for w in key.split()]
    if not said:
        return None
    hits = set()  # the data's names: a name has several spellings in ``known`` ("Meow Wolf (Denver) Convergence Station")
    inside = set()  # ... or words in its middle that name something ("Meijer Gardens": "Frederik Meijer Gardens & ...")
    named = len(said) > 1 and not set(key.split()) <= PLAIN_NAME_WORDS
    for name, spelled in known.items():
        words = [w.removesuffix("s") for w in name.split()]
        if len(words) > len(said) and (words[:len(said)] == said or words[-len(said):] == said):
            hits.add(spelled)
        elif named and len(words) > len(said) and any(words[i:i + len(said)] == said for i in range(1, len(words) - len(said))):
            inside.add(spelled)
    if not hits and len(inside) == 1:
        return inside.pop()
    return hits.pop() if len(hits) == 1 else the_whole(hits)


_ACRONYM = re.compile(r"(?:the\s+)?[A-Z]{3,6}")
_NOT_INITIALLED = frozenset("the a an of and at in on for to by with".split())


def _by_initials(said: str, key: str, known: dict[str, str]) -> str | None:
    """The one name of ``known`` a run of three words or more of which ``said`` in capitals gives the initials of ("the
    DIA" for Detroit Institute of Arts, "MFAH"); small words ("of", "the") have none."""
    if not _ACRONYM.fullmatch(said.strip()):
        return None
    letters = key.replace(" ", "").removeprefix("the") if key.startswith("the ") else key.replace(" ", "")
    hits = set()
    for name, spelled in known.items():
        words = name.split()
        for i in range(len(words)):
            for j in range(i + 3, len(words) + 1):
                if words[i] in _NOT_INITIALLED or words[j - 1] in _NOT_INITIALLED:
                    continue
                if "".join(w[0] for w in words[i:j] if w not in _NOT_INITIALLED) == letters:
                    hits.add(spelled)
    return hits.pop() if len(hits) == 1 else None


def _shortened_misspelt(key: str, known: dict[str, str]) -> str | None:
    """The one name of ``known`` whose first or last words ``key`` spells with a small typo ("Hermitage Musuem" for the
    Hermitage Museum and Gardens): said in short and misspelt, the trip's own name before any other city's."""
    size = len(key.split())
    if size < 2:  # one word misspelt in short is too loose a match ("Fort" for any fort)
        return None
    hits = {spelled for name, spelled in known.items() if len(words := name.split()) > size
            and max(fuzz.ratio(key, " ".join(words[:size])), fuzz.ratio(key, " ".join(words[-size:]))) >= ACCEPT}
    return hits.pop() if len(hits) == 1 else None


def the_whole(names: set[str]) -> str | None:
    """The one name of ``names`` each other one starts with ("Busch Gardens Tampa Bay" of "Busch Gardens Tampa Bay
    Howl-O-Scream", an event held there): the place said in short, the others being parts of it; else None."""
    shortest = min(names, key=len, default=None)
    if shortest is None:
        return None
    words = normal(shortest).split()
    return shortest if all(normal(n).split()[:len(words)] == words for n in names) else None


def _joined(names: Sequence[str], known: Collection[str]) -> list[str]:
    """``names`` with two in a row joined back where the list split one name at its "and" ("Harry Potter and the
    Forbidden Journey" was read as a list of two): when the joined name is one of ``known`` (normal names) and neither
    half is."""
    out: list[str] = []
    for said in names:
        if out and normal(out[-1]) not in known and normal(said) not in known:
            joined = next((j for j in (f"{out[-1]} and the {said}", f"{out[-1]} and {said}") if normal(j) in known), None)
            if joined is not None:
                out[-1] = joined
                continue
        out.append(said)
    return out


def _not_found(said: str, key: str, close: list[Any], known: dict[str, str], book: Any, trip: str, wish: str, noun: str) -> str:
    """Why a named place cannot be kept: a near miss ("did you mean"), or where the data has it, or that it does not."""
    if close:
        return f"{wish}: no {noun} called {said!r} in {trip}; did you mean {' or '.join(repr(known[k]) for k, *_ in close)}?"
    elsewhere = book.cities_of.get(key)
    exact = elsewhere is not None
    if elsewhere is None:
        near = process.extractOne(key, list(book.cities_of), scorer=fuzz.ratio, score_cutoff=ACCEPT)
        short = None if near else shortened(key, {k: k for k in book.cities_of})  # "Alcatraz": "Alcatraz Island"
        elsewhere = book.cities_of[near[0]] if near else book.cities_of.get(short) if short else None
    if elsewhere:
        name, city = elsewhere[0]
        words = key.split()
        if not exact and normal(name).split()[:len(words)] != words:  # not its name in short ("Eiffel Tower"): what was
            # said is named too ("Red Rocks" on a trip to Denver: the nearest is Red Rock Canyon Open Space, elsewhere)
            return f"{wish}: no {noun} called {said!r} in {trip}; the nearest, {name!r}, is in {city}, not in the trip's cities"
        return f"{wish}: {name!r} is in {city}, not in {trip} (the trip's cities)"
    return f"{wish}: the data has no {noun} called {said!r} in {trip}{_NOWHERE}"


_NOWHERE = " (or anywhere else)"


# --- cities ----------------------------------------------------------------------------------------------------


_SHORT = {"st": "saint", "ste": "sainte", "ft": "fort", "mt": "mount"}


def _city_key(name: str) -> str:
    return " ".join(_SHORT.get(w, w) for w in normal(re.sub(r",.*$", "", name)).split())


def place_key(name: str) -> str:
    """A place name as compared with another: in lower case, a city's short name as the city ("Vegas", "ATL": "las
    vegas", "atlanta"), so that a wish may name a trip's end as the request does not."""
    return (short_name_city(name) or name).lower()


def trip_end(said: str, city: str, where: TripPlaces) -> bool:
    """Whether ``city`` (as ``said``) is one of the trip's own ends, which a wish to visit or avoid leaves as it is: the
    origin, or the destination. A multi-city trip's destination is a state: its city of the same name is the city only
    when said by a short name ("NYC" on a trip through New York state; "New York" there is the state)."""
    if city == where.origin:
        return True
    return city == where.dest and (not where.multi_city or _city_key(said) == _city_key(city))


def city_named(said: str, sandbox: object) -> str | None:
    """The sandbox's city a place name spells ("dallas", "St Louis", "Dallas, TX"), or a short name the place reader
    knows it by ("SF", "philly": ``domain.text.city_names.CITY_ALIASES``), else None."""
    key = _city_key(said)
    cities = {str(c): str(s) for c, s in dict(getattr(sandbox, "cities", {}) or {}).items()}
    return next((city for city in cities if _city_key(city) == key), None) or short_name_city(said, cities)
