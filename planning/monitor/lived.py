"""Where the trip stands (``--today N``): the days already lived, and what is already past on day N.

A disruption during the trip cannot change what has happened. Days before
N are lived: a repair never changes them, a disruption that hits only them
is refused (there is nothing left to repair), and what the disruption took
away is gone from day N on only (a listing that cancels tonight was slept in
on the nights before). On day N itself, what comes before the disruption's
moment is past and stays: the moment is the earliest field the disruption
hits, in the day's order (breakfast, sights, lunch, dinner, the night); a
flight's moment is its departure, so what the day holds in the city it
leaves is past, and what it holds where it lands (after the old, or the
delayed, arrival) is re-planned.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Any

from himap_travel.domain.evaluation.parsing import attractions, from_to, is_filled, name_city
from himap_travel.planning.monitor.deps import DepNode
from himap_travel.planning.monitor.disruptions import DisruptionError
from himap_travel.state.sigma import Sigma
from himap_travel.state.world import RowChange

ORDER = ("breakfast", "attraction", "lunch", "dinner", "accommodation")  # a day's fields as the day goes
FIELDS = ("current_city", "transportation", *ORDER)
_NODE_FIELD = {"leg": "transportation", "sight": "attraction", "stay": "accommodation"}


def lived_days(today: int | None) -> list[int]:
    """The days before ``today`` (none without it: a disruption before the trip)."""
    return list(range(1, today)) if today else []


def check_today(today: int | None, days: int) -> None:
    """``today`` is a day of the trip (a ``ValueError`` names the trip's days)."""
    if today is not None and not 1 <= today <= days:
        raise ValueError(f"--today {today}: the trip has days 1 to {days}")


def hit_fields(nodes: Iterable[DepNode], day: int) -> set[str]:
    """The fields of ``day`` that the dependency graph's hit nodes book (a lost day: all of them)."""
    found = set()
    for node in nodes:
        if day not in node.days:
            continue
        if node.kind == "day":
            return set(FIELDS[1:])
        found.add(node.id.split(":")[2] if node.kind == "meal" else _NODE_FIELD.get(node.kind, ""))
    return found - {""}


def check_not_past(nodes: Iterable[DepNode], today: int | None, text: str) -> None:
    """Refuse a disruption that hits the plan on lived days only: what has happened cannot be repaired."""
    days = {day for node in nodes for day in node.days}
    if today and days and max(days) < today:
        raise DisruptionError(f"{text} hits day{'s' if len(days) > 1 else ''} {', '.join(map(str, sorted(days)))} only, "
                              f"already lived (--today {today}): there is nothing left to repair")


def past_fields(day: Mapping[str, Any], hit: Collection[str]) -> list[str]:
    """The fields of the current day that are past when the disruption strikes (they stay as they are)."""
    if not hit or set(hit) >= set(FIELDS[1:]):
        return []
    origin, destination = from_to(str(day.get("current_city") or ""))
    if "transportation" in hit:  # before the departure: what the day holds in the city it leaves
        return [f for f in ORDER if f != "accommodation" and origin and _all_in(day.get(f), f, origin)]
    moment = min(ORDER.index(f) for f in hit if f in ORDER)
    past = [f for f in ORDER[:moment] if is_filled(day.get(f))]
    first = ORDER[moment]
    if is_filled(day.get("transportation")) and (not destination or _all_in(day.get(first), first, destination)):
        past.insert(0, "transportation")  # the move came before: the hit part of the day is where it landed
    return past


def _all_in(entry: object, field: str, city: str) -> bool:
    if not is_filled(entry):
        return False
    names = attractions(str(entry), True) if field == "attraction" else (str(entry),)
    return bool(names) and all(name_city(n)[1].split("(")[0].strip() == city.split("(")[0].strip() for n in names)


def from_today(changes: Iterable[RowChange], dates: Sequence[str], today: int | None) -> tuple[RowChange, ...]:
    """The changes as they hold during the trip: a removal holds from day ``today``'s date on (the lived days had it)."""
    changes = tuple(changes)
    if not today or today <= 1:
        return changes
    ahead = tuple(dates[today - 1:])
    return tuple(c.model_copy(update={"dates": tuple(d for d in (c.dates or ahead) if d in ahead) or ahead})
                 if c.removed else c for c in changes)


def lived_changes(before: Sequence[Mapping[str, Any]], after: Sequence[Mapping[str, Any]], today: int | None,
                  past: Collection[str] = ()) -> list[str]:
    """What ``after`` changes of the lived part of ``before``: a lived day's field, or a past field of day ``today``."""
    if not today:
        return []
    found = []
    for number in range(1, min(today, len(before)) + 1):
        fields = FIELDS if number < today else ("current_city", *past) if past else ()
        old, new = before[number - 1], after[number - 1] if number <= len(after) else {}
        found += [f"day {number}'s {f} is {'lived' if number < today else 'past'} and would change"
                  for f in fields if str(old.get(f, "-")) != str(new.get(f, "-"))]
    return found


def spent_before(sigma: Sigma, today: int | None) -> dict[int, float]:
    """What each lived day cost, as Σ records it (the money already spent: ``Sigma.spent_on``)."""
    return {day: sigma.spent_on([day]) for day in lived_days(today) if day in sigma.days}
