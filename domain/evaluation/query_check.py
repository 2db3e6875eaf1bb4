"""Check a queries file before any plan is scored against it.

A plan is scored against a row's structured fields (``org``, ``days``,
``budget``, ``local_constraint`` ...), as TravelPlanner's official scorer
scores every row. Two things can be wrong with a row:

* Its places are not in the sandbox (``refuse_unknown_places``): no plan
  can be checked against such a row, by us or by the official scorer, so the
  file is refused (``EvaluationFileError`` naming the file, the row and the
  place).
* Its text says something else than its fields (``text_warnings``): an
  edited budget, a dropped "no flights", or the benchmark's own slips
  (a published validation row asks for stays that allow parties while its
  ``local_constraint`` says smoking). The row is still scored by its fields,
  as the official scorer scores it (refusing it would refuse the benchmark's
  own file, constraint ablations and generated variants), and the
  disagreement is reported beside the figures as a ``RowWarning``.

The text is read with the project's rule-based parser (``parsing.query``).
Only what the text states is compared: a field the text does not give (an
unstated people count, no cuisine named) cannot disagree, and a text the
parser cannot read at all makes no checkable claim. Nor does the text of a
row from a file that says constraints were withheld from it (``QueryRow.whole_text``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from pydantic import BaseModel

from himap_travel.domain.evaluation.evaluate import clip
from himap_travel.domain.evaluation.plans_file import EvaluationFileError
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.domain.sandbox.queries import QueryRow
from himap_travel.state.trip import TripSpec


class RowWarning(BaseModel):
    """A row whose text states a field otherwise than the row gives it; the row is scored (and planned) by the field."""

    row: int  # 1-based position in the queries file
    field: str
    text: str  # what the text states, as shown
    value: str  # what the row's field holds, as shown

    def __str__(self) -> str:
        return (f"row {self.row}: its text says {self.field} {self.text} but the row's {self.field} is {self.value}; "
                "scored by the row's fields, as the official scorer scores it")


def refuse_unknown_places(rows: Iterable[QueryRow], source: Any, sandbox: Sandbox) -> None:
    """Refuse the first row whose origin or destination is not in the sandbox: no scorer can check a plan for it."""
    for row in rows:
        problem = places_problem(row.spec, sandbox)
        if problem:
            raise EvaluationFileError(f"queries {source}, row {row.position + 1}: {problem}: no plan can be checked "
                                      "against it; fix the row")


def text_warnings(rows: Sequence[Any], sandbox: Sandbox) -> list[RowWarning]:
    """A ``RowWarning`` for each field a row's text states otherwise than the row (``parsing.agreement``).

    Rows that are not ``QueryRow`` (a spec given in code) and rows of a file
    whose texts are not the whole request are not compared.
    """
    warnings: list[RowWarning] = []
    for row in rows:
        if isinstance(row, QueryRow) and row.whole_text:
            warnings.extend(RowWarning(row=row.position + 1, field=field, text=text, value=value)
                            for field, text, value in _disagreements(row.spec, sandbox))
    return warnings


PLACE_SHOWN_CHARS = 80  # a place's name is quoted up to this length: a real one is under 40 characters


def places_problem(spec: TripSpec, sandbox: Sandbox) -> str | None:
    """Why the row's places cannot be planned, naming the field; a name of thousands of characters is quoted cut."""
    if spec.org not in sandbox.cities:
        return f"the origin (org) {clip(spec.org, PLACE_SHOWN_CHARS)!r} is not a city of the sandbox"
    if spec.dest not in sandbox.states and spec.dest not in sandbox.cities:
        return f"the destination (dest) {clip(spec.dest, PLACE_SHOWN_CHARS)!r} is not a city or a state of the sandbox"
    return None


def _disagreements(spec: TripSpec, sandbox: Sandbox) -> list[tuple[str, str, str]]:
    """(field, the text's value, the row's value) for each field the query text states differently from the row."""
    if not spec.query or not spec.query.strip():
        return []
    from himap_travel.domain.parsing.agreement import shown, stated_differences  # the parser is needed here only
    from himap_travel.domain.parsing.query import QueryParseError, read_text

    try:
        reading = read_text(spec.query, sandbox)
    except QueryParseError:  # a text that cannot be read makes no checkable claim
        return []
    return [(field, shown(stated), shown(given)) for field, stated, given in stated_differences(reading, spec)]
