"""Parsers for the text entries of a plan, in the official and the strict reading.

Official parsers reproduce what TravelPlanner's scorer extracts from an entry,
quirks included, so that official-mode verdicts match published figures.
Strict parsers read the entry by its documented structure instead. Every
parser is a pure function of strings and is memoised: a plan repeats the same
entries (an accommodation on every night, a city on every day), and scoring
many plans re-reads the same venues.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from state.trip import TransportMode

Scoring = Literal["official", "strict"]  # official (the scorer, quirks included) or strict (loopholes closed)

MEALS = ("breakfast", "lunch", "dinner")
DAY_KEYS = ("transportation", "breakfast", "lunch", "dinner", "attraction", "accommodation")
EMPTY_DAY_MARKER = "You don't need to fill in the information for this or later days."

# "Name, City" (the last comma separates them); the optional third group never
# captures anything because the second one is greedy, as in the official code.
_NAME_CITY = re.compile(r"(.*?),\s*([^,]+)(\(\w[\w\s]*\))?$")
_FROM_TO = re.compile(r"from\s+(.+?)\s+to\s+([^,]+)(?=[,\s]|$)")
_BEFORE_PARENTHESIS = re.compile(r"^(.*?)\([^)]*\)")

# Strict transport grammar: the mode leads the entry, then "from A to B".
_STRICT_FLIGHT = re.compile(
    r"^\s*Flight Number:\s*([A-Za-z0-9]+)\s*,\s*from\s+(.+?)\s+to\s+([^,]+?)\s*(?:,|$)", re.IGNORECASE
)
_STRICT_GROUND = re.compile(
    r"^\s*(Self-driving|Taxi)\s*,\s*from\s+(.+?)\s+to\s+([^,]+?)\s*(?:,|$)", re.IGNORECASE
)
_STRICT_TRAVEL_DAY = re.compile(r"^\s*from\s+(.+?)\s+to\s+(.+?)\s*$")
_ANY_FLIGHT_NUMBER = re.compile(r"\bF\d+\b")

_CACHE = 1 << 16


def is_filled(value: object) -> bool:
    """The official "is this field set" test: truthy and not the "-" placeholder."""
    return bool(value) and value != "-"


@lru_cache(maxsize=_CACHE)
def before_parenthesis(text: str) -> str:
    """The text before the first "(...)" group ("San Antonio(Texas)" → "San Antonio"), else the text."""
    match = _BEFORE_PARENTHESIS.search(text)
    return match.group(1) if match else text


@lru_cache(maxsize=_CACHE)
def name_city(entry: str) -> tuple[str, str]:
    """Split "Name, City" at the last comma; ("-", "-") when there is no comma.

    "-" never names a city of the sandbox, so an unparseable entry simply
    matches nothing (the official behaviour).
    """
    match = _NAME_CITY.search(entry)
    if not match:
        return "-", "-"
    return match.group(1).strip(), before_parenthesis(match.group(2).strip()).strip()


@lru_cache(maxsize=_CACHE)
def from_to(text: str) -> tuple[str | None, str | None]:
    """The first "from A to B" in the text, cities as written (parentheses kept); (None, None) if absent."""
    match = _FROM_TO.search(text)
    return (match.group(1), match.group(2)) if match else (None, None)


@lru_cache(maxsize=_CACHE)
def canonical(text: str) -> str:
    """Case- and whitespace-insensitive form of a name (strict matching)."""
    return " ".join(text.split()).casefold()


def entry_key(entry: str, strict: bool) -> str:
    """What counts as "the same venue" for the diversity checks.

    Official: the exact string. Strict: the canonical name and the city, so
    that "X, Y", "x,  Y" and "X, Y(State)" are recognised as one venue.
    """
    if not strict:
        return entry
    name, city = name_city(entry)
    if (name, city) == ("-", "-"):
        return canonical(entry)
    return f"{canonical(name)}|{canonical(city)}"


@lru_cache(maxsize=_CACHE)
def attractions(text: str, strict: bool) -> tuple[str, ...]:
    """The attraction entries of a day.

    Official quirk: the text is split on ";" and the last piece is dropped, so
    "A, X;B, X" (no trailing ";") silently loses B. Strict: every non-empty piece.
    """
    pieces = text.split(";")
    if strict:
        return tuple(p.strip() for p in pieces if p.strip())
    return tuple(pieces[:-1])


def flight_number(text: str) -> str | None:
    """Official: the text after "Flight Number: " up to the next comma (not stripped); None if absent."""
    marker = "Flight Number: "
    if marker not in text:
        return None
    return text.split(marker, 1)[1].split(",")[0]


# --- transport ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Transport:
    """One day's transport as a check reads it; cities have parentheses removed."""

    mode: TransportMode | None  # None: no recognised mode
    origin: str | None
    destination: str | None
    number: str | None = None  # flights only
    structured: bool = False  # True when the entry follows the documented grammar


def official_sandbox_mode(text: str) -> TransportMode | None:
    """The mode as the official sandbox and budget checks see it ("flight number" first)."""
    lower = text.lower()
    if "flight number" in lower:
        return "flight"
    if "self-driving" in lower:
        return "self-driving"
    if "taxi" in lower:
        return "taxi"
    return None


def official_conflict_mode(text: str) -> TransportMode | None:
    """The mode as the official conflict check sees it ("taxi", then "self-driving", then "flight").

    OFFICIAL QUIRK: an entry naming several modes counts as the first in that
    order, so "Self-driving or taxi" is a taxi (no conflict with a flight).
    """
    lower = text.lower()
    if "taxi" in lower:
        return "taxi"
    if "self-driving" in lower:
        return "self-driving"
    if "flight" in lower:
        return "flight"
    return None


@lru_cache(maxsize=_CACHE)
def official_transport(text: str, current_city: str) -> Transport:
    """The official reading: mode by substring, cities from the text else from current_city.

    Cities are None when neither string has "from A to B" (the official code
    then fails the flight check and uses "-" for ground transport).
    """
    origin, destination = from_to(text)
    if origin is None or destination is None:
        origin, destination = from_to(current_city)
    if origin is not None and destination is not None:
        origin, destination = before_parenthesis(origin), before_parenthesis(destination)
    mode = official_sandbox_mode(text)
    number = flight_number(text) if mode == "flight" else None
    return Transport(mode, origin, destination, number)


@lru_cache(maxsize=_CACHE)
def strict_transport(text: str) -> Transport:
    """The strict reading: the entry must start with a known mode and name "from A to B"."""
    match = _STRICT_FLIGHT.match(text)
    if match:
        number, origin, destination = match.groups()
        return Transport("flight", _city(origin), _city(destination), number, structured=True)
    match = _STRICT_GROUND.match(text)
    if match:
        word, origin, destination = match.groups()
        mode: TransportMode = "self-driving" if word.lower() == "self-driving" else "taxi"
        return Transport(mode, _city(origin), _city(destination), structured=True)
    return _loose_transport(text)


def _loose_transport(text: str) -> Transport:
    """A best guess for an unstructured entry, so that its cost can still be counted."""
    lower = text.lower()
    words = set(re.findall(r"[a-z]+", lower))
    origin, destination = from_to(text)
    origin = _city(origin) if origin else None
    destination = _city(destination) if destination else None
    if "flight" in lower:
        numbers = _ANY_FLIGHT_NUMBER.findall(text)
        return Transport("flight", origin, destination, numbers[0] if numbers else None)
    if "driv" in lower or "car" in words:
        return Transport("self-driving", origin, destination)
    if "taxi" in words or "cab" in words:
        return Transport("taxi", origin, destination)
    return Transport(None, origin, destination)


def _city(text: str) -> str:
    return before_parenthesis(text).strip()


# --- the cities of a day --------------------------------------------------------------


def official_day_cities(current_city: str) -> list[str] | str:
    """The official list of a day's cities.

    A travel day ("from" anywhere in the text) gives [A, B]. OFFICIAL QUIRK:
    any other day gives the city *string*, and the checks iterate over it, so
    "one of the day's cities" means "one of its characters" and "the last
    city" means its last character. Raises TypeError when "from" is present
    but "from A to B" does not parse (the official code crashes there).
    """
    if "from" in current_city:
        origin, destination = from_to(current_city)
        return [before_parenthesis(origin), before_parenthesis(destination)]  # type: ignore[arg-type]
    return before_parenthesis(current_city)


@lru_cache(maxsize=_CACHE)
def strict_day_cities(current_city: str) -> tuple[str, ...]:
    """Whole city names: (A, B) on a travel day "from A to B", else (city,)."""
    match = _STRICT_TRAVEL_DAY.match(current_city)
    if match:
        origin, destination = match.groups()
        return (_city(origin), _city(destination))
    return (_city(current_city),)


def day_cities(current_city: str, strict: bool) -> list[str] | str | tuple[str, ...]:
    return strict_day_cities(current_city) if strict else official_day_cities(current_city)


def is_travel_day(current_city: str, strict: bool) -> bool:
    """Official: "from" anywhere in current_city; strict: the "from A to B" shape."""
    if strict:
        return _STRICT_TRAVEL_DAY.match(current_city) is not None
    return "from" in current_city
