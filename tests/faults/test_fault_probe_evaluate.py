"""Fault probes of ``app.py evaluate`` and ``python -m himap_travel.domain.evaluation``: where the evaluator used to fail open.

Each probe is what a careless or hostile user would give: a plans file with a byte-order mark, in UTF-16,
as a JSON array; a line with a key twice, NaN or half a character; a report path that is the queries file or
a folder nobody can write in; a queries file whose text says another budget than its fields; and, in strict
mode, a plan whose required fields are null or whose venue is spelt with look-alike letters. The command line
runs in subprocesses (tests/support/faultkit.py): exit code, no traceback, the cause and the file named, nothing
left behind. The verdict probes call the evaluator directly.
"""

from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.sandbox.queries import load_gold_plans, load_queries
from tests.support.faultkit import DATA_DIR, REPO, FileSnapshot, assert_clean_exit, assert_refused, cli_env, run_cli, run_in_process

TRAIN_CSV = DATA_DIR / "travelplanner" / "queries" / "train.csv"


@pytest.fixture(scope="module")
def gold() -> tuple:
    """The first train query's spec and its gold plan (passes every check in both modes)."""
    return load_queries("train")[0].spec, load_gold_plans("train")[0]


def _train_rows() -> tuple[list[str], list[dict]]:
    csv.field_size_limit(sys.maxsize)
    with TRAIN_CSV.open(newline="", encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        return list(reader.fieldnames or []), list(reader)


def _queries_csv(path: Path, index: int = 0, **changes: str) -> Path:
    """A train query (the first by default) as a one-row queries CSV, with some fields changed."""
    fields, rows = _train_rows()
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=fields)
        writer.writeheader()
        writer.writerow({**rows[index], **changes})
    return path


def _plans(path: Path, *lines: str, prefix: bytes = b"", encoding: str = "utf-8") -> Path:
    path.write_bytes(prefix + "".join(line + "\n" for line in lines).encode(encoding))
    return path


@pytest.fixture
def folder(tmp_path) -> Path:
    """A queries CSV (train's first row) and a plans file holding its gold plan."""
    _queries_csv(tmp_path / "q.csv")
    spec, plan = load_queries("train")[0].spec, load_gold_plans("train")[0]
    _plans(tmp_path / "plans.jsonl", json.dumps({"idx": 1, "query": spec.query, "plan": plan}))
    return tmp_path


def evaluate(folder: Path, *args: str, run=run_cli) -> tuple:
    """``app.py evaluate ARGS`` in ``folder``; what changed there. ``run``: a real process, or ``run_in_process`` for
    the other ways to one cause (one real process per cause is enough; each costs seconds of imports)."""
    before = FileSnapshot(folder)
    result = run("evaluate", *args, cwd=folder, timeout=120)
    return result, before.changes()


def _report(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


# --- the plans file ---------------------------------------------------------------------------


def test_a_byte_order_mark_is_not_part_of_line_1(folder):
    """Windows editors write one: the gold plan must still pass, not become 'line 1: not valid JSON'."""
    line = (folder / "plans.jsonl").read_text(encoding="utf-8").strip()
    _plans(folder / "bom.jsonl", line, prefix=b"\xef\xbb\xbf")
    result, _ = evaluate(folder, "bom.jsonl", "--queries", "q.csv", "--report", "r.json")
    assert_clean_exit(result, 0)
    assert _report(folder / "r.json")["metrics"]["final_pass_rate"] == 1.0, str(result)


def test_a_utf16_plans_file_is_refused_naming_the_encoding(folder):
    line = (folder / "plans.jsonl").read_text(encoding="utf-8").strip()
    _plans(folder / "u16.jsonl", line, encoding="utf-16")
    result, changed = evaluate(folder, "u16.jsonl", "--queries", "q.csv")
    assert_refused(result, "error:", "u16.jsonl", "UTF-16")
    assert changed == []


@pytest.mark.parametrize("run, content", [
    (run_cli, '[{"idx": 1, "query": "", "plan": null}]'),  # the whole submission as one JSON array
    (run_in_process, "idx,query,plan\n1,,"),  # a CSV
    (run_in_process, '[\n  {\n    "idx": 1,\n    "plan": null\n  }\n]'),  # pretty-printed JSON
    (run_in_process, '{"org": "Washington", "dest": "Myrtle Beach"}'),  # a queries JSONL
    (run_in_process, "null\n42\n\"plan\""),
])
def test_a_file_without_any_plan_object_is_refused_not_scored_zero(folder, run, content):
    _plans(folder / "notjsonl.jsonl", content)
    result, changed = evaluate(folder, "notjsonl.jsonl", "--queries", "q.csv", "--report", "r.json", run=run)
    assert_refused(result, "error:", "notjsonl.jsonl", "not a plans file", "line 1")
    assert "TravelPlanner evaluation" not in result.output and changed == []


def test_a_garbage_file_of_millions_of_lines_is_refused_in_seconds(folder):
    _plans(folder / "garbage.jsonl", *(['{"plan": 1, "plan": 2}'] * 1_000_000))
    started = time.monotonic()
    result, _ = evaluate(folder, "garbage.jsonl", "--queries", "q.csv")
    assert_refused(result, "not a plans file", "first 1,000")
    assert time.monotonic() - started < 30


@pytest.mark.parametrize("run, edit, cause", [
    (run_cli, lambda text: text.replace('"plan": [', '"plan": null, "plan": [', 1), "the key 'plan' appears twice"),
    (run_in_process, lambda text: text.replace('"breakfast": "', '"breakfast": "Fake Diner, Rockford", "breakfast": "', 1),
     "the key 'breakfast' appears twice"),
    (run_in_process, lambda text: text.replace('"idx": 1', '"idx": NaN', 1), "NaN is not a JSON number"),
    (run_in_process, lambda text: text.replace('"days": 1', '"days": Infinity', 1), "Infinity is not a JSON number"),
])
def test_ambiguous_json_is_a_problem_of_its_line_never_taken_at_its_last_value(folder, run, edit, cause):
    """Python keeps the last of two keys (other readers the first) and reads NaN: the plan must not pass."""
    text = edit((folder / "plans.jsonl").read_text(encoding="utf-8").strip())
    _plans(folder / "amb.jsonl", text, json.dumps({"idx": 2, "query": "", "plan": None}))
    result, _ = evaluate(folder, "amb.jsonl", "--queries", "q.csv", "--report", "r.json", run=run)
    assert_clean_exit(result, 0)
    assert cause in result.words, str(result)
    report = json.loads((folder / "r.json").read_text(encoding="utf-8"), parse_constant=_not_json)  # standard JSON
    assert report["plans"][0]["final_pass"] is False


def _not_json(name: str):
    raise AssertionError(f"the report holds {name}, which is not JSON")


def test_a_lone_surrogate_escape_neither_crashes_the_report_nor_leaves_a_temporary_file(folder):
    text = (folder / "plans.jsonl").read_text(encoding="utf-8").strip()
    _plans(folder / "sur.jsonl", text.replace('"idx": 1', '"idx": "\\ud800"', 1), text.replace('"idx": 1', '"idx": 2'))
    result, changed = evaluate(folder, "sur.jsonl", "--queries", "q.csv", "--report", "r.json")
    assert_clean_exit(result, 0)
    assert "lone surrogate" in result.words, str(result)
    assert changed == [str(folder / "r.json")]  # the report, and no ".r.json.*.tmp" beside it


# --- the report path ----------------------------------------------------------------------------


def test_a_report_onto_the_queries_file_is_refused_and_the_queries_kept(folder):
    before = (folder / "q.csv").read_bytes()
    result, changed = evaluate(folder, "plans.jsonl", "--queries", "q.csv", "--report", "q.csv")
    assert_refused(result, "error:", "--report q.csv", "queries file itself")
    assert (folder / "q.csv").read_bytes() == before and changed == []


def test_a_report_onto_a_split_file_is_refused(tmp_path):
    """Run on a data folder of its own (the database linked, the split copied): a regression must not
    overwrite the shared benchmark data."""
    data = tmp_path / "data"
    (data / "travelplanner" / "queries").mkdir(parents=True)
    (data / "travelplanner" / "database").symlink_to(DATA_DIR / "travelplanner" / "database")
    split = data / "travelplanner" / "queries" / "train.csv"
    split.write_bytes(TRAIN_CSV.read_bytes())
    before = FileSnapshot(data / "travelplanner" / "queries")
    result = run_cli("evaluate", "--gold", "train", "--data", str(data), "--report", str(split), cwd=tmp_path, timeout=120)
    assert_refused(result, "error:", "--report", "inside the data folder")  # the data is never written (it was: "queries file itself")
    assert before.changes() == [] and split.read_bytes() == TRAIN_CSV.read_bytes()


def test_a_report_where_no_file_can_be_created_is_refused_before_evaluating(folder):
    """/proc passes the permission bits for root, yet takes no new file: the metrics would be lost."""
    result, changed = evaluate(folder, "plans.jsonl", "--queries", "q.csv", "--report", "/proc/r.json")
    assert_refused(result, "error:", "--report /proc/r.json", "cannot write in")
    assert "TravelPlanner evaluation" not in result.output and changed == []


# --- the queries file ---------------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["official", "strict"])
@pytest.mark.parametrize("edit, field", [
    (lambda row: {"budget": "17000"}, "budget"),  # the text says $1,700
    (lambda row: {"people_number": "3"}, "people_number"),  # the text says a single person
    (lambda row: {"dest": "Chicago"}, "dest"),  # the text says Rockford
    (lambda row: {"query": row["query"] + " Please, no flights."}, "transportation"),  # the fields drop it
])
def test_a_queries_row_whose_text_disagrees_with_its_fields_is_scored_with_a_warning(folder, edit, field, mode):
    """Scored by the row's fields, as the official scorer scores every row; the disagreement is named, never refused
    (the benchmark's own validation file has such a row; ablations and generated variants edit fields on purpose)."""
    _queries_csv(folder / "edited.csv", **edit(_train_rows()[1][0]))
    _plans(folder / "p.jsonl", json.dumps({"idx": 1, "query": "", "plan": load_gold_plans("train")[0]}))
    run = run_cli if (field, mode) == ("budget", "official") else run_in_process  # one real process for the cause
    result, changed = evaluate(folder, "p.jsonl", "--queries", "edited.csv", "--mode", mode, "--report", "r.json", run=run)
    assert_clean_exit(result, 0)
    assert "warning:" in result.output and "row 1" in result.words and f"its text says {field}" in result.words, str(result)
    warnings = _report(folder / "r.json")["warnings"]
    assert [(w["row"], w["field"]) for w in warnings] == [(1, field)], warnings
    assert warnings[0]["text"] != warnings[0]["value"]
    assert changed == [str(folder / "r.json")]


@pytest.mark.parametrize("mode", ["official", "strict"])
def test_a_row_asking_for_parties_whose_field_says_smoking_is_scored_by_the_field(tmp_path, mode):
    """The kind of row TravelPlanner's published validation split has: the text allows parties, the field says smoking.

    The gold plan keeps the text's rule (parties); the verdict on the house rule is the field's (smoking), as the
    official scorer gives it, and the disagreement is a warning naming the row, the field and both values."""
    row = _train_rows()[1][16]
    assert "'house rule': 'parties'" in row["local_constraint"]
    _queries_csv(tmp_path / "q.csv", 16, local_constraint=row["local_constraint"].replace("'parties'", "'smoking'"))
    plan = load_gold_plans("train")[16]
    _plans(tmp_path / "p.jsonl", json.dumps({"idx": 1, "query": row["query"], "plan": plan}))
    run = run_cli if mode == "official" else run_in_process  # one real process for the cause
    result = run("evaluate", "p.jsonl", "--queries", "q.csv", "--mode", mode, "--report", "r.json", cwd=tmp_path, timeout=120)
    assert_clean_exit(result, 0)
    report = _report(tmp_path / "r.json")
    assert report["warnings"] == [{"row": 1, "field": "house rule", "text": "'parties'", "value": "'smoking'"}]
    spec = load_queries(str(tmp_path / "q.csv"))[0].spec
    assert spec.local_constraint.house_rule == "smoking"
    assert report["plans"][0]["hard"]["room_rule"] is _smoking_allowed_by_the_stays(plan)
    assert evaluate_plan(spec, plan, _sandbox(), mode).hard["room_rule"] is _smoking_allowed_by_the_stays(plan)


def _sandbox():
    from himap_travel.domain.sandbox.index import load_sandbox
    return load_sandbox()


def _smoking_allowed_by_the_stays(plan: list[dict]) -> bool:
    """Read from the accommodations CSV itself: no stay of the plan says 'No smoking' (the official scorer's rule)."""
    stays = {day["accommodation"] for day in plan if day.get("accommodation") not in (None, "-", "")}
    path = DATA_DIR / "travelplanner" / "database" / "accommodations" / "clean_accommodations_2022.csv"
    with path.open(newline="", encoding="utf-8") as handle:
        rules = [r["house_rules"] for r in csv.DictReader(handle) if f"{r['NAME']}, {r['city']}" in stays]
    assert rules, stays
    return all("No smoking" not in text for text in rules)


def test_a_queries_row_with_places_outside_the_sandbox_is_refused(folder):
    _queries_csv(folder / "nowhere.csv", dest="Atlantis", query="")
    result, _ = evaluate(folder, "plans.jsonl", "--queries", "nowhere.csv")
    assert_refused(result, "error:", "nowhere.csv", "row 1", "'Atlantis' is not a city or a state of the sandbox")


def test_the_benchmark_splits_pass_the_queries_check_and_gold_still_scores_100(tmp_path):
    """The check reads every benchmark query's text exactly: no real row is refused."""
    result = run_cli("evaluate", "--gold", "train", "--report", str(tmp_path / "r.json"), timeout=120)
    assert_clean_exit(result, 0)
    assert _report(tmp_path / "r.json")["metrics"]["final_pass_rate"] == 1.0
    plans = tmp_path / "v.jsonl"
    rows = load_queries("validation_dev")
    _plans(plans, *(json.dumps({"idx": i, "query": r.spec.query, "plan": None}) for i, r in enumerate(rows, 1)))
    assert_clean_exit(run_cli("evaluate", str(plans), "--queries", "validation_dev", timeout=120), 0)


# --- python -m himap_travel.domain.evaluation -----------------------------------------------------------------------


def test_python_m_evaluation_refuses_the_same_inputs(folder):
    _plans(folder / "array.jsonl", '[{"idx": 1, "query": "", "plan": null}]')
    for args, cause in [(["array.jsonl", "--queries", "q.csv"], "not a plans file"),
                        (["plans.jsonl", "--queries", "q.csv", "--out", "q.csv"], "queries file itself")]:
        done = subprocess.run([sys.executable, "-m", "himap_travel.domain.evaluation", *args], cwd=folder, env=cli_env(
            PYTHONPATH=str(REPO)), capture_output=True, text=True, timeout=120)
        assert done.returncode == 2 and "Traceback" not in done.stderr and cause in done.stderr, done.stderr


# --- strict verdicts -------------------------------------------------------------------------------


@pytest.mark.parametrize("day, field, value", [
    (1, "breakfast", None), (1, "lunch", 0), (1, "dinner", []), (1, "attraction", None), (1, "attraction", " "),
    (1, "attraction", ";"), (2, "transportation", None), (2, "transportation", False),
])
def test_strict_mode_fails_a_required_field_that_is_null_or_empty(gold, sandbox, day, field, value):
    """Official mode keeps the scorer's ``value in ['', '-']`` (null passes: a quirk); strict mode does not."""
    spec, plan = gold
    edited = [dict(unit) for unit in plan]
    edited[day][field] = value
    verdict = evaluate_plan(spec, edited, sandbox, "strict")
    assert verdict.commonsense["complete_information"] is False and verdict.final_pass is False


@pytest.mark.parametrize("look_alike", ["\u017fubway, Rockford", "Subway, Roc\u212aford", "\uff33ubway, Rockford"])
def test_strict_mode_does_not_match_look_alike_letters_to_a_real_venue(gold, sandbox, look_alike):
    spec, plan = gold
    edited = [dict(unit) for unit in plan]
    assert edited[2]["breakfast"] == "Subway, Rockford"
    edited[2]["breakfast"] = look_alike
    assert evaluate_plan(spec, edited, sandbox, "strict").commonsense["within_sandbox"] is False
    edited[2]["breakfast"] = "SUBWAY,  Rockford"  # case and spaces still fold
    assert evaluate_plan(spec, edited, sandbox, "strict").final_pass is True


def test_the_gold_plan_still_passes_both_modes(gold, sandbox):
    spec, plan = gold
    assert all(evaluate_plan(spec, plan, sandbox, mode).final_pass for mode in ("official", "strict"))


def test_nothing_is_written_outside_the_given_paths(folder):
    home = folder / "home"
    home.mkdir()
    env = cli_env(HOME=str(home))
    before = FileSnapshot(folder)
    done = subprocess.run([sys.executable, str(REPO / "app.py"), "evaluate", "plans.jsonl", "--queries", "q.csv",
                           "--report", "out/r.json"], cwd=folder, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "does not exist" in done.stderr + done.stdout
    assert before.changes() == [] and not os.listdir(home)


def test_a_multi_turn_queries_file_whose_texts_withhold_constraints_is_not_refused(folder):
    """FlexTravelBench's final-turn queries keep turn 1's text; the fields hold what later turns revealed."""
    fields, rows = _train_rows()
    with (folder / "final_turn.csv").open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=[*fields, "removed"])
        writer.writeheader()
        writer.writerow({**rows[0], "budget": "1500", "removed": "budget"})
    result, _ = evaluate(folder, "plans.jsonl", "--queries", "final_turn.csv")
    assert_clean_exit(result, 0)


def test_bench_run_plans_a_disagreeing_row_from_its_fields_and_records_the_warning(tmp_path):
    row = _train_rows()[1][16]
    _queries_csv(tmp_path / "q.csv", 16, local_constraint=row["local_constraint"].replace("'parties'", "'smoking'"))
    result = run_cli("bench", "run", "--split", "q.csv", "--out", "out", cwd=tmp_path, timeout=300)
    assert_clean_exit(result, 0)
    assert "warning:" in result.output and "its text says house rule" in result.words, str(result)
    report = _report(tmp_path / "out" / "report.json")
    assert report["warnings"] == [{"row": 1, "field": "house rule", "text": "'parties'", "value": "'smoking'"}]
    assert "its text says house rule 'parties'" in (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
    submitted = json.loads((tmp_path / "out" / "submission.jsonl").read_text(encoding="utf-8").splitlines()[0])
    assert _smoking_allowed_by_the_stays(submitted["plan"]), "planned from the text (parties), not the field (smoking)"
