"""Waiting in tests for something to happen, never for a fixed time.

A test that sleeps a fixed time either wastes it (the thing happened long before) or, on a loaded machine, looks too
early and fails or proves nothing. Where a test can block on the event itself (a line a process prints, a
``threading.Event``, ``os.waitid`` for a child's end) it does; ``wait_until`` is for the rest: a file appears, a row is
written, a process changes state, none of which sends a signal a test could block on.
"""

from __future__ import annotations

import select
import subprocess
import time
from collections.abc import Callable

POLL_S = 0.01  # how often the condition is asked: short next to anything waited for here, cheap to ask


def wait_until(condition: Callable[[], object], timeout: float, what: str) -> None:
    """Return as soon as ``condition()`` is true; fail naming ``what`` when ``timeout`` seconds pass first."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"{what}: not within {timeout:.0f} s"
        time.sleep(POLL_S)


def read_line(process: subprocess.Popen, timeout: float, what: str) -> str:
    """The next line ``process`` prints (text mode, ``stdout=PIPE``), or "" when it ended first; fail naming ``what``
    after ``timeout`` seconds: a child that prints when it is ready is awaited by reading, not by sleeping. For a child
    that prints one line and then waits (``select`` sees the pipe, not lines already read into Python's buffer)."""
    assert process.stdout is not None
    ready, _, _ = select.select([process.stdout], [], [], timeout)
    assert ready, f"{what}: no line within {timeout:.0f} s"
    return process.stdout.readline()
