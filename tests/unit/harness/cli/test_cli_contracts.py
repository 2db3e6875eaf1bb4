"""Issue 29's behaviours: what an exit code promises, one meaning per flag, and commands that leave the repository alone.

- exit 5 is a proof: the exact solver's certificate; an ablation that cannot fit its budget delivers an invalid plan (4);
- ``bench run`` and ``flex run`` share one rule for queries that ended in an error (1 some, 3 all; 0 none);
- a ``--from-text`` run has its own default folder; ``bench disrupt`` says when it resumes, ``--fresh`` starts over;
- ``benchmarks/solver.py`` writes under ``runs/`` unless ``--out`` names another file;
- ``--concurrency`` and ``flex run --data FILE`` / ``--data-dir`` still work, with a warning naming the new flag;
- ``make plan`` installs no training stack.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from himap_travel import app
from himap_travel.harness.bench.cli import exit_on_errors
from himap_travel.harness.bench.config import BenchConfig
from himap_travel.harness.cli.plan import exit_code
from himap_travel.state.plan import Certificate

REPO = Path(__file__).resolve().parents[4]
QUERY = ("Please plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to March 15th, 2022, "
         "with a budget of $1,400.")
runner = CliRunner()


def _words(result) -> str:
    return " ".join(result.output.split())


# --- a: exit 5 only with a proof ---------------------------------------------------------------


def test_exit_5_needs_the_solvers_certificate():
    proof = Certificate.model_construct(message="no flight on the dates", deficit=None)
    assert exit_code("unsat", proof) == 5
    assert exit_code("unsat", None) == 4  # "over budget" without a proof is an invalid plan
    assert (exit_code("valid", None), exit_code("invalid", None)) == (0, 4)


def test_an_ablation_that_cannot_fit_the_budget_exits_4_not_5():
    result = runner.invoke(app.cli, ["plan", QUERY, "--ablation", "no-coordinator", "--json"])
    line = json.loads(result.stdout.strip().splitlines()[-1])
    assert line["verdict"]["certificate"] is None
    assert result.exit_code == (0 if line["verdict"]["status"] == "valid" else 4), result.output


# --- b: one rule for errors in bench run and flex run ----------------------------------------------


@pytest.mark.parametrize("errors, total, code", [([], 3, None), (["boom"], 3, 1), (["a", "b", "c"], 3, 3)])
def test_queries_that_errored_exit_1_some_3_all(errors, total, code):
    if code is None:
        exit_on_errors(errors, total, ("query", "queries"))
        return
    with pytest.raises(typer.Exit) as stopped:
        exit_on_errors(errors, total, ("query", "queries"))
    assert stopped.value.exit_code == code


# --- c: commands that would change the repository ------------------------------------------------


def test_a_from_text_run_has_its_own_default_folder():
    structured = BenchConfig(split="validation_dev", policy="expert")
    text = BenchConfig(split="validation_dev", policy="expert", from_text=True)
    assert structured.out_dir == Path("runs/bench/validation_dev-expert")
    assert text.out_dir == Path("runs/bench/validation_dev-expert-text")


def _disrupt_folder(folder: Path) -> None:
    from himap_travel.harness.bench.disrupt_case import DisruptCase

    folder.mkdir()
    (folder / "run.json").write_text(json.dumps({"split": "validation_dev", "policy": "expert", "limit": 1}) + "\n")
    (folder / "queries_done.txt").write_text("1\n")
    case = DisruptCase(idx=1, days=3, disruption="flight:day1", kind="flight", repairable=True, repair_status="valid")
    (folder / "cases.jsonl").write_text(case.model_dump_json() + "\n")


def test_bench_disrupt_says_when_it_resumes_and_fresh_starts_over(tmp_path, monkeypatch):
    import himap_travel.harness.bench.disrupt as disrupt

    planned = []
    monkeypatch.setattr(disrupt, "_disrupt_query", lambda row, idx, *rest: planned.append(idx))
    out = tmp_path / "disrupt"
    _disrupt_folder(out)
    args = ["bench", "disrupt", "--split", "validation_dev", "--limit", "1", "--out", str(out)]
    resumed = runner.invoke(app.cli, args)
    assert resumed.exit_code == 0, resumed.output
    assert "resuming the run in" in _words(resumed) and "1 of 1 queries already done" in _words(resumed)
    assert planned == []
    fresh = runner.invoke(app.cli, [*args, "--fresh"])
    assert fresh.exit_code == 0, fresh.output
    assert "resuming" not in _words(fresh) and planned == [1]


def test_the_solver_timing_writes_under_runs_by_default(tmp_path, monkeypatch):
    from tests.support.benchmark_scripts import load_benchmark

    timing = load_benchmark("solver")

    row = {"split": "x", "position": 0, "days": 3, "status": "plan", "optimal": True, "passed": True, "seconds": 0.1, "cpu_s": 0.1,
           "searches": 1}
    monkeypatch.setattr(timing, "load_sandbox", lambda: None)
    objectives = []
    monkeypatch.setattr(timing, "measure", lambda split, limit, sandbox, objective, rules=None: objectives.append(objective) or [row])
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "argv", ["solver.py", "--splits", "x"])
    timing.main()
    assert json.loads((tmp_path / "runs/speed/solver/solve_times.json").read_text())["x"]["rows"] == [row]
    assert not (tmp_path / "results").exists()
    monkeypatch.setattr(sys, "argv", ["solver.py", "--splits", "x", "--objective", "best"])
    timing.main()
    assert objectives == ["cheapest", "best"]  # the benchmark's objective by default; issue 30 times "best"


# --- d: one word per thing --------------------------------------------------------------------


def test_plan_concurrency_is_the_old_name_of_executors_and_says_so(monkeypatch):
    import himap_travel.harness.cli.plan as cli_plan

    seen = {}
    monkeypatch.setattr(cli_plan, "plan_command", lambda **options: seen.update(options) or 0)
    result = runner.invoke(app.cli, ["plan", QUERY, "--concurrency", "2"])
    assert result.exit_code == 0 and seen["concurrency"] == 2
    assert "--concurrency is deprecated" in _words(result) and "use --executors" in _words(result)


def test_a_db_given_without_a_thread_is_refused_but_the_environments_is_not(tmp_path, monkeypatch):
    """``--db`` keeps a thread's checkpoints: given on the command line without ``--thread`` it would be ignored (a
    folder, an unreachable server, all "planned" with exit 0 and nothing stored). ``HIMAP_DB`` is a standing choice
    for the runs that have a thread, so it alone is no error."""
    folder = tmp_path / "a-folder"
    folder.mkdir()
    result = runner.invoke(app.cli, ["plan", QUERY, "--db", str(folder)])
    assert result.exit_code == 2 and "keeps a thread's checkpoints: give --thread too" in _words(result)
    result = runner.invoke(app.cli, ["plan", QUERY, "--db", "postgresql://me:secret@127.0.0.1:1/trips"])
    assert result.exit_code == 2 and "secret" not in result.output

    import himap_travel.harness.cli.plan as cli_plan

    seen = {}
    monkeypatch.setattr(cli_plan, "plan_command", lambda **options: seen.update(options) or 0)
    monkeypatch.setenv("HIMAP_DB", str(folder))
    assert runner.invoke(app.cli, ["plan", QUERY]).exit_code == 0 and seen["db_flag"] is False


def test_flex_run_data_is_the_data_folder_and_the_old_form_still_works(tmp_path):
    from himap_travel.domain.sandbox.paths import data_dir

    folder = data_dir(None)
    file = folder / "flextravelbench" / "val_dataset_without_budget_one.json"
    new = runner.invoke(app.cli, ["flex", "run", "--instances", str(file), "--data", str(folder), "--limit", "1",
                                  "--out", str(tmp_path / "new")])
    assert new.exit_code == 0, new.output
    assert "deprecated" not in _words(new)
    old = runner.invoke(app.cli, ["flex", "run", "--data", str(file), "--data-dir", str(folder), "--limit", "1",
                                  "--concurrency", "1", "--out", str(tmp_path / "old")])
    assert old.exit_code == 0, old.output
    words = _words(old)
    assert "--data FILE is deprecated" in words and "use --instances FILE" in words
    assert "--data-dir is deprecated" in words and "--concurrency is deprecated" in words
    report = json.loads((tmp_path / "old" / "report.json").read_text())
    assert report["metrics"]["instances"] == 1


# --- f: the main job without the training stack ------------------------------------------------


def test_make_plan_installs_no_training_stack_and_make_test_installs_everything():
    plan = subprocess.run(["make", "-nB", "plan"], cwd=REPO, capture_output=True, text=True, check=True).stdout
    assert "pip install" in plan and "torch" not in plan and "train" not in plan
    test = subprocess.run(["make", "-nB", "test"], cwd=REPO, capture_output=True, text=True, check=True).stdout
    assert "torch==" in test and ".[dev,train,tensorboard]" in test


# --- e: a delayed flight's day is planned around the new times --------------------------------------------


def test_a_flight_delayed_to_the_evening_shows_its_new_times_and_drops_what_no_longer_fits(tmp_path):
    """Row 50 flies F3791094 (10:24 → 11:53) on day 1; delayed to 21:30 it lands 22:59. With the day's other
    daytime flights gone, the repair keeps it: the plan must show 21:30/22:59, and no dinner or sight before landing."""
    db = str(tmp_path / "trips.sqlite")
    planned = runner.invoke(app.cli, ["plan", "--split", "validation_dev", "--row", "50", "--thread", "t", "--db", db, "--json",
                                      "--objective", "cheapest"])  # the cheapest trip flies; the best one takes taxis
    assert planned.exit_code == 0, planned.output
    assert "F3791094" in json.loads(planned.stdout.strip().splitlines()[-1])["plan"][0]["transportation"]
    for gone in ("flight:F4038875", "flight:F3633555"):  # the other flights that land in time for the day
        assert runner.invoke(app.cli, ["replan", "--thread", "t", "--db", db, "--disrupt", gone]).exit_code == 0
    delayed = runner.invoke(app.cli, ["replan", "--thread", "t", "--db", db, "--disrupt", "delay:day1@21:30", "--json"])
    assert delayed.exit_code == 0, delayed.output
    day = json.loads(delayed.stdout.strip().splitlines()[-1])["plan"][0]
    assert "10:24" not in day["transportation"]
    if "F3791094" in day["transportation"]:
        assert "Departure Time: 21:30, Arrival Time: 22:59" in day["transportation"]
        assert (day["attraction"], day["dinner"]) == ("-", "-")
