"""One writer per output folder: ``harness.outputs.claim_output`` and the output-path checks, then two real
``bench run`` processes on one ``--out`` (the second is refused, naming the first)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from himap_travel.harness.bench.config import BenchConfig
from himap_travel.harness.bench.pipeline import run_bench
from himap_travel.harness.outputs import (
    LOCK_NAME,
    OutputLock,
    OutputLockError,
    OutputPathError,
    check_output_dir,
    check_output_file,
    claim_output,
)
from tests.support.faultkit import REPO, assert_refused, cli_env, run_cli
from tests.support.waiting import wait_until


def test_a_held_folder_is_refused_naming_its_holder(tmp_path):
    folder = tmp_path / "out"
    with claim_output(folder, "app.py bench run --out first"):
        record = json.loads((folder / LOCK_NAME).read_text())
        assert record["pid"] == os.getpid() and record["command"] == "app.py bench run --out first"
        with pytest.raises(OutputLockError, match=rf"pid {os.getpid()}, started .*: app.py bench run --out first"):
            OutputLock(folder, "app.py bench run --out second").acquire()
    assert not (folder / LOCK_NAME).exists()  # released: the lock file goes with it
    with claim_output(folder, "third"):  # and the folder can be claimed again
        assert json.loads((folder / LOCK_NAME).read_text())["command"] == "third"


def test_the_lock_of_a_dead_run_is_taken_over(tmp_path):
    """A run killed with -9 leaves its lock file, but no lock: the next run takes the folder."""
    folder = tmp_path / "out"
    folder.mkdir()
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    (folder / LOCK_NAME).write_text(json.dumps({"pid": int(dead.stdout), "command": "killed run", "started": "then"}))
    with claim_output(folder, "next run"):
        assert json.loads((folder / LOCK_NAME).read_text())["pid"] == os.getpid()


def test_output_paths_that_cannot_be_written_are_refused_before_anything_is_created(tmp_path):
    a_file = tmp_path / "a_file"
    a_file.write_text("x")
    with pytest.raises(OutputPathError, match="is a file, not a folder"):
        check_output_dir(a_file)
    with pytest.raises(OutputPathError, match=r"under .*a_file, which is a file"):
        check_output_dir(a_file / "sub" / "deeper")
    with pytest.raises(OutputPathError, match="cannot write in /proc"):
        check_output_dir(Path("/proc/himap-no-such-folder/out"))
    with pytest.raises(OutputPathError, match="--report .* is a folder, not a file"):
        check_output_file(tmp_path, "--report")
    with pytest.raises(OutputPathError, match="--db .*results.sqlite: cannot create the file under"):
        check_output_file(a_file / "results.sqlite", "--db")
    assert check_output_dir(tmp_path / "new" / "nested") == tmp_path / "new" / "nested"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a_file"]  # the checks create nothing


def test_run_bench_refuses_a_held_folder_before_planning(tmp_path, sandbox):
    folder = tmp_path / "out"
    with claim_output(folder, "the other run"), pytest.raises(OutputLockError, match="the other run"):
        run_bench(BenchConfig(split="train", limit=1, out=folder), sandbox=sandbox)
    assert sorted(p.name for p in folder.iterdir()) == []  # no results store, no outputs


def test_run_bench_refuses_an_out_that_is_a_file(tmp_path, sandbox):
    target = tmp_path / "out"
    target.write_text("not a folder")
    with pytest.raises(OutputPathError, match="--out .* is a file, not a folder"):
        run_bench(BenchConfig(split="train", limit=1, out=target), sandbox=sandbox)
    assert target.read_text() == "not a folder"


# --- two real processes --------------------------------------------------------------------------------


SLOW_RUN = ("bench", "run", "--split", "validation_dev", "--limit", "2", "-Q", "1",
            "--tool-latency", "300-500", "--decision-latency", "1000-1500")  # ~40 s: held long enough to collide


def _wait_for(path: Path, process: subprocess.Popen, timeout: float = 120) -> None:
    wait_until(lambda: path.exists() or process.poll() is not None, timeout, f"{path} never appeared")
    assert path.exists(), process.communicate()[1][-2000:]


def test_a_second_bench_run_on_the_same_out_is_refused_naming_the_first(tmp_path):
    out = tmp_path / "out"
    first = subprocess.Popen([sys.executable, str(REPO / "app.py"), *SLOW_RUN, "--out", str(out)], cwd=REPO,
                             env=cli_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        _wait_for(out / LOCK_NAME, first)
        second = run_cli("bench", "run", "--split", "validation_dev", "--limit", "2", "--out", str(out))
        assert first.poll() is None, "the first run ended before the second was refused: the test proves nothing"
    finally:
        first.send_signal(signal.SIGKILL)  # as a crash would end it: its lock must not outlive it
        first.communicate()
    assert_refused(second, f"pid {first.pid}", "bench run", "--limit 2 -Q 1", "being written by another run")
    assert "queries planned" not in second.output
    with claim_output(out, "after the crash"):  # the killed run's lock file is taken over
        assert json.loads((out / LOCK_NAME).read_text())["pid"] == os.getpid()
