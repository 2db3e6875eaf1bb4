"""deliver_repair: the repaired plan, through the planner's own delivery (``nodes.finalize.deliver``), and what changed and why.

Only this repair's candidates may be delivered (the trip's earlier ones were
planned in a world that no longer exists), so ``deliver`` is given those.
When the solver's plan is delivered, Σ adopts it (those days count as
re-committed). The report diffs the plan field by field against the plan
the disruption hit. After a new route or the solver's plan, the old days
that still fit are put back first (``monitor.keep``).

Fail closed: whichever rung made the plan, it is checked once more against
the disrupted world it claims (``monitor.disruptions.stale_bookings``). A
plan that still books what a disruption took away, or shows a delayed
flight's old times, is never delivered as valid: its verdict says what it
keeps (and with the solver's proof that no repair exists, it is unsat).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from langgraph.runtime import Runtime

from himap_travel.nodes.finalize import deliver
from himap_travel.planning.monitor.disruptions import stale_bookings
from himap_travel.planning.monitor.keep import kept_candidate
from himap_travel.planning.monitor.ledger import adopt_plan
from himap_travel.planning.monitor.lived import lived_changes
from himap_travel.planning.monitor.state import DayChange, RepairReport, RepairState, Widened, before_of, impact_of
from himap_travel.planning.runtime.resources import run_sandbox, settings_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import candidate_in, trip_of
from himap_travel.state.plan import Verdict
from himap_travel.state.world import RowChange

FIELDS = ("current_city", "transportation", "breakfast", "attraction", "lunch", "dinner", "accommodation")


def deliver_repair(state: RepairState, runtime: Runtime[PlannerSettings]) -> dict[str, Any]:
    settings = settings_of(runtime)
    sandbox = run_sandbox(settings, state.get("world"))  # the disrupted world (the monitor added this disruption's changes)
    before = before_of(state)
    mine = [candidate_in(state, c) for c in state.get("candidates") or [] if c.iteration >= state["repair_from"]]
    if state["repair_level"] != "days":  # a new route or the solver's plan: put back every old day that still fits
        mine = [kept_candidate(c, trip_of(state), before, sandbox) for c in mine]
    def lived(plan: list[dict[str, Any]]) -> list[str]:
        return lived_changes(before, plan, state.get("today"), state.get("past") or [])

    mine = [c for c in mine if not lived(c.plan)]  # what has happened is never re-planned, whatever the verdict
    mine_only: RepairState = {**state, "candidates": [*mine]}
    update = _fail_closed(deliver(mine_only), state.get("world") or [], trip_of(state).date, lived)
    plan = update.get("plan") or []
    result = update.get("result")
    level = "solver" if result is not None and result.planner == "solver" else state["repair_level"]
    spec, impact = trip_of(state), impact_of(state)
    released = set(state.get("released") or [])
    if plan:
        reason = f"the exact solver re-planned the trip: {impact.reason}" if level == "solver" else None
        update["sigma"] = ops = adopt_plan(state["sigma"], plan, spec.people_number, sandbox, reason)
        released |= {op.day for op in ops if reason and hasattr(op, "bookings")}
    changes = diff_plans(before, plan)
    changed = sorted({c.day for c in changes})
    verdict = update.get("verdict")
    status = update.get("status") or "error"
    beyond = sorted(set(changed) - set(state.get("affected") or []))
    widened = Widened(days=beyond, why=state.get("widen_proof")) if beyond and plan else None
    report = RepairReport(
        disruption=impact.disruption.text, reason=impact.reason, status=status, level=level,
        affected_days=state.get("affected") or [], released_days=sorted(released),
        changed_days=changed, changes=changes, certificate=verdict.certificate if verdict else None,
        explanation=_explain(impact.reason, level, status, changed, state.get("affected") or [], verdict, widened),
        today=state.get("today"), lived_days=state.get("lived") or [], past=state.get("past") or [], widened=widened,
    )
    if not plan and status == "error":
        update["error"] = "no repair found within the limits (the solver gave no answer)"
    if result is None:  # nothing delivered: the trip's earlier result must not be read with this repair's plan
        update["result"] = None
    return {**update, "plan": plan, "repair": report}


def _fail_closed(update: dict[str, Any], world: list[RowChange], dates: Sequence[str] = (),
                 lived: Callable[[list[dict[str, Any]]], list[str]] | None = None) -> dict[str, Any]:
    """``deliver``'s answer, with a plan that keeps what the disruptions took away downgraded from valid.

    ``dates``: the trip's; without them a closure on some dates counts on every day (fail closed).
    ``lived``: what a plan changes of the days already lived (``monitor.lived.lived_changes``): never valid either.
    """
    stale = stale_bookings(update.get("plan") or [], world, dates)
    stale += lived(update.get("plan") or []) if lived and update.get("plan") else []
    verdict = update.get("verdict")
    if not stale or verdict is None or verdict.status != "valid":
        return update
    verdict = verdict.model_copy(update={"status": "invalid", "official_pass": False, "strict_pass": False,
                                         "failures": [*stale, *verdict.failures]})
    result = update["result"].model_copy(update={"verdict": verdict})
    return {**update, "verdict": verdict, "status": "invalid", "result": result}


def diff_plans(before: list[dict[str, Any]], after: list[dict[str, Any]]) -> list[DayChange]:
    """Every field of every day that differs (a day missing on one side counts as all '-')."""
    changes = []
    for number in range(1, max(len(before), len(after)) + 1):
        old = before[number - 1] if number <= len(before) else {}
        new = after[number - 1] if number <= len(after) else {}
        for field in FIELDS:
            was, now = str(old.get(field, "-")), str(new.get(field, "-"))
            if was != now:
                changes.append(DayChange(day=number, field=field, before=was, after=now))
    return changes


def _explain(reason: str, level: str, status: str, changed: list[int], affected: list[int], verdict: Verdict | None,
             widened: Widened | None = None) -> str:
    days = ", ".join(map(str, changed)) or "none"
    how = {
        "none": "the plan still passes as it is",
        "days": f"re-planned the affected days ({', '.join(map(str, affected))})",
        "coordinator": "re-planning the affected days could not work, so the coordinator changed the route",
        "solver": "the exact solver planned the trip in the disrupted world",
    }[level]
    if status == "unsat" and verdict is not None and verdict.certificate is not None:
        return f"{reason}; no repair exists: {verdict.certificate.message}"
    why = ""
    if widened is not None:
        why = f"; widened to days {', '.join(map(str, widened.days))}: " + (widened.why or "without a proof that it had to")
    return f"{reason}; {how}; days changed: {days}{why}; verdict: {status}"
