"""The data's names of one table by city (``NameBook``; the attractions' ``SightBook``), built once per sandbox.

Its own module because reading (the spans a sight's name covers), capitalising and matching all ask the same book;
``restaurant_names`` derives the restaurants' from ``NameBook``.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from rapidfuzz import fuzz, process

from himap_travel.domain.constraints.name_keys import normal
from himap_travel.domain.constraints.name_matching import ACCEPT
from himap_travel.domain.constraints.names_capitalised import count_first_words, known_in
from himap_travel.domain.text.lazy_regex import lazy_compile

_TOKEN = lazy_compile(r"[A-Za-z0-9]+(?:['’][A-Za-z0-9]+)*|&")  # a word as ``normal`` keeps it
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
        """``count_first_words`` of the names the table has in ``cities`` (``known_in``; None: the whole table,
        ``cities_of``), counted once per book and set of cities: a list of unknown items after a cue asks it of a
        reading, about 5 ms a time over the restaurants' 7,000 names (issue 44). Do not change the answer."""
        def count() -> Counter[str]:
            return count_first_words(self.cities_of if cities is None else self.names_in(cities))

        return _held(self._first_words, None if cities is None else tuple(cities), count)

    def names_in(self, cities: Sequence[str] | None) -> frozenset[str]:
        """``known_in(self.by_city, cities)``, gathered once per book and set of cities: reading asks it of every text
        (the trip's sights, its restaurants). Do not change the answer."""
        return _held(self._names, tuple(cities or ()), lambda: frozenset(known_in(self.by_city, cities)))


_TRAVEL_VERBS = frozenset({"visit", "visiting", "explore", "exploring", "discover", "experience", "see", "tour", "love"})


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
        # ... nor a tourist board's named by a verb a request says of a place ("Visit Grand Junction", "Explore
        # Fairbanks": "want to visit Grand Junction" is the trip's destination)
        self.spelled = {k for k in self.cities_of if k not in places and len(k.split()) > 1
                        and not (k.split(maxsplit=1)[0] in _TRAVEL_VERBS and k.split(maxsplit=1)[1] in places)}
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
        """``count_first_words`` of ``wished_in_full(sights)`` whatever the sights: a name of one word starts no run of first
        words, and those of two words or more are ``whole_names``; counted once per book (5 ms a time)."""
        if self._whole_first_words is None:
            self._whole_first_words = count_first_words(self.whole_names)
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
