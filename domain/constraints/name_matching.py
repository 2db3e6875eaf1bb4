"""A name a request gives matched to the data's names within the trip's cities (``resolve_named``).

Case, punctuation, "&"/"and", a leading "the", small typos, a name said in short or by its initials do not matter; a
near miss is a problem that says "did you mean ...", and a place the trip's cities lack names the city that has it.
Shared by sights (``sight_kinds.resolve_sights``) and restaurants (``restaurant_names``).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from rapidfuzz import fuzz, process

from himap_travel.domain.constraints.base import TripPlaces
from himap_travel.domain.constraints.name_keys import normal
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.state.trip import DATA_CUISINES

# Words that name no sight on their own: a name said in short made only of them is no name ("the art museum", "the
# zoo": a kind is must_see's and avoid_sights' reading, with its own rules).
PLAIN_NAME_WORDS = frozenset("""
the a an of and at in on for to by with my our your this that its
museum museums park parks garden gardens zoo aquarium center centre house hall square memorial building tower bridge
art arts science sciences history historical historic national state city public new old street avenue theater theatre
music tour tours market district plaza fort lake river falls beach island point view world american african nature
trail monument site area gallery library church cathedral station tower observatory collection exhibit exhibits cities
childrens children kids family hotel restaurant food night day days trip visit place places time
cascade catacombs crossings fountain gazebo lighthouse oasis playground statue wings please theme amusement water
""".split()) | {w for cuisine in DATA_CUISINES for w in normal(cuisine).split()}  # "American Indian" is two cuisines

ACCEPT = 90  # a name this close (rapidfuzz ratio, 0-100) to one attraction of the trip's cities is that attraction
NEAR = 70  # closer than this: named as "did you mean"


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
        if ruling_out and len(held := holding(key, known, cities)) > 1:  # "no harry potter stuff": all three of them
            found += held
            warnings.append(f"{wish}: read {said!r} as each {noun} whose name holds it: {', '.join(map(repr, held))}")
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
        if not ruling_out and len(shared := _sharing_first_words(key, known)) > 1:  # "we want to see universal"
            found += shared
            warnings.append(f"{wish}: {said!r} names several {noun}s of the trip ({', '.join(map(repr, shared))}): each is "
                            "planned (what is asked for is kept, never one of several); name one to keep it alone")
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


_MOST_SHARING = 4  # names: a first word more of them share names a kind, no place ("the museum")


def _sharing_first_words(key: str, known: dict[str, str]) -> list[str]:
    """The names of ``known`` (normal names) that open with the words of ``key``, where a few do ("universal":
    Universal Orlando Resort and Universal Studios Florida); none for plain words or a lone short word."""
    words = key.split()
    if set(words) <= PLAIN_NAME_WORDS or (len(words) == 1 and len(key) < 5):
        return []
    found = [name for spelled, name in known.items() if spelled.split()[:len(words)] == words and spelled != key]
    return list(dict.fromkeys(found)) if len(found) <= _MOST_SHARING else []


def holding(key: str, known: dict[str, str], cities: Sequence[str]) -> list[str]:
    """Every name of ``known`` (normal names) holding the words of ``key`` in a row, at its start, end or inside
    ("harry potter": Harry Potter and the Forbidden Journey, and the Wizarding World of Harry Potter's two lands), a
    plural aside; none for words that name nothing on their own ("the museum") or a trip city's name. A place ruled
    out by such words is each of them: a wish not to see "harry potter" is kept only with none of them planned."""
    said = [w.removesuffix("s") for w in key.split()]
    said = said[said[:1] == ["the"]:]
    if not said or set(key.split()) <= PLAIN_NAME_WORDS or loose_kind(key) or key in {normal(c) for c in cities}:
        return []
    size = len(said)
    held = []
    for name, spelled in known.items():
        words = [w.removesuffix("s") for w in name.split()]
        if any(words[i:i + size] == said for i in range(len(words) - size + 1)):
            held.append(spelled)
    return list(dict.fromkeys(held))


def _trip_names(book: Any, cities: Sequence[str]) -> dict[str, str]:
    """The names of ``book`` in ``cities`` by key; a key two names share ("riverfront park": Spokane's Riverfront Park,
    and Wenatchee Riverfront Park less its city's name) is the name it spells in full."""
    known: dict[str, str] = {}
    for city in cities:
        for key, name in book.by_city.get(city, {}).items():
            if loose_kind(key) and normal(name) != key:
                continue
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


# Kinds too loose to be one sight said alone (``sight_kinds.PLURAL_KINDS``): no short form of a name, nor a name less
# its city's ("go to the beach one day" is no wish for Panama City's "Panama City Beach")
_LOOSE_KINDS = frozenset({"beach", "park"})


def loose_kind(key: str) -> bool:
    """Whether a normal name is a loose kind alone ("the beach", "parks")."""
    words = key.split()
    words = words[words[:1] == ["the"]:]
    return len(words) == 1 and words[0].removesuffix("es").removesuffix("s") in _LOOSE_KINDS


# A title opening a name, left out when the name is said in short (normal names, plural-free: "mr", "dr")
TITLES = frozenset("mr mrs m ms miss dr".split())


def shortened(key: str, known: dict[str, str]) -> str | None:
    """The one name of ``known`` (normal names) that ``key`` is the first or last words of, a plural aside ("Meow Wolf"
    for "Meow Wolf Denver | Convergence Station", "NashTrash Tour" for "NashTrash Tours", "the Ryman"): said in short,
    as people name places; or, with none, the one name holding them in its middle when they are two words or more
    and name something (``PLAIN_NAME_WORDS``): "Meijer Gardens". One word in the middle is not enough ("Rockies" is
    no "Wings Over the Rockies ... Museum")."""
    said = [w.removesuffix("s") for w in key.split()]
    if not said or loose_kind(key):
        return None
    hits = set()  # the data's names: a name has several spellings in ``known`` ("Meow Wolf (Denver) Convergence Station")
    inside = set()  # ... or words in its middle that name something ("Meijer Gardens": "Frederik Meijer Gardens & ...")
    named = len(said) > 1 and not set(key.split()) <= PLAIN_NAME_WORDS
    for name, spelled in known.items():
        words = [w.removesuffix("s") for w in name.split()]
        if words[:1] and words[0] in TITLES and words[1:len(said) + 1] == said and len(words) > len(said) + 1:
            hits.add(spelled)  # ... its title left out ("dunderbaks" for Mr. Dunderbak's Biergarten and Marketplatz)
        elif len(words) > len(said) and (words[:len(said)] == said or words[-len(said):] == said):
            hits.add(spelled)
        elif named and len(words) > len(said) and any(words[i:i + len(said)] == said for i in range(1, len(words) - len(said))):
            inside.add(spelled)
    if not hits and len(inside) == 1:
        return inside.pop()
    return hits.pop() if len(hits) == 1 else the_whole(hits)


_ACRONYM = lazy_compile(r"(?:the\s+)?[A-Z]{3,6}")
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
        return f"{wish}: no {noun} called {said!r} in {trip}; did you mean {' or '.join(dict.fromkeys(repr(known[k]) for k, *_ in close))}?"
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
