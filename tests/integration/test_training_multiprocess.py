"""GRPO on two processes (``torchrun --nproc_per_node 2`` and ``accelerate launch --num_processes 2`` on the CPU, the
smoke config): learning in step, one role per optimizer step over both processes, the setup and the output files made
once, and the vLLM modes it cannot drive refused.

torchrun's run is the whole smoke: the export, the tiny model and the two-process warm start, then GRPO. accelerate's
run trains GRPO from torchrun's dataset and warm start (``--warm_start_steps 0``): the same start, so the same learning
checks hold for it (and its steps are torchrun's), without paying the setup a second time (159 -> 109 s of CPU for
accelerate's run, 2026-11-29). Both launchers start the same ``training/grpo.py`` through torch's elastic agent; the
setup's own multi-process logic (the main process first, a barrier, the lockstep warm start) is checked on torchrun's run.
"""

from __future__ import annotations

import json
import math
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace

import pytest

pytest.importorskip("trl")
pytestmark = pytest.mark.integration  # trains real models: minutes

from himap_travel.training.config import TrainingConfigError
from himap_travel.training.grpo import prompts_per_step
from himap_travel.training.runtime import check_vllm_mode

ROOT = Path(__file__).resolve().parents[2]


def _logged(value) -> bool:
    return value is not None and math.isfinite(float(value))


def _steps(out: Path) -> list[dict]:
    """The optimizer steps' log entries of the run in ``out``."""
    return [entry for entry in json.loads((out / "trainer_state.json").read_text())["log_history"] if "reward" in entry]


# The two launchers a user runs: torchrun, and accelerate (on a machine without GPUs, accelerate starts several CPU
# processes only through its GPU launcher told to use the CPU; ``--cpu`` alone starts one).
LAUNCHERS = {
    "torchrun": (["torchrun", "--standalone", "--nproc_per_node", "2"], {}),
    "accelerate": (["accelerate", "launch", "--multi_gpu", "--num_processes", "2", "--num_machines", "1", "--mixed_precision", "no",
                    "--dynamo_backend", "no"], {"ACCELERATE_USE_CPU": "true"}),
}


@dataclass(frozen=True)
class Run:
    """One two-process smoke run: its output folder, its log (stdout and stderr), and whether it made its own setup."""

    out: Path
    log: str
    made_setup: bool


def _grpo(launcher: str, out: Path, *flags: str) -> str:
    """``training/grpo.py`` with the smoke config on two processes under ``launcher``: its log."""
    prefix, env = LAUNCHERS[launcher]
    program = shutil.which(prefix[0], path=str(Path(sys.executable).parent))
    if program is None:
        pytest.skip(f"{prefix[0]} is not installed beside this Python")
    command = [program, *prefix[1:], "training/grpo.py", "--config", "training/configs/smoke.yaml", "--output_dir", str(out), *flags]
    result = subprocess.run(command, cwd=ROOT, env={**os.environ, **env, "TRL_EXPERIMENTAL_SILENCE": "1", "OMP_NUM_THREADS": "1"},
                            capture_output=True, text=True, timeout=900)  # wall: 2 shared cores under load
    assert result.returncode == 0, result.stderr[-4000:]
    return result.stdout + result.stderr


@pytest.fixture(scope="module")
def whole_run(tmp_path_factory) -> Run:
    """torchrun's run, setup included: the one-process smoke's warm start, every process trained on the same
    demonstration at each step (lockstep_rows)."""
    out = tmp_path_factory.mktemp("grpo2") / "smoke"
    return Run(out, _grpo("torchrun", out), made_setup=True)


@pytest.fixture(scope="module")
def accelerate_run(whole_run, tmp_path_factory) -> Run:
    """accelerate's run, GRPO only: from torchrun's dataset and warm start."""
    out = tmp_path_factory.mktemp("grpo2") / "smoke"
    log = _grpo("accelerate", out, "--dataset", str(whole_run.out / "dataset"), "--model_name_or_path", str(whole_run.out / "warm_start"),
                "--warm_start_steps", "0")
    return Run(out, log, made_setup=False)


@pytest.fixture(scope="module", params=["torchrun", "accelerate"])  # torchrun first: accelerate's run starts from its setup
def two(request) -> Run:
    return request.getfixturevalue({"torchrun": "whole_run", "accelerate": "accelerate_run"}[request.param])


def test_both_processes_learn_in_step_with_a_learning_signal_in_most_steps(two):
    """Most steps' groups have rollouts that scored differently (GRPO's advantage is zero in a group that all
    scored alike), those steps have a gradient, and the weights move. With each process warm-started on its
    own demonstration (data-parallel: a step on two demonstrations) the tiny model came out elsewhere than on one
    process, and 3 or 4 of the 4 steps had no spread at all while an "any step" assertion passed.

    Then, with the lockstep warm start, 2 of 4 steps still had none (0.53, 0, 0, 0.30) at smoke.yaml's former
    learning rate 0.001: the first step moved the memorised model off its calls (KL 0.10 after it), and the later
    groups' 8 completions all differed (``rollout/distinct_completions`` 7.5-8) but had one outcome
    (``rollout/distinct_outcomes`` 1: the coordinator's empty trip); top_p 1.0 gave 2 of 4 as well. At 0.0001:
    4 of 4 (torchrun, seeds 0 and 1; accelerate, seed 0)."""
    out = two.out
    steps = _steps(out)
    with_spread = [entry for entry in steps if entry["reward_std"] > 0]
    assert len(with_spread) > len(steps) / 2 and all(entry["grad_norm"] > 0 for entry in with_spread)
    assert all(entry["rollout/distinct_outcomes"] >= 1 for entry in steps)  # the rollout's per-group variety is logged
    summary = json.loads((out / "grpo_summary.json").read_text())
    assert summary["learning_signal"]["steps_without_spread"] < len(steps) / 2 and summary["max_weight_change"] > 0


def test_each_optimizer_step_over_both_processes_trains_one_role(two):
    out = two.out
    summary = json.loads((out / "grpo_summary.json").read_text())
    assert summary["processes"] == 2 and summary["steps"] == 4
    steps = _steps(out)
    assert len(steps) == 4
    for index, entry in enumerate(steps):
        scored, unscored = ("coordinator", "executor") if index % 2 == 0 else ("executor", "coordinator")
        assert _logged(entry[f"rewards/{scored}_global/mean"]) and not _logged(entry[f"rewards/{unscored}_global/mean"])


def test_setup_and_outputs_are_written_once(two):
    out, log = two.out, two.log
    assert log.count("GRPO done:") == 1  # the summary is the main process's (and the run, whose export once raced, finished)
    if two.made_setup:
        assert log.count("Writing model shards: 100%") == 3  # the tiny model, the warm start, the trained model: once each
        assert sorted(p.name for p in out.iterdir() if p.is_dir()) == ["bench", "dataset", "tiny-model", "warm_start"]
    else:  # started from torchrun's setup: the trained model only, and no setup of its own
        assert log.count("Writing model shards: 100%") == 1
        assert [p.name for p in out.iterdir() if p.is_dir()] == []
    for name in ["grpo_summary.json", "trainer_state.json", "rewards.png", "model.safetensors", "tokenizer.json"]:
        assert (out / name).stat().st_size > 0


def test_both_launchers_train_alike_from_the_same_start(whole_run, accelerate_run):
    """From one warm start and seed, accelerate's run takes torchrun's steps: the same rollouts' rewards, the same
    gradients (2026-11-29: equal to the last digit). A launcher that handed the processes other batches, other
    seeds or another process count would part from them."""
    accelerate, torchrun = _steps(accelerate_run.out), _steps(whole_run.out)
    assert len(accelerate) == len(torchrun) == 4
    for ours, theirs in zip(accelerate, torchrun, strict=True):
        for key in ("reward", "reward_std", "grad_norm", "completions/mean_length"):
            assert ours[key] == pytest.approx(theirs[key], rel=1e-4, abs=1e-7), (ours["step"], key)


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


def test_the_warm_start_gives_every_process_the_same_demonstration_at_each_step():
    """accelerate hands process k the batches k, k + N, ...: each demonstration N times in a row puts one on every
    process at each step (their averaged gradient is that demonstration's, as on one process); each pass over the
    accepted demonstrations is a seeded shuffle, and a demonstration the environment did not accept is left out."""
    import json as _json

    from himap_travel.training.grpo import lockstep_rows

    rows = [SimpleNamespace(id=f"r{i}", role="stay", outcome=_json.dumps({"accepted": i != 3})) for i in range(4)]
    ordered = lockstep_rows(rows, steps=7, processes=2, seed=0)
    assert len(ordered) == 14
    per_process = [[row.id for row in ordered[rank::2]] for rank in range(2)]
    assert per_process[0] == per_process[1]
    assert sorted(per_process[0][:3]) == sorted(per_process[0][3:6]) == ["r0", "r1", "r2"]
    assert lockstep_rows(rows, 7, 2, seed=0) == ordered and [r.id for r in lockstep_rows(rows, 7, 1, seed=0)] == per_process[0]
