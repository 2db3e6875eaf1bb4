"""A request as the readers expect it: typos of their keywords set right, shouted clauses in lower case.

People type fast ("no fligths", "resturants rated at leat 4", "no mexcian food") and shout ("NO SHARED ROOMS!!!"). The
readers are keyed to words spelt right, and a clause in capitals reads as a proper name (a restaurant or a sight
called "SHARED ROOMS"). ``spelled`` runs once, right after ``domain.parsing.text.normalize``, so that every reader
sees the same words:

* a run of two words or more in capitals (a clause or the whole request) is lower-cased, the sandbox's cities and
  states in it written as the sandbox spells them ("NO FLIGHTS TO DALLAS" is "no flights to Dallas"): names of
  restaurants and sights are matched whatever their case, so a real name still matches;
* a word of four letters or more that is no keyword of the readers, no word of a place's name nor of a name in the
  cities the request names (``_Names``), no English word (``pyspellchecker``'s counts) and no capitalised word inside
  a sentence (a name the data may lack, "Fort Sumter") is replaced by the English keyword it is a slip of
  (``_nearest``): one edit (a swap is one; a wrong letter only in a word of five letters or more), or two letters
  left out or doubled in a word of seven or more ("acomodation"), or an ending said as it sounds ("flite"); the same
  first letter; no other keyword as near; never a place's name (the gazetteer suggests those) nor the word without
  its plural's s. A word of four letters missing a letter (or with one too many) that English never writes (no count
  in ``pyspellchecker``'s list), is no plural ("cavs" is a team) nor a keyword with a letter after it ("napa") is
  corrected to the one keyword that near ("fliy",
  "pupy", "undr"); any other only beside a word the readers say with the
  keyword (``pairs``: "at leat" is "at least", "a trip to taos" is no "tacos") or a name of the data says with it
  ("dinner at turquoise vila"). Anything else is left as written, to be read or named as before;
* a word of six letters or more, no English word, one slip (a swap is one) from exactly one city of one word that the
  request names or tours (a state: its cities) is that city as the sandbox spells it, before any keyword ("detriot" on a
  trip of Michigan is Detroit, "montery pls" is Monterey, never "money pls").

The keywords are the readers' own words: every literal word of the reading patterns and word lists of
``domain.constraints``, ``domain.parsing`` and ``domain.text`` (one home: a reader that learns a word corrects its
typos too), never the caches those modules fill as they read (``_held``): a text reads the same whatever the process
read before. The pairs a short word is corrected beside are the patterns' and those of the data's names
(``_Names.together``), built from the sandbox, never from what was read. Linear in the text: one pass over its words,
each looked up in sets, and only an unknown word compared with the keywords of its first letter. It lives in
``domain.parsing``, the top of the reading layers (``domain.text`` → ``domain.constraints`` → ``domain.parsing``),
because it gathers the words of all three.
"""

from __future__ import annotations

import pkgutil
import re
from collections.abc import Iterable, Iterator
from functools import lru_cache
from importlib import import_module
from typing import Any

from rapidfuzz.distance import OSA, Indel

from himap_travel.domain.parsing.route_codes import PLACE_CODES
from himap_travel.domain.text.english import english_count, is_english
from himap_travel.domain.text.lazy_regex import is_pattern, lazy_compile

_PACKAGES = ("himap_travel.domain.constraints", "himap_travel.domain.parsing", "himap_travel.domain.text")
_WORD = lazy_compile(r"[A-Za-z]+")
_LETTERS = lazy_compile(r"[a-z]{3,}")
_APOSTROPHED = lazy_compile(r"[A-Za-z]+['’][A-Za-z]+")  # "Dave's", "O'Charley's"
# a stem before a group of endings: "smok(?:e|es|ing)" says smoke, smokes, smoking
_STEM_ENDINGS = lazy_compile(r"([a-z]{2,})\(\?:([a-z|]+)\)")
# a word with its last letter optional: "flights?" says flight too
_OPTIONAL_LAST = lazy_compile(r"([a-z]{3,})[a-z]\?")
_ESCAPE = lazy_compile(r"\\[A-Za-z]")
# white space in a pattern ("at\s+least", "per[\s-]person"), and a plural's optional s ("flights?")
_GAP = lazy_compile(r"(?:\\s[+*?]?|\[\\s-\][+*?]?| )+")
_OPTIONAL_S = lazy_compile(r"([a-z])s\?")
_PAIR = lazy_compile(r"(?<![a-z\\])(?=([a-z]{2,}) ([a-z]{3,})(?![a-z]))")
# endings said as they sound: "flite", "nite", "lite"
_SOUNDS = (("ite", "ight"),)


def _strings(value: Any, depth: int = 0) -> Iterator[str]:
    """The pattern texts and strings in a module's constant (a pattern, a string, or a collection of them); never
    those of a run-time cache (``_held``)."""
    if is_pattern(value):
        yield str(value.pattern)
    elif isinstance(value, str):
        yield value
    elif isinstance(value, dict) and depth < 3 and not _held(value):
        for item in (*value.keys(), *value.values()):
            yield from _strings(item, depth + 1)
    elif isinstance(value, (tuple, list, set, frozenset)) and depth < 3:
        for item in value:
            yield from _strings(item, depth + 1)


def _held(value: dict[Any, Any]) -> bool:
    """A cache the readers fill as they read, no word list: a dict keyed by objects (their ``id``, a class, or a
    tuple holding one: ``restaurant_names._OWN_NAMES``, ``said_alone_keys._INDEXES``, ``_SPELT``). A word list is keyed
    by words (or tuples of words: ``CITY_ALIASES``). Its words would make the keywords depend on what the process
    read before: "fliy" corrected after a text saying "to fly" was spelt, and not in a fresh process."""
    return any(not isinstance(key, str) and not (isinstance(key, tuple) and all(isinstance(k, str) for k in key))
               for key in value)


def _words_of(source: str) -> set[str]:
    """The literal words (three letters or more, lower case) a pattern or a word list says."""
    source = _ESCAPE.sub(" ", source)
    words = set(_LETTERS.findall(source.lower()))
    words |= {m.group(1) for m in _OPTIONAL_LAST.finditer(source)}
    for m in _STEM_ENDINGS.finditer(source):
        words |= {m.group(1) + ending for ending in m.group(2).split("|")}
    return {w for w in words if len(w) >= 3}


def _modules() -> Iterator[Any]:
    for package in _PACKAGES:
        for info in pkgutil.iter_modules(import_module(package).__path__):
            yield import_module(f"{package}.{info.name}")


@lru_cache(maxsize=1)
def keywords() -> frozenset[str]:
    """Every word the readers are keyed to: the literal words of the constants (patterns, word lists) of their
    modules, names in capitals (``CUISINES``, ``_RATED``) only, their run-time caches left out (``_held``): the same
    words in every process, whatever it read before."""
    found: set[str] = set()
    for module in _modules():
        for name, value in vars(module).items():
            if name.lstrip("_").isupper():
                for source in _strings(value):
                    found |= _words_of(source)
    return frozenset(found)


@lru_cache(maxsize=1)
def pairs() -> frozenset[tuple[str, str]]:
    """The words the readers' patterns say one after the other ("at least", "per person", "no flights"): a word of
    four letters is corrected only into one of these with its neighbour ("at leat" is "at least"; "to taos" stays),
    or into a pair of a name of the data (``_Names.together``). Run-time caches left out, as for ``keywords``."""
    found: set[tuple[str, str]] = set()
    for module in _modules():
        for name, value in vars(module).items():
            if name.lstrip("_").isupper():
                for source in _strings(value):
                    spaced = _GAP.sub(" ", _OPTIONAL_S.sub(r"\1", source.lower()))
                    found |= {(m.group(1), m.group(2)) for m in _PAIR.finditer(spaced)}
    return frozenset(found)


@lru_cache(maxsize=1)
def _by_first_letter() -> dict[str, tuple[str, ...]]:
    """The keywords by first letter (the English ones among them are what a typo is corrected to: ``_nearest``)."""
    grouped: dict[str, list[str]] = {}
    for word in sorted(keywords()):
        grouped.setdefault(word[0], []).append(word)
    return {letter: tuple(words) for letter, words in grouped.items()}


class _Names:
    """A sandbox's cities and states (a pattern, their spellings, their words) and the words of the names of each
    city's restaurants, sights and stays, built once per sandbox (a city's words when first asked)."""

    def __init__(self, sandbox: Any) -> None:
        self.sandbox = sandbox
        cities = {str(c): str(s) for c, s in dict(getattr(sandbox, "cities", {}) or {}).items()}
        self.cities = tuple(sorted(cities))
        self.in_state: dict[str, list[str]] = {}
        for city, state in cities.items():
            self.in_state.setdefault(state, []).append(city)
        places = set(cities) | set(self.in_state)
        self.words = frozenset(w.lower() for name in places for w in _WORD.findall(name))
        self.spelling = {p.lower(): p for p in places}
        spelt = sorted(places, key=len, reverse=True)
        self.places = re.compile(r"\b(?:" + "|".join(re.escape(p.lower()) for p in spelt) + r")\b") if spelt else None
        self._city_words: dict[str, frozenset[str]] = {}
        self._together: frozenset[tuple[str, str]] | None = None

    def of_city(self, city: str) -> frozenset[str]:
        """The lower-case words of the names of ``city``'s restaurants, sights and stays."""
        if city not in self._city_words:
            rows = [*self.sandbox.restaurants_in(city), *self.sandbox.attractions_in(city),
                    *self.sandbox.accommodations_in(city)]
            words = {w.lower() for r in rows for w in _WORD.findall(str(r.name))}
            # ... and a word with its apostrophe left out, as people type it ("famous daves" for Famous Dave's: no
            # "dates")
            words |= {re.sub(r"['’]", "", w).lower() for r in rows for w in _APOSTROPHED.findall(str(r.name))}
            self._city_words[city] = frozenset(words)
        return self._city_words[city]

    def together(self) -> frozenset[tuple[str, str]]:
        """The words the names of the data's restaurants and sights say one after the other, in every city (the
        names' matcher reads them, and suggests another city's): "turquoise vila" is Turquoise Villa, "bbq and piza"
        is pizza as "Dosa and Pizza Corner" says it. Built once per sandbox, when a short word first needs it."""
        if self._together is None:
            found: set[tuple[str, str]] = set()
            for city in self.cities:
                for row in (*self.sandbox.restaurants_in(city), *self.sandbox.attractions_in(city)):
                    words = [w.lower() for w in _WORD.findall(str(row.name))]
                    found.update(p for p in zip(words, words[1:], strict=False) if len(p[0]) >= 2 and len(p[1]) >= 3)
            self._together = frozenset(found)
        return self._together

    def cities_of(self, text: str, trip: Iterable[str | None]) -> list[str]:
        """The cities ``text`` or the trip names (a state: its cities), sorted."""
        said = {self.spelling[m.group(0)] for m in self.places.finditer(text.lower())} if self.places else set()
        return sorted({city for place in said | {p for p in trip if p} for city in self.in_state.get(place, [place])})

    def near(self, text: str, trip: Iterable[str | None]) -> list[frozenset[str]]:
        """The words of the places' names, and of the names in each city ``text`` or the trip names (a state: its
        cities): a word of a name the request may mean is no typo."""
        return [self.words, *(self.of_city(city) for city in self.cities_of(text, trip))]


_NAMES: dict[int, tuple[Any, _Names]] = {}


def _names(sandbox: Any) -> _Names:
    cached = _NAMES.get(id(sandbox))
    if cached is not None and cached[0] is sandbox:
        return cached[1]
    names = _Names(sandbox)
    _NAMES[id(sandbox)] = (sandbox, names)
    return names


@lru_cache(maxsize=8192)
def _nearest(word: str) -> str | None:
    """The keyword ``word`` (lower case, unknown) is a typo of, or None when none is, or two are as near. Nearest by
    edits (a swap is one), then by the kind of slip (``_kind``), then by length (``_length``)."""
    limit = 1 if len(word) < 7 else 2
    spellings = [word] + [word[: -len(said)] + meant for said, meant in _SOUNDS if word.endswith(said)]
    best: list[tuple[int, int, int, str]] = []
    for spelling in spellings:
        for keyword in _by_first_letter().get(word[0], ()):
            if abs(len(keyword) - len(spelling)) <= limit:
                distance = OSA.distance(spelling, keyword, score_cutoff=limit)
                kind = _kind(spelling, keyword) if distance <= limit else 0
                if distance == 2 and kind > 2:
                    continue  # two slips: letters left out or doubled only ("acomodation"), never "redeyes" -> "redeem"
                if kind == 1 or (kind and len(word) >= 5):  # a short word: a letter swapped, left out or doubled
                    best.append((distance, kind, _length(spelling, keyword), keyword))
    # a reader's pattern may accept a typo or a stem ("hotle", "leav"): only an English word is a correction (the
    # English list is loaded here, once, the first time an unknown word is near a keyword)
    best = sorted(b for b in best if is_english(b[3]))
    if not best or (len(best) > 1 and best[1][:3] == best[0][:3] and best[1][3] != best[0][3]):
        return None  # none near, or two keywords as near: no guess
    return best[0][3]


def _length(spelling: str, keyword: str) -> int:
    """A letter left out is likelier than one typed twice or too many: the same length first, then a longer keyword
    ("leat" is "least", not "let"; "pupy" is "puppy", not "pup")."""
    return 0 if len(keyword) == len(spelling) else 1 if len(keyword) > len(spelling) else 2


def _kind(spelling: str, keyword: str) -> int:
    """How likely a slip turns ``keyword`` into ``spelling``, likeliest first: letters swapped or left out or doubled
    (1 each), then a letter in the place of another (2)."""
    swapped = len(spelling) == len(keyword) and OSA.distance(spelling, keyword) == 1 and sorted(spelling) == sorted(keyword)
    return 1 if swapped else int(Indel.distance(spelling, keyword))


def _plural(word: str, keyword: str) -> bool:
    """``word`` is ``keyword``'s plural, no typo of it ("steakhouses" is not "steakhouse" misspelt)."""
    return word in (keyword + "s", keyword + "es")


_NEXT_CAPITALISED = lazy_compile(r"\s+([A-Z][a-z]+)\b")


def _a_name(match: re.Match[str]) -> bool:
    """A word with a capital inside a sentence is a name the data may lack ("Fort Sumter"), no typo of a keyword; so is
    one opening a sentence before another capitalised word that is no keyword ("Guten Tag", never "Gluten Tag"; a
    title-cased wish, "Vegitarian Food", is still put right)."""
    word, before = match.group(0), match.string[: match.start()].rstrip()
    if not (word[0].isupper() and word[1:].islower()):
        return False
    if bool(before) and before[-1] not in ".!?;:(\"'-":
        return True
    after = _NEXT_CAPITALISED.match(match.string, match.end())
    return after is not None and after.group(1).lower() not in keywords()


def _in_context(match: re.Match[str], keyword: str, names: _Names) -> bool:
    """A word of five letters or more is its own context, and so are two letters swapped ("kdis") and a word English
    never writes ("fliy", "undr"); any other shorter word is corrected only where the keyword and a neighbour are words
    the readers say together
    (``pairs``: "at leat" is "at least", "a trip to taos" is no "tacos") or a name of the data says so
    (``_Names.together``: "turquoise vila")."""
    if len(match.group(0)) >= 5 or sorted(match.group(0).lower()) == sorted(keyword):  # long, or letters swapped
        return True
    lower = match.group(0).lower()
    if english_count(lower) == 0 and not lower.endswith("s") and lower[:-1] != keyword:  # a word English never writes
        # ("fliy", "pupy", "undr"), no plural ("cavs", "bffs") nor a keyword with a letter after it ("napa" is no "nap":
        # a name's): the one keyword one slip from it is meant, whatever stands beside it
        return True
    before = _WORD.findall(match.string[max(0, match.start() - 30): match.start()])
    after = _WORD.match(match.string, match.end() + 1) if match.end() + 1 <= len(match.string) else None
    said = ([(before[-1].lower(), keyword)] if before else []) + ([(keyword, after.group(0).lower())] if after else [])
    return any(pair in pairs() or pair in names.together() for pair in said)


# How much likelier in English a keyword must be than a word one slip from it, for that word to be read as the slip
# beside the keyword's neighbour ("shard" is said 1,205 times, "shared" 31,181)
_RARER = 10


def _slip_in_pair(match: re.Match[str], word: str, keyword: str) -> bool:
    """An English word read as a slip of ``keyword`` where the keyword and a neighbour are words the readers say
    together (``pairs``: "no shard rooms" is "no shared rooms") and the word is far rarer in English than the keyword
    (``_RARER``): a word typed one slip from a rule's word, that happens to be a word too."""
    if english_count(word) * _RARER > english_count(keyword):
        return False
    before = _WORD.findall(match.string[max(0, match.start() - 30): match.start()])
    after = _WORD.match(match.string, match.end() + 1) if match.end() + 1 <= len(match.string) else None
    said = ([(before[-1].lower(), keyword)] if before else []) + (
        [(keyword, after.group(0).lower().removesuffix("s"))] if after else [])
    return any(pair in pairs() for pair in said)


# A word that opens a landmark's name: the word after it is the name, no typo ("fort sumter", "mount rainier")
_NAME_OPENER = lazy_compile(r"(?:^|\W)(?:fort|mount|mt|lake|cape|port|saint|st)\.?\s+$", re.IGNORECASE)


# A city of the trip said in lower case one slip off ("detriot", "montery", "denvr"): a word this long English never
# writes
_CITY_SLIP_LETTERS = 5


def _city_slip(lower: str, cities: Iterable[str]) -> str | None:
    """The one city of one word among ``cities`` that ``lower`` (no English word, no keyword, no word of a name) is one
    slip from (a swap is one), as the sandbox spells it; None when none is, or two are. A city the request tours is
    likelier meant than a keyword two slips away ("montery pls" is Monterey, never "money")."""
    if len(lower) < _CITY_SLIP_LETTERS or is_english(lower):
        return None
    near = [city for city in cities if " " not in city and city[:1].lower() == lower[0]
            and OSA.distance(lower, city.lower(), score_cutoff=1) <= 1]
    return near[0] if len(near) == 1 else None


def _city_tail_slip(match: re.Match[str], lower: str, cities: Iterable[str]) -> str | None:
    """The last word of the one city of several words among ``cities`` whose other words stand right before the word
    ``match`` (no English word, no keyword) and whose last word it is one slip from (a letter left out, doubled,
    changed, or two swapped), as the sandbox spells it: "san deigo", "san antonia", "traverse cty" (the words before
    decide, so a short word is safe); None when none is, or two are."""
    if len(lower) < 3:
        return None
    before = f" {match.string[max(0, match.start() - 30):match.start()].lower().rstrip()}"
    if before[-1:] == " " or not match.string[match.start() - 1:match.start()].isspace():
        return None
    near = {last for city in cities if " " in city
            for lead, last in [city.rsplit(" ", 1)]
            if last[:1].lower() == lower[0] and before.endswith(lead.lower()) and not before[-len(lead) - 1].isalnum()
            and OSA.distance(lower, last.lower(), score_cutoff=1) <= 1}
    if len(near) != 1 or is_english(lower) or lower in keywords():
        return None
    return near.pop()


def _city_head_slip(match: re.Match[str], lower: str, cities: Iterable[str]) -> str | None:
    """The first word of the one city of several words among ``cities`` whose other words stand right after the word
    ``match`` (no English word, no keyword) and whose first word it is one slip from: "batton rouge", "colorodo
    springs" (the words after decide, as ``_city_tail_slip``'s before do); None when none is, or two are."""
    if len(lower) < 3 or is_english(lower) or lower in keywords():
        return None
    after = f"{match.string[match.end():match.end() + 30].lower()} "
    if not after[:1].isspace():
        return None
    after = after.lstrip()
    near = {first for city in cities if " " in city
            for first, rest in [city.split(" ", 1)]
            if first[:1].lower() == lower[0] and after.startswith(rest.lower()) and not after[len(rest)].isalnum()
            and OSA.distance(lower, first.lower(), score_cutoff=1) <= 1}
    return near.pop() if len(near) == 1 else None


# A route's first place: a word before "to" (or an arrow) and the capital or the city of the data that follows it
_ROUTE_ON = lazy_compile(r"\s+(?:to|->|→)\s+(\w+(?:\s+\w+){0,2})")


def _opens_route(match: re.Match[str], keyword: str, cities: Iterable[str]) -> bool:
    """A word one letter changed from a keyword ("Fargo", "forgo"), followed by "to" and a capitalised word or a city
    of the text: a place the data may lack, opening a route ("Fargo to Minneapolis"), no typo; so a refusal names the
    place as written. A letter swapped, left out or doubled ("Fligths to Denver") is still a slip."""
    after = _ROUTE_ON.match(match.string, match.end())
    if after is None or _kind(match.group(0).lower(), keyword) < 2:
        return False
    return after.group(1)[0].isupper() or any(after.group(1).lower().startswith(c.lower()) for c in cities)


def _cased_as(word: str, fix: str) -> str:
    """A word of a city's name put right, in the case it was typed: "colorado sprngs" is "colorado springs" (a capital
    put into a request in lower case would make its other names read as words: "to north plate" no place), "Colorado
    Sprngs" is "Colorado Springs"."""
    return fix.lower() if word.islower() else fix


def _plural_of_english(lower: str) -> bool:
    """Whether ``lower`` is the "-ies" plural of an English word in "-y" or "-ey" ("smokies": smoky, smokey; "goodies")."""
    return lower.endswith("ies") and (is_english(lower[:-3] + "y") or is_english(lower[:-3] + "ey"))


def _corrected(match: re.Match[str], known: list[frozenset[str]], names: _Names, cities: Iterable[str] = ()) -> str:
    word = match.group(0)
    lower = word.lower()
    opened = _NAME_OPENER.search(match.string[max(0, match.start() - 10):match.start()])  # (a slice: "most" is no "st")
    if (tail := _city_tail_slip(match, lower, cities)) is not None and not any(lower in words for words in known):
        return _cased_as(word, tail)
    if (head := _city_head_slip(match, lower, cities)) is not None and not any(lower in words for words in known):
        return _cased_as(word, head)
    if len(lower) < 4 or lower in keywords() or any(lower in words for words in known) or _a_name(match) or opened:
        return word
    if (city := _city_slip(lower, cities)) is not None:
        return city
    if lower.endswith("z") and (plural := lower[:-1] + "s") in keywords():  # a plural in slang: "3 dayz", "kidz"
        return plural.upper() if word.isupper() else plural.capitalize() if word[0].isupper() else plural
    if lower.endswith("ys") and (plural := lower[:-2] + "ies") in keywords() and not is_english(lower):
        # a "-y" word's plural written with s ("no partys"): the plural, never the word read as its own plural
        return plural.upper() if word.isupper() else plural.capitalize() if word[0].isupper() else plural
    if _plural_of_english(lower):
        return word  # "hiking in the smokies": a plural English says by its "-y" word, never "smoke" with letters added
    keyword = _nearest(lower)
    if keyword is None or keyword in known[0] or _plural(lower, keyword) or not _in_context(match, keyword, names):
        return word
    if _opens_route(match, keyword, cities):
        return word
    if is_english(lower) and not _slip_in_pair(match, lower, keyword):
        return word  # a place's name misspelt is the gazetteer's to suggest ("Chicagoo": did you mean Chicago?)
    if word.isupper():
        return keyword.upper()
    return keyword.capitalize() if word[0].isupper() else keyword


def _quieter(text: str, names: _Names) -> str:
    """``text`` with each run of words in capitals (two or more, one of two letters or more: "NO SHARED ROOMS",
    "NO CHINESE FOOD, PLEASE") in lower case, its cities and states as the sandbox spells them; one word in capitals
    ("BBQ", "NYC", "ICON Park") stays as it is, and so does a run of places' codes alone ("Greer SC -> PA")."""
    runs: list[tuple[int, int]] = []
    run: list[re.Match[str]] = []
    for m in [*_WORD.finditer(text), None]:
        if m is not None and m.group(0).isupper():
            run.append(m)
            continue
        if sum(len(w.group(0)) > 1 for w in run) > 1 and not all(w.group(0) in PLACE_CODES for w in run):
            runs.append((run[0].start(), run[-1].end()))
        run = []
    for start, end in reversed(runs):
        lower = text[start:end].lower()
        if names.places:
            lower = names.places.sub(lambda m: names.spelling[m.group(0)], lower)
        text = text[:start] + lower + text[end:]
    return text


# The last texts spelt, by (text, sandbox, trip): a chat turn spells its message once, though both the edit's reading
# and the chat's check for what no reader kept read it (each spelling is ~0.2 ms).
_SPELT: dict[tuple[str, int, tuple[str | None, ...]], tuple[Any, str]] = {}
_SPELT_KEPT = 64


def spelled(text: str, sandbox: Any, trip: Iterable[str | None] = ()) -> str:
    """``text`` with its shouted clauses lower-cased and the typos of the readers' keywords set right (see the
    module docstring); linear in its length. ``trip``: the places of the trip a chat message edits, whose names
    are no typos either."""
    key = (text, id(sandbox), tuple(trip))
    kept = _SPELT.get(key)
    if kept is not None and kept[0] is sandbox:
        return kept[1]
    names = _names(sandbox)
    quiet = _quieter(text, names)
    known = names.near(quiet, key[2])
    cities = names.cities_of(quiet, key[2])
    result = _WORD.sub(lambda m: _corrected(m, known, names, cities), quiet)
    if len(_SPELT) >= _SPELT_KEPT:
        _SPELT.pop(next(iter(_SPELT)), None)
    _SPELT[key] = (sandbox, result)
    return result
