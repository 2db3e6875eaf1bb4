"""The fifteenth held-out input set's fixes, each held by a test on other inputs than the set's: a mutant of a fix
(its check removed, its bound loosened, its pattern widened) fails one of these.

* an output that is a device, a FIFO or a socket is refused before any write, and never renamed over
  (``harness/outputs.py`` ``check_not_special``, in ``check_output_file``, ``staged_file`` and ``write_whole``);
* a training config reads no date (a value written like one is text, for our checks and for TRL alike: the settings
  are handed to TRL as read), and a whole number past int64 is refused (``training/config.py``);
* a ``HIMAP_`` value wrapped in quotes is refused by every command naming the variable
  (``domain/environment`` ``quoted_variables``, ``harness/cli/options.py`` ``refuse_quoted_variables``);
* ``max_tokens`` of the LLM policy is at most a million (``planning/policies/llm/settings.py``);
* a typed list of counts has no item with a leading zero (``domain/environment`` ``plain_counts``: ``--lengths``,
  ``--conversations``);
* a year grouped as thousands after a date is asked, never dropped for the default year
  (``domain/parsing/date_years.py`` ``UNREAD_YEAR``);
* a split's name with blanks around it is named so (``domain/sandbox/paths.py`` ``split_file``);
* a FlexTravelBench budget revealed in a later turn past every float is named by the last turn's request, not an
  ``OverflowError`` (``harness/flex/data.py`` ``_as_budget``).
"""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path

import pytest

from tests.faults.test_fault_probe_heldout_inputs import FLEX, REPORT
from tests.support.faultkit import QUERY, cli_env, refused_request, run_in_process

# --- outputs that are no plain file ------------------------------------------------------------------------------------


@pytest.fixture
def fifo(tmp_path) -> Path:
    path = tmp_path / "summary.md"
    os.mkfifo(path)
    return path


def test_an_output_file_that_is_a_fifo_is_refused_before_any_work(fifo):
    from himap_travel.harness.outputs import OutputPathError, check_output_file

    with pytest.raises(OutputPathError, match="FIFO"):
        check_output_file(fifo, "--out")


def test_a_staged_output_over_a_fifo_is_refused_and_the_fifo_left_as_it_was(fifo):
    from himap_travel.harness.outputs import OutputPathError, staged_file

    with pytest.raises(OutputPathError, match="--summary"), staged_file(fifo, "--summary") as temp:
        temp.write_text("never kept\n", encoding="utf-8")
    assert fifo.is_fifo() and not any(p.name.startswith(".") for p in fifo.parent.iterdir())


def test_a_whole_write_over_a_fifo_is_refused_and_the_fifo_left_as_it_was(fifo):
    from himap_travel.harness.outputs import OutputPathError, write_whole

    with pytest.raises(OutputPathError, match="FIFO"):
        write_whole(fifo, "never kept\n")
    assert fifo.is_fifo()


def test_special_kinds_are_told_apart_and_a_link_or_a_file_is_none(tmp_path, fifo):
    from himap_travel.harness.outputs import special_kind

    listening = socket.socket(socket.AF_UNIX)
    listening.bind(str(tmp_path / "s"))
    try:
        assert "socket" in (special_kind(tmp_path / "s") or "")
    finally:
        listening.close()
    (tmp_path / "plain.md").write_text("x", encoding="utf-8")
    (tmp_path / "link.md").symlink_to(fifo)  # a link is replaced, never written through: no special file
    assert "FIFO" in (special_kind(fifo) or "")
    assert "device" in (special_kind(Path("/dev/null")) or "")
    assert [special_kind(tmp_path / name) for name in ("plain.md", "link.md", "missing.md")] == [None, None, None]


def test_a_deps_png_that_is_a_fifo_is_refused_before_planning(tmp_path):
    from himap_travel.harness.cli.plan import check_png_file
    from himap_travel.harness.outputs import OutputPathError

    os.mkfifo(tmp_path / "deps.png")
    with pytest.raises(OutputPathError, match="FIFO"):
        check_png_file(tmp_path / "deps.png")


def test_compare_into_a_fifo_exits_2_naming_it(tmp_path, fifo):
    result = run_in_process("bench", "compare", str(REPORT), str(REPORT), "--out", str(fifo), cwd=tmp_path)
    assert result.code == 2 and "FIFO" in result.words and "Traceback" not in result.output, str(result)
    assert fifo.is_fifo()


# --- training configs: no dates, no counts past int64 ------------------------------------------------------------------


def _config(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "cfg.yaml"
    path.write_text(f"output_dir: {tmp_path / 'out'}\nuse_cpu: true\nbf16: false\nreport_to: none\n{text}",
                    encoding="utf-8")
    return path


def _parsed(path: Path) -> tuple:
    from trl import SFTConfig

    from himap_travel.training.config import DataArguments, TemplateArguments, parse_training_args

    return parse_training_args((DataArguments, TemplateArguments, SFTConfig), ["--config", str(path)])


def test_a_config_value_written_like_a_date_is_read_as_text(tmp_path):
    from himap_travel.training.config import read_config

    _path, settings = read_config(["--config", str(_config(tmp_path, "hub_model_id: 2021-11-30\n"))])
    assert settings["hub_model_id"] == "2021-11-30"


def test_a_run_name_written_like_a_date_reaches_the_trainer_as_that_text(tmp_path):
    parsed = _parsed(_config(tmp_path, "run_name: 2023-07-04\n"))
    assert parsed[-1].run_name == "2023-07-04"


def test_a_date_no_calendar_has_where_a_count_belongs_is_refused_naming_the_setting(tmp_path):
    from himap_travel.training.config import TrainingConfigError

    path = _config(tmp_path, "save_total_limit: 2023-04-31\n")
    with pytest.raises(TrainingConfigError, match="save_total_limit") as caught:
        _parsed(path)
    assert str(path) in str(caught.value)


def test_a_count_past_int64_is_refused_and_int64_itself_is_not(tmp_path):
    from himap_travel.training.config import LARGEST_COUNT, TrainingConfigError

    with pytest.raises(TrainingConfigError, match="per_device_eval_batch_size"):
        _parsed(_config(tmp_path, f"per_device_eval_batch_size: {LARGEST_COUNT + 1}\n"))
    assert _parsed(_config(tmp_path, f"save_total_limit: {LARGEST_COUNT}\n"))[-1].save_total_limit == LARGEST_COUNT


def test_a_configs_env_is_set_and_one_that_is_no_mapping_is_refused(tmp_path, monkeypatch):
    from himap_travel.training.config import TrainingConfigError

    monkeypatch.delenv("HIMAP_FIFTEENTH_PROBE", raising=False)
    _parsed(_config(tmp_path, "env:\n  HIMAP_FIFTEENTH_PROBE: 7\n"))
    assert os.environ.pop("HIMAP_FIFTEENTH_PROBE") == "7"
    with pytest.raises(TrainingConfigError, match="env"):
        _parsed(_config(tmp_path, "env: [HF_HOME]\n"))


# --- HIMAP_* values in quotes ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("value", "quoted"), [("'/srv/cache'", True), (' "best" ', True), ('"', False),
                                               ("it's", False), ('"half', False), ("plain", False)])
def test_a_value_wrapped_in_quotes_is_found_and_no_other(monkeypatch, value, quoted):
    from himap_travel.domain import environment

    monkeypatch.setenv("HIMAP_OBJECTIVE", value)
    assert (("HIMAP_OBJECTIVE", value) in environment.quoted_variables()) is quoted


def test_every_command_refuses_a_quoted_variable_naming_it(tmp_path):
    result = run_in_process("bench", "compare", str(REPORT), str(REPORT), cwd=tmp_path,
                            env=cli_env(HIMAP_CACHE_DIR=f"'{tmp_path / 'cache'}'"))
    assert result.code == 2 and "HIMAP_CACHE_DIR" in result.words and "quotes" in result.words, str(result)
    assert not any(tmp_path.iterdir())


# --- the LLM policy's reply length ----------------------------------------------------------------------------------


def test_max_tokens_is_at_most_a_million():
    from pydantic import ValidationError

    from himap_travel.planning.policies.llm.settings import MAX_REPLY_TOKENS, LLMSettings

    assert LLMSettings(max_tokens=MAX_REPLY_TOKENS).max_tokens == 1_000_000
    with pytest.raises(ValidationError, match="max_tokens"):
        LLMSettings(max_tokens=MAX_REPLY_TOKENS + 1)


# --- typed lists of counts -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "counts"), [("1, 8", (1, 8)), ("12,0", (12, 0)), ("2,010", None), ("07", None),
                                              ("+4", None), ("\u0663", None), ("4,,5", None), ("1" * 10, None),
                                              ("9" * 9, (999_999_999,))])
def test_a_list_of_counts_is_read_only_in_plain_digits_without_leading_zeros(text, counts):
    from himap_travel.domain.environment import plain_counts

    assert plain_counts(text) == counts


def test_lengths_with_a_leading_zero_are_refused_naming_the_flag():
    from himap_travel.harness.bench.config import BenchConfigError
    from himap_travel.harness.bench.latency import parse_lengths

    with pytest.raises(BenchConfigError, match="--lengths"):
        parse_lengths("4,07")
    assert parse_lengths("4, 7") == (4, 7)


def test_conversations_with_a_leading_zero_are_refused_naming_the_flag(tmp_path):
    result = run_in_process("bench", "load", "--turns", "1", "--conversations", "2,04", "--out", str(tmp_path / "o"),
                            cwd=tmp_path)
    assert result.code == 2 and "--conversations" in result.words, str(result)
    assert not (tmp_path / "o").exists()


# --- a year grouped as thousands ---------------------------------------------------------------------------------------


def test_a_year_grouped_as_thousands_after_a_date_is_asked(sandbox):
    text = QUERY.replace("March 13th to March 15th, 2022", "April 2nd to April 4th, 2,021")
    refused_request(text, sandbox, "'2,021'", "not a year")


def test_a_bare_budget_after_a_date_is_still_the_budget(sandbox):
    from himap_travel.domain.parsing import parse_request

    read = parse_request("3 days Washington to Myrtle Beach March 13-15, 1,950 for 2 people", sandbox,
                         people="smallest")
    assert read.spec.budget == 1950


# --- a split's name with blanks around it ------------------------------------------------------------------------------


def test_a_split_name_with_blanks_around_is_named_so():
    from himap_travel.domain.sandbox.paths import DataDirError, split_file

    with pytest.raises(DataDirError, match="blanks around"):
        split_file(" train")
    assert split_file("train").is_file()


# --- a budget revealed in a later FlexTravelBench turn -----------------------------------------------------------------


def test_a_revealed_budget_past_every_float_is_named_by_the_last_turns_request(tmp_path):
    from himap_travel.harness.flex.data import FlexDataError, load_file

    instance = json.loads(FLEX.read_text(encoding="utf-8"))[0]
    instance["new_constraints"] = [{"budget": 7}]
    path = tmp_path / "instances.json"
    path.write_text(json.dumps([instance]).replace('{"budget": 7}', '{"budget": 3' + "0" * 450 + "}"), encoding="utf-8")
    with pytest.raises(FlexDataError, match=r"cannot be planned \(budget: .*valid number"):
        load_file(path)
    instance["new_constraints"] = [{"budget": 9_000}]
    path.write_text(json.dumps([instance]), encoding="utf-8")
    assert load_file(path)[0].row_at(2)["budget"] == 9_000.0


def test_the_fixes_are_all_held():
    tests = [name for name in globals() if name.startswith("test_") and name != "test_the_fixes_are_all_held"]
    assert len(tests) >= 20 and json.dumps(tests) and os.path.basename(__file__).endswith("_fifteenth.py")
