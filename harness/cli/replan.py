"""``app.py replan``: repair a checkpointed trip after a disruption, and say what changed and why.

Exit codes as ``plan``: 0 the repaired plan is valid, 4 invalid, 5 unsat (no
repair exists: the exact solver's reason is printed), 2 a disruption or
thread that cannot be used (one repaired on the thread already: its element
is gone), 3 the model server stayed down (run again to resume). Several
``--disrupt`` are applied in turn; the code is the last repair's (a repair
that does not end valid stops the run, and the ones after it are named as
not applied).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from himap_travel.domain.sandbox.paths import DataDirError
from himap_travel.execution.claims import check_thread_name
from himap_travel.execution.errors import CheckpointFileError, ThreadRefused
from himap_travel.execution.replan import ReplanOutcome, replan_all
from himap_travel.harness.cli.console import json_line, plain, say
from himap_travel.harness.cli.plan import (
    BAD_INPUT,
    EXIT_CODES,
    SERVER_DOWN,
    OptionError,
    _fail,
    check_png_file,
    check_store,
    exit_code,
    flag_settings,
)
from himap_travel.harness.outputs import OutputPathError, file_size_limit_note, staged_file
from himap_travel.planning.monitor.disruptions import Disruption, DisruptionError, parse_disruption
from himap_travel.planning.monitor.render import deps_lines, deps_png
from himap_travel.planning.monitor.state import RepairReport
from himap_travel.state.graph_state import result_of

console = Console(stderr=True)


def replan_command(thread: str, db: Path | str, disrupt: list[str], as_json: bool, show_deps: bool, deps_png_path: Path | None,
                   data: str | None, executors: int | None, today: int | None = None) -> int:
    """``executors`` None: not given (``HIMAP_EXECUTORS``, else the default)."""
    try:  # the options first: a checkpoint file that is not there (or not ours) is not created or changed
        wanted = _disruptions(disrupt)
        if today is not None and today < 1:  # no trip has it; the trip's own last day is checked against the thread
            raise OptionError(f"--today {today}: give a day of the trip (1 is its first day)")
        check_png_file(deps_png_path, data=data)
        check_thread_name(thread)
        check_store(db, data, existing=True)
        settings = flag_settings(data_dir=data, executors=executors)
        outcomes = replan_all(wanted, settings, thread=thread, db=db, console=None if as_json else console, today=today)
    except (OptionError, DisruptionError, ThreadRefused, CheckpointFileError, DataDirError, ValueError) as error:
        return _fail(str(error) + (file_size_limit_note() if isinstance(error, CheckpointFileError) else ""))
    code = BAD_INPUT
    for outcome in outcomes:
        code = _answer(outcome, thread, as_json, show_deps, deps_png_path)
    left = wanted[len(outcomes):]
    if left:
        console.print(f"not applied: {', '.join(d.text for d in left)} (the repair before them did not end valid)",
                      markup=False, highlight=False)
    return code


def _disruptions(texts: list[str]) -> list[Disruption]:
    """Every ``--disrupt`` read (each is applied, in the order given); one that cannot be read is refused naming the flag."""
    if not texts:
        raise OptionError("--disrupt: give at least one disruption (KIND:TARGET)")
    try:
        return [parse_disruption(text) for text in texts]
    except DisruptionError as error:
        raise OptionError(f"--disrupt: {error}") from None


def _answer(outcome: ReplanOutcome, thread: str, as_json: bool, show_deps: bool, deps_png_path: Path | None) -> int:
    """One repair's answer, printed; its exit code."""
    if outcome.failure:
        return _fail(f"{outcome.failure.kind}: {outcome.failure.message}; run the same command again to resume", SERVER_DOWN)
    values = outcome.values
    report: RepairReport | None = values.get("repair")
    if report is None:
        return _fail(values.get("error") or "the repair did not finish", BAD_INPUT)
    if as_json:
        line = {"thread": thread, "disruption": report.disruption, "plan": values.get("plan"),
                "verdict": values["verdict"].model_dump(mode="json") if values.get("verdict") else None,
                "repair": report.model_dump(mode="json")}
        print(json_line(line))
    else:
        show_repair(Console(), values, report, show_deps)
    if deps_png_path is not None and values.get("deps") is not None:
        try:  # the repair is printed and checkpointed: a drawing that cannot be written loses only itself
            with staged_file(deps_png_path, "--deps-png") as drawn:
                deps_png(values["deps"], drawn, values["impact"].hit if values.get("impact") else ())
        except OutputPathError as error:
            return _fail(str(error))
        console.print(f"dependency graph written to {deps_png_path}")
    return exit_code(report.status, report.certificate) if report.status in EXIT_CODES else BAD_INPUT


def show_repair(out: Console, values: dict[str, Any], report: RepairReport, show_deps: bool) -> None:
    if show_deps and values.get("deps") is not None:
        out.print("[bold]dependency graph[/] (! = hit by the disruption)")
        for line in deps_lines(values["deps"], values["impact"].hit):
            out.print(line, markup=False, highlight=False)
    say(report.reason, "disruption:", "bold", out)
    out.print(f"affected days (dependency graph): {_days(report.affected_days)}; released in Σ: {_days(report.released_days)}")
    out.print(f"repair: {report.level}; days changed: {_days(report.changed_days)}")
    if report.today:
        past = f"; on day {report.today} already past: {', '.join(report.past)}" if report.past else ""
        out.print(f"trip on day {report.today}: lived days {_days(report.lived_days)} (never changed){past}", markup=False)
    if report.widened:
        out.print(f"widened to days {_days(report.widened.days)}: {report.widened.why or 'without a proof that it had to'}",
                  markup=False, highlight=False)
    table = Table(title="What changed", show_lines=True)
    for column in ("day", "field", "before", "after"):
        table.add_column(column, overflow="fold")
    for change in report.changes:
        table.add_row(str(change.day), change.field, plain(change.before), plain(change.after))
    if report.changes:
        out.print(table)
    events = values["sigma"].events if values.get("sigma") is not None else ()
    out.print("Σ log: " + ("; ".join(f"{e.kind} day {e.day}" + (f" ({e.cost:,.2f})" if e.cost is not None else "") for e in events) or "-"))
    if (result := result_of(values)) is not None:
        from himap_travel.harness.cli.render import itinerary_table

        out.print(itinerary_table(result))
    colour = "green" if report.status == "valid" else "red"
    out.print(f"verdict: [{colour}]{report.status}[/]")
    say(report.explanation, console=out)


def _days(days: list[int]) -> str:
    return ", ".join(map(str, days)) or "none"
