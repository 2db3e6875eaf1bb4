"""The multi-round cache answers searches only: a day's ``finish`` or ``cost_enquiry`` depends on its day, Σ
and the party, which its arguments do not say, so a cached answer would serve another day's call (seen under
load: a plan's day 2 delivered labelled day 4)."""

from __future__ import annotations

from langchain_core.tools import StructuredTool

from himap_travel.domain.sandbox.index import load_sandbox
from himap_travel.state.plan import DayTask
from himap_travel.state.sigma import Sigma
from himap_travel.tools.day_tools import build_day_tools
from himap_travel.tools.search_tools import build_search_tools
from himap_travel.tools.toolbox import CACHEABLE, SharedCache, ToolBox


def test_an_unmarked_tool_is_run_every_time_and_a_search_once():
    runs: list[str] = []

    def stateful(x: int) -> str:
        runs.append("stateful")
        return f"run {len(runs)}"

    def pure(x: int) -> str:
        runs.append("pure")
        return str(x)

    box = ToolBox([StructuredTool.from_function(stateful, name="finish", description="day-bound"),
                   StructuredTool.from_function(pure, name="search", description="pure", metadata={CACHEABLE: True})],
                  cache=SharedCache())
    for name in ("finish", "finish", "search", "search"):
        box.call(name, x=1)
    assert runs == ["stateful", "stateful", "pure"]
    assert [record.observation for record in box.trace][:2] == ["run 1", "run 2"]
    assert [record.cached for record in box.trace] == [False, False, False, True]


def test_two_days_finishing_with_the_same_fields_each_get_their_own_day():
    sandbox = load_sandbox()
    cache = SharedCache()  # one run's cache (or a chat thread's), shared by every day's toolbox
    fields = {"current_city": "Charlotte", "transportation": "-", "breakfast": "-", "attraction": "-", "lunch": "-",
              "dinner": "-", "accommodation": "-"}
    answers = []
    for day in (2, 4):
        task = DayTask(day=day, date=f"2022-03-0{day}", role="stay", city="Charlotte", people=1, budget_total=5000.0,
                       budget_hint=100.0)
        box = ToolBox([*build_search_tools(sandbox), *build_day_tools(sandbox, task, Sigma())], cache=cache)
        answers.append(box.call("finish", **fields))
    assert [answer.plan.day for answer in answers if answer.plan] == [2, 4]
    assert all(tool.metadata and tool.metadata.get(CACHEABLE) for tool in build_search_tools(sandbox))
