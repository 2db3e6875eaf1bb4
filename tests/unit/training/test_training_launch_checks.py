"""The launch checks that refuse, before any model is loaded, what would hang, break or quietly not learn on GPUs:
sleep mode and LoRA under ZeRO-3 / several processes, one process on several GPUs, nucleus sampling under a
sequence-level importance correction; the GPU configs pass them, with the paper's GRPO loss; and the time budget
is the main process's decision on every process."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

pytest.importorskip("trl")

from himap_travel.training.config import DataArguments, TrainingConfigError, time_budget
from himap_travel.training.runtime import (
    check_launch,
    check_lora_zero3,
    check_one_gpu,
    check_reporting,
    check_sampling,
    check_sleep_mode,
)

CONFIGS = Path(__file__).resolve().parents[3] / "training" / "configs"
GRPO_CONFIGS = ["smoke.yaml", "smollm2_cpu.yaml", "qwen3_8b_gpu.yaml", "qwen3_8b_8gpu.yaml"]


def _vllm(**overrides) -> SimpleNamespace:
    settings = dict(use_vllm=True, vllm_mode="colocate", vllm_tensor_parallel_size=1, vllm_enable_sleep_mode=False, deepspeed=None,
                    vllm_importance_sampling_correction=True, vllm_importance_sampling_mode="token_truncate", top_p=1.0, use_cpu=False,
                    report_to=["none"])
    return SimpleNamespace(**{**settings, **overrides})


def test_sleep_mode_is_refused_with_several_processes_or_zero3(monkeypatch):
    monkeypatch.delenv("ACCELERATE_DEEPSPEED_ZERO_STAGE", raising=False)
    check_sleep_mode(_vllm(vllm_enable_sleep_mode=True), 1)  # one process: slow (a reload every turn), no collective
    check_sleep_mode(_vllm(), 8)
    with pytest.raises(TrainingConfigError, match="vllm_enable_sleep_mode with 8 processes"):
        check_sleep_mode(_vllm(vllm_enable_sleep_mode=True), 8)
    monkeypatch.setenv("ACCELERATE_DEEPSPEED_ZERO_STAGE", "3")  # what accelerate launch tells its processes
    with pytest.raises(TrainingConfigError, match="ZeRO-3"):
        check_sleep_mode(_vllm(vllm_enable_sleep_mode=True), 1)


def test_lora_is_refused_under_zero3(monkeypatch):
    monkeypatch.delenv("ACCELERATE_DEEPSPEED_ZERO_STAGE", raising=False)
    check_lora_zero3(64, _vllm())
    check_lora_zero3(None, _vllm(deepspeed={"zero_optimization": {"stage": 3}}))
    with pytest.raises(TrainingConfigError, match="lora_rank: 64 under DeepSpeed ZeRO-3"):
        check_lora_zero3(64, _vllm(deepspeed={"zero_optimization": {"stage": 3}}))
    monkeypatch.setenv("ACCELERATE_DEEPSPEED_ZERO_STAGE", "3")
    with pytest.raises(TrainingConfigError, match="merging the adapters"):
        check_launch(DataArguments(lora_rank=8), _vllm(), 8)


def test_one_process_on_several_gpus_is_refused_before_loading(monkeypatch):
    import torch

    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 8)
    with pytest.raises(TrainingConfigError, match="CUDA_VISIBLE_DEVICES=0"):
        check_one_gpu(_vllm(), 1)
    check_one_gpu(_vllm(), 8)  # accelerate launch: one process per GPU
    check_one_gpu(_vllm(use_cpu=True), 1)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 1)
    check_one_gpu(_vllm(), 1)


def test_nucleus_sampling_under_a_sequence_level_correction_is_refused():
    with pytest.raises(TrainingConfigError, match="e\\^-10"):
        check_sampling(_vllm(top_p=0.9, vllm_importance_sampling_mode="sequence_mask"))  # TRL's default mode
    check_sampling(_vllm(top_p=1.0, vllm_importance_sampling_mode="sequence_mask"))
    check_sampling(_vllm(top_p=0.9, vllm_importance_sampling_mode="token_truncate"))
    check_sampling(_vllm(top_p=0.9, vllm_importance_sampling_mode="sequence_mask", use_vllm=False))  # TRL computes old logprobs


def _parsed(config: str, *flags: str):
    """The data arguments, the rollout arguments and TRL's config, as grpo.py reads them."""
    from himap_travel.training.config import parse_training_args
    from himap_travel.training.grpo import argument_types

    data, rollout, _, args = parse_training_args(argument_types(), ["--config", str(CONFIGS / config), "--dry_run", *flags])
    return data, rollout, args


@pytest.mark.parametrize("config", GRPO_CONFIGS)
def test_grpo_configs_train_with_the_papers_loss(config):
    """TRL's default loss_type is 'dapo' (token-level normalisation over the batch); the paper trains GRPO."""
    _, _, args = _parsed(config)
    assert args.loss_type == "grpo"


def test_gpu_configs_pass_the_launch_checks(monkeypatch):
    monkeypatch.delenv("ACCELERATE_DEEPSPEED_ZERO_STAGE", raising=False)
    data, _, args = _parsed("qwen3_8b_gpu.yaml", "--use_cpu", "false")
    check_sampling(args)
    assert args.top_p == 1.0 and args.vllm_importance_sampling_mode == "token_truncate" and not args.vllm_enable_sleep_mode
    assert args.report_to == ["tensorboard"] and args.log_completions  # something to watch
    monkeypatch.setenv("ACCELERATE_DEEPSPEED_ZERO_STAGE", "3")
    data, _, args = _parsed("qwen3_8b_8gpu.yaml", "--report_to", "none")  # tensorboard: the GPU lock's, not CI's
    check_launch(data, args, 8)
    check_sampling(args)
    with pytest.raises(TrainingConfigError):
        check_launch(data, _parsed("qwen3_8b_8gpu.yaml", "--report_to", "none", "--vllm_enable_sleep_mode", "true")[2], 8)


def test_the_time_budget_is_the_main_process_decision_on_every_process():
    """A process whose own clock has passed the budget stops only when the main process says so (else the
    processes stop at different steps and the ones still training wait at the next collective)."""
    from transformers import TrainerControl

    now = [0.0]
    main_says = [False]
    budget = time_budget(1.0, clock=lambda: now[0], share=lambda mine: main_says[0])
    now[0] = 120.0  # this process's clock: over the minute
    assert not budget.on_step_end(None, None, TrainerControl()).should_training_stop
    main_says[0] = True
    assert budget.on_step_end(None, None, TrainerControl()).should_training_stop
    alone = time_budget(1.0, clock=lambda: now[0])  # one process: its own decision
    now[0] += 61.0
    assert alone.on_step_end(None, None, TrainerControl()).should_training_stop


def test_tensorboard_reporting_without_the_extra_is_refused_before_loading(monkeypatch):
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *rest: None if name == "tensorboard" else real(name, *rest))
    check_reporting(SimpleNamespace(report_to=["none"]))
    with pytest.raises(TrainingConfigError, match=r"pip install -e '.\[train,tensorboard\]'"):
        check_reporting(SimpleNamespace(report_to=["tensorboard"]))
