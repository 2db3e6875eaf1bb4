"""A real process for a test, started warm: ``python app.py ...`` or ``python -c SOURCE ...`` forked from a server that
imported the command line once.

A new ``python app.py`` pays about 2.8 s of CPU importing the command line (LangGraph, langsmith, our patterns and
models) before it reads its first option; the fault probes and kill sets start hundreds of them, and that start was
most of their CPU (``benchmarks/suite_cpu.py``). Here each test process keeps one server (started on first use, with
the probes' environment, stopped when the test process ends) that imported ``PRELOADED`` and forks per request:

* a *monitor*, which forks the *child* and reports its pid, then its exit status and CPU over the request's socket;
* the *child*, which takes the caller's argv, working folder, environment, standard streams (passed as file
  descriptors) and file-size limit, runs the script or source as ``__main__`` and exits as a process does (exit
  handlers, threads joined). It is a real process: its own pid to signal (``SIGINT``, ``SIGKILL``, ``SIGSTOP``...),
  its own streams and exit status.

The child dies with its caller: the monitor kills it the moment the request's socket closes (a test that fails or is
killed leaves no process behind); the whole server's process group is killed at the end. ``WarmProcess`` answers the
part of ``subprocess.Popen`` the tests use. What a child imports beyond ``PRELOADED`` it imports itself, after taking
the request's environment, as a new process would; none of ``PRELOADED`` reads the environment at import
(``tests/unit/domain/environment/test_environment.py``) or starts a thread. ``TESTS_START_COLD=1`` starts every such
process cold instead (``subprocess.Popen``), to compare.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import select
import signal
import socket
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

PRELOADED = ("himap_travel.app", "himap_travel.harness.cli.plan", "himap_travel.execution.run", "himap_travel.graphs.planner",
             "himap_travel.graphs.chat")  # what plan, replan, the chat and the examples import; none starts a thread
# Done once in the server after the imports: every pattern compiled and its guard worked out (``lazy_regex``,
# ``literal_guard``), about 1 s of CPU a process otherwise pays on its first reading. Neither reads data or settings.
WARM_UP = """
from himap_travel.domain.text.lazy_regex import _made, compile_all
from himap_travel.domain.text.literal_guard import needed_sets
compile_all()
for pattern in list(_made):
    needed_sets(pattern)
"""

SERVER = """
import atexit, json, os, resource, runpy, select, signal, socket, sys, traceback
interrupted = False


@atexit.register  # registered first, so run last: a child ended by an uncaught Ctrl-C dies of it, as CPython does
def die_if_interrupted():
    if interrupted:
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGINT)


for name in sys.argv[2].split(","):
    __import__(name)
exec(sys.argv[3], {})


def receive(caller):
    head, fds, _, _ = socket.recv_fds(caller, 8, 3)
    size, request = int.from_bytes(head, "big"), b""
    while len(request) < size:
        request += caller.recv(size - len(request))
    return json.loads(request), fds


def serve(listener):
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # the monitors are reaped by the kernel
    parent = os.getppid()
    while True:
        if not select.select([listener], [], [], 5)[0]:
            if os.getppid() != parent:  # the test process is gone: so is its server
                return 0
            continue
        caller, _ = listener.accept()
        request, fds = receive(caller)
        if os.fork() == 0:
            listener.close()
            signal.signal(signal.SIGCHLD, signal.SIG_DFL)
            return monitor(caller, request, fds)
        caller.close()
        for fd in fds:
            os.close(fd)


def monitor(caller, request, fds):
    pid = os.fork()
    if pid == 0:
        caller.close()
        return run(request, fds)
    for fd in fds:
        os.close(fd)
    caller.sendall(pid.to_bytes(8, "big"))
    ended = os.pidfd_open(pid)
    ready, _, _ = select.select([ended, caller], [], [])
    if ended not in ready:  # the caller closed its end: the child goes with it
        os.kill(pid, signal.SIGKILL)
    _, status, usage = os.wait4(pid, 0)
    try:
        caller.sendall(json.dumps({"code": os.waitstatus_to_exitcode(status),
                                   "cpu": usage.ru_utime + usage.ru_stime}).encode())
    finally:
        os._exit(0)


def run(request, fds):
    # Ctrl-C reaches the command as in a terminal's foreground, however the test run was started (a shell starts a
    # background job with SIGINT ignored, which every child inherits)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    for target, fd in enumerate(fds):
        os.dup2(fd, target)
        os.close(fd)
    if request.get("file_limit") is not None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (request["file_limit"], request["file_limit"]))
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])
    argv = request["argv"]
    try:
        if argv[0] == "-c":
            sys.argv, sys.path[0] = ["-c", *argv[2:]], ""
            exec(compile(argv[1], "<string>", "exec"), {"__name__": "__main__", "__builtins__": __builtins__})
        else:
            script = os.path.abspath(argv[0])
            sys.argv, sys.path[0] = argv, os.path.dirname(script)
            runpy.run_path(script, run_name="__main__")
    except SystemExit as stop:
        return stop.code
    except KeyboardInterrupt:
        global interrupted
        interrupted = True
        traceback.print_exc()
        return 1
    except BaseException:
        traceback.print_exc()
        return 1
    return 0


with socket.socket(socket.AF_UNIX) as listener:
    listener.bind(sys.argv[1])
    listener.listen(64)
    print("ready", flush=True)
    code = serve(listener)
sys.exit(code)
"""


class WarmServer:
    """The server: started with ``env`` in ``cwd``, a process group of its own (so that stopping it ends every child)."""

    def __init__(self, env: dict[str, str], cwd: Path, preloaded: tuple[str, ...] = PRELOADED, warm_up: str = WARM_UP,
                 ) -> None:
        self.start_settings = _start_settings(env)
        self.folder = tempfile.mkdtemp(prefix="himap-warm-")
        self.address = os.path.join(self.folder, "server.sock")
        self.process = subprocess.Popen([sys.executable, "-c", SERVER, self.address, ",".join(preloaded), warm_up], cwd=cwd,
                                        env=env, stdout=subprocess.PIPE, text=True, start_new_session=True)
        assert self.process.stdout is not None
        if self.process.stdout.readline().strip() != "ready":
            self.stop()
            raise RuntimeError("the warm python server did not start")

    def alive(self) -> bool:
        return self.process.poll() is None

    def stop(self) -> None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait()
        if self.process.stdout is not None:
            self.process.stdout.close()
        for name in os.listdir(self.folder):
            os.unlink(os.path.join(self.folder, name))
        os.rmdir(self.folder)

    def request(self, argv: list[str], cwd: str, env: dict[str, str], fds: list[int],
                file_limit: int | None = None) -> tuple[socket.socket, int]:
        """Start ``argv`` with standard streams ``fds``: the request's socket (open while the child should live) and
        the child's pid."""
        caller = socket.socket(socket.AF_UNIX)
        caller.connect(self.address)
        body = json.dumps({"argv": argv, "cwd": cwd, "env": env, "file_limit": file_limit}).encode()
        socket.send_fds(caller, [len(body).to_bytes(8, "big") + body], fds)
        head = b""
        while len(head) < 8:
            part = caller.recv(8 - len(head))
            if not part:
                caller.close()
                raise RuntimeError("the warm python server did not start the process")
            head += part
        return caller, int.from_bytes(head, "big")


class WarmProcess:
    """A child of the warm server, answered as ``subprocess.Popen`` (text pipes for the streams asked for)."""

    def __init__(self, server: WarmServer, argv: list[str], cwd: str, env: dict[str, str], *, stdin: bool = False,
                 file_limit: int | None = None) -> None:
        self.args, self.returncode, self.cpu = argv, None, 0.0
        self._readers: list[threading.Thread] = []
        self._read: dict[str, str] = {}
        given, kept = os.pipe() if stdin else (os.open(os.devnull, os.O_RDONLY), -1)
        (out, out_given), (err, err_given) = os.pipe(), os.pipe()
        try:
            self._socket, self.pid = server.request(argv, cwd, env, [given, out_given, err_given], file_limit)
        finally:
            for fd in (given, out_given, err_given):
                os.close(fd)
        self.stdin = open(kept, "w", encoding="utf-8") if stdin else None  # noqa: SIM115
        self.stdout = open(out, encoding="utf-8")  # noqa: SIM115
        self.stderr = open(err, encoding="utf-8")  # noqa: SIM115

    def _ended(self, timeout: float | None) -> bool:
        if self.returncode is not None:
            return True
        ready, _, _ = select.select([self._socket], [], [], timeout)
        if not ready:
            return False
        answer = b""
        while part := self._socket.recv(4096):
            answer += part
        self._socket.close()
        ended = json.loads(answer) if answer else {"code": -signal.SIGKILL, "cpu": 0.0}
        self.returncode, self.cpu = ended["code"], ended["cpu"]
        global CHILDREN_CPU
        CHILDREN_CPU += self.cpu
        return True

    def poll(self) -> int | None:
        self._ended(0)
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        if not self._ended(timeout):
            raise subprocess.TimeoutExpired(self.args, timeout or 0)
        assert self.returncode is not None
        return self.returncode

    def send_signal(self, number: int) -> None:
        if self.poll() is None:
            os.kill(self.pid, number)

    def kill(self) -> None:
        self.send_signal(signal.SIGKILL)

    def terminate(self) -> None:
        self.send_signal(signal.SIGTERM)

    def communicate(self, input: str | None = None, timeout: float | None = None) -> tuple[str | None, str | None]:
        """What ``Popen.communicate`` does: ``input`` written, both streams read to their end (a second call after a
        timeout goes on with the same readers), the child waited for."""
        if not self._readers:
            self._readers = [threading.Thread(target=self._drain, args=(name,), daemon=True)
                             for name in ("stdout", "stderr") if not getattr(self, name).closed]
            for reader in self._readers:
                reader.start()
            if self.stdin is not None and not self.stdin.closed:
                with contextlib.suppress(BrokenPipeError):
                    self.stdin.write(input or "")
                    self.stdin.close()
        self.wait(timeout)
        for reader in self._readers:
            reader.join(timeout)
            if reader.is_alive():
                raise subprocess.TimeoutExpired(self.args, timeout or 0)
        return self._read.get("stdout"), self._read.get("stderr")

    def _drain(self, name: str) -> None:
        stream = getattr(self, name)
        self._read[name] = stream.read()
        stream.close()

    def __enter__(self) -> WarmProcess:
        return self

    def __exit__(self, *_: object) -> None:
        for stream in (self.stdin, self.stdout, self.stderr):
            if stream is not None and not stream.closed:
                stream.close()
        self.wait()


_SERVER: WarmServer | None = None
# The CPU of every warm child this test process waited for: not in its ``RUSAGE_CHILDREN`` (a child is the server's),
# so ``benchmarks/suite_cpu.py`` adds it to the test's.
CHILDREN_CPU = 0.0


def _server() -> WarmServer:
    """This test process's server, started on first use with the probes' environment."""
    global _SERVER
    if _SERVER is None or not _SERVER.alive():
        from tests.support.faultkit import REPO, cli_env

        _SERVER = WarmServer(cli_env(), REPO)
        atexit.register(_SERVER.stop)
    return _SERVER


def _start_settings(env: dict[str, str]) -> dict[str, str]:
    """The variables the interpreter reads as it starts (``PYTHONPATH``, ``PYTHONHASHSEED``...): a child forked from
    a server that started with other values would not be the process the caller asked for (a ``sitecustomize`` on
    another ``PYTHONPATH`` never runs)."""
    return {name: value for name, value in env.items() if name.startswith("PYTHON")}


def start(argv: list[str], *, cwd: Path | str, env: dict[str, str], stdin: bool = False, file_limit: int | None = None,
          ) -> WarmProcess | subprocess.Popen:
    """``python ARGV`` (a script's path or ``-c SOURCE``, then its arguments) as a real process with text pipes for
    its output (and its input when ``stdin``), started warm; cold where ``TESTS_START_COLD`` is set or ``env`` starts
    the interpreter otherwise than the server's (``_start_settings``)."""
    if os.environ.get("TESTS_START_COLD") or _start_settings(env) != _server().start_settings:
        def limited() -> None:
            signal.signal(signal.SIGINT, signal.SIG_DFL)  # Ctrl-C as in a terminal's foreground (see ``SERVER``'s run)
            if file_limit is not None:
                import resource

                resource.setrlimit(resource.RLIMIT_FSIZE, (file_limit, file_limit))

        return subprocess.Popen([sys.executable, *argv], cwd=str(cwd), env=env, text=True,
                                stdin=subprocess.PIPE if stdin else subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, preexec_fn=limited)
    return WarmProcess(_server(), argv, str(cwd), env, stdin=stdin, file_limit=file_limit)


def run(argv: list[str], *, cwd: Path | str, env: dict[str, str], timeout: float, input: str | None = None,
        ) -> subprocess.CompletedProcess:
    """``subprocess.run``'s answer for ``python ARGV`` started warm: output captured, killed past ``timeout``."""
    child = start(argv, cwd=cwd, env=env, stdin=input is not None)
    try:
        out, err = child.communicate(input, timeout=timeout)
    except subprocess.TimeoutExpired:
        child.kill()
        child.communicate()
        raise
    return subprocess.CompletedProcess(argv, child.returncode, out, err)
