"""``app.py replan``: repair a checkpointed trip after a disruption, and say what changed and why.

Exit codes as ``plan``: 0 the repaired plan is valid, 4 invalid, 5 unsat (no
repair exists: the exact solver's reason is printed), 2 a disruption or
thread that cannot be used, 3 the model server stayed down (run again to
resume).
"""

from __future__ import annotations

import json
from pathlib import Path

from rich.console import Console
from rich.table import Table

from himap_travel.domain.sandbox.paths import DataDirError
from himap_travel.graphs.replan import replan
from himap_travel.harness.cli.plan import BAD_INPUT, EXIT_CODES, SERVER_DOWN, OptionError, _fail, check_png_file, exit_code
from himap_travel.planning.monitor.disruptions import DisruptionError
from himap_travel.planning.monitor.render import deps_lines, deps_png
from himap_travel.planning.monitor.state import RepairReport
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.checkpointing import CheckpointFileError, ThreadRefused, check_checkpoint_file, check_thread_name

console = Console(stderr=True)


def replan_command(thread: str, db: Path | str, disrupt: str, as_json: bool, show_deps: bool, deps_png_path: Path | None,
                   data: str | None, executors: int) -> int:
    try:  # the options first: a checkpoint file that is not there (or not ours) is not created or changed
        check_png_file(deps_png_path)
        check_thread_name(thread)
        check_checkpoint_file(db, existing=True)
        settings = PlannerSettings(executors=executors, data_dir=data)
        outcome = replan(disrupt, settings, thread=thread, db=db, console=None if as_json else console)
    except (OptionError, DisruptionError, ThreadRefused, CheckpointFileError, DataDirError, ValueError) as error:
        return _fail(str(error))
    if outcome.failure:
        return _fail(f"{outcome.failure.kind}: {outcome.failure.message}; run the same command again to resume", SERVER_DOWN)
    values = outcome.values
    report: RepairReport | None = values.get("repair")
    if report is None:
        return _fail(values.get("error") or "the repair did not finish", BAD_INPUT)
    hit = values["impact"].hit if values.get("impact") else ()
    if deps_png_path is not None and values.get("deps") is not None:
        deps_png(values["deps"], deps_png_path, hit)
        console.print(f"dependency graph written to {deps_png_path}")
    if as_json:
        line = {"thread": thread, "disruption": report.disruption, "plan": values.get("plan"),
                "verdict": values["verdict"].model_dump(mode="json") if values.get("verdict") else None,
                "repair": report.model_dump(mode="json")}
        print(json.dumps(line, ensure_ascii=False))
    else:
        show_repair(Console(), values, report, show_deps, outcome.already)
    return exit_code(report.status, report.certificate) if report.status in EXIT_CODES else BAD_INPUT


def show_repair(out: Console, values: dict, report: RepairReport, show_deps: bool, already: bool) -> None:
    if already:
        out.print("[dim]this disruption was repaired on this thread already; its result:[/]")
    if show_deps and values.get("deps") is not None:
        out.print("[bold]dependency graph[/] (! = hit by the disruption)")
        for line in deps_lines(values["deps"], values["impact"].hit):
            out.print(line, markup=False, highlight=False)
    out.print(f"[bold]disruption:[/] {report.reason}")
    out.print(f"affected days (dependency graph): {_days(report.affected_days)}; released in Σ: {_days(report.released_days)}")
    out.print(f"repair: {report.level}; days changed: {_days(report.changed_days)}")
    table = Table(title="What changed", show_lines=True)
    for column in ("day", "field", "before", "after"):
        table.add_column(column, overflow="fold")
    for change in report.changes:
        table.add_row(str(change.day), change.field, change.before, change.after)
    if report.changes:
        out.print(table)
    events = values["sigma"].events if values.get("sigma") is not None else ()
    out.print("Σ log: " + ("; ".join(f"{e.kind} day {e.day}" + (f" ({e.cost:,.2f})" if e.cost is not None else "") for e in events) or "-"))
    if values.get("result") is not None:
        from himap_travel.harness.cli.render import itinerary_table

        out.print(itinerary_table(values["result"]))
    colour = "green" if report.status == "valid" else "red"
    out.print(f"verdict: [{colour}]{report.status}[/]")
    out.print(report.explanation)


def _days(days: list[int]) -> str:
    return ", ".join(map(str, days)) or "none"
