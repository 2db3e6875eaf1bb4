"""``python app.py flex ...``: FlexTravelBench multi-turn replays through the chat graph.

    flex run --instances PATH [--policy expert|llm|solver] [--history full|rebuilt] [--instances-at-once N] [--out DIR]
    flex build-3turn [--source DIR] [--out DIR]     more 3-turn instances from the 2-turn budget file

PATH is one FlexTravelBench JSON file or a folder of them; ``--data`` is the
data folder, as in every command (``--data PATH`` without ``--instances`` and
``--data-dir``/``--concurrency`` are the old spellings: they still work, with a
warning). ``run`` writes to
DIR (default ``runs/flex/<instances>-<policy>-<history>``, ``-best`` added under ``--objective best``): report.json,
report.md, pass_rate_by_turn.png, final_turn_submission.jsonl and
final_turn_queries.csv (``app.py evaluate final_turn_submission.jsonl
--queries final_turn_queries.csv`` gives the same final-turn figures), and
keeps every finished instance in DIR/results.sqlite: the same command again
replays only what is missing (``--fresh`` replays everything).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

import himap_travel.domain.environment as environment
from himap_travel.harness.bench.cli import _command, _fail, exit_on_errors
from himap_travel.harness.cli.console import say
from himap_travel.harness.cli.deprecated import renamed_value, warn_renamed
from himap_travel.harness.cli.options import (
    a_path,
    data_option,
    file_option,
    folder_option,
    llm_flags_unused,
    llm_option,
    setting_option,
    unused_choices_said,
)

flex_app = typer.Typer(add_completion=False, no_args_is_help=True, help=__doc__)
console = Console(stderr=True)


@flex_app.command()
def run(
    ctx: typer.Context,
    instances: Annotated[list[Path] | None, typer.Option(
        "--instances", parser=a_path, metavar="<path>", help="a FlexTravelBench JSON file, or a folder of them (repeat for more)")] = None,
    policy: str = setting_option("policy"),
    objective: str = setting_option("objective", entry="flex run"),
    history: Annotated[str, typer.Option(help="full (one conversation; 'revise the previous plan...') or rebuilt "
                                              "(each turn restates every condition)")] = "full",
    instances_at_once: Annotated[int, typer.Option("--instances-at-once", help="instances replayed at once")] = 1,
    concurrency: Annotated[int | None, typer.Option("--concurrency", hidden=True, help="the old name of --instances-at-once")] = None,
    executors: int = setting_option("executors", "--executors", "-P", note="within each plan"),
    out: Annotated[Path | None, folder_option("output folder (default: runs/flex/ and the --instances file's or folder's "
                                                  "name, the policy and the history, joined by '-', then -best under --objective "
                                                  "best)")] = None,
    db: Annotated[Path | None, file_option("results store (default <out>/results.sqlite)")] = None,
    limit: Annotated[int | None, typer.Option(help="only the first N instances of each file")] = None,
    fresh: Annotated[bool, typer.Option("--fresh", help="forget stored results of this setting and replay everything")] = False,
    base_url: str | None = llm_option("base_url"),
    model: str | None = llm_option("model"),
    data: Annotated[list[str] | None, data_option()] = None,
    data_dir: Annotated[str | None, typer.Option("--data-dir", hidden=True, help="the old name of --data")] = None,
) -> None:
    """Replay every instance turn by turn through the chat graph; write the reports, the plot and the final-turn files."""
    from himap_travel.domain.sandbox.index import load_sandbox
    from himap_travel.domain.sandbox.paths import DataDirError
    from himap_travel.harness.bench.store import StoreError, check_store_path
    from himap_travel.harness.flex.data import FlexDataError, json_files, load_file, refuse_unknown_places
    from himap_travel.harness.flex.replay import ReplayConfig, run_replay
    from himap_travel.harness.flex.report import write_outputs
    from himap_travel.harness.flex.turns import HISTORIES, is_history
    from himap_travel.harness.outputs import OutputLockError, OutputPathError, check_output_file, claim_output
    from himap_travel.planning.runtime.names import OBJECTIVES, POLICIES

    paths, data_dir = _renamed_flags(instances, data, data_dir)
    concurrency = renamed_value(ctx, "flex run", "--concurrency", concurrency, instances_at_once, "instances_at_once")
    if not is_history(history):
        _fail(f"--history must be one of {', '.join(HISTORIES)}")
    if policy not in POLICIES:
        _fail(f"unknown policy {policy!r}; choose one of {', '.join(POLICIES)}")
    if objective not in OBJECTIVES:
        _fail(f"unknown objective {objective!r}; choose one of {', '.join(OBJECTIVES)}")
    if unused := llm_flags_unused(policy, base_url, model):
        _fail(unused)
    if concurrency < 1 or executors < 1 or (limit is not None and limit < 1):
        _fail("--instances-at-once, --executors and --limit must be at least 1")
    _check_settings(policy, objective, executors)
    llm = tuple(sorted((k, v) for k, v in (("base_url", base_url), ("model", model)) if v))
    config = ReplayConfig(policy=policy, history=history, concurrency=concurrency, executors=executors, llm=llm, data=data_dir,
                          objective=objective)
    name = "+".join(path.stem if path.is_file() else path.name for path in paths)
    out = out or Path("runs/flex") / f"{name}-{policy}-{history}{'-best' if objective == 'best' else ''}"
    try:
        if db is not None:
            check_store_path(db)  # before the output folder is made: a URL or :memory: keeps nothing
            check_output_file(db, "--db", data=data_dir)
        files = [file for path in paths for file in json_files(path)]
        loaded = [i for file in files for i in load_file(file)[:limit]]
        sandbox = load_sandbox(data_dir)
        for file in files:
            refuse_unknown_places(file, [i for i in loaded if i.file == file.stem], sandbox)
        finished: dict[str, float] = {}
        started = time.perf_counter()
        with claim_output(out, _command(), data=data_dir):  # checked before anything is replayed, and one run at a time
            results = run_replay(loaded, config, db or out / "results.sqlite", fresh, console,
                                 lambda result: finished.__setitem__(result.file, time.perf_counter()))
            settings = {"data": [str(path) for path in paths], "files": [f.name for f in files], "policy": policy,
                        "history": history, "concurrency": concurrency, "executors": executors, "limit": limit, **dict(llm)}
            report = write_outputs(results, out, f"FlexTravelBench replay: {name} ({policy}, history {history})",
                                   _command(), settings, wall_seconds=file_walls(finished, started) if concurrency == 1 else None)
    except (FlexDataError, StoreError, DataDirError, OutputPathError, OutputLockError) as error:
        _fail(str(error))
    m = report["metrics"]
    console.print(f"final-turn pass {100 * m['final_turn_pass_rate']:.1f}% official, {100 * m['final_turn_pass_rate_strict']:.1f}% "
                  f"strict; hard pass by turn " + " → ".join(f"{100 * (v or 0):.1f}%" for v in m["hard_pass_rate_by_turn"])
                  + f"; {m['instances']} instances, {m['errors']} errors")
    say(f"outputs in {out}/ (report.md, report.json, pass_rate_by_turn.png, final_turn_submission.jsonl, "
        "final_turn_queries.csv)", console=console)
    exit_on_errors([r.error for r in results if r.error], len(results), ("instance", "instances"))


def _check_settings(policy: str, objective: str, executors: int) -> None:
    """The plans' settings checked before the output folder is made (an --executors past its bound, a HIMAP_* value
    out of shape, a choice the run would never use): refused naming the flag or the variable, not a traceback from
    the first instance."""
    from himap_travel.planning.runtime.settings import PlannerSettings, SettingsError

    try:
        settings = PlannerSettings(policy=policy, objective=objective, executors=executors)
    except SettingsError as error:
        _fail(f"--executors: {error}" if str(error).startswith("executors ") else str(error))
    if said := unused_choices_said(settings, None, ("policy", "objective", "executors")):
        _fail(said)  # e.g. -P 5 under --policy solver, which runs no day executors


def _data_instances(data_dir: str | None) -> str:
    """The data folder's FlexTravelBench folder (``--data``, ``HIMAP_DATA_DIR`` or the default), for a message."""
    from himap_travel.domain.sandbox.paths import DEFAULT_DATA_DIR, FLEX_FOLDER

    return str(Path(data_dir or environment.read("HIMAP_DATA_DIR") or DEFAULT_DATA_DIR) / FLEX_FOLDER)


def _renamed_flags(instances: list[Path] | None, data: list[str] | None, data_dir: str | None) -> tuple[list[Path], str | None]:
    """The FlexTravelBench files and the data folder, from the flags as given (old spellings warned about)."""
    if data_dir is not None:
        warn_renamed("flex run", "--data-dir")
    if instances is None:  # the old form: --data named the FlexTravelBench files
        if not data:
            _fail("give the FlexTravelBench files: --instances FILE_OR_FOLDER "
                  f"(the data folder's: --instances {_data_instances(data_dir)})")
        warn_renamed("flex run", "--data FILE")
        return [Path(path) for path in data], data_dir
    if data and len(data) > 1:
        _fail("--data is the one data folder; give the FlexTravelBench files with --instances (repeat it for more)")
    if data and data_dir is not None:
        _fail("give the data folder once: --data (--data-dir is its old name)")
    return instances, data[0] if data else data_dir


def file_walls(finished: dict[str, float], started: float) -> dict[str, float]:
    """Wall-clock per file of a one-at-a-time replay (files run in order: each from the previous one's last instance)."""
    walls, previous = {}, started
    for file, end in sorted(finished.items(), key=lambda item: item[1]):
        walls[file], previous = end - previous, end
    return walls


@flex_app.command("build-3turn")
def build_3turn_command(
    ctx: typer.Context,
    source: Annotated[Path | None, folder_option("the folder of the 2-turn files (default <data>/flextravelbench)")] = None,
    out: Annotated[Path, folder_option("where the built files go (outside the repository: they hold query text)")] = Path(
        "runs/flex/3turn-built"),
    data: Annotated[str | None, data_option()] = None,
    data_dir: Annotated[str | None, typer.Option("--data-dir", hidden=True, help="the old name of --data")] = None,
) -> None:
    """Build 3-turn instances (budget + house rule / room type / cuisine, both orders) from the 2-turn budget file."""
    from himap_travel.domain.sandbox.index import load_sandbox
    from himap_travel.domain.sandbox.paths import FLEX_FOLDER, DataDirError
    from himap_travel.domain.sandbox.paths import data_dir as find_data_dir
    from himap_travel.harness.flex.build3turn import build_3turn
    from himap_travel.harness.flex.data import FlexDataError
    from himap_travel.harness.outputs import OutputPathError, check_output_dir

    data_dir = renamed_value(ctx, "flex build-3turn", "--data-dir", data_dir, data, "data")
    try:
        folder = source or find_data_dir(data_dir) / FLEX_FOLDER
        if source is not None and not source.is_dir():  # else "<file>/<name>.json: Not a directory", naming no flag
            raise FlexDataError(f"--source {source} {'is not a folder' if source.exists() else 'does not exist'}: give "
                                "the folder of the 2-turn files (default <data>/flextravelbench)")
        check_output_dir(out, "--out", data_dir)
        if out.resolve() == folder.resolve():  # the built files bear the names of 3-turn files such a folder holds
            raise OutputPathError(f"--out {out} is the --source folder: the built files would replace its own; give "
                                  "another folder")
        manifest = build_3turn(folder, out, load_sandbox(data_dir))
    except (FlexDataError, DataDirError, OutputPathError) as error:
        _fail(str(error))
    kinds = ", ".join(f"{k} {v}" for k, v in manifest["by_kind"].items())
    console.print(f"{manifest['instances_per_ordering']} instances per ordering ({kinds}); "
                  f"{len(manifest['skipped'])} of {manifest['candidates']} pairs skipped (see manifest.json)")
    say(f"written to {out}/: {', '.join(manifest['files'])}, manifest.json", console=console)
