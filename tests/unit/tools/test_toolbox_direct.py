"""A toolbox calls a tool's function directly (issue 44): the same observation, artifact and verdict as
``tool.invoke``, without LangChain's per-call machinery; a tool that needs that machinery still gets it."""

from __future__ import annotations

from typing import Annotated, Any

import pytest
from langchain_core.runnables import RunnableConfig
from langchain_core.tools import BaseTool, InjectedToolArg, StructuredTool, ToolException
from pydantic import BaseModel

from himap_travel.domain.sandbox.index import load_sandbox
from himap_travel.state.plan import DayTask
from himap_travel.state.sigma import Sigma
from himap_travel.tools.coordinator_tools import build_coordinator_tools
from himap_travel.tools.day_tools import build_day_tools
from himap_travel.tools.search_tools import build_search_tools
from himap_travel.tools.toolbox import ToolBox, direct_call

DAY = {"current_city": "Charlotte", "breakfast": "-", "lunch": "-", "dinner": "-"}
CALLS: list[tuple[str, dict[str, Any]]] = [
    ("city_search", {"state": "Illinois"}),
    ("flight_search", {"origin": "St. Petersburg", "destination": "Rockford", "date": "2022-03-16"}),
    ("restaurant_search", {"city": "Jacksonville", "limit": 3}),
    ("accommodation_search", {"city": "Nowhere Town"}),  # an error result
    ("flight_search", {"origin": "Rockford"}),  # invalid arguments, validated by the search itself
    ("cost_enquiry", DAY),
    ("finish", DAY),
    ("finish", {"current_city": "Charlotte", "breakfast": "Nowhere Diner, Charlotte"}),  # an unknown venue
    ("finish", {"breakfast": "-"}),  # a required field missing: the schema's error
    ("finish", {**DAY, "pool": "yes"}),  # an extra field, forbidden by the schema
    ("report_infeasible", {"violation_type": "budget", "reason": "too dear"}),
    ("report_infeasible", {"violation_type": "weather", "reason": "rain"}),  # not a violation type
    ("information_extractor", {"query": "a trip"}),
    ("no_such_tool", {}),
]


@pytest.fixture(scope="module")
def tools() -> list[BaseTool]:
    sandbox = load_sandbox()
    task = DayTask(day=1, date="2022-03-01", role="stay", city="Charlotte", people=2, budget_total=900.0, budget_hint=300.0)
    return [*build_search_tools(sandbox), *build_day_tools(sandbox, task, Sigma()), *build_coordinator_tools(sandbox)]


def _through_invoke(box: ToolBox, name: str, args: dict[str, Any]) -> tuple[str, Any, bool]:
    """What the toolbox answered before: every call through ``tool.invoke``."""
    box._direct = dict.fromkeys(box._direct)  # noqa: SLF001 - the old path, for comparison
    return box._invoke(name, args)  # noqa: SLF001


@pytest.mark.parametrize(("name", "args"), CALLS, ids=[f"{i}-{name}" for i, (name, _) in enumerate(CALLS)])
def test_a_direct_call_answers_as_invoke_does(tools, name, args):
    direct = ToolBox(tools)
    assert all(direct._direct[tool.name] is not None for tool in tools)  # noqa: SLF001 - every tool of ours qualifies
    text, artifact, ok = direct._invoke(name, args)  # noqa: SLF001
    old_text, old_artifact, old_ok = _through_invoke(ToolBox(tools), name, args)
    assert (text, ok) == (old_text, old_ok)
    assert repr(artifact) == repr(old_artifact)


def test_the_toolbox_no_longer_runs_langchains_per_call_machinery(tools, monkeypatch):
    def refuse(*_: Any, **__: Any) -> Any:
        raise AssertionError("tool.invoke ran")

    monkeypatch.setattr(BaseTool, "run", refuse)
    box = ToolBox(tools)
    assert box.call("cost_enquiry", **DAY).total == 0
    assert box.call("city_search", state="Illinois").error is None
    assert [record.ok for record in box.trace] == [True, True]


class _Args(BaseModel):
    x: int


def _seen(tool: BaseTool) -> list[str]:
    """The run parameters a tool's function received, through the toolbox."""
    return ToolBox([tool]).call(tool.name, x=1)


def test_a_tool_that_needs_the_run_goes_through_invoke():
    def with_config(x: int, config: RunnableConfig) -> tuple[str, list[str]]:
        return "ok", sorted(config)

    def with_injected(x: int, token: Annotated[str, InjectedToolArg] = "none") -> tuple[str, list[str]]:
        return "ok", [token]

    configured = StructuredTool.from_function(with_config, name="configured", description="d",
                                              response_format="content_and_artifact")
    injected = StructuredTool.from_function(with_injected, name="injected", description="d",
                                            response_format="content_and_artifact")
    assert direct_call(configured) is None and direct_call(injected) is None
    assert "callbacks" in _seen(configured)  # LangChain gave it the run's config
    assert _seen(injected) == ["none"]


def test_a_tool_with_its_own_error_handler_keeps_it():
    def fails(x: int) -> tuple[str, None]:
        raise ToolException("boom")

    handled = StructuredTool.from_function(fails, name="handled", description="d", args_schema=_Args,
                                           response_format="content_and_artifact", handle_tool_error="handled: sorry")
    assert direct_call(handled) is None
    box = ToolBox([handled])
    box.call("handled", x=1)
    assert box.trace[0].observation == "handled: sorry"  # the tool's handler, not the toolbox's "handled failed"


def test_a_reply_that_is_not_content_and_artifact_is_an_error_not_a_crash():
    def single(x: int) -> str:
        return "one value"

    box = ToolBox([StructuredTool.from_function(single, name="single", description="d", args_schema=_Args,
                                                response_format="content_and_artifact")])
    box.call("single", x=1)
    assert box.trace[0].ok is False and box.trace[0].observation.startswith("Error: single failed")


def test_a_table_line_is_made_once_and_read_without_pydantics_slow_attribute_path(monkeypatch):
    from himap_travel.tools.search_results import RestaurantOption

    option = RestaurantOption(name="Wok", city="A", cuisines=["Chinese", "Cafe"], average_cost=12.0, rating=4.5)
    made = []
    monkeypatch.setattr(RestaurantOption, "cells", lambda self: made.append(1) or [self.name, self.rating])

    def slow(self: Any, name: str) -> Any:
        raise AssertionError(f"pydantic's __getattr__ read {name}")

    monkeypatch.setattr(RestaurantOption, "__getattr__", slow)
    assert option.row_text() == option.row_text() == "Wok | 4.5"
    assert made == [1]
    monkeypatch.undo()
    assert option.with_updates(rating=3.0).row_text() == "Wok | Chinese, Cafe | 12 | 3"  # a copy makes its own
