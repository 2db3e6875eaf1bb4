"""``app.py plan``: plan one trip, show it (or print it as JSON), and exit with a code that names the verdict."""

from __future__ import annotations

import os
import uuid
from pathlib import Path
from typing import Any

from rich.console import Console

import himap_travel.domain.environment as environment
from himap_travel.domain.parsing import parse_request
from himap_travel.domain.parsing.unread_wish import UnreadWish
from himap_travel.domain.sandbox.index import Sandbox, load_sandbox
from himap_travel.domain.sandbox.paths import DataDirError
from himap_travel.domain.text.urls import masked
from himap_travel.execution.checkpointers import check_checkpoint_file
from himap_travel.execution.claims import check_thread_name
from himap_travel.execution.errors import CheckpointFileError, ThreadRefused
from himap_travel.execution.postgres import is_postgres_url
from himap_travel.execution.run import run_plan
from himap_travel.harness.cli.console import fail, json_line, say, warn
from himap_travel.harness.cli.options import llm_flags_unused, unused_choices_said
from himap_travel.harness.outputs import (
    OutputPathError,
    check_not_special,
    check_outside_the_data,
    check_reachable,
    file_size_limit_note,
    staged_file,
)
from himap_travel.nodes.chat.why_not import explained
from himap_travel.planning.runtime.resources import resources_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import PlannerInput
from himap_travel.state.trip import TripSpecError

PLAN_FLAGS = ("policy", "objective", "executors", "max_iterations", "tool_cap")  # the settings ``plan`` has a flag for
EXIT_CODES = {"valid": 0, "invalid": 4, "unsat": 5}  # unsat: only with the exact solver's proof (see exit_code)
BAD_INPUT, SERVER_DOWN = 2, 3
console = Console(stderr=True)


class OptionError(ValueError):
    """Command-line options that cannot be used as given (names the flags and what to give instead)."""


def model_server_down(llm: dict[str, Any]) -> str | None:
    """Why no model server answers at the LLM settings' URL (checked once, in seconds), or None when one does.

    Without this check the run would retry its first model call for half a minute before giving up; any HTTP answer
    (even 404 or 401) counts as a server, only a refused or silent connection as none.
    """
    import httpx

    from himap_travel.planning.policies.llm.settings import LLMSettings

    url = LLMSettings.from_env(**llm).base_url.rstrip("/")
    try:
        httpx.get(f"{url}/models", timeout=5)
    except httpx.HTTPError as error:
        return (f"no model server answers at {masked(url)} ({type(error).__name__}); start one, e.g. `python app.py serve small "
                "--port 8000` (a small model on this CPU; docs/llm-policy.md) or any OpenAI-compatible server, and point "
                "--base-url (or HIMAP_LLM_BASE_URL) at it")
    return None


def plan_command(
    query: str | None, split: str | None, row: int | None, as_json: bool, thread: str | None, db: Path | str | None,
    executors: int | None, concurrency: int | None, ablation: str | None, data: str | None, policy: str | None, base_url: str | None,
    model: str | None, max_iterations: int | None, tool_cap: int | None, show_deps: bool = False, deps_png: Path | None = None,
    objective: str | None = None, db_flag: bool = False, allow_unread: bool = False,
) -> int:
    """The ``plan`` command; ``db_flag``: ``--db`` was given on the command line (not only by ``HIMAP_DB``);
    ``allow_unread``: plan without the wishes the planner cannot keep (named) instead of refusing them (exit 2).

    A setting given as None was not given: the settings read its ``HIMAP_<NAME>`` variable, else take their default
    (the objective: ``plan``'s own, the best trip)."""
    llm = {k: v for k, v in (("base_url", base_url), ("model", model)) if v is not None}
    try:  # the options first, before any data is loaded or any file touched
        check_request_options(query, split, row)
        settings = with_ablation_flag(run_settings(policy=policy, objective=objective, tool_cap=tool_cap, llm=llm,
                                                   executors=executors if concurrency is None else concurrency,
                                                   max_iterations=max_iterations, data_dir=data), ablation)
        policy = settings.policy
        if unused := llm_flags_unused(policy, base_url, model):
            raise OptionError(unused)
        if policy == "llm" and thread is None:  # a model run is slow: keep it resumable
            thread = f"llm-{uuid.uuid4().hex[:8]}"
        if db_flag and thread is None:
            raise OptionError(f"--db {masked(str(db))} keeps a thread's checkpoints: give --thread too (without it the "
                              "run is not stored anywhere)")
        check_png_file(deps_png, data=data)
        if thread is not None:
            check_thread_name(thread)
            if db is not None:  # no store: the run is kept in memory
                check_store(db, data, db_flag)
        resources = resources_of(settings)  # bad model settings or data fail here, before any planning
        if policy == "llm" and (down := model_server_down(settings.llm)):
            return _fail(down, SERVER_DOWN)
        inputs = planner_input(query, split, row, data)
        not_kept: list[UnreadWish] = []
        text = inputs.get("query")
        if text is not None and policy in ("expert", "solver"):  # both read a request by the rules
            inputs, not_kept = understood(text, resources.sandbox, allow_unread)
        outcome = run_plan(inputs, settings, thread=thread, db=db if thread else None, console=console)
    except (OptionError, TripSpecError, DataDirError, CheckpointFileError, ThreadRefused, ValueError) as error:
        if isinstance(error, CheckpointFileError):
            return _fail(str(named_as_given(error, db, db_flag)) + file_size_limit_note())
        return _fail(str(error))
    if outcome.failure:
        resume = f"; run the same command with --thread {thread} --db {masked(str(db))} to resume" if outcome.failure.resumable else ""
        return _fail(f"{outcome.failure.kind}: {outcome.failure.message}{resume}", SERVER_DOWN)
    if outcome.error:
        return _fail(outcome.error)
    result, spec = outcome.result, outcome.spec
    if result is None or spec is None:  # a run that delivers nothing reports an error (above): never reached
        return _fail("the run ended without a result")
    verdict = result.verdict
    why_not = explained(spec, resources.sandbox, verdict.certificate) if verdict.certificate else None
    if as_json:
        idx = 1 if row is None else row + 1  # the submission's 1-based position: row 64 of a split is its line 65
        line = {"idx": idx, "query": spec.query or "", "plan": result.plan, "verdict": verdict.model_dump(mode="json"),
                "not_kept": [wish.model_dump() for wish in not_kept]}
        if why_not:
            line["why_not"] = {"reason": why_not[0], "offers": why_not[1]}
        print(json_line(line))
    else:
        from himap_travel.harness.cli.render import show_result

        show_result(Console(), spec, result, result.official, result.strict, not_kept, why_not)
    if (show_deps or deps_png) and result.plan:
        try:  # the plan is printed above: a drawing that cannot be written loses only itself
            show_dependencies(result.plan, spec.budget, show_deps, deps_png)
        except OutputPathError as error:
            return _fail(str(error))
    return exit_code(verdict.status, verdict.certificate)


def run_settings(**given: object) -> PlannerSettings:
    """The settings ``plan`` runs with: the values given (None: not given, so ``HIMAP_<NAME>`` or the default), and
    ``plan``'s objective when none is set."""
    return flag_settings(**given).for_entry("plan")


def flag_settings(**given: object) -> PlannerSettings:
    """The settings of the flags given (None: not given, so ``HIMAP_<NAME>`` or the default), a value out of bounds
    refused naming the flag the user typed (``plan``, ``replan``)."""
    from himap_travel.planning.runtime.settings import SettingsError

    flags = {name: value for name, value in given.items() if value is not None}
    try:
        return PlannerSettings(**flags)
    except SettingsError as error:  # a flag's value out of bounds: named by the flag the user typed, not the field
        named = next((name for name in flags if str(error).startswith((f"{name} ", f"unknown {name} ", f"setting {name}"))),
                     None)
        if named is None:
            raise
        raise SettingsError(f"--{named.replace('_', '-')}: {error}") from None


def with_ablation_flag(settings: PlannerSettings, ablation: str | None) -> PlannerSettings:
    """``settings`` of the ``--ablation`` given, whose refusal names the flag; a setting chosen that the run would
    never use (``unused_choices``: ``--executors 5`` under ``--ablation sequential``, ``--tool-cap`` under ``--policy
    solver``) is refused naming its flag or variable, never dropped in silence."""
    from himap_travel.planning.runtime.settings import SettingsError

    try:
        ablated = settings.with_ablation(ablation)
    except SettingsError as error:
        raise SettingsError(f"--ablation: {error}") from None
    if unused := unused_choices_said(settings, ablation, PLAN_FLAGS):
        raise SettingsError(unused)
    return ablated


def exit_code(status: str, certificate: object | None) -> int:
    """The verdict's exit code. 5 is a promise: the exact solver proved that no plan meets the request, and its
    certificate says why. An ``unsat`` without that proof (a day or an ablation that could not fit its budget) is an
    invalid plan: 4."""
    if status == "unsat" and certificate is None:
        return EXIT_CODES["invalid"]
    return EXIT_CODES[status]


def show_dependencies(plan: list[dict[str, Any]], budget: float, as_text: bool, png: Path | None) -> None:
    """The plan's dependency graph (what the run-time monitor repairs from): as text lines on stderr, or a PNG."""
    from himap_travel.planning.monitor.deps import build_deps, view_of
    from himap_travel.planning.monitor.render import deps_lines
    from himap_travel.planning.monitor.render import deps_png as draw

    view = view_of(build_deps(plan, budget=budget))
    if as_text:
        console.print("[bold]dependency graph[/]")
        for line in deps_lines(view):
            console.print(line, markup=False, highlight=False)
    if png is not None:
        with staged_file(png, "--deps-png") as drawn:
            draw(view, drawn)
        say(f"dependency graph written to {png}", console=console)


def check_request_options(query: str | None, split: str | None, row: int | None) -> None:
    """One request: a QUERY, or a benchmark row named by both --split and --row; never one silently instead of another."""
    if query is not None and (split is not None or row is not None):
        given = " and ".join(flag for flag, value in (("--split", split), ("--row", row)) if value is not None)
        raise OptionError(f"give either a QUERY or --split with --row, not both: {given} would plan a benchmark row instead of QUERY")
    if row is not None and split is None:
        raise OptionError(f"--row {row} needs --split: say which split's row (train, validation_dev, or a queries CSV)")
    if split is not None and row is None:
        raise OptionError(f"--split {split} needs --row: say which 0-based row of it to plan")
    if query is None and split is None:
        raise OptionError("give a QUERY, or --split and --row")
    if query is not None and query.strip() == "-":  # the usual name of stdin: not read, and no request either
        raise OptionError("QUERY '-': stdin is not read for the request; give the request as text, in quotes")


def check_output_file(path: Path | None, flag: str, data: str | None = None) -> None:
    """A file the command will write at the end is checked before it plans: a finished run's output is never lost, and
    none is written among the datasets of the data folder (``data``: the command's ``--data``)."""
    if path is None:
        return
    check_outside_the_data(path, flag, data)
    check_reachable(path, flag)
    folder = path.parent
    if path.is_dir():
        raise OptionError(f"{flag} {path} is a folder; give a file name")
    check_not_special(path, flag)
    if not folder.is_dir():
        problem = "is a file, not a folder" if folder.exists() else "does not exist"
        raise OptionError(f"{flag} {path}: the folder {folder} {problem}")
    writable = os.access(path, os.W_OK) if path.exists() else os.access(folder, os.W_OK | os.X_OK)
    if not writable:
        raise OptionError(f"{flag} {path} cannot be written (read-only)")


def check_store_outside_the_data(db: Path | str, data: str | None) -> None:
    """A checkpoint file (not a PostgreSQL URL) is written as the run goes: never among the data folder's datasets."""
    if not is_postgres_url(db):
        if str(db).endswith(("/", os.sep)):  # SQLite would create a file of the folder's name
            raise OutputPathError(f"--db {db} ends in '/', so it names a folder: give the path of a SQLite checkpoint "
                                  "file (in it)")
        check_outside_the_data(db, "--db", data)
        check_reachable(db, "--db")  # a link that loops would pass as a file to create, and fail after the run


def check_store(db: Path | str, data: str | None, db_flag: bool = False, existing: bool = False) -> None:
    """The checkpoint store, checked before any work: outside the data folder, a SQLite file of this project's
    (``existing``: one that is there). A store refused that came from ``HIMAP_DB`` (``db_flag`` False: no ``--db``)
    names the variable: it is a standing setting, easily forgotten, and the message would name a flag not given."""
    try:
        check_store_outside_the_data(db, data)
        check_checkpoint_file(db, existing=existing)
    except (CheckpointFileError, OutputPathError) as error:
        raise named_as_given(error, db, db_flag) from None


def named_as_given(error: Exception, db: Path | str | None, db_flag: bool) -> Exception:
    """``error`` about the store, naming ``HIMAP_DB`` when the store came from it (no ``--db`` given): checked before
    the run, or found when the store was opened (a PostgreSQL server that cannot be reached), the message would
    name a flag the user never gave."""
    if db_flag or db is None or environment.read("HIMAP_DB") != str(db) or str(error).startswith("HIMAP_DB="):
        return error
    said = str(error).removeprefix(f"--db {masked(str(db))}: ")
    return type(error)(f"HIMAP_DB={masked(str(db))}: {said}")


def check_png_file(path: Path | None, flag: str = "--deps-png", data: str | None = None) -> None:
    """A PNG to draw at the end: a writable place, and a .png name (matplotlib would add one, or refuse another)."""
    check_output_file(path, flag, data)
    if path is not None and path.suffix.lower() != ".png":
        raise OptionError(f"{flag} {path}: give a file name ending in .png")


def planner_input(query: str | None, split: str | None, row: int | None, data: str | None) -> PlannerInput:
    check_request_options(query, split, row)
    if split is not None and row is not None:  # a benchmark row (check_request_options: both or neither)
        import dataclasses

        from himap_travel.domain.evaluation.query_check import refuse_unknown_places
        from himap_travel.domain.sandbox.queries import load_queries
        from himap_travel.nodes.extract import in_sandbox_spelling

        rows = load_queries(split, data)
        if not 0 <= row < len(rows):
            raise OptionError(f"--row must be between 0 and {len(rows) - 1}")
        # a place spelt otherwise only in case or blanks is the data's, as the planner graph takes it (in_sandbox_spelling)
        chosen = dataclasses.replace(rows[row], spec=in_sandbox_spelling(rows[row].spec, load_sandbox(data)))
        refuse_unknown_places([chosen], split, load_sandbox(data))  # as a request naming an unknown city: exit 2
        return {"spec": chosen.spec}
    return {"query": query}


class UnreadWishes(TripSpecError):
    """A request with wishes the planner cannot keep (``domain.parsing.unread``): refused unless --allow-unread."""


def _objective_hint(wishes: list[UnreadWish]) -> str:
    """What ``--objective`` does for a wish no rule holds but a plan can favour ("as cheap as possible", "the nicest
    hotels": ``UnreadWish.favours``), so the traveller knows how to have it planned for."""
    favoured = {wish.favours for wish in wishes if wish.favours is not None}
    if "cheapest" in favoured:
        return " (--objective cheapest plans the lowest cost)"
    return " (--objective best, the default, favours the best rated stays and restaurants)" if favoured else ""


def understood(query: str, sandbox: Sandbox, allow_unread: bool = False) -> tuple[PlannerInput, list[UnreadWish]]:
    """The request read by the rules, with what they assumed and warn about printed (an unstated people count is
    assumed as the smallest the wording allows: 1 for I/me, 2 for we/us/our), and the wishes it cannot keep.

    Fail closed: a wish no reader keeps is refused (``UnreadWishes``, exit 2) naming each, unless ``allow_unread``."""
    request = parse_request(query, sandbox, people="smallest")
    if request.not_kept and not allow_unread:
        named = "; ".join(str(wish) for wish in request.not_kept)
        raise UnreadWishes(f"the request asks for what the planner cannot keep: {named}. Say it without them, or give "
                           f"--allow-unread to plan without them{_objective_hint(request.not_kept)}")
    for line in request.readings:  # an amount per person, day, night or week, multiplied out to the trip's total
        say(line, "read:", "cyan", console)
    for line in request.assumptions:
        say(f"{line} (say how many people if that is wrong)", "assumed:", "yellow", console)
    for line in request.warnings:
        warn(line, console)
    for wish in request.not_kept:
        warn(f"not kept (--allow-unread): {wish}", console)
    return {"spec": request.spec}, list(request.not_kept)


def _fail(message: str, code: int = BAD_INPUT) -> int:
    return fail(message, code, console)
