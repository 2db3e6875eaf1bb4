"""``read_text(..., wishes=False)``: the reading the agreement check compares (``spec_warnings``, a model's reading
checked against its text) is the whole reading less the clause accounting: every field, problem and warning the same,
``unread`` empty (issue 44: the accounting was a fifth of the CPU of a `plan` from the fields)."""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import QueryParseError, read_text
from himap_travel.domain.sandbox.index import load_sandbox
from himap_travel.domain.sandbox.queries import load_queries

WITH_WISHES = [  # each names a wish no reader keeps, so the two readings differ in ``unread`` only
    "From Dallas to Austin, March 3-5 2022, 2 people, $1,500, and a hotel with a pool please",
    "3 days from Seattle to Denver march 12 to 14 2022 for me and my wife, budget 2k, parking $20 a day, no seafood",
    "Plan a trip from Chicago to Orlando, March 8-11, 2022, budget $4,000 for 4, we must see the Kennedy Space Center "
    "and want indian food every day",
]


@pytest.fixture(scope="module")
def sandbox():  # type: ignore[no-untyped-def]
    return load_sandbox()


def both(text: str, sandbox) -> tuple[object, object]:  # type: ignore[no-untyped-def]
    readings = []
    for wishes in (True, False):
        try:
            readings.append(read_text(text, sandbox, wishes=wishes))
        except QueryParseError as error:
            readings.append(error.to_dict())
    return readings[0], readings[1]


@pytest.mark.parametrize("text", WITH_WISHES)
def test_the_fields_alone_are_the_reading_less_its_wishes(text: str, sandbox) -> None:  # type: ignore[no-untyped-def]
    whole, fields = both(text, sandbox)
    assert whole.unread, "each text names a wish no reader keeps"
    assert fields.unread == []
    assert fields == whole.model_copy(update={"unread": []})


def test_every_benchmark_text_reads_the_same_fields(sandbox) -> None:  # type: ignore[no-untyped-def]
    texts = [row.spec.query for split in ("train", "validation_dev") for row in load_queries(split) if row.spec.query]
    differ = []
    for text in texts:
        whole, fields = both(text, sandbox)
        plain = isinstance(whole, dict) or isinstance(fields, dict)  # a refusal's problems, compared as they are
        same = whole == fields if plain else fields == whole.model_copy(update={"unread": []})
        if not same:
            differ.append(text)
    assert len(texts) > 100
    assert differ == []
