"""The rule-based query parser: a TravelPlanner-style query in natural language ->
``TripSpec``, by rules (no model, no look at the benchmark's structured fields).
It is the expert policy's ``information_extractor``.

``parse_query(text, sandbox)`` normalises the text (quotes, dashes, spaces) and
reads each field with the module that describes what it accepts:

* origin, destination, visiting_city_number - ``parsing.places``;
* dates, days - ``parsing.dates``;
* people_number - ``parsing.people``;
* budget - ``parsing.money``;
* local constraints - ``parsing.constraints``.

Anything that cannot be read raises ``QueryParseError`` (a ``TripSpecError``)
with ``missing`` (the fields not found: ``origin``, ``destination``, ``dates``,
``budget``, ``people_number``) and ``problems`` (contradictions or unknown
names, with close matches from rapidfuzz in ``suggestions``). No other
exception escapes ``parse_query`` for any input.
"""

from __future__ import annotations

import re
from datetime import timedelta
from typing import Any, Iterable

from pydantic import ValidationError

from parsing.constraints import (
    read_cuisines,
    read_house_rule,
    read_room_type,
    read_transportation,
)
from parsing.dates import find_dates, read_stated_days, resolve_dates
from parsing.money import read_budget
from parsing.people import read_people
from parsing.places import (
    assign_roles,
    choose_dest,
    choose_origin,
    cities_for_days,
    find_mentions,
    gazetteer_for,
    read_stated_cities,
)
from state.trip import LocalConstraint, TripSpec, TripSpecError

__all__ = ["MAX_QUERY_CHARS", "QueryParseError", "parse_query"]

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


def _normalize(text: str) -> str:
    table = {"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-", "\u2212": "-", "\u00a0": " "}
    for old, new in table.items():
        text = text.replace(old, new)
    return re.sub(r"[ \t\r\n\f\v]+", " ", text).strip()


def parse_query(text: str, sandbox: Any, default_year: int = 2022) -> TripSpec:
    """Read a TravelPlanner-style query into a ``TripSpec``.

    ``sandbox`` needs ``.cities`` (city -> state) and ``.states`` (state ->
    cities). Raises ``QueryParseError`` (and nothing else) when the text is
    empty, a field is missing, a place is unknown or the dates contradict.
    """
    try:
        return _parse(text, sandbox, default_year)
    except QueryParseError:
        raise
    except Exception as error:  # a safety net: the contract is one typed error
        raise QueryParseError(
            problems=[f"internal error while parsing ({type(error).__name__}: {error})"],
            query=text if isinstance(text, str) else None,
        ) from error


def _parse(raw: Any, sandbox: Any, default_year: int) -> TripSpec:
    if not isinstance(raw, str):
        raise QueryParseError(f"query must be a string, not {type(raw).__name__}", problems=["query is not a string"])
    if not raw.strip():
        raise QueryParseError("empty query", problems=["empty query"], query=raw)
    if len(raw) > MAX_QUERY_CHARS:
        raise QueryParseError(problems=[f"query too long ({len(raw)} characters, at most {MAX_QUERY_CHARS})"], query=raw[:200])
    text = _normalize(raw)
    gaz = gazetteer_for(sandbox)
    missing: list[str] = []
    problems: list[str] = []
    suggestions: dict[str, list[str]] = {}
    mixed_case = text != text.lower() and text != text.upper()

    # --- counts and dates ------------------------------------------------------------
    stated_days = read_stated_days(text, problems)
    stated_cities = read_stated_cities(text, problems)
    date_mentions, date_spans = find_dates(text)
    dates = resolve_dates(text, date_mentions, date_spans, default_year, problems)
    days: int | None = stated_days
    date_list: list[str] | None = None
    if len(dates) > 2:
        problems.append("more than two dates: " + ", ".join(d.isoformat() for d in dates))
    elif len(dates) == 2:
        start, end = dates
        if end < start:
            problems.append(f"the end date {end.isoformat()} is before the start date {start.isoformat()}")
        else:
            span = (end - start).days + 1
            if stated_days is not None and stated_days != span:
                problems.append(
                    f"{stated_days} days stated but the dates {start.isoformat()} to {end.isoformat()} span {span} days"
                )
            days = span
            date_list = [(start + timedelta(days=i)).isoformat() for i in range(span)]
    elif len(dates) == 1:
        if stated_days is None:
            missing.append("dates")
            problems.append("only a start date: give the end date or the number of days")
        else:
            date_list = [(dates[0] + timedelta(days=i)).isoformat() for i in range(stated_days)]
    elif not any(p.startswith("invalid date") for p in problems):
        missing.append("dates")
    if days is not None and not 1 <= days <= 30:
        problems.append(f"a trip of {days} days is out of range (1-30)")

    # --- places ----------------------------------------------------------------------
    mentions = find_mentions(text, gaz, problems)
    assign_roles(text, mentions, mixed_case)
    origin = choose_origin(text, mentions, gaz, mixed_case, missing, problems, suggestions)
    hint = cities_for_days(days) if days else None
    dest, visiting = choose_dest(text, mentions, origin, stated_cities, hint, gaz, mixed_case, missing, problems, suggestions)

    # --- people and budget -----------------------------------------------------------
    people = read_people(text, problems, missing)
    budget, unit = read_budget(text, date_spans, problems)
    if budget is None:
        if not any(p.startswith("several budget") for p in problems):
            missing.append("budget")
    elif unit == "person":
        budget = budget * people if people else None
    elif unit == "day":
        budget = budget * days if days else None
    if budget is not None and budget <= 0:
        problems.append("the budget must be more than $0")

    # --- local constraints -----------------------------------------------------------
    place_spans = [(m.start, m.end) for m in mentions]
    constraint = LocalConstraint(
        house_rule=read_house_rule(text),
        cuisine=read_cuisines(text, place_spans),
        room_type=read_room_type(text),
        transportation=read_transportation(text),
    )

    if missing or problems:
        order = ["origin", "destination", "dates", "people_number", "budget"]
        missing.sort(key=lambda name: order.index(name) if name in order else len(order))
        raise QueryParseError(missing=missing, problems=problems, suggestions=suggestions, query=raw)
    try:
        return TripSpec(
            org=origin,
            dest=dest,
            days=days,
            visiting_city_number=visiting,
            date=date_list,
            people_number=people,
            budget=budget,
            local_constraint=constraint,
            query=raw,
        )
    except ValidationError as error:
        details = [f"{'.'.join(str(p) for p in e['loc']) or 'trip'}: {e['msg']}" for e in error.errors()]
        raise QueryParseError(problems=details, query=raw) from error
