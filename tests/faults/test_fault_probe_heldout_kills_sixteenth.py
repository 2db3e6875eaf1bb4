"""A sixteenth held-out set of faults of a run itself (the companion of ``test_fault_probe_heldout_kills.py`` and its
second to fourteenth sets): signals no set sent, each to six runs at the moment that matters to it.

The signals end a process by their default action, no handler of the program's runs: SIGALRM (a timer nobody set),
SIGVTALRM and SIGPROF (a profiler's timers), SIGXCPU (a CPU limit reached: ``ulimit -t``) and SIGPWR (a power
failure announced by a UPS daemon). The runs, and the moment each is cut:

* ``bench run`` of two queries once one result is stored: the store whole, the rerun plans only the rest, says how
  many came from the store, and writes each query once (no row twice in ``submission.jsonl``);
* ``flex run`` of two instances once one is stored: the rerun says what came from the store and writes each
  instance once;
* ``bench disrupt`` of two queries once one query's cases are done: the rerun says it resumes, no case twice;
* ``plan --thread --db`` once three checkpoints are written: the store whole, the thread resumes to the undisturbed
  plan with as many checkpoints as the undisturbed thread (nothing planned twice);
* ``evaluate --gold train --report`` while it scores: no half report, the rerun writes the whole one;
* ``bench latency`` at its first file: no half report, the rerun writes it whole.

Each fault needs a real process (started warm, ``tests/support/warm_process.py``); what comes before and after it
runs in this process. Faults wait for events (a stored result, a checkpoint, CPU used), not for seconds. Each
expected outcome was decided before the set was run.

And outputs on a disk full from the start (``evaluate --report``, ``bench compare --out``, ``plan --deps-png``: the
earlier file kept, no half file) and on a read-only mount (a tmpfs of the test's own remounted read-only: a real EROFS,
which root meets too; six commands' outputs refused before any work, naming the path as read-only).

Scored on HEAD (this helper's copy, before any fix): the 30 kills 30 right (no fix needed: every signal's default
action ends the run as SIGKILL does, and the stores, the resumes and the reports held). The 9 outputs, written after:
7 right, 1 the set's own (a ``--deps-png`` must end in ``.png``: corrected), 1 wrong: ``evaluate --report`` on the
read-only mount was refused as "no permission to write", a cause no chmod could remove. After the fix: 39 right.
"""

from __future__ import annotations

import json
import signal
import subprocess
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.faults.test_fault_probe_heldout_inputs import REPORT
from tests.faults.test_fault_probe_heldout_kills import (
    SLOW,
    _intact,
    _leftovers,
    _planned_now,
    _queries,
    _start,
    _stored,
)
from tests.faults.test_fault_probe_heldout_kills_fifth import SLOW_ENV, _cut_at, _from_the_store
from tests.faults.test_fault_probe_heldout_kills_ninth import _fill, _no_traceback, _said_full, _small_disk
from tests.faults.test_fault_probe_heldout_kills_second import FLEX
from tests.faults.test_fault_probe_heldout_kills_sixth import _interrupted
from tests.faults.test_fault_probe_heldout_kills_third import _done
from tests.support.faultkit import checkpoints, cli_env, run_in_process

# default action: the process ends at once (SIGXCPU with a core, none is written under the tests' limits)
SIGNALS = {"alrm": signal.SIGALRM, "vtalrm": signal.SIGVTALRM, "prof": signal.SIGPROF, "xcpu": signal.SIGXCPU,
           "pwr": signal.SIGPWR}


def _lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _twice(rows: list[dict], key: str) -> list[object]:
    """The values of ``key`` that more than one row holds: a resumed run wrote them again."""
    return [value for value, count in Counter(json.dumps(row.get(key)) for row in rows).items() if count > 1]


def _ended(err: str) -> None:
    _no_traceback(err)


# --- bench run --------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", list(SIGNALS))
def test_bench_run_cut_after_its_first_result_resumes_planning_only_the_rest_and_writes_each_query_once(tmp_path,
                                                                                                      name):
    out = tmp_path / "out"
    args = ("bench", "run", "--split", str(_queries(tmp_path / "q.csv", 2)), "--tool-latency", SLOW,
            "--decision-latency", SLOW, "--out", str(out))
    _ended(_interrupted(_start(*args, cwd=tmp_path), lambda: _stored(out / "results.sqlite") >= 1,
                        "a first stored result", SIGNALS[name]))
    done = _stored(out / "results.sqlite")
    assert _intact(out / "results.sqlite") and done >= 1, "a stored result was lost"
    resumed = run_in_process(*args, cwd=tmp_path)
    assert resumed.code == 0 and "Traceback" not in resumed.output, str(resumed)
    assert _planned_now(resumed) == 2 - done and _from_the_store(resumed.words) == done, str(resumed)
    rows = _lines(out / "submission.jsonl")
    assert len(rows) == 2 and not _twice(rows, "idx"), rows
    assert json.loads((out / "report.json").read_text(encoding="utf-8"))["queries"] == 2
    assert _stored(out / "results.sqlite") == 2 and _leftovers(out) == []


# --- flex run ---------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", list(SIGNALS))
def test_flex_run_cut_after_its_first_instance_resumes_saying_what_came_from_the_store(tmp_path, name):
    out = tmp_path / "out"
    args = ("flex", "run", "--instances", str(FLEX), "--limit", "2", "--out", str(out))
    _ended(_interrupted(_start(*args, cwd=tmp_path, env=cli_env(**SLOW_ENV)),
                        lambda: _stored(out / "results.sqlite") >= 1, "a first stored instance", SIGNALS[name]))
    done = _stored(out / "results.sqlite")
    assert _intact(out / "results.sqlite") and done >= 1
    resumed = run_in_process(*args, cwd=tmp_path)
    assert resumed.code == 0 and f"({done} from the store)" in resumed.words, str(resumed)
    rows = (out / "final_turn_submission.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(rows) == 2 and len(set(rows)) == 2, rows
    assert _stored(out / "results.sqlite") == 2 and _leftovers(out) == []


# --- bench disrupt ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", list(SIGNALS))
def test_bench_disrupt_cut_after_its_first_query_resumes_saying_so_with_no_case_twice(tmp_path, name):
    out = tmp_path / "out"
    args = ("bench", "disrupt", "--split", str(_queries(tmp_path / "q.csv", 2)), "--out", str(out))
    slow = cli_env(HIMAP_TOOL_LATENCY="30-30", HIMAP_DECISION_LATENCY="30-30")
    _ended(_interrupted(_start(*args, cwd=tmp_path, env=slow), lambda: _done(out) >= 1, "a first query's cases",
                        SIGNALS[name]))
    resumed = run_in_process(*args, cwd=tmp_path)
    assert resumed.code == 0 and "resuming the run" in resumed.words, str(resumed)
    cases = _lines(out / "cases.jsonl")
    keys = [json.dumps([case["idx"], case["disruption"]]) for case in cases]
    assert _done(out) == 2 and len(keys) == len(set(keys)), keys
    assert _leftovers(out) == []


# --- plan on a thread -------------------------------------------------------------------------------------------------

ROW = ("plan", "--split", "validation_dev", "--row", "12", "--objective", "cheapest", "--json")


@pytest.fixture(scope="module")
def calm(tmp_path_factory) -> tuple[object, int]:
    """The undisturbed thread's plan and checkpoints (one run for the five signals)."""
    folder = tmp_path_factory.mktemp("calm")
    db = folder / "threads.sqlite"
    result = run_in_process(*ROW, "--db", str(db), "--thread", "calm", cwd=folder)
    assert result.code == 0, str(result)
    return json.loads(result.stdout.splitlines()[-1])["plan"], checkpoints(db, "calm")


@pytest.mark.parametrize("name", list(SIGNALS))
def test_plan_on_a_thread_cut_at_its_third_checkpoint_resumes_to_the_undisturbed_plan(tmp_path, calm, name):
    db = tmp_path / "threads.sqlite"
    args = (*ROW, "--db", str(db), "--thread", "cut")
    _ended(_interrupted(_start(*args, cwd=tmp_path, env=cli_env(HIMAP_TOOL_LATENCY=SLOW)),
                        lambda: checkpoints(db, "cut") >= 3, "3 checkpoints", SIGNALS[name]))
    assert _intact(db)
    resumed = run_in_process(*args, cwd=tmp_path)
    assert resumed.code == 0 and "Traceback" not in resumed.output, str(resumed)
    plan, steps = calm
    assert json.loads(resumed.stdout.splitlines()[-1])["plan"] == plan
    assert checkpoints(db, "cut") == steps, "planned again what was checkpointed"


# --- evaluate and bench latency ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", list(SIGNALS))
def test_evaluate_cut_while_it_scores_leaves_no_half_report_and_writes_it_whole_again(tmp_path, name):
    report = tmp_path / "report.json"
    args = ("evaluate", "--gold", "train", "--report", str(report))
    _ended(_cut_at(_start(*args, cwd=tmp_path), 1.2, SIGNALS[name], "the scoring"))
    if report.exists():
        assert len(json.loads(report.read_text(encoding="utf-8"))["plans"]) == 45, "a half report was left"
    again = run_in_process(*args, cwd=tmp_path)
    assert again.code == 0, str(again)
    assert len(json.loads(report.read_text(encoding="utf-8"))["plans"]) == 45
    assert _leftovers(tmp_path) == []


@pytest.mark.parametrize("name", list(SIGNALS))
def test_bench_latency_cut_at_its_first_file_writes_its_whole_report_again(tmp_path, name):
    out = tmp_path / "out"
    args = ("bench", "latency", "--split", str(_queries(tmp_path / "q.csv", 1)), "--limit", "1", "--lengths", "3",
            "--tool-latency", "10-10", "--decision-latency", "10-10", "--out", str(out))
    _ended(_interrupted(_start(*args, cwd=tmp_path), lambda: out.exists() and any(out.iterdir()),
                        "the run's first file", SIGNALS[name]))
    for path in out.glob("*.json"):
        assert json.loads(path.read_text(encoding="utf-8")) is not None, f"a half {path.name} was left"
    again = run_in_process(*args, cwd=tmp_path)
    assert again.code == 0 and "Traceback" not in again.output, str(again)
    assert _leftovers(out) == [] and json.loads((out / "latency.json").read_text(encoding="utf-8")) is not None


# --- a disk full from the start and a read-only mount, under outputs no set filled -----------------------------------
#
# Both are a tmpfs mounted in the test's own folder (``_small_disk``: skipped where mounting is not allowed), remounted
# read-only for the second: a real EROFS, which root meets too (a folder without its write bits does not stop root).

EARLIER = "an earlier run's file\n"


def _plans(folder: Path) -> Path:
    path = folder / "plans.jsonl"
    path.write_text(json.dumps({"idx": 1, "plan": []}) + "\n", encoding="utf-8")
    return path


OUTPUT_FILES = {
    "evaluate-report": lambda tmp, out: ("evaluate", str(_plans(tmp)), "--queries", str(_queries(tmp / "q.csv", 1)),
                                         "--report", str(out)),
    "compare-out": lambda tmp, out: ("bench", "compare", str(REPORT), str(REPORT), "--out", str(out)),
    "plan-deps-png": lambda tmp, out: ("plan", "--split", "validation_dev", "--row", "0", "--deps-png", str(out)),
}


@pytest.mark.parametrize("command", list(OUTPUT_FILES))
def test_an_output_file_onto_a_full_disk_is_named_and_the_earlier_file_is_kept(tmp_path, command):
    with _small_disk(tmp_path / "disk", size_kib=512) as disk:
        earlier = disk / "earlier.png"  # corrected after scoring: a --deps-png must end in .png (the others take it)
        earlier.write_text(EARLIER, encoding="utf-8")
        _fill(disk)
        full = run_in_process(*OUTPUT_FILES[command](tmp_path, earlier), cwd=tmp_path)
        assert full.code == 2 and "Traceback" not in full.output, str(full)
        _said_full(full.output, earlier)
        assert earlier.read_text(encoding="utf-8") == EARLIER, "the earlier file was harmed"
        assert sorted(p.name for p in disk.iterdir()) == ["earlier.png", "filler"], "a half file was left"


@contextmanager
def _read_only_disk(folder: Path) -> Iterator[Path]:
    """A tmpfs at ``folder`` holding an earlier run's folder and file, then remounted read-only."""
    with _small_disk(folder, size_kib=1024) as disk:
        (disk / "earlier").mkdir()
        (disk / "earlier" / "kept.txt").write_text(EARLIER, encoding="utf-8")
        remounted = subprocess.run(["mount", "-o", "remount,ro", str(disk)], capture_output=True, text=True)
        if remounted.returncode != 0:
            pytest.skip(f"no read-only remount here: {remounted.stderr.strip()}")
        yield disk


READ_ONLY = {
    "bench-run-out": lambda tmp, ro: ("bench", "run", "--split", str(_queries(tmp / "q.csv", 1)), "--out",
                                      str(ro / "earlier")),
    "flex-run-out": lambda tmp, ro: ("flex", "run", "--instances", str(FLEX), "--limit", "1", "--out",
                                     str(ro / "new")),
    "plan-db": lambda tmp, ro: ("plan", "--split", "validation_dev", "--row", "0", "--thread", "t", "--db",
                                str(ro / "t.sqlite")),
    "evaluate-report": lambda tmp, ro: ("evaluate", str(_plans(tmp)), "--queries", str(_queries(tmp / "q.csv", 1)),
                                        "--report", str(ro / "earlier" / "kept.txt")),
    "compare-out": lambda tmp, ro: ("bench", "compare", str(REPORT), str(REPORT), "--out", str(ro / "c.md")),
    "disrupt-out": lambda tmp, ro: ("bench", "disrupt", "--split", str(_queries(tmp / "q.csv", 1)), "--out",
                                    str(ro / "earlier")),
}


@pytest.mark.parametrize("command", list(READ_ONLY))
def test_an_output_on_a_read_only_mount_is_refused_before_any_work_naming_it(tmp_path, command):
    with _read_only_disk(tmp_path / "ro") as disk:
        args = READ_ONLY[command](tmp_path, disk)
        started = time.monotonic()
        result = run_in_process(*args, cwd=tmp_path)
        assert result.code == 2 and "Traceback" not in result.output, str(result)
        assert str(disk) in result.words and "read-only" in result.words.lower(), str(result)
        assert time.monotonic() - started < 30, "refused only after the work"
        assert (disk / "earlier" / "kept.txt").read_text(encoding="utf-8") == EARLIER


def test_the_set_is_large_enough():
    tests = [name for name in globals() if name.startswith("test_") and name != "test_the_set_is_large_enough"]
    assert len(tests) >= 8 and len(SIGNALS) * 6 + len(OUTPUT_FILES) + len(READ_ONLY) >= 39
    assert Path(__file__).name.endswith("_sixteenth.py")
