"""Parsers for the text entries of a plan, in the official and the strict reading.

Official parsers reproduce what TravelPlanner's scorer extracts from an entry,
quirks included, so that official-mode verdicts match published figures.
Strict parsers read the entry by its documented structure instead. Every
parser is a pure function of strings and is memoised for texts of up to
``MEMO_MAX_CHARS``: a plan repeats the same entries (an accommodation on every
night, a city on every day), and scoring many plans re-reads the same venues.
Every reading takes time linear in the text (``evaluation.linear_match``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache, wraps
from typing import Any, Literal, TypeVar, get_args

from typing_extensions import TypeIs

from himap_travel.domain.evaluation.linear_match import (
    before_parenthesis_group,
    name_city_groups,
    official_from_to,
    strict_flight_groups,
    strict_ground_groups,
    strict_travel_day_groups,
)
from himap_travel.domain.sandbox import names
from himap_travel.domain.sandbox.records import kilometres
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.state.days import MEALS as MEALS  # re-exported: the evaluator's modules read the slots from here
from himap_travel.state.trip import TransportMode

T = TypeVar("T")

Scoring = Literal["official", "strict"]  # official (the scorer, quirks included) or strict (loopholes closed)
SCORINGS: tuple[Scoring, ...] = get_args(Scoring)


def is_scoring(name: str) -> TypeIs[Scoring]:
    """True when ``name`` is one of the ``SCORINGS`` (what ``evaluate --mode`` takes)."""
    return name in SCORINGS


DAY_KEYS = ("transportation", *MEALS, "attraction", "accommodation")
EMPTY_DAY_MARKER = "You don't need to fill in the information for this or later days."

# The entries are read with the patterns of the official scorer (quoted in the
# docstrings of ``evaluation.linear_match``), matched there in linear time.
_ANY_FLIGHT_NUMBER = lazy_compile(r"\bF\d+\b")  # linear: \d+ backtracks only over its own digits

_CACHE = 1 << 16
MEMO_MAX_CHARS = 256  # longer texts are read afresh each time (real entries are under 250 characters)


def memo_short(function: Callable[..., T]) -> Callable[..., T]:
    """``lru_cache`` for calls on short texts; a call with a longer one is not kept.

    The memo makes repeated entries cheap; without the bound, a file of long
    distinct entries would keep up to ``_CACHE`` of them in memory per parser.
    """
    cached = lru_cache(maxsize=_CACHE)(function)

    @wraps(function)
    def call(*args: Any, **kwargs: Any) -> Any:
        if any(isinstance(arg, str) and len(arg) > MEMO_MAX_CHARS for arg in (*args, *kwargs.values())):
            return function(*args, **kwargs)
        return cached(*args, **kwargs)

    call.cache_clear = cached.cache_clear  # type: ignore[attr-defined]
    call.cache_info = cached.cache_info  # type: ignore[attr-defined]
    return call


def is_filled(value: object) -> bool:
    """The official "is this field set" test: truthy and not the "-" placeholder."""
    return bool(value) and value != "-"


@memo_short
def before_parenthesis(text: str) -> str:
    """The text before the first "(...)" group ("San Antonio(Texas)" → "San Antonio"), else the text."""
    before = before_parenthesis_group(text)
    return text if before is None else before


@memo_short
def name_city(entry: str) -> tuple[str, str]:
    """Split "Name, City" at the last comma; ("-", "-") when there is no comma.

    "-" never names a city of the sandbox, so an unparseable entry simply
    matches nothing (the official behaviour).
    """
    groups = name_city_groups(entry)
    if groups is None:
        return "-", "-"
    name, city = groups
    return name.strip(), before_parenthesis(city.strip()).strip()


@memo_short
def from_to(text: str) -> tuple[str | None, str | None]:
    """The first "from A to B" in the text, cities as written (parentheses kept); (None, None) if absent."""
    groups = official_from_to(text)
    return groups if groups is not None else (None, None)


canonical = memo_short(names.canonical)  # the strict reading of a name (``sandbox.names``), memoised


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


@memo_short
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


@memo_short
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


@memo_short
def strict_transport(text: str) -> Transport:
    """The strict reading: the entry must start with a known mode and name "from A to B"."""
    groups = strict_flight_groups(text)
    if groups is not None:
        number, origin, destination = groups
        return Transport("flight", _city(origin), _city(destination), number, structured=True)
    groups = strict_ground_groups(text)
    if groups is not None:
        word, origin, destination = groups
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


@dataclass(frozen=True, slots=True)
class EntryDetails:
    """The "key: value" parts of a transportation entry, read so that a number's thousands separator stays in it."""

    departure: str | None = None
    arrival: str | None = None
    duration: str | None = None
    km: float | None = None


# "key: value" up to the next ", key:" or the end: "distance: 1,364 km, cost: 68" keeps "1,364 km" whole.
_ENTRY_FIELD = lazy_compile(r"([A-Za-z][A-Za-z ]{0,30}):\s*(.*?)(?=,\s*[A-Za-z][A-Za-z ]{0,30}:|$)")


def entry_details(text: str) -> EntryDetails:
    """Times, duration and distance of a transportation entry ("Self-driving, from A to B, duration: 12 hours 15 mins,
    distance: 1,364 km, cost: 68"), for showing it in words; what the entry lacks is None."""
    fields = {key.strip().lower(): value.strip() for key, value in _ENTRY_FIELD.findall(text)}
    return EntryDetails(departure=fields.get("departure time") or None, arrival=fields.get("arrival time") or None,
                        duration=fields.get("duration") or None, km=kilometres(fields.get("distance")))


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
        return [before_parenthesis(origin), before_parenthesis(destination)]
    return before_parenthesis(current_city)


@memo_short
def strict_day_cities(current_city: str) -> tuple[str, ...]:
    """Whole city names: (A, B) on a travel day "from A to B", else (city,)."""
    groups = strict_travel_day_groups(current_city)
    if groups is not None:
        origin, destination = groups
        return (_city(origin), _city(destination))
    return (_city(current_city),)


def day_cities(current_city: str, strict: bool) -> list[str] | str | tuple[str, ...]:
    return strict_day_cities(current_city) if strict else official_day_cities(current_city)


def is_travel_day(current_city: str, strict: bool) -> bool:
    """Official: "from" anywhere in current_city; strict: the "from A to B" shape."""
    if strict:
        return strict_travel_day_groups(current_city) is not None
    return "from" in current_city
