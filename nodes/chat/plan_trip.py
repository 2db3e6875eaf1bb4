"""plan_trip: the plan for the current request - the previous one kept if it still passes, else the planner's.

"Kept" means: after an edit, the previous plan is scored under the edited
request with the checker's rule (both the official and the strict
evaluation pass); if it passes it is delivered as is and no day changes.
Otherwise the planner runs again from scratch on the edited request (a new Σ
for the new constraints), reusing the thread's searches, and the reply lists
the days whose plan differs from the previous one.

The planner is the compiled planning graph, invoked here as a subgraph; it
is given by ``graphs/chat.py`` (nodes do not import graphs). It runs without
checkpoints of its own (its traces and Σ's log would bloat the chat thread)
and tagged ``nostream``, so its internal model calls never reach the
conversation's ``messages`` stream.
"""

from __future__ import annotations

from itertools import zip_longest
from typing import Any, Callable

from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime
from pydantic import ValidationError

from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.nodes.chat.thread_cache import thread_settings
from himap_travel.planning.runtime.resources import run_sandbox, settings_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.chat_state import TRIP_FIELDS, ChatState, ChatVerdict
from himap_travel.state.plan import Verdict
from himap_travel.state.trip import TripSpec


def changed_days(before: list[dict] | None, after: list[dict]) -> list[int] | None:
    """The days (1-based) whose plan differs; None when there is no previous plan to compare with."""
    if not before:
        return None
    return [i for i, (a, b) in enumerate(zip_longest(before, after), 1) if a != b and i <= len(after)]


def make_plan_trip(planner: Any) -> Callable[..., dict]:
    """The node, running ``planner`` (the compiled planning graph)."""

    def plan_trip(state: ChatState, runtime: Runtime[PlannerSettings], config: RunnableConfig) -> dict:
        thread = (config.get("configurable") or {}).get("thread_id")
        settings = thread_settings(settings_of(runtime), thread)
        world = list(state.get("world") or [])  # the thread's disruptions: every plan of it is made in the world they left
        draft = state.get("draft") or {}
        try:
            spec = TripSpec.model_validate({name: draft.get(name) for name in TRIP_FIELDS})
        except ValidationError as error:
            problems = [f"{'.'.join(map(str, e['loc'])) or 'trip'}: {e['msg']}" for e in error.errors(include_url=False)]
            return {"problems": problems}
        trip = {name: spec.as_row()[name] for name in TRIP_FIELDS}
        done = {"trip": trip, "draft": None, "missing": [], "problems": []}
        previous = state.get("plan") if state.get("edit") else None
        kept = _keep(spec, previous, run_sandbox(settings, world))
        if kept is not None:
            return {**done, "plan": previous, "verdict": kept[0], "kept": True, "changed_days": [], "spent": kept[1]}
        out = planner.invoke({"spec": spec, "world": world}, config={"tags": ["nostream"]}, context=settings)
        result, judged = out.get("result"), out.get("verdict")
        if result is None and judged is None:
            return {"problems": [out.get("error") or "the planner delivered no plan"]}
        if result is None:  # nothing could be assembled at all (e.g. no transport on these dates): no plan, the verdict says why
            return {**done, "plan": None, "verdict": judged.for_chat(), "kept": False, "changed_days": None, "spent": None}
        verdict = result.verdict.for_chat(result.official, result.strict)
        return {**done, "plan": result.plan, "verdict": verdict, "kept": False,
                "changed_days": changed_days(previous, result.plan), "spent": result.verdict.total_cost}

    return plan_trip


def _keep(spec: TripSpec, previous: list[dict] | None, sandbox: Any) -> tuple[ChatVerdict, float | None] | None:
    """The previous plan's verdict and cost under the edited request, if it still passes (else None)."""
    if not previous or len(previous) != spec.days:
        return None
    official = evaluate_plan(spec, previous, sandbox, mode="official")
    strict = evaluate_plan(spec, previous, sandbox, mode="strict")
    if not (official.final_pass and strict.final_pass):
        return None
    kept = Verdict(status="valid", official_pass=True, strict_pass=True, total_cost=strict.total_cost)
    return kept.for_chat(official, strict), kept.total_cost
