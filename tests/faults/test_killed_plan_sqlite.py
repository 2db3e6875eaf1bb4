"""A `plan` run on a SQLite thread store killed with SIGKILL mid-way resumes and ends as an undisturbed one.

The store is opened as ``execution.sqlite.PRAGMAS`` says (WAL, ``synchronous = NORMAL``: a commit reaches the
operating system but is not flushed to disk), and the run checkpoints each step before the next
(``execution.run.DURABILITY``): what the killed process committed is there for the run that takes over.
"""

from __future__ import annotations

import os
import signal

from tests.support.faultkit import checkpoints
from tests.support.plan_process import plan
from tests.support.waiting import wait_until


def test_a_plan_run_killed_mid_way_on_sqlite_resumes_and_ends_as_an_undisturbed_one(tmp_path):
    db = tmp_path / "threads.sqlite"
    undisturbed = plan(str(db), "calm", row=30)
    child = plan(str(db), "killed", row=30, slow=True, wait=False)
    wait_until(lambda: child.poll() is not None or checkpoints(db, "killed") >= 3, 120, "3 checkpoints of the slow run")
    assert child.poll() is None, "the slow run ended before it could be killed"
    os.kill(child.pid, signal.SIGKILL)
    child.wait()
    resumed = plan(str(db), "killed", row=30)
    assert undisturbed["plan"] and resumed["plan"] == undisturbed["plan"] and not resumed["failure"]
    assert checkpoints(db, "killed") == checkpoints(db, "calm"), "carried on from its last step, nothing planned twice"
