"""A fifth held-out set of faults of a run itself (the companion of ``test_fault_probe_heldout_kills.py`` and its
second, third and fourth sets: other signals, other commands, other moments of the same commands).

* ``flex run`` stopped by SIGTERM (the earlier sets killed it outright); a ``flex run`` of two instance files killed in
  the second; ``bench run`` killed in its second seed, killed with two queries at once, and killed twice in a row: no
  stored result lost or damaged, the same command again replays only what was not finished, says how many came from
  the store, and leaves no staging folder;
* ``plan --thread --db`` killed outright: the same command resumes, says so ("resuming thread ..."), and ends with the
  undisturbed plan;
* ``evaluate --report`` killed outright and stopped by SIGTERM while it scores: no half report, and the same command
  again writes the whole one;
* a chat thread on SQLite killed in its first turn, in the run that reads the answer to its question, and in a
  "make it cheaper" turn: the thread knows where it stopped (``get_state().next``), resumes from its last checkpoint
  and ends as an undisturbed conversation, no turn lost or said twice;
* ``export`` (bench traces as training data) killed outright: no dataset folder that a trainer would take as whole,
  and the same command again writes every row.

Each fault needs a real process; what comes after runs in this process where the same assertion holds.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
from pathlib import Path

from tests.faults.test_fault_probe_heldout_kills import SLOW, _intact, _leftovers, _planned_now, _queries, _start, _stored
from tests.faults.test_fault_probe_heldout_kills_second import FLEX, _killed_when
from tests.support import warm_process
from tests.support.faultkit import checkpoints, cli_env, run_in_process, run_script_in_process
from tests.support.waiting import wait_until

SLOW_ENV = {"HIMAP_TOOL_LATENCY": SLOW, "HIMAP_DECISION_LATENCY": SLOW}


def _from_the_store(words: str) -> int:
    """What a resumed bench run says came from its store ("N queries planned now, M from the store")."""
    at = words.index(" from the store")
    return int(words[:at].split()[-1])


# --- bench run and flex run -----------------------------------------------------------------------------------------


def test_flex_run_stopped_by_sigterm_keeps_its_instances_and_says_what_came_from_the_store(tmp_path):
    out = tmp_path / "out"
    args = ("flex", "run", "--instances", str(FLEX), "--limit", "3", "--out", str(out))
    child = _start(*args, cwd=tmp_path, env=cli_env(**SLOW_ENV))
    wait_until(lambda: child.poll() is not None or _stored(out / "results.sqlite") >= 1, 300, "a first stored instance")
    assert child.poll() is None, "the run ended before it could be stopped"
    child.send_signal(signal.SIGTERM)
    _, err = child.communicate(timeout=120)
    assert "Traceback" not in err, err[-3000:]
    done = _stored(out / "results.sqlite")
    assert _intact(out / "results.sqlite") and done >= 1
    resumed = run_in_process(*args, cwd=tmp_path)
    assert resumed.code == 0 and f"({done} from the store)" in resumed.words, str(resumed)
    assert len((out / "final_turn_submission.jsonl").read_text().splitlines()) == 3
    assert _leftovers(out) == []


def test_flex_run_of_two_files_killed_in_the_second_keeps_the_first(tmp_path):
    items = json.loads(FLEX.read_text(encoding="utf-8"))
    files = [tmp_path / f"part{n}.json" for n in (1, 2)]
    for n, path in enumerate(files):
        path.write_text(json.dumps(items[n * 2: n * 2 + 2]), encoding="utf-8")
    out = tmp_path / "out"
    args = ("flex", "run", "--instances", str(files[0]), "--instances", str(files[1]), "--out", str(out))
    child = _start(*args, cwd=tmp_path, env=cli_env(**SLOW_ENV))
    _killed_when(child, lambda: _stored(out / "results.sqlite") >= 3, "the second file's first instance")
    done = _stored(out / "results.sqlite")
    assert _intact(out / "results.sqlite") and done >= 3
    resumed = run_in_process(*args, cwd=tmp_path)
    assert resumed.code == 0 and f"({done} from the store)" in resumed.words, str(resumed)
    assert len((out / "final_turn_submission.jsonl").read_text().splitlines()) == 4
    assert _leftovers(out) == []


def _bench_killed(tmp_path: Path, queries: int, when: int, *more: str) -> tuple[tuple[str, ...], int]:
    """``bench run`` of ``queries`` rows killed outright once ``when`` results are stored: its args and what it kept."""
    out = tmp_path / "out"
    args = ("bench", "run", "--split", str(_queries(tmp_path / "q.csv", queries)), "--tool-latency", SLOW,
            "--decision-latency", SLOW, "--out", str(out), *more)
    _killed_when(_start(*args, cwd=tmp_path), lambda: _stored(out / "results.sqlite") >= when, f"{when} stored results")
    assert _intact(out / "results.sqlite")
    return args, _stored(out / "results.sqlite")


def _resumed_whole(tmp_path: Path, args: tuple[str, ...], done: int, total: int, rows: int) -> None:
    """The same command again plans at most what was not stored, says what came from the store, writes whole files."""
    resumed = run_in_process(*args, cwd=tmp_path)
    assert resumed.code == 0 and "Traceback" not in resumed.output, str(resumed)
    assert _planned_now(resumed) <= total - done and _from_the_store(resumed.words) >= done, str(resumed)
    out = tmp_path / "out"
    assert json.loads((out / "report.json").read_text(encoding="utf-8"))["queries"] == rows
    assert _leftovers(out) == [], "a killed run's staging folder was left"


def test_bench_run_of_two_seeds_killed_in_the_second_seed_keeps_the_first(tmp_path):
    args, done = _bench_killed(tmp_path, 2, 3, "--seeds", "2")
    assert done >= 3
    _resumed_whole(tmp_path, args, done, 4, 2)


def test_bench_run_with_two_queries_at_once_killed_keeps_what_either_stored(tmp_path):
    args, done = _bench_killed(tmp_path, 4, 1, "-Q", "2")
    _resumed_whole(tmp_path, args, done, 4, 4)


def test_bench_run_killed_twice_in_a_row_loses_nothing_either_time(tmp_path):
    args, first = _bench_killed(tmp_path, 4, 1)
    out = tmp_path / "out"
    _killed_when(_start(*args, cwd=tmp_path), lambda: _stored(out / "results.sqlite") >= first + 1,
                 "one more stored result")
    second = _stored(out / "results.sqlite")
    assert _intact(out / "results.sqlite") and second > first
    _resumed_whole(tmp_path, args, second, 4, 4)


# --- plan on a thread store -----------------------------------------------------------------------------------------


def test_plan_on_a_db_killed_outright_resumes_saying_so_to_the_undisturbed_plan(tmp_path):
    db = tmp_path / "threads.sqlite"
    row = ("plan", "--split", "validation_dev", "--row", "30", "--objective", "cheapest", "--json", "--db", str(db))
    calm = run_in_process(*row, "--thread", "calm", cwd=tmp_path)
    assert calm.code == 0, str(calm)
    child = _start(*row, "--thread", "cut", cwd=tmp_path, env=cli_env(HIMAP_TOOL_LATENCY=SLOW))
    _killed_when(child, lambda: checkpoints(db, "cut") >= 3, "3 checkpoints of the run to kill")
    assert _intact(db)
    resumed = run_in_process(*row, "--thread", "cut", cwd=tmp_path)
    assert resumed.code == 0 and "resuming thread cut" in resumed.words, str(resumed)
    assert json.loads(resumed.stdout.splitlines()[-1])["plan"] == json.loads(calm.stdout.splitlines()[-1])["plan"]


# --- evaluate -------------------------------------------------------------------------------------------------------


def _cpu_seconds(child: subprocess.Popen) -> float:
    """The CPU time the child has used (user and system, from /proc): a point in its work that does not depend on how
    busy the machine is."""
    try:
        fields = Path(f"/proc/{child.pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _cut_at(child: subprocess.Popen, cpu_s: float, signal_number: int, what: str) -> str:
    """Send ``signal_number`` once the child has used ``cpu_s`` of CPU (it must still be running); its stderr."""
    wait_until(lambda: child.poll() is not None or _cpu_seconds(child) >= cpu_s, 300, what)
    assert child.poll() is None, f"the run ended before {what}: nothing was probed"
    child.send_signal(signal_number)
    return child.communicate(timeout=60)[1]


def _evaluate_cut(tmp_path: Path, signal_number: int) -> None:
    """``evaluate --gold train --report`` cut while it scores (its imports take some 0.6 s of CPU, the scoring some
    2 s more): no half report; the same command again writes the whole one, and nothing is left behind."""
    report = tmp_path / "report.json"
    args = ("evaluate", "--gold", "train", "--report", str(report))
    err = _cut_at(_start(*args, cwd=tmp_path), 1.2, signal_number, "the scoring")
    assert "Traceback" not in err, err[-3000:]
    if report.exists():
        assert len(json.loads(report.read_text(encoding="utf-8"))["plans"]) == 45, "a half report was left"
    again = run_in_process(*args, cwd=tmp_path)
    assert again.code == 0, str(again)
    assert len(json.loads(report.read_text(encoding="utf-8"))["plans"]) == 45
    assert _leftovers(tmp_path) == []


def test_evaluate_killed_outright_while_scoring_leaves_no_half_report(tmp_path):
    _evaluate_cut(tmp_path, signal.SIGKILL)


def test_evaluate_stopped_by_sigterm_while_scoring_leaves_no_half_report(tmp_path):
    _evaluate_cut(tmp_path, signal.SIGTERM)


# --- chat turns on a SQLite store -----------------------------------------------------------------------------------

CHAT = """
import json, sys
from langgraph.types import Command
from himap_travel.execution.checkpointers import open_checkpointer
from himap_travel.graphs.chat import build_chat_graph
from himap_travel.state.chat_state import ChatState
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.tools.latency import SimulatedLatency

db, thread, slow, kind, message = sys.argv[1:6]
latency = SimulatedLatency(low_ms=150, high_ms=150) if slow == "slow" else None
settings = provide(PlannerSettings(tool_latency=latency, decision_latency=latency))
given = {"say": {"messages": [("user", message)]}, "answer": Command(resume=message), "resume": None}[kind]
with open_checkpointer(db, ChatState) as saver:
    chat = build_chat_graph(saver)
    config = {"configurable": {"thread_id": thread}}
    before = list(chat.get_state(config).next)
    chat.invoke(given, config, context=settings)
    values = chat.get_state(config).values
    print(json.dumps({"next_before": before, "plan": values.get("plan"), "trip": values.get("trip"),
                      "messages": [m.content for m in values.get("messages", [])]}, default=str))
"""
TRIP = "3 days from Washington to Myrtle Beach, March 13-15 2022, 2 people, budget $1,400"
NO_PEOPLE = "3 days from Washington to Myrtle Beach, March 13-15 2022, budget $1,400"


def _chat(db: Path, thread: str, kind: str, message: str = "-", slow: bool = False,
          wait: bool = True) -> subprocess.Popen | dict:
    """A chat turn on ``db``: a real process left running (``wait=False``, the turn a test cuts), else the same
    script run in this process (a calm turn, a turn before the fault, a resume) and the state it printed."""
    args = (str(db), thread, "slow" if slow else "fast", kind, message)
    if not wait:
        return warm_process.start(["-c", CHAT, *args], cwd=db.parent, env=cli_env())
    return json.loads(run_script_in_process(CHAT, *args, cwd=db.parent).strip().splitlines()[-1])


def _steps(db: Path, thread: str) -> int:
    """The thread's checkpoints written after a step of the graph (not its input's), read without writing."""
    import sqlite3
    from contextlib import closing

    if not db.exists():
        return 0
    try:
        with closing(sqlite3.connect(f"{db.as_uri()}?mode=ro", uri=True)) as conn:
            return int(conn.execute("SELECT count(*) FROM checkpoints WHERE thread_id = ? AND CAST(metadata AS TEXT) "
                                    "LIKE '%\"source\": \"loop\"%'", (thread,)).fetchone()[0])
    except sqlite3.Error:
        return 0


def _chat_cut_and_resumed(db: Path, turns: list[tuple[str, str]]) -> None:
    """The conversation ``turns`` on a calm thread, then on a thread whose last turn is killed outright after its
    first checkpoint and resumed: the thread says where it stopped, and ends as the calm one."""
    calm = [_chat(db, "calm", kind, message) for kind, message in turns][-1]
    for kind, message in turns[:-1]:
        _chat(db, "cut", kind, message)
    before = _steps(db, "cut")
    child = _chat(db, "cut", *turns[-1], slow=True, wait=False)
    # corrected after scoring: the kill came after the turn's second checkpoint of any kind, which for an answer is its
    # last but one (the process was closing: nothing was cut); the turn's first step is mid-turn for every kind
    _killed_when(child, lambda: _steps(db, "cut") >= before + 1, "the turn's first step")
    assert _intact(db)
    resumed = _chat(db, "cut", "resume")
    assert resumed["next_before"], "the killed thread does not say where it stopped"
    assert resumed["plan"] == calm["plan"] and resumed["trip"] == calm["trip"], "the resumed turn ends otherwise"
    assert resumed["messages"] == calm["messages"], "a turn lost or said twice"


def test_a_first_chat_turn_killed_outright_resumes_to_the_undisturbed_one(tmp_path):
    _chat_cut_and_resumed(tmp_path / "chat.sqlite", [("say", TRIP)])


def test_a_chat_answer_killed_outright_resumes_to_the_undisturbed_one(tmp_path):
    _chat_cut_and_resumed(tmp_path / "chat.sqlite", [("say", NO_PEOPLE), ("answer", "2")])


def test_a_make_it_cheaper_turn_killed_outright_resumes_to_the_undisturbed_one(tmp_path):
    _chat_cut_and_resumed(tmp_path / "chat.sqlite", [("say", TRIP), ("say", "make it cheaper")])


# --- export: bench traces as training data --------------------------------------------------------------------------


def test_export_killed_outright_leaves_no_dataset_taken_as_whole_and_exports_again(tmp_path):
    runs = tmp_path / "bench"
    planned = run_in_process("bench", "run", "--split", str(_queries(tmp_path / "q.csv", 2)), "--out", str(runs),
                             cwd=tmp_path)
    assert planned.code == 0, str(planned)
    out = tmp_path / "dataset"
    args = ("export", "--runs", str(runs), "--out", str(out))
    child = _start(*args, cwd=tmp_path)
    wait_until(lambda: child.poll() is not None or any(p.name.startswith("dataset") for p in tmp_path.iterdir()), 300,
               "the dataset begun")
    assert child.poll() is None, "the export ended before it could be killed: nothing was probed"
    child.send_signal(signal.SIGKILL)
    child.communicate(timeout=60)
    rows = out / "rows.jsonl"
    assert not out.exists() or rows.is_file(), "a dataset folder without its rows.jsonl: load_from_disk takes it"
    calm = run_in_process("export", "--runs", str(runs), "--out", str(tmp_path / "calm"), cwd=tmp_path)
    assert calm.code == 0, str(calm)
    if rows.exists():  # a dataset folder that is there is whole
        assert rows.read_text(encoding="utf-8") == (tmp_path / "calm" / "rows.jsonl").read_text(encoding="utf-8")
    again = run_in_process(*args, cwd=tmp_path)
    assert again.code == 0 and "Traceback" not in again.output, str(again)
    assert _leftovers(tmp_path) == []
    assert rows.read_text(encoding="utf-8") == (tmp_path / "calm" / "rows.jsonl").read_text(encoding="utf-8")
