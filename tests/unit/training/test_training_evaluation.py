"""Evaluation during GRPO (``training/evaluation.py``): held-out queries planned by the model being trained, as the
LLM policy plans a served model's, every K steps, logged with the step's metrics and kept per step."""

from __future__ import annotations

import json
import random
from collections import defaultdict
from types import SimpleNamespace

import numpy
import pytest

pytest.importorskip("trl")

import torch

from himap_travel.training.config import EvaluationArguments, TrainingConfigError
from himap_travel.training.evaluation import (
    HeldOutSettings,
    LocalChatModel,
    check_held_out,
    held_out_evaluation,
    read_history,
)


def test_the_held_out_split_is_not_a_training_split():
    check_held_out("validation_dev", {"train"})
    with pytest.raises(TrainingConfigError, match="heldout_split: train is a split the model trains on"):
        check_held_out("train", {"train"})


def test_the_local_chat_model_answers_with_the_replys_calls_as_the_served_model_would():
    from langchain_core.messages import HumanMessage, SystemMessage

    seen = []

    def reply(messages, tools):
        seen.append((messages, tools))
        return ('<tool_call>\n{"name": "finish", "arguments": {"city": "Rockford"}}\n</tool_call>\n'
                '<tool_call>\n{"name": "finish", "arguments": {</tool_call>')

    tool = {"type": "function", "function": {"name": "finish", "description": "end", "parameters": {"type": "object", "properties": {}}}}
    answer = LocalChatModel(reply=reply).bind_tools([tool], tool_choice="required").invoke([SystemMessage("S"), HumanMessage("U")])
    assert [(call["name"], call["args"]) for call in answer.tool_calls] == [("finish", {"city": "Rockford"})]
    assert len(answer.invalid_tool_calls) == 1 and answer.invalid_tool_calls[0]["error"].startswith("not JSON")
    messages, tools = seen[0]
    assert [m["role"] for m in messages] == ["system", "user"] and tools[0]["function"]["name"] == "finish"


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    from himap_travel.training.models import build_tiny, load

    folder = build_tiny(["Plan the trip.", '{"name": "flight_search", "arguments": {}}'] * 20, tmp_path_factory.mktemp("tiny"),
                        vocab_size=300)
    return load(str(folder))


def test_every_k_steps_the_model_being_trained_plans_held_out_queries_without_gold_plans(tiny, tmp_path, monkeypatch):
    """At steps 2 and 4 of 4 (K = 2), not 1 or 3: the tiny model plans the first held-out query through the LLM policy
    (its replies are asked, its calls reach the tools), the rates join the step's metrics and a line per step is kept."""
    import himap_travel.domain.sandbox.queries as queries
    from himap_travel.training.rollout import RolloutSettings, SandboxRollout

    def no_gold(*args, **kwargs):
        raise AssertionError("the evaluation read gold plans")

    monkeypatch.setattr(queries, "load_gold_plans", no_gold)
    model, tokenizer = tiny
    arguments = EvaluationArguments(heldout_eval_steps=2, heldout_queries=1, heldout_tool_cap=2, heldout_coordinator_tool_cap=2)
    rollout = SandboxRollout([], sandbox=None, settings=RolloutSettings(turn_tokens=24, temperature=1.0, top_p=1.0))
    callback = held_out_evaluation(rollout, HeldOutSettings(arguments), observation_chars=300, output_dir=str(tmp_path))
    asked = []
    generate = rollout.generate
    rollout.generate = lambda sequences, *rest: asked.append(len(sequences)) or generate(sequences, *rest)
    metrics = {"train": defaultdict(list)}
    trainer = SimpleNamespace(model=model, processing_class=tokenizer, accelerator=SimpleNamespace(unwrap_model=lambda m: m),
                              args=SimpleNamespace(chat_template_kwargs=None), _metrics=metrics, use_vllm=False)
    callback.attach(trainer)
    model.train()
    generators = torch.get_rng_state(), random.getstate(), numpy.random.get_state()[1].copy()
    for step in range(1, 5):
        callback.on_step_end(None, SimpleNamespace(global_step=step, max_steps=4), SimpleNamespace(should_training_stop=False))
        logged = metrics["train"].pop("eval/official_pass_rate", None)
        assert (logged is not None) == (step % 2 == 0)
    assert model.training  # handed back in training mode: TRL's log reads the mode to pick its metrics
    # the evaluation sampled, yet the next step's rollouts draw what they would have drawn without it
    assert torch.equal(torch.get_rng_state(), generators[0]) and random.getstate() == generators[1]
    assert (numpy.random.get_state()[1] == generators[2]).all()
    history = read_history(tmp_path)
    assert [entry["step"] for entry in history] == [2, 4]
    assert all(entry["queries"] == 1 and entry["tool_calls"] > 0 for entry in history)
    assert asked and all(count == 1 for count in asked)  # one conversation per request, as a served model gets them


def test_a_resumed_runs_later_evaluation_of_a_step_is_the_one_kept(tmp_path):
    lines = [{"step": 2, "official_pass_rate": 0.0}, {"step": 4, "official_pass_rate": 0.0}, {"step": 4, "official_pass_rate": 0.5}]
    (tmp_path / "heldout_eval.jsonl").write_text("".join(json.dumps(line) + "\n" for line in lines))
    assert [(e["step"], e["official_pass_rate"]) for e in read_history(tmp_path)] == [(2, 0.0), (4, 0.5)]
