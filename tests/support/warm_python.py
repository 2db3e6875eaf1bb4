"""A ``.venv/bin/python`` whose scripts start warm: for tests that run many ``python app.py ...`` lines in a shell.

Each ``python app.py ...`` a docs block or an example runs pays the command's imports (about 3.4 s of CPU) before it
reads its first option. ``warm_venv`` makes a folder's ``.venv`` whose ``python`` hands a script (``app.py``,
``examples/*.py``) to a warm server (``tests/support/warm_process.py``: it imported the command line once and forks a
real process per script, with the caller's argv, working folder, environment and standard streams); the caller
forwards the signals a shell sends and exits with the child's status. Everything else (``python -c``, ``-m``, the
other programs of ``.venv/bin``) runs the real interpreter."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.support.warm_process import WarmServer

INTERPRETER = r"python[\d.]*"  # python, python3, python3.11: not python-grpc-tools-protoc
# The client: the real interpreter without site (no package imports), started by the ``python`` shim. It forwards the
# signals a shell sends to the child and exits with its status (128 + N for a child ended by signal N).
CLIENT = """
import json, os, signal, socket, sys
real, address = sys.argv[1], sys.argv[2]
args = sys.argv[3:]
if not args or not args[0].endswith(".py"):
    os.execv(real, [real, *args])
with socket.socket(socket.AF_UNIX) as server:
    server.connect(address)
    request = json.dumps({"argv": args, "cwd": os.getcwd(), "env": dict(os.environ)}).encode()
    socket.send_fds(server, [len(request).to_bytes(8, "big") + request], [0, 1, 2])
    answers = server.makefile("rb")
    pid = int.from_bytes(answers.read(8), "big")
    for number in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(number, lambda number, _: os.kill(pid, number))
    answer = answers.read()
code = json.loads(answer)["code"] if answer else 70
sys.exit(code if code >= 0 else 128 - code)
"""


@contextmanager
def warm_venv(folder: Path, env: dict[str, str], real: Path) -> Iterator[Path]:
    """``folder/.venv``, the real venv ``real`` but for its ``python``: ``app.py`` commands go to a warm server
    started with ``env`` in ``folder`` (stopped on leaving)."""
    server = WarmServer(env, folder)
    try:
        venv = folder / ".venv"
        (venv / "bin").mkdir(parents=True)
        for entry in real.iterdir():
            if entry.name != "bin":
                (venv / entry.name).symlink_to(entry)
        for entry in (real / "bin").iterdir():
            if not re.fullmatch(INTERPRETER, entry.name):
                (venv / "bin" / entry.name).symlink_to(entry)
        client, interpreter = folder.parent / "warm-python-client.py", real / "bin" / "python"
        client.write_text(CLIENT)
        for entry in filter(lambda entry: re.fullmatch(INTERPRETER, entry.name), (real / "bin").iterdir()):
            (venv / "bin" / entry.name).write_text(f'#!/bin/sh\nexec {interpreter} -S {client} {interpreter} {server.address} "$@"\n')
            (venv / "bin" / entry.name).chmod(0o755)
        yield venv
    finally:
        server.stop()


def linked_copy(repo: Path, folder: Path) -> Path:
    """``folder``, holding a link to each entry of ``repo`` but its ``.venv`` and ``runs`` (what scripts write there
    stays in ``folder``): a repository root to run scripts from, with a ``.venv`` of its own to make."""
    folder.mkdir(parents=True, exist_ok=True)
    for entry in repo.iterdir():
        if entry.name not in (".venv", "runs"):
            (folder / entry.name).symlink_to(entry)
    return folder
