"""``plan --policy llm`` with no model server: refused at once (exit 3), saying how to start one."""

from __future__ import annotations

import socket
import time

from typer.testing import CliRunner

from himap_travel.app import cli

QUERY = ("Please plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to March 15th, 2022, "
         "with a budget of $1,400.")


def _closed_port() -> int:
    with socket.socket() as probe:  # bound then closed: nothing listens there
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_no_model_server_is_refused_at_once_with_how_to_start_one(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # a refused run writes no checkpoint anywhere
    url = f"http://127.0.0.1:{_closed_port()}/v1"
    started = time.monotonic()
    done = CliRunner().invoke(cli, ["plan", QUERY, "--policy", "llm", "--base-url", url])
    elapsed = time.monotonic() - started
    text = " ".join(done.output.split())
    assert done.exit_code == 3, text
    assert f"no model server answers at {url}" in text and "serve small" in text
    assert elapsed < 20, f"took {elapsed:.1f} s"
    assert not (tmp_path / "runs").exists()
