"""Queries files that are not queries files: refused by the one reader every command shares, naming the file.

``sandbox.queries.load_queries`` is read by ``plan --split``, ``bench run``,
``bench disrupt`` and ``evaluate``: a binary file, a header without rows is a
``QueriesFileError`` there (exit 2 on the command line), never a
decode error's traceback and never a run of nothing that exits 0. A
spreadsheet's byte-order mark is not part of the first column's name.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.sandbox.queries import QueriesFileError, load_queries
from himap_travel.state.trip import TripSpecError
from tests.support.faultkit import DATA_DIR, FileSnapshot, assert_refused, real_first, run_cli

HEADER = b"org,dest,days,visiting_city_number,date,people_number,local_constraint,budget\n"


@pytest.fixture
def files(tmp_path):
    binary = tmp_path / "binary.csv"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe\xd7" * 50)
    header = tmp_path / "header.csv"
    header.write_bytes(b"\xef\xbb\xbf" + HEADER)
    return {"binary": (binary, "not a text file"), "header": (header, "no query rows")}


def test_a_queries_csv_with_a_byte_order_mark_reads_as_without(tmp_path):
    source = DATA_DIR / "travelplanner" / "queries" / "validation_dev.csv"
    marked = tmp_path / "marked.csv"
    marked.write_bytes(b"\xef\xbb\xbf" + source.read_bytes())
    assert [r.spec for r in load_queries(str(marked))] == [r.spec for r in load_queries(str(source))]


@pytest.mark.parametrize("name", ["binary", "header"])
def test_the_reader_refuses_a_file_that_holds_no_queries_naming_it(files, name):
    path, cause = files[name]
    with pytest.raises(QueriesFileError, match=cause) as refused:
        load_queries(str(path))
    assert str(path) in str(refused.value)


COMMANDS = [["plan", "--row", "0"], ["bench", "disrupt"], ["bench", "run"]]


@pytest.mark.parametrize("name", ["binary", "header"])
@pytest.mark.parametrize("command", COMMANDS)
def test_commands_refuse_it_and_make_no_output_folder(tmp_path, files, name, command):
    path, cause = files[name]
    out = tmp_path / "out"
    args = [*command, "--split", str(path)] + ([] if command[0] == "plan" else ["--out", str(out)])
    before = FileSnapshot(tmp_path)
    result = real_first(command, COMMANDS)(*args, timeout=120)  # each file: plan a real process, bench in this one
    assert_refused(result, str(path), cause)
    assert not out.exists()
    assert before.changes() == []


def test_a_row_with_a_constraint_nobody_checks_is_refused_not_dropped(tmp_path):
    """``{'pets': 'yes'}`` is no TravelPlanner constraint: dropped, any plan would pass a rule never checked."""
    source = DATA_DIR / "travelplanner" / "queries" / "validation_dev.csv"
    lines = source.read_text(encoding="utf-8").splitlines(keepends=True)
    edited = tmp_path / "edited.csv"
    edited.write_text(lines[0] + lines[1].replace("'house rule': None", "'pets': 'yes', 'house rule': None", 1), encoding="utf-8")
    assert "'pets': 'yes'" in edited.read_text(encoding="utf-8")
    with pytest.raises(TripSpecError, match="pets"):
        load_queries(str(edited))
    assert_refused(run_cli("plan", "--split", str(edited), "--row", "0", timeout=120), "pets")
