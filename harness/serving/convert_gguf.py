"""Dequantize SmolLM2's GGUF file to a float32 model folder with our chat template.

A script of its own: ``small_model.ensure_model`` runs it by path in the vllm venv, whose
transformers reads GGUF (the project's venv has another transformers, and the vllm venv does
not have this project installed), so it imports nothing of the project.

    python convert_gguf.py GGUF OUT_DIR
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

TOOL_TOKENS = ("<tool_call>", "</tool_call>")
TEMPLATE_PATH = Path(__file__).parent / "templates" / "tool_chat.jinja"


def chat_template() -> str:
    """Our tool-capable chat template."""
    return TEMPLATE_PATH.read_text()


def convert(gguf: Path, out_dir: Path) -> None:
    """Dequantize the GGUF to a float32 model folder; runs inside the vllm venv.

    transformers loads a GGUF as a quantized model: the quantizer and its config must be
    dropped, or save_pretrained refuses (or writes a config vLLM would read as GGUF).
    """
    import torch
    from tokenizers import AddedToken
    from transformers import AutoModelForCausalLM, AutoTokenizer

    started = time.monotonic()
    model = AutoModelForCausalLM.from_pretrained(gguf.parent, gguf_file=gguf.name, dtype=torch.float32)
    tokenizer = AutoTokenizer.from_pretrained(gguf.parent, gguf_file=gguf.name)
    print(f"convert: loaded {type(model).__name__} ({model.num_parameters() / 1e6:.1f}M parameters) in {time.monotonic() - started:.0f} s")
    model.hf_quantizer = None
    model.config.quantization_config = None
    if hasattr(model.config, "quantization_config"):
        del model.config.quantization_config
    missing = [token for token in TOOL_TOKENS if token not in tokenizer.get_vocab()]
    if missing:
        # Non-special: they must survive decoding, where special tokens may be skipped.
        tokenizer.add_tokens([AddedToken(token, special=False, normalized=False) for token in missing])
        model.resize_token_embeddings(len(tokenizer))
        print(f"convert: added tokens {missing}; vocabulary now {len(tokenizer)}")
    else:
        print(f"convert: tokens {list(TOOL_TOKENS)} already in the vocabulary")
    # The GGUF metadata makes <|im_start|> the tokenizer's eos; SmolLM2 ends a turn with <|im_end|>.
    tokenizer.eos_token = tokenizer.pad_token = "<|im_end|>"
    tokenizer.clean_up_tokenization_spaces = False  # it would strip spaces before punctuation
    tokenizer.chat_template = chat_template()
    model.save_pretrained(out_dir)
    tokenizer.save_pretrained(out_dir)
    model.generation_config.save_pretrained(out_dir)

    reloaded = AutoTokenizer.from_pretrained(out_dir)
    ids = [reloaded.convert_tokens_to_ids(token) for token in TOOL_TOKENS]
    encoded = reloaded.encode("<tool_call>{}</tool_call>", add_special_tokens=False)
    check = AutoModelForCausalLM.from_pretrained(out_dir, dtype=torch.float32)
    rows = check.get_input_embeddings().weight.shape[0]
    if None in ids or max(ids) >= rows or encoded[0] != ids[0] or encoded[-1] != ids[1] or reloaded.eos_token != "<|im_end|>":
        raise SystemExit(f"saved folder is inconsistent: tool token ids {ids}, embedding rows {rows}, encoded {encoded}")
    print(f"convert: saved and reloaded {out_dir} (tool token ids {ids}, {rows} embedding rows) in {time.monotonic() - started:.0f} s")


if __name__ == "__main__":
    convert(Path(sys.argv[1]), Path(sys.argv[2]))
