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
conversation's ``messages`` stream; what it has done so far does, as a
progress message that is streamed and never stored (``progress``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from itertools import zip_longest
from typing import Any, cast

from langchain_core.runnables import RunnableConfig
from langgraph.errors import GraphBubbleUp
from langgraph.runtime import Runtime
from pydantic import ValidationError

from himap_travel.domain.constraints import named
from himap_travel.domain.evaluation.judge import judge_plan, plan_day_costs
from himap_travel.domain.evaluation.quality import QualityError, trip_quality
from himap_travel.nodes.chat.cut_floor import refused
from himap_travel.nodes.chat.favoured import favoured_now
from himap_travel.nodes.chat.favoured_kept import not_improved
from himap_travel.nodes.chat.given_up import given_up
from himap_travel.nodes.chat.progress import plan_with_progress
from himap_travel.nodes.chat.snapshot import kept_versions, snapshot
from himap_travel.nodes.chat.thread_cache import thread_settings
from himap_travel.nodes.chat.why_not import explained, why_no_plan
from himap_travel.nodes.chat.wishes import PLANNED_WITHOUT, planned_without
from himap_travel.planning.policies.errors import ModelServerError
from himap_travel.planning.runtime.names import ObjectiveName
from himap_travel.planning.runtime.resources import given_objects, provide, run_sandbox, settings_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.chat_state import ChatState
from himap_travel.state.graph_state import result_of
from himap_travel.state.plan import ChatVerdict, Verdict
from himap_travel.state.trip import TripSpec


def changed_days(before: list[dict[str, Any]] | None, after: list[dict[str, Any]]) -> list[int] | None:
    """The days (1-based) whose plan differs; None when there is no previous plan to compare with."""
    if not before:
        return None
    return [i for i, (a, b) in enumerate(zip_longest(before, after), 1) if a != b and i <= len(after)]


def make_plan_trip(planner: Any, objective: ObjectiveName | None = "best") -> Callable[..., dict[str, Any]]:
    """The node, running ``planner`` (the compiled planning graph).

    ``objective``: what the chat plans for unless the thread asked otherwise ("make it cheaper" keeps the thread
    on the cheapest plans, "nicer hotels" on the best): "best" serves a traveller; None follows the run context's
    ``objective`` (``flex run`` replays with the benchmark's "cheapest" so its figures stay comparable).
    """

    def plan_trip(state: ChatState, runtime: Runtime[PlannerSettings], config: RunnableConfig) -> dict[str, Any]:
        thread = (config.get("configurable") or {}).get("thread_id")
        opening = favoured_now(state)  # "the nicest hotels" said with the request: planned as "nicer hotels" is
        state = cast(ChatState, {**state, **opening})
        wish = new_trip_wish(state)
        current = cast(ChatState, {**state, **wish})
        settings = for_preference(chat_settings(thread_settings(settings_of(runtime), thread), current, objective),
                                  state.get("preference") or standing_wish(current))
        world = list(state.get("world") or [])  # the thread's disruptions: every plan of it is made in the world they left
        draft = state.get("draft") or {}
        try:
            spec = TripSpec.from_trip(draft)
        except ValidationError as error:
            return {"problems": [_said_plainly(e) for e in error.errors(include_url=False)]}
        trip = spec.as_trip()
        done = {"trip": trip, "draft": None, "missing": [], "problems": [], "no_plan": None,
                **kept_versions(state, snapshot(state), new_trip=not state.get("edit")),
                PLANNED_WITHOUT: planned_without(state), **wish, **opening}  # a wish planned without stays listed in later turns
        if _already_met(state):  # "later flights" on a plan with no early departures: nothing to re-plan
            preference = state.get("preference")
            assert preference is not None, "a wish already met is a preference"
            return {"preference": None, "answer": _ALREADY_MET[preference], "objective": state.get("objective")}
        previous = state.get("plan") if state.get("edit") else None
        sandbox = run_sandbox(settings, world)
        kept = None if state.get("preference") else _keep(spec, previous, sandbox)
        if kept is not None:
            assert previous is not None, "_keep keeps only a previous plan"
            # (a plan the message changed itself, one meal replaced: ``meal_swap``, its days named as changed)
            moved = changed_days((done.get("previous") or {}).get("plan"), previous) or []
            return {**done, "plan": previous, "verdict": kept[0], "kept": not moved, "changed_days": moved, "spent": kept[1],
                    "cost_before": state.get("spent"),  # fewer people pay less for the same days: the reply says so
                    "day_costs": day_costs(spec, previous, sandbox)}
        try:
            out = plan_with_progress(planner, {"spec": spec, "world": world}, context=settings, days=spec.days)
        except GraphBubbleUp:
            raise
        except Exception as error:  # noqa: BLE001 - any failure becomes a reply; the thread keeps its trip and plan
            return {"problems": [failure_message(error)], "preference": None}
        result, judged = result_of(out), out.get("verdict")
        if result is None and judged is None:
            return {"problems": [out.get("error") or "the planner delivered no plan"]}
        if result is None or not result.plan:  # nothing could be assembled (e.g. no transport on these dates): say why
            failed = judged or (result.verdict if result is not None else None)
            assert failed is not None, "the planner delivered a verdict or a result (checked above)"
            # a verdict that carries the solver's proof is explained from it; else the solver is asked
            reason, offers = explained(spec, sandbox, failed.certificate) if failed.certificate else \
                why_no_plan(spec, sandbox)
            return {**done, "plan": None, "verdict": failed.for_chat(), "kept": False, "changed_days": None,
                    "spent": None, "day_costs": None, "quality": None,  # never the plan before's quality
                    "no_plan": {"reason": reason, "offers": offers}}
        total = result.verdict.total_cost
        floor = refused(draft, total, spec.budget, state.get("spent")) if state.get("edit") and total is not None \
            else None
        if floor is not None:  # a cost cut below the cheapest plan: the budget and plan kept, the cheapest said
            return floor
        quality = _quality(spec, result.plan, sandbox)
        if state.get("preference") and previous:  # the asked part no better: the plan kept, and said so
            before = _quality(spec, previous, sandbox)
            # ... and "make it cheaper" on a plan that already costs the least: another plan at the same cost would
            # change the days for nothing (and give up sights or ratings), so the plan before stays
            spent = state.get("spent")
            no_cheaper = (state.get("preference") == "cheapest" and spent is not None and total is not None
                          and total >= spent - 0.005)
            same = not_improved(state.get("preference"), before, quality) is not None or no_cheaper
            # (only while it keeps the trip as it now is: "not that hotel and stay somewhere nicer" changed the rules,
            # so the plan before, with that hotel in it, is no plan of this trip however its stays are rated)
            if same and (trip == state.get("trip") or _keep(spec, previous, sandbox) is not None):
                return {**done, "plan": previous, "verdict": state.get("verdict"), "kept": True, "changed_days": [],
                        "spent": state.get("spent"), "day_costs": state.get("day_costs"), "cost_before": state.get("spent"),
                        "quality": before, "quality_before": before, "given_up": []}
        verdict = result.verdict.for_chat(result.official, result.strict)
        return {**done, "plan": result.plan, "verdict": verdict, "kept": False, "day_costs": day_costs(spec, result.plan, sandbox),
                "changed_days": changed_days(previous, result.plan), "spent": result.verdict.total_cost,
                "cost_before": state.get("cost_before") if state.get("preference") else state.get("spent") if previous else None,
                "quality": quality,
                "quality_before": _quality(spec, previous, sandbox) if state.get("preference") else None,
                "given_up": given_up(previous, result.plan, trip, sandbox, state.get("trip")) if previous else []}

    return plan_trip


# A quality wish the plan already meets is not re-planned for (the re-plan moved days, the route and the cost).
_ALREADY_MET = {"humane_hours": "Your plan has no departures before 07:00 already, so I left it as it is."}


def _already_met(state: ChatState) -> bool:
    preference, quality = state.get("preference"), state.get("quality") or {}
    return preference == "humane_hours" and quality.get("early_departures") == 0


def new_trip_wish(state: ChatState) -> dict[str, Any]:
    """For a new trip (not an edit of the current one, nor a preference), the thread's standing wish cleared: "make
    it cheaper" and "nicer hotels" were said about the trip they re-planned, and a new trip is planned as in a new
    thread (docs/chat-preferences.md; the reply says the wish was left with the previous trip, and "undo" brings both
    back). Empty for an edit: the wish holds for the trip it was said about."""
    if state.get("edit") or state.get("preference"):
        return {}
    return {"objective": None, "focus": None}


def chat_settings(settings: PlannerSettings, state: ChatState, objective: ObjectiveName | None) -> PlannerSettings:
    """The run's settings with the objective the chat plans and repairs for: the thread's wish ("make it cheaper"), else
    the run's setting (Studio's form, ``HIMAP_OBJECTIVE``), else the chat graph's default (None: the planner's)."""
    chosen = state.get("objective") or settings.objective or objective
    return with_settings(settings, objective=chosen) if chosen is not None and chosen != settings.objective else settings


def standing_wish(state: ChatState) -> str | None:
    """The thread's wish that later turns keep planning for, until the user says otherwise: "cheapest" after "make it
    cheaper", the quality part after "nicer hotels" ("hotels": the best trip with the stays counted twice). Its exact
    meaning is the solver's (the expert's "cheapest" is a heuristic: an edit said after "make it cheaper" once cost
    $324 more than the cheapest plan keeping it; after "nicer hotels" the expert ignored the hotels), so a later
    re-plan uses the same settings as the preference did."""
    if state.get("objective") == "cheapest":
        return "cheapest"
    return state.get("focus") if state.get("objective") == "best" else None


def for_preference(settings: PlannerSettings, preference: str | None) -> PlannerSettings:
    """The settings a preference re-plans with, both the exact solver's: "cheapest" minimizes the total cost; a quality
    part ("hotels", ...) maximizes the trip's quality within the budget with that part counted twice."""
    if not preference:
        return settings
    if preference == "cheapest":
        return with_settings(settings, policy="solver", objective="cheapest")
    return with_settings(settings, policy="solver", objective="best", quality_focus=None if preference == "overall" else preference)


def with_settings(settings: PlannerSettings, **changes: Any) -> PlannerSettings:
    """``settings`` with ``changes``, the live objects given to it kept (a given policy object only if the policy stays)."""
    kept = {name: value for name, value in given_objects(settings).items() if name != "policy" or "policy" not in changes}
    return provide(PlannerSettings(**{**settings.values(), **changes}), **kept)


def _quality(spec: TripSpec, plan: list[dict[str, Any]] | None, sandbox: Any) -> dict[str, Any] | None:
    """The plan's quality parts (``evaluation.quality``), for the reply to say what a preference changed."""
    if not plan:
        return None
    try:
        return trip_quality(spec, plan, sandbox).model_dump()
    except QualityError:  # a plan too odd to score: the reply says nothing of its quality
        return None


def day_costs(spec: TripSpec, plan: list[dict[str, Any]], sandbox: Any) -> list[float]:
    """Each day's cost as the budget check counts it (the reply's day lines, the answers to "how much is day 2?")."""
    costs = plan_day_costs(spec, plan, sandbox)
    return [round(costs[number], 2) for number in sorted(costs)]


def failure_message(error: Exception) -> str:
    """What went wrong, for the traveller: the model server's failure in its own words, anything else as ours."""
    if isinstance(error, ModelServerError):
        return (f"the planning model could not be reached ({error}). Your trip is as it was: try again in a minute, "
                "or plan without a model (the 'expert' policy)")
    logging.getLogger(__name__).exception("the chat's planning failed")
    return (f"something went wrong on my side while planning ({type(error).__name__}). Your trip is as it was: "
            "please try again")


def _keep(spec: TripSpec, previous: list[dict[str, Any]] | None, sandbox: Any) -> tuple[ChatVerdict, float | None] | None:
    """The previous plan's verdict and cost under the edited request, if it still passes (else None)."""
    if not previous or len(previous) != spec.days:
        return None
    # valid as the checker judges a plan: a city trip of more than 3 days fails only the official state rule (a plan
    # edited in place, a meal or a day's meals, is kept on such a trip as on any other)
    judged, official, strict = judge_plan(spec, previous, sandbox)
    if judged.status != "valid":
        return None
    kept = Verdict(status="valid", official_pass=official.final_pass, strict_pass=True, total_cost=strict.total_cost)
    return kept.for_chat(official, strict), kept.total_cost


def _said_plainly(error: Any) -> str:
    """A field the request cannot hold, named by its words ("sights to avoid: 31 named, at most 20 can be kept"), never
    by its path in the model ("local_constraint.avoid sights: List should have at most 20 items")."""
    where = str(error["loc"][-1]) if error["loc"] else "trip"
    try:
        label = named(where).label
    except KeyError:
        label = where.replace("_", " ")
    context = error.get("ctx") or {}
    if error["type"] == "too_long" and "max_length" in context:
        return f"{label}: {context.get('actual_length', 'too many')} named, at most {context['max_length']} can be kept"
    if where == "trip" and error["type"] == "value_error":  # a rule of the whole trip says itself ("no sights on day 3: ...")
        return str(error["msg"]).removeprefix("Value error, ")
    return f"{label}: {error['msg'].removeprefix('Value error, ')}"
