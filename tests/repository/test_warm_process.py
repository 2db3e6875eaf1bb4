"""The warm process the fault probes and kill sets start (``tests/support/warm_process.py``) behaves as a new process
does where they look: exit status, streams, argv and folder, environment taken from the caller, signals (Ctrl-C dies of
SIGINT, SIGKILL, SIGSTOP), the file-size limit, a timeout; and it never outlives its caller."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.support import warm_process
from tests.support.faultkit import QUERY, REPO, cli_env
from tests.support.waiting import wait_until

SLEEPER = "import sys, time; print('up', flush=True); time.sleep(60)"


def _state(pid: int) -> str:
    """A process's state letter ("T" stopped, "Z" ended but not yet reaped; "" when it is gone)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):  # reaped between two reads
        return ""


def _both(argv: list[str], cwd, env, input: str | None = None) -> tuple[subprocess.CompletedProcess, ...]:
    """``argv`` run warm and cold: the same caller's arguments, folder and environment."""
    warm = warm_process.run(argv, cwd=cwd, env=env, timeout=120, input=input)
    cold = subprocess.run([sys.executable, *argv], cwd=cwd, env=env, capture_output=True, text=True, timeout=120,
                          input=input)
    return warm, cold


def test_a_script_sees_its_argv_folder_input_and_environment_and_exits_with_its_status(tmp_path):
    source = ("import os, sys; print(sys.argv[1:], os.getcwd(), os.environ['HIMAP_PROBE'], input()); "
              "print('to stderr', file=sys.stderr); sys.exit(3)")
    warm, cold = _both(["-c", source, "a", "b c"], tmp_path, cli_env(HIMAP_PROBE="seen"), input="typed\n")
    assert (warm.returncode, warm.stdout, warm.stderr) == (cold.returncode, cold.stdout, cold.stderr)
    assert warm.returncode == 3 and "['a', 'b c']" in warm.stdout and "seen typed" in warm.stdout


def test_a_variable_the_server_had_is_gone_when_the_caller_has_not_it(tmp_path):
    warm, _ = _both(["-c", "import os; print(os.environ.get('HIMAP_DATA_DIR'))"], tmp_path, cli_env(HIMAP_DATA_DIR=None))
    assert warm.stdout.strip() == "None"


def test_the_command_line_plans_as_a_cold_process_does():
    warm, cold = _both([str(REPO / "app.py"), "plan", QUERY, "--json"], REPO, cli_env())
    assert warm.returncode == cold.returncode == 0, warm.stderr[-2000:]
    assert warm.stdout == cold.stdout


def test_an_uncaught_ctrl_c_dies_of_sigint_as_a_cold_process_does(tmp_path):
    statuses = []
    for child in (warm_process.start(["-c", SLEEPER], cwd=tmp_path, env=cli_env()),
                  subprocess.Popen([sys.executable, "-c", SLEEPER], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   text=True)):
        assert child.stdout.readline().strip() == "up"
        child.send_signal(signal.SIGINT)
        _, err = child.communicate(timeout=30)
        statuses.append((child.returncode, "KeyboardInterrupt" in err))
    assert statuses[0] == statuses[1] == (-signal.SIGINT, True)


def test_a_child_is_stopped_and_killed_by_its_own_pid(tmp_path):
    child = warm_process.start(["-c", SLEEPER], cwd=tmp_path, env=cli_env())
    assert child.stdout.readline().strip() == "up"
    os.kill(child.pid, signal.SIGSTOP)
    wait_until(lambda: _state(child.pid) == "T", 10, "stopped")
    child.kill()
    assert child.wait(10) == -signal.SIGKILL


def test_the_file_size_limit_refuses_a_larger_write(tmp_path):
    child = warm_process.start(["-c", "open('big', 'w').write('x' * 100_000)"], cwd=tmp_path, env=cli_env(),
                               file_limit=1_000)
    _, err = child.communicate(timeout=30)
    assert child.returncode != 0 and "File too large" in err
    assert (tmp_path / "big").stat().st_size <= 1_000


def test_a_run_past_its_timeout_is_killed_and_said(tmp_path):
    started = time.monotonic()
    with pytest.raises(subprocess.TimeoutExpired):
        warm_process.run(["-c", SLEEPER], cwd=tmp_path, env=cli_env(), timeout=1)
    assert time.monotonic() - started < 30


def test_a_child_dies_with_its_caller(tmp_path):
    child = warm_process.start(["-c", SLEEPER], cwd=tmp_path, env=cli_env())
    assert child.stdout.readline().strip() == "up"
    child._socket.close()  # what the caller's end does when the test process is killed

    wait_until(lambda: _state(child.pid) in ("", "Z"), 10, "the child's end")
