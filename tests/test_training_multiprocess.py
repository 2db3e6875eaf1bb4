"""GRPO on two processes (``torchrun --nproc_per_node 2`` and ``accelerate launch --num_processes 2`` on the CPU, the
smoke config): learning in step, one role per optimizer step over both processes, the setup and the output files made
once, and the vLLM modes it cannot drive refused."""

from __future__ import annotations

import json
import math
import os
import shutil
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

pytest.importorskip("trl")

from himap_travel.training.config import TrainingConfigError
from himap_travel.training.grpo import prompts_per_step
from himap_travel.training.runtime import check_vllm_mode

ROOT = Path(__file__).resolve().parent.parent


def _logged(value) -> bool:
    return value is not None and math.isfinite(float(value))


# The two launchers a user runs: torchrun, and accelerate (on a machine without GPUs, accelerate starts several CPU
# processes only through its GPU launcher told to use the CPU; ``--cpu`` alone starts one).
LAUNCHERS = {
    "torchrun": (["torchrun", "--standalone", "--nproc_per_node", "2"], {}),
    "accelerate": (["accelerate", "launch", "--multi_gpu", "--num_processes", "2", "--num_machines", "1", "--mixed_precision", "no",
                    "--dynamo_backend", "no"], {"ACCELERATE_USE_CPU": "true"}),
}


@pytest.fixture(scope="module", params=sorted(LAUNCHERS))
def two(request, tmp_path_factory) -> tuple[Path, str]:
    launcher, env = LAUNCHERS[request.param]
    program = shutil.which(launcher[0], path=str(Path(sys.executable).parent))
    if program is None:
        pytest.skip(f"{launcher[0]} is not installed beside this Python")
    out = tmp_path_factory.mktemp("grpo2") / "smoke"
    # half the one-process warm start: each of its steps sees a demonstration on each process (60 over-fitted the tiny
    # model until every rollout of a prompt was the same, and GRPO had no signal: zero gradients, no weight moved)
    command = [program, *launcher[1:], "training/grpo.py", "--config", "training/configs/smoke.yaml", "--output_dir", str(out),
               "--warm_start_steps", "30"]
    result = subprocess.run(command, cwd=ROOT, env={**os.environ, **env, "TRL_EXPERIMENTAL_SILENCE": "1", "OMP_NUM_THREADS": "1"},
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-4000:]
    return out, result.stdout + result.stderr


def test_both_processes_learn_in_step(two):
    """Rewards gathered over both processes give a group of rollouts different scores, and the one optimizer step
    moves the weights (a two-process run whose rollouts all scored the same once passed with nothing learned)."""
    out, _ = two
    steps = [entry for entry in json.loads((out / "trainer_state.json").read_text())["log_history"] if "reward" in entry]
    assert any(entry["reward_std"] > 0 for entry in steps) and any(entry["grad_norm"] > 0 for entry in steps)
    assert json.loads((out / "grpo_summary.json").read_text())["max_weight_change"] > 0


def test_each_optimizer_step_over_both_processes_trains_one_role(two):
    out, _ = two
    summary = json.loads((out / "grpo_summary.json").read_text())
    assert summary["processes"] == 2 and summary["steps"] == 4
    steps = [entry for entry in json.loads((out / "trainer_state.json").read_text())["log_history"] if "reward" in entry]
    assert len(steps) == 4
    for index, entry in enumerate(steps):
        scored, unscored = ("coordinator", "executor") if index % 2 == 0 else ("executor", "coordinator")
        assert _logged(entry[f"rewards/{scored}_global/mean"]) and not _logged(entry[f"rewards/{unscored}_global/mean"])


def test_setup_and_outputs_are_written_once(two):
    out, log = two
    assert log.count("GRPO done:") == 1  # the summary is the main process's (and the run, whose export once raced, finished)
    assert log.count("Writing model shards: 100%") == 3  # the tiny model, the warm start, the trained model: once each
    assert sorted(p.name for p in out.iterdir() if p.is_dir()) == ["bench", "dataset", "tiny-model", "warm_start"]
    for name in ["grpo_summary.json", "trainer_state.json", "rewards.png", "model.safetensors", "tokenizer.json"]:
        assert (out / name).stat().st_size > 0


def test_vllm_modes_the_rollout_cannot_drive_on_several_processes_are_refused():
    colocate = SimpleNamespace(use_vllm=True, vllm_mode="colocate", vllm_tensor_parallel_size=1)
    check_vllm_mode(colocate, 8)
    check_vllm_mode(SimpleNamespace(use_vllm=True, vllm_mode="server", vllm_tensor_parallel_size=1), 1)
    with pytest.raises(TrainingConfigError, match="server"):
        check_vllm_mode(SimpleNamespace(use_vllm=True, vllm_mode="server", vllm_tensor_parallel_size=1), 2)
    with pytest.raises(TrainingConfigError, match="vllm_tensor_parallel_size: 2"):
        check_vllm_mode(SimpleNamespace(use_vllm=True, vllm_mode="colocate", vllm_tensor_parallel_size=2), 8)


def test_a_step_takes_the_prompts_of_all_processes():
    args = SimpleNamespace(per_device_train_batch_size=8, gradient_accumulation_steps=1, num_generations=8, steps_per_generation=1,
                           num_iterations=1)
    assert prompts_per_step(args, 1) == 1 and prompts_per_step(args, 2) == 2
    paper = SimpleNamespace(per_device_train_batch_size=1, gradient_accumulation_steps=4, num_generations=4, steps_per_generation=4,
                            num_iterations=1)
    assert prompts_per_step(paper, 8) == 8
    with pytest.raises(TrainingConfigError, match="prompts_per_step: 1"):
        prompts_per_step(args, 2, given=1)
