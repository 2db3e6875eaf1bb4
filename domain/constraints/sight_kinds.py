"""Sights named by their kind ("the zoo", "skip the museums"), and the named sights resolved within the trip's cities.

``resolve_sights`` reads a kind as the one sight of that kind there (or every one, in the plural), then matches the
names (``name_matching.resolve_named``). The kind patterns (``SIGHT_KIND``, ...) are shared with the sight readers.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from himap_travel.domain.constraints.base import TripPlaces
from himap_travel.domain.constraints.name_books import SightBook, sight_book
from himap_travel.domain.constraints.name_keys import normal
from himap_travel.domain.constraints.name_matching import resolve_named, shortened
from himap_travel.domain.text.lazy_regex import lazy_compile

# Kinds of sight a request may name without a name ("the zoo"); its sight is the one of that kind in the trip's cities.
SIGHT_KIND = (r"(?:zoo|aquarium|botanical\s+gardens?|gardens?|planetarium|observatory|science\s+(?:center|centre|museum)"
              r"|art\s+museum|museum|pier|boardwalk|lighthouse|cathedral|castle|theme\s+park|water\s+park|national\s+park"
              r"|mural|playground|escape\s+room|carousel|chapel|fountain|plantation)")
# Kinds read in the plural only, as every sight of the trip's cities whose name carries the kind ("skip the beaches",
# "skip the parks"): said alone, "the park" or "the beach" is too loose a kind to be one sight.
PLURAL_KINDS = r"(?:beaches|parks)"
# A kind in the plural after a word in lower case that narrows it ("the children's museums", "the history museums"):
# every sight of the trip's cities whose name holds both.
QUALIFIED_KIND = (r"(?!(?:any|all|some|those|these|other|more|many|such|no|of|your|our|their|the|an?|enough|plenty|lots|few"
                  r"|several|most|too)\s)"
                  rf"(?-i:[a-z])[\w'’]*\s+(?:{SIGHT_KIND})(?=s\b)")  # (never "any museums": a quantity, no narrower kind)
# "the museums": every one of that kind; a word before a kind in the plural narrows it ("the children's museums")
_BY_KIND = lazy_compile(rf"the\s+(?:(?P<kind>{SIGHT_KIND})(?P<plural>s)?|(?P<narrow>{QUALIFIED_KIND})s"
                        rf"|(?P<kinds>beach(?=es)|park(?=s))(?:es|s))", re.IGNORECASE)
KIND_AFTER = lazy_compile(rf"\s+(?-i:[a-z])(?:{SIGHT_KIND})\b", re.IGNORECASE)  # a kind in lower case after a name


def resolve_sights(names: Sequence[str] | None, where: TripPlaces, warnings: list[str], problems: list[str],
                   wish: str, ruling_out: bool = False) -> list[str] | None:
    """The data's spelling of each named sight within the trip's cities; a problem for each not found there. A sight
    named by its kind ("the zoo") is the one sight of that kind there, or a problem naming the candidates.
    ``ruling_out``: a kind the trip's cities lack is kept out already ("skip the museums" where the data has none):
    said, never refused."""
    book = sight_book(where.sandbox)
    if names and book.cities_of:
        names = [part for said in names for part in _joined(said, book, where)]
        names = [name for said in names for name in _of_kind(said, book, where, warnings, problems, wish, ruling_out)]
        if not names:
            return None
    return resolve_named(names, where, warnings, problems, wish, book, "attraction", ruling_out)


# Two names joined as one run of capitals ("Gatorland AND SeaWorld", "Gatorland & SeaWorld"): a name may hold "&"
# ("Magical Midway Arcade & SlingShot"), so the run is split only where the whole is no sight and each part is one
_JOINT = lazy_compile(r"\s+(?:&|and|\+)\s+", re.IGNORECASE)
_JOINT_FIRST = lazy_compile(r"^(?:&|\+)\s*")


def _joined(said: str, book: SightBook, where: TripPlaces) -> list[str]:
    """[``said``], or the sights it joins where it is no name of the trip's cities and each of its parts is."""
    said = _JOINT_FIRST.sub("", said)  # ("gatorland & seaworld are musts": the name before "are" read from its "&")
    parts = _JOINT.split(said)
    if len(parts) < 2:
        return [said]
    known = {key: name for city in where.cities or () for key, name in book.by_city.get(city, {}).items()}
    def named(words: str) -> bool:
        key = normal(words)
        return key in known or shortened(key, known) is not None
    return parts if not named(said) and all(named(part) for part in parts) else [said]


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
