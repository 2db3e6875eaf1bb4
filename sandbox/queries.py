"""Read benchmark query files (``train.csv``, ``validation_dev.csv`` or a file of that layout).

Planning sees only ``QueryRow.spec`` and the query text. The reference
information is never loaded, and the gold plan is read only by
``load_gold_plans``, which the evaluator's tests use.
"""

from __future__ import annotations

import ast
import csv
import sys
from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError

from sandbox.paths import split_file
from state.trip import TripSpec, TripSpecError

csv.field_size_limit(sys.maxsize)

REQUIRED_COLUMNS = ("org", "dest", "days", "visiting_city_number", "date", "people_number", "local_constraint", "budget")


@dataclass(frozen=True)
class QueryRow:
    position: int  # 0-based position in the file (the official pairing)
    spec: TripSpec
    row: int | None = None  # the official split index, where the file gives it


def _literal(value: str) -> object:
    try:
        return ast.literal_eval(value)
    except (ValueError, SyntaxError) as error:
        raise TripSpecError(f"cannot read {value[:80]!r} as a Python literal") from error


def spec_from_row(raw: dict[str, str]) -> TripSpec:
    """A benchmark CSV row as a ``TripSpec``; a clear ``TripSpecError`` when a field is bad."""
    missing = [c for c in REQUIRED_COLUMNS if c not in raw]
    if missing:
        raise TripSpecError(f"missing column(s): {', '.join(missing)}")
    try:
        return TripSpec(
            org=raw["org"],
            dest=raw["dest"],
            days=int(raw["days"]),
            visiting_city_number=int(raw["visiting_city_number"]),
            date=_literal(raw["date"]),
            people_number=int(raw["people_number"]),
            budget=float(raw["budget"]),
            local_constraint=_literal(raw["local_constraint"]),
            query=raw.get("query") or None,
            level=raw.get("level") or None,
        )
    except (ValidationError, ValueError) as error:
        raise TripSpecError(f"invalid query row: {error}") from error


def _read(split: str, data: str | Path | None) -> list[dict[str, str]]:
    path = split_file(split, data)
    with path.open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def load_queries(split: str, data: str | Path | None = None) -> list[QueryRow]:
    """The queries of a split (a name or a CSV path), in file order."""
    rows = []
    for position, raw in enumerate(_read(split, data)):
        try:
            spec = spec_from_row(raw)
        except TripSpecError as error:
            raise TripSpecError(f"{split}, row {position + 1}: {error}") from error
        official = int(raw["row"]) if raw.get("row", "").strip() else None
        rows.append(QueryRow(position=position, spec=spec, row=official))
    return rows


def load_gold_plans(split: str = "train", data: str | Path | None = None) -> list[list[dict]]:
    """The annotated gold plans (evaluation and tests only: never used for planning)."""
    plans = []
    for raw in _read(split, data):
        annotated = _literal(raw.get("annotated_plan") or "None")
        if not isinstance(annotated, list) or len(annotated) < 2:
            raise TripSpecError(f"{split} has no annotated plans")
        plans.append(annotated[1])
    return plans
