"""The fault matrix's tools: run the real command line in a subprocess and check that it failed closed.

A probe of the fault matrix (``tests/faults/test_fault_matrix_*.py``) is what a
careless or hostile user would type. It runs ``app.py`` as a separate
process, exactly as the user would, and checks three things:

* the exit code names the outcome (2 for a request or setting that cannot be
  used, 4 invalid, 5 unsat; 0 only for a plan that meets the request);
* there is no traceback, and the message names the cause;
* no file changed that should not have (``FileSnapshot``).
"""

from __future__ import annotations

import os
import re
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import closing, contextmanager
from dataclasses import dataclass
from pathlib import Path

from tests.support import warm_process

REPO = Path(__file__).resolve().parents[2]
DATA_DIR = Path(os.environ.get("HIMAP_DATA_DIR") or REPO.parent / "shared" / "data").resolve()
QUERY = ("Please plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to March 15th, 2022, "
         "with a budget of $1,400.")


@dataclass
class CliResult:
    """What one run of the command line did."""

    args: tuple[str, ...]
    code: int
    stdout: str
    stderr: str

    @property
    def output(self) -> str:
        return self.stdout + self.stderr

    @property
    def words(self) -> str:
        """The output with rich's line wrapping and box drawing undone, for ``in`` checks."""
        text = re.sub(r"[│┃─━┌┐└┘├┤┬┴┼╭╮╯╰]", " ", self.output)
        return " ".join(text.split())

    def __str__(self) -> str:  # what a failed assertion shows
        return f"app.py {' '.join(self.args)} -> exit {self.code}\n{self.output[-3000:]}"


def cli_env(**overrides: str | None) -> dict[str, str]:
    """The environment a probe runs in: the shared data and cache, no analytics, wide unwrapped output.

    An override of None removes that variable.
    """
    env = dict(os.environ)
    env.update(
        HIMAP_DATA_DIR=str(DATA_DIR),
        PYTHONUNBUFFERED="1",
        LANGGRAPH_CLI_NO_ANALYTICS="1",
        COLUMNS="200",
        NO_COLOR="1",
    )
    for name, value in overrides.items():
        if value is None:
            env.pop(name, None)
        else:
            env[name] = value
    return env


def run_cli(*args: str, cwd: Path | str | None = None, env: dict[str, str] | None = None, timeout: float = 300,
            stdin: str | None = None) -> CliResult:
    """``python app.py ARGS`` in a new process (in ``cwd``, default the repository), with ``cli_env()``: started warm
    (``tests/support/warm_process.py``: forked from a server that imported the command line, a real process all the
    same)."""
    done = warm_process.run([str(REPO / "app.py"), *args], cwd=cwd or REPO, env=env or cli_env(), timeout=timeout,
                            input=stdin)
    return CliResult(tuple(args), done.returncode, done.stdout, done.stderr)


def run_in_process(*args: str, cwd: Path | str | None = None, env: dict[str, str] | None = None, timeout: float = 300,
                   stdin: str | None = None) -> CliResult:
    """``app.py ARGS`` in this process (typer's runner), in ``cwd``, with ``cli_env()``. A new process costs seconds of
    imports before the command reads its first option; a probe whose cause is the command's own logic gains nothing
    from it. Each cause keeps one probe run with ``run_cli`` (the real process: its
    exit code, its streams). An exception the command let escape comes back as a traceback in ``stderr`` (exit 1), as
    the process would print it, so ``assert_refused`` still catches it. A run longer than ``timeout`` fails the probe
    (after it ends: a process is killed then)."""
    import time
    import traceback

    from typer.testing import CliRunner

    from himap_travel.app import cli

    previous, started = Path.cwd(), time.monotonic()
    os.chdir(cwd or REPO)
    try:
        done = CliRunner().invoke(cli, list(args), env=env or cli_env(), input=stdin)
    finally:
        os.chdir(previous)
    if time.monotonic() - started > timeout:
        raise subprocess.TimeoutExpired(["app.py", *args], timeout)
    stderr = done.stderr
    if done.exception is not None and not isinstance(done.exception, SystemExit):
        stderr += "".join(traceback.format_exception(done.exception))
    return CliResult(tuple(args), done.exit_code, done.stdout, stderr)


def run_script_in_process(source: str, *args: str, cwd: Path, env: dict[str, str] | None = None) -> str:
    """What ``python -c SOURCE ARGS`` (run in ``cwd`` with ``cli_env()``) prints, run in this process: for the turns
    before and after a fault (a calm thread, a resume), where a new process would add only its seconds of imports. The
    fault itself keeps its real process. An exception the script raises fails the caller, with its traceback."""
    import io
    from contextlib import redirect_stdout
    from unittest import mock

    out, previous = io.StringIO(), Path.cwd()
    os.chdir(cwd)
    try:
        with mock.patch.dict(os.environ, env or cli_env(), clear=True), mock.patch.object(sys, "argv", ["-c", *args]), \
                redirect_stdout(out):
            exec(compile(source, "<script>", "exec"), {"__name__": "__main__"})
    finally:
        os.chdir(previous)
    return out.getvalue()


def real_first(case: object, cases: Sequence[object]) -> Callable[..., CliResult]:
    """``run_cli`` for the first of a parametrized probe's ``cases`` (the real process: its exit code, its streams),
    ``run_in_process`` for the others: refusals of one kind by the command's own logic, to which a new process
    each would add only its seconds of imports."""
    return run_cli if case == cases[0] else run_in_process


def assert_refused(result: CliResult, *causes: str, code: int = 2) -> None:
    """The run failed with ``code``, without a traceback, and its message names every one of ``causes``."""
    assert result.code == code, str(result)
    assert "Traceback" not in result.output, str(result)
    lowered = result.words.lower()
    for cause in causes:
        assert cause.lower() in lowered, f"{cause!r} not named\n{result}"


def assert_clean_exit(result: CliResult, code: int) -> None:
    assert result.code == code, str(result)
    assert "Traceback" not in result.output, str(result)


class FileSnapshot:
    """The files under some folders (size and modification time), to tell what a run created or changed."""

    IGNORED = {"__pycache__", ".pytest_cache", ".hypothesis", ".git", ".venv", ".cache", ".mypy_cache", ".ruff_cache"}

    def __init__(self, *roots: Path | str) -> None:
        self.roots = [Path(r) for r in roots]
        self.files = self._scan()

    def _scan(self) -> dict[str, tuple[int, int]]:
        found: dict[str, tuple[int, int]] = {}
        for root in self.roots:
            if root.is_file():
                stat = root.stat()
                found[str(root)] = (stat.st_size, stat.st_mtime_ns)
                continue
            for folder, dirs, names in os.walk(root):
                dirs[:] = [d for d in dirs if d not in self.IGNORED]
                for name in names:
                    path = Path(folder) / name
                    try:
                        stat = path.stat()
                    except OSError:
                        continue
                    found[str(path)] = (stat.st_size, stat.st_mtime_ns)
        return found

    def changes(self) -> list[str]:
        """Paths created, removed or modified since the snapshot was taken."""
        now = self._scan()
        return sorted(p for p in set(now) | set(self.files) if now.get(p) != self.files.get(p))


@contextmanager
def read_only_folder(parent: Path) -> Iterator[Path]:
    """A new folder under ``parent`` that its owner may read but not write, for the ``with`` block (root still can)."""
    folder = parent / "read-only"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        yield folder
    finally:
        folder.chmod(0o755)


def refused_request(text: str, sandbox, *named: str) -> str:
    """The request text is refused by the parser; its message names each of ``named``. Returns the message."""
    import pytest

    from himap_travel.domain.parsing import QueryParseError, parse_request

    with pytest.raises(QueryParseError) as caught:
        parse_request(text, sandbox, people="smallest")
    message = str(caught.value)
    for part in named:
        assert part in message, f"{part!r} not named in {message!r}"
    return message


def ended_pid() -> int:
    """The pid of a process that has ended (and been reaped): a thread claim's holder that died."""
    child = subprocess.Popen(["true"])
    child.wait()
    return child.pid


def checkpoints(db: Path, thread: str) -> int:
    """The thread's checkpoints so far in a SQLite store, read without writing (0 before the run made the file or its
    tables): how far a run that is to be cut has come."""
    if not db.exists():
        return 0
    try:
        with closing(sqlite3.connect(f"{db.as_uri()}?mode=ro", uri=True)) as conn:
            return int(conn.execute("SELECT count(*) FROM checkpoints WHERE thread_id = ?", (thread,)).fetchone()[0])
    except sqlite3.Error:
        return 0


def writable_copy(folder: Path, parent: Path) -> Path:
    """A writable copy of ``folder`` (the data folder) under ``parent``: a probe that is not refused must not be able to
    harm the shared one."""
    copy = parent / folder.name
    shutil.copytree(folder, copy)
    for path in [copy, *copy.rglob("*")]:
        path.chmod(path.stat().st_mode | 0o200)
    return copy
