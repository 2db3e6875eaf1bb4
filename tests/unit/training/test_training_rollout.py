"""The rollout's reading of a model's reply and the tokens it adds between replies (the served format)."""

from __future__ import annotations

import pytest

pytest.importorskip("transformers")

from himap_travel.planning.policies.llm.agent import NO_CALL
from himap_travel.training.environments import ParsedCall
from himap_travel.training.models import build_tiny
from himap_travel.training.rollout import observation_text, parse_tool_calls, prompt_key


@pytest.fixture(scope="module")
def tokenizer(tmp_path_factory):
    from transformers import AutoTokenizer

    folder = build_tiny(["Plan day 1.", '{"name": "finish", "arguments": {}}'] * 20, tmp_path_factory.mktemp("tiny"), vocab_size=300)
    return AutoTokenizer.from_pretrained(folder)


def test_hermes_calls_are_read_as_vllm_reads_them():
    reply = ('<tool_call>\n{"name": "flight_search", "arguments": {"origin": "A", "destination": "B"}}\n</tool_call>\n'
             '<tool_call>\n{"name": "finish", "arguments": "{\\"current_city\\": \\"B\\"}"}\n</tool_call>')
    assert parse_tool_calls(reply) == [
        ParsedCall("flight_search", {"origin": "A", "destination": "B"}),
        ParsedCall("finish", {"current_city": "B"}),
    ]


def test_unreadable_calls_carry_their_error_and_plain_text_has_none():
    assert parse_tool_calls("I will search for flights.") == []
    broken = parse_tool_calls('<tool_call>{"name": "finish", "arguments": {</tool_call>')
    assert len(broken) == 1 and broken[0].error.startswith("not JSON")
    assert parse_tool_calls('<tool_call>{"arguments": {}}</tool_call>')[0].error == "no function name"
    assert parse_tool_calls('<tool_call>{"name": "finish", "arguments": [1]}</tool_call>')[0].error == "arguments are not a JSON object"
    cut = parse_tool_calls('<tool_call>\n{"name": "finish", "arguments": {"current_city": "B"}}')  # cut before the closing tag
    assert cut == [ParsedCall("finish", {"current_city": "B"})]


def test_a_prompt_is_known_by_its_roles_and_texts():
    first = [{"role": "system", "content": "S"}, {"role": "user", "content": "U"}]
    assert prompt_key(first) == prompt_key([{**m, "tool_calls": None} for m in first])
    assert prompt_key(first) != prompt_key([first[0], {"role": "user", "content": "V"}])


def test_the_turn_between_replies_is_the_templates_tool_response(tokenizer):
    calls = [ParsedCall("finish", {})]
    text = observation_text(tokenizer, calls, ["OK: day 1 committed"], [])
    assert text == "\n<|im_start|>user\n<tool_response>\nOK: day 1 committed\n</tool_response><|im_end|>\n<|im_start|>assistant\n"
    two = observation_text(tokenizer, calls * 2, ["a", "b"], [])
    assert two == ("\n<|im_start|>user\n<tool_response>\na\n</tool_response>\n<tool_response>\nb\n</tool_response><|im_end|>\n"
                   "<|im_start|>assistant\n")


def test_a_reply_without_a_call_gets_the_policys_note(tokenizer):
    assert observation_text(tokenizer, [], [NO_CALL], []) == f"\n<|im_start|>user\n{NO_CALL}<|im_end|>\n<|im_start|>assistant\n"


def test_a_reply_prefix_is_given_untrained_and_read_with_the_reply(tokenizer):
    """``reply_prefix`` starts every reply (mask 0); the call is parsed from prefix + what the model wrote (mask 1)."""
    from himap_travel.training.rollout import Episode, RolloutSettings, SandboxRollout

    class Recorder:
        specs: list = []
        done = False

        def __init__(self):
            self.seen = []

        def step(self, calls):
            self.seen.append(calls)
            self.done = True
            return ["OK"]

    prefix = '<tool_call>\n{"name": "'
    rollout = SandboxRollout([], sandbox=None, settings=RolloutSettings(reply_prefix=prefix, max_turns=3))
    written = tokenizer('finish", "arguments": {}}\n</tool_call>', add_special_tokens=False)["input_ids"] + [tokenizer.eos_token_id]
    rollout.generate = lambda sequences, *rest: [(written, None) for _ in sequences]
    episode = Episode(Recorder(), prompt_ids=[1, 2, 3])
    rollout._turn([episode], model=None, tokenizer=tokenizer, trainer=None)
    given = tokenizer(prefix, add_special_tokens=False)["input_ids"]
    assert episode.completion_ids == given + written
    assert episode.mask == [0] * len(given) + [1] * len(written)
    assert episode.environment.seen == [[ParsedCall("finish", {})]] and not episode.active


def test_an_episode_whose_next_turn_would_not_fit_the_model_length_ends_and_is_counted(tokenizer):
    """vLLM raises on a request past ``max_model_len`` (one process dies; on 8 GPUs the others hang): every turn is
    budgeted against it, and an episode whose next turn (its sequence, the observation, a whole reply) would not
    fit ends there, scored as undecided, and is counted in TRL's metrics."""
    from collections import defaultdict
    from types import SimpleNamespace

    from himap_travel.training.rollout import Episode, RolloutSettings, SandboxRollout

    class Endless:
        specs: list = []
        done = False

        def step(self, calls):
            return ["x " * 40]

        def outcome(self):
            return {"role": "stay", "accepted": False}

    settings = RolloutSettings(max_turns=10, turn_tokens=8, max_completion_length=4096, max_model_length=120)
    rollout = SandboxRollout([], sandbox=None, settings=settings)
    asked = []

    def generate(sequences, budget, *rest):
        asked.extend(len(s) + budget for s in sequences)
        return [([7, tokenizer.eos_token_id], [-0.5, -0.5]) for _ in sequences]

    rollout.generate = generate
    rollout._start = lambda prompt, tok: Episode(Endless(), prompt_ids=[1] * (10 if prompt[0]["content"] == "short" else 115))
    metrics = {"train": defaultdict(list)}
    trainer = SimpleNamespace(use_vllm=True, processing_class=tokenizer, args=SimpleNamespace(chat_template_kwargs=None), _metrics=metrics,
                              accelerator=SimpleNamespace(unwrap_model=lambda model: model), model=__import__("torch").nn.Linear(1, 1))
    output = rollout([[{"role": "user", "content": "short"}], [{"role": "user", "content": "long"}]], trainer)
    assert asked and max(asked) <= 120  # no request past the model length
    lengths = [len(p) + len(c) for p, c in zip(output["prompt_ids"], output["completion_ids"], strict=True)]
    assert lengths[0] + settings.turn_tokens > 120 - 40 and lengths[0] <= 120  # ran until the next turn would not fit
    assert output["completion_ids"][1] == [tokenizer.eos_token_id]  # the long prompt left no room for a reply at all
    assert rollout.overflows == 2 and metrics["train"]["rollout/context_overflow"] == [1.0]


def test_group_variety_tells_identical_rollouts_from_rollouts_that_scored_alike():
    """Why a group had no reward spread: the same tokens G times (sampling), or different tokens with one outcome."""
    from collections import defaultdict
    from types import SimpleNamespace

    from himap_travel.training.rollout import group_variety, report_variety

    completions = [[1, 2], [1, 2], [1, 2], [1, 3], [4], [5]]
    outcomes = [{"accepted": False}] * 4 + [{"accepted": True}, {"accepted": False}]
    assert group_variety(completions, outcomes, 2) == ([1, 2, 2], [1, 1, 2])
    metrics = {"train": defaultdict(list)}
    report_variety(SimpleNamespace(_metrics=metrics, args=SimpleNamespace(num_generations=3)), completions, outcomes)
    assert metrics["train"]["rollout/distinct_completions"] == [2.0] and metrics["train"]["rollout/distinct_outcomes"] == [1.5]
