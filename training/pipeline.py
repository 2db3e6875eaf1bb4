"""The whole training pipeline in one command, on 1 or 8 GPUs, resumable: export -> SFT -> GRPO -> evaluation.

    python training/pipeline.py --gpus 1 --out runs/training/qwen3      # one GPU (CUDA_VISIBLE_DEVICES, default 0)
    python training/pipeline.py --gpus 8 --out runs/training/qwen3      # eight, accelerate launch with ZeRO-3
    python training/pipeline.py --gpus 1 --out DIR --dry_run            # print the commands, run nothing

Stages, each in its folder under ``--out``:

1. ``dataset``: the expert plans the train split (``app.py bench run --policy expert``) and its role invocations
   are exported (``training/export.py``).
2. ``sft``: the warm start (``sft_qwen3_8b_gpu.yaml`` on one GPU, LoRA; ``sft_qwen3_8b_8gpu.yaml`` on eight).
3. ``grpo``: GRPO from the SFT model (``qwen3_8b_gpu.yaml`` / ``qwen3_8b_8gpu.yaml``).
4. ``eval``: the trained model served by ``vllm serve`` and planned as the LLM policy on the validation_dev split
   (``training/serve_eval.py``), with the paper's tool caps and bargaining iterations.

Resumable: a stage that finished wrote ``.done`` in its folder and is skipped; an interrupted training stage
is started again with ``--resume_from_checkpoint last`` (its newest checkpoint, or a fresh start when it has
none), and the evaluation skips the queries already scored. A failed stage stops the pipeline with its exit
code; nothing after it runs.
"""

from __future__ import annotations

import argparse
import os
import shlex
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIGS = Path("training/configs")
DONE = ".done"
# The paper's episode limits for the evaluation (serve_eval's defaults are the 135M CPU model's)
EVAL_FLAGS = ["--days", "0", "--tool-cap", "15", "--coordinator-tool-cap", "12", "--max-iterations", "3", "--max-tokens", "1024",
              "--observation-chars", "3000", "--queries-at-once", "8"]


@dataclass
class Stage:
    """One step of the pipeline: its folder and the command that fills it."""

    name: str
    folder: Path
    commands: list[list[str]]
    serve: list[str] | None = None  # a server the commands need (started first, stopped after)


def launcher(gpus: int) -> list[str]:
    """How a training script is started: one process on one GPU, or accelerate's ZeRO-3 launch on eight."""
    if gpus == 1:
        return [sys.executable]
    return ["accelerate", "launch", "--config_file", str(CONFIGS / "accelerate_zero3_8gpu.yaml"), "--num_processes", str(gpus)]


def stages(gpus: int, out: Path, split: str = "validation_dev", port: int = 8000) -> list[Stage]:
    """The four stages of a run on ``gpus`` GPUs under ``out``."""
    suffix = "gpu" if gpus == 1 else "8gpu"
    dataset, sft, grpo, evaluation = out / "dataset", out / "sft", out / "grpo", out / "eval"
    resume = ["--resume_from_checkpoint", "last"]
    served = "himap-policy"
    return [
        Stage("dataset", dataset, [
            [sys.executable, "app.py", "bench", "run", "--split", "train", "--policy", "expert", "--out", str(out / "bench")],
            [sys.executable, "training/export.py", "--runs", str(out / "bench"), "--out", str(dataset)],
        ]),
        Stage("sft", sft, [[*launcher(gpus), "training/sft.py", "--config", str(CONFIGS / f"sft_qwen3_8b_{suffix}.yaml"),
                            "--dataset", str(dataset), "--output_dir", str(sft), *resume]]),
        Stage("grpo", grpo, [[*launcher(gpus), "training/grpo.py", "--config", str(CONFIGS / f"qwen3_8b_{suffix}.yaml"),
                              "--dataset", str(dataset), "--model_name_or_path", str(sft), "--output_dir", str(grpo), *resume]]),
        Stage("eval", evaluation, [[sys.executable, "training/serve_eval.py", "--base-url", f"http://127.0.0.1:{port}/v1",
                                    "--model", served, "--split", split, "--out", str(evaluation / "scores.jsonl"), *EVAL_FLAGS]],
              serve=["vllm", "serve", str(grpo), "--served-model-name", served, "--port", str(port), "--max-model-len", "8192",
                     "--enable-auto-tool-choice", "--tool-call-parser", "hermes"]),
    ]


def run_pipeline(gpus: int, out: Path, run: Callable[[list[str], dict[str, str]], int],
                 serve: Callable[[list[str], int], Callable[[], None]],
                 split: str = "validation_dev", port: int = 8000) -> int:
    """Run the stages not yet done, in order; returns the first failing exit code, or 0."""
    env = dict(os.environ)
    if gpus == 1:
        env.setdefault("CUDA_VISIBLE_DEVICES", "0")  # one process that sees several GPUs is refused (DataParallel)
    for stage in stages(gpus, out, split, port):
        if (stage.folder / DONE).is_file():
            print(f"[pipeline] {stage.name}: done, skipped ({stage.folder / DONE})")
            continue
        stage.folder.mkdir(parents=True, exist_ok=True)
        stop = serve(stage.serve, port) if stage.serve else (lambda: None)
        try:
            for command in stage.commands:
                print(f"[pipeline] {stage.name}: {shlex.join(command)}", flush=True)
                code = run(command, env)
                if code:
                    print(f"[pipeline] {stage.name} failed (exit {code}); rerun the same command to resume", file=sys.stderr)
                    return code
        finally:
            stop()
        (stage.folder / DONE).write_text(time.strftime("%Y-%m-%dT%H:%M:%S\n"))
    return 0


def _run(command: list[str], env: dict[str, str]) -> int:
    return subprocess.run(command, cwd=ROOT, env=env).returncode


def _serve(command: list[str], port: int, timeout: float = 1800) -> Callable[[], None]:
    """Start the model server and wait until it answers; returns what stops it."""
    server = subprocess.Popen(command, cwd=ROOT, start_new_session=True)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit(f"the model server exited ({server.returncode}) before answering: {shlex.join(command)}")
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/v1/models", timeout=5)
            break
        except OSError:
            time.sleep(5)
    else:
        os.killpg(server.pid, signal.SIGTERM)
        raise SystemExit(f"the model server did not answer in {timeout:.0f} s: {shlex.join(command)}")

    def stop() -> None:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=120)

    return stop


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--gpus", type=int, choices=[1, 8], required=True, help="1 (LoRA configs) or 8 (ZeRO-3 configs)")
    parser.add_argument("--out", type=Path, required=True, help="the run's folder (one subfolder per stage)")
    parser.add_argument("--split", default="validation_dev", help="the split the evaluation plans")
    parser.add_argument("--port", type=int, default=8000, help="port of the evaluation's model server")
    parser.add_argument("--dry_run", action="store_true", help="print the commands of the stages not done, run nothing")
    args = parser.parse_args(argv)
    if args.dry_run:
        for stage in stages(args.gpus, args.out, args.split, args.port):
            state = "done" if (stage.folder / DONE).is_file() else "to run"
            for command in ([stage.serve] if stage.serve else []) + stage.commands:
                print(f"{stage.name} ({state}): {shlex.join(command)}")
        return 0
    return run_pipeline(args.gpus, args.out, _run, _serve, args.split, args.port)


if __name__ == "__main__":
    raise SystemExit(main())
