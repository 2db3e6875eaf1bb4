"""Σ's invariants, checked against one operation without changing anything: an operation malformed for the Σ it
meets (an unknown day, a negative cost, a rollback with no checkpoint: ``INVALID_OP``), a transport mode excluded by
one already locked, a restaurant or attraction booked twice, the budget overrun (``violations``). Apart from the
records: the rules are what a reader checks against the paper's invariants, and the reducer only asks them.
"""

from __future__ import annotations

import math
from typing import Any

from himap_travel.state.sigma import (
    DEDUPLICATED_KINDS,
    OP_TYPES,
    Booking,
    CommitDay,
    DayCommit,
    Rejection,
    ReleaseDay,
    ReleaseDays,
    Reset,
    Rollback,
    Sigma,
    held_bookings,
    modes_of,
    total_cost,
)
from himap_travel.state.venues import VenueMatcher, canonical_city, canonical_venue

# Float sums of prices must not reject a plan that fits the budget exactly.
COST_TOLERANCE = 1e-6
# Self-driving excludes both; taxi with flight is allowed (as the evaluator does).
_EXCLUDED_BY_DRIVING = frozenset({"flight", "taxi"})


def violations(sigma: Sigma, op: Any) -> tuple[Rejection, ...]:
    """Every reason ``op`` breaks the invariants of ``sigma``, in a fixed order.

    An invalid op yields exactly one ``INVALID_OP``. A commit can break several
    invariants at once (each duplicate venue is reported), so the executor can
    fix them all in one go and the ablation counts every kind of violation.
    """
    problem = _invalid_reason(sigma, op)
    if problem is not None:
        return (invalid_op(getattr(op, "day", None), problem),)
    if not isinstance(op, CommitDay):
        return ()
    others = {day: commit for day, commit in sigma.days.items() if day != op.day}
    found = [
        *_mode_conflict(others, op),
        *_duplicate_venues(others, op, VenueMatcher(sigma.venue_threshold)),
        *_budget_overrun(sigma.budget_total, others, op),
    ]
    return tuple(r.model_copy(update={"enforced": sigma.monitoring}) for r in found)


def _invalid_reason(sigma: Sigma, op: Any) -> str | None:
    """Why ``op`` is malformed for ``sigma`` (or None): these are never applied."""
    if isinstance(op, CommitDay):
        return _day_problem(sigma, op.day) or _commit_problem(op)
    if isinstance(op, ReleaseDay):
        return _day_problem(sigma, op.day)
    if isinstance(op, ReleaseDays):
        return next(filter(None, (_day_problem(sigma, day) for day in op.days)), None)
    if isinstance(op, Rollback) and not sigma.checkpoints:
        return "rollback without a checkpoint"
    if isinstance(op, Reset):
        return _reset_problem(op)
    if not isinstance(op, OP_TYPES):
        return f"not a Σ operation: {type(op).__name__}"
    return None


def _day_problem(sigma: Sigma, day: int) -> str | None:
    if 1 <= day <= sigma.day_count:
        return None
    return f"unknown day {day}: the trip has days 1..{sigma.day_count}"


def _commit_problem(op: CommitDay) -> str | None:
    if not _is_amount(op.cost):
        return f"the day's cost must be a finite number >= 0, got {op.cost!r}"
    for booking in op.bookings:
        if not _is_amount(booking.cost):
            return f"{booking.name!r} has an invalid cost {booking.cost!r}"
        if not booking.name.strip():
            return f"a {booking.kind} booking has no name"
        if booking.kind in DEDUPLICATED_KINDS and not booking.city.strip():
            return f"{booking.name!r} needs a city to be checked for duplicates"
    return None


def _reset_problem(op: Reset) -> str | None:
    if not _is_amount(op.budget_total):
        return f"the budget must be a finite number >= 0, got {op.budget_total!r}"
    if op.days < 1:
        return f"a trip needs at least one day, got {op.days}"
    if not 0.0 < op.venue_threshold <= 1.0:
        return f"venue_threshold must be in (0, 1], got {op.venue_threshold!r}"
    return None


def _mode_conflict(others: dict[int, DayCommit], op: CommitDay) -> list[Rejection]:
    """Self-driving must not meet flight or taxi anywhere in the trip."""
    locked = modes_of(others.values())
    wanted = set(op.modes)
    if "self-driving" in wanted:
        blocking = locked & _EXCLUDED_BY_DRIVING
    elif wanted & _EXCLUDED_BY_DRIVING:
        blocking = locked & {"self-driving"}
    else:
        blocking = set()
    mixes_itself = "self-driving" in wanted and bool(wanted & _EXCLUDED_BY_DRIVING)
    if not blocking and not mixes_itself:
        return []
    locked_mode = ",".join(sorted(blocking)) or None
    wanted_text = "+".join(sorted(wanted))
    if locked_mode:
        message = f"day {op.day} wants {wanted_text} but the trip is locked to {locked_mode}"
    else:
        message = f"day {op.day} mixes modes that exclude each other: {wanted_text}"
    return [Rejection(code="MODE_CONFLICT", day=op.day, message=message, locked_mode=locked_mode)]


def _duplicate_venues(
    others: dict[int, DayCommit], op: CommitDay, matcher: VenueMatcher
) -> list[Rejection]:
    """Each restaurant/attraction of ``op`` already held (or repeated within the day)."""
    held = list(held_bookings(others))
    found = []
    for booking in op.bookings:
        if booking.kind not in DEDUPLICATED_KINDS:
            continue
        holder = _holder_of(booking, held, matcher)
        if holder is not None:
            holder_day, held_booking = holder
            found.append(
                Rejection(
                    code="DUPLICATE_VENUE",
                    day=op.day,
                    venue=booking.name,
                    holder_day=holder_day,
                    message=(
                        f"{booking.kind} {booking.name!r} in {booking.city} is already "
                        f"booked on day {holder_day} (as {held_booking.name!r})"
                    ),
                )
            )
        held.append((op.day, booking))
    return found


def _holder_of(
    booking: Booking, held: list[tuple[int, Booking]], matcher: VenueMatcher
) -> tuple[int, Booking] | None:
    """The first held booking of the same kind and city that is the same venue."""
    city = canonical_city(booking.city)
    name = canonical_venue(booking.name, booking.city)
    for day, other in held:
        if other.kind != booking.kind or canonical_city(other.city) != city:
            continue
        if matcher.same_canonical(name, canonical_venue(other.name, other.city), booking.city):
            return day, other
    return None


def _budget_overrun(
    budget_total: float, others: dict[int, DayCommit], op: CommitDay
) -> list[Rejection]:
    used = total_cost([*(commit.cost for commit in others.values()), op.cost])
    if used <= budget_total + COST_TOLERANCE:
        return []
    deficit = used - budget_total
    message = (
        f"day {op.day} costs {op.cost:.2f}; with the other days the trip would spend "
        f"{used:.2f} of {budget_total:.2f} (over by {deficit:.2f})"
    )
    return [Rejection(code="BUDGET_EXCEEDED", day=op.day, message=message, deficit=deficit)]


def invalid_op(day: Any, message: str) -> Rejection:
    return Rejection(
        code="INVALID_OP", day=day if isinstance(day, int) else None, message=message
    )


def _is_amount(value: float) -> bool:
    return math.isfinite(value) and value >= 0
