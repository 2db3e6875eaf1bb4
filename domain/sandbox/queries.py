"""Read benchmark query files (``train.csv``, ``validation_dev.csv`` or a file of that layout).

Planning sees only ``QueryRow.spec`` and the query text. The reference
information is never loaded, and the gold plan is read only by
``load_gold_plans``, which the evaluator's tests use.
"""

from __future__ import annotations

import contextlib
import csv
import math
import re
import sys
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from himap_travel.domain.sandbox.paths import split_file
from himap_travel.domain.text.encodings import SAMPLE_BYTES, not_utf8_note
from himap_travel.domain.text.json_text import AmbiguousJSON, parse_json, python_literal
from himap_travel.domain.text.problems import first_problems
from himap_travel.state.trip import TRIP_FIELDS, TripSpec, TripSpecError

csv.field_size_limit(sys.maxsize)

REQUIRED_COLUMNS = TRIP_FIELDS  # a row's trip fields; its ``query`` and ``level`` may be absent
# A queries file with this column says its texts are not the whole request (FlexTravelBench's final-turn queries:
# the fields hold what later turns revealed or changed), so a text is not compared with its fields.
WITHHELD_COLUMN = "removed"


@dataclass(frozen=True)
class QueryRow:
    """A benchmark file's row: where it sits in its file, and its request, made by ``spec_from_row`` (the adapter from
    the benchmark's row to the planner's one request shape; ``TripSpec.as_row`` is the way back)."""

    position: int  # 0-based position in the file (the official pairing)
    spec: TripSpec
    row: int | None = None  # the official split index, where the file gives it
    whole_text: bool = True  # the text states the whole request (False in a file with a ``removed`` column)


def _literal(value: str, field: str | None = None) -> object:
    """A list or mapping field (``date``, ``local_constraint``) as the benchmark writes it, a Python literal, or as a
    JSON tool writes it (``null``, ``true``, ``false``: the same value, which Python's reader refuses); the benchmark's
    own rows read as Python literals first, exactly as before."""
    try:
        return python_literal(value)
    except (ValueError, SyntaxError) as error:  # AmbiguousJSON (a key twice) is a ValueError
        if not isinstance(error, AmbiguousJSON):
            with contextlib.suppress(ValueError):
                return parse_json(value)
        named = f"field {field}: " if field else ""
        why = f" ({error})" if isinstance(error, AmbiguousJSON) else ""
        raise TripSpecError(f"{named}cannot read {value[:80]!r} as a Python literal{why}") from error


def _shown(value: str) -> str:
    return repr(value if len(value) <= 40 else f"{value[:40]}... ({len(value):,} characters)")


def _whole(raw: dict[str, str], field: str) -> int:
    """A count field (days, people, cities, the official row index) as an int; its bounds are ``TripSpec``'s.

    Read in linear time: Python refuses to convert over 4,300 digits (a ``ValueError`` that names no field), and no
    count of a trip has more than a few digits.
    """
    text = raw[field].strip()
    if not re.fullmatch(r"[+-]?\d{1,9}", text):
        raise TripSpecError(f"field {field}: {_shown(raw[field])} is not a whole number")
    return int(text)


def _amount(raw: dict[str, str], field: str) -> float:
    """A money field as a finite float (digits beyond a float's range would be read as infinity)."""
    text = raw[field].strip()
    try:
        value = float(text) if len(text) <= 40 else float("nan")
    except ValueError:
        value = float("nan")
    if not math.isfinite(value):
        raise TripSpecError(f"field {field}: {_shown(raw[field])} is not an amount in dollars")
    return value


def spec_from_row(raw: dict[str, str]) -> TripSpec:
    """A benchmark CSV row as a ``TripSpec``; a clear ``TripSpecError`` when a field is bad."""
    missing = [c for c in REQUIRED_COLUMNS if c not in raw]
    if missing:
        raise TripSpecError(f"missing column(s): {', '.join(missing)}")
    _check_row_fits_header(raw)
    try:
        return TripSpec(
            org=raw["org"],
            dest=raw["dest"],
            days=_whole(raw, "days"),
            visiting_city_number=_whole(raw, "visiting_city_number"),
            date=_literal(raw["date"], "date"),
            people_number=_whole(raw, "people_number"),
            budget=_amount(raw, "budget"),
            local_constraint=_literal(raw["local_constraint"], "local_constraint"),
            query=raw.get("query") or None,
            level=raw.get("level") or None,
        )
    except TripSpecError:
        raise
    except ValidationError as error:  # each field named with its problem, without pydantic's input dump
        problems = [f"{'field ' + '.'.join(map(str, e['loc'])) + ': ' if e['loc'] else ''}{e['msg'].removeprefix('Value error, ')}"
                    for e in error.errors()]
        raise TripSpecError(f"invalid query row: {first_problems(problems)}") from error
    except ValueError as error:
        raise TripSpecError(f"invalid query row: {error}") from error


def _check_row_fits_header(raw: Mapping[Any, Any]) -> None:
    """A row with fewer or more fields than the header is refused, naming what does not fit.

    ``csv.DictReader`` fills a short row's missing fields with None (read, they were a bare ``AttributeError``) and
    keeps a long row's extra fields under the key None: a value with an unquoted comma (``1,200`` as a budget) shifts
    every field after it, and the row was planned with a budget of $1 and "200" as its text. Empty extra fields (a
    trailing comma) say nothing and are let be.
    """
    short = [column for column, value in raw.items() if column is not None and value is None]
    if short:
        raise TripSpecError(f"the row ends before column(s) {', '.join(short)}: it has fewer fields than the header")
    extra = [value for value in raw.get(None) or [] if value.strip()]
    if extra:
        raise TripSpecError(f"the row has {len(extra)} field(s) more than the header, the first {_shown(extra[0])}: "
                            "a value with an unquoted comma (write it in double quotes)?")


class QueriesFileError(TripSpecError):
    """A queries file that cannot be read as one (binary, not a CSV, unreadable, no rows); the message names it."""


def _read(split: str, data: str | Path | None) -> list[dict[str, str]]:
    """The rows of a queries CSV; anything else is a ``QueriesFileError`` naming the file, never a bare decode error."""
    path = split_file(split, data)
    needed = "a queries CSV is needed: a header and one row per query"
    try:
        with path.open(newline="", encoding="utf-8-sig") as handle:  # a spreadsheet's BOM is not part of the first column's name
            reader = csv.DictReader(handle, strict=True)  # a quoted field left open (a file cut short) is no row
            rows = list(reader)
    except UnicodeDecodeError:
        raise QueriesFileError(f"queries {path}: {_not_utf8(path)} ({needed})") from None
    except csv.Error as error:
        raise QueriesFileError(f"queries {path}: not a readable CSV ({error}; {needed})") from None
    except OSError as error:  # a folder, or no permission
        raise QueriesFileError(f"queries {path}: cannot be read ({error.strerror or error}; {needed})") from None
    if not rows:  # a header alone, an empty file, a JSON file read as a CSV: planning nothing is no result
        raise QueriesFileError(f"queries {path}: no query rows ({needed})")
    twice = sorted(name for name, count in Counter(reader.fieldnames or []).items() if count > 1 and name.strip())
    if twice:  # DictReader keeps a name's last column: every row would be read from the wrong field, in silence
        raise QueriesFileError(f"queries {path}: the header names column {', '.join(twice)} twice (one column per field)")
    return rows


def _not_utf8(path: Path) -> str:
    """Why a file that is not UTF-8 cannot be read: the encoding it seems to be in (Latin-1, UTF-16), else binary."""
    try:
        with path.open("rb") as handle:
            note = not_utf8_note(handle.read(SAMPLE_BYTES))
    except OSError:
        note = ""
    return f"not UTF-8 text; {note}" if note else "not a text file"


def load_queries(split: str, data: str | Path | None = None) -> list[QueryRow]:
    """The queries of a split (a name or a CSV path), in file order; a file that is not one is a ``QueriesFileError``."""
    rows = []
    for position, raw in enumerate(_read(split, data)):
        try:
            spec = spec_from_row(raw)
            official = _whole(raw, "row") if (raw.get("row") or "").strip() else None
        except TripSpecError as error:
            raise TripSpecError(f"{split}, row {position + 1}: {error}") from error
        rows.append(QueryRow(position=position, spec=spec, row=official, whole_text=WITHHELD_COLUMN not in raw))
    return rows


def load_gold_plans(split: str = "train", data: str | Path | None = None) -> list[list[dict[str, Any]]]:
    """The annotated gold plans (evaluation and tests only: never used for planning)."""
    plans = []
    for raw in _read(split, data):
        annotated = _literal(raw.get("annotated_plan") or "None")
        if not isinstance(annotated, list) or len(annotated) < 2:
            raise TripSpecError(f"{split} has no annotated plans")
        plans.append(annotated[1])
    return plans
