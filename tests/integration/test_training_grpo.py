"""The CI smoke run of ``training/grpo.py``: a tiny random model, rollouts in the real sandbox, real updates."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("trl")
pytestmark = pytest.mark.integration  # trains real models: minutes

ROOT = Path(__file__).resolve().parents[2]
COMPONENTS = ["coordinator_global", "coordinator_extract", "coordinator_iterations", "executor_global", "executor_local", "executor_early"]


@pytest.fixture(scope="module")
def smoke(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("grpo") / "smoke"
    _grpo(out, *CHECKPOINTS)
    return out


CHECKPOINTS = ["--save_strategy", "steps", "--save_steps", "2"]  # the smoke run also checkpoints step 2: the resume test's


def _grpo(out: Path, *flags: str) -> None:
    command = [sys.executable, "training/grpo.py", "--config", "training/configs/smoke.yaml", "--output_dir", str(out), *flags]
    result = subprocess.run(command, cwd=ROOT, env={**os.environ, "TRL_EXPERIMENTAL_SILENCE": "1"},
                            capture_output=True, text=True, timeout=1500)
    assert result.returncode == 0, result.stderr[-4000:]


def _steps(folder: Path) -> dict[int, dict]:
    return {entry["step"]: entry for entry in json.loads((folder / "trainer_state.json").read_text())["log_history"] if "reward" in entry}


def test_two_optimizer_steps_move_the_weights(smoke):
    summary = json.loads((smoke / "grpo_summary.json").read_text())
    assert summary["steps"] >= 2
    assert summary["max_weight_change"] > 0
    assert summary["reward_weights"] == [0.8, 0.2, 0.1, 0.7, 0.3, 0.15]
    signal = summary["learning_signal"]  # the steps whose groups all scored alike are counted, not hidden
    assert signal["steps"] == summary["steps"] and 0 <= signal["steps_without_spread"] < signal["steps"]


def test_trainer_state_logs_every_reward_component_from_the_rollouts(smoke):
    history = json.loads((smoke / "trainer_state.json").read_text())["log_history"]
    steps = [entry for entry in history if "reward" in entry]
    assert len(steps) >= 2
    for name in COMPONENTS:
        assert all(f"rewards/{name}/mean" in entry for entry in steps)
    # the roles take turns (the role-balancing buffer): coordinator, departure day, coordinator, ...
    for index, entry in enumerate(steps):
        scored, unscored = ("coordinator", "executor") if index % 2 == 0 else ("executor", "coordinator")
        assert _logged(entry[f"rewards/{scored}_global/mean"]) and not _logged(entry[f"rewards/{unscored}_global/mean"])
    assert any(entry["reward_std"] > 0 for entry in steps)  # rollouts of one prompt scored differently: a learning signal
    assert (smoke / "rewards.png").stat().st_size > 0


def _logged(value) -> bool:
    """A mean TRL computed (it logs None, or NaN, for a component no completion of the step was scored by)."""
    return value is not None and math.isfinite(float(value))


def test_the_trained_model_loads_back_with_the_tool_template(smoke):
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from himap_travel.harness.serving.convert_gguf import chat_template

    assert AutoTokenizer.from_pretrained(smoke).chat_template == chat_template()
    assert AutoModelForCausalLM.from_pretrained(smoke).num_parameters() > 0


def test_the_held_out_pass_rate_is_measured_every_k_steps_logged_and_plotted(smoke):
    """smoke.yaml: ``heldout_eval_steps: 2`` of 4 steps, one validation_dev query planned by the model being trained."""
    from himap_travel.training.evaluation import read_history

    steps = _steps(smoke)
    assert [s for s, entry in steps.items() if _logged(entry.get("eval/official_pass_rate"))] == [2, 4]
    history = read_history(smoke)
    assert [entry["step"] for entry in history] == [2, 4] and all(entry["queries"] == 1 for entry in history)
    summary = json.loads((smoke / "grpo_summary.json").read_text())
    assert summary["heldout_eval"] == history and (smoke / "training.png").stat().st_size > 0


def test_a_grpo_run_stopped_after_step_2_and_resumed_reaches_the_uninterrupted_runs_state(smoke, tmp_path):
    """What a run stopped during step 3 leaves (its setup folders and ``checkpoint-2``), resumed with ``last``: steps
    3 and 4 are counted once, their rollouts score as the uninterrupted run's (the RNG restored: rollouts are sampled)
    and their losses and the final weights are its (the weights, the reference model and Adam's moments restored).
    The resumed run reads the copied dataset (no second export) and does not evaluate (its evaluation at step 4 would
    follow the last update)."""
    import shutil

    import torch
    from safetensors.torch import load_file

    whole = _steps(smoke)
    assert any(whole[step]["grad_norm"] > 0 for step in (3, 4))  # steps 3 and 4 learn something to restore
    stopped = tmp_path / "stopped"
    stopped.mkdir()
    for name in ("bench", "dataset", "tiny-model", "warm_start", "checkpoint-2"):
        shutil.copytree(smoke / name, stopped / name)
    _grpo(stopped, *CHECKPOINTS, "--dataset", str(stopped / "dataset"), "--heldout_eval_steps", "0", "--resume_from_checkpoint", "last")
    resumed = _steps(stopped)
    assert sorted(resumed) == [1, 2, 3, 4]  # 1 and 2 from the checkpoint's history, once each
    assert json.loads((stopped / "grpo_summary.json").read_text())["steps"] == 4
    for step in (3, 4):
        for key in ("reward", "reward_std", "loss", "grad_norm", "completions/mean_length"):
            assert resumed[step][key] == pytest.approx(whole[step][key], rel=1e-4, abs=1e-7), (step, key)
    final, reference = load_file(str(stopped / "model.safetensors")), load_file(str(smoke / "model.safetensors"))
    assert all(torch.allclose(final[name], reference[name], atol=1e-6) for name in reference)
