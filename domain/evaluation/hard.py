"""The 5 hard constraints (budget and the query's local constraints).

Each check is a generator of failure reasons, paired with a test of whether
the query sets that constraint (a constraint it does not set is None: not
applicable). They run only when complete_information and within_sandbox pass.
Venues are priced and judged by their first matching row (official: substring
name match; strict: exact name).
"""

from __future__ import annotations

from typing import Callable, Iterator, get_args

from himap_travel.domain.evaluation.context import Context
from himap_travel.domain.evaluation.parsing import MEALS, is_filled, name_city, strict_transport
from himap_travel.domain.evaluation.pricing import priced_day
from himap_travel.domain.evaluation.query import Query
from himap_travel.state.trip import ROOM_TYPE_LISTINGS, HouseRule, TripSpecError, banned_modes

Reasons = Iterator[str]

HOUSE_RULES: tuple[str, ...] = get_args(HouseRule)
ROOM_TYPES = {wanted: listings[0] for wanted, listings in ROOM_TYPE_LISTINGS.items() if len(listings) == 1}


def plan_cost(ctx: Context) -> float:
    """The plan's total cost by the budget rules (costs written in the plan are ignored)."""
    if ctx.total is None:
        people = ctx.query.people
        ctx.total = sum(
            priced_day(unit, people, ctx.index, ctx.strict, ctx.query.date_of(index)).total
            for index, unit in enumerate(ctx.units)
        )
    return ctx.total


def budget(ctx: Context) -> Reasons:
    total = plan_cost(ctx)
    limit = ctx.query.budget
    if total > limit:
        yield f"budget: {_money(total)} > {_money(limit)} (over by {_money(total - limit)})"


def _money(value: float) -> str:
    return f"{value:,.0f}" if float(value).is_integer() else f"{value:,.2f}"


def _accommodations(ctx: Context) -> Iterator[tuple[int, str, object]]:
    """(day, entry, first matching row) for each day's accommodation that matches a row."""
    for number, unit in enumerate(ctx.units, 1):
        entry = unit.get("accommodation")
        if is_filled(entry):
            row = ctx.index.first("accommodation", entry, ctx.strict)
            if row is not None:
                yield number, entry, row


def room_rule(ctx: Context) -> Reasons:
    rule = ctx.query.house_rule
    if rule not in HOUSE_RULES:  # the official code knows these five only
        return
    for number, entry, row in _accommodations(ctx):
        if f"No {rule}" in str(row.house_rules):
            yield f"room rule: day {number}: '{entry}' has the house rule 'No {rule}'"


def room_type(ctx: Context) -> Reasons:
    wanted = ctx.query.room_type
    for number, entry, row in _accommodations(ctx):
        if wanted == "not shared room" and row.room_type == "Shared room":
            yield f"room type: day {number}: '{entry}' is a shared room"
        elif wanted in ROOM_TYPES and row.room_type != ROOM_TYPES[wanted]:
            yield f"room type: day {number}: '{entry}' is a {row.room_type!r}, not a {ROOM_TYPES[wanted]!r}"


def cuisine(ctx: Context) -> Reasons:
    """Every requested cuisine is served at some meal outside the origin city.

    OFFICIAL QUIRK: a meal in the origin city skips the *rest of that day's*
    meals (so a breakfast at home hides lunch and dinner), and the check
    compares the number of distinct cuisines found with the length of the
    request (a repeated cuisine can never pass). Strict mode skips only the
    origin meal itself and compares as sets.
    """
    wanted = ctx.query.cuisine or ()
    found: set[str] = set()
    for unit in ctx.units:
        for meal in MEALS:
            entry = unit.get(meal)
            if not is_filled(entry):
                continue
            if name_city(entry)[1] == ctx.query.org:
                if ctx.strict:
                    continue
                break  # OFFICIAL QUIRK (see docstring)
            row = ctx.index.first("restaurant", entry, ctx.strict)
            if row is not None:
                found.update(c for c in wanted if c in row.cuisines)
    passed = set(wanted) <= found if ctx.strict else len(found) == len(wanted)
    if not passed:
        missing = [c for c in wanted if c not in found] or list(wanted)
        yield f"cuisine: no meal outside {ctx.query.org} serves {', '.join(missing)}"


def transportation(ctx: Context) -> Reasons:
    """ "no flight" / "no self-driving" (or both): official by case-sensitive substring, strict by mode.

    A rule the project does not know is a failure, never a pass.
    """
    rule = ctx.query.transportation
    try:
        banned = banned_modes(rule)
    except TripSpecError as error:
        yield f"transportation: {error}"
        return
    for number, unit in enumerate(ctx.units, 1):
        text = unit.get("transportation")
        if not is_filled(text):
            continue
        for mode in sorted(banned):
            word = mode.capitalize()  # the official scorer's case-sensitive "Flight" / "Self-driving"
            used = strict_transport(text).mode == mode if ctx.strict else word in text
            if used:
                yield f"transportation: day {number} uses {mode} ('{text}'), the query says {rule}"


HARD_CHECKS: dict[str, tuple[Callable[[Query], bool], Callable[[Context], Reasons]]] = {
    "budget": (lambda q: q.budget is not None, budget),
    "room_rule": (lambda q: q.house_rule is not None, room_rule),
    "cuisine": (lambda q: bool(q.cuisine), cuisine),
    "room_type": (lambda q: q.room_type is not None, room_type),
    "transportation": (lambda q: q.transportation is not None, transportation),
}
