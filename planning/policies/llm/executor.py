"""The LLM day executor: one day through the search tools, ``cost_enquiry`` and ``finish``.

The day ends when Σ accepts ``finish``, when the model calls
``report_infeasible``, or when the cap runs out; the last two give the
coordinator a typed infeasibility (``status``, ``deficit``,
``violation_type``) to bargain with.
"""

from __future__ import annotations

from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.utils.function_calling import convert_to_openai_tool

from himap_travel.domain.evaluation import DayCost
from himap_travel.planning.policies.errors import ModelRequestRejected
from himap_travel.planning.policies.llm.agent import ToolAgent
from himap_travel.planning.policies.llm.prompts import day_executor_request, day_executor_system
from himap_travel.planning.policies.llm.settings import LLMSettings
from himap_travel.state.plan import DayOutcome, DayPlan, DayTask, Infeasibility
from himap_travel.state.sigma import CommitDay, Sigma
from himap_travel.tools.day_tools import FinishResult
from himap_travel.tools.toolbox import ToolBox, ToolCapReached


class DayEpisode:
    """What one day executor has learned so far, and how its episode ends."""

    def __init__(self, task: DayTask, sigma: Sigma, tools: ToolBox, iteration: int, attempt: int) -> None:
        self.task, self.sigma, self.tools = task, sigma, tools
        self.iteration, self.attempt = iteration, attempt
        self.cheapest: float | None = None  # the cheapest complete day priced so far
        self.budget_refusals = 0

    def handle(self, name: str, args: dict[str, Any], result: Any) -> DayOutcome | None:
        if isinstance(result, DayCost):
            self.cheapest = result.total if self.cheapest is None else min(self.cheapest, result.total)
        if isinstance(result, Infeasibility):
            return self.outcome(infeasible=result)
        if isinstance(result, FinishResult):
            if result.accepted and result.commit is not None:
                return self.outcome(plan=result.plan, cost=result.cost, commit=result.commit)
            self.cheapest = result.cost if self.cheapest is None else min(self.cheapest, result.cost)
            if result.rejection is not None and result.rejection.code == "BUDGET_EXCEEDED":
                self.budget_refusals += 1
        return None

    def give_up(self, violation_type: str, reason: str) -> DayOutcome:
        """The typed report when the model could not finish the day."""
        deficit = max(0.0, self.cheapest - self.sigma.remaining) if self.cheapest is not None and self.sigma.budget_total else 0.0
        if self.budget_refusals and violation_type == "time":
            violation_type, reason = "budget", f"{reason}; Σ refused the day's cost {self.budget_refusals} time(s)"
        report = Infeasibility(day=self.task.day, deficit=round(deficit, 2), violation_type=violation_type, reason=reason)
        return self.outcome(infeasible=report)

    def outcome(self, plan: DayPlan | None = None, cost: float = 0.0, commit: CommitDay | None = None,
                infeasible: Infeasibility | None = None) -> DayOutcome:
        return DayOutcome.of(self.task, self.iteration, self.attempt, len(self.tools.trace),
                             plan=plan, cost=cost, commit=commit, infeasible=infeasible)


class LLMExecutor:
    """Tactical level of the LLM policy."""

    def __init__(self, model: BaseChatModel, settings: LLMSettings) -> None:
        self.model, self.settings = model, settings

    def plan_day(self, task: DayTask, sigma: Sigma, avoid: set[str], tools: ToolBox, iteration: int, attempt: int,
                 note: str = "") -> DayOutcome:
        episode = DayEpisode(task, sigma, tools, iteration, attempt)
        agent = ToolAgent(self.model, [convert_to_openai_tool(t) for t in tools.tools.values()], self.settings, final_tool="finish")
        try:
            outcome: DayOutcome = agent.run(day_executor_system(task, sigma, avoid), day_executor_request(task, note), tools,
                                            episode.handle)
            return outcome
        except ToolCapReached:
            return episode.give_up("time", f"used all {tools.max_calls} tool calls without a day Σ accepted")
        except ModelRequestRejected as error:
            return episode.give_up("time", str(error))
