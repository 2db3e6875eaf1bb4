"""The rule-based query parser: a TravelPlanner-style query in natural language ->
``TripSpec``, by rules (no model, no look at the benchmark's structured fields).
It is the expert policy's ``information_extractor``.

``parse_query(text, sandbox)`` normalises the text once (``parsing.text``:
Unicode forms, dashes and minus signs, quotes, spaces) and reads each field
with the module that describes what it accepts:

* origin, destination, visiting_city_number - ``parsing.places``;
* dates, days - ``parsing.dates``;
* people_number - ``parsing.people``;
* budget - ``parsing.money``;
* local constraints - each one's ``read`` in ``domain.constraints`` (the registry's ``LOCAL``);
* what no reader keeps - ``parsing.unread`` accounts for every clause and names each wish left
  (``Reading.unread``, ``ParsedRequest.not_kept``): the caller refuses it or plans without it, saying so.

``read_text`` gives what one text states, field by field (a ``Reading``: the
chat reads follow-up messages with it); ``parse_request`` completes a reading
into a ``ParsedRequest`` (the ``TripSpec``, what was assumed about an unstated
people count, warnings such as dates outside the sandbox's coverage).

Anything that cannot be read raises ``QueryParseError`` (a ``TripSpecError``)
with ``missing`` (the fields not found: ``origin``, ``destination``, ``dates``,
``budget``, ``people_number``) and ``problems`` (contradictions, unknown
names with close matches from rapidfuzz in ``suggestions``, numbers that
cannot be read exactly, several constraints of one kind that no trip can
hold together). No other exception escapes ``parse_query`` for any input.

Fail closed: a number is read exactly or refused, naming the text ("-3
people", "$1e9", a 400-digit budget); two statements of one constraint are
combined (two transportation rules: taxis only, with a warning) or refused
(two house rules), never one dropped. Parsing is linear in the text: a query
of ``MAX_QUERY_CHARS`` (also after normalisation) is read in well under a
second whatever it holds.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from datetime import timedelta
from typing import Any, Literal, TypeVar, cast

from pydantic import BaseModel, ValidationError

from himap_travel.domain.constraints import (
    LOCAL,
    avoid_sights,
    flight_dates,
    flight_legs,
    meal_cost,
    meal_days,
    meal_wishes,
    must_see,
    name_books,
    name_keys,
    name_matching,
    names_capitalised,
    restaurant_names,
    said_in_city,
    sight_days,
)
from himap_travel.domain.constraints.base import Reader, TripPlaces
from himap_travel.domain.constraints.cuisine import kept_beside, lacking_asked_spans, ruled_out_afresh, unknown_cuisines
from himap_travel.domain.constraints.named_places import sight_name_spans
from himap_travel.domain.constraints.restaurant_names import AVOID_CUE, EAT_CUE
from himap_travel.domain.constraints.said_alone import Said, inner_words_said, restaurants_spelled, said_alone, with_said_alone
from himap_travel.domain.constraints.said_alone_choices import choices_said
from himap_travel.domain.parsing.budget_corrections import after_correction
from himap_travel.domain.parsing.cannot_say import kept_anyway
from himap_travel.domain.parsing.caveats import (
    caveats,
    cheapest_spans,
    hedged_names,
    not_refused,
    preference_spans,
    with_reasons,
)
from himap_travel.domain.parsing.city_count import cities_for_days, read_stated_cities
from himap_travel.domain.parsing.count_corrections import corrected_counts
from himap_travel.domain.parsing.coverage import coverage_warnings
from himap_travel.domain.parsing.dates import find_dates
from himap_travel.domain.parsing.gazetteer import Gazetteer, gazetteer_for, place_key
from himap_travel.domain.parsing.group_amounts import meal_cost_per_person
from himap_travel.domain.parsing.last_days import last_days_written
from himap_travel.domain.parsing.misread import misread_spans
from himap_travel.domain.parsing.money import foreign_prices, read_budget
from himap_travel.domain.parsing.money_parts import money_for_parts
from himap_travel.domain.parsing.numbers import spelled_amounts
from himap_travel.domain.parsing.people import read_people
from himap_travel.domain.parsing.place_mentions import Mention, find_mentions
from himap_travel.domain.parsing.place_roles import FIRST_VISIT_WHY, assign_roles, first_visits, tour_stops
from himap_travel.domain.parsing.places import (
    check_excluded,
    check_state_size,
    choose_dest,
    choose_origin,
    cities_to_visit,
    talked_of,
)
from himap_travel.domain.parsing.resolved_dates import resolve_dates
from himap_travel.domain.parsing.route_correction import corrected, taken_back_at_once
from himap_travel.domain.parsing.spelling import spelled
from himap_travel.domain.parsing.text import normalize
from himap_travel.domain.parsing.trip_length import lengths_in_places, loose_return_clash, read_stated_days
from himap_travel.domain.parsing.unanswerable import NO_CITY_NIGHTS
from himap_travel.domain.parsing.units import budget_total
from himap_travel.domain.parsing.unknown_places import TO_CUE
from himap_travel.domain.parsing.unread import one_stay_unkept, unread_wishes
from himap_travel.domain.parsing.unread_names import taken_names
from himap_travel.domain.parsing.unread_wish import UnreadWish, distinct
from himap_travel.domain.parsing.window_dates import window_dates_left_out
from himap_travel.domain.parsing.wish_corrections import corrected_values
from himap_travel.domain.text.controls import forbidden_character
from himap_travel.domain.text.english import is_common_english, is_english, is_rare_english
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.memo import per_text
from himap_travel.domain.text.money import dollars
from himap_travel.state.trip import MAX_BUDGET, MAX_DAYS, TRIP_FIELDS, LocalConstraint, TripSpec, TripSpecError

__all__ = ["MAX_QUERY_CHARS", "ParsedRequest", "QueryParseError", "Reading", "complete", "nothing_to_take_back", "parse_query",
           "parse_request", "read_text"]

MAX_QUERY_CHARS = 20_000


class QueryParseError(TripSpecError):
    """A query that could not be read into a complete ``TripSpec``.

    ``missing`` names the fields not found (``origin``, ``destination``,
    ``dates``, ``budget``, ``people_number`` ...), ``problems`` what was found but
    is wrong (contradicting dates, unknown places ...), and ``suggestions`` maps
    an unknown place name to its closest known names.
    """

    def __init__(
        self,
        message: str | None = None,
        *,
        missing: Iterable[str] = (),
        problems: Iterable[str] = (),
        suggestions: dict[str, list[str]] | None = None,
        query: str | None = None,
    ) -> None:
        self.missing: list[str] = list(dict.fromkeys(missing))
        self.problems: list[str] = list(dict.fromkeys(problems))
        self.suggestions: dict[str, list[str]] = dict(suggestions or {})
        self.query = query
        if message is None:
            parts = []
            if self.missing:
                parts.append("missing " + ", ".join(self.missing))
            parts.extend(self.problems)
            message = "cannot parse query: " + ("; ".join(parts) if parts else "unknown reason")
        self.message = message
        super().__init__(message)

    def to_dict(self) -> dict[str, Any]:
        """A structured failure record (JSON-serialisable)."""
        return {
            "error": type(self).__name__,
            "message": self.message,
            "missing": list(self.missing),
            "problems": list(self.problems),
            "suggestions": {k: list(v) for k, v in self.suggestions.items()},
            "query": self.query,
        }


class Reading(BaseModel):
    """What one text says, field by field; a field it does not give is None.

    The chat reads follow-up messages with it ("make it $1,200"); ``complete`` (``parse_request``)
    makes it a ``TripSpec``: the text's edge of the planner, whose one request shape is that.
    """

    org: str | None = None
    dest: str | None = None
    days: int | None = None
    visiting_city_number: int | None = None
    stated_cities: int | None = None  # the number of cities the text gives (not inferred from the length)
    date: list[str] | None = None
    start_date: str | None = None  # a lone start date, when neither an end date nor a length is given
    people_number: int | None = None
    people_voice: str = "none"  # "singular" (I/me), "plural" (we/us/our) or "none"
    people_smallest: int = 1  # the smallest count the wording allows
    budget: float | None = None
    budget_unit: str | None = None  # None (the total), or what it is per ("person", "person/day": ``units.read_unit``)
    budget_also: list[tuple[float, str | None]] = []  # other statements of the budget ("$700 per person"), checked against it
    local_constraint: LocalConstraint = LocalConstraint()
    missing: list[str] = []
    problems: list[str] = []
    suggestions: dict[str, list[str]] = {}
    warnings: list[str] = []
    unread: list[UnreadWish] = []  # wishes no reader could keep (``parsing.unread``): the caller refuses or names them
    # the names and values readers took, as written ("alcatraz", "big blue bear"): a chat edit's own clause accounting
    # (``nodes.chat.wishes``) claims them, so a sight asked for in a message after the plan is read, not also named
    names_read: list[str] = []


class ParsedRequest(BaseModel):
    """A complete request with what was assumed and what the user should know (dates the sandbox does not cover)."""

    spec: TripSpec
    assumptions: list[str] = []
    readings: list[str] = []  # how a stated amount became the spec's ("budget: $1,400 per person × 2 travellers = $2,800")
    warnings: list[str] = []
    not_kept: list[UnreadWish] = []  # wishes the plan cannot keep: ``plan`` refuses them unless --allow-unread


PeoplePolicy = Literal["benchmark", "smallest", "ask"]


def parse_query(text: str, sandbox: Any, default_year: int = 2022) -> TripSpec:
    """Read a TravelPlanner-style query into a ``TripSpec``.

    ``sandbox`` needs ``.cities`` (city -> state) and ``.states`` (state ->
    cities). Raises ``QueryParseError`` (and nothing else) when the text is
    empty, a field is missing, a place is unknown or the dates contradict.
    An unstated people count is read as the benchmark does (see ``parse_request``).
    """
    return parse_request(text, sandbox, default_year).spec


def parse_request(text: str, sandbox: Any, default_year: int = 2022, people: PeoplePolicy = "benchmark") -> ParsedRequest:
    """Read a request into a ``ParsedRequest``; raises ``QueryParseError`` (and nothing else) if it cannot be planned.

    ``people`` says what an unstated count becomes: ``benchmark`` - 1 unless the
    text speaks in the plural (then missing), as the benchmark's queries mean;
    ``smallest`` - the smallest count the wording allows (1 for I/me, 2 for
    we/us/our), recorded in ``assumptions``; ``ask`` - missing (the chat asks).
    """
    reading = read_text(text, sandbox, default_year)
    return complete(reading, text, people, sandbox)


def read_text(text: str, sandbox: Any, default_year: int = 2022,
              trip: tuple[str | None, str | None, int | None] | None = None, wishes: bool = True,
              trip_days: int | None = None, trip_dates: Sequence[str] | None = None) -> Reading:
    """Every field the text gives (``Reading``); raises ``QueryParseError`` only for a text that is not one.

    ``trip``: the (origin, destination, cities) of the trip a chat message edits. A message that names no destination
    has its sights matched within that trip's cities ("skip the aquarium": the one of the trip's city), never read
    as naming the places itself.
    ``wishes=False``: the fields, problems and warnings alone, for a caller that compares a request's fields with its
    text (``agreement``): the clause accounting (``unread``, a fifth of the reading's CPU) is skipped and ``unread``
    left empty; every other part of the reading is the same.
    ``trip_days``: that trip's length, which says a day said from the end ("nothing planned on the last day") when the
    message gives no length of its own.
    ``trip_dates``: that trip's dates (ISO), which say the day a ban or a window said of a date falls on ("no flights on
    the 20th" bans no leg of a trip of March 10 to 12) when the message gives no dates of its own."""
    try:
        return _read(text, sandbox, default_year, trip, wishes, trip_days, trip_dates)
    except QueryParseError:
        raise
    except Exception as error:  # a safety net: the contract is one typed error
        raise QueryParseError(
            problems=[f"internal error while parsing ({type(error).__name__}: {error})"],
            query=text if isinstance(text, str) else None,
        ) from error


def complete(reading: Reading, raw: str, people: PeoplePolicy = "benchmark", sandbox: Any = None) -> ParsedRequest:
    """The reading as a complete ``TripSpec``, or ``QueryParseError`` naming what is missing or wrong.

    ``warnings`` adds dates outside what ``sandbox`` covers to the reading's own.
    """
    missing, problems = list(reading.missing), list(reading.problems)
    assumptions: list[str] = []
    count = reading.people_number
    if count is None and not any("travellers" in p for p in problems):
        # the benchmark's reading (1) only where the wording allows one traveller ("several people" does not)
        if people == "smallest" or (people == "benchmark" and reading.people_voice != "plural" and reading.people_smallest == 1):
            count = reading.people_smallest if people == "smallest" else 1
            if people == "smallest":
                wording = {"plural": "we/us/our", "singular": "I/me"}.get(reading.people_voice, "no pronoun")
                assumptions.append(f"{count} {'traveller' if count == 1 else 'travellers'}: the request gives no number ({wording})")
        else:
            missing.append("people_number")
    if assumptions and reading.budget_unit and "person" in reading.budget_unit:  # "$300 per person", no party said
        problems.append(f"the budget is per person ({dollars(reading.budget or 0)} per "
                        f"{reading.budget_unit.replace('/', ' per ')}) but the number of travellers is not said: say how "
                        "many travel")
    total = budget_total(reading.budget, reading.budget_unit, count, reading.days)
    budget, readings = total.value, [f"budget: {total.says}"] if total.says else []
    problems += [total.problem] if total.problem else []
    for value, unit in reading.budget_also if budget is not None else ():
        other = budget_total(value, unit, count, reading.days).value
        if other is not None and budget is not None and abs(other - budget) > 0.005:
            per = f" ({dollars(value)} per {unit.replace('/', ' per ')})" if unit else ""
            problems.append(f"the budget is stated twice and the statements differ: {dollars(budget)} and {dollars(other)}{per}")
    if budget is not None and budget > MAX_BUDGET:
        unit = f" (${reading.budget:,.0f} per {reading.budget_unit.replace('/', ' per ')})" if reading.budget_unit else ""
        problems.append(f"the budget ${budget:,.0f}{unit} is more than the ${MAX_BUDGET:,.0f} the planner accepts")
    if missing or problems:
        order = ["origin", "destination", "dates", "people_number", "budget"]
        missing.sort(key=lambda name: order.index(name) if name in order else len(order))
        raise QueryParseError(missing=missing, problems=problems, suggestions=reading.suggestions, query=raw)
    warnings = [*reading.warnings]
    try:
        fields = {name: getattr(reading, name) for name in TRIP_FIELDS if name not in ("people_number", "budget")}  # as read
        fields["local_constraint"] = nothing_to_take_back(raw, fields["local_constraint"], warnings)
        spec = TripSpec(**fields, people_number=count, budget=budget, query=raw)  # these two completed above
    except ValidationError as error:
        details = [f"{'.'.join(str(p) for p in e['loc']) or 'trip'}: {e['msg'].removeprefix('Value error, ')}" for e in error.errors()]
        raise QueryParseError(problems=details, query=raw) from error
    return ParsedRequest(spec=spec, assumptions=assumptions, readings=readings,
                         warnings=[*warnings, *coverage_warnings(spec.date, sandbox)], not_kept=reading.unread)


# A city said as where the trip starts ("from houston for 5 days"): a length after it is the trip's, not spent there
_FROM_BEFORE = lazy_compile(r"\b(?:from|leaving|out\s+of)\s+$", re.IGNORECASE)


def _cities_said(text: str, gaz: Gazetteer) -> frozenset[tuple[int, int]]:
    """Where the text names a city of the sandbox (never as the trip's start): a length said right beside one is spent
    there ("houston for 2 nights then austin", "2 nights memphis": ``trip_length``)."""
    return frozenset((m.start(), m.end()) for m in gaz.pattern.finditer(text) if gaz.by_key.get(place_key(m.group(0)), (None, None))[0]
                     and not _FROM_BEFORE.search(text, max(0, m.start() - 12), m.start()))


def _city_shares(text: str, days: int | None, visiting: int | None, problems: list[str],
                 cities: frozenset[tuple[int, int]] = frozenset()) -> list[tuple[int, int]]:
    """The spans of the lengths said in a place that are not the trip's ("3 nights in san francisco" of a 7-day tour):
    on a tour, one city's share (named: no rule sets it); on a trip to one city, a length that contradicts the trip's."""
    shares = [(start, end, n) for start, end, n in lengths_in_places(text, cities) if days is not None and n != days]
    if shares and (visiting or 1) == 1:
        problems.append(f"the day counts contradict each other: {days} days, {shares[0][2]} days")
        return []
    return [(start, end) for start, end, _n in shares]


def nothing_to_take_back(raw: str, local: LocalConstraint | None, warnings: list[str]) -> LocalConstraint | None:
    """``local`` with the cuisines a request says "no more" of, never asked for before in it, ruled out (and said):
    a whole request has nothing to take back, so "no more fast food" is no fast food, never dropped in silence (the
    chat's opening message too: ``request_merge``)."""
    held = [*(local.avoid_cuisines or []), *(local.cuisine or []), *(local.more_cuisines or [])] if local else []
    afresh = [name for name in ruled_out_afresh(raw) if name not in held]
    if not afresh:
        return local
    warnings.extend(f"'no more {name.lower()}': nothing asked for before to take back, so read as ruling out {name}" for name in afresh)
    base = local or LocalConstraint()
    return base.model_copy(update={"avoid_cuisines": [*(base.avoid_cuisines or []), *afresh]})


@per_text
def claimed_spans(text: str, days: int | None = None, cities: int | None = None) -> list[tuple[int, int]]:
    """The spans a local constraint's statements hold ("nothing over $150 a night", "two hundred bucks a night"): no
    budget is read in them. ``days``, ``cities``: the trip's, when known ("nothing on the last day" is day 3's)."""
    spelled = last_days_written(spelled_amounts(text), days, cities)  # the same length: its spans are the text's
    return [span for c in LOCAL if c.claims is not None for span in c.claims(spelled)]


def _local(rules: str, places: list[tuple[int, int]], warnings: list[str], problems: list[str],
           ends: tuple[str | None, str | None] = (None, None)) -> LocalConstraint:
    """The local constraints each reader reads in ``rules`` (the text as the readers take it); ``ends``: the (origin,
    destination) of the trip a chat message edits, which a flight's window may be said of ("leave dallas after noon")."""
    # cast: every local constraint has its reader (tests/unit/domain/constraints/test_constraint_registry.py)
    with flight_legs.trip_ends_known(*ends):
        return LocalConstraint(**{c.key: cast(Reader, c.read)(rules, places, warnings, problems) for c in LOCAL})


def _said_again(spans: list[tuple[int, int]], mentions: Sequence[Any], ends: tuple[str | None, str | None]) -> list[tuple[int, int]]:
    """The place spans but the first mention of the trip's origin and of its destination: those state the request
    ("english then: Boston to New York" reads as before); any other is a place of the trip said again."""
    stated = set()
    for end in ends:
        first = next(((m.start, m.end) for m in sorted(mentions, key=lambda m: m.start) if end and (m.city or m.state) == end), None)
        if first is not None:
            stated.add(first)
    return [span for span in spans if span not in stated]


def _as_typed(wish: UnreadWish, typed: str) -> UnreadWish:
    """``wish`` quoting the user's own words: a name capitalised for its reader ("a tour of Fort Bragg") is named as
    it was written ("a tour of fort bragg")."""
    at = typed.lower().find(wish.wish.lower()) if wish.wish not in typed else -1
    if at < 0:
        return wish
    said = typed[at:at + len(wish.wish)]
    return wish.model_copy(update={"wish": said, "reason": wish.reason.replace(wish.wish, said)})


def _runs_into(start: int, end: int, spans: list[tuple[int, int]]) -> bool:
    """Whether ``start``-``end`` overlaps one of ``spans`` (a name running into a date: no name)."""
    return any(s < end and start < e for s, e in spans)


def _stray_places(mentions: list[Mention], origin: str | None, dest: str | None, gaz: Gazetteer,
                  values: list[tuple[int, int]]) -> set[tuple[int, int]]:
    """The cities said in lower case with no role, outside the trip (neither its origin, nor its destination or a city
    of its state), that no reader took ("big bend" on a trip of Texas: Bend is Oregon's): a word of another name, no
    claim of its clause, so a clause nothing else reads is named, never dropped in silence. Only on a route read
    whole: while an end is missing, a city with no role may be that end ("dallas huntsville mar 13-15"), and the
    route is asked."""
    return {(m.start, m.end) for m in mentions
            if not m.proper and not m.role and m.city and m.city not in (origin, dest) and gaz.cities.get(m.city) != dest
            and not _runs_into(m.start, m.end, values)}


def _route_end(text: str, start: int, mentions: list[Mention]) -> bool:
    """Whether a name at ``start`` ends a route from a place read ("Seattle to Navy Pier", "Denver to the Grand
    Canyon"): the words between are the route's "to" alone."""
    for mention in mentions:
        to = TO_CUE.match(text, mention.end, start)
        if to and text[to.end():start].strip().lower() in ("", "the"):
            return True
    return False


# A place in brackets right after a name ("science central (fort wayne)"): where the name is, no city asked of its own
_PLACE_IN_BRACKETS = lazy_compile(r"\s*\(\s*(?P<place>[^()]{1,40}?)\s*\)")
# ... or the name's own city after a comma, closing its clause ("the kasbah, austin", "potter park zoo, lansing")
_PLACE_AFTER_COMMA = lazy_compile(r"\s*,\s*(?P<place>[a-z][a-z.'’ -]{1,30}?)(?=\s*(?:[.;!?)]|$))", re.IGNORECASE)


def _its_place_end(text: str, said: Said, places: list[tuple[int, int]], where: TripPlaces) -> int:
    """Where a name said alone ends with the place said after it: in brackets, one place only (``_PLACE_IN_BRACKETS``),
    or after a comma, the name's own city closing its clause (``_PLACE_AFTER_COMMA``); else where the name ends."""
    bracketed = _PLACE_IN_BRACKETS.match(text, said.end)
    if bracketed is not None and (bracketed.start("place"), bracketed.end("place")) in places:
        return bracketed.end()
    after = _PLACE_AFTER_COMMA.match(text, said.end)
    if after is not None and (after.start("place"), after.end("place")) in places and _in_city(said, after["place"], where):
        return after.end()
    return said.end


_OWNED_BY = lazy_compile(r"['’]s\s+(?:the\s+)?")  # between a city in the possessive and its name ("savannah's prohibition museum")


def _its_place_start(text: str, said: Said, places: list[tuple[int, int]], where: TripPlaces) -> int:
    """Where a name said alone starts with its own city said before it in the possessive ("savannah's prohibition
    museum", "asheville's pinball museum"): the city is where the name is, no city asked of its own; else where the name
    starts."""
    return next((start for start, end in places if end <= said.start and _OWNED_BY.fullmatch(text, end, said.start)
                 and _in_city(said, text[start:end], where)), said.start)


def _in_city(said: Said, city: str, where: TripPlaces) -> bool:
    """Whether the sight or restaurant ``said`` is one of ``city``'s in the data (names compared as the data keeps them)."""
    city = next((c for c in where.cities or () if c.lower() == city.lower()), "")
    if said.kind == "restaurant":
        return city in restaurant_names.cities_of_name(where.sandbox, said.name)
    return said.name in name_books.sight_book(where.sandbox).by_city.get(city, {}).values()


def _masked(text: str, spans: list[tuple[int, int]]) -> str:
    """The text with ``spans`` blanked out (same length, so every other position reads as before)."""
    for start, end in spans:
        text = text[:start] + " " * (end - start) + text[end:]
    return text


def _names_of_the_trip(text: str, where: TripPlaces, places: list[tuple[int, int]]) -> str:
    """The text with the place names written in lower case, and the sights and restaurants of the trip's cities written
    in lower case around a sight's cue ("we wanna see gatorland", "the denver zoo is a must", "must visit pizza hut"),
    capitalised, so the readers take them.
    A sight opening a clause in lower case is capitalised too ("the big blue bear!!").
    Only the trip's cities' names: a common word another city's sight is named ("see the museum") stays a word. A
    plain word no sight or restaurant of the data is called, before a wish ("Wifi is a must"), is written in lower
    case: no name. Same length: every other position reads as before."""
    for start, end in places:  # a city written in lower case is still a name ("definitely not dallas")
        if text[start:end].islower():
            text = text[:start] + text[start:end].title() + text[end:]
    book = name_books.sight_book(where.sandbox)
    # (a name that is a loose kind alone, "beach" for Panama City's "Panama City Beach", is a word: named if wished)
    sights = frozenset(key for key in book.names_in(where.cities) if not name_matching.loose_kind(key))
    cues = (must_see.SEE_CUE, must_see.SO_IS_CUE, avoid_sights.AVOID_CUE, names_capitalised.CLAUSE_OPENING)
    # ... and a sight of another city wished for by its whole name of two words or more ("golden gate bridge is a
    # must"), so that the must-see reader names where it is, never a wish dropped in silence
    in_full = book.wished_in_full(sights)
    text = names_capitalised.capitalised(text, in_full, (must_see.SEE_CUE, must_see.SO_IS_CUE),
                                         book.wished_in_full_first_words)
    text = names_capitalised.capitalised(text, sights, cues, lambda: book.first_words_in(where.cities or ()))
    text = names_capitalised.capitalised_before(text, in_full, must_see.MUST_AFTER)
    text = names_capitalised.capitalised(text, restaurant_names.keys_in(where.sandbox, where.cities), (must_see.SEE_CUE,),
                                         lambda: restaurant_names.first_words_in(where.sandbox, where.cities))
    trip_sights = {key: name for city in where.cities or () for key, name in book.by_city.get(city, {}).items()}

    def knows(word: str) -> bool:  # a name of the data, or one of the trip's sights said in short ("Crayola is a must")
        return (book.knows(word) or restaurant_names.knows(where.sandbox, word)
                or name_matching.shortened(name_keys.normal(word), trip_sights) is not None)

    # "fort sumter is a must": read, or named missing; one word only when it is no English word ("alcatraz", never
    # "attractions" in "include transportation, attractions and lodging")
    for start, end in must_see.lower_case_names(text, lambda word: not is_english(word.lower()) and knows(word)):
        if not any(s < end and start < e for s, e in places):
            text = text[:start] + text[start:end].title() + text[end:]
    def of_the_trip(words: str) -> bool:  # one of the trip's sights said in short ("childrens museum"), a plural as
        key = name_keys.normal(words)  # the name spells it ("shanghai tunnels"; "amusement parks" is a kind)
        short = name_matching.shortened(key, trip_sights)
        last = key.split()[-1] if key else ""
        return short is not None and (not last.endswith("s") or last in name_keys.normal(short).split())

    for start, end in must_see.ruled_out_lower_names(text, of_the_trip):  # "not the childrens museum"
        if not any(s < end and start < e for s, e in places):
            text = text[:start] + text[start:end].title() + text[end:]
    for start, end in must_see.plain_words_before(text, places, knows):
        text = text[:start] + text[start:end].lower() + text[end:]
    return text


def _no_sight(text: str, spans: list[tuple[int, int]], where: TripPlaces) -> list[tuple[int, int]]:
    """The misread spans (``misread_spans``) that are no sight of the trip said in short: "skip little havana" is Little
    Havana Visitor Center in Miami, never a part of town masked from the readers."""
    if not spans:
        return spans
    book = name_books.sight_book(where.sandbox)
    trip_sights = {key: name for city in where.cities or () for key, name in book.by_city.get(city, {}).items()}
    return [(s, e) for s, e in spans if name_matching.shortened(name_keys.normal(text[s:e]), trip_sights) is None]


_Value = TypeVar("_Value")


def _per_unit(value: float | None, unit: str | None) -> str:
    """A budget read, as a warning says it ("$2,500", "$900 per person")."""
    return dollars(value or 0) + (f" per {unit.replace('/', ' per ')}" if unit else "")


def _corrected(text: str, problems: list[str], warnings: list[str], what: str,
               read: Callable[[str, list[str]], _Value], found: Callable[[_Value], bool],
               says: Callable[[_Value], str] | None = None) -> _Value:
    """One field read from ``text``; where its values clash and a correction word comes after the first, the value
    written after the last correction word replaces those before ("2 people. No wait, make it 3 people": 3), said in
    a warning (with the value, ``says``, where given). Otherwise the clash is the field's problem, as ``read`` names it
    (fail closed: never one value dropped with nothing said)."""
    said: list[str] = []
    value = read(text, said)
    after = after_correction(text) if said else None
    if after is not None:
        again: list[str] = []
        fixed = read(after[0], again)
        if not again and found(fixed):
            value_said = f" ({says(fixed)})" if says is not None else ""
            warnings.append(f"read the {what} written after {after[1]!r}{value_said}, which corrects what was written before")
            return fixed
    problems.extend(said)
    return value


def _unknown_cuisines(text: str, place_spans: list[tuple[int, int]], where: TripPlaces,
                      problems: list[str]) -> list[tuple[int, int]]:
    """``unknown_cuisines``, never in a restaurant of the trip said by its whole name ("sushi family"): the names are
    looked for only when a cuisine the data lacks is found (a scan of the trip's names, ~2 ms, on every reading else).
    Returns where the cuisines the data lacks were asked, refused ("i really want thai food") or wished softly and named
    (``parsing.caveats``: "thai food would be nice"): read, so the clause accounting never names them again; none in a
    name ("kobe hibachi & sushi": its clause is accounted for)."""
    if not lacking_asked_spans(text, place_spans):
        return []
    spans = [*place_spans, *restaurant_names.spelled_in_full(text, where), *restaurants_spelled(text, where)]
    unknown_cuisines(text, spans, problems, named_if_soft=True)  # one wished softly is named (``parsing.caveats``)
    return lacking_asked_spans(text, spans)


def _read(raw: Any, sandbox: Any, default_year: int, trip: tuple[str | None, str | None, int | None] | None = None,
          wishes: bool = True, trip_days: int | None = None, trip_dates: Sequence[str] | None = None) -> Reading:
    if not isinstance(raw, str):
        raise QueryParseError(f"query must be a string, not {type(raw).__name__}", problems=["query is not a string"])
    if not raw.strip():
        raise QueryParseError("empty query", problems=["empty query"], query=raw)
    if len(raw) > MAX_QUERY_CHARS:
        raise QueryParseError(problems=[f"query too long ({len(raw)} characters, at most {MAX_QUERY_CHARS})"], query=raw[:200])
    if forbidden := forbidden_character(raw):  # an escape acts on the terminal that echoes it; an override reorders it
        raise QueryParseError(problems=[f"the query holds {forbidden}: type the request without it"], query=raw[:200])
    text = spelled(normalize(raw), sandbox, trip[:2] if trip else ())  # typos of keywords, shouting (issue 38)
    if len(text) > MAX_QUERY_CHARS:  # compatibility forms can spell out longer ("\ufdfa" is 18 letters)
        raise QueryParseError(
            problems=[f"query too long once normalised ({len(text)} characters, at most {MAX_QUERY_CHARS})"], query=raw[:200]
        )
    if not text:
        raise QueryParseError("empty query", problems=["empty query"], query=raw)
    gaz = gazetteer_for(sandbox)
    missing: list[str] = []
    problems: list[str] = []
    text, warnings = corrected_counts(text)  # "for 4 people, no wait 5": the count said last, with a warning
    text, taken_back = corrected_values(text, gaz.pattern)  # "no flights before 8, actually make that 9"
    warnings += taken_back
    suggestions: dict[str, list[str]] = {}
    mixed_case = text != text.lower() and text != text.upper()

    # --- counts and dates ------------------------------------------------------------
    cities = _cities_said(text, gaz)
    stated_days = read_stated_days(text, problems, cities=cities)
    # "3 nights in sf" alone
    placed_only = stated_days is not None and read_stated_days(text, [], places=False, cities=cities) is None
    stated_cities = read_stated_cities(text, problems)
    written_dates = find_dates(text)  # the spans here, the dates below: the text's dates found once
    date_spans = written_dates[1]

    def read_dates(said_in: str, said: list[str]) -> list[Any]:
        # (``_corrected`` reads ``text`` itself once; what follows a correction is another text, found anew)
        mentions, spans = written_dates if said_in is text else find_dates(said_in)
        found = resolve_dates(said_in, window_dates_left_out(said_in, mentions, editing=trip is not None), spans, default_year,
                              said, warnings)
        if len(found) > 2:
            more = f" and {len(found) - 4} more" if len(found) > 4 else ""
            said.append("more than two dates: " + ", ".join(d.isoformat() for d in found[:4]) + more)
        return found

    dates = _corrected(text, problems, warnings, "dates", read_dates, lambda found: bool(found))
    days: int | None = stated_days
    date_list: list[str] | None = None
    start_date: str | None = None
    if len(dates) == 2:
        start, end = dates
        if end < start:
            problems.append(f"the end date {end.isoformat()} is before the start date {start.isoformat()}")
        else:
            span = (end - start).days + 1
            if stated_days is not None and stated_days != span and not placed_only:  # (a city's: below)
                problems.append(
                    f"{stated_days} days stated but the dates {start.isoformat()} to {end.isoformat()} span {span} days"
                )
            if clash := loose_return_clash(text, span):
                problems.append(clash)
            days = span
            date_list = [(start + timedelta(days=i)).isoformat() for i in range(span)]
    elif len(dates) == 1:
        start_date = dates[0].isoformat()
        if stated_days is None:
            missing.append("dates")
            problems.append("only a start date: give the end date or the number of days")
        else:
            date_list = [(dates[0] + timedelta(days=i)).isoformat() for i in range(stated_days)]
    elif not dates and not any(p.startswith("invalid date") for p in problems):
        missing.append("dates")
    if days is not None and not 1 <= days <= MAX_DAYS:
        problems.append(f"a trip of {days} days is out of range (1-{MAX_DAYS})")

    # --- places ----------------------------------------------------------------------
    # A sight's name is no place ("the Denver Zoo", "SeaWorld Orlando"): the places are read with sights' names blanked.
    said: list[str] = []
    mentions = find_mentions(text, gaz, said)
    sights = sight_name_spans(text, [(m.start, m.end) for m in mentions], sandbox,
                              (must_see.SEE_CUE, must_see.SO_IS_CUE, avoid_sights.AVOID_CUE))
    # ... nor a restaurant's holding a place's ("Texas Roadhouse in eau claire", "Tibby's New Orleans Kitchen")
    sights += restaurant_names.holding_a_place(text, [(m.start, m.end) for m in mentions], sandbox)
    # a name that runs into a date is no sight ("williston 3/26-3/28" is the city and a date, not "Williston 3")
    sights = [(start, end) for start, end in sights if not _runs_into(start, end, date_spans)]
    # ... nor one where a route's end is said ("Portland to Cannon Beach", a sight of Yakutat): it is left to be named
    # as a destination the data lacks, never blanked out of the route (its origin then read as the destination)
    sights = [(start, end) for start, end in sights if not _route_end(text, start, mentions)]
    place_text = _masked(text, sights) if sights else text
    if sights:
        said = []
        mentions = find_mentions(place_text, gaz, said)
    problems.extend(said)
    written = [(m.start, m.end) for m in mentions]  # every place name, those a correction takes back included
    route_back: list[tuple[int, int]] = []  # a route taken back and written again: its words are read
    mentions = corrected(place_text, mentions, warnings, problems, route_back)
    place_text, mentions = taken_back_at_once(place_text, mentions, warnings)  # "Seattle to Reno, er, Las Vegas"
    assign_roles(place_text, mentions, mixed_case)
    if trip is not None:  # "start in Charlottesville and end in Staunton" on a tour of Virginia: its stops
        tour_stops(place_text, mentions, trip, gaz.cities)
    origin = choose_origin(place_text, mentions, gaz, mixed_case, missing, problems, suggestions)
    hint = cities_for_days(days) if days else None
    dest, visiting = choose_dest(place_text, mentions, origin, stated_cities, hint, gaz, mixed_case, missing, problems, suggestions)
    check_excluded(mentions, origin, dest, problems)
    shares = _city_shares(text, days, visiting, problems, cities)
    check_state_size(place_text, origin, dest, visiting, stated_cities, gaz, problems, warnings)
    warnings.extend(f"{name!r} read as talk about the place, not as a destination" for name in talked_of(mentions, dest))
    if origin is not None and origin == dest:
        problems.append(f"the origin and the destination are the same ({origin}): name where the trip goes")

    # --- people and budget -----------------------------------------------------------
    people = _corrected(text, problems, warnings, "number of travellers", read_people, lambda found: found.count is not None,
                        lambda found: f"{found.count} travellers")
    budget_also: list[tuple[float, str | None]] = []
    budget_words: list[tuple[int, int]] = []  # "excluding flights": about the budget, no ban on flights
    prices: list[tuple[int, int]] = []  # money for one part of the trip ("parking $20 a day"): named below unless read

    def read_money(said_in: str, said: list[str]) -> tuple[float | None, str | None]:
        budget_also.clear()
        prices.clear()
        return read_budget(said_in, date_spans, said, budget_also, budget_words, warnings, prices)

    money_text = _masked(text, [*claimed_spans(text), *meal_cost.least_spans(text)])
    problems.extend(foreign_prices(text, money_text))  # "max £150 a night": never read as dollars by a price's reader
    budget, unit = _corrected(money_text, problems, warnings, "budget", read_money,
                              lambda found: found[0] is not None, lambda found: _per_unit(found[0], found[1]))
    if budget is None:
        if not any("budget" in p or "amount" in p for p in problems):
            missing.append("budget")
    elif budget <= 0:
        problems.append("the budget must be more than $0")

    # --- local constraints -----------------------------------------------------------
    place_spans = written
    # a restaurant's name written in lower case after a cue is read as a name ("dinner at turquoise villa")
    as_typed = text  # a naming quotes the words as written, before names are capitalised for their readers
    text = restaurant_names.capitalised(text, sandbox, (EAT_CUE, AVOID_CUE, avoid_sights.AVOID_CUE))
    # first, so that a cuisine the sandbox lacks is the first problem named; on the names capitalised ("no mcdonald's or
    # burger king" asks for no burger); one said beside a cuisine the data has is named by the caveats instead
    where = TripPlaces.of(origin, dest, visiting, sandbox) if dest is not None or trip is None else TripPlaces.of(*trip, sandbox)
    refused_cuisines = [] if kept_beside(text, place_spans) else _unknown_cuisines(text, place_spans, where, problems)
    text = _names_of_the_trip(text, where, place_spans)
    # what the readers read: amounts in words as in digits, "one sight on the last day" as "on day 3" of a 3-day trip
    # (same length: positions, and the words a naming quotes, stay the text's)
    numbered = last_days_written(text, days or trip_days, visiting or (trip[2] if trip else None))
    # (a preference with its fallback, "private room is fine but an entire home would be better": no rule, named)
    rules = _masked(spelled_amounts(numbered), [*budget_words, *_no_sight(text, misread_spans(text), where),
                                                *preference_spans(text)])
    said_before = len(warnings), len(problems)
    ends = (trip[0], trip[1]) if trip else (None, None)
    days_known = (date_list or trip_dates, visiting or (trip[2] if trip else None))  # (a chat message's: its trip's)
    with flight_dates.trip_days_known(*days_known):  # "no flights before 8am on march 4": day 1's flight
        constraint = _local(rules, place_spans, warnings, problems, ends)
    as_written = [c.local_value(constraint) for c in LOCAL]
    claimed = [*date_spans, *claimed_spans(numbered), *refused_cuisines, *budget_words,  # (the budget's words: read)
               *cheapest_spans(text)]  # ("keep it cheap": named by the caveats, a wish a chat plans for)
    # a sight or restaurant of the trip's cities named with no cue ("the Liberty Bell obviously", "Tony Roma's for ribs"):
    # the data decides; the readers read again with those names blanked ("Beijing Cafe one night" asks for no cafe)
    alone = said_alone(rules, where, [*place_spans, *claimed, *taken_names(text, as_written)],
                       unknown_word=lambda word: not is_english(word),  # "motown, indian food": Motown Museum
                       common_word=is_common_english,  # "in the south": no South Carolina Aquarium
                       rare_word=is_rare_english)  # "starbucks is a no": Starbucks
    alone = [a for a in alone if not _runs_into(a.start, a.end, date_spans)]  # "williston 3/26": the city and a date
    if alone:
        del warnings[said_before[0]:], problems[said_before[1]:]
        with flight_dates.trip_days_known(*days_known):
            constraint = _local(_masked(rules, [(_its_place_start(rules, a, place_spans, where),
                                                 _its_place_end(rules, a, place_spans, where)) for a in alone]),
                                place_spans, warnings, problems, ends)
    # ... each sight said in short with its city after it, that city's ("the zoo in knoxville" on a tour of Tennessee)
    constraint, in_cities = said_in_city.in_their_cities(rules, with_said_alone(constraint, alone), where)
    constraint = where.resolved(constraint, warnings, problems)
    # ... each such restaurant at the meal said with it ("dinner at gibson's")
    constraint = meal_wishes.with_meals_of_names(rules, constraint, [(a.name, a.start, a.end) for a in alone
                                                                     if a.kind == "restaurant" and not a.ruled_out])
    # ... and each such sight on the day said with it ("we must see gatorland day 2 and seaworld day 3")
    with flight_dates.trip_days_known(*days_known):  # ("gatorland on friday": the trip's day 2)
        constraint, days_said = sight_days.with_days_of_names(rules, constraint, [(a.name, a.start, a.end) for a in alone
                                                                                   if a.kind == "sight" and not a.ruled_out],
                                                             days or trip_days, problems)
        # ... and each such restaurant on the day said with it ("Pizza Hut on day 2 for lunch")
        constraint, meals_said = meal_days.with_days_of_names(rules, constraint, [(a.name, a.start, a.end) for a in alone
                                                                                  if a.kind == "restaurant" and not a.ruled_out],
                                                              days or trip_days, problems)
    claimed += [*days_said, *meals_said]
    warnings += choices_said(rules, alone)  # "SeaWorld or Gatorland, either is fine": both planned, said
    warnings += inner_words_said(rules, alone)  # "the skyride": which sight was read, said
    # the cities named with the state it tours, no reader took as ruled out: to visit ("Yuma to Montana: Billings and
    # Bozeman"), beside those a reader took
    tour = cities_to_visit(place_text, mentions, origin, dest, visiting, gaz, problems, constraint.avoid_cities or [])
    if tour:
        constraint = constraint.model_copy(update={"visit_cities": list(dict.fromkeys([*(constraint.visit_cities or []), *tour]))})
    claimed_alone = [(_its_place_start(rules, a, place_spans, where), a.end) for a in alone]
    claimed += [*claimed_alone, *in_cities]
    unread: list[UnreadWish] = [UnreadWish(wish=text[a:b], reason=NO_CITY_NIGHTS.format(wish=repr(text[a:b]))) for a, b in shares]
    claimed += shares
    if wishes:  # the clause accounting: each wish no reader keeps, named
        # the names readers took: the trip's own places, those read as talk (said in a warning), and the names read as
        # a constraint's value ("visit Austin")
        trip_places = [(m.start, m.end) for m in mentions if (m.city or m.state) in (origin, dest) or m.role == "talk"]
        # ... and the places a correction took back ("from Reno, no wait, from Sacramento"): read, and said in a warning
        kept_places = {(m.start, m.end) for m in mentions}
        trip_places += [span for span in written if span not in kept_places]
        # the amounts read as the budget
        budgets = None if budget is None else [budget, *(value for value, _unit in budget_also)]
        # the places said again: a part holding one and no other name is read for the place only ("Pensacola beach day");
        # a place's first mention is the request's own statement ("english then: Boston to New York" reads as before)
        values = taken_names(text, as_written)
        said_again = [span for span in _said_again(place_spans, mentions, (origin, dest)) if not _runs_into(*span, values)]
        stray = _stray_places(mentions, origin, dest, gaz, values) if origin and dest else set()
        unread += unread_wishes(text, [*(span for span in place_spans if span not in stray), *claimed, *route_back],
                                names=[*trip_places, *claimed, *values],
                                budgets=budgets, said_again=said_again)
        unread += money_for_parts(text, prices, unread)
        unread += one_stay_unkept(text, visiting)  # "same hotel every night" on a trip through several cities
    constraint = meal_cost_per_person(rules, constraint, people.count, warnings, unread)  # "$60 a meal for both of us"
    if wishes:
        # "indian every night", "nothing on day 1", "ideally under 1800"
        with (flight_legs.trip_ends_known(origin or ends[0], dest or ends[1]),  # "leave Seattle ... on the 10th": its leg
              flight_dates.trip_days_known(*days_known)):
            unread = with_reasons([*unread, *not_refused(caveats(text, budget, constraint, unread, warnings), problems)])
        unread += [UnreadWish(wish=said, reason=FIRST_VISIT_WHY.format(wish=said))  # a start no order rule read
                   for said in first_visits(place_text, mentions) if not constraint.city_order]
    unread = [w for w in unread if not kept_anyway(w, constraint)]
    names_read = list(dict.fromkeys(text[start:end] for start, end in [*taken_names(text, as_written), *claimed_alone]))
    if wishes:
        hedged_names(text, as_typed, names_read, unread, warnings)  # "seaworld if possible", "maybe gatorland"
    problems = _claimed_not_unknown(problems, suggestions, names_read)  # "we want to go to alcatraz": a sight to see
    return Reading(
        org=origin, dest=dest, days=days, visiting_city_number=visiting, stated_cities=stated_cities, date=date_list,
        start_date=start_date, people_number=people.count, people_voice=people.voice, people_smallest=people.smallest,
        budget=budget, budget_unit=unit, budget_also=budget_also, local_constraint=constraint,
        missing=missing, problems=problems, suggestions=suggestions, warnings=[_unpadded(w) for w in warnings],
        unread=[_as_typed(wish, as_typed) for wish in distinct(unread)] if wishes else [],
        names_read=names_read,
    )


_PADDING = re.compile(r"(?<=\S) {2,}(?=\$?\d)")


def _unpadded(warning: str) -> str:
    """A warning quoting words the readers read with an amount in words spelled as digits, padded to the words' length
    ("'dinners under    $30 each'"): the padding closed up ("'dinners under $30 each'")."""
    return _PADDING.sub(" ", warning)


# An unknown place reported by its role ("unknown destination 'alcatraz' (close matches: ...)")
_FILLER_AFTER = re.compile(r"(?:\s+(?:pls|plz|please|too|also|tho|though|then|lol|maybe))+$")
_UNKNOWN_PLACE = re.compile(r"^unknown (?:destination|origin) (?P<q>['\"])(?P<phrase>.+?)(?P=q)")


def _claimed_not_unknown(problems: list[str], suggestions: dict[str, list[str]], names_read: list[str]) -> list[str]:
    """``problems`` without an unknown destination or origin that a reader took as a named place of the trip ("we want
    to go to alcatraz" on a trip to San Francisco: Alcatraz Island to see, never a destination the data lacks); its
    suggestions go with it."""
    read = {name.lower() for name in names_read}
    kept = []
    for problem in problems:
        unknown = _UNKNOWN_PLACE.match(problem)
        said = _FILLER_AFTER.sub("", unknown.group("phrase").lower()) if unknown is not None else ""  # ("alcatraz pls")
        # (never a name that only starts so: "Stockton Ports" is no Stockton; nor one the reader that took it could not
        # find, "must see: no attraction called 'Minneaplis'": a misspelt destination, put right by its close matches)
        others = [p.lower() for p in problems if p is not problem]
        if unknown is not None and said in read and not any(said in other for other in others):
            suggestions.pop(unknown.group("phrase"), None)
            continue
        kept.append(problem)
    return kept
