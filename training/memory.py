"""The memory dry run (``--dry_run``): the per-GPU memory a training config will need, before renting GPUs.

    python training/grpo.py --config training/configs/qwen3_8b_gpu.yaml --dry_run
    python training/grpo.py --config training/configs/qwen3_8b_8gpu.yaml --dry_run --dry_run_gpus 8

The model is built on PyTorch's meta device from its architecture alone (no weights, no download): its
parameter count, and with LoRA its adapters' count, are exact. The rest is the usual accounting, an
estimate of the steady state of one optimizer step:

- weights, gradients, AdamW states and TRL's reference model (β > 0, not with LoRA, whose reference is the
  adapter switched off), in the dtype ``models.weights_dtype`` loads (bf16 only with LoRA or DeepSpeed, which
  keep fp32 master weights; a bf16 full fine-tune on one GPU trains fp32 weights under bf16 autocast); with
  several GPUs, DeepSpeed ZeRO-3 as in ``training/configs/accelerate_zero3_8gpu.yaml``: all of these sharded
  over the GPUs, AdamW keeping fp32 master weights and moments (12 bytes a trainable parameter); on one GPU
  plain PyTorch AdamW, whose moments take the parameter's dtype;
- colocated vLLM: the fraction of the GPU it reserves (``vllm_gpu_memory_utilization``: its own copy of the
  weights and its KV cache);
- activations of one micro-batch (``per_device_train_batch_size`` sequences of a prompt of
  ``prompt_tokens`` plus the completion, capped by ``vllm_max_model_length``): with gradient checkpointing
  one hidden state per layer and one layer's intermediates, then the completion's logits in the dtype and
  one row's fp32 log-softmax (TRL computes the log-probabilities row by row);
- CUDA context and allocator slack, a flat 2 GiB.

It leaves out fragmentation and the allocator's caching, so leave ~10% headroom.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

GIB = 1024**3
CONFIGS = Path(__file__).resolve().parent / "configs"
# Architectures written down from the public model cards, for machines without the hub (values, not weights)
KNOWN_ARCHITECTURES = {"Qwen/Qwen3-8B": CONFIGS / "qwen3_8b_architecture.yaml"}
CUDA_OVERHEAD = 2 * GIB


@dataclass
class Footprint:
    """The bytes one GPU holds, by part, when the config trains on ``gpus`` GPUs."""

    gpus: int
    parts: dict[str, float]
    gpu_bytes: float

    @property
    def total(self) -> float:
        return sum(self.parts.values())

    @property
    def fits(self) -> bool:
        return self.total <= self.gpu_bytes


def architecture(name: str) -> Any:
    """The model's config: from its folder, the local hub cache, the architectures written down here, or the tiny model's."""
    from transformers import AutoConfig

    from himap_travel.training.models import TINY, tiny_config

    if name == TINY:
        return tiny_config()
    try:
        return AutoConfig.from_pretrained(name, local_files_only=True)
    except (OSError, ValueError):
        if name not in KNOWN_ARCHITECTURES:
            raise
    values = dict(yaml.safe_load(KNOWN_ARCHITECTURES[name].read_text()))
    return AutoConfig.for_model(values.pop("model_type"), **values)


def meta_model(config: Any) -> Any:
    """The model on the meta device: shapes without memory."""
    import torch
    from transformers import AutoModelForCausalLM

    with torch.device("meta"):
        return AutoModelForCausalLM.from_config(config)


def lora_parameters(model: Any, rank: int) -> int:
    """The adapters' parameters of LoRA on every linear layer but the output head (peft's ``all-linear``)."""
    import torch

    head = model.get_output_embeddings()
    return sum(rank * (m.in_features + m.out_features) for m in model.modules()
               if isinstance(m, torch.nn.Linear) and m is not head)


def footprint(model: Any, data: Any, args: Any, gpus: int, gpu_gib: float) -> Footprint:
    """What one of ``gpus`` GPUs holds for ``model`` trained with the data arguments and TRL's config ``args``."""
    from himap_travel.training import models
    from himap_travel.training.config import freeze_lower_layers

    config = model.config
    lora = getattr(data, "lora_rank", None)
    # bytes of a weight: bf16 only where something keeps fp32 master weights (LoRA, DeepSpeed; models.weights_dtype)
    width = 2 if models.weights_dtype(args.bf16, lora, 3 if gpus > 1 else None) == "bfloat16" else 4
    parameters = sum(p.numel() for p in model.parameters())
    trainable = lora_parameters(model, lora) if lora else freeze_lower_layers(model, data.trainable_layers)
    trainable_width = 4 if lora else width  # peft keeps the adapters in fp32
    shard = gpus if gpus > 1 else 1  # ZeRO-3 shards weights, gradients, optimizer and reference
    optimizer = (12 if gpus > 1 else 2 * trainable_width) * trainable
    parts = {
        "policy weights": parameters * width / shard,
        "gradients": trainable * trainable_width / shard,
        "AdamW states": optimizer / shard,
        "reference model": parameters * width / shard if getattr(args, "beta", 0.0) > 0 and not lora else 0.0,
    }
    if getattr(args, "use_vllm", False) and args.vllm_mode == "colocate":
        parts["vLLM (colocated)"] = args.vllm_gpu_memory_utilization * gpu_gib * GIB
    if hasattr(args, "max_completion_length"):  # GRPO: logits of the completion only
        length = data.prompt_tokens + args.max_completion_length
        if getattr(args, "vllm_max_model_length", None):
            length = min(length, args.vllm_max_model_length)
        completion = max(length - data.prompt_tokens, 0)
    else:  # SFT: the whole sequence
        length = completion = args.max_length or data.prompt_tokens
    batch, hidden, layers = args.per_device_train_batch_size, config.hidden_size, config.num_hidden_layers
    compute = 2 if args.bf16 else 4  # activations: bf16 under autocast whatever the weights' dtype
    layer = batch * length * (4 * hidden + 3 * config.intermediate_size) * compute  # one layer's intermediates
    kept = batch * length * hidden * compute * layers if args.gradient_checkpointing else layer * layers
    logits = batch * completion * config.vocab_size * compute + completion * config.vocab_size * 4
    parts["activations (one micro-batch)"] = kept + layer + logits
    parts["CUDA context, slack"] = CUDA_OVERHEAD
    return Footprint(gpus, parts, gpu_gib * GIB)


def dry_run(data: Any, args: Any) -> list[Footprint]:
    """Print the per-GPU memory of the config on each of ``data.dry_run_gpus`` GPU counts; returns the footprints."""
    config = architecture(data.model_name_or_path)
    model = meta_model(config)
    parameters = sum(p.numel() for p in model.parameters())
    results = [footprint(model, data, args, gpus, data.gpu_memory_gib) for gpus in data.dry_run_gpus]
    print(f"memory dry run: {data.model_name_or_path} ({parameters / 1e9:.2f} B parameters, built on the meta device), "
          f"{'bf16' if args.bf16 else 'fp32'}, {'LoRA rank ' + str(data.lora_rank) if data.lora_rank else 'full fine-tune'}, "
          f"micro-batch {args.per_device_train_batch_size} x accumulation {args.gradient_accumulation_steps}, "
          f"{data.gpu_memory_gib:g} GiB GPUs")
    names = list(results[0].parts)
    print(f"{'GiB per GPU':32}" + "".join(f"{str(r.gpus) + ' GPU' + ('s (ZeRO-3)' if r.gpus > 1 else ''):>18}" for r in results))
    for name in names:
        print(f"{name:32}" + "".join(f"{r.parts[name] / GIB:18.1f}" for r in results))
    print(f"{'total':32}" + "".join(f"{r.total / GIB:18.1f}" for r in results))
    print(f"{'fits':32}" + "".join(f"{'yes' if r.fits else 'NO':>18}" for r in results))
    return results
