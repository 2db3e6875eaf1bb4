"""A thirteenth held-out set of bad inputs (the companion of ``test_fault_probe_heldout_inputs.py`` and its second to
twelfth sets: none of their cases).

Written before the code was looked at for these inputs, then scored on the code as it was (the figures are below).
Kinds the earlier sets did not try: a flag of one value given twice with two values (``--row 0 --row 1``: one wish
would be dropped in silence, the last one kept); flags that each make sense but together drop one of them
(``--ablation sequential`` with ``--executors 5``, ``no-bargaining`` with ``--max-iterations``, the solver policy
with the ``no-solver`` ablation, a tool cap or a ``no-coordinator`` ablation, ``HIMAP_QUALITY_FOCUS`` under the
cheapest objective, ``bench load --server`` with ``--processes``, ``flex run --policy solver`` with ``--model``, one
disruption twice); a short flag without its value, a misspelt flag, a port with a decimal, latencies with units,
lists with semicolons, seeds as a range, a limit with a thousands comma, outputs of blanks or ending in a slash;
files of another schema where one belongs (a FlexTravelBench file as a queries CSV, a report or a plans file as
queries, a queries CSV as instances, disruption cases as a report, plans as role traces, a data folder of someone's
notes), a chain of 41 links (past the kernel's 40), plans whose line is ``{}`` or a DOS end-of-file mark, an
instances folder with one good file and one cut; run settings one past their documented bound, a misspelt key in
``HIMAP_LLM``, a temperature of ``1e400``, a data folder written with ``~``; requests whose days and dates disagree,
of February 29th in a common year, of March 32nd, of dates backwards in words, for 0 or 2.5 people, a budget of a
billion, of 10,000 letters, of Unicode blanks or line ends only, a city of 10,000 letters or holding SQL.

And "not shut" controls that must be taken: a flag given twice with the same value, flags written ``--flag=value``,
an option before the request, plans and queries with mixed line ends, a queries CSV without the ``row`` column (the
official splits have none), ``HIMAP_LLM={}``, requests with ISO dates, numbers in words, a budget with cents, or
written tersely in lower case; a training config written as JSON (YAML's superset).

Each CLI case is judged by the second set's ``judged`` and its audit of writes (nothing outside the case's folder and
the project's caches), with a time limit per case; the first case runs as a real process, the others in this one.

Scored on HEAD (35e116a) before any fix, with the expectations corrected after scoring (marked where they are): 84
cases (81 command lines, 3 training configs), 66 right, 18 wrong; four cases added after the first fixes, of the same
kind (``-P 5`` under ``bench run --ablation sequential``, ``--policy solver`` for ``bench run`` and ``flex run``, and
``HIMAP_TOOL_CAP`` under ``HIMAP_POLICY=solver``) and four of one input given twice to a flag that takes several
(``flex run --instances`` one file twice or by two spellings, ``export --runs`` one folder twice, ``bench load
--conversations 1,1``), all eight wrong on HEAD: 92 cases, 66 right, 26 wrong. The four: the instance replayed and
counted twice, the measurement made twice, and (seen by hand with a bench run's folder) every role trace exported
twice (the case's own roles line is a solver run's, which exports no row: HEAD named the file, not ``--runs``). The
other 22: a flag
of one value given twice with two values (9: eight ran on with the last value, exit 0; ``serve small --port 8000
--port 8001`` started the model server on 8001); choices a run never uses (10: ``--executors`` under ``sequential``,
``--max-iterations`` under ``no-bargaining``, the ``no-solver`` and ``no-coordinator`` ablations, a tool cap and ``-P``
under the solver policy, ``HIMAP_QUALITY_FOCUS`` under ``cheapest``: planned, exit 0); an output file named with a
trailing slash (3: ``--report``, ``--deps-png``, ``bench compare --out``: the file written under the name without
it). The two ``replan`` cases were not scored on the first pass (the copy had no ``.cache`` folder for the planned
store they copy); both were right on HEAD.

After the fixes: 92 right.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.faults.test_fault_probe_heldout_inputs import (
    REPORT,
    Folder,
    _first_rows,
    data,  # noqa: F401 (a fixture: the writable copy of the data)
)
from tests.faults.test_fault_probe_heldout_inputs_eleventh import _not_made, _plans_line
from tests.faults.test_fault_probe_heldout_inputs_fifth import check_bad_input
from tests.faults.test_fault_probe_heldout_inputs_ninth import check_training_refused
from tests.faults.test_fault_probe_heldout_inputs_second import FLEX, Probe, _flex, _out, q
from tests.faults.test_fault_probe_heldout_inputs_second import verdict as judge_case
from tests.faults.test_fault_probe_heldout_inputs_tenth import (
    QUICK,
    _bench,
    _env,
    _flag,
    _flex_run,
    _latency,
    _plan,
    _replan,
    _roles,
)
from tests.support.faultkit import QUERY

SLOW_PLAN = 60.0  # seconds a case that plans may take on a loaded machine
DEAD_URL = "http://127.0.0.1:9/v1"  # a port nobody listens on
RESULTS = Path(__file__).resolve().parents[2] / "results"
CASES_FILE = RESULTS / "disrupt" / "cases.jsonl"
# a role trace of a shipped bench run (the export's input), the first line only
ROLE_LINE = (RESULTS / "train-solver" / "roles.jsonl").read_text(encoding="utf-8").splitlines()[0] + "\n"
LINKS_PAST_THE_KERNEL = 41  # Linux follows at most 40 links in one path


# --- helpers ---------------------------------------------------------------------------------------------------------


def _taken(args: Callable[[Folder], list[str]], limit_s: float = SLOW_PLAN) -> Probe:
    return Probe(args, code=0, limit_s=limit_s)


def _request(text: str, *causes: str) -> Probe:
    return Probe(lambda f: ["plan", text], causes=causes, limit_s=QUICK)


def _said(text: str) -> Probe:
    """A legitimate request in another voice: planned (exit 0)."""
    return _taken(lambda f: ["plan", text])


def _llm_env(variable: str, value: str, *causes: str) -> Probe:
    return _env(variable, value, *causes, args=("--policy", "llm", "--base-url", DEAD_URL))


def _rows_csv(count: int, ending: str = "\n", drop: tuple[str, ...] = ()) -> str:
    """validation_dev's first ``count`` rows as CSV text with ``ending`` after each record, ``drop`` columns left out."""
    fields, rows = _first_rows(count)
    kept = [name for name in fields if name not in drop]
    text = io.StringIO()
    writer = csv.DictWriter(text, fieldnames=kept, lineterminator="\n", extrasaction="ignore")
    writer.writeheader()
    writer.writerows(rows)
    return text.getvalue().replace("\n", ending) if ending != "\n" else text.getvalue()


def _mixed_endings(count: int) -> str:
    """CSV records ending alternately in ``\\r\\n`` and ``\\n`` (a file edited on two systems)."""
    lines = _rows_csv(count).splitlines(keepends=True)  # no field of validation_dev holds a line end
    return "".join(line.replace("\n", "\r\n") if i % 2 else line for i, line in enumerate(lines))


def _chain(name: str, target: str) -> Callable[[Folder], str]:
    """``name``: the first of 41 links, each to the next, the last to ``target`` in the case's folder."""
    def make(f: Folder) -> str:
        links = [f.root / f"{name}.{i}" for i in range(LINKS_PAST_THE_KERNEL)]
        links[-1].symlink_to(f.root / target)
        for link, following in zip(links[:-1], links[1:], strict=True):
            link.symlink_to(following)
        return str(links[0])
    return make


def _beside(first: Callable[[Folder], str], make: Callable[[Folder], str]) -> Callable[[Folder], str]:
    """``make``, after ``first`` wrote its file beside it (the file a chain of links ends at)."""
    def both(f: Folder) -> str:
        first(f)
        return make(f)
    return both


def _flex_folder(f: Folder) -> str:
    """A folder of instances: a good file (one instance) and one cut in the middle."""
    folder = f.root / "instances"
    folder.mkdir()
    instance = json.loads(FLEX.read_text(encoding="utf-8"))[0]
    (folder / "good.json").write_text(json.dumps([instance]), encoding="utf-8")
    (folder / "bad.json").write_text(json.dumps([instance])[:300], encoding="utf-8")
    return str(folder)


def _notes_as_data(f: Folder) -> str:
    folder = f.root / "downloads"
    folder.mkdir()
    (folder / "notes.txt").write_text("flights to check\n", encoding="utf-8")
    (folder / "budget.csv").write_text("item,cost\nhotel,300\n", encoding="utf-8")
    return str(folder)


def _twice(flag: str, first: str, second: str) -> tuple[str, ...]:
    return (flag, first, flag, second)


def _trip(**words: str) -> str:
    """The suite's request with some of its words replaced (``dates=...``, ``people=...``, ``budget=...``)."""
    text = QUERY
    for old, new in {"from March 13th to March 15th, 2022": words.get("dates"), "for 2 people": words.get("people"),
                     "$1,400": words.get("budget")}.items():
        if new is not None:
            text = text.replace(old, new)
    return text


CASES: dict[str, Probe] = {
    # --- a flag of one value given twice with two values: one wish would be dropped (the first in a real process) ---
    "plan-row-given-twice-differently": _flag(lambda f: ["plan", "--split", "validation_dev",
                                                         *_twice("--row", "0", "1")], "--row"),
    "plan-split-given-twice-differently": _flag(lambda f: ["plan", *_twice("--split", "validation_dev", "train"),
                                                           "--row", "0"], "--split"),
    "plan-policy-given-twice-differently": _flag(_plan(*_twice("--policy", "expert", "solver")), "--policy"),
    "bench-out-given-twice-differently": Probe(lambda f: ["bench", "run", "--split", q(f), "--out", _out(f, "o1"),
                                                          "--out", _out(f, "o2")], causes=("--out",), limit_s=QUICK,
                                               after=_not_made("o2")),
    "evaluate-mode-given-twice-differently": _flag(lambda f: ["evaluate", _plans_line(f), "--queries", q(f),
                                                              *_twice("--mode", "official", "strict")], "--mode"),
    # ``--timeout 1``: a run that is not refused starts the model server and gives up on it in a second (no hang)
    "serve-port-given-twice-differently": _flag(lambda f: ["serve", "small", "--timeout", "1",
                                                           *_twice("--port", "8000", "8001")], "--port"),
    "flex-history-given-twice-differently": _flag(_flex_run(*_twice("--history", "full", "rebuilt")), "--history"),
    "latency-seed-given-twice-differently": _flag(_latency("--limit", "1", "--lengths", "3",
                                                           *_twice("--seed", "1", "2")), "--seed"),
    "replan-db-given-twice-differently": _flag(lambda f: ["replan", "--thread", "t", "--db", _out(f, "a.sqlite"),
                                                          "--db", _out(f, "b.sqlite"), "--disrupt", "flight:day1"],
                                               "--db"),
    "load-turns-given-twice-differently": _flag(lambda f: ["bench", "load", "--conversations", "1",
                                                           *_twice("--turns", "1", "2"), "--out", _out(f)], "--turns"),
    # --- flags that each make sense, but together one is dropped ---
    "plan-sequential-ablation-with-five-executors": _flag(_plan("--ablation", "sequential", "--executors", "5"),
                                                          "--executors"),
    "plan-no-bargaining-ablation-with-five-iterations": _flag(_plan("--ablation", "no-bargaining",
                                                                    "--max-iterations", "5"), "--max-iterations"),
    "plan-solver-policy-with-the-no-solver-ablation": _flag(_plan("--policy", "solver", "--ablation", "no-solver"),
                                                            "no-solver"),
    "plan-solver-policy-with-a-tool-cap": _flag(_plan("--policy", "solver", "--tool-cap", "5"), "--tool-cap"),
    "bench-solver-policy-with-the-no-coordinator-ablation": _flag(_bench("--policy", "solver", "--ablation",
                                                                         "no-coordinator"), "no-coordinator"),
    "env-quality-focus-under-the-cheapest-objective": Probe(_plan("--objective", "cheapest"), limit_s=QUICK,
                                                            causes=("HIMAP_QUALITY_FOCUS",),
                                                            env=lambda f: {"HIMAP_QUALITY_FOCUS": "hotels"}),
    "load-server-with-two-processes": _flag(lambda f: ["bench", "load", "--turns", "1", "--conversations", "1",
                                                       "--server", "http://127.0.0.1:9", "--processes", "2",
                                                       "--out", _out(f)], "--processes"),
    "flex-solver-policy-with-a-model": _flag(_flex_run("--policy", "solver", "--model", "qwen"), "--model"),
    "flex-solver-policy-with-five-executors": _flag(_flex_run("--policy", "solver", "-P", "5"), "--executors"),
    "bench-solver-policy-with-five-executors": _flag(_bench("--policy", "solver", "-P", "5"), "--executors"),
    "bench-sequential-ablation-with-five-executors": _flag(_bench("--ablation", "sequential", "-P", "5"),
                                                           "--executors"),
    "env-tool-cap-under-the-solver-policy": Probe(_plan(), causes=("HIMAP_TOOL_CAP",), limit_s=QUICK,
                                                  env=lambda f: {"HIMAP_POLICY": "solver", "HIMAP_TOOL_CAP": "5"}),
    "replan-the-same-disruption-twice": _flag(_replan("--disrupt", "lodging:day2", "--disrupt", "lodging:day2"),
                                              "lodging:day2"),
    # --- one input given twice to a flag that takes several: it would be read, counted or measured twice ---
    "flex-instances-the-same-file-twice": _flag(lambda f: ["flex", "run", "--instances", _flex(f), "--instances",
                                                           _flex(f), "--out", _out(f)], "--instances"),
    "flex-instances-one-file-by-two-spellings": _flag(lambda f: ["flex", "run", "--instances", _flex(f),
                                                                 "--instances", "./flex.json", "--out", _out(f)],
                                                      "--instances"),
    "export-runs-the-same-folder-twice": _flag(lambda f: ["export", "--runs", _roles(ROLE_LINE)(f), "--runs",
                                                          str(f.root / "runs"), "--out", _out(f)], "--runs"),
    "load-conversations-the-same-number-twice": _flag(lambda f: ["bench", "load", "--turns", "1", "--conversations",
                                                                 "1,1", "--out", _out(f)], "--conversations"),
    # --- flag values of odd shapes ---
    "plan-short-executors-flag-without-its-value": _flag(_plan("-P"), "-P"),
    "plan-a-misspelt-thread-flag": _flag(_plan("--thred", "t"), "--thred"),
    "serve-port-with-a-decimal": _flag(lambda f: ["serve", "small", "--port", "8000.0"], "--port"),
    "bench-tool-latency-with-units": _flag(_bench("--tool-latency", "50ms-200ms"), "--tool-latency"),
    "latency-lengths-with-semicolons": _flag(_latency("--lengths", "3;5"), "--lengths"),
    "load-conversations-with-semicolons": _flag(lambda f: ["bench", "load", "--turns", "1", "--conversations", "1;8",
                                                           "--out", _out(f)], "--conversations"),
    "bench-seeds-as-a-range": _flag(_bench("--seeds", "1-3"), "--seeds"),
    "flex-limit-with-a-thousands-comma": _flag(_flex_run("--limit", "1,000"), "--limit"),
    "bench-out-only-blanks": Probe(lambda f: ["bench", "run", "--split", q(f), "--out", "   "], causes=("--out",),
                                   limit_s=QUICK, after=_not_made("   ")),
    "plan-db-only-blanks": _flag(_plan("--thread", "t", "--db", "  "), "--db"),
    "replan-disrupt-a-price-times-nan": _flag(_replan("--disrupt", "price:day1.lodging=xnan"), "price"),
    "evaluate-report-ending-in-a-slash": Probe(lambda f: ["evaluate", _plans_line(f), "--queries", q(f), "--report",
                                                          _out(f, "r.json") + "/"], causes=("r.json",),
                                               limit_s=QUICK, after=_not_made("r.json")),
    "plan-deps-png-ending-in-a-slash": Probe(_plan("--deps-png", "d.png/"), causes=("d.png",), limit_s=QUICK,
                                             after=_not_made("d.png")),
    "compare-out-ending-in-a-slash": Probe(lambda f: ["bench", "compare", str(REPORT), str(REPORT), "--out",
                                                      _out(f, "c.md") + "/"], causes=("c.md",), limit_s=QUICK,
                                           after=_not_made("c.md")),
    # --- files of another schema where one belongs ---
    "plan-q-a-flextravelbench-file": _flag(lambda f: ["plan", "--split", f.file("trips.csv", FLEX.read_bytes()),
                                                      "--row", "0"], "trips.csv"),
    "evaluate-queries-a-report": _flag(lambda f: ["evaluate", _plans_line(f), "--queries",
                                                  f.file("queries.csv", REPORT.read_bytes())], "queries.csv"),
    "evaluate-queries-the-plans-file": _flag(lambda f: ["evaluate", _plans_line(f), "--queries",
                                                        _plans_line(f)], "plans.jsonl"),
    "flex-instances-a-queries-csv": _flag(_flex_run(instances=q), "q.csv"),
    "compare-a-disruption-cases-file": _flag(lambda f: ["bench", "compare", f.file("cases.json", CASES_FILE.read_bytes()),
                                                        str(REPORT)], "cases.json"),
    "export-roles-lines-of-a-plans-file": _flag(lambda f: ["export", "--runs", _roles(
        json.dumps({"idx": 1, "query": QUERY, "plan": []}) + "\n")(f), "--out", _out(f)], "roles.jsonl"),
    "data-from-a-folder-of-someones-notes": Probe(lambda f: ["data", "--from", _notes_as_data(f), "--out",
                                                             _out(f)], causes=("downloads",), limit_s=QUICK,
                                                  after=_not_made("o")),
    "flex-instances-a-folder-with-one-file-cut": _flag(_flex_run(instances=_flex_folder), "bad.json",
                                                       limit_s=SLOW_PLAN),
    # --- links past the kernel's limit, plans lines of no use ---
    "bench-split-a-chain-of-41-links": _flag(lambda f: ["bench", "run", "--split", _beside(q, _chain("q", "q.csv"))(f),
                                                        "--out", _out(f)], "q.0"),
    "evaluate-plans-a-chain-of-41-links": _flag(lambda f: ["evaluate", _beside(_plans_line, _chain("p", "plans.jsonl"))(f),
                                                           "--queries", q(f)], "p.0"),
    "plan-db-a-chain-of-41-links": _flag(lambda f: ["plan", QUERY, "--thread", "t", "--db",
                                                    _chain("t", "t.sqlite")(f)], "t.0"),
    "evaluate-plans-an-empty-object-line": _flag(lambda f: ["evaluate", f.file("plans.jsonl", "{}\n"), "--queries",
                                                            q(f)], "plans.jsonl"),
    # corrected after scoring (expected refused): a line beyond the queries' is named as ignored, as the official
    # scorer reads one line per query (the eleventh set's stray brace): a recorded outcome
    "evaluate-plans-a-dos-end-of-file-mark": Probe(lambda f: ["evaluate", f.file(
        "plans.jsonl", json.dumps({"idx": 1, "plan": []}) + "\n\x1a"), "--queries", q(f)], code=0,
        causes=("beyond",), limit_s=QUICK),
    # --- run settings one past their documented bound, LLM settings of odd shapes ---
    "env-executors-thirty-one": _env("HIMAP_EXECUTORS", "31", "HIMAP_EXECUTORS"),
    "env-tool-cap-one-hundred-and-one": _env("HIMAP_TOOL_CAP", "101", "HIMAP_TOOL_CAP"),
    "env-solver-time-limit-an-hour-and-a-second": _env("HIMAP_SOLVER_TIME_LIMIT", "3601", "HIMAP_SOLVER_TIME_LIMIT"),
    "env-retry-interval-past-ten-minutes": _env("HIMAP_RETRY_INTERVAL", "600.5", "HIMAP_RETRY_INTERVAL"),
    "env-latency-seed-one-past-int64": _env("HIMAP_LATENCY_SEED", "9223372036854775808", "HIMAP_LATENCY_SEED"),
    "env-tool-latency-a-millisecond-past-a-minute": _env("HIMAP_TOOL_LATENCY", "60001-60001", "HIMAP_TOOL_LATENCY"),
    "env-model-attempts-twenty-one": _env("HIMAP_MODEL_ATTEMPTS", "21", "HIMAP_MODEL_ATTEMPTS"),
    "env-max-repairs-eleven": _env("HIMAP_MAX_REPAIRS", "11", "HIMAP_MAX_REPAIRS"),
    "env-llm-a-misspelt-key": _llm_env("HIMAP_LLM", '{"temprature": 0.5}', "temprature"),
    "env-llm-temperature-1e400": _llm_env("HIMAP_LLM_TEMPERATURE", "1e400", "HIMAP_LLM_TEMPERATURE"),
    # corrected after scoring (expected the value named as written): ``~`` is read as the home folder, as a shell
    # would, and the refusal names the folder it means and the variable
    "env-data-dir-written-with-a-tilde": _env("HIMAP_DATA_DIR", "~/no-such-data", "HIMAP_DATA_DIR", "no-such-data"),
    # --- requests that cannot be planned as said ---
    "plan-request-days-and-dates-disagree": _request(_trip(dates="from March 13th to March 17th, 2022")),
    "plan-request-february-29th-of-a-common-year": _request(_trip(dates="from February 29th to March 2nd, 2023"),
                                                            "February 29"),
    "plan-request-march-32nd": _request(_trip(dates="from March 32nd to March 34th, 2022"), "March 32"),
    "plan-request-dates-backwards-in-words": _request(_trip(dates="from March 15th to March 13th, 2022")),
    "plan-request-for-zero-people": _request(_trip(people="for zero people")),
    "plan-request-for-2-and-a-half-people": _request(_trip(people="for 2.5 people"), "2.5"),
    "plan-request-a-budget-of-a-billion": _request(_trip(budget="$1,000,000,000")),
    "plan-request-of-ten-thousand-letters": _request("a" * 10_000),
    "plan-request-of-unicode-blanks-only": _request("\u3000\u2003\u00a0\u2009" * 50),
    "plan-request-of-line-ends-only": _request("\n" * 20),
    "plan-request-a-city-of-ten-thousand-letters": _request(QUERY.replace("Myrtle Beach", "Myrtle Beac" + "h" * 10_000)),
    # corrected after scoring (expected refused): the origin is read as Washington and the rest is punctuation and
    # words no wish is made of (the reader's chatter); the text is never code: planned as asked, the sandbox whole
    "plan-request-sql-in-the-city": _said(QUERY.replace("Washington", "Washington'); DROP TABLE flights;--")),
    # --- not shut: legitimate inputs that must be taken ---
    "plan-row-given-twice-the-same": _taken(lambda f: ["plan", "--split", "validation_dev",
                                                       *_twice("--row", "0", "0")]),
    "plan-flags-written-with-equals-signs": _taken(lambda f: ["plan", "--split=validation_dev", "--row=0",
                                                              "--objective=cheapest"]),
    "plan-an-option-before-the-request": _taken(lambda f: ["plan", "-P", "2", QUERY]),
    "plan-q-mixed-line-ends": _taken(lambda f: ["plan", "--split", f.file("q.csv", _mixed_endings(3)), "--row", "1"]),
    "plan-q-without-the-row-column": _taken(lambda f: ["plan", "--split", f.file("q.csv", _rows_csv(1, drop=("row",))),
                                                       "--row", "0"]),
    "evaluate-q-without-the-row-column": _taken(lambda f: ["evaluate", _plans_line(f), "--queries",
                                                           f.file("q.csv", _rows_csv(1, drop=("row",)))],
                                                limit_s=QUICK),
    "evaluate-plans-mixed-line-ends": _taken(lambda f: ["evaluate", f.file(
        "plans.jsonl", json.dumps({"idx": 1, "plan": []}) + "\r\n" + json.dumps({"idx": 2, "plan": []}) + "\n"),
        "--queries", f.file("q.csv", _rows_csv(2))], limit_s=QUICK),
    "env-llm-an-empty-object": Probe(_plan(), code=0, limit_s=SLOW_PLAN, env=lambda f: {"HIMAP_LLM": "{}"}),
    "plan-request-with-iso-dates": _said(_trip(dates="from 2022-03-13 to 2022-03-15")),
    "plan-request-with-numbers-in-words": _said(_trip(people="for two people").replace("3-day", "three-day")),
    "plan-request-a-budget-with-cents": _said(_trip(budget="$1,400.00")),
    "plan-request-terse-in-lower-case": _said("washington to myrtle beach, 3 days, march 13 to march 15 2022, "
                                              "2 people, budget $1400"),
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


# --- training configs, read by the scripts' own reader -----------------------------------------------------------------

TRAINING_REFUSED: dict[str, tuple[str, str]] = {
    "a-key-in-capitals": ("Learning_Rate: 0.001\n", "Learning_Rate"),
    "epochs-infinite": ("num_train_epochs: .inf\n", "num_train_epochs"),
}


@pytest.mark.parametrize("shape", list(TRAINING_REFUSED))
def test_a_training_config_that_cannot_be_used_is_refused_naming_the_file_and_the_setting(tmp_path, shape):
    check_training_refused(tmp_path, *TRAINING_REFUSED[shape])


def test_a_training_config_written_as_json_is_taken(tmp_path):
    """JSON is YAML: a config a script wrote with ``json.dump`` is read as the same settings."""
    from trl import SFTConfig

    from himap_travel.training.config import DataArguments, TemplateArguments, parse_training_args

    path = tmp_path / "cfg.yaml"
    settings = {"output_dir": str(tmp_path / "out"), "use_cpu": True, "bf16": False, "report_to": "none",
                "learning_rate": 0.0002, "bench_limit": 3}
    path.write_text(json.dumps(settings, indent=2), encoding="utf-8")
    parsed = parse_training_args((DataArguments, TemplateArguments, SFTConfig), ["--config", str(path)])
    assert parsed[0].bench_limit == 3 and parsed[2].learning_rate == pytest.approx(0.0002)


def test_the_set_is_large_enough():
    total = len(CASES) + len(TRAINING_REFUSED) + 1
    assert total >= 80 and len(set(NAMES)) == len(NAMES)
    assert Path(__file__).name.endswith("_thirteenth.py") and CASES_FILE.is_file() and FLEX.is_file()
