"""Σ in step with a plan: the commit a delivered day amounts to, and the ops that make Σ hold a plan.

A repair releases and re-commits days of *the delivered plan*, so Σ must
hold that plan first. It does after an ordinary run, but not when the
delivered plan came from an earlier bargaining iteration or from the exact
solver (those never committed to Σ); the days that differ are then swapped
in quietly (``ReleaseDay`` is not the monitor's logged release).
"""

from __future__ import annotations

from evaluation import day_cost
from evaluation.parsing import MEALS, attractions, is_filled, name_city
from sandbox.index import Sandbox
from state.sigma import CommitDay, ReleaseDay, ReleaseDays, Sigma
from tools.day_tools import bookings_of


def day_commit(number: int, day: dict, people: int, sandbox: Sandbox) -> CommitDay:
    """The commit ``finish`` would make for this day (priced as the scorer prices it)."""
    priced = day_cost(day, people, sandbox, mode="official")
    bookings, modes = bookings_of(day, priced)
    return CommitDay(day=number, bookings=bookings, cost=priced.total, modes=modes)


def adopt_plan(sigma: Sigma, plan: list[dict], people: int, sandbox: Sandbox, reason: str | None = None) -> list:
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


def _held(sigma: Sigma, number: int) -> frozenset:
    commit = sigma.days.get(number)
    return frozenset(b.name if b.kind == "transport" else (b.name, b.city) for b in commit.bookings) if commit else frozenset()


def _booked(day: dict) -> frozenset:
    """What the day would book, named as Σ names its bookings (without pricing it)."""
    entries = [day.get(slot) for slot in (*MEALS, "accommodation")]
    entries += list(attractions(day["attraction"], strict=True)) if is_filled(day.get("attraction")) else []
    booked = {name_city(entry) for entry in entries if is_filled(entry)}
    transport = day.get("transportation")
    return frozenset(booked | ({transport} if is_filled(transport) else set()))
