"""SFT data: the demonstration as the model holds it, and only what the model writes in the loss."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("transformers")

from himap_travel.training.export import RoleRow
from himap_travel.training.models import build_tiny
from himap_travel.training.sft import accepted, demonstration, tokenize_demonstration


def _row(turns: int, outcome: dict) -> RoleRow:
    completion = []
    for index in range(turns):
        name = "finish" if index == turns - 1 else f"search_{index}"
        call = {"id": f"c{index}", "type": "function", "function": {"name": name, "arguments": json.dumps({"i": index})}}
        completion += [{"role": "assistant", "content": "", "tool_calls": [call], "tool_call_id": None},
                       {"role": "tool", "content": f"result {index} " + "x" * 50, "tool_calls": None, "tool_call_id": f"c{index}"}]
    return RoleRow(id="t/0/i1/d1/a1", split="train", position=0, run="r", iteration=1, day=1, attempt=1, role="stay",
                   prompt=[{"role": "system", "content": "You plan day 1."}, {"role": "user", "content": "Plan day 1."}],
                   completion=completion, tools="[]", trip="{}", plan="[]", outcome=json.dumps(outcome),
                   reward_global=0.0, objective=0.0, official_pass=False, strict_pass=False)


@pytest.fixture(scope="module")
def tokenizer(tmp_path_factory):
    from transformers import AutoTokenizer

    texts = ['{"name": "finish", "arguments": {"i": 1}}', "result x You plan day 1."] * 30
    return AutoTokenizer.from_pretrained(build_tiny(texts, tmp_path_factory.mktemp("tiny"), vocab_size=300))


def test_a_long_demonstration_keeps_its_first_turns_and_its_decision():
    messages = demonstration(_row(5, {}), max_turns=3, observation_chars=20)
    names = [m["tool_calls"][0]["function"]["name"] for m in messages if m["role"] == "assistant"]
    assert names == ["search_0", "search_1", "finish"]
    assert messages[3]["content"] == "result 0 " + "x" * 11 + "\n[... cut at 20 characters; narrow the search]"
    assert "tool_call_id" not in messages[2]  # None keys dropped


def test_only_demonstrations_that_ended_in_an_accepted_decision_are_used():
    assert accepted(_row(1, {"accepted": True}))
    assert not accepted(_row(1, {"accepted": False}))
    coordinator = _row(1, {"allocated": True}).model_copy(update={"role": "coordinator"})
    assert accepted(coordinator)


def test_the_loss_sees_the_replies_and_their_end_of_turn_never_the_prompt_or_observations(tokenizer):
    messages = demonstration(_row(2, {}), max_turns=6, observation_chars=1500)
    item = tokenize_demonstration(messages, [], tokenizer)
    trained = tokenizer.decode([t for t, m in zip(item["input_ids"], item["assistant_masks"], strict=True) if m])
    expected = "".join(
        '<tool_call>\n{"name": "' + name + '", "arguments": {"i": ' + str(i) + "}}\n</tool_call><|im_end|>"
        for i, name in enumerate(["search_0", "finish"])
    )
    assert trained == expected
    assert len(item["input_ids"]) == len(item["assistant_masks"])
