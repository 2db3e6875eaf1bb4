"""The 8 commonsense constraints.

Each check is a generator of human-readable failure reasons: the check passes
when it yields none. Where the official scorer stops at the first failure and
later steps depend on earlier ones (route, completeness), the check returns
after its first reason; elsewhere it reports every failure it finds, which
gives the same verdict and more useful feedback. An exception escaping a
check makes it fail (see ``evaluate.collect``), as a crash would in the
official scorer.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable, Iterator
from typing import Any

from himap_travel.domain.evaluation.context import Context
from himap_travel.domain.evaluation.lookup import VenueKind
from himap_travel.domain.evaluation.parsing import (
    DAY_KEYS,
    EMPTY_DAY_MARKER,
    MEALS,
    Transport,
    attractions,
    before_parenthesis,
    day_cities,
    entry_key,
    from_to,
    is_filled,
    is_travel_day,
    name_city,
    official_conflict_mode,
    official_transport,
    strict_day_cities,
    strict_transport,
)
from himap_travel.domain.text.lazy_regex import lazy_compile

Reasons = Iterator[str]


# --- 1. within sandbox ----------------------------------------------------------------


def within_sandbox(ctx: Context) -> Reasons:
    """Every flight, route, restaurant, attraction and accommodation exists in the database (on the day's date, in a disrupted world)."""
    for number, unit in enumerate(ctx.units, 1):
        text = unit["transportation"]
        if is_filled(text):
            yield from _transport_in_sandbox(ctx, number, unit, text)
        for meal in MEALS:
            if meal in unit and is_filled(unit[meal]):
                yield from _venue_in_sandbox(ctx, number, "restaurant", unit[meal])
        if "attraction" in unit and is_filled(unit["attraction"]):
            for item in attractions(unit["attraction"], ctx.strict):
                yield from _venue_in_sandbox(ctx, number, "attraction", item)
        if "accommodation" in unit and is_filled(unit["accommodation"]):
            yield from _venue_in_sandbox(ctx, number, "accommodation", unit["accommodation"])


def _venue_in_sandbox(ctx: Context, number: int, kind: VenueKind, entry: str) -> Reasons:
    if ctx.index.entry_rows(kind, entry, ctx.strict):
        closed = ctx.closure(kind, entry, number)
        if closed is not None:  # the sandbox of that day has no such venue: a disruption closed it on its date
            yield (f"day {number}: {kind} '{entry}' is unavailable on {ctx.query.date_of(number - 1)} "
                   f"({closed.element.label} is closed then)")
        return
    hint = ""
    if ctx.strict:
        loose = ctx.index.entry_rows(kind, entry, False)
        if loose:
            hint = f" (strict mode needs the full name, e.g. '{loose[0].name}')"
    yield f"day {number}: {kind} '{entry}' not in the sandbox{hint}"


def _transport_in_sandbox(ctx: Context, number: int, unit: dict[str, Any], text: str) -> Reasons:
    if ctx.strict:
        transport = strict_transport(text)
        if not transport.structured:
            yield (f"day {number}: transportation '{text}' has no known mode (expected 'Flight Number: …', "
                   "'Self-driving, from A to B, …' or 'Taxi, from A to B, …')")
            return
    else:
        transport = official_transport(text, unit.get("current_city", ""))
    if transport.mode == "flight":
        yield from _flight_in_sandbox(ctx, number, transport, text)
    elif transport.mode is not None:
        # Official: an unparseable route becomes "-", which has no distance row.
        origin, destination = transport.origin or "-", transport.destination or "-"
        row = ctx.sandbox.distance(origin, destination)
        if row is None:
            yield f"day {number}: no {transport.mode} route from {origin} to {destination} in the sandbox"
        elif not row.usable:
            yield (f"day {number}: the {transport.mode} route from {origin} to {destination} is unusable "
                   f"(duration {row.duration!r}, distance {row.distance!r})")


def _flight_in_sandbox(ctx: Context, number: int, transport: Transport, text: str) -> Reasons:
    if transport.origin is None or transport.destination is None:
        yield f"day {number}: the flight's route cannot be read from '{text}'"
        return
    if transport.number is None:
        yield f"day {number}: no 'Flight Number: ' in '{text}'"
        return
    route = f"from {transport.origin} to {transport.destination}"
    if ctx.index.flight_on_route(transport.number, transport.origin, transport.destination) is None:
        yield f"day {number}: flight {transport.number} {route} not in the sandbox"
        return
    date = ctx.query.date_of(number - 1)
    if not ctx.strict:
        return
    row = ctx.index.flight_on_route(transport.number, transport.origin, transport.destination, date)
    if row is None:
        flown = ctx.index.flight_on_route(transport.number, transport.origin, transport.destination)
        assert flown is not None  # found on that route above, on some date
        yield f"day {number}: flight {transport.number} {route} flies on {flown.flight_date}, not on the day's date {date}"
        return
    for label, stated in _STATED_TIME.findall(text):
        known = row.dep_time if label.lower() == "departure" else row.arr_time
        if known is not None and stated.strip() != known.strip():
            yield f"day {number}: flight {transport.number}'s {label.lower()} time is {known}, not {stated.strip()}"


# A time an entry states for its flight ("Departure Time: 11:03"): strict mode holds it to the data's row (the official
# scorer reads only the number, so "Departure Time: 99:99" passed).
_STATED_TIME = lazy_compile(r"\b(Departure|Arrival) Time:\s*([^,;]*)", re.IGNORECASE)


# --- 2. within current city ----------------------------------------------------------


def within_current_city(ctx: Context) -> Reasons:
    """Each day's transport, meals, attractions and accommodation belong to that day's cities.

    OFFICIAL QUIRK: on a non-travel day the official cities are the characters
    of the city string (see ``parsing.official_day_cities``); strict mode
    compares the entry's parsed city with the day's whole city names.

    A day without one of the six fields (no key at all): the official check
    tests ``key in unit`` and skips it (complete_information fails such a
    plan); strict mode fails the day. current_city is read directly in both.
    """
    for number, unit in enumerate(ctx.units, 1):
        cities = day_cities(unit["current_city"], ctx.strict)
        in_cities = _entry_in_cities(cities, ctx.strict)
        yield from _absent_fields(ctx, unit, number, DAY_KEYS)
        text = unit.get("transportation")
        if is_filled(text):
            missing = _not_mentioned(cities, text)
            if missing:
                yield f"day {number}: transportation '{text}' does not mention {_names(missing)}"
        for meal in MEALS:
            entry = unit.get(meal)
            if is_filled(entry) and not in_cities(entry):
                yield f"day {number}: {meal} '{entry}' is not in {_names(cities)}"
        if is_filled(unit.get("attraction")):
            for item in attractions(unit["attraction"], ctx.strict):
                if not in_cities(item):
                    yield f"day {number}: attraction '{item}' is not in {_names(cities)}"
        entry = unit.get("accommodation")
        if is_filled(entry) and not _in_city(entry, cities[-1], ctx.strict):
            yield f"day {number}: accommodation '{entry}' is not in {cities[-1]!r}, where the day ends"


def _absent_fields(ctx: Context, unit: dict[str, Any], number: int, keys: Iterable[str]) -> Reasons:
    """Strict mode: a reason per field the day lacks. Official mode: none (the field is skipped)."""
    if ctx.strict:
        for key in keys:
            if key not in unit:
                yield f"day {number}: no {key} field"


def _entry_in_cities(cities: str | Collection[str], strict: bool) -> Callable[[str], bool]:
    """The test "this entry is in one of the day's cities".

    Strict: the entry's city is one of them. Official: one of them is a
    substring of the entry; on a non-travel day (the city *string*, see
    ``parsing.official_day_cities``) that is any of its characters, looked up
    in a set built once per day: testing each character in each entry would
    take time quadratic in the lengths of a long city and a long field.
    """
    if strict:
        return lambda entry: name_city(entry)[1] in cities
    if isinstance(cities, str):
        characters = set(cities)
        return lambda entry: (not characters.isdisjoint(entry) if isinstance(entry, str)
                              else any(city in entry for city in cities))
    return lambda entry: any(city in entry for city in cities)


def _not_mentioned(cities: str | Collection[str], text: str) -> list[str]:
    """The day's cities that the transportation text does not contain (official: characters, see above)."""
    if isinstance(cities, str) and isinstance(text, str):
        present = set(text)
        return [city for city in cities if city not in present]
    return [city for city in cities if city not in text]


def _in_city(entry: str, city: str, strict: bool) -> bool:
    return name_city(entry)[1] == city if strict else city in entry


def _names(cities: str | Collection[str]) -> str:
    return " or ".join(repr(c) for c in cities) if not isinstance(cities, str) else repr(cities)


# --- 3. reasonable city route --------------------------------------------------------


def route_cities(current_city: str, strict: bool) -> list[str]:
    """The whole cities a day contributes to the route: [A, B] on a travel day, else [city]."""
    if strict:
        return list(strict_day_cities(current_city))
    if "from" in current_city:
        origin, destination = from_to(current_city)
        return [before_parenthesis(origin), before_parenthesis(destination)]  # TypeError if unparsed
    return [before_parenthesis(current_city)]


def reasonable_city_route(ctx: Context) -> Reasons:
    """A closed loop from the origin, no city revisited, known cities, the right state."""
    route: list[str] = []
    for index, unit in enumerate(ctx.units):
        cities = route_cities(unit["current_city"], ctx.strict)
        if index == 0 and is_travel_day(unit["current_city"], ctx.strict) and cities[0] != ctx.query.org:
            yield f"route: day 1 leaves from {cities[0]!r}, not from the origin {ctx.query.org!r}"
            return
        route += cities
    if not route:
        yield "route: no days"
        return
    if route[0] != route[-1]:
        yield f"route: not a closed loop (starts in {route[0]!r}, ends in {route[-1]!r})"
        return
    problem = route_sequence_problem(route)
    if problem:
        yield f"route: {problem}"
        return
    yield from _route_places(ctx, route)


def route_sequence_problem(route: list[str]) -> str | None:
    """Why the city sequence is invalid (the official sequence rule), or None."""
    if len(route) < 3:
        return f"fewer than 3 route entries ({' → '.join(route)})"
    seen: set[str] = set()
    last = len(route) - 1
    position = 0
    while position < len(route):
        city = route[position]
        if city in seen and position not in (0, last):
            return f"{city!r} is visited twice"
        start = position
        while position < len(route) and route[position] == city:
            position += 1
        if position - start == 1 and 0 < position - 1 < last:
            return f"{city!r} appears once mid-route: the days before and after do not connect there"
        seen.add(city)
    return None


def _route_places(ctx: Context, route: list[str]) -> Reasons:
    """Every stop is a sandbox city; the stops between the first and last day are at the destination.

    Official: the benchmark's rule - on a trip of more than 3 days, every stop
    is in the state ``dest`` (so "5 days in San Francisco" always fails).
    Strict: the destination the user gave, on any length of trip - a city
    destination is that city, a state destination any city in it (a name that
    is both, "New York", accepts either reading).
    """
    states = ctx.sandbox.cities
    for position, city in enumerate(route):
        if city not in states:
            yield f"route: {city!r} is not a city of the sandbox"
            return
        inner = position not in (0, len(route) - 1)
        if inner and not _at_destination(ctx, city, states[city]):
            dest = ctx.query.dest
            if ctx.strict and dest in ctx.sandbox.cities and dest not in ctx.sandbox.states:
                yield f"route: {city!r} is not the destination {dest}"
            else:
                yield f"route: {city!r} is in {states[city]}, not in {dest}"
            return


def _at_destination(ctx: Context, city: str, state: str) -> bool:
    dest = ctx.query.dest
    if not ctx.strict:
        return ctx.query.days <= 3 or state == dest
    is_city, is_state = dest in ctx.sandbox.cities, dest in ctx.sandbox.states
    if not (is_city or is_state):
        return state == dest  # an unknown destination: the official comparison (and it fails)
    return (is_city and city == dest) or (is_state and state == dest)


# --- 4, 5. diversity ---------------------------------------------------------------


def diverse_restaurants(ctx: Context) -> Reasons:
    """No restaurant twice in the trip (official: the same meal string twice)."""
    seen: dict[Any, str] = {}
    for number, unit in enumerate(ctx.units, 1):
        for meal in MEALS:
            if meal in unit and is_filled(unit[meal]):
                yield from _repeat(seen, entry_key(unit[meal], ctx.strict), f"day {number} {meal}", unit[meal])


def diverse_attractions(ctx: Context) -> Reasons:
    """No attraction twice in the trip."""
    seen: dict[Any, str] = {}
    for number, unit in enumerate(ctx.units, 1):
        if "attraction" in unit and is_filled(unit["attraction"]):
            for item in attractions(unit["attraction"], ctx.strict):
                yield from _repeat(seen, entry_key(item, ctx.strict), f"day {number}", item)


def _repeat(seen: dict[Any, str], key: Any, where: str, entry: str) -> Reasons:
    """A reason when ``key`` was seen before, else remember where it was first seen.

    The official check keeps a list and tests ``entry not in the list`` (equality), so an entry that is no string (a
    list or an object in a meal field) is compared too, never a crash: such a key is kept under its ``repr``, which is
    equal for equal lists and objects of strings.
    """
    try:
        hash(key)
    except TypeError:
        key = ("unhashable", repr(key))
    if key in seen:
        yield f"{where}: '{entry}' repeats {seen[key]}"
    else:
        seen[key] = where


# --- 6. minimum nights ------------------------------------------------------------


def minimum_nights(ctx: Context) -> Reasons:
    """Each stay lasts at least the listing's minimum nights.

    Official: only when exactly one row matches the (substring) name; zero or
    several matches are skipped. Strict: the first exactly matching row.
    """
    values = []
    for number, unit in enumerate(ctx.units, 1):
        if "accommodation" not in unit:
            yield f"day {number}: no accommodation field"
            return
        values.append(unit["accommodation"])
    for value, first_day, nights in _runs(values):
        if value in ("-", ""):
            continue
        rows = ctx.index.entry_rows("accommodation", value, ctx.strict)
        row = (rows[0] if rows else None) if ctx.strict else (rows[0] if len(rows) == 1 else None)
        if row is not None and nights < row.minimum_nights:
            days = f"day {first_day}" if nights == 1 else f"days {first_day}-{first_day + nights - 1}"
            yield f"{days}: '{value}' for {nights} night(s), its minimum is {row.minimum_nights:g}"


def _runs(values: list[Any]) -> list[tuple[Any, int, int]]:
    """Runs of equal consecutive values: (value, 1-based first day, length)."""
    runs: list[tuple[Any, int, int]] = []

    for number, value in enumerate(values, 1):
        if runs and runs[-1][0] == value:
            runs[-1] = (value, runs[-1][1], runs[-1][2] + 1)
        else:
            runs.append((value, number, 1))
    return runs


# --- 7. non-conflicting transportation --------------------------------------------


def non_conflicting_transportation(ctx: Context) -> Reasons:
    """Day 1 has transport; self-driving is not mixed with flights or taxis.

    A later day without a transportation key: official skips it, strict fails.
    """
    if not is_filled(ctx.units[0]["transportation"]):
        yield "day 1: no transportation"
        return
    used: dict[str | None, list[int]] = {}
    for number, unit in enumerate(ctx.units, 1):
        # Official: day 1's field is read directly (above), the others with
        # ``'transportation' in unit``: a later day without the key is skipped.
        yield from _absent_fields(ctx, unit, number, ("transportation",))
        # ``in`` as the official check tests it: a day that is no object (a string "Day 2: rest") has no field.
        text: Any = unit["transportation"] if "transportation" in unit else None  # noqa: SIM401 - a str has no .get
        if not is_filled(text):
            continue
        if ctx.strict:
            transport = strict_transport(text)
            if not transport.structured:
                yield f"day {number}: transportation '{text}' has no known mode"
                continue
            mode = transport.mode
        else:
            mode = official_conflict_mode(text)
        used.setdefault(mode, []).append(number)
    if "self-driving" in used:
        for other in ("flight", "taxi"):
            if other in used:
                yield (f"self-driving (day {_days(used['self-driving'])}) conflicts with "
                       f"{other} (day {_days(used[other])})")


def _days(numbers: list[int]) -> str:
    return ", ".join(str(n) for n in numbers)


# --- 8. complete information ------------------------------------------------------


def complete_information(ctx: Context) -> Reasons:
    """All days present and filled in enough, with the requested number of cities.

    OFFICIAL QUIRK: "at least half of the 6×D fields filled" counts every key
    of the day object with a value (so ``days``, ``current_city`` and any extra
    key count towards the six); strict mode counts the six fields only.
    """
    query = ctx.query
    counted = sum(1 for unit in ctx.units if unit != {} and unit["current_city"] != EMPTY_DAY_MARKER)
    if counted != query.days:
        yield f"{counted} day(s) filled in, the trip has {query.days}"
        return
    problem = _visited_cities_problem(ctx) or (_misnumbered_day(ctx) if ctx.strict else None)
    if problem:
        yield problem
        return
    filled = 0
    for number, unit in enumerate(ctx.units, 1):
        problem = _day_completeness_problem(unit, number, query.days, ctx.strict)
        if problem:
            yield problem
            return
        counted_fields = DAY_KEYS if ctx.strict else unit
        filled += sum(1 for key in counted_fields if is_filled(unit[key]))
    if filled / (6 * query.days) < 0.5:
        yield f"only {filled} of {6 * query.days} fields filled in (at least half are needed)"


def _misnumbered_day(ctx: Context) -> str | None:
    """STRICT: a day's ``days`` number, where the plan gives one, is its place in the plan (a plan that calls its
    second day "4" says something false about itself; the official scorer reads the days by position only)."""
    for number, unit in enumerate(ctx.units, 1):
        given = unit.get("days") if isinstance(unit, dict) else None
        if given is not None and str(given).strip() != str(number):
            return f"day {number} of the plan is numbered {given}"
    return None


def _visited_cities_problem(ctx: Context) -> str | None:
    visited: set[str] = set()
    for index, unit in enumerate(ctx.units):
        cities = route_cities(unit["current_city"], ctx.strict)
        if index == 0 and is_travel_day(unit["current_city"], ctx.strict) and cities[0] != ctx.query.org:
            return f"day 1 leaves from {cities[0]!r}, not from the origin {ctx.query.org!r}"
        visited.update(cities)
    visited.discard(ctx.query.org)
    wanted = ctx.query.visiting_city_number
    if len(visited) != wanted:
        return f"visits {len(visited)} cities ({', '.join(sorted(visited))}), the query asks for {wanted}"
    return None


def _day_completeness_problem(unit: dict[str, Any], number: int, days: int, strict: bool = False) -> str | None:
    missing = [key for key in DAY_KEYS if key not in unit]
    if missing:
        return f"day {number}: missing field(s) {', '.join(missing)}"
    city = unit["current_city"]
    blank = _strict_blank if strict else _official_blank
    if ("from " in city or "to " in city) and blank(unit["transportation"]):
        return f"day {number}: a travel day without transportation"
    if "from " not in city and " to " not in city and blank(unit["attraction"], attraction=True):
        return f"day {number}: a day in {city!r} without any attraction"
    if number != days and blank(unit["accommodation"]):
        return f"day {number}: no accommodation (only the last day may have none)"
    if any(blank(unit[meal]) for meal in MEALS) and "from " not in city:
        return f"day {number}: a day in {city!r} with a meal missing"
    return None


def days_beyond(plan: list[Any], days: int) -> list[str]:
    """Strict: entries after the trip's last day. The official scorer reads only the first ``days`` days, so a plan
    that goes on past the trip (a 900-day plan for a 3-day request) passed; a day past the end that plans anything is
    no part of the trip asked for. Blank trailing days (padding) are not counted."""
    planned = [number for number, unit in enumerate(plan[days:], start=days + 1)
               if not isinstance(unit, dict) or any(not _strict_blank(unit.get(key)) for key in ("current_city", *DAY_KEYS))]
    if not planned:
        return []
    more = f" and {len(planned) - 1} more" if len(planned) > 1 else ""
    return [f"the plan goes on past the trip's {days} days: day {planned[0]}{more} plan something"]


def _official_blank(value: object, attraction: bool = False) -> bool:
    """The official scorer's test ``value in ['', '-']``: so null, 0, false or [] count as given (official quirk)."""
    return value in ("", "-")


def _strict_blank(value: object, attraction: bool = False) -> bool:
    """Strict: anything but a string naming an entry is blank (null, a number, " ", "-", an attraction of ";" only)."""
    if not isinstance(value, str) or value.strip() in ("", "-"):
        return True
    return attraction and not attractions(value, True)
