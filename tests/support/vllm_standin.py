"""A stand-in of ``vllm.LLM`` that samples with its own copy of the model: TRL's vLLM path without vLLM.

vLLM cannot be installed on the CPU machine's CI nor carried to the GPU machine (its wheel is far over what a
device call can take), yet the GRPO configs train with ``use_vllm`` and TRL's importance-sampling correction,
which only a vLLM rollout has. This module puts a stand-in under TRL's own ``VLLMGeneration`` (colocate mode)
so that the whole path runs: TRL's ``sync_weights`` pushes the trainer's weights into the stand-in's copy,
TRL's ``generate`` builds ``SamplingParams`` and reads ``RequestOutput``s, the rollout hands the sampled
tokens' logprobs back, and ``GRPOTrainer`` computes and logs the importance ratio
(``sampling/importance_sampling_ratio/*``).

The stand-in is faithful where the correction depends on it: its copy of the weights is in bf16 on a GPU (as
vLLM keeps them, while the trainer keeps fp32), and its logprobs are of the processed distribution (after
temperature and the nucleus, vLLM's ``logprobs_mode="processed_logprobs"`` that TRL asks for). Used by
``tests/unit/training/test_training_vllm_logprobs.py`` (the objects' shapes) and
``tests/unit/training/test_training_vllm_standin.py`` (a GRPO step through it), and run on CUDA by
``training/smoke_gpu.sh``'s last stage:

    python tests/support/vllm_standin.py --config training/configs/smoke.yaml --use_vllm true ...
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any


@dataclass
class Logprob:  # vllm.logprobs.Logprob
    logprob: float
    rank: int | None = None
    decoded_token: str | None = None


@dataclass
class CompletionOutput:  # vllm.outputs.CompletionOutput
    index: int
    text: str
    token_ids: list[int]
    cumulative_logprob: float | None
    logprobs: list[dict[int, Logprob]] | None
    finish_reason: str | None = "stop"


@dataclass
class RequestOutput:  # vllm.outputs.RequestOutput
    request_id: str
    prompt: str | None
    prompt_token_ids: list[int]
    prompt_logprobs: None
    outputs: list[CompletionOutput]
    finished: bool = True


class _Weights:
    """``llm.llm_engine.model_executor.driver_worker.model_runner.model``: where TRL's colocate sync loads weights."""

    def __init__(self, model: Any) -> None:
        self.parameters = dict(model.named_parameters())
        self.loaded = 0

    def load_weights(self, weights: list[tuple[str, Any]]) -> None:
        import torch

        with torch.no_grad():
            for name, tensor in weights:
                if name not in self.parameters:  # a name TRL sends that the copy lacks: the sync is broken
                    raise KeyError(f"the stand-in's model has no parameter {name!r}")
                self.parameters[name].copy_(tensor.to(self.parameters[name].dtype))
                self.loaded += 1


class StandInLLM:
    """``vllm.LLM(model=..., ...)``: loads the model folder TRL names, in bf16 on a GPU, and samples from it."""

    def __init__(self, model: str, **settings: Any) -> None:
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer

        device = "cuda" if torch.cuda.is_available() else "cpu"
        dtype = torch.bfloat16 if device == "cuda" else torch.float32
        self.model = AutoModelForCausalLM.from_pretrained(model, dtype=dtype).to(device).eval()
        self.tokenizer = AutoTokenizer.from_pretrained(model)
        self.settings = settings  # what TRL asked of vLLM (max_model_len, logprobs_mode, ...)
        self.calls = 0
        weights = _Weights(self.model)
        self.llm_engine = SimpleNamespace(model_executor=SimpleNamespace(
            driver_worker=SimpleNamespace(model_runner=SimpleNamespace(model=weights))))

    def reset_prefix_cache(self) -> None:
        """vLLM drops its cached prefixes after a weight sync; the stand-in keeps none."""

    def generate(self, prompts: list[dict[str, list[int]]], sampling_params: Any = None, *, use_tqdm: bool = True,
                 lora_request: Any = None, priority: Any = None, tokenization_kwargs: Any = None,
                 mm_processor_kwargs: Any = None) -> list[RequestOutput]:  # vLLM 0.31's signature
        self.calls += 1
        return [self._one(str(number), prompt["prompt_token_ids"], sampling_params) for number, prompt in enumerate(prompts)]

    def _one(self, request_id: str, prompt_ids: list[int], params: Any) -> RequestOutput:
        """One reply, sampled; each token's logprob under the processed distribution it was drawn from."""
        import torch

        top_k = params.top_k if params.top_k and params.top_k > 0 else None
        with torch.no_grad():
            output = self.model.generate(
                input_ids=torch.tensor([prompt_ids], device=self.model.device), do_sample=True,
                max_new_tokens=params.max_tokens, temperature=params.temperature, top_p=params.top_p, top_k=top_k,
                output_scores=True, return_dict_in_generate=True, pad_token_id=self.tokenizer.eos_token_id,
                eos_token_id=self.tokenizer.eos_token_id)
        tokens = output.sequences[0, len(prompt_ids):].tolist()
        steps = [{token: Logprob(float(torch.log_softmax(scores[0].float(), dim=-1)[token]), rank=1)}
                 for token, scores in zip(tokens, output.scores, strict=False)]
        ended = bool(tokens) and tokens[-1] == self.tokenizer.eos_token_id
        completion = CompletionOutput(0, "", tokens, sum(next(iter(s.values())).logprob for s in steps), steps,
                                      "stop" if ended else "length")
        return RequestOutput(request_id, None, list(prompt_ids), None, [completion])


def install() -> None:
    """Make TRL's ``VLLMGeneration`` build the stand-in where it would build ``vllm.LLM``."""
    from trl.generation import vllm_generation

    vllm_generation.is_vllm_available = lambda: True
    vllm_generation.LLM = StandInLLM
    vllm_generation.SamplingParams = lambda **kwargs: SimpleNamespace(**kwargs)


def main(argv: list[str]) -> dict[str, Any]:
    """``training/grpo.py`` with the stand-in installed (same arguments)."""
    install()
    from himap_travel.training.grpo import main as grpo

    return grpo(argv)


if __name__ == "__main__":
    main(sys.argv[1:])
