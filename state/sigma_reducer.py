"""The reducer that applies operations to Σ (``reduce_sigma``, LangGraph's ``Annotated[Sigma, reduce_sigma]``): each
op applied atomically when ``sigma_checks`` finds no violation, else logged as a ``Rejection``; never raises. ``check``
asks what an op would get without applying it. Apart from the records: how Σ changes is the one place the graph's
writes meet, and reads best on its own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from pydantic import TypeAdapter, ValidationError

from himap_travel.state.sigma import (
    OP_TYPES,
    Checkpoint,
    CommitDay,
    Rejection,
    ReleaseDay,
    ReleaseDays,
    Reset,
    Rollback,
    Sigma,
    SigmaEvent,
    SigmaOp,
)
from himap_travel.state.sigma_checks import invalid_op, violations

_OP_ADAPTER: TypeAdapter[Any] = TypeAdapter(SigmaOp)


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
        return _log(base, [invalid_op(_day_of(update), f"unreadable update: {_describe(exc)}")])


def _current_or_fresh(current: Any) -> Sigma:
    """The current Σ as a model; a fresh one (plus a logged error) if unreadable."""
    if current is None:
        return Sigma()
    try:
        return _as_sigma(current)
    except Exception as exc:
        return _log(Sigma(), [invalid_op(None, f"could not read the current Σ: {_describe(exc)}")])


def _apply_update(sigma: Sigma, update: Any) -> Sigma:
    if update is None:
        return sigma
    if isinstance(update, Sigma):
        return update
    if isinstance(update, dict) and "op" not in update:
        return Sigma.model_validate(update)
    if isinstance(update, (dict, *OP_TYPES)):
        return apply_op(sigma, _as_op(update))
    return _log(sigma, [invalid_op(None, f"not a Σ update: {type(update).__name__}")])


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
