"""Rollout replies sampled under a grammar of one schema-valid call (training.grammar), with a real llguidance matcher."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("llguidance")
pytest.importorskip("torch")

import jsonschema_rs

from himap_travel.training.grammar import STRING_CAP, CallGrammar, call_schema, guidance_tokenizer, strict
from himap_travel.training.models import build_tiny
from himap_travel.training.rollout import RolloutSettings, SandboxRollout, parse_tool_calls

SEARCH = {"type": "function", "function": {"name": "restaurant_search", "description": "Restaurants of a city.", "parameters": {
    "type": "object", "properties": {"city": {"type": "string"}, "limit": {"type": "integer", "minimum": 1, "maximum": 5}},
    "required": ["city"]}}}
REPORT = {"type": "function", "function": {"name": "report_infeasible", "parameters": {
    "type": "object", "properties": {"violation_type": {"type": "string", "enum": ["budget", "time"]}},
    "required": ["violation_type"]}}}
TOOLS = [SEARCH, REPORT]


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    from himap_travel.training.models import load

    texts = ['<tool_call>\n{"name": "restaurant_search", "arguments": {"city": "Rockford", "limit": 3}}\n</tool_call>',
             "Plan day 1 in Rockford.", '{"violation_type": "budget"}'] * 20
    return load(str(build_tiny(texts, tmp_path_factory.mktemp("tiny"), vocab_size=400)))


def matcher_for(tokenizer, tools):
    import llguidance

    grammar = CallGrammar(tokenizer)
    return llguidance.LLMatcher(grammar.tokenizer, grammar._grammars(json.dumps(tools)))


def accepts(tokenizer, tools, text: str) -> bool:
    matcher = matcher_for(tokenizer, tools)
    ids = tokenizer(text, add_special_tokens=False)["input_ids"] + [tokenizer.eos_token_id]
    return matcher.consume_tokens(ids) and not matcher.is_error() and matcher.is_stopped()


def test_strict_closes_objects_and_caps_free_strings_only():
    schema = {"type": "object", "properties": {
        "a": {"type": "string"}, "b": {"type": "string", "maxLength": 5}, "c": {"type": "string", "enum": ["x"]},
        "d": {"anyOf": [{"type": "object", "properties": {}}, {"type": "null"}]}, "e": {"type": "object", "additionalProperties": True}}}
    result = strict(schema)
    assert result["additionalProperties"] is False
    props = result["properties"]
    assert props["a"]["maxLength"] == STRING_CAP and props["b"]["maxLength"] == 5 and "maxLength" not in props["c"]
    assert props["d"]["anyOf"][0]["additionalProperties"] is False and "additionalProperties" not in props["d"]["anyOf"][1]
    assert props["e"]["additionalProperties"] is True  # a schema's own choice is kept
    assert "additionalProperties" not in schema  # the tool's schema is not changed in place


def test_the_call_schema_names_one_tool_then_its_arguments():
    schema = call_schema(TOOLS)
    valid = jsonschema_rs.validator_for({k: v for k, v in schema.items() if k != "x-guidance"})
    assert valid.is_valid({"name": "restaurant_search", "arguments": {"city": "Rockford"}})
    assert valid.is_valid({"name": "report_infeasible", "arguments": {"violation_type": "time"}})
    assert not valid.is_valid({"name": "report_infeasible", "arguments": {"city": "Rockford"}})
    assert not valid.is_valid({"name": "restaurant_search", "arguments": {"city": "Rockford", "cuisine": "Thai"}})
    assert not valid.is_valid({"name": "flight_search", "arguments": {}})
    assert [list(option["properties"]) for option in schema["anyOf"]] == [["name", "arguments"]] * 2
    with pytest.raises(ValueError):
        call_schema([])


def test_the_grammar_takes_the_templates_own_rendering_of_a_call(tiny):
    _, tokenizer = tiny
    call = {"role": "assistant", "content": "", "tool_calls": [
        {"type": "function", "function": {"name": "restaurant_search", "arguments": {"city": "Rockford", "limit": 3}}}]}
    head = tokenizer.apply_chat_template([{"role": "user", "content": "hi"}], tokenize=False, add_generation_prompt=True)
    full = tokenizer.apply_chat_template([{"role": "user", "content": "hi"}, call], tokenize=False)
    reply = full[len(head):].removesuffix("<|im_end|>\n")
    assert accepts(tokenizer, TOOLS, reply)
    assert not accepts(tokenizer, TOOLS, reply.replace("restaurant_search", "flight_search"))
    assert not accepts(tokenizer, TOOLS, reply.replace('"limit": 3', '"limit": 9'))  # above the schema's maximum
    assert not accepts(tokenizer, TOOLS, reply.replace('"limit": 3', '"stars": 3'))  # a key the tool does not have
    assert not accepts(tokenizer, TOOLS, reply.replace("Rockford", "R" * (STRING_CAP + 1)))
    assert not accepts(tokenizer, TOOLS, "I will search for restaurants.")


def test_a_byte_level_decoder_chain_is_read_as_bytes(tiny):
    """transformers 5 saves SmolLM2's decoder as a chain ending in ByteLevel: a newline must still be one byte."""
    _, tokenizer = tiny
    data = json.loads(tokenizer.backend_tokenizer.to_str())
    data["decoder"] = {"type": "Sequence", "decoders": [
        {"type": "ByteFallback"}, {"type": "Fuse"}, {"type": "Replace", "pattern": {"String": "▁"}, "content": " "}, data["decoder"]]}
    from tokenizers import Tokenizer
    from transformers import PreTrainedTokenizerFast

    chained = PreTrainedTokenizerFast(tokenizer_object=Tokenizer.from_str(json.dumps(data)), eos_token="<|im_end|>")
    assert guidance_tokenizer(chained).tokenize_str("a\nb") == chained("a\nb", add_special_tokens=False)["input_ids"]
    assert accepts(chained, TOOLS, '<tool_call>\n{"name": "report_infeasible", "arguments": {"violation_type": "time"}}\n</tool_call>')


def test_a_random_model_sampled_under_the_grammar_writes_valid_calls_that_end(tiny):
    import torch

    model, tokenizer = tiny
    short = json.loads(json.dumps(TOOLS))  # a city of at most 8 characters: every call fits in the token budget
    short[0]["function"]["parameters"]["properties"]["city"]["maxLength"] = 8
    prompt = tokenizer.apply_chat_template([{"role": "user", "content": "Plan day 1 in Rockford."}], tools=short,
                                           tokenize=False, add_generation_prompt=True)
    ids = torch.tensor([tokenizer(prompt, add_special_tokens=False)["input_ids"]] * 4)
    processor = CallGrammar(tokenizer).processor([short] * 4)
    torch.manual_seed(0)
    output = model.generate(input_ids=ids, attention_mask=torch.ones_like(ids), max_new_tokens=80, do_sample=True,
                            temperature=1.0, eos_token_id=tokenizer.eos_token_id, pad_token_id=tokenizer.pad_token_id,
                            logits_processor=[processor])
    valid = jsonschema_rs.validator_for({k: v for k, v in call_schema(short).items() if k != "x-guidance"})
    for row in output[:, ids.shape[1]:].tolist():
        assert tokenizer.eos_token_id in row  # the call closed and the turn ended within the budget
        calls = parse_tool_calls(tokenizer.decode(row, skip_special_tokens=False))
        assert len(calls) == 1 and calls[0].error is None
        assert valid.is_valid({"name": calls[0].name, "arguments": calls[0].arguments})
    assert processor.errors() == [""] * 4


def test_the_rollout_hands_generate_the_grammar_of_each_episodes_tools(tiny):
    _, tokenizer = tiny
    rollout = SandboxRollout([], sandbox=None, settings=RolloutSettings(constrain_calls=True))
    processor = rollout.constraint([TOOLS, [REPORT]], tokenizer)
    assert len(processor.matchers) == 2
    assert SandboxRollout([], sandbox=None, settings=RolloutSettings()).constraint([TOOLS], tokenizer) is None
    with pytest.raises(ValueError, match="give one"):
        SandboxRollout([], sandbox=None, settings=RolloutSettings(constrain_calls=True, reply_prefix="<tool_call>"))


def test_objects_are_closed_by_type_or_by_properties_and_bare_functions_count():
    assert strict({"type": "object"})["additionalProperties"] is False
    assert strict({"properties": {"a": {"type": "integer"}}})["additionalProperties"] is False
    assert "additionalProperties" not in strict({"type": "array", "items": {"type": "integer"}})
    bare = call_schema([{"name": "finish"}])  # a function without the OpenAI wrapper, and without parameters
    option = bare["anyOf"][0]["properties"]
    assert option["name"] == {"const": "finish"}
    assert option["arguments"] == {"type": "object", "properties": {}, "additionalProperties": False}
    assert bare["x-guidance"] == {"item_separator": ", ", "key_separator": ": ", "whitespace_flexible": False}
    with pytest.raises(ValueError, match="no tools"):
        call_schema([])


def test_a_tag_is_matched_by_id_only_when_it_is_one_added_token(tiny):
    from himap_travel.training.grammar import tag_term

    _, tokenizer = tiny
    opening = tokenizer("<tool_call>", add_special_tokens=False)["input_ids"]
    assert len(opening) == 1 and tag_term(tokenizer, "<tool_call>") == f"<[{opening[0]}]>"
    assert tag_term(tokenizer, "Plan day") == '"Plan day"'  # ordinary text: matched as text
    assert tag_term(tokenizer, "<|im_end|>") == f"<[{tokenizer.eos_token_id}]>"


def test_schemas_that_give_no_grammar_are_refused_and_a_refused_token_is_reported(tiny):
    _, tokenizer = tiny
    broken = [{"type": "function", "function": {"name": "f", "parameters": {
        "type": "object", "properties": {"a": {"$ref": "#/$defs/missing"}}}}}]
    with pytest.raises(ValueError, match="no usable call grammar"):
        CallGrammar(tokenizer).processor([broken])
    processor = CallGrammar(tokenizer).processor([TOOLS, TOOLS])
    prose = tokenizer("Plan", add_special_tokens=False)["input_ids"][0]
    processor.matchers[0].consume_token(prose)  # not how a call starts
    errors = processor.errors()
    assert errors[0] and errors[1] == ""
