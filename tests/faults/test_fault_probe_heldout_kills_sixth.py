"""A sixth held-out set of faults of a run itself (the companion of ``test_fault_probe_heldout_kills.py`` and its
second to fifth sets: other signals, other commands, other moments).

* a chat thread whose last checkpoint holds the user's message and nothing left to run (a turn cut between
  LangGraph's checkpoint of the message and the writes that would have scheduled its first node): a resume answers
  the turn, once, as an undisturbed thread answered it; a second resume says nothing more. Built through the
  checkpoint saver, so that the state is the same on every run (the kill itself lands there only by chance);
* a chat turn killed at its input checkpoint (before any node ran), a chat turn stopped by SIGTERM, and a resume that
  is itself killed and resumed again: each thread ends as the undisturbed one, no turn lost or said twice;
* ``plan --thread --db`` stopped by Ctrl-C (SIGINT) and killed twice in a row: no traceback, and the same command
  resumes to the undisturbed plan;
* ``bench run`` and ``flex run`` stopped by Ctrl-C: no traceback, nothing stored lost, the rerun replays only the rest;
* ``bench disrupt`` stopped by SIGTERM: the rerun says it resumes and keeps the cases done;
* ``bench latency`` killed outright: the rerun writes its whole report and leaves nothing half-written.

Each fault needs a real process; what comes before and after it (calm turns, turns before the cut, resumes, a thread
built as a cut leaves it) runs in this process, where the same assertion holds.
"""

from __future__ import annotations

import json
import signal
import sqlite3
import subprocess
from contextlib import closing
from pathlib import Path

from tests.faults.test_fault_probe_heldout_kills import SLOW, _intact, _leftovers, _queries, _start, _stored
from tests.faults.test_fault_probe_heldout_kills_fifth import NO_PEOPLE, SLOW_ENV, TRIP, _chat, _from_the_store, _steps
from tests.faults.test_fault_probe_heldout_kills_second import FLEX, _killed_when
from tests.faults.test_fault_probe_heldout_kills_third import _done
from tests.support.faultkit import checkpoints, cli_env, run_in_process, run_script_in_process
from tests.support.waiting import wait_until

# --- a chat thread left with the user's message unanswered ----------------------------------------------------------

UNANSWERED = """
import sys
from langchain_core.messages import HumanMessage
from himap_travel.execution.checkpointers import open_checkpointer
from himap_travel.graphs.chat import build_chat_graph
from himap_travel.state.chat_state import ChatState

db, thread, message = sys.argv[1:4]
with open_checkpointer(db, ChatState) as saver:
    chat = build_chat_graph(saver)
    config = {"configurable": {"thread_id": thread}}
    # the checkpoint a cut turn leaves: the user's message in the thread, no task due (as after the last node)
    chat.update_state(config, {"messages": [HumanMessage(message)]}, as_node="reply")
    state = chat.get_state(config)
    assert not state.next and state.values["messages"][-1].type == "human", state
"""


def _left_unanswered(db: Path, thread: str, message: str) -> None:
    """The thread as a cut turn leaves it (built here: no fault of a process to make)."""
    run_script_in_process(UNANSWERED, str(db), thread, message, cwd=db.parent)


def _calm(db: Path, turns: list[tuple[str, str]]) -> dict:
    return [_chat(db, "calm", kind, message) for kind, message in turns][-1]


def _same_conversation(resumed: dict, calm: dict) -> None:
    assert resumed["plan"] == calm["plan"] and resumed["trip"] == calm["trip"], "the resumed turn ends otherwise"
    assert resumed["messages"] == calm["messages"], "a turn lost or said twice"


def test_a_first_message_left_unanswered_is_answered_by_a_resume_once(tmp_path):
    db = tmp_path / "chat.sqlite"
    calm = _calm(db, [("say", TRIP)])
    _left_unanswered(db, "cut", TRIP)
    resumed = _chat(db, "cut", "resume")
    assert resumed["next_before"] == [], "the built state has a task due: it is not the fault probed"
    _same_conversation(resumed, calm)
    again = _chat(db, "cut", "resume")
    assert again["messages"] == calm["messages"], "a second resume answered the turn again"


def test_an_edit_left_unanswered_after_a_planned_trip_is_answered_by_a_resume(tmp_path):
    db = tmp_path / "chat.sqlite"
    calm = _calm(db, [("say", TRIP), ("say", "make it cheaper")])
    _chat(db, "cut", "say", TRIP)
    _left_unanswered(db, "cut", "make it cheaper")
    _same_conversation(_chat(db, "cut", "resume"), calm)


# --- chat turns cut at other moments ----------------------------------------------------------------------------------


def _inputs(db: Path, thread: str) -> int:
    """The thread's input checkpoints (one per turn's message), read without writing."""
    if not db.exists():
        return 0
    try:
        with closing(sqlite3.connect(f"{db.as_uri()}?mode=ro", uri=True)) as conn:
            return int(conn.execute("SELECT count(*) FROM checkpoints WHERE thread_id = ? AND CAST(metadata AS TEXT) "
                                    "LIKE '%\"source\": \"input\"%'", (thread,)).fetchone()[0])
    except sqlite3.Error:
        return 0


def test_a_chat_turn_killed_at_its_input_checkpoint_resumes_to_the_undisturbed_one(tmp_path):
    db = tmp_path / "chat.sqlite"
    calm = _calm(db, [("say", TRIP), ("say", "make it cheaper")])
    _chat(db, "cut", "say", TRIP)
    before = _inputs(db, "cut")
    child = _chat(db, "cut", "say", "make it cheaper", slow=True, wait=False)
    _killed_when(child, lambda: _inputs(db, "cut") > before, "the turn's input checkpoint")
    assert _intact(db)
    _same_conversation(_chat(db, "cut", "resume"), calm)


def test_a_chat_turn_stopped_by_sigterm_resumes_to_the_undisturbed_one(tmp_path):
    db = tmp_path / "chat.sqlite"
    calm = _calm(db, [("say", NO_PEOPLE), ("answer", "2")])
    _chat(db, "cut", "say", NO_PEOPLE)
    before = _steps(db, "cut")
    child = _chat(db, "cut", "answer", "2", slow=True, wait=False)
    wait_until(lambda: child.poll() is not None or _steps(db, "cut") >= before + 1, 300, "the answer's first step")
    assert child.poll() is None, "the turn ended before it could be stopped"
    child.send_signal(signal.SIGTERM)
    child.communicate(timeout=120)
    assert _intact(db)
    _same_conversation(_chat(db, "cut", "resume"), calm)


def test_a_resume_killed_in_its_turn_is_resumed_again_to_the_undisturbed_one(tmp_path):
    db = tmp_path / "chat.sqlite"
    calm = _calm(db, [("say", TRIP)])
    first = _chat(db, "cut", "say", TRIP, slow=True, wait=False)
    _killed_when(first, lambda: _steps(db, "cut") >= 1, "the turn's first step")
    steps = _steps(db, "cut")
    second = _chat(db, "cut", "resume", slow=True, wait=False)
    _killed_when(second, lambda: _steps(db, "cut") > steps, "the resume's first step")
    assert _intact(db)
    _same_conversation(_chat(db, "cut", "resume"), calm)


# --- plan on a thread store -----------------------------------------------------------------------------------------

ROW = ("plan", "--split", "validation_dev", "--row", "30", "--objective", "cheapest", "--json")


def _plan_of(output: str) -> object:
    return json.loads(output.splitlines()[-1])["plan"]


def test_plan_on_a_db_stopped_by_ctrl_c_resumes_to_the_undisturbed_plan(tmp_path):
    db = tmp_path / "threads.sqlite"
    row = (*ROW, "--db", str(db))
    calm = run_in_process(*row, "--thread", "calm", cwd=tmp_path)
    assert calm.code == 0, str(calm)
    child = _start(*row, "--thread", "cut", cwd=tmp_path, env=cli_env(HIMAP_TOOL_LATENCY=SLOW))
    wait_until(lambda: child.poll() is not None or checkpoints(db, "cut") >= 3, 300, "3 checkpoints of the run")
    assert child.poll() is None, "the run ended before it could be stopped"
    child.send_signal(signal.SIGINT)
    _, err = child.communicate(timeout=120)
    assert "Traceback" not in err, err[-3000:]
    assert _intact(db)
    resumed = run_in_process(*row, "--thread", "cut", cwd=tmp_path)
    assert resumed.code == 0 and "resuming thread cut" in resumed.words, str(resumed)
    assert _plan_of(resumed.stdout) == _plan_of(calm.stdout)


def test_plan_on_a_db_killed_twice_in_a_row_resumes_to_the_undisturbed_plan(tmp_path):
    db = tmp_path / "threads.sqlite"
    row = (*ROW, "--db", str(db))
    calm = run_in_process(*row, "--thread", "calm", cwd=tmp_path)
    slow = cli_env(HIMAP_TOOL_LATENCY=SLOW)
    _killed_when(_start(*row, "--thread", "cut", cwd=tmp_path, env=slow), lambda: checkpoints(db, "cut") >= 3,
                 "3 checkpoints of the first run")
    first = checkpoints(db, "cut")
    _killed_when(_start(*row, "--thread", "cut", cwd=tmp_path, env=slow), lambda: checkpoints(db, "cut") >= first + 2,
                 "2 more checkpoints of the resumed run")
    assert _intact(db)
    resumed = run_in_process(*row, "--thread", "cut", cwd=tmp_path)
    assert resumed.code == 0 == calm.code, str(resumed)
    assert _plan_of(resumed.stdout) == _plan_of(calm.stdout)


# --- bench and flex stopped by Ctrl-C, disrupt by SIGTERM, latency killed ---------------------------------------------


def _interrupted(child: subprocess.Popen, condition, what: str, signal_number: int = signal.SIGINT) -> str:
    """Send ``signal_number`` once ``condition()`` holds (the child still running): its stderr."""
    wait_until(lambda: child.poll() is not None or condition(), 300, what)
    assert child.poll() is None, f"the run ended before {what}: nothing was probed"
    child.send_signal(signal_number)
    return child.communicate(timeout=120)[1]


def test_bench_run_stopped_by_ctrl_c_keeps_its_results_and_replays_only_the_rest(tmp_path):
    out = tmp_path / "out"
    args = ("bench", "run", "--split", str(_queries(tmp_path / "q.csv", 3)), "--tool-latency", SLOW,
            "--decision-latency", SLOW, "--out", str(out))
    err = _interrupted(_start(*args, cwd=tmp_path), lambda: _stored(out / "results.sqlite") >= 1, "a stored result")
    assert "Traceback" not in err, err[-3000:]
    done = _stored(out / "results.sqlite")
    assert _intact(out / "results.sqlite") and done >= 1
    resumed = run_in_process(*args, cwd=tmp_path)
    assert resumed.code == 0 and _from_the_store(resumed.words) >= done, str(resumed)
    assert len((out / "submission.jsonl").read_text(encoding="utf-8").splitlines()) == 3
    assert _leftovers(out) == []


def test_flex_run_stopped_by_ctrl_c_keeps_its_instances(tmp_path):
    out = tmp_path / "out"
    args = ("flex", "run", "--instances", str(FLEX), "--limit", "2", "--out", str(out))
    err = _interrupted(_start(*args, cwd=tmp_path, env=cli_env(**SLOW_ENV)),
                       lambda: _stored(out / "results.sqlite") >= 1, "a stored instance")
    assert "Traceback" not in err, err[-3000:]
    done = _stored(out / "results.sqlite")
    resumed = run_in_process(*args, cwd=tmp_path)
    assert resumed.code == 0 and f"({done} from the store)" in resumed.words, str(resumed)
    assert len((out / "final_turn_submission.jsonl").read_text(encoding="utf-8").splitlines()) == 2
    assert _leftovers(out) == []


def test_bench_disrupt_stopped_by_sigterm_resumes_saying_so(tmp_path):
    out = tmp_path / "out"
    args = ("bench", "disrupt", "--split", str(_queries(tmp_path / "q.csv", 2)), "--out", str(out))
    slow = cli_env(HIMAP_TOOL_LATENCY="40-40", HIMAP_DECISION_LATENCY="40-40")
    err = _interrupted(_start(*args, cwd=tmp_path, env=slow), lambda: _done(out) >= 1, "a first query's cases",
                       signal.SIGTERM)
    assert "Traceback" not in err, err[-3000:]
    resumed = run_in_process(*args, cwd=tmp_path)
    assert resumed.code == 0 and "resuming the run" in resumed.words, str(resumed)
    assert _leftovers(out) == []


def test_bench_latency_killed_outright_writes_its_whole_report_again(tmp_path):
    out = tmp_path / "out"
    args = ("bench", "latency", "--split", str(_queries(tmp_path / "q.csv", 2)), "--lengths", "3", "--out", str(out))
    child = _start(*args, cwd=tmp_path, env=cli_env(**SLOW_ENV))
    _killed_when(child, lambda: out.exists() and any(out.iterdir()), "the run's first file")
    again = run_in_process(*args, cwd=tmp_path)
    assert again.code == 0 and "Traceback" not in again.output, str(again)
    assert _leftovers(out) == []
    reports = sorted(out.glob("*.json"))
    assert reports and all(json.loads(p.read_text(encoding="utf-8")) is not None for p in reports)
