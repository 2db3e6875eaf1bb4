"""Start vLLM's OpenAI-compatible server on loopback, wait until it answers, and always stop it again.

The server is a process group (the API server spawns an engine-core process),
so it is started in a session of its own and stopped by signalling the group:
terminating only the parent would leave the engine holding memory and the port.
"""

from __future__ import annotations

import collections
import os
import signal
import socket
import subprocess
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx

from himap_travel.domain.sandbox.paths import cache_path
from himap_travel.harness.serving.vllm_env import ServingSetupError, default_venv_dir, venv_bin

HOST = "127.0.0.1"  # never listen beyond this machine
MAX_MODEL_LEN = 8192  # SmolLM2's context window
SERVER_MODULE = "vllm.entrypoints.launchers.api_server.entry"  # what `vllm serve` runs
DEFAULT_KVCACHE_GB = "2"  # vLLM on CPU reserves this much RAM for its KV cache (its default is larger)

# A machine shared with other work (``serve small --shared``, and the integration tests beside the other test worker).
# vLLM's default binds one spinning OpenMP thread to each core and runs its engine and model in processes that poll
# each other: beside other jobs (load 11-15 on 2 cores) 64 tokens took 104 s and 68 s of the server's CPU. Unbound,
# one thread, one process: 19 s and 10 s (unbound in its three processes: 23 s and 14 s; 2026-11-28). A dedicated
# machine keeps the defaults, which decode faster there.
SHARED_ENV = {"VLLM_CPU_OMP_THREADS_BIND": "nobind", "OMP_NUM_THREADS": "1", "VLLM_ENABLE_V1_MULTIPROCESSING": "0"}
SHARED_ARGS = ("--distributed-executor-backend", "uni")


class ServerStartError(ServingSetupError):
    """The server process exited, or did not become ready in time; carries the log tail."""


class PortUnavailableError(ServingSetupError):
    """The port cannot be listened on (another service holds it, or it is not a port number)."""


def check_port(port: int, host: str = HOST) -> None:
    """Refuse a port the server could not listen on, by binding it for a moment as the server will.

    Checked before anything is installed, converted or started: otherwise the server would be set up and
    started for minutes only to die on the bind, or, worse, the readiness check would find the other
    service answering on that port.
    """
    if not 1 <= port <= 65535:
        raise PortUnavailableError(f"--port {port} is not a port number (1-65535)")
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the server's own socket: TIME_WAIT is no obstacle
        try:
            probe.bind((host, port))
        except OSError as error:
            raise PortUnavailableError(f"port {port} on {host} is already in use by another service ({error.strerror}); "
                                       "stop it or give another --port") from error


@dataclass(frozen=True)
class VLLMServer:
    """A running server: its process, where it listens and where it logs."""

    process: subprocess.Popen[bytes]
    port: int
    served_model_name: str
    log_path: Path

    @property
    def base_url(self) -> str:
        """The OpenAI-compatible root for ``ChatOpenAI(base_url=...)``."""
        return f"http://{HOST}:{self.port}/v1"


def serve_command(
    model_dir: Path, port: int, served_model_name: str, extra_args: Sequence[str] = (), python: Path | None = None
) -> list[str]:
    """The command line of ``vllm serve``, run as its module.

    Why each choice:
    - the module, not the ``vllm`` script: that script asks for the version of a
      distribution named ``vllm``, but vllm-cpu installs as ``vllm-cpu``, so
      ``vllm serve`` dies with PackageNotFoundError before parsing its arguments;
    - ``--tool-call-parser hermes``: our template emits its ``<tool_call>`` format;
    - ``--tool-strict-level parameter``: vLLM 0.31 constrains tool calls with a grammar
      over the ``<tool_call>`` envelope, but leaves the arguments free unless a tool says
      ``strict: true``; this pins every argument schema (types, required keys, enums);
    - ``--dtype float32``: bf16 needs AVX512-BF16, which most CPUs lack.
    """
    return [
        str(python or venv_bin(default_venv_dir(), "python")),
        "-m", SERVER_MODULE,
        "--model", str(model_dir),
        "--host", HOST,
        "--port", str(port),
        "--served-model-name", served_model_name,
        "--enable-auto-tool-choice",
        "--tool-call-parser", "hermes",
        "--tool-strict-level", "parameter",
        "--max-model-len", str(MAX_MODEL_LEN),
        "--dtype", "float32",
        *extra_args,
    ]


def server_env(base: dict[str, str] | None = None, shared: bool = False) -> dict[str, str]:
    """The environment for the server; every value can be overridden from outside.
    A small KV cache, all cores for the model (one unbound thread when ``shared``), no usage reporting (there is no
    network)."""
    env = dict(os.environ if base is None else base)
    if shared:
        env.update(SHARED_ENV)
    env.setdefault("VLLM_CPU_KVCACHE_SPACE", DEFAULT_KVCACHE_GB)
    # By default vLLM keeps one core for the API server; on 2 cores that halves the model's
    # threads (measured: 17.5 -> 22 tokens/s single, 44 -> 64 with 4 requests when it is 0).
    env.setdefault("VLLM_CPU_NUM_OF_RESERVED_CPU", "0")
    env.setdefault("VLLM_NO_USAGE_STATS", "1")
    env.setdefault("DO_NOT_TRACK", "1")
    env.setdefault("VLLM_HOST_IP", HOST)  # keep vLLM's internal sockets on loopback too
    env.setdefault("HF_HUB_OFFLINE", "1")  # everything is local; fail fast instead of trying a hub
    return env


def log_tail(path: Path, lines: int = 40) -> str:
    """The last lines of a log file (empty if there is none yet)."""
    if not path.exists():
        return ""
    with path.open(errors="replace") as handle:
        return "".join(collections.deque(handle, maxlen=lines))


def _is_ready(port: int, served_model_name: str) -> bool:
    """/health says the engine is up; /v1/models says the API routes answer with our name."""
    base = f"http://{HOST}:{port}"
    try:
        if httpx.get(f"{base}/health", timeout=2).status_code != 200:
            return False
        models = httpx.get(f"{base}/v1/models", timeout=2)
    except httpx.HTTPError:
        return False
    return models.status_code == 200 and any(m.get("id") == served_model_name for m in models.json().get("data", []))


def wait_until_ready(server: VLLMServer, timeout: float) -> None:
    """Poll until the server answers; raise with the log tail if it dies or takes too long."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        code = server.process.poll()
        if code is not None:
            raise ServerStartError(f"vllm serve exited with code {code}; log {server.log_path}:\n{log_tail(server.log_path)}")
        if _is_ready(server.port, server.served_model_name):
            return
        time.sleep(1)
    raise ServerStartError(f"vllm serve not ready after {timeout:.0f} s; log {server.log_path}:\n{log_tail(server.log_path)}")


def _signal_group(pgid: int, sig: int) -> bool:
    """Send ``sig`` to the process group; False when the group no longer exists."""
    try:
        os.killpg(pgid, sig)
    except ProcessLookupError:
        return False
    return True


def stop(process: subprocess.Popen[bytes], grace: float = 30) -> None:
    """SIGTERM the whole process group, give it ``grace`` seconds, then SIGKILL what is left.

    The group is signalled even when the API server has already exited: its engine
    process may outlive it and would keep the memory and the cores.
    """
    if _signal_group(process.pid, signal.SIGTERM):
        deadline = time.monotonic() + grace
        while time.monotonic() < deadline and (process.poll() is None or _signal_group(process.pid, 0)):
            time.sleep(0.2)
        _signal_group(process.pid, signal.SIGKILL)
    process.wait()


@contextmanager
def start_vllm(
    model_dir: Path,
    port: int,
    served_model_name: str = "smollm2",
    extra_args: Sequence[str] = (),
    log_path: Path | None = None,
    timeout: float = 300,
    command: Sequence[str] | None = None,
    venv: Path | None = None,
    shared: bool = False,
) -> Iterator[VLLMServer]:
    """Run ``vllm serve`` for the duration of the ``with`` block and yield a ready server.

    ``command`` replaces the whole command line (tests put a stand-in process there);
    ``venv`` chooses the vllm-cpu virtualenv (default: ``default_venv_dir()``);
    ``shared``: the machine runs other work too (``SHARED_ENV``, ``SHARED_ARGS``).
    """
    if shared:
        extra_args = (*extra_args, *SHARED_ARGS)
    log_path = log_path or cache_path() / "logs" / f"vllm-{port}.log"
    log_path.parent.mkdir(parents=True, exist_ok=True)
    python = venv_bin(venv or default_venv_dir(), "python")
    argv = list(command) if command is not None else serve_command(model_dir, port, served_model_name, extra_args, python)
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            argv, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=server_env(shared=shared), start_new_session=True
        )
    server = VLLMServer(process, port, served_model_name, log_path)
    try:
        wait_until_ready(server, timeout)
        yield server
    finally:
        stop(process)
