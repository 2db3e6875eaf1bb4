"""A fourteenth held-out set of faults of a run itself (the companion of ``test_fault_probe_heldout_kills.py`` and its
second to thirteenth sets: signals no set sent, at moments no set chose).

* ``plan --thread`` ended by SIGUSR1 (never sent: it ends a process at once, no handler runs) while a checkpoint is
  written (the store's write-ahead log open): the store whole, and the thread resumes to the undisturbed plan;
* ``bench run --ablations`` stopped by SIGTERM while it writes its outputs (the thirteenth set stopped it after the
  first setting's result): both results kept, no ``ablations.json`` taken as whole, the rerun plans nothing again;
* ``data`` ended by Ctrl-\\ (SIGQUIT: never sent to ``data``) as it checks and lays out its first file: no half folder
  read as whole, and the rerun lays it all out;
* ``bench run`` sent SIGTERM and, while it handles it, Ctrl-C: no traceback, every stored result whole, and the rerun
  plans only the rest;
* ``bench disrupt`` sent Ctrl-C twice (a user who presses it again): exit 130 as documented, and the rerun says it
  resumes and keeps the cases done;
* a chat session on a SQLite checkpointer killed outright between two turns (the first answered, the second not yet
  typed): the second turn, given to the thread again, ends as on an undisturbed thread;
* ``evaluate --report`` ended by SIGUSR2 while it scores: no half report, the rerun writes the whole one;
* ``bench latency`` ended by Ctrl-\\ (SIGQUIT) at its first file: the rerun writes its whole report.

Each fault needs a real process (started warm, ``tests/support/warm_process.py``); what comes before and after it
runs in this process. Faults wait for events (a file, a checkpoint, CPU used), not for seconds. Each expected outcome
was decided before the set was run. Scored on HEAD (963ed78): 8 of 8 right, no fix needed.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
from pathlib import Path

from tests.faults.test_fault_probe_heldout_kills import (
    SLOW,
    _intact,
    _leftovers,
    _planned_now,
    _queries,
    _start,
    _stored,
)
from tests.faults.test_fault_probe_heldout_kills_fifth import SLOW_ENV, TRIP, _chat, _cut_at
from tests.faults.test_fault_probe_heldout_kills_ninth import _no_traceback
from tests.faults.test_fault_probe_heldout_kills_second import _killed_when
from tests.faults.test_fault_probe_heldout_kills_sixth import _interrupted, _same_conversation
from tests.faults.test_fault_probe_heldout_kills_third import _done
from tests.support import warm_process
from tests.support.faultkit import DATA_DIR, checkpoints, cli_env, run_in_process
from tests.support.waiting import wait_until

CTRL_C_ENDS = (130, -signal.SIGINT)  # docs/exit-codes.md: 130, which ``Popen`` reports as the signal
CHEAPER = "make it cheaper"


def _plan_row(db: Path, thread: str) -> tuple[str, ...]:
    return ("plan", "--split", "validation_dev", "--row", "0", "--json", "--db", str(db), "--thread", thread)


def _plan_of(output: str) -> object:
    return json.loads(output.splitlines()[-1])["plan"]


def _stopped_twice(child, condition, what: str, first: int, second: int) -> str:
    """``first`` once ``condition()`` holds (the child still running), ``second`` at once after it: its stderr."""
    wait_until(lambda: child.poll() is not None or condition(), 300, what)
    assert child.poll() is None, f"the run ended before {what}: nothing was probed"
    child.send_signal(first)
    child.send_signal(second)
    return child.communicate(timeout=120)[1]


# --- a checkpoint being written, outputs being written ----------------------------------------------------------------


def test_plan_ended_by_sigusr1_while_a_checkpoint_is_written_resumes_to_the_undisturbed_plan(tmp_path):
    db = tmp_path / "threads.sqlite"
    calm = run_in_process(*_plan_row(db, "calm"), cwd=tmp_path)
    assert calm.code == 0, str(calm)
    before = checkpoints(db, "cut")
    wal = db.with_name(db.name + "-wal")
    child = _start(*_plan_row(db, "cut"), cwd=tmp_path, env=cli_env(**SLOW_ENV))
    _interrupted(child, lambda: wal.exists() and checkpoints(db, "cut") > before, "a checkpoint written",
                 signal.SIGUSR1)
    assert _intact(db)
    resumed = run_in_process(*_plan_row(db, "cut"), cwd=tmp_path)
    assert resumed.code == 0 and "Traceback" not in resumed.output, str(resumed)
    assert _plan_of(resumed.stdout) == _plan_of(calm.stdout)


def _stored_anywhere(out: Path) -> int:
    return sum(_stored(db) for db in out.rglob("*.sqlite")) if out.exists() else 0


def test_bench_run_ablations_stopped_by_sigterm_while_writing_outputs_keeps_both_results(tmp_path):
    out = tmp_path / "out"
    args = ("bench", "run", "--split", str(_queries(tmp_path / "q.csv", 1)), "--ablations", "no-sigma", "--out",
            str(out))
    err = _interrupted(_start(*args, cwd=tmp_path),
                       lambda: _stored_anywhere(out) >= 2 and any(out.rglob(".outputs-*")), "the outputs begun",
                       signal.SIGTERM)
    _no_traceback(err)
    assert _stored_anywhere(out) == 2, "a stored result was lost"
    if (out / "ablations.json").exists():
        assert json.loads((out / "ablations.json").read_text(encoding="utf-8")) is not None, "a half report"
    again = run_in_process(*args, cwd=tmp_path)
    assert again.code == 0 and "Traceback" not in again.output, str(again)
    assert _stored_anywhere(out) == 2, "a setting planned again, or lost"
    assert json.loads((out / "ablations.json").read_text(encoding="utf-8")) is not None
    assert _leftovers(out) == []


# --- data, bench run, bench disrupt -----------------------------------------------------------------------------------


def test_data_ended_by_ctrl_backslash_at_its_first_file_lays_it_all_out_again(tmp_path):
    source = tmp_path / "source"
    shutil.copytree(DATA_DIR, source, symlinks=True)
    out = tmp_path / "laid"
    args = ("data", "--from", str(source), "--out", str(out))
    err = _interrupted(_start(*args, cwd=tmp_path), lambda: any(p.name != "source" for p in tmp_path.iterdir()),
                       "the run's first file", signal.SIGQUIT)
    _no_traceback(err)
    if out.exists():  # whole, or refused when read: never half-read
        used = run_in_process("plan", "--split", "validation_dev", "--row", "0", "--data", str(out), cwd=tmp_path)
        assert used.code in (0, 2) and "Traceback" not in used.output, str(used)
    again = run_in_process(*args, "--force", cwd=tmp_path) if out.exists() else run_in_process(*args, cwd=tmp_path)
    assert again.code == 0 and "Traceback" not in again.output, str(again)
    assert all((out / name).is_dir() for name in ("travelplanner", "flextravelbench")), sorted(out.iterdir())
    assert _leftovers(tmp_path) == []


def test_bench_run_sent_ctrl_c_while_it_handles_sigterm_keeps_its_results_and_plans_only_the_rest(tmp_path):
    out = tmp_path / "out"
    args = ("bench", "run", "--split", str(_queries(tmp_path / "q.csv", 2)), "--tool-latency", SLOW,
            "--decision-latency", SLOW, "--out", str(out))
    err = _stopped_twice(_start(*args, cwd=tmp_path), lambda: _stored(out / "results.sqlite") >= 1,
                         "a first stored result", signal.SIGTERM, signal.SIGINT)
    _no_traceback(err)
    done = _stored(out / "results.sqlite")
    assert _intact(out / "results.sqlite") and done >= 1, "a stored result was lost"
    again = run_in_process(*args, cwd=tmp_path)
    assert again.code == 0 and _planned_now(again) == 2 - done, str(again)
    assert _stored(out / "results.sqlite") == 2 and _leftovers(out) == []


def test_bench_disrupt_sent_ctrl_c_twice_ends_130_and_resumes_saying_so(tmp_path):
    out = tmp_path / "out"
    args = ("bench", "disrupt", "--split", str(_queries(tmp_path / "q.csv", 2)), "--out", str(out))
    child = _start(*args, cwd=tmp_path, env=cli_env(HIMAP_TOOL_LATENCY="20-20", HIMAP_DECISION_LATENCY="20-20"))
    err = _stopped_twice(child, lambda: _done(out) >= 1, "a first query's cases", signal.SIGINT, signal.SIGINT)
    _no_traceback(err)
    assert child.returncode in CTRL_C_ENDS, f"exit {child.returncode}\n{err[-2000:]}"
    done = _done(out)
    resumed = run_in_process(*args, cwd=tmp_path)
    assert resumed.code == 0 and "resuming the run" in resumed.words, str(resumed)
    assert _done(out) == 2 >= done and _leftovers(out) == []


# --- a chat session killed between two turns --------------------------------------------------------------------------

SESSION = """
import sys
from pathlib import Path
from himap_travel.execution.checkpointers import open_checkpointer
from himap_travel.graphs.chat import build_chat_graph
from himap_travel.state.chat_state import ChatState
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings

db, thread, first, answered = sys.argv[1:5]
settings = provide(PlannerSettings())
with open_checkpointer(db, ChatState) as saver:
    chat = build_chat_graph(saver)
    config = {"configurable": {"thread_id": thread}}
    chat.invoke({"messages": [("user", first)]}, config, context=settings)
    Path(answered).touch()
    second = sys.stdin.readline()  # the user has not typed the second turn yet
    chat.invoke({"messages": [("user", second)]}, config, context=settings)
"""


def test_a_chat_session_killed_between_two_turns_takes_the_second_turn_as_an_undisturbed_thread(tmp_path):
    db = tmp_path / "chat.sqlite"
    _chat(db, "calm", "say", TRIP)
    calm = _chat(db, "calm", "say", CHEAPER)
    answered = tmp_path / "answered"
    child = warm_process.start(["-c", SESSION, str(db), "cut", TRIP, str(answered)], cwd=tmp_path, env=cli_env(),
                               stdin=True)
    try:
        _killed_when(child, answered.exists, "the first turn answered")
    finally:
        if child.stdin is not None:
            child.stdin.close()
    assert _intact(db)
    _same_conversation(_chat(db, "cut", "say", CHEAPER), calm)


# --- evaluate and bench latency ---------------------------------------------------------------------------------------


def test_evaluate_ended_by_sigusr2_while_scoring_leaves_no_half_report_and_writes_it_again(tmp_path):
    report = tmp_path / "report.json"
    args = ("evaluate", "--gold", "train", "--report", str(report))
    _cut_at(_start(*args, cwd=tmp_path), 1.2, signal.SIGUSR2, "the scoring")
    if report.exists():
        assert len(json.loads(report.read_text(encoding="utf-8"))["plans"]) == 45, "a half report was left"
    again = run_in_process(*args, cwd=tmp_path)
    assert again.code == 0, str(again)
    assert len(json.loads(report.read_text(encoding="utf-8"))["plans"]) == 45
    assert _leftovers(tmp_path) == []


def test_bench_latency_ended_by_ctrl_backslash_at_its_first_file_writes_its_whole_report_again(tmp_path):
    out = tmp_path / "out"
    args = ("bench", "latency", "--split", str(_queries(tmp_path / "q.csv", 1)), "--limit", "1", "--lengths", "3",
            "--tool-latency", "10-10", "--decision-latency", "10-10", "--out", str(out))
    _interrupted(_start(*args, cwd=tmp_path), lambda: out.exists() and any(out.iterdir()),
                 "the run's first file", signal.SIGQUIT)
    if (out / "latency.json").exists():
        assert json.loads((out / "latency.json").read_text(encoding="utf-8")) is not None, "a half report was left"
    again = run_in_process(*args, cwd=tmp_path)
    assert again.code == 0 and "Traceback" not in again.output, str(again)
    assert _leftovers(out) == [] and json.loads((out / "latency.json").read_text(encoding="utf-8")) is not None


def test_the_set_is_large_enough():
    tests = [name for name in globals() if name.startswith("test_") and name != "test_the_set_is_large_enough"]
    assert len(tests) >= 8 and os.path.basename(__file__).endswith("_fourteenth.py")
