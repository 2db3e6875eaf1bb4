"""The toolbox's own work per call, cut without changing what a call does (issue 44, results/profile "Eleventh step"):
which tools the cache answers is read when a tool is added, the cache key is JSON as before, the cache is asked once
per call when no latency is simulated, and a tool's own direct path is found without a pydantic attribute miss."""

from __future__ import annotations

import json

from langchain_core.tools import StructuredTool

from himap_travel.tools.latency import SimulatedLatency
from himap_travel.tools.search_tools import build_search_tools
from himap_travel.tools.toolbox import CACHEABLE, SharedCache, ToolBox, _json_key, direct_call


def _counting(runs: list[int], *, cacheable: bool) -> StructuredTool:
    def search(x: int) -> str:
        runs.append(x)
        return str(x)

    return StructuredTool.from_function(search, name="search", description="d", metadata={CACHEABLE: cacheable})


def test_a_tool_added_again_unmarked_is_no_longer_answered_from_the_cache():
    runs: list[int] = []
    box = ToolBox([_counting(runs, cacheable=True)], cache=SharedCache())
    box.call("search", x=1)
    box.call("search", x=1)
    assert runs == [1]  # the second was the cache's
    box.add(_counting(runs, cacheable=False))  # same name, now a tool whose answer the cache may not give
    box.call("search", x=1)
    assert runs == [1, 1]
    assert [record.cached for record in box.trace] == [False, True, False]


def test_the_cache_key_is_the_arguments_as_json_dumps_writes_them():
    args = {"b": [1, 2.0, None], "a": "Ünïcode", "c": {"z": True, "y": object}}
    assert _json_key(args) == json.dumps(args, sort_keys=True, default=str)


def test_a_batch_repeating_a_search_runs_it_once_with_or_without_latency():
    for latency in (None, SimulatedLatency(low_ms=0.0, high_ms=0.0)):
        runs: list[int] = []
        box = ToolBox([_counting(runs, cacheable=True)], cache=SharedCache(), latency=latency)
        box.call("search", x=2)
        box.call_many([("search", {"x": 2}), ("search", {"x": 3}), ("search", {"x": 3})])
        assert runs == [2, 3]
        assert [record.cached for record in box.trace] == [False, True, False, True]


def test_a_search_tool_goes_its_own_way_and_a_plain_tool_through_its_schema():
    search = build_search_tools(names=["city_search"])[0]
    assert direct_call(search) == search.call_direct  # type: ignore[attr-defined]
    assert direct_call(_counting([], cacheable=False)) is None  # it returns text only: ``invoke`` runs it

    def pair(x: int) -> tuple[str, int]:
        return str(x), x

    call = direct_call(StructuredTool.from_function(pair, name="pair", description="d",
                                                    response_format="content_and_artifact"))
    assert call is not None and call({"x": 5}) == ("5", 5)
