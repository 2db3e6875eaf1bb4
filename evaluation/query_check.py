"""Check a queries file before any plan is scored against it.

A plan is scored against a row's structured fields (``org``, ``days``,
``budget``, ``local_constraint`` ...), but it was made for the row's request
text. A row whose fields say something else than its text (an edited budget,
a dropped "no flights"), or whose places are not in the sandbox at all,
would have plans judged against a request nobody made: such a file is
refused (``EvaluationFileError`` naming the file, the row and the field).

The text is read with the project's rule-based parser (``parsing.query``),
which reads every field of the benchmark's 225 queries exactly. Only what
the text states is compared: a field the text does not give (an unstated
people count, no cuisine named) cannot disagree, and a text the parser
cannot read at all makes no checkable claim. Nor does the text of a file
that says constraints were withheld from it (a ``removed`` column, as in
FlexTravelBench's final-turn queries: the fields hold what later turns
revealed or changed).
"""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any, Iterator, Sequence

from evaluation.plans_file import EvaluationFileError
from sandbox.index import Sandbox
from sandbox.queries import QueryRow
from state.trip import TripSpec

BUDGET_TOLERANCE = 0.5  # dollars: the text states whole dollars (or cents), never less


WITHHELD_COLUMN = "removed"  # a queries file with this column states that its texts are not the whole request


def check_query_rows(rows: Sequence[QueryRow], source: Any, sandbox: Sandbox, texts_complete: bool = True) -> None:
    """Refuse the first row whose places are unknown or (``texts_complete``) whose text disagrees with its fields."""
    for row in rows:
        problem = _places_problem(row.spec, sandbox) or (_text_problem(row.spec, sandbox) if texts_complete else None)
        if problem:
            raise EvaluationFileError(f"queries {source}, row {row.position + 1}: {problem}: plans would be "
                                      "scored against a request that was never made; fix the row")


def texts_complete(path: Path | None) -> bool:
    """Whether a queries CSV's texts are whole requests: its header has no ``removed`` column."""
    if path is None:
        return True
    try:
        with path.open(newline="", encoding="utf-8-sig") as handle:
            header = next(csv.reader(handle), [])
    except (OSError, UnicodeDecodeError, csv.Error):
        return True  # the loader has read it already; nothing is assumed withheld
    return WITHHELD_COLUMN not in header


def _places_problem(spec: TripSpec, sandbox: Sandbox) -> str | None:
    if spec.org not in sandbox.cities:
        return f"the origin {spec.org!r} is not a city of the sandbox"
    if spec.dest not in sandbox.cities and spec.dest not in sandbox.states:
        return f"the destination {spec.dest!r} is not a city or a state of the sandbox"
    return None


def _text_problem(spec: TripSpec, sandbox: Sandbox) -> str | None:
    """The first field the query text states differently from the row, or None."""
    reading = _reading(spec.query, sandbox)
    if reading is None:
        return None
    for field, stated, given in _stated_fields(reading, spec):
        if stated is not None and not _same(stated, given):
            return f"its text says {field} {stated!r} but the row's {field} is {given!r}"
    return None


def _reading(text: str | None, sandbox: Sandbox):
    """What the text states (``parsing.query.Reading``), or None for no text or one that cannot be read."""
    if not text or not text.strip():
        return None
    from parsing.query import QueryParseError, read_text  # the parser is needed here only

    try:
        return read_text(text, sandbox)
    except QueryParseError:
        return None


def _stated_fields(reading, spec: TripSpec) -> Iterator[tuple[str, Any, Any]]:
    """(field, what the text states or None, what the row gives) for every compared field."""
    local, stated_local = spec.local_constraint, reading.local_constraint
    yield "org", reading.org, spec.org
    yield "dest", reading.dest, spec.dest
    yield "days", reading.days, spec.days
    yield "date", reading.date, list(spec.date)
    yield "visiting_city_number", reading.visiting_city_number, spec.visiting_city_number
    yield "people_number", reading.people_number, spec.people_number
    yield "budget", reading.budget if reading.budget_unit is None else None, spec.budget
    yield "house rule", stated_local.house_rule, local.house_rule
    yield "room type", stated_local.room_type, local.room_type
    yield "transportation", stated_local.transportation, local.transportation
    yield "cuisine", _as_set(stated_local.cuisine), _as_set(local.cuisine)


def _as_set(values: list[str] | None) -> frozenset[str] | None:
    return frozenset(values) if values else None


def _same(stated: Any, given: Any) -> bool:
    if isinstance(stated, float) and isinstance(given, (int, float)):
        return abs(stated - given) <= BUDGET_TOLERANCE
    return stated == given
