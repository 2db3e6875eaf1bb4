"""Fault matrix, files and folders outside planning: the real command line in subprocesses (tests/support/faultkit.py).

Output paths that are files, lie under files or cannot be written (refused before any work), a port another
service holds, a cache folder that is a file, a truncated sandbox CSV, every training config error, a
missing HOME (matplotlib must not write outside the project), and the one rule for a request that gives no
people count. Each probe checks the exit code, that there is no traceback, that the message names the cause,
and that no file was created or changed that should not have been.
"""

from __future__ import annotations

import io
import json
import os
import pwd
import runpy
import socket
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from unittest import mock

import pytest

from himap_travel.domain.sandbox.paths import DATABASE_FILES, cache_path
from tests.support.faultkit import (
    DATA_DIR,
    QUERY,
    REPO,
    CliResult,
    FileSnapshot,
    assert_clean_exit,
    assert_refused,
    cli_env,
    run_cli,
    run_in_process,
)

PYTHON = REPO / ".venv" / "bin" / "python"


def run_script(script: str, *args: str, env: dict[str, str] | None = None) -> CliResult:
    """``.venv/bin/python training/SCRIPT ARGS`` in a new process, as the README runs the training scripts."""
    done = subprocess.run([str(PYTHON if PYTHON.exists() else sys.executable), str(REPO / "training" / script), *args],
                          cwd=str(REPO), env=env or cli_env(), capture_output=True, text=True, timeout=600)
    return CliResult((script, *args), done.returncode, done.stdout, done.stderr)


HEAVY = ("trl", "torch")  # what a training script imports only once its config, dataset and output folder are taken


def run_script_in_process(script: str, *args: str) -> CliResult:
    """``run_script`` in this process (``runpy``, with the script's argv and streams): for a refusal the script makes
    before ``main`` imports TRL and torch, to which a new process adds only its second of imports (each script keeps
    one real process below). It fails if the script imported TRL or torch all the same: the refusal came too late."""
    path, already = REPO / "training" / script, [name for name in HEAVY if name in sys.modules]
    stdout, stderr, code = io.StringIO(), io.StringIO(), 0
    with redirect_stdout(stdout), redirect_stderr(stderr), mock.patch.object(sys, "argv", [str(path), *args]):
        try:
            runpy.run_path(str(path), run_name="__main__")
        except SystemExit as ended:
            code = ended.code if isinstance(ended.code, int) else 1
    assert [name for name in HEAVY if name in sys.modules] == already, f"{script} imported {HEAVY} before refusing"
    return CliResult((script, *args), code, stdout.getvalue(), stderr.getvalue())


@pytest.fixture
def a_file(tmp_path) -> Path:
    path = tmp_path / "a_file"
    path.write_text("not a folder\n")
    return path


# --- 1. output paths: refused before any work ------------------------------------------------------------


@pytest.mark.parametrize("run, command, cause", [  # one real process; the other ways in this one
    (run_cli, ("bench", "run", "--split", "validation_dev", "--limit", "1", "--out", "{file}"), "--out {file} is a file, not a folder"),
    (run_in_process, ("bench", "run", "--split", "validation_dev", "--limit", "1", "--out", "{file}/run"),
     "which is a file, not a folder"),
    (run_in_process, ("bench", "run", "--split", "validation_dev", "--limit", "1", "--out", "{tmp}/run", "--db", "{file}/r.sqlite"),
     "--db {file}/r.sqlite: cannot create the file under {file}, which is a file"),
    (run_in_process, ("bench", "latency", "--split", "validation_dev", "--limit", "1", "--lengths", "3", "--out", "{file}"),
     "--out {file} is a file"),
    (run_in_process, ("export", "--runs", "{tmp}", "--out", "{file}"), "--out {file} is a file, not a folder"),
    (run_in_process, ("flex", "run", "--data", str(DATA_DIR / "flextravelbench" / "val_dataset_without_budget_one.json"),
                      "--limit", "1", "--out", "{file}"), "--out {file} is a file, not a folder"),
], ids=["bench-run-out-file", "bench-run-out-under-file", "bench-run-db-under-file", "bench-latency-out-file",
        "export-out-file", "flex-run-out-file"])
def test_an_output_path_that_cannot_be_written_is_refused_before_any_work(tmp_path, a_file, run, command, cause):
    args = [part.format(file=a_file, tmp=tmp_path) for part in command]
    snapshot = FileSnapshot(tmp_path)
    result = run(*args)
    assert_refused(result, cause.format(file=a_file, tmp=tmp_path))
    assert "planned now" not in result.output and "rows (" not in result.output  # nothing was computed, then lost
    assert snapshot.changes() == []


def test_bench_compare_refuses_an_unwritable_out_before_comparing(tmp_path, a_file):
    report = tmp_path / "report.json"
    report.write_text("{}")
    snapshot = FileSnapshot(tmp_path)
    result = run_cli("bench", "compare", str(report), str(report), "--out", "/proc/himap-cmp/cmp.md")
    assert_refused(result, "--out /proc/himap-cmp/cmp.md", "cannot write in /proc")
    assert snapshot.changes() == []


# --- 3. serve: a port another service holds -----------------------------------------------------------------


def test_serve_refuses_a_port_another_service_holds_before_installing_anything(tmp_path):
    home = tmp_path / "home"  # where the vllm venv and the model would go (~/.cache/himap-travel)
    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        other.listen()
        port = other.getsockname()[1]
        result = run_cli("serve", "small", "--port", str(port), env=cli_env(HOME=str(home)), timeout=120)
    assert_refused(result, f"port {port}", "already in use by another service", "--port")
    assert not home.exists()  # nothing installed, converted or started


# --- 4. the cache folder and the sandbox's source files ----------------------------------------------------


def test_a_cache_dir_that_is_a_file_is_named(tmp_path, a_file):
    snapshot = FileSnapshot(tmp_path)
    result = run_cli("plan", QUERY, env=cli_env(HIMAP_CACHE_DIR=str(a_file)))
    assert_refused(result, "HIMAP_CACHE_DIR", str(a_file), "is a file, not a folder")
    assert snapshot.changes() == []


@pytest.fixture
def truncated_data(tmp_path) -> Path:
    """A data folder like the shared one (its files linked), but with flights.csv cut off mid-line."""
    root = tmp_path / "data"
    database = root / "travelplanner" / "database"
    for relative in DATABASE_FILES.values():
        target = root / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        source = DATA_DIR / relative
        if target.name == "flights.csv":
            text = source.read_bytes()
            target.write_bytes(text[: text.index(b"\n", 4000) + 12])  # the next line's first 11 characters
        else:
            target.symlink_to(source)
    assert (database / "flights" / "flights.csv").is_file()
    return root


def test_a_truncated_sandbox_csv_is_named_with_its_line_and_leaves_no_partial_file(tmp_path, truncated_data):
    cache = tmp_path / "cache"
    cache.mkdir()
    snapshot = FileSnapshot(tmp_path)
    env = cli_env(HIMAP_DATA_DIR=str(truncated_data), HIMAP_CACHE_DIR=str(cache))
    for run in (run_cli, run_in_process):  # every attempt fails alike, and none leaves a file behind
        result = run("plan", QUERY, env=env)
        assert_refused(result, "flights.csv: line", "the file is truncated or damaged")
        assert "IntegrityError" not in result.output
    assert snapshot.changes() == []
    assert list(cache.iterdir()) == []


# --- 5. training config errors: exit 2 naming the cause, before any model is loaded -------------------------


@pytest.mark.parametrize("script", ["grpo.py", "sft.py"])
@pytest.mark.parametrize("text, cause", [
    (None, "config file {config} not found"),
    ("model_name_or_path: [tiny,\n", "config file {config} is not valid YAML"),
    ("", "config file {config} is empty"),
    ("- a list\n- not settings\n", "config file {config} holds a list, not a mapping"),
], ids=["missing", "broken", "empty", "not-a-mapping"])
def test_a_config_file_that_cannot_be_read_is_named(tmp_path, script, text, cause):
    config = tmp_path / "config.yaml"
    if text is not None:
        config.write_text(text)
    snapshot = FileSnapshot(tmp_path)
    run = run_script if text is None else run_script_in_process  # one real process per script: the file is missing
    result = run(script, "--config", str(config), "--output_dir", str(tmp_path / "out"))
    assert_refused(result, cause.format(config=config))
    assert snapshot.changes() == []


@pytest.mark.parametrize("run, script, settings, flags, cause", [  # TRL names its own settings: a real process
    (run_script, "sft.py", "model_name_or_path: tiny\nbogus_key: 3\n", (), "config file {config}: unknown setting(s) bogus_key"),
    (run_script_in_process, "grpo.py", "use_cpu: true\nbf16: false\ndataset: {tmp}/no-dataset\n", ("--output_dir", "{tmp}/out"),
     "dataset {tmp}/no-dataset: no such dataset"),
    (run_script_in_process, "sft.py", "use_cpu: true\nbf16: false\n", ("--output_dir", "{file}"),
     "--output_dir {file} is a file, not a folder"),
], ids=["unknown-key", "missing-dataset", "output-dir-is-a-file"])
def test_a_setting_that_cannot_be_used_is_named_before_any_model_loads(tmp_path, a_file, run, script, settings, flags, cause):
    config = tmp_path / "config.yaml"
    config.write_text(settings.format(tmp=tmp_path))
    snapshot = FileSnapshot(tmp_path)
    result = run(script, "--config", str(config), *(f.format(tmp=tmp_path, file=a_file) for f in flags))
    assert_refused(result, cause.format(config=config, tmp=tmp_path, file=a_file))
    assert snapshot.changes() == []


# --- 6. matplotlib's config goes to the project's cache, whatever HOME is ---------------------------------


def _matplotlib_homes(home: Path) -> list[Path]:
    return [home / ".config" / "matplotlib", home / ".cache" / "matplotlib"]


@pytest.mark.parametrize("home", ["missing", "unset"])
def test_plots_write_nothing_outside_the_project_without_a_usable_home(tmp_path, home):
    out = tmp_path / "out"
    if home == "missing":
        where = tmp_path / "no-home"  # the cache is HIMAP_CACHE_DIR (the default, under HOME, is refused: see test_fault_audit23)
        env = cli_env(HOME=str(where), MPLCONFIGDIR=None, XDG_CONFIG_HOME=None, XDG_CACHE_HOME=None,
                      HIMAP_CACHE_DIR=str(cache_path()))
        watched = FileSnapshot(tmp_path)
    else:  # with HOME unset, matplotlib asks the password database
        where = Path(pwd.getpwuid(os.getuid()).pw_dir)
        env = cli_env(HOME=None, MPLCONFIGDIR=None, XDG_CONFIG_HOME=None, XDG_CACHE_HOME=None)
        watched = FileSnapshot(tmp_path, *_matplotlib_homes(where))
    result = run_cli("bench", "run", "--split", "validation_dev", "--limit", "1", "--out", str(out), env=env)
    assert_clean_exit(result, 0)
    assert (out / "pass_by_level.png").is_file() and (out / "latency_by_days.png").is_file()
    assert "Matplotlib created a temporary" not in result.output
    created = [p for p in watched.changes() if not Path(p).is_relative_to(out)]
    assert created == []
    assert not (tmp_path / "no-home").exists()
    assert list((cache_path() / "matplotlib").glob("fontlist-*.json")), "matplotlib's cache is in the project's cache"


# --- 7. a request with no people count: the benchmark reads it as app.py plan does --------------------------


WE_TEXT = ("We would like to plan a 3-day trip from Washington to Myrtle Beach from March 13th to March 15th, 2022, "
           "with a budget of $1,400 for our trip.")


def test_bench_from_text_plans_an_unstated_count_as_plan_does_and_records_the_assumption(tmp_path):
    queries = tmp_path / "queries.csv"
    spec = ("Washington,Myrtle Beach,3,1,\"['2022-03-13', '2022-03-14', '2022-03-15']\",2,"
            "\"{'house rule': None, 'cuisine': None, 'room type': None, 'transportation': None}\",1400")
    queries.write_text("org,dest,days,visiting_city_number,date,people_number,local_constraint,budget,query,level\n"
                       f"{spec},\"{WE_TEXT}\",easy\n")
    out = tmp_path / "out"
    snapshot = FileSnapshot(tmp_path)
    result = run_cli("bench", "run", "--split", str(queries), "--from-text", "--out", str(out))
    assert_clean_exit(result, 0)
    (trace,) = [json.loads(line) for line in (out / "traces.jsonl").read_text().splitlines()]
    assert trace["delivered"] and trace["error"] is None and trace["strict_pass"]
    assert trace["assumptions"] == ["2 travellers: the request gives no number (we/us/our)"]
    report = json.loads((out / "report.json").read_text())
    assert report["assumed_queries"] == 1 and report["assumptions"][0]["idx"] == 1
    assert "## Assumptions" in (out / "report.md").read_text()
    assert all(Path(p).is_relative_to(out) for p in snapshot.changes())
    # the command line reads the same text alike (2 travellers, and it says so): the same plan, for the same objective
    # (plan serves a traveller with "best" by default, the benchmark plans the cheapest)
    planned = run_in_process("plan", WE_TEXT, "--json", "--objective", "cheapest")
    assert_clean_exit(planned, 0)
    assert "assumed: 2 travellers" in planned.words
    (line,) = [json.loads(text) for text in (out / "submission.jsonl").read_text().splitlines()]
    assert json.loads(planned.stdout)["plan"] == line["plan"]
