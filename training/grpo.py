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

On GPUs (``docs/training.md``): ``qwen3_8b_gpu.yaml`` on one GPU (LoRA),
``qwen3_8b_8gpu.yaml`` on eight under ``accelerate launch`` (ZeRO-3); ``--dry_run``
prints the memory per GPU a config needs without a GPU (``training.memory``).
With several processes the setup and the files are the main process's
(``training.runtime``) and each optimizer step's prompts, over all processes,
are one role's.

Writes the model and tokenizer to ``output_dir`` (``app.py serve small
--model DIR`` serves it), ``trainer_state.json`` (the reward components per
step: ``rewards/<component>/mean``), ``rewards.png`` and ``grpo_summary.json``
(steps, how far the weights moved: read from the saved files, after saving). With ``heldout_eval_steps``
(``training.evaluation``) the model being trained plans held-out queries every K steps: ``eval/<rate>`` in the
logs, ``heldout_eval.jsonl`` and ``training.png`` (reward and held-out pass rate against the step).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from himap_travel.training.buffer import RoleBuffer
from himap_travel.training.config import (
    DataArguments,
    EvaluationArguments,
    RolloutArguments,
    TrainingConfigError,
    freeze_lower_layers,
    parse_training_args,
    run_script,
    time_budget,
)
from himap_travel.training.rewards import ROLE_REWARD_FUNCS, ROLE_REWARD_WEIGHTS

if TYPE_CHECKING:
    from datasets import Dataset

    from himap_travel.training.export import RoleRow

REWARD_KEYS = ["reward", *[f"rewards/{f.__name__}/mean" for f in ROLE_REWARD_FUNCS]]


def prompt_dataset(rows: list[RoleRow], steps: int, prompts_per_step: int, seed: int) -> Dataset:
    """The prompts in the buffer's order: ``steps`` blocks of ``prompts_per_step`` prompts of one role."""
    from datasets import Dataset

    order = RoleBuffer([row.role for row in rows], seed).order(steps, prompts_per_step)
    return Dataset.from_list([{"prompt": rows[i].prompt, "role": rows[i].role, "row_id": rows[i].id} for i in order])


def prompts_per_step(args: Any, processes: int, given: int | None = None) -> int:
    """The prompts one optimizer step takes over all processes: the block of one role the buffer hands out.

    TRL generates once per optimizer step (``steps_per_generation`` = gradient accumulation) for
    ``per_device_train_batch_size × gradient_accumulation_steps × processes`` completions, ``num_generations``
    of each prompt, in dataset order; a block of another size would put two roles in one step (as it did
    with two processes when the size ignored the process count).
    """
    completions = args.per_device_train_batch_size * args.gradient_accumulation_steps * processes
    if completions % args.num_generations:
        raise TrainingConfigError(f"per_device_train_batch_size x gradient_accumulation_steps x processes = {completions} is not a "
                                  f"multiple of num_generations ({args.num_generations})")
    if (args.steps_per_generation or args.gradient_accumulation_steps) != args.gradient_accumulation_steps or args.num_iterations != 1:
        raise TrainingConfigError("steps_per_generation must equal gradient_accumulation_steps and num_iterations be 1: the "
                                  "role-balancing buffer gives each optimizer step the prompts of one generation")
    size: int = completions // args.num_generations
    if given is not None and given != size:
        raise TrainingConfigError(f"prompts_per_step: {given}, but one optimizer step on {processes} process(es) takes {size} prompts "
                                  "(per_device_train_batch_size x gradient_accumulation_steps x processes / num_generations): "
                                  "leave prompts_per_step out")
    return size


def warm_start(model: Any, tokenizer: Any, rows: list[RoleRow], data: DataArguments, rollout: RolloutArguments, args: Any) -> str:
    """A few SFT steps on the demonstrations (``warm_start_steps``), saved to ``output_dir/warm_start``.

    Returns that folder: the GRPO model is loaded from it, so TRL's reference model (loaded from the
    model's own path) is the warm-started one, not the random one. Every process trains (with several,
    SFT's data-parallel steps keep their copies equal); the main process writes the folder while the others
    wait, then all load it.
    """
    from trl import SFTConfig

    from himap_travel.training.runtime import distributed, save_trained
    from himap_travel.training.sft import train_sft

    state = distributed()
    folder = Path(args.output_dir) / "warm_start"
    steps = rollout.warm_start_steps
    if state.num_processes > 1:  # every process trains on the same demonstration at each step (see lockstep_rows)
        rows, sampling = lockstep_rows(rows, steps, state.num_processes, args.seed), "sequential"
    else:
        sampling = "random"
    config = SFTConfig(output_dir=str(folder), max_steps=steps, learning_rate=rollout.warm_start_learning_rate,
                       per_device_train_batch_size=1, logging_steps=10, save_strategy="no", report_to="none", use_cpu=args.use_cpu,
                       bf16=args.bf16, seed=args.seed, max_length=None, gradient_checkpointing=False, lr_scheduler_type="constant",
                       train_sampling_strategy=sampling)
    trainer = train_sft(model, tokenizer, rows, data, config, args.chat_template_kwargs)
    save_trained(trainer, str(folder))
    if state.is_main_process:
        tokenizer.save_pretrained(folder)
    state.wait_for_everyone()
    return str(folder)


def lockstep_rows(rows: list[RoleRow], steps: int, processes: int, seed: int) -> list[RoleRow]:
    """The warm start's demonstrations in an order that gives every process the same one at each step.

    Data-parallel SFT averages the processes' gradients: with each process on its own demonstration, an
    optimizer step of N processes is a step on N demonstrations, so the same ``warm_start_steps`` trained the
    tiny model to another point on every process count (two processes, 30 steps: it wrote no call the tools
    took, every rollout of a group scored alike, and 3 of 4 GRPO steps had no advantage to learn from).
    Here each step's demonstration is given to all N processes (each one N times in a row, read in order:
    accelerate hands process k the batches k, k + N, ...), so the averaged gradient is that demonstration's, and
    the warm start is the one-process recipe: ``warm_start_steps`` steps of one demonstration, the
    demonstrations in a seeded shuffle per pass.
    """
    import random

    from himap_travel.training.sft import accepted

    usable = [row for row in rows if accepted(row)] or rows  # sft_dataset keeps the accepted ones (and names none left)
    rng = random.Random(seed)
    order: list[int] = []
    while len(order) < steps:
        epoch = list(range(len(usable)))
        rng.shuffle(epoch)
        order += epoch
    return [usable[index] for index in order[:steps] for _ in range(processes)]


def argument_types() -> tuple[type, ...]:
    """What ``grpo.py`` reads (a config file's keys are fields of these): ours, then TRL's ``GRPOConfig``."""
    from trl import GRPOConfig

    return DataArguments, RolloutArguments, EvaluationArguments, GRPOConfig


def main(argv: list[str] | None = None) -> dict[str, Any]:
    from trl import GRPOTrainer

    data, rollout, evaluation, args = parse_training_args(argument_types(), argv)
    if data.dry_run:
        from himap_travel.training.memory import dry_run

        return {"footprints": dry_run(data, args)}

    from himap_travel.domain.sandbox.index import load_sandbox
    from himap_travel.training.curves import learning_signal, plot_curves, plot_training
    from himap_travel.training.evaluation import HeldOutSettings, check_held_out, held_out_evaluation, read_history
    from himap_travel.training.models import load, lora_config, weights_dtype
    from himap_travel.training.reporting import report_logged_values
    from himap_travel.training.rollout import RolloutSettings, SandboxRollout
    from himap_travel.training.runtime import (
        check_launch,
        check_sampling,
        distributed,
        local_weights,
        resume_point,
        save_trained,
        saved_weight_change,
        starting_point,
        zero_stage,
    )

    state = distributed()
    check_launch(data, args, state.num_processes)
    check_sampling(args)
    resume = resume_point(args)
    out = Path(args.output_dir)
    dtype = weights_dtype(args.bf16, data.lora_rank, zero_stage(args))
    rows, start = starting_point(data, args.output_dir)
    heldout = HeldOutSettings(evaluation)
    if heldout.every:
        check_held_out(heldout.split, {row.split for row in rows})
    warmed = out / "warm_start"
    if rollout.warm_start_steps and resume and (warmed / "config.json").is_file():
        start = str(warmed)  # a resumed run keeps its warm start: TRL's reference model is loaded from it
    elif rollout.warm_start_steps:
        model, tokenizer = load(start, data.attn_implementation, dtype)
        start = warm_start(model, tokenizer, rows, data, rollout, args)
    model, tokenizer = load(start, data.attn_implementation, dtype)
    trainable = freeze_lower_layers(model, data.trainable_layers)
    if args.reward_weights is None:
        args.reward_weights = list(ROLE_REWARD_WEIGHTS)
    per_step = prompts_per_step(args, state.num_processes, rollout.prompts_per_step)
    steps = args.max_steps if args.max_steps > 0 else len(rows) // per_step
    settings = RolloutSettings(max_turns=data.max_turns, turn_tokens=rollout.turn_tokens, reply_prefix=rollout.reply_prefix,
                               constrain_calls=rollout.constrain_calls,
                               max_completion_length=args.max_completion_length, observation_chars=data.observation_chars,
                               executor_tool_cap=rollout.executor_tool_cap, coordinator_tool_cap=rollout.coordinator_tool_cap,
                               temperature=args.temperature, top_p=args.top_p,
                               max_model_length=args.vllm_max_model_length if args.use_vllm else None)
    rollout_func = SandboxRollout(rows, load_sandbox(), settings)
    trainer = GRPOTrainer(
        model=model,
        reward_funcs=list(ROLE_REWARD_FUNCS),
        args=args,
        train_dataset=prompt_dataset(rows, steps, per_step, args.seed),
        processing_class=tokenizer,
        rollout_func=rollout_func,
        callbacks=[time_budget(data.max_minutes)],
        peft_config=lora_config(data),
    )
    report_logged_values(trainer)  # TensorBoard gets the values a step has (the other role's rewards are None)
    if heldout.every:  # after the time budget's callback: a step it ends training at is evaluated as the last
        trainer.add_callback(held_out_evaluation(rollout_func, heldout, data.observation_chars, args.output_dir).attach(trainer))
    if data.lora_rank:  # the adapters, not the weights freeze_lower_layers counted
        trainable = sum(getattr(p, "ds_numel", p.numel()) for p in trainer.model.parameters() if p.requires_grad)
    trainer.train(resume_from_checkpoint=resume)
    save_trained(trainer, str(out))
    summary: dict[str, Any] = {"steps": trainer.state.global_step, "trainable_parameters": trainable, "rows": len(rows),
                               "processes": state.num_processes, "roles": sorted({row.role for row in rows}),
                               "reward_weights": list(args.reward_weights)}
    weight = next(trainer.model.parameters())  # where and in which precision it trained: a GPU run's check
    summary.update(device=weight.device.type, dtype=str(weight.dtype).removeprefix("torch."))
    if state.is_main_process:
        summary["max_weight_change"] = saved_weight_change(local_weights(start), out)  # from the files, on the CPU
        tokenizer.save_pretrained(str(out))
        trainer.state.save_to_json(str(out / "trainer_state.json"))
        summary["learning_signal"] = learning_signal(out / "trainer_state.json")  # groups whose rollouts all scored alike
        plot_curves(out / "trainer_state.json", out / "rewards.png", REWARD_KEYS, "GRPO: reward and its components (mean per step)")
        if heldout.every:
            summary["heldout_eval"] = read_history(out)
            plot_training(out / "trainer_state.json", summary["heldout_eval"], out / "training.png")
        (out / "grpo_summary.json").write_text(json.dumps(summary, indent=2) + "\n")
        print(f"GRPO done: {json.dumps(summary)} -> {out}")
    state.wait_for_everyone()
    return summary


if __name__ == "__main__":
    run_script(main)
