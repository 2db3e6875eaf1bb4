"""Σ, the synchronized global state shared by all day executors.

Σ = ⟨B_total, B_used, V_committed, M_trans⟩: the trip budget and what the
committed days spend, the restaurants and attractions already booked, and the
inter-city transport modes in force. Σ also keeps each day's committed
bookings, a stack of checkpoints (for the bargaining loop) and a log of
rejected operations. It lives in the graph state as
``Annotated[Sigma, reduce_sigma]``: executors never mutate it, they write
typed operations (``CommitDay``, ``ReleaseDay``, ``ReleaseDays``, ``Checkpoint``,
``Rollback``, ``Reset``) and the reducer applies each one atomically if the invariants still
hold afterwards, or logs a typed ``Rejection`` and leaves the bookings alone.
LangGraph applies one step's writes in ``Send`` order, so the reducer is the
monitor's mutex: parallel commits are serialized deterministically.

This module holds Σ's records: the bookings, the operations, the rejections and events, and ``Sigma`` itself (every
type a checkpoint stores, ``SIGMA_TYPES``; they stay here, as checkpoints name each by its module). The invariants are
``sigma_checks``'s (``violations``), the reducer ``sigma_reducer``'s (``reduce_sigma``, ``check``, ``apply_op``).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, computed_field, model_validator

from himap_travel.state.trip import TransportMode
from himap_travel.state.venues import DEFAULT_THRESHOLD, canonical_city, canonical_venue

BookingKind = Literal["restaurant", "attraction", "accommodation", "transport"]
RejectionCode = Literal["BUDGET_EXCEEDED", "DUPLICATE_VENUE", "MODE_CONFLICT", "INVALID_OP"]
# Only these kinds must be unique across the trip; hotels repeat across nights.
DEDUPLICATED_KINDS: tuple[str, ...] = ("restaurant", "attraction")
_FROZEN = ConfigDict(frozen=True)


# --- bookings and operations ---------------------------------------------------


class Booking(BaseModel):
    """One thing a day pays for or visits."""

    model_config = _FROZEN
    kind: BookingKind
    name: str
    city: str
    cost: float = 0.0


class DayCommit(BaseModel):
    """What one day holds in Σ: its bookings, total cost and inter-city modes."""

    model_config = _FROZEN
    day: int
    bookings: tuple[Booking, ...] = ()
    cost: float = 0.0
    modes: tuple[TransportMode, ...] = ()


class CommitDay(BaseModel):
    """Book a day. Committing a day again replaces its previous bookings atomically.

    ``cost`` is the day's total (what ``cost_enquiry`` reports); ``modes`` are
    the inter-city modes the day uses (empty when it does not move).
    Bad values (negative cost, unknown day) are accepted here on purpose: the
    reducer turns them into an ``INVALID_OP`` rejection instead of crashing a node.
    """

    model_config = _FROZEN
    op: Literal["commit_day"] = "commit_day"
    day: int
    bookings: tuple[Booking, ...] = ()
    cost: float = 0.0
    modes: tuple[TransportMode, ...] = ()

    def as_day_commit(self) -> DayCommit:
        return DayCommit(day=self.day, bookings=self.bookings, cost=self.cost, modes=self.modes)


class ReleaseDay(BaseModel):
    """Drop a day's bookings (releasing an uncommitted day is a no-op)."""

    model_config = _FROZEN
    op: Literal["release_day"] = "release_day"
    day: int


class ReleaseDays(BaseModel):
    """The run-time monitor's release: drop these days' bookings, and log why.

    Unlike ``ReleaseDay`` (a bargaining detail, not worth a log line), a
    release after a disruption is the first half of a repair: the days stay
    marked released until they are committed again, and both the release and
    each re-commit are written to ``Sigma.events``, so the log shows what the
    monitor took back and what replaced it.
    """

    model_config = _FROZEN
    op: Literal["release_days"] = "release_days"
    days: tuple[int, ...]
    reason: str = ""


class Checkpoint(BaseModel):
    """Push a rollback point (the bargaining loop does this each iteration)."""

    model_config = _FROZEN
    op: Literal["checkpoint"] = "checkpoint"


class Rollback(BaseModel):
    """Restore and pop the latest checkpoint; the rejection log is kept."""

    model_config = _FROZEN
    op: Literal["rollback"] = "rollback"


class Reset(BaseModel):
    """Start a fresh Σ for a trip of ``days`` days with a new budget.

    ``monitoring=False`` is the "w/o Synchronized Monitor" ablation: every
    commit goes through and violations are only logged (``enforced=False``).
    """

    model_config = _FROZEN
    op: Literal["reset"] = "reset"
    budget_total: float
    days: int
    monitoring: bool = True
    venue_threshold: float = DEFAULT_THRESHOLD


SigmaOp = Annotated[
    CommitDay | ReleaseDay | ReleaseDays | Checkpoint | Rollback | Reset, Field(discriminator="op")
]
OP_TYPES: tuple[type[BaseModel], ...] = (CommitDay, ReleaseDay, ReleaseDays, Checkpoint, Rollback, Reset)


class Rejection(BaseModel):
    """Why an operation was refused (or, with monitoring off, would have been)."""

    model_config = _FROZEN
    code: RejectionCode
    day: int | None = None
    message: str = ""
    deficit: float | None = None
    venue: str | None = None
    holder_day: int | None = None
    locked_mode: str | None = None
    enforced: bool = True


class SigmaEvent(BaseModel):
    """One line of Σ's repair log: a day released by the monitor, or committed again after it."""

    model_config = _FROZEN
    kind: Literal["release", "recommit"]
    day: int
    reason: str = ""
    cost: float | None = None


# --- the state -------------------------------------------------------------------


class SigmaSnapshot(BaseModel):
    """Everything a rollback restores: the ledger and its settings."""

    model_config = _FROZEN
    budget_total: float = 0.0
    day_count: int = 0
    days: dict[int, DayCommit] = Field(default_factory=dict)
    monitoring: bool = True
    venue_threshold: float = DEFAULT_THRESHOLD

    @model_validator(mode="after")
    def _keys_match_days(self) -> SigmaSnapshot:
        for key, commit in self.days.items():
            if key != commit.day:
                raise ValueError(f"days[{key}] holds the commit of day {commit.day}")
        return self


class Sigma(SigmaSnapshot):
    """Σ. Read-only: change it only by writing operations to the graph state.

    ``budget_used``, ``mode_lock`` and ``committed_venues`` are derived from
    ``days`` (so they can never disagree with the bookings); they appear in
    dumps and in Studio, and are ignored when a dump is read back.
    """

    checkpoints: tuple[SigmaSnapshot, ...] = ()
    rejections: tuple[Rejection, ...] = ()
    events: tuple[SigmaEvent, ...] = ()  # the monitor's releases and the re-commits (a log: kept by rollback)
    released: tuple[int, ...] = ()  # days the monitor released and that hold no commit yet

    @computed_field  # type: ignore[prop-decorator]
    @property
    def budget_used(self) -> float:
        """B_used: the exact (fsum) total of the committed days' costs."""
        return total_cost(commit.cost for commit in self.days.values())

    @computed_field  # type: ignore[prop-decorator]
    @property
    def mode_lock(self) -> tuple[TransportMode, ...]:
        """M_trans: the inter-city modes in force, sorted."""
        return tuple(sorted(modes_of(self.days.values())))

    @computed_field  # type: ignore[prop-decorator]
    @property
    def committed_venues(self) -> dict[str, int]:
        """V_committed: canonical venue → the (first) day holding it."""
        return self.venues()

    @property
    def remaining(self) -> float:
        """B_total − B_used (negative only in the monitoring-off ablation)."""
        return self.budget_total - self.budget_used

    def spent_on(self, days: Iterable[int]) -> float:
        """What the committed ``days`` cost (a trip under way: the lived days' money is already spent)."""
        return total_cost(self.days[day].cost for day in set(days) if day in self.days)

    def left_after(self, lived: Iterable[int]) -> float:
        """The budget left for the days still to come: B_total minus what the ``lived`` days cost as Σ records them."""
        return self.budget_total - self.spent_on(lived)

    def venues(self) -> dict[str, int]:
        """Canonical "kind: name, city" of every restaurant/attraction → its day."""
        held: dict[str, int] = {}
        for day, booking in held_bookings(self.days):
            held.setdefault(venue_label(booking), day)
        return held

    def last_rejection_for(self, day: int) -> Rejection | None:
        """The most recent rejection logged for ``day``, if any."""
        for rejection in reversed(self.rejections):
            if rejection.day == day:
                return rejection
        return None

    def rejections_since(self, count: int) -> tuple[Rejection, ...]:
        """Rejections logged after the first ``count`` (e.g. during one graph step)."""
        return self.rejections[count:]

    def snapshot(self) -> SigmaSnapshot:
        return SigmaSnapshot(
            budget_total=self.budget_total,
            day_count=self.day_count,
            days=self.days,
            monitoring=self.monitoring,
            venue_threshold=self.venue_threshold,
        )


# Every type that can appear in a checkpoint (state values and pending writes).
SIGMA_TYPES: tuple[type[BaseModel], ...] = (
    Booking,
    DayCommit,
    *OP_TYPES,
    Rejection,
    SigmaEvent,
    SigmaSnapshot,
    Sigma,
)


def venue_label(booking: Booking) -> str:
    """The canonical identity of a booked venue, as shown in ``Sigma.venues()``."""
    city = canonical_city(booking.city)
    return f"{booking.kind}: {canonical_venue(booking.name, booking.city)}, {city}"


def total_cost(costs: Iterable[float]) -> float:
    """Exactly rounded sum: the same result whatever the order of the days."""
    return math.fsum(costs)


def modes_of(commits: Iterable[DayCommit]) -> set[TransportMode]:
    return {mode for commit in commits for mode in commit.modes}


def held_bookings(days: dict[int, DayCommit]) -> Iterable[tuple[int, Booking]]:
    """(day, booking) of every restaurant/attraction, in day order."""
    for day in sorted(days):
        for booking in days[day].bookings:
            if booking.kind in DEDUPLICATED_KINDS:
                yield day, booking
