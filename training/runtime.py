"""What ``sft.py`` and ``grpo.py`` do differently with several processes (``torchrun``, ``accelerate launch``).

Every process runs the whole script; accelerate's ``PartialState`` tells each one its rank. The setup that
writes files (the expert's export, the tiny model, the warm start's folder) runs on the main process while
the others wait at a barrier and then read what it wrote, so no two processes write one folder (with
``torchrun --nproc_per_node 2`` both ran the export in the same folder and rank 1 crashed). After training,
only the main process writes the tokenizer, the logs and the summary (``trainer.save_model`` is called on
every process: under ZeRO-3 or FSDP it gathers the shards, and writes once).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from himap_travel.training.config import DataArguments, TrainingConfigError, training_rows

if TYPE_CHECKING:
    from himap_travel.training.export import RoleRow

T = TypeVar("T")


def distributed() -> Any:
    """accelerate's process state (rank, count, barrier), made on first use from the launcher's environment."""
    from accelerate import PartialState

    return PartialState()


def on_main_first(make: Callable[[], T], read: Callable[[], T]) -> T:
    """``make()`` on the main process while the others wait, then ``read()`` on the others (what it wrote)."""
    state = distributed()
    if state.is_main_process:
        value = make()
        state.wait_for_everyone()
        return value
    state.wait_for_everyone()
    return read()


def starting_point(data: DataArguments, output_dir: str) -> tuple[list[RoleRow], str]:
    """The rows and the model folder to start from: made on the main process (the expert's export when no
    dataset is given, the tiny model), read by the others once it is done (no two processes write a folder)."""
    from himap_travel.training.models import dataset_texts, resolve_model

    out = Path(output_dir)
    exported = replace(data, dataset=data.dataset or str(out / "dataset"))
    rows = on_main_first(lambda: training_rows(data, output_dir), lambda: training_rows(exported, output_dir))
    name = data.model_name_or_path
    return rows, on_main_first(lambda: resolve_model(name, dataset_texts(rows), out), lambda: resolve_model(name, [], out, build=False))


def check_vllm_mode(args: Any, processes: int) -> None:
    """Refuse the vLLM modes the multi-turn rollout cannot drive with several processes.

    The rollout calls ``generate`` once per turn, and episodes on different processes run different numbers
    of turns. In ``server`` mode TRL's ``generate`` gathers every process's prompts and, with tensor
    parallelism, every group member's: a collective that a process which has finished its episodes never
    joins, so the others wait forever. Colocated vLLM with ``vllm_tensor_parallel_size: 1`` has no
    collective in ``generate``: each process drives its own engine.
    """
    if not getattr(args, "use_vllm", False) or processes <= 1:
        return
    if args.vllm_mode == "server":
        raise TrainingConfigError(f"vllm_mode: server with {processes} processes: the multi-turn rollout calls generate a different "
                                  "number of times on each process, and server mode gathers across processes (a hang); use "
                                  "vllm_mode: colocate with vllm_tensor_parallel_size: 1, or one training process")
    if args.vllm_tensor_parallel_size > 1:
        raise TrainingConfigError(f"vllm_tensor_parallel_size: {args.vllm_tensor_parallel_size} with {processes} processes: the "
                                  "tensor-parallel group gathers prompts at every generate, which ranks with different turn "
                                  "counts never match (a hang); use vllm_tensor_parallel_size: 1 (an 8B model fits one GPU)")


def zero_stage(args: Any) -> int | None:
    """The DeepSpeed ZeRO stage of this run (None without DeepSpeed): ``accelerate launch`` with a DeepSpeed config
    tells its processes through ``ACCELERATE_DEEPSPEED_ZERO_STAGE``; a ``deepspeed`` JSON/dict in TRL's config too."""
    import json
    import os

    stage = os.environ.get("ACCELERATE_DEEPSPEED_ZERO_STAGE")
    if stage is not None and os.environ.get("ACCELERATE_USE_DEEPSPEED", "true").lower() in ("1", "true"):
        return int(stage)
    config = getattr(args, "deepspeed", None)
    if isinstance(config, str) and Path(config).is_file():
        config = json.loads(Path(config).read_text())
    if isinstance(config, dict):
        return int(config.get("zero_optimization", {}).get("stage", 0))
    return None


def check_sleep_mode(args: Any, processes: int) -> None:
    """Refuse ``vllm_enable_sleep_mode`` with several processes or ZeRO-3.

    TRL sleeps the colocated engine after each ``generate`` and pushes the weights again before the next one:
    every turn of the multi-turn rollout. Under ZeRO-3 each push gathers the sharded weights across processes,
    a collective that processes running different numbers of turns never all join, so 8 GPUs hang.
    """
    if not (getattr(args, "use_vllm", False) and getattr(args, "vllm_enable_sleep_mode", False)):
        return
    stage = zero_stage(args)
    if processes > 1 or stage == 3:
        raise TrainingConfigError(f"vllm_enable_sleep_mode with {processes} processes{' and ZeRO-3' if stage == 3 else ''}: TRL "
                                  "re-pushes the weights after every generate, each turn of the rollout, and under ZeRO-3 each "
                                  "push gathers across processes that run different numbers of turns (a hang); leave it off "
                                  "and lower vllm_gpu_memory_utilization or the batch instead")


def check_lora_zero3(lora_rank: int | None, args: Any) -> None:
    """Refuse LoRA under ZeRO-3: ``save_trained`` merges the adapters into the weights with peft's
    ``merge_and_unload``, which on ZeRO-3's sharded (empty stand-in) weights writes a broken model. LoRA is the
    one-GPU plan; eight GPUs train all weights (``qwen3_8b_8gpu.yaml``)."""
    if lora_rank and zero_stage(args) == 3:
        raise TrainingConfigError(f"lora_rank: {lora_rank} under DeepSpeed ZeRO-3: merging the adapters into sharded weights "
                                  "writes a broken model; train all weights with ZeRO-3 (qwen3_8b_8gpu.yaml), or LoRA on one GPU")


def check_sampling(args: Any) -> None:
    """Refuse nucleus sampling under a sequence-level importance correction of vLLM's rollouts.

    With ``top_p < 1`` vLLM's logprob of a sampled token is renormalised over the nucleus, the trainer's is
    not, so every token's ratio is a little below 1; a sequence-level correction multiplies them, and an
    episode of 500 model tokens at -0.02 each is weighted e^-10: long episodes barely train. Sample with
    ``top_p: 1.0`` (the GPU configs), or correct token by token (``vllm_importance_sampling_mode:
    token_truncate``), where each token's small gap stays small. TRL logs the ratio either way
    (``sampling/importance_sampling_ratio/{min,mean,max}``).
    """
    if not (getattr(args, "use_vllm", False) and getattr(args, "vllm_importance_sampling_correction", False)):
        return
    if args.top_p < 1.0 and args.vllm_importance_sampling_mode.startswith("sequence"):
        raise TrainingConfigError(f"top_p: {args.top_p} with vllm_importance_sampling_mode: {args.vllm_importance_sampling_mode}: "
                                  "vLLM's logprobs are renormalised over the nucleus and the per-token gaps multiply over an "
                                  "episode (500 tokens at -0.02 weigh e^-10); use top_p: 1.0, or vllm_importance_sampling_mode: "
                                  "token_truncate")


def check_one_gpu(args: Any, processes: int) -> None:
    """Refuse one process on a machine with several visible GPUs before any model is loaded: the Trainer would
    wrap the model in DataParallel, which TRL refuses only after loading it (16 GB for Qwen3-8B)."""
    if processes > 1 or getattr(args, "use_cpu", False):
        return
    import torch

    count = torch.cuda.device_count() if torch.cuda.is_available() else 0
    if count > 1:
        raise TrainingConfigError(f"one process sees {count} GPUs (DataParallel, which TRL does not support): pick one with "
                                  "CUDA_VISIBLE_DEVICES=0, or launch one process per GPU (accelerate launch / torchrun)")


def check_reporting(args: Any) -> None:
    """``report_to: tensorboard`` needs the ``tensorboard`` extra: told before loading, not by the Trainer after."""
    import importlib.util

    targets = args.report_to if isinstance(args.report_to, list) else [args.report_to]
    if "tensorboard" in targets and importlib.util.find_spec("tensorboard") is None:
        raise TrainingConfigError("report_to: tensorboard, but tensorboard is not installed: pip install -e '.[train,tensorboard]'")


def check_launch(data: DataArguments, args: Any, processes: int) -> None:
    """Every check of the launch (processes, GPUs, DeepSpeed, logging) against the config, before any model is loaded."""
    check_reporting(args)
    check_one_gpu(args, processes)
    check_lora_zero3(data.lora_rank, args)
    if hasattr(args, "use_vllm"):  # GRPO's config
        check_vllm_mode(args, processes)
        check_sleep_mode(args, processes)


def resume_point(args: Any) -> str | None:
    """The checkpoint ``trainer.train`` resumes from (``--resume_from_checkpoint``), None to start afresh.

    ``last`` (or ``true``) is the newest ``checkpoint-N`` in ``output_dir``, or a fresh start when there is
    none yet (the pipeline passes it to every stage); a folder given by name must be a checkpoint. The
    Trainer then restores the weights, the optimizer and scheduler states, the RNG states and the step,
    and skips the batches already trained on.
    """
    given = getattr(args, "resume_from_checkpoint", None)
    if not given:
        return None
    if str(given).lower() in ("last", "true"):
        from transformers.trainer_utils import get_last_checkpoint

        folder = Path(args.output_dir)
        return get_last_checkpoint(str(folder)) if folder.is_dir() else None
    if not (Path(given) / "trainer_state.json").is_file():
        raise TrainingConfigError(f"--resume_from_checkpoint {given}: not a checkpoint folder (no trainer_state.json; "
                                  "give OUTPUT_DIR/checkpoint-N, or 'last')")
    return str(given)


def save_trained(trainer: Any, folder: str) -> None:
    """The trained model in ``folder`` as one plain model, LoRA adapters merged into the weights.

    Why merged: what reads the folder next (GRPO after the warm start or SFT, vLLM, the weight report) loads
    it as a model; an adapter-only folder loaded there came back with its adapter attached, and GRPO's LoRA
    was put on top of it (peft: "You are trying to modify a model with PEFT for a second time", on the CUDA
    smoke run). Without adapters it is ``trainer.save_model``, called on every process: under ZeRO-3 or FSDP
    that gathers the shards and writes once.
    """
    model = trainer.model
    if not hasattr(model, "merge_and_unload"):
        trainer.save_model(folder)
        return
    merged = model.merge_and_unload()
    state = distributed()
    if state.is_main_process:
        merged.save_pretrained(folder)
    state.wait_for_everyone()


def local_weights(name: str) -> Path | None:
    """The folder holding ``name``'s safetensors: the folder itself, or a hub id's copy in the local cache."""
    folder = Path(name)
    if folder.is_dir():
        return folder
    try:
        from huggingface_hub import snapshot_download

        return Path(snapshot_download(name, local_files_only=True, allow_patterns=["*.safetensors", "*.json"]))
    except Exception:  # not a hub id, or not in the cache: no report rather than a download
        return None


def saved_weight_change(start: Path | None, saved: Path) -> float | None:
    """The largest absolute change of any parameter between two saved models, read one tensor at a time on the CPU.

    Why from the files: a snapshot of every parameter on the GPU before training doubles the weights'
    memory (16 GB for 8B in bf16), and under ZeRO-3 or FSDP a process holds only shards, whose
    ``named_parameters`` are empty stand-ins; ``save_model`` gathers the full weights once, so comparing
    its files with the starting ones works for every setup and runs after the model is safe on disk.
    None when the starting weights are not on this machine or no tensor names match (e.g. a LoRA adapter).
    """
    from safetensors import safe_open

    if start is None:
        return None

    def tensors(folder: Path) -> dict[str, Path]:
        names = {}
        for file in sorted(folder.glob("*.safetensors")):
            with safe_open(str(file), framework="pt") as handle:
                names.update(dict.fromkeys(handle.keys(), file))  # a safetensors handle has keys() but is not iterable
        return names

    before, after = tensors(start), tensors(saved)
    common = sorted(set(before) & set(after))
    if not common:
        return None
    largest = 0.0
    for key in common:
        with safe_open(str(before[key]), framework="pt") as a, safe_open(str(after[key]), framework="pt") as b:
            old, new = a.get_tensor(key).float(), b.get_tensor(key).float()
        if old.shape == new.shape:
            change = float((new - old).abs().max()) if old.numel() else 0.0
            largest = max(largest, change if math.isfinite(change) else math.inf)
    return largest
