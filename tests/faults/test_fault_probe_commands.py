"""Issue 40, second round of probes: each cause below run as the user runs it (``app.py`` in a subprocess).

Every probe checks the exit code, that there is no traceback, that the cause is named, and that no file changed
that should not have. Each cause is reached several ways (several flags, commands or fields), so that the same
cause reached another way is caught too:

* a thread resumed or repaired against other data than it was planned on;
* a store that does not outlive the process (``--db :memory:``) or is no file (a URL as a results store);
* an output that is an input (``bench compare A B --out A``);
* rich markup in a user value (``[/]x``), which crashed the error printer or vanished from the message;
* a full disk under ``bench run --out`` (a traceback and a half-written folder);
* a number of thousands of digits in a queries CSV;
* ``bench latency`` with a huge setting;
* a queries row whose places are not in the sandbox, or whose destination is its origin in another case;
* ``bench run --ablations ''``.

Each cause is probed once in a real process (``run_cli``); its other ways run in this process (``run_in_process``: the
same command line and checks without seconds of imports each).
"""

from __future__ import annotations

import csv
import errno
import io
import json
import os
import shutil
import sqlite3
from pathlib import Path

import pytest
from rich.console import Console

from himap_travel.domain.evaluation.query_check import refuse_unknown_places
from himap_travel.domain.sandbox.index import load_sandbox
from himap_travel.domain.sandbox.queries import load_queries
from himap_travel.execution.claims import claim_thread
from himap_travel.execution.errors import ThreadRefused
from himap_travel.execution.schema import CLAIMS_TABLE
from himap_travel.harness.bench.config import BenchConfigError
from himap_travel.harness.bench.latency import LatencyConfig, parse_lengths
from himap_travel.harness.cli.console import fail, say
from himap_travel.harness.outputs import OutputPathError, staged_output
from himap_travel.state.trip import TripSpecError
from himap_travel.tools.latency import SimulatedLatency
from tests.support.faultkit import DATA_DIR, QUERY, FileSnapshot, assert_refused, cli_env, run_cli, run_in_process

QUERIES = DATA_DIR / "travelplanner" / "queries" / "validation_dev.csv"
MARKUP = "[/]x[bold]"  # closes nothing (rich raised MarkupError) and opens a style (rich ate it)


def queries_file(path: Path, *edits: dict[str, str]) -> Path:
    """A queries CSV of validation_dev's first row, once per edit (the row with those fields changed)."""
    with QUERIES.open(newline="", encoding="utf-8") as handle:
        first = next(csv.DictReader(handle))
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(first))
        writer.writeheader()
        writer.writerows({**first, **edit} for edit in edits)
    return path


# --- 1. a thread remembers its data ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def other_data(tmp_path_factory) -> Path:
    """The sandbox data without the flight that row 50's cheapest plan books on day 1."""
    root = tmp_path_factory.mktemp("other-data")
    shutil.copytree(DATA_DIR / "travelplanner", root / "travelplanner")
    return root


def test_a_thread_is_not_resumed_or_repaired_against_other_data(tmp_path, other_data):
    db = tmp_path / "trips.sqlite"
    planned = run_cli("plan", "--split", "validation_dev", "--row", "50", "--objective", "cheapest", "--thread", "trip",
                      "--db", str(db), "--json")
    assert planned.code == 0, str(planned)
    flight = json.loads(planned.stdout.strip().splitlines()[-1])["plan"][0]["transportation"].split(",")[0].split(": ")[1]
    flights = other_data / "travelplanner" / "database" / "flights" / "flights.csv"
    kept = [line for line in flights.read_text(encoding="utf-8").splitlines(keepends=True) if flight not in line]
    flights.write_text("".join(kept), encoding="utf-8")
    env = cli_env(HIMAP_CACHE_DIR=str(tmp_path / "cache"))  # the other data's sandbox, without rebuilding the shared one
    before = FileSnapshot(db)
    for run, args in ((run_cli, ("plan", "--split", "validation_dev", "--row", "50", "--objective", "cheapest", "--thread",
                                 "trip")),
                      (run_in_process, ("replan", "--thread", "trip", "--disrupt", "flight:day1"))):  # one real process
        refused = run(*args, "--db", str(db), "--data", str(other_data), env=env)
        assert_refused(refused, "thread trip", str(DATA_DIR), str(other_data), "--data")
    assert before.changes() == []


def _claim_with(db: Path, sandbox: dict | None, settings: dict) -> None:
    with claim_thread(sqlite3.connect(db), "t", request="trip A", settings=settings, sandbox=sandbox):
        pass


def test_a_thread_planned_before_the_data_was_recorded_keeps_resuming(tmp_path):
    db, settings = tmp_path / "t.sqlite", {"policy": "expert"}
    _claim_with(db, None, settings)  # as every thread claimed before the mark: settings without it
    _claim_with(db, {"stamp": "a" * 64, "data": "/elsewhere"}, settings)  # resumes, whatever data it reads
    _claim_with(db, {"stamp": "a" * 64, "data": "/elsewhere"}, settings)
    held = json.loads(sqlite3.connect(db).execute(f"SELECT settings FROM {CLAIMS_TABLE}").fetchone()[0])
    assert held == settings, "the old record is kept as it was"


def test_the_recorded_data_is_compared_apart_from_the_settings(tmp_path):
    db, settings = tmp_path / "t.sqlite", {"policy": "expert"}
    _claim_with(db, {"stamp": "a" * 64, "data": "/one"}, settings)
    _claim_with(db, {"stamp": "a" * 64, "data": "/moved"}, settings)  # the same data in another folder is the same data
    with pytest.raises(ThreadRefused, match="planned on the data in /one .* reads the data in /two"):
        _claim_with(db, {"stamp": "b" * 64, "data": "/two"}, settings)
    with pytest.raises(ThreadRefused, match="policy expert \\(this run: solver\\)"):
        _claim_with(db, {"stamp": "a" * 64, "data": "/one"}, {"policy": "solver"})


# --- 2. a store that does not outlive the process, or is no file ----------------------------------------------


@pytest.mark.parametrize("run, args", [
    (run_cli, ("plan", QUERY, "--thread", "t", "--db", ":memory:")),
    (run_in_process, ("replan", "--thread", "t", "--db", ":memory:", "--disrupt", "flight:day1")),
    (run_in_process, ("bench", "load", "--db", ":memory:", "--conversations", "1")),
    (run_in_process, ("bench", "run", "--limit", "1", "--db", ":memory:")),
    (run_in_process, ("flex", "run", "--instances", str(DATA_DIR / "flextravelbench"), "--limit", "1", "--db", ":memory:")),
    (run_in_process, ("flex", "run", "--instances", str(DATA_DIR / "flextravelbench"), "--limit", "1",
                      "--db", "postgresql://USER@127.0.0.1:5432/trips")),
    (run_cli, ("bench", "run", "--limit", "1", "--db", "postgresql://USER@127.0.0.1:5432/trips")),
], ids=["plan-memory", "replan-memory", "load-memory", "bench-memory", "flex-memory", "flex-url", "bench-url"])
def test_every_db_flag_refuses_a_store_that_keeps_nothing(tmp_path, run, args):
    before = FileSnapshot(tmp_path)
    result = run(*args, cwd=tmp_path)
    assert_refused(result, "--db")
    assert before.changes() == [] and list(tmp_path.iterdir()) == [], "nothing created in the working folder"


# --- 3. an output that is an input --------------------------------------------------------------------------


def test_bench_compare_refuses_to_write_over_either_report(tmp_path):
    stat = {"mean": 0.5, "std": 0.0, "values": [0.5]}
    for name, value in (("a.json", 0.5), ("b.json", 0.7)):
        metrics = {"final_pass_rate": {**stat, "mean": value}}
        (tmp_path / name).write_text(json.dumps({"title": name, "metrics": {"official": [
            {"group": "all", "kind": "overall", "n": 1, "metrics": metrics}]}}))
    (tmp_path / "link.json").symlink_to(tmp_path / "a.json")
    before = FileSnapshot(tmp_path)
    for run, out, report in ((run_cli, "a.json", "report A"), (run_in_process, "./b.json", "report B"),
                             (run_in_process, str(tmp_path / "link.json"), "report A")):
        result = run("bench", "compare", "a.json", "b.json", "--out", out, cwd=tmp_path)
        assert_refused(result, "--out", report, "overwrite an input")
    assert before.changes() == []


# --- 4. markup in user values ----------------------------------------------------------------------------------


@pytest.mark.parametrize("run, args", [
    (run_cli, ("plan", "--split", MARKUP, "--row", "0")),
    (run_in_process, ("plan", "--split", "validation_dev", "--row", "0", "--data", MARKUP)),
    (run_in_process, ("plan", "--split", "validation_dev", "--row", "0", "--ablation", MARKUP)),
    (run_in_process, ("plan", "--split", "validation_dev", "--row", "0", "--policy", MARKUP)),
    (run_in_process, ("plan", "--split", "validation_dev", "--row", "0", "--deps-png", f"{MARKUP}/d.png")),
    (run_in_process, ("plan", QUERY, "--db", MARKUP)),
    (run_in_process, ("flex", "run", "--instances", MARKUP)),
    (run_in_process, ("bench", "run", "--split", MARKUP)),
    (run_in_process, ("bench", "latency", "--lengths", MARKUP)),
], ids=["split", "data", "ablation", "policy", "deps-png", "db", "instances", "bench-split", "lengths"])
def test_a_value_with_markup_is_named_as_given(tmp_path, run, args):
    before = FileSnapshot(tmp_path)
    result = run(*args, cwd=tmp_path)
    assert_refused(result, MARKUP)
    assert "MarkupError" not in result.output
    assert before.changes() == []


def test_the_printer_shows_any_value_as_it_is():
    console = Console(record=True, width=400, color_system=None, file=io.StringIO())
    for value in (MARKUP, "[bold]x[/]", "[red]", "\\[escaped]", "[link=file:///etc]y[/link]"):
        say(f"the value {value} given", "note:", "dim", console)
        assert fail(value, console=console) == 2
        shown = console.export_text()
        assert f"note: the value {value} given" in shown and f"error: {value}" in shown


# --- 5. a full disk under bench run --out ---------------------------------------------------------------------

FULL_DISK_HOOK = '''"""sitecustomize: files opened for writing under HIMAP_TEST_FULL_DIR fail with ENOSPC after the first N."""
import builtins, errno, io, os

_open, _opened = io.open, [0]


def _full(file, mode="r", *args, **kwargs):
    folder = os.environ.get("HIMAP_TEST_FULL_DIR")
    if folder and isinstance(file, (str, os.PathLike)) and any(m in mode for m in "wxa+") \\
            and os.path.abspath(os.fspath(file)).startswith(folder + os.sep):
        _opened[0] += 1
        if _opened[0] > int(os.environ.get("HIMAP_TEST_FULL_AFTER", "0")):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), os.fspath(file))
    return _open(file, mode, *args, **kwargs)


io.open = builtins.open = _full
'''


def test_a_full_disk_leaves_the_output_folder_as_it_was(tmp_path):
    out = tmp_path / "out"
    args = ("bench", "run", "--split", "validation_dev", "--limit", "1", "--out", str(out))
    first = run_in_process(*args)  # the outputs the full disk must leave whole; the full disk needs a real process
    assert first.code == 0, str(first)
    outputs = FileSnapshot(*(path for path in out.iterdir() if path.name != "results.sqlite"))
    hooks = tmp_path / "hooks"
    hooks.mkdir()
    (hooks / "sitecustomize.py").write_text(FULL_DISK_HOOK)
    env = cli_env(PYTHONPATH=str(hooks), HIMAP_TEST_FULL_DIR=str(out), HIMAP_TEST_FULL_AFTER="2")
    full = run_cli(*args, "--fresh", env=env)
    assert_refused(full, f"--out {out}", os.strerror(errno.ENOSPC), "run the same command again")
    assert outputs.changes() == [], "the earlier outputs are whole"
    assert not [path for path in out.rglob("*") if "partial" in path.name or path.name.endswith(".tmp")]


def test_a_failed_staged_write_names_the_file_as_the_user_knows_it(tmp_path):
    with pytest.raises(OutputPathError) as caught, staged_output(tmp_path, "--out") as stage:
        (stage / "done.json").write_text("{}")
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(stage / "seed-1" / "report.json"))
    assert f"{tmp_path / 'seed-1' / 'report.json'}: No space left on device" in str(caught.value)
    assert list(tmp_path.iterdir()) == [], "nothing moved into place, the staging folder removed"
    with staged_output(tmp_path) as stage:
        (stage / "seed-1").mkdir()
        (stage / "seed-1" / "report.json").write_text("{}")
    assert [p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*")] == ["seed-1", "seed-1/report.json"]


# --- 6. a number of thousands of digits in a queries CSV ------------------------------------------------------

HUGE = "9" * 5000


@pytest.mark.parametrize("field", ["days", "people_number", "visiting_city_number", "budget", "row", "date"])
def test_a_huge_number_in_any_field_is_refused_naming_the_row_and_field(tmp_path, field):
    path = queries_file(tmp_path / "q.csv", {}, {field: f"[{HUGE}]" if field == "date" else HUGE})
    with pytest.raises(TripSpecError, match=f"q.csv, row 2: field {field}"):
        load_queries(str(path))


@pytest.mark.parametrize(("run", "command", "field"), [
    (run_cli, ("evaluate", "plans.jsonl", "--queries"), "row"),
    (run_in_process, ("bench", "run", "--split"), "people_number"),
    (run_in_process, ("plan", "--row", "0", "--split"), "budget"),
])
def test_a_huge_number_is_refused_by_every_command_that_reads_queries(tmp_path, run, command, field):
    (tmp_path / "plans.jsonl").write_text('{"idx": 1, "query": "q", "plan": null}\n')
    path = queries_file(tmp_path / "q.csv", {field: HUGE})
    before = FileSnapshot(tmp_path)
    result = run(*command, str(path), cwd=tmp_path)
    assert_refused(result, "q.csv", "row 1", f"field {field}")
    assert "set_int_max_str_digits" not in result.output and before.changes() == []


# --- 7. bench latency bounded ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("change", "named"), [
    ({"tool_latency": SimulatedLatency(low_ms=50_000, high_ms=60_000)}, "--tool-latency"),
    ({"decision_latency": SimulatedLatency(low_ms=9_000, high_ms=9_000)}, "--decision-latency"),
    ({"limit": 1_000_000}, "--limit"),
    ({"fixed_p": 10**9}, "-P"),
    ({"lengths": (3, 3)}, "given twice"),
    ({"lengths": (10**12,)}, "not a trip length"),
])
def test_latency_settings_are_bounded(change, named):
    with pytest.raises(BenchConfigError, match=named):
        LatencyConfig(**change)


@pytest.mark.parametrize("text", [HUGE, "3,x", "3;5", ",".join(["3"] * 100_000)])
def test_latency_lengths_are_read_in_bounds(text):
    with pytest.raises(BenchConfigError, match="--lengths"):
        parse_lengths(text)


@pytest.mark.parametrize("run, args", [(run_cli, ("--tool-latency", "50000-60000")), (run_in_process, ("--limit", "1000000")),
                                       (run_in_process, ("--lengths", HUGE))], ids=["tool-latency", "limit", "lengths"])
def test_bench_latency_rejects_a_huge_setting_at_once(tmp_path, run, args):
    result = run("bench", "latency", "--out", str(tmp_path / "out"), *args, timeout=60)
    assert_refused(result, args[0])
    assert not (tmp_path / "out").exists()


# --- 8. places not in the sandbox, and 9. an empty ablation list ------------------------------------------------


@pytest.mark.parametrize("edit", [{"dest": "Atlantis"}, {"org": "Atlantis"}, {"dest": "st. petersburg"}],
                         ids=["unknown-destination", "unknown-origin", "origin-in-another-case"])
def test_a_row_with_places_no_plan_can_have_is_refused_by_plan_and_bench_run(tmp_path, edit):
    path = queries_file(tmp_path / "q.csv", {}, edit)
    value = next(iter(edit.values()))
    first = run_cli if edit == {"dest": "Atlantis"} else run_in_process  # one real process for the cause
    for run, args in ((first, ("plan", "--split", str(path), "--row", "1")),
                      (run_in_process, ("bench", "run", "--split", str(path), "--out", "out"))):
        result = run(*args, cwd=tmp_path)
        assert_refused(result, "q.csv", "row 2", value)
        assert "unsat" not in result.output and not (tmp_path / "out").exists()


def test_every_row_of_the_benchmark_files_is_still_planned():
    """Not shut: the real queries load, and none of their places is refused."""
    sandbox = load_sandbox()
    for path in sorted((DATA_DIR / "travelplanner" / "queries").glob("*.csv")):
        rows = load_queries(str(path))
        refuse_unknown_places(rows, path, sandbox)
        assert rows


@pytest.mark.parametrize("run, given", [(run_cli, ""), (run_in_process, " , ")])
def test_bench_run_refuses_an_empty_ablation_list(tmp_path, run, given):
    result = run("bench", "run", "--limit", "1", "--ablations", given, "--out", "out", cwd=tmp_path)
    assert_refused(result, "--ablations", "names no variant")
    assert list(tmp_path.iterdir()) == []
