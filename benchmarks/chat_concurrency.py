"""How long a chat turn that only asks a question takes while planning turns run at once (issue 26, part 6).

    python benchmarks/chat_concurrency.py [--planning 7] [--latency 200-200] [--json OUT]

The chat graph runs embedded (``ainvoke``, in one event loop, as under an async server), with a simulated
model latency per policy decision (``decision_latency``) standing in for a served model. It times a
question-only turn (a request without a people count: understand, question, ask, no planning) alone, then
again while ``--planning`` planning turns are in flight. Prints the figures as JSON.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import time
from pathlib import Path

from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.tools.latency import SimulatedLatency

TRIP = "Plan a 3-day trip for 2 from Washington to Myrtle Beach, March 13–15 2022, budget $1,400"
QUESTION_ONLY = "Plan a trip from Washington to Myrtle Beach, March 13–15 2022, budget $1,400"  # no people count: a question


async def measure(planning: int, latency: str) -> dict:
    app = build_chat_graph(InMemorySaver())
    settings = PlannerSettings(decision_latency=SimulatedLatency.parse(latency))

    async def turn(thread: str, text: str) -> float:
        started = time.perf_counter()
        await app.ainvoke({"messages": [{"role": "user", "content": text}]}, {"configurable": {"thread_id": thread}}, context=settings)
        return time.perf_counter() - started

    await turn("warm-up", TRIP)  # the sandbox and the graphs loaded once
    alone = [await turn(f"alone-{i}", QUESTION_ONLY) for i in range(3)]
    planners = [asyncio.create_task(turn(f"plan-{i}", TRIP)) for i in range(planning)]
    await asyncio.sleep(0.5)  # the planning turns are under way
    during = await turn("during", QUESTION_ONLY)
    planned = await asyncio.gather(*planners)
    return {"planning_turns": planning, "latency_ms": latency, "cpus": os.cpu_count(),
            "question_turn_alone_s": round(statistics.median(alone), 3), "question_turn_during_s": round(during, 3),
            "planning_turn_median_s": round(statistics.median(planned), 3), "planning_turn_max_s": round(max(planned), 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--planning", type=int, default=7, help="planning turns in flight (default 7)")
    parser.add_argument("--latency", default="200-200", help="simulated model latency per decision, LOW-HIGH ms (default 200-200)")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args()
    figures = asyncio.run(measure(args.planning, args.latency))
    print(json.dumps(figures, indent=2))
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2) + "\n")


if __name__ == "__main__":
    main()
