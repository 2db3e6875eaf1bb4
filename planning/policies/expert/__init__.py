"""The expert policy: deterministic and model-free, the embedded default."""

from __future__ import annotations

from himap_travel.planning.policies.expert.coordinator import ExpertCoordinator
from himap_travel.planning.policies.expert.executor import ExpertExecutor
from himap_travel.state.plan import Allocation, DayOutcome, DayTask, Feedback
from himap_travel.state.sigma import Sigma
from himap_travel.state.trip import TripSpec, TripSpecError
from himap_travel.tools.toolbox import ToolBox


class ExpertPolicy:
    """Rules for every role; every decision goes through the tools."""

    name = "expert"
    plans_for_quality = True  # allocate takes the objective (``policies.base.allocate_for``)

    def __init__(self) -> None:
        self.coordinator = ExpertCoordinator()
        self.executor = ExpertExecutor()

    def extract(self, query: str, tools: ToolBox) -> TripSpec:
        result = tools.call("information_extractor", query=query)
        if result is None or result.spec is None:
            raise TripSpecError(result.error if result else "the query could not be parsed")
        spec: TripSpec = result.spec
        return spec

    def allocate(self, spec: TripSpec, feedback: list[Feedback], tools: ToolBox, objective: str = "cheapest") -> Allocation:
        return self.coordinator.allocate(spec, feedback, tools, objective)

    def plan_day(
        self, task: DayTask, sigma: Sigma, avoid: set[str], tools: ToolBox, iteration: int, attempt: int, note: str = ""
    ) -> DayOutcome:
        return self.executor.plan_day(task, sigma, avoid, tools, iteration, attempt)


__all__ = ["ExpertPolicy"]
