"""``serve small --model DIR`` serves a trained checkpoint; a folder that is not one is refused before any set-up."""

from __future__ import annotations

from typer.testing import CliRunner

from himap_travel.app import cli


def test_a_folder_without_a_model_is_refused_before_the_server_is_set_up(tmp_path):
    result = CliRunner().invoke(cli, ["serve", "small", "--model", str(tmp_path)])
    assert result.exit_code == 2  # a --model that cannot be used is bad input, as every command's (was 1 until stop 56)
    assert "no config.json" in " ".join(result.output.split())


def test_the_export_command_is_on_the_command_line():
    result = CliRunner().invoke(cli, ["export", "--help"])
    assert result.exit_code == 0 and "--runs" in result.output and "--out" in result.output
