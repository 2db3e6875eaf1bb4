"""A twelfth held-out set of bad inputs (the companion of ``test_fault_probe_heldout_inputs.py`` and its second to
eleventh sets: none of their cases).

Written before the code was looked at for these inputs, then scored on the code as it was (the figures are below).
Kinds the earlier sets did not try: a flag whose value was forgotten, so that the flag after it is taken as its value
(``--out --fresh``, ``--thread --json``, ``--report --mode``: a folder or a file named like a flag would be made in
silence); a Unix socket where a file, a store, a folder or a log belongs; an ``https://`` address where a file or a
folder belongs (nothing is downloaded: named); an output folder one of whose output files is a folder (the run's
planning must not be lost for it); ``HIMAP_STORE_BUSY_SECONDS`` zero, negative, a word, NaN, infinite or with a unit;
``postgres://`` (libpq's other spelling) as a store, and a PostgreSQL store nobody answers under ``replan`` and
``bench load``; model names of blanks or with a line end, ``HIMAP_MODEL_DIR`` and ``HIMAP_VLLM_VENV`` naming a file;
``--objective`` and ``--policy`` unknown to the commands never given them; a FlexTravelBench instance file, a report
and a plans file of tens of megabytes (read in linear time); training configs of two YAML documents, a null output
folder, a key spelt with dashes, a socket; contexts of the Python API whose data folder is a file or empty.

And "not shut" controls that must be taken: queries files with their columns in another order, every field quoted, a
byte-order mark and Windows line ends at once, 100,000 extra empty columns, dates and constraints written as JSON, a
query text over three lines, a city with a no-break space, in lower case or with a trailing blank; a plans file with
ten megabytes of blanks before its object; a report pretty-printed with Windows line ends or holding megabytes of
blanks; a FlexTravelBench file and build sources with a byte-order mark; a store wait of half a second; a report
compared with itself; ``plan`` with every output at once; training configs with ``1e-4`` (YAML 1.1 reads it as text)
and an output folder named with blanks and accents.

Each CLI case is judged by the second set's ``judged`` and its audit of writes (nothing outside the case's folder and
the project's caches), with a time limit per case; the first case runs as a real process, the others in this one.

Scored on HEAD (095c508) before any fix, with the expectations corrected after scoring (marked where they are):
106 cases, 73 right, 32 wrong, 1 not scored (``replan-deps-png-a-folder``: the HEAD copy had no ``.cache`` folder for
the planned store it copies). The 32: a forgotten value taken from the next flag (14: eleven ran on, exit 0, making a
folder, file or store named ``--fresh``, ``--json``, ``--mode``, ``--all``, ``--processes``; one named only the value;
one asked a model server for a model named ``--json``; one started vLLM under a log named ``--eager``); a socket as an output (3:
replaced by the report or the drawing in silence, a traceback for ``serve --log``); an address named folded
(``https:/host``, 4, and the Python API's ``data_dir``); an output file that is a folder (2 tracebacks, ``bench
disrupt`` and ``bench latency``); model server settings (5: a model name with a line end sent to the server, a
``HIMAP_MODEL_DIR`` that is a file converted into for 65 s and then a traceback, a venv that is a file, a line end
in ``HIMAP_MODEL_DIR`` or ``--name`` starting vLLM); legitimate rows refused (3: a constraint written as JSON, a city
with a no-break space, a city in lower case). Dropped after scoring: ``serve small --log`` in a folder not there (as
root the folder is made, as every output's is; the case judged only vLLM's start).

After the fixes: 106 right.
"""

from __future__ import annotations

import dataclasses
import json
import socket
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.faults.test_fault_probe_heldout_inputs import (
    REPORT,
    Folder,
    data,  # noqa: F401 (a fixture: the writable copy of the data)
)
from tests.faults.test_fault_probe_heldout_inputs_eleventh import _dir, _not_made, _plans_line
from tests.faults.test_fault_probe_heldout_inputs_fifth import check_bad_input
from tests.faults.test_fault_probe_heldout_inputs_ninth import BASE, check_training_refused
from tests.faults.test_fault_probe_heldout_inputs_second import FLEX, Probe, _out, q
from tests.faults.test_fault_probe_heldout_inputs_second import verdict as judge_case
from tests.faults.test_fault_probe_heldout_inputs_tenth import (
    BOM,
    QUICK,
    _bench,
    _disrupt,
    _env,
    _file,
    _flag,
    _flex_run,
    _latency,
    _load,
    _plan,
    _replan,
)
from tests.support.faultkit import DATA_DIR, QUERY

URL = "https://example.org/trips"  # never fetched: a command given an address where a path belongs names it
DEAD_PG = "postgresql://himap@127.0.0.1:9/threads"  # a port nobody listens on
SLOW_PLAN = 60.0  # seconds a case that plans may take on a loaded machine
FLEX_SOURCE = DATA_DIR / "flextravelbench"


# --- helpers ---------------------------------------------------------------------------------------------------------


def _socket(name: str) -> Callable[[Folder], str]:
    """A Unix socket ``name`` in the case's folder (bound, then closed: the file stays, nothing listens)."""
    def make(f: Folder) -> str:
        path = f.root / name
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
            sock.bind(str(path))
        return str(path)
    return make


def _with_folder(name: str) -> Callable[[Folder], str]:
    """The output folder ``o``, whose file ``name`` is a folder (left by someone, or a copy gone wrong)."""
    def make(f: Folder) -> str:
        (f.root / "o" / name).mkdir(parents=True)
        return str(f.root / "o")
    return make


def _stored_in(name: str) -> Callable[[Folder], str | None]:
    """Nothing planned is lost: the results store of ``o`` holds the run's result."""
    def check(f: Folder) -> str | None:
        import sqlite3
        from contextlib import closing

        db = f.root / "o" / name
        if not db.is_file():
            return f"{db} was not kept"
        with closing(sqlite3.connect(f"{db.as_uri()}?mode=ro", uri=True)) as conn:
            tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
            counts = [conn.execute(f'SELECT count(*) FROM "{t}"').fetchone()[0] for t in tables]  # noqa: S608
        return None if any(counts) else "the planned result was lost"
    return check


def _queries_text(f: Folder, text: str | bytes) -> str:
    return f.file("q.csv", text)


def _first_row() -> tuple[list[str], dict[str, str]]:
    from tests.faults.test_fault_probe_heldout_inputs import _first_rows

    fields, rows = _first_rows()
    return list(fields), dict(rows[0])


def _csv_of(fields: list[str], row: dict[str, str], quoting: int = 0, ending: str = "\n") -> str:
    import csv
    import io

    text = io.StringIO()
    writer = csv.DictWriter(text, fieldnames=fields, quoting=quoting, lineterminator=ending)
    writer.writeheader()
    writer.writerow(row)
    return text.getvalue()


def _reordered(f: Folder) -> str:
    fields, row = _first_row()
    return _queries_text(f, _csv_of(list(reversed(fields)), row))


def _all_quoted(f: Folder) -> str:
    import csv

    fields, row = _first_row()
    return _queries_text(f, _csv_of(fields, row, quoting=csv.QUOTE_ALL))


def _bom_and_crlf(f: Folder) -> str:
    fields, row = _first_row()
    return _queries_text(f, BOM + _csv_of(fields, row, ending="\r\n").encode("utf-8"))


def _extra_columns(f: Folder) -> str:
    fields, row = _first_row()
    extra = [f"x{i}" for i in range(100_000)]
    return _queries_text(f, _csv_of(fields + extra, row))


def _json_dates(f: Folder) -> str:
    import ast

    fields, row = _first_row()
    row["date"] = json.dumps(ast.literal_eval(row["date"]))
    return _queries_text(f, _csv_of(fields, row))


def _json_constraint(f: Folder) -> str:
    import ast

    fields, row = _first_row()
    row["local_constraint"] = json.dumps(ast.literal_eval(row["local_constraint"]))
    return _queries_text(f, _csv_of(fields, row))


def _three_line_query(f: Folder) -> str:
    fields, row = _first_row()
    row["query"] = row["query"].replace(", ", ",\n", 2)
    return _queries_text(f, _csv_of(fields, row))


def _split(make: Callable[[Folder], str]) -> Callable[[Folder], list[str]]:
    return lambda f: ["plan", "--split", make(f), "--row", "0"]


def _field(**changes: Callable[[str], str]) -> Callable[[Folder], str]:
    def make(f: Folder) -> str:
        fields, row = _first_row()
        for key, change in changes.items():
            row[key] = change(row[key])
        return _queries_text(f, _csv_of(fields, row))
    return make


def _evaluate(plans: Callable[[Folder], str], *more: str) -> Callable[[Folder], list[str]]:
    return lambda f: ["evaluate", plans(f), "--queries", q(f), *more]


def _compare(report: Callable[[Folder], str], *more: str) -> Callable[[Folder], list[str]]:
    return lambda f: ["bench", "compare", report(f), str(REPORT), *more]


def _report_text(transform: Callable[[str], str]) -> Callable[[Folder], str]:
    return lambda f: f.file("r.json", transform(REPORT.read_text(encoding="utf-8")).encode("utf-8"))


def _pretty_crlf(text: str) -> str:
    return json.dumps(json.loads(text), indent=2).replace("\n", "\r\n")


def _blanks_inside(text: str) -> str:
    return text.replace("{", "{" + " " * 10_000_000, 1)


def _flex_bom(f: Folder) -> str:
    instance = json.loads(FLEX.read_text(encoding="utf-8"))[0]
    text = json.dumps([instance], indent=1).replace("\n", "\r\n")
    return f.file("flex.json", BOM + text.encode("utf-8"))


def _bom_sources(f: Folder) -> str:
    """The 2-turn files' first 12 instances each (a build of all takes a minute on a loaded machine), each file
    beginning with a byte-order mark (as an editor on Windows saves them)."""
    source = f.root / "src"
    source.mkdir()
    for path in FLEX_SOURCE.glob("val_dataset_*.json"):
        instances = json.loads(path.read_text(encoding="utf-8"))[:12]
        (source / path.name).write_bytes(BOM + json.dumps(instances, indent=1).encode("utf-8"))
    return str(source)


def _runs_with(content: bytes) -> Callable[[Folder], str]:
    def make(f: Folder) -> str:
        (f.root / "runs").mkdir()
        (f.root / "runs" / "roles.jsonl").write_bytes(content)
        return str(f.root / "runs")
    return make


def _png_made(name: str) -> Callable[[Folder], str | None]:
    def check(f: Folder) -> str | None:
        path = f.root / name
        return None if path.is_file() and path.read_bytes()[:4] == b"\x89PNG" else f"{name} was not drawn"
    return check


def _busy(value: str, *causes: str, code: int = 2) -> Probe:
    """``plan QUERY --thread t --db t.sqlite`` with ``HIMAP_STORE_BUSY_SECONDS`` set to ``value``."""
    return Probe(lambda f: ["plan", QUERY, "--thread", "t", "--db", str(f.root / "t.sqlite")], code=code,
                 causes=causes, env=lambda f: {"HIMAP_STORE_BUSY_SECONDS": value},
                 limit_s=QUICK if code else SLOW_PLAN, after=None if code == 0 else _not_made("t.sqlite"))


def _serve_env(variable: str, value: Callable[[Folder], str], *causes: str) -> Probe:
    return Probe(lambda f: ["serve", "small"], causes=causes, env=lambda f: {variable: value(f)}, limit_s=QUICK)


def _llm_env(variable: str, value: str, *causes: str) -> Probe:
    return _env(variable, value, *causes, args=("--policy", "llm", "--base-url", "http://127.0.0.1:9/v1"))


def _taken(args: Callable[[Folder], list[str]], after: Callable[[Folder], str | None] | None = None,
           limit_s: float = SLOW_PLAN) -> Probe:
    return Probe(args, code=0, limit_s=limit_s, after=after)


CASES: dict[str, Probe] = {
    # --- a flag's value forgotten: the next flag taken as its value (the first case in a real process) ---
    "bench-out-given-the-next-flag": _flag(lambda f: ["bench", "run", "--split", q(f), "--out", "--fresh"], "--out"),
    "plan-thread-given-the-next-flag": _flag(_plan("--thread", "--json"), "--thread"),
    "plan-db-given-the-next-flag": _flag(_plan("--thread", "t", "--db", "--json"), "--db"),
    "plan-deps-png-given-the-next-flag": _flag(_plan("--deps-png", "--show-deps"), "--deps-png"),
    "plan-split-given-the-next-flag": _flag(lambda f: ["plan", "--row", "0", "--split", "--json"], "--split"),
    "plan-model-given-the-next-flag": _flag(_plan("--policy", "llm", "--base-url", "http://127.0.0.1:9/v1",
                                                  "--model", "--json"), "--model"),
    "evaluate-report-given-the-next-flag": _flag(_evaluate(_plans_line, "--report", "--mode"), "--report"),
    "compare-out-given-the-next-flag": _flag(lambda f: ["bench", "compare", str(REPORT), str(REPORT), "--out",
                                                        "--all"], "--out"),
    "serve-log-given-the-next-flag": _flag(lambda f: ["serve", "small", "--log", "--eager"], "--log"),
    "flex-out-given-the-next-flag": _flag(lambda f: ["flex", "run", "--instances", str(FLEX), "--limit", "1",
                                                     "--out", "--fresh"], "--out"),
    "disrupt-out-given-the-next-flag": _flag(lambda f: ["bench", "disrupt", "--split", q(f), "--out", "--fresh"],
                                             "--out"),
    "latency-out-given-the-next-flag": _flag(lambda f: ["bench", "latency", "--split", q(f), "--limit", "1",
                                                        "--lengths", "3", "--out", "--seed"], "--out"),
    "load-db-given-the-next-flag": _flag(lambda f: [*_load()(f), "--db", "--processes"], "--db"),
    "bench-db-given-the-next-flag": _flag(_bench("--db", "--fresh"), "--db"),
    "flex-db-given-the-next-flag": _flag(_flex_run("--limit", "1", "--db", "--fresh"), "--db"),
    "replan-db-given-the-next-flag": _flag(lambda f: ["replan", "--thread", "t", "--disrupt", "flight:day1", "--db",
                                                      "--json"], "--db"),
    # --- a Unix socket where a file, a store, a folder or a log belongs ---
    "evaluate-plans-a-socket": _flag(_evaluate(_socket("plans.jsonl")), "plans.jsonl"),
    "evaluate-queries-a-socket": _flag(lambda f: ["evaluate", _plans_line(f), "--queries", _socket("q.csv")(f)],
                                       "q.csv"),
    "evaluate-report-a-socket": _flag(_evaluate(_plans_line, "--report", "{socket:r.json}"), "r.json"),
    "bench-split-a-socket": _flag(lambda f: ["bench", "run", "--split", _socket("q.csv")(f), "--out", _out(f)],
                                  "q.csv"),
    "bench-out-a-socket": _flag(lambda f: ["bench", "run", "--split", q(f), "--out", _socket("o")(f)], "o"),
    "bench-db-a-socket": _flag(_bench("--db", "{socket:r.sqlite}"), "r.sqlite"),
    "compare-report-a-socket": _flag(_compare(_socket("r.json")), "r.json"),
    "compare-out-a-socket": _flag(lambda f: ["bench", "compare", str(REPORT), str(REPORT), "--out",
                                             _socket("c.md")(f)], "c.md"),
    "flex-instances-a-socket": _flag(_flex_run(instances=_socket("flex.json")), "flex.json"),
    "flex-db-a-socket": _flag(_flex_run("--limit", "1", "--db", "{socket:r.sqlite}"), "r.sqlite"),
    "plan-db-a-socket": _flag(_plan("--thread", "t", "--db", "{socket:t.sqlite}"), "t.sqlite"),
    "plan-deps-png-a-socket": _flag(_plan("--deps-png", "{socket:d.png}"), "d.png", limit_s=SLOW_PLAN),
    "replan-db-a-socket": _flag(lambda f: ["replan", "--thread", "t", "--db", _socket("t.sqlite")(f), "--disrupt",
                                           "flight:day1"], "t.sqlite"),
    "load-db-a-socket": _flag(_load("--db", "{socket:t.sqlite}"), "t.sqlite"),
    "serve-log-a-socket": _flag(lambda f: ["serve", "small", "--log", _socket("vllm.log")(f)], "vllm.log"),
    "data-from-a-socket": _flag(lambda f: ["data", "--from", _socket("src")(f), "--out", _out(f)], "src"),
    "export-runs-a-socket": _flag(lambda f: ["export", "--runs", _socket("runs")(f), "--out", _out(f)], "runs"),
    # --- an https:// address where a file or a folder belongs ---
    "evaluate-plans-an-address": _flag(lambda f: ["evaluate", f"{URL}/plans.jsonl", "--queries", q(f)], URL),
    "evaluate-queries-an-address": _flag(lambda f: ["evaluate", _plans_line(f), "--queries", f"{URL}/q.csv"], URL),
    "bench-split-an-address": _flag(lambda f: ["bench", "run", "--split", f"{URL}/q.csv", "--out", _out(f)], URL),
    "plan-split-an-address": _flag(lambda f: ["plan", "--split", f"{URL}/q.csv", "--row", "0"], URL),
    "flex-instances-an-address": _flag(lambda f: ["flex", "run", "--instances", f"{URL}/flex.json", "--out",
                                                  _out(f)], URL),
    "compare-report-an-address": _flag(lambda f: ["bench", "compare", f"{URL}/r.json", str(REPORT)], URL),
    "data-from-an-address": _flag(lambda f: ["data", "--from", URL, "--out", _out(f)], URL),
    "export-runs-an-address": _flag(lambda f: ["export", "--runs", URL, "--out", _out(f)], URL),
    "plan-data-an-address": _flag(_plan("--data", URL), URL),
    "build-3turn-source-an-address": _flag(lambda f: ["flex", "build-3turn", "--source", URL, "--out",
                                                      _out(f, "built")], URL),
    # --- an output folder one of whose files is a folder: named, and nothing planned lost ---
    "bench-out-report-json-a-folder": Probe(lambda f: ["bench", "run", "--split", q(f), "--out",
                                                       _with_folder("report.json")(f)], causes=("report.json",),
                                            limit_s=SLOW_PLAN, after=_stored_in("results.sqlite")),
    "bench-out-results-store-a-folder": _flag(lambda f: ["bench", "run", "--split", q(f), "--out",
                                                         _with_folder("results.sqlite")(f)], "results.sqlite"),
    "flex-out-results-store-a-folder": _flag(lambda f: ["flex", "run", "--instances", str(FLEX), "--limit", "1",
                                                        "--out", _with_folder("results.sqlite")(f)],
                                             "results.sqlite"),
    "disrupt-out-cases-a-folder": _flag(lambda f: ["bench", "disrupt", "--split", q(f), "--out",
                                                   _with_folder("cases.jsonl")(f)], "cases.jsonl",
                                        limit_s=SLOW_PLAN),
    "latency-out-its-report-a-folder": _flag(lambda f: ["bench", "latency", "--split", q(f), "--limit", "1",
                                                        "--lengths", "3", "--tool-latency", "off",
                                                        "--decision-latency", "off", "--out",
                                                        _with_folder("latency.json")(f)], "latency.json",
                                             limit_s=SLOW_PLAN),
    # --- HIMAP_STORE_BUSY_SECONDS (never given a wrong value) ---
    "env-store-busy-zero": _busy("0", "HIMAP_STORE_BUSY_SECONDS"),
    "env-store-busy-negative": _busy("-5", "HIMAP_STORE_BUSY_SECONDS"),
    "env-store-busy-a-word": _busy("forever", "HIMAP_STORE_BUSY_SECONDS"),
    "env-store-busy-nan": _busy("nan", "HIMAP_STORE_BUSY_SECONDS"),
    "env-store-busy-infinite": _busy("inf", "HIMAP_STORE_BUSY_SECONDS"),
    "env-store-busy-with-a-unit": _busy("30s", "HIMAP_STORE_BUSY_SECONDS"),
    # --- PostgreSQL stores by the other spelling, or that nobody answers ---
    "plan-db-a-postgres-spelt-url": Probe(_plan("--thread", "t", "--db", "postgres://himap@127.0.0.1:9/threads"),
                                          causes=("postgres",), limit_s=QUICK, after=_not_made("postgres:")),
    "env-db-a-postgres-spelt-url": Probe(_plan("--thread", "t"), causes=("HIMAP_DB",), limit_s=QUICK,
                                         env=lambda f: {"HIMAP_DB": "postgres://himap@127.0.0.1:9/threads"},
                                         after=_not_made("postgres:")),
    "replan-db-nobody-answers": _flag(lambda f: ["replan", "--thread", "t", "--db", DEAD_PG, "--disrupt",
                                                 "flight:day1"], "127.0.0.1"),
    "load-db-nobody-answers": _flag(_load("--db", DEAD_PG), "127.0.0.1"),
    # --- model names and the model server's folders ---
    "plan-model-only-blanks": _flag(_plan("--policy", "llm", "--base-url", "http://127.0.0.1:9/v1", "--model", "   "),
                                    "--model"),
    "env-llm-model-only-blanks": _llm_env("HIMAP_LLM_MODEL", "   ", "HIMAP_LLM_MODEL"),
    "env-llm-model-with-a-line-end": _llm_env("HIMAP_LLM_MODEL", "qwen\nrm -rf", "HIMAP_LLM_MODEL"),
    "env-model-dir-a-file": _serve_env("HIMAP_MODEL_DIR", lambda f: f.file("notmodel", "a file\n"), "notmodel"),
    "env-vllm-venv-a-file": _serve_env("HIMAP_VLLM_VENV", lambda f: f.file("notvenv", "a file\n"), "notvenv"),
    "env-model-dir-with-a-line-end": _serve_env("HIMAP_MODEL_DIR", lambda f: f"{f.root}/m\nodel", "HIMAP_MODEL_DIR"),
    "serve-name-with-a-line-end": _flag(lambda f: ["serve", "small", "--name", "small\nmodel"], "--name"),
    # --- objectives and policies unknown to the commands never given them ---
    # corrected after scoring (expected the flag named): "unknown objective 'fanciest'; choose one of ..." names the
    # value and the choices, as the seventh set judges the same refusal of other commands
    "bench-objective-unknown": _flag(_bench("--objective", "fanciest"), "fanciest", "cheapest"),
    "flex-objective-unknown": _flag(_flex_run("--objective", "fanciest"), "fanciest", "cheapest"),
    "flex-policy-unknown": _flag(_flex_run("--policy", "wizard"), "wizard", "expert"),
    "disrupt-policy-unknown": _flag(_disrupt("--policy", "wizard"), "--policy"),
    "latency-policy-unknown": _flag(_latency("--policy", "wizard"), "wizard", "expert"),
    "flex-history-empty": _flag(_flex_run("--history", ""), "--history"),
    "replan-deps-png-a-folder": _flag(_replan("--disrupt", "flight:day1", "--deps-png", "{dir:deps.png}"),
                                      "deps.png"),
    # --- files of tens of megabytes (refused or read in linear time) ---
    # corrected after scoring (expected refused): a line over the reader's bound of 1,000,000 characters is not read
    # and scored as no plan, named "not read" (the fourth set's deliberate bound): a recorded outcome, in linear time
    "evaluate-plans-twenty-megabytes-of-one-letter": Probe(_evaluate(_file("plans.jsonl", b"x" * 20_000_000)), code=0,
                                                           causes=("not read",), limit_s=QUICK),
    "export-roles-twenty-megabytes-of-one-letter": _flag(lambda f: ["export", "--runs",
                                                                    _runs_with(b"x" * 20_000_000)(f), "--out",
                                                                    _out(f)], "roles.jsonl"),
    "flex-instances-twenty-megabytes-of-one-letter": _flag(_flex_run(instances=_file("flex.json",
                                                                                     b"[" + b"x" * 20_000_000)),
                                                           "flex.json"),
    # --- not shut: legitimate inputs that must be taken ---
    "plan-q-columns-in-another-order": _taken(_split(_reordered)),
    "plan-q-every-field-quoted": _taken(_split(_all_quoted)),
    "plan-q-a-bom-and-windows-line-ends": _taken(_split(_bom_and_crlf)),
    "plan-q-a-hundred-thousand-extra-columns": _taken(_split(_extra_columns)),
    "plan-q-dates-written-as-json": _taken(_split(_json_dates)),
    "plan-q-constraint-written-as-json": _taken(_split(_json_constraint)),
    "plan-q-a-query-over-three-lines": _taken(_split(_three_line_query)),
    "plan-q-a-city-with-a-no-break-space": _taken(_split(_field(org=lambda v: v.replace(" ", "\u00a0")))),
    "plan-q-a-city-in-lower-case": _taken(_split(_field(dest=str.lower))),
    "plan-q-a-city-with-a-trailing-blank": _taken(_split(_field(dest=lambda v: v + " "))),
    "evaluate-q-a-bom-and-windows-line-ends": _taken(lambda f: ["evaluate", _plans_line(f), "--queries",
                                                                _bom_and_crlf(f)]),
    "evaluate-plans-ten-megabytes-of-blanks-first": _taken(_evaluate(_file("plans.jsonl", " " * 10_000_000
                                                                           + '{"idx": 1, "plan": []}\n')),
                                                           limit_s=QUICK),
    "compare-a-report-pretty-with-windows-line-ends": _taken(_compare(_report_text(_pretty_crlf)), limit_s=QUICK),
    "compare-a-report-with-megabytes-of-blanks": _taken(_compare(_report_text(_blanks_inside)), limit_s=QUICK),
    "compare-a-report-with-itself": _taken(lambda f: ["bench", "compare", str(REPORT), str(REPORT)], limit_s=QUICK),
    "flex-instances-a-bom-and-windows-line-ends": _taken(_flex_run("--limit", "1", instances=_flex_bom),
                                                         limit_s=120),
    "build-3turn-sources-with-a-bom": _taken(lambda f: ["flex", "build-3turn", "--source", _bom_sources(f),
                                                        "--out", _out(f, "built")]),
    "env-store-busy-half-a-second": _busy("0.5", code=0),
    "plan-every-output-at-once": _taken(_plan("--json", "--show-deps", "--deps-png", "d.png"),
                                        after=_png_made("d.png")),
}

PLACEHOLDERS: dict[str, Callable[[str], Callable[[Folder], str]]] = {"{socket:": _socket, "{dir:": _dir}


def _made(args: Callable[[Folder], list[str]]) -> Callable[[Folder], list[str]]:
    """``args`` with its ``{socket:NAME}`` and ``{dir:NAME}`` placeholders made in the case's folder."""
    def make(f: Folder) -> list[str]:
        made = []
        for arg in args(f):
            kind = next((k for k in PLACEHOLDERS if arg.startswith(k)), None)
            made.append(PLACEHOLDERS[kind](arg[len(kind):-1])(f) if kind else arg)
        return made
    return make


CASES = {name: dataclasses.replace(case, args=_made(case.args)) for name, case in CASES.items()}
NAMES = list(CASES)

# Left, with why (the test fails when one of them is fixed, so that the list is kept true):
KNOWN_GAPS: dict[str, str] = {}


def verdict(name: str, folder: Folder) -> str:
    """The worst thing the case's run did, or "ok" (the second set's judge, on this set's cases)."""
    return judge_case(name, folder, CASES)


@pytest.mark.parametrize("name", NAMES)
def test_a_bad_input_gets_its_outcome_and_writes_nothing_it_must_not(tmp_path, data, name):  # noqa: F811 (data)
    check_bad_input(name, Folder(tmp_path / "case", data), verdict, KNOWN_GAPS)


# --- training configs, read by the scripts' own reader -----------------------------------------------------------------

TRAINING_REFUSED: dict[str, tuple[str, str]] = {
    "two-yaml-documents": ("learning_rate: 0.001\n---\nlearning_rate: 0.1\n", "---"),
    "output-dir-null": ("output_dir: ~\n", "output_dir"),
    "a-key-spelt-with-dashes": ("learning-rate: 0.001\n", "learning-rate"),
}


@pytest.mark.parametrize("shape", list(TRAINING_REFUSED))
def test_a_training_config_that_cannot_be_used_is_refused_naming_the_file_and_the_setting(tmp_path, shape):
    check_training_refused(tmp_path, *TRAINING_REFUSED[shape])


def test_a_training_config_that_is_a_socket_is_refused_naming_it(tmp_path):
    from himap_travel.training.config import TrainingConfigError, read_config

    path = tmp_path / "cfg.yaml"
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.bind(str(path))
    with pytest.raises(TrainingConfigError) as caught:
        read_config(["--config", str(path)])
    assert str(path) in str(caught.value), str(caught.value)


TRAINING_TAKEN: dict[str, tuple[str, str, Any]] = {
    "learning-rate-1e-4": ("learning_rate: 1e-4\n", "learning_rate", 0.0001),
    "learning-rate-2E-5": ("learning_rate: 2E-5\n", "learning_rate", 0.00002),
    # corrected after scoring (was warmup_ratio, which this TRL has no more: refused as unknown, rightly)
    "weight-decay-5e-2": ("weight_decay: 5e-2\n", "weight_decay", 0.05),
}


@pytest.mark.parametrize("shape", list(TRAINING_TAKEN))
def test_a_number_in_exponent_form_is_taken_as_the_number(tmp_path, shape):
    """YAML 1.1 (PyYAML) reads ``1e-4`` as text; every trainer's config writes it so: it must be the number."""
    from trl import SFTConfig

    from himap_travel.training.config import DataArguments, TemplateArguments, parse_training_args

    text, setting, value = TRAINING_TAKEN[shape]
    path = tmp_path / "cfg.yaml"
    path.write_text(f"output_dir: {tmp_path / 'out'}\n{BASE}{text}", encoding="utf-8")
    parsed = parse_training_args((DataArguments, TemplateArguments, SFTConfig), ["--config", str(path)])
    assert getattr(parsed[2], setting) == pytest.approx(value)


def test_an_output_folder_named_with_blanks_and_accents_is_taken(tmp_path):
    from trl import SFTConfig

    from himap_travel.training.config import DataArguments, TemplateArguments, parse_training_args

    out = tmp_path / "mes essais été"
    path = tmp_path / "cfg.yaml"
    path.write_text(f"output_dir: {out}\n{BASE}", encoding="utf-8")
    parsed = parse_training_args((DataArguments, TemplateArguments, SFTConfig), ["--config", str(path)])
    assert Path(parsed[2].output_dir) == out


# --- contexts of the Python API whose data folder cannot be used -----------------------------------------------------


def _contexts(tmp_path: Path) -> dict[str, tuple[dict[str, Any], str]]:
    (tmp_path / "empty").mkdir()
    (tmp_path / "afile").write_text("not data\n", encoding="utf-8")
    return {
        "data-dir-a-file": ({"data_dir": str(tmp_path / "afile")}, "afile"),
        "data-dir-an-empty-folder": ({"data_dir": str(tmp_path / "empty")}, "empty"),
        "data-dir-an-address": ({"data_dir": URL}, URL),
    }


@pytest.mark.parametrize("name", ["data-dir-a-file", "data-dir-an-empty-folder", "data-dir-an-address"])
def test_a_context_whose_data_folder_cannot_be_used_is_refused_naming_it(tmp_path, name):
    from himap_travel.graphs.planner import graph
    from tests.faults.test_fault_probe_heldout_graph_inputs import SPEC, outcome
    from tests.faults.test_fault_probe_heldout_graph_inputs_second import judge, refused
    from tests.faults.test_fault_probe_heldout_graph_inputs_third import CONTEXT_TYPED

    context, named = _contexts(tmp_path)[name]
    # corrected after scoring: the project's ``DataDirError`` naming the folder is a typed refusal (the third graph
    # set's CONTEXT_TYPED); what stays asked is that it names the folder as given
    result = outcome(lambda: graph.invoke({"spec": SPEC}, context=context), CONTEXT_TYPED)
    if result.kind == "ran":  # a run may also end in an error it records, naming the folder (a recorded failure)
        said = str(result.out.get("error") if isinstance(result.out, dict) else result.out)
        assert result.out.get("status") == "error" and named in said, said[:500]
        return
    assert judge(result, refused(named)) == "ok"


def test_the_set_is_large_enough():
    total = len(CASES) + len(TRAINING_REFUSED) + 1 + len(TRAINING_TAKEN) + 1 + 3
    assert total >= 100 and len(set(NAMES)) == len(NAMES)
    assert Path(__file__).name.endswith("_twelfth.py") and FLEX.is_file() and FLEX_SOURCE.is_dir()
