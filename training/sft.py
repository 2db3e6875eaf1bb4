"""Warm start: TRL's ``SFTTrainer`` on the expert's demonstrations, in the model's tool-calling chat format.

    python training/sft.py --config training/configs/smollm2_cpu.yaml --output_dir runs/training/sft

Each exported row is one role invocation: its prompt (system and user), then
the expert's tool calls and their observations. The conversation is rendered
with the model's chat template, the tools it was offered and the template
kwargs the served model gets (``chat_template_kwargs``; Qwen3:
``enable_thinking: false``), turn by turn as a rollout builds it, and only
what the model itself writes in a rollout is trained: each reply from after
the generation prompt to its end-of-turn token. The prompt, the tool
schemas and the observations (tool-response turns) are masked out of the loss
(``assistant_masks``; TRL turns them into -100 labels). Observations are cut
as the served policy cuts them, and a demonstration keeps its first
``max_turns - 1`` tool turns and its last (the decision), so it fits the
episode a rollout may run. Only demonstrations that ended in a decision the
environment accepted (Σ took the day, ``distribute_task`` took the route) are
used.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from himap_travel.training.config import (
    DataArguments,
    TemplateArguments,
    TrainingConfigError,
    parse_training_args,
    run_script,
)

if TYPE_CHECKING:  # it pulls in the LLM policy: imported where used, so that a config error is told at once
    from datasets import Dataset
    from trl import SFTTrainer

    from himap_travel.training.export import RoleRow


def demonstration(row: RoleRow, max_turns: int, observation_chars: int) -> list[dict[str, Any]]:
    """The row's conversation as the model would hold it: prompt, then at most ``max_turns`` tool turns (the last kept)."""
    from himap_travel.planning.policies.llm.agent import cut_observation

    turns = [row.completion[i: i + 2] for i in range(0, len(row.completion), 2)]
    if len(turns) > max_turns:
        turns = turns[: max_turns - 1] + turns[-1:]
    messages = [dict(m) for m in row.prompt]
    for turn in turns:
        for message in turn:
            message = {k: v for k, v in message.items() if v is not None}
            if message["role"] == "tool":
                message["content"] = cut_observation(message["content"], observation_chars)
            messages.append(message)
    return messages


def accepted(row: RoleRow) -> bool:
    """The demonstration ended in a decision the environment took (worth imitating)."""
    outcome = json.loads(row.outcome)
    return bool(outcome.get("allocated") if row.role == "coordinator" else outcome.get("accepted"))


def tokenize_demonstration(messages: list[dict[str, Any]], tools: list[dict[str, Any]], tokenizer: Any,
                           template_kwargs: dict[str, Any] | None = None) -> dict[str, list[int]]:
    """``input_ids`` and ``assistant_masks`` (1: what the model writes: each assistant reply and its end-of-turn token).

    The sequence is built as a rollout builds it (``training.rollout``), so SFT trains the replies in the
    very context the served model and GRPO's rollouts give them: the prompt with the generation prompt, then
    each reply (its text as the template writes it, then the end-of-turn token: trained) and the template's
    text up to the next generation prompt (not trained), all rendered with ``template_kwargs`` (Qwen3:
    ``enable_thinking: false``, so every reply follows an empty think block, as when served). Each span
    ends at the reply's end-of-turn token by construction, whatever the template writes for a last turn.
    Messages after the last reply (the decision's observation) are left out, as a rollout leaves them.
    """
    from himap_travel.training.rollout import reply_text, text_after_reply

    def encode(text: str) -> list[int]:
        ids: list[int] = tokenizer(text, add_special_tokens=False)["input_ids"]  # one text in: one list of ids out
        return ids

    replies = [index for index, message in enumerate(messages) if message["role"] == "assistant"]
    if not replies:
        raise ValueError("a demonstration without an assistant reply")
    prompt: str = tokenizer.apply_chat_template(messages[: replies[0]], tools=tools, tokenize=False, add_generation_prompt=True,
                                                **(template_kwargs or {}))  # tokenize=False: the text
    input_ids = encode(prompt)
    mask = [0] * len(input_ids)
    for position, index in enumerate(replies):
        reply = encode(reply_text(tokenizer, messages[index], tools, template_kwargs)) + [tokenizer.eos_token_id]
        input_ids += reply
        mask += [1] * len(reply)
        if position + 1 < len(replies):
            follow = encode(text_after_reply(tokenizer, messages[index + 1: replies[position + 1]], tools, template_kwargs))
            input_ids += follow
            mask += [0] * len(follow)
    return {"input_ids": input_ids, "assistant_masks": mask}


def sft_dataset(rows: list[RoleRow], tokenizer: Any, data: DataArguments, template_kwargs: dict[str, Any] | None = None) -> Dataset:
    """The tokenized demonstrations (a ``datasets.Dataset``)."""
    from datasets import Dataset

    items = [tokenize_demonstration(demonstration(row, data.max_turns, data.observation_chars), json.loads(row.tools), tokenizer,
                                    template_kwargs)
             for row in rows if accepted(row)]
    if not items:
        raise TrainingConfigError(f"no accepted demonstrations among the {len(rows)} rows (nothing to imitate)")
    return Dataset.from_list(items)


def train_sft(model: Any, tokenizer: Any, rows: list[RoleRow], data: DataArguments, args: Any,
              template_kwargs: dict[str, Any] | None = None, resume: str | None = None) -> SFTTrainer:
    """Run ``SFTTrainer`` with ``args`` (an ``SFTConfig``), the demonstrations rendered with ``template_kwargs``
    (those the served model and the rollouts use), from the checkpoint ``resume`` if given; returns the trainer."""
    from trl import SFTTrainer

    from himap_travel.training.config import freeze_lower_layers, time_budget
    from himap_travel.training.models import lora_config

    freeze_lower_layers(model, data.trainable_layers)
    trainer = SFTTrainer(model=model, args=args, train_dataset=sft_dataset(rows, tokenizer, data, template_kwargs),
                         processing_class=tokenizer, callbacks=[time_budget(data.max_minutes)], peft_config=lora_config(data))
    trainer.train(resume_from_checkpoint=resume)
    return trainer


def main(argv: list[str] | None = None) -> Path | None:
    from trl import SFTConfig

    data, template, args = parse_training_args((DataArguments, TemplateArguments, SFTConfig), argv)
    if data.dry_run:
        from himap_travel.training.memory import dry_run

        dry_run(data, args)
        return None

    from himap_travel.training.curves import plot_curves
    from himap_travel.training.models import load, weights_dtype
    from himap_travel.training.runtime import check_launch, distributed, resume_point, save_trained, starting_point, zero_stage

    state = distributed()
    check_launch(data, args, state.num_processes)
    resume = resume_point(args)
    rows, start = starting_point(data, args.output_dir)
    model, tokenizer = load(start, data.attn_implementation, weights_dtype(args.bf16, data.lora_rank, zero_stage(args)))
    trainer = train_sft(model, tokenizer, rows, data, args, template.chat_template_kwargs, resume)
    out = Path(args.output_dir)
    save_trained(trainer, str(out))
    if state.is_main_process:
        tokenizer.save_pretrained(str(out))
        trainer.state.save_to_json(str(out / "trainer_state.json"))
        plot_curves(out / "trainer_state.json", out / "sft_loss.png", ["loss"], "SFT on the expert's demonstrations")
        print(f"SFT done: {trainer.state.global_step} steps -> {out}")
    state.wait_for_everyone()
    return out


if __name__ == "__main__":
    run_script(main)
