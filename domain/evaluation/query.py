"""The query as the checks read it, from a ``TripSpec`` or a benchmark row dict.

Rows straight from a CSV carry ``date`` and ``local_constraint`` as Python
literals in text; both forms are accepted so that callers need not convert.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import Any, Mapping

from himap_travel.state.trip import TripSpec


@dataclass(frozen=True, slots=True)
class Query:
    org: str
    dest: str
    days: int
    visiting_city_number: int
    dates: tuple[str, ...]
    people: int
    budget: float | None
    house_rule: str | None = None
    cuisine: tuple[str, ...] | None = None
    room_type: str | None = None
    transportation: str | None = None
    level: str | None = None

    def date_of(self, day_index: int) -> str | None:
        """The date of a 0-based day, None past the query's dates."""
        return self.dates[day_index] if 0 <= day_index < len(self.dates) else None

    def set_local_constraints(self) -> tuple[str, ...]:
        """The hard-constraint keys this query sets (budget always: it is global)."""
        keys = ["budget"]
        if self.house_rule is not None:
            keys.append("room_rule")
        if self.cuisine:
            keys.append("cuisine")
        if self.room_type is not None:
            keys.append("room_type")
        if self.transportation is not None:
            keys.append("transportation")
        return tuple(keys)


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
            house_rule=local.house_rule,
            cuisine=tuple(local.cuisine) if local.cuisine else None,
            room_type=local.room_type,
            transportation=local.transportation,
            level=spec.level,
        )
    return _from_row(spec)


def _from_row(row: Mapping[str, Any]) -> Query:
    local = _literal(row.get("local_constraint")) or {}
    cuisine = local.get("cuisine")
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
        house_rule=local.get("house rule", local.get("house_rule")),
        cuisine=tuple(cuisine) if cuisine else None,
        room_type=local.get("room type", local.get("room_type")),
        transportation=local.get("transportation"),
        level=row.get("level") or None,
    )
