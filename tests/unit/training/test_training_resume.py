"""Resuming: ``--resume_from_checkpoint`` reaches ``trainer.train`` (it was accepted and ignored: a stopped run started
over), and a resumed run continues from its step with its optimizer state; and bf16 training keeps fp32 master weights,
so a small update is not rounded away."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("trl")

from himap_travel.training.config import TrainingConfigError
from himap_travel.training.export import RoleRow
from himap_travel.training.models import build_tiny, load, weights_dtype
from himap_travel.training.runtime import resume_point

CALL = {"id": "c0", "type": "function", "function": {"name": "finish", "arguments": json.dumps({"city": "Rockford"})}}


def _row(index: int) -> RoleRow:
    completion = [{"role": "assistant", "content": "", "tool_calls": [CALL], "tool_call_id": None},
                  {"role": "tool", "content": "OK: day committed", "tool_calls": None, "tool_call_id": "c0"}]
    return RoleRow(id=f"t/{index}/i1/d1/a1", split="train", position=index, run="r", iteration=1, day=1, attempt=1, role="stay",
                   prompt=[{"role": "system", "content": "You plan one day."}, {"role": "user", "content": f"Plan day {index}."}],
                   completion=completion, tools="[]", trip="{}", plan="[]", outcome=json.dumps({"accepted": True}),
                   reward_global=0.0, objective=0.0, official_pass=False, strict_pass=False)


@pytest.fixture(scope="module")
def dataset(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("dataset")
    (folder / "rows.jsonl").write_text("".join(_row(i).model_dump_json() + "\n" for i in range(6)))
    return folder


def _sft(dataset: Path, out: Path, *flags: str) -> dict:
    from himap_travel.training.sft import main

    main(["--dataset", str(dataset), "--output_dir", str(out), "--max_steps", "4", "--save_strategy", "steps", "--save_steps", "2",
          "--learning_rate", "0.001", "--logging_steps", "1", "--use_cpu", "true", "--report_to", "none", "--seed", "0",
          "--per_device_train_batch_size", "1", *flags])
    return json.loads((out / "trainer_state.json").read_text())


def _weights(folder: Path) -> dict:
    from safetensors.torch import load_file

    return load_file(str(folder / "model.safetensors"))


def test_a_resumed_sft_run_continues_from_its_step_with_its_optimizer_state(dataset, tmp_path):
    import torch

    whole = tmp_path / "whole"
    uninterrupted = _sft(dataset, whole)
    assert uninterrupted["global_step"] == 4 and (whole / "checkpoint-2" / "optimizer.pt").is_file()
    # The resumed run starts from a model already trained 4 steps: a run that ignored the checkpoint would train it
    # 4 more steps; one that took the weights but not the optimizer (Adam's moments, the step) would end elsewhere.
    resumed_dir = tmp_path / "resumed"
    resumed = _sft(dataset, resumed_dir, "--model_name_or_path", str(whole), "--resume_from_checkpoint", str(whole / "checkpoint-2"))
    assert resumed["global_step"] == 4
    losses = {entry["step"]: entry["loss"] for entry in resumed["log_history"] if "loss" in entry}
    expected = {entry["step"]: entry["loss"] for entry in uninterrupted["log_history"] if "loss" in entry}
    assert losses[3] == pytest.approx(expected[3], rel=1e-4) and losses[4] == pytest.approx(expected[4], rel=1e-4)
    final, reference = _weights(resumed_dir), _weights(whole)
    assert all(torch.allclose(final[name], reference[name], atol=1e-6) for name in reference)


def test_last_resumes_from_the_newest_checkpoint_or_starts_afresh(tmp_path):
    from types import SimpleNamespace

    for step in (2, 10):
        (tmp_path / f"checkpoint-{step}").mkdir()
        (tmp_path / f"checkpoint-{step}" / "trainer_state.json").write_text("{}")
    assert resume_point(SimpleNamespace(resume_from_checkpoint="last", output_dir=str(tmp_path))) == str(tmp_path / "checkpoint-10")
    assert resume_point(SimpleNamespace(resume_from_checkpoint="last", output_dir=str(tmp_path / "new"))) is None
    assert resume_point(SimpleNamespace(resume_from_checkpoint=None, output_dir=str(tmp_path))) is None
    with pytest.raises(TrainingConfigError, match="not a checkpoint folder"):
        resume_point(SimpleNamespace(resume_from_checkpoint=str(tmp_path / "nowhere"), output_dir=str(tmp_path)))


def test_bf16_training_keeps_fp32_master_weights_so_a_small_update_lands(dataset, tmp_path):
    """A full fine-tune with ``bf16: true`` loads fp32 weights and trains under bf16 autocast; only LoRA and DeepSpeed
    (which keep fp32 master weights themselves) load bf16. One SFT step at lr 1e-6 moves most weights; the same
    update on bf16 weights rounds away (the control below)."""
    from trl import SFTConfig

    from himap_travel.training.config import DataArguments
    from himap_travel.training.export import load_rows
    from himap_travel.training.sft import train_sft

    assert weights_dtype(True) == "float32" and weights_dtype(False) == "float32"
    assert weights_dtype(True, lora_rank=64) == weights_dtype(True, zero=3) == "bfloat16"
    rows = load_rows(dataset)
    folder = build_tiny([m["content"] for row in rows for m in row.prompt] * 5, tmp_path / "tiny", vocab_size=300)

    def moved_share(dtype: str) -> float:
        """The share of the weights one SFT step at lr 1e-6 changed, the model loaded in ``dtype``."""
        model, tokenizer = load(str(folder), dtype=dtype)
        before = {name: p.detach().clone() for name, p in model.named_parameters()}
        args = SFTConfig(output_dir=str(tmp_path / dtype), max_steps=1, learning_rate=1e-6, bf16=True, use_cpu=True,
                         report_to="none", save_strategy="no", per_device_train_batch_size=1, max_length=None, seed=0)
        train_sft(model, tokenizer, rows, DataArguments(), args)
        moved = sum(int((p.detach() != before[name]).sum()) for name, p in model.named_parameters())
        return moved / sum(p.numel() for p in model.parameters())

    assert moved_share(weights_dtype(True)) > 0.5
    assert moved_share("bfloat16") < 0.1  # pure bf16 (the weights as they were loaded before): the step is rounded away
