"""The evaluator on hostile input: the same answers as the official patterns, in linear time, within caps.

* ``evaluation.linear_match`` gives what each backtracking pattern of the
  official scorer gives (kept here as the oracle), on every short string over
  the patterns' tokens and on random ones;
* on inputs of a megabyte that took the patterns minutes or hours (no comma,
  "from" and a run of spaces, ...) the parsers and the checks give the right
  answer; each such call runs in a child process that must finish within a
  minute, so a quadratic reading fails the test instead of hanging it;
* the caps of a plans file are named problems of the plan, and a file or a
  path that cannot be used is an ``EvaluationFileError`` naming it.
"""

from __future__ import annotations

import itertools
import json
import multiprocessing
import os
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from himap_travel.domain.evaluation import evaluate_file, evaluate_plan, linear_match, lookup, parsing, plans_file
from himap_travel.domain.evaluation.commonsense import within_current_city
from himap_travel.domain.evaluation.context import Context
from himap_travel.domain.evaluation.evaluate import MAX_REASONS, collect
from himap_travel.domain.evaluation.lookup import venue_index
from himap_travel.domain.evaluation.plans_file import EvaluationFileError, ProblemLog, check_plans_file
from himap_travel.domain.evaluation.query import to_query
from himap_travel.domain.evaluation.report import check_report_path, load_query_rows
from himap_travel.domain.sandbox.queries import load_gold_plans
from tests.support.faultkit import read_only_folder

MB = 1_000_000

# --- the official patterns, as the oracle ----------------------------------------------------

ORACLE: dict[str, tuple[Callable, Callable, Callable]] = {  # name: (pattern call, groups, linear function)
    "name_city": (re.compile(r"(.*?),\s*([^,]+)(\(\w[\w\s]*\))?$").search, lambda m: m.group(1, 2),
                  linear_match.name_city_groups),
    "before_parenthesis": (re.compile(r"^(.*?)\([^)]*\)").search, lambda m: m.group(1),
                           linear_match.before_parenthesis_group),
    "from_to": (re.compile(r"from\s+(.+?)\s+to\s+([^,]+)(?=[,\s]|$)").search, lambda m: m.group(1, 2),
                linear_match.official_from_to),
    "strict_flight": (re.compile(r"^\s*Flight Number:\s*([A-Za-z0-9]+)\s*,\s*from\s+(.+?)\s+to\s+([^,]+?)\s*(?:,|$)",
                                 re.IGNORECASE).match, lambda m: m.groups(), linear_match.strict_flight_groups),
    "strict_ground": (re.compile(r"^\s*(Self-driving|Taxi)\s*,\s*from\s+(.+?)\s+to\s+([^,]+?)\s*(?:,|$)",
                                 re.IGNORECASE).match, lambda m: m.groups(), linear_match.strict_ground_groups),
    "strict_travel_day": (re.compile(r"^\s*from\s+(.+?)\s+to\s+(.+?)\s*$").match, lambda m: m.groups(),
                          linear_match.strict_travel_day_groups),
}
TOKENS = {  # the pieces each pattern reacts to
    "name_city": [",", " ", "\n", "a", "(", ")", "\t"],
    "before_parenthesis": ["(", ")", "\n", "a", " "],
    "from_to": ["from", "to", " ", "\n", ",", "a", "  "],
    "strict_flight": ["Flight Number: F1, from", "to", "TO", " ", "\n", ",", "a"],
    "strict_ground": ["taxi, from", "Self-driving,from", "to", " ", "\n", ",", "a"],
    "strict_travel_day": ["from", "to", " ", "\n", ",", "a", "\t"],
}
MIXED = ["from", "to", "To", "tO", " ", "\n", ",", "a", "(", ")", "\t", "\u2028", "\x85", "\u00a0", "\x1c", "  ",
         "x y", "Flight Number:", "F1", "taxi", "Self-driving", "İ", "ſ", "\r", "1", "fromto", "from ", " to "]


def oracle(name: str, text: Any) -> Any:
    search, groups, _ = ORACLE[name]
    match = search(text)
    return groups(match) if match else None


@pytest.mark.parametrize("name", ORACLE)
def test_every_short_string_over_the_tokens_reads_as_the_pattern_reads_it(name):
    linear = ORACLE[name][2]
    for length in range(6):
        for pieces in itertools.product(TOKENS[name], repeat=length):
            text = "".join(pieces)
            assert linear(text) == oracle(name, text), repr(text)


@pytest.mark.parametrize("name", ORACLE)
def test_random_strings_with_unicode_spaces_and_case_read_as_the_pattern_reads_them(name):
    rng = random.Random(name)
    linear = ORACLE[name][2]
    heads = ["", "Flight Number: F12, ", "Taxi, ", "self-driving, ", " "]
    for _ in range(4000):
        text = rng.choice(heads) + "".join(rng.choice(MIXED) for _ in range(rng.randint(0, 25)))
        assert linear(text) == oracle(name, text), repr(text)


@pytest.mark.parametrize("name", ORACLE)
@pytest.mark.parametrize("value", [5, None, ["a, b"], 1.5])
def test_a_value_that_is_not_text_fails_with_the_patterns_error(name, value):
    with pytest.raises(TypeError) as expected:
        oracle(name, value)
    with pytest.raises(TypeError) as got:
        ORACLE[name][2](value)
    assert str(got.value) == str(expected.value)


# --- a megabyte, in a child that must finish ---------------------------------------------------


def finishes(function: Callable, *args: Any, limit: float = 60.0) -> Any:
    """``function(*args)`` run in a forked child; the test fails if it has not returned within ``limit``.

    Not a timing: the limit is far above what a linear reading takes (well
    under a second), and far below what a quadratic one takes on these inputs.
    """
    context = multiprocessing.get_context("fork")
    receiver, sender = context.Pipe(duplex=False)
    child = context.Process(target=_call_and_send, args=(function, args, sender), daemon=True)
    child.start()
    sender.close()
    finished = receiver.poll(limit)
    result = receiver.recv() if finished else None
    child.kill()
    child.join()
    assert finished, f"{function.__name__} did not finish within {limit:g} s on an input of {_size(args):,} characters"
    kind, value = result
    if kind == "error":
        raise value
    return value


def _call_and_send(function: Callable, args: tuple, sender) -> None:
    try:
        sender.send(("value", function(*args)))
    except Exception as error:  # noqa: BLE001 - handed back to the test
        sender.send(("error", error))


def _size(args: tuple) -> int:
    return sum(len(a) if isinstance(a, str) else len(json.dumps(a, default=str)) for a in args)


SPACES = " " * MB
LETTERS = "a" * MB


@pytest.mark.parametrize("entry, expected", [
    (LETTERS, ("-", "-")),  # no comma (the quadratic case of the issue: 128 KB took 121 s)
    (LETTERS + ", Chicago", (LETTERS, "Chicago")),
    ("a," * (MB // 2), ("-", "-")),  # ends with a comma: no comma-free tail anywhere
    ("Inn," + SPACES + ",", ("-", "-")),
    ("Inn, " + SPACES + "Chicago(Illinois)", ("Inn", "Chicago")),
    ("(" * MB + ", X", ("(" * MB, "X")),
])
def test_name_city_on_a_megabyte(entry, expected):
    assert finishes(parsing.name_city, entry) == expected


@pytest.mark.parametrize("text, expected", [
    ("from" + SPACES + "x", (None, None)),  # cubic in the pattern: 8 KB took 10 minutes
    ("from A" + SPACES + "to B, C", ("A", "B")),
    ("from " * (MB // 5), (None, None)),
    ("from a to," * (MB // 10), (None, None)),
    ("from \n" * (MB // 6), (None, None)),
    ("from" + SPACES + "to X", (" ", "X")),  # the engine gives a space back to the origin
    ("x" * MB + " from Denver to Austin", ("Denver", "Austin")),
])
def test_from_to_on_a_megabyte(text, expected):
    assert finishes(parsing.from_to, text) == expected


def test_before_parenthesis_on_a_megabyte():
    assert finishes(parsing.before_parenthesis, "(" * MB) == "(" * MB
    assert finishes(parsing.before_parenthesis, "Austin(" + SPACES + ")") == "Austin"


def test_strict_readings_on_a_megabyte():
    flight = finishes(parsing.strict_transport, "Flight Number: F1, from Denver to Austin" + SPACES + "x")
    assert (flight.mode, flight.origin, flight.destination, flight.structured) == \
           ("flight", "Denver", "Austin" + SPACES + "x", True)
    taxi = finishes(parsing.strict_transport, "Taxi, from Denver" + SPACES + "to Austin, cost: 5")
    assert (taxi.mode, taxi.origin, taxi.destination) == ("taxi", "Denver", "Austin")
    two_lines = "from Denver to Austin" + SPACES + "\nx"  # the destination may not run past a newline
    assert finishes(parsing.strict_day_cities, two_lines) == (two_lines,)
    assert finishes(parsing.strict_day_cities, "from Denver to Austin" + SPACES) == ("Denver", "Austin")
    assert finishes(parsing.is_travel_day, "from " * (MB // 5), True) is False


@pytest.fixture(scope="module")
def gold_day(train_queries):
    """The first gold plan's spec and its first day (a travel day that passes every check)."""
    return train_queries[0].spec, load_gold_plans("train")[0]


def _plan_with(plan: list[dict], **fields: str) -> list[dict]:
    return [{**day, **fields} for day in plan]


@pytest.mark.parametrize("mode", ["official", "strict"])
@pytest.mark.parametrize("text", [LETTERS, "from" + SPACES + "x", "a;" * (MB // 2)])
def test_a_whole_plan_of_megabyte_fields_is_scored_and_fails(gold_day, sandbox, mode, text):
    spec, plan = gold_day
    keys = ("current_city", "transportation", "breakfast", "lunch", "dinner", "attraction", "accommodation")
    verdict = finishes(evaluate_plan, spec, _plan_with(plan, **{key: text for key in keys}), sandbox, mode)
    assert verdict.final_pass is False
    assert not verdict.commonsense["within_sandbox"] and verdict.hard is None
    assert all(len(reasons) <= MAX_REASONS + 1 for reasons in verdict.reasons.values())


def test_a_long_city_and_a_long_transport_are_compared_character_by_character_in_one_pass(gold_day, sandbox):
    """OFFICIAL QUIRK: a non-travel day's "cities" are the characters of its city string."""
    spec, plan = gold_day
    day = {**plan[1], "current_city": "b" * MB + "Q", "transportation": "c" * MB, "attraction": "x;" * (MB // 2)}
    ctx = Context(to_query(spec), [day], venue_index(sandbox), False)
    reasons = finishes(collect, within_current_city, ctx)
    assert reasons[0].startswith("day 1: transportation 'ccc") and reasons[0].endswith("characters)")  # clipped
    assert len(reasons) == MAX_REASONS + 1 and reasons[-1].startswith("(more reasons not listed")
    assert all(len(reason) < 1_100 for reason in reasons)  # clipped


def test_long_texts_are_read_but_not_memoised(sandbox):
    parsing.name_city.cache_clear()
    long_entry = "Inn, " + "x" * (parsing.MEMO_MAX_CHARS + 1)
    parsing.name_city(long_entry)
    parsing.name_city("Inn, Austin")
    assert parsing.name_city.cache_info().currsize == 1
    index = venue_index(sandbox)
    index.rows("restaurant", "y" * (parsing.MEMO_MAX_CHARS + 1), "Austin", False)
    index.rows("restaurant", "Cafe", "no such city" * 50, False)
    kept = [(city, name) for _, city, name, _ in index._matches]
    assert not any(len(name) > parsing.MEMO_MAX_CHARS or city.startswith("no such") for city, name in kept)
    assert lookup.venue_index(sandbox) is index


# --- caps of a plans file --------------------------------------------------------------------


def _write_lines(path: Path, *records: Any) -> Path:
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in records), encoding="utf-8")
    return path


# Changed (stop 57): a field over 10,000 characters made its plan "not evaluated" (every check failed), where the
# official scorer scores it check by check; a field has no cap of its own now (the line's cap bounds it).
def test_a_long_field_is_scored_check_by_check_as_the_official_scorer_scores_it(tmp_path, gold_day, sandbox,
                                                                               train_queries):
    spec, plan = gold_day
    long_plan = _plan_with(plan[:1], lunch="z" * 20_001) + plan[1:]
    path = _write_lines(tmp_path / "plans.jsonl", {"idx": 1, "query": "", "plan": long_plan},
                        {"idx": 2, "query": "", "plan": plan})
    report = evaluate_file(path, [train_queries[0], train_queries[0]], "official", sandbox)
    assert report.problems == [] and report.plans[1].final_pass is True
    checks = report.plans[0].commonsense
    assert report.plans[0].final_pass is False and not checks["within_sandbox"]
    assert checks["reasonable_city_route"] and checks["minimum_nights"], "the other checks are scored"


def test_a_long_key_the_official_scorer_does_not_read_leaves_the_plan_passing(tmp_path, gold_day, sandbox,
                                                                             train_queries):
    spec, plan = gold_day
    path = _write_lines(tmp_path / "plans.jsonl",
                        {"idx": 1, "query": "", "plan": _plan_with(plan[:1], notes="n" * 200_000) + plan[1:]})
    report = evaluate_file(path, [train_queries[0]], "official", sandbox)
    assert report.problems == [] and report.plans[0].final_pass is True


def test_a_line_over_the_cap_is_skipped_in_chunks_and_named(tmp_path, monkeypatch, gold_day, sandbox, train_queries):
    monkeypatch.setattr(plans_file, "MAX_LINE_CHARS", 5_000)
    monkeypatch.setattr(plans_file, "_CHUNK", 1_000)
    spec, plan = gold_day
    path = _write_lines(tmp_path / "plans.jsonl", {"idx": 1, "query": "", "plan": plan, "pad": "p" * 20_000},
                        {"idx": 2, "query": "", "plan": plan})
    report = evaluate_file(path, [train_queries[0]] * 2, "official", sandbox)
    assert re.match(r"line 1: 2\d,\d{3} characters, more than the 5,000 a plan line may have: not read$",
                    report.problems[0]), report.problems
    assert report.plans[1].final_pass is True and report.details[1].line == 2


def test_unreadable_json_and_blank_runs_are_problems_not_crashes(tmp_path, sandbox, train_queries):
    path = _write_lines(tmp_path / "plans.jsonl", "[" * 100_000 + "]" * 100_000, "", "", "",
                        '{"idx": ' + "9" * 5_000 + ', "query": "", "plan": null}', "", "")
    report = evaluate_file(path, train_queries[:2], "official", sandbox)
    assert any(p.startswith("line 1: JSON that cannot be read (RecursionError") for p in report.problems)
    assert any(p.startswith("line 5: JSON that cannot be read (ValueError") for p in report.problems)
    assert "lines 2-4: 3 blank lines skipped" in report.problems  # the trailing blank lines are not problems
    assert report.counts["plan_lines"] == 2


def test_problems_past_the_limit_are_counted_not_listed():
    log = ProblemLog(limit=3)
    for n in range(10):
        log.add(f"p{n}")
    assert log.finish() == ["p0", "p1", "p2", "7 more problem(s) not listed (at most 3 are)"]


# --- files that cannot be used ---------------------------------------------------------------


@pytest.mark.parametrize("content, cause", [
    (b"", "is empty"),
    (b"\n  \n\t\n", "is empty"),
    (b'{"idx": 1}\n\x00\x01binary', "a NUL byte at byte 11"),
    (b'{"idx": 1, "query": "caf\xe9"}\n', "byte 0xe9 near byte 24 is not UTF-8"),
    (b'{"idx": 1}\n\xe2\x82', "ends inside a UTF-8 character"),
])
def test_plans_files_that_are_not_text_are_refused(tmp_path, content, cause):
    path = tmp_path / "plans.jsonl"
    path.write_bytes(content)
    with pytest.raises(EvaluationFileError, match=re.escape(cause)) as refused:
        check_plans_file(path)
    assert str(path) in str(refused.value)


def test_plans_paths_that_are_not_files_are_refused(tmp_path, monkeypatch):
    (tmp_path / "a_file").write_text("x\n")
    cases = {tmp_path: "is a directory", tmp_path / "missing.jsonl": "not found",
             tmp_path / "a_file" / "p.jsonl": "not found", Path("/dev/zero"): "not a regular file"}
    for path, cause in cases.items():
        with pytest.raises(EvaluationFileError, match=cause):
            check_plans_file(path)
    monkeypatch.setattr(plans_file, "MAX_FILE_BYTES", 1)
    with pytest.raises(EvaluationFileError, match="at most 1"):
        check_plans_file(tmp_path / "a_file")


def test_report_paths_that_cannot_be_written_are_refused(tmp_path):
    plans = _write_lines(tmp_path / "plans.jsonl", {"idx": 1})
    (tmp_path / "a_file").write_text("x\n")
    cases = {tmp_path: "is a directory", tmp_path / "a_file" / "r.json": "is not a folder",
             tmp_path / "no" / "r.json": "does not exist", plans: "the plans file itself",
             Path("/dev/null"): "not a regular file"}
    for path, cause in cases.items():
        with pytest.raises(EvaluationFileError, match=cause):
            check_report_path(path, plans)
    check_report_path(tmp_path / "r.json", plans)  # a new file in a writable folder


def test_a_report_path_that_is_a_link_is_checked_where_the_report_is_written(tmp_path):
    """``save`` replaces a link at the report's path (never writing through it): the check tries the link's own
    folder, and writes nothing in the folder the link points into (outside the case, someone else's)."""
    elsewhere, here = tmp_path / "elsewhere", tmp_path / "here"
    elsewhere.mkdir()
    here.mkdir()
    (elsewhere / "r.json").write_text("keep\n", encoding="utf-8")
    (here / "r.json").symlink_to(elsewhere / "r.json")
    before = elsewhere.stat().st_mtime_ns
    check_report_path(here / "r.json")
    assert elsewhere.stat().st_mtime_ns == before, "a probe file was made and removed beside the link's target"


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_a_report_in_a_read_only_folder_is_refused(tmp_path):
    with read_only_folder(tmp_path) as folder, pytest.raises(EvaluationFileError, match="no permission to write"):
        check_report_path(folder / "r.json")


def test_a_report_is_written_whole_or_not_at_all(tmp_path, gold_day, sandbox, train_queries, monkeypatch):
    spec, plan = gold_day
    path = _write_lines(tmp_path / "plans.jsonl", {"idx": 1, "query": "", "plan": plan})
    report = evaluate_file(path, [train_queries[0]], "official", sandbox)
    report.save(tmp_path / "r.json")
    assert json.loads((tmp_path / "r.json").read_text())["metrics"]["final_pass_rate"] == 1.0

    def fail(*_):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(EvaluationFileError, match="cannot write the report .*No space left"):
        report.save(tmp_path / "r2.json")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["plans.jsonl", "r.json"]  # no temporary file left


@pytest.mark.parametrize("content, cause", [
    (b"\x89PNG\r\n\x1a\n\xff\xfe", "not a text file"),
    (b"org,dest,days,visiting_city_number,date,people_number,local_constraint,budget\n", "no query rows"),
])
def test_queries_that_are_not_a_split_or_a_csv_are_refused(tmp_path, content, cause):
    path = tmp_path / "queries.csv"
    path.write_bytes(content)
    with pytest.raises(EvaluationFileError, match=cause) as refused:
        load_query_rows(path)
    assert str(path) in str(refused.value)
