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
                names.update({key: file for key in handle.keys()})
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
