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
from typing import Any, Sequence

from himap_travel.domain.evaluation.plans_file import EvaluationFileError
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.domain.sandbox.queries import QueryRow
from himap_travel.state.trip import TripSpec

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
    """The first field the query text states differently from the row (``parsing.agreement``), or None."""
    if not spec.query or not spec.query.strip():
        return None
    from himap_travel.domain.parsing.agreement import shown, stated_differences  # the parser is needed here only
    from himap_travel.domain.parsing.query import QueryParseError, read_text

    try:
        reading = read_text(spec.query, sandbox)
    except QueryParseError:  # a text that cannot be read makes no checkable claim
        return None
    for field, stated, given in stated_differences(reading, spec):
        return f"its text says {field} {shown(stated)} but the row's {field} is {shown(given)}"
    return None
