"""Rows that do not fit their file's shape: refused, naming the file, the row and what does not fit.

A queries CSV row with fewer fields than the header (a row cut short, a quote
left open) was a bare ``AttributeError`` traceback in every command that reads
queries; one with more (``1,200`` as an unquoted budget) shifted each field
after it and was planned as a $1 trip, ``bench run`` exiting 0. A
FlexTravelBench instance whose last turn asks for what no request may hold (a
budget of $1e300) was replayed in full, then failed reading back its own
``final_turn_queries.csv`` with a traceback.
"""

from __future__ import annotations

import csv
import json

import pytest

from himap_travel.domain.sandbox.queries import load_queries
from himap_travel.harness.flex.data import FlexDataError, load_file
from himap_travel.state.trip import TripSpecError
from tests.support.faultkit import DATA_DIR, FileSnapshot, assert_refused, run_cli, run_in_process

SOURCE = DATA_DIR / "travelplanner" / "queries" / "validation_dev.csv"
FLEX = DATA_DIR / "flextravelbench" / "val_dataset_without_budget_one.json"


def _edited_csv(tmp_path, edit) -> str:
    """validation_dev's header and first row as ``edit`` makes them (``edit(header, row) -> (header, row)``), as a CSV."""
    with SOURCE.open(newline="", encoding="utf-8") as handle:
        header, first = list(csv.reader(handle))[:2]
    path = tmp_path / "edited.csv"
    with path.open("w", newline="", encoding="utf-8") as handle:
        csv.writer(handle).writerows(edit(header, first))
    return str(path)


def _cut_after_dest(header, row):
    return header, row[:header.index("dest") + 1]


def _budget_unquoted_up_to_query(header, row):
    """``1,200`` written without quotes: two fields, every later one shifted. The file ends at ``query`` (``level``,
    optional, would catch the shift by chance)."""
    at, end = header.index("budget"), header.index("query") + 1
    return header[:end], [*row[:at], "1", "200", *row[at + 1:end]]


def test_a_row_with_fewer_fields_than_the_header_names_the_columns_it_lacks(tmp_path):
    with pytest.raises(TripSpecError, match=r"row 1: the row ends before column\(s\) days, .*budget"):
        load_queries(_edited_csv(tmp_path, _cut_after_dest))


def test_a_row_with_more_fields_than_the_header_is_refused_not_shifted(tmp_path):
    path = _edited_csv(tmp_path, _budget_unquoted_up_to_query)
    with pytest.raises(TripSpecError, match=r"row 1: the row has 1 field\(s\) more than the header.*unquoted comma"):
        load_queries(path)
    out = tmp_path / "out"
    before = FileSnapshot(tmp_path)
    assert_refused(run_cli("bench", "run", "--split", path, "--out", str(out), "--db", str(tmp_path / "r.sqlite"), timeout=120),
                   path, "more than the header")  # it planned a $1 trip and exited 0
    assert not out.exists() and before.changes() == []


def test_an_empty_field_after_the_last_column_is_no_extra_field(tmp_path):
    """A trailing comma says nothing: the row reads as without it."""
    plain = load_queries(_edited_csv(tmp_path, lambda header, row: (header, row)))[0].spec
    assert load_queries(_edited_csv(tmp_path, lambda header, row: (header, [*row, ""])))[0].spec == plain


@pytest.mark.parametrize("command", ["plan", "evaluate"])
def test_commands_name_a_short_row_without_a_traceback(tmp_path, command):
    path = _edited_csv(tmp_path, _cut_after_dest)
    plans = tmp_path / "plans.jsonl"
    plans.write_text('{"idx": 1, "query": "", "plan": null}\n', encoding="utf-8")
    args = ["plan", "--split", path, "--row", "0"] if command == "plan" else ["evaluate", str(plans), "--queries", path]
    assert_refused(run_in_process(*args, timeout=60), path, "row 1", "fewer fields than the header")


@pytest.mark.parametrize("budget, cause", [(1e300, "less than or equal to"), (float("inf"), "finite number")])
def test_a_flex_instance_whose_last_turn_cannot_be_planned_is_refused_before_the_replay(tmp_path, budget, cause):
    instance = json.loads(FLEX.read_text(encoding="utf-8"))[0]
    assert instance["budget"] is None and list(instance["new_constraints"][0]) == ["budget"]  # the budget comes last
    instance["new_constraints"] = [{"budget": budget}]
    path = tmp_path / "instances.json"
    path.write_text(json.dumps([instance]), encoding="utf-8")
    with pytest.raises(FlexDataError, match=rf"instance 0 .*last turn's request cannot be planned \(budget: .*{cause}"):
        load_file(path)
    out = tmp_path / "out"
    assert_refused(run_in_process("flex", "run", "--instances", str(path), "--out", str(out), "--db", str(tmp_path / "r.sqlite"),
                                  timeout=60), str(path), "budget")
    assert not out.exists()


def test_every_shipped_flex_instance_still_loads():
    assert all(load_file(path) for path in sorted((DATA_DIR / "flextravelbench").glob("*.json")))


def test_a_value_with_thousands_of_problems_names_a_few_and_counts_the_rest(tmp_path):
    """A literal of 300,000 keys made a 19 MB error message, one problem per key."""
    many = "{" + ", ".join(f"'k{number}': 1" for number in range(10_000)) + "}"
    at = "local_constraint"
    path = _edited_csv(tmp_path, lambda header, row: (header, [many if name == at else value for name, value in zip(header, row,
                                                                                                                       strict=True)]))
    with pytest.raises(TripSpecError, match=r"field local_constraint.k0: .*; and 9,995 more$") as refused:
        load_queries(path)
    assert len(str(refused.value)) < 1000
    instance = json.loads(FLEX.read_text(encoding="utf-8"))[0]
    instance["date"] = list(range(10_000))
    flex = tmp_path / "instances.json"
    flex.write_text(json.dumps([instance]), encoding="utf-8")
    with pytest.raises(FlexDataError, match=r"date.0: .*; and 9,995 more$") as refused:
        load_file(flex)
    assert len(str(refused.value)) < 1000
