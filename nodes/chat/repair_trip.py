"""repair_trip: a disruption the traveller reports ("my flight on day 1 was cancelled"), repaired by the run-time monitor.

The chat thread keeps the trip and its plan, not the planner's whole state,
so the state a repair starts from is rebuilt from them
(``monitor.ledger.delivered_state``); the thread's earlier disruptions
(``world``) stay in force, so a second one is repaired in the world the
first left. The repair itself is the repair graph (``graphs.replan.replan_state``,
given by ``graphs/chat.py``: nodes do not import graphs): only the affected
days are re-planned, and the reply lists the days that changed and why.
"""

from __future__ import annotations

from typing import Callable

from langgraph.runtime import Runtime

from monitor.ledger import delivered_state
from nodes.chat.plan_trip import chat_verdict, failed_checks
from nodes.chat.thread_cache import thread_settings
from runtime.resources import resources_of, settings_of
from runtime.settings import PlannerSettings
from state.chat_state import ChatState
from state.trip import TripSpec
from tools.unavailable import RowChange


def make_repair_trip(repair: Callable[..., dict]) -> Callable[..., dict]:
    """The node, running ``repair(state, disruption, settings)`` (``graphs.replan.replan_state``)."""

    def repair_trip(state: ChatState, runtime: Runtime[PlannerSettings]) -> dict:
        # A copy of the settings (the disrupted world stays this run's) with a search cache of its own: the
        # thread's cache holds searches of the world before this disruption, which the repair must not see.
        settings = thread_settings(settings_of(runtime), None, state.get("world"))
        spec = TripSpec.model_validate(state["trip"])
        world = [RowChange.model_validate(change) for change in state.get("world") or []]
        start = {**delivered_state(spec, state["plan"], resources_of(settings).sandbox, settings.monitoring), "world": world}
        out = repair(start, state["disruption"], settings)
        report = out.get("repair")
        if report is None:
            return {"problems": [out.get("error") or f"could not repair {state['disruption']}"], "disruption": None}
        result = out.get("result")
        update = {"world": [change.model_dump(mode="json") for change in out.get("world") or []], "disruption": None,
                  "edit": True, "kept": report.level == "none", "changed_days": report.changed_days,
                  "notes": [report.explanation], "problems": [], "missing": []}
        if result is None or not result.plan:
            verdict = out["verdict"]
            return {**update, "plan": None, "spent": None, "changed_days": None,
                    "verdict": chat_verdict(verdict.status, False, False, [], verdict.failures, verdict.deficit)}
        verdict = chat_verdict(result.verdict.status, result.official.final_pass, result.strict.final_pass,
                               failed_checks(result.official, result.strict), result.verdict.failures, result.verdict.deficit)
        return {**update, "plan": result.plan, "verdict": verdict, "spent": result.verdict.total_cost}

    return repair_trip

