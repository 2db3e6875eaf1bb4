"""An eleventh held-out set of faults of a run itself (the companion of ``test_fault_probe_heldout_kills.py`` and its
second to tenth sets: other faults, other commands, other moments).

* a disk full from the start (a small tmpfs filled to its last byte before the run, as the tenth set does) under
  ``plan --thread --db``, ``bench load``, ``bench latency``, ``bench disrupt`` and ``flex run``: the cause and the
  path named with exit 2, nothing half made left behind (no empty store, no empty output folder), an earlier run's
  ``--out`` left as it was, and once space is freed the same ``plan`` ends as the undisturbed one;
* ``export`` onto a full disk over a dataset exported before: the earlier dataset stays whole;
* ``plan --db`` killed outright at the moment its store appears (no set killed it before its first checkpoint): the
  same command then plans as the undisturbed run;
* ``flex run`` stopped by SIGTERM as soon as it has made its folder (before any instance is stored): the same
  command replays every instance, no claim or staging file left;
* a chat turn stopped by SIGTERM at its first step (the sets before killed chat turns outright or by Ctrl-C): the
  resume ends as the undisturbed turn;
* ``bench run`` killed outright while it writes its outputs (its result stored): the same command writes them whole
  without planning again, and no staging folder of the killed run is left.

Each kill needs a real process; the full disks and what comes after a kill run in this process. Kills wait for events
(a file, a checkpoint), not for seconds.
"""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path

import pytest

from tests.faults.test_fault_probe_heldout_kills import _intact, _leftovers, _planned_now, _queries, _start, _stored
from tests.faults.test_fault_probe_heldout_kills_eighth import _flex_stored
from tests.faults.test_fault_probe_heldout_kills_fifth import CHAT, TRIP, _chat, _steps
from tests.faults.test_fault_probe_heldout_kills_ninth import (
    _bench_runs,
    _fill,
    _no_traceback,
    _said_full,
    _small_disk,
    _whole_dataset,
)
from tests.faults.test_fault_probe_heldout_kills_second import FLEX, _killed_when
from tests.faults.test_fault_probe_heldout_kills_sixth import ROW, _interrupted, _plan_of, _same_conversation
from tests.support.faultkit import DATA_DIR, run_in_process


def _only_the_filler(disk: Path) -> list[str]:
    return sorted(p.name for p in disk.iterdir())


@pytest.fixture(scope="module")
def calm_plan(tmp_path_factory) -> object:
    """The undisturbed plan of ``ROW`` (no store), once for the set."""
    calm = run_in_process(*ROW, cwd=tmp_path_factory.mktemp("calm"))
    assert calm.code == 0, str(calm)
    return _plan_of(calm.stdout)


@pytest.fixture(scope="module")
def bench_runs(tmp_path_factory) -> Path:
    """Bench runs to export, once for the set."""
    return _bench_runs(tmp_path_factory.mktemp("runs"))


def _chat_here(db: Path, thread: str, kind: str, message: str = "-") -> dict:
    """The fifth set's chat script run in this process (a new process costs seconds of imports; the turns that are
    not cut need none)."""
    import contextlib
    import io
    import json
    import sys

    printed, argv, data = io.StringIO(), sys.argv, os.environ.get("HIMAP_DATA_DIR")
    sys.argv, os.environ["HIMAP_DATA_DIR"] = ["chat", str(db), thread, "fast", kind, message], str(DATA_DIR)
    try:
        with contextlib.redirect_stdout(printed):
            exec(compile(CHAT, "chat", "exec"), {"__name__": "__chat__"})  # noqa: S102 - the set's own script
    finally:
        sys.argv = argv
        if data is None:
            os.environ.pop("HIMAP_DATA_DIR", None)
        else:
            os.environ["HIMAP_DATA_DIR"] = data
    return json.loads(printed.getvalue().strip().splitlines()[-1])


# --- a disk full from the start --------------------------------------------------------------------------------------


def test_plan_on_a_db_on_a_disk_full_from_the_start_leaves_no_store_and_plans_once_space_is_freed(tmp_path, calm_plan):
    with _small_disk(tmp_path / "disk", size_kib=8192) as disk:  # room for the plan's checkpoints once freed
        filler = _fill(disk)
        db = disk / "threads.sqlite"
        args = (*ROW, "--db", str(db), "--thread", "t")
        full = run_in_process(*args, cwd=tmp_path)
        assert full.code == 2 and "Traceback" not in full.output, str(full)
        _said_full(full.output, db)
        assert '"plan"' not in full.stdout, "a plan was printed by a run that could not keep it"
        assert _only_the_filler(disk) == ["filler"], "a half-made store was left behind"
        filler.unlink()
        again = run_in_process(*args, cwd=tmp_path)
        assert again.code == 0 and _plan_of(again.stdout) == calm_plan, str(again)


FULL_FROM_THE_START = {
    "bench-load": lambda q, out: ("bench", "load", "--turns", "1", "--conversations", "1", "--tool-latency", "off",
                                  "--decision-latency", "off", "--split", str(q), "--out", str(out)),
    "bench-latency": lambda q, out: ("bench", "latency", "--split", str(q), "--limit", "1", "--lengths", "3",
                                     "--tool-latency", "off", "--decision-latency", "off", "--out", str(out)),
    "bench-disrupt": lambda q, out: ("bench", "disrupt", "--split", str(q), "--out", str(out)),
    "flex-run": lambda q, out: ("flex", "run", "--instances", str(FLEX), "--limit", "1", "--out", str(out)),
}


@pytest.mark.parametrize("command", list(FULL_FROM_THE_START))
def test_a_run_onto_a_disk_full_from_the_start_is_named_and_leaves_no_empty_output(tmp_path, command):
    """A new --out: nothing is left behind; the --out of an earlier run: its files are left as they were."""
    queries = _queries(tmp_path / "q.csv", 1)
    with _small_disk(tmp_path / "disk", size_kib=512) as disk:
        earlier = disk / "earlier"
        earlier.mkdir()
        (earlier / "report.json").write_text('{"an earlier run": true}\n', encoding="utf-8")
        _fill(disk)
        for out in (disk / "out", earlier):
            full = run_in_process(*FULL_FROM_THE_START[command](queries, out), cwd=tmp_path)
            assert full.code == 2 and "Traceback" not in full.output, str(full)
            _said_full(full.output, out)
        assert _only_the_filler(disk) == ["earlier", "filler"], f"left behind: {_only_the_filler(disk)}"
        assert [p.name for p in earlier.iterdir()] == ["report.json"]
        assert (earlier / "report.json").read_text(encoding="utf-8") == '{"an earlier run": true}\n'


def test_export_onto_a_full_disk_keeps_the_dataset_exported_before(tmp_path, bench_runs):
    runs = bench_runs
    with _small_disk(tmp_path / "disk", size_kib=2048) as disk:
        out = disk / "dataset"
        args = ("export", "--runs", str(runs), "--out", str(out))
        first = run_in_process(*args, cwd=tmp_path)
        assert first.code == 0 and _whole_dataset(out), str(first)
        rows = (out / "rows.jsonl").read_bytes()
        _fill(disk)
        full = run_in_process(*args, cwd=tmp_path)
        assert full.code == 2 and "Traceback" not in full.output, str(full)
        assert str(out) in full.words, str(full)
        assert _whole_dataset(out) and (out / "rows.jsonl").read_bytes() == rows, "the earlier dataset was harmed"
        assert _leftovers(disk) == []


# --- kills ------------------------------------------------------------------------------------------------------------


def test_plan_on_a_db_killed_as_its_store_appears_plans_as_the_undisturbed_run(tmp_path, calm_plan):
    db = tmp_path / "threads.sqlite"
    args = (*ROW, "--db", str(db), "--thread", "t")
    _killed_when(_start(*args, cwd=tmp_path), db.exists, "the store made")
    again = run_in_process(*args, cwd=tmp_path)
    assert again.code == 0 and "Traceback" not in again.output, str(again)
    assert _plan_of(again.stdout) == calm_plan


def test_flex_run_stopped_by_sigterm_as_it_makes_its_folder_replays_every_instance(tmp_path):
    out = tmp_path / "out"
    args = ("flex", "run", "--instances", str(FLEX), "--limit", "1", "--out", str(out))
    err = _interrupted(_start(*args, cwd=tmp_path), out.exists, "the folder made", signal.SIGTERM)
    _no_traceback(err)
    stored = _flex_stored(out / "results.sqlite")
    again = run_in_process(*args, cwd=tmp_path)
    assert again.code == 0 and "Traceback" not in again.output, str(again)
    assert _flex_stored(out / "results.sqlite") >= max(stored, 1)
    assert not (out / ".run.lock").exists() and _leftovers(out) == []


def test_a_chat_turn_stopped_by_sigterm_at_its_first_step_resumes_to_the_undisturbed_one(tmp_path):
    db = tmp_path / "chat.sqlite"
    calm = _chat_here(db, "calm", "say", TRIP)
    child = _chat(db, "cut", "say", TRIP, slow=True, wait=False)
    err = _interrupted(child, lambda: _steps(db, "cut") >= 1, "the turn's first step", signal.SIGTERM)
    _no_traceback(err)
    resumed = _chat_here(db, "cut", "resume")
    _same_conversation(resumed, calm)


def test_bench_run_killed_while_writing_its_outputs_writes_them_whole_without_planning_again(tmp_path):
    out = tmp_path / "out"
    args = ("bench", "run", "--split", str(_queries(tmp_path / "q.csv", 1)), "--out", str(out))
    _killed_when(_start(*args, cwd=tmp_path), lambda: any(out.glob(".outputs-*")), "the outputs begun")
    assert _intact(out / "results.sqlite") and _stored(out / "results.sqlite") == 1, "the planned result was lost"
    again = run_in_process(*args, cwd=tmp_path)
    assert again.code == 0 and _planned_now(again) == 0, str(again)
    assert json.loads((out / "report.json").read_text(encoding="utf-8"))["queries"] == 1
    assert len((out / "submission.jsonl").read_text(encoding="utf-8").splitlines()) == 1
    assert _leftovers(out) == [], "the killed run's staging folder was left"


def test_the_set_is_large_enough():
    tests = [name for name in globals() if name.startswith("test_") and name != "test_the_set_is_large_enough"]
    assert len(tests) + len(FULL_FROM_THE_START) - 1 >= 8 and os.path.basename(__file__).endswith("_eleventh.py")
