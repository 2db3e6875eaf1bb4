"""The GPU lock (``requirements-gpu.lock``): pip's resolver, in a dry run from PyPI, resolves ``.[train,gpu]`` under it,
and it pins every package it resolves (``requirements.lock`` cannot take the gpu extra: ResolutionImpossible).

Needs PyPI: skipped when PyPI cannot be reached, except under CI (``CI`` set), where it fails instead. Slow: pip fetches
the metadata of ~250 packages one after another (minutes; see docs/training.md)."""

from __future__ import annotations

import os
import urllib.request
from pathlib import Path

import pytest

from himap_travel.training import gpu_lock

ROOT = Path(__file__).resolve().parents[2]


def _pypi_reachable() -> bool:
    try:
        with urllib.request.urlopen("https://pypi.org/simple/pip/", timeout=15) as response:
            return response.status == 200
    except OSError:
        return False


@pytest.fixture(scope="module")
def resolved() -> dict[str, str]:
    if not _pypi_reachable():
        if os.environ.get("CI"):
            pytest.fail("PyPI cannot be reached, and CI must check the GPU lock")
        pytest.skip("PyPI cannot be reached (the GPU lock's check needs it)")
    return gpu_lock.resolve(gpu_lock.LOCK, timeout=900)


@pytest.mark.gpu_lock
def test_the_gpu_lock_resolves_with_train_and_gpu_and_pins_everything(resolved):
    pins = gpu_lock.read_lock()
    assert gpu_lock.unpinned(resolved, pins) == []
    assert {name: resolved[name] for name in ("vllm", "trl", "transformers", "torch")} == {
        name: pins[name] for name in ("vllm", "trl", "transformers", "torch")}
    assert resolved["vllm"] == "0.31.0"


def test_the_cpu_lock_is_not_the_gpu_one():
    """requirements.lock's transformers (>= 5.23, the dev extra's) is outside vLLM 0.31's range (< 5.18): the reason for
    a second lock, which takes one in range."""
    from packaging.version import Version

    cpu, gpu = gpu_lock.read_lock(ROOT / "requirements.lock"), gpu_lock.read_lock()
    assert Version(cpu["transformers"]) >= Version("5.18") > Version(gpu["transformers"])
    assert gpu_lock.HEADER.splitlines()[0] == gpu_lock.LOCK.read_text().splitlines()[0]
    assert "driver >= 580" in gpu_lock.LOCK.read_text()


def test_unpinned_names_what_the_lock_leaves_free():
    assert gpu_lock.unpinned({"torch": "2.13.0", "vllm": "0.31.0"}, {"torch": "2.13.0"}) == ["vllm 0.31.0 (lock: absent)"]
    assert gpu_lock.unpinned({"torch": "2.13.0"}, {"torch": "2.12.0"}) == ["torch 2.13.0 (lock: 2.12.0)"]
