"""The GPU lock: ``requirements-gpu.lock``, the exact versions of ``pip install '.[train,gpu,tensorboard]'`` (Linux x86-64,
CPython 3.11).

    python training/gpu_lock.py            # resolve '.[train,gpu,tensorboard]' from PyPI (pip's dry run), write the lock
    python training/gpu_lock.py --check    # resolve again under the lock: it must resolve, and pin everything

Why a second lock: ``requirements.lock`` is CI's CPU environment (with the ``dev`` extra, whose template tests
need transformers >= 5.23), and ``pip install -c requirements.lock '.[train,gpu]'`` is ResolutionImpossible (its
transformers 5.23 against vLLM 0.31's < 5.18, its huggingface_hub and llguidance against vLLM's caps). A GPU
machine installs with this one instead:

    pip install -c requirements-gpu.lock -e '.[train,gpu,tensorboard]'

pip's dry run (``--dry-run --ignore-installed --report``) resolves without installing, reading PyPI's metadata;
the machine's own pip settings (a local wheel folder, a cap on torch) are left out, so the lock is PyPI's. The
torch it pins is PyPI's CUDA 13 build, which needs an NVIDIA driver >= 580.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCK = ROOT / "requirements-gpu.lock"
EXTRAS = ".[train,gpu,tensorboard]"  # the GPU configs report to TensorBoard
PROJECT = "himap-travel"
HEADER = (  # the lock file's first lines, as written there
    "# The GPU machines' environment: pip install -c requirements-gpu.lock -e '.[train,gpu,tensorboard]' (Linux x86-64, CPython 3.11).\n"
    "# Written by `python training/gpu_lock.py` (pip's resolver, dry run, from PyPI); "
    "checked by tests/integration/test_training_gpu_lock.py.\n"
    "# torch is PyPI's CUDA 13 build: it needs an NVIDIA driver >= 580.\n"
)


class ResolutionError(RuntimeError):
    """pip could not resolve the extras (under the lock, when given): its last lines say why."""


def pip_environment() -> dict[str, str]:
    """The environment without this machine's pip settings (config files, find-links, constraints): PyPI only."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("PIP_")}
    return {**env, "PIP_CONFIG_FILE": os.devnull, "PIP_DISABLE_PIP_VERSION_CHECK": "1"}


def resolve(lock: Path | None = None, timeout: float = 1800) -> dict[str, str]:
    """The versions pip would install for ``EXTRAS`` (under ``lock`` if given), by normalised name."""
    with tempfile.TemporaryDirectory() as folder:
        report = Path(folder) / "report.json"
        # fast-deps: each wheel's metadata by HTTP range requests (an index without PEP 658 metadata files otherwise
        # makes pip download every wheel, GBs of CUDA libraries: 6 min here against 4)
        command = [sys.executable, "-m", "pip", "install", "--dry-run", "--ignore-installed", "--no-build-isolation", "--quiet",
                   "--use-feature=fast-deps",
                   "--report", str(report), *(["-c", str(lock)] if lock else []), EXTRAS]
        done = subprocess.run(command, cwd=ROOT, env=pip_environment(), capture_output=True, text=True, timeout=timeout)
        if done.returncode != 0:
            raise ResolutionError(" ".join(command) + "\n" + done.stderr[-3000:])
        items = json.loads(report.read_text())["install"]
    versions = {normalise(item["metadata"]["name"]): item["metadata"]["version"] for item in items}
    versions.pop(PROJECT, None)
    return versions


def normalise(name: str) -> str:
    """PEP 503's form of a distribution name (``huggingface_hub`` and ``Huggingface-Hub`` are one package)."""
    import re

    return re.sub(r"[-_.]+", "-", name).lower()


def read_lock(path: Path = LOCK) -> dict[str, str]:
    """The lock's pins, by normalised name."""
    pins = {}
    for line in path.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, _, version = line.partition("==")
            pins[normalise(name)] = version.strip()
    return pins


def write_lock(versions: dict[str, str], path: Path = LOCK) -> Path:
    path.write_text(HEADER + "".join(f"{name}=={versions[name]}\n" for name in sorted(versions)))
    return path


def unpinned(resolved: dict[str, str], pins: dict[str, str]) -> list[str]:
    """What the resolver took that the lock does not pin at that version (a lock that leaves a package free)."""
    return sorted(f"{name} {version} (lock: {pins.get(name, 'absent')})" for name, version in resolved.items()
                  if pins.get(name) != version)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="resolve under the lock and check it pins everything (no write)")
    args = parser.parse_args(argv)
    try:
        if args.check:
            missing = unpinned(resolve(LOCK), read_lock())
            if missing:
                print("error: requirements-gpu.lock leaves free: " + ", ".join(missing), file=sys.stderr)
                return 1
            print(f"{LOCK.name}: resolves, {len(read_lock())} pins")
            return 0
        versions = resolve()
    except ResolutionError as error:
        print(f"error: pip could not resolve {EXTRAS}: {error}", file=sys.stderr)
        return 1
    print(f"wrote {write_lock(versions)} ({len(versions)} pins)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
