"""GRPO rollouts that act in the real sandbox: TRL's ``rollout_func`` hook, with our own multi-turn loop.

Why ``rollout_func`` and not ``environment_factory``: TRL's tool loop finds
tool calls with the tokenizer's response schema, which it knows for its own
bundled templates (Qwen3) but not for the tool template ``serve small`` gives
SmolLM2; and its tools are Python methods whose docstrings become schemas,
while our roles are offered the graph's schemas (``distribute_task`` with the
request's cities as an enum, the day tools bound to one Σ snapshot). With
``rollout_func`` we own generation: the prompt is the role's, the tools and
error observations are the LLM policy's (``training.environments``), and the
completion is exactly the token sequence the policy model saw and produced:
model tokens (``env_mask`` 1, trained) interleaved with the chat template's
tool-response turns (``env_mask`` 0, not trained).

TRL hands the rollout only the prompts (each repeated G times, one rollout
per copy), so the environment state is found by the prompt's messages
(``prompt_key``): the exported rows whose prompts are identical are the same
situation as far as the model can tell, and the first is used.

The rollouts of one batch step together: each turn, the episodes still
running are generated as one left-padded batch (temperature and top-p from
the GRPO config), their replies parsed as Hermes ``<tool_call>`` JSON, and
their calls run in their environments. An episode ends when its environment
says so (a decision, or the tool-call cap), when a reply is cut by the token
budget of the episode, or after ``max_turns`` replies. (A reply cut by the
per-reply limit is still a reply: its broken call gets the policy's error
observation, as a served model's would.) On a GPU with ``use_vllm`` the
replies come from TRL's vLLM engine instead of ``model.generate``, and vLLM's logprob of every model token
comes back with the completion (0.0 for the given tokens, which ``env_mask`` keeps out), as TRL's
importance-sampling correction needs. Each completion's reward inputs come back as the ``outcome`` column
the reward functions read. Every text between replies is rendered with the config's ``chat_template_kwargs``
(Qwen3: ``enable_thinking: false``), as the served model's is.
"""

from __future__ import annotations

import contextlib
import json
import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.planning.policies.llm.agent import NO_CALL, cut_observation
from himap_travel.training.environments import CoordinatorEnvironment, DayEnvironment, ParsedCall
from himap_travel.training.export import RoleRow
from himap_travel.training.rewards import COORDINATOR

LOG = logging.getLogger(__name__)
TOOL_CALL = lazy_compile(r"<tool_call>(.*?)(?:</tool_call>|$)", re.DOTALL)
PLACEHOLDER = "\x00"  # an assistant turn's stand-in while rendering what follows it


def prompt_key(prompt: Sequence[dict[str, Any]]) -> str:
    """The identity of a prompt: its roles and texts."""
    return json.dumps([[m.get("role"), m.get("content")] for m in prompt], ensure_ascii=False)


def parse_tool_calls(text: str) -> list[ParsedCall]:
    """The Hermes-style calls of a reply (``<tool_call>{"name", "arguments"}</tool_call>``), as vLLM's parser reads them."""
    calls = []
    for body in TOOL_CALL.findall(text):
        try:
            data = json.loads(body.strip())
        except json.JSONDecodeError as error:
            calls.append(ParsedCall("", {"raw": body[:200]}, f"not JSON ({error.msg})"))
            continue
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            calls.append(ParsedCall("", {"raw": body[:200]}, "no function name"))
            continue
        arguments = data.get("arguments", data.get("parameters", {}))
        if isinstance(arguments, str):
            with contextlib.suppress(json.JSONDecodeError):
                arguments = json.loads(arguments)
        if not isinstance(arguments, dict):
            calls.append(ParsedCall(data["name"], {"raw": str(arguments)[:200]}, "arguments are not a JSON object"))
            continue
        calls.append(ParsedCall(data["name"], arguments))
    return calls


def observation_text(tokenizer: Any, calls: list[ParsedCall], observations: list[str], tools: list[dict[str, Any]],
                     template_kwargs: dict[str, Any] | None = None) -> str:
    """What the chat template writes after an assistant turn that made ``calls`` and got ``observations``.

    The tool-response turns (or the policy's note when the reply made no call), then the next generation
    prompt: what the served model is given between two of its replies. See ``text_after_reply``.
    """
    if calls:
        follow = [{"role": "tool", "content": text, "tool_call_id": f"call_{i}"} for i, text in enumerate(observations)]
    else:
        follow = [{"role": "user", "content": NO_CALL}]
    return text_after_reply(tokenizer, follow, tools, template_kwargs)


def text_after_reply(tokenizer: Any, follow: list[dict[str, Any]], tools: list[dict[str, Any]],
                     template_kwargs: dict[str, Any] | None = None) -> str:
    """The text the template puts between the end-of-turn token of an assistant reply and the next reply.

    Taken from one full render (a stand-in assistant turn, then ``follow``, then the generation prompt, with
    the template kwargs the served model gets, e.g. Qwen3's ``enable_thinking: false``): the text after the
    stand-in's end-of-turn token. Not the difference of two renders: Qwen3's template writes an assistant turn
    differently when it is the last one (``<think>\n\n</think>\n\n`` before it), so the render of the
    conversation so far is not a prefix of the render with the observation.
    """
    head = [{"role": "system", "content": ""}, {"role": "user", "content": ""}, {"role": "assistant", "content": PLACEHOLDER}]
    full: str = tokenizer.apply_chat_template(head + follow, tools=tools, tokenize=False, add_generation_prompt=True,
                                              **(template_kwargs or {}))  # tokenize=False: the text
    after = full[full.index(PLACEHOLDER) + 1:]  # e.g. "<|im_end|>\n<|im_start|>user\n<tool_response>..."
    eos = tokenizer.eos_token or ""
    if not eos or eos not in after:
        raise ValueError(f"the chat template does not end an assistant turn with the tokenizer's eos token {eos!r}")
    return after[after.index(eos) + len(eos):]  # the model wrote the end-of-turn token itself


def reply_text(tokenizer: Any, message: dict[str, Any], tools: list[dict[str, Any]], template_kwargs: dict[str, Any] | None = None) -> str:
    """How the template writes an assistant ``message`` (its text and tool calls) after the generation prompt,
    up to (not including) its end-of-turn token: the tokens the model writes for that reply."""
    head = [{"role": "system", "content": ""}, {"role": "user", "content": ""}]
    kwargs = template_kwargs or {}
    prompt: str = tokenizer.apply_chat_template(head, tools=tools, tokenize=False, add_generation_prompt=True, **kwargs)
    full: str = tokenizer.apply_chat_template([*head, message], tools=tools, tokenize=False, **kwargs)  # tokenize=False: texts
    if not full.startswith(prompt):
        raise ValueError("the chat template writes a last assistant turn differently from its generation prompt "
                         "(give the template kwargs the served model gets, e.g. enable_thinking: false)")
    return full[len(prompt): full.index(tokenizer.eos_token, len(prompt))]


def sampled_logprobs(logprobs: Sequence[Sequence[float | None]], token_ids: Sequence[Sequence[int]] | None,
                     sampled: Sequence[int]) -> list[float]:
    """The logprob vLLM gave each sampled token (TRL's engine returns each position's top logprobs sorted by
    rank, the sampled token among them; NaN or missing ones as NaN, which TRL leaves uncorrected)."""
    values = []
    for position, token in enumerate(sampled):
        ranked = logprobs[position]
        ids = token_ids[position] if token_ids is not None else None
        value = ranked[ids.index(token)] if ids is not None and token in ids else ranked[0]
        values.append(float("nan") if value is None else float(value))
    return values


@dataclass
class Episode:
    """One rollout: its environment, the tokens so far and which of them the model wrote."""

    environment: DayEnvironment | CoordinatorEnvironment
    prompt_ids: list[int]
    completion_ids: list[int] = field(default_factory=list)
    mask: list[int] = field(default_factory=list)
    logprobs: list[float] = field(default_factory=list)  # vLLM's logprob of each model token; 0.0 for given tokens
    turns: int = 0
    active: bool = True
    overflow: bool = False  # ended because its next turn would not fit the model's context (max_model_length)


@dataclass
class RolloutSettings:
    """How long an episode may run (the GRPO config's fields of the same names)."""

    max_turns: int = 6
    turn_tokens: int = 256
    reply_prefix: str = ""  # given at the start of every reply (env_mask 0): see RolloutArguments.reply_prefix
    constrain_calls: bool = False  # every reply one schema-valid call (training.grammar): see RolloutArguments.constrain_calls
    max_completion_length: int = 2048
    observation_chars: int = 1500
    executor_tool_cap: int = 15
    coordinator_tool_cap: int = 12
    temperature: float = 0.7
    top_p: float = 0.9
    max_model_length: int | None = None  # vLLM's context (vllm_max_model_length): prompt, completion and the next reply


def report_overflows(trainer: Any, overflows: int, episodes: int) -> None:
    """Log how many episodes of the batch ran out of context: a warning, and TRL's metric
    ``rollout/context_overflow`` (the share of episodes, per step, in ``trainer_state.json`` and TensorBoard)."""
    if overflows:
        LOG.warning("%d of %d episodes ended early: the next turn would not fit max_model_length", overflows, episodes)
    metrics = getattr(trainer, "_metrics", None)
    if isinstance(metrics, dict) and "train" in metrics:
        metrics["train"]["rollout/context_overflow"].append(overflows / max(episodes, 1))


def group_variety(completions: Sequence[Sequence[int]], outcomes: Sequence[dict[str, Any]], group_size: int) -> tuple[list[int], list[int]]:
    """Per group of ``group_size`` consecutive rollouts (TRL repeats each prompt G times in a row): how many
    distinct completions, and how many distinct outcomes (what the rewards read). A group with one outcome
    scores alike and has no advantage; one completion means sampling gave the same tokens G times, several
    completions and one outcome that they differed without mattering to the reward."""
    starts = range(0, len(completions), max(group_size, 1))
    return ([len({tuple(ids) for ids in completions[i:i + group_size]}) for i in starts],
            [len({json.dumps(o, sort_keys=True, default=str) for o in outcomes[i:i + group_size]}) for i in starts])


def report_variety(trainer: Any, completions: Sequence[Sequence[int]], outcomes: Sequence[dict[str, Any]]) -> None:
    """Log the mean per group, over all processes' groups, of distinct completions and distinct outcomes:
    ``rollout/distinct_completions`` and ``rollout/distinct_outcomes`` (per step, in ``trainer_state.json``),
    beside TRL's ``frac_reward_zero_std``: why a group had no spread, not only that it had none."""
    metrics = getattr(trainer, "_metrics", None)
    group_size = getattr(getattr(trainer, "args", None), "num_generations", None)
    if not (isinstance(metrics, dict) and "train" in metrics and group_size):
        return
    import torch

    distinct, scored = group_variety(completions, outcomes, group_size)
    local = torch.tensor([sum(distinct), sum(scored), len(distinct)], dtype=torch.float64)
    reduce = getattr(getattr(trainer, "accelerator", None), "reduce", None)  # every process runs the rollout once per generation
    totals = reduce(local.to(trainer.accelerator.device), reduction="sum").cpu() if reduce is not None else local
    metrics["train"]["rollout/distinct_completions"].append(float(totals[0] / totals[2]))
    metrics["train"]["rollout/distinct_outcomes"].append(float(totals[1] / totals[2]))


class SandboxRollout:
    """``rollout_func(prompts, trainer)`` for ``GRPOTrainer``: G rollouts of each prompt in the sandbox."""

    def __init__(self, rows: Sequence[RoleRow], sandbox: Sandbox, settings: RolloutSettings) -> None:
        self.rows: dict[str, RoleRow] = {}
        for row in rows:
            self.rows.setdefault(prompt_key(row.prompt), row)
        if settings.constrain_calls and settings.reply_prefix:
            raise ValueError("constrain_calls and reply_prefix both shape the start of a reply: give one")
        self.sandbox, self.settings = sandbox, settings
        self.template_kwargs: dict[str, Any] = {}
        self.grammar: Any = None  # training.grammar.CallGrammar, built with the first batch's tokenizer
        self.overflows = 0  # episodes of the last batch that ran out of context

    def environment(self, row: RoleRow) -> DayEnvironment | CoordinatorEnvironment:
        if row.role == COORDINATOR:
            return CoordinatorEnvironment(self.sandbox, tool_cap=self.settings.coordinator_tool_cap)
        return DayEnvironment(self.sandbox, tool_cap=self.settings.executor_tool_cap)

    def __call__(self, prompts: list[list[dict[str, Any]]], trainer: Any) -> dict[str, list[Any] | None]:
        import torch

        tokenizer = trainer.processing_class
        model = trainer.accelerator.unwrap_model(trainer.model)
        self.template_kwargs = dict(getattr(trainer.args, "chat_template_kwargs", None) or {})  # e.g. Qwen3's enable_thinking
        use_vllm = bool(getattr(trainer, "use_vllm", False))
        episodes = [self._start(prompt, tokenizer) for prompt in prompts]
        self.overflows = 0
        was_training = model.training
        model.eval()
        try:
            with torch.no_grad():
                while any(e.active for e in episodes):
                    self._turn([e for e in episodes if e.active], model, tokenizer, trainer)
        finally:
            model.train(was_training)
        report_overflows(trainer, self.overflows, len(episodes))
        outcomes = [e.environment.outcome() for e in episodes]
        report_variety(trainer, [e.completion_ids for e in episodes], outcomes)
        return {
            "prompt_ids": [e.prompt_ids for e in episodes],
            "completion_ids": [e.completion_ids or [tokenizer.eos_token_id] for e in episodes],
            # vLLM's logprobs of the sampled tokens: TRL's importance-sampling correction subtracts them from the
            # trainer's own (without vLLM, TRL computes the old logprobs itself and reads none)
            "logprobs": [e.logprobs or [float("nan")] for e in episodes] if use_vllm else None,
            "env_mask": [e.mask or [1] for e in episodes],
            "outcome": outcomes,
        }

    def _start(self, prompt: list[dict[str, Any]], tokenizer: Any) -> Episode:
        row = self.rows.get(prompt_key(prompt))
        if row is None:
            raise KeyError("a prompt that is not in the exported rows (train on the dataset the rollout was built from)")
        environment = self.environment(row)
        messages = environment.reset(row.model_dump())
        text = tokenizer.apply_chat_template(messages, tools=environment.specs, tokenize=False, add_generation_prompt=True,
                                             **self.template_kwargs)
        return Episode(environment, tokenizer(text, add_special_tokens=False)["input_ids"])

    def _turn(self, episodes: list[Episode], model: Any, tokenizer: Any, trainer: Any) -> None:
        """One reply of every running episode (one batch), then their calls."""
        prefix = tokenizer(self.settings.reply_prefix, add_special_tokens=False)["input_ids"] if self.settings.reply_prefix else []
        for episode in episodes:  # a prompt that leaves no room for a reply
            if not self._fits(episode, len(prefix)):
                self._overflow(episode)
        episodes = [e for e in episodes if e.active]
        if not episodes:
            return
        for episode in episodes:  # the given start of the reply: in the sequence, not trained
            episode.completion_ids += prefix
            episode.mask += [0] * len(prefix)
            episode.logprobs += [0.0] * len(prefix)
        sequences = [e.prompt_ids + e.completion_ids for e in episodes]
        budget = min(self.settings.turn_tokens, max(self.settings.max_completion_length - len(e.completion_ids) for e in episodes))
        constraint = self.constraint([e.environment.specs for e in episodes], tokenizer)
        replies = self.generate(sequences, max(budget, 1), model, tokenizer, trainer, constraint)
        for episode, (generated, logprobs) in zip(episodes, replies, strict=True):
            self._advance(episode, generated, tokenizer, prefix, logprobs)

    def _fits(self, episode: Episode, given: int) -> bool:
        """The episode's sequence, ``given`` more tokens and a whole reply (``turn_tokens``) fit the model's context.

        vLLM raises on a request longer than its ``max_model_len``: one process dies and, on 8 GPUs, the others
        wait at the next collective. Day-executor prompts are ~3 K tokens with Qwen3's template and only the
        completion is capped, so a later turn's input can pass 8192.
        """
        limit = self.settings.max_model_length
        used = len(episode.prompt_ids) + len(episode.completion_ids) + given
        return limit is None or used + self.settings.turn_tokens <= limit

    def _overflow(self, episode: Episode) -> None:
        """End the episode where it is: scored as an episode that made no decision (the environment's give-up, the
        penalty of an unfinished episode), and counted."""
        episode.active, episode.overflow = False, True
        self.overflows += 1

    def constraint(self, specs_per_row: list[list[dict[str, Any]]], tokenizer: Any) -> Any:
        """The logits processor that keeps each reply one valid call of its episode's tools (None when not asked)."""
        if not self.settings.constrain_calls:
            return None
        if self.grammar is None:
            from himap_travel.training.grammar import CallGrammar  # llguidance: only for configs that ask

            self.grammar = CallGrammar(tokenizer)
        return self.grammar.processor(specs_per_row)

    def generate(self, sequences: list[list[int]], budget: int, model: Any, tokenizer: Any, trainer: Any,
                  constraint: Any = None) -> list[tuple[list[int], list[float] | None]]:
        """The next reply of each sequence and vLLM's logprob of each of its tokens: TRL's vLLM engine when the
        config uses it (GPU), else ``model.generate`` (no logprobs: TRL computes the old ones itself)."""
        settings = self.settings
        if getattr(trainer, "use_vllm", False):  # TRL synced the engine's weights before calling the rollout
            if constraint is not None:
                raise ValueError("constrain_calls works with model.generate; with use_vllm, leave it off")
            engine = trainer.vllm_generation
            engine.max_completion_length = budget  # the engine's per-request token limit is this turn's
            _, completions, logprobs, token_ids = engine.generate(sequences, None, 1)
            if logprobs is None:
                raise ValueError("vLLM returned no logprobs (TRL's importance-sampling correction needs them: leave "
                                 "vllm_logprobs/generation settings at TRL's defaults)")
            return [(list(ids), sampled_logprobs(logprobs[i], token_ids[i] if token_ids is not None else None, list(ids)))
                    for i, ids in enumerate(completions)]
        import torch

        width = max(len(s) for s in sequences)
        pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id
        # on the model's device: transformers warned of CPU inputs to a CUDA model on the GPU smoke run
        input_ids = torch.tensor([[pad] * (width - len(s)) + s for s in sequences], device=model.device)
        attention = torch.tensor([[0] * (width - len(s)) + [1] * len(s) for s in sequences], device=model.device)
        output = model.generate(
            input_ids=input_ids, attention_mask=attention, max_new_tokens=budget, do_sample=True,
            temperature=settings.temperature, top_p=settings.top_p, eos_token_id=tokenizer.eos_token_id, pad_token_id=pad,
            logits_processor=[constraint] if constraint is not None else None,
        )
        return [(ids, None) for ids in output[:, width:].tolist()]

    def _advance(self, episode: Episode, generated: list[int], tokenizer: Any, prefix: Sequence[int] = (),
                 logprobs: list[float] | None = None) -> None:
        """Take one reply: run its calls (a reply cut by ``turn_tokens`` is a reply, as the served policy treats it)."""
        settings = self.settings
        eos = tokenizer.eos_token_id
        ended = eos in generated
        reply = generated[: generated.index(eos) + 1] if ended else generated
        room = settings.max_completion_length - len(episode.completion_ids)
        episode.completion_ids += reply[:room]
        episode.mask += [1] * len(reply[:room])
        episode.logprobs += (logprobs or [0.0] * len(generated))[: len(reply[:room])]
        episode.turns += 1
        if len(reply) >= room:  # the episode's token budget is spent
            episode.active = False
            return
        calls = parse_tool_calls(tokenizer.decode([*prefix, *reply], skip_special_tokens=True))
        environment = episode.environment
        observations = environment.step(calls)
        if environment.done or episode.turns >= settings.max_turns:
            episode.active = False
            return
        text = observation_text(tokenizer, calls, [cut_observation(o, settings.observation_chars) for o in observations],
                                environment.specs, self.template_kwargs)
        follow = ([] if ended else [eos]) + tokenizer(text, add_special_tokens=False)["input_ids"]
        if len(episode.completion_ids) + len(follow) >= settings.max_completion_length:
            episode.active = False
            return
        if not self._fits(episode, len(follow) + len(prefix)):
            self._overflow(episode)
            return
        episode.completion_ids += follow
        episode.mask += [0] * len(follow)
        episode.logprobs += [0.0] * len(follow)
