"""GRPO through TRL's vLLM path (colocate mode, the importance-sampling correction on) over the stand-in LLM.

The stand-in (``tests/support/vllm_standin.py``) samples with its own copy of the model, synced by TRL, and hands
back the sampled tokens' logprobs of the distribution it drew from. With the nucleus off and both copies in fp32
on the CPU, the trainer's logprobs must equal the rollout's token by token: an importance ratio of 1 shows the
rollout's logprobs are aligned with TRL's completion tokens (one token off and the ratios scatter). With
``top_p: 0.9`` the stand-in's logprobs are renormalised over the nucleus, the gap the issue measured: each token
weighs about the nucleus's mass (0.9 for the random model), which is why a sequence-level correction is refused.
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("trl")
pytestmark = pytest.mark.integration  # trains a real (tiny) model: under a minute

ROOT = Path(__file__).resolve().parents[2]


def _run(out: Path, top_p: str) -> dict:
    command = [sys.executable, "tests/support/vllm_standin.py", "--config", "training/configs/smoke.yaml",
               "--warm_start_steps", "0", "--max_steps", "1", "--heldout_eval_steps", "0", "--num_generations", "2",
               "--per_device_train_batch_size", "2", "--max_turns", "2", "--top_p", top_p, "--output_dir", str(out),
               "--use_vllm", "true", "--vllm_mode", "colocate", "--vllm_importance_sampling_correction", "true",
               "--vllm_importance_sampling_mode", "token_truncate"]
    env = {**os.environ, "TRL_EXPERIMENTAL_SILENCE": "1"}
    result = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stderr[-4000:]
    history = json.loads((out / "trainer_state.json").read_text())["log_history"]
    return next(entry for entry in history if "reward" in entry)


def test_the_rollouts_logprobs_match_the_trainers_token_by_token(tmp_path):
    step = _run(tmp_path / "full", "1.0")
    assert step["sampling/sampling_logp_difference/max"] < 1e-3
    for key in ("min", "mean", "max"):
        assert step[f"sampling/importance_sampling_ratio/{key}"] == pytest.approx(1.0, abs=1e-3)


def test_a_nucleus_weighs_each_token_by_its_mass(tmp_path):
    step = _run(tmp_path / "nucleus", "0.9")
    ratio = step["sampling/importance_sampling_ratio/mean"]
    assert 0.85 < ratio < 0.95  # the random model's nucleus holds about 0.9 of the mass at every token
    assert step["sampling/sampling_logp_difference/mean"] == pytest.approx(-math.log(ratio), rel=0.05)
