"""``bench disrupt``: disrupt every delivered plan of a split, one element at a time, and repair it.

For each query the expert plans the trip (checkpointed in memory, so the
repair gets the trip's whole state). Then each flight and each stay the plan
uses, and a seeded sample of its meals and sights, is disrupted in turn:

- the *full re-plan*: the planner plans the whole trip again in the
  disrupted world (the exact solver as its fallback); a case is *repairable*
  when that gives a valid plan;
- the *repair*: the run-time monitor repairs the delivered plan
  (``graphs.replan.replan_state``).

Neither is checkpointed, so both are timed the same way. Each case is
appended to ``cases.jsonl`` as it finishes, and a query is marked done in
``queries_done.txt`` when all its cases are written. A run that is stopped
(even killed mid-line) and started again resumes exactly: the cases of the
query that was cut off, and a torn last line, are dropped, and that query
runs again whole; the queries done are skipped.

``--mid-trip`` disrupts each element on its own day, with ``today`` that
day: the days before are lived (``changed_lived_days`` counts the repairs
that changed one, or what was already past that day: it must be 0), and
both the full re-plan and the repair plan in the world where the element is
gone from that day on. Every run counts the repairs that changed a day
outside the affected set with the exact solver's proof that they had to
(``widened_with_proof``) and without it (``widened_without_proof``: 0).

A case counts as repaired only when the repair is valid *and* the repaired
plan keeps nothing the disruption took away (``stale_bookings``): a plan that
still books a cancelled flight is counted in ``repaired_with_element_kept``
(it must be 0), and a repair called valid where planning the whole trip
again found no valid plan in ``valid_but_unrepairable`` (it must be 0).
"""

from __future__ import annotations

import json
import random
import time
from pathlib import Path
from typing import Any

from langchain_core.runnables import RunnableConfig
from pydantic import ValidationError
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
)

from himap_travel.domain.sandbox.index import Sandbox, load_sandbox
from himap_travel.domain.sandbox.queries import QueryRow, load_queries
from himap_travel.domain.sandbox.world import world_of
from himap_travel.domain.text.json_text import parse_json
from himap_travel.execution.checkpointers import memory_checkpointer
from himap_travel.graphs.planner import compile_planner
from himap_travel.graphs.replan import replan_state
from himap_travel.graphs.scope import RunScopedGraph
from himap_travel.harness.bench.disrupt_case import DisruptCase
from himap_travel.harness.cli.console import say
from himap_travel.nodes.deliver_repair import diff_plans
from himap_travel.planning.monitor.deps import build_deps, elements_of
from himap_travel.planning.monitor.disruptions import parse_disruption, resolve, stale_bookings
from himap_travel.planning.monitor.lived import from_today, lived_changes
from himap_travel.planning.monitor.state import RepairState
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings

SAMPLE = 2  # meals and sights disrupted per plan (seeded by the query)


def cases_of(plan: list[dict[str, Any]], idx: int) -> list[str]:
    """The disruptions of one plan: every flight and stay, a seeded sample of meals and sights."""
    graph = build_deps(plan)
    found = [f"flight:day{n.days[0]}" for n in elements_of(graph, "leg")]
    found += [f"lodging:day{n.days[0]}" for n in elements_of(graph, "stay")]
    pick = random.Random(idx)
    for kind, prefix in (("meal", "restaurant"), ("sight", "attraction")):
        nodes = elements_of(graph, kind)
        for node in sorted(pick.sample(nodes, min(SAMPLE, len(nodes))), key=lambda n: n.id):
            _, day, part = node.id.split(":")
            found.append(f"{prefix}:day{day}.{part}")
    return found


def own_day(text: str) -> int:
    """The day a case's element is booked on (``flight:day3``, ``restaurant:day2.lunch``): mid-trip, the trip's current day."""
    return int(text.split(":", 1)[1].split(".")[0].removeprefix("day"))


def run_case(row: QueryRow, idx: int, values: dict[str, Any], text: str, sandbox: Sandbox, full_graph: RunScopedGraph,
             settings: PlannerSettings,
             mid_trip: bool = False) -> DisruptCase:
    """One case: the full re-plan in the disrupted world, then the repair. ``mid_trip``: on the element's own day
    (``--today`` that day: the days before are lived, and what the disruption takes away is gone from that day on)."""
    spec, plan = values["spec"], values["plan"]
    disruption = parse_disruption(text)
    today = own_day(text) if mid_trip else None
    case = DisruptCase(idx=idx, days=spec.days, level=spec.level, disruption=text, kind=disruption.kind, today=today)
    impact = resolve(disruption, build_deps(plan), sandbox, spec.date)
    world = world_of(sandbox, from_today(impact.changes, spec.date, today))
    full_settings = provide(settings, sandbox=world)
    started = time.perf_counter()
    full = full_graph.invoke({"spec": spec}, context=full_settings)
    case.full_seconds = time.perf_counter() - started
    case.full_status = full.get("status") or "error"
    case.repairable = case.full_status == "valid"
    case.full_changed_days = sorted({c.day for c in diff_plans(plan, full.get("plan") or [])})
    repair_settings = provide(settings, sandbox=sandbox)
    started = time.perf_counter()
    out = replan_state(values, disruption, repair_settings, today=today)
    case.repair_seconds = time.perf_counter() - started
    report = out.get("repair")
    if report is None:
        case.error = out.get("error") or "no repair report"
        return case
    case.repair_status, case.repair_level = report.status, report.level
    case.affected_days, case.changed_days = report.affected_days, report.changed_days
    case.certified = report.certificate is not None
    repaired = out.get("plan") or []
    case.element_gone = not stale_bookings(repaired, from_today(impact.changes, spec.date, today), spec.date)
    if repaired:  # read off the plans, not the report: a lived field changed, a day changed outside the affected set
        case.changed_lived = lived_changes(plan, repaired, today, report.past)
        case.widened_days = sorted(set(case.changed_days) - set(report.affected_days))
        case.widened_proof = bool(case.widened_days) and report.widened is not None and bool(report.widened.why)
    case.unaffected_identical = all(repaired[d - 1] == plan[d - 1] for d in range(1, len(plan) + 1)
                                    if d not in report.released_days and d <= len(repaired))
    return case


def run_disrupt(split: str, out: Path, data: str | None, limit: int | None, console: Console, command: str | None,
                policy: str = "expert", fresh: bool = False, mid_trip: bool = False) -> tuple[list[DisruptCase], Path]:
    """Every case of the split (resuming from ``out``, and saying so; ``fresh`` forgets its cases first), then the reports.

    ``policy`` plans the trips (and the full re-plans): ``expert`` (the hierarchy) or ``solver`` (the exact
    solver's plans, whose repairs must not be taken for the plan the solver delivered before the disruption).
    """
    from himap_travel.harness.bench.disrupt_report import write_reports

    rows = load_queries(split, data)[: limit or None]
    out.mkdir(parents=True, exist_ok=True)
    if fresh:
        for name in ("cases.jsonl", "queries_done.txt", "run.json"):
            (out / name).unlink(missing_ok=True)
    _check_same_run(out / "run.json", {"split": split, "policy": policy, "limit": limit, **({"mid_trip": True} if mid_trip else {})})
    cases_file, done_file = out / "cases.jsonl", out / "queries_done.txt"
    done = resume(cases_file, done_file)
    if done:
        say(f"resuming the run in {out}/: {len(done)} of {len(rows)} queries already done there are kept, not disrupted "
            "again (--fresh starts over)", console=console)
    sandbox = load_sandbox(data)
    settings = PlannerSettings(data_dir=data, policy=policy)
    planner, full_graph = compile_planner(memory_checkpointer(RepairState)), compile_planner()
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, console=console) as progress:
        task = progress.add_task("disrupting plans", total=len(rows))
        for idx, row in enumerate(rows, 1):
            if str(idx) not in done:
                _disrupt_query(row, idx, sandbox, planner, full_graph, settings, cases_file, progress, mid_trip)
                with done_file.open("a") as handle:
                    handle.write(f"{idx}\n")
            progress.advance(task)
    cases = [case for case in map(_case_of, _whole_lines(cases_file)) if case is not None]
    write_reports(cases, split, out, command, policy, mid_trip)
    return cases, out


class DisruptRunError(ValueError):
    """An output folder that holds another disruption run (another split, policy or limit): resuming would mix them."""


def _check_same_run(path: Path, run: dict[str, Any]) -> None:
    """A folder's record of its run must be this run's; one that cannot be read (a run killed while writing it, an
    edited file) is refused naming it, never a traceback, and kept for the user to look at."""
    if path.exists():
        try:
            held = parse_json(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:  # JSONDecodeError, a nesting error, and UnicodeDecodeError
            raise DisruptRunError(f"{path} cannot be read as this folder's run record ({str(error)[:200]}): give another "
                                  "--out, or --fresh to start this one over") from None
        if held != run:
            raise DisruptRunError(f"{path.parent} holds the disruption run {str(held)[:200]} ({path}), not {run}: give another "
                                  "--out, or --fresh to start this one over")
    else:
        path.write_text(json.dumps(run) + "\n", encoding="utf-8")


def resume(cases_file: Path, done_file: Path) -> set[str]:
    """The queries already done (by idx); the cases of a query that was cut off, and torn lines, are dropped.

    Only whole lines count (a kill can leave the last one half-written), and
    ``cases.jsonl`` is rewritten (atomically) with the done queries' cases only,
    so the cut-off query runs again whole and no case is counted twice.
    """
    done = set(_whole_lines(done_file))
    if cases_file.exists():
        cases = [(line, _case_of(line)) for line in _whole_lines(cases_file)]
        damaged = next((number for number, (_, case) in enumerate(cases, 1) if case is None), None)
        if damaged is not None:  # a kill tears only the last line, which has no newline: a whole line is damage
            raise DisruptRunError(f"{cases_file}: case {damaged} cannot be read (the file was damaged or edited), so the "
                                  "cases of the queries marked done cannot be trusted: move the folder away, give "
                                  "another --out, or --fresh to start this one over")
        kept = [line for line, case in cases if case is not None and str(case.idx) in done]
        partial = cases_file.with_name(cases_file.name + ".partial")
        partial.write_text("".join(f"{line}\n" for line in kept), encoding="utf-8")
        partial.replace(cases_file)
    return done


def _whole_lines(path: Path) -> list[str]:
    """The lines of ``path`` that end with a newline (a torn last line does not), without it."""
    if not path.exists():
        return []
    return [line for line in path.read_text(encoding="utf-8").split("\n")[:-1] if line.strip()]


def _case_of(line: str) -> DisruptCase | None:
    try:
        return DisruptCase.model_validate_json(line)
    except ValidationError:
        return None


def _disrupt_query(row: QueryRow, idx: int, sandbox: Sandbox, planner: RunScopedGraph, full_graph: RunScopedGraph,
                   settings: PlannerSettings, cases_file: Path, progress: Progress, mid_trip: bool = False) -> None:
    config: RunnableConfig = {"configurable": {"thread_id": f"q{idx}"}}
    plan_settings = provide(settings, sandbox=sandbox)
    planner.invoke({"spec": row.spec}, config, context=plan_settings)
    values = planner.get_state(config).values
    if not values.get("plan"):
        return
    for text in cases_of(values["plan"], idx):
        progress.update(progress.task_ids[0], description=f"query {idx}: {text}")
        try:
            case = run_case(row, idx, values, text, sandbox, full_graph, settings, mid_trip)
        except Exception as error:  # noqa: BLE001 - a failed case is recorded, the run goes on
            case = DisruptCase(idx=idx, days=row.spec.days, disruption=text, kind=text.split(":")[0],
                               error=f"{type(error).__name__}: {error}")
        with cases_file.open("a") as handle:
            handle.write(json.dumps(case.model_dump(mode="json")) + "\n")
