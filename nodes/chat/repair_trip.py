"""repair_trip: a disruption the traveller reports ("my flight on day 1 was cancelled"), repaired by the run-time monitor.

The chat thread keeps the trip and its plan, not the planner's whole state,
so the state a repair starts from is rebuilt from them
(``monitor.ledger.delivered_state``); the thread's earlier disruptions
(``world``) stay in force, so a second one is repaired in the world the
first left. The repair itself is the repair graph (``graphs.replan.replan_state``,
given by ``graphs/chat.py``: nodes do not import graphs): only the affected
days are re-planned, and the reply lists the days that changed and why. The plan
before the repair is kept as ``previous`` for "what did you change?" (marked: "undo"
cannot bring back what the disruption took). A stay the traveller asked to swap
("swap the hotel on night 2") is repaired the same way, but it is their own change:
the reply says they asked for another stay (never that it "is unavailable"), and
"undo" brings the old one back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from langchain_core.runnables import RunnableConfig
from langgraph.errors import GraphBubbleUp
from langgraph.runtime import Runtime

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.markdown import iso_in_words, plain
from himap_travel.nodes.chat.plan_trip import chat_settings, day_costs, failure_message, standing_wish, with_settings
from himap_travel.nodes.chat.snapshot import kept_versions, snapshot
from himap_travel.nodes.chat.thread_cache import thread_settings
from himap_travel.nodes.chat.undated import swap_unnamed, today_of
from himap_travel.planning.monitor.ledger import delivered_state
from himap_travel.planning.monitor.phrases import asks_swap, read_today
from himap_travel.planning.monitor.state import RepairReport
from himap_travel.planning.runtime.names import ObjectiveName
from himap_travel.planning.runtime.resources import run_sandbox, settings_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.chat_state import ChatState
from himap_travel.state.graph_state import result_of
from himap_travel.state.trip import TripSpec
from himap_travel.state.world import RowChange


def make_repair_trip(repair: Callable[..., dict[str, Any]],
                     objective: ObjectiveName | None = "best") -> Callable[..., dict[str, Any]]:
    """The node, running ``repair(state, disruption, settings)`` (``graphs.replan.replan_state``); ``objective`` as
    ``plan_trip``'s: a repair re-plans the affected days for what the trip was planned for."""

    def repair_trip(state: ChatState, runtime: Runtime[PlannerSettings], config: RunnableConfig) -> dict[str, Any]:
        # The thread's search cache keeps each world's results apart: the repair never sees a search of the world
        # before this disruption. The repair graph writes no checkpoints (it is compiled with checkpointer=False).
        settings = _favouring(chat_settings(thread_settings(settings_of(runtime), _thread_of(config)), state, objective), state)
        update = repair_one(state, cast(str, state["disruption"]), settings)  # routing sends only a disruption here
        for more in state.get("disruptions_too") or []:  # "... and the hotel is overbooked": each in turn, in the world
            if update.get("problems") or not update.get("plan"):  # the one before left (a failure: nothing changes)
                break
            later = repair_one(cast(ChatState, {**state, **update}), more, settings)
            update = _in_turn(update, later) if not later.get("problems") else {"problems": [
                f"I could not repair everything you told me, so nothing changed: {problem}" for problem in later["problems"]]}
        return update

    def repair_one(state: ChatState, disruption: str, settings: PlannerSettings) -> dict[str, Any]:
        """The update repairing ``disruption`` on ``state``'s plan (a failure: its problem, and the plan as it was)."""
        spec = TripSpec.model_validate(state["trip"])
        world = [RowChange.model_validate(change) for change in state.get("world") or []]
        plan = state.get("plan")
        assert plan is not None, "understand reads a disruption only of a thread with a plan"
        start = {**delivered_state(spec, plan, run_sandbox(settings, world), settings.monitoring), "world": world}
        said = _last_said(state)
        today = _today_said(state, said)  # "we're on day 3 and my flight today was cancelled": the days before are lived
        swap = asks_swap(said) or swap_unnamed(said)  # "swap the hotel on night 2": the traveller's change, not a stay gone
        try:
            out = repair(start, disruption, settings, today=today) if today else repair(start, disruption, settings)
        except GraphBubbleUp:
            raise
        except Exception as error:  # noqa: BLE001 - a failure becomes a reply; the thread keeps its plan
            return {"problems": [failure_message(error)]}
        report = out.get("repair")
        if report is None:  # e.g. "my flight on day 1 was cancelled" on a day that books no flight
            why = str(out.get("error") or "").removeprefix(f"cannot apply {disruption}: ")  # (the monitor's key is no word)
            return {"problems": [_not_booked(why) or plain(why or "I could not repair the plan around that")]}
        result = result_of(out)
        world = list(out.get("world") or [])
        swapped = world[-1].element.name if swap and world else None
        update = {"world": [change.model_dump(mode="json") for change in out.get("world") or []],
                  "cost_before": state.get("spent"),  # the reply says how the total moved, and for what it re-planned
                  "edit": True, "kept": report.level == "none", "changed_days": report.changed_days,
                  # "what did you change?" compares with the plan before it; "undo" brings it back after a swap only
                  **kept_versions(state, snapshot(state, repaired=swapped is None)),
                  "notes": [repair_note(report, swapped)], "problems": [], "missing": []}
        if result is None or not result.plan:  # no repair: the verdict (finalize's proven unsat) passes neither mode
            return {**update, "plan": None, "spent": None, "changed_days": None, "day_costs": None, "verdict": out["verdict"].for_chat()}
        verdict = result.verdict.for_chat(result.official, result.strict)
        sandbox = run_sandbox(settings, [RowChange.model_validate(c) for c in update["world"]])
        return {**update, "plan": result.plan, "verdict": verdict, "spent": result.verdict.total_cost,
                "day_costs": day_costs(spec, result.plan, sandbox)}

    return repair_trip



# How a repair went, as a travel assistant says it (the report's own ``explanation`` is the planner's log line).
_HOW = {"none": "your plan still works as it is", "days": "I re-planned {days}",
        "coordinator": "re-planning those days alone could not work, so I changed the route",
        "solver": "I planned the trip again around it"}


def repair_note(report: RepairReport, swapped: str | None = None) -> str:
    """What became unavailable (or, ``swapped``, the stay the traveller asked to replace), how the plan was repaired,
    and any day changed beyond those it hit, with why."""
    what = f"you asked for another stay than {swapped}" if swapped is not None else iso_in_words(report.reason)  # "on March 23, 2022"
    if report.status == "unsat" and report.certificate is not None:
        return plain(f"{what}; I found no way to repair the plan: {iso_in_words(report.certificate.message)}")
    affected = report.affected_days or report.changed_days
    note = f"{what}: " + _HOW[report.level].format(days=_days(affected))
    widened = report.widened
    if widened is not None and set(widened.days) - set(affected):
        note += f"; I also had to change {_days(sorted(set(widened.days) - set(affected)))}" + (
            f", because {widened.why}" if widened.why else "")
    return plain(note)


def _in_turn(first: dict[str, Any], later: dict[str, Any]) -> dict[str, Any]:
    """Two repairs of one message as one turn: the later's plan, both notes, the days either changed, and what the plan
    cost and was before the first (what "what did you change?" compares with)."""
    changed = sorted(set(first.get("changed_days") or []) | set(later.get("changed_days") or []))
    return {**later, "cost_before": first.get("cost_before"), "previous": first.get("previous"),
            "earlier": first.get("earlier") or [],
            "notes": [*first.get("notes", []), *later.get("notes", [])], "changed_days": changed,
            "kept": bool(first.get("kept") and later.get("kept"))}


_NO_SUCH = lazy_compile(r"day (\d+) books no such (\w+)(?: \((.*)\))?")
_THING = {"accommodation": "stay", "attraction": "sight", "restaurant": "meal at a restaurant"}


def _not_booked(error: str | None) -> str | None:
    """A disruption of something the plan does not book on that day, in a traveller's words (never the monitor's keys,
    "'day2': day 2 books no such flight"): what the day has none of, and that nothing changed."""
    found = _NO_SUCH.search(error or "")
    if found is None:
        return None
    day, kind, why = found.groups()
    thing = _THING.get(kind, kind)
    because = f" ({why})" if why else ""
    return f"day {day} of your plan has no {thing} booked{because}, so there is nothing to repair: nothing changed"


def _days(days: list[int]) -> str:
    return ("day " if len(days) == 1 else "days ") + ", ".join(map(str, days)) if days else "the affected days"


def _favouring(settings: PlannerSettings, state: ChatState) -> PlannerSettings:
    """The settings with the part of the trip the thread asked to favour ("nicer hotels" earlier: a lost stay is replaced
    by the best-rated one the budget allows, not the cheapest); "make it cheaper" is the objective already."""
    wish = standing_wish(state)
    return with_settings(settings, quality_focus=wish) if wish is not None and wish != "cheapest" else settings


def _last_said(state: ChatState) -> str:
    """The traveller's last message (the one this repair answers)."""
    said = next((m for m in reversed(state.get("messages") or []) if getattr(m, "type", "") == "human"), None)
    return str(said.content) if said is not None else ""


def _today_said(state: ChatState, said: str) -> int | None:
    """The trip's current day the traveller's last message states (``monitor.phrases.read_today``), or else the one an
    earlier message stated (``undated.today_of``: "we're on day 2 now", then "the hotel cancelled on us"), if a day of
    the trip."""
    today = read_today(said)
    if today is None:
        return today_of(state)
    return today if 1 <= today <= len(state.get("plan") or []) else None


def _thread_of(config: RunnableConfig) -> str | None:
    return (config.get("configurable") or {}).get("thread_id")
