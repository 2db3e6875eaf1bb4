"""Rollout replies constrained to one schema-valid tool call (llguidance), as the served policy's are.

The served small model answers with ``tool_choice="required"``: vLLM constrains
each reply to a call of one offered tool whose arguments fit its schema. A
rollout sampled freely from the same weights is a different policy: a small
model's calls run past the token limit or break the JSON, every rollout of a
group fails alike and GRPO has no advantage to learn from. ``CallGrammar``
makes ``model.generate`` sample under the same constraint: the reply is
``<tool_call>\\n{"name": ..., "arguments": {...}}\\n</tool_call>`` (the chat
template's own rendering of a call), then end of turn. The tokens the grammar
leaves one choice for are still the model's tokens (trained like the rest):
the trainer scores them under the unconstrained policy, as TRL does for vLLM's
guided decoding. The rollout imports this module only when a config asks for it
(``constrain_calls``); llguidance is in the ``train`` extra.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import llguidance
from transformers import LogitsProcessor

if TYPE_CHECKING:
    import torch

CALL_OPEN, CALL_CLOSE = "<tool_call>", "</tool_call>"
# the separators of the template's ``tojson``; no free whitespace, which a small model would fill with
JSON_STYLE = {"item_separator": ", ", "key_separator": ": ", "whitespace_flexible": False}
STRING_CAP = 160  # characters of a string argument that has no maxLength of its own (a venue line is ~60)


def strict(schema: Any) -> Any:
    """``schema`` with no unknown keys in its objects and no string longer than ``STRING_CAP``.

    A small model under a permissive schema invents keys and runs strings to the token limit; closed,
    the calls it can make are the ones the tools define.
    """
    if isinstance(schema, list):
        return [strict(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    result = {key: strict(value) for key, value in schema.items()}
    if result.get("type") == "object" or "properties" in result:
        result.setdefault("additionalProperties", False)
    if result.get("type") == "string" and "enum" not in result:
        result.setdefault("maxLength", STRING_CAP)
    return result


def call_schema(specs: list[dict[str, Any]]) -> dict[str, Any]:
    """A JSON schema for one call of one of ``specs`` (OpenAI tool format): its name, then its arguments."""
    options = []
    for spec in specs:
        function = spec.get("function", spec)
        parameters = function.get("parameters") or {"type": "object", "properties": {}}
        options.append({
            "type": "object",
            "properties": {"name": {"const": function["name"]}, "arguments": strict(parameters)},
            "required": ["name", "arguments"],
            "additionalProperties": False,
        })
    if not options:
        raise ValueError("no tools to constrain a call to")
    return {"anyOf": options, "x-guidance": JSON_STYLE}


def call_grammar(specs: list[dict[str, Any]], tags: tuple[str, str] = (json.dumps(CALL_OPEN), json.dumps(CALL_CLOSE))) -> str:
    """The Lark grammar of a reply that is exactly one call (llguidance embeds the JSON schema).

    ``tags`` are the grammar's terms for the opening and closing tag: text, or ``<[id]>`` when the
    tokenizer has the tag as one added token (llguidance matches those by id, never by their text).
    """
    opening, closing = tags
    return f'start: {opening} "\\n" call "\\n" {closing}\ncall: %json {json.dumps(call_schema(specs))}\n'


def tag_term(tokenizer: Any, tag: str) -> str:
    """The grammar's term for ``tag``: its token id when the tokenizer added it as one token, else its text."""
    ids = tokenizer(tag, add_special_tokens=False)["input_ids"]
    return f"<[{ids[0]}]>" if len(ids) == 1 and ids[0] in tokenizer.added_tokens_decoder else json.dumps(tag)


def guidance_tokenizer(tokenizer: Any) -> llguidance.LLTokenizer:
    """llguidance's form of a fast tokenizer, its added tokens (``<tool_call>``, ``</tool_call>``) included.

    transformers 5 saves byte-level BPE tokenizers (SmolLM2's) with a decoder chain that ends in
    ``ByteLevel``; llguidance reads a chain as SentencePiece-style and would take ``Ċ`` for two bytes,
    not a newline, so the chain is reduced to its ``ByteLevel`` step.
    """
    data = json.loads(tokenizer.backend_tokenizer.to_str())
    decoders = (data.get("decoder") or {}).get("decoders") or []
    byte_level = [step for step in decoders if step.get("type") == "ByteLevel"]
    if byte_level:
        data["decoder"] = byte_level[0]
    data["padding"] = data["truncation"] = None
    return llguidance.LLTokenizer(json.dumps(data), n_vocab=len(tokenizer), eos_token=tokenizer.eos_token_id)


class CallGrammar:
    """Builds the per-batch logits processor; the tokenizer's llguidance form is built once (~1 s)."""

    def __init__(self, tokenizer: Any) -> None:
        self.tokenizer = guidance_tokenizer(tokenizer)
        self.tags = (tag_term(tokenizer, CALL_OPEN), tag_term(tokenizer, CALL_CLOSE))
        self._grammars = lru_cache(maxsize=64)(self._compile)

    def _compile(self, key: str) -> str:
        grammar = llguidance.LLMatcher.grammar_from_lark(call_grammar(json.loads(key), self.tags))
        message = llguidance.LLMatcher.validate_grammar(grammar, self.tokenizer)
        if message:
            raise ValueError(f"the tool schemas give no usable call grammar: {message}")
        return grammar

    def processor(self, specs_per_row: list[list[dict[str, Any]]]) -> LogitsProcessor:
        """A ``transformers`` logits processor for one ``generate`` call over rows offered these tools."""
        grammars = [self._grammars(json.dumps(specs)) for specs in specs_per_row]  # keys unsorted: the name comes first
        return _MaskProcessor([llguidance.LLMatcher(self.tokenizer, grammar) for grammar in grammars], self.tokenizer.vocab_size)


class _MaskProcessor(LogitsProcessor):  # type: ignore[misc]  # Any to mypy: transformers is not followed (pyproject.toml)
    """Masks each row's next-token scores to what its grammar allows, feeding it the token sampled last."""

    def __init__(self, matchers: list[llguidance.LLMatcher], vocab_size: int) -> None:
        self.matchers, self.vocab_size, self.started = matchers, vocab_size, False

    def __call__(self, input_ids: torch.LongTensor, scores: torch.FloatTensor) -> torch.FloatTensor:
        # imported here, not with the module: llguidance.torch compiles its kernels with torch.compile, whose machinery
        # costs seconds of CPU to import (every pytest worker paid it collecting tests/unit/training/test_training_grammar.py)
        from llguidance.torch import allocate_token_bitmask, apply_token_bitmask_inplace, fill_next_token_bitmask

        if self.started:
            for matcher, token in zip(self.matchers, input_ids[:, -1].tolist(), strict=True):
                if not matcher.is_stopped() and not matcher.is_error():
                    matcher.consume_token(token)
        self.started = True
        mask = allocate_token_bitmask(len(self.matchers), self.vocab_size)
        for row, matcher in enumerate(self.matchers):
            fill_next_token_bitmask(matcher, mask, row)
        scores[:, self.vocab_size:] = float("-inf")  # an embedding padded past the tokenizer's vocabulary
        apply_token_bitmask_inplace(scores[:, : self.vocab_size], mask.to(scores.device))
        return scores

    def errors(self) -> list[str]:
        """Each row's matcher error ('' when none): a token the grammar refused would be a bug here."""
        return [matcher.get_error() if matcher.is_error() else "" for matcher in self.matchers]
