"""Rollouts and SFT rendered as the served model sees its turns: TRL's copy of Qwen3's template (thinking off)
and the small model's tool template (``serve small``), with the same template kwargs everywhere."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("trl")

from himap_travel.training.environments import ParsedCall
from himap_travel.training.models import build_tiny
from himap_travel.training.rollout import observation_text
from himap_travel.training.sft import tokenize_demonstration

NO_THINK = {"enable_thinking": False}
EMPTY_THINK = "<think>\n\n</think>\n\n"
TOOLS = [{"type": "function",
          "function": {"name": "finish", "description": "end the day", "parameters": {"type": "object", "properties": {}}}}]


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    """The tiny model's tokenizer: the small model's tool template (what ``serve small`` gives SmolLM2)."""
    from transformers import AutoTokenizer

    texts = ['{"name": "finish", "arguments": {"i": 1}}', "result x You plan day 1. <think></think> <tool_response>"] * 30
    return AutoTokenizer.from_pretrained(build_tiny(texts, tmp_path_factory.mktemp("tiny"), vocab_size=300))


@pytest.fixture(scope="module")
def qwen3(small):
    """The same tokenizer with TRL's copy of Qwen3's chat template (puts the think block on a last assistant turn only)."""
    from trl.chat_template_utils import qwen3_chat_template

    tokenizer = small.__class__.from_pretrained(small.name_or_path)
    tokenizer.chat_template = qwen3_chat_template
    return tokenizer


def _conversation(turns: int) -> list[dict]:
    messages = [{"role": "system", "content": "You plan day 1."}, {"role": "user", "content": "Plan day 1."}]
    for index in range(turns):
        name = "finish" if index == turns - 1 else f"search_{index}"
        call = {"id": f"c{index}", "type": "function", "function": {"name": name, "arguments": json.dumps({"i": index})}}
        messages += [{"role": "assistant", "content": "", "tool_calls": [call]},
                     {"role": "tool", "content": f"result {index}", "tool_call_id": f"c{index}"}]
    return messages


def _reply(name: str, index: int) -> str:
    return '<tool_call>\n{"name": "' + name + '", "arguments": {"i": ' + str(index) + "}}\n</tool_call>"


def test_qwen3_observation_is_the_tail_of_the_full_render_with_an_empty_think_block(qwen3):
    """The old prefix rule raised here: Qwen3 renders the last assistant turn with a think block."""
    text = observation_text(qwen3, [ParsedCall("finish", {})], ["OK: day 1 committed"], TOOLS, NO_THINK)
    assert text == ("\n<|im_start|>user\n<tool_response>\nOK: day 1 committed\n</tool_response><|im_end|>\n"
                    "<|im_start|>assistant\n" + EMPTY_THINK)
    # exactly what the served model (vLLM, chat_template_kwargs enable_thinking false) is given after its reply
    served = qwen3.apply_chat_template(_conversation(1)[:3] + [{"role": "tool", "content": "OK: day 1 committed"}], tools=TOOLS,
                                       tokenize=False, add_generation_prompt=True, **NO_THINK)
    assert served.endswith(_reply("finish", 0) + "<|im_end|>" + text)
    # without the kwargs the next generation prompt opens thinking (the kwargs reach the template)
    assert observation_text(qwen3, [ParsedCall("finish", {})], ["OK"], TOOLS).endswith("<|im_start|>assistant\n")


def test_small_template_observation_is_unchanged_by_the_qwen3_kwargs(small):
    calls = [ParsedCall("finish", {})]
    expected = "\n<|im_start|>user\n<tool_response>\nOK\n</tool_response><|im_end|>\n<|im_start|>assistant\n"
    assert observation_text(small, calls, ["OK"], TOOLS) == expected
    assert observation_text(small, calls, ["OK"], TOOLS, NO_THINK) == expected


@pytest.mark.parametrize("template", ["small", "qwen3"])
def test_sft_loss_is_each_reply_and_its_end_of_turn_token_only(template, request):
    tokenizer = request.getfixturevalue(template)
    kwargs = NO_THINK if template == "qwen3" else None
    messages = _conversation(3)
    item = tokenize_demonstration(messages, TOOLS, tokenizer, kwargs)
    ids, mask = item["input_ids"], item["assistant_masks"]
    assert len(ids) == len(mask)
    spans, start = [], None  # the runs of trained tokens
    for position, flag in enumerate([*mask, 0]):
        if flag and start is None:
            start = position
        elif not flag and start is not None:
            spans.append((start, position))
            start = None
    names = ["search_0", "search_1", "finish"]
    assert [tokenizer.decode(ids[a:b]) for a, b in spans] == [_reply(name, i) + "<|im_end|>" for i, name in enumerate(names)]
    assert all(ids[b - 1] == tokenizer.eos_token_id for _, b in spans)  # each span ends at its end-of-turn token
    header = "<|im_start|>assistant\n" + (EMPTY_THINK if template == "qwen3" else "")
    for a, _ in spans:  # each reply follows the generation prompt the served model gets
        assert tokenizer.decode(ids[:a]).endswith(header)
    if template == "small":  # a template that renders every turn alike: the sequence is its full render
        full = tokenizer.apply_chat_template(messages[:-1], tools=TOOLS, tokenize=False)
        assert tokenizer.decode(ids) + "\n" == full
