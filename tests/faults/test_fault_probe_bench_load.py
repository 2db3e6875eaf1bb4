"""Fault probes of ``bench load``'s options.

Before: ``--server`` with a URL nobody answers at, or one that is no http(s) URL, made the output folder and ended
in an ``httpx`` traceback (exit 1, which the command's codes keep for turns that errored); ``--conversations
100000000`` was taken (played one at a time first, then all at once: a run without end, memory without bound);
and ``--out`` was neither checked nor claimed as every other bench command's is, so it could lie inside the data
folder. Now each is exit 2 naming the option, before the output folder is made.
"""

from __future__ import annotations

import pytest

from tests.support.faultkit import assert_refused, cli_env, run_in_process


@pytest.mark.parametrize("options, causes", [
    (("--server", "not a url"), ("--server 'not a url'", "http://")),
    (("--server", "ftp://127.0.0.1:9"), ("--server 'ftp://127.0.0.1:9'", "http://")),
    (("--server", "http://127.0.0.1:9"), ("--server", "http://127.0.0.1:9", "no server answers")),
    (("--conversations", "1,100000000"), ("--conversations", "at most")),
])
def test_an_option_that_cannot_run_is_refused_before_the_output_folder_is_made(tmp_path, options, causes):
    out = tmp_path / "out"
    result = run_in_process("bench", "load", "--turns", "1", *options, "--out", str(out))
    assert_refused(result, *causes)
    assert not out.exists()


def test_an_output_folder_inside_the_data_folder_is_refused(tmp_path):
    data = tmp_path / "data"  # an empty stand-in: the refusal comes before anything is read
    data.mkdir()
    out = data / "travelplanner" / "load"  # among the datasets (a folder of the user's own beside them takes outputs)
    result = run_in_process("bench", "load", "--turns", "1", "--conversations", "1", "--out", str(out),
                            env=cli_env(HIMAP_DATA_DIR=str(data)))
    assert_refused(result, "inside the data folder")
    assert not out.exists()
