"""Fault probe: a queries CSV whose header names a column twice.

Before: ``csv.DictReader`` kept the last column of a name, so a header ending ``...,query,level,org`` (a column
pasted twice, a spreadsheet's join) planned and scored every row with its last field as the origin, in silence; with a
value that is a city the trip left from the wrong place. Now the file is refused (exit 2), naming it and the column.
"""

from __future__ import annotations

import csv

import pytest

from himap_travel.domain.sandbox.queries import QueriesFileError, load_queries
from tests.support.faultkit import DATA_DIR, assert_refused, run_in_process

SOURCE = DATA_DIR / "travelplanner" / "queries" / "validation_dev.csv"


@pytest.fixture
def twice(tmp_path) -> str:
    """validation_dev's first two rows with ``org`` named again as a last column that holds another city."""
    with SOURCE.open(newline="", encoding="utf-8") as handle:
        header, *rows = list(csv.reader(handle))[:3]
    path = tmp_path / "org twice.csv"
    with path.open("w", newline="", encoding="utf-8") as handle:
        csv.writer(handle).writerows([[*header, "org"], *([*row, "Denver"] for row in rows)])
    return str(path)


def test_the_reader_refuses_a_column_named_twice(twice):
    with pytest.raises(QueriesFileError, match=r"org twice\.csv.*column org .*twice"):
        load_queries(twice)


def test_evaluate_refuses_it_naming_the_file(tmp_path, twice):
    plans = tmp_path / "plans.jsonl"
    plans.write_text('{"idx": 1, "query": "", "plan": []}\n')
    result = run_in_process("evaluate", "--queries", twice, str(plans))
    assert_refused(result, twice, "column org")
