"""The one JSON reader of user files (domain/text/json_text.py): any malformed file is a ``ValueError``, JSON nested
beyond the recursion limit included (``json.loads`` raises ``RecursionError`` for it, which ended in a traceback)."""

from __future__ import annotations

import json

import pytest

from himap_travel.domain.text.json_text import JSONNestingError, parse_json


def test_well_formed_json_is_read_as_json_loads_reads_it():
    text = '{"plan": [{"days": 1, "cost": 12.5, "note": null}], "ok": true}'
    assert parse_json(text) == json.loads(text) == {"plan": [{"days": 1, "cost": 12.5, "note": None}], "ok": True}


def test_json_nested_too_deeply_is_a_value_error_that_says_so():
    with pytest.raises(JSONNestingError) as raised:
        parse_json("[" * 200_000 + "]" * 200_000)
    assert isinstance(raised.value, ValueError)
    assert str(raised.value) == "nested too deeply (arrays or objects within each other beyond any real file's depth)"
    assert raised.value.__cause__ is None and raised.value.__suppress_context__  # no RecursionError traceback under it


def test_malformed_json_stays_a_plain_value_error():
    with pytest.raises(ValueError) as raised:
        parse_json('{"plan": [1, 2,')
    assert not isinstance(raised.value, JSONNestingError)
