"""The query as the checks read it, from a ``TripSpec`` or a benchmark row dict.

Rows straight from a CSV carry ``date`` and ``local_constraint`` as Python
literals in text; both forms are accepted so that callers need not convert.
"""

from __future__ import annotations

import ast
from collections.abc import Mapping
from dataclasses import dataclass, field, make_dataclass
from typing import TYPE_CHECKING, Annotated, Any, get_args, get_origin

from pydantic import BaseModel

from himap_travel.domain.constraints import LOCAL, HardConstraint
from himap_travel.state.trip import REGISTERED, TripSpec


@dataclass(frozen=True, slots=True)
class _Trip:
    """The trip's shape as the checks read it, and what ``Query`` does beyond holding the request's values."""

    org: str
    dest: str
    days: int
    visiting_city_number: int
    dates: tuple[str, ...]
    people: int
    budget: float | None
    level: str | None = None

    def date_of(self, day_index: int) -> str | None:
        """The date of a 0-based day, None past the query's dates."""
        return self.dates[day_index] if 0 <= day_index < len(self.dates) else None

    def set_local_constraints(self) -> tuple[str, ...]:
        """The report keys of the hard constraints this query sets (budget always: it is global)."""
        return ("budget", *(c.report_key for c in LOCAL if c.value(self) is not None))


# The query as the checks read it: the trip's shape, then one value per local constraint of the registry (None: not
# set), a list as a tuple and a structured value as its model (a ``Pace``, ``FlightWindow``s).
if TYPE_CHECKING:
    class Query(_Trip):
        def __getattr__(self, key: str) -> Any:
            """A type checker's view of the registry's fields (made below from ``LOCAL``; their values are ``Any``)."""
else:
    Query = make_dataclass("Query", [(c.key, Any, field(default=None)) for c in LOCAL], bases=(_Trip,), frozen=True,
                           slots=True)
    Query.__module__ = __name__


def _literal(value: Any) -> Any:
    if isinstance(value, str):
        return ast.literal_eval(value)
    return value


def to_query(spec: TripSpec | Mapping[str, Any] | Query) -> Query:
    """Normalise what a caller passes as the query."""
    if isinstance(spec, Query):
        return spec
    if isinstance(spec, TripSpec):
        local = spec.local_constraint
        return Query(
            org=spec.org,
            dest=spec.dest,
            days=spec.days,
            visiting_city_number=spec.visiting_city_number,
            dates=tuple(spec.date),
            people=spec.people_number,
            budget=spec.budget,
            level=spec.level,
            **{c.key: _as_value(c.local_value(local)) for c in LOCAL},  # value(local) is a costly pydantic miss first
        )
    return _from_row(spec)


def _from_row(row: Mapping[str, Any]) -> Query:
    local = _literal(row.get("local_constraint")) or {}
    budget = row.get("budget")
    dates = _literal(row.get("date")) or ()
    return Query(
        org=row["org"],
        dest=row["dest"],
        days=int(row["days"]),
        visiting_city_number=int(row["visiting_city_number"]),
        dates=tuple(dates),
        people=int(row["people_number"]),
        budget=float(budget) if budget not in (None, "") else None,
        level=row.get("level") or None,
        **{c.key: _row_value(c, local) for c in LOCAL},
    )


def _as_value(value: Any) -> Any:
    """A constraint's value as the checks read it: a list (cuisines) as a tuple, an empty one as None."""
    return (tuple(value) or None) if isinstance(value, list) else value


def _row_value(constraint: HardConstraint, local: Mapping[str, Any]) -> Any:
    """A row's value of a local constraint, under its row spelling or its key ("house rule", "house_rule").

    A constraint whose field is a number (the minimum rating) may come as text from a CSV cell; text that is no
    number is refused, never read as no constraint.
    """
    value = _as_value(local.get(constraint.row_key, local.get(constraint.key)))
    kind = _VALUE_TYPES[constraint.key]
    if isinstance(kind, type) and issubclass(kind, BaseModel) and value is not None:  # a structured value (a pace) is
        return kind.model_validate(value)  # checked as the request's: a bad one refused
    if kind is float and value not in (None, ""):
        if isinstance(value, bool) or not isinstance(value, (int, float, str)):
            raise ValueError(f"{constraint.row_key} must be a number, not {value!r}")
        return float(value)
    return value


# Each local constraint's value type as its registry line gives it, bounds aside (``Annotated[float, ...]`` is float).
_VALUE_TYPES = {line.key: get_args(line.value)[0] if get_origin(line.value) is Annotated else line.value
                for line in REGISTERED if line.value is not None}
