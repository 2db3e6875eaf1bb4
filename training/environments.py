"""The two environments GRPO rollouts act in: a day executor's and the coordinator's, on the real sandbox.

Both are built from the graph's own parts, so a rollout sees what the LLM
policy sees when it plans: the same role prompts (``nodes.policies.llm.prompts``),
the same tools through a capped ``ToolBox`` (searches, ``cost_enquiry``,
``finish`` bound to the day's Σ snapshot, ``report_infeasible``; the
coordinator's searches and ``distribute_task``), the same error observations
for a malformed, unknown or missing call, and the same episode ends (Σ
accepts ``finish``, ``report_infeasible``, ``distribute_task`` accepts a
route, or the cap runs out). ``outcome()`` is what the reward functions
(``training.rewards``) read.

- ``DayEnvironment.reset(row)``: the row's day task, Σ snapshot, avoided venues
  and note. Its R_global is the trip with this day as planned and the row's
  other days as recorded.
- ``CoordinatorEnvironment.reset(row)``: the row's request and bargaining
  feedback. Its R_global plans the days of the allocation it makes with the
  expert executors (deterministic, model-free) and scores that trip.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from langchain_core.utils.function_calling import convert_to_openai_tool

from himap_travel.domain.evaluation.judge import judge_plan
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.planning.policies.allocation import candidate_cities
from himap_travel.planning.policies.expert import ExpertPolicy
from himap_travel.planning.policies.llm.agent import NO_CALL
from himap_travel.planning.policies.llm.coordinator import SEARCHES, RouteDecision, route_schema, route_tool
from himap_travel.planning.policies.llm.executor import DayEpisode
from himap_travel.planning.policies.llm.prompts import (
    coordinator_request,
    coordinator_system,
    day_executor_request,
    day_executor_system,
)
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.planning.runtime.toolboxes import coordinator_toolbox, executor_toolbox
from himap_travel.state.plan import Allocation, DayOutcome, DayPlan, DayTask, Feedback
from himap_travel.state.sigma import Sigma
from himap_travel.state.trip import TripSpec
from himap_travel.tools.toolbox import ToolBox, ToolCapReached
from himap_travel.training.rewards import violations_of

DEFAULT_TOOL_CAP = 15  # per day executor (the paper's)
DEFAULT_COORDINATOR_CAP = 12  # LLMSettings.coordinator_tool_cap


@dataclass(frozen=True)
class ParsedCall:
    """One tool call read from a model's reply; ``error`` when it could not be read."""

    name: str
    arguments: dict[str, Any]
    error: str | None = None


def plan_score(spec: TripSpec, plan: list[dict[str, Any]], sandbox: Sandbox) -> dict[str, Any]:
    """What R_global needs of a trip: valid (both modes), the strict checks, the strict cost, the budget."""
    verdict, _, strict = judge_plan(spec, plan, sandbox)
    checks = {**strict.commonsense, **(strict.hard or {})}
    return {"valid": verdict.status == "valid", "checks": checks, "cost": strict.total_cost, "budget": spec.budget,
            "official_pass": verdict.official_pass, "strict_pass": verdict.strict_pass}


def required_entries(task: DayTask) -> list[str]:
    """The fields a complete day of this task fills (the coordinator's meal slots, sights, stay, transport)."""
    fields = ["transportation"] if task.leg is not None else []
    fields += [meal.slot for meal in task.meals if meal.required]
    if task.attraction_city and task.attractions_required:
        fields.append("attraction")
    if task.role != "return":
        fields.append("accommodation")
    return fields


def empty_day(task: DayTask) -> dict[str, Any]:
    return DayPlan(day=task.day, current_city=task.current_city).to_submission()


class _Episode:
    """The shared part: a capped ToolBox, its schemas, and stepping through a reply's calls."""

    tools: ToolBox
    specs: list[dict[str, Any]]
    done: bool
    errors: int

    def _begin(self, tools: ToolBox, specs: list[dict[str, Any]]) -> None:
        self.tools, self.specs, self.done, self.errors = tools, specs, False, 0

    def step(self, calls: list[ParsedCall]) -> list[str]:
        """Run a reply's calls (as the LLM policy's tool loop does); the observations, one per call (or the no-call note)."""
        if self.done:
            raise RuntimeError("the episode has ended; reset first")
        observations: list[str] = []
        try:
            if not calls:
                self.tools.reject("(no tool call)", {}, NO_CALL)
                self.errors += 1
                return [NO_CALL]
            for call in calls:
                if call.error is not None:
                    text = f"Error: could not parse your call to {call.name or 'a tool'}: {call.error}."
                    self.tools.reject(call.name or "(unparsable)", {"raw": str(call.arguments)[:500]}, text)
                    self.errors += 1
                    observations.append(text)
                    continue
                start = len(self.tools.trace)
                result = self.tools.call_many([(call.name, call.arguments)])[0]
                record = self.tools.trace[start]
                self.errors += not record.ok
                observations.append(record.observation)
                if self._handle(call.name, call.arguments, result):
                    self.done = True
                    break
        except ToolCapReached:
            self.done = True
            self._cap_reached()
        if self.tools.calls_left is not None and self.tools.calls_left <= 0:
            self.done = True
            self._cap_reached()
        return observations

    def _handle(self, name: str, arguments: dict[str, Any], result: Any) -> bool:
        raise NotImplementedError

    def _cap_reached(self) -> None:
        """The cap ended the episode without a decision."""


class DayEnvironment(_Episode):
    """A day executor's episode, reset from an exported row (task, Σ snapshot, avoided venues, note, the other days)."""

    def __init__(self, sandbox: Sandbox, tool_cap: int = DEFAULT_TOOL_CAP) -> None:
        self.sandbox, self.tool_cap = sandbox, tool_cap
        self.settings = provide(PlannerSettings(tool_cap=tool_cap), sandbox=sandbox)

    def reset(self, row: dict[str, Any]) -> list[dict[str, Any]]:
        """Start the row's day; returns the prompt (system and user messages)."""
        self.spec = TripSpec.model_validate_json(row["trip"])
        self.task = DayTask.model_validate_json(row["task"])
        self.sigma = Sigma.model_validate(json.loads(row["sigma"]))
        self.plan = json.loads(row["plan"])  # the iteration's days as recorded (this one is replaced)
        avoid = set(row.get("avoid") or [])
        tools = executor_toolbox(self.settings, self.task, self.sigma, key=f"rollout:{self.task.day}")
        self._begin(tools, [convert_to_openai_tool(tool) for tool in tools.tools.values()])
        self.episode = DayEpisode(self.task, self.sigma, tools, row.get("iteration", 1), row.get("attempt", 1))
        self.result: DayOutcome | None = None
        return [{"role": "system", "content": day_executor_system(self.task, self.sigma, avoid)},
                {"role": "user", "content": day_executor_request(self.task, row.get("note") or "")}]

    def _handle(self, name: str, arguments: dict[str, Any], result: Any) -> bool:
        self.result = self.episode.handle(name, arguments, result)
        return self.result is not None

    def _cap_reached(self) -> None:
        if self.result is None:
            self.result = self.episode.give_up("time", f"used all {self.tool_cap} tool calls without a day Σ accepted")

    def outcome(self) -> dict[str, Any]:
        """The reward inputs of the episode so far (an unfinished one counts as ending here)."""
        result = self.result or self.episode.give_up("time", "the episode ended without a decision")
        accepted = result.commit is not None
        day = result.plan.to_submission() if accepted else empty_day(self.task)
        plan = [day if item.get("days") == self.task.day else item for item in self.plan]
        required = required_entries(self.task)
        records = self.tools.trace
        return {
            "role": self.task.role,
            **plan_score(self.spec, plan, self.sandbox),
            "accepted": accepted,
            "filled": sum(1 for field in required if accepted and day.get(field, "-") not in ("-", "", None)),
            "required": len(required),
            "violations": violations_of(sum(1 for r in records if r.name == "finish" and r.observation.startswith("REJECTED")),
                                        self.errors, any(r.name == "report_infeasible" and r.ok for r in records)),
            "tool_calls": len(records),
        }


class _Allocated(ExpertPolicy):
    """The expert, with the coordinator's decision already made (a rollout's allocation)."""

    name = "expert"

    def __init__(self, allocation: Allocation) -> None:
        super().__init__()
        self.allocation = allocation

    def allocate(self, spec: TripSpec, feedback: list[Feedback], tools: ToolBox, objective: str = "cheapest") -> Allocation:
        return self.allocation  # made already: no objective changes it


class CoordinatorEnvironment(_Episode):
    """The coordinator's episode, reset from an exported row (the request and the bargaining feedback)."""

    def __init__(self, sandbox: Sandbox, tool_cap: int = DEFAULT_COORDINATOR_CAP) -> None:
        self.sandbox, self.tool_cap = sandbox, tool_cap
        self.settings = provide(PlannerSettings(), sandbox=sandbox)

    def reset(self, row: dict[str, Any]) -> list[dict[str, Any]]:
        self.spec = TripSpec.model_validate_json(row["trip"])
        feedback = [Feedback.model_validate(item) for item in json.loads(row.get("feedback") or "[]")]
        tools = coordinator_toolbox(self.settings, "rollout:coordinator")
        candidates = candidate_cities(self.spec, tools)
        distribute = route_tool(self.spec, candidates)
        tools.add(distribute)
        tools.max_calls = self.tool_cap
        specs = [convert_to_openai_tool(tools.tools[name]) for name in SEARCHES if name in tools.tools]
        self._begin(tools, [*specs, route_schema(distribute, self.spec, candidates)])
        self.allocation: Allocation | None = None
        return [{"role": "system", "content": coordinator_system(self.spec, candidates, feedback)},
                {"role": "user", "content": coordinator_request(self.spec)}]

    def _handle(self, name: str, arguments: dict[str, Any], result: Any) -> bool:
        if isinstance(result, RouteDecision) and result.allocation is not None:
            self.allocation = result.allocation
            return True
        return False

    def outcome(self) -> dict[str, Any]:
        """R_global of the trip the expert executors plan from this allocation (none: the empty trip)."""
        sandbox = self.sandbox
        attempts = sum(1 for r in self.tools.trace if r.name == "distribute_task")
        if self.allocation is None:
            plan = [{"days": d, "current_city": self.spec.org, **dict.fromkeys(
                ("transportation", "breakfast", "attraction", "lunch", "dinner", "accommodation"), "-")}
                for d in range(1, self.spec.days + 1)]
            score = plan_score(self.spec, plan, sandbox)
        else:
            score = expert_days_score(self.spec, self.allocation, sandbox)
        return {"role": "coordinator", **score, "allocated": self.allocation is not None, "iterations": attempts,
                "tool_calls": len(self.tools.trace)}


def expert_days_score(spec: TripSpec, allocation: Allocation, sandbox: Sandbox) -> dict[str, Any]:
    """Plan the allocation's days with the expert executors (one iteration, no solver) and score the trip."""
    from himap_travel.execution.run import run_plan  # the graph imports the nodes; only a coordinator rollout needs it

    settings = provide(PlannerSettings(max_iterations=1, solver_fallback=False), sandbox=sandbox, policy=_Allocated(allocation))
    outcome = run_plan({"spec": spec}, settings)
    plan = outcome.result.plan if outcome.result is not None else []
    return plan_score(spec, plan, sandbox)
