"""A held-out set of bad inputs, one per line of ``CASES``: each command given what a careless user gives it.

Written before the fixes they led to, and scored on the code as it was (the figures are in the changelog's entry):
each case is judged by ``judged``, which names the worst thing the run did, in this order: a traceback, exit 0 on
input that cannot be used, a file written where none may be (the data folder, an input), another exit code than
expected, the cause not named. The run is in this process (``run_in_process``: the same command line, without
seconds of imports each); every probe writes only in its own folder (``tmp_path``) and a copy of the data folder.

The causes: a queries CSV in Latin-1 or UTF-16 (named with the encoding it seems to be), with NUL bytes or a field
of megabytes; JSON and JSONL of the wrong shape or type (reports, FlexTravelBench files, plans); an output pointed
at the data folder's datasets by ``--data`` (not only ``HIMAP_DATA_DIR``) in every command that writes, or at a file,
or into a folder nobody may write; conflicting or empty flags; a report with a byte-order mark (read, as
``evaluate`` reads one).
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tests.support.faultkit import DATA_DIR, CliResult, FileSnapshot, cli_env, run_in_process, writable_copy

QUERIES = DATA_DIR / "travelplanner" / "queries" / "validation_dev.csv"
FLEX = DATA_DIR / "flextravelbench" / "val_dataset_without_budget_one.json"
REPORT = Path(__file__).resolve().parents[2] / "results" / "quality" / "train" / "solver-best" / "report.json"
INSIDE = "travelplanner/queries"  # a dataset's own folder in the copy of the data folder: outputs are refused there


@pytest.fixture(scope="module")
def data(tmp_path_factory) -> Path:
    """A writable copy of the data folder: a probe that is not refused must not be able to harm the shared one."""
    return writable_copy(DATA_DIR, tmp_path_factory.mktemp("data"))


def _first_rows(count: int = 1) -> tuple[list[str], list[dict[str, str]]]:
    with QUERIES.open(newline="", encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        return list(reader.fieldnames or []), [row for _, row in zip(range(count), reader, strict=False)]


def queries_bytes(encoding: str, **changes: str) -> bytes:
    """validation_dev's first row as a queries CSV in ``encoding``, some fields changed."""
    fields, rows = _first_rows()
    text = io.StringIO()
    writer = csv.DictWriter(text, fieldnames=fields)
    writer.writeheader()
    writer.writerows({**row, **changes} for row in rows)
    return text.getvalue().encode(encoding, errors="replace")  # a character Latin-1 lacks becomes "?"


@dataclass
class Folder:
    """What a case may use: its own folder, the copy of the data folder, and files it made there."""

    root: Path
    data: Path

    def file(self, name: str, content: bytes | str) -> str:
        path = self.root / name
        path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
        return str(path)

    @property
    def inside(self) -> str:
        return str(self.data / INSIDE)


@dataclass
class Case:
    """One bad input: the command line (made in the case's folder), the exit code and the words its message names."""

    args: Callable[[Folder], list[str]]
    code: int = 2
    causes: tuple[str, ...] = ()
    data_flag: bool = False  # HIMAP_DATA_DIR names the shared data; the copy is given by --data (in args)
    watched: Callable[[Folder], list[Path]] = field(default=lambda f: [f.data])


def judged(result: CliResult, case: Case, changed: list[str]) -> str:
    """The worst thing the run did, or "ok"."""
    if "Traceback" in result.output:
        return "traceback"
    if case.code != 0 and result.code == 0:
        return "exit 0 on bad input"
    if changed:
        return f"wrote where it must not: {changed[:3]}"
    if result.code != case.code:
        return f"exit {result.code}, not {case.code}"
    missing = [cause for cause in case.causes if cause.lower() not in result.words.lower()]
    return f"cause not named: {missing}" if missing else "ok"


def _utf16_report(f: Folder) -> str:
    return f.file("utf16.json", REPORT.read_text(encoding="utf-8").encode("utf-16"))


def _bom_report(f: Folder) -> str:
    return f.file("bom.json", b"\xef\xbb\xbf" + REPORT.read_bytes())


def _flex_one(f: Folder) -> str:
    return f.file("flex.json", json.dumps(json.loads(FLEX.read_text(encoding="utf-8"))[:1]))


def _plans(f: Folder, *lines: object) -> str:
    return f.file("plans.jsonl", "".join(json.dumps(line) + "\n" for line in lines))


LATIN1 = queries_bytes("latin-1", query="Un voyage à Myrtle Beach, s'il vous plaît: café et crêpes")
UTF16 = queries_bytes("utf-16")

CASES: dict[str, Case] = {
    # --- encodings and damaged queries files (every command that reads one) ---
    "bench-run-latin1-queries": Case(lambda f: ["bench", "run", "--split", f.file("q.csv", LATIN1), "--out", str(f.root / "o")],
                                     causes=("q.csv", "latin-1")),
    "bench-run-utf16-queries": Case(lambda f: ["bench", "run", "--split", f.file("q.csv", UTF16), "--out", str(f.root / "o")],
                                    causes=("q.csv", "utf-16")),
    "plan-latin1-queries": Case(lambda f: ["plan", "--split", f.file("q.csv", LATIN1), "--row", "0"], causes=("q.csv", "latin-1")),
    "evaluate-utf16-queries": Case(lambda f: ["evaluate", _plans(f, {"idx": 1, "plan": []}), "--queries", f.file("q.csv", UTF16)],
                                   causes=("q.csv", "utf-16")),
    "disrupt-latin1-queries": Case(lambda f: ["bench", "disrupt", "--split", f.file("q.csv", LATIN1), "--out", str(f.root / "o")],
                                   causes=("q.csv", "latin-1")),
    "latency-utf16-queries": Case(lambda f: ["bench", "latency", "--split", f.file("q.csv", UTF16), "--out", str(f.root / "o")],
                                  causes=("q.csv", "utf-16")),
    "bench-run-nul-queries": Case(lambda f: ["bench", "run", "--split", f.file("q.csv", b"org,dest\x00\x00\n" * 3),
                                             "--out", str(f.root / "o")], causes=("q.csv",)),
    "bench-run-empty-queries": Case(lambda f: ["bench", "run", "--split", f.file("q.csv", b""), "--out", str(f.root / "o")],
                                    causes=("q.csv", "no query rows")),
    # a query of megabytes, planned from its text: a failure recorded for its row (exit 3: every row failed), read in linear time
    "bench-run-huge-query": Case(lambda f: ["bench", "run", "--from-text", "--out", str(f.root / "o"), "--split",
                                            f.file("q.csv", queries_bytes("utf-8", query="a trip " * 400_000))],
                                 code=3, causes=("too long",)),
    "bench-run-wrong-type-field": Case(lambda f: ["bench", "run", "--split", f.file("q.csv", queries_bytes("utf-8", days="three")),
                                                  "--out", str(f.root / "o")], causes=("days",)),
    # --- reports and JSON files of the wrong shape ---
    "compare-bom-report": Case(lambda f: ["bench", "compare", _bom_report(f), str(REPORT)], code=0),
    "compare-utf16-report": Case(lambda f: ["bench", "compare", _utf16_report(f), str(REPORT)], causes=("utf16.json",)),
    "compare-list-report": Case(lambda f: ["bench", "compare", f.file("a.json", "[1, 2]"), str(REPORT)], causes=("a.json",)),
    "compare-string-metrics": Case(lambda f: ["bench", "compare", f.file("a.json", '{"metrics": "high"}'), str(REPORT)],
                                   code=0),
    "compare-empty-report": Case(lambda f: ["bench", "compare", f.file("a.json", ""), str(REPORT)], causes=("a.json",)),
    "compare-out-is-a-folder": Case(lambda f: ["bench", "compare", str(REPORT), str(REPORT), "--out", str(f.root)],
                                    causes=("--out", "folder")),
    "flex-empty-file": Case(lambda f: ["flex", "run", "--instances", f.file("flex.json", ""), "--out", str(f.root / "o")],
                            causes=("flex.json",)),
    "flex-wrong-types": Case(lambda f: ["flex", "run", "--instances", f.file("flex.json", '[{"org": 3, "days": "x"}]'),
                                        "--out", str(f.root / "o")], causes=("flex.json", "instance 0")),
    "flex-latin1-file": Case(lambda f: ["flex", "run", "--instances", f.file("flex.json", '[{"org": "Caf\u00e9"}]'.encode("latin-1")),
                                        "--out", str(f.root / "o")], causes=("flex.json",)),
    "flex-zero-at-once": Case(lambda f: ["flex", "run", "--instances", _flex_one(f), "--instances-at-once", "0",
                                         "--out", str(f.root / "o")], causes=("--instances-at-once",)),
    "evaluate-wrong-types-line": Case(lambda f: ["evaluate", _plans(f, {"idx": "one", "plan": 5}), "--queries", "validation_dev"],
                                      code=0, causes=("problem: line 1",)),  # a failure recorded for its line
    "evaluate-huge-line": Case(lambda f: ["evaluate", f.file("plans.jsonl", '{"idx": 1, "plan": "' + "x" * 5_000_000 + '"}\n'),
                                          "--queries", "validation_dev"], code=0, causes=("problem: line 1",)),
    "evaluate-binary-plans": Case(lambda f: ["evaluate", f.file("plans.jsonl", bytes(range(256)) * 64), "--queries", "validation_dev"],
                                  causes=("plans.jsonl",)),
    # --- conflicting and empty flags ---
    "load-conversations-empty-item": Case(lambda f: ["bench", "load", "--turns", "1", "--conversations", "1,,2",
                                                      "--out", str(f.root / "o")],
                                          causes=("--conversations",)),
    "load-conversations-trailing-comma": Case(lambda f: ["bench", "load", "--turns", "1", "--conversations", "1,2,",
                                                         "--out", str(f.root / "o")], causes=("--conversations",)),
    "bench-run-ablation-and-ablations": Case(lambda f: ["bench", "run", "--ablation", "no-sigma", "--ablations", "all",
                                                        "--out", str(f.root / "o")], causes=("--ablation", "--ablations")),
    "bench-run-zero-seeds": Case(lambda f: ["bench", "run", "--seeds", "0", "--limit", "1", "--out", str(f.root / "o")],
                                 causes=("seeds",)),
    "bench-run-zero-limit": Case(lambda f: ["bench", "run", "--limit", "0", "--out", str(f.root / "o")], causes=("limit",)),
    "disrupt-llm-policy": Case(lambda f: ["bench", "disrupt", "--policy", "llm", "--out", str(f.root / "o")], causes=("--policy",)),
    "evaluate-queries-and-gold": Case(lambda f: ["evaluate", _plans(f, {"idx": 1, "plan": []}), "--queries", "train", "--gold", "train"],
                                      causes=("--gold",)),
    # --- outputs that are files, read-only, or inside the data folder's datasets ---
    "bench-run-out-is-a-file": Case(lambda f: ["bench", "run", "--limit", "1", "--out", f.file("afile", "x")], causes=("--out", "file")),
    "bench-run-db-is-a-folder": Case(lambda f: ["bench", "run", "--limit", "1", "--out", str(f.root / "o"), "--db", str(f.root)],
                                     causes=("--db",)),
    "bench-run-db-text-file": Case(lambda f: ["bench", "run", "--limit", "1", "--out", str(f.root / "o"),
                                              "--db", f.file("r.sqlite", "not a database\n")], causes=("r.sqlite",),
                                   watched=lambda f: [f.data, f.root / "r.sqlite"]),
    "load-out-is-a-file": Case(lambda f: ["bench", "load", "--turns", "1", "--conversations", "1", "--out", f.file("afile", "x")],
                               causes=("--out",)),
    "plan-db-in-datasets": Case(lambda f: ["plan", "--split", "validation_dev", "--row", "0", "--thread", "t",
                                           "--db", f"{f.inside}/threads.sqlite", "--data", str(f.data)],
                                causes=("--db", "inside the data folder"), data_flag=True),
    "plan-db-in-datasets-env": Case(lambda f: ["plan", "--split", "validation_dev", "--row", "0", "--thread", "t",
                                               "--db", f"{f.inside}/threads.sqlite"], causes=("--db", "inside the data folder")),
    "replan-db-in-datasets": Case(lambda f: ["replan", "--thread", "t", "--db", f"{f.inside}/threads.sqlite", "--disrupt", "flight:day1",
                                             "--data", str(f.data)], causes=("--db", "inside the data folder"), data_flag=True),
    "plan-deps-png-in-datasets": Case(lambda f: ["plan", "--split", "validation_dev", "--row", "0", "--deps-png",
                                                 f"{f.inside}/deps.png", "--data", str(f.data)],
                                      causes=("--deps-png", "inside the data folder"), data_flag=True),
    "evaluate-report-in-datasets": Case(lambda f: ["evaluate", "--gold", "train", "--report", f"{f.inside}/report.json",
                                                   "--data", str(f.data)], causes=("--report", "inside the data folder"), data_flag=True),
    "evaluate-report-in-datasets-env": Case(lambda f: ["evaluate", "--gold", "train", "--report", f"{f.inside}/report.json"],
                                            causes=("--report", "inside the data folder")),
    "flex-out-in-datasets": Case(lambda f: ["flex", "run", "--instances", _flex_one(f), "--data", str(f.data),
                                            "--out", f"{f.data}/flextravelbench/replay"], causes=("--out", "inside the data folder"),
                                 data_flag=True),
    "flex-db-in-datasets": Case(lambda f: ["flex", "run", "--instances", _flex_one(f), "--data", str(f.data), "--out", str(f.root / "o"),
                                           "--db", f"{f.inside}/results.sqlite"], causes=("--db", "inside the data folder"),
                                data_flag=True),
    "disrupt-out-in-datasets": Case(lambda f: ["bench", "disrupt", "--limit", "1", "--data", str(f.data), "--out", f"{f.inside}/disrupt"],
                                    causes=("--out", "inside the data folder"), data_flag=True),
    "latency-out-in-datasets": Case(lambda f: ["bench", "latency", "--limit", "1", "--lengths", "3", "--data", str(f.data),
                                               "--out", f"{f.inside}/latency"], causes=("--out", "inside the data folder"),
                                    data_flag=True),
    "ablations-out-in-datasets": Case(lambda f: ["bench", "run", "--limit", "1", "--ablations", "no-sigma", "--data", str(f.data),
                                                 "--out", f"{f.inside}/abl"], causes=("--out", "inside the data folder"), data_flag=True),
}


@pytest.mark.parametrize("name", list(CASES))
def test_a_bad_input_is_refused_with_its_cause_and_writes_nothing_it_must_not(tmp_path, data, name):
    case = CASES[name]
    folder = Folder(tmp_path / "case", data)
    folder.root.mkdir()
    args = case.args(folder)
    watched = FileSnapshot(*case.watched(folder))
    result = run_in_process(*args, cwd=folder.root, env=cli_env() if case.data_flag else cli_env(HIMAP_DATA_DIR=str(data)))
    assert judged(result, case, watched.changes()) == "ok", str(result)


@pytest.mark.parametrize("args", [["bench", "run", "--limit", "1", "--out", "/proc/himap-out"],
                                  ["evaluate", "--gold", "train", "--report", "/proc/himap-report.json"]])
def test_an_output_where_nothing_can_be_written_is_refused_before_any_work(tmp_path, data, args):
    """/proc takes no new file, even from root (a folder whose mode says read-only is written by root)."""
    result = run_in_process(*args, cwd=tmp_path, env=cli_env(HIMAP_DATA_DIR=str(data)))
    assert judged(result, Case(lambda f: args, causes=(args[-1],)), []) == "ok", str(result)
