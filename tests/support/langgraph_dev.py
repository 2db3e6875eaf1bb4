"""A real ``langgraph dev`` server of this repository for the tests that talk to it over HTTP.

It serves what ``langgraph.json`` names, on a free loopback port, with no
browser, no reload and no analytics (nothing may try to reach the outside);
its log goes to a file the caller names, and is shown when it fails to start.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.support.ports import free_port
from tests.support.waiting import wait_until

ROOT = Path(__file__).resolve().parents[2]
CLI = Path(sys.executable).parent / "langgraph"
needs_cli = pytest.mark.skipif(not CLI.exists(), reason="langgraph-cli[inmem] (the dev extra) is not installed")


@contextmanager
def langgraph_dev(log: Path, start_timeout: float = 120, env: dict[str, str] | None = None) -> Iterator[str]:
    """Start ``langgraph dev`` in the repository (``env``: more environment); yields its base URL and stops it afterwards."""
    port = free_port()
    env = {**os.environ, "LANGGRAPH_NO_BROWSER": "1", "LANGGRAPH_CLI_NO_ANALYTICS": "1", **(env or {})}
    with open(log, "w") as out:
        server = subprocess.Popen(
            [str(CLI), "dev", "--no-browser", "--no-reload", "--port", str(port), "--host", "127.0.0.1"],
            cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
        )
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_until_up(base, server, log, start_timeout)
        yield base
    finally:
        server.terminate()
        server.wait(timeout=30)


def _wait_until_up(base: str, server: subprocess.Popen, log: Path, timeout: float) -> None:
    def up() -> bool:
        assert server.poll() is None, f"it exited with code {server.returncode}"
        try:
            urllib.request.urlopen(f"{base}/ok", timeout=2)
        except OSError:
            return False
        return True

    try:
        wait_until(up, timeout, "no answer at /ok")
    except AssertionError as error:
        pytest.fail(f"langgraph dev did not start ({error}): " + log.read_text()[-3000:])


def post(url: str, body: dict, timeout: float = 120) -> dict | list:
    request = urllib.request.Request(url, json.dumps(body).encode(), {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=timeout) as response:
        return json.loads(response.read())


def get(url: str, timeout: float = 30) -> dict | list:
    with urllib.request.urlopen(url, timeout=timeout) as response:
        return json.loads(response.read())


def schemas(base: str, graph_id: str) -> dict:
    """The input, output and context schemas the server shows for a graph (what Studio's forms are built from)."""
    assistant = post(f"{base}/assistants/search", {"graph_id": graph_id})[0]["assistant_id"]
    return get(f"{base}/assistants/{assistant}/schemas")
