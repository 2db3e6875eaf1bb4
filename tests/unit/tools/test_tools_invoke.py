"""The search tools as langchain-core tools: schemas, content and artifact, bad arguments, speed."""

from __future__ import annotations

import asyncio
import json
import statistics
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from langchain_core.messages import ToolMessage
from langchain_core.tools import BaseTool
from langchain_core.utils.function_calling import convert_to_openai_tool
from pydantic import BaseModel

from himap_travel.tools.search_args import SEARCH_TOOL_NAMES
from himap_travel.tools.search_results import SearchResult
from himap_travel.tools.search_tools import build_search_tools, tool_by_name

# One realistic, successful call per tool.
GOOD_CALLS = {
    "city_search": {"state": "Illinois"},
    "flight_search": {"origin": "St. Petersburg", "destination": "Rockford", "date": "2022-03-16"},
    "distance_search": {"origin": "Rockford", "destination": "Chicago", "people": 6},
    "restaurant_search": {"city": "Jacksonville", "limit": 30},
    "attraction_search": {"city": "San Diego"},
    "accommodation_search": {"city": "Jackson", "people": 3},
}


@pytest.fixture(scope="module")
def tools(sandbox) -> dict[str, BaseTool]:
    return tool_by_name(build_search_tools(sandbox))


def call(tool: BaseTool, args: object) -> ToolMessage:
    return tool.invoke({"type": "tool_call", "name": tool.name, "args": args, "id": "call-1"})


def test_the_six_tools_in_table_9_order(tools):
    assert list(tools) == list(SEARCH_TOOL_NAMES) == [
        "city_search",
        "flight_search",
        "distance_search",
        "restaurant_search",
        "attraction_search",
        "accommodation_search",
    ]
    assert all(tool.response_format == "content_and_artifact" for tool in tools.values())


@pytest.mark.parametrize("name", SEARCH_TOOL_NAMES)
def test_schema_is_a_described_pydantic_model(tools, name):
    tool = tools[name]
    assert isinstance(tool.args_schema, type) and issubclass(tool.args_schema, BaseModel)
    assert len(tool.description) > 30
    fields = tool.args_schema.model_fields
    assert fields and all(field.description and len(field.description) > 10 for field in fields.values())
    parameters = convert_to_openai_tool(tool)["function"]["parameters"]
    assert set(parameters["properties"]) == set(fields)
    assert all(spec.get("description") for spec in parameters["properties"].values())


@pytest.mark.parametrize("name", SEARCH_TOOL_NAMES)
def test_content_is_the_artifacts_table(tools, name):
    message = call(tools[name], GOOD_CALLS[name])
    assert isinstance(message, ToolMessage) and message.status == "success"
    result = message.artifact
    assert isinstance(result, SearchResult) and result.ok and result.tool == name and result.options
    lines = message.content.splitlines()
    assert lines[0] == result.message
    body = lines[2 : 2 + len(result.options)]
    assert body == [option.row_text() for option in result.options]
    for option, line in zip(result.options, body, strict=True):
        key = getattr(option, "flight_number", None) or getattr(option, "name", None) or option.mode
        assert key in line
    assert len(lines[1].split(" | ")) == len(body[0].split(" | ")) or name == "accommodation_search"
    assert message.content == result.render()


def test_plain_invoke_returns_the_text(tools):
    text = tools["flight_search"].invoke(GOOD_CALLS["flight_search"])
    assert isinstance(text, str) and "F3573659 | 474 | 15:40 | 17:04" in text


def test_a_string_input_fills_the_first_argument(tools):
    assert tools["city_search"].invoke("Illinois").startswith("7 cities in Illinois")
    assert tools["attraction_search"].invoke("Rockford").startswith("20 attractions in Rockford")


@pytest.mark.parametrize("city", ["Christiansted", "Monroe"])
def test_names_with_separators_are_quoted(tools, city):
    message = call(tools["accommodation_search"], {"city": city, "limit": 1000})
    awkward = [o for o in message.artifact.options if "|" in o.name or "\n" in o.name]
    assert awkward, f"{city} should list a name with a '|' or a line break"
    lines = message.content.splitlines()
    assert len(lines) == 2 + len(message.artifact.options)  # no row broken over two lines
    for option in awkward:
        quoted = json.dumps(option.name.strip(), ensure_ascii=False)
        row = next(line for line in lines if line.startswith(quoted))
        assert row.count(" | ") == len(lines[1].split(" | ")) - 1 + option.name.count(" | ")
        assert json.loads(row[: len(quoted)]) == option.name.strip()


@pytest.mark.parametrize(
    ("name", "args", "fragment"),
    [
        ("flight_search", {"origin": "St. Petersburg", "destination": "Rockford"}, "missing required argument 'date'"),
        ("flight_search", {"origin": 5, "destination": "Rockford", "date": "2022-03-16"}, "origin: Input should be a valid string"),
        ("restaurant_search", {"city": "Rockford", "max_cost": "cheap"}, "max_cost"),
        ("restaurant_search", {"city": "Rockford", "limit": 0}, "limit"),
        ("restaurant_search", {"city": "Rockford", "cuisines": ["Thai"]}, "unexpected argument 'cuisines'"),
        ("accommodation_search", {"city": "Rockford", "room_type": "penthouse"}, "'entire room'"),
        ("accommodation_search", {"city": "Rockford", "house_rule": "No smoking"}, "house_rule"),
        ("accommodation_search", {"city": "Rockford", "people": 0}, "people"),
        ("distance_search", {"origin": "Rockford", "destination": "Chicago", "mode": "boat"}, "mode"),
        ("city_search", {}, "missing required argument 'state'"),
        ("city_search", ["Illinois"], "arguments must be named"),
        ("attraction_search", {"city": None}, "city"),
    ],
)
def test_bad_arguments_are_reported_not_raised(tools, name, args, fragment):
    message = call(tools[name], args)
    assert isinstance(message, ToolMessage) and message.status == "error"
    assert message.content.startswith(f"Error: Invalid arguments for {name}:")
    assert fragment in message.content
    assert "Usage: " in message.content
    result = message.artifact
    assert isinstance(result, SearchResult) and result.tool == name
    assert result.error is not None and result.error.code == "bad_argument" and result.options == []
    # the plain form answers with the same text
    assert tools[name].invoke(args) == message.content


def test_error_results_are_marked_as_errors(tools):
    message = call(tools["flight_search"], {"origin": "St. Petersburg", "destination": "Rockfrod", "date": "2022-03-16"})
    assert message.status == "error" and message.artifact.error.code == "unknown_city"
    empty = call(tools["flight_search"], {"origin": "St. Petersburg", "destination": "Rockford", "date": "2022-03-17"})
    assert empty.status == "success" and empty.artifact.options == []


def test_async_invoke(tools):
    async def both():
        good = await tools["city_search"].ainvoke({"type": "tool_call", "name": "city_search", "args": {"state": "Ohio"}, "id": "a"})
        bad = await tools["city_search"].ainvoke({"type": "tool_call", "name": "city_search", "args": {"state": 3}, "id": "b"})
        return good, bad

    good, bad = asyncio.run(both())
    assert good.status == "success" and good.artifact.state == "Ohio"
    assert bad.status == "error" and bad.artifact.error.code == "bad_argument"


junk = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-10, 10_000),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=30),
    st.lists(st.text(max_size=8), max_size=3),
    st.sampled_from(["Rockford", "2022-03-16", "taxi", "pets", "entire room", "Illinois", "St. Petersburg"]),
)
argument_names = st.sampled_from(
    ["state", "origin", "destination", "date", "city", "cuisine", "max_cost", "limit", "people", "mode",
     "room_type", "house_rule", "nights", "max_price", "single_unit", "sort_by", "depart_city", "bogus"]
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=st.sampled_from(SEARCH_TOOL_NAMES), args=st.dictionaries(argument_names, junk, max_size=6))
def test_no_input_makes_a_tool_raise(tools, name, args):
    message = call(tools[name], args)
    assert isinstance(message, ToolMessage) and isinstance(message.content, str) and message.content
    assert isinstance(message.artifact, SearchResult)
    assert (message.status == "error") == (message.artifact.error is not None)
    assert message.artifact.error is None or message.artifact.error.code != "internal_error"


@pytest.mark.parametrize("name", SEARCH_TOOL_NAMES)
def test_median_latency_under_a_millisecond(tools, name):
    tool = tools[name]
    tool.invoke(GOOD_CALLS[name])  # the first call fills the per-city caches
    samples = []
    for _ in range(200):
        started = time.perf_counter()
        tool.invoke(GOOD_CALLS[name])
        samples.append(time.perf_counter() - started)
    assert statistics.median(samples) < 0.001
