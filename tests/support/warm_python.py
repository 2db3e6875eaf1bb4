"""A ``.venv/bin/python`` whose scripts start warm: for tests that run many ``python app.py ...`` lines in a shell.

Each ``python app.py ...`` a docs block or an example runs pays the command's imports (about 3.4 s of CPU) before it
reads its first option. ``warm_venv`` makes a folder's ``.venv`` whose ``python`` hands a script (``app.py``,
``examples/*.py``) to a server that imported the command line once and forks a child per script: the child takes the
caller's argv, working folder, environment and standard streams (passed as file descriptors), runs the script as
``__main__`` and exits as a process does (exit handlers, threads joined); the caller exits with its status. Everything
else (``python -c``, ``-m``, the other programs of ``.venv/bin``) runs the real interpreter. What a script imports
beyond the preloaded modules, it imports itself, as a new process would.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

INTERPRETER = r"python[\d.]*"  # python, python3, python3.11: not python-grpc-tools-protoc
PRELOADED = ("himap_travel.app", "himap_travel.harness.cli.plan", "himap_travel.execution.run", "himap_travel.graphs.planner",
             "himap_travel.graphs.chat")  # what plan, replan and the examples import; none starts a thread

# The client: the real interpreter without site (no package imports), started by the ``python`` shim.
CLIENT = """
import json, os, socket, sys
real, address = sys.argv[1], sys.argv[2]
args = sys.argv[3:]
if not args or not args[0].endswith(".py"):
    os.execv(real, [real, *args])
with socket.socket(socket.AF_UNIX) as server:
    server.connect(address)
    request = json.dumps({"argv": args, "cwd": os.getcwd(), "env": dict(os.environ)}).encode()
    socket.send_fds(server, [len(request).to_bytes(8, "big") + request], [0, 1, 2])
    status = server.makefile("rb").read()
sys.exit(int(status) if status else 70)
"""

SERVER = """
import json, os, runpy, socket, sys, traceback
for name in sys.argv[2].split(","):
    __import__(name)


def serve(listener):
    while True:
        caller, _ = listener.accept()
        head, fds, _, _ = socket.recv_fds(caller, 8, 3)
        size, request = int.from_bytes(head, "big"), b""
        while len(request) < size:
            request += caller.recv(size - len(request))
        pid = os.fork()
        if pid == 0:
            listener.close()
            caller.close()
            return run(json.loads(request), fds)
        for fd in fds:
            os.close(fd)
        _, status = os.waitpid(pid, 0)
        code = os.waitstatus_to_exitcode(status)
        caller.sendall(str(code if code >= 0 else 128 - code).encode())
        caller.close()


def run(request, fds):
    for target, fd in enumerate(fds):
        os.dup2(fd, target)
        os.close(fd)
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])
    script = os.path.abspath(request["argv"][0])
    sys.argv, sys.path[0] = request["argv"], os.path.dirname(script)
    try:
        runpy.run_path(script, run_name="__main__")
    except SystemExit as stop:
        return stop.code
    except BaseException:
        traceback.print_exc()
        return 1
    return 0


with socket.socket(socket.AF_UNIX) as listener:
    listener.bind(sys.argv[1])
    listener.listen()
    print("ready", flush=True)
    code = serve(listener)
sys.exit(code)
"""


@contextmanager
def warm_venv(folder: Path, env: dict[str, str], real: Path) -> Iterator[Path]:
    """``folder/.venv``, the real venv ``real`` but for its ``python``: ``app.py`` commands go to a warm server
    started with ``env`` in ``folder`` (stopped on leaving)."""
    address = str(folder.parent / "warm-python.sock")
    server = subprocess.Popen([sys.executable, "-c", SERVER, address, ",".join(PRELOADED)], cwd=folder, env=env,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None and server.stdout.readline().strip() == "ready", "the warm python did not start"
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
            (venv / "bin" / entry.name).write_text(f'#!/bin/sh\nexec {interpreter} -S {client} {interpreter} {address} "$@"\n')
            (venv / "bin" / entry.name).chmod(0o755)
        yield venv
    finally:
        server.kill()
        server.wait()


def linked_copy(repo: Path, folder: Path) -> Path:
    """``folder``, holding a link to each entry of ``repo`` but its ``.venv`` and ``runs`` (what scripts write there
    stays in ``folder``): a repository root to run scripts from, with a ``.venv`` of its own to make."""
    folder.mkdir(parents=True, exist_ok=True)
    for entry in repo.iterdir():
        if entry.name not in (".venv", "runs"):
            (folder / entry.name).symlink_to(entry)
    return folder
