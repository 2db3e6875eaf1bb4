"""Held-out faults of a run itself (the companion of ``test_fault_probe_heldout_inputs.py``): each fault is a real
process; what follows it runs in this one (``run_in_process``) where the same assertion holds.

* SIGTERM during ``bench run`` and during ``plan --thread --db``: the same command again resumes, plans nothing
  twice that was finished, ends as an undisturbed run, and leaves no damaged or half-written file;
* a file size limit (``ulimit -f``) hit while ``bench run`` or ``evaluate --report`` writes: a clear error (exit 2,
  the file named), and no half-written file that a later run would take as whole;
* two runs on one ``--out`` or one ``--db`` at once: one is refused naming the other, or both end well.

The runs are slowed by a simulated tool latency (``HIMAP_TOOL_LATENCY``, ``--tool-latency``) so that they can be
stopped mid-way; every probe works in its own folder.
"""

from __future__ import annotations

import csv
import json
import signal
import sqlite3
import subprocess
from contextlib import closing
from pathlib import Path

import pytest

from tests.support import warm_process
from tests.support.faultkit import DATA_DIR, REPO, CliResult, FileSnapshot, checkpoints, cli_env, run_in_process
from tests.support.waiting import wait_until

QUERIES = DATA_DIR / "travelplanner" / "queries" / "validation_dev.csv"
SLOW = "150-150"  # ms per tool call and decision: a query takes seconds, so a run can be stopped between two


def _queries(path: Path, count: int) -> Path:
    with QUERIES.open(newline="", encoding="utf-8") as handle:
        header, *rows = list(csv.reader(handle))[: count + 1]
    with path.open("w", newline="", encoding="utf-8") as handle:
        csv.writer(handle).writerows([header, *rows])
    return path


def _start(*args: str, cwd: Path, env: dict[str, str] | None = None, file_limit: int | None = None,
           ) -> warm_process.WarmProcess | subprocess.Popen:
    """``python app.py ARGS`` as a real process to signal, started warm (``tests/support/warm_process.py``)."""
    return warm_process.start([str(REPO / "app.py"), *args], cwd=cwd, env=env or cli_env(), file_limit=file_limit)


def _run(*args: str, cwd: Path, env: dict[str, str] | None = None, file_limit: int | None = None) -> CliResult:
    child = _start(*args, cwd=cwd, env=env, file_limit=file_limit)
    out, err = child.communicate(timeout=600)
    return CliResult(tuple(args), child.returncode, out, err)


def _stored(db: Path) -> int:
    """Results in a bench results store, read without writing (0 before it has its table)."""
    if not db.exists():
        return 0
    try:
        with closing(sqlite3.connect(f"{db.as_uri()}?mode=ro", uri=True)) as conn:
            return conn.execute("SELECT count(*) FROM bench_result").fetchone()[0]
    except sqlite3.Error:
        return 0


def _intact(db: Path) -> bool:
    with closing(sqlite3.connect(f"{db.as_uri()}?mode=ro", uri=True)) as conn:
        return conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def _leftovers(folder: Path) -> list[str]:
    """Files a run leaves only when it was cut: staging folders, temporary files."""
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if ".partial" in p.name or p.name.endswith(".tmp"))


def _planned_now(result: CliResult) -> int:
    words = result.words
    at = words.index(" queries planned now")
    return int(words[:at].split()[-1])


def test_bench_run_stopped_by_sigterm_resumes_with_nothing_lost(tmp_path):
    queries = _queries(tmp_path / "q.csv", 3)
    out = tmp_path / "out"
    args = ("bench", "run", "--split", str(queries), "--tool-latency", SLOW, "--decision-latency", SLOW, "--out", str(out))
    child = _start(*args, cwd=tmp_path)
    wait_until(lambda: child.poll() is not None or _stored(out / "results.sqlite") >= 1, 300, "a first stored result")
    assert child.poll() is None, "the run ended before it could be stopped"
    done = _stored(out / "results.sqlite")
    child.send_signal(signal.SIGTERM)
    child.communicate(timeout=120)
    assert _intact(out / "results.sqlite")
    assert _stored(out / "results.sqlite") >= done, "a finished result was lost"
    resumed = run_in_process(*args, cwd=tmp_path)  # the fault needed the real process; what follows runs in this one
    assert resumed.code == 0 and "Traceback" not in resumed.output, str(resumed)
    assert _planned_now(resumed) <= 3 - done, str(resumed)
    assert _leftovers(out) == [], "a cut run left files behind"
    undisturbed = run_in_process("bench", "run", "--split", str(queries), "--out", str(tmp_path / "calm"), cwd=tmp_path)
    assert undisturbed.code == 0, str(undisturbed)
    assert (out / "submission.jsonl").read_text() == (tmp_path / "calm" / "submission.jsonl").read_text()




def test_plan_on_a_db_stopped_by_sigterm_resumes_to_the_undisturbed_plan(tmp_path):
    db = tmp_path / "threads.sqlite"
    slow = cli_env(HIMAP_TOOL_LATENCY=SLOW)
    row = ("plan", "--split", "validation_dev", "--row", "30", "--objective", "cheapest", "--json", "--db", str(db))
    calm = run_in_process(*row, "--thread", "calm", cwd=tmp_path, env=slow)
    assert calm.code == 0, str(calm)
    child = _start(*row, "--thread", "cut", cwd=tmp_path, env=slow)
    wait_until(lambda: child.poll() is not None or checkpoints(db, "cut") >= 3, 300, "3 checkpoints of the run to stop")
    assert child.poll() is None, "the run ended before it could be stopped"
    child.send_signal(signal.SIGTERM)
    child.communicate(timeout=120)
    assert _intact(db)
    resumed = run_in_process(*row, "--thread", "cut", cwd=tmp_path, env=slow)
    assert resumed.code == 0, str(resumed)
    assert json.loads(resumed.stdout.splitlines()[-1])["plan"] == json.loads(calm.stdout.splitlines()[-1])["plan"]
    assert checkpoints(db, "cut") == checkpoints(db, "calm"), "carried on from its last step, nothing planned twice"


def test_a_file_size_limit_hit_by_bench_run_is_named_and_the_rerun_writes_whole_outputs(tmp_path):
    queries = _queries(tmp_path / "q.csv", 2)
    out = tmp_path / "out"
    args = ("bench", "run", "--split", str(queries), "--out", str(out))
    limited = _run(*args, cwd=tmp_path, file_limit=64 * 1024)  # the store's pages fit; the plots and traces do not
    assert limited.code == 2 and "Traceback" not in limited.output, str(limited)
    assert "ulimit -f" in limited.words and str(out) in limited.words, str(limited)
    assert not (out / "report.json").exists() and _leftovers(out) == []
    again = run_in_process(*args, cwd=tmp_path)
    assert again.code == 0, str(again)
    assert json.loads((out / "report.json").read_text())["queries"] == 2
    assert len((out / "submission.jsonl").read_text().splitlines()) == 2


@pytest.mark.parametrize("source", ["plans", "gold"])
def test_a_file_size_limit_hit_by_evaluate_leaves_no_half_report(tmp_path, source):
    """The report (of a plans file) or the gold plans' submission (``--gold``, written before it is scored) pass the limit."""
    report = tmp_path / "report.json"
    plans = tmp_path / "plans.jsonl"
    with QUERIES.open(newline="", encoding="utf-8") as handle:
        query = next(csv.DictReader(handle))["query"]
    plans.write_text(json.dumps({"idx": 1, "query": query, "plan": []}) + "\n")
    given = ("--gold", "train") if source == "gold" else (str(plans), "--queries", "validation_dev")
    limited = _run("evaluate", *given, "--report", str(report), cwd=tmp_path, file_limit=2048)
    assert limited.code == 2 and "Traceback" not in limited.output, str(limited)
    assert "File too large" in limited.output, str(limited)
    if source == "plans":
        assert str(report) in limited.words, str(limited)
    assert not report.exists() and _leftovers(tmp_path) == []


def test_two_bench_runs_on_one_out_at_once_one_is_refused_naming_the_other(tmp_path):
    """The first is slowed to minutes (a new process takes seconds of imports before it claims the folder), then stopped."""
    queries = _queries(tmp_path / "q.csv", 10)
    args = ("bench", "run", "--split", str(queries), "--tool-latency", SLOW, "--decision-latency", SLOW, "-Q", "1",
            "--out", str(tmp_path / "out"))
    first = _start(*args, cwd=tmp_path)
    wait_until(lambda: first.poll() is not None or (tmp_path / "out" / ".run.lock").exists(), 120, "the first run's claim")
    second = run_in_process(*args, cwd=tmp_path)  # the other run is the real process that holds the folder
    still_running = first.poll() is None
    first.send_signal(signal.SIGTERM)
    _, first_err = first.communicate(timeout=120)
    assert still_running, f"the first run ended before the second claimed the folder: nothing was probed\n{first_err[-2000:]}"
    assert second.code == 2 and "being written by another run" in second.words, str(second)


def test_two_bench_runs_on_one_db_at_once_are_both_safe_or_one_is_refused(tmp_path):
    queries = _queries(tmp_path / "q.csv", 3)
    db = tmp_path / "shared.sqlite"
    runs = [_start("bench", "run", "--split", str(queries), "--tool-latency", "20-20", "--out", str(tmp_path / name), "--db", str(db),
                   cwd=tmp_path) for name in ("a", "b")]
    ended = [(child.communicate(timeout=600), child.returncode) for child in runs]
    for (_, err), code in ended:
        assert "Traceback" not in err, err[-3000:]
        assert code == 0 or (code == 2 and "--db" in err), err[-2000:]
    assert _intact(db)
    finished = [tmp_path / name / "submission.jsonl" for name, (_, code) in zip("ab", ended, strict=True) if code == 0]
    assert finished, "neither run finished"
    assert len({path.read_text() for path in finished}) == 1


def test_a_cut_run_changes_nothing_outside_its_folder(tmp_path):
    """The runs above write only under their ``tmp_path``: the data folder and the repository's runs/ are untouched."""
    watched = FileSnapshot(DATA_DIR)
    child = _start("bench", "run", "--split", str(_queries(tmp_path / "q.csv", 2)), "--tool-latency", SLOW,
                   "--out", str(tmp_path / "out"), cwd=tmp_path)
    wait_until(lambda: child.poll() is not None or (tmp_path / "out" / ".run.lock").exists(), 120, "the run's claim")
    child.send_signal(signal.SIGTERM)
    child.communicate(timeout=120)
    assert watched.changes() == []
    assert _leftovers(tmp_path / "out") == []
