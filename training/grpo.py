"""GRPO of the one role-conditioned policy with TRL, its rollouts acting in the real sandbox.

    python training/grpo.py --config training/configs/smoke.yaml --output_dir runs/training/smoke
    python training/grpo.py --config training/configs/smollm2_cpu.yaml --model_name_or_path runs/training/sft

Prompts are the exported role invocations (coordinator and day executors,
one shared model, told apart by their system prompts); each gets G =
``num_generations`` rollouts in its environment (``training.rollout``:
TRL's ``rollout_func`` hook), scored by the paper's role objectives, one TRL
reward function per component with the Appendix A.2 weights
(``training.rewards``). The role-balancing buffer (``training.buffer``)
orders the prompts so that each optimizer step updates one role's groups.

Writes the model and tokenizer to ``output_dir`` (``app.py serve small
--model DIR`` serves it), ``trainer_state.json`` (the reward components per
step: ``rewards/<component>/mean``), ``rewards.png`` and ``grpo_summary.json``
(steps, how far the weights moved).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from himap_travel.training.buffer import RoleBuffer
from himap_travel.training.config import (
    DataArguments,
    RolloutArguments,
    freeze_lower_layers,
    parse_training_args,
    run_script,
    time_budget,
    training_rows,
)
from himap_travel.training.rewards import ROLE_REWARD_FUNCS, ROLE_REWARD_WEIGHTS

if TYPE_CHECKING:
    from himap_travel.training.export import RoleRow

REWARD_KEYS = ["reward", *[f"rewards/{f.__name__}/mean" for f in ROLE_REWARD_FUNCS]]


def prompt_dataset(rows: list[RoleRow], steps: int, prompts_per_step: int, seed: int):
    """The prompts in the buffer's order: ``steps`` blocks of ``prompts_per_step`` prompts of one role."""
    from datasets import Dataset

    order = RoleBuffer([row.role for row in rows], seed).order(steps, prompts_per_step)
    return Dataset.from_list([{"prompt": rows[i].prompt, "role": rows[i].role, "row_id": rows[i].id} for i in order])


def weights_snapshot(model: Any) -> dict[str, Any]:
    return {name: value.detach().clone() for name, value in model.named_parameters()}


def weight_change(before: dict[str, Any], model: Any) -> float:
    """The largest absolute change of any parameter since ``before``."""
    return max(float((value.detach() - before[name]).abs().max()) for name, value in model.named_parameters())


def warm_start(model: Any, tokenizer: Any, rows: list[RoleRow], data: DataArguments, rollout: RolloutArguments, args: Any) -> str:
    """A few SFT steps on the demonstrations (``warm_start_steps``), saved to ``output_dir/warm_start``.

    Returns that folder: the GRPO model is loaded from it, so TRL's reference model (loaded from the
    model's own path) is the warm-started one, not the random one.
    """
    from trl import SFTConfig

    from himap_travel.training.sft import train_sft

    folder = Path(args.output_dir) / "warm_start"
    config = SFTConfig(output_dir=str(folder), max_steps=rollout.warm_start_steps, learning_rate=rollout.warm_start_learning_rate,
                       per_device_train_batch_size=1, logging_steps=10, save_strategy="no", report_to="none", use_cpu=True,
                       bf16=False, seed=args.seed, max_length=None, gradient_checkpointing=False, lr_scheduler_type="constant")
    train_sft(model, tokenizer, rows, data, config)
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return str(folder)


def main(argv: list[str] | None = None) -> dict:
    from trl import GRPOConfig, GRPOTrainer

    from himap_travel.domain.sandbox.index import load_sandbox
    from himap_travel.training.curves import plot_curves
    from himap_travel.training.models import dataset_texts, load, resolve_model
    from himap_travel.training.rollout import RolloutSettings, SandboxRollout

    data, rollout, args = parse_training_args((DataArguments, RolloutArguments, GRPOConfig), argv)
    out = Path(args.output_dir)
    rows = training_rows(data, args.output_dir)
    model, tokenizer = load(resolve_model(data.model_name_or_path, dataset_texts(rows), out), data.attn_implementation)
    if rollout.warm_start_steps:
        model, tokenizer = load(warm_start(model, tokenizer, rows, data, rollout, args), data.attn_implementation)
    trainable = freeze_lower_layers(model, data.trainable_layers)
    if args.reward_weights is None:
        args.reward_weights = list(ROLE_REWARD_WEIGHTS)
    per_step = args.per_device_train_batch_size * args.gradient_accumulation_steps // args.num_generations
    steps = args.max_steps if args.max_steps > 0 else len(rows) // max(per_step, 1)
    settings = RolloutSettings(max_turns=data.max_turns, turn_tokens=rollout.turn_tokens, reply_prefix=rollout.reply_prefix,
                               constrain_calls=rollout.constrain_calls,
                               max_completion_length=args.max_completion_length, observation_chars=data.observation_chars,
                               executor_tool_cap=rollout.executor_tool_cap, coordinator_tool_cap=rollout.coordinator_tool_cap,
                               temperature=args.temperature, top_p=args.top_p)
    trainer = GRPOTrainer(
        model=model,
        reward_funcs=list(ROLE_REWARD_FUNCS),
        args=args,
        train_dataset=prompt_dataset(rows, steps, rollout.prompts_per_step, args.seed),
        processing_class=tokenizer,
        rollout_func=SandboxRollout(rows, load_sandbox(), settings),
        callbacks=[time_budget(data.max_minutes)],
    )
    before = weights_snapshot(trainer.model)
    trainer.train()
    summary = {"steps": trainer.state.global_step, "max_weight_change": weight_change(before, trainer.model),
               "trainable_parameters": trainable, "rows": len(rows), "roles": sorted({row.role for row in rows}), "reward_weights": list(args.reward_weights)}
    trainer.save_model(str(out))
    tokenizer.save_pretrained(str(out))
    trainer.state.save_to_json(str(out / "trainer_state.json"))
    plot_curves(out / "trainer_state.json", out / "rewards.png", REWARD_KEYS, "GRPO: reward and its components (mean per step)")
    (out / "grpo_summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    print(f"GRPO done: {json.dumps(summary)} -> {out}")
    return summary


if __name__ == "__main__":
    run_script(main)
