"""The LLM coordinator: compare candidate cities with the search tools, then choose the route.

Its ``distribute_task`` takes what the paper's coordinator decides, the
cities in visiting order and one transport mode; the allocation (day roles,
legs, stays, meal slots, budget hints) is built from that decision by
``route_tasks``. The city names are offered as a JSON-schema enum, so a
server with constrained decoding cannot produce an unknown city; a server
without it gets an error observation naming the valid ones.
"""

from __future__ import annotations

from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.tools import StructuredTool
from langchain_core.utils.function_calling import convert_to_openai_tool
from pydantic import BaseModel, Field

from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.planning.policies.allocation import candidate_cities, route_tasks
from himap_travel.planning.policies.errors import ModelRequestRejected
from himap_travel.planning.policies.llm.agent import ToolAgent
from himap_travel.planning.policies.llm.places import match_name, suggestions
from himap_travel.planning.policies.llm.prompts import coordinator_request, coordinator_system
from himap_travel.planning.policies.llm.settings import LLMSettings
from himap_travel.state.plan import Allocation, Feedback, PlanningError
from himap_travel.state.trip import TransportMode, TripSpec, banned_modes
from himap_travel.tools.coordinator_tools import check_allocation
from himap_travel.tools.toolbox import ToolBox, ToolCapReached

SEARCHES = ("city_search", "flight_search", "distance_search", "accommodation_search")


class RouteArgs(BaseModel):
    visiting_cities: list[str] = Field(description="the destination cities in visiting order, as city_search lists them")
    transportation: TransportMode = Field(description="one inter-city mode for the whole trip")


class RouteDecision(BaseModel):
    allocation: Allocation | None = None
    error: str | None = None


def route_tool(spec: TripSpec, candidates: list[str]) -> StructuredTool:
    """``distribute_task`` over city names, for this request."""

    def distribute_task(visiting_cities: list[str], transportation: TransportMode) -> tuple[str, RouteDecision]:
        cities, problems = _resolve(visiting_cities, candidates, spec)
        if transportation in banned_modes(spec.local_constraint.transportation):
            problems.append(f"the traveller asked for {spec.local_constraint.transportation}: choose another mode")
        if not problems:
            allocation = route_tasks(spec, cities, transportation, rationale=f"LLM coordinator: {' → '.join(cities)} by {transportation}")
            problems = check_allocation(allocation, spec.budget)
        if problems:
            return "Error: " + "; ".join(problems), RouteDecision(error="; ".join(problems))
        return _announce(spec, allocation), RouteDecision(allocation=allocation)

    return StructuredTool.from_function(
        distribute_task,
        name="distribute_task",
        description="Create the day executors' tasks for visiting these cities in order, with one transport mode.",
        args_schema=RouteArgs,
        response_format="content_and_artifact",
    )


def route_schema(tool: StructuredTool, spec: TripSpec, candidates: list[str]) -> dict[str, Any]:
    """The tool's schema with the cities as an enum and the exact count (for constrained decoding)."""
    schema = convert_to_openai_tool(tool)
    cities = schema["function"]["parameters"]["properties"]["visiting_cities"]
    cities["items"] = {"type": "string", "enum": candidates}
    cities["minItems"] = cities["maxItems"] = spec.visiting_city_number
    return schema


class LLMCoordinator:
    """Strategic level of the LLM policy."""

    def __init__(self, model: BaseChatModel, settings: LLMSettings, sandbox: Sandbox) -> None:
        self.model, self.settings, self.sandbox = model, settings, sandbox

    def allocate(self, spec: TripSpec, feedback: list[Feedback], tools: ToolBox) -> Allocation:
        candidates = candidate_cities(spec, tools)
        if len(candidates) < spec.visiting_city_number:
            raise PlanningError(f"{spec.dest} has {len(candidates)} cities to visit; the request needs {spec.visiting_city_number}")
        distribute = route_tool(spec, candidates)
        tools.add(distribute)
        tools.max_calls = tools.max_calls or self.settings.coordinator_tool_cap
        specs = [convert_to_openai_tool(tools.tools[name]) for name in SEARCHES if name in tools.tools]
        agent = ToolAgent(self.model, [*specs, route_schema(distribute, spec, candidates)], self.settings, final_tool="distribute_task")

        def accept(name: str, args: dict[str, Any], result: object) -> Allocation | None:
            return result.allocation if isinstance(result, RouteDecision) else None

        try:
            allocation: Allocation = agent.run(coordinator_system(spec, candidates, feedback), coordinator_request(spec), tools,
                                               accept)
            return allocation
        except ToolCapReached as error:
            raise PlanningError(f"the coordinator made no valid allocation: {error}") from error
        except ModelRequestRejected as error:
            raise PlanningError(f"the coordinator could not be asked: {error}") from error


def _resolve(names: list[str], candidates: list[str], spec: TripSpec) -> tuple[list[str], list[str]]:
    cities, problems = [], []
    for name in names:
        city = match_name(name, candidates)
        if city is None:
            near = suggestions(name, candidates)
            problems.append(f"'{name}' is not a city you may visit" + (f" (did you mean {', '.join(near)}?)" if near else ""))
        elif city in cities:
            problems.append(f"{city} is listed twice")
        else:
            cities.append(city)
    if len(names) != spec.visiting_city_number:
        problems.append(f"give exactly {spec.visiting_city_number} cities, got {len(names)}")
    return cities, problems


def _announce(spec: TripSpec, allocation: Allocation) -> str:
    lines = [
        f"OK: tasks created. TOTAL TRIP BUDGET ${spec.budget:,.0f}, shared by all {spec.days} days.",
        f"Transport mode for every leg: {allocation.transport.upper()}.",
    ]
    lines += [f"Day {t.day} ({t.role.upper()}) {t.date}: {t.current_city}, {t.people} people" for t in allocation.tasks]
    return "\n".join(lines)
