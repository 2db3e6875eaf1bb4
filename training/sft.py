"""Warm start: TRL's ``SFTTrainer`` on the expert's demonstrations, in the model's tool-calling chat format.

    python training/sft.py --config training/configs/smollm2_cpu.yaml --output_dir runs/training/sft

Each exported row is one role invocation: its prompt (system and user), then
the expert's tool calls and their observations. The conversation is rendered
with the model's chat template and the tools it was offered, and only what
the model itself writes in a rollout is trained: each assistant turn from
after the generation prompt to its end-of-turn token. The prompt, the tool
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

from himap_travel.training.config import DataArguments, TrainingConfigError, parse_training_args, run_script, training_rows

if TYPE_CHECKING:  # it pulls in the LLM policy: imported where used, so that a config error is told at once
    from himap_travel.training.export import RoleRow


def demonstration(row: RoleRow, max_turns: int, observation_chars: int) -> list[dict]:
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


def tokenize_demonstration(messages: list[dict], tools: list[dict], tokenizer: Any) -> dict[str, list[int]]:
    """``input_ids`` and ``assistant_masks`` (1: what the model writes: each assistant reply and its end-of-turn token)."""
    spans = []
    for index, message in enumerate(messages):
        if message["role"] != "assistant":
            continue
        start = len(tokenizer.apply_chat_template(messages[:index], tools=tools, tokenize=False, add_generation_prompt=True))
        rendered = tokenizer.apply_chat_template(messages[: index + 1], tools=tools, tokenize=False)
        end = rendered.rindex(tokenizer.eos_token) + len(tokenizer.eos_token)
        spans.append((start, end))
    text = tokenizer.apply_chat_template(messages, tools=tools, tokenize=False)
    encoded = tokenizer(text, add_special_tokens=False, return_offsets_mapping=True)
    mask = [int(any(start <= a < end for start, end in spans)) for a, _ in encoded["offset_mapping"]]
    return {"input_ids": encoded["input_ids"], "assistant_masks": mask}


def sft_dataset(rows: list[RoleRow], tokenizer: Any, data: DataArguments):
    """The tokenized demonstrations (a ``datasets.Dataset``)."""
    from datasets import Dataset

    items = [tokenize_demonstration(demonstration(row, data.max_turns, data.observation_chars), json.loads(row.tools), tokenizer)
             for row in rows if accepted(row)]
    if not items:
        raise TrainingConfigError(f"no accepted demonstrations among the {len(rows)} rows (nothing to imitate)")
    return Dataset.from_list(items)


def train_sft(model: Any, tokenizer: Any, rows: list[RoleRow], data: DataArguments, args: Any) -> Any:
    """Run ``SFTTrainer`` with ``args`` (an ``SFTConfig``); returns the trainer."""
    from trl import SFTTrainer

    from himap_travel.training.config import freeze_lower_layers, time_budget

    freeze_lower_layers(model, data.trainable_layers)
    trainer = SFTTrainer(model=model, args=args, train_dataset=sft_dataset(rows, tokenizer, data), processing_class=tokenizer,
                         callbacks=[time_budget(data.max_minutes)])
    trainer.train()
    return trainer


def main(argv: list[str] | None = None) -> Path:
    from trl import SFTConfig

    from himap_travel.training.curves import plot_curves
    from himap_travel.training.models import dataset_texts, load, resolve_model

    data, args = parse_training_args((DataArguments, SFTConfig), argv)
    rows = training_rows(data, args.output_dir)
    model, tokenizer = load(resolve_model(data.model_name_or_path, dataset_texts(rows), Path(args.output_dir)), data.attn_implementation)
    trainer = train_sft(model, tokenizer, rows, data, args)
    out = Path(args.output_dir)
    trainer.save_model(str(out))
    tokenizer.save_pretrained(str(out))
    trainer.state.save_to_json(str(out / "trainer_state.json"))
    plot_curves(out / "trainer_state.json", out / "sft_loss.png", ["loss"], "SFT on the expert's demonstrations")
    print(f"SFT done: {trainer.state.global_step} steps -> {out}")
    return out


if __name__ == "__main__":
    run_script(main)
