"""The LoRA path of ``training/grpo.py`` on the CPU: its own file so that, under ``--dist loadfile``, it runs beside
the smoke run of tests/integration/test_training_grpo.py instead of after it on the same worker."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("trl")
pytestmark = pytest.mark.integration  # trains a real model: minutes

ROOT = Path(__file__).resolve().parents[2]


def test_lora_runs_save_plain_models_with_the_adapters_merged(tmp_path):
    """With ``lora_rank`` the warm start and the GRPO output are plain models: an adapter-only folder came
    back with its adapter attached, and GRPO's LoRA went on top of it (peft warned, on the CUDA smoke run)."""
    from himap_travel.training.runtime import saved_weight_change

    out = tmp_path / "lora"
    command = [sys.executable, "training/grpo.py", "--config", "training/configs/smoke.yaml", "--output_dir", str(out),
               "--lora_rank", "8", "--warm_start_steps", "10", "--max_steps", "1"]
    result = subprocess.run(command, cwd=ROOT, env={**os.environ, "TRL_EXPERIMENTAL_SILENCE": "1"},
                            capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stderr[-4000:]
    assert "for a second time" not in result.stderr
    summary = json.loads((out / "grpo_summary.json").read_text())
    assert 0 < summary["trainable_parameters"] < 100_000  # the adapters, not the model's 358,080 weights
    assert (summary["device"], summary["dtype"]) == ("cpu", "float32")
    for folder in (out / "warm_start", out):
        assert (folder / "model.safetensors").is_file() and not (folder / "adapter_config.json").exists()
    assert saved_weight_change(out / "tiny-model", out / "warm_start") > 0  # the warm start's adapters are in the weights
