"""The keys a sight or a restaurant of the trip's cities may be named by alone (``said_alone``): its whole
name, its first or last words, a part from inside it, its kind said last, its initials, its city's short name.

Split from ``said_alone``: the index is built once per sandbox and cities, apart from reading a text with it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from himap_travel.domain.constraints import must_see, name_books, name_keys, name_matching, named_places, restaurant_names
from himap_travel.domain.constraints.base import TripPlaces
from himap_travel.domain.text.city_names import CITY_ALIASES, US_STATE_CODES, WORDLIKE_STATE_CODES
from himap_travel.domain.text.lazy_regex import lazy_compile

GENERIC = name_matching.PLAIN_NAME_WORDS  # words that name no sight on their own ("the art museum", "the park")
_JOINING = frozenset("a an and the of at in on for to by with".split())
_ORDINARY = frozenset(w.lower() for w in named_places.ORDINARY)  # "We", "Please": a sentence's first word names nothing
MIN_SINGLE = 5  # letters: a single word in lower case shorter than this is too likely a plain word
WORD = lazy_compile(r"[A-Za-z0-9]+(?:['’][A-Za-z0-9]+)*|&")


# Words for a kind of place: said right after a name in short, one the data's name lacks makes it another place
OTHER_KIND = ("amphitheater|amphitheatre|theater|theatre|stadium|arena|ballpark|field|park|museum|zoo|aquarium|gardens?"
              "|center|centre|hall|tower|bridge|beach|lake|falls|mountain|canyon|island|trail|castle|cathedral|church"
              "|market|pier|mall|observatory|planetarium|lighthouse|monument|memorial|palace|fort|square|site|mansion"
              "|overlook|preserve|cave|springs?|waterfall|parkway|highway|byway|conservatory")
OTHER_KIND_RE = lazy_compile(rf"(?:{OTHER_KIND})", re.IGNORECASE)


# Short forms people write inside a sight's name ("cheyenne mtn zoo", "honky tonk hwy", "empire state bldg", "times sq")
_SHORT_FORMS = {"mtn": "mountain", "mt": "mount", "ft": "fort", "hwy": "highway", "bldg": "building", "ctr": "center",
                "natl": "national", "intl": "international", "mus": "museum", "ww2": "wwii", "ww1": "wwi", "sq": "square",
                # ... and an ordinal in digits ("the 6th floor museum" for The Sixth Floor Museum)
                "1st": "first", "2nd": "second", "3rd": "third", "4th": "fourth", "5th": "fifth", "6th": "sixth",
                "7th": "seventh", "8th": "eighth", "9th": "ninth", "10th": "tenth"}
# A name's word spelt the British way, as the keys hold it on either side (the data's names and the words said): "the
# arizona science centre" is Arizona Science Center, "the giant screen theater" Yellowstone Giant Screen Theatre
_BRITISH = {"centre": "center", "theatre": "theater", "harbour": "harbor"}


def word_key(word: str) -> str:
    """A word as a key holds it: lower case, no apostrophe, "&" as "and", a short form written out."""
    key = "and" if word == "&" else re.sub(r"['’]", "", word.lower())
    key = _SHORT_FORMS.get(key, key)
    return _BRITISH.get(key, key)


def plain_word(word: str) -> str:
    return word.removesuffix("s")


# ... as a key holds them, plural-free ("the cities" is no part of Visit Quad Cities: its key is "citie")
_GENERIC_KEYS = GENERIC | frozenset(plain_word(w) for w in GENERIC)


def key_of(words: Iterable[str]) -> str:
    return " ".join(plain_word(w) for w in words)


Index = dict[str, tuple[str, str]]
_INDEXES: dict[tuple[int, tuple[str, ...]], tuple[object, Index, dict[str, set[int]], frozenset[str]]] = {}


def indexed(where: TripPlaces) -> tuple[Index, dict[str, set[int]], frozenset[str]]:
    """The trip's index, by a key's first word the lengths of its keys, and the single words that are only part of
    a name: built once per sandbox and cities (a chat turn reads several texts of one trip; rebuilding it was a tenth
    of a turn's CPU)."""
    cities = tuple(where.cities or ())
    held = _INDEXES.get((id(where.sandbox), cities))
    if held is None or held[0] is not where.sandbox:
        if len(_INDEXES) > 64:
            _INDEXES.clear()
        index, short = _index(where)
        sizes: dict[str, set[int]] = {}
        for key in index:
            sizes.setdefault(key.split()[0], set()).add(len(key.split()))
        held = _INDEXES[(id(where.sandbox), cities)] = (where.sandbox, index, sizes, short)
    return held[1], held[2], held[3]


def _parts(words: list[str]) -> Iterator[list[str]]:
    """The parts of a name's words it may be said by: its first or last words alone, or its first one or two with its
    last one or two ending on its kind, the words between left out ("anderson gardens" for Anderson Japanese Gardens,
    "evel knievel jump site"), or a long name less one word inside it; never a part that starts or ends on a joining
    word ("Buffalo and" is no name)."""
    ends = [words[:size] for size in range(1, len(words))] + [words[-size:] for size in range(1, len(words))]
    if OTHER_KIND_RE.fullmatch(words[-1]):
        ends += [words[:head] + words[-tail:] for head in (1, 2) for tail in (1, 2) if head + tail < len(words)]
    ends += list(_inner(words))
    # ... or all of it but one word inside it, a name of four words or more ("the strong museum of play" for The Strong
    # National Museum of Play): the word people leave out of a long name, never its kind ("the state of pennsylvania" is
    # no The State Museum of Pennsylvania)
    ends += [words[:at] + words[at + 1:] for at in range(1, len(words) - 1)
             if len(words) >= 4 and words[at] not in _JOINING and not OTHER_KIND_RE.fullmatch(words[at])]
    if len(words) > 4 and words[-2] == "and" and OTHER_KIND_RE.fullmatch(words[-1]):
        # a name that is a thing "and" its kind of place ("La Brea Tar Pits and Museum"): the thing's last words are said
        # alone too ("the tar pits"), two at least
        ends += [words[-2 - size:-2] for size in range(2, len(words) - 2)]
    for part in ends:
        if part[0] not in _JOINING and part[-1] not in _JOINING:
            yield part


def _parts_less_city(words: list[str], city: str) -> Iterator[list[str]]:
    """The parts of a name opening with its city's name (``_parts``) said without it ("the butterfly conservatory" for
    The Key West Butterfly and Nature Conservatory); two words left at least."""
    city_words = key_of(name_keys.normal(city).split()).split()
    at = 1 if words[:1] == ["the"] else 0
    rest = words[at + len(city_words):]
    if words[at:at + len(city_words)] == city_words and len(rest) >= 2:
        yield from (part for part in _parts(rest) if len(part) >= 2)


def _inner(words: list[str]) -> Iterator[list[str]]:
    """The parts from inside a name, touching neither end, it may be said by where no other sight of the trip's cities
    holds them (``name_matching.the_whole``): one word of five letters or more ("the skyride" of Numerica SkyRide at
    Riverfront Spokane, "the boardwalk"), or two ending on a kind of place ("the slugger museum"); never words after
    "the" or "of" inside it, which name a thing of their own ("Wings Over the Rockies": the Rockies are mountains)."""
    for at in range(1, len(words) - 1):
        if words[at - 1] in ("the", "of"):
            continue
        if len(words[at]) >= MIN_SINGLE:
            yield words[at:at + 1]
        if at + 2 < len(words) and OTHER_KIND_RE.fullmatch(words[at + 1]):
            yield words[at:at + 2]


def inside(key: str, name: str) -> bool:
    """Whether ``key`` is words from inside the data's ``name``, touching neither end (``_inner``)."""
    whole, part = f" {key_of(word_key(w) for w in WORD.findall(name_keys.normal(name)))} ", f" {key} "
    return part in whole and not (whole.startswith(part) or whole.endswith(part))


_MOST_SHARING = 3  # sights: words more share name a kind of them, no choice ("the history museum")


def _index(where: TripPlaces) -> tuple[Index, frozenset[str]]:
    """Plural-free keys -> (the data's name, its kind): the trip's sights (whole, or the first or last words of one
    alone) and restaurants (whole); a key both tables have is neither's (the data cannot decide). Also the keys that
    are one word and only part of a sight's name (read after "the" only)."""
    book = name_books.sight_book(where.sandbox)
    places = {key_of(name_keys.normal(p).split()) for p in (*dict(getattr(where.sandbox, "cities", {}) or {}),
                                               *dict(getattr(where.sandbox, "states", {}) or {}))}
    whole: dict[str, str] = {}
    parts: dict[str, set[str]] = {}
    run_together: list[tuple[str, str]] = []  # two words of a name written as one ("riverwalk" for River Walk)
    name_words: dict[str, list[str]] = {}
    for city in where.cities or ():
        for key, name in book.by_city.get(city, {}).items():
            words = [plain_word(_BRITISH.get(w, w)) for w in key.split()]
            if _spelled_whole(whole.get(" ".join(words)), words):
                continue  # "riverfront park" is Spokane's Riverfront Park, not Wenatchee Riverfront Park less its city
            whole[" ".join(words)] = name
            name_words[name] = words
            for part in [*_parts(words), *_parts_less_city(words, city)]:
                parts.setdefault(" ".join(part), set()).add(name)
            run_together += [(first + second, name) for first, second in zip(words, words[1:], strict=False)]
            for part in _camel_apart(name, words):  # "zoo tampa" for ZooTampa at Lowry Park
                parts.setdefault(" ".join(part), set()).add(name)
    # ... a part another name holds so is that name's too: "the riverwalk" is Concho Riverwalk or the San Antonio River
    # Walk, which the data cannot decide (named, never guessed)
    for key, name in run_together:
        if key in parts:
            parts[key].add(name)
    # ... and a name of two words is said run together too ("the highline" for The High Line)
    for key, name in whole.items():
        if len(words := key.split()) == 2 and (joined := "".join(words)) not in whole:
            parts.setdefault(joined, set()).add(name)
    # a word of a trip city's name is no part of a sight ("Yellow Dog Eats on the vineyard" is on Martha's Vineyard)
    city_words = {word for city in where.cities or () for word in key_of(name_keys.normal(city).split()).split()}
    sights = {key: one for key, names in parts.items()
              if key not in city_words and (one := name_matching.the_whole(names)) is not None}
    # ... the first words, two or more, that a few sights' names share ("the wizarding world" of Diagon Alley's and
    # Hogsmeade's Wizarding World of Harry Potter): a choice of them (``must_see.CHOICE``), all planned and said, never
    # dropped
    sights |= {key: must_see.CHOICE.join(sorted(names)) for key, names in parts.items()
               if (" " in key or len(key) >= MIN_SINGLE and key not in _GENERIC_KEYS)  # ("Universal": read as a name is)
               and key not in sights and key not in city_words and 1 < len(names) <= _MOST_SHARING
               and all(name_words.get(n, [])[:len(key.split())] == key.split() for n in names)}
    # a name's own words in their order before the same words turned round ("natural history museum" opens the Natural
    # History Museum of Utah before it turns the Garth & Jerri Frehner Museum of Natural History round)
    turned = _turned(whole)
    # a name's letters and digits written apart ("area 15" for AREA15)
    spaced = {split: name for key, name in whole.items() if (split := _LETTERS_DIGITS.sub(" ", key)) != key}
    sights = (turned | _initialled(whole) | sights | spaced | _nicknamed(whole, where) | _state_coded(whole) | _and_left_out(whole)
              | _qualifier_left_out(whole) | whole)
    restaurants = {key_of(key.split()): name for key, name in restaurant_names.names_in(where.sandbox, where.cities).items()}
    owners = _owner_and_kind(restaurants)
    restaurants = _started(restaurants, city_words) | owners | _at_its_place(restaurants) | restaurants
    index = {key: (name, "sight") for key, name in sights.items() if key not in restaurants}
    index |= {key: (name, "restaurant") for key, name in restaurants.items() if key not in sights}
    # ... but a restaurant's owner ("domino's" for Domino's Pizza) is that restaurant beside a sight's one word of a
    # longer name (Miami's Domino Park): people say the chain by its owner, a sight by more than its first word
    index |= {key: (name, "restaurant") for key, name in owners.items()
              if " " not in key and key in sights and key not in whole and key not in turned}
    # words that name nothing on their own are no name ("the art museum"), unless they are a sight's whole name of two
    # words or more ("the national aquarium", "times square", "city park"): the data decides
    index = {key: said for key, said in index.items() if key not in places
             and (not set(key.split()) <= _GENERIC_KEYS | _ORDINARY
                  or ((key in whole or key in turned) and " " in key and said[1] == "sight"))}
    return index, frozenset(key for key in index if " " not in key and key not in whole and index[key][1] == "sight")


_CAMEL = lazy_compile(r"(?<=[a-z])(?=[A-Z][a-z])")  # where a name's word runs two capitalised words together


def _camel_apart(name: str, words: list[str]) -> list[list[str]]:
    """The keys of a sight whose name runs two words together, each capitalised ("ZooTampa at Lowry Park", "SeaWorld
    Orlando"), said apart as people write them ("zoo tampa", "sea world orlando"): its words so, and their parts."""
    if not _CAMEL.search(name):
        return []
    apart = [plain_word(word_key(w)) for w in WORD.findall(name_keys.normal(_CAMEL.sub(" ", name)))]
    return [apart, *_parts(apart)] if apart != words else []


def _started(whole: dict[str, str], city_words: set[str]) -> dict[str, str]:
    """Keys of a restaurant said by the first two words or more of its name ("bahama breeze" for Bahama Breeze Island
    Grille, "nacho mamas" for Nacho Mamas Burritos), or by all of it but one word inside it ("amici pizza" for Amici
    Gourmet Pizza), each of one restaurant only; never words of food and places to
    eat alone ("pizza hut"), nor a trip city's words (one word alone is too likely a plain word: never a key)."""
    found: dict[str, set[str]] = {}
    for key, name in whole.items():
        words = key.split()[1:] if key.startswith("the ") else key.split()
        # ... or by all of it but one word inside it ("amici pizza" for Amici Gourmet Pizza)
        parts = [words[:size] for size in range(2, len(words))]
        parts += [words[:at] + words[at + 1:] for at in range(1, len(words) - 1) if len(words) >= 3 and words[at] not in _JOINING]
        for part in parts:
            if part[-1] not in _JOINING and not set(part) <= restaurant_names.FOOD_PLACE_WORDS | GENERIC | city_words:
                found.setdefault(" ".join(part), set()).add(name)
    return {key: names.pop() for key, names in found.items() if len(names) == 1}


# The kind of place to eat a restaurant's name ends on, said after its owner's name alone ("vince's pizzeria")
_EATERY = frozenset("""pizzeria grill grille kitchen cafe bar bistro diner tavern pub steakhouse bakery eatery cantina trattoria
ristorante biergarten""".split())


def _owner_and_kind(whole: dict[str, str]) -> dict[str, str]:
    """Keys of a restaurant said by its owner's name (a possessive first word) alone ("biaggis for dinner", read where a
    name stands as a restaurant's: ``said_alone_stands.stands_as_name``) or with the kind of place its name ends on, the
    words between left out ("vince's pizzeria" for Vince's Restaurant & Pizzeria), each of one restaurant only."""
    found: dict[str, set[str]] = {}
    for key, name in whole.items():
        words = key.split()
        if len(words) >= 2 and restaurant_names.OWNER.fullmatch(name.split()[0]):
            found.setdefault(words[0], set()).add(name)
        if len(words) >= 3 and restaurant_names.OWNER.fullmatch(name.split()[0]) and words[-1] in _EATERY:
            found.setdefault(f"{words[0]} {words[-1]}", set()).add(name)
    return {key: names.pop() for key, names in found.items() if len(names) == 1}


def _at_its_place(whole: dict[str, str]) -> dict[str, str]:
    """Keys of a restaurant whose name is its own and its place's, apart ("Skye - Hotel Unique", "New Town Cafe - Park
    Plaza"), said as people say it, "at" or "at the" between ("skye at hotel unique"), each of one restaurant only."""
    found: dict[str, set[str]] = {}
    for name in whole.values():
        own, _, place = name.partition(" - ")
        if place.strip() and own.strip() and name_keys.normal(own) and name_keys.normal(place):
            for at in ("at", "at the"):
                found.setdefault(key_of(f"{name_keys.normal(own)} {at} {name_keys.normal(place)}".split()), set()).add(name)
    return {key: names.pop() for key, names in found.items() if len(names) == 1}


# A name said with its kind last ("nature & science museum", "the ice cream museum") for the data's "Museum of ...":
# the words after "of", then the kind (the words before the kind, often the city's name, left out)
_KIND_OF = lazy_compile(r"\b(?P<kind>museum|garden|park|center|centre|zoo|aquarium|hall\s+of\s+fame)\s+of\s+(?:the\s+)?"
                        r"(?P<rest>.+)$")


def _spelled_whole(name: str | None, words: list[str]) -> bool:
    """Whether the data's ``name`` is spelled by ``words`` in full (no city's name left out of it)."""
    return name is not None and [plain_word(w) for w in name_keys.normal(name).split()] == words


def _nicknamed(whole: dict[str, str], where: TripPlaces) -> dict[str, str]:
    """A sight whose name opens with its city's name, said with the city's short name ("indy zoo" for the Indianapolis
    Zoo, "philly zoo"): the city's short names of ``city_names.CITY_ALIASES`` of four letters or more, one word each."""
    found: dict[str, str] = {}
    for city in where.cities or ():
        state = dict(getattr(where.sandbox, "cities", {}) or {}).get(city)
        city_key = key_of(name_keys.normal(city).split())
        for alias in CITY_ALIASES.get((city, str(state)), ()):
            short = key_of(name_keys.normal(alias).split())
            if " " in short or len(short) < 4:
                continue
            found |= {f"{short}{key[len(city_key):]}": name for key, name in whole.items()
                      if key.startswith(f"{city_key} ")}
    return found


# A state's name said by its postal code, in lower case as people type it ("the sc aquarium", "the nc arboretum"); never a
# code that is a word too ("in", "or", "me")
_STATE_KEYS = {key_of(name_keys.normal(state).split()): code.lower() for code, state in US_STATE_CODES.items()
               if code not in WORDLIKE_STATE_CODES}
# ... or by the short form people say it by ("the cal academy of sciences" for California Academy of Sciences)
_STATE_SHORT = {"california": ("cal", "cali"), "massachusett": ("mass",), "pennsylvania": ("penn",)}


def _state_coded(whole: dict[str, str]) -> dict[str, str]:
    """Keys with a state's name inside a sight's said by its postal code ("sc aquarium" for South Carolina Aquarium) or
    its short form (``_STATE_SHORT``)."""
    found: dict[str, str] = {}
    for key, name in whole.items():
        for state, code in _STATE_KEYS.items():
            if f" {state} " in f" {key} ":
                for short in (code, *_STATE_SHORT.get(state, ())):
                    found[f" {key} ".replace(f" {state} ", f" {short} ").strip()] = name
    return found


def _and_left_out(whole: dict[str, str]) -> dict[str, str]:
    """Keys with a name's "and" (or "&") between two words left out, as people say it ("edison ford winter estates" for
    Edison & Ford Winter Estates), each of one name only."""
    found: dict[str, set[str]] = {}
    for key, name in whole.items():
        if " and " in key:
            found.setdefault(key.replace(" and ", " "), set()).add(name)
    return {key: names.pop() for key, names in found.items() if len(names) == 1}


# A name's words of rank or reach, left out as people shorten it ("the daytona speedway" for Daytona International
# Speedway, "the milwaukee zoo" for Milwaukee County Zoo)
QUALIFIERS = frozenset({"international", "county", "national", "state", "metropolitan", "municipal", "regional"})


def _qualifier_left_out(whole: dict[str, str]) -> dict[str, str]:
    """Keys with a name's ``QUALIFIERS`` left out, at least two words kept, each of one name only."""
    found: dict[str, set[str]] = {}
    for key, name in whole.items():
        kept = [w for w in key.split() if w not in QUALIFIERS]
        if 1 < len(kept) < len(key.split()):
            found.setdefault(" ".join(kept), set()).add(name)
    return {key: names.pop() for key, names in found.items() if len(names) == 1}


_LETTERS_DIGITS = lazy_compile(r"(?<=[a-z])(?=\d)|(?<=\d)(?=[a-z])")


def _turned(whole: dict[str, str]) -> dict[str, str]:
    """Keys with a name's kind said after the words it is "of" ("museum of nature and science": "nature and science
    museum"), with the words before the kind too, from the last ("frost science museum" for Phillip & Patricia Frost
    Museum of Science), each of one name only."""
    found: dict[str, set[str]] = {}
    for key, name in whole.items():
        m = _KIND_OF.search(key)
        if m is not None:
            before = key[:m.start()].split()
            for i in range(len(before), -1, -1):
                if i == len(before) or before[i] not in _JOINING:
                    found.setdefault(" ".join([*before[i:], m.group("rest"), m.group("kind")]), set()).add(name)
            for rest in _first_of_joined(m.group("rest")):  # "the natural history museum", "the nuclear museum"
                found.setdefault(f"{rest} {m.group('kind')}", set()).add(name)
    return {key: names.pop() for key, names in found.items() if len(names) == 1}


def _first_of_joined(rest: str) -> list[str]:
    """The words a name is "of" as people shorten them, when it is of things joined: the first thing, and its first
    word ("natural history and science": "natural history", "natural"; "nuclear science & history": "nuclear science",
    "nuclear"); none when it is of one thing."""
    words = rest.split()
    cut = next((i for i, w in enumerate(words) if w in ("and", "&")), None)
    if cut is None or cut == 0:
        return []
    return [" ".join(words[:k]) for k in range(1, cut + 1) if words[k - 1] not in _JOINING]


_TITLES = frozenset({"jr", "sr"})
_INITIALS = 3  # letters at least: "MLK park" for "Martin Luther King Park"


def _initialled(whole: dict[str, str]) -> dict[str, str]:
    """Keys with a run of three words or more said by their initials ("mlk park", "mfah"), each of one name only."""
    found: dict[str, set[str]] = {}
    for key, name in whole.items():
        words = [w for w in key.split() if w not in _TITLES]  # "MLK" is "Martin Luther King, Jr."
        for i in range(len(words)):
            for j in range(i + _INITIALS, len(words) + 1):
                letters = "".join(w[0] for w in words[i:j] if w not in _JOINING)
                if len(letters) >= _INITIALS and words[i] not in _JOINING and words[j - 1] not in _JOINING:
                    said = [*words[:i], letters, *words[j:]]
                    for key_said in (said, *_less_one_inside(said, letters)):
                        found.setdefault(" ".join(key_said), set()).add(name)
    return {key: names.pop() for key, names in found.items() if len(names) == 1}


def _less_one_inside(said: list[str], letters: str) -> list[list[str]]:
    """An initialled key of four words or more less one word inside it, as a long name is said ("the mlk historical
    park" for Martin Luther King, Jr. National Historical Park): never its initials, a joining word or its kind."""
    if len(said) < 4:
        return []
    return [said[:at] + said[at + 1:] for at in range(1, len(said) - 1)
            if said[at] != letters and said[at] not in _JOINING and not OTHER_KIND_RE.fullmatch(said[at])]
