"""A fifteenth held-out set of bad inputs (the companion of ``test_fault_probe_heldout_inputs.py`` and its second to
fourteenth sets: none of their cases).

Written before the code was looked at for these inputs, then scored on the code as it was (the figures are below).
Kinds the earlier sets did not try: requests holding a C1 control (an 8-bit CSI), backspaces, a DEL or a Ctrl-D, of
form feeds only or combining marks only, percent-encoded as a URL copies them, with ISO dates that no calendar has
(February 30th, a 13th month) or slashed ones, numbers of 30 or 400 digits, a year with a thousands comma, a budget
written with a dot for thousands, grouped by a narrow no-break space or in the Indian way; a request read from stdin
(``plan -``), of blanks only, with a NUL, given beside a request typed as the argument; ``--json`` printed into a
pipe already closed; numbers in flags with a thousands comma or a blank, in mathematical bold, superscript or
Devanagari digits, with a trailing dot, a list item with leading zeros; dates that no calendar has in queries files
(February 29th of 2022, a 13th month, a 32nd day), in FlexTravelBench instances and in ``replan``'s dated targets;
empty files where a 2-turn source and a model's ``config.json`` belong; queries files with only a header for
``evaluate``, ``bench latency`` and ``bench load``, or missing a column (``budget``, ``days``, ``date``); an instance
of no keys; lists and objects where the other belongs (``extra_body``, an instance's dates and constraint, a role
line, a row's constraint); integers of 40 and 400 digits (an instance's budget, ``max_tokens``, a row's budget);
``/dev/full`` (a node of the case's own, ``_full_device``) as ``bench compare --out``, ``replan --deps-png``,
``export --out``; symlink loops of one or two links under commands no set looped (``export --runs``, ``flex
build-3turn --source``, ``flex run --instances``, ``replan --db``, ``serve --log``, ``bench compare --out``, a folder
on ``--report``'s way); ``HIMAP_*`` values quoted as a ``.env`` file writes them, an inline comment, a unit, a
trailing blank in a path; flag values with a leading or trailing blank; training configs with a date no calendar has,
a date where a number belongs, a thousands comma, full-width digits, 30 digits, a decimal comma.

And "not shut" controls that must be taken: a request with a line separator (U+2028) inside, files whose names hold a
line end (a queries file, a plans file, a report, an output folder), a queries file with an extra column or a row
twice under ``evaluate``, one FlexTravelBench instance twice in a file, ``HIMAP_OBJECTIVE``, ``HIMAP_TOOL_LATENCY``
and ``HIMAP_MONITORING`` with blanks (a carriage return) around them (as ``HIMAP_EXECUTORS`` is read), training
configs with a quoted rank padded with blanks, ``1_000`` steps (YAML 1.1's integer) and a run name that YAML reads
as a date.

Each CLI case is judged by the second set's ``judged`` and its audit of writes (nothing outside the case's folder and
the project's caches), with a time limit per case; the first case runs as a real process, the others in this one.
The stdin cases are judged the same way with their stdin given; the closed pipe needs a real process of its own.

Scored on HEAD (this helper's copy of the tree, before any fix): 99 inputs (83 command lines, 5 requests on stdin, 1
closed pipe, 10 training configs), 20 wrong on the first pass, of which 7 were the set's own expectations, corrected
by the project's rules (marked where they are): ``plan -`` is refused naming stdin (2), an amount grouped by a blank
or not in threes is refused as not plainly written (2), an instance is named by its file and position (one instance
twice is two), blanks around a variable's value are read around (a carriage return too), and a budget past the cap is
named as the amount. On HEAD with the corrections: 99 inputs, 86 right, 13 wrong:

* ``bench compare --out /dev/full`` exit 0, and the report renamed over the device: as root, the machine's
  ``/dev/full`` became a text file (made again by hand; the set now gives a node of its own);
* ``HIMAP_DB='"trips.sqlite"'`` made a store named with its quotes, exit 0; ``HIMAP_LLM_BASE_URL`` in quotes went
  on to the server (exit 3);
* ``HIMAP_LLM`` ``max_tokens`` of 41 digits went on to the server (exit 3);
* a FlexTravelBench budget of 401 digits: a traceback (``OverflowError``);
* ``--lengths 3,005`` ran 3- and 5-day trips (the refusal named the split, having no 5-day query);
* "March 13th to March 15th, 2,022": the year dropped, the trip planned in the default year (so would 2,023 be);
* ``--split "validation_dev "``: "not found", the blank unseen in the message;
* training configs: ``seed: 2022-02-30`` and ``max_steps: 2022-13-01`` let a bare ``ValueError`` out of the
  YAML reader, ``max_steps: 2022-03-01`` a ``TypeError``, 30 digits of ``max_steps`` were taken, and ``run_name:
  2022-03-01`` named the run with a ``date`` object.

After the fixes: 99 right (``test_fault_probe_heldout_kills_fifteenth.py`` holds each fix on other inputs).
"""

from __future__ import annotations

import csv
import io
import json
import os
import shutil
import stat
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.faults.test_fault_probe_heldout_inputs import (
    REPORT,
    Case,
    Folder,
    _first_rows,
    data,  # noqa: F401 (a fixture: the writable copy of the data)
    judged,
)
from tests.faults.test_fault_probe_heldout_inputs_eleventh import _not_made, _plans_line
from tests.faults.test_fault_probe_heldout_inputs_fifth import check_bad_input
from tests.faults.test_fault_probe_heldout_inputs_ninth import check_training_refused
from tests.faults.test_fault_probe_heldout_inputs_second import FLEX, WATCH, Probe, _flex, _out, q
from tests.faults.test_fault_probe_heldout_inputs_second import verdict as judge_case
from tests.faults.test_fault_probe_heldout_inputs_tenth import QUICK, _flex_run, _latency, _plan, _replan, _roles
from tests.support.faultkit import DATA_DIR, QUERY, REPO, FileSnapshot, checkpoints, cli_env, run_in_process

SLOW_PLAN = 60.0  # seconds a case that plans may take on a loaded machine
DEAD_URL = "http://127.0.0.1:9/v1"  # a port nobody listens on
TWO_TURN = DATA_DIR / "flextravelbench" / "val_dataset_without_budget_one.json"
# the set's own trip, said by a new voice (Washington to Myrtle Beach is the planned store's: kept for the requests
# that vary one thing of a trip known to plan)
TRIP = ("hey can u sort me a 3-day trip for 2 from Washington to Myrtle Beach, March 13th to March 15th 2022, "
        "budget {budget}. thx")


# --- helpers ---------------------------------------------------------------------------------------------------------


def _refused(args: Callable[[Folder], list[str]], *causes: str, limit_s: float = QUICK,
             after: Callable[[Folder], str | None] | None = None) -> Probe:
    return Probe(args, causes=causes, limit_s=limit_s, after=after)


def _taken(args: Callable[[Folder], list[str]], limit_s: float = SLOW_PLAN) -> Probe:
    return Probe(args, code=0, limit_s=limit_s)


def _request(text: str, *causes: str) -> Probe:
    return _refused(lambda f: ["plan", text], *causes)


def _trip(budget: str = "$1,400") -> str:
    return TRIP.format(budget=budget)


def _env(variable: str, value: str | Callable[[Folder], str], *causes: str, args: tuple[str, ...] = (),
         code: int = 2, after: Callable[[Folder], str | None] | None = None) -> Probe:
    def env(f: Folder) -> dict[str, str]:
        return {variable: value(f) if callable(value) else value}
    return Probe(_plan(*args), code=code, causes=causes, env=env, limit_s=QUICK if code else SLOW_PLAN, after=after)


def _llm_env(variable: str, value: str, *causes: str) -> Probe:
    """A setting of the LLM policy under ``--policy llm`` at a dead server: refused (2), not a server down (3)."""
    return _env(variable, value, *causes, args=("--policy", "llm", "--base-url", DEAD_URL))


def _queries_text(edit: Callable[[list[str], list[dict[str, str]]], tuple[list[str], list[dict[str, str]]]]) -> str:
    """validation_dev's first row as a queries CSV, its columns and rows as ``edit`` leaves them."""
    fields, rows = edit(*_first_rows())
    text = io.StringIO()
    writer = csv.DictWriter(text, fieldnames=fields, extrasaction="ignore")
    writer.writeheader()
    writer.writerows(rows)
    return text.getvalue()


def _without(column: str) -> Callable[[Folder], str]:
    return lambda f: f.file("q.csv", _queries_text(lambda fields, rows: ([c for c in fields if c != column], rows)))


def _with_extra_column(f: Folder) -> str:
    return f.file("q.csv", _queries_text(lambda fields, rows: ([*fields, "notes"], [{**r, "notes": "aisle"}
                                                                                      for r in rows])))


def _row_twice(f: Folder) -> str:
    return f.file("q.csv", _queries_text(lambda fields, rows: (fields, rows * 2)))


def _header_only(f: Folder) -> str:
    return f.file("q.csv", _queries_text(lambda fields, rows: (fields, [])))


def _named(name: str, content: Callable[[], bytes | str]) -> Callable[[Folder], str]:
    return lambda f: f.file(name, content())


def _first_row_csv() -> str:
    return _queries_text(lambda fields, rows: (fields, rows))


def _dates(*days: str) -> str:
    return str(list(days))


def _first_instance() -> dict:
    return json.loads(FLEX.read_text(encoding="utf-8"))[0]


def _instances(text: str) -> Callable[[Folder], str]:
    return lambda f: f.file("flex.json", text)


def _instance_raw(raw_field: str) -> Callable[[Folder], str]:
    """One instance whose JSON text ends with ``raw_field`` (written as is: an integer of hundreds of digits)."""
    def make(f: Folder) -> str:
        text = json.dumps({k: v for k, v in _first_instance().items() if k != "new_constraints"})
        return f.file("flex.json", "[" + text[:-1] + ", " + raw_field + "}]")
    return make


def _loop(name: str) -> Callable[[Folder], str]:
    """``name``: a link to itself."""
    def make(f: Folder) -> str:
        (f.root / name).symlink_to(f.root / name)
        return str(f.root / name)
    return make


def _two_link_loop(name: str) -> Callable[[Folder], str]:
    """``name`` links to ``name-too``, which links back."""
    def make(f: Folder) -> str:
        (f.root / name).symlink_to(f.root / f"{name}-too")
        (f.root / f"{name}-too").symlink_to(f.root / name)
        return str(f.root / name)
    return make


def _source_with_empty_two_turn(f: Folder) -> str:
    folder = f.root / "two-turn"
    folder.mkdir()
    (folder / TWO_TURN.name).write_bytes(b"")
    return str(folder)


def _model_with_empty_config(f: Folder) -> str:
    model = f.root / "model"
    model.mkdir()
    (model / "config.json").write_bytes(b"")
    return str(model)


def _full_device(f: Folder) -> str:
    """A device node of the case's own that is ``/dev/full`` (character device 1, 7: every write fails, "no space
    left"). The first score gave ``/dev/full`` itself: ``bench compare --out`` renamed its report over the node, and the
    machine's ``/dev/full`` was a text file until it was made again; a node in the case's folder risks nothing."""
    path = f.root / "full"
    os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, 7))
    return str(path)


def _nothing_in(name: str) -> Callable[[Folder], str | None]:
    def check(f: Folder) -> str | None:
        folder = f.root / name
        return f"{name} holds files of a refused run" if folder.is_dir() and any(folder.iterdir()) else None
    return check


def _evaluate_q(queries: Callable[[Folder], str]) -> Callable[[Folder], list[str]]:
    return lambda f: ["evaluate", _plans_line(f), "--queries", queries(f)]


def _load_split(queries: Callable[[Folder], str]) -> Callable[[Folder], list[str]]:
    return lambda f: ["bench", "load", "--turns", "1", "--conversations", "1", "--split", queries(f), "--out", _out(f)]


def _latency_q(queries: Callable[[Folder], str]) -> Callable[[Folder], list[str]]:
    return lambda f: ["bench", "latency", "--split", queries(f), "--limit", "1", "--lengths", "3", "--out", _out(f)]


def _disrupt_q(queries: Callable[[Folder], str]) -> Callable[[Folder], list[str]]:
    return lambda f: ["bench", "disrupt", "--split", queries(f), "--out", _out(f)]


def _plan_q(queries: Callable[[Folder], str]) -> Callable[[Folder], list[str]]:
    return lambda f: ["plan", "--split", queries(f), "--row", "0"]


def _export_runs(runs: Callable[[Folder], str]) -> Callable[[Folder], list[str]]:
    return lambda f: ["export", "--runs", runs(f), "--out", _out(f)]


ROLE_LINE = (REPO / "results" / "train-solver" / "roles.jsonl").read_text(encoding="utf-8").splitlines()[0]
HUGE = "1" + "0" * 400  # an integer JSON and CSV take, past every float


CASES: dict[str, Probe] = {
    # --- requests at the command line's limits ---
    "plan-request-with-an-8-bit-csi": _request(QUERY.replace("Beach", "Beach\x9b2J"), "control character"),
    "plan-request-with-backspaces-over-a-city": _request(QUERY.replace("Washington", "Boston\b\b\b\b\b\bWashington"),
                                                         "control character"),
    "plan-request-with-a-del-character": _request(QUERY.replace("budget", "bud\x7fget"), "control character"),
    "plan-request-ending-in-a-ctrl-d": _request(QUERY + "\x04", "control character"),
    "plan-request-of-form-feeds-and-vertical-tabs-only": _request("\x0c\x0b\x0c\x0b"),
    "plan-request-of-combining-marks-only": _request("\u0301\u0308\u0327" * 40),
    "plan-request-percent-encoded-from-a-url": _request(QUERY.replace(" ", "%20").replace(",", "%2C")),
    "plan-request-iso-date-february-30th": _request(
        _trip().replace("March 13th to March 15th 2022", "2022-02-28 to 2022-03-02").replace(
            "2022-02-28", "2022-02-30"), "2022-02-30"),
    "plan-request-iso-date-of-a-13th-month": _request(
        _trip().replace("March 13th to March 15th 2022", "2022-13-13 to 2022-13-15"), "2022-13-13"),
    "plan-request-slashed-dates-of-a-13th-month": _request(
        _trip().replace("March 13th to March 15th 2022", "13/13/2022 to 13/15/2022")),
    "plan-request-for-thirty-digits-of-people": _request(QUERY.replace("for 2 people", "for " + "1" * 30 + " people")),
    "plan-request-of-thirty-digits-of-days": _request(QUERY.replace("a 3-day", "a " + "1" * 30 + "-day")),
    # corrected after scoring (expected "budget" named): the refusal names the amount as written and the cap it passes
    "plan-request-a-budget-of-400-nines": _request(QUERY.replace("$1,400", "$" + "9" * 400), "more than the $10,000,000"),
    "plan-request-a-year-with-a-thousands-comma": _request(QUERY.replace("2022", "2,022")),
    "plan-request-a-budget-with-a-dot-for-thousands": _request(_trip("$1.400")),
    # --- numbers in flags ---
    "plan-row-with-a-thousands-comma": _refused(lambda f: ["plan", "--split", "validation_dev", "--row", "1,000"],
                                                "--row"),
    "plan-row-in-mathematical-bold-digits": _refused(lambda f: ["plan", "--split", "validation_dev", "--row",
                                                                "\U0001d7ce"], "--row"),
    "plan-max-iterations-a-superscript": _refused(_plan("--max-iterations", "\u00b3"), "--max-iterations"),
    "bench-limit-with-a-blank-between-thousands": _refused(lambda f: ["bench", "run", "--split", q(f), "--limit",
                                                                      "1 000", "--out", _out(f)], "--limit"),
    "latency-lengths-an-item-with-leading-zeros": _refused(_latency("--limit", "1", "--lengths", "3,005"),
                                                           "--lengths"),
    "load-conversations-a-thousand-with-a-comma": _refused(lambda f: ["bench", "load", "--turns", "1",
                                                                      "--conversations", "1,000", "--out", _out(f)],
                                                           "--conversations"),
    "serve-port-with-a-thousands-comma": _refused(lambda f: ["serve", "small", "--timeout", "1", "--port", "8,000"],
                                                  "--port"),
    "flex-instances-at-once-in-devanagari-digits": _refused(_flex_run("--instances-at-once", "\u0968"),
                                                            "--instances-at-once"),
    "bench-seeds-with-a-trailing-dot": _refused(lambda f: ["bench", "run", "--split", q(f), "--seeds", "3.",
                                                           "--out", _out(f)], "--seeds"),
    # --- dates no calendar has, in files and targets ---
    "plan-q-february-29th-of-2022": _refused(_plan_q(lambda f: q(f, date=_dates("2022-02-27", "2022-02-28",
                                                                                 "2022-02-29"))), "date"),
    "evaluate-q-a-13th-month": _refused(_evaluate_q(lambda f: q(f, date=_dates("2022-13-19", "2022-13-20",
                                                                                "2022-13-21"))), "date"),
    "latency-q-a-32nd-day": _refused(_latency_q(lambda f: q(f, date=_dates("2022-03-30", "2022-03-31",
                                                                            "2022-03-32"))), "date"),
    "flex-instance-dates-of-a-13th-month": _refused(_flex_run(instances=lambda f: _flex(
        f, date=_dates("2022-13-14", "2022-13-15", "2022-13-16"))), "flex.json"),
    "replan-disrupt-a-lodging-on-february-30th": _refused(_replan("--disrupt", "lodging:day1@2022-02-30"),
                                                          "2022-02-30"),
    "replan-disrupt-a-restaurant-in-a-13th-month": _refused(_replan("--disrupt", "restaurant:day1.lunch@2022-13-01"),
                                                            "2022-13-01"),
    # --- empty files where one of each kind belongs ---
    "build-3turn-source-an-empty-two-turn-file": _refused(lambda f: ["flex", "build-3turn", "--source",
                                                                     _source_with_empty_two_turn(f), "--out",
                                                                     _out(f)], TWO_TURN.name,
                                                          after=_not_made("o")),
    "serve-model-an-empty-config-json": Probe(lambda f: ["serve", "small", "--model", _model_with_empty_config(f)],
                                              causes=("config.json",), limit_s=60,
                                              env=lambda f: {"HIMAP_PYTHON": str(f.root / "no-python"),
                                                             "HIMAP_VLLM_VENV": str(f.root / "venv")}),
    "evaluate-queries-a-zero-byte-csv": _refused(_evaluate_q(lambda f: f.file("q.csv", b"")), "q.csv"),
    "export-roles-a-line-a-string": _refused(_export_runs(_roles('"departure"\n')), "roles.jsonl",
                                                            after=_not_made("o")),
    # --- a header and no row; a column missing ---
    "evaluate-q-only-its-header": _refused(_evaluate_q(_header_only), "q.csv"),
    "latency-q-only-its-header": _refused(_latency_q(_header_only), "q.csv", after=_nothing_in("o")),
    "load-split-only-its-header": _refused(_load_split(_header_only), "q.csv", after=_nothing_in("o")),
    "latency-q-without-the-budget-column": _refused(_latency_q(_without("budget")), "budget"),
    "disrupt-q-without-the-days-column": _refused(_disrupt_q(_without("days")), "days"),
    "plan-q-without-the-date-column": _refused(_plan_q(_without("date")), "date"),
    "flex-instances-one-instance-of-no-keys": _refused(_flex_run(instances=_instances("[{}]")), "flex.json"),
    # corrected after scoring (expected refused naming idx): an instance is named by its file and position, never by
    # idx (harness/flex/data.py: every file reuses the validation rows), so both are replayed and kept
    "flex-instances-one-instance-twice-in-a-file": _taken(_flex_run(instances=lambda f: f.file(
        "flex.json", json.dumps([_first_instance(), _first_instance()])))),
    # --- lists where objects belong, and the other way ---
    "env-llm-extra-body-a-list": _llm_env("HIMAP_LLM", '{"extra_body": [1, 2]}', "extra_body"),
    "flex-instance-dates-an-object": _refused(_flex_run(instances=lambda f: _flex(
        f, date={"from": "2022-03-14", "to": "2022-03-16"})), "date"),
    "flex-instance-local-constraint-a-list": _refused(_flex_run(instances=lambda f: _flex(
        f, local_constraint=["house rule", "children under 10"])), "local_constraint"),
    "plan-q-local-constraint-a-list": _refused(_plan_q(lambda f: q(f, local_constraint="['house rule', 'pets']")),
                                               "local_constraint"),
    "export-roles-a-line-a-list-of-its-fields": _refused(_export_runs(_roles(json.dumps(list(json.loads(
        ROLE_LINE).items())) + "\n")), "roles.jsonl", after=_not_made("o")),
    # --- integers of tens and hundreds of digits ---
    "flex-instance-budget-of-400-digits": _refused(_flex_run(instances=_instance_raw(
        '"new_constraints": [{"budget": ' + HUGE + "}]")), "flex.json"),
    "env-llm-max-tokens-of-40-digits": _llm_env("HIMAP_LLM", '{"max_tokens": 1' + "0" * 40 + "}", "max_tokens"),
    "plan-q-budget-of-400-digits": _refused(_plan_q(lambda f: q(f, budget=HUGE)), "budget"),
    "latency-q-people-of-40-digits": _refused(_latency_q(lambda f: q(f, people_number="1" + "0" * 40)),
                                              "people"),
    # --- /dev/full as an output (a node of the case's own: ``_full_device``) ---
    "compare-out-dev-full": _refused(lambda f: ["bench", "compare", str(REPORT), str(REPORT), "--out",
                                                _full_device(f)], "--out", "device"),
    "replan-deps-png-dev-full": _refused(lambda f: [*_replan("--disrupt", "flight:day1")(f), "--deps-png",
                                                    _full_device(f)], "--deps-png", limit_s=SLOW_PLAN),
    "export-out-dev-full": _refused(lambda f: ["export", "--runs", _roles(ROLE_LINE + "\n")(f), "--out",
                                               _full_device(f)], "--out"),
    # --- symlink loops under commands never looped ---
    "export-runs-a-link-to-itself": _refused(_export_runs(_loop("runs")), "runs", after=_not_made("o")),
    "build-3turn-source-a-two-link-loop": _refused(lambda f: ["flex", "build-3turn", "--source",
                                                              _two_link_loop("src")(f), "--out", _out(f)], "src",
                                                   after=_not_made("o")),
    "flex-instances-a-two-link-loop": _refused(_flex_run(instances=_two_link_loop("flex.json")), "flex.json",
                                               after=_not_made("o")),
    "replan-db-a-two-link-loop": _refused(lambda f: ["replan", "--thread", "t", "--db", _two_link_loop("t.sqlite")(f),
                                                     "--disrupt", "flight:day1"], "t.sqlite"),
    "serve-log-a-link-to-itself": _refused(lambda f: ["serve", "small", "--timeout", "1", "--log",
                                                      _loop("vllm.log")(f)], "vllm.log"),
    "compare-out-a-two-link-loop": _refused(lambda f: ["bench", "compare", str(REPORT), str(REPORT), "--out",
                                                       _two_link_loop("c.md")(f)], "c.md"),
    "evaluate-report-under-a-folder-that-loops": _refused(lambda f: ["evaluate", _plans_line(f), "--queries", q(f),
                                                                     "--report",
                                                                     str(Path(_loop("reports")(f)) / "r.json")],
                                                          "reports"),
    # --- HIMAP_* values as a .env file or a careless hand writes them ---
    "env-objective-in-double-quotes": _env("HIMAP_OBJECTIVE", '"cheapest"', "HIMAP_OBJECTIVE"),
    "env-policy-in-single-quotes": _env("HIMAP_POLICY", "'solver'", "HIMAP_POLICY"),
    "env-data-dir-with-a-trailing-blank": _env("HIMAP_DATA_DIR", lambda f: str(f.data) + " ", "HIMAP_DATA_DIR"),
    "env-data-dir-in-double-quotes": _env("HIMAP_DATA_DIR", lambda f: f'"{f.data}"', "HIMAP_DATA_DIR"),
    # corrected after scoring (expected refused): blanks around a value are read around (the fifth set's " 3 "), and a
    # carriage return is one: "off" is read
    "env-monitoring-with-a-carriage-return": _env("HIMAP_MONITORING", "off\r", code=0),
    "env-max-iterations-with-an-inline-comment": _env("HIMAP_MAX_ITERATIONS", "3  # fewer rounds",
                                                      "HIMAP_MAX_ITERATIONS"),
    "env-llm-base-url-in-double-quotes": _llm_env("HIMAP_LLM_BASE_URL", f'"{DEAD_URL}"', "HIMAP_LLM_BASE_URL"),
    "env-llm-timeout-with-a-unit": _llm_env("HIMAP_LLM_TIMEOUT", "30s", "HIMAP_LLM_TIMEOUT"),
    "env-db-in-double-quotes": _env("HIMAP_DB", '"trips.sqlite"', "HIMAP_DB", args=("--thread", "t"),
                                    after=_not_made('"trips.sqlite"')),
    # --- flag values with a blank before or after ---
    "plan-objective-with-a-leading-blank": _refused(_plan("--objective", " cheapest"), "--objective"),
    # corrected after scoring (expected "--split" named): the queries' reader serves --split and --queries alike and
    # names the value; what HEAD's message lacked was the blank, which no one could see in it
    "plan-split-name-with-a-trailing-blank": _refused(lambda f: ["plan", "--split", "validation_dev ", "--row", "0"],
                                                      "blanks around"),
    # --- not shut: legitimate inputs that must be taken ---
    "plan-request-with-a-line-separator-inside": _taken(lambda f: ["plan", QUERY.replace(" from March",
                                                                                         "\u2028from March")]),
    # corrected after scoring (expected taken): an amount grouped by blanks ("$1 400") or not in threes ("$1,40") is
    # refused as not plainly written (domain/parsing/money.py), named, with how to write it
    "plan-request-a-budget-grouped-by-a-narrow-no-break-space": _request(_trip("$1\u202f400"),
                                                                         "cannot read the amount"),
    "plan-request-a-budget-in-indian-grouping": _request(_trip("$1,40,000"), "cannot read the amount"),
    "plan-q-named-with-a-line-end": _taken(_plan_q(_named("my\nq.csv", _first_row_csv))),
    "evaluate-plans-named-with-a-line-end": _taken(lambda f: ["evaluate", f.file(
        "plans\n.jsonl", json.dumps({"idx": 1, "plan": []}) + "\n"), "--queries", q(f)], limit_s=QUICK),
    "compare-report-named-with-a-line-end": _taken(lambda f: ["bench", "compare", f.file(
        "old\nrun.json", REPORT.read_bytes()), str(REPORT)], limit_s=QUICK),
    "bench-out-named-with-a-line-end": _taken(lambda f: ["bench", "run", "--split", q(f), "--out",
                                                         _out(f, "run\n2")]),
    "evaluate-q-an-extra-column": _taken(_evaluate_q(_with_extra_column), limit_s=QUICK),
    "evaluate-q-the-first-row-twice": _taken(_evaluate_q(_row_twice), limit_s=QUICK),
    "env-objective-with-blanks-around": _env("HIMAP_OBJECTIVE", " cheapest ", code=0),
    "env-tool-latency-with-blanks-around": _env("HIMAP_TOOL_LATENCY", " 1-2 ", code=0),
}


NAMES = list(CASES)

# Left, with why (the test fails when one of them is fixed, so that the list is kept true):
KNOWN_GAPS: dict[str, str] = {}


def verdict(name: str, folder: Folder) -> str:
    """The worst thing the case's run did, or "ok" (the second set's judge, on this set's cases)."""
    return judge_case(name, folder, CASES)


@pytest.mark.parametrize("name", NAMES)
def test_a_bad_input_gets_its_outcome_and_writes_nothing_it_must_not(tmp_path, data, name):  # noqa: F811 (data)
    check_bad_input(name, Folder(tmp_path / "case", data), verdict, KNOWN_GAPS)


# --- a request read from stdin (``plan -``) ----------------------------------------------------------------------------

BOM = "\ufeff"
STDIN_CASES: dict[str, tuple[list[str], str, Case]] = {
    # corrected after scoring (both expected taken): ``plan -`` is refused naming stdin, which is not read for the
    # request (the eleventh set's rule, harness/cli/plan.py): the request is given as text
    "stdin-the-request": (["plan", "-"], QUERY + "\n", Case(lambda f: [], causes=("stdin",))),
    "stdin-the-request-with-a-bom-and-windows-line-ends": (["plan", "-"], BOM + QUERY.replace(", with", ",\r\nwith")
                                                           + "\r\n", Case(lambda f: [], causes=("stdin",))),
    "stdin-blanks-and-line-ends-only": (["plan", "-"], " \n\t\n  \r\n", Case(lambda f: [])),
    "stdin-a-request-with-a-nul": (["plan", "-"], QUERY.replace("trip", "tr\0ip"), Case(lambda f: [])),
    "stdin-beside-a-request-typed-as-the-argument": (["plan", _trip(), "-"], QUERY + "\n", Case(lambda f: [])),
}


@pytest.mark.parametrize("name", list(STDIN_CASES))
def test_a_request_on_stdin_gets_its_outcome_and_writes_nothing_it_must_not(tmp_path, data, name):  # noqa: F811
    args, stdin, case = STDIN_CASES[name]
    tmp_path.joinpath("case").mkdir()
    snapshot = FileSnapshot(data)
    with WATCH.watching(tmp_path, REPO / ".cache"):
        result = run_in_process(*args, cwd=tmp_path / "case", env=cli_env(HIMAP_DATA_DIR=str(data)), stdin=stdin,
                                timeout=SLOW_PLAN)
    assert judged(result, case, snapshot.changes()) == "ok", str(result)
    assert not WATCH.seen, WATCH.seen


# --- --json printed into a pipe that is already closed -----------------------------------------------------------------


def test_json_into_a_closed_pipe_ends_without_a_traceback_and_keeps_the_thread(tmp_path):
    """The reader of ``plan --json | head -c0`` is gone before the line comes: the run says nothing of a traceback,
    does not claim success for a line nobody got, and the thread it planned is kept (nothing computed is lost)."""
    db = tmp_path / "t.sqlite"
    read, write = os.pipe()
    os.close(read)
    try:
        child = subprocess.run([sys.executable, str(REPO / "app.py"), "plan", QUERY, "--json", "--thread", "t",
                                "--db", str(db)], cwd=tmp_path, env=cli_env(), stdout=write, stderr=subprocess.PIPE,
                               text=True, timeout=300)
    finally:
        os.close(write)
    assert "Traceback" not in child.stderr and "Exception ignored" not in child.stderr, child.stderr[-3000:]
    assert child.returncode != 0, "exit 0 for a plan line nobody read"
    assert checkpoints(db, "t") > 0, "the planned thread was lost"


# --- training configs, read by the scripts' own reader -----------------------------------------------------------------

TRAINING_REFUSED: dict[str, tuple[str, str]] = {
    "seed-february-30th": ("seed: 2022-02-30\n", ""),
    "max-steps-a-13th-month": ("max_steps: 2022-13-01\n", ""),
    "max-steps-a-date": ("max_steps: 2022-03-01\n", "max_steps"),
    "max-steps-with-a-thousands-comma": ("max_steps: 1,000\n", "max_steps"),
    "seed-in-full-width-digits": ("seed: \uff14\uff12\n", "seed"),
    "max-steps-of-thirty-digits": ("max_steps: " + "9" * 30 + "\n", "max_steps"),
    "learning-rate-with-a-decimal-comma": ("learning_rate: 0,001\n", "learning_rate"),
}
TRAINING_TAKEN: dict[str, tuple[str, str, object]] = {
    "lora-rank-quoted-with-blanks": ("lora_rank: ' 8 '\n", "lora_rank", 8),
    "max-steps-with-underscores": ("max_steps: 1_000\n", "max_steps", 1000),  # YAML 1.1's integer
    "run-name-that-yaml-reads-as-a-date": ("run_name: 2022-03-01\n", "run_name", "2022-03-01"),
}


@pytest.mark.parametrize("shape", list(TRAINING_REFUSED))
def test_a_training_config_that_cannot_be_used_is_refused_naming_the_file_and_the_setting(tmp_path, shape):
    check_training_refused(tmp_path, *TRAINING_REFUSED[shape])


@pytest.mark.parametrize("shape", list(TRAINING_TAKEN))
def test_a_training_config_that_means_one_thing_is_read_as_it_means(tmp_path, shape):
    from trl import SFTConfig

    from himap_travel.training.config import DataArguments, TemplateArguments, parse_training_args

    text, setting, meant = TRAINING_TAKEN[shape]
    path = tmp_path / "cfg.yaml"
    path.write_text(f"output_dir: {tmp_path / 'out'}\nuse_cpu: true\nbf16: false\nreport_to: none\n{text}",
                    encoding="utf-8")
    parsed = parse_training_args((DataArguments, TemplateArguments, SFTConfig), ["--config", str(path)])
    assert next(getattr(kind, setting) for kind in parsed if hasattr(kind, setting)) == meant


def test_the_set_is_large_enough():
    total = len(CASES) + len(STDIN_CASES) + 1 + len(TRAINING_REFUSED) + len(TRAINING_TAKEN)
    assert total >= 80 and len(set(NAMES)) == len(NAMES)
    assert Path(__file__).name.endswith("_fifteenth.py") and TWO_TURN.is_file() and shutil.which("true")
