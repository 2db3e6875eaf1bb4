"""Export bench runs' role traces as a training dataset: one row per role invocation.

    python training/export.py --runs runs/bench/train-expert --out runs/training/dataset
    python app.py export --runs DIR... --out DATASET_DIR          (the same)

A bench run writes ``roles.jsonl`` (``bench/outputs.py``): per query, every
role's trace with what the role was given (``RoleTrace.context``). Each
coordinator and day-executor invocation becomes a row:

- ``role`` (``coordinator``, or the day's role: ``departure``/``stay``/``transit``/``return``);
- ``prompt``: the role's system and user messages, exactly as the LLM policy
  builds them (the paper's role conditioning);
- ``completion``: the tool-call turns and their observations in OpenAI message
  format (the expert calls the same tools a model does, so its traces are
  demonstrations); ``tools``: the schemas the role is offered (JSON);
- what a rollout needs to replay it: ``trip`` (the request), ``task``, ``sigma``
  (Σ's snapshot), ``avoid``, ``note``, ``feedback``, ``plan`` (the
  iteration's days as recorded);
- the reward components of the recorded decision (``outcome`` and the
  ``reward_*`` columns, ``objective`` = J_coord or J_exec) and the delivered
  plan's ``official_pass``/``strict_pass``;
- ids: ``id``, ``split``, ``position``, ``run``, ``iteration``, ``day``, ``attempt``.

The expert coordinator prices every candidate route (8 to ~300 searches,
restaurant and sight searches among them); the LLM coordinator is offered
four searches and 12 calls. Its demonstration keeps the calls to the tools
the model is offered, the first ``cap − 1`` of them, then its decision as the
model's ``distribute_task(visiting_cities, transportation)``.

Writes ``DATASET_DIR`` (``datasets.load_from_disk(DATASET_DIR)``) and ``DATASET_DIR/rows.jsonl``.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from himap_travel.domain.evaluation.judge import global_reward
from himap_travel.domain.sandbox.index import Sandbox, load_sandbox
from himap_travel.domain.sandbox.paths import DataDirError
from himap_travel.domain.text.json_text import AmbiguousJSON, JSONNestingError, json_lines, parse_json
from himap_travel.planning.policies.llm.agent import cut_observation
from himap_travel.planning.policies.llm.settings import LLMSettings
from himap_travel.state.plan import DayPlan, DayTask
from himap_travel.state.trace import RoleTrace, ToolCallRecord
from himap_travel.state.trip import TripSpec
from himap_travel.training.environments import (
    DEFAULT_COORDINATOR_CAP,
    CoordinatorEnvironment,
    DayEnvironment,
    ParsedCall,
    empty_day,
    plan_score,
)
from himap_travel.training.rewards import early_detect, local_reward, role_objective

ROLES_FILE = "roles.jsonl"
OBSERVATION_CHARS = LLMSettings().max_observation_chars


class RoleRow(BaseModel):
    """One role invocation, as the dataset holds it (JSON strings where the shape varies by role)."""

    model_config = ConfigDict(extra="forbid")

    id: str
    split: str
    position: int
    run: str
    iteration: int
    day: int | None
    attempt: int
    role: str
    prompt: list[dict[str, Any]]
    completion: list[dict[str, Any]]
    tools: str
    trip: str
    task: str | None = None
    sigma: str | None = None
    avoid: list[str] = []
    note: str = ""
    feedback: str = "[]"
    plan: str
    outcome: str
    reward_global: float
    reward_local: float | None = None
    reward_extract: float | None = None
    n_iter: int | None = None
    early: float | None = None
    objective: float
    official_pass: bool
    strict_pass: bool


def _message(role: str, content: str = "", tool_calls: list[dict[str, Any]] | None = None,
             tool_call_id: str | None = None) -> dict[str, Any]:
    """One message with every key present (a dataset column needs one shape)."""
    return {"role": role, "content": content, "tool_calls": tool_calls, "tool_call_id": tool_call_id}


def tool_turns(calls: Iterable[tuple[str, dict[str, Any], str]], prefix: str) -> list[dict[str, Any]]:
    """(name, arguments, observation) as OpenAI messages: an assistant tool call, then its tool result."""
    messages = []
    for index, (name, arguments, observation) in enumerate(calls):
        call_id = f"{prefix}{index}"
        call = {"id": call_id, "type": "function", "function": {"name": name, "arguments": json.dumps(arguments, ensure_ascii=False)}}
        messages.append(_message("assistant", tool_calls=[call]))
        messages.append(_message("tool", cut_observation(observation, OBSERVATION_CHARS), tool_call_id=call_id))
    return messages


def iteration_plans(traces: list[RoleTrace], spec: TripSpec) -> dict[int, list[dict[str, Any]]]:
    """Each iteration's days as its executors last decided them (an infeasible day stays empty)."""
    latest: dict[int, dict[int, RoleTrace]] = {}
    for trace in traces:
        if trace.role == "executor" and trace.day is not None and trace.context:
            latest.setdefault(trace.iteration, {})[trace.day] = trace
    plans = {}
    for iteration, days in latest.items():
        plan = []
        for day in range(1, spec.days + 1):
            executor = days.get(day)
            decision = json.loads(executor.decision) if executor else {}
            if executor is not None and "current_city" in decision:
                plan.append(DayPlan.model_validate(decision).to_submission())
            elif executor is not None:
                plan.append(empty_day(DayTask.model_validate(executor.context["task"])))
            else:
                plan.append(DayPlan(day=day, current_city=spec.org).to_submission())
        plans[iteration] = plan
    return plans


def _ids(line: dict[str, Any], trace: RoleTrace) -> dict[str, Any]:
    split = line["run_key"].split("|", 1)[0]
    day = f"d{trace.day}" if trace.day is not None else "coord"
    return {"id": f"{split}/{line['position']}/i{trace.iteration}/{day}/a{trace.attempt}", "split": split, "position": line["position"],
            "run": line["run_key"], "iteration": trace.iteration, "day": trace.day, "attempt": trace.attempt,
            "official_pass": bool(line.get("official_pass")), "strict_pass": bool(line.get("strict_pass"))}


def executor_row(line: dict[str, Any], trace: RoleTrace, spec: TripSpec, plan: list[dict[str, Any]], sandbox: Sandbox) -> RoleRow:
    """A day executor's invocation: its prompt and calls replayed in its environment, which scores the day."""
    context = trace.context
    task = DayTask.model_validate(context["task"])
    row = {"trip": spec.model_dump_json(), "task": task.model_dump_json(), "sigma": json.dumps(context["sigma"]),
           "avoid": list(context.get("avoid") or []), "note": context.get("note") or "", "plan": json.dumps(plan)}
    environment = DayEnvironment(sandbox)
    prompt = environment.reset(row)
    for record in trace.tool_calls:  # the tools are deterministic given the Σ snapshot: the same observations
        if environment.done:
            break
        environment.step([ParsedCall(record.name, record.args)])
    outcome = environment.outcome()
    return RoleRow(
        **_ids(line, trace), role=task.role, prompt=prompt, completion=tool_turns(_calls(trace.tool_calls), f"call_{task.day}_"),
        tools=json.dumps(environment.specs), **row, outcome=json.dumps(outcome),
        reward_global=global_reward(outcome["valid"], outcome["checks"], outcome["cost"], spec.budget),
        reward_local=local_reward(outcome["accepted"], outcome["filled"], outcome["required"]),
        early=early_detect(outcome["violations"], outcome["tool_calls"]), objective=role_objective(outcome),
    )


def coordinator_row(line: dict[str, Any], trace: RoleTrace, spec: TripSpec, plan: list[dict[str, Any]], sandbox: Sandbox,
                    cap: int = DEFAULT_COORDINATOR_CAP) -> RoleRow:
    """The coordinator's invocation: its offered searches (cut to the cap), then its route as ``distribute_task``."""
    context = trace.context
    feedback = json.dumps(context.get("feedback") or [])
    environment = CoordinatorEnvironment(sandbox, tool_cap=cap)
    prompt = environment.reset({"trip": spec.model_dump_json(), "feedback": feedback})
    offered = {schema["function"]["name"] for schema in environment.specs}
    searches = [r for r in trace.tool_calls if r.name in offered and r.name != "distribute_task"][: cap - 2]
    decision = {"visiting_cities": list(context.get("route") or []), "transportation": _mode(context.get("transport") or "")}
    observation = environment.step([ParsedCall("distribute_task", decision)])[0]
    calls = [*_calls(searches), ("distribute_task", decision, observation)]
    outcome = {"role": "coordinator", **plan_score(spec, plan, sandbox), "allocated": environment.allocation is not None,
               "iterations": trace.iteration, "tool_calls": len(calls)}
    return RoleRow(
        **_ids(line, trace), role="coordinator", prompt=prompt, completion=tool_turns(calls, "call_c_"),
        tools=json.dumps(environment.specs), trip=spec.model_dump_json(), feedback=feedback, plan=json.dumps(plan),
        outcome=json.dumps(outcome), reward_global=global_reward(outcome["valid"], outcome["checks"], outcome["cost"], spec.budget),
        reward_extract=float(outcome["allocated"]), n_iter=trace.iteration, objective=role_objective(outcome),
    )


def _mode(transport: str) -> str:
    """The allocation's transport ('self-driving', 'flight', 'flight+taxi', 'taxi') as ``distribute_task``'s mode."""
    return "self-driving" if "self-driving" in transport else "flight" if "flight" in transport else "taxi"


def _calls(records: Iterable[ToolCallRecord]) -> list[tuple[str, dict[str, Any], str]]:
    return [(r.name, r.args, r.observation) for r in records]


def rows_of_line(line: dict[str, Any], sandbox: Sandbox) -> Iterator[RoleRow]:
    """The rows of one query's line of ``roles.jsonl`` (traces without context, from older runs, are skipped)."""
    traces = [RoleTrace.model_validate(item) for item in line.get("traces") or []]
    coordinators = [t for t in traces if t.role == "coordinator" and t.context.get("spec")]
    if not coordinators:
        return
    spec = TripSpec.model_validate(coordinators[0].context["spec"])
    plans = iteration_plans(traces, spec)
    for trace in traces:
        plan = plans.get(trace.iteration)
        if plan is None or not trace.context:
            continue
        if trace.role == "coordinator":
            yield coordinator_row(line, trace, spec, plan, sandbox)
        elif trace.role == "executor":
            yield executor_row(line, trace, spec, plan, sandbox)


def roles_files(run: Path) -> list[Path]:
    """A run folder's ``roles.jsonl`` files (its seed folders' too); a file is taken as it is."""
    if run.is_file():
        return [run]
    return sorted(run.rglob(ROLES_FILE))


class ExportError(ValueError):
    """The runs cannot be exported, or not to that folder (names the path and why)."""


def export(runs: list[Path], out: Path, sandbox: Sandbox | None = None) -> list[RoleRow]:
    """Read the runs, write the dataset (``save_to_disk`` and ``rows.jsonl``); returns the rows.

    The output folder is checked first, so that nothing is read or built for a folder that cannot be written.
    """
    from himap_travel.harness.outputs import OutputPathError, check_output_dir, not_written

    try:
        check_output_dir(out, "--out", inputs=[("--runs", run) for run in runs])
    except OutputPathError as error:
        raise ExportError(str(error)) from error
    files = [path for run in runs for path in roles_files(run)]
    if not files:
        raise ExportError(f"no {ROLES_FILE} under {', '.join(map(str, runs))}: give bench run folders (app.py bench run --out DIR)")
    sandbox = sandbox or load_sandbox()
    rows = [row for path in files for row in _rows_of_file(path, sandbox)]
    if not rows:
        raise ExportError(f"{', '.join(map(str, files))} hold no role traces with context (run the bench again with this version)")
    from datasets import Dataset  # the train extra

    stage = out.with_name(out.name + ".partial")  # built here, then moved into place (a killed export's is replaced)
    shutil.rmtree(stage, ignore_errors=True)
    try:
        Dataset.from_list([row.model_dump() for row in rows]).save_to_disk(str(stage))
        (stage / "rows.jsonl").write_text("".join(row.model_dump_json() + "\n" for row in rows), encoding="utf-8")
    except OSError as error:  # a full disk, ``ulimit -f``: named, and no half dataset left beside the output
        shutil.rmtree(stage, ignore_errors=True)
        raise ExportError(not_written("--out", out, error, "the dataset")) from None
    _into_place(stage, out)
    return rows


def _into_place(stage: Path, out: Path) -> None:
    """The staged dataset's files moved into ``out``, ``rows.jsonl`` (what the trainers read) removed first and put
    last: a process killed while it exported leaves the folder it had, or one without ``rows.jsonl`` (refused by
    ``load_rows``, naming it), never new dataset files beside the old rows taken as one whole export."""
    out.mkdir(parents=True, exist_ok=True)
    (out / "rows.jsonl").unlink(missing_ok=True)
    for file in sorted(stage.rglob("*"), key=lambda path: path.name == "rows.jsonl"):
        if file.is_file():
            target = out / file.relative_to(stage)
            target.parent.mkdir(parents=True, exist_ok=True)
            os.replace(file, target)
    shutil.rmtree(stage, ignore_errors=True)


def _rows_of_file(path: Path, sandbox: Sandbox) -> Iterator[RoleRow]:
    """The rows of one ``roles.jsonl``; a file or line that is not one is an ``ExportError`` naming the file (and line)."""
    try:
        lines = json_lines(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as error:
        raise ExportError(f"{path}: cannot be read as a {ROLES_FILE} ({type(error).__name__}: {error})") from None
    for number, text in enumerate(lines, start=1):
        if not text.strip():
            continue
        try:
            line = parse_json(text)
        except json.JSONDecodeError as error:
            raise ExportError(f"{path}: line {number} is not JSON ({error.msg}): a damaged or unfinished run file") from error
        except (JSONNestingError, AmbiguousJSON) as error:
            raise ExportError(f"{path}: line {number} is not a role-trace line: {error}") from None
        try:
            rows = list(rows_of_line(line, sandbox))
        except (KeyError, TypeError, AttributeError, ValueError) as error:  # pydantic's ValidationError is a ValueError
            raise ExportError(f"{path}: line {number} is not a role-trace line of a bench run "
                              f"({type(error).__name__}: {str(error)[:200]})") from None
        yield from rows


def load_rows(dataset: Path) -> list[RoleRow]:
    """The rows of an exported dataset (its ``rows.jsonl``)."""
    path = dataset / "rows.jsonl" if dataset.is_dir() else dataset
    return [RoleRow.model_validate_json(text) for text in json_lines(path.read_text(encoding="utf-8")) if text.strip()]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=Path, nargs="+", required=True, help="bench run folders (or roles.jsonl files)")
    parser.add_argument("--out", type=Path, required=True, help="dataset folder to write")
    args = parser.parse_args(argv)
    try:
        rows = export(args.runs, args.out)
    except (ExportError, DataDirError) as error:
        print(f"error: {error}", file=sys.stderr)
        raise SystemExit(2) from None
    roles: dict[str, int] = {}
    for row in rows:
        roles[row.role] = roles.get(row.role, 0) + 1
    print(f"{len(rows)} rows ({', '.join(f'{k}: {v}' for k, v in sorted(roles.items()))}) -> {args.out} "
          f"(load_from_disk('{args.out}'), {args.out / 'rows.jsonl'})")


if __name__ == "__main__":
    main()
