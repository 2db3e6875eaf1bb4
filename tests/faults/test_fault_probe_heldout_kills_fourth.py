"""A fourth held-out set of faults of a run itself (the companion of ``test_fault_probe_heldout_kills.py``,
``..._second.py`` and ``..._third.py``: other commands, other moments, another kind of full disk).

* SIGKILL in the middle of ``bench run --from-text``: the stored results are kept, the same command again plans only
  what was not finished and ends as an undisturbed run;
* SIGKILL in the middle of a chat turn (an edit) on a SQLite store: the trip of the turn before is still the thread's,
  the turn resumes from its last checkpoint and ends as an undisturbed conversation;
* SIGKILL in the middle of ``bench load --db`` (the embedded chat on a SQLite file): the store stays whole and the same
  command again ends well;
* an output folder that cannot be written (a read-only file system: a full disk refuses writes the same way, and a
  tiny tmpfs is not to be had here) given to ``bench run --out`` with a store elsewhere: exit 2 naming the folder, and
  what was planned is in the store, so a run with a writable folder plans nothing again;
* a read-only folder as ``plan --db``'s, ``evaluate --report``'s and ``flex run --out``'s: exit 2 naming the path, no
  traceback, nothing planned for nothing.

The read-only folder is a bind mount in a mount namespace of the child alone (``unshare -m``: root writes through
permission bits), or permission bits when the tests do not run as root.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.faults.test_fault_probe_heldout_kills import (
    SLOW,
    _intact,
    _leftovers,
    _planned_now,
    _queries,
    _start,
    _stored,
)
from tests.faults.test_fault_probe_heldout_kills_second import FLEX, _killed_once_caught, _killed_when
from tests.support import warm_process
from tests.support.faultkit import QUERY, REPO, CliResult, checkpoints, cli_env, run_in_process, run_script_in_process

# --- a chat turn cut in a process of its own ----------------------------------------------------------------------------

CHAT = """
import json, sys
from himap_travel.execution.checkpointers import open_checkpointer
from himap_travel.graphs.chat import build_chat_graph
from himap_travel.state.chat_state import ChatState
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.tools.latency import SimulatedLatency

db, thread, slow, message = sys.argv[1:5]
latency = SimulatedLatency(low_ms=150, high_ms=150) if slow == "slow" else None
settings = provide(PlannerSettings(tool_latency=latency, decision_latency=latency))
with open_checkpointer(db, ChatState) as saver:
    chat = build_chat_graph(saver)
    config = {"configurable": {"thread_id": thread}}
    out = chat.invoke(None if message == "-" else {"messages": [("user", message)]}, config, context=settings)
    values = chat.get_state(config).values
    print(json.dumps({"plan": out.get("plan"), "trip": values.get("trip"),
                      "messages": [m.content for m in values.get("messages", [])]}, default=str))
"""
TRIP = "3 days from Washington to Myrtle Beach, March 13-15 2022, 2 people, budget $1,400"
EDIT = "make it $1,600"


def _chat(db: Path, thread: str, message: str, slow: bool = False, wait: bool = True) -> subprocess.Popen | dict:
    """A chat turn: a real process left running for the test to kill (``wait=False``), else run in this process."""
    args = (str(db), thread, "slow" if slow else "fast", message)
    if not wait:
        return warm_process.start(["-c", CHAT, *args], cwd=db.parent, env=cli_env())
    return json.loads(run_script_in_process(CHAT, *args, cwd=db.parent).strip().splitlines()[-1])


def test_a_chat_turn_killed_outright_keeps_the_trip_before_and_resumes_to_the_undisturbed_one(tmp_path):
    db = tmp_path / "chat.sqlite"
    _chat(db, "calm", TRIP)
    calm = _chat(db, "calm", EDIT)
    first = _chat(db, "cut", TRIP)
    before = checkpoints(db, "cut")
    child = _chat(db, "cut", EDIT, slow=True, wait=False)
    _killed_when(child, lambda: checkpoints(db, "cut") >= before + 2, "the edit's first checkpoints")
    assert _intact(db)
    resumed = _chat(db, "cut", "-")
    assert first["plan"] and resumed["plan"] == calm["plan"], "the resumed turn ends as the undisturbed one"
    assert resumed["trip"] == calm["trip"] and resumed["messages"] == calm["messages"], "a turn lost or said twice"


# --- SIGKILL of benchmark runs ---------------------------------------------------------------------------------------


def test_bench_run_from_text_killed_outright_keeps_its_results_and_resumes_whole(tmp_path):
    queries = _queries(tmp_path / "q.csv", 3)
    out = tmp_path / "out"
    args = ("bench", "run", "--from-text", "--split", str(queries), "--tool-latency", SLOW, "--decision-latency", SLOW,
            "--out", str(out))
    _killed_when(_start(*args, cwd=tmp_path), lambda: _stored(out / "results.sqlite") >= 1, "a first stored result")
    done = _stored(out / "results.sqlite")
    assert _intact(out / "results.sqlite") and done >= 1
    resumed = run_in_process(*args, cwd=tmp_path)
    assert resumed.code == 0 and "Traceback" not in resumed.output, str(resumed)
    assert _planned_now(resumed) <= 3 - done, str(resumed)
    assert _leftovers(out) == [], "a killed run's staging folder was left"
    calm = run_in_process("bench", "run", "--from-text", "--split", str(queries), "--out", str(tmp_path / "calm"),
                          cwd=tmp_path)
    assert calm.code == 0, str(calm)
    assert (out / "submission.jsonl").read_text() == (tmp_path / "calm" / "submission.jsonl").read_text()


def _count(db: Path, query: str) -> int:
    """A count from a SQLite store, read without writing (0 before it has its tables)."""
    import sqlite3
    from contextlib import closing

    try:
        with closing(sqlite3.connect(f"{db.as_uri()}?mode=ro", uri=True)) as conn:
            return int(conn.execute(query).fetchone()[0])
    except sqlite3.Error:
        return 0


def test_bench_load_killed_outright_leaves_a_whole_store_and_runs_again(tmp_path):
    db = tmp_path / "load.sqlite"
    args = ("bench", "load", "--turns", "2", "--conversations", "2", "--db", str(db), "--tool-latency", "100-100",
            "--decision-latency", "100-100", "--out", str(tmp_path / "out"))
    child = _start(*args, cwd=tmp_path)
    _killed_when(child, lambda: db.exists() and _count(db, "SELECT count(*) FROM checkpoints") >= 3,
                 "a first conversation's checkpoints")
    assert _intact(db)
    again = run_in_process(*args, cwd=tmp_path)
    assert again.code == 0 and "Traceback" not in again.output, str(again)
    assert _intact(db) and _count(db, "SELECT count(DISTINCT thread_id) FROM checkpoints") >= 2
    assert _leftovers(tmp_path / "out") == []


# --- a folder that takes no write -----------------------------------------------------------------------------------


def _read_only_run(folder: Path, *args: str, cwd: Path) -> CliResult:
    """``app.py ARGS`` in a process that sees ``folder`` read-only (a full disk refuses a write the same way)."""
    command = [sys.executable, str(REPO / "app.py"), *args]
    if os.geteuid() == 0:
        if shutil.which("unshare") is None:
            pytest.skip("root without unshare: no folder can be made read-only for the child")
        command = ["unshare", "-m", "--propagation", "private", "sh", "-c",
                   'mount --bind -o ro "$0" "$0" && exec "$@"', str(folder), *command]
    else:
        folder.chmod(0o555)
    done = subprocess.run(command, cwd=str(cwd), env=cli_env(), capture_output=True, text=True, timeout=600)
    if os.geteuid() == 0 and "mount:" in done.stderr and done.returncode != 0:
        pytest.skip(f"no private mount here: {done.stderr[-300:]}")
    folder.chmod(0o755)
    return CliResult(tuple(args), done.returncode, done.stdout, done.stderr)


def _refused_naming(result: CliResult, *names: str) -> None:
    assert result.code == 2 and "Traceback" not in result.output, str(result)
    assert all(name in result.words for name in names), str(result)


def test_bench_run_out_on_a_read_only_folder_is_named_and_loses_nothing_planned(tmp_path):
    queries = _queries(tmp_path / "q.csv", 2)
    locked = tmp_path / "locked"
    locked.mkdir()
    db = tmp_path / "results.sqlite"
    args = ("bench", "run", "--split", str(queries), "--db", str(db))
    refused = _read_only_run(locked, *args, "--out", str(locked / "o"), cwd=tmp_path)
    _refused_naming(refused, str(locked))
    again = run_in_process(*args, "--out", str(tmp_path / "o"), cwd=tmp_path)
    assert again.code == 0, str(again)
    assert _planned_now(again) <= 2 - _stored_before(refused), "what the refused run planned was planned again"
    assert not list(locked.iterdir())


def _stored_before(result: CliResult) -> int:
    """What a run that stopped on its output folder had stored (0 when it stopped before planning: nothing lost)."""
    words = result.words
    return int(words[:words.index(" queries planned now")].split()[-1]) if " queries planned now" in words else 0


def test_plan_db_in_a_read_only_folder_is_named_before_planning(tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir()
    result = _read_only_run(locked, "plan", QUERY, "--thread", "t", "--db", str(locked / "t.sqlite"), cwd=tmp_path)
    _refused_naming(result, str(locked / "t.sqlite"))
    assert not list(locked.iterdir())


def test_evaluate_report_in_a_read_only_folder_is_named_and_the_scores_are_shown(tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir()
    report = locked / "r.json"
    result = _read_only_run(locked, "evaluate", "--gold", "train", "--report", str(report), cwd=tmp_path)
    _refused_naming(result, str(report))
    assert "100.0%" in result.words or "--report" in result.words, "neither the scores nor the flag are said"


def test_flex_run_out_in_a_read_only_folder_is_named(tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir()
    result = _read_only_run(locked, "flex", "run", "--instances", str(FLEX), "--limit", "1", "--out",
                            str(locked / "o"), cwd=tmp_path)
    _refused_naming(result, str(locked))
    assert not list(locked.iterdir())


def test_a_flex_build_killed_outright_leaves_no_half_file_and_builds_again(tmp_path):
    from tests.faults.test_fault_probe_heldout_kills_third import FLEX_SOURCE

    source = tmp_path / "source"
    shutil.copytree(FLEX_SOURCE, source)
    out = tmp_path / "built"
    args = ("flex", "build-3turn", "--source", str(source), "--out", str(out))

    def start():  # a fresh build each try: the folder a finished try wrote is not the one probed
        shutil.rmtree(out, ignore_errors=True)
        return _start(*args, cwd=tmp_path)

    _killed_once_caught(start, out.exists, "the output folder made")
    assert_killed_build_left_no_half_file(out)
    again = run_in_process(*args, cwd=tmp_path)
    assert again.code == 0 and "Traceback" not in again.output, str(again)
    assert _leftovers(tmp_path) == [] and not staged_copies(out)


def staged_copies(out: Path) -> list[Path]:
    """The hidden staging copies under ``out`` (``harness.outputs.staged_file``: ".<name>.partial<suffix>")."""
    return [p for p in out.rglob(".*.partial*") if p.is_file()] if out.exists() else []


def assert_killed_build_left_no_half_file(out: Path) -> None:
    """Every file a reader opens under ``out`` is whole after a kill. A kill may leave a staging copy in mid-write (a
    killed process runs no clean-up): it is never read, and the next run writes the same copy again and moves it into
    place (``staged_copies`` is empty after it). Found by a SIGTERM landing in mid-write, at stop 63."""
    kept = [p for p in out.rglob("*") if p.is_file() and p not in staged_copies(out)] if out.exists() else []
    assert all(json.loads(p.read_text(encoding="utf-8")) is not None for p in kept), "a half-written file was left"


def test_compare_out_in_a_read_only_folder_is_named_and_the_comparison_is_shown(tmp_path):
    from tests.faults.test_fault_probe_heldout_inputs import REPORT

    locked = tmp_path / "locked"
    locked.mkdir()
    out = locked / "compare.md"
    result = _read_only_run(locked, "bench", "compare", str(REPORT), str(REPORT), "--all", "--out", str(out),
                            cwd=tmp_path)
    _refused_naming(result, str(out))
    assert not list(locked.iterdir())


def test_plan_deps_png_in_a_read_only_folder_is_named(tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir()
    png = locked / "deps.png"
    result = _read_only_run(locked, "plan", "--split", "validation_dev", "--row", "0", "--json", "--deps-png", str(png),
                            cwd=tmp_path)
    _refused_naming(result, str(png))
    assert not list(locked.iterdir())


def test_bench_disrupt_out_in_a_read_only_folder_is_named(tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir()
    result = _read_only_run(locked, "bench", "disrupt", "--limit", "1", "--out", str(locked / "o"), cwd=tmp_path)
    _refused_naming(result, str(locked))
    assert not list(locked.iterdir())


def test_export_out_in_a_read_only_folder_is_named(tmp_path):
    runs = tmp_path / "runs"
    runs.mkdir()
    locked = tmp_path / "locked"
    locked.mkdir()
    result = _read_only_run(locked, "export", "--runs", str(runs), "--out", str(locked / "ds"), cwd=tmp_path)
    _refused_naming(result, str(locked))
    assert not list(locked.iterdir())
