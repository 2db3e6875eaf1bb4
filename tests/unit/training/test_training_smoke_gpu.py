"""training/smoke_gpu.sh, the CUDA smoke pipeline, checked on the CPU: its commands, printed with ``PYTHON=echo``,
are what sft.py and grpo.py accept, and the run it kills is resumed from its checkpoint.

The pipeline itself runs on a GPU machine (docs/training-verified.md has what it showed); a flag renamed in
TRL or in our configs would otherwise be found only there.
"""

from __future__ import annotations

import os
import shlex
import subprocess
from pathlib import Path

import pytest

pytest.importorskip("trl")

ROOT = Path(__file__).resolve().parents[3]
CPU = "--use_cpu true --bf16 false"  # transformers refuses bf16 without a GPU at parse time: the device flags are the GPU's to check


def _commands(run: Path) -> list[list[str]]:
    result = subprocess.run(["bash", "training/smoke_gpu.sh", str(run)], cwd=ROOT, capture_output=True, text=True, timeout=60,
                            env={**os.environ, "PYTHON": "echo", "GPU_FLAGS": CPU})
    assert result.returncode == 0, result.stderr
    return [shlex.split(line) for line in result.stdout.splitlines() if line.startswith(("training/", "tests/support/"))]


def test_every_command_of_the_gpu_smoke_parses_as_its_script_reads_it(tmp_path):
    from trl import SFTConfig

    from himap_travel.training.config import DataArguments, TemplateArguments, parse_training_args
    from himap_travel.training.grpo import argument_types

    run = tmp_path / "run"
    (run / "dataset").mkdir(parents=True)  # made here: stage 1 is skipped and the paths check finds it
    (run / "dataset" / "rows.jsonl").write_text("")
    commands = _commands(run)
    assert [c[0] for c in commands] == ["training/sft.py", "training/grpo.py", "training/grpo.py", "training/grpo.py",
                                        "tests/support/vllm_standin.py"]
    data, _, sft = parse_training_args((DataArguments, TemplateArguments, SFTConfig), commands[0][1:])
    assert (sft.max_steps, sft.learning_rate, sft.max_length, sft.report_to) == (60, 0.005, 32768, ["tensorboard"])
    assert data.roles == ["coordinator", "departure"] and data.model_name_or_path == "tiny"
    parsed = [parse_training_args(argument_types(), command[1:]) for command in commands[1:]]
    whole, killed, resumed = (p[-1] for p in parsed[:3])
    assert all(p[0].model_name_or_path == str(run / "sft") for p in parsed)  # GRPO starts from the SFT folder
    assert all(p[1].warm_start_steps == 0 for p in parsed)  # the SFT stage is the warm start
    assert whole.save_steps == 2 and whole.max_steps == 4 and parsed[0][2].heldout_eval_steps == 2
    assert killed.output_dir == resumed.output_dir != whole.output_dir
    assert resumed.resume_from_checkpoint == "last" and killed.resume_from_checkpoint is None
    through_vllm = parsed[3][-1]  # the stand-in's run: TRL's vLLM path with the token-level correction
    assert through_vllm.use_vllm and through_vllm.vllm_mode == "colocate" and through_vllm.vllm_importance_sampling_correction
    assert (through_vllm.vllm_importance_sampling_mode, through_vllm.top_p) == ("token_truncate", 1.0)
    assert through_vllm.output_dir not in (whole.output_dir, killed.output_dir)


def test_the_dataset_is_made_when_missing_and_kept_when_there(tmp_path):
    fresh = _commands(tmp_path / "fresh")
    assert any(c[0] == "training/export.py" for c in fresh)
    kept = tmp_path / "kept"
    (kept / "dataset").mkdir(parents=True)
    assert not any(c[0] == "training/export.py" for c in _commands(kept))
