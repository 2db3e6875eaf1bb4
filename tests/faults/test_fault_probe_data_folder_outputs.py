"""Fault probe: an output path inside the data folder.

Before: ``bench run --out DATA/travelplanner/database/accommodations`` wrote its report, submission, plots, traces
and results store among the sandbox's files, ``export`` its dataset and ``bench compare --out`` its table there: the
data folder is read by every command and never written by one (``data`` lays it out; docs/data.md), and a run root
may write to it. Now such an output path is refused before any work (exit 2), naming the data folder, and nothing is
created.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.faultkit import DATA_DIR, FileSnapshot, assert_refused, cli_env, run_in_process, writable_copy

REPORT = Path(__file__).resolve().parents[2] / "results" / "quality" / "train" / "solver-best" / "report.json"


@pytest.fixture(scope="module")
def data(tmp_path_factory) -> Path:
    """A writable copy of the data folder (6 MB): the probes must not be able to harm the shared one."""
    return writable_copy(DATA_DIR, tmp_path_factory.mktemp("data"))


BENCH_RUN = [("bench", "run", "--limit", "1", "--out", "{inside}"),
             ("bench", "run", "--limit", "1", "--out", "{outside}", "--db", "{inside}/results.sqlite")]
OTHERS = [("export", "--runs", "{outside}", "--out", "{inside}"),
          ("bench", "compare", str(REPORT), str(REPORT), "--out", "{inside}/compare.md")]


@pytest.mark.parametrize("args, data_flag", [*((args, False) for args in BENCH_RUN + OTHERS), *((args, True) for args in BENCH_RUN)])
def test_an_output_inside_the_data_folder_is_refused_before_any_work(tmp_path, data, args, data_flag):
    """The data folder named by HIMAP_DATA_DIR, or by ``--data`` (with HIMAP_DATA_DIR naming the shared one)."""
    inside = data / "travelplanner" / "database" / "accommodations"
    filled = [arg.format(inside=inside, outside=tmp_path / "out") for arg in args]
    watched = FileSnapshot(data)
    env = cli_env() if data_flag else cli_env(HIMAP_DATA_DIR=str(data))
    result = run_in_process(*filled, *(["--data", str(data)] if data_flag else []), env=env)
    assert_refused(result, "inside the data folder", str(data))
    assert watched.changes() == []


def test_a_folder_beside_the_datasets_takes_outputs(tmp_path, data):
    """Not shut: a data folder set to a parent of the user's own folders (the repository and its runs/ beside
    travelplanner/) keeps only the datasets and itself apart; an output beside them is written."""
    out = data / "runs" / "compare.md"
    result = run_in_process("bench", "compare", str(REPORT), str(REPORT), "--out", str(out), env=cli_env(HIMAP_DATA_DIR=str(data)))
    assert result.code == 0, str(result)
    assert out.is_file()
    assert_refused(run_in_process("bench", "compare", str(REPORT), str(REPORT), "--out", str(data),
                                  env=cli_env(HIMAP_DATA_DIR=str(data))), "inside the data folder")
