"""What a resumed run says of the days it did not plan again.

A run cut while its days were being planned keeps the days that finished (their writes are in the checkpoint).
Resumed, LangGraph streams those days' updates first, marked ``__metadata__: {"cached": True}``: the progress
showed them as planned now and printed ``__metadata__`` as if it were a node.
"""

from __future__ import annotations

import io
import re
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest
from rich.console import Console

from himap_travel.execution.run import run_plan
from himap_travel.planning.policies.expert import ExpertPolicy
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from tests.support.waiting import wait_until


class FailingOnce(ExpertPolicy):
    """The expert, failing on day ``day`` until told not to, once the other days' outcomes are in the checkpoint file
    ``db`` (failing sooner, the days still being planned are not kept: which would be is a race)."""

    def __init__(self, day: int, db: Path) -> None:
        super().__init__()
        self.day, self.db, self.failing = day, db, True

    def plan_day(self, task, *args, **kwargs):
        if self.failing and task.day == self.day:
            wait_until(lambda: self._days_kept() == self.day - 1, 60, "the other days' outcomes in the checkpoint")
            raise RuntimeError("cut here")
        return super().plan_day(task, *args, **kwargs)

    def _days_kept(self) -> int:
        with closing(sqlite3.connect(self.db)) as conn:
            return conn.execute("SELECT count(DISTINCT task_id) FROM writes WHERE channel = 'outcomes'").fetchone()[0]


def test_a_resumed_run_says_which_days_it_kept_and_shows_no_stream_marks(tmp_path, sandbox, validation_queries):
    spec = validation_queries[0].spec
    assert spec.days == 3
    policy = FailingOnce(day=spec.days, db=tmp_path / "c.sqlite")
    settings = provide(PlannerSettings(executors=spec.days), sandbox=sandbox, policy=policy)
    with pytest.raises(RuntimeError, match="cut here"):
        run_plan({"spec": spec}, settings, thread="t", db=tmp_path / "c.sqlite")
    policy.failing = False
    shown = io.StringIO()
    outcome = run_plan({"spec": spec}, settings, thread="t", db=tmp_path / "c.sqlite", console=Console(file=shown, width=200))
    assert outcome.result is not None and outcome.result.verdict.status == "valid"
    days = [(int(found[1]), "kept from the checkpoint" in line)
            for line in shown.getvalue().splitlines() if (found := re.search(r"day_executor day (\d+)", line))]
    assert sorted(days) == [*((day, True) for day in range(1, spec.days)), (spec.days, False)]  # day 3 alone planned now
    assert "__" not in shown.getvalue()
