"""The sixteenth held-out set's fixes, each held by a test on other inputs than the set's: a mutant of a fix (its
check removed, its comparison loosened) fails one of these.

* an output folder that is one of the command's input folders is refused before any work (``harness/outputs.py``
  ``check_output_dir``'s ``inputs``; ``export`` gives its ``--runs``): the dataset was written among the runs' files;
* the question the fifteenth set left open, decided: a log may be the null device (a user who wants no log file
  gives ``/dev/null``), which is only opened and written, never replaced or renamed over; every other device, a FIFO
  or a socket is still refused (``harness/outputs.py`` ``is_null_device``, ``check_log_file``; ``serve small
  --log``). The tests never write the machine's ``/dev/null``: they stat it, and write a null node of their own made
  in ``tmp_path``;
* JSON Lines are split at line feeds only, never at the characters a JSON string holds raw (U+2028, U+0085, form
  feeds, separators) that ``str.splitlines`` also splits at: ``export`` refused a bench run's ``roles.jsonl`` whose
  query held one as "not JSON", and an exported ``rows.jsonl`` would not load (``domain/text/json_text.py``
  ``json_lines``; ``training/export.py``, ``training/serve_eval.py``);
* a report whose folder is on a read-only mount is named so, not as a missing permission (which no chmod could
  give: root met it too) (``domain/evaluation/report.py`` ``_check_report_path``).
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tests.faults.test_fault_probe_heldout_kills import _queries
from tests.faults.test_fault_probe_heldout_kills_ninth import _small_disk
from tests.support.faultkit import run_in_process
from tests.support.ports import free_port


def _node(tmp_path: Path, name: str, minor: int) -> Path:
    """A character device node of the test's own (major 1: the memory devices; 3 is null, 7 is full)."""
    path = tmp_path / name
    os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, minor))
    return path


# --- an output folder that is an input folder -------------------------------------------------------------------------


def test_an_output_folder_that_is_an_input_folder_is_refused_naming_both(tmp_path):
    from himap_travel.harness.outputs import OutputPathError, check_output_dir

    source = tmp_path / "traces"
    source.mkdir()
    with pytest.raises(OutputPathError, match=r"--dest .* is the --from folder"):
        check_output_dir(tmp_path / "sub" / ".." / "traces", "--dest", inputs=[("--from", source)])
    (tmp_path / "alias").symlink_to(source, target_is_directory=True)
    with pytest.raises(OutputPathError, match="mix the output"):
        check_output_dir(tmp_path / "alias", "--dest", inputs=[("--from", tmp_path / "other"), ("--from", source)])
    assert check_output_dir(source / "dataset", "--dest", inputs=[("--from", source)]) == source / "dataset"
    (tmp_path / "loop").symlink_to(tmp_path / "loop")  # an input that cannot be reached is no output's: its reader
    assert check_output_dir(tmp_path / "new", "--dest", inputs=[("--from", tmp_path / "loop")]) == tmp_path / "new"


def test_export_into_one_of_its_runs_folders_is_refused_and_writes_nothing_there(tmp_path):
    runs = [tmp_path / "first", tmp_path / "second"]
    for run in runs:
        planned = run_in_process("bench", "run", "--split", str(_queries(tmp_path / "q.csv", 1)), "--out", str(run),
                                 cwd=tmp_path)
        assert planned.code == 0, str(planned)
    before = sorted(p.name for p in runs[1].iterdir())
    result = run_in_process("export", "--runs", str(runs[0]), "--runs", str(runs[1]), "--out", str(runs[1]),
                            cwd=tmp_path)
    assert result.code == 2 and "--runs" in result.words and "Traceback" not in result.output, str(result)
    assert sorted(p.name for p in runs[1].iterdir()) == before
    beside = run_in_process("export", "--runs", str(runs[0]), "--out", str(tmp_path / "dataset"), cwd=tmp_path)
    assert beside.code == 0 and (tmp_path / "dataset" / "rows.jsonl").is_file(), str(beside)


# --- JSON Lines split at line feeds only ------------------------------------------------------------------------------


def test_json_lines_are_split_at_line_feeds_only():
    from himap_travel.domain.text.json_text import json_lines

    text = '{"a": "x\u2029y"}\r\n{"b": "\x1c\x1d\x1e\x0c\x0b"}\n\n'
    assert json_lines(text) == ['{"a": "x\u2029y"}', '{"b": "\x1c\x1d\x1e\x0c\x0b"}', "", ""]
    assert json_lines("one\rtwo") == ["one\rtwo"]  # a lone carriage return ends no line


def test_a_run_whose_query_holds_a_paragraph_separator_exports_and_its_dataset_loads_whole(tmp_path):
    from himap_travel.training.export import load_rows

    run = tmp_path / "run"
    planned = run_in_process("bench", "run", "--split", str(_queries(tmp_path / "q.csv", 1)), "--out", str(run),
                             cwd=tmp_path)
    assert planned.code == 0, str(planned)
    roles = run / "roles.jsonl"
    records = [json.loads(line) for line in roles.read_text(encoding="utf-8").split("\n") if line]
    for record in records:
        record["query"] = record["query"].replace(" ", "\u2029", 1) + "\x1d"
    roles.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    exported = run_in_process("export", "--runs", str(run), "--out", str(tmp_path / "dataset"), cwd=tmp_path)
    assert exported.code == 0, str(exported)
    dataset = tmp_path / "dataset" / "rows.jsonl"
    lines = [json.loads(line) for line in dataset.read_text(encoding="utf-8").split("\n") if line]
    for line in lines:  # a row's text holding one, as a trace's observation may
        text_field = next(key for key, value in line.items() if isinstance(value, str) and value)
        line[text_field] += "\u2028\x85"
    dataset.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines), encoding="utf-8")
    rows = load_rows(tmp_path / "dataset")
    assert rows and len(rows) == len(lines) and "\u2028\x85" in getattr(rows[0], text_field)


# --- a log on the null device -----------------------------------------------------------------------------------------


def test_the_systems_null_device_is_told_by_its_number_not_its_name(tmp_path):
    from himap_travel.harness.outputs import is_null_device

    assert is_null_device(Path(os.devnull))  # a stat, nothing opened
    assert is_null_device(_node(tmp_path, "quiet", 3))
    (tmp_path / "to-null").symlink_to(tmp_path / "quiet")
    assert is_null_device(tmp_path / "to-null")
    (tmp_path / "null").write_text("a file named null\n", encoding="utf-8")
    assert not any(is_null_device(p) for p in (_node(tmp_path, "full", 7), tmp_path / "null", tmp_path / "missing"))


def test_a_log_may_be_the_null_device_and_no_other_device_fifo_or_folder(tmp_path):
    from himap_travel.harness.outputs import OutputPathError, check_log_file

    assert check_log_file(os.devnull, "--log") == Path(os.devnull)  # classified only: nothing is written there
    assert check_log_file(tmp_path / "server.log", "--log") == tmp_path / "server.log"
    os.mkfifo(tmp_path / "pipe.log")
    (tmp_path / "logs").mkdir()
    for path, kind in ((_node(tmp_path, "full", 7), "device"), (tmp_path / "pipe.log", "FIFO"),
                       (tmp_path / "logs", "folder")):
        with pytest.raises(OutputPathError, match=kind):
            check_log_file(path, "--log")


def test_a_server_logging_to_a_null_node_writes_it_and_leaves_it_a_device(tmp_path):
    """The server's log opened on a null node of the test's own: the stand-in server's lines vanish, the node is
    still the same device (never replaced by a file), and nothing else is made beside it."""
    from himap_travel.harness.serving.server import ServerStartError, start_vllm

    null = _node(tmp_path, "quiet", 3)
    before = os.stat(null)
    dead = [sys.executable, "-c", "print('engine failed'); raise SystemExit(3)"]
    with pytest.raises(ServerStartError, match="exited with code 3"), start_vllm(
            tmp_path, free_port(), command=dead, log_path=null, timeout=60):
        pytest.fail("must not yield")
    after = os.stat(null)
    assert stat.S_ISCHR(after.st_mode) and (after.st_ino, after.st_rdev) == (before.st_ino, before.st_rdev)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["quiet"]


def test_serve_with_a_log_on_a_null_node_goes_past_the_log_check(tmp_path, monkeypatch):
    """``serve small --log`` a null node is past every check before the setup (a stand-in refuses the setup: nothing
    is installed or started), a full node is refused naming --log; the null node is still the device."""
    from himap_travel.harness.serving import cli
    from himap_travel.harness.serving.vllm_env import ServingSettingError

    def no_setup(model: object = None) -> tuple[Path, Path]:
        raise ServingSettingError("stand-in: the setup was reached")

    monkeypatch.setattr(cli, "_prepare", no_setup)
    monkeypatch.setattr(cli, "_stop_on_signals", lambda: None)  # the test process keeps its own handlers
    null = _node(tmp_path, "quiet", 3)
    quiet = run_in_process("serve", "small", "--port", str(free_port()), "--log", str(null), cwd=tmp_path)
    full = run_in_process("serve", "small", "--port", str(free_port()), "--log", str(_node(tmp_path, "full", 7)),
                          cwd=tmp_path)
    assert quiet.code == 2 and "the setup was reached" in quiet.words, str(quiet)
    assert full.code == 2 and "--log" in full.words and "the setup was reached" not in full.words, str(full)
    assert stat.S_ISCHR(os.stat(null).st_mode)


# --- a report on a read-only mount -------------------------------------------------------------------------------------


def test_a_report_on_a_read_only_mount_is_named_so_and_one_on_a_writable_mount_is_taken(tmp_path):
    from himap_travel.domain.evaluation.plans_file import EvaluationFileError
    from himap_travel.domain.evaluation.report import check_report_path

    with _small_disk(tmp_path / "mnt", size_kib=256) as disk:
        (disk / "scores").mkdir()
        check_report_path(disk / "scores" / "week1.json")
        remounted = subprocess.run(["mount", "-o", "remount,ro", str(disk)], capture_output=True, text=True)
        if remounted.returncode != 0:
            pytest.skip(f"no read-only remount here: {remounted.stderr.strip()}")
        with pytest.raises(EvaluationFileError, match=r"scores is on a read-only file system") as caught:
            check_report_path(disk / "scores" / "week1.json", flag="--out")
        assert "permission" not in str(caught.value)


def test_the_fixes_are_all_held():
    tests = [name for name in globals() if name.startswith("test_") and name != "test_the_fixes_are_all_held"]
    assert len(tests) >= 6 and json.dumps(tests) and os.path.basename(__file__).endswith("sixteenth_fixes.py")
