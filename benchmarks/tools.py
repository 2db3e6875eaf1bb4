"""Latency of the travel search tools through ``tool.invoke``.

The calls are the ones a planner makes for the train queries: cities of the
destination state, flights and drives between the origin and those cities on
the trip's dates, and the restaurants, attractions and accommodations of each
city. Only the structured query fields are read (origin, destination, dates,
group size), never the reference information.

    .venv/bin/python benchmarks/tools.py [--rounds 3] [--split train] [--tool-call]

Prints, per tool, the number of calls, the median, the 95th percentile and
the slowest call in milliseconds. The first call of a city fills the tool's
per-city cache; it is included (it is a real call), and ``max`` shows it.
"""

from __future__ import annotations

import argparse
import statistics
import time

from himap_travel.domain.sandbox.index import load_sandbox
from himap_travel.domain.sandbox.queries import load_queries
from himap_travel.tools.search_args import SEARCH_TOOL_NAMES
from himap_travel.tools.search_tools import build_search_tools, tool_by_name


def planned_calls(split: str) -> list[tuple[str, dict]]:
    """The (tool, arguments) calls a planner would make for each query of the split."""
    sandbox = load_sandbox()
    calls: list[tuple[str, dict]] = []
    for row in load_queries(split):
        spec = row.spec
        first, last = spec.date[0], spec.date[-1]
        if spec.dest in sandbox.states:
            calls.append(("city_search", {"state": spec.dest}))
            cities = list(sandbox.cities_in_state(spec.dest))[: max(spec.visiting_city_number, 3)]
        else:
            calls.append(("city_search", {"state": sandbox.state_of(spec.dest) or spec.dest}))
            cities = [spec.dest]
        for city in cities:
            calls.append(("flight_search", {"origin": spec.org, "destination": city, "date": first}))
            calls.append(("flight_search", {"origin": city, "destination": spec.org, "date": last}))
            calls.append(("distance_search", {"origin": spec.org, "destination": city, "people": spec.people_number}))
            calls.append(("distance_search", {"origin": city, "destination": spec.org, "mode": "taxi", "people": spec.people_number}))
            calls.append(("restaurant_search", {"city": city}))
            calls.append(("restaurant_search", {"city": city, "cuisine": ["Chinese", "Italian"], "max_cost": 60}))
            calls.append(("attraction_search", {"city": city}))
            calls.append(("accommodation_search", {"city": city}))
            calls.append(("accommodation_search", {"city": city, "people": spec.people_number, "nights": spec.days - 1}))
            calls.append(("accommodation_search", {"city": city, "room_type": "not shared room", "house_rule": "pets"}))
    return calls


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="times each planned call is repeated (default 3)")
    parser.add_argument("--split", default="train", help="query split to draw the calls from (default train)")
    parser.add_argument("--tool-call", action="store_true", help="invoke with a ToolCall (returns a ToolMessage), as agents do")
    options = parser.parse_args(argv)

    started = time.perf_counter()
    tools = tool_by_name(build_search_tools(load_sandbox()))
    setup = time.perf_counter() - started
    calls = planned_calls(options.split)

    samples: dict[str, list[float]] = {name: [] for name in SEARCH_TOOL_NAMES}
    errors: dict[str, int] = {name: 0 for name in SEARCH_TOOL_NAMES}
    for round_number in range(options.rounds):
        for index, (name, args) in enumerate(calls):
            tool = tools[name]
            payload = {"type": "tool_call", "name": name, "args": args, "id": f"{round_number}-{index}"} if options.tool_call else args
            begin = time.perf_counter_ns()
            output = tool.invoke(payload)
            samples[name].append((time.perf_counter_ns() - begin) / 1e6)
            text = output.content if options.tool_call else output
            if round_number == 0 and text.startswith("Error:"):
                errors[name] += 1

    mode = "ToolCall -> ToolMessage" if options.tool_call else "dict -> text"
    print(f"tool.invoke latency ({mode}), {options.split} split, {options.rounds} rounds; setup {setup * 1000:.0f} ms")
    print(f"{'tool':<22}{'calls':>7}{'errors':>8}{'median ms':>11}{'p95 ms':>9}{'max ms':>9}")
    everything: list[float] = []
    for name in SEARCH_TOOL_NAMES:
        values = samples[name]
        everything += values
        print(
            f"{name:<22}{len(values):>7}{errors[name]:>8}{statistics.median(values):>11.3f}"
            f"{percentile(values, 0.95):>9.3f}{max(values):>9.3f}"
        )
    print(
        f"{'all':<22}{len(everything):>7}{sum(errors.values()):>8}{statistics.median(everything):>11.3f}"
        f"{percentile(everything, 0.95):>9.3f}{max(everything):>9.3f}"
    )
    print("errors: calls of the first round answered with an error result (e.g. no drivable route)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
