"""A second held-out set of bad inputs (the companion of ``test_fault_probe_heldout_inputs.py``, none of its causes).

Written before the fixes it led to and scored on the code as it was (the figures are in the changelog's entry). Each
case is what a careless user gives a command: a queries CSV whose fields have the wrong type or are out of range (a
negative length, a NaN budget, February 30th, a date that is no list, a constraint that is code or nested 50,000
deep), a file in UTF-32 or cp1252, one line of 10 MB; a path that is a folder, a FIFO, a symlink loop or a link into
the data folder; a row number out of range or negative; another program's SQLite file or an empty one as ``--db``;
plans with days missing, days as strings, an idx of 5,000 digits, Windows line ends; requests of blanks, of 100 KB,
with terminal escapes, a bidirectional override or in Arabic; odd ``HIMAP_*`` values; a terminal that takes ASCII.

Each is judged by ``judged`` (the first set's order: a traceback, exit 0 on bad input, a file written where none
may be, another exit code, the cause not named), and beyond it: a run that takes longer than its limit (a FIFO read
blocks for ever; a 10 MB line must be refused in linear time), a write outside the case's folder and the project's
cache (the system temp folder included: every write this process makes is seen by an audit hook; a real process
gets its own ``TMPDIR``, looked at after), and a report that says a broken plan passed. The first case and the
cases that need one run as a real process (``real_first``); the others in this one.
"""

from __future__ import annotations

import csv
import io
import json
import os
import sqlite3
import sys
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pytest

from himap_travel.domain.sandbox.queries import load_gold_plans, load_queries
from tests.faults.test_fault_probe_heldout_inputs import (
    Case,
    Folder,
    data,  # noqa: F401 (a fixture: the writable copy of the data)
    judged,
    queries_bytes,
)
from tests.support.faultkit import DATA_DIR, QUERY, REPO, CliResult, FileSnapshot, cli_env, real_first, run_cli, run_in_process

FLEX = DATA_DIR / "flextravelbench" / "val_dataset_without_budget_one.json"
USER_CACHE = Path(os.environ.get("HIMAP_CACHE_DIR") or Path.home() / ".cache" / "himap-travel")


# --- what a case may write: its folder, the project's caches; the interpreter's own byte code --------------------

_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC
_EVENTS = {"os.mkdir", "os.rename", "os.replace", "os.remove", "os.rmdir", "os.symlink", "os.link", "os.truncate",
           "os.chmod", "shutil.rmtree", "tempfile.mkstemp", "tempfile.mkdtemp", "sqlite3.connect", "open"}
# events that act on a path's last name itself, a link there included (a file renamed over a link replaces the link;
# the file it pointed at is not written): the folders on the way are resolved, the last name is not
_NOT_FOLLOWED = {"os.rename", "os.replace", "os.remove", "os.rmdir", "os.symlink", "os.link", "shutil.rmtree"}


class WriteWatch:
    """Every path this process writes while ``active`` (an audit hook: it sees a temporary file removed before the
    run ends, which no snapshot can), outside the ``allowed`` folders."""

    def __init__(self) -> None:
        self.allowed: list[str] = []
        self.seen: list[str] = []
        self.active = False
        sys.addaudithook(self._hook)

    def _hook(self, event: str, args: tuple) -> None:
        if not self.active or event not in _EVENTS:
            return
        for path in self._written(event, args):
            if isinstance(path, (str, bytes, os.PathLike)):
                self._note(os.fsdecode(path), follow=event not in _NOT_FOLLOWED)

    @staticmethod
    def _written(event: str, args: tuple) -> list[object]:
        if event == "open":
            path, mode, flags = args
            writing = any(m in mode for m in "wax+") if isinstance(mode, str) else bool((flags or 0) & _WRITE_FLAGS)
            return [path] if writing else []
        if event == "sqlite3.connect":
            return [] if "mode=ro" in str(args[0]) or str(args[0]) == ":memory:" else [args[0]]
        if event in {"os.rename", "os.replace", "os.symlink", "os.link"}:
            return [args[1]]
        return [args[0]]

    def _note(self, path: str, follow: bool = True) -> None:
        if path.startswith("file:"):
            path = path.removeprefix("file:").split("?")[0]
        absolute = os.path.abspath(path)
        real = (os.path.realpath(absolute) if follow
                else os.path.join(os.path.realpath(os.path.dirname(absolute)), os.path.basename(absolute)))
        if "__pycache__" in real or real.endswith(".pyc") or real.startswith("/dev/"):
            return
        if not any(real == root or real.startswith(root + os.sep) for root in self.allowed):
            self.seen.append(real)

    def watching(self, *allowed: Path) -> WriteWatch:
        self.allowed = [os.path.realpath(p) for p in allowed]
        self.seen, self.active = [], True
        return self

    def __enter__(self) -> WriteWatch:
        return self

    def __exit__(self, *exc: object) -> None:
        self.active = False


WATCH = WriteWatch()


# --- the cases ---------------------------------------------------------------------------------------------------


@dataclass
class Probe(Case):
    """A ``Case`` with what this set adds: its own environment, a time limit, and a check of what it wrote."""

    env: Callable[[Folder], dict[str, str]] = field(default=lambda f: {})
    limit_s: float = 60.0
    after: Callable[[Folder], str | None] | None = None  # the worst thing its outputs say, or None
    real: bool = False  # needs a real process (the interpreter's own settings)


def q(f: Folder, encoding: str = "utf-8", **changes: str) -> str:
    """validation_dev's first row as ``q.csv`` in the case's folder, some fields changed."""
    return f.file("q.csv", queries_bytes(encoding, **changes))


def _rows(f: Folder, separator: str) -> str:
    """validation_dev's first two rows, a blank line between the header and each row."""
    source = DATA_DIR / "travelplanner" / "queries" / "validation_dev.csv"
    with source.open(newline="", encoding="utf-8") as handle:
        header, *rows = list(csv.reader(handle))[:3]
    text = io.StringIO()
    csv.writer(text, lineterminator=separator).writerows([header, *rows])
    return f.file("q.csv", text.getvalue().replace(separator, separator + "\n"))


def _out(f: Folder, name: str = "o") -> str:
    return str(f.root / name)


def _link(f: Folder, name: str, target: Path) -> str:
    (f.root / name).symlink_to(target)
    return str(f.root / name)


def _planned_with(variable: str, value: str, *causes: str) -> Probe:
    """``plan QUERY`` with ``variable`` set to ``value``: refused naming ``causes``."""
    return Probe(lambda f: ["plan", QUERY], causes=causes, env=lambda f: {variable: value})


def _fifo(f: Folder, name: str) -> str:
    path = f.root / name
    os.mkfifo(path)
    return str(path)


def _loop(f: Folder, name: str) -> str:
    path = f.root / name
    path.symlink_to(path)
    return str(path)


def _other_app_db(f: Folder) -> str:
    """Another program's SQLite database (a browser's history, say): not ours to write into."""
    path = f.root / "other.sqlite"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE moz_places (id INTEGER PRIMARY KEY, url TEXT)")
        conn.execute("INSERT INTO moz_places (url) VALUES ('https://example.org')")
    return str(path)


@cache
def _gold() -> tuple[str, tuple[dict, ...]]:
    """train's first query text and gold plan (read once: the gold plans are literals of megabytes)."""
    return load_queries("train")[0].spec.query or "", tuple(load_gold_plans("train")[0])


def _gold_days() -> list[dict]:
    return [dict(day) for day in _gold()[1]]


def _gold_line(**changes: object) -> dict:
    """train's first gold plan as a submission line, with ``changes`` (a ``plan`` of another shape)."""
    return {"idx": 1, "query": _gold()[0], "plan": _gold_days(), **changes}


def _huge_idx() -> str:
    """train's first gold line with an idx of 5,001 digits (Python reads at most 4,300)."""
    return json.dumps(_gold_line(idx=0)).replace('"idx": 0', '"idx": 1' + "0" * 5000, 1)


def _plans(f: Folder, *lines: object, ending: str = "\n") -> str:
    text = "".join((line if isinstance(line, str) else json.dumps(line)) + ending for line in lines)
    return f.file("plans.jsonl", text)


def _evaluate(plans: Callable[[Folder], str]) -> Callable[[Folder], list[str]]:
    return lambda f: ["evaluate", plans(f), "--queries", "train", "--report", str(f.root / "r.json")]


def _with_days(edit: Callable[[list[dict]], list]) -> Callable[[Folder], list[str]]:
    """``evaluate`` of train's first gold line whose days ``edit`` changed."""
    return _evaluate(lambda f: _plans(f, _gold_line(plan=edit(_gold_days()))))


def _first_plan(passes: bool) -> Callable[[Folder], str | None]:
    """The report's first plan passes (a harmless difference) or fails (a broken plan): anything else is wrong."""
    def check(f: Folder) -> str | None:
        report = f.root / "r.json"
        if not report.exists():
            return "no report"
        got = json.loads(report.read_text(encoding="utf-8"))["plans"][0]["final_pass"]
        return None if got is passes else f"the first plan's final_pass is {got}, not {passes}"
    return check


def _flex(f: Folder, **changes: object) -> str:
    instance = {**json.loads(FLEX.read_text(encoding="utf-8"))[0], **changes}
    return f.file("flex.json", json.dumps([instance]))


def _plan_q(**changes: str) -> Callable[[Folder], list[str]]:
    return lambda f: ["plan", "--split", q(f, **changes), "--row", "0"]


def _bench_q(**changes: str) -> Callable[[Folder], list[str]]:
    return lambda f: ["bench", "run", "--split", q(f, **changes), "--out", str(f.root / "o")]


def _evaluate_q(**changes: str) -> Callable[[Folder], list[str]]:
    return lambda f: ["evaluate", _plans(f, {"idx": 1, "plan": []}), "--queries", q(f, **changes)]


SPLIT = "validation_dev"
DATE, CONSTRAINT = ("q.csv", "date"), ("q.csv", "local_constraint")
EMPTY = {"idx": 1, "plan": []}  # a plan line that delivers nothing
DEEP = "{'cuisine': " + "[" * 50_000 + "]" * 50_000 + "}"
ESCAPES = "\x1b[2J\x1b[31m"  # clear the screen, then red: a terminal obeys them when the request is echoed
ARABIC = ("أريد رحلة لمدة ثلاثة أيام من واشنطن إلى ميرتل بيتش "
          "لشخصين بميزانية ألف وأربعمائة دولار")

CASES: dict[str, Probe] = {
    # --- a row number out of range, in a real process first ---
    "plan-row-negative": Probe(lambda f: ["plan", "--split", SPLIT, "--row", "-1"], causes=("--row",)),
    "plan-row-past-the-end": Probe(lambda f: ["plan", "--split", SPLIT, "--row", "100000"], causes=("--row",)),
    "plan-row-of-21-digits": Probe(lambda f: ["plan", "--split", SPLIT, "--row", "9" * 21], causes=("--row",)),
    # --- queries CSV fields of the wrong type or out of range ---
    "plan-q-days-negative": Probe(_plan_q(days="-3"), causes=("q.csv", "days")),
    "bench-q-days-zero": Probe(_bench_q(days="0"), causes=("q.csv", "days")),
    "evaluate-q-people-fraction": Probe(_evaluate_q(people_number="2.5"), causes=("q.csv", "people_number")),
    "plan-q-budget-nan": Probe(_plan_q(budget="nan"), causes=("q.csv", "budget")),
    "bench-q-budget-minus-inf": Probe(_bench_q(budget="-inf"), causes=("q.csv", "budget")),
    "plan-q-budget-negative": Probe(_plan_q(budget="-1200"), causes=("q.csv", "budget")),
    "plan-q-date-feb-30": Probe(_plan_q(date="['2022-02-28', '2022-02-29', '2022-02-30']"), causes=("q.csv", "date")),
    "bench-q-date-month-13": Probe(_bench_q(date="['2022-13-01', '2022-13-02', '2022-13-03']"), causes=DATE),
    "plan-q-date-not-a-list": Probe(_plan_q(date="'2022-03-19'"), causes=("q.csv", "date")),
    "evaluate-q-dates-fewer-than-days": Probe(_evaluate_q(date="['2022-03-19', '2022-03-20']"), causes=DATE),
    "plan-q-dates-not-consecutive": Probe(_plan_q(date="['2022-03-19', '2022-03-25', '2022-03-21']"), causes=DATE),
    "plan-q-dates-numbers": Probe(_plan_q(date="[1, 2, 3]"), causes=("q.csv", "date")),
    "plan-q-constraint-is-code": Probe(_plan_q(local_constraint="__import__('os').system('touch pwned')"),
                                       causes=("q.csv", "local_constraint")),
    "bench-q-constraint-nested-50000-deep": Probe(_bench_q(local_constraint=DEEP), causes=CONSTRAINT),
    "plan-q-house-rule-a-number": Probe(_plan_q(local_constraint="{'house rule': 5, 'cuisine': None, "
                                                                 "'room type': None, 'transportation': None}"),
                                        causes=("q.csv", "house rule")),
    "bench-q-people-a-list": Probe(_bench_q(people_number="[2]"), causes=("q.csv", "people_number")),
    # --- queries files of another encoding, shape or kind ---
    "plan-q-utf32": Probe(lambda f: ["plan", "--split", q(f, "utf-32"), "--row", "0"], causes=("q.csv", "utf-32")),
    "evaluate-q-cp1252": Probe(lambda f: ["evaluate", _plans(f, {"idx": 1, "plan": []}), "--queries",
                                          q(f, "cp1252", query="A \u201cquiet\u201d trip \u2013 no smoking")],
                               causes=("q.csv", "not UTF-8")),
    "plan-q-one-line-of-10mb": Probe(lambda f: ["plan", "--split", f.file("q.csv", b"org" * 3_500_000), "--row", "0"],
                                     causes=("q.csv",), limit_s=20),
    "evaluate-q-blank-lines-between-rows": Probe(lambda f: ["evaluate", _plans(f, EMPTY, {"idx": 2, "plan": []}),
                                                            "--queries", _rows(f, "\n")], code=0),
    # corrected after scoring: the cause was "cannot be read", a wording; what matters is that the folder is named
    # as one
    # (HEAD said "queries file not found" of a folder that is there)
    "plan-q-is-a-folder": Probe(lambda f: ["plan", "--split", str(f.root), "--row", "0"], causes=("is a folder",)),
    "plan-q-fifo": Probe(lambda f: ["plan", "--split", _fifo(f, "q.csv"), "--row", "0"], causes=("q.csv",), limit_s=10),
    "bench-q-symlink-loop": Probe(lambda f: ["bench", "run", "--split", _loop(f, "q.csv"), "--out", str(f.root / "o")],
                                  causes=("q.csv",)),
    "evaluate-q-dangling-symlink": Probe(lambda f: ["evaluate", _plans(f, {"idx": 1, "plan": []}), "--queries",
                                                    _link(f, "q.csv", f.root / "gone.csv")],
                                         causes=("q.csv",)),
    # --- plans files: broken plans are recorded failures, harmless differences pass ---
    "evaluate-plan-missing-days": Probe(_with_days(lambda days: days[:1]), code=0, after=_first_plan(False)),
    "evaluate-plan-extra-keys": Probe(_with_days(lambda days: [{**d, "notes": "bring a hat"} for d in days]), code=0,
                                      after=_first_plan(True)),
    "evaluate-plan-days-as-strings": Probe(_with_days(lambda days: [f"Day {n}: the sea" for n in range(len(days))]),
                                           code=0, causes=("line 1",), after=_first_plan(False)),
    "evaluate-plan-day-fields-lists": Probe(_with_days(lambda days: [{**d, "current_city": [d.get("current_city")]}
                                                                     for d in days]), code=0, after=_first_plan(False)),
    "evaluate-plan-idx-of-5000-digits": Probe(_evaluate(lambda f: _plans(f, _huge_idx())), code=0, causes=("line 1",),
                                              after=_first_plan(False)),
    "evaluate-plan-windows-line-ends": Probe(_evaluate(lambda f: _plans(f, _gold_line(), ending="\r\n")), code=0,
                                             after=_first_plan(True)),
    "evaluate-plans-fifo": Probe(lambda f: ["evaluate", _fifo(f, "plans.jsonl"), "--queries", "validation_dev"],
                                 causes=("plans.jsonl",), limit_s=10),
    "evaluate-report-fifo": Probe(lambda f: ["evaluate", _plans(f, EMPTY), "--queries", SPLIT,
                                             "--report", _fifo(f, "r.json")], causes=("r.json",), limit_s=10),
    "evaluate-mode-lenient": Probe(lambda f: ["evaluate", _plans(f, {"idx": 1, "plan": []}), "--mode", "lenient"],
                                   causes=("--mode",)),
    # --- outputs and stores that are not what they seem ---
    "bench-out-link-into-the-data": Probe(lambda f: ["bench", "run", "--limit", "1", "--out",
                                                     os.symlink(f.inside, f.root / "o") or str(f.root / "o")],
                                          causes=("--out", "inside the data folder")),
    "plan-deps-png-symlink-loop": Probe(lambda f: ["plan", "--split", "validation_dev", "--row", "0", "--deps-png",
                                                   _loop(f, "deps.png")], causes=("--deps-png",)),
    "bench-db-another-apps-sqlite": Probe(lambda f: ["bench", "run", "--limit", "1", "--out", str(f.root / "o"),
                                                     "--db", _other_app_db(f)], causes=("other.sqlite",),
                                          watched=lambda f: [f.data, f.root / "other.sqlite"]),
    "flex-db-another-apps-sqlite": Probe(lambda f: ["flex", "run", "--instances", _flex(f), "--out", str(f.root / "o"),
                                                    "--db", _other_app_db(f)], causes=("other.sqlite",),
                                         watched=lambda f: [f.data, f.root / "other.sqlite"]),
    "plan-db-zero-bytes": Probe(lambda f: ["plan", QUERY, "--thread", "t", "--db", f.file("empty.sqlite", b"")],
                                code=0),
    # --- numbers in flags out of range ---
    "bench-limit-negative": Probe(lambda f: ["bench", "run", "--limit", "-1", "--out", _out(f)], causes=("--limit",)),
    "bench-queries-at-once-negative": Probe(lambda f: ["bench", "run", "--limit", "1", "-Q", "-1", "--out", _out(f)],
                                            causes=("queries",)),
    "flex-limit-negative": Probe(lambda f: ["flex", "run", "--instances", _flex(f), "--limit", "-1", "--out", _out(f)],
                                 causes=("--limit",)),
    "load-turns-zero": Probe(lambda f: ["bench", "load", "--turns", "0", "--conversations", "1", "--out", _out(f)],
                             causes=("--turns",)),
    "latency-lengths-zero": Probe(lambda f: ["bench", "latency", "--lengths", "0", "--limit", "1", "--out", _out(f)],
                                  causes=("--lengths",)),
    "plan-max-iterations-negative": Probe(lambda f: ["plan", QUERY, "--max-iterations", "-1"], causes=("iterations",)),
    "plan-tool-cap-zero": Probe(lambda f: ["plan", QUERY, "--tool-cap", "0"], causes=("tool",)),
    "replan-today-negative": Probe(lambda f: ["replan", "--thread", "t", "--db", str(f.root / "t.sqlite"), "--disrupt",
                                              "flight:day1", "--today", "-1"], causes=("--today",)),
    # --- requests ---
    "plan-request-of-blanks": Probe(lambda f: ["plan", " \t \u00a0 "]),
    "plan-request-of-100kb": Probe(lambda f: ["plan", "a trip to the sea " * 6000], causes=("too long",), limit_s=20),
    "plan-request-with-terminal-escapes": Probe(lambda f: ["plan", QUERY.replace("Beach", f"Beach{ESCAPES}")],
                                                causes=("control character",)),
    "plan-request-with-bidi-override": Probe(lambda f: ["plan", "\u202e" + QUERY], causes=("character",)),
    "plan-request-with-tab-and-newline": Probe(lambda f: ["plan", QUERY.replace(" from ", "\tfrom\n", 1)], code=0),
    "plan-request-in-arabic": Probe(lambda f: ["plan", ARABIC]),
    # --- odd HIMAP_* values ---
    "env-cache-dir-in-the-data": Probe(lambda f: ["plan", QUERY], causes=("HIMAP_CACHE_DIR", "inside the data folder"),
                                       env=lambda f: {"HIMAP_CACHE_DIR": str(f.data / "travelplanner" / "cache")}),
    "env-data-dir-a-file": Probe(lambda f: ["plan", QUERY], causes=("HIMAP_DATA_DIR",),
                                 env=lambda f: {"HIMAP_DATA_DIR": f.file("afile", "x")}),
    "env-objective-unknown": _planned_with("HIMAP_OBJECTIVE", "fastest", "HIMAP_OBJECTIVE"),
    "env-executors-negative": _planned_with("HIMAP_EXECUTORS", "-2", "executors"),
    "env-parallel-calls-zero": _planned_with("HIMAP_PARALLEL_CALLS", "0", "parallel_calls"),
    "env-latency-seed-words": _planned_with("HIMAP_LATENCY_SEED", "abc", "HIMAP_LATENCY_SEED"),
    "env-db-a-folder": Probe(lambda f: ["plan", QUERY, "--thread", "t"], causes=("HIMAP_DB",),
                             env=lambda f: {"HIMAP_DB": str(f.root)}),
    "env-terminal-takes-ascii": Probe(lambda f: ["plan", "--split", "validation_dev", "--row", "0"], code=0, real=True,
                                      env=lambda f: {"PYTHONIOENCODING": "ascii"}),
    # --- a good input whose run must write nothing outside its paths (the system temp folder included) ---
    "evaluate-gold-writes-only-its-report": Probe(lambda f: ["evaluate", "--gold", "train", "--report",
                                                             _out(f, "r.json")],
                                                  code=0, after=_first_plan(True)),
    # --- FlexTravelBench instances out of range ---
    "flex-days-negative": Probe(lambda f: ["flex", "run", "--instances", _flex(f, days=-3), "--out", str(f.root / "o")],
                                causes=("flex.json", "instance 0")),
    "flex-date-feb-30": Probe(lambda f: ["flex", "run", "--instances", _flex(f, date=["2022-02-28", "2022-02-29",
                                                                                   "2022-02-30"]),
                                         "--out", str(f.root / "o")], causes=("flex.json", "instance 0")),
}

NAMES = list(CASES)


class Unblocker:
    """Opens every FIFO of a case for reading and writing after ``delay`` seconds, again and again until stopped: a
    command blocked opening one (to read or to write) is set free, so that a probe fails for its time, not for ever."""

    def __init__(self, folder: Path, delay: float) -> None:
        self.folder, self.delay, self.done = folder, delay, threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        if self.done.wait(self.delay):
            return
        while not self.done.wait(0.2):
            for path in self.folder.iterdir():
                if path.is_fifo():
                    descriptor = os.open(path, os.O_RDWR | os.O_NONBLOCK)
                    time.sleep(0.05)
                    os.close(descriptor)

    def __enter__(self) -> Unblocker:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.done.set()
        self.thread.join(5)


def _run(name: str, folder: Folder, args: list[str], env: dict[str, str],
         cases: Mapping[str, Probe]) -> tuple[CliResult, list[str], float]:
    """The run, what it wrote outside the case's folder and the project's caches, and its seconds."""
    case = cases[name]
    runner = run_cli if case.real else real_first(name, list(cases))
    started = time.monotonic()
    if runner is run_cli:  # a real process: its temporary files go to a folder of its own, looked at after
        systemp = folder.root.parent / "systemp"
        systemp.mkdir()
        result = run_cli(*args, cwd=folder.root, env={**env, "TMPDIR": str(systemp)}, timeout=case.limit_s + 60)
        outside = [str(p) for p in systemp.rglob("*")]
    else:
        with WATCH.watching(folder.root, USER_CACHE, REPO / ".cache"):
            result = run_in_process(*args, cwd=folder.root, env=env, timeout=case.limit_s + 60)
        # a write tried in /proc (a probe of whether the folder takes a file) creates nothing there: the audit sees
        # the attempt, not its failure
        outside = sorted(p for p in set(WATCH.seen) if not p.startswith("/proc"))
    return result, outside, time.monotonic() - started


def verdict(name: str, folder: Folder, cases: Mapping[str, Probe] = CASES) -> str:
    """The worst thing the case's run did, or "ok" (``cases``: this set's, or a later set's of the same kind)."""
    case = cases[name]
    args = case.args(folder)
    env = cli_env(**{"HIMAP_DATA_DIR": str(folder.data), **case.env(folder)})  # made before the snapshot: its files
    watched = FileSnapshot(*case.watched(folder))
    with Unblocker(folder.root, case.limit_s + 5):
        result, outside, seconds = _run(name, folder, args, env, cases)
    worst = judged(result, case, watched.changes())
    if worst == "ok" and outside:
        worst = f"wrote outside the project's paths: {outside[:3]}"
    if worst == "ok" and seconds > case.limit_s:
        worst = f"took {seconds:.0f} s (limit {case.limit_s:.0f} s)"
    if worst == "ok" and case.after is not None:
        worst = case.after(folder) or "ok"
    return worst if worst == "ok" else f"{worst}\n{result}"


@pytest.mark.parametrize("name", NAMES)
def test_a_bad_input_gets_its_outcome_and_writes_nothing_it_must_not(tmp_path, data, name):  # noqa: F811 (data)
    folder = Folder(tmp_path / "case", data)
    folder.root.mkdir()
    assert verdict(name, folder) == "ok"


def test_the_set_is_large_enough():
    assert len(CASES) >= 45 and len(set(NAMES)) == len(NAMES)
