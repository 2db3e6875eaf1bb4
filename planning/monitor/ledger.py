"""Σ in step with a plan: the commit a delivered day amounts to, and the ops that make Σ hold a plan.

``delivered_state`` rebuilds what a repair needs from a plan alone (a chat
thread keeps only the plan, not the planner's whole state).

A repair releases and re-commits days of *the delivered plan*, so Σ must
hold that plan first. It does after an ordinary run, but not when the
delivered plan came from an earlier bargaining iteration or from the exact
solver (those never committed to Σ); the days that differ are then swapped
in quietly (``ReleaseDay`` is not the monitor's logged release).
"""

from __future__ import annotations

from typing import Any

from himap_travel.domain.evaluation import day_cost
from himap_travel.domain.evaluation.judge import judge_plan
from himap_travel.domain.evaluation.parsing import attractions, is_filled, name_city, strict_transport
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.planning.policies.expert.route_planner import transport_family
from himap_travel.state.days import MEALS
from himap_travel.state.graph_state import Delivery
from himap_travel.state.sigma import CommitDay, ReleaseDay, ReleaseDays, Reset, Sigma
from himap_travel.state.sigma_reducer import reduce_sigma
from himap_travel.state.trip import TripSpec
from himap_travel.tools.day_tools import bookings_of


def day_commit(number: int, day: dict[str, Any], people: int, sandbox: Sandbox) -> CommitDay:
    """The commit ``finish`` would make for this day (priced as the scorer prices it)."""
    priced = day_cost(day, people, sandbox, mode="official")
    bookings, modes = bookings_of(day, priced)
    return CommitDay(day=number, bookings=bookings, cost=priced.total, modes=modes)


def adopt_plan(sigma: Sigma, plan: list[dict[str, Any]], people: int, sandbox: Sandbox, reason: str | None = None) -> list[Any]:
    """The ops that make Σ hold ``plan`` (none when it already does; only the days that differ are priced).

    With a ``reason`` the days are released as the monitor releases them (logged, then logged again when
    re-committed): the exact solver's plan replacing days the monitor had not released is part of the repair.
    """
    stale = [day_commit(number, day, people, sandbox) for number, day in enumerate(plan, 1)
             if _held(sigma, number) != _booked(day)]
    if not stale:
        return []
    release = [ReleaseDays(days=tuple(c.day for c in stale), reason=reason)] if reason else [ReleaseDay(day=c.day) for c in stale]
    return [*release, *stale]


def _held(sigma: Sigma, number: int) -> frozenset[Any]:
    commit = sigma.days.get(number)
    return frozenset(b.name if b.kind == "transport" else (b.name, b.city) for b in commit.bookings) if commit else frozenset()


def _booked(day: dict[str, Any]) -> frozenset[Any]:
    """What the day would book, named as Σ names its bookings (without pricing it)."""
    entries = [day.get(slot) for slot in (*MEALS, "accommodation")]
    entries += list(attractions(day["attraction"], strict=True)) if is_filled(day.get("attraction")) else []
    booked = {name_city(entry) for entry in entries if is_filled(entry)}
    transport = day.get("transportation")
    return frozenset(booked | ({transport} if is_filled(transport) else set()))


def delivered_state(spec: TripSpec, plan: list[dict[str, Any]], sandbox: Sandbox, monitoring: bool = True) -> dict[str, Any]:
    """A planner state that delivered ``plan``: Σ holding it, and its result (route, mode, cost per day, verdicts; the plan
    itself is stored once, in ``plan``)."""
    fresh = reduce_sigma(None, Reset(budget_total=spec.budget, days=spec.days, monitoring=monitoring))
    ops = adopt_plan(fresh, plan, spec.people_number, sandbox)
    sigma = reduce_sigma(fresh, ops)
    verdict, official, strict = judge_plan(spec, plan, sandbox)
    route, transport = route_of(spec, plan)
    spent = {op.day: op.cost for op in ops if isinstance(op, CommitDay)}
    result = Delivery(verdict=verdict, official=official, strict=strict, iteration=1, iterations=1, route=route,
                      transport=transport, budget=spec.budget, spent_by_day=spent)
    return {"spec": spec, "plan": plan, "sigma": sigma, "result": result, "verdict": verdict, "status": verdict.status,
            "iteration": 1}


def route_of(spec: TripSpec, plan: list[dict[str, Any]]) -> tuple[list[str], str]:
    """The cities a plan visits in order, and its transport family (as the coordinator names it)."""
    moves = [strict_transport(day["transportation"]) for day in plan if is_filled(day.get("transportation"))]
    cities = [m.destination for m in moves if m.destination and m.destination != spec.org]
    return list(dict.fromkeys(cities)), transport_family(m.mode for m in moves if m.mode)
