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
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    TypeAdapter,
    ValidationError,
    computed_field,
    model_validator,
)

from himap_travel.state.trip import TransportMode
from himap_travel.state.venues import (
    DEFAULT_THRESHOLD,
    VenueMatcher,
    canonical_city,
    canonical_venue,
)

BookingKind = Literal["restaurant", "attraction", "accommodation", "transport"]
RejectionCode = Literal["BUDGET_EXCEEDED", "DUPLICATE_VENUE", "MODE_CONFLICT", "INVALID_OP"]

# Float sums of prices must not reject a plan that fits the budget exactly.
COST_TOLERANCE = 1e-6
# Only these kinds must be unique across the trip; hotels repeat across nights.
DEDUPLICATED_KINDS: tuple[str, ...] = ("restaurant", "attraction")
# Self-driving excludes both; taxi with flight is allowed (as the evaluator does).
_EXCLUDED_BY_DRIVING = frozenset({"flight", "taxi"})

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
_OP_ADAPTER: TypeAdapter[Any] = TypeAdapter(SigmaOp)
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
        return _total_cost(commit.cost for commit in self.days.values())

    @computed_field  # type: ignore[prop-decorator]
    @property
    def mode_lock(self) -> tuple[TransportMode, ...]:
        """M_trans: the inter-city modes in force, sorted."""
        return tuple(sorted(_modes_of(self.days.values())))

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
        return _total_cost(self.days[day].cost for day in set(days) if day in self.days)

    def left_after(self, lived: Iterable[int]) -> float:
        """The budget left for the days still to come: B_total minus what the ``lived`` days cost as Σ records them."""
        return self.budget_total - self.spent_on(lived)

    def venues(self) -> dict[str, int]:
        """Canonical "kind: name, city" of every restaurant/attraction → its day."""
        held: dict[str, int] = {}
        for day, booking in _held_bookings(self.days):
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


# --- check: the validation, without changing anything ---------------------------


def check(sigma: Sigma | dict[str, Any] | None, op: Any) -> Rejection | None:
    """The first rejection ``op`` would get from ``sigma``, or None when it is OK.

    Pure and never raises: it runs the reducer on the given Σ and looks at
    what would be logged, so it cannot disagree with ``reduce_sigma``. With
    monitoring off the answer has ``enforced=False``: the reducer would apply
    the op anyway and only log it.
    """
    current = _current_or_fresh(sigma)
    known = current.rejections
    logged = reduce_sigma(current, op).rejections
    if logged[: len(known)] != known:
        return None  # a reset or a whole new Σ: a fresh log, nothing refused
    added = logged[len(known) :]
    return added[0] if added else None


def violations(sigma: Sigma, op: Any) -> tuple[Rejection, ...]:
    """Every reason ``op`` breaks the invariants of ``sigma``, in a fixed order.

    An invalid op yields exactly one ``INVALID_OP``. A commit can break several
    invariants at once (each duplicate venue is reported), so the executor can
    fix them all in one go and the ablation counts every kind of violation.
    """
    problem = _invalid_reason(sigma, op)
    if problem is not None:
        return (_invalid(getattr(op, "day", None), problem),)
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
    locked = _modes_of(others.values())
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
    held = list(_held_bookings(others))
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
    used = _total_cost([*(commit.cost for commit in others.values()), op.cost])
    if used <= budget_total + COST_TOLERANCE:
        return []
    deficit = used - budget_total
    message = (
        f"day {op.day} costs {op.cost:.2f}; with the other days the trip would spend "
        f"{used:.2f} of {budget_total:.2f} (over by {deficit:.2f})"
    )
    return [Rejection(code="BUDGET_EXCEEDED", day=op.day, message=message, deficit=deficit)]


# --- the reducer ----------------------------------------------------------------


def reduce_sigma(current: Sigma | dict[str, Any] | None, update: Any) -> Sigma:
    """LangGraph reducer for Σ. Pure, deterministic, and never raises.

    ``update`` may be an op, a list of ops (applied in order), a whole
    ``Sigma`` (replaces the state verbatim: graph input, ``update_state``), a
    dict of either (what checkpointers and servers hand back), or None. An op
    that breaks an invariant or cannot be read leaves the bookings untouched
    and appends a ``Rejection`` to the log instead.
    """
    base = _current_or_fresh(current)
    try:
        if isinstance(update, (list, tuple)):
            for item in update:
                base = reduce_sigma(base, item)
            return base
        return _apply_update(base, update)
    except Exception as exc:  # a raising reducer would wedge the thread
        return _log(base, [_invalid(_day_of(update), f"unreadable update: {_describe(exc)}")])


def _current_or_fresh(current: Any) -> Sigma:
    """The current Σ as a model; a fresh one (plus a logged error) if unreadable."""
    if current is None:
        return Sigma()
    try:
        return _as_sigma(current)
    except Exception as exc:
        return _log(Sigma(), [_invalid(None, f"could not read the current Σ: {_describe(exc)}")])


def _apply_update(sigma: Sigma, update: Any) -> Sigma:
    if update is None:
        return sigma
    if isinstance(update, Sigma):
        return update
    if isinstance(update, dict) and "op" not in update:
        return Sigma.model_validate(update)
    if isinstance(update, (dict, *OP_TYPES)):
        return apply_op(sigma, _as_op(update))
    return _log(sigma, [_invalid(None, f"not a Σ update: {type(update).__name__}")])


def apply_op(sigma: Sigma, op: Any) -> Sigma:
    """Apply one typed op atomically, or log why not (monitoring off: apply and log)."""
    found = violations(sigma, op)
    if any(rejection.enforced for rejection in found):
        return _log(sigma, found)
    return _log(_APPLY[type(op)](sigma, op), found)


def _commit(sigma: Sigma, op: CommitDay) -> Sigma:
    days = dict(sigma.days)
    days[op.day] = op.as_day_commit()
    update: dict[str, Any] = {"days": dict(sorted(days.items()))}
    if op.day in sigma.released:  # the second half of a monitor's repair
        update["released"] = tuple(day for day in sigma.released if day != op.day)
        update["events"] = (*sigma.events, SigmaEvent(kind="recommit", day=op.day, cost=op.cost))
    return sigma.model_copy(update=update)


def _release(sigma: Sigma, op: ReleaseDay) -> Sigma:
    days = {day: commit for day, commit in sigma.days.items() if day != op.day}
    return sigma.model_copy(update={"days": days})


def _release_days(sigma: Sigma, op: ReleaseDays) -> Sigma:
    gone = set(op.days)
    days = {day: commit for day, commit in sigma.days.items() if day not in gone}
    released = tuple(sorted(set(sigma.released) | gone))
    logged = tuple(SigmaEvent(kind="release", day=day, reason=op.reason) for day in sorted(gone))
    return sigma.model_copy(update={"days": days, "released": released, "events": (*sigma.events, *logged)})


def _checkpoint(sigma: Sigma, op: Checkpoint) -> Sigma:
    return sigma.model_copy(update={"checkpoints": (*sigma.checkpoints, sigma.snapshot())})


def _rollback(sigma: Sigma, op: Rollback) -> Sigma:
    saved = sigma.checkpoints[-1]
    return Sigma(
        **dict(saved),
        checkpoints=sigma.checkpoints[:-1],
        rejections=sigma.rejections,
        events=sigma.events,
        released=tuple(day for day in sigma.released if day not in saved.days),
    )


def _reset(sigma: Sigma, op: Reset) -> Sigma:
    return Sigma(
        budget_total=op.budget_total,
        day_count=op.days,
        monitoring=op.monitoring,
        venue_threshold=op.venue_threshold,
    )


_APPLY: dict[type[Any], Callable[[Sigma, Any], Sigma]] = {
    CommitDay: _commit,
    ReleaseDay: _release,
    ReleaseDays: _release_days,
    Checkpoint: _checkpoint,
    Rollback: _rollback,
    Reset: _reset,
}


# --- small helpers ----------------------------------------------------------------


def _as_sigma(value: Any) -> Sigma:
    if value is None:
        return Sigma()
    if isinstance(value, Sigma):
        return value
    return Sigma.model_validate(value)


def _as_op(value: Any) -> Any:
    if isinstance(value, OP_TYPES):
        return value
    return _OP_ADAPTER.validate_python(value)


def _log(sigma: Sigma, rejections: Iterable[Rejection]) -> Sigma:
    rejections = tuple(rejections)
    if not rejections:
        return sigma
    return sigma.model_copy(update={"rejections": (*sigma.rejections, *rejections)})


def _invalid(day: Any, message: str) -> Rejection:
    return Rejection(
        code="INVALID_OP", day=day if isinstance(day, int) else None, message=message
    )


def _day_of(update: Any) -> Any:
    if isinstance(update, dict):
        return update.get("day")
    return getattr(update, "day", None)


def _describe(exc: Exception) -> str:
    """A one-line reason, naming the offending field for validation errors."""
    if isinstance(exc, ValidationError) and exc.errors():
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "value"
        return f"{where}: {first['msg']}"
    lines = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {lines[0] if lines else ''}"


def _is_amount(value: float) -> bool:
    return math.isfinite(value) and value >= 0


def _total_cost(costs: Iterable[float]) -> float:
    """Exactly rounded sum: the same result whatever the order of the days."""
    return math.fsum(costs)


def _modes_of(commits: Iterable[DayCommit]) -> set[TransportMode]:
    return {mode for commit in commits for mode in commit.modes}


def _held_bookings(days: dict[int, DayCommit]) -> Iterable[tuple[int, Booking]]:
    """(day, booking) of every restaurant/attraction, in day order."""
    for day in sorted(days):
        for booking in days[day].bookings:
            if booking.kind in DEDUPLICATED_KINDS:
                yield day, booking
