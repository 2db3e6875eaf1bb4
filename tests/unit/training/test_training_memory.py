"""Memory and configs of the GPU runs: the meta-device dry run, bf16 loading, the weight report from the saved files."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

pytest.importorskip("trl")

from himap_travel.training.models import build_tiny, load
from himap_travel.training.runtime import saved_weight_change

CONFIGS = Path(__file__).resolve().parents[3] / "training" / "configs"
GIB = 1024**3


def _dry_run(config: str, *flags: str):
    from himap_travel.training.grpo import main

    return main(["--config", str(CONFIGS / config), "--dry_run", *flags])["footprints"]


def test_dry_run_sizes_qwen3_8b_on_the_meta_device_for_one_and_eight_gpus(capsys):
    one_gpu = _dry_run("qwen3_8b_gpu.yaml")
    assert [f.gpus for f in one_gpu] == [1, 8]
    assert one_gpu[0].fits and one_gpu[0].parts["reference model"] == 0  # LoRA: no reference copy
    assert one_gpu[0].parts["policy weights"] == pytest.approx(8.19e9 * 2, rel=0.01)  # bf16
    full = _dry_run("qwen3_8b_8gpu.yaml")
    assert not full[0].fits and full[1].fits  # a full fine-tune needs the eight GPUs (ZeRO-3)
    assert full[1].parts["AdamW states"] == pytest.approx(8.19e9 * 12 / 8, rel=0.01)
    printed = capsys.readouterr().out
    assert "8.19 B parameters, built on the meta device" in printed and "fits" in printed


def test_gpu_configs_keep_the_papers_batch_and_bound_their_checkpoints():
    for name, processes in [("qwen3_8b_gpu.yaml", 1), ("qwen3_8b_8gpu.yaml", 8)]:
        config = yaml.safe_load((CONFIGS / name).read_text())
        assert config["per_device_train_batch_size"] * config["gradient_accumulation_steps"] * processes == 32
        assert config["gradient_accumulation_steps"] > 1 and config["save_total_limit"] >= 1 and config["bf16"]
        assert config["chat_template_kwargs"] == {"enable_thinking": False}
    accelerate = yaml.safe_load((CONFIGS / "accelerate_zero3_8gpu.yaml").read_text())
    assert accelerate["num_processes"] == 8 and accelerate["deepspeed_config"]["zero_stage"] == 3
    assert accelerate["deepspeed_config"]["zero3_save_16bit_model"]  # save_model writes one full model


def test_bf16_loads_bf16_weights_only_where_fp32_master_weights_are_kept(tmp_path):
    import torch

    from himap_travel.training.models import weights_dtype

    folder = build_tiny(["Plan day 1."] * 10, tmp_path / "tiny", vocab_size=300)
    assert load(str(folder), dtype=weights_dtype(True, lora_rank=64))[0].dtype == torch.bfloat16
    assert load(str(folder), dtype=weights_dtype(True))[0].dtype == torch.float32  # full fine-tune: bf16 autocast on fp32 weights
    assert load(str(folder))[0].dtype == torch.float32


def test_weight_change_is_read_from_the_saved_files(tmp_path):
    import torch

    start = build_tiny(["Plan day 1."] * 10, tmp_path / "start", vocab_size=300)
    model, _ = load(str(start))
    with torch.no_grad():
        model.model.norm.weight[3] += 0.25
    model.save_pretrained(tmp_path / "trained")
    assert saved_weight_change(start, tmp_path / "trained") == pytest.approx(0.25)
    assert saved_weight_change(start, start) == 0.0
    assert saved_weight_change(None, start) is None
